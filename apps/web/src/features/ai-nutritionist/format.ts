import type { TRecommendation } from "@tarelka/contracts";
import { formatNumber } from "../../lib/format";

/**
 * Numbers and dates of the nutritionist's screen, written per locale with Intl (the brief: numbers and dates per
 * locale). Pure, so the tests pin what a person reads; `timeZone` is for the tests, the screen uses the device's.
 */

/** A count (a length, a limit) in the language's style: "1 000" / "1,000". */
export const formatCount = (language: string, value: number): string => formatNumber(language, value);

/** A calendar date read at noon UTC, so no time zone moves it to the day before or after. */
const atNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "21 ноября" / "November 21": a diary day (YYYY-MM-DD) as a heading names it. */
export function formatDay(language: string, isoDate: string): string {
  return atNoon(isoDate).toLocaleDateString(language, { day: "numeric", month: "long", timeZone: "UTC" });
}

/** "09:30" / "9:30 AM": when a message was written, in the person's clock. An unreadable instant gives "". */
export function formatTime(language: string, instant: string, timeZone?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString(language, { timeStyle: "short", timeZone });
}

/** One recommendation replaced by the server's newer copy of it (after mark-read), the rest untouched. */
export function replaceRecommendation(list: readonly TRecommendation[], updated: TRecommendation): TRecommendation[] {
  return list.map((r) => (r.id === updated.id ? updated : r));
}
