/**
 * Numbers and dates of the analytics screen, written per locale with Intl (the brief: numbers per locale, short
 * dates). Pure, so the tests pin what a person reads.
 */

// The numbers are written by the app's one formatting module; this file keeps the screen's dates.
export {
  formatApproxKcal,
  formatKg,
  formatNumber,
  formatPercent,
  formatSignedKg,
} from "../../lib/format";

/** A calendar date read at noon UTC, so no time zone moves it to the day before or after. */
const atNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "3 мар." / "Mar 3": the short date of a day. */
export function formatShortDate(language: string, isoDate: string): string {
  return atNoon(isoDate).toLocaleDateString(language, { day: "numeric", month: "short", timeZone: "UTC" });
}

/** "пн" / "Mon": a week's bars are labelled by weekday. */
export function formatWeekday(language: string, isoDate: string): string {
  return atNoon(isoDate).toLocaleDateString(language, { weekday: "short", timeZone: "UTC" });
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((atNoon(to).getTime() - atNoon(from).getTime()) / 86_400_000);
}
