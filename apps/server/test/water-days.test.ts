import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, diaryFile, migrationStatement, type TestApp } from "./helpers";

/**
 * The days' water (db/schema/water.ts waterDayTotals, docs/decisions/030-streak-and-water-days.md) against a sum over
 * the entries themselves, on random diaries written through every path that writes water: logging, editing,
 * deleting, importing a file and removing the account. What the reads answer from the days (the dashboard's water,
 * the goal days of the achievements, the per-day limit) must be what the entries add up to.
 */

const BASE = "2030-05-01";
const DAYS = 4;

const dayArb = fc.integer({ min: 0, max: DAYS - 1 });
const volumeArb = fc.constantFrom(150, 250, 330, 500, 1200);
/** Which of the person's entries an edit aims at, taken modulo how many there are. */
const pickArb = fc.nat(1000);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant("log" as const), day: dayArb, volumeMl: volumeArb }),
  fc.record({
    kind: fc.constant("update" as const),
    pick: pickArb,
    volumeMl: fc.option(volumeArb, { nil: undefined }),
    notes: fc.option(fc.constantFrom("чай", ""), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: pickArb }),
  fc.record({
    kind: fc.constant("import" as const),
    water: fc.array(fc.record({ day: dayArb, volumeMl: volumeArb }), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("removeAccount" as const) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/** Each day's water summed straight from the entries, as the reads summed it before the days were kept. */
async function entrySums(db: Database, userId: number) {
  const result = (await db.execute(sql`
    select date::text as date, sum(volume_ml)::int as total_ml, count(*)::int as entries
    from water_intake where user_id = ${userId} group by date order by date`)) as unknown as {
    rows: { date: string; total_ml: number; entries: number }[];
  };
  return result.rows;
}

async function storedDays(db: Database, userId: number) {
  const result = (await db.execute(sql`
    select date::text as date, total_ml, entries from water_day_totals where user_id = ${userId}
    order by date`)) as unknown as { rows: { date: string; total_ml: number; entries: number }[] };
  return result.rows;
}

describe.each(BACKENDS)("per-day water on %s", (backend) => {
  let t: TestApp;
  let db: Database;
  let nextVkUser = 9400;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "100000" });
    db = t.app.deps.database.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (vkUser: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.send(vkUser, method, url, payload);
  const dateOf = (day: number) => addDays(BASE, day);
  const entryIds = async (userId: number): Promise<number[]> => {
    const result = (await db.execute(
      sql`select id from water_intake where user_id = ${userId} order by id`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => r.id);
  };

  async function apply(vkUser: number, userId: number, op: Op): Promise<number> {
    const ids = await entryIds(userId);
    const picked = "pick" in op && ids.length > 0 ? ids[op.pick % ids.length] : undefined;
    switch (op.kind) {
      case "log":
        await call(vkUser, "POST", "/api/water-intake/log", { date: dateOf(op.day), volumeMl: op.volumeMl });
        return userId;
      case "update":
        if (picked === undefined || (op.volumeMl === undefined && op.notes === undefined)) return userId;
        await call(vkUser, "PUT", `/api/water-intake/${picked}`, {
          ...(op.volumeMl === undefined ? {} : { volumeMl: op.volumeMl }),
          ...(op.notes === undefined ? {} : { notes: op.notes }),
        });
        return userId;
      case "delete":
        if (picked !== undefined) await call(vkUser, "DELETE", `/api/water-intake/${picked}`);
        return userId;
      case "import":
        await call(
          vkUser,
          "POST",
          "/api/diary/import",
          diaryFile({
            // Distinct times, so the import takes each as new (an entry already held is skipped by its time).
            water: op.water.map((w, i) => ({
              date: dateOf(w.day),
              volumeMl: w.volumeMl,
              notes: null,
              source: "manual",
              createdAt: `${dateOf(w.day)}T0${i}:${String(ids.length % 60).padStart(2, "0")}:00.000Z`,
            })),
          }),
        );
        return userId;
      case "removeAccount":
        await call(vkUser, "DELETE", "/api/users/me");
        expect(await storedDays(db, userId)).toEqual([]);
        return t.createUser(vkUser);
    }
  }

  it("answers what the entries add up to, after any mix of writes through every path", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const vkUser = nextVkUser++;
        let userId = await t.createUser(vkUser);
        for (const op of ops) userId = await apply(vkUser, userId, op);

        const summed = await entrySums(db, userId);
        expect(await storedDays(db, userId)).toEqual(summed);
        const water = t.app.deps.repositories.water;
        for (let day = 0; day < DAYS; day++) {
          const date = dateOf(day);
          const total = summed.find((d) => d.date === date)?.total_ml ?? 0;
          expect(await water.dayTotal(userId, date)).toBe(total);
          const summary = (await call(vkUser, "GET", `/api/meals/summary?date=${date}`)).json();
          expect(summary.water.totalMl).toBe(total);
        }
        // The goal days, at each day's own total (where >= decides) and around it.
        for (const goal of [
          1,
          250,
          500,
          1000,
          ...summed.map((d) => d.total_ml),
          ...summed.map((d) => d.total_ml + 1),
        ]) {
          expect(await water.daysReaching(userId, goal)).toBe(summed.filter((d) => d.total_ml >= goal).length);
        }
      }),
      { numRuns: backend === "pglite" ? 20 : 12 },
    );
  }, 240_000);

  it("counts the per-day limit on the day's row, also after deletes and an import", async () => {
    const vkUser = nextVkUser++;
    const userId = await t.createUser(vkUser);
    const date = dateOf(0);
    await call(
      vkUser,
      "POST",
      "/api/diary/import",
      diaryFile({
        water: Array.from({ length: 98 }, (_, i) => ({
          date,
          volumeMl: 100,
          notes: null,
          source: "manual",
          createdAt: `${date}T0${Math.floor(i / 60)}:${String(i % 60).padStart(2, "0")}:00.000Z`,
        })),
      }),
    );
    await call(vkUser, "POST", "/api/water-intake/log", { date, volumeMl: 100 });
    const last = (await call(vkUser, "POST", "/api/water-intake/log", { date, volumeMl: 100 })).json();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/water-intake/log",
      headers: t.headersFor(vkUser),
      payload: { date, volumeMl: 100 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("WATER_DAY_LIMIT_REACHED");
    await call(vkUser, "DELETE", `/api/water-intake/${last.id}`);
    await call(vkUser, "POST", "/api/water-intake/log", { date, volumeMl: 100 });
    expect(await storedDays(db, userId)).toEqual([{ date, total_ml: 10_000, entries: 100 }]);
  });

  it("is rebuilt by the migration's backfill exactly as it was kept", async () => {
    const backfill = migrationStatement("0017_streak_and_water_days.sql", /INSERT INTO "water_day_totals"/);
    const read = async (q: Database) =>
      ((await q.execute(sql`select * from water_day_totals order by user_id, date`)) as unknown as { rows: unknown[] })
        .rows;
    const kept = await read(db);
    expect(kept.length).toBeGreaterThan(0);
    let rebuilt: unknown = null;
    // Rebuilt inside a transaction that is then rolled back, so the kept rows stay as they were.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from water_day_totals`);
        await tx.execute(sql.raw(backfill));
        rebuilt = await read(tx as unknown as Database);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "Rollback")) throw error;
      });
    expect(rebuilt).toEqual(kept);
  });
});
