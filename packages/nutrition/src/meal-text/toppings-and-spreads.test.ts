// English spreads and toppings named with no amount on a bread or a dish: weighed as FNDDS's own combined records
// hold them, not as the serving the spread or the dish is eaten as alone (decision 024, English household measures).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const gramsOf = (text: string, foodId: string) => read(text).items.find((i) => i.foodId === foodId)?.grams;

describe("a nut butter spread on bread with no amount", () => {
  it("is one tablespoon a slice, as FNDDS's peanut butter sandwich holds", () => {
    // 42301015 Peanut butter sandwich: 46 g "(1 slice bread)" is a slice and one tablespoon (16 g) of peanut butter.
    expect(gramsOf("peanut butter on toast", "peanut-butter")).toBe(16);
    expect(gramsOf("toast with peanut butter", "peanut-butter")).toBe(16);
    expect(gramsOf("peanut butter toast", "peanut-butter")).toBe(16);
    expect(gramsOf("an english muffin with peanut butter", "peanut-butter")).toBe(16);
    expect(gramsOf("rice cake with peanut butter", "peanut-butter")).toBe(16);
    expect(gramsOf("toast with almond butter", "almond-butter")).toBe(16);
  });

  it("counts the slices or muffins it is spread on", () => {
    expect(gramsOf("2 slices of toast with peanut butter", "peanut-butter")).toBe(32);
    expect(gramsOf("2 english muffins with peanut butter", "peanut-butter")).toBe(32);
  });

  it("is spread beside another spread joined by and", () => {
    expect(gramsOf("toast with jam and peanut butter", "peanut-butter")).toBe(16);
    expect(gramsOf("toast with peanut butter and jam", "peanut-butter")).toBe(16);
  });

  it("keeps an amount said, and two tablespoons on anything but a slice", () => {
    expect(gramsOf("2 tbsp peanut butter on toast", "peanut-butter")).toBe(32);
    expect(gramsOf("apple with peanut butter", "peanut-butter")).toBe(32);
    expect(gramsOf("a bagel with peanut butter", "peanut-butter")).toBe(32);
    expect(gramsOf("peanut butter", "peanut-butter")).toBe(32);
  });
});

describe("chili or granola set on another food with no amount", () => {
  it("is a quarter cup of chili, as FNDDS's chili dogs and chili fries hold", () => {
    // 27564440 hot dog with chili on a bun 166 g against 27564000's plain one 102 g: 64 g of chili.
    expect(gramsOf("hot dog with chili", "chili")).toBe(63.5);
    expect(gramsOf("fries with chili", "chili")).toBe(63.5);
    expect(gramsOf("chili on a baked potato", "chili")).toBe(63.5);
    expect(gramsOf("a hot dog with chili and cheese", "chili")).toBe(63.5);
  });

  it("is a quarter cup of granola on yogurt", () => {
    expect(gramsOf("yogurt with granola", "granola")).toBe(30.5);
    expect(gramsOf("yogurt with berries and granola", "granola")).toBe(30.5);
  });

  it("stays the dish where it is named first or alone", () => {
    expect(gramsOf("chili with cheese", "chili")).toBe(250);
    expect(gramsOf("chili", "chili")).toBe(250);
    expect(gramsOf("a cup of chili", "chili")).toBe(254);
    expect(gramsOf("granola with milk", "granola")).toBe(50);
  });
});

describe("avocado on toast said the other way round", () => {
  it("is the avocado toast, not a slice beside a whole avocado", () => {
    // The catalog's avocado toast holds 50 g of avocado on 35 g of bread; "toast with avocado" was 27 g of toast and a
    // whole 150 g avocado (318 kcal against 169).
    const r = read("toast with avocado");
    expect(r.items.map((i) => i.foodId)).toEqual(["avocado-toast"]);
  });
});
