import { describe, expect, it } from "vitest";
import type { FeatureStrings } from "./feature-strings";
import { i18n } from "./index";
import { en as enCore } from "./locales/en";
import { ru as ruCore } from "./locales/ru";

// A component test (jsdom) rather than a unit one: it imports the pages that hold their strings, and with them i18n,
// which sets the document's language as it loads.

/** The features' own catalogues (feature-catalogs.ts), by file: two files, one per language, */
const FEATURE_RU = import.meta.glob<object>("../features/*/strings/ru.ts", { eager: true });
const FEATURE_EN = import.meta.glob<object>("../features/*/strings/en.ts", { eager: true });
/** or one file holding both, */
const STRINGS_FILES = import.meta.glob<Record<string, FeatureStrings<object>>>("../features/*/strings.ts", {
  eager: true,
});
/**
 * or the page module of a feature with one screen, holding both above its component. Pages are found by their source
 * and only those that declare strings are imported, so this test does not load every screen of the app.
 */
const PAGE_SOURCES = import.meta.glob<string>("../features/*/*-page.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>("../features/*/*-page.tsx");
const PAGES_DECLARING = Object.keys(PAGE_SOURCES).filter((file) => /\bfeatureStrings\(/.test(PAGE_SOURCES[file] ?? ""));
/** A module's catalogues in the one-file shape: its exports made of exactly a Russian and an English catalogue. */
const isBoth = (value: unknown): value is FeatureStrings<object> =>
  typeof value === "object" && value !== null && Object.keys(value).join() === "ru,en";
const PAGE_STRINGS: Record<string, Record<string, FeatureStrings<object>>> = Object.fromEntries(
  await Promise.all(
    PAGES_DECLARING.map(async (file) => {
      const page = await PAGE_MODULES[file]!();
      return [file, Object.fromEntries(Object.entries(page).filter(([, value]) => isBoth(value)))];
    }),
  ),
);
const FEATURE_BOTH = { ...STRINGS_FILES, ...PAGE_STRINGS };
const inLanguage = (language: "ru" | "en") =>
  Object.values(FEATURE_BOTH).map((file) =>
    Object.fromEntries(Object.entries(file).map(([name, strings]) => [name, strings[language]])),
  );
const BOTH_RU = inLanguage("ru");
const ru = Object.assign({}, ruCore, ...Object.values(FEATURE_RU), ...BOTH_RU);
const en = Object.assign({}, enCore, ...Object.values(FEATURE_EN), ...inLanguage("en"));

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const ruKeys = flatten(ru);
const enKeys = flatten(en);
const base = (keys: Map<string, string>) => new Set([...keys.keys()].map((k) => k.replace(PLURAL, "")));

describe("translation catalogues (docs/code-style.md §9)", () => {
  it("find each feature's catalogues in both languages, each namespace once", () => {
    const folders = (files: object) => Object.keys(files).map((f) => f.replace(/strings\/\w+\.ts$/, ""));
    expect(folders(FEATURE_EN)).toEqual(folders(FEATURE_RU));
    expect(Object.keys(FEATURE_RU).length).toBeGreaterThan(0);
    for (const [file, strings] of Object.entries(STRINGS_FILES)) {
      for (const [name, both] of Object.entries(strings))
        expect(Object.keys(both), `${file} ${name}`).toEqual(["ru", "en"]);
    }
    // water's strings are in its page: a glob that missed that shape would leave every such feature unchecked.
    expect(Object.keys(PAGE_SOURCES)).toContain("../features/water/water-page.tsx");
    expect(Object.keys(PAGE_STRINGS)).toContain("../features/water/water-page.tsx");
    // A page that declares strings must export them, or this test would not see them.
    for (const [file, strings] of Object.entries(PAGE_STRINGS)) expect(Object.keys(strings), file).not.toEqual([]);
  });

  it("register a page's strings in both languages when its module loads", () => {
    // The page is the only thing that registers them (add-feature-strings.ts): English is not loaded with the shell's.
    for (const [file, strings] of Object.entries(PAGE_STRINGS)) {
      for (const [name, both] of Object.entries(strings)) {
        expect(i18n.getResourceBundle("ru", "translation")?.[name], `${file} ru ${name}`).toEqual(both.ru);
        expect(i18n.getResourceBundle("en", "translation")?.[name], `${file} en ${name}`).toEqual(both.en);
      }
    }
    const namespaces = [ruCore, ...Object.values(FEATURE_RU), ...BOTH_RU].flatMap((c) => Object.keys(c));
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual([]);
  });

  it("have the same keys in Russian and English", () => {
    const ruBase = base(ruKeys);
    const enBase = base(enKeys);
    expect([...ruBase].filter((k) => !enBase.has(k))).toEqual([]);
    expect([...enBase].filter((k) => !ruBase.has(k))).toEqual([]);
  });

  it("give Russian plurals the one, few and many forms and English one and other", () => {
    const plurals = new Set(
      [...ruKeys.keys(), ...enKeys.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, "")),
    );
    for (const key of plurals) {
      for (const form of ["one", "few", "many"]) expect(ruKeys.has(`${key}_${form}`), `ru ${key}_${form}`).toBe(true);
      for (const form of ["one", "other"]) expect(enKeys.has(`${key}_${form}`), `en ${key}_${form}`).toBe(true);
    }
  });

  it("have no empty strings and the same placeholders in both languages", () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of ruKeys) {
      expect(value.trim(), key).not.toBe("");
      const twin = enKeys.get(key) ?? enKeys.get(key.replace(/_(few|many)$/, "_other"));
      if (twin !== undefined) expect(placeholders(twin), key).toEqual(placeholders(value));
    }
    for (const [key, value] of enKeys) expect(value.trim(), key).not.toBe("");
  });
});
