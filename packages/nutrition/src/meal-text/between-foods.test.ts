// Whose a number is when it stands between two foods or before one: an hour of the day, a drink's size, or a second
// helping of a food named again (elements.ts, quantities.ts, food-spans.ts; decision 024, never absurd).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const gramsOf = (r: ReturnType<typeof en>) => r.items.map((i) => Math.round(i.grams));

describe("an hour before a food", () => {
  it("reads a Latin brand after a Russian 'после' as one bar eaten after that hour, never that many bars", () => {
    const r = ru("после 18 snickers");
    expect(gramsOf(r)).toEqual([50]);
    expect(r.totals.calories).toBeLessThan(300);
  });

  it("reads an English 'after' or 'before' and an hour as the hour, and a plural after it as a count", () => {
    expect(gramsOf(en("after 8 two eggs"))).toEqual([100]);
    expect(gramsOf(en("before 9 coffee"))).toEqual([250]);
    expect(en("after 2 beers a burger").items[0]!.grams).toBeGreaterThan(600);
  });
});

describe("a drink's size between two foods", () => {
  it("gives ounces or millilitres typed before a drink to the drink, not to the food before them", () => {
    const latte = en("chocolate bar 12 oz latte");
    expect(gramsOf(latte)).toEqual([41, 340]);
    expect(latte.totals.calories).toBeLessThan(500);
    expect(gramsOf(en("toast 8 oz orange juice"))[1]).toBe(227);
  });

  it("keeps a weight after a food the food's, and ounces before a food that is no drink", () => {
    expect(gramsOf(en("rice 200g chicken"))[0]).toBe(200);
    expect(gramsOf(en("steak 8 oz fries"))[0]).toBe(227);
  });
});

describe("a pack between two foods", () => {
  it("gives a bottle or pack after one food's weight, with a food after it, to that next food", () => {
    const r = ru("селёдка 100г бутылка кефира");
    expect(gramsOf(r)).toEqual([100, 930]);
  });

  it("still reads a pack right after a weight, with no food after it, as what the weight was of", () => {
    expect(gramsOf(ru("чипсы 140г пачка"))).toEqual([140]);
    expect(gramsOf(ru("140г пачка чипсов"))).toEqual([140]);
  });
});

describe("a food named again", () => {
  it("reads the same food named again after an amount of its own as a second helping", () => {
    const r = ru("1/2 банана бананы 2 шт");
    expect(gramsOf(r)).toEqual([60, 240]);
    expect(r.unmatched).toEqual([]);
  });

  it("still counts a name said over and over with no amount as that many", () => {
    expect(gramsOf(ru("банан банан банан"))).toEqual([360]);
  });
});

describe("a round slice, кружок, and a mug, кружка", () => {
  it("reads 'кружка' after two to four as round slices of a food, never mugs of it", () => {
    expect(gramsOf(ru("колбаса 3 кружка"))).toEqual([60]);
    expect(gramsOf(ru("2 кружка колбасы"))).toEqual([40]);
    expect(ru("колбаса 1 кружок").unmatched).toEqual([]);
    expect(gramsOf(ru("5 кружков колбасы"))).toEqual([100]);
  });

  it("keeps mugs of a drink mugs, whichever case the count is typed in", () => {
    expect(gramsOf(ru("2 кружка чая"))).toEqual(gramsOf(ru("чай 2 кружки")));
    expect(gramsOf(ru("кружка молока"))).toEqual([300]);
  });
});

describe("a spoon or a weight before a food typed before another", () => {
  it("measures the spread or flavour the spoon is before, and the food after it is one of its own", () => {
    const taco = en("tbsp peanut butter taco");
    expect(taco.items.map((i) => i.name)).toEqual(["peanut butter", "taco"]);
    expect(taco.totals.calories).toBeGreaterThan(300);
    expect(gramsOf(en("2 tsp honey toast"))).toEqual([14, 27]);
  });

  it("weighs a food typed in the plural after a weight as an item of its own, never a dish's filling", () => {
    expect(en("50g almonds sandwitch").items.map((i) => i.name)).toEqual(["almonds", "sandwich"]);
    expect(en("200g chicken wrap").items).toHaveLength(1);
  });

  it("still measures a spooned food named by what is in it whole", () => {
    expect(en("2 tbsp vanilla ice cream").items).toHaveLength(1);
    expect(en("a tbsp chicken soup").items).toHaveLength(1);
  });
});

describe("a food typed right after a bar", () => {
  it("reads an egg, meat or vegetable after a bar as a food of its own, never the bar's flavour", () => {
    expect(en("chocolate bars egg").items.map((i) => i.name)).toEqual(["chocolate", "egg"]);
    expect(en("protein bar chicken breast").items).toHaveLength(2);
  });

  it("still reads a flavour after a bar as the bar's", () => {
    expect(en("protein bar peanut butter").items).toHaveLength(1);
  });
});

describe("a name typed out of its order", () => {
  it("gives its last word to a longer name typed in order after it", () => {
    const r = en("egg chicken breast 300g");
    expect(r.items.map((i) => i.name)).toEqual(["egg", "chicken breast"]);
    expect(gramsOf(r)).toEqual([50, 300]);
  });

  it("still reads a name typed out of its order alone as that food", () => {
    expect(en("egg chicken").items.map((i) => i.name)).toEqual(["egg"]);
  });
});
