import type { TNutrientIntake } from "@tarelka/contracts";

/**
 * Numbers, units and dates of the supplements screen, per locale with Intl (the brief: numbers per locale, units
 * localised). Pure, so the tests pin what a person reads.
 */

/**
 * An intake amount with as many decimals as its size needs: the references run from 2.4 µg (vitamin B12) to
 * thousands of mg (potassium), so one fixed precision would either hide the small ones or clutter the large ones.
 */
export function formatAmount(language: string, value: number): string {
  const magnitude = Math.abs(value);
  const fractionDigits = magnitude === 0 || magnitude >= 10 ? 0 : magnitude >= 1 ? 1 : 2;
  return new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A share as a whole percent in the locale's style ("25 %" in Russian, "25%" in English). */
export function formatPercent(language: string, fraction: number): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(fraction);
}

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
