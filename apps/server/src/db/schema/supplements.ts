import { date, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A supplement suggestion (docs/product.md §3 Supplement recommendation; contracts supplements.ts). A person holds at most one
 * per nutrient: generating again upserts on (user_id, nutrient), so a suggestion the person accepted or declined
 * keeps its id and their decision while its texts follow the new numbers. The unique index also serves the
 * owner-scoped reads, which all begin with user_id.
 */
export const supplementRecommendations = pgTable(
  "supplement_recommendations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** contracts SUPPLEMENT_NUTRIENTS. */
    nutrient: text("nutrient").notNull(),
    /** contracts SUPPLEMENT_CATEGORIES. */
    category: text("category").notNull(),
    /** contracts SUPPLEMENT_PRIORITIES. */
    priority: text("priority").notNull(),
    /** contracts SUPPLEMENT_STATUSES: the person's decision. */
    status: text("status").notNull().default("recommended"),
    name: text("name").notNull(),
    dosage: text("dosage").notNull(),
    reason: text("reason").notNull(),
    benefits: text("benefits").notNull(),
    /** The last day of the window the texts were written from. */
    analysisDate: date("analysis_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("supplement_recommendations_user_nutrient_idx").on(t.userId, t.nutrient)],
);

/**
 * The person's latest analysis (contracts ZUserSupplementsSchema.lastAnalysisDate). Kept apart from the suggestions
 * because an analysis that finds no gap, or too few logged days, leaves no suggestion row behind, yet it has still
 * been made: "null before the first one" must stay null only before the first one.
 */
export const supplementAnalyses = pgTable("supplement_analyses", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  analysisDate: date("analysis_date", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type SupplementRecommendationRow = typeof supplementRecommendations.$inferSelect;
