import type { TWaterIntake } from "@tarelka/contracts";
import { and, asc, count, eq, sum } from "drizzle-orm";
import type { Database } from "../db/client";
import { users, type WaterIntakeRow, waterIntake } from "../db/schema";

export interface NewWaterIntake {
  date: string;
  volumeMl: number;
  notes: string | null;
  source: TWaterIntake["source"];
}

/**
 * SQL for water intake. Every read and write names the owner, so another person's entry is simply not found
 * (product-decisions.md: 404, not 403). Methods take an optional transaction (style-by-example §4).
 */
export function createWaterRepository(db: Database) {
  return {
    /**
     * Inserts the entry unless the person's day already holds `dayMax` entries; answers null then. The owner's
     * user row is locked first, so concurrent logs of one person queue up and cannot both take the last place.
     * NO KEY UPDATE is the mildest lock that conflicts with itself, so it leaves other tables' foreign-key
     * checks against the user row alone.
     */
    async create(userId: number, entry: NewWaterIntake, dayMax: number, tx: Database = db) {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [day] = await t
          .select({ n: count() })
          .from(waterIntake)
          .where(and(eq(waterIntake.userId, userId), eq(waterIntake.date, entry.date)));
        if ((day?.n ?? 0) >= dayMax) return null;
        const [row] = await t
          .insert(waterIntake)
          .values({ userId, ...entry })
          .returning();
        if (!row) throw new Error("water intake insert returned nothing");
        return row;
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

    /** Each day's total of the person's water, every day that has an entry, oldest first (spec §3 Achievement). */
    async dayTotals(userId: number, tx: Database = db): Promise<{ date: string; totalMl: number }[]> {
      return tx
        .select({ date: waterIntake.date, totalMl: sum(waterIntake.volumeMl).mapWith(Number) })
        .from(waterIntake)
        .where(eq(waterIntake.userId, userId))
        .groupBy(waterIntake.date)
        .orderBy(asc(waterIntake.date));
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
