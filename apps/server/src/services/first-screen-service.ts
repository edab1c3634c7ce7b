import type { TDaySummary, TUser } from "@tarelka/contracts";
import { defineFeature } from "../feature";
import { createFirstScreenRepository, type FirstScreenRepository } from "../repositories/first-screen-repository";
import { toUserDto } from "../repositories/users-repository";
import { daySummaryOf } from "./day-summary";

/** The first screen of a signed launch (decision 006): the person and the summaries of the given days, or null. */
export function createFirstScreenService(repository: FirstScreenRepository) {
  return {
    async read(socialId: string, dates: readonly string[]): Promise<{ user: TUser; summaries: TDaySummary[] } | null> {
      const found = await repository.read({ provider: "vk", socialId }, dates);
      if (!found) return null;
      return {
        user: toUserDto(found.user),
        summaries: found.days.map((day) => daySummaryOf(day, found.user.profileData)),
      };
    },
  };
}

/** Built once per app by the composition root (feature.ts). */
export const firstScreenFeature = defineFeature("first-screen", ({ database }) =>
  createFirstScreenService(createFirstScreenRepository(database.db)),
);
