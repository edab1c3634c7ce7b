import type { Sex } from "@tarelka/nutrition";
import type { MealRequest } from "./constraints";
import type { FactLedger, KnownValue, Quantity } from "./model-facts";
import { DOCTOR_ONLY, floorFor, MAX_LOSS_KG_PER_WEEK, requestedPace } from "./safety";
import { normalise, Words } from "./words";

/**
 * Checks a model's answer before it is shown (docs/decisions/019-nutritionist-model-tools.md). Three questions, each
 * answered by rules over the answer's text:
 * - does a number it states for a fact we know (today's calories, the goal, what is left, water, weight, a food it
 *   looked up) contradict that fact beyond a rounding tolerance?
 * - does it cross a line the offline nutritionist never crosses (decision 010): an intake below the safe floor, loss
 *   faster than 1 kg a week, a supplement the supplements screen leaves to a doctor?
 * - does a suggestion break what the question asked for (a calorie limit, "без мяса")?
 * A number the facts say nothing about is let through: the model may say "a glass is 250 ml". A sentence the rules
 * misread costs a fluent answer, never a wrong one: the offline answer, which states the same facts, goes out instead.
 */

export type Rejection =
  | { kind: "contradiction"; quantity: Quantity; topic: string }
  | { kind: "unsafe"; rule: "belowFloor" | "rapidLoss" | "doctorOnlySupplement" }
  | { kind: "constraint"; rule: "overLimit" | "excludedFood" };

/** A number the answer states, with the quantity its unit and neighbours make it. */
export interface Claim {
  quantity: Quantity;
  value: number;
  /** The clause it stands in, lower-cased. */
  clause: string;
  /** Its sentence, for cues a clause split away ("Сегодня вы съели 1 234 ккал, это …"). */
  sentence: string;
  /** "640 из 2 000 ккал", "640 of your 2,000 kcal", "6.9 kg to go to 75 kg": the second number is the whole, the goal. */
  ofWhole?: boolean;
}

const OF_WHOLE =
  /\d[\d\s.,]*(?:\p{L}+\s+){0,3}(?:из|of|to|до)\s+(?:your\s+|ваш\p{L}*\s+|the\s+)?(?:daily\s+|дневн\p{L}*\s+)?$/u;

const NUMBER = "(\\d{1,3}(?:[\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d+)?|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)";
const RANGE = `${NUMBER}(?:\\s*(?:[-–—]|до|to)\\s*${NUMBER})?`;
const UNITS: readonly [RegExp, "kcal" | "g" | "mg" | "ml" | "l" | "kg"][] = [
  [/^(?:ккал|килокалори\p{L}*|калори\p{L}*|kcal|kilocalories?|calories?|cals?)(?![\p{L}])/u, "kcal"],
  [/^(?:мл|ml|миллилитр\p{L}*|millilit(?:er|re)s?)(?![\p{L}])/u, "ml"],
  [/^(?:кг|kg|килограмм\p{L}*|kilos?|kilograms?)(?![\p{L}])/u, "kg"],
  [/^(?:мг|mg|миллиграмм\p{L}*|milligrams?)(?![\p{L}])/u, "mg"],
  [/^(?:г|гр|грамм\p{L}*|g|grams?)(?![\p{L}])/u, "g"],
  [/^(?:л|литр\p{L}*|l|lit(?:er|re)s?)(?![\p{L}])/u, "l"],
];

/** Nutrient words that make a number of grams a nutrient's amount ("белка 36 г", "36 g of protein"). */
const NUTRIENT_STEMS: readonly [Quantity, string][] = [
  ["protein", "белк|белок|протеин\\p{L}*|protein"],
  ["fat", "жир\\p{L}*|fats?"],
  ["carbs", "углевод\\p{L}*|carbs?|carbohydrates?"],
  ["fibre", "клетчатк\\p{L}*|fib(?:er|re)"],
  ["sugar", "сахар\\p{L}*|sugars?"],
];
const HEDGE = "(?:около|примерно|почти|всего|уже|ещё|еще|лишь|about|around|roughly|nearly|almost|only|~|≈)";

function parseNumber(text: string): number {
  const compact = text.replace(/[\u00a0\u202f ]/g, "");
  // "1,234" is a thousands group; "56,7" a Russian decimal.
  const english = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(compact);
  return Number(english ? compact.replaceAll(",", "") : compact.replace(",", "."));
}

function nutrientNear(clause: string, start: number, end: number): Quantity | null {
  const before = clause.slice(Math.max(0, start - 40), start);
  const after = clause.slice(end, end + 30);
  for (const [quantity, stems] of NUTRIENT_STEMS) {
    if (new RegExp(`(?:^|[^\\p{L}])(?:${stems})\\p{L}*\\s*[:—–-]?\\s*(?:${HEDGE}\\s*)?$`, "u").test(before)) {
      return quantity;
    }
    if (new RegExp(`^\\s*(?:of\\s+)?(?:${stems})\\p{L}*`, "u").test(after)) return quantity;
  }
  return null;
}

function sentencesOf(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?…])\s+|\n+/u)
    .filter((s) => s.trim().length > 0);
}

/** Clauses: a sentence cut at commas, semicolons, dashes and brackets, each with its own subject. */
function clausesOf(sentence: string): string[] {
  return sentence.split(/[,;:()]\s|\s[—–-]\s|[()]/u).filter((c) => c.trim().length > 0);
}

/** Every number with a unit the check understands, in the order written. */
export function claimsOf(text: string): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const clause of clausesOf(sentence)) {
      const pattern = new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*`, "gu");
      for (let m = pattern.exec(clause); m; m = pattern.exec(clause)) {
        const rest = clause.slice(m.index + m[0].length);
        const unit = UNITS.find(([re]) => re.test(rest));
        if (!unit) continue;
        const unitEnd = m.index + m[0].length + (unit[0].exec(rest)?.[0].length ?? 0);
        const values = [m[1], m[2]].filter((v): v is string => v !== undefined).map(parseNumber);
        let quantity: Quantity | null;
        let scale = 1;
        switch (unit[1]) {
          case "kcal":
            quantity = "kcal";
            break;
          case "kg":
            quantity = "weight";
            break;
          case "ml":
            quantity = "water";
            break;
          case "l":
            quantity = "water";
            scale = 1000;
            break;
          case "g":
          case "mg":
            quantity = nutrientNear(clause, m.index, unitEnd);
            scale = unit[1] === "mg" ? 0.001 : 1;
            break;
        }
        if (!quantity) continue;
        for (const value of values) {
          if (!Number.isFinite(value)) continue;
          const ofWhole = OF_WHOLE.test(clause.slice(0, m.index));
          claims.push({ quantity, value: value * scale, clause, sentence, ...(ofWhole ? { ofWhole } : {}) });
        }
      }
    }
  }
  return claims;
}

/** Cue words of each topic; a claim is compared with the known values of the topics its clause names. */
const ROLE_CUES: Record<string, readonly string[]> = {
  eaten: [
    "съел",
    "съед",
    "употреб",
    "набрал",
    "набран",
    "получил",
    "потребл",
    "выпил",
    "=пока",
    "=уже",
    "eaten",
    "=ate",
    "consumed",
    "intake",
    "so far",
    "=had",
    "logged",
    "drank",
    "=drunk",
  ],
  goal: ["цел", "норм", "лимит", "=план", "goal", "target", "budget", "=aim"],
  left: [
    "остал",
    "остает",
    "осталось",
    "до цели",
    "не хватает",
    "недобра",
    "=left",
    "remaining",
    "=remain",
    "to go",
    "short of",
  ],
  over: ["перебор", "сверх", "превыс", "превыш", "больше нормы", "выше нормы", "=over", "exceed", "surplus", "above"],
  average: ["средн", "average", "=avg", "a day on", "per day on"],
  change: [
    "сбросил",
    "потерял",
    "похудел",
    "=минус",
    "снизил",
    "тренд",
    "=lost",
    "gained",
    "dropped",
    "=down",
    "trend",
    "change",
  ],
  latest: ["сейчас", "последн", "весите", "весишь", "latest", "current", "=now", "weigh"],
};
const SCOPE_CUES: Record<string, readonly string[]> = {
  today: ["сегодн", "=today", "за день", "this day"],
  week: ["недел", "=week", "7 дней", "seven days", "7 days"],
};
const YESTERDAY = ["вчера", "yesterday"];

function foodCued(clause: string, names: readonly string[]): boolean {
  const words = new Words(clause).list;
  return names.some((name) =>
    normalise(name)
      .split(/[^\p{L}]+/u)
      .filter((n) => n.length >= 3)
      .some((n) => {
        const need = Math.min(5, n.length);
        return words.some((w) => w.length >= need && w.slice(0, need) === n.slice(0, need));
      }),
  );
}

/** The known values a claim is about: by the food it names, else by the day or week and the role its words give. */
function relevantTo(claim: Claim, ledger: FactLedger): { values: KnownValue[]; topic: string } | null {
  const same = ledger.values.filter((v) => v.quantity === claim.quantity);
  if (same.length === 0) return null;
  for (const text of [claim.clause, claim.sentence]) {
    const foods = ledger.foods.filter((f) => foodCued(text, f.names));
    if (foods.length > 0) {
      const topics = new Set(foods.map((f) => `food:${f.id}`));
      const values = same.filter((v) => v.topics.some((t) => topics.has(t)));
      if (values.length > 0) return { values, topic: "food" };
    }
    const w = new Words(text);
    const roles = claim.ofWhole ? ["goal"] : Object.keys(ROLE_CUES).filter((r) => w.has(ROLE_CUES[r]!));
    const scopes = Object.keys(SCOPE_CUES).filter((s) => w.has(SCOPE_CUES[s]!));
    if (w.has(YESTERDAY)) scopes.push(`day:${dayBefore(ledger.today)}`);
    // Water and weight need no scope word: the facts hold one day's water and one weight series.
    if (roles.length === 0 && scopes.length === 0) continue;
    const values = same.filter(
      (v) =>
        !v.topics.some((t) => t.startsWith("food:")) &&
        (roles.length === 0 || v.topics.some((t) => roles.includes(t))) &&
        (scopes.length === 0 || v.topics.some((t) => scopes.includes(t))),
    );
    if (values.length > 0) return { values, topic: [...roles, ...scopes.map((s) => s.replace(/:.*/, ""))].join("+") };
    // The words named a role, but the facts hold no such value for this scope: the claim is not about a known fact.
    return null;
  }
  return null;
}

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** How far a stated number may be from the fact: rounding ("около 1 200" for 1 234), never a different fact. */
const ABSOLUTE: Record<Quantity, number> = {
  kcal: 15,
  protein: 1.5,
  fat: 1.5,
  carbs: 1.5,
  fibre: 1,
  sugar: 1.5,
  water: 30,
  weight: 0.25,
};
const RELATIVE = 0.05;

export function isClose(quantity: Quantity, known: number, stated: number): boolean {
  return Math.abs(known - stated) <= Math.max(ABSOLUTE[quantity], Math.abs(known) * RELATIVE);
}

const isKnown = (claim: Claim, ledger: FactLedger) =>
  ledger.values.some(
    (v) => v.quantity === claim.quantity && !v.topics.includes("floor") && isClose(v.quantity, v.value, claim.value),
  );

/** The first number the answer states for a known fact that contradicts it, or null. */
export function contradictionIn(claims: readonly Claim[], ledger: FactLedger): Rejection | null {
  for (const claim of claims) {
    const relevant = relevantTo(claim, ledger);
    if (!relevant) continue;
    if (relevant.values.some((v) => isClose(claim.quantity, v.value, claim.value))) continue;
    return { kind: "contradiction", quantity: claim.quantity, topic: relevant.topic };
  }
  return null;
}

const DAILY = [
  "в день",
  "в сутки",
  "за день",
  "ежедневн",
  "каждый день",
  "per day",
  "a day",
  "daily",
  "each day",
  "/day",
];
const NOT_AN_INTAKE = [
  "сахар",
  "перекус",
  "десерт",
  "алкогол",
  "sugar",
  "snack",
  "dessert",
  "treat",
  "alcohol",
  "=deficit",
  "дефицит",
];
const NEGATION = [
  "=не",
  "=нельзя",
  "опасн",
  "=never",
  "=not",
  "don't",
  "dont",
  "=avoid",
  "unsafe",
  "too fast",
  "слишком",
];
const SUPPLEMENT = [
  "добавк",
  "препарат",
  "таблет",
  "капсул",
  "=бад",
  "=бады",
  "supplement",
  "=pill",
  "=pills",
  "tablet",
  "capsule",
];
const DOCTOR = ["врач", "доктор", "терапевт", "анализ", "doctor", "physician", "=gp", "blood test"];
const DOCTOR_ONLY_NAMES: Record<(typeof DOCTOR_ONLY)[number], readonly string[]> = {
  iron: ["=железо", "=железа", "=железом", "=iron"],
  potassium: ["=калий", "=калия", "=калием", "potassium"],
};

/** A line the offline nutritionist never crosses, crossed by the answer; null when none is. */
export function unsafeIn(
  text: string,
  claims: readonly Claim[],
  ledger: FactLedger,
  sex: Sex | null,
): Rejection | null {
  const floor = floorFor(sex);
  for (const claim of claims) {
    if (claim.quantity !== "kcal" || claim.value >= floor || claim.value < 400) continue;
    const w = new Words(claim.clause);
    if (!w.has(DAILY) || w.has(NOT_AN_INTAKE) || isKnown(claim, ledger)) continue;
    return { kind: "unsafe", rule: "belowFloor" };
  }
  for (const sentence of sentencesOf(text)) {
    const w = new Words(sentence);
    const pace = requestedPace(sentence);
    if (pace && pace.perWeek > MAX_LOSS_KG_PER_WEEK && !w.has(NEGATION)) return { kind: "unsafe", rule: "rapidLoss" };
    const doctorOnly = DOCTOR_ONLY.some((n) => w.has(DOCTOR_ONLY_NAMES[n]));
    if (doctorOnly && w.has(SUPPLEMENT) && !w.has(DOCTOR)) return { kind: "unsafe", rule: "doctorOnlySupplement" };
  }
  return null;
}

/** Words of each kind of food a "без …" excludes, as a suggestion would name them. */
const KIND_WORDS: Record<MealRequest["exclude"][number], readonly string[]> = {
  meat: [
    "мяс",
    "говяд",
    "свин",
    "курин",
    "курица",
    "курицу",
    "индейк",
    "бекон",
    "колбас",
    "ветчин",
    "фарш",
    "котлет",
    "meat",
    "beef",
    "pork",
    "chicken",
    "turkey",
    "bacon",
    "=ham",
    "sausage",
    "steak",
  ],
  fish: [
    "рыб",
    "лосос",
    "тунец",
    "тунц",
    "треск",
    "кревет",
    "минта",
    "семг",
    "fish",
    "salmon",
    "tuna",
    "=cod",
    "shrimp",
    "pollock",
    "prawn",
  ],
  dairy: [
    "творог",
    "=сыр",
    "сыра",
    "сыром",
    "молок",
    "молоч",
    "кефир",
    "йогурт",
    "сметан",
    "cheese",
    "=milk",
    "yogurt",
    "yoghurt",
    "kefir",
    "cottage",
    "dairy",
  ],
  egg: ["=яйцо", "=яйца", "яйц", "яичн", "омлет", "=egg", "=eggs", "omelet"],
};
const PLANT = ["соев", "растит", "кокос", "овсян", "миндал", "=soy", "plant", "coconut", "=oat", "almond"];
const NEGATED =
  /(?:^|\s)(?:без|вместо|кроме|no|without|not|instead of|except|free of)\s+[^\s,.;]+(?:\s+(?:и|или|and|or)\s+[^\s,.;]+)?/gu;

/** A suggestion breaking the question's limits: more calories than it allowed, or a food it excluded. */
export function constraintBroken(
  claims: readonly Claim[],
  text: string,
  request: Pick<MealRequest, "maxKcal" | "exclude">,
  ledger: FactLedger,
): Rejection | null {
  if (request.maxKcal != null) {
    for (const claim of claims) {
      if (claim.quantity !== "kcal" || claim.value <= request.maxKcal) continue;
      // The day's own numbers ("766 kcal left") are not the suggestion's.
      const dayFact = ledger.values.some(
        (v) =>
          v.quantity === "kcal" &&
          !v.topics.some((t) => t.startsWith("food:")) &&
          isClose("kcal", v.value, claim.value),
      );
      if (!dayFact) return { kind: "constraint", rule: "overLimit" };
    }
  }
  for (const clause of sentencesOf(text).flatMap(clausesOf)) {
    const kept = clause.replace(NEGATED, " ");
    const w = new Words(kept);
    for (const kind of request.exclude) {
      if (w.has(KIND_WORDS[kind]) && !(kind === "dairy" && w.has(PLANT))) {
        return { kind: "constraint", rule: "excludedFood" };
      }
    }
  }
  return null;
}

/** Everything wrong with an answer, the first found; null when it may be shown. */
export function checkAnswer(input: {
  text: string;
  ledger: FactLedger;
  sex: Sex | null;
  request: Pick<MealRequest, "maxKcal" | "exclude"> | null;
}): Rejection | null {
  const claims = claimsOf(input.text);
  return (
    unsafeIn(input.text, claims, input.ledger, input.sex) ??
    contradictionIn(claims, input.ledger) ??
    (input.request ? constraintBroken(claims, input.text, input.request, input.ledger) : null)
  );
}
