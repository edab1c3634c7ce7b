import { i18n } from ".";
import type { FeatureCatalogs } from "./feature-catalogs";
import type { FeatureStrings } from "./feature-strings";

// Imported by feature pages only, so none of this weighs on the first route (decision 006).

/**
 * Registers a feature's `featureStrings` in both languages; called by the chunk that renders them, before it renders,
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
