import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One drink a person logged (docs/product.md §3 Water intake entry). `date` is the calendar day in the person's own time
 * zone (docs/product.md, Data), like a meal's, so the day's total matches the day the person lived.
 */
export const waterIntake = pgTable(
  "water_intake",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    volumeMl: integer("volume_ml").notNull(),
    notes: text("notes"),
    /** manual | quick (contracts WATER_SOURCES; docs/product.md §9 default 'manual'). */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("water_intake_user_date_idx").on(t.userId, t.date)],
);

export type WaterIntakeRow = typeof waterIntake.$inferSelect;

/**
 * Each day's water, one row per person and local date that has an entry: the millilitres and the number of entries
 * (docs/decisions/030-streak-and-water-days.md). Kept by water-repository.ts and diary-transfer-repository.ts in the
 * same statement or transaction as every write of water entries. Logging counts the day's entries against the
 * per-day limit on this row, under its row lock, instead of counting the entries; the goal days are counted along
 * the second index.
 */
export const waterDayTotals = pgTable(
  "water_day_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    totalMl: integer("total_ml").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    index("water_day_totals_user_total_idx").on(t.userId, t.totalMl),
  ],
);
