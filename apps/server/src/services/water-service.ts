import {
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
import { createWaterRepository, toWaterDto, type WaterRepository } from "../repositories/water-repository";

/** The body as the route hands it over: parsed, so `source` already carries its 'manual' default (docs/product.md §9). */
type WaterIntakeInput = z.output<typeof ZWaterIntakeInputSchema>;

/** A note left empty is no note: stored as null, so the client never shows an empty one. */
const noteOrNull = (notes: string | null | undefined) => notes || null;

/** Business rules of water intake (docs/product.md §3, §7); SQL stays in the repository (docs/code-style.md §4). */
export function createWaterService(deps: { water: WaterRepository }) {
  const { water } = deps;

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
  createWaterService({ water: createWaterRepository(database.db) }),
);
