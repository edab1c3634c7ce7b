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

/** Every nutrient but energy and the three macros, in NUTRIENT_KEYS order: what a dish's micronutrients are. */
export type MicronutrientKey = Exclude<NutrientKey, "kcal" | "protein" | "fat" | "carbs">;
export type Micronutrients = Record<MicronutrientKey, number>;
export const MICRONUTRIENT_KEYS = NUTRIENT_KEYS.filter(
  (k): k is MicronutrientKey => k !== "kcal" && k !== "protein" && k !== "fat" && k !== "carbs",
);

/** Where each micronutrient stands among the per-100 g values, found once rather than for every item priced. */
const MICRONUTRIENT_AT = MICRONUTRIENT_KEYS.map((key) => NUTRIENT_KEYS.indexOf(key));

/** The micronutrients in `grams` of a food with these per-100 g values (NUTRIENT_KEYS order). */
export function micronutrientsIn(per100g: readonly number[], grams: number): Micronutrients {
  const out = {} as Micronutrients;
  for (let k = 0; k < MICRONUTRIENT_KEYS.length; k++) {
    out[MICRONUTRIENT_KEYS[k]!] = ((per100g[MICRONUTRIENT_AT[k]!] ?? 0) * grams) / 100;
  }
  return out;
}
