// The thirty-ninth typed batch's development misses (decision 024): the terse English of people who log every day
// (words cut short, milk named by its fat alone, grocery brands FNDDS has a record for).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en");

describe("words cut short", () => {
  it("reads yog, brocc and evoo as the foods they shorten", () => {
    // "greek yog 170g" and "steamed brocc 1c" were read as nothing; "1 tsp evoo" was left over.
    const yog = one("greek yog 170g");
    expect(yog.foodId).toBe("greek-yogurt");
    expect(yog.grams).toBe(170);
    expect(yog.text).toBe("greek yog 170g");
    expect(one("steamed brocc 1c").foodId).toBe("broccoli");
    const oil = read("chkn thigh 5oz + 1 tsp evoo").items;
    expect(oil.map((i) => i.foodId)).toContain("olive-oil");
    expect(oil.find((i) => i.foodId === "olive-oil")?.text).toBe("1 tsp evoo");
  });
});

describe("skim alone", () => {
  it("is the milk where it closes its item", () => {
    // "special k 1 cup + skim": the milk was left over.
    const r = read("special k 1 cup + skim");
    expect(r.unmatched).toEqual([]);
    const milk = r.items.find((i) => i.foodId === "milk-skim");
    expect(milk?.text).toBe("skim");
    expect(milk?.grams).toBe(122);
    // The cheese's "part skim", or skim before the food it describes, is no milk.
    expect(read("part skim mozzarella 1oz").items.map((i) => i.foodId)).not.toContain("milk-skim");
    expect(read("skim mozz string cheese").items.map((i) => i.foodId)).not.toContain("milk-skim");
  });
});

describe("grocery brands", () => {
  it("reads Halo Top as FNDDS's light ice cream, a pint by its cup", () => {
    const pint = one("halo top pint");
    expect(pint.foodId).toBe("halo-top");
    expect(pint.grams).toBeGreaterThan(250);
    expect(pint.grams).toBeLessThan(290);
  });

  it("reads SkinnyPop as FNDDS's ready-to-eat popcorn by its bag and cup", () => {
    expect(one("skinny pop small bag").grams).toBe(28);
    expect(one("skinnypop 3 cups").grams).toBe(33);
  });

  it("reads a Nature Valley bar named without its kind as FNDDS's NFS one, the crunchy bar", () => {
    const bars = one("nature valley bars x2");
    expect(bars.foodId).toBe("nature-valley-bar");
    expect(bars.grams).toBe(42);
  });
});

describe("a protein shake with its scoops counted straight after it", () => {
  it("is the scoops of powder, with no ready-to-drink bottle beside them", () => {
    // "protein shake 2 scoops whey w/ water" counted a 256 g bottled shake and the two scoops.
    const ids = read("protein shake 2 scoops whey w/ water").items.map((i) => i.foodId);
    expect(ids).not.toContain("protein-shake-drink");
    expect(one("protein shake 2 scoops").grams).toBe(60);
    // A shake and another food after a comma stay apart.
    expect(read("protein shake, 2 eggs").items.map((i) => i.foodId)).toContain("protein-shake-drink");
  });
});
