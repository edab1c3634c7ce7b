/**
 * The catalogues the features keep with their own code, so a new screen's strings need no edit here or in the
 * locale index files. A feature keeps them in one of two shapes.
 *
 * Both languages side by side (the shape a new feature takes, docs/adding-a-feature.md), through `featureStrings`
 * (feature-strings.ts), so a key missing or extra in English is a type error where it is written. A feature with one
 * screen declares them at the top of its page module (`features/water/water-page.tsx`); a feature with several
 * screens in `features/<feature>/strings.ts`, which each page imports. The declaration adds its Russian catalogue's
 * type to `FeatureCatalogs` (declaration merging), and the page registers both languages when its chunk loads
 * (`addFeatureStrings`, add-feature-strings.ts). A screen's strings are small, and no screen but its own shows them,
 * so its English loads with it rather than with the shell's.
 *
 * Two files, `features/<feature>/strings/ru.ts` and `en.ts`:
 *
 * - each Russian file adds its catalogue's type to `FeatureCatalogs` (declaration merging), which makes its keys part
 *   of the app's typed keys (RuCatalog, ../i18n/index.ts); its English file is typed `Localized<typeof ru>`, so a
 *   missing or extra English key is a type error;
 * - the feature's page registers its Russian strings when its chunk loads (`addRussianCatalogs`, decision 006);
 * - the English files are found by the app's route table (app/routes.tsx, `import.meta.glob`) and registered here,
 *   and load, with the shell's English, when English is chosen (`loadLanguage`).
 *
 * `i18n/catalog.test.tsx` checks both languages of every feature's files with the shell's.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' catalogues through declaration merging.
export interface FeatureCatalogs {}

/** A feature's English catalogue module: named exports, one per catalogue (`export const water = {…}`). */
export type EnglishCatalogLoader = () => Promise<Record<string, unknown>>;

const englishLoaders: EnglishCatalogLoader[] = [];

/** Called once by the app's route table with every feature's English loader. */
export function registerEnglishCatalogs(loaders: EnglishCatalogLoader[]): void {
  englishLoaders.push(...loaders);
}

export function registeredEnglishCatalogs(): readonly EnglishCatalogLoader[] {
  return englishLoaders;
}
