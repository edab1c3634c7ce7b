import type { TNutrientIntake } from "@tarelka/contracts";

/**
 * Numbers, units and dates of the supplements screen, per locale with Intl (the brief: numbers per locale, units
 * localised). Pure, so the tests pin what a person reads.
 */

// The numbers are written by the app's one formatting module; this file keeps the screen's units and dates.
export { formatAmount, formatPercent } from "../../lib/format";

/** The catalogue key of a contract unit: the micro sign stays out of translation keys. */
export function unitKey(unit: TNutrientIntake["unit"]): "ug" | "mg" | "g" {
  return unit === "µg" ? "ug" : unit;
}

/** "3 марта" / "March 3": a calendar date read at noon UTC, so no time zone moves it to another day. */
export function formatDay(language: string, isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(language, {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

/**
 * "3 марта 2026 г." / "March 3, 2026": the day of an instant (when a suggestion was accepted) in the person's own
 * time zone. `timeZone` is for tests; an unreadable timestamp gives null rather than "Invalid Date".
 */
export function formatInstantDay(language: string, instant: string, timeZone?: string): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(language, { day: "numeric", month: "long", year: "numeric", timeZone });
}
