// Food bought in shops, chains and delivery apps as Russian diaries name it: a pack's label weight and what of it was
// eaten, makers' names beside the food (quantities.ts, food-spans.ts, chains.ts).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => {
  const r = analyzeMealText(text);
  return { items: r.items.map((i) => [i.foodId, i.grams]), unmatched: r.unmatched };
};
const grams = (text: string) => analyzeMealText(text).items.map((i) => i.grams);

describe("a pack's label weight", () => {
  it("reads a share said after the weight as that share of the pack", () => {
    expect(read("ряженка 500г полбутылки")).toMatchObject({ items: [[expect.any(String), 250]], unmatched: [] });
    expect(read("вафли 200 г половина")).toMatchObject({ items: [[expect.any(String), 100]], unmatched: [] });
    expect(read("пряники пачка 400г четверть")).toMatchObject({ items: [[expect.any(String), 100]], unmatched: [] });
    expect(read("сок 1 л половина пачки")).toMatchObject({ unmatched: [] });
    expect(grams("сок 1 л половина пачки")).toEqual([500]);
  });

  it("reads a count of pieces or packs after the weight as so many packs of it", () => {
    expect(read("творожок 100 г 3 шт")).toMatchObject({ items: [[expect.any(String), 300]], unmatched: [] });
    expect(read("пиво 0,5 л 3 банки")).toMatchObject({ items: [["beer", 1500]], unmatched: [] });
  });

  it("leaves an amount followed by a food to that food", () => {
    expect(read("молоко 300 мл половина булочки").items).toHaveLength(2);
    expect(grams("гречка 250 г 2 шт котлеты")[0]).toBe(250);
  });

  it("reads a pack's weight past a maker's name as that pack's", () => {
    expect(read("сметана Простоквашино пачка 300г")).toMatchObject({
      items: [[expect.any(String), 300]],
      unmatched: [],
    });
    expect(grams("сухарики Кириешки пачка 40 г")).toEqual([40]);
  });
});

describe("a maker's name beside the food", () => {
  it("lets a fat content after the maker's name be the food's", () => {
    expect(read("кефир Простоквашино 3,2 2 стакана")).toEqual({ items: [["ru-kefir-3-2", 500]], unmatched: [] });
    expect(read("молоко Савушкин 1,5 200 мл").items).toMatchObject([
      [expect.stringContaining("1-5"), expect.any(Number)],
    ]);
  });
});
