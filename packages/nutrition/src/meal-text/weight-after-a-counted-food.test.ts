// A weight after a food counted by "a" or a number, and a drink's millilitres after what went into it (decision 024,
// follow-up: a weight after a counted food). Both were read as absurd amounts: an apple of 1 g, 424 g of honey.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a weight after a counted food and a comma", () => {
  it("is what the food weighed, as the same words with no comma read", () => {
    const cases: [read: typeof en, withComma: string, without: string][] = [
      [en, "an apple, 200 g", "an apple 200 g"],
      [en, "2 eggs, 120 grams", "2 eggs 120 grams"],
      [en, "2 slices of bread, 60 g", "2 slices of bread 60 g"],
      [en, "a banana, 120g", "a banana 120g"],
      [ru, "2 яйца, 110 г", "2 яйца 110 г"],
      [ru, "одно яблоко, 200 г", "одно яблоко 200 г"],
    ];
    for (const [read, withComma, without] of cases) {
      const r = read(withComma);
      expect(r.unmatched, withComma).toEqual([]);
      expect(reading(r), withComma).toEqual(reading(read(without)));
      expect(r.items[0]!.grams, withComma).toBeGreaterThan(50);
    }
  });

  it("keeps a hedge before the weight in the item's words", () => {
    const r = en("a banana, about 120 g");
    expect(reading(r)).toEqual([["banana", 120]]);
    expect(r.items[0]!.text).toBe("a banana, about 120 g");
    expect(reading(ru("одно яблоко, примерно 200 г"))).toEqual(reading(ru("одно яблоко 200 г")));
    expect(ru("2 яйца, около 110 г").unmatched).toEqual([]);
  });

  it("leaves the food after the weight its own", () => {
    const r = ru("одно яблоко, 200 г, и чай");
    expect(r.items.map((i) => i.foodId)).toHaveLength(2);
    expect(Math.round(r.items[0]!.grams)).toBe(200);
  });
});

describe("a drink counted once, with what went into it, then millilitres", () => {
  it("gives the millilitres to the drink, not to the sugar or honey", () => {
    for (const [read, text, ml] of [
      [en, "a tea with honey 300 ml", 300],
      [en, "1 latte with sugar 350 ml", 350],
      [en, "a cappuccino with sugar 300 ml", 300],
      [ru, "одна кружка чая с мёдом 300 мл", 300],
    ] as const) {
      const r = read(text);
      expect(r.totals.calories, text).toBeLessThan(250);
      expect(r.items[0]!.grams, text).toBeGreaterThan(ml * 0.9);
      expect(r.items[1]!.grams, text).toBeLessThan(30);
    }
  });

  it("reads as the same words without the count, or with a comma before the millilitres", () => {
    expect(reading(en("a tea with honey 300 ml"))).toEqual(reading(en("tea with honey 300 ml")));
    expect(reading(en("a tea with honey, 300 ml"))).toEqual(reading(en("tea with honey 300 ml")));
    expect(reading(en("a latte with sugar, 350 ml"))).toEqual(reading(en("1 latte with sugar 350 ml")));
    expect(reading(ru("кружка чая с мёдом, 300 мл"))).toEqual(reading(ru("одна кружка чая с мёдом 300 мл")));
  });
});
