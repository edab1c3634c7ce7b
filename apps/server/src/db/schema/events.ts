import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Custom analytics events of docs/product.md §7 (event, timestamp, page url, user agent). No user id and no IP address:
 * the landing is anonymous, and the operator needs only counts per event and day.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    event: text("event").notNull(),
    /** The client's clock; kept for reading a visitor's sequence, never for counting. */
    clientTimestamp: timestamp("client_timestamp", { withTimezone: true, mode: "date" }).notNull(),
    pageUrl: text("page_url").notNull(),
    userAgent: text("user_agent").notNull(),
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>(),
    /** The server's clock decides the day an event is counted in: clients' clocks can be anything. */
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_received_event_idx").on(t.receivedAt, t.event)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
