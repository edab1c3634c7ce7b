// English ingredient names used by Nutrition5k (ingredients_metadata.csv) that are not already catalog names,
// mapped to the catalog food a person would mean. Only names — never Nutrition5k's own per-gram values.
export const nutrition5kAliases: Readonly<Record<string, string>> = {};
