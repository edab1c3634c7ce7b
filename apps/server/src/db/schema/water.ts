import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
