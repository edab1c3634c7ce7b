import { describe, expect, it } from "vitest";
import { dishesAfter, itemsOf } from "./correction";
import type { DraftDish } from "./meal-draft";

const buckwheat: DraftDish = {
  key: "a",
  name: "гречка",
  grams: 200,
  per100g: { calories: 92, protein: 3.4, fat: 0.6, carbs: 20 },
  foodId: "buckwheat",
  isEstimate: false,
  confidence: 0.95,
};
const photo: DraftDish = {
  key: "b",
  name: "Плов",
  grams: 300,
  per100g: { calories: 150, protein: 5, fat: 6, carbs: 19 },
  foodId: null,
  isEstimate: true,
  confidence: 0.6,
  portionAssumed: true,
};

describe("the editor's dishes and the interpreter's items", () => {
  it("sends each dish's nutrients for its grams", () => {
    expect(itemsOf([buckwheat, photo])).toEqual([
      { foodId: "buckwheat", name: "гречка", grams: 200, calories: 184, protein: 6.8, fat: 1.2, carbs: 40 },
      {
        foodId: null,
        name: "Плов",
        grams: 300,
        calories: 450,
        protein: 15,
        fat: 18,
        carbs: 57,
        portionAssumed: true,
      },
    ]);
  });

  it("keeps an unchanged dish as it was, reweighs a kept one, and builds a new one from its item", () => {
    const items = itemsOf([buckwheat, photo]);
    const after = dishesAfter([buckwheat, photo], {
      understood: true,
      items: [
        items[0]!,
        { ...items[1]!, grams: 150, calories: 225, protein: 7.5, fat: 9, carbs: 28.5 },
        { foodId: "bread", name: "хлеб", grams: 30, calories: 79.8, protein: 2.7, fat: 1, carbs: 14.7 },
      ],
      origins: [0, 1, null],
      changes: [{ kind: "grams", name: "Плов", from: 300, to: 150 }],
      unmatched: [],
    });
    expect(after[0]).toBe(buckwheat);
    expect(after[1]).toMatchObject({ key: "b", grams: 150, per100g: photo.per100g, isEstimate: true });
    expect(after[1]!.portionAssumed).toBeUndefined();
    expect(after[2]).toMatchObject({
      name: "хлеб",
      grams: 30,
      per100g: { calories: 266, protein: 9, fat: 3.3, carbs: 49 },
      foodId: "bread",
      isEstimate: false,
    });
    expect(after[2]!.key).not.toBe("a");
  });
});
