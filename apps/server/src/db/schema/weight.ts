import { date, integer, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One weigh-in (docs/product.md §7 POST /api/analytics/weight). `date` is the calendar day in the person's own time zone
 * (docs/product.md, Data). A day holds one weigh-in: the unique index makes a second one on the same day an
 * upsert that replaces the first, so the trend never weighs one day twice.
 */
export const weightLog = pgTable(
  "weight_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Kept to 0.1 kg by the contract (ZWeightLogInputSchema). */
    weightKg: real("weight_kg").notNull(),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("weight_log_user_date_idx").on(t.userId, t.date)],
);

export type WeightLogRow = typeof weightLog.$inferSelect;
