// English measures named around a food that were read as something else: a juice box named after the juice, a stick
// of butter, one nut, weighed by USDA's portion of that measure (decision 024: the typed set is labelled by USDA/FNDDS
// portion weights of the named measure).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const en = readAs("en");

describe("a juice box named after the juice", () => {
  it("is FNDDS's juice box, 6.75 fl oz", () => {
    // 64104010 Apple juice, 100%: juice box/pouch (6.75 fl oz) 209 g; the box was unread and the juice a 250 g glass.
    expect(one("apple juice box").grams).toBe(209);
    expect(one("a juice box").grams).toBe(209);
    expect(one("juice box").grams).toBe(209);
    expect(one("2 apple juice boxes").grams).toBe(418);
    expect(one("a box of apple juice").grams).toBe(209);
  });
});

describe("a stick of butter", () => {
  it("is USDA's stick, 113 g", () => {
    // SR28 01001 butter and FNDDS 81101000 Butter, stick: stick 113 g; it was the tablespoon, 14 g.
    expect(one("a stick of butter").grams).toBeCloseTo(113, 0);
    expect(one("half a stick of butter").grams).toBeCloseTo(56.5, 0);
    expect(one("2 sticks of butter").grams).toBeCloseTo(226, 0);
  });

  it("leaves sticks that are a food's own name or piece as they were", () => {
    expect(one("a string cheese stick").grams).toBe(28);
    expect(one("mozzarella sticks").name).toBe("mozzarella sticks");
    expect(one("a stick of string cheese").grams).toBe(28);
    expect(en("a stick of gum").totals.calories).toBeLessThan(20);
  });
});

describe("one nut named in the singular", () => {
  it("is one nut, USDA's weight of it", () => {
    // SR28 12061 almonds: almond 1.2 g; 12142 pecans: oz (19 halves), 1.5 g each as FNDDS's pecan "nut";
    // 12155 walnuts: 7 nuts to 28 g. Each was a 30 g handful.
    expect(one("an almond").grams).toBeCloseTo(1.2, 1);
    expect(one("one almond").grams).toBeCloseTo(1.2, 1);
    expect(one("a pecan").grams).toBeCloseTo(1.5, 1);
    expect(one("a walnut").grams).toBeCloseTo(4, 0);
  });

  it("leaves nuts in the plural, by the handful or in another food's name as they were", () => {
    expect(one("almonds").grams).toBe(30);
    expect(one("a handful of pecans").grams).toBe(30);
    expect(one("12 almonds").grams).toBeCloseTo(14.4, 1);
    expect(one("12 pecans").grams).toBeCloseTo(17.9, 1);
    expect(one("a pecan pie").name).toBe("pecan pie");
    expect(en("an almond joy").totals.calories).toBeGreaterThan(100);
  });

  it("leaves the article to a dish the food only begins", () => {
    // "a grape and cheese plate": the plate's article, not one 5 g grape; "an almond and a walnut" are one of each.
    expect(en("a grape and cheese plate").items.find((i) => i.foodId === "grapes")?.grams).toBe(100);
    expect(en("an almond and a walnut").items.map((i) => Math.round(i.grams))).toEqual([1, 4]);
  });
});

describe("a size said of onion rings", () => {
  it("scales FNDDS's order of them, as a sized order does", () => {
    // 75415022 Fried onion rings: fast food order 120 g and no sized order; a size scales it as "a large order of
    // onion rings" is scaled (0.7, 1, 1.4). It scaled the catalog's 100 g serving.
    expect(one("large onion rings").grams).toBeCloseTo(168, 0);
    expect(one("small onion rings").grams).toBeCloseTo(84, 0);
    expect(one("a large order of onion rings").grams).toBeCloseTo(168, 0);
  });

  it("leaves unsized onion rings and Russian sizes as they were", () => {
    expect(one("onion rings").grams).toBe(100);
    expect(oneItemAs("ru")("большие луковые кольца").grams).toBeCloseTo(140, 0);
  });
});

describe("a cup that names the food's form", () => {
  it("is USDA's cup of that form where FNDDS lists one", () => {
    // 63107010 Banana, raw: cup (sliced) 150 g, "cup, mashed" 225 g.
    expect(one("a cup of mashed banana").grams).toBe(225);
    expect(one("1/2 cup mashed banana").grams).toBeCloseTo(112.5, 1);
  });

  it("is SR28's cup of that form where FNDDS lists none", () => {
    // SR28 12061 almonds: "cup, sliced" 92 g against "cup, whole" 143 g; 09316 strawberries: "cup, sliced" 166 g.
    expect(one("a cup of sliced almonds").grams).toBe(92);
    expect(one("a cup of sliced strawberries").grams).toBe(166);
  });

  it("keeps the plain cup where no form is said or FNDDS lists none of it", () => {
    expect(one("a cup of banana").grams).toBe(150);
    expect(one("a cup of sliced banana").grams).toBe(150);
    expect(one("a cup of diced onion").grams).toBe(160);
  });
});
