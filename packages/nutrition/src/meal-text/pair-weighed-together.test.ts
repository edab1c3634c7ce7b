// One weight typed after two foods joined by "and", neither with an amount of its own: the pair weighed together
// (quantities.ts, weighedTogether; decision 024, follow-up "English readings mended").
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const gramsOf = (text: string) => read(text).items.map((i) => [i.name, Math.round(i.grams)]);
const total = (text: string) => read(text).items.reduce((sum, i) => sum + i.grams, 0);

describe("a weight after two foods joined by and", () => {
  it("weighs the two together, shared by what each is read as alone", () => {
    // Before: all 200 g were gravy, and the potatoes their 200 g serving besides (258 g of the 200 typed and more).
    expect(gramsOf("mashed potatoes and gravy 200 g")).toEqual([
      ["mashed potatoes", 154],
      ["gravy", 46],
    ]);
    // Before: a slice of spam (56 g) and 200 g of eggs; a slice of spam and two eggs share the weight.
    expect(gramsOf("spam and eggs 200 g")).toEqual([
      ["spam", 72],
      ["egg", 128],
    ]);
    for (const text of [
      "mashed potatoes and gravy 200 g",
      "spam and eggs 200g",
      "steak and fries 300 g",
      "yogurt and granola 250g",
      "bangers and mash 180 g",
      "pasta & meatballs 350 g",
      "for lunch: spam and eggs 200 g",
      "had spam and eggs 200 g and a coffee",
    ]) {
      const items = read(text).items.filter((i) => i.name !== "coffee");
      expect(items, text).toHaveLength(2);
      const typed = Number(/(\d+)\s*g/.exec(text)![1]);
      expect(items[0]!.grams + items[1]!.grams, text).toBeCloseTo(typed, 5);
      expect(
        items.every((i) => !i.portionAssumed && i.grams < typed),
        text,
      ).toBe(true);
    }
  });

  it("shares ounces too", () => {
    expect(total("steak and eggs 8 oz")).toBeCloseTo(8 * 28.35, 0);
  });

  it("reads a pair the catalog or FNDDS names as one dish as that dish", () => {
    expect(gramsOf("chicken and rice 400 g")).toEqual([["chicken and rice", 400]]);
    expect(gramsOf("rice and beans 300g")).toEqual([["Beans and white rice", 300]]);
  });

  it("leaves the weight to the food it follows where the other has its own amount", () => {
    expect(gramsOf("2 eggs and toast 200 g")).toEqual([
      ["egg", 100],
      ["toast", 200],
    ]);
  });

  it("gives each food the weight said for each", () => {
    expect(gramsOf("rice and chicken 150 g each")).toEqual([
      ["rice", 150],
      ["chicken", 150],
    ]);
  });

  it("leaves a weight too small for the pair to the food it follows", () => {
    // Under half of what the two weigh alone: the weight is the second's ("omelette with cheese 30 g" alike).
    expect(gramsOf("pancakes and syrup 20 g").at(-1)).toEqual(["maple syrup", 20]);
  });

  it("leaves the tail of a longer list and a drink alone", () => {
    // "toast, spam and eggs 200 g": the weight may be the whole list's or the eggs'; it stays the eggs'.
    expect(gramsOf("toast, spam and eggs 200 g").at(-1)).toEqual(["egg", 200]);
    expect(gramsOf("cookies and milk 200 g").at(-1)?.[1]).toBe(200);
  });
});
