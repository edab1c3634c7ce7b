import type { TLanguage } from "@tarelka/contracts";
import { GUIDANCE_EN } from "./guidance.en";
import { GUIDANCE_RU } from "./guidance.ru";
import { requestedPace } from "./safety";
import { Words } from "./words";

/**
 * Common questions about habits and myths (after six, sugar, fasting, cheat meals …), answered from a catalogue of
 * short evidence-based texts, one per topic and language, each with the sources it rests on
 * (guidance.ru.ts, guidance.en.ts). Which topic a question is about is read here from its words, in both languages.
 */

export type GuidanceTopic =
  | "fastLoss"
  | "noCounting"
  | "fasting"
  | "cheatMeal"
  | "detox"
  | "carbsAtNight"
  | "lateEating"
  | "breakfast"
  | "mealFrequency"
  | "fruitSugar"
  | "sugar"
  | "alcohol"
  | "gluten"
  | "metabolism"
  | "salt"
  | "lowCarb"
  | "fattening"
  | "energyBalance";

export interface GuidanceEntry {
  /** Three or four sentences a person can act on. */
  text: string;
  /** Where the claims come from: an organisation's guideline or a peer-reviewed review, named so it can be found. */
  sources: readonly string[];
}

export type GuidanceCatalogue = Record<GuidanceTopic, GuidanceEntry>;

/** Cues per topic, most specific first; the last topic catches "is it true that …" questions with no topic of ours. */
const TOPICS: readonly [GuidanceTopic, readonly string[]][] = [
  ["noCounting", ["не считая калори", "без подсчета", "не считать калори", "without counting", "without tracking"]],
  [
    "fastLoss",
    [
      "как похудеть",
      "как сбросить",
      "как скинуть",
      "как быстро",
      "похудеть быстр",
      "похудеть побыстр",
      "быстро похуд",
      "быстрее похуд",
      "хочу похудеть",
      "хочу сбросить",
      "хочу скинуть",
      "how do i lose",
      "how to lose",
      "how can i lose",
      "lose weight fast",
      "lose weight quick",
      "want to lose",
      "fastest way to lose",
      "drop weight",
      "lose fat fast",
    ],
  ],
  ["fasting", ["голодани", "голодат", "интервальн", "16 8", "fasting", "intermittent", "=omad"]],
  ["cheatMeal", ["читмил", "чит мил", "=читмила", "загрузочн", "cheat", "refeed"]],
  ["detox", ["детокс", "очищени", "шлак", "detox", "cleanse"]],
  [
    "carbsAtNight",
    [
      "углеводы на ночь",
      "углеводы вечером",
      "углеводы после",
      "carbs at night",
      "carbs in the evening",
      "carbs after",
      "carbs before bed",
    ],
  ],
  [
    "lateEating",
    [
      "после шести",
      "после 6",
      "после 18",
      "после восемнадцати",
      "после семи",
      "после 19",
      "после 20",
      "есть на ночь",
      "есть вечером",
      "вечером есть",
      "на ночь есть",
      "есть поздно",
      "поздно есть",
      "еда на ночь",
      "поздний ужин",
      "after 6",
      "after six",
      "after 6pm",
      "after 7",
      "after 8",
      "eat at night",
      "eating at night",
      "at night",
      "eat late",
      "eating late",
      "late eating",
      "late dinner",
    ],
  ],
  [
    "breakfast",
    [
      "завтрак обязател",
      "пропускать завтрак",
      "пропустить завтрак",
      "без завтрака",
      "=завтракать",
      "breakfast the most",
      "breakfast important",
      "skip breakfast",
      "skipping breakfast",
      "most important meal",
    ],
  ],
  [
    "mealFrequency",
    [
      "сколько раз в день",
      "раз в день есть",
      "дробно",
      "how many meals",
      "meals a day",
      "times a day",
      "small frequent",
      "frequent meals",
    ],
  ],
  ["fruitSugar", ["фруктоз", "сахар во фрукт", "сахар в фрукт", "fruit sugar", "sugar in fruit", "fructose"]],
  [
    "sugar",
    [
      "сахар вред",
      "сладкое вредно",
      "вред сахар",
      "вреден сахар",
      "отказаться от сахар",
      "отказаться от сладк",
      "sugar bad",
      "sugar is bad",
      "sugar unhealthy",
      "quit sugar",
      "cut sugar",
      "give up sugar",
      "cut out sugar",
    ],
  ],
  ["alcohol", ["алкогол", "спиртн", "alcohol", "booze"]],
  ["gluten", ["глютен", "gluten"]],
  ["metabolism", ["метаболизм", "обмен веществ", "разогнать обмен", "metabolism"]],
  ["salt", ["без соли", "соль задерж", "соль вред", "отек", "salt", "water retention", "bloat"]],
  [
    "lowCarb",
    [
      "без углевод",
      "отказаться от углевод",
      "кето",
      "низкоуглевод",
      "cut carbs",
      "cutting carbs",
      "low carb",
      "=keto",
      "no carbs",
      "carbs bad",
      "carbs are bad",
    ],
  ],
  [
    "fattening",
    [
      "полнит",
      "толстя",
      "толстеют от",
      "поправляются от",
      "make you fat",
      "makes you fat",
      "make you gain",
      "makes you gain",
      "fattening",
    ],
  ],
  [
    "energyBalance",
    [
      "правда ли",
      "правда что",
      "это правда",
      "=миф",
      "вредно ли",
      "вредн",
      "is it true",
      "=myth",
      "bad for you",
      "is it bad",
      "is it ok to",
      "healthy to",
    ],
  ],
];

export function guidanceTopicOf(text: string): GuidanceTopic | null {
  // A message that names a pace ("по 2 кг в неделю") asks how fast to lose, whatever else it says: the answer
  // checks that pace against the safe one.
  if (requestedPace(text)) return "fastLoss";
  const w = new Words(text);
  return TOPICS.find(([, cues]) => w.has(cues))?.[0] ?? null;
}

export const GUIDANCE: Record<TLanguage, GuidanceCatalogue> = { ru: GUIDANCE_RU, en: GUIDANCE_EN };
