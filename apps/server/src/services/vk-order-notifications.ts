import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { PaymentOrderRow, UserRow } from "../db/schema";
import type { PremiumRepository } from "../repositories/premium-repository";
import { DAY_MS, extendFrom, later } from "./premium-periods";
import type { PaymentLedger } from "./vk-payment-ledger";
import type { TVkOrderStatusChange } from "./vk-payment-params";
import {
  PaymentsRequestError,
  productFor,
  VK_PAYMENT_ERRORS,
  type VkPaymentsReply,
  vkError,
} from "./vk-payment-replies";

/*
 * One-off orders' state machine (order_status_change; docs/vk-platform.md §3.3, VK's order statuses per
 * orders.changeState/getById there; statuses chargeable → refunded, refunded final). Every transition applies once or
 * is answered with success and ignored:
 *   none     + chargeable → charged: order stored, premium extended by the product's period
 *   none     + refunded   → refunded: recorded with nothing granted (the refund overtook the charge)
 *   charged  + refunded   → refunded: the order's period is taken back, premium ends unless other time was paid
 *   refunded + chargeable → refunded: late news of a refunded order, ignored (nothing granted)
 *   charged  + chargeable, refunded + refunded: repeats, answered with the stored reply
 */

export function createOrderNotifications(deps: {
  premium: PremiumRepository;
  ledger: PaymentLedger;
  log: Pick<FastifyBaseLogger, "info">;
  now: () => Date;
}) {
  const { premium, ledger, log, now } = deps;

  /** Takes back the period a refunded order granted, keeping any time a subscription paid for. */
  async function revokeOrder(user: UserRow, order: PaymentOrderRow, tx: Database): Promise<void> {
    const current = await ledger.premiumExpiryOf(user, tx);
    if (!current) return;
    const days = order.itemId === PREMIUM_PRODUCT.itemId ? PREMIUM_PRODUCT.periodDays : 0;
    const cut = new Date(current.getTime() - days * DAY_MS);
    const subscription = await premium.latestSubscriptionOf(user.id, tx);
    const kept = later(cut, subscription?.currentPeriodEnd ?? null) as Date;
    const until = kept < current ? kept : current;
    await premium.setPremium(user.id, until > now() ? until : null, tx);
  }

  async function orderStatusChange(p: TVkOrderStatusChange, testMode: boolean): Promise<VkPaymentsReply> {
    const orderId = p.order_id;
    if (p.status !== "chargeable" && p.status !== "refunded") {
      return vkError(VK_PAYMENT_ERRORS.badRequest, `Unsupported order status ${p.status}`, true);
    }
    const product = p.status === "chargeable" ? productFor(p.item_id ?? p.item) : null;
    const user = await ledger.userOf(p.user_id);
    return ledger.applyOnce(`order:${orderId}`, user.id, `order:${orderId}:${p.status}`, async (tx) => {
      const order = await premium.findOrder(orderId, tx);
      if (order && order.userId !== user.id) {
        throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.badRequest, "Order of another user", true));
      }
      if (order) {
        // refunded is final and a charged order has its reply stored with it: nothing left to apply but a refund.
        if (p.status === "refunded" && order.status !== "refunded") {
          await premium.markOrderRefunded(order.id, tx);
          await revokeOrder(user, order, tx);
          return { store: { order_id: orderId, app_order_id: order.id } };
        }
        if (p.status === "chargeable") {
          log.info({ orderId, status: order.status }, "late chargeable notification of a settled order ignored");
        }
        return { answer: { response: { order_id: orderId, app_order_id: order.id } } };
      }
      const appOrderId = await premium.createOrder(
        {
          userId: user.id,
          vkOrderId: orderId,
          vkSubscriptionId: null,
          itemId: product?.itemId ?? p.item_id ?? p.item ?? PREMIUM_PRODUCT.itemId,
          priceVotes: product?.priceVotes ?? (Number(p.item_price) || 0),
          testMode,
          status: p.status === "chargeable" ? "charged" : "refunded",
        },
        tx,
      );
      if (product) {
        const current = await ledger.premiumExpiryOf(user, tx);
        await premium.setPremium(user.id, extendFrom(current, now(), product.periodDays), tx);
      }
      return { store: { order_id: orderId, app_order_id: appOrderId } };
    });
  }

  return { orderStatusChange };
}
