import { describe, expect, it, vi } from "vitest";
import {
  formatAmount,
  formatInputNumber,
  formatInterpolated,
  formatKg,
  formatNumber,
  formatPercent,
  formatSignedKg,
  parseDecimal,
} from "./format";

// Intl separates Russian thousands with a no-break space; the tests read it as a plain one.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("numbers in the screen's language", () => {
  it("groups thousands in both languages", () => {
    expect(plain(formatNumber("ru", 1455))).toBe("1 455");
    expect(formatNumber("en", 1455)).toBe("1,455");
    expect(formatNumber("ru", 999)).toBe("999");
  });

  it("writes a decimal comma in Russian and a point in English", () => {
    expect(formatNumber("ru", 21.24, 1)).toBe("21,2");
    expect(formatNumber("en", 21.24, 1)).toBe("21.2");
    expect(formatKg("ru", 72.5)).toBe("72,5");
    expect(formatKg("ru", 72)).toBe("72");
  });

  it("signs a change with a true minus and never signs zero", () => {
    expect(formatSignedKg("ru", -0.84)).toBe("\u22120,8");
    expect(formatSignedKg("en", 0.04)).toBe("0");
  });

  it("writes shares and small amounts in the language's style", () => {
    expect(plain(formatPercent("ru", 0.25))).toBe("25 %");
    expect(formatPercent("en", 0.25)).toBe("25%");
    expect(plain(formatPercent("ru", 0.099, 1))).toBe("9,9 %");
    expect(formatPercent("en", 0.099)).toBe("10%");
    expect(formatAmount("ru", 2.4)).toBe("2,4");
    expect(plain(formatAmount("ru", 3500))).toBe("3 500");
  });
});

describe("numbers in translations", () => {
  it("formats numbers to one decimal and passes other values through", () => {
    expect(plain(String(formatInterpolated(1455, "ru")))).toBe("1 455");
    expect(formatInterpolated(21.25, "en")).toBe("21.3");
    expect(formatInterpolated("72,5", "ru")).toBe("72,5");
    expect(formatInterpolated(undefined, "ru")).toBeUndefined();
    expect(formatInterpolated(Number.NaN, "ru")).toBeNaN();
  });

  it("shows every interpolated number of a catalogue string in the language's style", async () => {
    // The app's i18n instance sets the page's lang attribute as it loads; a bare stand-in is enough here.
    vi.stubGlobal("document", { documentElement: {} });
    const { i18n } = await import("../i18n");
    i18n.addResourceBundle("ru", "translation", { test: { kcal: "{{value}} ккал", grams: "{{value}} г" } }, true);
    i18n.addResourceBundle("en", "translation", { test: { kcal: "{{value}} kcal" } }, true);
    const t = i18n.getFixedT("ru");
    expect(plain(t("test.kcal" as never, { value: 1455 }))).toBe("1 455 ккал");
    expect(t("test.grams" as never, { value: 21.2 })).toBe("21,2 г");
    expect(i18n.getFixedT("en")("test.kcal" as never, { value: 1455 })).toBe("1,455 kcal");
    vi.unstubAllGlobals();
  });
});

describe("numbers in input fields", () => {
  it("shows a stored number as it would be typed, without grouping", () => {
    expect(formatInputNumber("ru", 72.5)).toBe("72,5");
    expect(formatInputNumber("en", 72.5)).toBe("72.5");
    expect(formatInputNumber("ru", 1750)).toBe("1750");
    expect(formatInputNumber("ru", null)).toBe("");
  });

  it("reads a decimal comma or point, and ignores spaces between digits", () => {
    expect(parseDecimal("72,5")).toBe(72.5);
    expect(parseDecimal("72.5")).toBe(72.5);
    expect(parseDecimal("1\u00a0455")).toBe(1455);
    expect(parseDecimal("-5")).toBeNull();
    expect(parseDecimal("7,2,5")).toBeNull();
    expect(parseDecimal("")).toBeNull();
  });

  it("reads back what it shows, in both languages", () => {
    for (const value of [0, 0.5, 72.5, 180, 2500]) {
      expect(parseDecimal(formatInputNumber("ru", value))).toBe(value);
      expect(parseDecimal(formatInputNumber("en", value))).toBe(value);
    }
  });
});
