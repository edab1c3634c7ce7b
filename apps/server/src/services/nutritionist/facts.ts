import { SUPPLEMENT_RULES, type TGoals, type TLanguage } from "@tarelka/contracts";
import type { Sex } from "@tarelka/nutrition";
import { type DishRef, dayMicronutrients, isJudged } from "../dish-micronutrients";
import { DIARY_TEXTS } from "./diary-texts";
import { dayName, grams, kcal, kg, listOf, ml, num, plural, signed, UNITS } from "./format";

/**
 * What the AI nutritionist knows about a person: numbers from their own diary only (docs/product.md,
 * Nutrition numbers). The service reads them from the repositories; the offline answers, the recommendation rules
 * and the configured model's instructions are all written from these same values, so every path states the same
 * numbers.
 */

export interface DayFacts {
  /** The diary day, YYYY-MM-DD in the person's time zone. */
  date: string;
  /** The day's intake, rounded dish by dish as the dashboard shows it. */
  eaten: { calories: number; protein: number; fat: number; carbs: number };
  meals: number;
  goals: TGoals;
  water: { totalMl: number; goalMl: number | null };
  /**
   * Read from the food database through the dishes' foods (dayExtrasOf); null when the day's dishes are mostly not
   * database foods: an unknown value is never guessed, and the rules that need it are skipped.
   */
  fibreG: number | null;
  sugarG: number | null;
  sodiumMg: number | null;
}

export interface WeightFacts {
  /** The newest weigh-in on or before today, however old. */
  latest: { date: string; weightKg: number } | null;
  /** The smoothed trend (analytics-maths weightTrend) over the last WEIGHT_PERIOD_DAYS; null with fewer than two weigh-ins. */
  trend: { from: { date: string; weightKg: number }; to: { date: string; weightKg: number }; changeKg: number } | null;
  periodDays: number;
  targetKg: number | null;
}

export interface WeekFacts {
  from: string;
  to: string;
  days: number;
  /** Days of the window with at least one meal; averages are over these (an unlogged day is not a fast). */
  loggedDays: number;
  averageCalories: number | null;
  goalCalories: number | null;
  daysWithinGoal: number | null;
}

export interface ChatFacts {
  today: DayFacts;
  week: WeekFacts;
  weight: WeightFacts;
  /** The profile's sex, which sets the safe calorie floor (safety.ts); null or absent when not given. */
  sex?: Sex | null;
}

/**
 * Fibre, sugars and sodium of a day's dishes, from their database foods (services/dish-micronutrients.ts), to 0.1 g
 * and 1 mg. Unknown (null) for a day without dishes or one whose grams are less than SUPPLEMENT_RULES.minKnownShare
 * database food, the rule the supplements analysis judges days by: a day mostly of estimates would read as low in
 * fibre only because its numbers are missing.
 */
export function dayExtrasOf(dishes: readonly DishRef[]): Pick<DayFacts, "fibreG" | "sugarG" | "sodiumMg"> {
  const day = dayMicronutrients(dishes);
  if (!isJudged(day, SUPPLEMENT_RULES.minKnownShare)) return { fibreG: null, sugarG: null, sodiumMg: null };
  return {
    fibreG: Math.round(day.known.fiber * 10) / 10,
    sugarG: Math.round(day.known.sugars * 10) / 10,
    sodiumMg: Math.round(day.known.sodium),
  };
}

/** What is left of the day's goals; null where the goal is not set. Negative when the goal is passed. */
export function remainingOf(day: DayFacts): { calories: number | null; protein: number | null } {
  const { goals, eaten } = day;
  return {
    calories: goals.calories == null ? null : Math.round(goals.calories - eaten.calories),
    protein: goals.protein == null ? null : Math.round((goals.protein - eaten.protein) * 10) / 10,
  };
}

export const mealCount = (n: number, lang: TLanguage) => `${num(n, lang)} ${plural(n, lang, DIARY_TEXTS[lang].meals)}`;

/** "640 ккал, белки 30 г, жиры 20 г, углеводы 80 г". */
export function intakeLine(day: DayFacts, lang: TLanguage): string {
  const { calories, protein, fat, carbs } = day.eaten;
  return DIARY_TEXTS[lang].intake(kcal(calories, lang), grams(protein, lang), grams(fat, lang), grams(carbs, lang));
}

/** "2 000 ккал, белки 100 г, …" with only the goals that are set; null when none is. */
export function goalsLine(goals: TGoals, lang: TLanguage): string | null {
  const parts: string[] = [];
  if (goals.calories != null) parts.push(kcal(goals.calories, lang));
  const names = DIARY_TEXTS[lang].macroNames;
  for (const key of ["protein", "fat", "carbs"] as const) {
    const goal = goals[key];
    if (goal != null) parts.push(`${names[key]} ${grams(goal, lang)}`);
  }
  return parts.length > 0 ? parts.join(", ") : null;
}

/** "Вода: 500 мл из 2 100 мл" / "Water: 500 ml of 2,100 ml". */
export function waterLine(day: DayFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const { totalMl, goalMl } = day.water;
  if (goalMl == null || goalMl <= 0) return t.water(ml(totalMl, lang));
  return t.waterOf(ml(totalMl, lang), ml(goalMl, lang));
}

/** The weight sentence, or null when the person has never weighed in. */
export function weightLine(weight: WeightFacts, lang: TLanguage): string | null {
  if (!weight.latest) return null;
  const t = DIARY_TEXTS[lang];
  const parts = [t.weightLastWeighIn(kg(weight.latest.weightKg, lang), dayName(weight.latest.date, lang))];
  if (weight.trend) {
    parts.push(
      t.weightTrend(
        weight.periodDays,
        `${signed(weight.trend.changeKg, lang)} ${UNITS[lang].kg}`,
        kg(weight.trend.from.weightKg, lang),
        kg(weight.trend.to.weightKg, lang),
      ),
    );
  }
  if (weight.targetKg != null) parts.push(t.weightTarget(kg(weight.targetKg, lang)));
  return t.weight(parts.join("; "));
}

/** The week's sentence: logged days, the average and the goal. */
export function weekLine(week: WeekFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const span = t.weekSpan(week.days, dayName(week.from, lang), dayName(week.to, lang));
  if (week.loggedDays === 0 || week.averageCalories == null) return t.weekNoMeals(span);
  const days = `${num(week.loggedDays, lang)} ${plural(week.loggedDays, lang, t.days)}`;
  const base = t.weekLogged(span, days, kcal(week.averageCalories, lang));
  if (week.goalCalories == null) return base;
  return t.weekGoal(base, kcal(week.goalCalories, lang));
}

/**
 * The facts as plain lines, for the configured model's instructions (docs/product.md, AI providers: the
 * model answers with the person's diary in its instructions). Written by the same helpers as the offline
 * answers, so the model is handed exactly the numbers the offline nutritionist would state.
 */
export function describeFacts(facts: ChatFacts, lang: TLanguage): string[] {
  const t = DIARY_TEXTS[lang];
  const { today, week, weight } = facts;
  const left = remainingOf(today);
  const lines = [
    t.factsToday(dayName(today.date, lang), intakeLine(today, lang), mealCount(today.meals, lang)),
    t.factsGoals(goalsLine(today.goals, lang)),
  ];
  const leftParts: string[] = [];
  if (left.calories != null) leftParts.push(kcal(left.calories, lang));
  if (left.protein != null) leftParts.push(t.factsProteinLeft(grams(left.protein, lang)));
  if (leftParts.length > 0) lines.push(t.factsLeft(listOf(leftParts, lang)));
  lines.push(`${waterLine(today, lang)}.`);
  lines.push(`${weightLine(weight, lang) ?? t.weightNone}.`);
  lines.push(`${weekLine(week, lang)}.`);
  return lines;
}
