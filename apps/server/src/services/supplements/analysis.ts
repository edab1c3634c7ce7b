import {
  SUPPLEMENT_NUTRIENTS,
  SUPPLEMENT_RULES,
  type TNutrientIntake,
  type TProfileData,
  type TSupplementNutrient,
  type TSupplementRecommendation,
} from "@tarelka/contracts";
import { dayMicronutrients, isJudged } from "../dish-micronutrients";
import { addDays } from "../meal-dates";
import { NUTRIENT_DECIMALS, NUTRIENT_UNITS, referenceIntakes } from "./references";

/**
 * The supplements analysis (docs/product.md §3 Supplement recommendation; contracts supplements.ts SUPPLEMENT_RULES): pure, so
 * every rule is unit-tested without a database. It reads the dishes of the week ending on the analysis date,
 * averages each judged nutrient over the days that can be judged, and names the gaps.
 */

export type TSupplementCategory = TSupplementRecommendation["category"];
export type TSupplementPriority = TSupplementRecommendation["priority"];

/** A logged dish as the diary stores it (db/schema/meals.ts). */
export interface DiaryDish {
  date: string;
  foodId: string | null;
  grams: number;
  proteinPer100g: number;
}

export interface SupplementGap {
  nutrient: TSupplementNutrient;
  category: TSupplementCategory;
  priority: TSupplementPriority;
  intake: TNutrientIntake;
}

export interface SupplementAnalysisResult {
  analysisDate: string;
  from: string;
  loggedDays: number;
  enoughData: boolean;
  intake: TNutrientIntake[];
  /** Most urgent first, then in SUPPLEMENT_NUTRIENTS order; empty without enough data. */
  gaps: SupplementGap[];
}

export const CATEGORY_OF: Record<TSupplementNutrient, TSupplementCategory> = {
  vitaminD: "vitamin",
  vitaminB12: "vitamin",
  vitaminC: "vitamin",
  folateDfe: "vitamin",
  iron: "mineral",
  calcium: "mineral",
  magnesium: "mineral",
  zinc: "mineral",
  potassium: "mineral",
  epaDha: "omega",
  protein: "protein",
};

/** Priority by coverage (contracts SUPPLEMENT_RULES.gapBelow): under 10% critical, under 25% high, under 50% medium. */
export function priorityOf(coverage: number): TSupplementPriority {
  if (coverage < 0.1) return "critical";
  if (coverage < 0.25) return "high";
  if (coverage < 0.5) return "medium";
  return "low";
}

export const isGap = (coverage: number) => coverage < SUPPLEMENT_RULES.gapBelow;

/** The first day of the window ending on `analysisDate`: SUPPLEMENT_RULES.windowDays days, both ends included. */
export const windowStart = (analysisDate: string) => addDays(analysisDate, -(SUPPLEMENT_RULES.windowDays - 1));

const PRIORITY_RANK: Record<TSupplementPriority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

const round = (n: number, decimals: number) => {
  const k = 10 ** decimals;
  return Math.round(n * k) / k;
};

/**
 * Analyses the window of SUPPLEMENT_RULES.windowDays days ending on `analysisDate` (inclusive). `dishes` may hold
 * other days too; they are ignored.
 *
 * A day counts ("judged") only when at least SUPPLEMENT_RULES.minKnownShare of its grams are database foods. On such
 * a day the unknown dishes add no micronutrients: they are not guessed, so an average may read a little low, by at
 * most the unknown share. Protein comes from every dish's stored protein, known or not. Averages are per judged day
 * (an unlogged day is not a fast), rounded as they are shown, and coverage is read from the rounded average, so the
 * numbers in the reply and in the texts tell one story. Without a single judged day there is nothing to average and
 * `intake` is empty; a nutrient without a reference (protein with neither goal nor weight) is left out.
 */
export function analyzeSupplements(input: {
  analysisDate: string;
  dishes: readonly DiaryDish[];
  profile: TProfileData;
}): SupplementAnalysisResult {
  const { analysisDate, profile } = input;
  const from = windowStart(analysisDate);
  const byDay = new Map<string, DiaryDish[]>();
  for (const dish of input.dishes) {
    if (dish.date < from || dish.date > analysisDate) continue;
    const list = byDay.get(dish.date) ?? [];
    list.push(dish);
    byDay.set(dish.date, list);
  }

  const totals = Object.fromEntries(SUPPLEMENT_NUTRIENTS.map((n) => [n, 0])) as Record<TSupplementNutrient, number>;
  let loggedDays = 0;
  for (const dishes of byDay.values()) {
    const day = dayMicronutrients(dishes);
    if (!isJudged(day, SUPPLEMENT_RULES.minKnownShare)) continue;
    loggedDays += 1;
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      totals[nutrient] +=
        nutrient === "protein"
          ? dishes.reduce((sum, d) => sum + (d.proteinPer100g * d.grams) / 100, 0)
          : day.known[nutrient];
    }
  }

  const references = referenceIntakes(profile);
  const intake: TNutrientIntake[] = [];
  if (loggedDays > 0) {
    for (const nutrient of SUPPLEMENT_NUTRIENTS) {
      const reference = references[nutrient];
      if (reference === undefined || reference <= 0) continue;
      const average = round(totals[nutrient] / loggedDays, NUTRIENT_DECIMALS[nutrient]);
      intake.push({
        nutrient,
        average,
        reference,
        unit: NUTRIENT_UNITS[nutrient],
        coverage: round(average / reference, 3),
      });
    }
  }

  const enoughData = loggedDays >= SUPPLEMENT_RULES.minLoggedDays;
  const gaps = enoughData
    ? intake
        .filter((i) => isGap(i.coverage))
        .map((i) => ({
          nutrient: i.nutrient,
          category: CATEGORY_OF[i.nutrient],
          priority: priorityOf(i.coverage),
          intake: i,
        }))
        .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority])
    : [];
  return { analysisDate, from, loggedDays, enoughData, intake, gaps };
}
