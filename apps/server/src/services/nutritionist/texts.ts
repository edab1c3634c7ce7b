import type { TLanguage } from "@tarelka/contracts";
import type { MealKind } from "./constraints";
import type { Nutrient } from "./food-facts";
import { TEXTS_EN } from "./texts.en";
import { TEXTS_RU } from "./texts.ru";

/**
 * The offline nutritionist's words, one catalogue per language with the same keys (a unit test fails on a key
 * missing in either). Numbers arrive already formatted for the language (format.ts), so the catalogues only say
 * them. Tone (docs/decisions/010-ai-nutritionist.md): kind, specific, never shaming.
 */
export interface Texts {
  nutrientName: Record<Nutrient, string>;
  mealName: Record<MealKind, string>;
  tagName: Record<"meat" | "fish" | "dairy" | "egg", string>;

  /** "Творог 150 г (обычная порция): белка 15,8 г; на 100 г — 10,5 г." */
  nutrientLine(
    food: string,
    portion: string,
    assumed: boolean,
    nutrient: string,
    amount: string,
    per100: string,
  ): string;
  /** "Творог 150 г (обычная порция) — 189 ккал, Б 27 / Ж 7,5 / У 4,5 г". */
  analysisLine(
    food: string,
    grams: string,
    assumed: boolean,
    kcal: string,
    protein: string,
    fat: string,
    carbs: string,
  ): string;
  /** The lead of every food-facts answer, before its lines. */
  fromDatabase: string;
  totalLine(kcal: string, protein: string, fat: string, carbs: string): string;
  caloriesContext(list: string): string;
  /** A food name or a suggested question, quoted as the language quotes. */
  quote(text: string): string;
  /** The last word of a list of alternatives ("a, b или c"). */
  or: string;
  /** Nothing the engine recognises as a food in the question. */
  foodNotFound(text: string): string;
  unmatched(words: string): string;
  askForFood: string;
  /** "Банан калорийнее: 89 ккал на 100 г против 52 ккал у яблока." */
  compareMore(a: string, b: string, nutrient: string, amountA: string, amountB: string): string;
  compareSame(a: string, b: string, nutrient: string, amount: string): string;
  comparePortions(lines: string): string;
  compareHealthier: string;
  per100: string;

  suggestHead(meal: string, limits: string): string;
  suggestTotal(kcal: string, protein: string): string;
  suggestWithinToday(left: string): string;
  suggestOverToday(left: string): string;
  suggestNone(limits: string): string;
  limitKcal(kcal: string): string;
  limitProtein: string;
  limitWithout(list: string): string;
  limitVegan: string;

  slip: string;
  guilt: string;
  stress: string;
  craving: string;
  cravingIdea: string;
  /** The next step after a slip, with what is left of the day when the goal is set. */
  nextStepLeft(left: string): string;
  nextStepOver: string;
  nextStepNoGoal: string;
  oftenOverwhelmed: string;

  redFlagEatingDisorder: string;
  redFlagTooLittle(floor: string): string;
  redFlagMedical: string;
  redFlagUrgent: string;
  redFlagMinor: string;
  redFlagUnderweightGoal: string;
  redFlagSelfHarm: string;
  helpline: string;

  rapidTrend(perWeek: string): string;
  rapidRequest(perWeek: string): string;
  paceFine(perWeek: string): string;
  goalBelowFloor(goal: string, floor: string): string;
  yourGoal(goal: string): string;
  sources: string;

  supplementsGeneral: string;
  supplementsDoctorOnly(names: string): string;
  supplementsWeightLoss: string;
  supplementsProteinPowder: string;
  supplementsNames: Record<"iron" | "potassium", string>;

  greeting: string;
  thanks: string;
  whoAmI: string;
  symptom: string;
  offTopic: string;
  capabilities(suggestions: string): string;
}

export const TEXTS: Record<TLanguage, Texts> = { ru: TEXTS_RU, en: TEXTS_EN };
