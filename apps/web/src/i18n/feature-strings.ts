import { i18n } from ".";
import type { FeatureCatalogs } from "./feature-catalogs";
import type { Localized } from "./types";

/**
 * A feature's strings in both languages, in one file (`features/<feature>/strings.ts`, feature-catalogs.ts): the
 * Russian is the source of the keys. This module is imported by feature pages only, so none of it weighs on the
 * first route (decision 006).
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

/**
 * Registers one-file feature strings in both languages; called by the chunk that renders them, before it renders,
 * like addRussianCatalogs. A screen's strings are small and only its own screen shows them, so its English comes
 * with it rather than with the shell's English chunk.
 */
export function addFeatureStrings(
  catalogs: { [K in keyof FeatureCatalogs]?: FeatureStrings<FeatureCatalogs[K]> },
): void {
  for (const [name, strings] of Object.entries(catalogs) as [string, FeatureStrings<object>][]) {
    i18n.addResourceBundle("ru", "translation", { [name]: strings.ru }, true, false);
    i18n.addResourceBundle("en", "translation", { [name]: strings.en }, true, false);
  }
}
