import type { TWeightHistory } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChartBox, calorieBars, dayTone, niceCeiling, TARGET_REACH_KG, weightChart } from "./chart-scale";

const BOX: ChartBox = { width: 320, height: 140, top: 20, bottom: 0 };

describe("calorie bars", () => {
  it("tints a day only when it is more than 10% over the goal", () => {
    expect(dayTone({ calories: 2200, meals: 3 }, 2000)).toBe("logged");
    expect(dayTone({ calories: 2201, meals: 3 }, 2000)).toBe("over");
    expect(dayTone({ calories: 900, meals: 1 }, 2000)).toBe("logged");
    expect(dayTone({ calories: 5000, meals: 2 }, null)).toBe("logged");
    expect(dayTone({ calories: 0, meals: 0 }, 2000)).toBe("empty");
  });

  it("rounds the axis up to a round number close above the highest value", () => {
    expect(niceCeiling(2200)).toBe(2500);
    expect(niceCeiling(2500)).toBe(2500);
    expect(niceCeiling(2501)).toBe(3000);
    expect(niceCeiling(3100)).toBe(4000);
    expect(niceCeiling(1000)).toBe(1000);
    expect(niceCeiling(1001)).toBe(1200);
    expect(niceCeiling(8001)).toBe(10000);
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e7, noNaN: true }), (v) => {
        const top = niceCeiling(v);
        return top >= v * (1 - 1e-12) && top <= v * 1.34;
      }),
    );
  });

  it("places one bar per day on a shared baseline, heights in proportion, the goal line inside the chart", () => {
    const days = [
      { date: "2025-03-01", calories: 1000, meals: 2 },
      { date: "2025-03-02", calories: 0, meals: 0 },
      { date: "2025-03-03", calories: 2400, meals: 4 },
      { date: "2025-03-04", calories: 2000, meals: 3 },
    ];
    const { max, bars, goalY } = calorieBars(days, 2000, BOX);
    expect(max).toBe(2500);
    expect(bars.map((b) => b.tone)).toEqual(["logged", "empty", "over", "logged"]);
    const plot = BOX.height - BOX.top;
    expect(bars[0]?.height).toBeCloseTo(plot * 0.4);
    expect(bars[1]?.height).toBe(0);
    for (const b of bars) expect(b.y + b.height).toBeCloseTo(BOX.height);
    expect(goalY).toBeCloseTo(bars[3]?.y ?? Number.NaN);
    // Bars stay inside the viewBox and in day order.
    expect(bars[0]?.x).toBeGreaterThan(0);
    const last = bars.at(-1);
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThan(BOX.width);
    expect(bars.map((b) => b.x)).toEqual([...bars.map((b) => b.x)].sort((a, b) => a - b));
  });

  it("keeps the goal's +10% edge on the axis even on light days, and draws no goal line without a goal", () => {
    const light = [{ date: "2025-03-01", calories: 500, meals: 1 }];
    expect(calorieBars(light, 2000, BOX).max).toBe(2500);
    expect(calorieBars(light, null, BOX)).toMatchObject({ max: 500, goalY: null });
  });
});

const history = (over: Partial<TWeightHistory>): TWeightHistory => ({
  period: "month",
  from: "2025-03-01",
  to: "2025-03-31",
  entries: [],
  trend: [],
  changeKg: null,
  latest: null,
  targetWeightKg: null,
  ...over,
});
const entry = (id: number, date: string, weightKg: number) => ({
  id,
  date,
  weightKg,
  notes: null,
  createdAt: `${date}T07:00:00.000Z`,
});
const WBOX: ChartBox = { width: 300, height: 160, top: 10, bottom: 10 };

describe("weight chart", () => {
  it("has nothing to draw without weigh-ins", () => {
    expect(weightChart(history({ targetWeightKg: 70 }), WBOX)).toBeNull();
  });

  it("spreads weigh-ins over the period's days and puts heavier readings higher", () => {
    const chart = weightChart(
      history({
        entries: [entry(1, "2025-03-01", 80), entry(2, "2025-03-16", 79), entry(3, "2025-03-31", 78.5)],
        trend: [
          { date: "2025-03-01", weightKg: 80 },
          { date: "2025-03-16", weightKg: 79.7 },
          { date: "2025-03-31", weightKg: 79.3 },
        ],
      }),
      WBOX,
    );
    expect(chart).not.toBeNull();
    if (!chart) return;
    expect(chart.points.map((p) => p.x)).toEqual([0, 150, 300]);
    expect(chart.yMin).toBeLessThan(78.5);
    expect(chart.yMax).toBeGreaterThan(80);
    expect(Number.isInteger(chart.yMin) && Number.isInteger(chart.yMax)).toBe(true);
    const [a, b, c] = chart.points;
    expect(a && b && c && a.y < b.y && b.y < c.y).toBe(true);
    for (const p of chart.points) {
      expect(p.y).toBeGreaterThanOrEqual(WBOX.top);
      expect(p.y).toBeLessThanOrEqual(WBOX.height - WBOX.bottom);
    }
    expect(chart.trendPath).toMatch(/^M0 [\d.]+ L150 [\d.]+ L300 [\d.]+$/);
    expect(chart.target).toBeNull();
  });

  it("draws a near target inside the axis and pins a far one to the edge it lies beyond", () => {
    const readings = { entries: [entry(1, "2025-03-10", 72)], trend: [{ date: "2025-03-10", weightKg: 72 }] };
    const near = weightChart(history({ ...readings, targetWeightKg: 70 }), WBOX);
    expect(near?.target?.off).toBeNull();
    expect(near?.yMin).toBeLessThan(70);
    expect(near?.target?.y).toBeGreaterThan(near?.points[0]?.y ?? Number.POSITIVE_INFINITY);

    const far = weightChart(history({ ...readings, targetWeightKg: 72 - TARGET_REACH_KG - 5 }), WBOX);
    expect(far?.target).toMatchObject({ off: "below", y: WBOX.height - WBOX.bottom, weightKg: 64 });
    expect(far?.yMin).toBeGreaterThan(64);

    const above = weightChart(history({ ...readings, targetWeightKg: 90 }), WBOX);
    expect(above?.target).toMatchObject({ off: "above", y: WBOX.top });
  });

  it("keeps every point inside the chart whatever the readings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 30, max: 300, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.option(fc.double({ min: 30, max: 300, noNaN: true }), { nil: null }),
        (weights, targetWeightKg) => {
          const entries = weights.map((w, i) => entry(i + 1, `2025-03-${String(i + 1).padStart(2, "0")}`, w));
          const chart = weightChart(
            history({ entries, trend: entries.map((e) => ({ date: e.date, weightKg: e.weightKg })), targetWeightKg }),
            WBOX,
          );
          if (!chart) return false;
          const ys = [...chart.points.map((p) => p.y), chart.target?.y ?? WBOX.top];
          return ys.every((y) => y >= WBOX.top - 1e-9 && y <= WBOX.height - WBOX.bottom + 1e-9);
        },
      ),
    );
  });
});
