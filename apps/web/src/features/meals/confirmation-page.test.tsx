import {
  type TAnalyzedItem,
  type TAnalyzeTextResponse,
  type TCreateMealRequest,
  ZCreateMealRequestSchema,
} from "@tarelka/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../stores/app-store";
import { renderScreen } from "../../test-support/render-screen";
import ConfirmationPage from "./confirmation-page";
import { analysisFromText } from "./meal-draft";

/** Answers POST /api/meals with a 500 after keeping its body: the test reads what the screen would save. */
function keepSavedBody(): { body: () => TCreateMealRequest | undefined } {
  let saved: TCreateMealRequest | undefined;
  vi.stubGlobal("fetch", (_input: string, init?: RequestInit) => {
    saved = JSON.parse(String(init?.body)) as TCreateMealRequest;
    return Promise.resolve(
      new Response(JSON.stringify({ error: { code: "INTERNAL", message: "x" } }), { status: 500 }),
    );
  });
  return { body: () => saved };
}

const NONE = {
  fiber: 0,
  sugars: 0,
  water: 0,
  saturatedFat: 0,
  vitaminD: 0,
  vitaminB12: 0,
  vitaminC: 0,
  folateDfe: 0,
  iron: 0,
  calcium: 0,
  magnesium: 0,
  zinc: 0,
  potassium: 0,
  sodium: 0,
  epaDha: 0,
  ala: 0,
};
const item = (i: Partial<TAnalyzedItem> & Pick<TAnalyzedItem, "text" | "foodId" | "name" | "grams" | "calories">) => ({
  protein: 0,
  fat: 0,
  carbs: 0,
  micronutrients: NONE,
  confidence: 0.95,
  portionAssumed: false,
  caloriesStated: true,
  ...i,
});
/**
 * The engine's reply to "батончик 90 ккал, перекус 250 ккал, чай 90 ккал" (POST /api/food/analyze-text): as much of
 * a bar as has 90 kcal; the snack, no food, on a nominal 100 g; plain tea, too light to hold 90 kcal, on its usual
 * 250 g carrying the figure.
 */
const TYPED_FIGURES: TAnalyzeTextResponse = {
  items: [
    item({
      text: "батончик 90 ккал",
      foodId: "granola-bar",
      name: "мюсли-батончик",
      grams: 19.1,
      calories: 90,
      protein: 1.9,
      fat: 3.8,
      carbs: 12.3,
    }),
    item({ text: "перекус 250 ккал", foodId: "", name: "перекус", grams: 100, calories: 250 }),
    item({ text: "чай 90 ккал", foodId: "tea", name: "чай", grams: 250, calories: 90, carbs: 27 }),
  ],
  totals: { calories: 430, protein: 1.9, fat: 3.8, carbs: 39.3 },
  unmatched: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.clearAnalysis();
});

describe("confirmation screen with calories the person typed", () => {
  it("labels the figure as theirs and saves it, with or without a food, as a meal the server accepts", async () => {
    appStore.set({
      currentAnalysis: analysisFromText("батончик 90 ккал, перекус 250 ккал, чай 90 ккал", TYPED_FIGURES, null),
    });
    const sent = keepSavedBody();
    renderScreen(<ConfirmationPage />);

    expect(screen.getAllByTestId("dish-calories-stated").map((b) => b.textContent)).toEqual([
      "ваша цифра",
      "ваша цифра",
      "ваша цифра",
    ]);
    fireEvent.click(screen.getByTestId("save-meal"));
    await waitFor(() => expect(sent.body()).toBeDefined());

    const body = ZCreateMealRequestSchema.parse(sent.body());
    const calories = body.dishes.map((d) => Math.round((d.grams * d.per100g.calories) / 100));
    expect(calories).toEqual([90, 250, 90]);
    // The snack is no database food: stored as a quick add is, with no food id.
    expect(body.dishes.map((d) => d.foodId)).toEqual(["granola-bar", null, "tea"]);
  });

  it("stops calling the figure theirs once the grams change", () => {
    const bar = { ...TYPED_FIGURES, items: TYPED_FIGURES.items.slice(0, 1) };
    appStore.set({ currentAnalysis: analysisFromText("батончик 90 ккал", bar, null) });
    renderScreen(<ConfirmationPage />);
    expect(screen.getByTestId("dish-calories-stated")).toBeTruthy();
    fireEvent.click(screen.getByTestId("grams-more"));
    expect(screen.queryByTestId("dish-calories-stated")).toBeNull();
  });
});
