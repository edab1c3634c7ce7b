import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { UserRow, VkSubscriptionRow } from "../db/schema";
import type { PremiumRepository } from "../repositories/premium-repository";
import { extendFrom, later, subscriptionUpdate, vkFailureOf } from "./premium-periods";
import type { VkApi, VkSubscription } from "./vk-api";
import type { Outcome, PaymentLedger } from "./vk-payment-ledger";
import type { TVkSubscriptionStatusChange } from "./vk-payment-params";
import {
  PaymentsRequestError,
  productFor,
  VK_PAYMENT_ERRORS,
  type VkPaymentsReply,
  vkError,
} from "./vk-payment-replies";

/*
 * Subscriptions' state machine (subscription_status_change; docs/vk-platform.md §3.3). chargeable = a period is paid,
 * active = active or resumed, cancelled = will not renew; the paid period is kept either way (docs/product.md §4 Premium).
 * Every transition applies once or is answered with success and ignored:
 *   none      + chargeable → active: order stored, the period granted
 *   cancelled + chargeable → cancelled: the period is paid, so it is granted, but the cancellation came later
 *   none      + active     → none: ignored, nothing was paid yet (its chargeable grants)
 *   active    + active     → active: VK's next bill time may move the period end later
 *   none      + cancelled  → cancelled: recorded, so a late chargeable does not make it active again
 *   active    + cancelled  → cancelled
 *   cancelled + active     → active only when VK's API says so (orders.getUserSubscriptionById): the docs say a
 *                            cancelled subscription can be resumed, but a notification carries no time, and an
 *                            `active` sent before the cancellation and delivered after it looks the same. With no
 *                            service token, or when VK says it is not active, it is ignored.
 *   cancelled + cancelled  → ignored
 */

function parseUnixTime(value: string | undefined): Date | null {
  if (!value || !/^\d+$/.test(value) || Number(value) === 0) return null;
  return new Date(Number(value) * 1000);
}

function notYours(): PaymentsRequestError {
  return new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.badRequest, "Subscription of another user", true));
}

/** One `active` or `cancelled` subscription notification, as the transaction applying it reads it. */
interface SubscriptionChange {
  p: TVkSubscriptionStatusChange;
  user: UserRow;
  existing: VkSubscriptionRow | null;
  reason: string;
  testMode: boolean;
  reply: { subscription_id: string };
}

export function createSubscriptionNotifications(deps: {
  premium: PremiumRepository;
  ledger: PaymentLedger;
  /** VK API with the app's service token; null = a resume of a cancelled subscription is never confirmed. */
  vk: VkApi | null;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now: () => Date;
}) {
  const { premium, ledger, log, now } = deps;

  /**
   * VK's own word on a subscription, for an `active` notification of a cancelled one; null without a service
   * token. When VK cannot be asked, error 2 (not critical) makes VK send the notification again later.
   */
  async function askVk(user: UserRow, subscriptionId: string): Promise<VkSubscription | null> {
    if (!deps.vk) return null;
    try {
      return await deps.vk.getUserSubscriptionById(user.socialId, subscriptionId);
    } catch (error) {
      log.warn(
        { userId: user.id, subscriptionId, vkError: vkFailureOf(error) },
        "VK subscription check for a resume failed",
      );
      throw new PaymentsRequestError(
        vkError(VK_PAYMENT_ERRORS.temporary, "Subscription state unavailable, try later", false),
      );
    }
  }

  /** chargeable: a period is paid. The documented rule: a repeat with the same subscription_id gets the same reply. */
  async function subscriptionCharged(p: TVkSubscriptionStatusChange, testMode: boolean): Promise<VkPaymentsReply> {
    const subscriptionId = p.subscription_id;
    const nextBill = parseUnixTime(p.next_bill_time);
    const product = productFor(p.item_id);
    const user = await ledger.userOf(p.user_id);
    const price = Number(p.item_price) || product.priceVotes;
    const key = `subscription:${subscriptionId}:chargeable`;
    return ledger.applyOnce(`subscription:${subscriptionId}`, user.id, key, async (tx) => {
      const existing = await premium.findSubscription(subscriptionId, tx);
      if (existing && existing.userId !== user.id) throw notYours();
      const appOrderId = await premium.createOrder(
        {
          userId: user.id,
          vkOrderId: null,
          vkSubscriptionId: subscriptionId,
          itemId: product.itemId,
          priceVotes: price,
          testMode,
        },
        tx,
      );
      const periodEnd = extendFrom(await ledger.premiumExpiryOf(user, tx), now(), product.periodDays);
      const until = later(periodEnd, nextBill) as Date;
      const cancelled = existing?.status === "cancelled";
      await premium.upsertSubscription(
        {
          userId: user.id,
          vkSubscriptionId: subscriptionId,
          itemId: product.itemId,
          status: cancelled ? "cancelled" : "active",
          priceVotes: price,
          periodDays: product.periodDays,
          currentPeriodEnd: until,
          cancelReason: cancelled ? existing.cancelReason : null,
          testMode,
        },
        tx,
      );
      await premium.setPremium(user.id, until, tx);
      return { store: { subscription_id: subscriptionId, app_order_id: appOrderId } };
    });
  }

  /** cancelled: the subscription will not renew; premium stays until the paid period ends (docs/product.md §4 Premium). */
  async function subscriptionCancelled(change: SubscriptionChange, tx: Database): Promise<Outcome> {
    const { p, user, existing, reason, testMode, reply } = change;
    if (existing?.status === "cancelled") return { answer: { response: reply } };
    if (!existing) {
      const product = productFor(p.item_id);
      await premium.upsertSubscription(
        {
          userId: user.id,
          vkSubscriptionId: p.subscription_id,
          itemId: product.itemId,
          status: "cancelled",
          priceVotes: Number(p.item_price) || product.priceVotes,
          periodDays: product.periodDays,
          currentPeriodEnd: null,
          cancelReason: reason || "unknown",
          testMode,
        },
        tx,
      );
      return { store: reply };
    }
    await premium.upsertSubscription(
      subscriptionUpdate(existing, {
        status: "cancelled",
        currentPeriodEnd: existing.currentPeriodEnd,
        cancelReason: reason || "unknown",
      }),
      tx,
    );
    return { store: reply };
  }

  /** active: VK's next bill time may move the period on; a cancelled one resumes only with VK's confirmation. */
  async function subscriptionActive(
    change: SubscriptionChange,
    remote: VkSubscription | null,
    tx: Database,
  ): Promise<Outcome> {
    const { p, user, existing, reply } = change;
    if (!existing) return { answer: { response: reply } };
    let periodEnd: Date | null;
    if (existing.status === "cancelled") {
      const remoteBill = remote?.next_bill_time ? new Date(remote.next_bill_time * 1000) : null;
      const resumed = remote?.status === "active" && remoteBill !== null && remoteBill > now();
      if (!resumed) {
        log.info(
          { subscriptionId: p.subscription_id, vkStatus: remote?.status ?? null },
          "active notification of a cancelled subscription ignored: VK does not confirm a resume",
        );
        return { answer: { response: reply } };
      }
      periodEnd = later(existing.currentPeriodEnd, remoteBill);
    } else {
      periodEnd = later(existing.currentPeriodEnd, parseUnixTime(p.next_bill_time));
    }
    await premium.upsertSubscription(
      subscriptionUpdate(existing, { status: "active", currentPeriodEnd: periodEnd, cancelReason: null }),
      tx,
    );
    if (periodEnd && periodEnd > now()) {
      // Never shortens time bought otherwise (a one-off order, say).
      await premium.setPremium(user.id, later(await ledger.premiumExpiryOf(user, tx), periodEnd), tx);
    }
    return { store: reply };
  }

  async function subscriptionStatusChange(p: TVkSubscriptionStatusChange, testMode: boolean): Promise<VkPaymentsReply> {
    if (p.status === "chargeable") return subscriptionCharged(p, testMode);
    if (p.status !== "active" && p.status !== "cancelled") {
      return vkError(VK_PAYMENT_ERRORS.badRequest, `Unknown subscription status ${p.status}`, true);
    }
    const subscriptionId = p.subscription_id;
    const status = p.status;
    const user = await ledger.userOf(p.user_id);
    const reason = p.cancel_reason ?? "";
    // Asked before the transaction, so no lock is held while VK answers.
    const before = status === "active" ? await premium.findSubscription(subscriptionId) : null;
    const remote =
      before?.status === "cancelled" && before.userId === user.id ? await askVk(user, subscriptionId) : null;

    return ledger.applyOnce(
      `subscription:${subscriptionId}`,
      user.id,
      `subscription:${subscriptionId}:${status}:${reason}:${p.next_bill_time ?? ""}`,
      async (tx) => {
        const existing = await premium.findSubscription(subscriptionId, tx);
        if (existing && existing.userId !== user.id) throw notYours();
        const change = { p, user, existing, reason, testMode, reply: { subscription_id: subscriptionId } };
        return status === "cancelled" ? subscriptionCancelled(change, tx) : subscriptionActive(change, remote, tx);
      },
    );
  }

  return { subscriptionStatusChange };
}
