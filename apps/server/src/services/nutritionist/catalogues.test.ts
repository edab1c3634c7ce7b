import { SUPPORTED_LANGUAGES } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { SUPPLEMENT_SENTENCES } from "../supplements/texts";
import { DIARY_TEXTS } from "./diary-texts";
import { type PluralForms, plural } from "./format";
import { RECOMMENDATION_TEXTS } from "./recommendation-texts";
import { TEXTS } from "./texts";

/**
 * The server's text catalogues, checked as the web checks its own (apps/web/src/i18n/catalog.test.tsx): the same keys
 * in Russian and English, Russian plurals with one / few / many and English with one / other, nothing empty.
 * The types already refuse a missing or extra key; this test also catches a function taking other arguments.
 */
const CATALOGUES = {
  nutritionist: TEXTS,
  diary: DIARY_TEXTS,
  recommendations: RECOMMENDATION_TEXTS,
  supplements: SUPPLEMENT_SENTENCES,
} as const;

type Leaf =
  | { kind: "text"; value: string }
  | { kind: "function"; arity: number; value: (...args: unknown[]) => unknown }
  | { kind: "plural"; value: PluralForms };

const isPlural = (value: object): value is PluralForms => "one" in value && ("other" in value || "many" in value);

function leaves(tree: object, prefix = ""): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, { kind: "text", value });
    else if (typeof value === "function") out.set(path, { kind: "function", arity: value.length, value });
    else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) out.set(`${path}.${i}`, { kind: "text", value: String(v) });
    } else if (value && typeof value === "object" && isPlural(value)) out.set(path, { kind: "plural", value });
    else if (value && typeof value === "object") for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe.each(Object.entries(CATALOGUES))("the %s catalogue", (_name, catalogue) => {
  const ru = leaves(catalogue.ru);
  const en = leaves(catalogue.en);

  it("has the same keys in Russian and English, each of the same kind and, for a function, the same arguments", () => {
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    for (const [key, leaf] of ru) {
      const twin = en.get(key);
      expect(twin?.kind, key).toBe(leaf.kind);
      if (leaf.kind === "function" && twin?.kind === "function") expect(twin.arity, key).toBe(leaf.arity);
    }
  });

  it("gives Russian plurals the one, few and many forms and English one and other", () => {
    for (const [key, leaf] of ru) {
      if (leaf.kind !== "plural") continue;
      expect(Object.keys(leaf.value).sort(), `ru ${key}`).toEqual(["few", "many", "one"]);
      expect(Object.keys((en.get(key) as { value: object }).value).sort(), `en ${key}`).toEqual(["one", "other"]);
    }
  });

  it("has no empty text, and every function writes a non-empty text in both languages", () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const [key, leaf] of { ru, en }[lang]) {
        if (leaf.kind === "text") expect(leaf.value.trim(), `${lang} ${key}`).not.toBe("");
        if (leaf.kind === "plural") for (const form of Object.values(leaf.value)) expect(form.trim()).not.toBe("");
        if (leaf.kind === "function") {
          const args = Array.from({ length: leaf.arity }, (_, i) => `x${i}`);
          expect(String(leaf.value(...args)).trim(), `${lang} ${key}`).not.toBe("");
        }
      }
    }
  });
});

describe("plural forms are chosen by Intl.PluralRules", () => {
  const days = DIARY_TEXTS.ru.days;
  it.each([
    [1, "день"],
    [2, "дня"],
    [4, "дня"],
    [5, "дней"],
    [11, "дней"],
    [12, "дней"],
    [14, "дней"],
    [21, "день"],
    [22, "дня"],
    [25, "дней"],
    [101, "день"],
    [111, "дней"],
  ])("Russian %i → %s", (n, form) => {
    expect(plural(n, "ru", days)).toBe(form);
  });

  it("English: one for 1, other for everything else", () => {
    expect(plural(1, "en", DIARY_TEXTS.en.days)).toBe("day");
    for (const n of [0, 2, 5, 11, 21]) expect(plural(n, "en", DIARY_TEXTS.en.days)).toBe("days");
  });

  it("a Russian count after «около» takes the genitive: 1 стакана, 2 and 5 стаканов", () => {
    const glasses = DIARY_TEXTS.ru.glasses;
    expect([1, 2, 5, 21].map((n) => plural(n, "ru", glasses))).toEqual(["стакана", "стаканов", "стаканов", "стакана"]);
  });
});
