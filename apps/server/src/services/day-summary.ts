import { MEAL_TYPES, sumNutrients, type TDaySummary, type TProfileData } from "@tarelka/contracts";
import type { FirstScreenDay } from "../repositories/first-screen-repository";
import { toMealDto } from "../repositories/meals-repository";
import { currentStreak } from "./achievements-maths";
import { goalsOf } from "./goals-service";

/**
 * The dashboard's day (docs/product.md §7 GET /api/meals/summary) from its rows: totals against the profile's goals,
 * per meal type in docs/product.md §3 order, the day's water and the streak. The API's own read and the first
 * screen of a signed launch both build it here, so the two cannot part ways.
 */
export function daySummaryOf(day: FirstScreenDay, profile: TProfileData): TDaySummary {
  const list = day.meals.map(toMealDto);
  return {
    date: day.date,
    totals: sumNutrients(list.map((m) => m.totals)),
    goals: goalsOf(profile),
    byMealType: MEAL_TYPES.map((mealType) => {
      const of = list.filter((m) => m.mealType === mealType);
      return { mealType, totals: sumNutrients(of.map((m) => m.totals)), meals: of };
    }),
    // The same total and goal as the water screen's day (water-service.ts), so the two never disagree.
    water: { totalMl: day.waterMl, goalMl: profile.waterGoalMl ?? null },
    streakDays: currentStreak(day.run, day.date),
  };
}
