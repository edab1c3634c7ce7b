import { detectLang, type TLanguage } from "@tarelka/contracts";
import { daysBetween } from "../meal-dates";
import { emotionalAnswer, otherAnswer, redFlagAnswer, supplementsAnswer } from "./care";
import { mealRequestOf } from "./constraints";
import { DIARY_TEXTS } from "./diary-texts";
import {
  type ChatFacts,
  type DayFacts,
  goalsLine,
  intakeLine,
  mealCount,
  remainingOf,
  type WeightFacts,
  waterLine,
  weekLine,
} from "./facts";
import { caloriesInAnswer, compareAnswer, foodQuestionOf, nutrientInAnswer, nutrientsOf } from "./food-facts";
import { type FoodIdea, plateIdeas, proteinIdeas } from "./food-ideas";
import { dayName, grams, kcal, kg, listOf, ml, num, plural, signed, UNITS } from "./format";
import { GUIDANCE, guidanceTopicOf } from "./guidance";
import { clauseFor, type Intent, readQuestion } from "./intent";
import { type GivenSuggestion, type MealAnswer, suggestionAnswer } from "./meal-answers";
import { floorFor, lossPerWeek, lowestFloor, MAX_LOSS_KG_PER_WEEK, requestedPace } from "./safety";
import { TEXTS } from "./texts";
import { Words } from "./words";

/**
 * The built-in offline nutritionist (docs/product.md, AI providers: the default, no network). It reads what a
 * question asks (intent.ts) in Russian and English and answers from the person's diary (ChatFacts), the food
 * database and a catalogue of evidence-based guidance with its sources; anything outside nutrition gets a polite
 * redirect to what it can do. Pure: the same question and facts always give the same answer.
 */

export { foodTextOf } from "./food-facts";
export type { Intent } from "./intent";
export { detectIntent, readQuestion } from "./intent";

/** Questions the chat offers as one-tap suggestions (contracts ZChatSchema); each one is answered from the diary. */
export function chatSuggestions(lang: TLanguage): string[] {
  return [...DIARY_TEXTS[lang].chatSuggestions];
}

function ideaLine(idea: FoodIdea, lang: TLanguage): string {
  return DIARY_TEXTS[lang].ideaLine(
    idea.name,
    grams(idea.grams, lang),
    kcal(idea.calories, lang),
    grams(idea.protein, lang),
  );
}

function todayAnswer(day: DayFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const left = remainingOf(day);
  if (day.meals === 0) {
    const goal = day.goals.calories;
    const rest = goal == null ? t.noCalorieGoal : t.todayGoalOnly(kcal(goal, lang));
    return `${t.todayEmpty} ${rest} ${waterLine(day, lang)}.`;
  }
  const parts = [t.todayHead(mealCount(day.meals, lang), intakeLine(day, lang))];
  const goals = goalsLine(day.goals, lang);
  if (goals) parts.push(t.todayGoals(goals));
  if (left.calories == null) parts.push(t.noCalorieGoal);
  else if (left.calories >= 0) parts.push(t.todayLeft(kcal(left.calories, lang)));
  else parts.push(t.todayOver(kcal(-left.calories, lang)));
  parts.push(`${waterLine(day, lang)}.`);
  return parts.join(" ");
}

function remainingAnswer(day: DayFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const left = remainingOf(day);
  const seed = daysBetween("2000-01-01", day.date);
  if (left.calories == null) {
    const plate = plateIdeas({ budgetKcal: null, proteinNeeded: false, lang, seed });
    return `${t.noCalorieGoal} ${t.balancedPlate(plate.map((i) => ideaLine(i, lang)).join("; "))}`;
  }
  const proteinLeft = left.protein != null && left.protein > 0 ? left.protein : null;
  const plate = plateIdeas({ budgetKcal: Math.max(0, left.calories), proteinNeeded: proteinLeft != null, lang, seed });
  if (left.calories <= 0 || plate.length === 0) {
    const over =
      left.calories < 0
        ? t.goalReached(kcal(day.eaten.calories, lang), kcal(day.goals.calories ?? 0, lang), kcal(-left.calories, lang))
        : t.onlyLeft(kcal(left.calories, lang));
    const light = plateIdeas({ budgetKcal: 40, proteinNeeded: false, lang, seed }).slice(0, 1);
    const tail = light.length > 0 ? t.lightIdea(ideaLine(light[0]!, lang)) : "";
    return `${over}${tail}`;
  }
  const head =
    proteinLeft != null
      ? t.leftWithProtein(kcal(left.calories, lang), grams(proteinLeft, lang))
      : t.leftCalories(kcal(left.calories, lang));
  const total = plate.reduce((a, i) => ({ calories: a.calories + i.calories, protein: a.protein + i.protein }), {
    calories: 0,
    protein: 0,
  });
  const list = plate.map((i) => ideaLine(i, lang)).join("; ");
  return t.plateFits(head, list, kcal(total.calories, lang), grams(total.protein, lang));
}

function proteinAnswer(day: DayFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const left = remainingOf(day);
  const eaten = grams(day.eaten.protein, lang);
  if (day.goals.protein == null) return t.proteinNoGoal(eaten);
  const goal = grams(day.goals.protein, lang);
  if (left.protein == null || left.protein <= 0) return t.proteinReached(eaten, goal);
  const head = t.proteinHead(eaten, goal, grams(left.protein, lang));
  const budget = left.calories == null ? null : Math.max(0, left.calories);
  const ideas = proteinIdeas({ budgetKcal: budget, lang });
  if (ideas.length === 0) return t.proteinNoRoom(head);
  return t.proteinIdeas(head, ideas.map((i) => ideaLine(i, lang)).join("; "));
}

function waterAnswer(day: DayFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const { totalMl, goalMl } = day.water;
  if (goalMl == null || goalMl <= 0) return t.waterNoGoal(ml(totalMl, lang));
  const left = goalMl - totalMl;
  if (left <= 0) return t.waterReached(ml(totalMl, lang), ml(goalMl, lang));
  const glasses = Math.ceil(left / 250);
  const count = `${num(glasses, lang)} ${plural(glasses, lang, t.glasses)}`;
  return t.waterLeft(ml(totalMl, lang), ml(goalMl, lang), ml(left, lang), count);
}

function weightAnswer(facts: ChatFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const { weight } = facts;
  if (!weight.latest) return t.noWeighIns;
  const parts = [t.lastWeighIn(kg(weight.latest.weightKg, lang), dayName(weight.latest.date, lang))];
  if (weight.trend) {
    const { from, to, changeKg } = weight.trend;
    const days = daysBetween(from.date, to.date);
    const span = t.trendSpan(
      `${signed(changeKg, lang)} ${UNITS[lang].kg}`,
      `${num(days, lang)} ${plural(days, lang, t.days)}`,
      kg(from.weightKg, lang),
      kg(to.weightKg, lang),
    );
    const direction = Math.abs(changeKg) < 0.1 ? t.trendSteady : changeKg < 0 ? t.trendDown : t.trendUp;
    parts.push(`${direction}: ${span}.`);
  } else {
    parts.push(t.trendNeedsTwo(weight.periodDays));
  }
  if (weight.targetKg != null) {
    const toGo = Math.abs(weight.latest.weightKg - weight.targetKg);
    parts.push(toGo < 0.1 ? t.targetReached : t.targetToGo(kg(weight.targetKg, lang), kg(toGo, lang)));
  }
  return parts.join(" ");
}

function weekAnswer(facts: ChatFacts, lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const { week } = facts;
  const parts = [`${weekLine(week, lang)}.`];
  if (week.averageCalories != null && week.goalCalories != null) {
    const diff = week.averageCalories - week.goalCalories;
    parts.push(
      Math.abs(diff) <= week.goalCalories * 0.1
        ? t.weekWithin
        : diff < 0
          ? t.weekUnder(kcal(-diff, lang))
          : t.weekOver(kcal(diff, lang)),
    );
    if (week.daysWithinGoal != null) {
      parts.push(t.weekDaysWithin(num(week.daysWithinGoal, lang), num(week.loggedDays, lang)));
    }
  } else if (week.averageCalories != null) parts.push(t.noCalorieGoal);
  return parts.join(" ");
}

export interface OfflineAnswer {
  intent: Intent;
  /** Further requests of the same message that the answer also took up. */
  also: Intent[];
  lang: TLanguage;
  text: string;
  /** A meal or snack suggested under the person's limits, for checking them (bench:nutritionist). */
  suggestion: GivenSuggestion | null;
}

/** The pace sentence for the weight trend: flagged when faster than the fastest pace the profile offers. */
function paceLine(weight: WeightFacts, lang: TLanguage): string | null {
  if (!weight.trend) return null;
  const perWeek = lossPerWeek(weight.trend.changeKg, daysBetween(weight.trend.from.date, weight.trend.to.date));
  if (perWeek == null || perWeek <= MAX_LOSS_KG_PER_WEEK) return null;
  return TEXTS[lang].rapidTrend(kg(perWeek, lang));
}

/** Goals below the safe floor are pointed out wherever the goal is used to plan food (safety.ts). */
function floorLine(facts: ChatFacts, lang: TLanguage): string | null {
  const goal = facts.today.goals.calories;
  // An unknown sex is judged by the lower floor here: the note must never call a safe goal unsafe.
  const floor = facts.sex ? floorFor(facts.sex) : lowestFloor();
  if (goal == null || goal >= floor) return null;
  return TEXTS[lang].goalBelowFloor(kcal(goal, lang), kcal(floor, lang));
}

function guidanceAnswer(question: string, facts: ChatFacts, lang: TLanguage): string {
  const t = TEXTS[lang];
  const topic = guidanceTopicOf(question) ?? "energyBalance";
  const entry = GUIDANCE[lang][topic];
  const parts = [entry.text];
  if (topic === "fastLoss") {
    const pace = requestedPace(question);
    if (pace && pace.perWeek > MAX_LOSS_KG_PER_WEEK) parts.push(t.rapidRequest(kg(pace.perWeek, lang)));
    const trend = paceLine(facts.weight, lang);
    if (trend) parts.push(trend);
    const floor = floorLine(facts, lang);
    if (floor) parts.push(floor);
    else if (facts.today.goals.calories != null) parts.push(t.yourGoal(kcal(facts.today.goals.calories, lang)));
  }
  return `${parts.join(" ")}\n${t.sources}: ${entry.sources.join("; ")}.`;
}

const daySeed = (day: DayFacts) => daysBetween("2000-01-01", day.date);

function answerOne(intent: Intent, question: string, facts: ChatFacts, lang: TLanguage): MealAnswer {
  const plain = (text: string): MealAnswer => ({ text, suggestion: null });
  const clause = clauseFor(question, intent);
  switch (intent) {
    case "caloriesIn":
      return plain(caloriesInAnswer(foodQuestionOf(clause), lang));
    case "nutrientIn":
      return plain(nutrientInAnswer(foodQuestionOf(clause), nutrientsOf(new Words(clause)), lang));
    case "compare":
      return plain(compareAnswer(question, lang));
    case "suggest":
      return suggestionAnswer({ request: mealRequestOf(clause), day: facts.today, lang, seed: daySeed(facts.today) });
    case "emotional":
      return emotionalAnswer(question, facts.today, lang, daySeed(facts.today));
    case "redFlag":
      return plain(redFlagAnswer(question, facts.sex ?? null, lang));
    case "supplements":
      return plain(supplementsAnswer(clause, lang));
    case "guidance":
      return plain(guidanceAnswer(clause, facts, lang));
    case "weight": {
      const pace = paceLine(facts.weight, lang);
      return plain(pace ? `${weightAnswer(facts, lang)} ${pace}` : weightAnswer(facts, lang));
    }
    case "week":
      return plain(weekAnswer(facts, lang));
    case "water":
      return plain(waterAnswer(facts.today, lang));
    case "protein":
      return plain(proteinAnswer(facts.today, lang));
    case "remaining": {
      const floor = floorLine(facts, lang);
      return plain(floor ? `${remainingAnswer(facts.today, lang)} ${floor}` : remainingAnswer(facts.today, lang));
    }
    case "today": {
      const floor = floorLine(facts, lang);
      return plain(floor ? `${todayAnswer(facts.today, lang)} ${floor}` : todayAnswer(facts.today, lang));
    }
    case "unknown":
      return plain(otherAnswer(question, chatSuggestions(lang), lang));
  }
}

/** How many further requests of one message are answered after the first: enough for "and …", not an essay. */
const MAX_ALSO = 2;

/**
 * Answers a question in its own language (`fallback` when it has no letters) from the person's facts: the leading
 * request first, then the others asked in the same message.
 */
export function answerOffline(question: string, facts: ChatFacts, fallback: TLanguage): OfflineAnswer {
  const lang = detectLang(question, fallback);
  const { intent, also } = readQuestion(question);
  const first = answerOne(intent, question, facts, lang);
  const more = also.slice(0, MAX_ALSO).map((i) => answerOne(i, question, facts, lang));
  const suggestion = first.suggestion ?? more.find((m) => m.suggestion)?.suggestion ?? null;
  return {
    intent,
    also: also.slice(0, MAX_ALSO),
    lang,
    text: [first, ...more].map((a) => a.text).join("\n\n"),
    suggestion,
  };
}

/**
 * Ideas from the database that fit what is left today, handed to the configured model with the facts so that
 * foods it suggests come with real numbers too.
 */
export function foodIdeasLine(day: DayFacts, lang: TLanguage): string | null {
  const left = remainingOf(day);
  if (left.calories != null && left.calories <= 0) return null;
  const plate = plateIdeas({
    budgetKcal: left.calories,
    proteinNeeded: left.protein != null && left.protein > 0,
    lang,
    seed: daysBetween("2000-01-01", day.date),
  });
  if (plate.length === 0) return null;
  return DIARY_TEXTS[lang].foodIdeas(plate.map((i) => ideaLine(i, lang)).join("; "));
}

/** The day's summary in the offline writer's words (contracts ZDayAnalysisSchema `summary`). */
export function offlineDaySummary(day: DayFacts, topTitles: readonly string[], lang: TLanguage): string {
  const t = DIARY_TEXTS[lang];
  const when = dayName(day.date, lang);
  if (day.meals === 0) return t.summaryEmpty(when, waterLine(day, lang));
  const goal = day.goals.calories;
  const calories =
    goal == null ? kcal(day.eaten.calories, lang) : t.amountOf(kcal(day.eaten.calories, lang), kcal(goal, lang));
  const protein =
    day.goals.protein == null
      ? grams(day.eaten.protein, lang)
      : t.amountOf(grams(day.eaten.protein, lang), grams(day.goals.protein, lang));
  const head = t.summaryHead(when, calories, protein, mealCount(day.meals, lang), waterLine(day, lang));
  if (topTitles.length === 0) return t.summaryWithin(head);
  const focus = listOf(
    topTitles.slice(0, 2).map((title) => title.charAt(0).toLowerCase() + title.slice(1)),
    lang,
  );
  return t.summaryFocus(head, focus);
}
