import { describe, expect, it } from "vitest";
import { detectLang, isLanguage, languageOf } from "./language";

describe("language", () => {
  it("is ru or en only; anything else reads as the default, Russian (docs/product.md §9)", () => {
    expect(isLanguage("ru")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    for (const value of ["de", "EN", "", null, undefined, 1]) expect(isLanguage(value)).toBe(false);
    expect(languageOf("en")).toBe("en");
    expect(languageOf("de")).toBe("ru");
    expect(languageOf(undefined)).toBe("ru");
  });

  it("of a text: Cyrillic is Russian, Latin alone English, neither the fallback", () => {
    expect(detectLang("how much water?", "ru")).toBe("en");
    expect(detectLang("сколько воды? ok", "en")).toBe("ru");
    expect(detectLang("200?", "en")).toBe("en");
    expect(detectLang("200?", "ru")).toBe("ru");
  });
});
