import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateFnddsMeals, recordName, saidAsAFarRecord } from "../bench/fndds-generated";
import { loadFndds, SHARED_DATA_DIR } from "../scripts/usda-source";

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
    // A light record is a third to half of the plain one's energy, and people say so.
    expect(name("Fruit juice drink, with high vitamin C, light")).toBe("light fruit juice drink");
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

describe("saidAsAFarRecord", () => {
  it("is a record another record said in the same words is over 3× away from", () => {
    // FNDDS's "Fruit juice drink" (10 kcal) and "Fruit juice drink, with high vitamin C" (46 kcal).
    expect(saidAsAFarRecord(10, [10, 46, 19])).toBe(true);
    expect(saidAsAFarRecord(46, [10, 46, 19])).toBe(true);
    // Chocolate milks made in different ways stay one description.
    expect(saidAsAFarRecord(67, [67, 57, 81, 35])).toBe(false);
    // Diet drinks near 0 kcal are not told apart by their tenths of a kilocalorie.
    expect(saidAsAFarRecord(1, [1, 0, 2])).toBe(false);
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
      // No description says a record another record is said as, over 3× apart in energy: "fruit juice drink".
      const energies = new Map<string, number[]>();
      const said = new Map<string, string>();
      for (const f of loadFndds().values()) {
        const n = recordName(f.name);
        if (!("name" in n)) continue;
        energies.set(n.name, [...(energies.get(n.name) ?? []), f.values[0] ?? 0]);
        said.set(f.id.slice(3), n.name);
      }
      const kcal = (m: (typeof a.meals)[number]) => (m.reference.calories * 100) / m.grams;
      const far = a.meals.filter((m) => saidAsAFarRecord(kcal(m), energies.get(said.get(m.code)!) ?? []));
      expect(far.map((m) => m.text)).toEqual([]);
    },
    60_000,
  );
});
