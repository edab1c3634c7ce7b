import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import { ZVkSubscriptionStatusSchema } from "../premium";

/**
 * Premium through VK (docs/product.md §4 Premium, §6). VK's own payment notifications (`POST /api/vk/payments/callback`) are
 * not ours to describe: form fields in, VK's reply shape out (docs/vk-platform.md §3), read by the server alone.
 */
export const premiumEndpoints = {
  /** The caller's own subscription; 404 USER_NOT_FOUND before onboarding. */
  subscriptionStatus: defineEndpoint({
    method: "GET",
    path: "/api/vk/subscription/status/me",
    responses: { 200: ZVkSubscriptionStatusSchema, ...signedErrors(404) },
  }),
};
