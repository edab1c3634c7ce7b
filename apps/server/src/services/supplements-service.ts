import type { TSupplementAnalysis, TSupplementRecommendation, TUserSupplements } from "@tarelka/contracts";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { MealsRepository } from "../repositories/meals-repository";
import {
  type SupplementsRepository,
  type TSupplementStatus,
  toSupplementDto,
} from "../repositories/supplements-repository";
import { profileLang } from "./nutritionist/format";
import { analyzeSupplements, windowStart } from "./supplements/analysis";
import { supplementTexts } from "./supplements/texts";

/**
 * Business rules of the supplement suggestions (docs/product.md §3 Supplement recommendation, §7 /api/supplements calls;
 * contracts supplements.ts); the maths is in supplements/analysis.ts, SQL in the repositories.
 */
export function createSupplementsService(deps: { supplements: SupplementsRepository; meals: MealsRepository }) {
  const { supplements, meals } = deps;

  async function decide(userId: number, id: number, status: TSupplementStatus): Promise<TSupplementRecommendation> {
    const row = await supplements.setStatus(userId, id, status);
    if (!row) throw AppError.notFound("Supplement recommendation");
    return toSupplementDto(row);
  }

  return {
    /**
     * POST generate/me: the week ending on `date` (today in the person's time zone by default) against their
     * references, and the suggestions it leaves. Too few judged days change no suggestion.
     */
    async generate(user: UserRow, today: string, date: string | undefined): Promise<TSupplementAnalysis> {
      const analysisDate = date ?? today;
      // A day not yet lived has no diary; its analysis could only be invented.
      if (analysisDate > today) {
        throw new AppError("VALIDATION_FAILED", "The analysis date has not come yet", [
          { path: "body.analysisDate", message: "must not be after today" },
        ]);
      }
      const lang = profileLang(user.profileData.language, user.language);
      const from = windowStart(analysisDate);
      const dishes = await meals.dishesBetween(user.id, from, analysisDate);
      const result = analyzeSupplements({ analysisDate, dishes, profile: user.profileData });
      const gaps = result.enoughData
        ? result.gaps.map((g) => ({
            nutrient: g.nutrient,
            category: g.category,
            priority: g.priority,
            ...supplementTexts(g.intake, result.loggedDays, lang),
          }))
        : null;
      const rows = await supplements.saveAnalysis(user.id, analysisDate, gaps);
      return {
        analysisDate,
        from: result.from,
        loggedDays: result.loggedDays,
        enoughData: result.enoughData,
        intake: result.intake,
        recommendations: rows.map(toSupplementDto),
      };
    },

    async list(userId: number): Promise<TSupplementRecommendation[]> {
      return (await supplements.list(userId)).map(toSupplementDto);
    },

    accept: (userId: number, id: number) => decide(userId, id, "accepted"),
    decline: (userId: number, id: number) => decide(userId, id, "declined"),

    async userSupplements(userId: number): Promise<TUserSupplements> {
      const [accepted, lastAnalysisDate] = await Promise.all([
        supplements.listByStatus(userId, "accepted"),
        supplements.lastAnalysisDate(userId),
      ]);
      return { accepted: accepted.map(toSupplementDto), lastAnalysisDate };
    },
  };
}

export type SupplementsService = ReturnType<typeof createSupplementsService>;
