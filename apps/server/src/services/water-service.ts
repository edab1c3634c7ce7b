import { type THydrationAnalysis, type TProfileData, WATER_LIMITS, waterEndpoints } from "@tarelka/contracts";
import { waterIntake } from "../db/schema/water";
import { AppError } from "../errors/app-error";
import { defineFeature } from "../feature";
import { createMealsRepository, type MealsRepository } from "../repositories/meals-repository";
import { createWaterRepository, toWaterDto, type WaterRepository } from "../repositories/water-repository";
import type { DayEntrySpec } from "./day-entry-service";
import { dayMicronutrients } from "./dish-micronutrients";
import { analyseHydration } from "./hydration-maths";
import { localDate, localMinutes } from "./meal-dates";

/** A note left empty is no note: stored as null, so the client never shows an empty one. */
const noteOrNull = (notes: string | null | undefined) => notes || null;

/**
 * Water intake's rules (docs/product.md §3, §7) for the day-entity kit (day-entry-service.ts), which logs, reads a
 * day, changes and deletes entries the way every day entity does; SQL stays in the repositories
 * (docs/code-style.md §4).
 */
export const waterEntries: DayEntrySpec<typeof waterIntake, typeof waterEndpoints> = {
  name: "water",
  table: waterIntake,
  endpoints: waterEndpoints,
  perDayMax: WATER_LIMITS.entriesPerDayMax,
  repository: createWaterRepository,
  // The parsed body: `source` already carries its 'manual' default (docs/product.md §9).
  values: (body) => ({ volumeMl: body.volumeMl, notes: noteOrNull(body.notes), source: body.source }),
  /** docs/product.md §7: only the fields given change; a null or empty note clears it. */
  patch: (body) => ({
    ...(body.volumeMl !== undefined ? { volumeMl: body.volumeMl } : {}),
    ...(body.notes !== undefined ? { notes: noteOrNull(body.notes) } : {}),
  }),
  toDto: toWaterDto,
  /** The day's entries (oldest first), their total and the profile's goal. */
  day: (date, entries, { user }) => ({
    date,
    entries,
    totalMl: entries.reduce((sum, e) => sum + e.volumeMl, 0),
    goalMl: user.profileData.waterGoalMl ?? null,
  }),
  // The code water's clients already compare (features/water/water-feedback.ts), kept for them.
  limitError: () =>
    new AppError("WATER_DAY_LIMIT_REACHED", `A day holds at most ${WATER_LIMITS.entriesPerDayMax} water entries`),
};

/** The hydration analysis (docs/product.md §3 Hydration analysis), over water's and meals' repositories. */
export function createWaterService(deps: { water: WaterRepository; meals: MealsRepository }) {
  const { water, meals } = deps;

  return {
    /**
     * The day's hydration analysis (docs/product.md §3 Hydration analysis). An entry's time of drinking is the time
     * it was logged, read in the person's time zone, and only when it was logged on that day.
     */
    async analysis(userId: number, date: string, profile: TProfileData, timeZone: string): Promise<THydrationAnalysis> {
      const [rows, dishes] = await Promise.all([
        water.listByDate(userId, date),
        meals.dishesBetween(userId, date, date),
      ]);
      const food = dayMicronutrients(dishes);
      return analyseHydration({
        date,
        goalMl: profile.waterGoalMl ?? null,
        drinks: rows.map((row) => ({
          volumeMl: row.volumeMl,
          atMinute: localDate(timeZone, row.createdAt) === date ? localMinutes(timeZone, row.createdAt) : null,
        })),
        foodWaterMl: food.known.water,
        foodKnownShare: food.knownShare,
      });
    },
  };
}

export type WaterService = ReturnType<typeof createWaterService>;

/** Water's analysis service and its repositories, built once per app by the composition root (feature.ts). */
export const waterFeature = defineFeature("water", ({ database }) =>
  createWaterService({ water: createWaterRepository(database.db), meals: createMealsRepository(database.db) }),
);
