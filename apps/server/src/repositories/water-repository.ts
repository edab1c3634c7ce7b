import type { TWaterIntake } from "@tarelka/contracts";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type WaterIntakeRow, waterDayTotals, waterIntake } from "../db/schema";
import type { DayEntryValues } from "./day-entry-repository";

/** The row as the counted insert returns it (create): driver-neutral types, the time in epoch milliseconds. */
interface InsertedWaterRow {
  id: number;
  user_id: number;
  date: string;
  volume_ml: number;
  notes: string | null;
  source: string;
  created_ms: number;
}

/**
 * SQL for water intake, in the shape of the day-entity kit's (day-entry-repository.ts), which water's spec hands the
 * kit (services/water-service.ts): water keeps each day's total and count beside its entries, in the same writes.
 * Every read and write names the owner, so another person's entry is simply not found
 * (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createWaterRepository(db: Database) {
  const reaching = (q: Database) =>
    q
      .select({ days: sql<number>`count(*)::int` })
      .from(waterDayTotals)
      .where(
        and(
          eq(waterDayTotals.userId, sql.placeholder("userId")),
          gte(waterDayTotals.totalMl, sql.placeholder("goalMl")),
        ),
      );
  // Read on every achievements read, so the SQL is built once, not per request; unnamed, as users-repository.ts
  // findBySocial explains.
  const reachingPrepared = reaching(db).prepare("");

  return {
    /**
     * Inserts the entry unless the person's day already holds `dayMax` entries; answers null then. One statement:
     * the day's row (waterDayTotals) is added to first, and only while it counts fewer than `dayMax` entries, then
     * the entry is inserted for the row that came back. ON CONFLICT … DO UPDATE locks the day's row and reads it as
     * the latest committed write left it, so concurrent logs of one day queue up on it and cannot both take the last
     * place; a day's first entry creates the row (docs/decisions/030-streak-and-water-days.md). Written out, since
     * Drizzle's insert…select would list the identity column too.
     */
    async create(
      userId: number,
      date: string,
      entry: DayEntryValues<typeof waterIntake>,
      dayMax: number,
      tx: Database = db,
    ): Promise<WaterIntakeRow | null> {
      // Both drivers answer a raw statement with its rows under `rows` (db/client.ts names the two).
      const inserted = (await tx.execute(sql`
        with day as (
          insert into ${waterDayTotals} as t (user_id, date, total_ml, entries)
          values (${userId}, ${date}, ${entry.volumeMl}, 1)
          on conflict (user_id, date) do update set
            total_ml = t.total_ml + excluded.total_ml, entries = t.entries + 1
          where t.entries < ${dayMax}
          returning 1
        )
        insert into ${waterIntake} (user_id, date, volume_ml, notes, source)
        select ${userId}, ${date}, ${entry.volumeMl}, ${entry.notes ?? null}, ${entry.source} from day
        returning id, user_id, date::text as date, volume_ml, notes, source,
          (extract(epoch from created_at) * 1000)::float8 as created_ms`)) as unknown as {
        rows: InsertedWaterRow[];
      };
      const row = inserted.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        date: row.date,
        volumeMl: row.volume_ml,
        notes: row.notes,
        source: row.source,
        createdAt: new Date(row.created_ms),
      } satisfies WaterIntakeRow;
    },

    /** The day's water in millilitres, from its row (waterDayTotals); 0 for a day without an entry. */
    async dayTotal(userId: number, date: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ totalMl: waterDayTotals.totalMl })
        .from(waterDayTotals)
        .where(and(eq(waterDayTotals.userId, userId), eq(waterDayTotals.date, date)));
      return row?.totalMl ?? 0;
    },

    /** The day's entries, oldest first (the order they were drunk in). */
    async listByDate(userId: number, date: string, tx: Database = db): Promise<WaterIntakeRow[]> {
      return tx
        .select()
        .from(waterIntake)
        .where(and(eq(waterIntake.userId, userId), eq(waterIntake.date, date)))
        .orderBy(asc(waterIntake.createdAt), asc(waterIntake.id));
    },

    /**
     * How many days' water reached `goalMl` (docs/product.md §3 Achievement), counted along the days' totals
     * (water_day_totals_user_total_idx): one number back, and only the days that reached it are read
     * (docs/decisions/030-streak-and-water-days.md).
     */
    async daysReaching(userId: number, goalMl: number, tx: Database = db): Promise<number> {
      const [row] = await (tx === db ? reachingPrepared : reaching(tx).prepare("")).execute({ userId, goalMl });
      return row?.days ?? 0;
    },

    /**
     * Changes only the given fields; answers null when the entry is not the owner's. A new volume moves its day's
     * total by the difference, in the same transaction, under the entry's row lock.
     */
    async update(
      userId: number,
      id: number,
      patch: Partial<DayEntryValues<typeof waterIntake>>,
      tx: Database = db,
    ): Promise<WaterIntakeRow | null> {
      return tx.transaction(async (t) => {
        const [before] = await t
          .select({ volumeMl: waterIntake.volumeMl })
          .from(waterIntake)
          .where(and(eq(waterIntake.id, id), eq(waterIntake.userId, userId)))
          .for("update");
        if (!before) return null;
        const [row] = await t
          .update(waterIntake)
          .set(patch)
          .where(and(eq(waterIntake.id, id), eq(waterIntake.userId, userId)))
          .returning();
        if (!row) return null;
        if (row.volumeMl !== before.volumeMl) {
          await t
            .update(waterDayTotals)
            .set({ totalMl: sql`${waterDayTotals.totalMl} + ${row.volumeMl - before.volumeMl}` })
            .where(and(eq(waterDayTotals.userId, userId), eq(waterDayTotals.date, row.date)));
        }
        return row;
      });
    },

    /** Removes the entry and takes it from its day's total; a day left without entries loses its row. */
    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      return tx.transaction(async (t) => {
        const [gone] = await t
          .delete(waterIntake)
          .where(and(eq(waterIntake.id, id), eq(waterIntake.userId, userId)))
          .returning({ date: waterIntake.date, volumeMl: waterIntake.volumeMl });
        if (!gone) return false;
        const [day] = await t
          .update(waterDayTotals)
          .set({
            totalMl: sql`${waterDayTotals.totalMl} - ${gone.volumeMl}`,
            entries: sql`${waterDayTotals.entries} - 1`,
          })
          .where(and(eq(waterDayTotals.userId, userId), eq(waterDayTotals.date, gone.date)))
          .returning({ entries: waterDayTotals.entries });
        if (day?.entries === 0) {
          await t
            .delete(waterDayTotals)
            .where(
              and(eq(waterDayTotals.userId, userId), eq(waterDayTotals.date, gone.date), eq(waterDayTotals.entries, 0)),
            );
        }
        return true;
      });
    },
  };
}

export type WaterRepository = ReturnType<typeof createWaterRepository>;

/**
 * Adds imported entries to their days' totals (waterDayTotals), in the import's transaction: one statement for
 * however many days, the entries summed here by day.
 */
export async function addToWaterDays(
  tx: Database,
  userId: number,
  entries: readonly { date: string; volumeMl: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  const days = new Map<string, { totalMl: number; entries: number }>();
  for (const e of entries) {
    const day = days.get(e.date) ?? { totalMl: 0, entries: 0 };
    day.totalMl += e.volumeMl;
    day.entries += 1;
    days.set(e.date, day);
  }
  const json = JSON.stringify([...days].map(([date, d]) => ({ date, total_ml: d.totalMl, entries: d.entries })));
  await tx.execute(sql`
    insert into ${waterDayTotals} as t (user_id, date, total_ml, entries)
    select ${userId}, x.date, x.total_ml, x.entries
    from jsonb_to_recordset(${json}::jsonb) as x(date date, total_ml integer, entries integer)
    on conflict (user_id, date) do update set
      total_ml = t.total_ml + excluded.total_ml, entries = t.entries + excluded.entries`);
}

export function toWaterDto(row: WaterIntakeRow): TWaterIntake {
  return {
    id: row.id,
    date: row.date,
    volumeMl: row.volumeMl,
    notes: row.notes,
    source: row.source as TWaterIntake["source"],
    createdAt: row.createdAt.toISOString(),
  };
}
