// An amount said after its food and a comma, in words no rule reads alone (decision 024, follow-up: an amount said
// after its food): the food is counted by it, as when the amount is typed before the food, and nothing is left unread.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const reading = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("an amount after its food and a comma", () => {
  it("counts the food as the same amount typed before it does", () => {
    const cases: [after: string, before: string][] = [
      ["kfc fried chicken, 2 thighs", "2 kfc fried chicken thighs"],
      ["fried plantain, one whole one", "one whole fried plantain"],
      ["fried plantain, a whole one", "a whole fried plantain"],
      ["apple, a big one", "a big apple"],
      ["whiskey on the rocks, one drink", "one whiskey on the rocks drink"],
    ];
    for (const [after, before] of cases) {
      const r = en(after);
      expect(r.unmatched, after).toEqual([]);
      expect(reading(r), after).toEqual(reading(en(before)));
    }
    expect(ru("курица гриль, 2 ножки").unmatched).toEqual([]);
    expect(reading(ru("курица гриль, 2 ножки"))).toEqual(reading(ru("2 ножки курица гриль")));
  });

  it("shows the item as it was typed", () => {
    expect(en("kfc fried chicken, 2 thighs").items.map((i) => i.text)).toEqual(["kfc fried chicken, 2 thighs"]);
    expect(en("toast, then fried plantain, a whole one").items.map((i) => i.text)).toEqual([
      "toast",
      "fried plantain, a whole one",
    ]);
  });

  it("leaves a measure of several foods, and amounts read already, as they were", () => {
    // "a cup of each" is said of every food before it, not of the last one: a cup of each of them (quantities.ts,
    // eachOfTheList).
    const each = en("beef and broccoli over rice, a cup of each");
    expect(each.items.map((i) => i.foodId)).toEqual(["beef", "broccoli", "rice"]);
    expect(each.unmatched).toEqual([]);
    expect(each.items.map((i) => i.grams)).toEqual(
      ["a cup of beef", "a cup of broccoli", "a cup of rice"].map((t) => en(t).items[0]!.grams),
    );
    expect(reading(en("salmon, 2 fillets"))).toEqual(reading(en("2 salmon fillets")));
    expect(reading(en("coffee, 2 sugars")).map(([id]) => id)).toEqual(["coffee", "sugar"]);
  });
});

describe("a food said again after a comma in some of its words, with its amount", () => {
  it("is the first food counted once by that amount, though its words alone name another", () => {
    for (const first of ["chips and salsa", "tortilla chips and salsa"]) {
      const r = en(`${first}, 2 handfuls of chips`);
      expect(r.items.map((i) => i.foodId)).toEqual(["salsa", "tortilla-chips"]);
      expect(r.unmatched).toEqual([]);
    }
    expect(en("chicken noodle soup, 2 bowls of soup").items).toHaveLength(1);
  });
});

describe("a food told first and counted after a comma", () => {
  it("shows the first saying's words with the one item", () => {
    expect(ru("курица, 2 крылышка").items.map((i) => i.text)).toEqual(["курица, 2 крылышка"]);
    const baked = ru("запекла в духовке горбушу с картошечкой, кусочек рыбы и 3 картофелины");
    expect(baked.items.map((i) => i.text)).toEqual([
      "запекла в духовке горбушу … кусочек рыбы",
      "картошечкой … 3 картофелины",
    ]);
  });
});

describe("an item's words typed apart from its name", () => {
  it("are shown with the item", () => {
    expect(ru("капучино маленький на обезжиренном молоке").items.map((i) => i.text)).toEqual([
      "капучино маленький на обезжиренном молоке",
    ]);
  });
});

describe("a drink with what went into it, measured after a comma", () => {
  it("is that many of the drink, what went in beside it, and no word unread", () => {
    const tea = en("tea with 2 sugars, 2 cups");
    expect(tea.unmatched).toEqual([]);
    const byId = Object.fromEntries(tea.items.map((i) => [i.foodId, i.grams]));
    expect(byId.tea).toBeGreaterThan(400);
    // The cups are the tea's, never the sugar's: two cups of sugar were 1,548 kcal.
    expect(byId.sugar).toBeLessThan(20);
  });

  it("is not read where the comma's words measure a food that goes into no drink", () => {
    expect(en("coffee with a donut, 2 cups").unmatched).toEqual(["2 cups"]);
  });
});
