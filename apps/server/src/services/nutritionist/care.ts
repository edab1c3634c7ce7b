import type { TLanguage } from "@tarelka/contracts";
import type { Sex } from "@tarelka/nutrition";
import { dailyKcalOf, type MealRequest, mealRequestOf } from "./constraints";
import { type DayFacts, remainingOf } from "./facts";
import { kcal, listOf } from "./format";
import { type MealAnswer, suggestionAnswer } from "./meal-answers";
import { AGE, DISORDER, DIZZY, EATING_ONLY, MEDICAL, SELF_HARM, TARGET_AND_HEIGHT, URGENT } from "./red-flags";
import { DOCTOR_ONLY, floorFor } from "./safety";
import { TEXTS } from "./texts";
import { normalise, Words } from "./words";

/**
 * The answers where tone matters more than numbers (docs/decisions/010-ai-nutritionist.md): a hard moment with food
 * gets warmth and one next step, never a list of the day's figures or a word of blame; a red flag gets a safe
 * answer, a doctor and a helpline, and never a plan below the safe floor; supplements are food first, and those the
 * supplements screen leaves to a doctor are never suggested.
 */

const SLIP = [
  "сорвал",
  "срыв",
  "объел",
  "переел",
  "обожрал",
  "нажрал",
  "жрал",
  "жру",
  "сожрал",
  "кучу",
  "пачку",
  "целиком",
  "binge",
  "binged",
  "overate",
  "overeat",
  "ate a whole",
  "ate way",
  "ate too",
  "ate so",
  "ruined",
  "messed up",
  "blew",
  "fell off",
];
export const GUILT = [
  "стыд",
  "=вина",
  "виноват",
  "ненавиж",
  "безвол",
  "пропало",
  "испортил",
  "ужасн",
  "отвратит",
  "противно",
  "слабак",
  "guilt",
  "ashamed",
  "shame",
  "hate myself",
  "failure",
  "willpower",
  "terrible",
  "awful",
  "disgust",
  "=gross",
];
export const STRESS = [
  "стресс",
  "заеда",
  "заесть",
  "грустн",
  "депресс",
  "тоскл",
  "тревог",
  "одинок",
  "плохой день",
  "ужасный день",
  "плохое настроение",
  "stress",
  "=sad",
  "depress",
  "lonely",
  "anxious",
  "bad day",
  "upset",
];
const CRAVING = ["сладк", "шоколад", "хочется чего", "тянет на", "sweet", "chocolate", "craving", "crave"];
const OFTEN = [
  "постоянно",
  "опять",
  "снова",
  "всегда",
  "каждый",
  "не могу остановиться",
  "не могу перестать",
  "=keep",
  "again",
  "always",
  "every",
  "can't stop",
  "cant stop",
];

export function emotionalAnswer(question: string, day: DayFacts, lang: TLanguage, seed: number): MealAnswer {
  const t = TEXTS[lang];
  const w = new Words(question);
  const parts: string[] = [];
  const slip = w.has(SLIP);
  const craving = !slip && w.has(CRAVING);
  if (slip) parts.push(t.slip);
  if (w.has(GUILT)) parts.push(t.guilt);
  if (w.has(STRESS)) parts.push(t.stress);
  if (craving || parts.length === 0) parts.push(t.craving);
  let suggestion: MealAnswer["suggestion"] = null;
  if (craving) {
    // A craving is met with a small sweet choice priced by the database and kept within the day's budget.
    const request: MealRequest = { ...mealRequestOf(question), sweet: true, meal: "snack" };
    const left = remainingOf(day).calories;
    const budget = Math.min(request.maxKcal ?? 200, left != null && left >= 80 ? left : 200);
    const sweet = suggestionAnswer({ request: { ...request, maxKcal: request.maxKcal ?? budget }, day, lang, seed });
    if (sweet.suggestion) {
      parts.push(`${t.cravingIdea} ${sweet.list}.`);
      suggestion = sweet.suggestion;
    }
  } else {
    const left = remainingOf(day).calories;
    parts.push(left == null ? t.nextStepNoGoal : left > 0 ? t.nextStepLeft(kcal(left, lang)) : t.nextStepOver);
  }
  if (w.has(OFTEN)) parts.push(t.oftenOverwhelmed);
  return { text: parts.join(" "), suggestion };
}

export function redFlagAnswer(question: string, sex: Sex | null, lang: TLanguage): string {
  const t = TEXTS[lang];
  const w = new Words(question);
  const text = normalise(question);
  const parts: string[] = [];
  let helpline = false;
  if (w.has(SELF_HARM)) {
    parts.push(t.redFlagSelfHarm);
    helpline = true;
  }
  if (w.has(URGENT) || (w.has(DIZZY) && parts.length === 0)) parts.push(t.redFlagUrgent);
  if (w.has(MEDICAL)) parts.push(t.redFlagMedical);
  const age = Number(AGE.exec(text)?.[1] ?? Number.NaN);
  if (age < 18) {
    parts.push(t.redFlagMinor);
    helpline = true;
  }
  const body = TARGET_AND_HEIGHT.exec(text);
  if (body && Number(body[2]) > 120 && Number(body[1]) / (Number(body[2]) / 100) ** 2 < 18.5) {
    parts.push(t.redFlagUnderweightGoal);
    helpline = true;
  }
  const daily = dailyKcalOf(text) ?? Number(EATING_ONLY.exec(text)?.[1] ?? Number.NaN);
  const floor = floorFor(sex);
  if (Number.isFinite(daily) && daily < floor) parts.push(t.redFlagTooLittle(kcal(floor, lang)));
  if (w.has(DISORDER) || parts.length === 0) {
    parts.unshift(t.redFlagEatingDisorder);
    helpline = true;
  }
  if (helpline) parts.push(t.helpline);
  return parts.join(" ");
}

const WEIGHT_LOSS = ["похуд", "жиросжиг", "для сброса", "weight loss", "lose weight", "fat burn", "slimming"];
const POWDER = ["протеин", "protein", "powder", "порош"];
const NAMED: Record<(typeof DOCTOR_ONLY)[number], readonly string[]> = {
  iron: ["=железо", "=железа", "=iron"],
  potassium: ["=калий", "=калия", "potassium"],
};

export function supplementsAnswer(question: string, lang: TLanguage): string {
  const t = TEXTS[lang];
  const w = new Words(question);
  const parts: string[] = [];
  const doctorOnly = DOCTOR_ONLY.filter((n) => w.has(NAMED[n]));
  if (doctorOnly.length > 0) {
    parts.push(
      t.supplementsDoctorOnly(
        listOf(
          doctorOnly.map((n) => t.supplementsNames[n]),
          lang,
        ),
      ),
    );
  }
  if (w.has(WEIGHT_LOSS)) parts.push(t.supplementsWeightLoss);
  else if (w.has(POWDER) && doctorOnly.length === 0) parts.push(t.supplementsProteinPowder);
  parts.push(t.supplementsGeneral);
  return parts.join(" ");
}

const GREETING = ["=привет", "здравств", "добрый", "доброе", "=hi", "=hello", "=hey", "good morning", "good evening"];
const THANKS = ["спасибо", "благодар", "thank", "=thx", "=ty"];
const WHO = ["ты кто", "кто ты", "who are you", "what are you"];
const SYMPTOM = ["болит", "=боль", "тошнит", "температур", "hurts", "=pain", "ache", "nausea", "fever"];

/** Anything outside nutrition: a specific, polite redirect to what the nutritionist does know. */
export function otherAnswer(question: string, suggestions: readonly string[], lang: TLanguage): string {
  const t = TEXTS[lang];
  const w = new Words(question);
  const quoted = listOf(suggestions.map(t.quote), lang, t.or);
  const head = w.has(THANKS)
    ? t.thanks
    : w.has(WHO)
      ? t.whoAmI
      : w.has(SYMPTOM)
        ? t.symptom
        : w.has(GREETING)
          ? t.greeting
          : w.list.length > 0
            ? t.offTopic
            : "";
  return `${head ? `${head} ` : ""}${t.capabilities(quoted)}`;
}
