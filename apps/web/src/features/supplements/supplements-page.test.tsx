import { supplementEndpoints } from "@tarelka/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";
import SupplementsPage from "./supplements-page";

afterEach(() => vi.unstubAllGlobals());

describe("supplements screen", () => {
  it("shows the lists' placeholders while they load", () => {
    stubApi([
      [supplementEndpoints.list, "pending"],
      [supplementEndpoints.mine, "pending"],
    ]);
    renderScreen(<SupplementsPage />);
    expect(screen.getByTestId("suggestions-loading")).toBeTruthy();
    expect(screen.getByTestId("mine-loading")).toBeTruthy();
  });

  it("says there are no suggestions and nothing accepted yet", async () => {
    stubApi([
      [supplementEndpoints.list, { json: [] }],
      [supplementEndpoints.mine, { json: { accepted: [], lastAnalysisDate: null } }],
    ]);
    renderScreen(<SupplementsPage />);
    expect(await screen.findByTestId("suggestions-empty")).toBeTruthy();
    expect(await screen.findByTestId("mine-empty")).toBeTruthy();
  });

  it("says the lists could not be read", async () => {
    stubApi([
      [supplementEndpoints.list, "error"],
      [supplementEndpoints.mine, "error"],
    ]);
    renderScreen(<SupplementsPage />);
    expect(await screen.findByTestId("suggestions-error")).toBeTruthy();
    expect(await screen.findByTestId("mine-error")).toBeTruthy();
  });
});
