import { achievementEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import AchievementsPage from "./achievements-page";

afterEach(() => vi.unstubAllGlobals());

describe("achievements screen", () => {
  it("shows a placeholder while the list loads", () => {
    stubApi([[achievementEndpoints.list, "pending"]]);
    renderScreen(<AchievementsPage />);
    expect(screen.getByTestId("achievements-loading")).toBeTruthy();
  });

  it("shows no achievement cards for an empty list", async () => {
    stubApi([[achievementEndpoints.list, { json: [] }]]);
    renderScreen(<AchievementsPage />);
    await vi.waitFor(() => expect(screen.queryByTestId("achievements-loading")).toBeNull());
    expect(screen.queryByTestId("achievement-progress")).toBeNull();
  });

  it("says the list could not be read", async () => {
    stubApi([[achievementEndpoints.list, "error"]]);
    renderScreen(<AchievementsPage />);
    expect(await screen.findByTestId("achievements-error")).toBeTruthy();
  });
});
