import type { TWeighInReply } from "@tarelka/contracts";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import { toUserDto, type UsersRepository } from "../repositories/users-repository";
import type { WeightRepository } from "../repositories/weight-repository";
import type { AnalyticsService } from "./analytics-service";
import { applyProfileChange } from "./goals-service";

type WeightLogInput = Parameters<AnalyticsService["logWeight"]>[2];

/**
 * A weigh-in as the person logs it (POST /api/analytics/weight): the weight log's entry and, when it is the
 * person's newest up to today, the profile's weight, which recomputes the goals that follow it (a computed
 * calorie goal, default macros, the water goal) by the same rules as a profile edit (docs/product.md, Calorie
 * goal; decision 005: a goal the person typed stays theirs).
 */
export function createWeighInService(deps: {
  analytics: AnalyticsService;
  weight: WeightRepository;
  users: UsersRepository;
}) {
  const { analytics, weight, users } = deps;
  return {
    async logWeight(user: UserRow, today: string, body: WeightLogInput): Promise<TWeighInReply> {
      const entry = await analytics.logWeight(user.id, today, body);
      // An older day's weigh-in is history, and one dated after today is not the current weight (as the weight
      // screen's `latest`).
      const latest = entry.date <= today ? await weight.latestOnOrBefore(user.id, today) : null;
      if (latest?.id !== entry.id) return { ...entry, profile: null };
      const previous = user.profileData;
      const updated = await users.update(user.id, {
        profileData: applyProfileChange(previous, { weightKg: entry.weightKg }),
      });
      // The account was deleted between the weigh-in and here; its weigh-ins went with it.
      if (!updated) throw new AppError("USER_NOT_FOUND", "User not found");
      return {
        ...entry,
        profile: {
          user: toUserDto(updated),
          previousWeightKg: previous.weightKg ?? null,
          previousCalorieGoal: previous.dailyCalorieGoal ?? null,
        },
      };
    },
  };
}

export type WeighInService = ReturnType<typeof createWeighInService>;
