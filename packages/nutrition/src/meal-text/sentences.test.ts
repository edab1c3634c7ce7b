// English meals said as whole sentences or dictated by voice: counts spelt in words, a count corrected while
// speaking, and a food refused with an article or a verb ("without the bun", "skipped the fries").
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => analyzeMealText(text, { lang: "en" });
const one = (text: string) => {
  const r = read(text);
  expect(r.items, text).toHaveLength(1);
  expect(r.unmatched, text).toEqual([]);
  return r.items[0]!;
};

describe("a count in the teens spelt in words", () => {
  it("multiplies the unit or the item as the digits would", () => {
    expect(one("sixteen ounces of milk").grams).toBe(one("16 ounces of milk").grams);
    expect(one("eighteen almonds").grams).toBe(one("18 almonds").grams);
    expect(one("thirteen grapes").grams).toBe(one("13 grapes").grams);
    expect(one("fourteen ounces of steak").grams).toBe(one("14 oz steak").grams);
  });
});

describe("a count corrected while speaking", () => {
  it("takes the count after 'no' as the one meant", () => {
    expect(one("two no three cookies").grams).toBe(one("3 cookies").grams);
    expect(one("2 no 3 eggs").grams).toBe(one("3 eggs").grams);
    expect(one("four no five chicken nuggets").grams).toBe(one("5 chicken nuggets").grams);
  });

  it("still reads 'no' after a food as a refusal", () => {
    expect(one("2 eggs no salt").grams).toBe(one("2 eggs").grams);
    expect(one("coffee no sugar").calories).toBeLessThan(10);
  });
});

describe("a food refused through an article or a verb", () => {
  it("does not count the refused food", () => {
    expect(read("burger without the bun").items.map((i) => i.foodId)).not.toContain("roll");
    expect(read("I got a burger and skipped the fries").items.map((i) => i.foodId)).toEqual(["hamburger"]);
    expect(read("a salad, hold the dressing").items.map((i) => i.foodId)).toEqual(["garden-salad"]);
    expect(one("a sandwich without the mayo").calories).toBe(one("a sandwich").calories);
    expect(one("pancakes but I skipped the syrup").calories).toBe(one("pancakes").calories);
  });
});

describe("an amount said again after 'no wait', 'actually', 'I mean' or 'sorry'", () => {
  it("takes the new count for the food before when the amount is said alone", () => {
    expect(one("a cup of rice, no wait, two cups").grams).toBe(one("two cups of rice").grams);
    expect(one("a bowl of soup, actually two bowls").grams).toBe(one("two bowls of soup").grams);
    expect(one("2 slices of pizza, sorry, 3 slices").grams).toBe(one("3 slices of pizza").grams);
    expect(one("a glass of milk actually two glasses").grams).toBe(one("two glasses of milk").grams);
  });

  it("takes back the first saying when the same food is said again, counting it once", () => {
    const eggs = read("I had eggs, I mean three eggs");
    expect(eggs.items.map((i) => [i.foodId, i.grams])).toEqual([["egg", one("three eggs").grams]]);
    const bananas = read("one banana, no wait, two bananas and a coffee");
    expect(bananas.items.map((i) => i.foodId)).toEqual(["banana", "coffee"]);
    expect(bananas.items[0]!.grams).toBe(one("two bananas").grams);
    expect(read("toast and eggs, actually 3 eggs").items.map((i) => i.foodId)).toEqual(["toast", "egg"]);
  });

  it("leaves 'actually' before a food that was not said yet as a sentence word", () => {
    expect(read("I actually had two eggs").items.map((i) => i.grams)).toEqual([one("two eggs").grams]);
  });
});
