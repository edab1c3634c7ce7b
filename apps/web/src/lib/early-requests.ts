/**
 * Reads the first screen will need, started by the entry before React and the mini-app's code have loaded
 * (issue 7, dashboard LCP). Under a slow phone's CPU the mini-app chunk and the first render take longer than
 * the round trip, so asking early lets the answer be waiting when the screen wants it.
 *
 * A reply is handed out once, to the first GET of the same path within EARLY_REPLY_TTL_MS; a failed early request
 * is never reused (the caller asks again), so an early 401 before onboarding cannot leak into a later screen.
 */
import { appStore } from "../stores/app-store";
import { daySummaryPath, todayIso, USER_ME_PATH, userExistsPath } from "./api-paths";
import { getLaunchParams } from "./launch-params";

export const EARLY_REPLY_TTL_MS = 10_000;

interface Early {
  reply: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, Early>();

export function startEarly(path: string, request: () => Promise<Response>, now = Date.now()) {
  const reply = request();
  // Nobody may ever ask for it (a person sent to onboarding): a failure must not become an unhandled rejection.
  reply.catch(() => {});
  pending.set(path, { reply, startedAt: now });
}

/** The early reply for a GET of `path`, if one was started recently and nobody has taken it yet. */
export function takeEarly(path: string, now = Date.now()): Promise<Response> | null {
  const early = pending.get(path);
  if (!early) return null;
  pending.delete(path);
  return now - early.startedAt <= EARLY_REPLY_TTL_MS ? early.reply : null;
}

/**
 * A signed launch on the dashboard's route asks at once for what start-up and the dashboard read first: the
 * cached person's fresh record (spec §4 Settings restore) or, with none cached, whether the person exists (spec §4
 * Authentication); and today's summary. Other routes and the landing ask nothing.
 */
export function startFirstScreenReads(send: (path: string) => Promise<Response>, pathname = window.location.pathname) {
  const socialId = getLaunchParams()?.values.vk_user_id;
  if (pathname !== "/" || !socialId) return;
  const userPath = appStore.get().currentUser ? USER_ME_PATH : userExistsPath(socialId);
  for (const path of [userPath, daySummaryPath(todayIso())]) startEarly(path, () => send(path));
}
