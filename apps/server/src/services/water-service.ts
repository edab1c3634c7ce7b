import {
  type THydrationAnalysis,
  type TProfileData,
  type TWaterDay,
  type TWaterIntake,
  type TWaterIntakeUpdate,
  WATER_LIMITS,
  type ZWaterIntakeInputSchema,
} from "@tarelka/contracts";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { defineFeature } from "../feature";
import { createMealsRepository, type MealsRepository } from "../repositories/meals-repository";
import { createWaterRepository, toWaterDto, type WaterRepository } from "../repositories/water-repository";
import { dayMicronutrients } from "./dish-micronutrients";
import { analyseHydration } from "./hydration-maths";
import { localDate, localMinutes } from "./meal-dates";

/** The body as the route hands it over: parsed, so `source` already carries its 'manual' default (docs/product.md §9). */
type WaterIntakeInput = z.output<typeof ZWaterIntakeInputSchema>;

/** A note left empty is no note: stored as null, so the client never shows an empty one. */
const noteOrNull = (notes: string | null | undefined) => notes || null;

/** Business rules of water intake (docs/product.md §3, §7); SQL stays in the repository (docs/code-style.md §4). */
export function createWaterService(deps: { water: WaterRepository; meals: MealsRepository }) {
  const { water, meals } = deps;

  return {
    async log(userId: number, today: string, body: WaterIntakeInput): Promise<TWaterIntake> {
      const row = await water.create(
        userId,
        { date: body.date ?? today, volumeMl: body.volumeMl, notes: noteOrNull(body.notes), source: body.source },
        WATER_LIMITS.entriesPerDayMax,
      );
      if (!row) {
        throw new AppError(
          "WATER_DAY_LIMIT_REACHED",
          `A day holds at most ${WATER_LIMITS.entriesPerDayMax} water entries`,
        );
      }
      return toWaterDto(row);
    },

    async day(userId: number, date: string, profile: TProfileData): Promise<TWaterDay> {
      const entries = (await water.listByDate(userId, date)).map(toWaterDto);
      return {
        date,
        entries,
        totalMl: entries.reduce((sum, e) => sum + e.volumeMl, 0),
        goalMl: profile.waterGoalMl ?? null,
      };
    },

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

    /** docs/product.md §7: only the fields given change; a null or empty note clears it. */
    async update(userId: number, id: number, body: TWaterIntakeUpdate): Promise<TWaterIntake> {
      const updated = await water.update(userId, id, {
        ...(body.volumeMl !== undefined ? { volumeMl: body.volumeMl } : {}),
        ...(body.notes !== undefined ? { notes: noteOrNull(body.notes) } : {}),
      });
      if (!updated) throw AppError.notFound("Water intake entry");
      return toWaterDto(updated);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await water.delete(userId, id))) throw AppError.notFound("Water intake entry");
    },
  };
}

export type WaterService = ReturnType<typeof createWaterService>;

/** Water's service and its repository, built once per app by the composition root (feature.ts). */
export const waterFeature = defineFeature("water", ({ database }) =>
  createWaterService({ water: createWaterRepository(database.db), meals: createMealsRepository(database.db) }),
);
