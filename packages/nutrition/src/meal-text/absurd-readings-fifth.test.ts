// Absurd readings found by lines typed to break the engine, each mended by its class (decision 024, follow-up "absurd
// readings, seeds 14 to 17"): a price in a currency's English word, a race's thousands typed glued to a "k", and a
// size of a product its FNDDS record weighs beside a bigger item.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a price in a currency's English word", () => {
  it("is no amount of the food, nor a word left unread", () => {
    // "latte 450 roubles" was 450 g of latte, "rubles" unread; "sandwich for 5 bucks" had "5, bucks" unread.
    const latte = en("latte 450 roubles");
    expect(itemsOf(latte)).toEqual([["latte", 300]]);
    expect(latte.unmatched).toEqual([]);
    expect(itemsOf(en("bought apples for 99 rubles"))).toEqual([["apple", 180]]);
    expect(en("sandwich for 5 bucks").unmatched).toEqual([]);
    expect(en("burrito 12 dollars").unmatched).toEqual([]);
    expect(en("pizza 15 euros").items[0]!.grams).toBe(en("pizza").items[0]!.grams);
  });

  it("leaves the word where it names no price", () => {
    expect(itemsOf(en("a dollar menu burger"))).toEqual([["hamburger", 145]]);
  });
});

describe("thousands typed glued to a k", () => {
  it("are a race or steps, never a count of the food", () => {
    // "ran 5k then ate pizza" was five slices, 1,583 kcal; "after my 5k: banana" five bananas.
    expect(itemsOf(en("ran 5k then ate pizza"))).toEqual([["pizza", 110]]);
    expect(itemsOf(en("after my 5k: banana"))).toEqual([["banana", 120]]);
    expect(itemsOf(en("5k run then pizza"))).toEqual([["pizza", 110]]);
  });

  it("leaves a count typed apart from a word", () => {
    expect(itemsOf(en("5 bagels"))).toEqual([["bagel", 525]]);
  });
});

describe("a size of a product its FNDDS record weighs beside a bigger item", () => {
  it("is no size of the bigger item", () => {
    // "a large bagel bites" was FNDDS 58106516's 1,361 g frozen large pizza, 3,648 kcal; a box its 864 g medium one.
    expect(en("a large bagel bites").items[0]!.grams).toBeLessThan(100);
    expect(itemsOf(en("a box of bagel bites"))).toEqual([["bagel-bites", 88]]);
  });

  it("keeps the sizes of the record's own item", () => {
    expect(itemsOf(en("a large pizza"))).toEqual(itemsOf(en("1 large pizza")));
    expect(en("a large pizza").items[0]!.grams).toBeGreaterThan(800);
    expect(itemsOf(en("a large cinnabon"))).toEqual([["cinnabon", 153]]);
  });
});
