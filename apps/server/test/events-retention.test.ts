import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../src/db/schema";
import { createEventsRepository } from "../src/repositories/events-repository";
import { deleteOldEvents } from "../src/services/events-retention";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

/** Retention of anonymous product events (README, ANALYTICS_EVENTS_RETENTION_DAYS). */
describe.each(BACKENDS)("analytics events retention on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("deletes events received before the retention period, in batches, and keeps the rest", async () => {
    const db = t.app.deps.database.db;
    const day = 24 * 60 * 60_000;
    const row = (ageDays: number) => ({
      event: "landing_view",
      clientTimestamp: new Date(),
      pageUrl: "https://example.test/",
      userAgent: "retention-test",
      receivedAt: new Date(Date.now() - ageDays * day),
    });
    await db.insert(analyticsEvents).values([...Array.from({ length: 12 }, () => row(31)), row(29), row(0)]);
    const events = createEventsRepository(db);
    // Batches of 5: three statements for the 12 old rows.
    expect(await events.deleteReceivedBefore(new Date(Date.now() - 30 * day), 5)).toBe(5);
    expect(await deleteOldEvents(events, 30)).toBe(7);
    const left = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
    expect(Number(left[0]?.n)).toBe(2);
    expect(await deleteOldEvents(events, 30)).toBe(0);
  });
});
