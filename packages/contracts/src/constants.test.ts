import { describe, expect, it } from "vitest";
import { MEAL_TYPES, mealTypeAt } from "./constants";

const at = (hour: number, minute = 0) => new Date(2026, 10, 25, hour, minute);

describe("mealTypeAt (docs/product.md §3 Client state, selectedMealType)", () => {
  it("names the meal of each part of the day, each row from its first minute to the next row's", () => {
    expect([3, 4, 10].map((h) => mealTypeAt(at(h, 59)))).toEqual(["snack", "breakfast", "breakfast"]);
    expect([11, 15, 16, 17, 18, 22, 23].map((h) => mealTypeAt(at(h)))).toEqual([
      "lunch",
      "lunch",
      "snack",
      "snack",
      "dinner",
      "dinner",
      "snack",
    ]);
    expect(mealTypeAt(at(0))).toBe("snack");
  });

  it("gives every hour a meal type", () => {
    for (let hour = 0; hour < 24; hour++) expect(MEAL_TYPES).toContain(mealTypeAt(at(hour, 30)));
  });
});
