import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A logged meal (docs/product.md §3 Meal). `date` is the calendar day in the person's own time zone
 * (docs/product.md, Data), so a late dinner in Vladivostok lands on the day the person ate it.
 */
export const meals = pgTable(
  "meals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** breakfast | lunch | dinner | snack (docs/product.md §3). */
    mealType: text("meal_type").notNull(),
    /** photo | text | manual: how the meal was logged. */
    source: text("source").notNull(),
    /** The description the person typed (docs/product.md §3 originalQuery), kept for later correction. */
    originalQuery: text("original_query"),
    /** File name of the stored photo under DATA_DIR/photos. */
    photoRef: text("photo_ref"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("meals_user_date_idx").on(t.userId, t.date)],
);

/**
 * A dish of a meal. Nutrients are stored per 100 g and multiplied by grams when read, so changing grams
 * can never leave stale totals behind.
 */
export const mealDishes = pgTable(
  "meal_dishes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mealId: integer("meal_id")
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    grams: real("grams").notNull(),
    caloriesPer100g: real("calories_per_100g").notNull(),
    proteinPer100g: real("protein_per_100g").notNull(),
    fatPer100g: real("fat_per_100g").notNull(),
    carbsPer100g: real("carbs_per_100g").notNull(),
    /** Food of the nutrition database; null when the numbers are not from it. */
    foodId: text("food_id"),
    /** True when the numbers did not come from the database (docs/product.md, Nutrition numbers). */
    isEstimate: boolean("is_estimate").notNull().default(false),
  },
  (t) => [index("meal_dishes_meal_idx").on(t.mealId, t.position)],
);

/**
 * Each day's totals of a person's meals, one row per person and local date that has at least one meal
 * (docs/decisions/017-per-day-totals.md). Kept by meals-repository.ts and diary-transfer-repository.ts in the same
 * statement or transaction as every write of meals and their dishes, so diary-wide reads (achievements, analytics,
 * the streak) read days, not every dish ever logged. The sums are exact decimals of each dish's rounded nutrients
 * (whole kcal, grams to 0.1), so adding and taking away a dish never drifts, and a day reads to the gram what a sum
 * over its dishes would give.
 */
export const mealDayTotals = pgTable(
  "meal_day_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Meals on the day, a meal without dishes included. */
    meals: integer("meals").notNull(),
    /** Of them, meals logged from a photo (the photographer achievement, docs/product.md §3 Achievement). */
    photoMeals: integer("photo_meals").notNull(),
    calories: numeric("calories").notNull(),
    protein: numeric("protein").notNull(),
    fat: numeric("fat").notNull(),
    carbs: numeric("carbs").notNull(),
  },
  // Calories lead the second index so the days within a calorie goal are counted along a range of it, not by
  // reading every day (repositories/meals-repository.ts achievementFacts).
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    index("meal_day_totals_user_calories_idx").on(t.userId, t.calories),
  ],
);

/** PostgreSQL's set of dates as disjoint ranges; a run of consecutive days is one range of it. */
const dateMultirange = customType<{ data: string; driverData: string }>({ dataType: () => "datemultirange" });

/**
 * One row per person who has logged a meal, summing their days' totals (mealDayTotals) so the streak and the
 * achievements read one row however long the diary (docs/decisions/030-streak-and-water-days.md): the days with at
 * least one meal as a multirange, whose ranges are the runs of consecutive days (adjacent days merge into one range),
 * and how many meals, and photo meals, the diary holds. Kept by meals-repository.ts and diary-transfer-repository.ts in
 * the same statement or transaction as the days' totals, always after them, so its row lock is the last one a write
 * takes.
 */
export const mealDiaries = pgTable("meal_diaries", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  days: dateMultirange("days").notNull(),
  meals: integer("meals").notNull(),
  photoMeals: integer("photo_meals").notNull(),
});

/**
 * Photo analyses used per calendar month (docs/product.md §6, §9; docs/product.md, Limits and money). One row per person and
 * month, incremented with a conditional upsert so concurrent requests cannot overspend the free limit.
 */
export const photoAnalysisUsage = pgTable(
  "photo_analysis_usage",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM in UTC. */
    month: text("month").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export type MealRow = typeof meals.$inferSelect;
export type MealDishRow = typeof mealDishes.$inferSelect;
