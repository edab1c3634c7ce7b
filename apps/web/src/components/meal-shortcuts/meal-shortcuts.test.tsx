import { mealShortcutEndpoints, myMealEndpoints, type TMyMeal, type TRecentFood } from "@tarelka/contracts";
import { favouriteEndpoints } from "@tarelka/contracts/endpoints/favourites";
import type { TFavourite } from "@tarelka/contracts/favourites";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import { MyMeals, SaveAsMyMeal } from "./my-meals";
import { QuickAdd } from "./quick-add";
import { RecentFoods } from "./recent-foods";

const DATE = "2026-03-03";
const porridge: TRecentFood = {
  name: "Овсянка",
  grams: 250,
  per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
  foodId: null,
  isEstimate: true,
  nutrients: { calories: 220, protein: 7.5, fat: 4.3, carbs: 37.5 },
  timesLogged: 3,
  timesAtMealType: 3,
  lastDate: DATE,
};
const saved: TMyMeal = {
  id: 7,
  name: "Мой завтрак",
  mealType: "breakfast",
  dishes: [{ id: 70, ...porridge }],
  totals: porridge.nutrients,
  totalGrams: 250,
  createdAt: `${DATE}T08:00:00.000Z`,
};

afterEach(() => vi.unstubAllGlobals());

describe("recent foods", () => {
  it("says it is loading", () => {
    stubApi([[mealShortcutEndpoints.recentFoods, "pending"]]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    expect(screen.getByTestId("recent-foods-loading")).toBeTruthy();
  });

  it("explains the empty list", async () => {
    stubApi([[mealShortcutEndpoints.recentFoods, { json: { mealType: "breakfast", frequent: [], recent: [] } }]]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    expect((await screen.findByTestId("recent-foods-empty")).textContent).toContain("Здесь появятся блюда");
  });

  it("says a failed read in words, with a retry", async () => {
    stubApi([[mealShortcutEndpoints.recentFoods, "error"]]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    const failed = await screen.findByTestId("recent-foods-error", {}, { timeout: 5000 });
    expect(failed.textContent).toContain("Не удалось загрузить недавние блюда.");
    expect(screen.getByRole("button", { name: "Повторить" })).toBeTruthy();
  });

  it("lists a food with its last grams and calories, as a button that says what it adds", async () => {
    stubApi([
      [mealShortcutEndpoints.recentFoods, { json: { mealType: "breakfast", frequent: [porridge], recent: [] } }],
    ]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    const button = await screen.findByRole("button", { name: "Добавить Овсянка, 250 г, 220 ккал" });
    expect(button.textContent?.replace(/\s+/g, " ")).toContain("250 г · 220 ккал");
  });
});

describe("my meals", () => {
  it("says it is loading, then explains the empty list", async () => {
    stubApi([[myMealEndpoints.list, "pending"]]);
    const { unmount } = renderScreen(<MyMeals date={DATE} mealType="lunch" />);
    expect(screen.getByTestId("my-meals-loading")).toBeTruthy();
    unmount();
    stubApi([[myMealEndpoints.list, { json: { items: [], limit: 200 } }]]);
    renderScreen(<MyMeals date={DATE} mealType="lunch" />);
    expect((await screen.findByTestId("my-meals-empty")).textContent).toContain("Сохраните приём пищи");
  });

  it("says a failed read in words", async () => {
    stubApi([[myMealEndpoints.list, "error"]]);
    renderScreen(<MyMeals date={DATE} mealType="lunch" />);
    expect((await screen.findByTestId("my-meals-error", {}, { timeout: 5000 })).textContent).toContain(
      "Не удалось загрузить ваши блюда.",
    );
  });

  it("lists a saved meal as one button to log it, and one to edit it", async () => {
    stubApi([[myMealEndpoints.list, { json: { items: [saved], limit: 200 } }]]);
    renderScreen(<MyMeals date={DATE} mealType="lunch" />);
    expect(await screen.findByRole("button", { name: "Добавить «Мой завтрак», 220 ккал" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Изменить «Мой завтрак»" }));
    expect((screen.getByTestId("my-meal-name") as HTMLInputElement).value).toBe("Мой завтрак");
  });

  it("says the 200 limit in words when saving one more", async () => {
    stubApi([[myMealEndpoints.create, { status: 409, code: "MY_MEALS_LIMIT_REACHED" }]]);
    renderScreen(<SaveAsMyMeal mealId={5} mealType="dinner" />);
    fireEvent.click(screen.getByTestId("save-as-my-meal"));
    expect((screen.getByTestId("my-meal-new-name") as HTMLInputElement).value).toBe("Мой ужин");
    fireEvent.click(screen.getByTestId("save-as-my-meal-submit"));
    expect((await screen.findByTestId("save-as-my-meal-problem")).textContent).toBe(
      "Можно сохранить не больше 200 своих блюд. Удалите ненужные, чтобы сохранить новое.",
    );
  });
});

describe("quick add", () => {
  it("says a slip at the field and sends nothing", async () => {
    const fetch = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal("fetch", fetch);
    renderScreen(<QuickAdd date={DATE} mealType="snack" />);
    fireEvent.change(screen.getByTestId("quick-add-calories"), { target: { value: "abc" } });
    fireEvent.click(screen.getByTestId("quick-add-submit"));
    expect((await screen.findByTestId("quick-add-problem")).textContent).toContain("Укажите калории");
    expect(screen.getByTestId("quick-add-calories").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("recent foods in a meal section", () => {
  it("shows at most `max` foods, frequent ones first", async () => {
    const food = (name: string): TRecentFood => ({ ...porridge, name });
    stubApi([
      [
        mealShortcutEndpoints.recentFoods,
        { json: { mealType: "lunch", frequent: [food("Борщ")], recent: [food("Хлеб"), food("Салат"), food("Чай")] } },
      ],
    ]);
    renderScreen(<RecentFoods date={DATE} mealType="lunch" max={3} />);
    await screen.findByTestId("frequent-foods");
    expect(screen.getAllByTestId("recent-food").map((b) => b.textContent?.split("250")[0])).toEqual([
      "Борщ",
      "Хлеб",
      "Салат",
    ]);
  });
});

describe("favourites among the recent foods", () => {
  const star: TFavourite = {
    id: 3,
    kind: "dish",
    key: "name:овсянка",
    name: "Овсянка",
    mealType: null,
    dishes: [{ ...porridge, grams: 300, nutrients: { calories: 264, protein: 9, fat: 5.1, carbs: 45 } }],
    totals: { calories: 264, protein: 9, fat: 5.1, carbs: 45 },
    createdAt: `${DATE}T08:00:00.000Z`,
  };
  const apple: TRecentFood = { ...porridge, name: "Яблоко", foodId: "mine:4", timesLogged: 1, timesAtMealType: 0 };

  it("lists the stars first, each food once, with its last grams; a food of one's own is marked", async () => {
    stubApi([
      [favouriteEndpoints.list, { json: { items: [star], limit: 200 } }],
      [mealShortcutEndpoints.recentFoods, { json: { mealType: "breakfast", frequent: [porridge], recent: [apple] } }],
    ]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    const starred = await screen.findByTestId("favourite-foods");
    expect(starred.textContent?.replace(/\s+/g, " ")).toContain("Овсянка300 г · 264 ккал");
    expect(screen.getByRole("button", { name: "Убрать «Овсянка» из избранного" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await screen.findByRole("button", { name: "Добавить «Яблоко» в избранное" });
    expect(screen.queryByTestId("frequent-foods")).toBeNull();
    expect(screen.getAllByTestId("recent-food").map((b) => b.textContent)).toEqual([
      expect.stringContaining("Яблокомоё"),
    ]);
  });

  it("shows the recent foods while the stars are still loading", async () => {
    stubApi([
      [favouriteEndpoints.list, "pending"],
      [mealShortcutEndpoints.recentFoods, { json: { mealType: "breakfast", frequent: [porridge], recent: [] } }],
    ]);
    renderScreen(<RecentFoods date={DATE} mealType="breakfast" />);
    expect(await screen.findByTestId("frequent-foods")).toBeTruthy();
    expect(screen.queryByTestId("favourite-foods")).toBeNull();
  });
});
