// Meals typed in a hurry (docs/product.md, Nutrition numbers; decision 024): amounts, fat contents and counts glued to
// their words, headers, times and list marks, read as they would be with the spaces put back.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const one = (text: string) => {
  const r = analyzeMealText(text);
  expect(r.items, text).toHaveLength(1);
  expect(r.unmatched, text).toEqual([]);
  return r.items[0]!;
};

describe("what is glued to a word", () => {
  it("reads a fat content glued to its food as if spaced", () => {
    // "сметана10%" was "сметана 10" (ten of something) with the "%" dropped; "ряженка4%" kept the default 2,5%.
    for (const [glued, spaced] of [
      ["сметана10% 100г", "сметана 10% 100г"],
      ["ряженка4% 200мл", "ряженка 4% 200мл"],
      ["молоко1,5% стакан", "молоко 1,5% стакан"],
      ["творог2%180г", "творог 2% 180г"],
    ]) {
      const a = one(glued!);
      const b = one(spaced!);
      expect([a.foodId, a.grams], glued).toEqual([b.foodId, b.grams]);
    }
  });

  it("reads a count glued to a food's word or to a spoon as the count", () => {
    expect(one("3apples").grams).toBe(one("3 apples").grams);
    expect(one("4яйца").grams).toBe(one("4 яйца").grams);
    // "2ст" read as one word gave the "л" after it to the sour cream as a litre.
    expect(one("сметана 3ст.л").grams).toBe(one("сметана 3 ст.л").grams);
    expect(one("масло 1ст.л.").grams).toBe(one("масло 1 ст.л.").grams);
  });
});
