import type { VkSubscriptionRow } from "../db/schema";
import { VkApiError } from "./vk-api";

/**
 * Paid-period arithmetic shared by the two halves of premium: the VK payments notifications
 * (vk-payment-notifications.ts) and the status read with its renewal re-check (premium-status.ts). Both extend or
 * keep a period, and neither may ever shorten time the person paid for (docs/product.md §4 Premium; docs/vk-platform.md §3.3).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid period extends the time already paid for, never shortens it. */
export function extendFrom(current: Date | null, now: Date, days: number): Date {
  const start = current && current > now ? current : now;
  return new Date(start.getTime() + days * DAY_MS);
}

export function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** The subscription row to store, as the upsert takes it, from a stored row with `changes` applied. */
export function subscriptionUpdate(
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

/**
 * A failed VK API call as it may be logged: only the error's kind and own message, which are built to carry neither
 * the service token nor VK's raw reply (vk-api.ts).
 */
export function vkFailureOf(error: unknown) {
  return error instanceof VkApiError
    ? { kind: error.kind, code: error.code, message: error.message }
    : { kind: "unexpected", message: error instanceof Error ? error.name : typeof error };
}
