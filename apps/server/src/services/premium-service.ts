import { createPremiumStatus } from "./premium-status";
import { createVkPaymentNotifications, type VkPaymentNotificationsDeps } from "./vk-payment-notifications";

export { RENEWAL_RECHECK_MS } from "./premium-status";
export { VK_PAYMENT_ERRORS, type VkPaymentsReply } from "./vk-payment-replies";

/**
 * Premium through VK payments (docs/vk-platform.md §3): the payments callback's state machine
 * (vk-payment-notifications.ts) and the status a person reads, with its renewal re-check through VK's API
 * (premium-status.ts). The two share only the repositories and the clock; each is its own module so either can be
 * read without the other.
 */
export function createPremiumService(deps: Omit<VkPaymentNotificationsDeps, "now"> & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { handleNotification } = createVkPaymentNotifications({ ...deps, now });
  const { statusOf } = createPremiumStatus({ ...deps, now });
  return { handleNotification, statusOf };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
