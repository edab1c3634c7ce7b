import type { TVkSubscriptionStatus } from "@tarelka/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { UserRow, VkSubscriptionRow } from "../db/schema";
import type { PremiumRepository } from "../repositories/premium-repository";
import type { UsersRepository } from "../repositories/users-repository";
import { subscriptionUpdate, vkFailureOf } from "./premium-periods";
import type { VkApi, VkSubscription } from "./vk-api";

/**
 * The pause between two questions to VK about the same lapsed subscription. A renewal VK has not charged yet
 * (a failing card, say) is asked about again after it, not on every one of the client's status polls.
 */
export const RENEWAL_RECHECK_MS = 10 * 60 * 1000;

export interface PremiumStatusDeps {
  premium: PremiumRepository;
  users: UsersRepository;
  /** VK API with the app's service token; null = renewals are not re-checked and premium lapses at period end. */
  vk: VkApi | null;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  now: () => Date;
}

/**
 * Premium status as a person reads it (docs/product.md §3 VK subscription status), with the renewal re-check VK makes
 * necessary: VK sends nothing when a subscription renews (docs/vk-platform.md §3.3), so a lapsed period is asked about
 * through VK's API before premium is turned off.
 */
export function createPremiumStatus(deps: PremiumStatusDeps) {
  const { premium, users, log, now } = deps;

  /** Stores what VK said about a subscription whose known period is over; answers whether anything changed. */
  async function applyVkAnswer(user: UserRow, vkSubscriptionId: string, remote: VkSubscription, at: Date) {
    const nextBill = remote.next_bill_time ? new Date(remote.next_bill_time * 1000) : null;
    const renewed =
      (remote.status === "active" || remote.status === "chargeable") && nextBill !== null && nextBill > at;
    if (!renewed && remote.status !== "cancelled") return false;
    return premium.transaction(async (tx) => {
      const stored = await premium.findSubscription(vkSubscriptionId, tx);
      // A notification that arrived while VK was being asked is newer than VK's answer: it wins.
      if (!stored || stored.userId !== user.id || stored.status !== "active") return false;
      if (renewed && nextBill) {
        if (!stored.currentPeriodEnd || stored.currentPeriodEnd < nextBill) {
          await premium.upsertSubscription(
            subscriptionUpdate(stored, { status: "active", currentPeriodEnd: nextBill, cancelReason: null }),
            tx,
          );
        }
        // Never shortens time bought otherwise (a one-off order, say).
        const current = (await users.findBySocial({ provider: "vk", socialId: user.socialId }, tx))?.premiumExpiresAt;
        await premium.setPremium(user.id, current && current > nextBill ? current : nextBill, tx);
        return true;
      }
      await premium.upsertSubscription(
        subscriptionUpdate(stored, {
          status: "cancelled",
          currentPeriodEnd: stored.currentPeriodEnd,
          cancelReason: remote.cancel_reason || "unknown",
        }),
        tx,
      );
      return true;
    });
  }

  /**
   * VK sends nothing when a subscription renews (docs/vk-platform.md §3.3: "Renewals do NOT trigger a notification …
   * re-check via orders.getUserSubscriptionById"), so before premium from a subscription lapses, VK is asked
   * whether it renewed. Only when the known period is over, only with a service token, and at most once per
   * subscription per RENEWAL_RECHECK_MS. A failed call changes nothing: it can never grant premium, and the
   * person's request goes on with the stored state. Answers the row and subscription as stored afterwards.
   */
  async function recheckRenewal(
    user: UserRow,
    sub: VkSubscriptionRow | null,
    at: Date,
  ): Promise<{ user: UserRow; sub: VkSubscriptionRow | null }> {
    const unchanged = { user, sub };
    if (!deps.vk || !sub || sub.status !== "active" || !sub.currentPeriodEnd || sub.currentPeriodEnd > at) {
      return unchanged;
    }
    const premiumRunning = user.isPremium === 1 && (!user.premiumExpiresAt || user.premiumExpiresAt > at);
    if (premiumRunning) return unchanged;
    const claimed = await premium.claimRenewalCheck(sub.id, at, new Date(at.getTime() - RENEWAL_RECHECK_MS));
    if (!claimed) return unchanged;

    const context = { userId: user.id, subscriptionId: sub.vkSubscriptionId };
    let remote: VkSubscription;
    try {
      remote = await deps.vk.getUserSubscriptionById(user.socialId, sub.vkSubscriptionId);
    } catch (error) {
      log.warn({ ...context, vkError: vkFailureOf(error) }, "VK subscription re-check failed; premium stays as stored");
      return unchanged;
    }
    const changed = await applyVkAnswer(user, sub.vkSubscriptionId, remote, at);
    log.info(
      { ...context, vkStatus: remote.status, nextBillTime: remote.next_bill_time ?? null, changed },
      "VK subscription re-checked",
    );
    if (!changed) return unchanged;
    const fresh = await users.findBySocial({ provider: "vk", socialId: user.socialId });
    return { user: fresh ?? user, sub: await premium.latestSubscriptionOf(user.id) };
  }

  return {
    /**
     * docs/product.md §3 VK subscription status. Expiry is re-checked on every read: VK sends nothing when a period
     * ends, so a subscription whose paid time is over is first asked about (a renewal extends it), and a
     * premium whose paid time is still over is turned off here.
     */
    async statusOf(stored: UserRow): Promise<TVkSubscriptionStatus> {
      const at = now();
      const { user, sub } = await recheckRenewal(stored, await premium.latestSubscriptionOf(stored.id), at);
      const expired = user.premiumExpiresAt !== null && user.premiumExpiresAt <= at;
      if (user.isPremium === 1 && expired) await premium.expirePremium(user.id, at);
      const isPremium = user.isPremium === 1 && !expired;
      const subExpired = sub?.currentPeriodEnd ? sub.currentPeriodEnd <= at : false;
      return {
        isPremium,
        premiumExpiresAt: user.premiumExpiresAt?.toISOString() ?? null,
        status: isPremium ? "active" : "inactive",
        subscription: sub
          ? {
              id: sub.vkSubscriptionId,
              itemId: sub.itemId,
              status: subExpired ? "expired" : sub.status === "cancelled" ? "cancelled" : "active",
              priceVotes: sub.priceVotes,
              periodDays: sub.periodDays,
              currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
              cancelReason: sub.cancelReason,
              testMode: sub.testMode,
            }
          : null,
      };
    },
  };
}
