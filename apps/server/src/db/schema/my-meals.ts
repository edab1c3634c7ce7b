import { boolean, index, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A person's saved meal, "my meal" (ours, contracts my-meals.ts): a name and dishes, logged again in one tap. Its
 * dishes are copied in, never referenced, so editing or deleting the meal it was saved from changes nothing here.
 */
export const myMeals = pgTable(
  "my_meals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The meal type it was saved from: what logging it again offers first. */
    mealType: text("meal_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("my_meals_user_idx").on(t.userId, t.createdAt)],
);

/** A dish of a saved meal, stored per 100 g as a meal's dishes are (meals.ts mealDishes). */
export const myMealDishes = pgTable(
  "my_meal_dishes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    myMealId: integer("my_meal_id")
      .notNull()
      .references(() => myMeals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    grams: real("grams").notNull(),
    caloriesPer100g: real("calories_per_100g").notNull(),
    proteinPer100g: real("protein_per_100g").notNull(),
    fatPer100g: real("fat_per_100g").notNull(),
    carbsPer100g: real("carbs_per_100g").notNull(),
    foodId: text("food_id"),
    isEstimate: boolean("is_estimate").notNull().default(false),
  },
  (t) => [index("my_meal_dishes_meal_idx").on(t.myMealId, t.position)],
);

export type MyMealRow = typeof myMeals.$inferSelect;
export type MyMealDishRow = typeof myMealDishes.$inferSelect;
