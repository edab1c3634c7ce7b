import type { TDishInput, TLanguage } from "@tarelka/contracts";
import { type AnalyzedItem, analyzeMealText } from "@tarelka/nutrition";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Nutrients per 100 g of an analysed item, the unit the meal editor and the database store. */
export function per100gOf(item: Pick<AnalyzedItem, "grams" | "calories" | "protein" | "fat" | "carbs">) {
  const k = item.grams > 0 ? 100 / item.grams : 0;
  return {
    calories: Math.min(900, round1(item.calories * k)),
    protein: Math.min(100, round1(item.protein * k)),
    fat: Math.min(100, round1(item.fat * k)),
    carbs: Math.min(100, round1(item.carbs * k)),
  };
}

export type PricedDish = TDishInput & { confidence: number | null };

/**
 * Prices a dish a vision model named by the nutrition database (docs/product.md, Nutrition numbers:
 * a model may recognise dishes, the grams are priced by the database). A name that splits into several foods
 * ("гречка с котлетой") becomes several dishes sharing the grams in the database's typical proportions.
 * Answers null when any part of the name matches nothing, so the caller can fall back to a labelled estimate.
 */
export function priceByName(
  name: string,
  grams: number,
  lang: TLanguage,
  confidence: number | null,
): PricedDish[] | null {
  if (name.trim().length === 0) return null;
  const analysis = analyzeMealText(name, { lang });
  if (analysis.items.length === 0 || analysis.unmatched.length > 0) return null;
  const typical = analysis.items.reduce((a, i) => a + i.grams, 0);
  return analysis.items.map((item) => ({
    name: item.name,
    grams: Math.max(1, Math.round((grams * item.grams) / (typical || 1))),
    per100g: per100gOf(item),
    // Calories typed with no food have an empty food id (decision 028): a dish of no database food.
    foodId: item.foodId || null,
    isEstimate: false,
    confidence: confidence === null ? item.confidence : Math.min(confidence, item.confidence),
  }));
}
