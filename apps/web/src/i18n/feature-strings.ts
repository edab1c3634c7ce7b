import type { Localized } from "./types";

/**
 * A feature's strings in both languages, in one file (`features/<feature>/strings.ts`, feature-catalogs.ts): the
 * Russian is the source of the keys. Pages register them with `addFeatureStrings` (add-feature-strings.ts).
 */
export interface FeatureStrings<R extends object> {
  ru: R;
  en: Localized<R>;
}

/**
 * Declares a feature's strings in both languages, checked against each other by the compiler: English must have
 * every Russian key (but Russian-only plural forms) and no other. `i18n/catalog.test.ts` checks plural forms and
 * placeholders as it does for every catalogue.
 */
export const featureStrings = <R extends object>(strings: FeatureStrings<R>): FeatureStrings<R> => strings;
