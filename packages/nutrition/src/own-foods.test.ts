import { describe, expect, it } from "vitest";
import { analyzeMealText } from "./analyze";
import type { OwnFood } from "./own-foods";
import { searchFoods } from "./search";

const bar: OwnFood = {
  id: "mine:1",
  name: "Батончик Бомббар",
  per100g: { calories: 350, protein: 30, fat: 10, carbs: 20 },
  portion: { grams: 60, name: "батончик" },
};
const curd: OwnFood = { id: "mine:2", name: "творог", per100g: { calories: 101, protein: 17, fat: 2, carbs: 3 } };

describe("own foods in the meal text", () => {
  it("finds an own food by its name, counted by its portion", () => {
    const reply = analyzeMealText("2 батончика бомббар и чай", { ownFoods: [bar] });
    const item = reply.items.find((i) => i.foodId === "mine:1");
    expect(item).toMatchObject({ name: "Батончик Бомббар", grams: 120, calories: 420, protein: 36, mine: true });
    expect(reply.items.some((i) => i.foodId !== "mine:1" && i.mine === undefined)).toBe(true);
  });

  it("reads grams typed after it, and 100 g when nothing is typed and it has no portion", () => {
    expect(analyzeMealText("творог 200 г", { ownFoods: [curd] }).items[0]).toMatchObject({
      foodId: "mine:2",
      grams: 200,
      calories: 202,
    });
    expect(analyzeMealText("творог", { ownFoods: [curd] }).items[0]).toMatchObject({
      grams: 100,
      portionAssumed: true,
    });
  });

  it("prefers the person's food over the catalog's of the same name, for that call only", () => {
    expect(analyzeMealText("творог 200 г", { ownFoods: [curd] }).items[0]?.foodId).toBe("mine:2");
    const plain = analyzeMealText("творог 200 г").items[0];
    expect(plain?.foodId).not.toBe("mine:2");
    expect(plain?.mine).toBeUndefined();
  });
});

describe("own foods in the food search", () => {
  it("lists the person's matching foods first, marked as theirs, with their portion's name", () => {
    const items = searchFoods("твор", { lang: "ru", limit: 5, ownFoods: [bar, curd] });
    expect(items[0]).toMatchObject({ id: "mine:2", name: "творог", mine: true, kcal: 101 });
    expect(items.slice(1).every((i) => i.mine === undefined)).toBe(true);
    expect(items).toHaveLength(5);
    expect(searchFoods("бомб", { lang: "ru", ownFoods: [bar] })[0]).toMatchObject({
      id: "mine:1",
      portion: { grams: 60, label: "батончик" },
    });
  });

  it("leaves them out of another person's search", () => {
    expect(searchFoods("бомббар", { lang: "ru" }).some((i) => i.mine)).toBe(false);
  });
});
