import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";

/**
 * Drizzle's statements reach PGlite without per-statement type parsers, which PGlite would merge into a copy of its
 * whole table each time (db/client.ts pgliteForDrizzle): the instance holds Drizzle's parsers instead, so every
 * type Drizzle reads as text still arrives as the database's text, inside and outside a transaction.
 */
describe("PGlite as Drizzle uses it (docs/decisions/022-request-cost-and-embedded-upkeep.md)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: "memory://" });
  });
  afterAll(async () => {
    await database?.close();
  });

  const TEXT_TYPES = sql`select '2026-11-26 06:00:00.123456+00'::timestamptz as timestamptz,
    '2026-11-26 06:00:00.5'::timestamp as timestamp, '2026-11-26'::date as date, '1 day 02:00'::interval as interval,
    '{1.50,2}'::numeric[] as numerics, '{2026-11-26}'::date[] as dates,
    '{"2026-11-26 06:00:00+00"}'::timestamptz[] as timestamptzs, 7::int4 as int, '{"a":1}'::jsonb as json`;
  const AS_TEXT = {
    timestamptz: "2026-11-26 06:00:00.123456+00",
    timestamp: "2026-11-26 06:00:00.5",
    date: "2026-11-26",
    interval: "1 day 02:00:00",
    numerics: "{1.50,2}",
    dates: "{2026-11-26}",
    timestamptzs: '{"2026-11-26 06:00:00+00"}',
    int: 7,
    json: { a: 1 },
  };

  it("reads timestamps, dates, intervals and their arrays as text, and the rest parsed", async () => {
    const result = (await database.db.execute(TEXT_TYPES)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([AS_TEXT]);
    const inTransaction = await database.db.transaction(
      async (tx) => (await tx.execute(TEXT_TYPES)) as unknown as { rows: unknown[] },
    );
    expect(inTransaction.rows).toEqual([AS_TEXT]);
  });
});
