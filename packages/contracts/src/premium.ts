import { z } from "zod";

/**
 * The premium product sold through VK (docs/product.md §4 Premium, §6; docs/vk-platform.md §3). VK asks the server for the
 * item by its id (get_item / get_subscription), so the id is public but the price and period live only here.
 * 1 vote ≈ 7 ₽; 30 votes a month is our price, not the spec's (the spec shows no price).
 */
export const PREMIUM_PRODUCT = {
  itemId: "premium_month",
  priceVotes: 30,
  periodDays: 30,
  title: { ru: "Тарелка Премиум на 30 дней", en: "Tarelka Premium for 30 days" },
} as const;

/** docs/product.md §9: the expiry warning shows when 7 days or fewer remain; "expiring soon" is 1–7 whole days (§4). */
export const PREMIUM_EXPIRY_WARNING_DAYS = 7;

/** docs/product.md §7 subscription query: stale after 5 min, refetched every 10 min, no retry. */
export const SUBSCRIPTION_QUERY_STALE_MS = 5 * 60 * 1000;
export const SUBSCRIPTION_QUERY_REFETCH_MS = 10 * 60 * 1000;

/** 'expired' is ours: VK's callback never says it (docs/vk-platform.md §3.3), the server derives it from the period end. */
export const ZSubscriptionStatusSchema = z.enum(["active", "cancelled", "expired"]);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

export const ZVkSubscriptionSchema = z.object({
  /** VK's subscription id. */
  id: z.string(),
  itemId: z.string(),
  status: ZSubscriptionStatusSchema,
  priceVotes: z.number().int(),
  periodDays: z.number().int(),
  /** End of the paid period: premium lasts until then even after a cancellation. */
  currentPeriodEnd: z.string().nullable(),
  cancelReason: z.string().nullable(),
  testMode: z.boolean(),
});
export type TVkSubscription = z.infer<typeof ZVkSubscriptionSchema>;

/** VK subscription status of docs/product.md §3. */
export const ZVkSubscriptionStatusSchema = z.object({
  isPremium: z.boolean(),
  premiumExpiresAt: z.string().nullable(),
  status: z.enum(["active", "inactive"]),
  subscription: ZVkSubscriptionSchema.nullable(),
});
export type TVkSubscriptionStatus = z.infer<typeof ZVkSubscriptionStatusSchema>;
