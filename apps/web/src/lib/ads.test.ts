import { AD_AFTER_LAUNCH_MS, AD_MIN_INTERVAL_MS } from "@tarelka/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The ad rules of docs/product.md §4 Ads and docs/decisions/026-ads-after-launch-and-rewarded.md, against a scripted
 * VK: inside VK (signed launch, a host that answered), with a rewarded ad ready unless a test says otherwise.
 */
const vk = vi.hoisted(() => ({ inVk: true, ready: true, adReady: true, shows: true, calls: [] as string[] }));
vi.mock("./launch-params", () => ({ isVkEnvironment: () => vk.inVk }));
vi.mock("./vk/bridge", () => ({
  isBridgeReady: () => vk.ready,
  checkNativeAds: async (format: string, waterfall: boolean) => {
    vk.calls.push(`check ${format} ${waterfall}`);
    return vk.adReady;
  },
}));
vi.mock("./vk/bridge-dialogs", () => ({
  showNativeAds: async (format: string, waterfall: boolean) => {
    vk.calls.push(`show ${format} ${waterfall}`);
    return vk.shows;
  },
}));

// Date.now() counts whole milliseconds; the page's start may fall between two.
const launched = Math.ceil(performance.timeOrigin);
const { canShowAd, preloadAds, LAST_AD_STORAGE_KEY } = await import("./ads");
const { rewardedAdAvailable, watchRewardedAd } = await import("./ad-before-analysis");
const { appStore } = await import("../stores/app-store");

const storage = new Map<string, string>();
beforeEach(() => {
  Object.assign(vk, { inVk: true, ready: true, adReady: true, shows: true, calls: [] });
  storage.clear();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("no ad right after launch (VK's rule, docs/vk-platform.md §7)", () => {
  it("offers no ad in the first 5 minutes after launch, and asks VK nothing", async () => {
    expect(AD_AFTER_LAUNCH_MS).toBe(5 * 60 * 1000);
    vi.setSystemTime(launched + 1000);
    expect(canShowAd()).toBe(false);
    expect(await rewardedAdAvailable()).toBe(false);
    vi.setSystemTime(launched + AD_AFTER_LAUNCH_MS - 1);
    expect(await rewardedAdAvailable()).toBe(false);
    expect(vk.calls).toEqual([]);
  });

  it("offers the rewarded ad (with VK's waterfall) once the launch is 5 minutes old", async () => {
    vi.setSystemTime(launched + AD_AFTER_LAUNCH_MS);
    expect(await rewardedAdAvailable()).toBe(true);
    expect(vk.calls).toEqual(["check reward true"]);
  });

  it("still preloads at start-up: the check only asks VK to have an ad ready, nothing is shown", async () => {
    vi.setSystemTime(launched + 1000);
    expect(await preloadAds()).toBe(true);
    expect(vk.calls).toEqual(["check reward true"]);
  });
});

describe("the rewarded choice", () => {
  it("records a watched ad, after which none is offered for 5 minutes", async () => {
    const now = launched + 10 * 60 * 1000;
    vi.setSystemTime(now);
    expect(await watchRewardedAd()).toBe(true);
    expect(vk.calls).toEqual(["show reward true"]);
    expect(storage.get(LAST_AD_STORAGE_KEY)).toBe(String(now));
    vi.setSystemTime(now + AD_MIN_INTERVAL_MS - 1);
    expect(await rewardedAdAvailable()).toBe(false);
    vi.setSystemTime(now + AD_MIN_INTERVAL_MS);
    expect(await rewardedAdAvailable()).toBe(true);
  });

  it("records nothing when VK did not show the ad", async () => {
    vi.setSystemTime(launched + 10 * 60 * 1000);
    vk.shows = false;
    expect(await watchRewardedAd()).toBe(false);
    expect(storage.has(LAST_AD_STORAGE_KEY)).toBe(false);
  });

  it("offers nothing when VK has no ad, outside VK, or to a premium person", async () => {
    vi.setSystemTime(launched + 10 * 60 * 1000);
    vk.adReady = false;
    expect(await rewardedAdAvailable()).toBe(false);
    vk.adReady = true;
    vk.inVk = false;
    expect(await rewardedAdAvailable()).toBe(false);
    expect(await preloadAds()).toBe(false);
    vk.inVk = true;
    const before = appStore.get().currentUser;
    appStore.set({ currentUser: { isPremium: 1, premiumExpiresAt: null } as never });
    try {
      expect(await rewardedAdAvailable()).toBe(false);
    } finally {
      appStore.set({ currentUser: before });
    }
  });
});
