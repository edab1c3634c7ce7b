import { KCAL_PER_KG_BODY_WEIGHT, type TDayIntake } from "@tarelka/contracts";
import { daysBetween } from "./meal-dates";

/** Pure arithmetic of the analytics screens (docs/product.md §7 /api/analytics calls); the service feeds it rows. */

export interface WeightPoint {
  date: string;
  weightKg: number;
}

/**
 * Share of the gap between the trend and a new weigh-in that one day closes. At 0.1 a salty dinner's kilogram of
 * water moves the trend by 100 g, while a real change shows within a couple of weeks (the daily figure of the
 * classic trend-weight method, The Hacker's Diet).
 */
export const TREND_DAILY_SMOOTHING = 0.1;

/** Weigh-ins at least this far apart before an expenditure is estimated (contracts ZCaloriesHistorySchema). */
export const EXPENDITURE_MIN_SPAN_DAYS = 7;
/** Share of the days between those weigh-ins that must have meals logged (contracts ZCaloriesHistorySchema). */
export const EXPENDITURE_MIN_LOGGED_SHARE = 0.7;
/** A logged day counts as within the calorie goal when it is no more than 10% off (contracts ZCaloriesHistorySchema). */
export const GOAL_TOLERANCE = 0.1;

/**
 * The trend of ZWeightHistorySchema: an exponential moving average with one point per weigh-in, seeded with the
 * first. Weigh-ins need not be daily, so a gap of n days applies n days of smoothing at once,
 * alpha = 1 − (1 − daily)^n: a week without the scale lets the next reading count for as much as a week of
 * daily readings would have. Expects the weigh-ins oldest first, one per date (weight_log's unique index).
 */
export function weightTrend(weighIns: readonly WeightPoint[], daily = TREND_DAILY_SMOOTHING): WeightPoint[] {
  const trend: WeightPoint[] = [];
  let previous: WeightPoint | undefined;
  for (const w of weighIns) {
    let value = w.weightKg;
    if (previous) {
      const gapDays = Math.max(1, daysBetween(previous.date, w.date));
      const alpha = 1 - (1 - daily) ** gapDays;
      value = previous.weightKg + alpha * (w.weightKg - previous.weightKg);
    }
    previous = { date: w.date, weightKg: value };
    trend.push(previous);
  }
  return trend;
}

/**
 * Adaptive expenditure (docs/peers.md, MacroFactor; contracts ZCaloriesHistorySchema): what the person ate on average
 * minus the energy their trend says they stored, per day. Between the first and the last point of the trend the
 * intake window is the days from the first weigh-in up to the day before the last, since the last reading cannot
 * yet show that day's meals; that is exactly as many days as the trend change is spread over. Null with fewer
 * than EXPENDITURE_MIN_SPAN_DAYS between the readings, or when meals are logged on fewer than
 * EXPENDITURE_MIN_LOGGED_SHARE of the window's days (an unlogged day would read as a day of fasting).
 */
export function estimateExpenditure(
  trend: readonly WeightPoint[],
  days: readonly Pick<TDayIntake, "date" | "calories" | "meals">[],
): number | null {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return null;
  const span = daysBetween(first.date, last.date);
  if (span < EXPENDITURE_MIN_SPAN_DAYS) return null;
  const logged = days.filter((d) => d.meals > 0 && d.date >= first.date && d.date < last.date);
  if (logged.length < span * EXPENDITURE_MIN_LOGGED_SHARE - 1e-9) return null;
  const averageIntake = logged.reduce((sum, d) => sum + d.calories, 0) / logged.length;
  return averageIntake - ((last.weightKg - first.weightKg) * KCAL_PER_KG_BODY_WEIGHT) / span;
}

/**
 * How far from the goal a day's calories may be and still count as within it: GOAL_TOLERANCE of it, both edges
 * included, the epsilon absorbing binary fractions. The achievements count such days in SQL with this same bound
 * (meals-repository.ts achievementFacts), so both compare the same doubles.
 */
export function goalBound(goal: number): number {
  return goal * GOAL_TOLERANCE + 1e-9;
}

/** Whether a logged day's calories are within GOAL_TOLERANCE of the goal, both edges included. */
export function isWithinGoal(calories: number, goal: number): boolean {
  return Math.abs(calories - goal) <= goalBound(goal);
}

/**
 * Share of energy from each macronutrient at 4, 9 and 4 kcal per gram (contracts ZNutritionHistorySchema), as
 * fractions that add up to 1. Null when the macros carry no energy, where a share means nothing.
 */
export function energyShares(grams: {
  protein: number;
  fat: number;
  carbs: number;
}): { protein: number; fat: number; carbs: number } | null {
  const protein = grams.protein * 4;
  const fat = grams.fat * 9;
  const carbs = grams.carbs * 4;
  const total = protein + fat + carbs;
  if (total <= 0) return null;
  return { protein: protein / total, fat: fat / total, carbs: carbs / total };
}
