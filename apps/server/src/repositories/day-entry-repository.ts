import { and, asc, type ColumnBaseConfig, type ColumnDataType, count, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";

/**
 * The columns every per-person, per-day diary entry has (water intake, a new entity of docs/adding-a-feature.md):
 * an identity `id`, the owner `user_id` (ON DELETE CASCADE: account deletion takes the rows), the calendar `date`
 * in the person's time zone (docs/product.md, Data) and `created_at`. A table without one of them is refused by
 * the compiler where it is handed to the kit.
 */
export type DayEntryTable = PgTable & {
  id: Column<number>;
  userId: Column<number>;
  date: Column<string>;
  createdAt: Column<Date>;
};

/** A not-null column holding `D`; the kit reads no other part of drizzle's column type. */
type Column<D> = PgColumn<ColumnBaseConfig<ColumnDataType, string> & { data: D; notNull: true }>;

/** A stored row of the entity, its common columns typed as the kit reads them. */
export type DayEntryRow<T extends DayEntryTable> = T["$inferSelect"] & {
  id: number;
  userId: number;
  date: string;
  createdAt: Date;
};

/** What an entity stores besides the common columns, which the kit fills in. */
export type DayEntryValues<T extends DayEntryTable> = Omit<T["$inferInsert"], "id" | "userId" | "date" | "createdAt">;

/**
 * SQL of a per-person, per-day diary entity, for any table with the common columns. Every read and write names the
 * owner, so another person's entry is simply not found (docs/product.md, Identity and security: 404, not 403).
 * Methods take an optional transaction (docs/code-style.md §4). An entity adds its own queries beside these
 * (water's `daysReaching`).
 */
export function createDayEntryRepository<T extends DayEntryTable>(db: Database, table: T) {
  type Row = DayEntryRow<T>;
  // drizzle's builders are typed per concrete table; the kit's generic table is any table with the common columns.
  const anyTable = table as PgTable;
  const mine = (userId: number, ...more: SQL[]) => and(eq(table.userId, userId), ...more);

  return {
    /**
     * Inserts the entry unless the person's day already holds `dayMax` entries; answers null then. The owner's
     * user row is locked first, so concurrent logs of one person queue up and cannot both take the last place.
     * NO KEY UPDATE is the mildest lock that conflicts with itself, so it leaves other tables' foreign-key checks
     * against the user row alone. The count is a statement started once the lock is held, so it reads every entry
     * the previous holder committed.
     */
    async create(userId: number, date: string, values: DayEntryValues<T>, dayMax: number, tx: Database = db) {
      return tx.transaction(async (t): Promise<Row | null> => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [held] = await t
          .select({ entries: count() })
          .from(anyTable)
          .where(mine(userId, eq(table.date, date)));
        if ((held?.entries ?? 0) >= dayMax) return null;
        const [row] = await t
          .insert(anyTable)
          .values({ ...values, userId, date } as PgTable["$inferInsert"])
          .returning();
        return (row as Row | undefined) ?? null;
      });
    },

    /** The day's entries, oldest first (the order they were logged in). */
    async listByDate(userId: number, date: string, tx: Database = db): Promise<Row[]> {
      const rows = await tx
        .select()
        .from(anyTable)
        .where(mine(userId, eq(table.date, date)))
        .orderBy(asc(table.createdAt), asc(table.id));
      return rows as Row[];
    },

    /** Changes only the given fields; answers null when the entry is not the owner's. */
    async update(userId: number, id: number, patch: Partial<DayEntryValues<T>>, tx: Database = db) {
      const [row] = await tx
        .update(anyTable)
        .set(patch as Partial<PgTable["$inferInsert"]>)
        .where(mine(userId, eq(table.id, id)))
        .returning();
      return (row as Row | undefined) ?? null;
    },

    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(anyTable)
        .where(mine(userId, eq(table.id, id)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export type DayEntryRepository<T extends DayEntryTable> = ReturnType<typeof createDayEntryRepository<T>>;
