import { z } from "zod";

/**
 * The fields of VK's payments notifications that the callback reads (docs/vk-platform.md §3.1, §3.3), checked before
 * anything is looked up or stored. A notification that fails here can never succeed on a retry, so it is answered
 * with error 11 marked critical (docs/vk-platform.md §3.4) and VK stops sending it; before these checks a price of
 * `1e309` or a NUL character reached the database and came back as error 2, which VK retries for ever.
 *
 * Every id stays a string: VK types order_id as an integer but sets no bound, and a JavaScript number loses digits
 * past 2^53 (`100000000000000000000000` became `1e+23`). See `serializeVkReply` for how ids go back to VK.
 */

/** Printable text of a bounded length: no NUL or other control characters (PostgreSQL text refuses NUL). */
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
    .regex(/^[^\u0000-\u001f\u007f]*$/, "control characters");

/** A positive integer in decimal without a leading zero, kept as its digits. */
const id = z.string().regex(/^[1-9]\d{0,39}$/, "a positive integer");
/** Votes: VK's prices are small whole numbers; nine digits fit the integer column with room to spare. */
const votes = z.string().regex(/^\d{1,9}$/, "a whole number of votes");
/** Unix seconds. */
const unixTime = z.string().regex(/^\d{1,12}$/, "unix seconds");

/** What every notification carries (docs/vk-platform.md §3.1). `app_id` is compared with ours by the service. */
const ZCommon = z.looseObject({
  notification_type: z.string().regex(/^[a-z_]{1,64}$/, "a notification type"),
  app_id: id.optional(),
  user_id: id.optional(),
  receiver_id: id.optional(),
  lang: text(16).optional(),
  version: text(16).optional(),
});

/** get_item / get_subscription: `item` is the client's own id, so it is only compared, never stored. */
export const ZVkItemQuery = ZCommon.extend({
  item: text(64).optional(),
  order_id: id.optional(),
});

/** order_status_change (docs/vk-platform.md §3.3): VK's `item_id` is its own id of the sold item. */
export const ZVkOrderStatusChange = ZCommon.extend({
  user_id: id,
  order_id: id,
  status: text(32),
  item: text(64).optional(),
  item_id: text(64).optional(),
  item_price: votes.optional(),
  date: unixTime.optional(),
});

/** subscription_status_change (docs/vk-platform.md §3.3); VK's own example subscription id is not numeric. */
export const ZVkSubscriptionStatusChange = ZCommon.extend({
  user_id: id,
  subscription_id: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "a subscription id"),
  status: text(32),
  item_id: text(64).optional(),
  item_price: votes.optional(),
  next_bill_time: unixTime.optional(),
  cancel_reason: text(32).optional(),
  pending_cancel: text(8).optional(),
});

export type TVkOrderStatusChange = z.infer<typeof ZVkOrderStatusChange>;
export type TVkSubscriptionStatusChange = z.infer<typeof ZVkSubscriptionStatusChange>;

/** Every value of a signed form, whether read or not, is bounded and free of NUL (they are logged and stored). */
export function paramsAreSane(params: Record<string, string>): boolean {
  return Object.entries(params).every(
    ([key, value]) => key.length <= 64 && value.length <= 2048 && !value.includes("\0"),
  );
}

/** The first problem of a failed parse, for VK's error_msg (VK logs it for the app's developers). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `Bad parameter ${issue.path.join(".") || "(form)"}: ${issue.message}` : "Bad parameters";
}

/** Reply fields that carry VK's integer ids. */
const INTEGER_ID_FIELDS = new Set(["order_id", "subscription_id"]);
const JSON_INTEGER = /^(0|[1-9]\d*)$/;

/**
 * The JSON text of a reply. An id field whose value is a string of digits is written as a JSON number made of
 * those very digits: VK's docs type these ids as integers, and writing the digits keeps every one of them at any
 * size (JSON numbers have no bound; only a parse into a double would round). Any other value is plain JSON.
 */
export function serializeVkReply(reply: { response: Record<string, unknown> } | { error: object }): string {
  if (!("response" in reply)) return JSON.stringify(reply);
  const fields = Object.entries(reply.response).map(([key, value]) => {
    const raw = INTEGER_ID_FIELDS.has(key) && typeof value === "string" && JSON_INTEGER.test(value);
    return `${JSON.stringify(key)}:${raw ? value : JSON.stringify(value)}`;
  });
  return `{"response":{${fields.join(",")}}}`;
}
