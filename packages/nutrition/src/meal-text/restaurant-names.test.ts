// Names of restaurant and home dishes and sauces told in meal sentences that were lost or read as another food
// (decision 024, follow-up "English meals told as sentences"; catalog rows cite their records).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const grams = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("sauces named by their own names", () => {
  it("honey mustard is FNDDS's dressing, not mustard", () => {
    // It was 5 g of mustard, the honey dropped unshown (3 kcal where the dip cup is 144).
    expect(grams("an order of chicken tenders with honey mustard")).toEqual([
      ["chicken-tenders", 100],
      ["honey-mustard", 31],
    ]);
    expect(grams("2 tbsp honey mustard")).toEqual([["honey-mustard", 30]]);
    expect(grams("mustard")).toEqual([["mustard", 5]]);
  });

  it("brown sauce is steak sauce", () => {
    // It was left unread.
    const r = read("a bacon sandwich with brown sauce");
    expect(r.unmatched).toEqual([]);
    expect(r.items.map((i) => i.foodId)).toContain("steak-sauce");
  });
});

describe("a caprese salad", () => {
  it("is tomato and mozzarella with basil and oil, its parts named after it its own", () => {
    // It was the 150 g garden salad (27 kcal); with its parts named, a fresh fruit salad beside them.
    expect(grams("caprese salad")).toEqual([["caprese-salad", 219]]);
    expect(grams("a caprese salad with fresh mozzarella, tomatoes, basil and olive oil")).toEqual([
      ["caprese-salad", 219],
    ]);
  });

  it("leaves fresh mozzarella the cheese", () => {
    expect(grams("fresh mozzarella 50g")).toEqual([["mozzarella", 50]]);
  });
});
