import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type PaymentOrderRow,
  paymentNotifications,
  paymentOrders,
  users,
  type VkSubscriptionRow,
  vkSubscriptions,
} from "../db/schema";

/**
 * SQL for premium state, VK subscriptions, orders and stored notification replies (docs/code-style.md §4). `changed`
 * is told whose premium this server changed, as users-repository.ts tells of its changes.
 */
export function createPremiumRepository(db: Database, changed: (userId: number) => void = () => undefined) {
  return {
    /** Runs `work` in one transaction, so a grant and its stored reply commit together or not at all. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    /**
     * Holds, until the transaction ends, the one lock of a VK order or subscription (`subject`, e.g.
     * `order:123`), so its notifications are applied one after another even when VK sends several at once: each
     * then reads the state and the stored replies its predecessor committed. A transaction-scoped advisory lock,
     * because the first notification of a subject has no row yet to lock.
     */
    async lockPaymentSubject(subject: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
    },

    async findNotificationReply(key: string, tx: Database = db): Promise<Record<string, unknown> | null> {
      const rows = await tx
        .select({ reply: paymentNotifications.reply })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.key, key))
        .limit(1);
      return rows[0]?.reply ?? null;
    },

    /** Answers false when the key is already stored (a concurrent repeat won the race). */
    async saveNotificationReply(
      userId: number,
      key: string,
      reply: Record<string, unknown>,
      tx: Database = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(paymentNotifications)
        .values({ userId, key, reply })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      return rows.length > 0;
    },

    async createOrder(
      order: {
        userId: number;
        vkOrderId: string | null;
        vkSubscriptionId: string | null;
        itemId: string;
        priceVotes: number;
        testMode: boolean;
        status?: "charged" | "refunded";
      },
      tx: Database = db,
    ): Promise<number> {
      const rows = await tx.insert(paymentOrders).values(order).returning({ id: paymentOrders.id });
      return (rows[0] as { id: number }).id;
    },

    async findOrder(vkOrderId: string, tx: Database = db): Promise<PaymentOrderRow | null> {
      const rows = await tx.select().from(paymentOrders).where(eq(paymentOrders.vkOrderId, vkOrderId)).limit(1);
      return rows[0] ?? null;
    },

    async markOrderRefunded(id: number, tx: Database = db): Promise<void> {
      await tx.update(paymentOrders).set({ status: "refunded" }).where(eq(paymentOrders.id, id));
    },

    async findSubscription(vkSubscriptionId: string, tx: Database = db): Promise<VkSubscriptionRow | null> {
      const rows = await tx
        .select()
        .from(vkSubscriptions)
        .where(eq(vkSubscriptions.vkSubscriptionId, vkSubscriptionId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The person's most recent subscription, scoped to them. */
    async latestSubscriptionOf(userId: number, tx: Database = db): Promise<VkSubscriptionRow | null> {
      const rows = await tx
        .select()
        .from(vkSubscriptions)
        .where(eq(vkSubscriptions.userId, userId))
        .orderBy(desc(vkSubscriptions.updatedAt), desc(vkSubscriptions.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Takes the right to ask VK about a subscription now: answers true and records `at` when nobody asked since
     * `notAfter`, false otherwise. One statement, so concurrent requests never both ask.
     */
    async claimRenewalCheck(id: number, at: Date, notAfter: Date, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .update(vkSubscriptions)
        // updatedAt stays: it orders a person's subscriptions, and asking changes nothing about this one.
        .set({ renewalCheckedAt: at })
        .where(
          and(
            eq(vkSubscriptions.id, id),
            or(isNull(vkSubscriptions.renewalCheckedAt), lte(vkSubscriptions.renewalCheckedAt, notAfter)),
          ),
        )
        .returning({ id: vkSubscriptions.id });
      return rows.length > 0;
    },

    async upsertSubscription(
      row: Omit<VkSubscriptionRow, "id" | "createdAt" | "updatedAt" | "renewalCheckedAt">,
      tx: Database = db,
    ): Promise<void> {
      const { vkSubscriptionId, userId, ...rest } = row;
      await tx
        .insert(vkSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: vkSubscriptions.vkSubscriptionId,
          set: { ...rest, updatedAt: new Date() },
          // A subscription id never moves to another person.
          setWhere: eq(vkSubscriptions.userId, userId),
        });
    },

    async setPremium(userId: number, expiresAt: Date | null, tx: Database = db): Promise<void> {
      await tx
        .update(users)
        .set({ isPremium: expiresAt ? 1 : 0, premiumExpiresAt: expiresAt, updatedAt: new Date() })
        .where(eq(users.id, userId));
      changed(userId);
    },

    /** Turns premium off for a person whose paid time ran out; a no-op when it was renewed meanwhile. */
    async expirePremium(userId: number, now: Date, tx: Database = db): Promise<void> {
      await tx
        .update(users)
        .set({ isPremium: 0, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.isPremium, 1), lte(users.premiumExpiresAt, now)));
      changed(userId);
    },
  };
}

export type PremiumRepository = ReturnType<typeof createPremiumRepository>;
