import { RECENT_FOODS_LIMITS } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { foodKey, type LoggedDish, rankRecentFoods } from "./recent-foods-maths";

const dish = (name: string, mealType: string, date: string, extra: Partial<LoggedDish> = {}): LoggedDish => ({
  date,
  mealType,
  name,
  grams: 100,
  per100g: { calories: 100, protein: 1, fat: 1, carbs: 1 },
  foodId: null,
  isEstimate: false,
  ...extra,
});

describe("rankRecentFoods", () => {
  it("keeps the latest grams of each food and counts every time it was logged", () => {
    const ranked = rankRecentFoods(
      [
        dish("Овсянка", "breakfast", "2030-01-03", { grams: 250 }),
        dish("овсянка ", "breakfast", "2030-01-02", { grams: 200 }),
        dish("Суп", "lunch", "2030-01-02"),
      ],
      "breakfast",
    );
    expect(ranked.frequent).toHaveLength(1);
    expect(ranked.frequent[0]).toMatchObject({ name: "Овсянка", grams: 250, timesLogged: 2, timesAtMealType: 2 });
    expect(ranked.frequent[0]?.nutrients.calories).toBe(250);
    expect(ranked.recent.map((f) => f.name)).toEqual(["Суп"]);
  });

  it("puts foods of the asked meal type first, in both lists", () => {
    const ranked = rankRecentFoods(
      [
        dish("Суп", "lunch", "2030-01-05"),
        dish("Суп", "lunch", "2030-01-04"),
        dish("Суп", "lunch", "2030-01-03"),
        dish("Сырники", "breakfast", "2030-01-02"),
        dish("Сырники", "breakfast", "2030-01-01"),
        dish("Чай", "dinner", "2030-01-05"),
        dish("Кофе", "breakfast", "2030-01-01"),
      ],
      "breakfast",
    );
    expect(ranked.frequent.map((f) => f.name)).toEqual(["Сырники", "Суп"]);
    expect(ranked.recent.map((f) => f.name)).toEqual(["Кофе", "Чай"]);
  });

  it("tells a database food by its id and anything else by its name", () => {
    expect(foodKey({ foodId: "apple", name: "Яблоко" })).toBe(foodKey({ foodId: "apple", name: "apple" }));
    expect(foodKey({ foodId: null, name: "Яблоко  зелёное" })).toBe(foodKey({ foodId: null, name: "яблоко зелёное" }));
    expect(foodKey({ foodId: null, name: "apple" })).not.toBe(foodKey({ foodId: "apple", name: "apple" }));
  });

  it("answers at most itemsMax foods per list", () => {
    const many = Array.from({ length: 40 }, (_, i) => dish(`Еда ${i}`, "snack", "2030-01-01"));
    const ranked = rankRecentFoods([...many, ...many], "snack");
    expect(ranked.frequent).toHaveLength(RECENT_FOODS_LIMITS.itemsMax);
    expect(ranked.recent).toHaveLength(RECENT_FOODS_LIMITS.itemsMax);
  });
});
