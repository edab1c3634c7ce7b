import { FIRST_SCREEN_PATHS, mealEndpoints, userEndpoints } from "@tarelka/contracts";
import type { Env } from "../config/env";
import { defineFeature } from "../feature";
import { replySerializerCompiler } from "../plugins/reply-serializer";
import { createFirstScreenRepository, type FirstScreenRepository } from "../repositories/first-screen-repository";
import { toUserDto } from "../repositories/users-repository";
import { daySummaryOf } from "./day-summary";
import { createPersonCache, type PersonCache } from "./person-cache";

/** Each first reply written as its endpoint writes it: the contract-checked serialiser outside production. */
function replyWriters(nodeEnv: Env["NODE_ENV"]) {
  const compile = replySerializerCompiler(nodeEnv);
  const writer = (endpoint: { method: string; path: string; responses: Record<number, unknown> }) =>
    compile({
      schema: endpoint.responses[200],
      method: endpoint.method,
      url: endpoint.path,
      httpStatus: "200",
    } as Parameters<typeof compile>[0]) as (data: unknown) => string;
  return { exists: writer(userEndpoints.exists), me: writer(userEndpoints.me), summary: writer(mealEndpoints.summary) };
}

/** A person's first replies as written, and until when they hold. */
interface WrittenReplies {
  userId: number;
  json: string;
  /** When premium ends, the person's record says otherwise (users-repository.ts toUserDto); else never. */
  until: number;
}

/**
 * The first screen of a signed launch (decision 006): whether the person exists, their record and the summaries of
 * the given days, read with one statement (repositories/first-screen-repository.ts), built and written as their
 * endpoints build and write them. Answers the JSON object text `{ path: reply }`.
 *
 * The written text is kept in memory while no change of the person's account or diary is heard (decision 031), and
 * not past the moment premium ends, since the record's `isPremium` is read against the time.
 */
export function createFirstScreenService(
  repository: FirstScreenRepository,
  nodeEnv: Env["NODE_ENV"],
  cache?: PersonCache<WrittenReplies>,
) {
  const write = replyWriters(nodeEnv);

  const load = async (socialId: string, dates: readonly string[]): Promise<WrittenReplies | null> => {
    const found = await repository.read({ provider: "vk", socialId }, dates);
    if (!found) return null;
    const user = toUserDto(found.user);
    const replies = [
      `${JSON.stringify(FIRST_SCREEN_PATHS.userExists(socialId))}:${write.exists({ exists: true, user })}`,
      `${JSON.stringify(FIRST_SCREEN_PATHS.userMe)}:${write.me(user)}`,
      ...found.days.map(
        (day) =>
          `${JSON.stringify(FIRST_SCREEN_PATHS.daySummary(day.date))}:${write.summary(daySummaryOf(day, found.user.profileData))}`,
      ),
    ];
    const premiumEnds = user.isPremium && found.user.premiumExpiresAt ? found.user.premiumExpiresAt.getTime() : null;
    return { userId: found.user.id, json: `{${replies.join(",")}}`, until: premiumEnds ?? Number.POSITIVE_INFINITY };
  };

  return {
    async replies(socialId: string, dates: readonly string[]): Promise<string> {
      const read = () => load(socialId, dates);
      const written = cache ? await cache.read(`${socialId} ${dates.join(" ")}`, read) : await read();
      return (
        written?.json ??
        `{${JSON.stringify(FIRST_SCREEN_PATHS.userExists(socialId))}:${write.exists({ exists: false, user: null })}}`
      );
    },
  };
}

/** Built once per app by the composition root (feature.ts). */
export const firstScreenFeature = defineFeature("first-screen", ({ database, env }) =>
  createFirstScreenService(
    createFirstScreenRepository(database.db),
    env.NODE_ENV,
    // An entry weighs one per 4 KB of text it holds: 5,000 of them is some 20 MB at most.
    createPersonCache<WrittenReplies>({
      watch: database.watch,
      staleOn: ["account", "diary"],
      personOf: (written) => written.userId,
      weigh: (written) => 1 + Math.floor(written.json.length / 4096),
      validUntil: (written) => written.until,
      maxWeight: 5_000,
    }),
  ),
);
