import { PREMIUM_PRODUCT } from "@tarelka/contracts";
import type { z } from "zod";
import { firstIssue } from "./vk-payment-params";

/**
 * What the VK payments callback answers (docs/vk-platform.md §3.1, §3.4): the reply shapes, the error codes, and the
 * product a notification may name. Shared by the callback's entry (vk-payment-notifications.ts) and its order
 * and subscription state machines.
 */

/** VK's reply shapes (docs/vk-platform.md §3.1): a `response` object or an `error` with code and criticality. */
export type VkPaymentsReply =
  | { response: Record<string, unknown> }
  | { error: { error_code: number; error_msg: string; critical: boolean } };

/** Error codes VK expects (docs/vk-platform.md §3.4); 100–999 are the app's own. */
export const VK_PAYMENT_ERRORS = {
  temporary: 2,
  badSignature: 10,
  badRequest: 11,
  unknownItem: 20,
  unknownUser: 22,
  testPaymentsOff: 100,
} as const;

export function vkError(code: number, message: string, critical: boolean): VkPaymentsReply {
  return { error: { error_code: code, error_msg: message, critical } };
}

/** Thrown anywhere below the callback's entry to answer VK with `reply`; the entry catches it. */
export class PaymentsRequestError extends Error {
  constructor(readonly reply: VkPaymentsReply) {
    super("payments request rejected");
  }
}

/** Parses one notification's fields; a failure is error 11, critical, since a retry would fail the same way. */
export function parsed<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const result = schema.safeParse(params);
  if (!result.success) {
    throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.badRequest, firstIssue(result.error), true));
  }
  return result.data;
}

function productTitle(lang: string | undefined): string {
  return lang?.startsWith("ru") || lang === undefined ? PREMIUM_PRODUCT.title.ru : PREMIUM_PRODUCT.title.en;
}

/** The product a client-supplied item id names; anything else is error 20 (the id can be tampered with). */
export function productFor(item: string | undefined) {
  if (item !== PREMIUM_PRODUCT.itemId) {
    throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.unknownItem, "Item does not exist", true));
  }
  return PREMIUM_PRODUCT;
}

/** get_item / get_subscription: what VK shows in its payment window for the item the client asked for. */
export function itemInfo(type: string, item: string | undefined, lang: string | undefined): VkPaymentsReply {
  const product = productFor(item);
  const base = { item_id: product.itemId, title: productTitle(lang), price: product.priceVotes };
  return { response: type.startsWith("get_subscription") ? { ...base, period: product.periodDays } : base };
}
