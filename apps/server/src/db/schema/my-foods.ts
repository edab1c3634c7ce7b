import { index, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A food a person copied from a pack label (ours, contracts my-foods.ts): per-100 g energy and macros, an optional
 * portion and the pack's code. Dishes logged from it copy its values (their food id is `mine:<id>`), so editing or
 * deleting it never changes a logged meal.
 */
export const myFoods = pgTable(
  "my_foods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    caloriesPer100g: real("calories_per_100g").notNull(),
    proteinPer100g: real("protein_per_100g").notNull(),
    fatPer100g: real("fat_per_100g").notNull(),
    carbsPer100g: real("carbs_per_100g").notNull(),
    portionGrams: real("portion_grams"),
    portionName: text("portion_name"),
    /** Canonical EAN-13 or EAN-8 (contracts parseBarcode). */
    barcode: text("barcode"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // Every read is one person's whole list (at most MY_FOOD_LIMITS.perPersonMax rows).
  (t) => [index("my_foods_user_idx").on(t.userId)],
);

export type MyFoodRow = typeof myFoods.$inferSelect;
