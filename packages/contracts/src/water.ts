import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { signedErrors } from "./endpoint-errors";
import { ZDiaryDateSchema, ZIsoDateSchema, zText } from "./input";

/**
 * Water intake of docs/product.md §3 (volumeMl, notes, source with default 'manual') and the calls of docs/product.md §7
 * (/api/water-intake/log, /day/{date}, PUT and DELETE /{id}). "quick" marks the one-tap glass buttons.
 */
export const WATER_SOURCES = ["manual", "quick"] as const;
export const ZWaterSourceSchema = z.enum(WATER_SOURCES);

/** Bounds no real drink crosses (5 l at once), and a day's list a person can still read. */
export const WATER_LIMITS = { volumeMlMax: 5000, notesMax: 500, entriesPerDayMax: 100 } as const;

/** The one-tap amounts of the water screen: a small cup, a glass, a can, a bottle. */
export const WATER_QUICK_AMOUNTS_ML = [150, 250, 330, 500] as const;

const volumeMl = z.number().int("Volume must be whole millilitres").min(1).max(WATER_LIMITS.volumeMlMax);
const notes = zText({ max: WATER_LIMITS.notesMax, multiline: true });

/** POST /api/water-intake/log. Without a date the entry goes on today in the person's time zone. */
export const ZWaterIntakeInputSchema = z.object({
  volumeMl,
  notes: notes.optional(),
  source: ZWaterSourceSchema.default("manual"),
  date: ZDiaryDateSchema.optional(),
});
export type TWaterIntakeInput = z.input<typeof ZWaterIntakeInputSchema>;

/** PUT /api/water-intake/{id}: only the fields given change; an empty note clears it. */
export const ZWaterIntakeUpdateSchema = z
  .object({ volumeMl: volumeMl.optional(), notes: notes.nullable().optional() })
  .refine((u) => u.volumeMl !== undefined || u.notes !== undefined, "Nothing to update");
export type TWaterIntakeUpdate = z.infer<typeof ZWaterIntakeUpdateSchema>;

export const ZWaterIntakeSchema = z.object({
  id: z.number().int(),
  date: ZIsoDateSchema,
  volumeMl: z.number().int(),
  notes: z.string().nullable(),
  source: ZWaterSourceSchema,
  createdAt: z.string(),
});
export type TWaterIntake = z.infer<typeof ZWaterIntakeSchema>;

/** GET /api/water-intake/day/{date}: the day's entries (oldest first), their total and the profile's goal. */
export const ZWaterDaySchema = z.object({
  date: ZIsoDateSchema,
  entries: z.array(ZWaterIntakeSchema),
  totalMl: z.number().int(),
  /** profileData.waterGoalMl; null until the profile has weight and activity. */
  goalMl: z.number().int().nullable(),
});
export type TWaterDay = z.infer<typeof ZWaterDaySchema>;

// Capped at PostgreSQL's integer, as meal ids are: a larger id is bad input, not a failed query (a 500).
export const ZWaterIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZWaterDayParamsSchema = z.object({ date: ZDiaryDateSchema });

/**
 * Hydration analysis of a day (docs/product.md §3 Hydration analysis, §7 /api/hydration calls): the water drunk
 * against the goal, the water the day's food brought, when in the day the person drank, and advice. It is derived
 * from the diary when asked, never stored, so it cannot go stale after the next glass (docs/product.md §3).
 */
export const HYDRATION_RULES = {
  /** The glass the advice counts in, and the water screen's one-tap glass. */
  glassMl: 250,
  /** Local hours where the day's parts begin: afternoon from 12:00, evening from 18:00. */
  afternoonFromHour: 12,
  eveningFromHour: 18,
  /**
   * More than half of a day's water in the evening, once the day has at least 750 ml, is worth moving earlier: thirst
   * through the day, and drinking before sleep wakes people at night.
   */
  eveningShareMax: 0.5,
  eveningMinTotalMl: 750,
  /** A gap of four hours or more between two drinks of one day. */
  longGapHours: 4,
  /**
   * Twice the goal, or over 5 l of drinks, is far more than a day needs without heat or long exercise; drinking much
   * more than the kidneys clear (about 0.8–1 l an hour) can dilute the blood's sodium (WHO, Guidelines for
   * drinking-water quality, 4th ed., 2017, on hydration needs; EFSA 2010 Dietary Reference Values for water).
   */
  farAboveGoalFactor: 2,
  farAboveMl: 5000,
} as const;

export const ZHydrationAdviceSchema = z.discriminatedUnion("kind", [
  /** No water goal yet: the profile lacks weight or activity. */
  z.object({ kind: z.literal("no-goal") }),
  z.object({ kind: z.literal("nothing-logged") }),
  z.object({ kind: z.literal("below-goal"), remainingMl: z.number().int(), glasses: z.number().int() }),
  z.object({ kind: z.literal("goal-met") }),
  z.object({ kind: z.literal("far-above"), drankMl: z.number().int() }),
  z.object({ kind: z.literal("evening-heavy"), eveningShare: z.number() }),
  z.object({ kind: z.literal("long-gap"), hours: z.number(), from: z.string(), to: z.string() }),
  /** Water from the day's food: about a fifth of a day's water comes from food (EFSA 2010). */
  z.object({ kind: z.literal("food-water"), foodWaterMl: z.number().int() }),
]);
export type THydrationAdvice = z.infer<typeof ZHydrationAdviceSchema>;

export const ZHydrationAnalysisSchema = z.object({
  date: ZIsoDateSchema,
  /** profileData.waterGoalMl; null until the profile has weight and activity. */
  goalMl: z.number().int().nullable(),
  drankMl: z.number().int(),
  /** drankMl ÷ goalMl; null without a goal. */
  progress: z.number().nullable(),
  /** Water in the day's dishes whose food the database knows (grams of water ≈ millilitres). */
  foodWaterMl: z.number().int(),
  /** The share of the day's dish grams whose water is known: below 1, foodWaterMl is a lower bound. */
  foodKnownShare: z.number(),
  /**
   * When in the day the person drank, in their time zone, from the entries logged on the day itself (an entry added
   * later for a past day carries no time of drinking). Times are HH:MM; null without such entries.
   */
  timing: z.object({
    morningMl: z.number().int(),
    afternoonMl: z.number().int(),
    eveningMl: z.number().int(),
    firstAt: z.string().nullable(),
    lastAt: z.string().nullable(),
  }),
  advice: z.array(ZHydrationAdviceSchema),
});
export type THydrationAnalysis = z.infer<typeof ZHydrationAnalysisSchema>;

/** POST /api/hydration/analyze-day: the day to analyse; without one, today in the person's time zone. */
export const ZHydrationAnalyzeInputSchema = z.object({ date: ZDiaryDateSchema.optional() });

/**
 * Water intake of the signed-in person (docs/product.md §7 /api/water-intake calls). Another person's entry is 404 NOT_FOUND
 * (docs/product.md, Identity and security).
 */
export const waterEndpoints = {
  /** 409 WATER_DAY_LIMIT_REACHED: a day holds at most WATER_LIMITS.entriesPerDayMax entries. */
  log: defineEndpoint({
    method: "POST",
    path: "/api/water-intake/log",
    body: ZWaterIntakeInputSchema,
    responses: { 201: ZWaterIntakeSchema, ...signedErrors(404, 409) },
  }),
  day: defineEndpoint({
    method: "GET",
    path: "/api/water-intake/day/:date",
    params: ZWaterDayParamsSchema,
    responses: { 200: ZWaterDaySchema, ...signedErrors(404) },
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/water-intake/:id",
    params: ZWaterIdParamsSchema,
    body: ZWaterIntakeUpdateSchema,
    responses: { 200: ZWaterIntakeSchema, ...signedErrors(404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/water-intake/:id",
    params: ZWaterIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** Hydration analysis of a day (docs/product.md §7 /api/hydration calls), derived from the diary when asked. */
  analyzeDay: defineEndpoint({
    method: "POST",
    path: "/api/hydration/analyze-day",
    body: ZHydrationAnalyzeInputSchema,
    responses: { 200: ZHydrationAnalysisSchema, ...signedErrors(404) },
  }),
  analysis: defineEndpoint({
    method: "GET",
    path: "/api/hydration/analysis/:date",
    params: ZWaterDayParamsSchema,
    responses: { 200: ZHydrationAnalysisSchema, ...signedErrors(404) },
  }),
};
