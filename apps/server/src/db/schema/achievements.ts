import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An achievement a person has earned (docs/product.md §3 Achievement; the ids are contracts ACHIEVEMENT_IDS). Only earned
 * ones are stored: progress is counted from the diary on every read, while this row keeps the achievement earned
 * even when the meals that earned it are later deleted. The primary key makes a second award of the same id a
 * no-op, so concurrent reads cannot earn it twice. `notified_at` is set by mark-notified (docs/product.md §7): null while
 * the person has not been shown it yet (status completed), set once shown (unlocked).
 */
export const achievements = pgTable(
  "achievements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    achievedAt: timestamp("achieved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

export type AchievementRow = typeof achievements.$inferSelect;
