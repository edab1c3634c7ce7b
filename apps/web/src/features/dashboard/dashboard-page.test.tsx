import { mealEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import DashboardPage from "./dashboard-page";

const zero = { calories: 0, protein: 0, fat: 0, carbs: 0 };
const emptyDay = {
  date: "2026-03-03",
  totals: zero,
  goals: { calories: 1750, protein: 100, fat: 60, carbs: 200 },
  byMealType: (["breakfast", "lunch", "dinner", "snack"] as const).map((mealType) => ({
    mealType,
    totals: zero,
    meals: [],
  })),
  water: { totalMl: 0, goalMl: 2000 },
  streakDays: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe("dashboard", () => {
  it("shows a placeholder while the day loads", () => {
    stubApi([[mealEndpoints.summary, "pending"]]);
    const { container } = renderScreen(<DashboardPage />);
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
  });

  it("says an empty day is empty, and writes the goal with a thousands separator", async () => {
    stubApi([[mealEndpoints.summary, { json: emptyDay }]]);
    renderScreen(<DashboardPage />);
    expect(await screen.findByTestId("day-empty")).toBeTruthy();
    expect(screen.getByTestId("calorie-goal").textContent).toMatch(/1\s750 ккал/);
  });

  it("lists the day's meals under their meal type, with grouped calories", async () => {
    const meal = {
      id: 7,
      date: emptyDay.date,
      mealType: "lunch",
      source: "text",
      originalQuery: "плов",
      photoUrl: null,
      dishes: [{ id: 1, name: "Плов", grams: 500, nutrients: { ...zero, calories: 1455 } }],
      totals: { calories: 1455, protein: 40, fat: 60, carbs: 180 },
      totalGrams: 500,
      createdAt: "2026-03-03T12:00:00.000Z",
      updatedAt: "2026-03-03T12:00:00.000Z",
    };
    const day = {
      ...emptyDay,
      totals: meal.totals,
      byMealType: emptyDay.byMealType.map((group) =>
        group.mealType === "lunch" ? { ...group, totals: meal.totals, meals: [meal] } : group,
      ),
    };
    stubApi([[mealEndpoints.summary, { json: day }]]);
    renderScreen(<DashboardPage />);
    const card = await screen.findByTestId("meal-card");
    expect(card.textContent).toMatch(/Плов1\s455 ккал/);
    expect(card.getAttribute("href")).toBe("/edit-meal?id=7");
    expect(screen.queryByTestId("day-empty")).toBeNull();
  });

  it("says the day could not be read", async () => {
    stubApi([[mealEndpoints.summary, "error"]]);
    renderScreen(<DashboardPage />);
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
  });
});
