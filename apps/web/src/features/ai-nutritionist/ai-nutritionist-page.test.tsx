import { aiNutritionistEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import AiNutritionistPage from "./ai-nutritionist-page";

afterEach(() => vi.unstubAllGlobals());

describe("AI nutritionist screen", () => {
  it("shows the chat's and the recommendations' placeholders while they load", () => {
    stubApi([
      [aiNutritionistEndpoints.chat, "pending"],
      [aiNutritionistEndpoints.recommendations, "pending"],
    ]);
    renderScreen(<AiNutritionistPage />);
    expect(screen.getByTestId("chat-loading")).toBeTruthy();
    expect(screen.getByTestId("recommendations-loading")).toBeTruthy();
  });

  it("says there are no recommendations yet", async () => {
    stubApi([
      [aiNutritionistEndpoints.chat, "pending"],
      [aiNutritionistEndpoints.recommendations, { json: [] }],
    ]);
    renderScreen(<AiNutritionistPage />);
    expect(await screen.findByTestId("recommendations-empty")).toBeTruthy();
  });

  it("says the chat and the recommendations could not be read", async () => {
    stubApi([
      [aiNutritionistEndpoints.chat, "error"],
      [aiNutritionistEndpoints.recommendations, "error"],
    ]);
    renderScreen(<AiNutritionistPage />);
    expect(await screen.findByTestId("chat-error")).toBeTruthy();
    expect(await screen.findByTestId("recommendations-error")).toBeTruthy();
  });
});
