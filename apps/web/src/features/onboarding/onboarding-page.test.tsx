import { userEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ONBOARDING_PROGRESS_KEY } from "../../lib/session";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import OnboardingPage from "./onboarding-page";
import type { OnboardingProgress } from "./onboarding-steps";

// Every question answered: the conversation resumes at the summary, the one step that asks the server.
const answered: OnboardingProgress = {
  version: 1,
  step: "summary",
  answers: {
    gender: "female",
    age: 30,
    heightCm: 165,
    weightKg: 72.5,
    activityLevel: "moderate",
    targetWeightKg: 65,
    weightLossPace: "comfortable",
    firstName: "Анна",
    lastName: "Петрова",
  },
};

const breakdown = {
  bmrKcal: 1420,
  activityFactor: 1.55,
  maintenanceKcal: 2201,
  deficitKcal: 450,
  floorKcal: 1200,
  floorApplied: false,
  dailyCalorieGoal: 1751,
  proteinGoalG: 100,
  fatGoalG: 60,
  carbsGoalG: 200,
  waterGoalMl: 2000,
};

beforeEach(() => localStorage.setItem(ONBOARDING_PROGRESS_KEY, JSON.stringify(answered)));
afterEach(() => vi.unstubAllGlobals());

describe("onboarding screen", () => {
  it("starts a new person at the first question", () => {
    localStorage.removeItem(ONBOARDING_PROGRESS_KEY);
    stubApi([]);
    renderScreen(<OnboardingPage />, { user: null });
    expect(screen.getByTestId("onboarding-question").textContent).toBe("Ваш пол?");
    expect(screen.queryByText("Считаем цель...")).toBeNull();
  });

  it("says the goal is being computed while the server works it out", () => {
    stubApi([[userEndpoints.previewGoals, "pending"]]);
    renderScreen(<OnboardingPage />, { user: null });
    expect(screen.getByText("Считаем цель...")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Начать" })).toBeNull();
  });

  it("shows the computed goal with a thousands separator and the button to start", async () => {
    stubApi([[userEndpoints.previewGoals, { json: breakdown }]]);
    renderScreen(<OnboardingPage />, { user: null });
    expect((await screen.findByTestId("onboarding-goal")).textContent).toMatch(/^1\s751 ккал в день$/);
    expect(screen.getByRole("button", { name: "Начать" })).toBeTruthy();
  });

  it("says the goal could not be computed, and offers to try again", async () => {
    // The server's own code for a failure on its side, which the screen words as a generic error.
    stubApi([[userEndpoints.previewGoals, { status: 500, code: "INTERNAL" }]]);
    renderScreen(<OnboardingPage />, { user: null });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось посчитать цель: Произошла ошибка. Попробуйте ещё раз.");
    expect(screen.getByRole("button", { name: "Повторить" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Начать" })).toBeNull();
  });
});
