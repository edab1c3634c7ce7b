// A food named first, then told again after a comma with how much of it was eaten (decision 024, follow-up "English
// meals told as sentences"): by its kind, by what tops it, or after the meal it was had at.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a class of food named first, then a kind of it counted after a comma", () => {
  it("is the kind counted, not the class beside it", () => {
    // The tacos were a taco of their own beside the three chicken ones (1,044 kcal); the sushi 180 g of sushi beside
    // the eight pieces of California roll.
    expect(ids("For dinner we had tacos, I ate three chicken tacos with salsa")).toEqual(["fndds-58101520", "salsa"]);
    expect(ids("some sushi, maybe eight pieces of california roll and a miso soup")).toEqual([
      "fndds-58151180",
      "miso-soup",
    ]);
  });

  it("leaves a food that is only part of the first one's name, or a drink, as its own", () => {
    expect(ids("salad, 2 tbsp salad dressing")).toHaveLength(2);
    expect(ids("tacos, 2 taco shells")).toHaveLength(2);
  });
});

describe("a dish named first, then its topping counted in the dish's own pieces", () => {
  it("is those pieces of the dish with that topping", () => {
    // Two slices of pepperoni were 4 g of pepperoni beside a slice of cheese pizza (313 kcal).
    const r = read("leftover pizza for lunch, two slices of pepperoni");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([["pizza-pepperoni", 248]]);
    expect(ids("we had pizza, i had 3 slices of pepperoni")).toEqual(["pizza-pepperoni"]);
  });

  it("leaves a filling counted in pieces the dish is not served by", () => {
    expect(ids("sandwich, 2 slices of turkey")).toEqual(["sandwich", "turkey"]);
  });
});

describe("a meal said before the comma of a food told again", () => {
  it("says when the first saying was eaten, so the later one is the same food", () => {
    // "before dinner" made the handfuls of chips another serving: potato chips beside the tortilla chips (407 kcal).
    expect(ids("chips and salsa before dinner, probably a couple of handfuls of chips")).toEqual([
      "salsa",
      "tortilla-chips",
    ]);
  });
});

describe("a loose count, then a hedged count after a comma", () => {
  it("is the first count put more exactly", () => {
    // Three dumplings were counted beside the six potstickers, and "maybe" was left unread.
    const r = read("a few dumplings, maybe six pork potstickers with soy sauce");
    expect(r.items.map((i) => i.foodId)).toEqual(["potstickers", "soy-sauce"]);
    expect(r.unmatched).toEqual([]);
    expect(read("a few wings, maybe 8").items.map((i) => [i.foodId, Math.round(i.grams)])).toEqual([
      ["chicken-wings", 193],
    ]);
  });

  it("leaves another helping said after the comma two", () => {
    expect(ids("a few cookies, then 2 cookies")).toEqual(["cookies", "cookies"]);
    expect(ids("a few crackers, 2 cheese slices")).toHaveLength(2);
  });
});
