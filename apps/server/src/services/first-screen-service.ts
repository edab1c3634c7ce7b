import type { TDaySummary, TUser } from "@tarelka/contracts";
import { defineFeature } from "../feature";
import { createFirstScreenRepository, type FirstScreenRepository } from "../repositories/first-screen-repository";
import { toUserDto } from "../repositories/users-repository";
import { daySummaryOf } from "./day-summary";
import { createPersonCache, type PersonCache } from "./person-cache";

type FirstScreenRows = NonNullable<Awaited<ReturnType<FirstScreenRepository["read"]>>>;

/**
 * The first screen of a signed launch (decision 006): the person and the summaries of the given days, or null.
 * The rows are kept in memory while no change of the person's account or diary is heard (decision 031); the replies
 * are built from them at each request, because whether premium still holds depends on the time.
 */
export function createFirstScreenService(repository: FirstScreenRepository, cache?: PersonCache<FirstScreenRows>) {
  return {
    async read(socialId: string, dates: readonly string[]): Promise<{ user: TUser; summaries: TDaySummary[] } | null> {
      const load = () => repository.read({ provider: "vk", socialId }, dates);
      const found = cache ? await cache.read(`${socialId} ${dates.join(" ")}`, load) : await load();
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
  createFirstScreenService(
    createFirstScreenRepository(database.db),
    // An entry weighs one plus its meals; a launch holds four days of one person.
    createPersonCache<FirstScreenRows>({
      watch: database.watch,
      staleOn: ["account", "diary"],
      personOf: (rows) => rows.user.id,
      weigh: (rows) => 1 + rows.days.reduce((sum, day) => sum + day.meals.length, 0),
      maxWeight: 20_000,
    }),
  ),
);
