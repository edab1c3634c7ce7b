import type { TWeightEntry } from "@tarelka/contracts";
import { and, asc, between, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users, type WeightLogRow, weightLog } from "../db/schema";

export interface NewWeighIn {
  date: string;
  weightKg: number;
  notes: string | null;
}

/**
 * SQL for the weight log. Every read and write names the owner, so another person's weigh-in is simply not found
 * (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createWeightRepository(db: Database) {
  // Read on every achievements read, so the SQL is built once, not per request; unnamed, as users-repository.ts
  // findBySocial explains.
  const latestPrepared = db
    .select()
    .from(weightLog)
    .where(and(eq(weightLog.userId, sql.placeholder("userId")), lte(weightLog.date, sql.placeholder("date"))))
    .orderBy(desc(weightLog.date))
    .limit(1)
    .prepare("");
  const countPrepared = db
    .select({ n: count() })
    .from(weightLog)
    .where(eq(weightLog.userId, sql.placeholder("userId")))
    .prepare("");

  return {
    /**
     * Writes the day's weigh-in, replacing one already on that date (docs/product.md §7: one weigh-in per day). A new date
     * is refused with null once the person holds `max` weigh-ins; a replacement is always allowed, since it adds
     * no row. The owner's user row is locked first (as water does), so concurrent logs cannot both take the last
     * place.
     */
    async upsert(userId: number, entry: NewWeighIn, max: number, tx: Database = db): Promise<WeightLogRow | null> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [sameDay] = await t
          .select({ id: weightLog.id })
          .from(weightLog)
          .where(and(eq(weightLog.userId, userId), eq(weightLog.date, entry.date)));
        if (!sameDay) {
          const [all] = await t.select({ n: count() }).from(weightLog).where(eq(weightLog.userId, userId));
          if ((all?.n ?? 0) >= max) return null;
        }
        const [row] = await t
          .insert(weightLog)
          .values({ userId, ...entry })
          .onConflictDoUpdate({
            target: [weightLog.userId, weightLog.date],
            // The replacement is a new reading: its note and its time replace the old ones, the id stays.
            set: { weightKg: entry.weightKg, notes: entry.notes, createdAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error("weight log upsert returned nothing");
        return row;
      });
    },

    /** Weigh-ins dated from `from` to `to` inclusive, oldest first. */
    async listBetween(userId: number, from: string, to: string, tx: Database = db): Promise<WeightLogRow[]> {
      return tx
        .select()
        .from(weightLog)
        .where(and(eq(weightLog.userId, userId), between(weightLog.date, from, to)))
        .orderBy(asc(weightLog.date));
    },

    /** The newest weigh-in dated on or before `date`, however old; null when there is none. */
    async latestOnOrBefore(userId: number, date: string, tx: Database = db): Promise<WeightLogRow | null> {
      const [row] =
        tx === db
          ? await latestPrepared.execute({ userId, date })
          : await tx
              .select()
              .from(weightLog)
              .where(and(eq(weightLog.userId, userId), lte(weightLog.date, date)))
              .orderBy(desc(weightLog.date))
              .limit(1);
      return row ?? null;
    },

    /** How many weigh-ins the person has logged (docs/product.md §3 Achievement). */
    async count(userId: number, tx: Database = db): Promise<number> {
      const [row] =
        tx === db
          ? await countPrepared.execute({ userId })
          : await tx.select({ n: count() }).from(weightLog).where(eq(weightLog.userId, userId));
      return row?.n ?? 0;
    },

    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(weightLog)
        .where(and(eq(weightLog.id, id), eq(weightLog.userId, userId)))
        .returning({ id: weightLog.id });
      return rows.length > 0;
    },
  };
}

export type WeightRepository = ReturnType<typeof createWeightRepository>;

export function toWeightDto(row: WeightLogRow): TWeightEntry {
  return {
    id: row.id,
    date: row.date,
    // real keeps about 7 significant digits; rounding gives back the 0.1 kg the contract stored.
    weightKg: Math.round(row.weightKg * 10) / 10,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
