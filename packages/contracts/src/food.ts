// Contracts for the food endpoints (docs/product.md, Nutrition numbers): POST /api/food/analyze-text and GET /api/food/search.
// The server validates with these schemas and the client parses with them; the shapes mirror @tarelka/nutrition.
import { z } from "zod";
import { SUPPORTED_LANGUAGES, type TLanguage } from "./constants";
import { zText } from "./input";

/** Food names are read and written in the app's own languages (constants.ts), no other. */
export const ZFoodLangSchema = z.enum(SUPPORTED_LANGUAGES);
export type TFoodLang = TLanguage;

/**
 * Lenient about emptiness on purpose: an empty or blank description is the spec's INPUT_REQUIRED (§5), answered by
 * the route, not a generic validation failure, so the client can show the spec's own words.
 */
export const ZAnalyzeTextRequestSchema = z.object({
  text: zText({ max: 2000, multiline: true }),
  lang: ZFoodLangSchema.optional(),
});
export type TAnalyzeTextRequest = z.infer<typeof ZAnalyzeTextRequestSchema>;

const amount = z.number().finite().nonnegative();

/** Per-item micronutrients in the item's grams: g for fibre/sugars/water/fats, mg or µg as named. */
export const ZMicronutrientsSchema = z.object({
  fiber: amount,
  sugars: amount,
  water: amount,
  saturatedFat: amount,
  vitaminD: amount.describe("µg"),
  vitaminB12: amount.describe("µg"),
  vitaminC: amount.describe("mg"),
  folateDfe: amount.describe("µg DFE"),
  iron: amount.describe("mg"),
  calcium: amount.describe("mg"),
  magnesium: amount.describe("mg"),
  zinc: amount.describe("mg"),
  potassium: amount.describe("mg"),
  sodium: amount.describe("mg"),
  epaDha: amount.describe("g"),
  ala: amount.describe("g"),
});
export type TMicronutrients = z.infer<typeof ZMicronutrientsSchema>;

export const ZAnalyzedItemSchema = z.object({
  text: z.string(),
  /** The database food; empty for calories typed with no food ("перекус 250 ккал"), saved as a dish of no food. */
  foodId: z.string(),
  name: z.string(),
  grams: amount,
  calories: amount,
  protein: amount,
  fat: amount,
  carbs: amount,
  micronutrients: ZMicronutrientsSchema,
  confidence: z.number().min(0).max(1),
  /** True when no quantity was given and the typical portion was used. */
  portionAssumed: z.boolean(),
  /** True when the person typed the item's calories ("батончик 90 ккал"); the grams are whatever has that many. */
  caloriesStated: z.boolean().optional(),
  /** True for one of the person's own foods (my-foods.ts), which the analysis reads before the catalog. */
  mine: z.boolean().optional(),
});
export type TAnalyzedItem = z.infer<typeof ZAnalyzedItemSchema>;

export const ZNutritionTotalsSchema = z.object({ calories: amount, protein: amount, fat: amount, carbs: amount });
export type TNutritionTotals = z.infer<typeof ZNutritionTotalsSchema>;

export const ZAnalyzeTextResponseSchema = z.object({
  items: z.array(ZAnalyzedItemSchema),
  totals: ZNutritionTotalsSchema,
  /** Fragments that matched no food, in the user's own words. */
  unmatched: z.array(z.string()),
});
export type TAnalyzeTextResponse = z.infer<typeof ZAnalyzeTextResponseSchema>;

export const ZFoodSearchQuerySchema = z.object({
  q: zText({ min: 1, max: 100 }),
  lang: ZFoodLangSchema,
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type TFoodSearchQuery = z.infer<typeof ZFoodSearchQuerySchema>;

export const ZFoodSearchItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Per 100 g. */
  kcal: amount,
  protein: amount,
  fat: amount,
  carbs: amount,
  portion: z.object({ grams: amount, label: z.string() }),
  /** True for one of the person's own foods (my-foods.ts), listed before the catalog's. */
  mine: z.boolean().optional(),
});
export type TFoodSearchItem = z.infer<typeof ZFoodSearchItemSchema>;

export const ZFoodSearchResponseSchema = z.object({ items: z.array(ZFoodSearchItemSchema) });
export type TFoodSearchResponse = z.infer<typeof ZFoodSearchResponseSchema>;
