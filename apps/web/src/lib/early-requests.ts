/**
 * Reads the first screen will need, answered before React and the mini-app's code have loaded (decision 006,
 * dashboard LCP). The server answers them inside the page it sends to a signed launch (decision 006, first
 * replies); a page without them (served by a plain static host) asks for them at once instead, so the round trip
 * overlaps loading the code rather than following it.
 *
 * A reply is handed out once, to the first GET of the same path within EARLY_REPLY_TTL_MS; a failed early request
 * is never reused (the caller asks again), so an early 401 before onboarding cannot leak into a later screen.
 */
import { FIRST_REPLIES_ELEMENT_ID, FIRST_SCREEN_PATHS } from "@tarelka/contracts";
import { appStore, shiftDay, todayIso } from "../stores/app-store";
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

/** The replies the server put in the page, by path; none when the page has none or they cannot be read. */
export function readFirstReplies(doc: Pick<Document, "getElementById"> = document): Record<string, unknown> {
  const text = doc.getElementById(FIRST_REPLIES_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the server's replies in the page say the launching person has no account: onboarding comes first, and
 * a read of their diary (today's summary) would only be refused with 404, so it is not asked for.
 */
export function pageSaysNoAccount(inPage: Record<string, unknown> = readFirstReplies()): boolean {
  const socialId = getLaunchParams()?.values.vk_user_id;
  if (!socialId) return false;
  return (inPage[FIRST_SCREEN_PATHS.userExists(socialId)] as { exists?: unknown } | undefined)?.exists === false;
}

/**
 * A signed launch on the dashboard's route reads at once what start-up and the dashboard read first: the cached
 * person's fresh record (docs/product.md §4 Settings restore) or, with none cached, whether the person exists (docs/product.md §4
 * Authentication); and the summaries of today and yesterday (the dashboard's "same as yesterday"). Other routes and the landing read nothing early.
 */
export function startFirstScreenReads(
  send: (path: string) => Promise<Response>,
  pathname = window.location.pathname,
  inPage: Record<string, unknown> = readFirstReplies(),
) {
  const socialId = getLaunchParams()?.values.vk_user_id;
  if (pathname !== "/" || !socialId) return;
  const userPath = appStore.get().currentUser ? FIRST_SCREEN_PATHS.userMe : FIRST_SCREEN_PATHS.userExists(socialId);
  const today = todayIso();
  const days = [today, shiftDay(today, -1)].map(FIRST_SCREEN_PATHS.daySummary);
  const paths = pageSaysNoAccount(inPage) ? [userPath] : [userPath, ...days];
  for (const path of paths) {
    const body = inPage[path];
    startEarly(path, () =>
      body === undefined
        ? send(path)
        : Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } })),
    );
  }
}
