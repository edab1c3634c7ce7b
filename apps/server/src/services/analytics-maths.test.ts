import { KCAL_PER_KG_BODY_WEIGHT } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { energyShares, estimateExpenditure, isWithinGoal, weightTrend } from "./analytics-maths";
import { addDays } from "./meal-dates";

describe("weightTrend", () => {
  it("is empty without weigh-ins and starts at the first weigh-in", () => {
    expect(weightTrend([])).toEqual([]);
    expect(weightTrend([{ date: "2026-11-01", weightKg: 80 }])).toEqual([{ date: "2026-11-01", weightKg: 80 }]);
  });

  it("moves a tenth of the way to each daily weigh-in", () => {
    const trend = weightTrend([
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-02", weightKg: 81 },
      { date: "2026-11-03", weightKg: 79 },
    ]);
    expect(trend.map((p) => p.date)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(trend[1]?.weightKg).toBeCloseTo(80.1, 10);
    // 80.1 + 0.1 × (79 − 80.1)
    expect(trend[2]?.weightKg).toBeCloseTo(79.99, 10);
  });

  it("applies a gap of n days as n days of smoothing: 1 − 0.9^n", () => {
    const [, afterWeek] = weightTrend([
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-08", weightKg: 79 },
    ]);
    const alpha = 1 - 0.9 ** 7;
    expect(afterWeek?.weightKg).toBeCloseTo(80 - alpha, 10);
    expect(afterWeek?.weightKg).toBeCloseTo(79.4782969, 6);
  });

  it("treats a gap of n days like n daily weigh-ins of the reading that ends it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 300, noNaN: true }),
        fc.double({ min: 30, max: 300, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (start, target, gap) => {
          const skipped = weightTrend([
            { date: "2026-01-01", weightKg: start },
            { date: addDays("2026-01-01", gap), weightKg: target },
          ]);
          const daily = weightTrend(
            Array.from({ length: gap + 1 }, (_, i) => ({
              date: addDays("2026-01-01", i),
              weightKg: i === 0 ? start : target,
            })),
          );
          expect(skipped.at(-1)?.weightKg).toBeCloseTo(daily.at(-1)?.weightKg ?? Number.NaN, 8);
        },
      ),
    );
  });

  it("stays between the lightest and the heaviest weigh-in", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gap: fc.integer({ min: 1, max: 30 }), kg: fc.double({ min: 30, max: 300, noNaN: true }) }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (steps) => {
          let date = "2026-01-01";
          const weighIns = steps.map((s) => {
            date = addDays(date, s.gap);
            return { date, weightKg: s.kg };
          });
          const kgs = weighIns.map((w) => w.weightKg);
          for (const p of weightTrend(weighIns)) {
            expect(p.weightKg).toBeGreaterThanOrEqual(Math.min(...kgs) - 1e-9);
            expect(p.weightKg).toBeLessThanOrEqual(Math.max(...kgs) + 1e-9);
          }
        },
      ),
    );
  });
});

describe("estimateExpenditure", () => {
  const logged = (from: string, n: number, calories: number) =>
    Array.from({ length: n }, (_, i) => ({ date: addDays(from, i), calories, meals: 2 }));

  it("is average intake minus the stored energy per day over the window between the weigh-ins", () => {
    const trend = [
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-11", weightKg: 79 },
    ];
    // Ten days of 2000 kcal while the trend fell a kilogram: 2000 + 7700 / 10.
    expect(estimateExpenditure(trend, logged("2026-11-01", 10, 2000))).toBeCloseTo(
      2000 + KCAL_PER_KG_BODY_WEIGHT / 10,
      9,
    );
    // The last weigh-in's own day is outside the window: its meals cannot show on that reading yet.
    expect(
      estimateExpenditure(trend, [...logged("2026-11-01", 10, 2000), ...logged("2026-11-11", 1, 9000)]),
    ).toBeCloseTo(2770, 9);
  });

  it("averages over logged days only, and needs 70% of the window logged", () => {
    const trend = [
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-11", weightKg: 80 },
    ];
    const seven = [...logged("2026-11-01", 7, 2100), { date: "2026-11-08", calories: 0, meals: 0 }];
    expect(estimateExpenditure(trend, seven)).toBeCloseTo(2100, 9);
    expect(estimateExpenditure(trend, logged("2026-11-01", 6, 2100))).toBeNull();
  });

  it("is null with fewer than two weigh-ins or weigh-ins less than 7 days apart", () => {
    const days = logged("2026-11-01", 14, 2000);
    expect(estimateExpenditure([], days)).toBeNull();
    expect(estimateExpenditure([{ date: "2026-11-01", weightKg: 80 }], days)).toBeNull();
    const six = [
      { date: "2026-11-01", weightKg: 80 },
      { date: "2026-11-07", weightKg: 79.5 },
    ];
    expect(estimateExpenditure(six, days)).toBeNull();
    const seven = [six[0] as { date: string; weightKg: number }, { date: "2026-11-08", weightKg: 79.5 }];
    expect(estimateExpenditure(seven, days)).toBeCloseTo(2000 + (0.5 * KCAL_PER_KG_BODY_WEIGHT) / 7, 9);
  });
});

describe("isWithinGoal", () => {
  it("accepts up to 10% off either way, edges included", () => {
    expect(isWithinGoal(2000, 2000)).toBe(true);
    expect(isWithinGoal(1800, 2000)).toBe(true);
    expect(isWithinGoal(2200, 2000)).toBe(true);
    expect(isWithinGoal(1799, 2000)).toBe(false);
    expect(isWithinGoal(2201, 2000)).toBe(false);
    expect(isWithinGoal(1485, 1650)).toBe(true);
  });
});

describe("energyShares", () => {
  it("weighs protein and carbs at 4 kcal per gram and fat at 9", () => {
    const shares = energyShares({ protein: 100, fat: 40, carbs: 200 });
    // 400 + 360 + 800 = 1560 kcal
    expect(shares?.protein).toBeCloseTo(400 / 1560, 12);
    expect(shares?.fat).toBeCloseTo(360 / 1560, 12);
    expect(shares?.carbs).toBeCloseTo(800 / 1560, 12);
  });

  it("adds up to 1, and is null when nothing carries energy", () => {
    expect(energyShares({ protein: 0, fat: 0, carbs: 0 })).toBeNull();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (p, f) => {
          const s = energyShares({ protein: p, fat: f, carbs: 1 });
          expect((s?.protein ?? 0) + (s?.fat ?? 0) + (s?.carbs ?? 0)).toBeCloseTo(1, 9);
        },
      ),
    );
  });
});
