/** Order of the per-100 g values in data/foods.json: the generator writes them in it and the engine reads them so. */
export const NUTRIENT_KEYS = [
  "kcal",
  "protein",
  "fat",
  "carbs",
  "fiber",
  "sugars",
  "water",
  "saturatedFat",
  "vitaminD",
  "vitaminB12",
  "vitaminC",
  "folateDfe",
  "iron",
  "calcium",
  "magnesium",
  "zinc",
  "potassium",
  "sodium",
  "epaDha",
  "ala",
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
