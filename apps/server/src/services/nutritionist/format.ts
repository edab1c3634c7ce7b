/**
 * Language and number formatting of the AI nutritionist's texts. It answers in Russian or English
 * (product-decisions.md, AI providers); numbers are written the way each language writes them (1 850,5 / 1,850.5).
 */

export type Lang = "ru" | "en";

/** The person's language: the profile's, else the stored account language; Russian unless English (spec §9). */
export function profileLang(profileLanguage: string | null | undefined, accountLanguage: string): Lang {
  return (profileLanguage ?? accountLanguage) === "en" ? "en" : "ru";
}

/**
 * The language a question is written in: any Cyrillic letter means Russian, Latin letters alone mean English, and
 * a question of digits and signs only is answered in the person's own language.
 */
export function detectLang(text: string, fallback: Lang): Lang {
  if (/[\u0400-\u04FF]/.test(text)) return "ru";
  if (/[A-Za-z]/.test(text)) return "en";
  return fallback;
}

const LOCALES: Record<Lang, string> = { ru: "ru-RU", en: "en-US" };

/** A number rounded to at most `decimals` places, as the language writes it; never "-0". */
export function num(n: number, lang: Lang, decimals = 0): string {
  const k = 10 ** decimals;
  const rounded = Math.round(n * k) / k || 0;
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: decimals }).format(rounded);
}

/** A change with its sign ("+0,4", "−1,2"); zero has none. */
export function signed(n: number, lang: Lang, decimals = 1): string {
  const k = 10 ** decimals;
  const rounded = Math.round(n * k) / k || 0;
  if (rounded === 0) return num(0, lang, decimals);
  return `${rounded > 0 ? "+" : "−"}${num(Math.abs(rounded), lang, decimals)}`;
}

/** "21 ноября" / "November 21" for a YYYY-MM-DD calendar day. */
export function dayName(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The Russian word form for a count: forms are [one, few, many] ("приём", "приёма", "приёмов"). */
export function plural(n: number, lang: Lang, forms: readonly [string, string, string] | readonly [string, string]) {
  const rule = new Intl.PluralRules(LOCALES[lang]).select(n);
  if (lang === "en") return rule === "one" ? forms[0] : forms[1];
  if (rule === "one") return forms[0];
  if (rule === "few") return forms[1];
  return forms[2] ?? forms[1];
}

export const UNITS: Record<Lang, { kcal: string; g: string; ml: string; kg: string }> = {
  ru: { kcal: "ккал", g: "г", ml: "мл", kg: "кг" },
  en: { kcal: "kcal", g: "g", ml: "ml", kg: "kg" },
};

/** Calories as "1 850 ккал". */
export const kcal = (n: number, lang: Lang) => `${num(n, lang)} ${UNITS[lang].kcal}`;
/** Grams to 0.1 as "45,5 г". */
export const grams = (n: number, lang: Lang) => `${num(n, lang, 1)} ${UNITS[lang].g}`;
/** Millilitres as "1 200 мл". */
export const ml = (n: number, lang: Lang) => `${num(n, lang)} ${UNITS[lang].ml}`;
/** Kilograms to 0.1 as "81,9 кг". */
export const kg = (n: number, lang: Lang) => `${num(n, lang, 1)} ${UNITS[lang].kg}`;

/** "a, b and c" / "a, b и c". */
export function listOf(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${lang === "ru" ? "и" : "and"} ${items.at(-1)}`;
}
