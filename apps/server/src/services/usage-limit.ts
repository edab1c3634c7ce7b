import { FREE_PHOTO_ANALYSES_PER_MONTH, type TPhotoUsage } from "@tarelka/contracts";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { MealsRepository } from "../repositories/meals-repository";

/** Calendar month of `at` in UTC, the unit of the free limit (docs/product.md, Limits and money). */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** First instant of the next UTC month: when the free analyses come back. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export function isPremium(user: UserRow, at: Date): boolean {
  if (user.isPremium !== 1) return false;
  return !user.premiumExpiresAt || user.premiumExpiresAt.getTime() > at.getTime();
}

/**
 * The free photo limit of docs/product.md §6/§9: 10 analyses per calendar month for non-premium people, unlimited for
 * premium. Spending is one atomic statement in the repository, so it holds under concurrent requests.
 */
export function createUsageLimit(
  meals: MealsRepository,
  /** Whether a vision provider is configured; without one nothing is spent (photo-analysis.ts). */
  recognition: boolean,
  now: () => Date = () => new Date(),
) {
  const limit = FREE_PHOTO_ANALYSES_PER_MONTH;

  function describe(used: number, premium: boolean, at: Date): TPhotoUsage {
    return {
      used,
      limit: premium ? null : limit,
      remaining: premium ? null : Math.max(0, limit - used),
      resetsAt: nextMonthStart(at).toISOString(),
      recognition,
    };
  }

  return {
    async status(user: UserRow): Promise<TPhotoUsage> {
      const at = now();
      return describe(await meals.photoUsage(user.id, monthKey(at)), isPremium(user, at), at);
    },

    /** Spends one analysis or throws PHOTO_LIMIT_REACHED; the returned `refund` gives it back on failure. */
    async take(user: UserRow): Promise<{ usage: TPhotoUsage; refund: () => Promise<void> }> {
      const at = now();
      const month = monthKey(at);
      const premium = isPremium(user, at);
      // Premium analyses are counted too (for the person's own statistics) but never refused.
      const used = await meals.takePhotoAnalysis(user.id, month, premium ? 2_147_483_647 : limit);
      if (used === null) {
        throw new AppError("PHOTO_LIMIT_REACHED", `Free limit of ${limit} photo analyses this month is spent`);
      }
      return { usage: describe(used, premium, at), refund: () => meals.returnPhotoAnalysis(user.id, month) };
    },
  };
}

export type UsageLimit = ReturnType<typeof createUsageLimit>;
