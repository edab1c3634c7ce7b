import { foodEndpoints, type TMealAnalysis, type TPhotoUsage } from "@tarelka/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../test-support/render-screen";

/**
 * The rewarded choice before a free photo analysis (docs/decisions/026-ads-after-launch-and-rewarded.md), with VK's
 * side scripted: whether an ad may be offered now, and what the person's watching answers.
 */
const ads = vi.hoisted(() => ({ available: true, watched: [] as number[] }));
vi.mock("../../lib/ad-before-analysis", () => ({
  rewardedAdAvailable: async () => ads.available,
  watchRewardedAd: async () => {
    ads.watched.push(Date.now());
    return true;
  },
}));
// jsdom draws no images: the photo is taken as it is.
vi.mock("./downscale", () => ({
  downscaleFile: async (file: Blob) => ({ blob: file, dataUrl: "data:image/jpeg;base64,AA==" }),
  downscaleToJpeg: async () => ({ blob: new Blob(["x"]), dataUrl: "data:image/jpeg;base64,AA==" }),
}));

const { default: CameraPage } = await import("./camera-page");

const USAGE: TPhotoUsage = {
  used: 2,
  limit: 10,
  remaining: 8,
  resetsAt: "2026-12-01T00:00:00.000Z",
  recognition: true,
};
/** A kept photo without dishes: the screen moves on to the text input, which is all these tests need of it. */
const ANALYSIS: TMealAnalysis = {
  source: "photo",
  originalQuery: null,
  photoId: "p1",
  photoUrl: "/api/food/photos/p1",
  dishes: [],
  unmatched: [],
  recognized: false,
  usage: null,
};

let analysed = 0;
function stub(usage: TPhotoUsage) {
  stubApi([
    [foodEndpoints.photoUsage, { json: usage }],
    [foodEndpoints.analyzePhoto, { json: ANALYSIS }],
  ]);
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    if (new URL(input, "http://localhost").pathname === foodEndpoints.analyzePhoto.path) analysed += 1;
    return answer(input, init);
  });
}

const pickPhoto = async () => {
  await screen.findByTestId("photo-usage");
  fireEvent.change(screen.getByTestId("photo-file"), { target: { files: [new File(["x"], "meal.jpg")] } });
};

beforeEach(() => {
  Object.assign(ads, { available: true, watched: [] });
  analysed = 0;
  window.history.replaceState(null, "", "/camera");
});
afterEach(() => vi.unstubAllGlobals());

describe("camera screen: the ad before a free analysis is the person's choice", () => {
  it("offers the analysis for a short ad, and sends nothing until the person chooses", async () => {
    stub(USAGE);
    renderScreen(<CameraPage />);
    await pickPhoto();
    const offer = await screen.findByTestId("ad-offer");
    expect(offer.textContent).toContain("Посмотрите короткую рекламу — и мы бесплатно разберём это фото");
    expect(analysed).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Смотреть рекламу и разобрать фото" }));
    await waitFor(() => expect(analysed).toBe(1));
    expect(ads.watched).toHaveLength(1);
    expect(screen.queryByTestId("ad-offer")).toBeNull();
  });

  it("describing in words instead shows no ad and spends no analysis", async () => {
    stub(USAGE);
    renderScreen(<CameraPage />);
    await pickPhoto();
    fireEvent.click(await screen.findByRole("button", { name: "Описать словами, без рекламы" }));
    await waitFor(() => expect(window.location.pathname).toBe("/text-input"));
    expect(ads.watched).toHaveLength(0);
    expect(analysed).toBe(0);
  });

  it("analyses at once when no ad may be offered (right after launch, premium, outside VK)", async () => {
    ads.available = false;
    stub(USAGE);
    renderScreen(<CameraPage />);
    await pickPhoto();
    await waitFor(() => expect(analysed).toBe(1));
    expect(screen.queryByTestId("ad-offer")).toBeNull();
  });

  it("offers nothing for a photo the free analyses no longer cover", async () => {
    stub({ ...USAGE, used: 10, remaining: 0 });
    renderScreen(<CameraPage />);
    await pickPhoto();
    await waitFor(() => expect(analysed).toBe(1));
    expect(screen.queryByTestId("ad-offer")).toBeNull();
  });
});
