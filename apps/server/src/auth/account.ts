import { TRACING_HEADERS } from "@tarelka/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import { defineFeature } from "../feature";
import { localDate, pickTimeZone } from "../services/meal-dates";
import { createPersonCache } from "../services/person-cache";
import { identityOf } from "./vk-auth";

/** The signed-in person's row, the time zone their day is read in and their "today" in it. */
export interface Account {
  user: UserRow;
  timeZone: string;
  today: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's account, resolved once by the account hook before the handler runs. */
    readonly account: Account;
    resolvedAccount: Account | null;
  }
  interface FastifyContextConfig {
    /** The route serves a signed-in VK user who may have no account yet (onboarding's calls, food search), or reads it itself. */
    withoutAccount?: true;
  }
}

/** What a request whose account vanished meanwhile (deleted by a parallel request) answers, as one with none. */
export const accountNotFound = (): AppError =>
  new AppError("USER_NOT_FOUND", "User not found - need to complete onboarding first");

/**
 * The accounts of people whose requests come and go, kept in memory while no change of them is heard (decision 031):
 * every protected request reads its caller's account first, and that read was a statement of its own. A kept row is
 * frozen, so a handler that changed it in place, which would change it for the person's next requests, fails at once.
 */
export const accountsInMemory = defineFeature("accounts-in-memory", ({ database }) =>
  createPersonCache<UserRow>({
    watch: database.watch,
    staleOn: ["account"],
    personOf: (user) => user.id,
    weigh: () => 1,
    maxWeight: 20_000,
  }),
);

const frozen = (user: UserRow | null): UserRow | null => {
  if (!user) return null;
  Object.freeze(user.profileData);
  return Object.freeze(user);
};

/**
 * Resolves the caller's account once per request, for the whole protected scope (app.ts), after the VK signature
 * hook has verified who is calling (decision 003). docs/product.md §4 Authentication step 3: the diary needs an account, so
 * before onboarding every such route answers 404 USER_NOT_FOUND from here rather than from each handler.
 *
 * Eager, with a per-route opt-out, rather than lazy: a route that forgets to say anything gets the safe default (it
 * requires an account), and handlers read `request.account` without awaiting it. The few routes that work before
 * the account exists say `config: { withoutAccount: true }`; reading `request.account` there is a bug and throws.
 * A route that reads the account together with more in one statement (text analysis, routes/food.ts) opts out too
 * and answers accountNotFound() itself.
 * It runs as a preHandler, after the request is validated, so a malformed request still answers 400 first, as it
 * did when each handler looked the account up itself.
 *
 * The time zone is the device's (the docs/product.md §7 header) when valid, else the profile's, else UTC
 * (services/meal-dates.ts), read once here so every date of a request is the same day.
 *
 * The row comes from memory while it is known fresh (accountsInMemory above).
 */
export function registerAccountHook(app: FastifyInstance): void {
  const { users } = app.deps.repositories;
  const accounts = app.deps.feature(accountsInMemory);
  app.decorateRequest("resolvedAccount", null);
  app.decorateRequest("account", {
    getter(this: FastifyRequest): Account {
      if (!this.resolvedAccount) throw new Error("request.account is read on a route without an account");
      return this.resolvedAccount;
    },
  });
  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.config.withoutAccount) return;
    const socialId = identityOf(request).userId;
    const user = await accounts.read(socialId, async () =>
      frozen(await users.findBySocial({ provider: "vk", socialId })),
    );
    if (!user) throw accountNotFound();
    const timeZone = pickTimeZone(request.headers[TRACING_HEADERS.timezone], user.profileData.timezone);
    request.resolvedAccount = { user, timeZone, today: localDate(timeZone) };
  });
}
