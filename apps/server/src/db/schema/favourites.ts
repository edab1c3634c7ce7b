import type { TDishInput } from "@tarelka/contracts";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A starred dish or meal (ours, contracts favourites.ts). Its dishes are copied in as the request's contract checked
 * them, never referenced, so deleting the meal it was starred from leaves the star whole. `key` makes a second star
 * of the same dish or meal the first one (unique per person).
 */
export const favourites = pgTable(
  "favourites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** dish | meal (contracts FAVOURITE_KINDS). */
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    mealType: text("meal_type"),
    dishes: jsonb("dishes").$type<TDishInput[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favourites_user_key_idx").on(t.userId, t.key),
    index("favourites_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;
