import { mealEndpoints, type TMeal } from "@tarelka/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import EditMealPage from "./edit-meal-page";

/** Meal 7 as the server answers it once it can: a breakfast of one dish. */
const SAVED_MEAL: TMeal = {
  id: 7,
  date: "2026-01-02",
  mealType: "breakfast",
  source: "text",
  originalQuery: null,
  photoUrl: null,
  dishes: [
    {
      id: 70,
      name: "Овсянка",
      grams: 200,
      per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
      foodId: null,
      isEstimate: true,
      nutrients: { calories: 176, protein: 6, fat: 3.4, carbs: 30 },
    },
  ],
  totals: { calories: 176, protein: 6, fat: 3.4, carbs: 30 },
  totalGrams: 200,
  createdAt: "2026-01-02T08:00:00.000Z",
  updatedAt: "2026-01-02T08:00:00.000Z",
};

// The screen reads the meal's id from the address, as it does when opened from a dashboard card.
beforeEach(() => window.history.replaceState(null, "", "/edit-meal?id=7"));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("edit-meal screen", () => {
  it("says it is loading while the meal is read", () => {
    stubApi([[mealEndpoints.get, "pending"]]);
    renderScreen(<EditMealPage />);
    expect(screen.getByRole("status").textContent).toContain("Загрузка...");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the meal is not found when the server has no such meal, with a way home", async () => {
    stubApi([[mealEndpoints.get, { status: 404, code: "NOT_FOUND" }]]);
    renderScreen(<EditMealPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Приём пищи не найден.");
    expect(screen.getByRole("link", { name: "На главную" }).getAttribute("href")).toBe("/");
  });

  it("says the meal is not found without asking the server when the address has no valid id", () => {
    window.history.replaceState(null, "", "/edit-meal?id=abc");
    stubApi([]);
    renderScreen(<EditMealPage />);
    expect(screen.getByRole("alert").textContent).toBe("Приём пищи не найден.");
  });

  it("shows the real error with a retry when the meal cannot be read, and the editor once a retry succeeds", async () => {
    stubApi([[mealEndpoints.get, "error"]]);
    renderScreen(<EditMealPage />);
    // A 500 is not a missing meal: the server's failure is said as such (its unknown code as the generic message).
    expect((await screen.findByRole("alert")).textContent).toBe("Произошла ошибка. Попробуйте ещё раз.");
    expect(screen.queryByText("Приём пищи не найден.")).toBeNull();
    expect(screen.queryByText("Загрузка...")).toBeNull();

    stubApi([[mealEndpoints.get, { json: SAVED_MEAL }]]);
    fireEvent.click(screen.getByRole("button", { name: "Повторить" }));
    expect(await screen.findByTestId("save-meal")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
