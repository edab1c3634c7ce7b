import { FIRST_REPLIES_ELEMENT_ID, isLaunchParamKey } from "@tarelka/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { verifyLaunchHeader } from "../auth/vk-auth";
import { firstScreenFeature } from "../services/first-screen-service";

const DAY_MS = 86_400_000;

/**
 * A launch URL can outlive the launch: it sits in browser history, proxy logs and screenshots. The page carries
 * the person's data only while the launch is fresh, 10 minutes, which covers VK opening the app; the API keeps
 * the longer window of decision 003, because a mini-app stays open on its launch parameters (docs/security.md).
 */
export const FIRST_REPLIES_MAX_AGE_S = 600;

/**
 * The dates a device can be on right now, whatever its time zone (UTC−12 to UTC+14): the server does not know
 * the person's zone, so it answers all three and the client takes the one that is its today.
 */
export function candidateDates(now: Date): string[] {
  return [-1, 0, 1].map((days) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The days whose summaries the first screen reads: each date the device can be on, and the day before the earliest
 * of them, because the dashboard also reads yesterday (its "same as yesterday", docs/product.md §2 Dashboard).
 */
export function summaryDates(now: Date): string[] {
  return [new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10), ...candidateDates(now)];
}

/** The app's rate limit as a function of a request, made once per app rather than at each page. */
const rateLimits = new WeakMap<FastifyInstance, ReturnType<FastifyInstance["createRateLimit"]>>();
function rateLimitOf(app: FastifyInstance): ReturnType<FastifyInstance["createRateLimit"]> {
  let limit = rateLimits.get(app);
  if (!limit) {
    limit = app.createRateLimit();
    rateLimits.set(app, limit);
  }
  return limit;
}

/**
 * The first screen's reads, answered for the page a signed launch opens (decision 006, first replies): whether
 * the person exists, their record and the summaries of today and yesterday, under the same rules as the client's
 * own requests: the launch is verified as the API verifies it (auth/vk-auth.ts), the replies are the owner's own,
 * built and written as their endpoints build and write them, and the page counts once against the caller's rate
 * limit. They are read with one statement (services/first-screen-service.ts) rather than by calling the API
 * in-process once per reply (docs/decisions/022-request-cost-and-embedded-upkeep.md), and kept written in memory
 * until the person's account or diary changes (docs/decisions/031-person-data-in-memory.md). A refused launch (a forged or stale
 * signature) or a caller over the rate limit gets no replies; the client then asks for each read itself.
 *
 * Answers the JSON object text `{ path: reply }`, or null when there is nothing to put in the page.
 */
export async function firstScreenReplies(
  app: FastifyInstance,
  request: FastifyRequest,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<string | null> {
  const launch = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (isLaunchParamKey(key) && typeof value === "string") launch.append(key, value);
  const socialId = launch.get("vk_user_id");
  if (!socialId) return null;
  // vk_ts is believed here only because the signature, checked next, covers it.
  const ageS = now.getTime() / 1000 - Number(launch.get("vk_ts"));
  if (!(ageS <= FIRST_REPLIES_MAX_AGE_S)) return null;
  try {
    verifyLaunchHeader(app.deps.env, Buffer.from(launch.toString(), "utf8").toString("base64"));
  } catch {
    return null;
  }
  const limit = await rateLimitOf(app)(request);
  if (!limit.isAllowed && limit.isExceeded) return null;

  return app.deps.feature(firstScreenFeature).replies(socialId, summaryDates(now));
}

/**
 * The replies as a data block before `</body>`. Every `<` is escaped (valid inside JSON strings), so a name like
 * "</script>" cannot end the block early; a data block is never executed, so the CSP need not allow it.
 */
export function withFirstReplies(html: string, repliesJson: string): string {
  const block = `<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">${repliesJson.replace(/</g, "\\u003c")}</script>`;
  return html.includes("</body>") ? html.replace("</body>", `${block}</body>`) : `${html}${block}`;
}
