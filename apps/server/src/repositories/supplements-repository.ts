import type { TSupplementRecommendation } from "@tarelka/contracts";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type SupplementRecommendationRow, supplementAnalyses, supplementRecommendations, users } from "../db/schema";

export type TSupplementStatus = TSupplementRecommendation["status"];

export interface NewSupplement {
  nutrient: TSupplementRecommendation["nutrient"];
  category: TSupplementRecommendation["category"];
  priority: TSupplementRecommendation["priority"];
  name: string;
  dosage: string;
  reason: string;
  benefits: string;
}

const t = supplementRecommendations;

/** Most urgent first (contracts SUPPLEMENT_PRIORITIES, read from the top), then the newest, then the older row. */
const LIST_ORDER = [
  asc(sql`case ${t.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`),
  desc(t.updatedAt),
  asc(t.id),
];

/**
 * SQL of the supplement suggestions. Every read and write names the owner, so another person's suggestion is simply
 * not found (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createSupplementsRepository(db: Database) {
  return {
    /**
     * Stores an analysis made on `analysisDate`. With `gaps` (enough data to judge), the suggestions follow them:
     * each gap is upserted on (user_id, nutrient), so a row still "recommended" takes the new priority and texts,
     * and an accepted or declined one keeps the person's decision while its texts follow the numbers; "recommended"
     * rows of nutrients no longer in gap are removed, decided ones stay. With `gaps` null (too little data) the
     * suggestions are left as they are. Under the owner's row lock, as other per-person writes, so two analyses at
     * once leave one consistent set. Answers the rows of the gaps, most urgent first.
     */
    async saveAnalysis(
      userId: number,
      analysisDate: string,
      gaps: readonly NewSupplement[] | null,
      tx: Database = db,
    ): Promise<SupplementRecommendationRow[]> {
      return tx.transaction(async (q) => {
        await q.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        await q
          .insert(supplementAnalyses)
          .values({ userId, analysisDate })
          .onConflictDoUpdate({ target: supplementAnalyses.userId, set: { analysisDate, updatedAt: sql`now()` } });
        if (gaps === null) return [];
        const nutrients = gaps.map((g) => g.nutrient);
        const stale = and(eq(t.userId, userId), eq(t.status, "recommended"));
        await q.delete(t).where(nutrients.length > 0 ? and(stale, notInArray(t.nutrient, nutrients)) : stale);
        if (gaps.length === 0) return [];
        await q
          .insert(t)
          .values(gaps.map((g) => ({ userId, analysisDate, ...g })))
          .onConflictDoUpdate({
            target: [t.userId, t.nutrient],
            set: {
              category: sql`excluded.category`,
              priority: sql`excluded.priority`,
              name: sql`excluded.name`,
              dosage: sql`excluded.dosage`,
              reason: sql`excluded.reason`,
              benefits: sql`excluded.benefits`,
              analysisDate: sql`excluded.analysis_date`,
              updatedAt: sql`now()`,
            },
          });
        return q
          .select()
          .from(t)
          .where(and(eq(t.userId, userId), inArray(t.nutrient, nutrients)))
          .orderBy(...LIST_ORDER);
      });
    },

    /** Every current suggestion of the person, whatever its status, most urgent first. */
    async list(userId: number, tx: Database = db): Promise<SupplementRecommendationRow[]> {
      return tx
        .select()
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(...LIST_ORDER);
    },

    async listByStatus(
      userId: number,
      status: TSupplementStatus,
      tx: Database = db,
    ): Promise<SupplementRecommendationRow[]> {
      return tx
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.status, status)))
        .orderBy(...LIST_ORDER);
    },

    /** Records the person's decision; null when the suggestion is not theirs. */
    async setStatus(
      userId: number,
      id: number,
      status: TSupplementStatus,
      tx: Database = db,
    ): Promise<SupplementRecommendationRow | null> {
      const [row] = await tx
        .update(t)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** The date of the person's latest analysis; null before the first. */
    async lastAnalysisDate(userId: number, tx: Database = db): Promise<string | null> {
      const [row] = await tx
        .select({ analysisDate: supplementAnalyses.analysisDate })
        .from(supplementAnalyses)
        .where(eq(supplementAnalyses.userId, userId));
      return row?.analysisDate ?? null;
    },
  };
}

export type SupplementsRepository = ReturnType<typeof createSupplementsRepository>;

export function toSupplementDto(row: SupplementRecommendationRow): TSupplementRecommendation {
  return {
    id: row.id,
    nutrient: row.nutrient as TSupplementRecommendation["nutrient"],
    category: row.category as TSupplementRecommendation["category"],
    priority: row.priority as TSupplementRecommendation["priority"],
    status: row.status as TSupplementStatus,
    name: row.name,
    dosage: row.dosage,
    reason: row.reason,
    benefits: row.benefits,
    analysisDate: row.analysisDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
