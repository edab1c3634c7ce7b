import type { TAchievementId, TAchievementList, TProfileData } from "@tarelka/contracts";
import type { AchievementsRepository } from "../repositories/achievements-repository";
import type { MealsRepository } from "../repositories/meals-repository";
import type { WaterRepository } from "../repositories/water-repository";
import { toWeightDto, type WeightRepository } from "../repositories/weight-repository";
import { achievementCounts, achievementList, newlyEarned } from "./achievements-maths";
import { goalBound } from "./analytics-maths";
import { goalsOf } from "./goals-service";

/**
 * Business rules of the achievements (docs/product.md §3 Achievement, §7 calls); SQL stays in the repositories. Progress is
 * counted from the diary on every read, with a handful of owner-scoped aggregate queries over each day's totals, each
 * answering one row (docs/decisions/017-per-day-totals.md); what has been earned is stored, so it stays earned when
 * the diary later shrinks.
 */
export function createAchievementsService(deps: {
  achievements: AchievementsRepository;
  meals: MealsRepository;
  water: WaterRepository;
  weight: WeightRepository;
}) {
  const { achievements, meals, water, weight } = deps;

  async function list(userId: number, today: string, profile: TProfileData): Promise<TAchievementList> {
    const calorieGoal = goalsOf(profile).calories;
    const waterGoalMl = profile.waterGoalMl ?? null;
    const [mealFacts, waterGoalDays, weighIns, latest, earned] = await Promise.all([
      // The goal days are measured against the goal the profile has now (contracts), so a changed goal recounts them.
      meals.achievementFacts(
        userId,
        calorieGoal == null ? null : { calories: calorieGoal, bound: goalBound(calorieGoal) },
      ),
      // A zero goal is no goal: every day would reach it without a sip.
      waterGoalMl == null || waterGoalMl <= 0 ? 0 : water.daysReaching(userId, waterGoalMl),
      weight.count(userId),
      // As the weight screen's `latest`: a weigh-in dated after today is not the person's current weight.
      weight.latestOnOrBefore(userId, today),
      achievements.listEarned(userId),
    ]);
    const counts = achievementCounts({
      meals: mealFacts.meals,
      // The photographer counts recognised photos only: a photo kept while no vision provider is configured, and
      // described in words, is a meal from words (docs/product.md §3 Achievement). A meal's source is the
      // client's word, the analyses spent are the server's, so the smaller of the two counts.
      photoMeals: Math.min(mealFacts.photoMeals, mealFacts.recognisedPhotos),
      longestStreak: mealFacts.longestStreak,
      daysWithinGoal: mealFacts.daysWithinGoal,
      waterGoalDays,
      weighIns,
      // Rounded back to the 0.1 kg the person logged: the stored real is a hair off it.
      latestWeightKg: latest ? toWeightDto(latest).weightKg : null,
      targetWeightKg: profile.targetWeightKg ?? null,
    });
    const fresh = newlyEarned(counts, earned);
    if (fresh.length === 0) return achievementList(counts, earned);
    await achievements.award(userId, fresh);
    // Read back rather than assume: a concurrent read may have stored the same award a moment earlier, and its
    // time is the one that stands.
    return achievementList(counts, await achievements.listEarned(userId));
  }

  return {
    list,

    /** docs/product.md §7 mark-notified: ids not earned are ignored; answers the list as GET does. */
    async markNotified(
      userId: number,
      today: string,
      profile: TProfileData,
      ids: readonly TAchievementId[],
    ): Promise<TAchievementList> {
      await achievements.markNotified(userId, ids);
      return list(userId, today, profile);
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
