// A shop or maker typed before a food's amount (meal-text/brands.ts; decision 024, follow-up "English readings
// mended"): its words are the food's, and a brand's own item is that item.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const ru = readAs("ru");
const items = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a brand typed before the amount of its food", () => {
  it("is read with the food, which reads as without it", () => {
    // Each was left in `unmatched` ("kirkland"), the food read right.
    for (const [text, plain] of [
      ["kirkland 100g parsnip", "100g parsnip"],
      ["kirkland signature 100g parsnip", "100g parsnip"],
      ["walmart 30g basmati", "30g basmati"],
      ["trader joe's 120g flour", "120g flour"],
      ["Trader Joes 120g flour", "120g flour"],
      ["heinz 200g baked beans", "200g baked beans"],
      ["tesco 2 slices bread", "2 slices bread"],
      ["lidl 3 croissants", "3 croissants"],
    ] as const) {
      const r = en(text);
      expect(r.unmatched, text).toEqual([]);
      expect(items(r), text).toEqual(items(en(plain)));
      expect(r.items[0]!.text.toLowerCase(), text).toBe(text.toLowerCase());
    }
    const r = ru("савушкин 250г творог");
    expect(r.unmatched).toEqual([]);
    expect(items(r)).toEqual(items(ru("250г творог")));
  });

  it("is read with the food when typed after its amount too", () => {
    const r = en("parsnip 100g kirkland");
    expect(r.unmatched).toEqual([]);
    expect(items(r)).toEqual(items(en("parsnip 100g")));
  });

  it("reads the brand's own item where the brand and the food are its name", () => {
    // Costco's slice is a sixth of its 18-inch pie; "costco 1 slice pizza" was a generic slice of 119 g.
    expect(items(en("costco 1 slice pizza"))).toEqual(items(en("a slice of costco pizza")));
    expect(items(en("costco 1 slice pizza"))).toEqual([["costco-pizza", 213]]);
    expect(items(en("costco 2 slices pepperoni pizza"))).toEqual([["costco-pizza-pepperoni", 446]]);
    expect(items(en("costco 1 hot dog"))).toEqual(items(en("costco hot dog")));
  });

  it("leaves a word no one knows as a brand unread, and an amount of another food its own", () => {
    expect(en("blorp 100g parsnip").unmatched).toEqual(["blorp"]);
    const r = en("kirkland 100g parsnip and 50g rice");
    expect(items(r)).toEqual([
      ["parsnip", 100],
      ["rice", 50],
    ]);
    expect(r.unmatched).toEqual([]);
  });
});
