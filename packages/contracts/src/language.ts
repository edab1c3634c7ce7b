import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from "./constants";

/**
 * The one reading of a language for the server and the web: a value is a language only when it is one the app
 * speaks (docs/product.md §4 Language, §9), and text is in the language its letters say.
 */

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A stored or sent language as one the app speaks: anything else is the default, Russian (docs/product.md §9). */
export function languageOf(value: unknown): TLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language a text is written in: any Cyrillic letter means Russian, Latin letters alone mean English, and a
 * text of digits and signs only is in `fallback` (the person's own language).
 */
export function detectLang(text: string, fallback: TLanguage): TLanguage {
  if (/[\u0400-\u04FF]/.test(text)) return "ru";
  if (/[A-Za-z]/.test(text)) return "en";
  return fallback;
}
