import type { Localized } from "./types";

/**
 * A feature's strings in both languages, in one place (its page module, or `features/<feature>/strings.ts` when it
 * has several screens, feature-catalogs.ts): the Russian is the source of the keys. Pages register them with
 * `addFeatureStrings` (add-feature-strings.ts).
 */
export interface FeatureStrings<R extends object> {
  ru: R;
  en: Localized<R>;
}

/**
 * Declares a feature's strings in both languages, checked against each other by the compiler: English must have
 * every Russian key (but Russian-only plural forms) and no other. `i18n/catalog.test.tsx` checks plural forms and
 * placeholders as it does for every catalogue.
 */
export const featureStrings = <R extends object>(strings: FeatureStrings<R>): FeatureStrings<R> => strings;
