import {
  BARCODE_SOURCE,
  dishNutrients,
  sumNutrients,
  type TAnalyzeTextResponse,
  type TBarcodeProduct,
  type TDishInput,
  type TMeal,
  type TMealAnalysis,
  type TMealType,
  type TNutrients,
} from "@tarelka/contracts";

/** A dish in the editor: the saved shape plus a stable key for React and what the analysis said about it. */
export interface DraftDish extends TDishInput {
  key: string;
  confidence: number | null;
  portionAssumed?: boolean;
  /** The calories are the figure the person typed ("батончик 90 ккал"), shown as theirs until the grams change. */
  caloriesStated?: boolean;
}

export interface MealDraft {
  dishes: DraftDish[];
  mealType: TMealType;
  date: string;
}

let seq = 0;
export const newKey = () => `d${++seq}`;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The engine answers nutrients for the grams it chose; the editor keeps them per 100 g so grams can change. */
export function analysisFromText(text: string, reply: TAnalyzeTextResponse, photoId: string | null): TMealAnalysis {
  return {
    source: photoId ? "photo" : "text",
    originalQuery: text,
    photoId,
    photoUrl: null,
    unmatched: reply.unmatched,
    recognized: true,
    usage: null,
    dishes: reply.items.map((item) => {
      const grams = gramsOf(item);
      // A typed figure stays exact: its values per 100 g are of the grams the dish is saved with.
      const k = item.grams > 0 ? 100 / (item.caloriesStated ? grams : item.grams) : 0;
      return {
        name: item.name,
        grams,
        per100g: {
          calories: Math.min(900, round1(item.calories * k)),
          protein: Math.min(100, round1(item.protein * k)),
          fat: Math.min(100, round1(item.fat * k)),
          carbs: Math.min(100, round1(item.carbs * k)),
        },
        // Calories typed with no food (the engine's empty food id) are a dish of no database food, as a quick add.
        foodId: item.foodId || null,
        isEstimate: false,
        confidence: item.confidence,
        portionAssumed: item.portionAssumed,
        ...(item.caloriesStated ? { caloriesStated: true } : {}),
      };
    }),
  };
}

/**
 * Whole grams, at least 1, as the editor steps them; for a typed calorie figure also at least a ninth of it, so its
 * values per 100 g stay within what a food holds (contracts ZPer100gSchema: 900 kcal).
 */
function gramsOf(item: TAnalyzeTextResponse["items"][number]): number {
  const grams = Math.max(1, Math.round(item.grams));
  return item.caloriesStated ? Math.max(grams, Math.ceil(item.calories / 9)) : grams;
}

export function draftDishes(
  dishes: readonly (TDishInput & { confidence?: number | null; portionAssumed?: boolean; caloriesStated?: boolean })[],
) {
  return dishes.map(
    (d): DraftDish => ({
      key: newKey(),
      name: d.name,
      grams: d.grams,
      per100g: d.per100g,
      foodId: d.foodId,
      isEstimate: d.isEstimate,
      confidence: d.confidence ?? null,
      ...(d.portionAssumed ? { portionAssumed: true } : {}),
      ...(d.caloriesStated ? { caloriesStated: true } : {}),
    }),
  );
}

export const draftFromMeal = (meal: TMeal): MealDraft => ({
  dishes: draftDishes(meal.dishes),
  mealType: meal.mealType,
  date: meal.date,
});

/** What the server will store: the editor's extras are dropped. */
export const toDishInputs = (dishes: readonly DraftDish[]): TDishInput[] =>
  dishes.map(({ name, grams, per100g, foodId, isEstimate }) => ({ name, grams, per100g, foodId, isEstimate }));

export const draftTotals = (dishes: readonly DraftDish[]): TNutrients => sumNutrients(dishes.map(dishNutrients));

/** The stored photo's id from its address, so an undone delete keeps the photo. */
export const photoIdOf = (photoUrl: string | null): string | null => photoUrl?.split("/").pop() ?? null;

/**
 * A scanned product's dishes carry this food id prefix, so every screen that shows the dish can name where its
 * values come from, as the Open Food Facts licence asks (docs/decisions/015-barcodes.md).
 */
const BARCODE_FOOD_PREFIX = "off:";
export const barcodeSourceOf = (foodId: string | null): typeof BARCODE_SOURCE | null =>
  foodId?.startsWith(BARCODE_FOOD_PREFIX) ? BARCODE_SOURCE : null;

/**
 * A scanned product as a one-dish analysis for the editor. A value the database lacks is counted as 0 and the dish
 * is marked an estimate, so the diary never passes a guess off as the label's figure (docs/peers.md, Numbers people
 * trust); the scan screen showed "—" for it before the person chose to add it.
 */
export function analysisFromBarcode(product: TBarcodeProduct, grams: number, fallbackName: string): TMealAnalysis {
  const { calories, protein, fat, carbs } = product.per100g;
  const missing = [calories, protein, fat, carbs].some((v) => v === null);
  const name = [product.brand, product.name].filter(Boolean).join(" · ") || fallbackName;
  return {
    source: "manual",
    originalQuery: null,
    photoId: null,
    photoUrl: null,
    unmatched: [],
    recognized: true,
    usage: null,
    dishes: [
      {
        name: name.slice(0, 200),
        grams: Math.max(1, Math.round(grams)),
        per100g: {
          calories: Math.min(900, calories ?? 0),
          protein: Math.min(100, protein ?? 0),
          fat: Math.min(100, fat ?? 0),
          carbs: Math.min(100, carbs ?? 0),
        },
        foodId: product.foodId ?? `${BARCODE_FOOD_PREFIX}${product.code}`,
        isEstimate: missing,
        confidence: null,
      },
    ],
  };
}
