import { z } from "zod";

/** The VK API version this client speaks; the subscription object below is that version's (docs/vk-platform.md §3.3). */
export const VK_API_VERSION = "5.199";

/** VK answers every method with one of two envelopes, with HTTP 200 either way. */
const ZVkErrorSchema = z.object({ error_code: z.number(), error_msg: z.string() });

/** VK sends flags as booleans in current versions and as 0/1 in older ones. */
const ZVkFlag = z.union([z.boolean(), z.number().transform((n) => n === 1)]);

/**
 * A subscription as orders.getUserSubscriptionById returns it (docs/vk-platform.md §3.3, "re-check via
 * orders.getUserSubscriptionById"). Only the fields the renewal check reads are required; the rest may be absent.
 */
const ZVkSubscriptionSchema = z.object({
  id: z.number().optional(),
  status: z.enum(["chargeable", "active", "cancelled"]),
  period: z.number().optional(),
  price: z.number().optional(),
  /** Unix seconds; absent (or 0) for a subscription that will not bill again. */
  next_bill_time: z.number().int().nonnegative().optional(),
  period_start_time: z.number().optional(),
  pending_cancel: ZVkFlag.optional(),
  cancel_reason: z.string().optional(),
  test_mode: ZVkFlag.optional(),
});

export type VkSubscription = z.infer<typeof ZVkSubscriptionSchema>;

const ZSubscriptionReplySchema = z.union([
  z.object({ response: ZVkSubscriptionSchema }),
  z.object({ error: ZVkErrorSchema }),
]);

/**
 * A failed call. The message is safe to log: it never carries the token, the request body or VK's raw reply
 * (VK's error object may echo request parameters back).
 */
export class VkApiError extends Error {
  constructor(
    readonly kind: "network" | "timeout" | "http" | "api" | "malformed",
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = "VkApiError";
  }
}

export interface VkApiOptions {
  /** The app's service token. */
  token: string;
  /** e.g. https://api.vk.com/method */
  baseUrl: string;
  timeoutMs: number;
}

/** The few VK API methods the server calls with the app's service token. */
export function createVkApi(options: VkApiOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");

  /**
   * POSTs a form: the token goes in the body, never in the URL, so no proxy or access log along the way keeps it.
   * Every failure becomes a VkApiError.
   */
  async function call(method: string, params: Record<string, string>): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}/${method}`, {
        method: "POST",
        body: new URLSearchParams({ ...params, access_token: options.token, v: VK_API_VERSION }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        throw new VkApiError("timeout", `${method} took longer than ${options.timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      const code = cause && "code" in cause ? String(cause.code) : (cause?.name ?? "unknown");
      throw new VkApiError("network", `${method} could not reach VK (${code})`);
    }
    try {
      if (!res.ok) throw new VkApiError("http", `${method} answered HTTP ${res.status}`, res.status);
      return await res.json();
    } catch (error) {
      if (error instanceof VkApiError) throw error;
      if (error instanceof Error && error.name === "TimeoutError") {
        throw new VkApiError("timeout", `${method} took longer than ${options.timeoutMs} ms`);
      }
      throw new VkApiError("malformed", `${method} answered something other than JSON`);
    } finally {
      // An unread body keeps its connection busy; nothing more is wanted from it.
      if (!res.bodyUsed) await res.body?.cancel().catch(() => undefined);
    }
  }

  return {
    /** One subscription of one person, as VK sees it now. */
    async getUserSubscriptionById(userId: string, subscriptionId: string): Promise<VkSubscription> {
      const method = "orders.getUserSubscriptionById";
      const parsed = ZSubscriptionReplySchema.safeParse(
        await call(method, { user_id: userId, subscription_id: subscriptionId }),
      );
      if (!parsed.success) throw new VkApiError("malformed", `${method} answered an unexpected shape`);
      if ("error" in parsed.data) {
        const { error_code, error_msg } = parsed.data.error;
        throw new VkApiError("api", `${method} failed: ${error_code} ${error_msg}`, error_code);
      }
      const subscription = parsed.data.response;
      if (subscription.id !== undefined && String(subscription.id) !== subscriptionId) {
        throw new VkApiError("malformed", `${method} answered about another subscription`);
      }
      return subscription;
    },
  };
}

export type VkApi = ReturnType<typeof createVkApi>;
