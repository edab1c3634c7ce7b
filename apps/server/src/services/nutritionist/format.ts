import { languageOf, type TLanguage } from "@tarelka/contracts";

/**
 * Language and number formatting of the AI nutritionist's texts. It answers in Russian or English
 * (docs/product.md, AI providers); numbers are written the way each language writes them (1 850,5 / 1,850.5).
 * The language type and the reading of a question's language are the app's one pair in @tarelka/contracts.
 */

/** The person's language: the profile's, else the stored account language; Russian unless English (docs/product.md §9). */
export function profileLang(profileLanguage: string | null | undefined, accountLanguage: string): TLanguage {
  return languageOf(profileLanguage ?? accountLanguage);
}

const LOCALES: Record<TLanguage, string> = { ru: "ru-RU", en: "en-US" };

/** A number rounded to at most `decimals` places, as the language writes it; never "-0". */
export function num(n: number, lang: TLanguage, decimals = 0): string {
  const k = 10 ** decimals;
  const rounded = Math.round(n * k) / k || 0;
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: decimals }).format(rounded);
}

/** A change with its sign ("+0,4", "−1,2"); zero has none. */
export function signed(n: number, lang: TLanguage, decimals = 1): string {
  const k = 10 ** decimals;
  const rounded = Math.round(n * k) / k || 0;
  if (rounded === 0) return num(0, lang, decimals);
  return `${rounded > 0 ? "+" : "−"}${num(Math.abs(rounded), lang, decimals)}`;
}

/** "21 ноября" / "November 21" for a YYYY-MM-DD calendar day. */
export function dayName(date: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A word's forms by Intl.PluralRules category, as a catalogue writes them: Russian one / few / many ("день",
 * "дня", "дней"), English one / other. A fraction, Russian "other", takes the many form.
 */
export type PluralForms =
  | { readonly one: string; readonly few: string; readonly many: string }
  | { readonly one: string; readonly other: string };

/** A catalogue's forms as the union type, so the English catalogue may give one / other where Russian gives three. */
export const pluralForms = (forms: PluralForms): PluralForms => forms;

/** The form of a word for a count in the language (the web's catalogues choose the same way, i18n/catalog.test.tsx). */
export function plural(n: number, lang: TLanguage, forms: PluralForms): string {
  const rule = new Intl.PluralRules(LOCALES[lang]).select(n);
  if ("other" in forms) return rule === "one" ? forms.one : forms.other;
  if (rule === "one") return forms.one;
  if (rule === "few") return forms.few;
  return forms.many;
}

export const UNITS: Record<TLanguage, { kcal: string; g: string; mg: string; ml: string; kg: string }> = {
  ru: { kcal: "ккал", g: "г", mg: "мг", ml: "мл", kg: "кг" },
  en: { kcal: "kcal", g: "g", mg: "mg", ml: "ml", kg: "kg" },
};

/** Calories as "1 850 ккал". */
export const kcal = (n: number, lang: TLanguage) => `${num(n, lang)} ${UNITS[lang].kcal}`;
/** Grams to 0.1 as "45,5 г". */
export const grams = (n: number, lang: TLanguage) => `${num(n, lang, 1)} ${UNITS[lang].g}`;
/** Millilitres as "1 200 мл". */
export const ml = (n: number, lang: TLanguage) => `${num(n, lang)} ${UNITS[lang].ml}`;
/** Kilograms to 0.1 as "81,9 кг". */
export const kg = (n: number, lang: TLanguage) => `${num(n, lang, 1)} ${UNITS[lang].kg}`;

const AND: Record<TLanguage, string> = { ru: "и", en: "and" };

/** "a, b and c" / "a, b и c"; `and` is another last joining word ("или" / "or"). */
export function listOf(items: readonly string[], lang: TLanguage, and = AND[lang]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}
