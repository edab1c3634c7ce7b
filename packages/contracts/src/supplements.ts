import { z } from "zod";
import { ZDiaryDateSchema, ZIsoDateSchema } from "./input";

/**
 * Supplement suggestions (docs/product.md §3 Supplement recommendation; §7 /api/supplements calls). They come from what the
 * person actually ate: the micronutrients of the logged dishes, from the food database, averaged over the logged
 * days of the week ending on the analysis date, against the reference intakes below. A supplement is only ever
 * suggested next to the foods that would cover the same gap, and every suggestion says to check with a doctor.
 */

export const SUPPLEMENT_CATEGORIES = ["vitamin", "mineral", "protein", "omega", "probiotic", "other"] as const;
export const SUPPLEMENT_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const SUPPLEMENT_STATUSES = ["recommended", "accepted", "declined"] as const;

/** The nutrients the diary can judge: those the database carries for every food (docs/product.md, Nutrition numbers). */
export const SUPPLEMENT_NUTRIENTS = [
  "vitaminD",
  "vitaminB12",
  "vitaminC",
  "folateDfe",
  "iron",
  "calcium",
  "magnesium",
  "zinc",
  "potassium",
  "epaDha",
  "protein",
] as const;
export type TSupplementNutrient = (typeof SUPPLEMENT_NUTRIENTS)[number];

export const SUPPLEMENT_RULES = {
  /** The week ending on the analysis date. */
  windowDays: 7,
  /** Fewer logged days than this say too little about a habit to suggest anything. */
  minLoggedDays: 3,
  /**
   * Below this share of the reference a nutrient is a gap. Priority by coverage: under 10% critical, under 25%
   * high, under 50% medium, otherwise low.
   */
  gapBelow: 0.7,
  /** Dishes whose numbers are estimates (no database food) carry no micronutrients: a day mostly of them is not judged. */
  minKnownShare: 0.6,
} as const;

export const ZSupplementGenerateRequestSchema = z.object({ analysisDate: ZDiaryDateSchema.optional() });

export const ZNutrientIntakeSchema = z.object({
  nutrient: z.enum(SUPPLEMENT_NUTRIENTS),
  /** Average per logged day, in `unit`. */
  average: z.number(),
  /** Reference intake for the person's sex and age (the profile; adult defaults when unknown), in `unit`. */
  reference: z.number(),
  unit: z.enum(["µg", "mg", "g"]),
  /** average ÷ reference. */
  coverage: z.number(),
});
export type TNutrientIntake = z.infer<typeof ZNutrientIntakeSchema>;

export const ZSupplementRecommendationSchema = z.object({
  id: z.number().int(),
  nutrient: z.enum(SUPPLEMENT_NUTRIENTS),
  category: z.enum(SUPPLEMENT_CATEGORIES),
  priority: z.enum(SUPPLEMENT_PRIORITIES),
  status: z.enum(SUPPLEMENT_STATUSES),
  /** The supplement's name in the person's language, e.g. "Витамин D3". */
  name: z.string(),
  /** A common adult dose in words, e.g. "15–25 µg (600–1000 IU) a day"; never above the tolerable upper intake. */
  dosage: z.string(),
  /** Why: the person's own average against the reference, in words. */
  reason: z.string(),
  /** What it does, and the foods that cover the same gap. */
  benefits: z.string(),
  analysisDate: ZIsoDateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSupplementRecommendation = z.infer<typeof ZSupplementRecommendationSchema>;

/**
 * POST /api/supplements/generate/me: the analysis and the resulting suggestions. Generating again replaces the
 * suggestions still in "recommended" and keeps the person's accepted and declined decisions.
 */
export const ZSupplementAnalysisSchema = z.object({
  analysisDate: ZIsoDateSchema,
  from: ZIsoDateSchema,
  loggedDays: z.number().int(),
  /** False when fewer than SUPPLEMENT_RULES.minLoggedDays days could be judged; then nothing is suggested. */
  enoughData: z.boolean(),
  intake: z.array(ZNutrientIntakeSchema),
  recommendations: z.array(ZSupplementRecommendationSchema),
});
export type TSupplementAnalysis = z.infer<typeof ZSupplementAnalysisSchema>;

/** GET /api/supplements/recommendations/me: every current suggestion, most urgent first. */
export const ZSupplementListSchema = z.array(ZSupplementRecommendationSchema);

export const ZSupplementIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/supplements/user/me: the supplements the person accepted, with when. */
export const ZUserSupplementsSchema = z.object({
  accepted: z.array(ZSupplementRecommendationSchema),
  /** The newest analysis date, or null before the first one. */
  lastAnalysisDate: ZIsoDateSchema.nullable(),
});
export type TUserSupplements = z.infer<typeof ZUserSupplementsSchema>;
