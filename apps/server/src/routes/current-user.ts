import { TRACING_HEADERS } from "@tarelka/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { identityOf } from "../auth/vk-auth";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import { localDate, pickTimeZone } from "../services/meal-dates";

/**
 * The signed-in person's row, their "today" and the time zone it was read in; meals need an account (spec §4
 * Authentication step 3).
 */
export async function currentUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: UserRow; today: string; timeZone: string }> {
  const user = await app.deps.repositories.users.findBySocial({ provider: "vk", socialId: identityOf(request).userId });
  if (!user) throw new AppError("USER_NOT_FOUND", 404, "User not found - need to complete onboarding first");
  const tz = pickTimeZone(request.headers[TRACING_HEADERS.timezone], user.profileData.timezone);
  return { user, today: localDate(tz), timeZone: tz };
}
