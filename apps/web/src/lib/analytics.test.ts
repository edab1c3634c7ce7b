import { afterEach, describe, expect, it, vi } from "vitest";
import { buildEventPayload, createThrottle, createTracker, type EventPayload, trackAppLaunched } from "./analytics";

// docs/product.md §9: analytics events throttled to at most 10 per 1000 ms; docs/product.md §7 event fields.
describe("analytics throttle", () => {
  it("allows 10 in a window and refuses the 11th", () => {
    let t = 0;
    const throttle = createThrottle(10, 1000, () => t);
    const results = Array.from({ length: 11 }, () => throttle.tryAcquire());
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results[10]).toBe(false);
    t = 999;
    expect(throttle.tryAcquire()).toBe(false);
    t = 1000;
    expect(throttle.tryAcquire()).toBe(true);
  });

  it("never lets more than 10 through in any 1000 ms window", () => {
    let t = 0;
    const throttle = createThrottle(10, 1000, () => t);
    const passed: number[] = [];
    for (let i = 0; i < 500; i++) {
      t += (i * 37) % 90; // uneven gaps, bursts included
      if (throttle.tryAcquire()) passed.push(t);
    }
    for (let i = 10; i < passed.length; i++)
      expect((passed[i] as number) - (passed[i - 10] as number)).toBeGreaterThanOrEqual(1000);
  });
});

describe("analytics events", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the event, timestamp, page url and user agent", () => {
    const payload = buildEventPayload(
      "landing_view",
      { variant: "A" },
      {
        url: "http://x/landing?ab=a",
        userAgent: "UA",
        now: new Date("2026-11-21T10:00:00.000Z"),
      },
    );
    expect(payload).toEqual({
      event: "landing_view",
      timestamp: "2026-11-21T10:00:00.000Z",
      url: "http://x/landing?ab=a",
      userAgent: "UA",
      properties: { variant: "A" },
    });
  });

  it("drops events over the throttle and counts them", () => {
    vi.stubGlobal("window", { location: { href: "http://x/" } });
    vi.stubGlobal("navigator", { userAgent: "UA" });
    const sent: EventPayload[] = [];
    const tracker = createTracker(
      (p) => sent.push(p),
      createThrottle(10, 1000, () => 0),
    );
    for (let i = 0; i < 15; i++) tracker.track("click");
    expect(sent).toHaveLength(10);
    expect(tracker.droppedCount()).toBe(5);
  });

  it("sends vk_app_launched through a global analytics function when there is one", () => {
    vi.stubGlobal("window", { location: { href: "http://x/" } });
    vi.stubGlobal("navigator", { userAgent: "UA" });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetchMock);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const gtag = vi.fn();
    const params = { variant: "B", device_type: "mobile" as const, url: "https://vk.com/app1?variant=B" };
    trackAppLaunched(params, gtag);
    expect(gtag).toHaveBeenCalledWith("event", "vk_app_launched", params);
    expect(info).toHaveBeenCalled();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ event: "vk_app_launched", properties: params });
    // Without a global function nothing breaks.
    expect(() => trackAppLaunched(params, undefined)).not.toThrow();
  });
});
