import type { TLanguage } from "@tarelka/contracts";
import type { MealKind, MealRequest } from "./constraints";
import { type DayFacts, remainingOf } from "./facts";
import { grams, kcal, listOf } from "./format";
import { type Suggestion, suggestMeal, violations } from "./suggest";
import { TEXTS } from "./texts";

/**
 * "Посоветуй перекус до 200 ккал", "dinner under 500 without meat": a suggestion computed from the database under
 * the request's limits and the day's budget, checked before it is said (suggest.ts).
 */

export interface GivenSuggestion extends Suggestion {
  request: MealRequest;
  /** The calories it had to fit: the stated limit, else what is left of the day, else a usual meal. */
  budgetKcal: number;
}

export interface MealAnswer {
  text: string;
  /** The suggestion given, for the bench's check; null when none was. */
  suggestion: GivenSuggestion | null;
}

/** A usual size for each meal, the budget when the person named no limit and no calorie goal is set. */
const USUAL_KCAL: Record<MealKind, number> = { breakfast: 500, lunch: 700, dinner: 600, snack: 250 };

/** The meal a request is for: the one named, else a snack for something small or sweet, else a main meal. */
export function kindOf(request: MealRequest): MealKind {
  if (request.meal) return request.meal;
  if (request.sweet || (request.maxKcal != null && request.maxKcal <= 300)) return "snack";
  return "lunch";
}

function limitsOf(request: MealRequest, lang: TLanguage): string {
  const t = TEXTS[lang];
  const parts: string[] = [];
  if (request.maxKcal != null) parts.push(t.limitKcal(kcal(request.maxKcal, lang)));
  if (request.protein) parts.push(t.limitProtein);
  if (request.exclude.length === 4) parts.push(t.limitVegan);
  else if (request.exclude.length > 0) {
    parts.push(
      t.limitWithout(
        listOf(
          request.exclude.map((tag) => t.tagName[tag]),
          lang,
        ),
      ),
    );
  }
  return parts.join(", ");
}

export function suggestionAnswer(options: {
  request: MealRequest;
  day: DayFacts;
  lang: TLanguage;
  seed: number;
}): MealAnswer & { list: string } {
  const { request, day, lang, seed } = options;
  const t = TEXTS[lang];
  const kind = kindOf(request);
  const left = remainingOf(day).calories;
  const budgetKcal = request.maxKcal ?? (left != null && left >= 80 ? left : USUAL_KCAL[kind]);
  const limits = limitsOf(request, lang);
  const found = suggestMeal({ request, kind, budgetKcal, lang, seed });
  // The check runs again on what is about to be said: a suggestion that breaks the request is never given.
  if (!found || violations(found.items, request, budgetKcal, kind).length > 0) {
    return { text: t.suggestNone(limits || kcal(budgetKcal, lang)), suggestion: null, list: "" };
  }
  const list = found.items
    .map((i) => `${i.name} ${grams(i.grams, lang).replace(/[.,]0 /u, " ")} — ${kcal(i.calories, lang)}`)
    .join("; ");
  const parts = [
    `${t.suggestHead(t.mealName[kind], limits)} ${list}.`,
    t.suggestTotal(kcal(found.calories, lang), grams(found.protein, lang)),
  ];
  if (left != null) {
    parts.push(
      found.calories <= left
        ? t.suggestWithinToday(kcal(left, lang))
        : t.suggestOverToday(kcal(Math.max(0, left), lang)),
    );
  }
  return { text: parts.join(" "), suggestion: { ...found, request, budgetKcal }, list };
}
