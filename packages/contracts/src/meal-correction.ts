// Contracts of a correction in words on the confirmation screen (docs/decisions/023-correction-in-words.md):
// POST /api/food/correct-analysis takes the analysed items and a remark ("это было 300 г", "not rice, quinoa") and
// answers the corrected items with what changed, or a refusal that says why. Shapes mirror @tarelka/nutrition.
import { z } from "zod";
import { ZFoodLangSchema, ZMicronutrientsSchema } from "./food";
import { zText } from "./input";
import { DISH_LIMITS } from "./meals";

export const CORRECTION_LIMITS = {
  /** A remark is a phrase or two; the meal description itself allows 2,000 characters. */
  textMax: 300,
  /** A meal is at most DISH_LIMITS.dishesMax dishes when saved, so no more are corrected at once. */
  itemsMax: DISH_LIMITS.dishesMax,
} as const;

const amount = z.number().finite().nonnegative();

/**
 * An item as the analysis answers it (food.ts ZAnalyzedItemSchema), or as the confirmation screen holds it: a photo's
 * estimate or a scanned product has no catalog food, and the screen keeps no micronutrients or source words.
 */
export const ZCorrectionItemSchema = z.object({
  foodId: z.string().max(100).nullable(),
  name: zText({ min: 1, max: DISH_LIMITS.nameMax }),
  grams: amount.max(DISH_LIMITS.gramsMax),
  // Energy and macros of one dish of at most gramsMax grams: 9 kcal per gram of fat bounds them.
  calories: amount.max(DISH_LIMITS.gramsMax * 9),
  protein: amount.max(DISH_LIMITS.gramsMax),
  fat: amount.max(DISH_LIMITS.gramsMax),
  carbs: amount.max(DISH_LIMITS.gramsMax),
  text: zText({ max: 2000, multiline: true }).optional(),
  micronutrients: ZMicronutrientsSchema.optional(),
  confidence: z.number().min(0).max(1).optional(),
  portionAssumed: z.boolean().optional(),
  caloriesStated: z.boolean().optional(),
});
export type TCorrectionItem = z.infer<typeof ZCorrectionItemSchema>;

export const ZCorrectAnalysisRequestSchema = z.object({
  items: z.array(ZCorrectionItemSchema).min(1).max(CORRECTION_LIMITS.itemsMax),
  correction: zText({ min: 1, max: CORRECTION_LIMITS.textMax }),
  /** Language of new items' names; by default that of the items' names. */
  lang: ZFoodLangSchema.optional(),
});
export type TCorrectAnalysisRequest = z.infer<typeof ZCorrectAnalysisRequestSchema>;

export const ZCorrectionChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("grams"), name: z.string(), from: amount, to: amount }),
  z.object({ kind: z.literal("removed"), name: z.string(), grams: amount }),
  z.object({ kind: z.literal("added"), name: z.string(), grams: amount }),
  z.object({ kind: z.literal("replaced"), name: z.string(), to: z.string(), grams: amount }),
]);
export type TCorrectionChange = z.infer<typeof ZCorrectionChangeSchema>;

/**
 * Why a remark changed nothing: not a correction, a food the meal lacks, a part of a dish weighed whole, several
 * items, past one meal's ceiling, or what the meal already says.
 */
export const CORRECTION_FAILURES = [
  "not-understood",
  "not-in-meal",
  "part-of-dish",
  "which-item",
  "implausible",
  "unchanged",
] as const;

const ZCorrectedItemSchema = ZCorrectionItemSchema.extend({ name: z.string(), text: z.string().optional() });

export const ZCorrectAnalysisResponseSchema = z.discriminatedUnion("understood", [
  z.object({
    understood: z.literal(true),
    items: z.array(ZCorrectedItemSchema),
    /** For each item, the index of the request's item it came from, or null for a new one. */
    origins: z.array(z.number().int().nonnegative().nullable()),
    changes: z.array(ZCorrectionChangeSchema).min(1),
    /** Words of a new food the engine did not know, never dropped silently. */
    unmatched: z.array(z.string()),
  }),
  z.object({
    understood: z.literal(false),
    reason: z.enum(CORRECTION_FAILURES),
    /** The words the refusal is about. */
    words: z.string(),
    items: z.array(ZCorrectedItemSchema),
    origins: z.array(z.number().int().nonnegative().nullable()),
    changes: z.array(ZCorrectionChangeSchema).max(0),
    unmatched: z.array(z.string()).max(0),
  }),
]);
export type TCorrectAnalysisResponse = z.infer<typeof ZCorrectAnalysisResponseSchema>;
