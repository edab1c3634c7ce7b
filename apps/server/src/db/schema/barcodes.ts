import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Products looked up by barcode in Open Food Facts, shared by everyone (docs/decisions/015-barcodes.md). A row is
 * also the fleet's claim on one code: the server whose conditional upsert set `claimed_until` is the only one that
 * asks Open Food Facts, the others wait for the row to become fresh. `found` is null while nothing was fetched yet.
 */
export const barcodeProducts = pgTable("barcode_products", {
  /** Canonical code (contracts parseBarcode): 13 digits or 8. */
  code: text("code").primaryKey(),
  found: boolean("found"),
  /** The normalised product as the API answers it, without the canonical code and source; null when not found. */
  product: jsonb("product"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true, mode: "date" }),
  /** Past it the row is looked up again: 30 days for a product, 1 day for "not found". */
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
});

/**
 * Reads of an upstream service that the whole fleet shares a budget for: the times of the last calls inside the
 * window, as epoch milliseconds, kept in one row per service and changed under that row's lock.
 */
export const upstreamBudgets = pgTable("upstream_budgets", {
  name: text("name").primaryKey(),
  recentCalls: jsonb("recent_calls").$type<number[]>().notNull(),
});

export type BarcodeProductRow = typeof barcodeProducts.$inferSelect;
