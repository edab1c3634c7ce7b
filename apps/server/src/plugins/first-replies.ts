import { FIRST_REPLIES_ELEMENT_ID, FIRST_SCREEN_PATHS, isLaunchParamKey, VK_HEADERS } from "@tarelka/contracts";
import type { FastifyInstance } from "fastify";

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

/**
 * The first screen's reads, answered for the page a signed launch opens (decision 006, first replies): whether
 * the person exists, their record and the summaries of today and yesterday. Each is asked of the real API in-process with the
 * launch's own parameters, so the signature check, the owner scoping, the rate limit (on the caller's address)
 * and the reply contracts are exactly those of the client's own requests. A read that is refused (a forged or
 * stale signature, a person without an account) is simply left out; the client then asks for it itself.
 *
 * Answers the JSON object text `{ path: reply }`, or null when there is nothing to put in the page.
 */
export async function firstScreenReplies(
  app: FastifyInstance,
  query: Record<string, unknown>,
  remoteAddress: string,
  now = new Date(),
): Promise<string | null> {
  const launch = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (isLaunchParamKey(key) && typeof value === "string") launch.append(key, value);
  const socialId = launch.get("vk_user_id");
  if (!socialId) return null;
  // vk_ts is believed here only because the in-process reads below refuse a launch whose signature does not
  // cover it; a forged time just ends in no replies.
  const ageS = now.getTime() / 1000 - Number(launch.get("vk_ts"));
  if (!(ageS <= FIRST_REPLIES_MAX_AGE_S)) return null;
  const headers = { [VK_HEADERS.launchParams]: Buffer.from(launch.toString(), "utf8").toString("base64") };

  const read = async (path: string): Promise<[string, string] | null> => {
    const res = await app.inject({ method: "GET", url: path, headers, remoteAddress });
    return res.statusCode === 200 ? [path, res.body] : null;
  };
  const exists = await read(FIRST_SCREEN_PATHS.userExists(socialId));
  if (!exists) return null;
  const known = (JSON.parse(exists[1]) as { exists?: unknown }).exists === true;
  const more = known
    ? await Promise.all([FIRST_SCREEN_PATHS.userMe, ...summaryDates(now).map(FIRST_SCREEN_PATHS.daySummary)].map(read))
    : [];
  const replies = [exists, ...more].filter((entry) => entry !== null);
  // The bodies are already JSON (serialised through their contracts), so they are joined, not parsed again.
  return `{${replies.map(([path, body]) => `${JSON.stringify(path)}:${body}`).join(",")}}`;
}

/**
 * The replies as a data block before `</body>`. Every `<` is escaped (valid inside JSON strings), so a name like
 * "</script>" cannot end the block early; a data block is never executed, so the CSP need not allow it.
 */
export function withFirstReplies(html: string, repliesJson: string): string {
  const block = `<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">${repliesJson.replace(/</g, "\\u003c")}</script>`;
  return html.includes("</body>") ? html.replace("</body>", `${block}</body>`) : `${html}${block}`;
}
