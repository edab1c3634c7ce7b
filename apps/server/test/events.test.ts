import { EVENTS_RATE_LIMIT_PER_MINUTE } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventsRepository } from "../src/repositories/events-repository";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

const event = (overrides: Record<string, unknown> = {}) => ({
  event: "landing_view",
  timestamp: new Date().toISOString(),
  url: "http://localhost/landing?ab=a",
  userAgent: "Mozilla/5.0 test",
  properties: { variant: "A", device_type: "mobile" },
  ...overrides,
});

// docs/product.md §7 custom events POST; decision 006: public, validated, rate-limited per IP, stored, counted per day.
describe.each(BACKENDS)("events API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: unknown, ip = "10.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/events", payload: payload as object, remoteAddress: ip });

  it("stores an event without any VK signature and counts it per event and day", async () => {
    expect((await post(event())).statusCode).toBe(202);
    expect((await post(event())).statusCode).toBe(202);
    expect((await post(event({ event: "vk_app_launched" }))).statusCode).toBe(202);
    const counts = await createEventsRepository(t.app.deps.database.db).countByDay();
    const today = new Date().toISOString().slice(0, 10);
    expect(counts).toEqual(
      expect.arrayContaining([
        { day: today, event: "landing_view", count: 2 },
        { day: today, event: "vk_app_launched", count: 1 },
      ]),
    );
  });

  it.each([
    ["a missing event", { event: undefined }],
    ["an event name that is not snake_case", { event: "Drop Table" }],
    ["a timestamp that is not ISO", { timestamp: "yesterday" }],
    ["a huge url", { url: "x".repeat(3000) }],
    ["nested properties", { properties: { a: { b: 1 } } }],
  ])("rejects %s with VALIDATION_FAILED", async (_name, overrides) => {
    const res = await post(event(overrides), "10.0.0.2");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("limits each IP, not everyone", async () => {
    let last = 0;
    for (let i = 0; i < EVENTS_RATE_LIMIT_PER_MINUTE + 1; i++) last = (await post(event(), "10.9.9.9")).statusCode;
    expect(last).toBe(429);
    expect((await post(event(), "10.9.9.10")).statusCode).toBe(202);
  });
});
