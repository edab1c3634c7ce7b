import { HYDRATION_RULES, type THydrationAdvice, type THydrationAnalysis } from "@tarelka/contracts";

/** A drink of the day, with the local time it was logged at when that was on the day itself. */
export interface TimedDrink {
  volumeMl: number;
  /** Minutes since local midnight; null for an entry added on a later day (its time says nothing). */
  atMinute: number | null;
}

export interface HydrationDay {
  date: string;
  goalMl: number | null;
  drinks: readonly TimedDrink[];
  foodWaterMl: number;
  foodKnownShare: number;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * The hydration analysis of one day (docs/product.md §3 Hydration analysis): pure, so the rules are tested
 * without a database. Advice comes most important first: what is missing, then the amount, then the timing, then
 * what the food added.
 */
export function analyseHydration(day: HydrationDay): THydrationAnalysis {
  const R = HYDRATION_RULES;
  const drankMl = day.drinks.reduce((sum, d) => sum + d.volumeMl, 0);
  const timed = day.drinks
    .filter((d): d is TimedDrink & { atMinute: number } => d.atMinute !== null)
    .sort((a, b) => a.atMinute - b.atMinute);
  const partOf = (minute: number) =>
    minute < R.afternoonFromHour * 60 ? "morning" : minute < R.eveningFromHour * 60 ? "afternoon" : "evening";
  const parts = { morning: 0, afternoon: 0, evening: 0 };
  for (const d of timed) parts[partOf(d.atMinute)] += d.volumeMl;
  const timedMl = parts.morning + parts.afternoon + parts.evening;

  const advice: THydrationAdvice[] = [];
  if (day.goalMl === null) advice.push({ kind: "no-goal" });
  if (drankMl === 0) advice.push({ kind: "nothing-logged" });
  else if (day.goalMl !== null && drankMl < day.goalMl) {
    const remainingMl = day.goalMl - drankMl;
    advice.push({ kind: "below-goal", remainingMl, glasses: Math.ceil(remainingMl / R.glassMl) });
  } else if (day.goalMl !== null) advice.push({ kind: "goal-met" });
  if (drankMl > R.farAboveMl || (day.goalMl !== null && drankMl > R.farAboveGoalFactor * day.goalMl))
    advice.push({ kind: "far-above", drankMl });
  if (timedMl >= R.eveningMinTotalMl && parts.evening / timedMl > R.eveningShareMax)
    advice.push({ kind: "evening-heavy", eveningShare: parts.evening / timedMl });
  const gap = longestGap(timed.map((d) => d.atMinute));
  if (gap && gap.minutes >= R.longGapHours * 60)
    advice.push({
      kind: "long-gap",
      hours: Math.round(gap.minutes / 6) / 10,
      from: clock(gap.from),
      to: clock(gap.to),
    });
  const foodWaterMl = Math.round(day.foodWaterMl);
  if (foodWaterMl > 0) advice.push({ kind: "food-water", foodWaterMl });

  const first = timed[0];
  const last = timed.at(-1);
  return {
    date: day.date,
    goalMl: day.goalMl,
    drankMl,
    progress: day.goalMl ? drankMl / day.goalMl : null,
    foodWaterMl,
    foodKnownShare: day.foodKnownShare,
    timing: {
      morningMl: parts.morning,
      afternoonMl: parts.afternoon,
      eveningMl: parts.evening,
      firstAt: first ? clock(first.atMinute) : null,
      lastAt: last ? clock(last.atMinute) : null,
    },
    advice,
  };
}

/** The longest stretch between two consecutive drinks (sorted minutes); null with fewer than two. */
function longestGap(minutes: readonly number[]): { from: number; to: number; minutes: number } | null {
  let best: { from: number; to: number; minutes: number } | null = null;
  for (let i = 1; i < minutes.length; i++) {
    const from = minutes[i - 1] as number;
    const to = minutes[i] as number;
    if (!best || to - from > best.minutes) best = { from, to, minutes: to - from };
  }
  return best;
}
