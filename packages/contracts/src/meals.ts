import { z } from "zod";
import { MEAL_TYPES } from "./constants";
import { isStorableAmount, ZDiaryDateSchema, zText } from "./input";

/** Meal types of docs/product.md §3, default breakfast (docs/product.md §9). */
export const ZMealTypeSchema = z.enum(MEAL_TYPES);
/** `quick`: calories typed without a food (meal-shortcuts.ts, quick add). */
export const MEAL_SOURCES = ["photo", "text", "manual", "quick"] as const;
export const ZMealSourceSchema = z.enum(MEAL_SOURCES);
export type TMealSource = z.infer<typeof ZMealSourceSchema>;

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

/**
 * A dish as the server describes it (a stored dish, an analysis result). Replies keep the plain shape: a rule added
 * later for requests must never make an older stored dish unreadable.
 */
const ZDishShapeSchema = z.object({
  name: z.string().trim().min(1).max(DISH_LIMITS.nameMax),
  grams: z.number().finite().gt(0).max(DISH_LIMITS.gramsMax),
  per100g: ZPer100gSchema,
  /** Food of the nutrition database; null when the numbers are an estimate. */
  foodId: z.string().max(100).nullable(),
  /** True when the numbers did not come from the database (docs/product.md, Nutrition numbers). */
  isEstimate: z.boolean(),
});

const storable = <T extends z.ZodNumber>(n: T) => n.refine(isStorableAmount, "Amount is too small to store");

/** A dish as the editor sends it: nutrients per 100 g, so totals follow grams exactly. */
export const ZDishInputSchema = ZDishShapeSchema.extend({
  name: zText({ min: 1, max: DISH_LIMITS.nameMax }),
  grams: storable(z.number().finite().gt(0).max(DISH_LIMITS.gramsMax)),
  per100g: z.object({
    calories: storable(ZPer100gSchema.shape.calories),
    protein: storable(ZPer100gSchema.shape.protein),
    fat: storable(ZPer100gSchema.shape.fat),
    carbs: storable(ZPer100gSchema.shape.carbs),
  }),
  foodId: zText({ max: 100 }).nullable(),
});
export type TDishInput = z.infer<typeof ZDishInputSchema>;

export const ZDishSchema = ZDishShapeSchema.extend({ id: z.number().int(), nutrients: ZNutrientsSchema });
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
  date: ZDiaryDateSchema.optional(),
  mealType: ZMealTypeSchema,
  source: ZMealSourceSchema,
  originalQuery: zText({ max: 2000, multiline: true }).nullable().optional(),
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
  .object({ date: ZDiaryDateSchema, mealType: ZMealTypeSchema, dishes })
  .partial()
  .strict();
export type TUpdateMealRequest = z.infer<typeof ZUpdateMealRequestSchema>;

export const ZMealIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Copying logged meals (a call of ours, docs/product.md §7; the logging of §2): a meal, or a whole day's meals
 * (optionally one meal type), to another day. Meals have no per-day limit of their own, so one copy of a day carries
 * at most `mealsPerCopyMax` meals: more than a day's real eating, and a bound on what one request writes.
 */
export const MEAL_COPY_LIMITS = { mealsPerCopyMax: 20 } as const;

export const ZCopyMealRequestSchema = z.object({ date: ZDiaryDateSchema, mealType: ZMealTypeSchema });
export type TCopyMealRequest = z.infer<typeof ZCopyMealRequestSchema>;

/** The server refuses `fromDate === toDate` (400 VALIDATION_FAILED): a day copied onto itself only doubles it. */
export const ZCopyDayRequestSchema = z.object({
  fromDate: ZDiaryDateSchema,
  toDate: ZDiaryDateSchema,
  mealType: ZMealTypeSchema.optional(),
});
export type TCopyDayRequest = z.infer<typeof ZCopyDayRequestSchema>;

export const ZCopyDayReplySchema = z.object({ date: z.string(), meals: z.array(ZMealSchema) });
export type TCopyDayReply = z.infer<typeof ZCopyDayReplySchema>;

export const ZDateQuerySchema = z.object({ date: ZDiaryDateSchema.optional() });

export const ZMealListSchema = z.object({ date: z.string(), meals: z.array(ZMealSchema) });
export type TMealList = z.infer<typeof ZMealListSchema>;

export const ZGoalsSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbs: z.number().nullable(),
});
export type TGoals = z.infer<typeof ZGoalsSchema>;

/**
 * The dashboard's day: totals against the person's goals, each meal type with its meals, and the rest of the day
 * at a glance (docs/product.md §2 Dashboard): the day's water against its goal and the streak of days with meals.
 */
export const ZDaySummarySchema = z.object({
  date: z.string(),
  totals: ZNutrientsSchema,
  goals: ZGoalsSchema,
  byMealType: z.array(z.object({ mealType: ZMealTypeSchema, totals: ZNutrientsSchema, meals: z.array(ZMealSchema) })),
  /** The day's water, as GET /api/water-intake/day answers it: total and profileData.waterGoalMl (null until set). */
  water: z.object({ totalMl: z.number().int(), goalMl: z.number().int().nullable() }),
  /**
   * Days in a row with at least one meal, ending on this date or, while this date has none yet, on the day
   * before (the run is not broken until the day is over); 0 when neither has a meal.
   */
  streakDays: z.number().int(),
});
export type TDaySummary = z.infer<typeof ZDaySummarySchema>;

/** Result of a text or photo analysis, ready for the confirmation editor (docs/product.md §3 currentAnalysis). */
export const ZMealAnalysisSchema = z.object({
  source: ZMealSourceSchema,
  originalQuery: z.string().nullable(),
  photoId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  dishes: z.array(ZDishShapeSchema.extend({ confidence: z.number().min(0).max(1).nullable() })),
  /** Words that matched no food: shown to the person, never dropped silently. */
  unmatched: z.array(z.string()),
  /** False when a photo was kept but no recognition provider is configured: describe it in words instead. */
  recognized: z.boolean(),
  usage: z.object({ used: z.number().int(), limit: z.number().int().nullable(), resetsAt: z.string() }).nullable(),
});
export type TMealAnalysis = z.infer<typeof ZMealAnalysisSchema>;

/** Photo analyses left this month (docs/product.md §6 free limit); limit null for premium. */
export const ZPhotoUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  resetsAt: z.string(),
  /**
   * Whether this server recognises photos (a vision provider is configured). Without one a photo is kept with the
   * meal, the meal is described in words and no analysis is spent, so the screens say so before the shot.
   */
  recognition: z.boolean(),
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
