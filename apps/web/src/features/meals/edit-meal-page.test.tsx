import { mealEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import EditMealPage from "./edit-meal-page";

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

  it("leaves the loading state with a message and a way home when the meal cannot be read", async () => {
    stubApi([[mealEndpoints.get, "error"]]);
    renderScreen(<EditMealPage />);
    // The screen words a failed read the same as a missing meal: either way there is nothing to edit.
    expect((await screen.findByRole("alert")).textContent).toBe("Приём пищи не найден.");
    expect(screen.queryByText("Загрузка...")).toBeNull();
    expect(screen.getByRole("link", { name: "На главную" })).toBeTruthy();
  });
});
