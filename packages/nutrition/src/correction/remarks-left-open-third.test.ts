// Remarks decision 023 left refused, mended by their class (decision 023, "Readings left open, a third round"): a
// part of a dish one recipe down (the croutons of the undressed salad a side Caesar is made of), a part named by a
// word of its own names alone ("the dressing" of a Caesar), and a part named by another row's name for the same food
// («брынза» of a Greek salad's feta).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { correctMealItems } from "./correct";

const correct = (meal: string, remark: string) => correctMealItems(analyzeMealText(meal).items, remark);
const itemsOf = (r: ReturnType<typeof correct>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a part of the dish a dish is made of", () => {
  it("takes the croutons out of a side Caesar", () => {
    const r = correct("side caesar salad", "no croutons");
    expect(r.understood).toBe(true);
    // FNDDS's undressed Caesar holds the catalog Caesar's 15 g of croutons: 150 → 135 g, about 60 kcal less.
    expect(itemsOf(r)).toEqual([["caesar-salad-side", 135]]);
    const before = analyzeMealText("side caesar salad").totals.calories;
    expect(before - r.items[0]!.calories).toBeGreaterThan(50);
    expect(itemsOf(correct("caesar salad and a coke", "no croutons"))).toEqual([
      ["caesar-salad-side", 135],
      ["cola", 330],
    ]);
    expect(correct("салат цезарь без курицы", "без сухариков").understood).toBe(true);
  });

  it("reads the meal text the same way", () => {
    const r = analyzeMealText("side caesar no croutons");
    expect(r.items.map((i) => [i.foodId, Math.round(i.grams)])).toEqual([["caesar-salad-side", 135]]);
  });
});

describe("a part named by a word of its own names", () => {
  it("halves the dressing of a chicken Caesar", () => {
    for (const [meal, remark] of [
      ["chicken caesar salad", "half the dressing"],
      ["chicken caesar salad and fries", "used half the dressing"],
      ["цезарь с курицей", "соуса половину"],
    ] as const) {
      const r = correct(meal, remark);
      expect(r.understood, `${meal} + ${remark}`).toBe(true);
      expect(r.items.find((i) => i.foodId === "caesar-dressing")!.grams).toBeCloseTo(12.6, 0);
      expect(r.items.find((i) => i.foodId === "croutons")!.grams).toBeCloseTo(15.1, 0);
    }
  });

  it("keeps a dressing that is an item of its own", () => {
    expect(itemsOf(correct("garden salad with ranch dressing", "used half the dressing"))).toEqual([
      ["garden-salad", 150],
      ["ranch", 15],
    ]);
  });
});

describe("a part named by another row's name for the same food", () => {
  it("is the feta of a Greek salad said «брынза»", () => {
    const r = correct("греческий салат", "без брынзы");
    expect(r.understood).toBe(true);
    expect(r.items.map((i) => i.foodId)).not.toContain("ru-feta");
    expect(r.items).toHaveLength(6);
    expect(correct("греческий салат и хлеб", "брынзы не было").items.map((i) => i.foodId)).toContain("bread");
    const more = correct("греческий салат", "брынзы было 50 г");
    expect(more.items.find((i) => i.foodId === "ru-feta")!.grams).toBe(50);
  });

  it("keeps «no feta»", () => {
    expect(correct("greek salad", "no feta").items.map((i) => i.foodId)).not.toContain("ru-feta");
  });
});
