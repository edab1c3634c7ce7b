import type { TAchievement, TAchievementId, TAchievementList } from "@tarelka/contracts";

/**
 * What the achievements screen and the unlock toast decide from the list of docs/product.md §7 GET /api/achievements/me.
 * Pure, so the tests pin who is told what. Types only from the contracts: no zod rides along.
 */

/** docs/product.md §3 states: completed (earned, not yet shown) and unlocked (earned and shown) are both earned. */
export const isEarned = (a: TAchievement): boolean => a.status !== "in_progress";

/** The screen's two groups, each in the contract's order (the server answers in ACHIEVEMENT_IDS order). */
export function groupAchievements(list: TAchievementList): { earned: TAchievement[]; inProgress: TAchievement[] } {
  return { earned: list.filter(isEarned), inProgress: list.filter((a) => !isEarned(a)) };
}

/**
 * The earned achievements nobody has told the person about yet (status completed), leaving out those this app
 * session already announced: the toast and the screen's badge each claim an id once, and a read that was in
 * flight while mark-notified ran may still say "completed" for it.
 */
export function toAnnounce(list: TAchievementList, announced: ReadonlySet<TAchievementId>): TAchievementId[] {
  return list.filter((a) => a.status === "completed" && !announced.has(a.id)).map((a) => a.id);
}

/** "3 / 7": progress is capped at the target by the contract, and clamped here so a bar never overflows. */
export function progressText(a: Pick<TAchievement, "progress" | "target">): string {
  return `${clampProgress(a)} / ${a.target}`;
}

export function clampProgress(a: Pick<TAchievement, "progress" | "target">): number {
  return Math.max(0, Math.min(a.progress, a.target));
}

/** The bar's filled share, 0 to 100. */
export function progressPercent(a: Pick<TAchievement, "progress" | "target">): number {
  return a.target > 0 ? Math.round((clampProgress(a) / a.target) * 100) : 0;
}

/**
 * "21 ноября 2026 г." / "November 21, 2026": the day it was earned, in the person's own time zone (achievedAt
 * is an instant). `timeZone` is for tests; an unreadable timestamp gives null rather than "Invalid Date".
 */
export function formatEarnedDate(language: string, achievedAt: string | null, timeZone?: string): string | null {
  if (!achievedAt) return null;
  const date = new Date(achievedAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(language, { day: "numeric", month: "long", year: "numeric", timeZone });
}

/**
 * docs/product.md §2 Toasts: one at a time. Several achievements earned by one change make one toast naming the first (in
 * the contract's order) and counting the rest, rather than a queue of toasts that would bury the screen's own.
 */
export function unlockSummary(ids: readonly TAchievementId[]): { first: TAchievementId; more: number } | null {
  const [first] = ids;
  return first === undefined ? null : { first, more: ids.length - 1 };
}

/**
 * Whether the unlock toast may take the place of the toast on screen (docs/product.md §2: one at a time). A plain
 * confirmation ("meal saved") gives way: the achievement is news about that same action, and showing it at once
 * ties the two together instead of popping up seconds later over whatever the person does next. An error, a
 * warning or a toast with a button (an undo) is waited for: replacing it would lose what it says or offers.
 */
export function mayReplaceToast(current: { type: string; open: boolean; action?: unknown } | null): boolean {
  if (current === null || !current.open) return true;
  return current.action === undefined && (current.type === "success" || current.type === "info");
}
