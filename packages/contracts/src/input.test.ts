import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIARY_DATE_RANGE, isCleanText, ZDiaryDateSchema, ZInstantSchema, zText } from "./input";

/** The rule written the other way round: code point by code point, as a reviewer would state it. */
function cleanByCodePoints(text: string, multiline: boolean): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0xd800 && cp <= 0xdfff) return false; // a surrogate left alone by the iterator has no pair
    if (cp === 0x7f) return false;
    if (cp < 0x20 && !(multiline && (cp === 0x09 || cp === 0x0a || cp === 0x0d))) return false;
  }
  return true;
}

describe("isCleanText", () => {
  it("agrees with a code-point reading of the rule on any UTF-16 string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), fc.boolean(), (text, multiline) => {
        expect(isCleanText(text, multiline)).toBe(cleanByCodePoints(text, multiline));
      }),
      { seed: 7, numRuns: 500 },
    );
  });

  it("accepts every well-formed printable string, emoji and other scripts included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        const printable = text.replace(/\p{Cc}/gu, "");
        expect(isCleanText(printable)).toBe(true);
      }),
      { seed: 11, numRuns: 1000 },
    );
    expect(isCleanText("борщ 🍲 с 𝄞")).toBe(true);
  });

  it("refuses NUL, other control characters and lone surrogates wherever they sit", () => {
    for (const bad of ["\u0000", "\u001b", "\u007f", "\ud800", "\udfff"]) {
      for (const text of [bad, `a${bad}`, `${bad}a`, `a${bad}b`]) expect(isCleanText(text, true)).toBe(false);
    }
    expect(isCleanText("\udc00\ud800")).toBe(false); // a pair in the wrong order is two lone halves
    expect(isCleanText("a\nb")).toBe(false);
    expect(isCleanText("a\r\n\tb", true)).toBe(true);
  });
});

describe("zText", () => {
  it("trims, then counts the length, then checks the characters", () => {
    const name = zText({ min: 1, max: 5 });
    expect(name.parse("  Анна  ")).toBe("Анна");
    expect(name.safeParse("   ").success).toBe(false);
    expect(name.safeParse("Анна-Мария").success).toBe(false);
    expect(name.safeParse("ан\u0000на").success).toBe(false);
    expect(zText({ max: 20, multiline: true }).parse(" утром\nи вечером ")).toBe("утром\nи вечером");
  });
});

describe("ZDiaryDateSchema", () => {
  it("accepts exactly the real days from 2000-01-01 to 2099-12-31, over years 0000 to 9999", () => {
    const day = fc
      .date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        const inRange = date >= DIARY_DATE_RANGE.min && date <= DIARY_DATE_RANGE.max;
        expect(ZDiaryDateSchema.safeParse(date).success).toBe(inRange);
      }),
      { seed: 3, numRuns: 2000 },
    );
    for (const edge of ["2000-01-01", "2099-12-31", "2024-02-29"]) expect(ZDiaryDateSchema.parse(edge)).toBe(edge);
    for (const bad of [
      "1999-12-31",
      "2100-01-01",
      "0000-01-01",
      "9999-12-31",
      "2026-02-29",
      "2026-1-1",
      "+2026-01-01",
    ]) {
      expect(ZDiaryDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("ZInstantSchema", () => {
  it("takes an ISO moment with an offset within the diary's years and refuses year 0 and 9999", () => {
    expect(ZInstantSchema.safeParse("2026-11-23T10:00:00+03:00").success).toBe(true);
    for (const bad of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-11-23T10:00:00", "yesterday"]) {
      expect(ZInstantSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
