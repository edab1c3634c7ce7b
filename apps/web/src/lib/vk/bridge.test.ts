import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * A scripted fake of @vkontakte/vk-bridge (docs/vk-platform.md §2.6): each method answers with a scripted value,
 * a rejection, or never (as a bridge without a VK host does, §2.2). Time is fake, so every time-out of docs/product.md §8
 * is exercised exactly at its boundary.
 */
type Script = { kind: "resolve"; value: unknown } | { kind: "reject"; error: unknown } | { kind: "hang" };
const script = new Map<string, Script>();
const sent: { method: string; params: unknown; at: number }[] = [];
const listeners = new Set<(event: unknown) => void>();
const host = vi.hoisted(() => ({ embedded: true }));

vi.mock("@vkontakte/vk-bridge", () => ({
  default: {
    send: vi.fn((method: string, params?: unknown) => {
      sent.push({ method, params, at: Date.now() });
      const step = script.get(method) ?? { kind: "hang" };
      if (step.kind === "resolve") return Promise.resolve(step.value);
      if (step.kind === "reject") return Promise.reject(step.error);
      return new Promise(() => {});
    }),
    isEmbedded: () => host.embedded,
    subscribe: (l: (event: unknown) => void) => listeners.add(l),
    unsubscribe: (l: (event: unknown) => void) => listeners.delete(l),
  },
}));

const launch = vi.hoisted(() => ({ current: null as null | { values: Record<string, string> } }));
vi.mock("../launch-params", () => ({ getLaunchParams: () => launch.current }));

const b = { ...(await import("./bridge")), ...(await import("./bridge-dialogs")) };

const answers = (method: string, value: unknown) => script.set(method, { kind: "resolve", value });
const fails = (method: string) =>
  script.set(method, { kind: "reject", error: { error_type: "client_error", error_data: { error_code: 4 } } });

/** Settles `promise` while advancing fake time by `ms`, answering what it resolved or rejected with. */
async function after<T>(promise: Promise<T>, ms: number) {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  script.clear();
  sent.length = 0;
  launch.current = null;
  host.embedded = true;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("bridge time-outs of docs/product.md §8", () => {
  it("init: true when VK answers, false (continue on fallback) after 2 s of silence", async () => {
    answers("VKWebAppInit", { result: true });
    expect(await b.initBridge()).toBe(true);
    script.delete("VKWebAppInit");
    const pending = b.initBridge();
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    expect(await after(pending, 1)).toEqual({ ok: true, value: false });
  });

  it("init: false at once in a standalone tab, where no VK host can answer (docs/vk-platform.md §2.2)", async () => {
    host.embedded = false;
    answers("VKWebAppInit", { result: true });
    expect(await after(b.initBridge(), 0)).toEqual({ ok: true, value: false });
    expect(sent.map((s) => s.method)).not.toContain("VKWebAppInit");
    expect(b.isBridgeReady()).toBe(false);
  });

  it("launch params: the object when answered, none after 1 s", async () => {
    answers("VKWebAppGetLaunchParams", { vk_user_id: 5 });
    expect(await b.fetchBridgeLaunchParams()).toEqual({ vk_user_id: 5 });
    script.delete("VKWebAppGetLaunchParams");
    expect(await after(b.fetchBridgeLaunchParams(), 1000)).toEqual({ ok: true, value: null });
  });

  it("user info: the user when answered, an error after 3 s", async () => {
    answers("VKWebAppGetUserInfo", { id: 7, first_name: "Аня", last_name: "Ли", sex: 1 });
    expect(await b.getUserInfo()).toMatchObject({ id: 7, first_name: "Аня", last_name: "Ли" });
    script.delete("VKWebAppGetUserInfo");
    const early = b.getUserInfo();
    const result = await after(early, 3000);
    expect(result.ok).toBe(false);
    expect((result as { error: Error }).error.message).toBe("VKWebAppGetUserInfo timeout");
  });

  it("check ads 2 s and show ads 3 s both give false; answers pass through with format and waterfall", async () => {
    expect(await after(b.checkNativeAds("interstitial"), 2000)).toEqual({ ok: true, value: false });
    const show = b.showNativeAds("reward", true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await after(show, 1)).toEqual({ ok: true, value: false });
    answers("VKWebAppCheckNativeAds", { result: true });
    answers("VKWebAppShowNativeAds", { result: true });
    expect(await b.checkNativeAds("interstitial")).toBe(true);
    expect(await b.showNativeAds("reward", true)).toBe(true);
    expect(sent.at(-1)).toMatchObject({
      method: "VKWebAppShowNativeAds",
      params: { ad_format: "reward", use_waterfall: true },
    });
    fails("VKWebAppShowNativeAds");
    expect(await b.showNativeAds("interstitial")).toBe(false);
  });
});

describe("bridge calls of docs/product.md §7", () => {
  it("share and add to favourites fail with the spec's messages", async () => {
    answers("VKWebAppShare", [{ type: "message" }]);
    await expect(b.shareLink("https://vk.com/app1")).resolves.toBeUndefined();
    fails("VKWebAppShare");
    await expect(b.shareLink("https://vk.com/app1")).rejects.toThrow("Failed to share");
    answers("VKWebAppAddToFavorites", { result: true });
    await expect(b.addToFavorites()).resolves.toBeUndefined();
    fails("VKWebAppAddToFavorites");
    await expect(b.addToFavorites()).rejects.toThrow("Failed to add to favorites");
  });

  it("copies text through VK, and reads a code", async () => {
    answers("VKWebAppCopyText", { result: true });
    expect(await b.copyText("ref-42")).toBe(true);
    expect(sent.at(-1)).toMatchObject({ method: "VKWebAppCopyText", params: { text: "ref-42" } });
    answers("VKWebAppOpenCodeReader", { code_data: "QR!" });
    expect(await b.openCodeReader()).toBe("QR!");
  });

  it("storage: reads values, removes by an empty value, pauses 10 ms between successive writes", async () => {
    answers("VKWebAppStorageGet", {
      keys: [
        { key: "language", value: "en" },
        { key: "gone", value: "" },
      ],
    });
    expect(await b.storageGet(["language", "gone"])).toEqual({ language: "en" });
    answers("VKWebAppStorageSet", { result: true });
    const writes = [b.storageSet("language", "ru"), b.storageRemove("onboarding"), b.storageSet("x", "1")];
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all(writes);
    const setCalls = sent.filter((s) => s.method === "VKWebAppStorageSet");
    expect(setCalls.map((s) => s.params)).toEqual([
      { key: "language", value: "ru" },
      { key: "onboarding", value: "" },
      { key: "x", value: "1" },
    ]);
    expect((setCalls[1]?.at ?? 0) - (setCalls[0]?.at ?? 0)).toBeGreaterThanOrEqual(10);
    expect((setCalls[2]?.at ?? 0) - (setCalls[1]?.at ?? 0)).toBeGreaterThanOrEqual(10);
  });

  it("storage: a failed write does not block the next one", async () => {
    fails("VKWebAppStorageSet");
    const first = b.storageSet("a", "1");
    await expect(first).rejects.toBeDefined();
    answers("VKWebAppStorageSet", { result: true });
    const second = b.storageSet("b", "2");
    await vi.advanceTimersByTimeAsync(10);
    await expect(second).resolves.toBeUndefined();
  });

  it("storage: refuses keys and values outside VK's limits before calling VK", () => {
    expect(() => b.storageSet("bad key", "1")).toThrow(RangeError);
    expect(() => b.storageSet("k".repeat(101), "1")).toThrow(RangeError);
    expect(() => b.storageSet("big", "я".repeat(2049))).toThrow(RangeError);
    expect(() => b.storageSet("k".repeat(100), "я".repeat(2048))).not.toThrow();
  });

  it("subscription box needs the VK environment and an app id", async () => {
    await expect(b.showSubscriptionBox("create", { item: "premium_month" })).rejects.toThrow(
      "Payments only available in VK environment",
    );
    launch.current = { values: { vk_user_id: "1" } };
    await expect(b.showSubscriptionBox("create", { item: "premium_month" })).rejects.toThrow("VK App ID not available");
    launch.current = { values: { vk_user_id: "1", vk_app_id: "51234" } };
    answers("VKWebAppShowSubscriptionBox", { success: true, subscriptionId: "77" });
    expect(await b.showSubscriptionBox("create", { item: "premium_month" })).toEqual({
      success: true,
      subscriptionId: "77",
    });
    expect(sent.at(-1)?.params).toEqual({ action: "create", item: "premium_month" });
  });

  it("delivers receive-only events to subscribers until they unsubscribe", () => {
    const seen: string[] = [];
    const off = b.onBridgeEvent((e) => seen.push(e.type));
    for (const l of listeners) l({ detail: { type: "VKWebAppUpdateConfig", data: { appearance: "dark" } } });
    off();
    for (const l of listeners) l({ detail: { type: "VKWebAppUpdateConfig", data: {} } });
    expect(seen).toEqual(["VKWebAppUpdateConfig"]);
  });
});

describe("sharing a day's summary on the wall (VKWebAppShowWallPostBox)", () => {
  it("sends the text as the post's message and answers whether a post was made", async () => {
    answers("VKWebAppShowWallPostBox", { post_id: 42 });
    expect(await after(b.showWallPostBox("Тарелка · итог дня"), 0)).toEqual({ ok: true, value: true });
    expect(sent.at(-1)).toMatchObject({ method: "VKWebAppShowWallPostBox", params: { message: "Тарелка · итог дня" } });
  });

  it("treats a closed dialog (User denied) as no post, and any other failure as 'Failed to share'", async () => {
    fails("VKWebAppShowWallPostBox");
    expect(await after(b.showWallPostBox("x"), 0)).toEqual({ ok: true, value: false });
    script.set("VKWebAppShowWallPostBox", {
      kind: "reject",
      error: { error_type: "client_error", error_data: { error_code: 1, error_reason: "Unknown error" } },
    });
    const failed = await after(b.showWallPostBox("x"), 0);
    expect(failed.ok).toBe(false);
    expect(failed.ok ? null : (failed.error as Error).message).toBe("Failed to share");
  });
});
