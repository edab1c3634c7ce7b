import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "./analyze";
import { getDatabase } from "./database";
import { findFnddsName, fnddsMeasureGrams, fnddsRecord } from "./fndds";
import { stem } from "./text";

const one = (text: string) => {
  const items = analyzeMealText(text).items;
  expect(items, text).toHaveLength(1);
  return items[0]!;
};

// FNDDS 2017-2018 portions-and-weights.csv is the source of every expected weight below.
describe("English measures weighed as FNDDS has them", () => {
  it("reads a slice, an order, a bowl and pieces by the food's own FNDDS measure", () => {
    // 58106555 pepperoni pizza: "1 piece, NFS" 124 g.
    expect([one("a slice of pepperoni pizza").foodId, one("a slice of pepperoni pizza").grams]).toEqual([
      "pizza-pepperoni",
      124,
    ]);
    // 71401030 fast-food fries: small 110 g, medium 145 g, large 180 g (the catalog's fries borrow its measures).
    expect(one("a small order of fries").grams).toBe(110);
    expect(one("a medium order of fries").grams).toBe(145);
    expect(one("2 large orders of fries").grams).toBe(360);
    // 58403050 chicken noodle soup: no bowl in FNDDS, its "Quantity not specified" is 306 g; 1 cup 245 g.
    expect([one("a bowl of chicken noodle soup").foodId, one("a bowl of chicken noodle soup").grams]).toEqual([
      "chicken-soup",
      306,
    ]);
    expect(one("a cup of chicken noodle soup").grams).toBe(245);
    // 58151180 California roll: "1 piece" 30 g. In English it is the American roll, not the Russian delivery one.
    expect(one("8 pieces of california roll").grams).toBe(240);
    expect(one("8 pieces of california roll").foodId).toBe("fndds-58151180");
    expect(one("ролл калифорния").foodId).toBe("roll-california");
  });

  it("keeps the catalog's Russian servings for Russian text", () => {
    expect(one("тарелка куриного супа").grams).toBe(300);
  });

  it("picks the not-further-specified measure, then the plain one, then the typed size", () => {
    const portions = [
      ["4 oz container", 113],
      ["6 oz container", 170],
      ["container, NFS", 170],
      ["kids meal order", 70],
      ["small fast food order", 110],
      ["medium fast food order", 145],
    ] as const;
    expect(fnddsMeasureGrams(portions, "container", undefined)?.grams).toBe(170);
    expect(fnddsMeasureGrams(portions, "order", "small")).toEqual({ grams: 110, sized: true, exact: true });
    expect(fnddsMeasureGrams(portions, "order", "large")?.sized).toBe(false);
    expect(fnddsMeasureGrams(portions, "scoop", undefined)).toBeUndefined();
  });

  it("reads a king size bar as a candy's large bar, a thin slice as its small one", () => {
    const bars = [
      ["king size bar", 74],
      ["bar (1.45 oz)", 41],
    ] as const;
    expect(fnddsMeasureGrams(bars, "bar", undefined)?.grams).toBe(41);
    expect(fnddsMeasureGrams(bars, "bar", "large")).toEqual({ grams: 74, sized: true, exact: true });
    const slices = [
      ["regular slice (1 oz)", 28],
      ["thin slice", 14],
    ] as const;
    expect(fnddsMeasureGrams(slices, "slice", "small")).toEqual({ grams: 14, sized: true, exact: true });
  });
});

describe("English dishes the catalog has no row for", () => {
  it("reads them as the FNDDS food whose description holds every typed word", () => {
    const soup = one("a cup of beef noodle soup");
    expect(soup.foodId).toMatch(/^fndds-5840/);
    expect(soup.grams).toBe(244);
    expect(one("tuna salad sandwich").foodId).toMatch(/^fndds-/);
    // A possessive is the name itself: FNDDS's "Shepherd's pie with beef" ("General Tso chicken" is now a catalog row).
    expect(one("shepherd's pie").foodId).toBe("fndds-27311510");
  });

  it("leaves every name the catalog knows to the catalog", () => {
    expect(one("chicken pot pie").foodId).toBe("pot-pie");
    expect(one("baked salmon 150 g").foodId).toBe("salmon");
    expect(findFnddsName(["break"])).toBeUndefined(); // "Reese's Fast Break": one word, only a one-word name
  });

  it("counts neither an alternative nor what a record excludes as a word left unsaid", () => {
    const s = (text: string) => text.split(" ").map(stem);
    // "Cake or cupcake, marble, without icing or filling" is the plain cake; "…, with icing or filling" says more.
    expect(findFnddsName(s("marble cake"))).toBe("53115100");
    expect(findFnddsName(s("marble cake with icing"))).toBe("53115200");
    // Named before its "with": "Chocolate, sweet or dark, with almonds" over "Chocolate, white, with almonds", a kind
    // that was not typed.
    expect(findFnddsName(s("chocolate with almonds"), s("chocolate"))).toBe("91705310");
    expect(one("2 pieces of chocolate with almonds").grams).toBeCloseTo(9.4); // FNDDS "1 piece" 4.7 g
  });

  it("finds an FNDDS food by its id after a restart, as stored dishes name it", () => {
    const food = getDatabase().byId.get("fndds-58403010");
    expect(food?.namesEn[0]).toBe(fnddsRecord("58403010")?.name);
    expect(getDatabase().byId.get("fndds-00000000")).toBeUndefined();
  });
});

describe("data/fndds.json", () => {
  it("lists its foods in code order, which fnddsRecord's binary search relies on", () => {
    const file = JSON.parse(readFileSync(new URL("../data/fndds.json", import.meta.url), "utf8")) as {
      foods: string[];
    };
    const codes = file.foods.map((row) => row.slice(0, row.indexOf("|")));
    expect(codes.every((code, i) => i === 0 || codes[i - 1]! < code)).toBe(true);
    for (const code of [codes[0]!, codes[1234]!, codes.at(-1)!]) expect(fnddsRecord(code)?.code).toBe(code);
    expect(fnddsRecord("0")).toBeUndefined();
  });
});
