/**
 * The core of lib/format.ts that the i18n set-up needs at start: apart from the rest of that module so the
 * first route carries only these (decision 006, first-route JS). Screens import them from lib/format.ts.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build and a screen formats hundreds of numbers: one per language and options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** A number to at most `fractionDigits` decimals, with the language's group and decimal separators. */
export function formatNumber(language: string, value: number, fractionDigits = 0): string {
  return numberFormat(language, { maximumFractionDigits: fractionDigits }).format(value);
}

/**
 * What a translation shows for an interpolated value: a number to one decimal in the language's style (grams and
 * weights carry one decimal at most); anything else as it is.
 */
export function formatInterpolated(value: unknown, language: string | undefined): unknown {
  return typeof value === "number" && Number.isFinite(value) ? formatNumber(language ?? "ru", value, 1) : value;
}
