import type { TAchievementId } from "@tarelka/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type AchievementRow, achievements } from "../db/schema";

/**
 * SQL for earned achievements. Every read and write names the owner, so one person's achievements never touch
 * another's (docs/product.md, Identity and security). Methods take an optional transaction
 * (docs/code-style.md §4).
 */
export function createAchievementsRepository(db: Database) {
  // Read on every achievements read, so the SQL is built once, not per request; unnamed, as users-repository.ts
  // findBySocial explains.
  const earnedPrepared = db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, sql.placeholder("userId")))
    .prepare("");

  return {
    async listEarned(userId: number, tx: Database = db): Promise<AchievementRow[]> {
      return tx === db
        ? earnedPrepared.execute({ userId })
        : tx.select().from(achievements).where(eq(achievements.userId, userId));
    },

    /**
     * Records the ids as earned now. An id already earned keeps its row untouched (ON CONFLICT DO NOTHING), so
     * its first achieved_at and notified_at stand, and two concurrent reads that both see it newly earned store
     * it once without either failing.
     */
    async award(userId: number, ids: readonly TAchievementId[], tx: Database = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .insert(achievements)
        .values(ids.map((achievementId) => ({ userId, achievementId })))
        .onConflictDoNothing({ target: [achievements.userId, achievements.achievementId] });
    },

    /**
     * Marks the ids as shown to the person (docs/product.md §7 mark-notified). Ids not earned have no row and so are ignored;
     * ids already shown keep their first notified_at.
     */
    async markNotified(userId: number, ids: readonly TAchievementId[], tx: Database = db): Promise<void> {
      await tx
        .update(achievements)
        .set({ notifiedAt: sql`now()` })
        .where(
          and(
            eq(achievements.userId, userId),
            inArray(achievements.achievementId, [...ids]),
            isNull(achievements.notifiedAt),
          ),
        );
    },
  };
}

export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
