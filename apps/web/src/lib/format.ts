/**
 * The one place numbers and their units become text (docs/product.md §4 Language: the screen's language throughout). Every
 * number goes through Intl with the screen's language, so Russian reads "1 455 ккал" and "72,5 кг" and English
 * "1,455 kcal" and "72.5 kg". i18n/index.ts passes every number a translation interpolates through
 * `formatInterpolated`, so a catalogue string never shows "1455"; a screen that needs another precision formats
 * the number here first and interpolates the text.
 */

import { formatNumber, numberFormat } from "./format-core";

export { formatInterpolated, formatNumber } from "./format-core";

/** A weight to 0.1 kg, the precision the contracts keep (ZWeightLogInputSchema). */
export const formatKg = (language: string, kg: number): string => formatNumber(language, kg, 1);

/**
 * A change with its sign, the minus a true minus sign ("−0,8"), as a trend reads best. A change that rounds to
 * zero shows no sign, so "+0" or "−0" never appears.
 */
export function formatSignedKg(language: string, kg: number): string {
  const rounded = Math.round(kg * 10) / 10;
  const magnitude = formatKg(language, Math.abs(rounded));
  if (rounded === 0) return magnitude;
  return `${rounded > 0 ? "+" : "\u2212"}${magnitude}`;
}

/**
 * A share as a whole percent in the language's style ("25 %" in Russian, "25%" in English), or with up to
 * `fractionDigits` decimals where a whole percent would blur a limit ("9,9 %" is under 10 %, "10 %" is not).
 */
export function formatPercent(language: string, fraction: number, fractionDigits = 0): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: fractionDigits }).format(fraction);
}

/**
 * An amount with as many decimals as its size needs: nutrient references run from 2.4 µg (vitamin B12) to
 * thousands of mg (potassium), so one fixed precision would either hide the small ones or clutter the large ones.
 */
export function formatAmount(language: string, value: number): string {
  const magnitude = Math.abs(value);
  const fractionDigits = magnitude === 0 || magnitude >= 10 ? 0 : magnitude >= 1 ? 1 : 2;
  return formatNumber(language, value, fractionDigits);
}

/**
 * An estimate to the nearest 10 kcal, so a screen claims no precision the maths does not have (contracts
 * ZCaloriesHistorySchema.estimatedExpenditure).
 */
export const formatApproxKcal = (language: string, kcal: number): string =>
  formatNumber(language, Math.round(kcal / 10) * 10);

/**
 * A number as an input field shows it for editing: the language's decimal separator ("72,5" in Russian) and no
 * group separator, so the text is exactly what a person would type.
 */
export function formatInputNumber(language: string, value: number | null | undefined): string {
  if (value == null) return "";
  return numberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/**
 * Reads a typed number in either language: "72,5" as well as "72.5" (Russian keyboards type a decimal comma),
 * with spaces (a pasted "1 455") ignored. Anything else, a sign other than "+" included, is null.
 */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, "").replace(",", ".");
  if (!/^[+]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
