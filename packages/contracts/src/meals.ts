import { z } from "zod";
import { MEAL_TYPES } from "./constants";

/** Meal types of spec §3, default breakfast (spec §9). */
export const ZMealTypeSchema = z.enum(MEAL_TYPES);
export const MEAL_SOURCES = ["photo", "text", "manual"] as const;
export const ZMealSourceSchema = z.enum(MEAL_SOURCES);
export type TMealSource = z.infer<typeof ZMealSourceSchema>;

/** Calendar day YYYY-MM-DD (spec §3 selectedDate), checked to be a real date. */
export const ZIsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "Invalid date");

/** Upper bounds that no real food exceeds (pure fat is 900 kcal per 100 g). */
export const DISH_LIMITS = { gramsMax: 5000, nameMax: 200, dishesMax: 50 } as const;

export const ZNutrientsSchema = z.object({
  calories: z.number().finite().min(0),
  protein: z.number().finite().min(0),
  fat: z.number().finite().min(0),
  carbs: z.number().finite().min(0),
});
export type TNutrients = z.infer<typeof ZNutrientsSchema>;

export const ZPer100gSchema = z.object({
  calories: z.number().finite().min(0).max(900),
  protein: z.number().finite().min(0).max(100),
  fat: z.number().finite().min(0).max(100),
  carbs: z.number().finite().min(0).max(100),
});
export type TPer100g = z.infer<typeof ZPer100gSchema>;

/** A dish as the editor sends it: nutrients per 100 g, so totals follow grams exactly. */
export const ZDishInputSchema = z.object({
  name: z.string().trim().min(1).max(DISH_LIMITS.nameMax),
  grams: z.number().finite().gt(0).max(DISH_LIMITS.gramsMax),
  per100g: ZPer100gSchema,
  /** Food of the nutrition database; null when the numbers are an estimate. */
  foodId: z.string().max(100).nullable(),
  /** True when the numbers did not come from the database (product-decisions.md, Nutrition numbers). */
  isEstimate: z.boolean(),
});
export type TDishInput = z.infer<typeof ZDishInputSchema>;

export const ZDishSchema = ZDishInputSchema.extend({ id: z.number().int(), nutrients: ZNutrientsSchema });
export type TDish = z.infer<typeof ZDishSchema>;

export const ZMealSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  mealType: ZMealTypeSchema,
  source: ZMealSourceSchema,
  originalQuery: z.string().nullable(),
  /** Address of the stored photo for the owner, or null. */
  photoUrl: z.string().nullable(),
  dishes: z.array(ZDishSchema),
  totals: ZNutrientsSchema,
  totalGrams: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMeal = z.infer<typeof ZMealSchema>;

const dishes = z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax);

/** Saves a confirmed analysis (or a hand-made meal). Without a date, today in the person's time zone. */
export const ZCreateMealRequestSchema = z.object({
  date: ZIsoDateSchema.optional(),
  mealType: ZMealTypeSchema,
  source: ZMealSourceSchema,
  originalQuery: z.string().trim().max(2000).nullable().optional(),
  /** Id of a photo stored by the photo analysis. */
  photoId: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .nullable()
    .optional(),
  dishes,
});
export type TCreateMealRequest = z.infer<typeof ZCreateMealRequestSchema>;

export const ZUpdateMealRequestSchema = z
  .object({ date: ZIsoDateSchema, mealType: ZMealTypeSchema, dishes })
  .partial()
  .strict();
export type TUpdateMealRequest = z.infer<typeof ZUpdateMealRequestSchema>;

export const ZMealIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZDateQuerySchema = z.object({ date: ZIsoDateSchema.optional() });

export const ZMealListSchema = z.object({ date: z.string(), meals: z.array(ZMealSchema) });
export type TMealList = z.infer<typeof ZMealListSchema>;

export const ZGoalsSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbs: z.number().nullable(),
});
export type TGoals = z.infer<typeof ZGoalsSchema>;

/** The dashboard's day: totals against the person's goals, and each meal type with its meals. */
export const ZDaySummarySchema = z.object({
  date: z.string(),
  totals: ZNutrientsSchema,
  goals: ZGoalsSchema,
  byMealType: z.array(z.object({ mealType: ZMealTypeSchema, totals: ZNutrientsSchema, meals: z.array(ZMealSchema) })),
});
export type TDaySummary = z.infer<typeof ZDaySummarySchema>;

/** Result of a text or photo analysis, ready for the confirmation editor (spec §3 currentAnalysis). */
export const ZMealAnalysisSchema = z.object({
  source: ZMealSourceSchema,
  originalQuery: z.string().nullable(),
  photoId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  dishes: z.array(ZDishInputSchema.extend({ confidence: z.number().min(0).max(1).nullable() })),
  /** Words that matched no food: shown to the person, never dropped silently. */
  unmatched: z.array(z.string()),
  /** False when a photo was kept but no recognition provider is configured: describe it in words instead. */
  recognized: z.boolean(),
  usage: z.object({ used: z.number().int(), limit: z.number().int().nullable(), resetsAt: z.string() }).nullable(),
});
export type TMealAnalysis = z.infer<typeof ZMealAnalysisSchema>;

/** Photo analyses left this month (spec §6 free limit); limit null for premium. */
export const ZPhotoUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  resetsAt: z.string(),
});
export type TPhotoUsage = z.infer<typeof ZPhotoUsageSchema>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Nutrients of `grams` of a dish; the same function on both sides so the editor's live totals match the server. */
export function dishNutrients(dish: Pick<TDishInput, "grams" | "per100g">): TNutrients {
  const k = dish.grams / 100;
  return {
    calories: Math.round(dish.per100g.calories * k),
    protein: round1(dish.per100g.protein * k),
    fat: round1(dish.per100g.fat * k),
    carbs: round1(dish.per100g.carbs * k),
  };
}

export function sumNutrients(items: readonly TNutrients[]): TNutrients {
  const t = items.reduce(
    (a, n) => ({
      calories: a.calories + n.calories,
      protein: a.protein + n.protein,
      fat: a.fat + n.fat,
      carbs: a.carbs + n.carbs,
    }),
    { calories: 0, protein: 0, fat: 0, carbs: 0 },
  );
  return { calories: Math.round(t.calories), protein: round1(t.protein), fat: round1(t.fat), carbs: round1(t.carbs) };
}
