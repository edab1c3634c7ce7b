import { analyticsEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import AnalyticsPage from "./analytics-page";

const reads = [
  analyticsEndpoints.calories,
  analyticsEndpoints.nutrition,
  analyticsEndpoints.weight,
  analyticsEndpoints.recommendations,
];

afterEach(() => vi.unstubAllGlobals());

describe("analytics screen", () => {
  it("shows each section's placeholder while it loads", () => {
    stubApi(reads.map((endpoint) => [endpoint, "pending"]));
    renderScreen(<AnalyticsPage />);
    for (const id of ["calories", "nutrition", "weight", "advice"])
      expect(screen.getByTestId(`${id}-loading`)).toBeTruthy();
  });

  it("says each section has nothing for the period yet", async () => {
    const range = { period: "week", from: "2026-02-25", to: "2026-03-03" };
    stubApi([
      [
        analyticsEndpoints.calories,
        {
          json: {
            ...range,
            days: [],
            goalCalories: 1750,
            loggedDays: 0,
            averageCalories: null,
            daysWithinGoal: null,
            estimatedExpenditure: null,
          },
        },
      ],
      [
        analyticsEndpoints.nutrition,
        {
          json: {
            ...range,
            loggedDays: 0,
            averages: null,
            goals: { calories: 1750, protein: 100, fat: 60, carbs: 200 },
            energyShares: null,
          },
        },
      ],
      [
        analyticsEndpoints.weight,
        { json: { ...range, entries: [], trend: [], changeKg: null, latest: null, targetWeightKg: 65 } },
      ],
      [analyticsEndpoints.recommendations, { json: { ...range, items: [] } }],
    ]);
    renderScreen(<AnalyticsPage />);
    expect((await screen.findByTestId("calories-empty")).textContent).toBe(
      "За этот период нет записей о еде. Запишите, что вы съели, — и здесь появится график.",
    );
    expect((await screen.findByTestId("nutrition-empty")).textContent).toBe(
      "За этот период нет записей о еде — средних пока нет.",
    );
    expect((await screen.findByTestId("weight-empty")).textContent).toBe(
      "За этот период взвешиваний нет. Запишите первое — и здесь появится график.",
    );
    expect((await screen.findByTestId("advice-empty")).textContent).toBe(
      "Пока советовать нечего: продолжайте записывать еду и вес.",
    );
  });

  it("says which sections failed, each in its own block", async () => {
    stubApi(reads.map((endpoint) => [endpoint, "error"]));
    renderScreen(<AnalyticsPage />);
    for (const id of ["calories", "nutrition", "weight", "advice"])
      expect(await screen.findByTestId(`${id}-error`)).toBeTruthy();
  });
});
