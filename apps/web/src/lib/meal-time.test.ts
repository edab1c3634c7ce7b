import { describe, expect, it } from "vitest";
import { mealTypeAt } from "./meal-time";

describe("mealTypeAt", () => {
  it("follows the hours of a day", () => {
    expect([3, 4, 10, 11, 15, 16, 20, 21, 23, 0].map(mealTypeAt)).toEqual([
      "snack",
      "breakfast",
      "breakfast",
      "lunch",
      "lunch",
      "dinner",
      "dinner",
      "snack",
      "snack",
      "snack",
    ]);
  });
});
