import type { TProfileData } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** User of docs/product.md §3. One row per social identity; everything else a person owns hangs off `id`. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    socialProvider: text("social_provider").notNull(),
    socialId: text("social_id").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** 0 or 1 as in docs/product.md §3, kept numeric so the client contract matches the spec exactly. */
    isPremium: smallint("is_premium").notNull().default(0),
    premiumExpiresAt: timestamp("premium_expires_at", { withTimezone: true, mode: "date" }),
    profileData: jsonb("profile_data").$type<TProfileData>().notNull().default(sql`'{}'::jsonb`),
    language: text("language").notNull().default("ru"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_social_identity_idx").on(t.socialProvider, t.socialId)],
);

export type UserRow = typeof users.$inferSelect;
