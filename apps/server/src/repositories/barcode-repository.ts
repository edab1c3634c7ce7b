import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type BarcodeProductRow, barcodeProducts, upstreamBudgets } from "../db/schema";

/**
 * SQL of the barcode cache and of the fleet's shared budget of upstream reads (docs/decisions/015-barcodes.md).
 * Nothing here belongs to a person: the products are public data, the same for everyone.
 */
export function createBarcodeRepository(db: Database) {
  return {
    async find(code: string): Promise<BarcodeProductRow | null> {
      const [row] = await db.select().from(barcodeProducts).where(eq(barcodeProducts.code, code));
      return row ?? null;
    },

    /**
     * Takes the fleet-wide claim to fetch `code`, in one statement: a new row, or an existing one that is stale and
     * unclaimed (or whose claimer overran `claimedUntil`, say a server that stopped). The primary key makes two
     * servers' inserts collide, and the upsert's condition is checked under the row's lock, so exactly one wins.
     */
    async claim(code: string, now: Date, claimedUntil: Date): Promise<boolean> {
      const rows = await db
        .insert(barcodeProducts)
        .values({ code, expiresAt: now, claimedUntil })
        .onConflictDoUpdate({
          target: barcodeProducts.code,
          set: { claimedUntil },
          setWhere: and(
            lte(barcodeProducts.expiresAt, now),
            or(isNull(barcodeProducts.claimedUntil), lte(barcodeProducts.claimedUntil, now)),
          ),
        })
        .returning({ code: barcodeProducts.code });
      return rows.length > 0;
    },

    async store(code: string, found: boolean, product: unknown, fetchedAt: Date, expiresAt: Date): Promise<void> {
      await db
        .update(barcodeProducts)
        .set({ found, product: found ? product : null, fetchedAt, expiresAt, claimedUntil: null })
        .where(eq(barcodeProducts.code, code));
    },

    /** Gives the claim up after a failed fetch: a row that never held an answer goes, an old answer stays. */
    async release(code: string): Promise<void> {
      await db.delete(barcodeProducts).where(and(eq(barcodeProducts.code, code), isNull(barcodeProducts.found)));
      await db.update(barcodeProducts).set({ claimedUntil: null }).where(eq(barcodeProducts.code, code));
    },

    /**
     * Counts one read against a budget of `max` reads in any `windowMs`: a sliding log of the reads' times in one
     * row, changed under that row's lock so servers take turns. Answers false, recording nothing, when the budget
     * is spent. A strict log rather than a fixed window: a window reset would allow twice the rate across its edge.
     */
    async takeBudget(name: string, max: number, windowMs: number, nowMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.insert(upstreamBudgets).values({ name, recentCalls: [] }).onConflictDoNothing();
        const [row] = await tx.select().from(upstreamBudgets).where(eq(upstreamBudgets.name, name)).for("update");
        const recent = (row?.recentCalls ?? []).filter((at) => at > nowMs - windowMs && at <= nowMs);
        if (recent.length >= max) return false;
        await tx
          .update(upstreamBudgets)
          .set({ recentCalls: sql`${JSON.stringify([...recent, nowMs])}::jsonb` })
          .where(eq(upstreamBudgets.name, name));
        return true;
      });
    },

    /** Spends the whole budget now, so the fleet waits a full window: the upstream said it was over its limit. */
    async exhaustBudget(name: string, max: number, nowMs: number): Promise<void> {
      const full = JSON.stringify(Array.from({ length: max }, () => nowMs));
      await db
        .insert(upstreamBudgets)
        .values({ name, recentCalls: sql`${full}::jsonb` })
        .onConflictDoUpdate({ target: upstreamBudgets.name, set: { recentCalls: sql`${full}::jsonb` } });
    },
  };
}

export type BarcodeRepository = ReturnType<typeof createBarcodeRepository>;
