/**
 * Numbers and dates of the analytics screen, written per locale with Intl (the brief: numbers per locale, short
 * dates). Pure, so the tests pin what a person reads.
 */

/** A whole or one-decimal number in the locale's own digits and separators. */
export function formatNumber(language: string, value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A weight to 0.1 kg, the precision the contract keeps (ZWeightLogInputSchema). */
export const formatKg = (language: string, kg: number): string => formatNumber(language, kg, 1);

/**
 * A change in kilograms with its sign, the minus as a true minus sign ("−0,8"), as a trend reads best. A change
 * that rounds to zero shows no sign, so "+0" or "−0" never appears.
 */
export function formatSignedKg(language: string, kg: number): string {
  const rounded = Math.round(kg * 10) / 10;
  const magnitude = formatKg(language, Math.abs(rounded));
  if (rounded === 0) return magnitude;
  return `${rounded > 0 ? "+" : "\u2212"}${magnitude}`;
}

/** A share as a whole percent in the locale's style ("25 %" in Russian, "25%" in English). */
export function formatPercent(language: string, fraction: number): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(fraction);
}

/**
 * The adaptive expenditure is an estimate from a trend and logged meals: to the nearest 10 kcal, so the screen
 * claims no precision the maths does not have (contracts ZCaloriesHistorySchema.estimatedExpenditure).
 */
export const formatApproxKcal = (language: string, kcal: number): string =>
  formatNumber(language, Math.round(kcal / 10) * 10);

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
