import { PREMIUM_PRODUCT, type TVkSubscriptionStatus } from "@tarelka/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { UserRow, VkSubscriptionRow } from "../db/schema";
import type { PremiumRepository } from "../repositories/premium-repository";
import type { UsersRepository } from "../repositories/users-repository";
import { type VkApi, VkApiError, type VkSubscription } from "./vk-api";
import { verifyPaymentSignature } from "./vk-payment-signature";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The pause between two questions to VK about the same lapsed subscription. A renewal VK has not charged yet
 * (a failing card, say) is asked about again after it, not on every one of the client's status polls.
 */
export const RENEWAL_RECHECK_MS = 10 * 60 * 1000;

/** VK's reply shapes (vk-platform.md §3.1): a `response` object or an `error` with code and criticality. */
export type VkPaymentsReply =
  | { response: Record<string, unknown> }
  | { error: { error_code: number; error_msg: string; critical: boolean } };

/** Error codes VK expects (vk-platform.md §3.4). */
export const VK_PAYMENT_ERRORS = {
  temporary: 2,
  badSignature: 10,
  badRequest: 11,
  unknownItem: 20,
  unknownUser: 22,
} as const;

function vkError(code: number, message: string, critical: boolean): VkPaymentsReply {
  return { error: { error_code: code, error_msg: message, critical } };
}

class PaymentsRequestError extends Error {
  constructor(readonly reply: VkPaymentsReply) {
    super("payments request rejected");
  }
}

/** Thrown inside the transaction when a concurrent repeat stored its reply first: roll back and answer that one. */
class RepeatedNotification extends Error {}

function required(params: Record<string, string>, key: string): string {
  const value = params[key];
  if (value === undefined || value === "") {
    throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.badRequest, `Missing parameter ${key}`, true));
  }
  return value;
}

function productTitle(lang: string | undefined): string {
  return lang?.startsWith("ru") || lang === undefined ? PREMIUM_PRODUCT.title.ru : PREMIUM_PRODUCT.title.en;
}

/** The product a client-supplied item id names; anything else is error 20 (the id can be tampered with). */
function productFor(item: string | undefined) {
  if (item !== PREMIUM_PRODUCT.itemId) {
    throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.unknownItem, "Item does not exist", true));
  }
  return PREMIUM_PRODUCT;
}

/** A paid period extends the time already paid for, never shortens it. */
function extendFrom(current: Date | null, now: Date, days: number): Date {
  const start = current && current > now ? current : now;
  return new Date(start.getTime() + days * DAY_MS);
}

function parseUnixTime(value: string | undefined): Date | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return new Date(Number(value) * 1000);
}

export function createPremiumService(deps: {
  premium: PremiumRepository;
  users: UsersRepository;
  secret: string;
  appId: number;
  /** VK API with the app's service token; null = renewals are not re-checked and premium lapses at period end. */
  vk: VkApi | null;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now?: () => Date;
}) {
  const { premium, users, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function userOf(params: Record<string, string>): Promise<UserRow> {
    const vkUserId = required(params, "user_id");
    const user = await users.findBySocial({ provider: "vk", socialId: vkUserId });
    if (!user) throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.unknownUser, "User does not exist", true));
    return user;
  }

  /**
   * Applies a state change once: a stored reply under `key` is answered again unchanged (vk-platform.md §3.3
   * idempotency); otherwise `apply` runs and its reply is stored in the same transaction.
   */
  async function once(
    userId: number,
    key: string,
    apply: (tx: Parameters<Parameters<PremiumRepository["transaction"]>[0]>[0]) => Promise<Record<string, unknown>>,
  ): Promise<VkPaymentsReply> {
    const stored = await premium.findNotificationReply(key);
    if (stored) return { response: stored };
    try {
      const reply = await premium.transaction(async (tx) => {
        const again = await premium.findNotificationReply(key, tx);
        if (again) return again;
        const fresh = await apply(tx);
        if (!(await premium.saveNotificationReply(userId, key, fresh, tx))) throw new RepeatedNotification();
        // Answer what was stored (jsonb orders keys), so the first reply and every repeat are byte-identical.
        return (await premium.findNotificationReply(key, tx)) ?? fresh;
      });
      return { response: reply };
    } catch (error) {
      if (!(error instanceof RepeatedNotification)) throw error;
      const winner = await premium.findNotificationReply(key);
      if (!winner) throw error;
      return { response: winner };
    }
  }

  async function orderStatusChange(params: Record<string, string>, testMode: boolean): Promise<VkPaymentsReply> {
    const orderId = required(params, "order_id");
    const status = required(params, "status");
    if (status !== "chargeable") {
      // Only chargeable asks us to act; other order statuses (refunded, …) are acknowledged and logged by VK.
      return vkError(VK_PAYMENT_ERRORS.badRequest, `Unsupported order status ${status}`, true);
    }
    const product = productFor(params.item_id ?? params.item);
    const user = await userOf(params);
    return once(user.id, `order:${orderId}:chargeable`, async (tx) => {
      const appOrderId = await premium.createOrder(
        {
          userId: user.id,
          vkOrderId: orderId,
          vkSubscriptionId: null,
          itemId: product.itemId,
          priceVotes: product.priceVotes,
          testMode,
        },
        tx,
      );
      const current = (await users.findBySocial({ provider: "vk", socialId: user.socialId }, tx))?.premiumExpiresAt;
      await premium.setPremium(user.id, extendFrom(current ?? null, now(), product.periodDays), tx);
      return { order_id: Number(orderId), app_order_id: appOrderId };
    });
  }

  async function subscriptionStatusChange(params: Record<string, string>, testMode: boolean): Promise<VkPaymentsReply> {
    const subscriptionId = required(params, "subscription_id");
    const status = required(params, "status");
    const product = productFor(params.item_id ?? params.item);
    const user = await userOf(params);
    const nextBill = parseUnixTime(params.next_bill_time);
    const subscriptionIdReply = /^\d+$/.test(subscriptionId) ? Number(subscriptionId) : subscriptionId;

    if (status === "chargeable") {
      // The documented rule: a repeat with the same subscription_id gets exactly the same reply, no new order.
      return once(user.id, `subscription:${subscriptionId}:chargeable`, async (tx) => {
        const existing = await premium.findSubscription(subscriptionId, tx);
        if (existing && existing.userId !== user.id) {
          throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.badRequest, "Subscription of another user", true));
        }
        const appOrderId = await premium.createOrder(
          {
            userId: user.id,
            vkOrderId: null,
            vkSubscriptionId: subscriptionId,
            itemId: product.itemId,
            priceVotes: Number(params.item_price) || product.priceVotes,
            testMode,
          },
          tx,
        );
        const periodEnd = extendFrom(user.premiumExpiresAt, now(), product.periodDays);
        const until = nextBill && nextBill > periodEnd ? nextBill : periodEnd;
        await premium.upsertSubscription(
          {
            userId: user.id,
            vkSubscriptionId: subscriptionId,
            itemId: product.itemId,
            status: "active",
            priceVotes: Number(params.item_price) || product.priceVotes,
            periodDays: product.periodDays,
            currentPeriodEnd: until,
            cancelReason: null,
            testMode,
          },
          tx,
        );
        await premium.setPremium(user.id, until, tx);
        return { subscription_id: subscriptionIdReply, app_order_id: appOrderId };
      });
    }

    if (status === "active" || status === "cancelled") {
      const existing = await premium.findSubscription(subscriptionId);
      if (!existing || existing.userId !== user.id) {
        throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.unknownItem, "Subscription does not exist", true));
      }
      const reason = params.cancel_reason ?? "";
      return once(
        user.id,
        `subscription:${subscriptionId}:${status}:${reason}:${params.next_bill_time ?? ""}`,
        async (tx) => {
          // A resumed subscription keeps the paid period (and VK's next bill time when later); a cancelled one
          // keeps premium until the paid period ends — the person paid for it (spec §4 Premium, expired).
          const periodEnd =
            status === "active" && nextBill && (!existing.currentPeriodEnd || nextBill > existing.currentPeriodEnd)
              ? nextBill
              : existing.currentPeriodEnd;
          await premium.upsertSubscription(
            {
              userId: user.id,
              vkSubscriptionId: subscriptionId,
              itemId: existing.itemId,
              status,
              priceVotes: existing.priceVotes,
              periodDays: existing.periodDays,
              currentPeriodEnd: periodEnd,
              cancelReason: status === "cancelled" ? reason || "unknown" : null,
              testMode: existing.testMode,
            },
            tx,
          );
          if (status === "active" && periodEnd && periodEnd > now()) await premium.setPremium(user.id, periodEnd, tx);
          return { subscription_id: subscriptionIdReply };
        },
      );
    }
    return vkError(VK_PAYMENT_ERRORS.badRequest, `Unknown subscription status ${status}`, true);
  }

  /** The subscription row to store, as the upsert takes it, from a stored row with `changes` applied. */
  function subscriptionUpdate(
    row: VkSubscriptionRow,
    changes: Pick<VkSubscriptionRow, "status" | "currentPeriodEnd" | "cancelReason">,
  ) {
    return {
      userId: row.userId,
      vkSubscriptionId: row.vkSubscriptionId,
      itemId: row.itemId,
      priceVotes: row.priceVotes,
      periodDays: row.periodDays,
      testMode: row.testMode,
      ...changes,
    };
  }

  /** Stores what VK said about a subscription whose known period is over; answers whether anything changed. */
  async function applyVkAnswer(user: UserRow, vkSubscriptionId: string, remote: VkSubscription, at: Date) {
    const nextBill = remote.next_bill_time ? new Date(remote.next_bill_time * 1000) : null;
    const renewed =
      (remote.status === "active" || remote.status === "chargeable") && nextBill !== null && nextBill > at;
    if (!renewed && remote.status !== "cancelled") return false;
    return premium.transaction(async (tx) => {
      const stored = await premium.findSubscription(vkSubscriptionId, tx);
      // A notification that arrived while VK was being asked is newer than VK's answer: it wins.
      if (!stored || stored.userId !== user.id || stored.status !== "active") return false;
      if (renewed && nextBill) {
        if (!stored.currentPeriodEnd || stored.currentPeriodEnd < nextBill) {
          await premium.upsertSubscription(
            subscriptionUpdate(stored, { status: "active", currentPeriodEnd: nextBill, cancelReason: null }),
            tx,
          );
        }
        // Never shortens time bought otherwise (a one-off order, say).
        const current = (await users.findBySocial({ provider: "vk", socialId: user.socialId }, tx))?.premiumExpiresAt;
        await premium.setPremium(user.id, current && current > nextBill ? current : nextBill, tx);
        return true;
      }
      await premium.upsertSubscription(
        subscriptionUpdate(stored, {
          status: "cancelled",
          currentPeriodEnd: stored.currentPeriodEnd,
          cancelReason: remote.cancel_reason || "unknown",
        }),
        tx,
      );
      return true;
    });
  }

  /**
   * VK sends nothing when a subscription renews (vk-platform.md §3.3: "Renewals do NOT trigger a notification …
   * re-check via orders.getUserSubscriptionById"), so before premium from a subscription lapses, VK is asked
   * whether it renewed. Only when the known period is over, only with a service token, and at most once per
   * subscription per RENEWAL_RECHECK_MS. A failed call changes nothing: it can never grant premium, and the
   * person's request goes on with the stored state. Answers the row and subscription as stored afterwards.
   */
  async function recheckRenewal(
    user: UserRow,
    sub: VkSubscriptionRow | null,
    at: Date,
  ): Promise<{ user: UserRow; sub: VkSubscriptionRow | null }> {
    const unchanged = { user, sub };
    if (!deps.vk || !sub || sub.status !== "active" || !sub.currentPeriodEnd || sub.currentPeriodEnd > at) {
      return unchanged;
    }
    const premiumRunning = user.isPremium === 1 && (!user.premiumExpiresAt || user.premiumExpiresAt > at);
    if (premiumRunning) return unchanged;
    const claimed = await premium.claimRenewalCheck(sub.id, at, new Date(at.getTime() - RENEWAL_RECHECK_MS));
    if (!claimed) return unchanged;

    const context = { userId: user.id, subscriptionId: sub.vkSubscriptionId };
    let remote: VkSubscription;
    try {
      remote = await deps.vk.getUserSubscriptionById(user.socialId, sub.vkSubscriptionId);
    } catch (error) {
      // Only the error's kind and own message: they are built to carry neither the token nor VK's raw reply.
      const vkError =
        error instanceof VkApiError
          ? { kind: error.kind, code: error.code, message: error.message }
          : { kind: "unexpected", message: error instanceof Error ? error.name : typeof error };
      log.warn({ ...context, vkError }, "VK subscription re-check failed; premium stays as stored");
      return unchanged;
    }
    const changed = await applyVkAnswer(user, sub.vkSubscriptionId, remote, at);
    log.info(
      { ...context, vkStatus: remote.status, nextBillTime: remote.next_bill_time ?? null, changed },
      "VK subscription re-checked",
    );
    if (!changed) return unchanged;
    const fresh = await users.findBySocial({ provider: "vk", socialId: user.socialId });
    return { user: fresh ?? user, sub: await premium.latestSubscriptionOf(user.id) };
  }

  return {
    /**
     * One VK payments notification (vk-platform.md §3). The signature is checked before anything is read;
     * a forged notification changes nothing and gets error 10.
     */
    async handleNotification(params: Record<string, string>): Promise<VkPaymentsReply> {
      if (!verifyPaymentSignature(params, deps.secret)) {
        return vkError(VK_PAYMENT_ERRORS.badSignature, "Signature mismatch", true);
      }
      try {
        if (params.app_id !== undefined && params.app_id !== String(deps.appId)) {
          return vkError(VK_PAYMENT_ERRORS.badRequest, "Notification for another app", true);
        }
        const type = required(params, "notification_type");
        const testMode = type.endsWith("_test");
        switch (type.replace(/_test$/, "")) {
          case "get_item":
          case "get_subscription": {
            const product = productFor(params.item);
            const base = {
              item_id: product.itemId,
              title: productTitle(params.lang),
              price: product.priceVotes,
            };
            return {
              response: type.startsWith("get_subscription") ? { ...base, period: product.periodDays } : base,
            };
          }
          case "order_status_change":
            return await orderStatusChange(params, testMode);
          case "subscription_status_change":
            return await subscriptionStatusChange(params, testMode);
          default:
            return vkError(VK_PAYMENT_ERRORS.badRequest, `Unknown notification_type ${type}`, true);
        }
      } catch (error) {
        if (error instanceof PaymentsRequestError) return error.reply;
        throw error;
      }
    },

    /**
     * Spec §3 VK subscription status. Expiry is re-checked on every read: VK sends nothing when a period
     * ends, so a subscription whose paid time is over is first asked about (a renewal extends it), and a
     * premium whose paid time is still over is turned off here.
     */
    async statusOf(stored: UserRow): Promise<TVkSubscriptionStatus> {
      const at = now();
      const { user, sub } = await recheckRenewal(stored, await premium.latestSubscriptionOf(stored.id), at);
      const expired = user.premiumExpiresAt !== null && user.premiumExpiresAt <= at;
      if (user.isPremium === 1 && expired) await premium.expirePremium(user.id, at);
      const isPremium = user.isPremium === 1 && !expired;
      const subExpired = sub?.currentPeriodEnd ? sub.currentPeriodEnd <= at : false;
      return {
        isPremium,
        premiumExpiresAt: user.premiumExpiresAt?.toISOString() ?? null,
        status: isPremium ? "active" : "inactive",
        subscription: sub
          ? {
              id: sub.vkSubscriptionId,
              itemId: sub.itemId,
              status: subExpired ? "expired" : sub.status === "cancelled" ? "cancelled" : "active",
              priceVotes: sub.priceVotes,
              periodDays: sub.periodDays,
              currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
              cancelReason: sub.cancelReason,
              testMode: sub.testMode,
            }
          : null,
      };
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
