import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import ProfilePage from "./profile-page";

afterEach(() => vi.unstubAllGlobals());

describe("profile screen", () => {
  it("offers onboarding to a person without an account", () => {
    stubApi([]);
    renderScreen(<ProfilePage />, { user: null });
    expect(screen.getByRole("link").getAttribute("href")).toBe("/onboarding");
  });

  it("writes the profile's numbers in Russian, with a decimal comma and a thousands separator", () => {
    stubApi([]);
    renderScreen(<ProfilePage />);
    expect(screen.getByText("72,5")).toBeTruthy();
    expect(screen.getByTestId("profile-calorie-goal").textContent).toMatch(/1\s750/);
  });
});
