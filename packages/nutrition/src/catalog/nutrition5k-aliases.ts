// English ingredient names used by Nutrition5k (ingredients_metadata.csv) that are not already catalog names,
// mapped to the catalog food a person would mean. Only names — never Nutrition5k's own per-gram values.
export const nutrition5kAliases: Readonly<Record<string, string>> = {
  // Rice cooked in broth with butter and herbs, served as a side: USDA's rice pilaf, not plain rice.
  "country rice": "rice-pilaf",
  // Small red-skinned potatoes, cooked in their skin like the catalog's potato.
  "red potatoes": "potato-boiled",
};
