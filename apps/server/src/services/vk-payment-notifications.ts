import { DEMO_VK_SECRET } from "../config/env";
import type { PremiumStatusDeps } from "./premium-status";
import type { VkApi } from "./vk-api";
import { createOrderNotifications } from "./vk-order-notifications";
import { createPaymentLedger } from "./vk-payment-ledger";
import { paramsAreSane, ZVkItemQuery, ZVkOrderStatusChange, ZVkSubscriptionStatusChange } from "./vk-payment-params";
import {
  itemInfo,
  PaymentsRequestError,
  parsed,
  VK_PAYMENT_ERRORS,
  type VkPaymentsReply,
  vkError,
} from "./vk-payment-replies";
import { verifyPaymentSignature } from "./vk-payment-signature";
import { createSubscriptionNotifications } from "./vk-subscription-notifications";

/*
 * The VK payments callback (docs/vk-platform.md §3). VK may deliver notifications late, repeated, concurrently and out of
 * order, and it retries only a non-critical error, so every state transition either applies once or is answered
 * with success and ignored (vk-payment-ledger.ts). The transitions are written out with their code: one-off orders
 * in vk-order-notifications.ts, subscriptions in vk-subscription-notifications.ts. In short, a cancelled, refunded
 * or expired order or subscription never becomes active again on a notification alone, an `active` for a cancelled
 * subscription is believed only when VK's API confirms it, and a paid period is kept after a cancellation.
 */

/** The status reading's repositories, VK's API and clock (premium-status.ts), and the callback's own settings. */
export interface VkPaymentNotificationsDeps extends PremiumStatusDeps {
  secret: string;
  appId: number;
  /** Demo mode signs with a public secret, so no payments notification is accepted (docs/security.md). */
  demoMode: boolean;
  /** VK's `*_test` notifications grant premium only when set (README, VK_PAYMENTS_TEST). */
  acceptTestPayments: boolean;
  /** VK API with the app's service token; null = a resume of a cancelled subscription is never confirmed. */
  vk: VkApi | null;
}

/** The callback's entry: signature, field checks, test payments, then the notification's own state machine. */
export function createVkPaymentNotifications(deps: VkPaymentNotificationsDeps) {
  const ledger = createPaymentLedger(deps);
  const { orderStatusChange } = createOrderNotifications({ ...deps, ledger });
  const { subscriptionStatusChange } = createSubscriptionNotifications({ ...deps, ledger });

  /** The checks every notification passes before its type is read; a reply means it goes no further. */
  function refusal(params: Record<string, string>): VkPaymentsReply | null {
    if (deps.demoMode || deps.secret === DEMO_VK_SECRET) {
      return vkError(VK_PAYMENT_ERRORS.badSignature, "Payments are not accepted by a server in demo mode", true);
    }
    if (!verifyPaymentSignature(params, deps.secret)) {
      return vkError(VK_PAYMENT_ERRORS.badSignature, "Signature mismatch", true);
    }
    if (!paramsAreSane(params)) {
      return vkError(VK_PAYMENT_ERRORS.badRequest, "Parameter too long or with a NUL character", true);
    }
    return null;
  }

  return {
    /**
     * One VK payments notification (docs/vk-platform.md §3). Nothing is accepted in demo mode, whose secret is
     * public; otherwise the signature is checked before anything is read, so a forged notification changes
     * nothing and gets error 10. Then the fields are checked (error 11, critical) and test notifications are
     * refused unless test payments are on.
     */
    async handleNotification(params: Record<string, string>): Promise<VkPaymentsReply> {
      const refused = refusal(params);
      if (refused) return refused;
      try {
        const query = parsed(ZVkItemQuery, params);
        if (query.app_id !== undefined && query.app_id !== String(deps.appId)) {
          return vkError(VK_PAYMENT_ERRORS.badRequest, "Notification for another app", true);
        }
        const type = query.notification_type;
        const testMode = type.endsWith("_test");
        if (testMode && !deps.acceptTestPayments) {
          // VK's test payments cost nothing; honouring them would hand out free premium (README, VK_PAYMENTS_TEST).
          return vkError(VK_PAYMENT_ERRORS.testPaymentsOff, "Test payments are not accepted by this server", true);
        }
        switch (type.replace(/_test$/, "")) {
          case "get_item":
          case "get_subscription":
            return itemInfo(type, query.item, query.lang);
          case "order_status_change":
            return await orderStatusChange(parsed(ZVkOrderStatusChange, params), testMode);
          case "subscription_status_change":
            return await subscriptionStatusChange(parsed(ZVkSubscriptionStatusChange, params), testMode);
          default:
            return vkError(VK_PAYMENT_ERRORS.badRequest, `Unknown notification_type ${type}`, true);
        }
      } catch (error) {
        if (error instanceof PaymentsRequestError) return error.reply;
        throw error;
      }
    },
  };
}
