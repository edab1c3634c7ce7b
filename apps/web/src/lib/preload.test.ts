import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPreloader, IDLE_PRELOAD_MARK, runWhenIdle, shouldPreload } from "./preload";

const GOOD = { connection: { effectiveType: "4g", downlink: 10, saveData: false }, deviceMemoryGb: 4, cores: 8 };

// docs/product.md §2 preloading rules and §9 thresholds.
describe("preload decision", () => {
  it("preloads on a capable device and connection", () => {
    expect(shouldPreload(GOOD)).toBe(true);
    expect(shouldPreload({ ...GOOD, deviceMemoryGb: 2, cores: 4, connection: { downlink: 1 } })).toBe(true);
  });

  it("refuses save-data, 2g, slow-2g and downlink under 1", () => {
    expect(shouldPreload({ ...GOOD, connection: { ...GOOD.connection, saveData: true } })).toBe(false);
    expect(shouldPreload({ ...GOOD, connection: { effectiveType: "2g", downlink: 5 } })).toBe(false);
    expect(shouldPreload({ ...GOOD, connection: { effectiveType: "slow-2g", downlink: 5 } })).toBe(false);
    expect(shouldPreload({ ...GOOD, connection: { effectiveType: "3g", downlink: 0.9 } })).toBe(false);
  });

  it("refuses under 2 GB of memory or fewer than 4 cores", () => {
    expect(shouldPreload({ ...GOOD, deviceMemoryGb: 1 })).toBe(false);
    expect(shouldPreload({ ...GOOD, cores: 2 })).toBe(false);
  });

  it("does not hold back a browser that reports none of the figures", () => {
    expect(shouldPreload({})).toBe(true);
  });
});

describe("preloader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("loads the routes after the delay, once each", async () => {
    const a = vi.fn(() => Promise.resolve());
    const b = vi.fn(() => Promise.resolve());
    const preloader = createPreloader();
    preloader.scheduleIdle([a, b], GOOD, 1200);
    await vi.advanceTimersByTimeAsync(1199);
    expect(a).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    preloader.onInteraction(a);
    await vi.advanceTimersByTimeAsync(200);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it("marks the timeline once every idle preload has settled, failed ones too", async () => {
    const mark = vi.spyOn(performance, "mark");
    let finish: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    createPreloader(() => {}).scheduleIdle([slow, failing], GOOD, 1200);
    await vi.advanceTimersByTimeAsync(1200);
    expect(mark).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(mark).toHaveBeenCalledExactlyOnceWith(IDLE_PRELOAD_MARK);
    mark.mockRestore();
  });

  it("schedules nothing on a device that does not qualify", async () => {
    const a = vi.fn(() => Promise.resolve());
    createPreloader().scheduleIdle([a], { ...GOOD, cores: 2 }, 1200);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a).not.toHaveBeenCalled();
  });

  it("waits 100 ms on interaction and can be cancelled", async () => {
    const a = vi.fn(() => Promise.resolve());
    const preloader = createPreloader();
    const cancel = preloader.onInteraction(a);
    await vi.advanceTimersByTimeAsync(99);
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(a).not.toHaveBeenCalled();
    preloader.onInteraction(a);
    await vi.advanceTimersByTimeAsync(100);
    expect(a).toHaveBeenCalledTimes(1);
  });
});

describe("run when idle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once after the delay, on every device", async () => {
    const run = vi.fn();
    runWhenIdle(run, 1200);
    await vi.advanceTimersByTimeAsync(1199);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("does not run once cancelled", async () => {
    const run = vi.fn();
    const cancel = runWhenIdle(run, 1200);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
