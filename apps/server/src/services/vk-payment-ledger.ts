import type { Database } from "../db/client";
import type { UserRow } from "../db/schema";
import type { PremiumRepository } from "../repositories/premium-repository";
import type { UsersRepository } from "../repositories/users-repository";
import { PaymentsRequestError, VK_PAYMENT_ERRORS, type VkPaymentsReply, vkError } from "./vk-payment-replies";

/**
 * What applying a notification came to: a reply to store under the notification's key (a repeat is answered it
 * unchanged), or an answer given without storing anything, for a notification that changes nothing.
 */
export type Outcome = { store: Record<string, unknown> } | { answer: VkPaymentsReply };

/** Thrown inside the transaction when a concurrent repeat stored its reply first: roll back and answer that one. */
class RepeatedNotification extends Error {}

/** SQLSTATE 23505, on the driver's error or on the one the ORM wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * How a payments notification is applied exactly once (docs/vk-platform.md §3.3: VK delivers late, repeated, concurrent
 * and out of order): under a lock on its subject, with its reply stored in the same transaction.
 */
export function createPaymentLedger(deps: { premium: PremiumRepository; users: UsersRepository }) {
  const { premium, users } = deps;

  return {
    /** The person a notification names; an unknown one is error 22, critical. */
    async userOf(vkUserId: string): Promise<UserRow> {
      const user = await users.findBySocial({ provider: "vk", socialId: vkUserId });
      if (!user) throw new PaymentsRequestError(vkError(VK_PAYMENT_ERRORS.unknownUser, "User does not exist", true));
      return user;
    },

    async premiumExpiryOf(user: UserRow, tx: Database): Promise<Date | null> {
      return (await users.findBySocial({ provider: "vk", socialId: user.socialId }, tx))?.premiumExpiresAt ?? null;
    },

    /**
     * Applies one notification about `subject` (an order or a subscription) once. Its stored reply under `key` is
     * answered again unchanged (docs/vk-platform.md §3.3 idempotency). Otherwise, under the subject's lock, `apply` reads
     * the state its predecessors left and its stored reply is saved in the same transaction. Should a concurrent
     * repeat still win a unique key, its stored reply is the answer, never error 2.
     */
    async applyOnce(
      subject: string,
      userId: number,
      key: string,
      apply: (tx: Database) => Promise<Outcome>,
    ): Promise<VkPaymentsReply> {
      const stored = await premium.findNotificationReply(key);
      if (stored) return { response: stored };
      try {
        return await premium.transaction(async (tx): Promise<VkPaymentsReply> => {
          await premium.lockPaymentSubject(subject, tx);
          const again = await premium.findNotificationReply(key, tx);
          if (again) return { response: again };
          const outcome = await apply(tx);
          if ("answer" in outcome) return outcome.answer;
          if (!(await premium.saveNotificationReply(userId, key, outcome.store, tx))) throw new RepeatedNotification();
          // Answer what was stored (jsonb orders keys), so the first reply and every repeat are byte-identical.
          return { response: (await premium.findNotificationReply(key, tx)) ?? outcome.store };
        });
      } catch (error) {
        if (!(error instanceof RepeatedNotification) && !isUniqueViolation(error)) throw error;
        const winner = await premium.findNotificationReply(key);
        if (!winner) throw error;
        return { response: winner };
      }
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
