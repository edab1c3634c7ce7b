import {
  ANALYTICS_ADVICE_LIMITS,
  ANALYTICS_PERIOD_DAYS,
  MACRO_ENERGY_RANGES,
  type TAnalyticsAdvice,
  type TAnalyticsPeriod,
  type TCaloriesHistory,
  type TMacro,
  type TNutritionHistory,
} from "@tarelka/contracts";
import { GOAL_TOLERANCE, type WeightPoint } from "./analytics-maths";
import { daysBetween } from "./meal-dates";

/**
 * Pure rules of GET /api/analytics/recommendations/me (docs/product.md §7; contracts ZAnalyticsAdviceReplySchema):
 * the period's numbers in, advice kinds with numbers out. No text here: the web words each kind.
 */

/**
 * Fewer than 3 logged days in 7 say too little to judge a week (ours): the same share scales to a month or a
 * quarter, so a month needs 13 logged days and a quarter 39.
 */
export const MIN_LOGGED_SHARE = 3 / 7;

/**
 * A loss faster than 1 kg a week is flagged: the fastest pace the product offers (docs/product.md §9 weight-loss
 * paces, intensive 1.0 kg a week) and the usual clinical upper bound of a safe loss (NHS, CDC: 0.5–1 kg a week).
 */
export const FAST_LOSS_KG_PER_WEEK = 1;

/**
 * Weigh-ins must span at least this many days before a pace is read: a week's first and last day are 6 days
 * apart, and a shorter span is mostly water (ours).
 */
export const PACE_MIN_SPAN_DAYS = 6;

/** Logged days within the goal's tolerance below this share earn the consistency advice (ours). */
export const CONSISTENT_SHARE = 0.5;
/** The average within tolerance and at least this share of logged days within it earn praise (ours). */
export const PRAISE_SHARE = 0.7;

export interface AdviceInput {
  period: TAnalyticsPeriod;
  calories: Pick<TCaloriesHistory, "goalCalories" | "loggedDays" | "averageCalories" | "daysWithinGoal">;
  nutrition: Pick<TNutritionHistory, "energyShares">;
  /** The period's weight trend, oldest first (analytics-maths weightTrend). */
  trend: readonly WeightPoint[];
  /** The person's safe daily floor (contracts CALORIE_GOAL_FLOOR_KCAL): no advice aims below it. */
  floorCalories: number;
}

/** Logged days a period needs before its intake is judged. */
export const neededLoggedDays = (period: TAnalyticsPeriod) =>
  Math.ceil(ANALYTICS_PERIOD_DAYS[period] * MIN_LOGGED_SHARE);

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/** The trend's pace in kg a week; null without two points PACE_MIN_SPAN_DAYS apart. */
export function trendKgPerWeek(trend: readonly WeightPoint[]): number | null {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return null;
  const span = daysBetween(first.date, last.date);
  if (span < PACE_MIN_SPAN_DAYS) return null;
  return ((last.weightKg - first.weightKg) / span) * 7;
}

/**
 * The period's advice, the most pressing first: not enough logged to judge, a too fast loss, eating under the
 * floor, the average against the goal, consistency, macro balance, and praise last. Cut to
 * ANALYTICS_ADVICE_LIMITS.itemsMax, so the least pressing fall off.
 */
export function adviseOnPeriod(input: AdviceInput): TAnalyticsAdvice[] {
  const { period, calories, nutrition, trend, floorCalories } = input;
  const items: TAnalyticsAdvice[] = [];

  // The weight trend does not depend on the diary, so a too fast loss is flagged even in a thinly logged period.
  const pace = trendKgPerWeek(trend);
  const fastLoss: TAnalyticsAdvice | null =
    pace !== null && pace < -FAST_LOSS_KG_PER_WEEK
      ? { kind: "fastLoss", kgPerWeek: round(pace, 2), limitKgPerWeek: FAST_LOSS_KG_PER_WEEK }
      : null;

  const neededDays = neededLoggedDays(period);
  if (calories.loggedDays < neededDays) {
    items.push({
      kind: "logMore",
      loggedDays: calories.loggedDays,
      neededDays,
      periodDays: ANALYTICS_PERIOD_DAYS[period],
    });
    if (fastLoss) items.push(fastLoss);
    return items.slice(0, ANALYTICS_ADVICE_LIMITS.itemsMax);
  }
  if (fastLoss) items.push(fastLoss);

  const goal = calories.goalCalories;
  const average = calories.averageCalories;
  let averageWithin = false;
  if (goal !== null && goal > 0 && average !== null) {
    if (average > goal * (1 + GOAL_TOLERANCE)) {
      // Aim at the goal, but a goal a person typed below the floor is never what the advice points to.
      items.push({
        kind: "overGoal",
        averageCalories: average,
        goalCalories: goal,
        targetCalories: Math.max(goal, floorCalories),
      });
    } else if (average < goal * (1 - GOAL_TOLERANCE)) {
      items.push({
        kind: "underGoal",
        averageCalories: average,
        goalCalories: goal,
        floorCalories,
        belowFloor: average < floorCalories,
      });
    } else {
      averageWithin = true;
    }
    const within = calories.daysWithinGoal ?? 0;
    const share = within / calories.loggedDays;
    if (share < CONSISTENT_SHARE) {
      items.push({ kind: "consistency", daysWithinGoal: within, loggedDays: calories.loggedDays });
    }
    if (averageWithin && share >= PRAISE_SHARE) {
      // Praise goes last but must not be crowded out by macro notes, so it is set aside and placed after the cut.
      const macros = macroAdvice(nutrition).slice(0, ANALYTICS_ADVICE_LIMITS.itemsMax - items.length - 1);
      return [
        ...items,
        ...macros,
        {
          kind: "goalMet",
          averageCalories: average,
          goalCalories: goal,
          daysWithinGoal: within,
          loggedDays: calories.loggedDays,
        },
      ];
    }
  }
  items.push(...macroAdvice(nutrition));
  return items.slice(0, ANALYTICS_ADVICE_LIMITS.itemsMax);
}

/** Each macronutrient whose energy share lies outside MACRO_ENERGY_RANGES, in protein, fat, carbs order. */
function macroAdvice(nutrition: AdviceInput["nutrition"]): TAnalyticsAdvice[] {
  const shares = nutrition.energyShares;
  if (!shares) return [];
  const out: TAnalyticsAdvice[] = [];
  for (const nutrient of Object.keys(MACRO_ENERGY_RANGES) as TMacro[]) {
    const { min, max } = MACRO_ENERGY_RANGES[nutrient];
    const share = shares[nutrient];
    if (share < min - 1e-9 || share > max + 1e-9) out.push({ kind: "macro", nutrient, share, min, max });
  }
  return out;
}
