import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type TLanguage } from "@tarelka/contracts";
import i18next, { type FormatterModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { formatInterpolated } from "../lib/format-core";
import { registeredEnglishCatalogs } from "./feature-catalogs";
import type { RuCatalog } from "./locales/ru";
import { common as ruCommon } from "./locales/ru/common";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: RuCatalog };
  }
}

/** docs/product.md §4 Language: ru or en, default ru, persisted locally and restored at load. */
export const LANGUAGE_STORAGE_KEY = "tarelka.language";

/** The one check of a language value, shared with the server (@tarelka/contracts). */
export { isLanguage };

export function readSavedLanguage(): TLanguage {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    // docs/product.md §5: a saved language other than ru or en is ignored.
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Every number a translation interpolates is written in the screen's language ("1 455 ккал", "21,2 г") by the
 * app's one formatting module (lib/format.ts). It replaces i18next's own formatter: no catalogue names a format.
 */
const numbersInLanguage: FormatterModule = {
  type: "formatter",
  init: () => {},
  add: () => {},
  addCached: () => {},
  // Other values pass unchanged (i18next's type says string; a missing value must stay undefined to be reported).
  format: (value, _format, language) => formatInterpolated(value, language) as string,
};

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(numbersInLanguage)
  .init({
    lng: readSavedLanguage(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Only the shell's Russian strings ship with the entry. Each first route brings its own Russian catalogues
    // (addRussianCatalogs), and English arrives in one chunk when chosen (loadLanguage): decision 006, first-route JS.
    resources: { ru: { translation: { common: ruCommon } } },
    partialBundledLanguages: true,
    // Every interpolated value passes the formatter below, so no catalogue string shows a bare "1455".
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
    // A missing key is loud in development and never silently shows another language.
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, _ns, key) => {
      if (import.meta.env.DEV) console.warn(`i18n: missing key "${key}"`);
    },
  });

document.documentElement.lang = i18n.language;

/** Registers Russian feature catalogues; called by the chunk that renders them, before it renders. */
export function addRussianCatalogs(catalogs: { [K in keyof RuCatalog]?: Partial<RuCatalog[K]> }): void {
  i18n.addResourceBundle("ru", "translation", catalogs, true, false);
}

let english: Promise<void> | null = null;

/** Makes sure a language's strings are loaded; Russian ships with the code, English is one lazy chunk. */
export function loadLanguage(language: TLanguage): Promise<void> {
  if (language !== "en") return Promise.resolve();
  // The shell's English and every feature's own (feature-catalogs.ts), all before the switch shows them.
  english ??= Promise.all([import("./locales/en").then(({ en }) => en), ...registeredEnglishCatalogs().map((l) => l())])
    .then((catalogs) => {
      for (const catalog of catalogs) i18n.addResourceBundle("en", "translation", catalog, true, true);
    })
    .catch((error: unknown) => {
      english = null; // a failed download may be retried on the next switch
      throw error;
    });
  return english;
}

/** Changes the language, persists it and notifies listeners (i18next's languageChanged event). */
export async function setLanguage(language: TLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable in private mode or a locked-down WebView; the choice still applies now.
  }
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
