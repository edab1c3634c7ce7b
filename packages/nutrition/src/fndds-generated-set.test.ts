import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateFnddsMeals, recordName } from "../bench/fndds-generated";
import { SHARED_DATA_DIR } from "../scripts/usda-source";

// The bench's FNDDS-generated set (docs/decisions/029-fndds-generated-set.md): each description must say what a
// person would say about its record, or the record is skipped.
const name = (description: string) => {
  const n = recordName(description);
  return "name" in n ? n.name : `skip: ${n.skip}`;
};

describe("recordName", () => {
  it("keeps what was added to a drink, and powder as sold", () => {
    expect(name("Coffee, pre-lightened and pre-sweetened with low calorie sweetener")).toBe(
      "coffee with creamer and sweetener",
    );
    expect(name("Coffee, instant, pre-sweetened with sugar, not reconstituted")).toBe(
      "instant sweetened coffee powder",
    );
    expect(name("Milk, dry, reconstituted, whole")).not.toMatch(/powder/);
    expect(name("Tea, hot, chai, with milk")).toBe("hot chai with milk");
    expect(name("Coffee, Iced Latte, nonfat")).toBe("fat free iced latte");
  });

  it("says how a vegetable was cooked or kept", () => {
    expect(name("Kale, NS as to form, cooked")).toBe("cooked kale");
    expect(name("Spinach, canned, cooked with oil")).toBe("canned spinach with oil");
    expect(name("Pickles, fried")).toBe("fried pickles");
  });

  it("names a dish, not its first ingredient", () => {
    expect(name("Egg, cheese and bacon on bagel")).toBe("egg cheese and bacon on a bagel");
    expect(name("Bacon, lettuce, and tomato sandwich with spread")).toBe("bacon lettuce and tomato sandwich");
    expect(name("Squash, summer, souffle")).toBe("summer squash souffle");
    expect(name("Burrito, taco, or quesadilla with egg and potato")).toBe("burrito with egg and potato");
    expect(name("Meat loaf made with beef and pork")).toBe("beef and pork meat loaf");
  });

  it("skips what no plain description identifies, with the reason", () => {
    expect(name("Pork chop, fried, lean only eaten")).toBe("skip: lean part only (fat cut off)");
    expect(name("Cornmeal, Puerto Rican Style")).toBe('skip: regional recipe ("… style")');
    expect(name("Reese's Peanut Butter Cups")).toBe("skip: brand or measure in the description");
  });
});

const haveData = existsSync(SHARED_DATA_DIR);

describe("generateFnddsMeals", () => {
  it.skipIf(!haveData)(
    "draws the same 3,000 descriptions every time, each with a measure FNDDS lists",
    () => {
      const a = generateFnddsMeals();
      const b = generateFnddsMeals();
      expect(a.meals).toHaveLength(3000);
      expect(b.meals).toEqual(a.meals);
      expect([...b.skipped]).toEqual([...a.skipped]);
      // FNDDS's thin slice is said as one ("a thin slice of …"), never as a piece.
      expect(a.meals.some((m) => /\bthin slices? of\b/.test(m.text))).toBe(true);
      expect(a.meals.every((m) => m.reference.calories >= 0 && m.grams > 0)).toBe(true);
    },
    60_000,
  );
});
