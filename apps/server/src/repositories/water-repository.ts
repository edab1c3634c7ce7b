import type { TWaterIntake } from "@tarelka/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users, type WaterIntakeRow, waterIntake } from "../db/schema";

export interface NewWaterIntake {
  date: string;
  volumeMl: number;
  notes: string | null;
  source: TWaterIntake["source"];
}

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
 * SQL for water intake. Every read and write names the owner, so another person's entry is simply not found
 * (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createWaterRepository(db: Database) {
  return {
    /**
     * Inserts the entry unless the person's day already holds `dayMax` entries; answers null then. The owner's
     * user row is locked first, so concurrent logs of one person queue up and cannot both take the last place.
     * NO KEY UPDATE is the mildest lock that conflicts with itself, so it leaves other tables' foreign-key
     * checks against the user row alone.
     *
     * The count and the insert are one statement, taken after the lock: a statement reads the rows committed
     * when it starts, so it must start once the lock is held, which is why the lock stays a statement of its own.
     * Drizzle's insert…select would list the identity column too, hence the SQL is written out here.
     */
    async create(userId: number, entry: NewWaterIntake, dayMax: number, tx: Database = db) {
      return tx.transaction(async (t): Promise<WaterIntakeRow | null> => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        // Both drivers answer a raw statement with its rows under `rows` (db/client.ts names the two).
        const inserted = (await t.execute(sql`
          insert into ${waterIntake} (user_id, date, volume_ml, notes, source)
          select ${userId}, ${entry.date}, ${entry.volumeMl}, ${entry.notes}, ${entry.source}
          where (select count(*) from ${waterIntake} where user_id = ${userId} and date = ${entry.date}) < ${dayMax}
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
        };
      });
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
     * How many days' water reached `goalMl` (docs/product.md §3 Achievement), counted in the database: one number
     * back, however long the diary (docs/decisions/017-per-day-totals.md).
     */
    async daysReaching(userId: number, goalMl: number, tx: Database = db): Promise<number> {
      const result = (await tx.execute(sql`
        select count(*)::int as days from (
          select 1 from ${waterIntake} where user_id = ${userId} group by date having sum(volume_ml) >= ${goalMl}
        ) d`)) as unknown as { rows: { days: number }[] };
      return result.rows[0]?.days ?? 0;
    },

    /** Changes only the given fields; answers null when the entry is not the owner's. */
    async update(
      userId: number,
      id: number,
      patch: Partial<Pick<WaterIntakeRow, "volumeMl" | "notes">>,
      tx: Database = db,
    ): Promise<WaterIntakeRow | null> {
      const [row] = await tx
        .update(waterIntake)
        .set(patch)
        .where(and(eq(waterIntake.id, id), eq(waterIntake.userId, userId)))
        .returning();
      return row ?? null;
    },

    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(waterIntake)
        .where(and(eq(waterIntake.id, id), eq(waterIntake.userId, userId)))
        .returning({ id: waterIntake.id });
      return rows.length > 0;
    },
  };
}

export type WaterRepository = ReturnType<typeof createWaterRepository>;

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
