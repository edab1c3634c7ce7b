import { z } from "zod";
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
