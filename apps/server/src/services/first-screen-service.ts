import { MEAL_TYPES, sumNutrients, type TDaySummary, type TUser } from "@tarelka/contracts";
import type { UserRow } from "../db/schema";
import { defineFeature } from "../feature";
import {
  createFirstScreenRepository,
  type FirstScreenDay,
  type FirstScreenRepository,
} from "../repositories/first-screen-repository";
import { toMealDto } from "../repositories/meals-repository";
import { toUserDto } from "../repositories/users-repository";
import { currentStreak } from "./achievements-maths";
import { goalsOf } from "./goals-service";

/**
 * A day's summary from its rows, built as the dashboard's own read builds it (services/meal-service.ts summary):
 * totals against the profile's goals, per meal type in docs/product.md §3 order, the day's water and the streak.
 * The API tests compare the first screen's replies with that read's, so the two cannot part ways unnoticed.
 */
export function daySummaryOf(day: FirstScreenDay, user: UserRow): TDaySummary {
  const profile = user.profileData;
  const list = day.meals.map(toMealDto);
  return {
    date: day.date,
    totals: sumNutrients(list.map((m) => m.totals)),
    goals: goalsOf(profile),
    byMealType: MEAL_TYPES.map((mealType) => {
      const of = list.filter((m) => m.mealType === mealType);
      return { mealType, totals: sumNutrients(of.map((m) => m.totals)), meals: of };
    }),
    water: { totalMl: day.waterMl, goalMl: profile.waterGoalMl ?? null },
    streakDays: currentStreak(day.run, day.date),
  };
}

/** The first screen of a signed launch (decision 006): the person and the summaries of the given days, or null. */
export function createFirstScreenService(repository: FirstScreenRepository) {
  return {
    async read(socialId: string, dates: readonly string[]): Promise<{ user: TUser; summaries: TDaySummary[] } | null> {
      const found = await repository.read({ provider: "vk", socialId }, dates);
      if (!found) return null;
      return { user: toUserDto(found.user), summaries: found.days.map((day) => daySummaryOf(day, found.user)) };
    },
  };
}

/** Built once per app by the composition root (feature.ts). */
export const firstScreenFeature = defineFeature("first-screen", ({ database }) =>
  createFirstScreenService(createFirstScreenRepository(database.db)),
);
