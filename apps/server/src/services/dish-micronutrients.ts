import {
  getDatabase,
  MICRONUTRIENT_KEYS,
  type Micronutrients,
  micronutrientsIn,
  NUTRIENT_KEYS,
} from "@tarelka/nutrition";

/**
 * Micronutrients of logged dishes, from the food database (docs/product.md, Nutrition numbers). A meal's dishes
 * store calories and macros per 100 g only (db/schema/meals.ts), plus the database food they came from; everything
 * else is read from that food's per-100 g values here, so the supplements analysis and the AI nutritionist's fibre,
 * sugar and sodium rules count the same numbers.
 */

export interface DishRef {
  foodId: string | null;
  grams: number;
}

export interface CatalogFood {
  id: string;
  namesRu: readonly string[];
  namesEn: readonly string[];
  /** Per 100 g. */
  kcal: number;
  protein: number;
  micronutrients: Micronutrients;
}

/** A database food by id, its values per 100 g; null for an id the database does not hold. */
export function catalogFood(foodId: string): CatalogFood | null {
  const food = getDatabase().byId.get(foodId);
  if (!food) return null;
  return {
    id: food.id,
    namesRu: food.namesRu,
    namesEn: food.namesEn,
    kcal: food.per100g[NUTRIENT_KEYS.indexOf("kcal")] ?? 0,
    protein: food.per100g[NUTRIENT_KEYS.indexOf("protein")] ?? 0,
    micronutrients: micronutrientsIn(food.per100g, 100),
  };
}

/**
 * The micronutrients of one dish: its food's per-100 g values × grams / 100. Null when the dish is "unknown": no
 * food id (an estimate), an id the database no longer holds, or a food whose label printed no micronutrients
 * (docs/decisions/012-russian-label-foods.md). Unknown is never read as zero by the callers.
 */
export function dishMicronutrients(dish: DishRef): Micronutrients | null {
  if (!dish.foodId) return null;
  const food = getDatabase().byId.get(dish.foodId);
  if (!food?.micronutrientsKnown) return null;
  return micronutrientsIn(food.per100g, dish.grams);
}

export interface DayMicronutrients {
  /** The sum over the day's known dishes. */
  known: Micronutrients;
  knownGrams: number;
  totalGrams: number;
  /** knownGrams ÷ totalGrams; 0 for a day without grams. */
  knownShare: number;
}

/** The micronutrients of a day's dishes, with how much of the day (by grams) they describe. */
export function dayMicronutrients(dishes: readonly DishRef[]): DayMicronutrients {
  const known = micronutrientsIn([], 0);
  let knownGrams = 0;
  let totalGrams = 0;
  for (const dish of dishes) {
    totalGrams += dish.grams;
    const values = dishMicronutrients(dish);
    if (!values) continue;
    knownGrams += dish.grams;
    for (const key of MICRONUTRIENT_KEYS) known[key] += values[key];
  }
  return { known, knownGrams, totalGrams, knownShare: totalGrams > 0 ? knownGrams / totalGrams : 0 };
}

/**
 * Whether a day's micronutrients say something about it (contracts SUPPLEMENT_RULES.minKnownShare): a day mostly of
 * estimated dishes would read as poor in everything only because its numbers are missing.
 */
export function isJudged(day: Pick<DayMicronutrients, "knownShare" | "totalGrams">, minKnownShare: number): boolean {
  return day.totalGrams > 0 && day.knownShare >= minKnownShare - 1e-9;
}
