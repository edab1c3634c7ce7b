import type { TDayIntake, TWeightHistory } from "@tarelka/contracts";
import { daysBetween } from "./format";

/**
 * Geometry of the two charts (plain SVG, no chart library): pure functions from the API's numbers to
 * coordinates in a fixed viewBox, so the scaling is tested apart from React.
 */

/**
 * A day is tinted as over its goal when it is more than 10% above it: the contract counts a logged day within
 * 10% of the goal as on target (ZCaloriesHistorySchema.daysWithinGoal), so only what lies beyond that stands out.
 */
export const OVER_GOAL_RATIO = 1.1;

export type DayTone = "empty" | "over" | "logged";

export function dayTone(day: Pick<TDayIntake, "calories" | "meals">, goal: number | null): DayTone {
  if (day.meals === 0) return "empty";
  if (goal !== null && goal > 0 && day.calories > goal * OVER_GOAL_RATIO) return "over";
  return "logged";
}

/**
 * The smallest round number at or above `value` for the top of an axis: steps close enough together that the
 * tallest bar fills most of the chart (2 600 kcal tops out at 3 000, not 5 000).
 */
const NICE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8];

export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of NICE_STEPS) if (step * power >= value * (1 - 1e-12)) return step * power;
  return 10 * power;
}

/** A chart's viewBox, with room kept at the top (and bottom) for labels. */
export interface ChartBox {
  width: number;
  height: number;
  top: number;
  bottom: number;
}

export interface CalorieBar {
  date: string;
  calories: number;
  tone: DayTone;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of each day's slot the bar fills; the rest is the gap that keeps 90 thin bars apart. */
const BAR_FILL = 0.7;

/**
 * One bar per day of the period on an axis from 0 to a round number above both the highest day and the goal's
 * +10% edge, so the goal line and an "over" bar always fit.
 */
export function calorieBars(
  days: readonly Pick<TDayIntake, "date" | "calories" | "meals">[],
  goal: number | null,
  box: ChartBox,
): { max: number; bars: CalorieBar[]; goalY: number | null } {
  const highest = Math.max(0, ...days.map((d) => d.calories), goal !== null ? goal * OVER_GOAL_RATIO : 0);
  const max = niceCeiling(highest);
  const plot = box.height - box.top - box.bottom;
  const baseline = box.height - box.bottom;
  const slot = days.length > 0 ? box.width / days.length : box.width;
  const width = slot * BAR_FILL;
  const bars = days.map((d, i) => {
    const height = (Math.max(0, d.calories) / max) * plot;
    return {
      date: d.date,
      calories: d.calories,
      tone: dayTone(d, goal),
      x: i * slot + (slot - width) / 2,
      y: baseline - height,
      width,
      height,
    };
  });
  const goalY = goal !== null && goal > 0 ? baseline - (goal / max) * plot : null;
  return { max, bars, goalY };
}

export interface WeightPoint {
  date: string;
  weightKg: number;
  x: number;
  y: number;
}

export interface WeightChart {
  yMin: number;
  yMax: number;
  points: WeightPoint[];
  trend: WeightPoint[];
  /** SVG path of the trend line ("M x y L x y …"); empty with no trend. */
  trendPath: string;
  /** The target's line; `off` says it lies beyond the axis and is pinned to that edge instead. */
  target: { y: number; weightKg: number; off: "above" | "below" | null } | null;
}

/**
 * A target this far from the weigh-ins (or farther than the weigh-ins spread) is pinned to the chart's edge:
 * drawing 70 kg and a 55 kg target on one axis would flatten every real week-to-week change into a straight line.
 */
export const TARGET_REACH_KG = 3;

/**
 * Weigh-ins and their trend over the period's days, and the target weight. The axis spans the readings with a
 * margin, in whole kilograms.
 */
export function weightChart(
  history: Pick<TWeightHistory, "from" | "to" | "entries" | "trend" | "targetWeightKg">,
  box: ChartBox,
): WeightChart | null {
  const readings = [...history.entries.map((e) => e.weightKg), ...history.trend.map((p) => p.weightKg)];
  if (readings.length === 0) return null;
  let low = Math.min(...readings);
  let high = Math.max(...readings);
  const target = history.targetWeightKg;
  const reach = Math.max(TARGET_REACH_KG, high - low);
  const targetInView = target !== null && target >= low - reach && target <= high + reach;
  if (targetInView) {
    low = Math.min(low, target);
    high = Math.max(high, target);
  }
  const margin = Math.max(0.5, (high - low) * 0.1);
  const yMin = Math.floor(low - margin);
  const yMax = Math.ceil(high + margin);

  const span = Math.max(1, daysBetween(history.from, history.to));
  const x = (date: string) => (Math.min(span, Math.max(0, daysBetween(history.from, date))) / span) * box.width;
  const plot = box.height - box.top - box.bottom;
  const y = (kg: number) => box.top + ((yMax - kg) / (yMax - yMin)) * plot;
  const place = (p: { date: string; weightKg: number }) => ({
    date: p.date,
    weightKg: p.weightKg,
    x: x(p.date),
    y: y(p.weightKg),
  });

  const trend = history.trend.map(place);
  return {
    yMin,
    yMax,
    points: history.entries.map(place),
    trend,
    trendPath: trend.map((p, i) => `${i === 0 ? "M" : "L"}${round2(p.x)} ${round2(p.y)}`).join(" "),
    target:
      target === null
        ? null
        : targetInView
          ? { y: y(target), weightKg: target, off: null }
          : target > high
            ? { y: box.top, weightKg: target, off: "above" }
            : { y: box.height - box.bottom, weightKg: target, off: "below" },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
