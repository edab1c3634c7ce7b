import type { TWaterIntake } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type WaterIntakeRow, waterIntake } from "../db/schema";
import { createDayEntryRepository } from "./day-entry-repository";

/**
 * SQL for water intake: the queries every day entity has (day-entry-repository.ts: owner-scoped, the per-day limit
 * under a row lock) and water's own. Methods take an optional transaction (docs/code-style.md §4).
 */
export function createWaterRepository(db: Database) {
  return {
    ...createDayEntryRepository(db, waterIntake),

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
