import { z } from "zod";
import { ZDiaryDateSchema, ZIsoDateSchema, zText } from "./input";
import { ZGoalsSchema } from "./meals";
import { PROFILE_RANGES } from "./profile-ranges";
import { ZUserSchema } from "./user";

/**
 * Analytics of docs/product.md §7: the weight log (POST /api/analytics/weight, GET /api/analytics/weight/me?period=) and the
 * intake over a period (GET /api/analytics/calories/me?period=, /api/analytics/nutrition/me?period=). The spec leaves
 * the period values open; a period is the last N calendar days in the person's time zone, today included.
 */
export const ANALYTICS_PERIOD_DAYS = { week: 7, month: 30, quarter: 90 } as const;
export type TAnalyticsPeriod = keyof typeof ANALYTICS_PERIOD_DAYS;
export const ZAnalyticsPeriodSchema = z.enum(
  Object.keys(ANALYTICS_PERIOD_DAYS) as [TAnalyticsPeriod, ...TAnalyticsPeriod[]],
);
export const ZAnalyticsPeriodQuerySchema = z.object({ period: ZAnalyticsPeriodSchema.default("week") });

/** A weigh-in is kept to 0.1 kg, the precision of a bathroom scale; the range is the profile's (docs/product.md §4). */
export const WEIGHT_LOG_LIMITS = { notesMax: 200, entriesMax: 2000 } as const;

/** Energy in one kilogram of body-weight change, the usual figure for mixed tissue (docs/peers.md, adaptive expenditure). */
export const KCAL_PER_KG_BODY_WEIGHT = 7700;

/** POST /api/analytics/weight. Without a date the weigh-in goes on today; a second one on the same day replaces it. */
export const ZWeightLogInputSchema = z.object({
  weightKg: z
    .number()
    .min(PROFILE_RANGES.weightKg.min)
    .max(PROFILE_RANGES.weightKg.max)
    .transform((kg) => Math.round(kg * 10) / 10),
  date: ZDiaryDateSchema.optional(),
  notes: zText({ max: WEIGHT_LOG_LIMITS.notesMax, multiline: true }).optional(),
});
export type TWeightLogInput = z.input<typeof ZWeightLogInputSchema>;

export const ZWeightEntrySchema = z.object({
  id: z.number().int(),
  date: ZIsoDateSchema,
  weightKg: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TWeightEntry = z.infer<typeof ZWeightEntrySchema>;

/**
 * POST /api/analytics/weight: the weigh-in and, when it is the person's newest up to today, the profile it
 * updated (docs/product.md, Calorie goal: the weight drives a computed goal) with the calorie goal before it, so
 * the client can say "goal 1900 → 1850". `profile` is null for a weigh-in that does not change the current
 * weight (an older day's, or one dated after today).
 */
export const ZWeighInReplySchema = ZWeightEntrySchema.extend({
  profile: z
    .object({
      user: ZUserSchema,
      previousWeightKg: z.number().nullable(),
      previousCalorieGoal: z.number().nullable(),
    })
    .nullable(),
});
export type TWeighInReply = z.infer<typeof ZWeighInReplySchema>;

/**
 * GET /api/analytics/weight/me?period=: the period's weigh-ins, oldest first, with the trend (an exponentially
 * smoothed weight, so one salty dinner does not read as a kilogram gained) and the profile's target.
 */
export const ZWeightHistorySchema = z.object({
  period: ZAnalyticsPeriodSchema,
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  entries: z.array(ZWeightEntrySchema),
  trend: z.array(z.object({ date: ZIsoDateSchema, weightKg: z.number() })),
  /** Trend at the last weigh-in minus trend at the first, in kg; null with fewer than two weigh-ins. */
  changeKg: z.number().nullable(),
  /** The newest weigh-in ever, even before the period; null when there is none. */
  latest: ZWeightEntrySchema.nullable(),
  targetWeightKg: z.number().nullable(),
});
export type TWeightHistory = z.infer<typeof ZWeightHistorySchema>;

export const ZWeightIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZDayIntakeSchema = z.object({
  date: ZIsoDateSchema,
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  meals: z.number().int(),
});
export type TDayIntake = z.infer<typeof ZDayIntakeSchema>;

/**
 * GET /api/analytics/calories/me?period=: every day of the period (days with no meal are zeros, meals 0), the
 * calorie goal, the average over days with at least one meal, and how many of those days were within 10% of the goal.
 */
export const ZCaloriesHistorySchema = z.object({
  period: ZAnalyticsPeriodSchema,
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  days: z.array(ZDayIntakeSchema),
  goalCalories: z.number().nullable(),
  loggedDays: z.number().int(),
  averageCalories: z.number().nullable(),
  daysWithinGoal: z.number().int().nullable(),
  /**
   * Energy the person actually spends per day, from what they ate and how their weight trend moved (the adaptive
   * expenditure docs/peers.md names): average intake minus trend change × KCAL_PER_KG_BODY_WEIGHT ÷ days. Null unless
   * two weigh-ins at least 7 days apart fall in the period and meals are logged on at least 70% of the days
   * between them. A week spans only 6 days between its first and last day, so only a month or a quarter can have one.
   */
  estimatedExpenditure: z.number().nullable(),
});
export type TCaloriesHistory = z.infer<typeof ZCaloriesHistorySchema>;

/**
 * GET /api/analytics/nutrition/me?period=: average protein, fat and carbs per logged day against the goals, and the
 * share of energy from each (4, 9 and 4 kcal per gram) as a fraction from 0 to 1.
 */
export const ZNutritionHistorySchema = z.object({
  period: ZAnalyticsPeriodSchema,
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  loggedDays: z.number().int(),
  averages: z.object({ calories: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }).nullable(),
  goals: ZGoalsSchema,
  energyShares: z.object({ protein: z.number(), fat: z.number(), carbs: z.number() }).nullable(),
});
export type TNutritionHistory = z.infer<typeof ZNutritionHistorySchema>;

/**
 * GET /api/analytics/recommendations/me?period=: advice on the period drawn from the numbers above, as data only.
 * The server sends kinds and numbers and no text: the web words each kind in the screen's language. At most
 * ANALYTICS_ADVICE_LIMITS.itemsMax items, the most pressing first (the order in services/analytics-advice.ts).
 */
export const ANALYTICS_ADVICE_LIMITS = { itemsMax: 5 } as const;

/** Reference ranges of energy from each macronutrient, as fractions (US DRI AMDR for adults; EFSA's are alike). */
export const MACRO_ENERGY_RANGES = {
  protein: { min: 0.1, max: 0.35 },
  fat: { min: 0.2, max: 0.35 },
  carbs: { min: 0.45, max: 0.65 },
} as const;
export type TMacro = keyof typeof MACRO_ENERGY_RANGES;

export const ZAnalyticsAdviceSchema = z.discriminatedUnion("kind", [
  /** Too few logged days to judge the period: log more. */
  z.object({
    kind: z.literal("logMore"),
    loggedDays: z.number().int(),
    neededDays: z.number().int(),
    periodDays: z.number().int(),
  }),
  /** Trend weight falling faster than the safe pace, in kg per week (negative numbers are a loss). */
  z.object({ kind: z.literal("fastLoss"), kgPerWeek: z.number(), limitKgPerWeek: z.number() }),
  /** Average over the goal by more than the tolerance; eat towards `targetCalories`, never below the safe floor. */
  z.object({
    kind: z.literal("overGoal"),
    averageCalories: z.number(),
    goalCalories: z.number(),
    targetCalories: z.number(),
  }),
  /** Average under the goal by more than the tolerance; `belowFloor` when it is also under the safe floor. */
  z.object({
    kind: z.literal("underGoal"),
    averageCalories: z.number(),
    goalCalories: z.number(),
    floorCalories: z.number(),
    belowFloor: z.boolean(),
  }),
  /** Too few logged days within the tolerance of the goal, though the average may be fine. */
  z.object({ kind: z.literal("consistency"), daysWithinGoal: z.number().int(), loggedDays: z.number().int() }),
  /** One macronutrient's share of energy outside its reference range (fractions from 0 to 1). */
  z.object({
    kind: z.literal("macro"),
    nutrient: z.enum(["protein", "fat", "carbs"]),
    share: z.number(),
    min: z.number(),
    max: z.number(),
  }),
  /** Average within the goal and most logged days too: praise. */
  z.object({
    kind: z.literal("goalMet"),
    averageCalories: z.number(),
    goalCalories: z.number(),
    daysWithinGoal: z.number().int(),
    loggedDays: z.number().int(),
  }),
]);
export type TAnalyticsAdvice = z.infer<typeof ZAnalyticsAdviceSchema>;

export const ZAnalyticsAdviceReplySchema = z.object({
  period: ZAnalyticsPeriodSchema,
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  items: z.array(ZAnalyticsAdviceSchema).max(ANALYTICS_ADVICE_LIMITS.itemsMax),
});
export type TAnalyticsAdviceReply = z.infer<typeof ZAnalyticsAdviceReplySchema>;
