import { waterEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import WaterPage from "./water-page";

afterEach(() => vi.unstubAllGlobals());

describe("water screen", () => {
  it("shows a placeholder while the day loads", () => {
    stubApi([[waterEndpoints.day, "pending"]]);
    const { container } = renderScreen(<WaterPage />);
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
  });

  it("says nothing was drunk yet, against a goal written with a thousands separator", async () => {
    stubApi([[waterEndpoints.day, { json: { date: "2026-03-03", entries: [], totalMl: 0, goalMl: 2000 } }]]);
    renderScreen(<WaterPage />);
    expect(await screen.findByTestId("water-empty")).toBeTruthy();
    expect(screen.getByTestId("water-total").textContent).toMatch(/из 2\s000 мл/);
  });

  it("says the day could not be read", async () => {
    stubApi([[waterEndpoints.day, "error"]]);
    renderScreen(<WaterPage />);
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
