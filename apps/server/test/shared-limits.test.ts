import crypto from "node:crypto";
import { EVENTS_RATE_LIMIT_PER_MINUTE } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test-setup/free-port";
import { createTestApp, TEST_REDIS_URL, type TestApp, warnSkipped } from "./helpers";

/**
 * Rate limits of a fleet (docs/decisions/013-fleet.md): two apps sharing one Redis count together, so requests
 * alternated between them get exactly the configured limit in total; a Redis that does not answer lets requests
 * through (fail-open) and shows in readiness instead of taking the API down.
 */

const event = () => ({
  event: "landing_view",
  timestamp: new Date().toISOString(),
  url: "https://example.test/",
  userAgent: "shared-limits-test",
});

/** Readiness with the database and disk storage fine, and Redis as given: ready only while Redis answers. */
async function expectReadiness(app: TestApp, redis: "ok" | "failing") {
  const res = await app.app.inject({ url: "/api/ready" });
  expect(res.statusCode).toBe(redis === "ok" ? 200 : 503);
  expect(res.json()).toEqual({
    status: redis === "ok" ? "ready" : "not-ready",
    checks: { database: "ok", redis, storage: "ok" },
    storage: "disk",
  });
}

if (!TEST_REDIS_URL) warnSkipped("Shared rate limits in Redis", "set TEST_REDIS_URL (redis://127.0.0.1:6379)");

describe.skipIf(!TEST_REDIS_URL)("rate limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let eventsA: TestApp;
  let eventsB: TestApp;

  beforeAll(async () => {
    // A prefix of their own, so no other test's counts (or a previous run's) are in the way.
    const shared = { REDIS_URL: TEST_REDIS_URL as string, RATE_LIMIT_PER_MINUTE: "50" };
    const prefix = `tarelka-test-${crypto.randomBytes(6).toString("hex")}:`;
    a = await createTestApp("pglite", { ...shared, REDIS_KEY_PREFIX: prefix });
    b = await createTestApp("pglite", { ...shared, REDIS_KEY_PREFIX: prefix });
    const eventsPrefix = `tarelka-test-${crypto.randomBytes(6).toString("hex")}:`;
    const roomy = {
      REDIS_URL: TEST_REDIS_URL as string,
      RATE_LIMIT_PER_MINUTE: "1000",
      REDIS_KEY_PREFIX: eventsPrefix,
    };
    eventsA = await createTestApp("pglite", roomy);
    eventsB = await createTestApp("pglite", roomy);
  });
  afterAll(async () => {
    for (const app of [a, b, eventsA, eventsB]) await app?.close();
  });

  it("is ready with Redis answering (its check counts as one request of the limit)", async () => {
    await expectReadiness(a, "ok");
  });

  it("lets exactly the configured number through across two servers, alternating", async () => {
    // One request of the 50 went to the readiness check above.
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const app = i % 2 === 0 ? a : b;
      codes.push((await app.app.inject({ url: "/api/health" })).statusCode);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(49);
    expect(codes.filter((code) => code === 429)).toHaveLength(51);
    // Each server refused some: neither counted alone.
    expect(codes.filter((code, i) => code === 429 && i % 2 === 0).length).toBeGreaterThan(0);
    expect(codes.filter((code, i) => code === 429 && i % 2 === 1).length).toBeGreaterThan(0);
  });

  it("counts the events route's own limit across servers too", async () => {
    const codes: number[] = [];
    for (let i = 0; i < EVENTS_RATE_LIMIT_PER_MINUTE * 2; i++) {
      const app = i % 2 === 0 ? eventsA : eventsB;
      codes.push((await app.app.inject({ method: "POST", url: "/api/events", payload: event() })).statusCode);
    }
    expect(codes.filter((code) => code === 202)).toHaveLength(EVENTS_RATE_LIMIT_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(EVENTS_RATE_LIMIT_PER_MINUTE);
  });
});

describe("rate limits when Redis does not answer", () => {
  let app: TestApp;
  let closed: string;

  beforeAll(async () => {
    // A port nothing listens on, so connecting is refused at once.
    closed = `redis://127.0.0.1:${await freePort()}`;
    app = await createTestApp("pglite", { REDIS_URL: closed, RATE_LIMIT_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("fails open: requests are answered, uncounted, and readiness names Redis", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await app.app.inject({ url: "/api/health" })).statusCode);
    expect(codes).toEqual(Array(10).fill(200));

    await expectReadiness(app, "failing");
  });

  it("without REDIS_URL counts in memory and is ready without Redis", async () => {
    const local = await createTestApp("pglite", { RATE_LIMIT_PER_MINUTE: "5" });
    try {
      const ready = await local.app.inject({ url: "/api/ready" });
      expect(ready.json().checks).toEqual({ database: "ok", redis: "off", storage: "ok" });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await local.app.inject({ url: "/api/health" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await local.close();
    }
  });
});
