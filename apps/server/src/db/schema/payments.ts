import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A VK subscription of a person (docs/vk-platform.md §3.3). VK never notifies renewals or expiry, so
 * `currentPeriodEnd` is ours: the end of the paid period, after which the status reads 'expired'.
 */
export const vkSubscriptions = pgTable(
  "vk_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** VK's subscription_id. */
    vkSubscriptionId: text("vk_subscription_id").notNull(),
    itemId: text("item_id").notNull(),
    /** active | cancelled (VK's statuses); 'expired' is derived on read. */
    status: text("status").notNull(),
    priceVotes: integer("price_votes").notNull(),
    periodDays: smallint("period_days").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true, mode: "date" }),
    cancelReason: text("cancel_reason"),
    testMode: boolean("test_mode").notNull().default(false),
    /**
     * When we last asked VK about this subscription after its period ended (orders.getUserSubscriptionById,
     * docs/vk-platform.md §3.3). Stored so that every instance and every restart shares the pause between asks.
     */
    renewalCheckedAt: timestamp("renewal_checked_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vk_subscriptions_vk_id_idx").on(t.vkSubscriptionId),
    // Deleting an account cascades by user_id and premium reads by it: without the index each scans the table.
    index("vk_subscriptions_user_idx").on(t.userId),
  ],
);

/** One charge: a one-off order or a subscription's chargeable notification. Its id is VK's `app_order_id`. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** VK's order_id for a one-off purchase; null for a subscription charge. */
    vkOrderId: text("vk_order_id"),
    vkSubscriptionId: text("vk_subscription_id"),
    itemId: text("item_id").notNull(),
    priceVotes: integer("price_votes").notNull(),
    testMode: boolean("test_mode").notNull().default(false),
    /**
     * charged | refunded: where a one-off order stands (VK's order statuses, docs/vk-platform.md §3.3). refunded is
     * final, so a chargeable notification that arrives after the refund grants nothing.
     */
    status: text("status").notNull().default("charged"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_orders_vk_order_idx").on(t.vkOrderId), index("payment_orders_user_idx").on(t.userId)],
);

/**
 * Every state-changing notification VK sent, with the reply we gave. A repeat finds its key here and gets the
 * identical reply without a second grant (docs/vk-platform.md §3.3 idempotency).
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    reply: jsonb("reply").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_notifications_key_idx").on(t.key), index("payment_notifications_user_idx").on(t.userId)],
);

export type VkSubscriptionRow = typeof vkSubscriptions.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
