import { ANALYTICS_ADVICE_LIMITS, type TAnalyticsAdvice, ZAnalyticsAdviceSchema } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AdviceInput, adviseOnPeriod, neededLoggedDays, trendKgPerWeek } from "./analytics-advice";

/** A week logged on 6 days against a 2000 kcal goal, balanced macros, no weigh-ins: nothing but praise. */
const base: AdviceInput = {
  period: "week",
  calories: { goalCalories: 2000, loggedDays: 6, averageCalories: 2000, daysWithinGoal: 5 },
  nutrition: { energyShares: { protein: 0.2, fat: 0.3, carbs: 0.5 } },
  trend: [],
  floorCalories: 1200,
};
const kinds = (items: TAnalyticsAdvice[]) => items.map((i) => i.kind);

describe("adviseOnPeriod", () => {
  it("praises a week within the goal and balanced", () => {
    expect(adviseOnPeriod(base)).toEqual([
      { kind: "goalMet", averageCalories: 2000, goalCalories: 2000, daysWithinGoal: 5, loggedDays: 6 },
    ]);
  });

  it("asks for more logging below 3 of 7 days, and judges nothing else", () => {
    const items = adviseOnPeriod({ ...base, calories: { ...base.calories, loggedDays: 2, averageCalories: 3000 } });
    expect(items).toEqual([{ kind: "logMore", loggedDays: 2, neededDays: 3, periodDays: 7 }]);
    expect(neededLoggedDays("month")).toBe(13);
    expect(kinds(adviseOnPeriod({ ...base, calories: { ...base.calories, loggedDays: 3 } }))).toEqual(["goalMet"]);
  });

  it("says over and under the goal beyond 10%, never aiming below the floor", () => {
    const over = adviseOnPeriod({ ...base, calories: { ...base.calories, averageCalories: 2201, daysWithinGoal: 4 } });
    expect(over).toEqual([{ kind: "overGoal", averageCalories: 2201, goalCalories: 2000, targetCalories: 2000 }]);
    expect(kinds(adviseOnPeriod({ ...base, calories: { ...base.calories, averageCalories: 2200 } }))).toEqual([
      "goalMet",
    ]);
    // A typed goal under the floor: the advice aims at the floor instead.
    const low = adviseOnPeriod({
      ...base,
      floorCalories: 1500,
      calories: { goalCalories: 1000, loggedDays: 7, averageCalories: 1400, daysWithinGoal: 0 },
    });
    expect(low[0]).toMatchObject({ kind: "overGoal", targetCalories: 1500 });
    const under = adviseOnPeriod({ ...base, calories: { ...base.calories, averageCalories: 1100, daysWithinGoal: 0 } });
    expect(under).toEqual([
      { kind: "underGoal", averageCalories: 1100, goalCalories: 2000, floorCalories: 1200, belowFloor: true },
      { kind: "consistency", daysWithinGoal: 0, loggedDays: 6 },
    ]);
  });

  it("flags inconsistent days even when the average is right, and says nothing of calories without a goal", () => {
    expect(kinds(adviseOnPeriod({ ...base, calories: { ...base.calories, daysWithinGoal: 2 } }))).toEqual([
      "consistency",
    ]);
    expect(
      adviseOnPeriod({ ...base, calories: { ...base.calories, goalCalories: null, daysWithinGoal: null } }),
    ).toEqual([]);
  });

  it("names each macro outside its reference range", () => {
    const items = adviseOnPeriod({ ...base, nutrition: { energyShares: { protein: 0.08, fat: 0.43, carbs: 0.49 } } });
    expect(items).toEqual([
      { kind: "macro", nutrient: "protein", share: 0.08, min: 0.1, max: 0.35 },
      { kind: "macro", nutrient: "fat", share: 0.43, min: 0.2, max: 0.35 },
      expect.objectContaining({ kind: "goalMet" }),
    ]);
    // The edges of a range are inside it.
    expect(
      kinds(adviseOnPeriod({ ...base, nutrition: { energyShares: { protein: 0.35, fat: 0.2, carbs: 0.45 } } })),
    ).toEqual(["goalMet"]);
  });

  it("flags a trend falling faster than 1 kg a week, even in a thinly logged period", () => {
    const trend = [
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-08", weightKg: 78.5 },
    ];
    expect(trendKgPerWeek(trend)).toBeCloseTo(-1.5, 10);
    const items = adviseOnPeriod({ ...base, trend, calories: { ...base.calories, loggedDays: 1 } });
    expect(items).toEqual([
      { kind: "logMore", loggedDays: 1, neededDays: 3, periodDays: 7 },
      { kind: "fastLoss", kgPerWeek: -1.5, limitKgPerWeek: 1 },
    ]);
    // Exactly 1 kg a week is the fastest pace offered, not too fast; weigh-ins 5 days apart are too close to judge.
    expect(kinds(adviseOnPeriod({ ...base, trend: [trend[0]!, { date: "2026-11-08", weightKg: 79 }] }))).toEqual([
      "goalMet",
    ]);
    expect(trendKgPerWeek([trend[0]!, { date: "2026-11-06", weightKg: 75 }])).toBeNull();
  });

  it("never gives more than the limit, never aims below the floor, and always fits the contract", () => {
    const share = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        fc.constantFrom("week", "month", "quarter" as const),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.option(fc.tuple(share, share, share), { nil: null }),
        fc.array(fc.double({ min: 30, max: 300, noNaN: true }), { maxLength: 10 }),
        fc.constantFrom(1200, 1500),
        (period, goal, loggedDays, average, within, shares, weights, floorCalories) => {
          const items = adviseOnPeriod({
            period,
            calories: {
              goalCalories: goal,
              loggedDays,
              averageCalories: loggedDays > 0 ? average : null,
              daysWithinGoal: goal === null ? null : Math.min(within, loggedDays),
            },
            nutrition: { energyShares: shares && { protein: shares[0], fat: shares[1], carbs: shares[2] } },
            trend: weights.map((weightKg, i) => ({ date: `2026-11-${String(i * 3 + 1).padStart(2, "0")}`, weightKg })),
            floorCalories,
          });
          expect(items.length).toBeLessThanOrEqual(ANALYTICS_ADVICE_LIMITS.itemsMax);
          for (const item of items) {
            ZAnalyticsAdviceSchema.parse(item);
            if (item.kind === "overGoal") expect(item.targetCalories).toBeGreaterThanOrEqual(floorCalories);
          }
          expect(new Set(kinds(items).filter((k) => k !== "macro")).size).toBe(
            items.filter((i) => i.kind !== "macro").length,
          );
        },
      ),
    );
  });
});
