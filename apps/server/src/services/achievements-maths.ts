import {
  ACHIEVEMENT_IDS,
  ACHIEVEMENT_TARGETS,
  type TAchievementId,
  type TAchievementList,
  TARGET_WEIGHT_TOLERANCE_KG,
} from "@tarelka/contracts";
import { daysBetween } from "./meal-dates";

/** Pure rules of the achievements (docs/product.md §3 Achievement; what each id counts is in contracts/achievements.ts). */

/**
 * What the diary holds, as the repositories count it over each day's totals (docs/decisions/017-per-day-totals.md):
 * counted in SQL, so a read does not grow with the diary; the rules below turn it into each achievement's count.
 */
export interface DiaryFacts {
  meals: number;
  photoMeals: number;
  /** The longest run of consecutive days with a meal, as longestStreak counts it. */
  longestStreak: number;
  /**
   * Days whose calories are within the calorie goal the profile has now (isWithinGoal), so a changed goal recounts
   * them; 0 while no goal is set.
   */
  daysWithinGoal: number;
  /** Days whose water reached the profile's water goal; 0 while no goal is set, and for a zero goal. */
  waterGoalDays: number;
  weighIns: number;
  /** The newest weigh-in up to today, in kg to 0.1; null when there is none. */
  latestWeightKg: number | null;
  targetWeightKg: number | null;
}

export interface EarnedAchievement {
  achievementId: string;
  achievedAt: Date;
  notifiedAt: Date | null;
}

/**
 * The longest run of consecutive calendar days among `dates` (YYYY-MM-DD, any order, repeats allowed): the rule the
 * achievements' SQL count follows (meals-repository.ts achievementFacts), and the reference it is tested against.
 */
export function longestStreak(dates: readonly string[]): number {
  const sorted = [...new Set(dates)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of sorted) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return longest;
}

/**
 * The streak the dashboard shows on `date` (contracts ZDaySummarySchema streakDays): the newest run of days with
 * meals counts while it ends on `date` or on the day before, since a day without a meal yet is not over; an older
 * run is broken.
 */
export function currentStreak(run: { lastDate: string; days: number } | null, date: string): number {
  if (!run) return 0;
  const gap = daysBetween(run.lastDate, date);
  return gap === 0 || gap === 1 ? run.days : 0;
}

/**
 * A weigh-in this close to the target counts as reaching it, both edges included; the epsilon absorbs binary
 * fractions (70.4 − 69.9 is 0.5000000000000142 in floating point).
 */
export function isAtTargetWeight(weightKg: number, targetKg: number): boolean {
  return Math.abs(weightKg - targetKg) <= TARGET_WEIGHT_TOLERANCE_KG + 1e-9;
}

/** Each achievement's count so far, uncapped. */
export function achievementCounts(facts: DiaryFacts): Record<TAchievementId, number> {
  const streak = facts.longestStreak;
  const goalDays = facts.daysWithinGoal;
  const waterGoalDays = facts.waterGoalDays;
  const atTarget =
    facts.latestWeightKg != null &&
    facts.targetWeightKg != null &&
    isAtTargetWeight(facts.latestWeightKg, facts.targetWeightKg);
  return {
    "first-meal": facts.meals,
    "first-photo": facts.photoMeals,
    "streak-3": streak,
    "streak-7": streak,
    "goal-days-7": goalDays,
    "water-goal-1": waterGoalDays,
    "water-goal-7": waterGoalDays,
    "first-weigh-in": facts.weighIns,
    "weigh-ins-10": facts.weighIns,
    "meals-50": facts.meals,
    "streak-30": streak,
    "target-weight": atTarget ? 1 : 0,
  };
}

/** The ids whose count has reached their target and that are not stored as earned yet. */
export function newlyEarned(
  counts: Record<TAchievementId, number>,
  earned: readonly Pick<EarnedAchievement, "achievementId">[],
): TAchievementId[] {
  const have = new Set(earned.map((e) => e.achievementId));
  return ACHIEVEMENT_IDS.filter((id) => counts[id] >= ACHIEVEMENT_TARGETS[id] && !have.has(id));
}

/**
 * The list of docs/product.md §7 GET /api/achievements/me, in ACHIEVEMENT_IDS order. An earned achievement is completed
 * until the person is shown it and unlocked after (docs/product.md §3 states); it shows its full target even when the count
 * has since dropped, since earned stays earned. Stored ids the contract no longer knows are left out.
 */
export function achievementList(
  counts: Record<TAchievementId, number>,
  earned: readonly EarnedAchievement[],
): TAchievementList {
  const byId = new Map(earned.map((e) => [e.achievementId, e]));
  return ACHIEVEMENT_IDS.map((id) => {
    const target = ACHIEVEMENT_TARGETS[id];
    const row = byId.get(id);
    if (!row) {
      return { id, status: "in_progress", progress: Math.min(counts[id], target), target, achievedAt: null };
    }
    return {
      id,
      status: row.notifiedAt ? "unlocked" : "completed",
      progress: target,
      target,
      achievedAt: row.achievedAt.toISOString(),
    };
  });
}
