import { RECOMMENDATION_PRIORITIES, RECOMMENDATION_TOPICS, type TLanguage } from "@tarelka/contracts";
import type { NewRecommendation, TRecommendationPriority } from "../../repositories/ai-nutritionist-repository";
import { GOAL_TOLERANCE } from "../analytics-maths";
import type { DayFacts } from "./facts";
import { grams, kcal, ml, num, UNITS } from "./format";
import { RECOMMENDATION_TEXTS } from "./recommendation-texts";

/**
 * The day's recommendations, always drawn by rules from the day's own numbers (contracts ZDayAnalysisSchema), in
 * whichever language the person reads; a configured model only writes the summary around them. A rule whose
 * number is unknown (no goal set, a day mostly of estimated dishes) draws nothing: nothing is guessed. The priority says how
 * far off the day is, so the list's priority filter (docs/product.md §3 AI recommendation) shows the biggest gaps first.
 */

/** Protein counts as low below this share of the goal. */
export const PROTEIN_LOW_SHARE = 0.8;
/** Fibre below this many grams a day is low (the common adult guideline of about 25 g). */
export const FIBRE_MIN_G = 25;
/** Total sugars above this many grams a day are high (WHO: free sugars under 10% of 2,000 kcal, about 50 g). */
export const SUGAR_MAX_G = 50;
/** Sodium above this many milligrams a day is high (WHO: under 2 g of sodium a day). */
export const SODIUM_MAX_MG = 2000;

/** Priority of a gap given as a share of its goal (0.25 = a quarter off): the thresholds are where it rises. */
function priorityOf(gap: number, thresholds: readonly [number, number]): TRecommendationPriority {
  if (gap > thresholds[1]) return "high";
  if (gap > thresholds[0]) return "medium";
  return "low";
}

const pct = (share: number, lang: TLanguage) => `${num(share * 100, lang)}%`;

type Rule = (day: DayFacts, lang: TLanguage) => NewRecommendation | null;

const calories: Rule = (day, lang) => {
  const goal = day.goals.calories;
  if (goal == null || goal <= 0) return null;
  const eaten = day.eaten.calories;
  const off = (eaten - goal) / goal;
  // Within the same ±10% the analytics call a day "within goal" (analytics-maths isWithinGoal).
  if (Math.abs(off) <= GOAL_TOLERANCE + 1e-9) return null;
  // A lone meal cannot tell a small day from an unlogged one; the logging rule speaks for that day instead.
  if (off < 0 && day.meals <= 1) return null;
  const priority = priorityOf(Math.abs(off), [0.2, 0.35]);
  const diff = Math.round(Math.abs(eaten - goal));
  const t = RECOMMENDATION_TEXTS[lang][off < 0 ? "caloriesLow" : "caloriesHigh"];
  return {
    topic: "calories",
    priority,
    title: t.title,
    text: t.text(kcal(eaten, lang), kcal(goal, lang), kcal(diff, lang), pct(Math.abs(off), lang)),
  };
};

const protein: Rule = (day, lang) => {
  const goal = day.goals.protein;
  if (goal == null || goal <= 0 || day.meals <= 1) return null;
  const share = day.eaten.protein / goal;
  if (share >= PROTEIN_LOW_SHARE) return null;
  return {
    topic: "protein",
    priority: priorityOf(1 - share, [0.35, 0.5]),
    title: RECOMMENDATION_TEXTS[lang].proteinLow.title,
    text: RECOMMENDATION_TEXTS[lang].proteinLow.text(
      grams(day.eaten.protein, lang),
      grams(goal, lang),
      pct(share, lang),
    ),
  };
};

/** Fat or carbs above their goal by more than the tolerance. */
function overGoal(topic: "fat" | "carbs"): Rule {
  return (day, lang) => {
    const goal = day.goals[topic];
    if (goal == null || goal <= 0) return null;
    const eaten = day.eaten[topic];
    const over = eaten / goal - 1;
    if (over <= GOAL_TOLERANCE + 1e-9) return null;
    const priority = priorityOf(over, [0.25, 0.5]);
    const diff = grams(eaten - goal, lang);
    const t = RECOMMENDATION_TEXTS[lang][topic === "fat" ? "fatHigh" : "carbsHigh"];
    return { topic, priority, title: t.title, text: t.text(grams(eaten, lang), grams(goal, lang), diff) };
  };
}

const fibre: Rule = (day, lang) => {
  // As for protein, a lone meal cannot tell a day short of fibre from one not fully logged.
  if (day.fibreG == null || day.meals <= 1 || day.fibreG >= FIBRE_MIN_G) return null;
  return {
    topic: "fibre",
    priority: priorityOf(1 - day.fibreG / FIBRE_MIN_G, [0.3, 0.6]),
    title: RECOMMENDATION_TEXTS[lang].fibreLow.title,
    text: RECOMMENDATION_TEXTS[lang].fibreLow.text(grams(day.fibreG, lang), grams(FIBRE_MIN_G, lang)),
  };
};

const sugar: Rule = (day, lang) => {
  if (day.sugarG == null || day.sugarG <= SUGAR_MAX_G) return null;
  return {
    topic: "sugar",
    priority: priorityOf(day.sugarG / SUGAR_MAX_G - 1, [0.25, 0.5]),
    title: RECOMMENDATION_TEXTS[lang].sugarHigh.title,
    text: RECOMMENDATION_TEXTS[lang].sugarHigh.text(grams(day.sugarG, lang), grams(SUGAR_MAX_G, lang)),
  };
};

const sodium: Rule = (day, lang) => {
  if (day.sodiumMg == null || day.sodiumMg <= SODIUM_MAX_MG) return null;
  const mg = (n: number) => `${num(n, lang)} ${UNITS[lang].mg}`;
  return {
    topic: "sodium",
    priority: priorityOf(day.sodiumMg / SODIUM_MAX_MG - 1, [0.25, 0.5]),
    title: RECOMMENDATION_TEXTS[lang].sodiumHigh.title,
    text: RECOMMENDATION_TEXTS[lang].sodiumHigh.text(mg(day.sodiumMg), mg(SODIUM_MAX_MG)),
  };
};

const water: Rule = (day, lang) => {
  const goal = day.water.goalMl;
  if (goal == null || goal <= 0 || day.water.totalMl >= goal) return null;
  const share = day.water.totalMl / goal;
  return {
    topic: "water",
    priority: priorityOf(1 - share, [0.25, 0.5]),
    title: RECOMMENDATION_TEXTS[lang].waterLow.title,
    text: RECOMMENDATION_TEXTS[lang].waterLow.text(
      ml(day.water.totalMl, lang),
      ml(goal, lang),
      ml(goal - day.water.totalMl, lang),
    ),
  };
};

const logging: Rule = (day, lang) => {
  if (day.meals >= 2) return null;
  const t = RECOMMENDATION_TEXTS[lang];
  if (day.meals === 0) {
    return { topic: "logging", priority: "high", title: t.nothingLogged.title, text: t.nothingLogged.text };
  }
  return {
    topic: "logging",
    priority: "medium",
    title: t.oneMeal.title,
    text: t.oneMeal.text(kcal(day.eaten.calories, lang)),
  };
};

/** Rules of the nutrients that need meals to say anything; without meals only logging and water speak. */
const FOOD_RULES: readonly Rule[] = [calories, protein, overGoal("fat"), overGoal("carbs"), fibre, sugar, sodium];

/** The day's recommendations, most urgent first, then in the contract's topic order. */
export function recommendationsFor(day: DayFacts, lang: TLanguage): NewRecommendation[] {
  const rules = day.meals === 0 ? [water, logging] : [...FOOD_RULES, water, logging];
  const drawn = rules.map((rule) => rule(day, lang)).filter((r): r is NewRecommendation => r !== null);
  const rank = (r: NewRecommendation) => RECOMMENDATION_PRIORITIES.indexOf(r.priority);
  return drawn.sort(
    (a, b) => rank(b) - rank(a) || RECOMMENDATION_TOPICS.indexOf(a.topic) - RECOMMENDATION_TOPICS.indexOf(b.topic),
  );
}
