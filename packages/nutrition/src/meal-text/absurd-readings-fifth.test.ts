// Absurd readings found by lines typed to break the engine, each mended by its class (decision 024, follow-up "absurd
// readings, seeds 14 to 17"): a price in a currency's English word, and a race's thousands typed glued to a "k".
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
