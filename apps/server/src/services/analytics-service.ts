import {
  ANALYTICS_PERIOD_DAYS,
  CALORIE_GOAL_FLOOR_KCAL,
  type TAnalyticsAdviceReply,
  type TAnalyticsPeriod,
  type TCaloriesHistory,
  type TDayIntake,
  type TNutritionHistory,
  type TProfileData,
  type TWeightEntry,
  type TWeightHistory,
  WEIGHT_LOG_LIMITS,
  type ZWeightLogInputSchema,
} from "@tarelka/contracts";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import type { MealsRepository } from "../repositories/meals-repository";
import { toWeightDto, type WeightRepository } from "../repositories/weight-repository";
import { adviseOnPeriod } from "./analytics-advice";
import { energyShares, estimateExpenditure, isWithinGoal, weightTrend } from "./analytics-maths";
import { goalsOf } from "./goals-service";
import { addDays } from "./meal-dates";

/** The body as the route hands it over: parsed, so the weight is already rounded to 0.1 kg. */
type WeightLogInput = z.output<typeof ZWeightLogInputSchema>;

const round = (n: number, decimals: number) => {
  const k = 10 ** decimals;
  return Math.round(n * k) / k;
};

/** docs/product.md §7 analytics periods: the last N calendar days in the person's time zone, today included. */
export function periodRange(today: string, period: TAnalyticsPeriod): { from: string; to: string } {
  return { from: addDays(today, -(ANALYTICS_PERIOD_DAYS[period] - 1)), to: today };
}

/** Business rules of the weight log and the intake analytics (docs/product.md §7); SQL stays in the repositories. */
export function createAnalyticsService(deps: { weight: WeightRepository; meals: MealsRepository }) {
  const { weight, meals } = deps;

  /** Every day of the range, oldest first; a day without meals is zeros (contracts ZCaloriesHistorySchema). */
  async function intakeByDay(userId: number, from: string, to: string): Promise<TDayIntake[]> {
    const logged = new Map((await meals.dayTotals(userId, from, to)).map((d) => [d.date, d]));
    const days: TDayIntake[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      days.push(logged.get(date) ?? { date, calories: 0, protein: 0, fat: 0, carbs: 0, meals: 0 });
    }
    return days;
  }

  /** The trend of the range's weigh-ins, unrounded, for both the weight screen and the expenditure. */
  async function weighInsWithTrend(userId: number, from: string, to: string) {
    const entries = (await weight.listBetween(userId, from, to)).map(toWeightDto);
    return { entries, trend: weightTrend(entries) };
  }

  return {
    async logWeight(userId: number, today: string, body: WeightLogInput): Promise<TWeightEntry> {
      const row = await weight.upsert(
        userId,
        // An empty note is no note, as in water: stored as null so the client never shows an empty one.
        { date: body.date ?? today, weightKg: body.weightKg, notes: body.notes || null },
        WEIGHT_LOG_LIMITS.entriesMax,
      );
      if (!row) {
        throw new AppError(
          "WEIGHT_LOG_LIMIT_REACHED",
          `A person keeps at most ${WEIGHT_LOG_LIMITS.entriesMax} weigh-ins`,
        );
      }
      return toWeightDto(row);
    },

    async deleteWeight(userId: number, id: number): Promise<void> {
      if (!(await weight.delete(userId, id))) throw AppError.notFound("Weigh-in");
    },

    async weightHistory(
      userId: number,
      today: string,
      period: TAnalyticsPeriod,
      profile: TProfileData,
    ): Promise<TWeightHistory> {
      const { from, to } = periodRange(today, period);
      const { entries, trend } = await weighInsWithTrend(userId, from, to);
      // Hundredths of a kilogram: a week's trend moves by less than the scale's 0.1 kg, and should still show.
      const shown = trend.map((p) => ({ date: p.date, weightKg: round(p.weightKg, 2) }));
      const first = shown[0];
      const last = shown.at(-1);
      const latest = await weight.latestOnOrBefore(userId, to);
      return {
        period,
        from,
        to,
        entries,
        trend: shown,
        changeKg: first && last && shown.length >= 2 ? round(last.weightKg - first.weightKg, 2) : null,
        // A weigh-in dated after today is not the person's current weight, so `latest` stops at today.
        latest: latest ? toWeightDto(latest) : null,
        targetWeightKg: profile.targetWeightKg ?? null,
      };
    },

    async caloriesHistory(
      userId: number,
      today: string,
      period: TAnalyticsPeriod,
      profile: TProfileData,
    ): Promise<TCaloriesHistory> {
      const { from, to } = periodRange(today, period);
      const days = await intakeByDay(userId, from, to);
      const { trend } = await weighInsWithTrend(userId, from, to);
      const logged = days.filter((d) => d.meals > 0);
      const goalCalories = goalsOf(profile).calories;
      const expenditure = estimateExpenditure(trend, days);
      return {
        period,
        from,
        to,
        days,
        goalCalories,
        loggedDays: logged.length,
        averageCalories:
          logged.length > 0 ? Math.round(logged.reduce((sum, d) => sum + d.calories, 0) / logged.length) : null,
        daysWithinGoal:
          goalCalories == null ? null : logged.filter((d) => isWithinGoal(d.calories, goalCalories)).length,
        estimatedExpenditure: expenditure == null ? null : Math.round(expenditure),
      };
    },

    async nutritionHistory(
      userId: number,
      today: string,
      period: TAnalyticsPeriod,
      profile: TProfileData,
    ): Promise<TNutritionHistory> {
      const { from, to } = periodRange(today, period);
      // The period's days counted and summed from one line of text (docs/decisions/017-per-day-totals.md).
      const intake = await meals.periodIntake(userId, from, to);
      const n = intake.days;
      const sum = (key: "calories" | "protein" | "fat" | "carbs") => intake[key];
      const averages =
        n > 0
          ? {
              calories: Math.round(sum("calories") / n),
              protein: round(sum("protein") / n, 1),
              fat: round(sum("fat") / n, 1),
              carbs: round(sum("carbs") / n, 1),
            }
          : null;
      // From the unrounded sums: the same ratios as the averages', without their rounding.
      const shares = n > 0 ? energyShares({ protein: sum("protein"), fat: sum("fat"), carbs: sum("carbs") }) : null;
      return {
        period,
        from,
        to,
        loggedDays: n,
        averages,
        goals: goalsOf(profile),
        energyShares: shares && {
          protein: round(shares.protein, 3),
          fat: round(shares.fat, 3),
          carbs: round(shares.carbs, 3),
        },
      };
    },

    /** docs/product.md §7 GET /api/analytics/recommendations/me: the rules of analytics-advice.ts on the period's numbers. */
    async recommendations(
      userId: number,
      today: string,
      period: TAnalyticsPeriod,
      profile: TProfileData,
    ): Promise<TAnalyticsAdviceReply> {
      const { from, to } = periodRange(today, period);
      const calories = await this.caloriesHistory(userId, today, period, profile);
      const nutrition = await this.nutritionHistory(userId, today, period, profile);
      const { trend } = await weighInsWithTrend(userId, from, to);
      // Without a recorded sex the higher floor holds, so no advice can aim below either person's floor.
      const floorCalories = profile.gender === "female" ? CALORIE_GOAL_FLOOR_KCAL.female : CALORIE_GOAL_FLOOR_KCAL.male;
      return { period, from, to, items: adviseOnPeriod({ period, calories, nutrition, trend, floorCalories }) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
