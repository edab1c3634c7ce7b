import { describe, expect, it } from "vitest";
import { featureStrings } from "./feature-strings";

/**
 * A feature's one strings file is checked by the compiler (`featureStrings`, feature-strings.ts): this file fails
 * `npm run typecheck` when a missing or extra English key is no longer an error.
 */
describe("featureStrings", () => {
  it("takes English with every Russian key, Russian-only plural forms aside", () => {
    const strings = featureStrings({
      ru: { title: "Сон", nights_one: "{{count}} ночь", nights_few: "{{count}} ночи", nights_many: "{{count}} ночей" },
      en: { title: "Sleep", nights_one: "{{count}} night" },
    });
    expect(strings.en.title).toBe("Sleep");
  });

  it("refuses English that lacks a key or has one Russian does not", () => {
    featureStrings({
      ru: { title: "Сон", hours: "{{value}} ч" },
      // @ts-expect-error: `hours` is missing in English.
      en: { title: "Sleep" },
    });
    featureStrings({
      ru: { title: "Сон" },
      // @ts-expect-error: `extra` is not a Russian key.
      en: { title: "Sleep", extra: "Extra" },
    });
    featureStrings({
      ru: { form: { hours: "Часы" } },
      // @ts-expect-error: a nested key is missing too.
      en: { form: {} },
    });
    expect(true).toBe(true);
  });
});
