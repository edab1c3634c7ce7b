import type { TLanguage } from "@tarelka/contracts";
import { type AnalyzedItem, analyzeMealText, foodById, getDatabase, NUTRIENT_KEYS } from "@tarelka/nutrition";
import { grams, kcal, listOf, num, UNITS } from "./format";
import { TEXTS } from "./texts";
import { normalise, Words, wordsOf } from "./words";

export type Nutrient =
  | "calories"
  | "protein"
  | "fat"
  | "carbs"
  | "fibre"
  | "sugar"
  | "sodium"
  | "iron"
  | "calcium"
  | "potassium"
  | "vitaminC";

/** Nutrient words, most specific first; "кбжу" and "calorie count" are calories (the answer gives all four). */
const NUTRIENT_CUES: readonly [Nutrient, readonly string[]][] = [
  ["fibre", ["клетчатк", "волокн", "fiber", "fibre"]],
  ["sugar", ["сахар", "sugar", "=sugary"]],
  ["sodium", ["натри", "=соли", "=соль", "sodium", "=salt"]],
  ["iron", ["=железа", "=железо", "=iron"]],
  ["calcium", ["кальци", "calcium"]],
  ["potassium", ["=калия", "=калий", "potassium"]],
  ["vitaminC", ["витамин с", "витамина с", "витамин c", "витамина c", "vitamin c"]],
  ["protein", ["белк", "белок", "протеин", "protein"]],
  ["fat", ["=жир", "=жиры", "=жиров", "=жира", "=жиру", "жирн", "=fat", "=fats", "fatty", "fattier"]],
  ["carbs", ["углевод", "=угли", "=углей", "=углеводов", "carb"]],
  [
    "calories",
    ["калори", "ккал", "калорийн", "калораж", "кбжу", "энерги", "calor", "kcal", "=cal", "=cals", "energy", "=kcals"],
  ],
];

export function nutrientsOf(w: Words): Nutrient[] {
  return NUTRIENT_CUES.filter(([, cues]) => w.has(cues)).map(([n]) => n);
}

const NEGATED_FOOD = /(?:^|\s)(?:без|no|without|not|except)\s+\S+(?:\s+(?:и|или|and|or)\s+\S+)?/gu;

/**
 * Whether the text really names the food: some word of it shares the start of one of the food's names. The engine
 * corrects typos generously for meal logging ("пить" → пита, "калий" → кале), which in a question would invent a
 * food nobody mentioned.
 */
function namedIn(foodId: string, text: string): boolean {
  const food = getDatabase().byId.get(foodId);
  if (!food) return false;
  const words = wordsOf(text);
  return [...food.namesRu, ...food.namesEn].some((name) =>
    wordsOf(name).some((n) => {
      const need = Math.min(4, n.length);
      return words.some((w) => w.length >= need && n.slice(0, need) === w.slice(0, need));
    }),
  );
}

/** Catalog foods named in a text (not water, and not the ones refused with "без"): the nutrition engine reads them. */
export function foodsIn(text: string): { foodId: string; text: string }[] {
  // Only the food words go to the engine, so a question's own words are not read as part of a dish's name.
  const cleaned = normalise(text)
    .replace(NEGATED_FOOD, " ")
    .replace(new RegExp(NUTRIENT_WORD, "gu"), " ")
    .split(/\s+/)
    .filter((w) => !QUESTION_WORDS.has(w.replace(/[^\p{L}\p{N}%]/gu, "")))
    .join(" ");
  if (!/\p{L}/u.test(cleaned)) return [];
  try {
    return analyzeMealText(cleaned).items.filter(
      (i) => i.foodId !== "water" && !i.caloriesStated && namedIn(i.foodId, i.text),
    );
  } catch {
    return [];
  }
}

/**
 * Questions about a food rather than the diary: "сколько белка в твороге", "calories in 2 eggs and toast", "что
 * калорийнее банан или яблоко". Every number is the food database's (docs/product.md, Nutrition numbers):
 * the nutrition engine reads the food and the amount, and a food it does not know is named, never guessed.
 */

const NUTRIENT_WORD =
  "(?:калори\\p{L}*|каллори\\p{L}*|ккал|кбжу|калорийност\\p{L}*|энерги\\p{L}*|белк\\p{L}*|белок|протеин\\p{L}*|жир\\p{L}*|углевод\\p{L}*|угле\\p{L}*|клетчатк\\p{L}*|сахар\\p{L}*|натри\\p{L}*|желез\\p{L}*|кальци\\p{L}*|кали[йя]|витамин\\p{L}*\\s+[cс]|calories|calorie|calroies|kcal|cals?|protein|fats?|carbs?|carbohydrates?|fib(?:er|re)|sugars?|sodium|salt|iron|calcium|potassium|vitamin\\s+c|energy)";

/** Words of a question around a food name: never part of the food itself. */
const QUESTION_WORDS = new Set(
  "сколько скока скоко сколька где что чем в во ли много мало больше меньше менее более лучше хуже полезнее сытнее калорийнее жирнее слаще какой какая какое какие каком есть это там можно нужно для похудения сравни сравнить или vs versus which what whats what's how much many more less fewer better healthier worse higher lower is are does do has have contain for weight loss compare or than there".split(
    " ",
  ),
);

/** Ways to ask about a food, each capturing the food text. */
const FOOD_PATTERNS: readonly RegExp[] = [
  new RegExp(`^(?:is|are)\\s+(.+?)\\s+(?:high|low|rich)\\s+in\\s+${NUTRIENT_WORD}`, "u"),
  /(?:does|do|did)\s+(.+?)\s+(?:have|contain|has)\b/u,
  new RegExp(
    `${NUTRIENT_WORD}(?:\\s+(?:count|content|value))?\\s+(?:are\\s+|is\\s+)?(?:there\\s+)?(?:в|во|in|of|на)\\s+(.+)$`,
    "u",
  ),
  /(?:калорийност\p{L}*|кбжу|бжу)\s+(?:у\s+)?(.+)$/u,
  new RegExp(`^(?:а\\s+)?(?:в|во|in)\\s+(.+?)\\s+(?:много|мало|есть|a lot of|much)\\s+${NUTRIENT_WORD}`, "u"),
  new RegExp(`^(.+?)\\s+${NUTRIENT_WORD}(?:\\s+(?:какой|какая|сколько|count|content))?$`, "u"),
];

/** Words that only frame the question; whatever is left after them is the food. */
const FRAME = new Set(
  "сколько скока скоко сколька а ли много мало какой какая какое какие каком там это есть в во на порцию of in is are there much many how does do have has a an the what whats what's contain contains content count high low rich per serving grams".split(
    " ",
  ),
);

const PER_100 = /(?:на|per|in)\s*100\s*(?:г|гр|грамм\p{L}*|g|grams?)(?![\p{L}])/u;

export interface FoodQuestion {
  /** The food and amount as typed ("200 г гречки"). */
  food: string;
  per100: boolean;
  /** Asked in so many words ("калорий в …", "protein in …"), even when the food is one the database lacks. */
  explicit: boolean;
}

/** First words after "калорий в" that make the question about the person's own day, not a food. */
const NOT_A_FOOD = new Set(
  "день дня сутки неделю неделе месяц сегодня вечером среднем сумме итоге общем меня мне мой моем моей day today tonight week month total average i my me".split(
    " ",
  ),
);

/** The index of the "<nutrient> in <food>" pattern in FOOD_PATTERNS: the one that names a food even if unknown. */
const EXPLICIT = 2;

/** The food text of a question about a food; null when the question names none. */
export function foodQuestionOf(question: string): FoodQuestion | null {
  let text = normalise(question)
    .replace(/[?!.…\s]+$/u, "")
    .replace(/^(?:привет|hi|hello|hey)[!,.\s]+/u, "");
  const per100 = PER_100.test(text);
  text = text.replace(PER_100, " ").replace(/\s+/g, " ").trim();
  // "Per 100 g" with no other amount is the amount: the food is read as 100 g of it.
  const hundred = /[а-я]/u.test(text) ? " 100 г" : " 100 g";
  const withAmount = (food: string) => (per100 && !/\d/.test(food) ? `${food}${hundred}` : food);
  let unknown: FoodQuestion | null = null;
  for (const [index, pattern] of FOOD_PATTERNS.entries()) {
    const found = pattern.exec(text)?.[1];
    if (found === undefined) continue;
    const food = clean(found);
    if (!food || NOT_A_FOOD.has(food.split(" ")[0] ?? "")) continue;
    // The last pattern ("творог белок") has no preposition: the food it reads is a guess, not a statement.
    const explicit = index < FOOD_PATTERNS.length - 1;
    if (foodsIn(food).length > 0) return { food: withAmount(food), per100, explicit };
    if (index === EXPLICIT && /\p{L}/u.test(food)) unknown ??= { food, per100, explicit };
  }
  if (unknown) return unknown;
  const rest = clean(
    text
      .replace(new RegExp(NUTRIENT_WORD, "gu"), " ")
      .split(/\s+/)
      .filter((w) => !FRAME.has(w))
      .join(" "),
  );
  return rest && foodsIn(rest).length > 0 ? { food: withAmount(rest), per100, explicit: false } : null;
}

function clean(text: string): string {
  return text
    .replace(/^(?:an?|the|one|у|из)\s+/u, "")
    .replace(/\s+(?:have|contain|has|is|are)$/u, "")
    .replace(/[,;:]+$/u, "")
    .trim();
}

/** The "how many calories in …" food text, kept for callers that read only that (the model's facts). */
export function foodTextOf(question: string): string | null {
  const w = new Words(question);
  if (!nutrientsOf(w).includes("calories")) return null;
  return foodQuestionOf(question)?.food ?? null;
}

const MICRO: Partial<Record<Nutrient, { key: (typeof NUTRIENT_KEYS)[number]; unit: "g" | "mg" }>> = {
  fibre: { key: "fiber", unit: "g" },
  sugar: { key: "sugars", unit: "g" },
  sodium: { key: "sodium", unit: "mg" },
  iron: { key: "iron", unit: "mg" },
  calcium: { key: "calcium", unit: "mg" },
  potassium: { key: "potassium", unit: "mg" },
  vitaminC: { key: "vitaminC", unit: "mg" },
};

/** A nutrient's amount per 100 g of a catalog food, from the database. */
function per100Of(foodId: string, nutrient: Nutrient): number {
  const food = getDatabase().byId.get(foodId);
  if (!food) return 0;
  const key = nutrient === "calories" ? "kcal" : (MICRO[nutrient]?.key ?? nutrient);
  return food.per100g[NUTRIENT_KEYS.indexOf(key as (typeof NUTRIENT_KEYS)[number])] ?? 0;
}

function amountOf(item: AnalyzedItem, nutrient: Nutrient): number {
  if (nutrient === "calories") return item.calories;
  if (nutrient === "protein" || nutrient === "fat" || nutrient === "carbs") return item[nutrient];
  const micro = MICRO[nutrient];
  return micro ? (item.micronutrients[micro.key as keyof AnalyzedItem["micronutrients"]] ?? 0) : 0;
}

function amountText(value: number, nutrient: Nutrient, lang: TLanguage): string {
  if (nutrient === "calories") return kcal(value, lang);
  const unit = MICRO[nutrient]?.unit ?? "g";
  return unit === "mg" ? `${num(value, lang)} ${UNITS[lang].mg}` : grams(value, lang);
}

function analysisLine(item: AnalyzedItem, lang: TLanguage): string {
  return TEXTS[lang].analysisLine(
    item.name,
    `${num(item.grams, lang)} ${UNITS[lang].g}`,
    item.portionAssumed,
    kcal(item.calories, lang),
    num(item.protein, lang, 1),
    num(item.fat, lang, 1),
    num(item.carbs, lang, 1),
  );
}

function analysed(food: string, lang: TLanguage) {
  const analysis = analyzeMealText(food, { lang });
  const unmatched =
    analysis.unmatched.length > 0 ? TEXTS[lang].unmatched(analysis.unmatched.map(TEXTS[lang].quote).join(", ")) : "";
  return { analysis, unmatched };
}

/** "Сколько калорий в …": the engine's calories and macros, with the typical portion said as such. */
export function caloriesInAnswer(question: FoodQuestion | null, lang: TLanguage): string {
  const t = TEXTS[lang];
  const text = question?.food.trim() ?? "";
  if (text.length === 0) return t.askForFood;
  const { analysis, unmatched } = analysed(text, lang);
  if (analysis.items.length === 0) return t.foodNotFound(text);
  const lines = analysis.items.map((i) => {
    const per100 =
      i.portionAssumed || question?.per100 ? ` (${t.per100} — ${kcal(per100Of(i.foodId, "calories"), lang)})` : "";
    return `${analysisLine(i, lang)}${per100}`;
  });
  const total = analysis.totals;
  const sum =
    analysis.items.length > 1
      ? t.totalLine(
          kcal(total.calories, lang),
          grams(total.protein, lang),
          grams(total.fat, lang),
          grams(total.carbs, lang),
        )
      : "";
  return `${t.fromDatabase}${lines.join("; ")}.${sum}${unmatched}`;
}

/** "Сколько белка в твороге": the nutrient in the portion asked (or a typical one) and per 100 g. */
export function nutrientInAnswer(
  question: FoodQuestion | null,
  nutrients: readonly Nutrient[],
  lang: TLanguage,
): string {
  const t = TEXTS[lang];
  const text = question?.food.trim() ?? "";
  if (text.length === 0) return t.askForFood;
  const { analysis, unmatched } = analysed(text, lang);
  if (analysis.items.length === 0) return t.foodNotFound(text);
  const asked = nutrients.filter((n) => n !== "calories");
  const list = asked.length > 0 ? asked : (["protein"] as const);
  const lines = analysis.items.flatMap((item) =>
    list.map((n) =>
      t.nutrientLine(
        item.name,
        grams(item.grams, lang).replace(/[.,]0 /u, " "),
        item.portionAssumed,
        t.nutrientName[n],
        amountText(amountOf(item, n), n, lang),
        amountText(per100Of(item.foodId, n), n, lang),
      ),
    ),
  );
  const context = analysis.items.map((i) => `${i.name} — ${kcal(i.calories, lang)}`).join(", ");
  return `${t.fromDatabase}${lines.join("; ")}.${t.caloriesContext(context)}${unmatched}`;
}

/** The foods of "X или Y", "X vs Y", "сравни X и Y", each side read on its own, distinct, in the order named. */
export function comparedFoods(text: string): { foodId: string; text: string }[] {
  const seen = new Set<string>();
  const out: { foodId: string; text: string }[] = [];
  for (const part of normalise(text).split(/\s(?:или|либо|or|vs\.?|versus|и|and|чем|than)\s|[,:;?—–]|\s-\s/u)) {
    for (const f of foodsIn(part)) {
      if (!seen.has(f.foodId)) {
        seen.add(f.foodId);
        out.push(f);
      }
    }
  }
  return out;
}

const HEALTHIER = ["полезн", "лучше", "сытн", "healthier", "better", "healthy", "filling"];

/** "Что калорийнее банан или яблоко": the two foods per 100 g, then in their typical portions. */
export function compareAnswer(question: string, lang: TLanguage): string {
  const t = TEXTS[lang];
  const w = new Words(question);
  const [a, b] = comparedFoods(question);
  if (!a || !b) return t.askForFood;
  const name = (id: string) => foodById(id, lang)?.name ?? id;
  const asked = nutrientsOf(w);
  const fattier = w.has(["жирн", "fattier", "fatty"]) && !w.has(["fattening"]);
  const nutrient: Nutrient | null = fattier ? "fat" : (asked[0] ?? (w.has(HEALTHIER) ? null : "calories"));
  const sentences: string[] = [];
  const compareOne = (n: Nutrient) => {
    const va = per100Of(a.foodId, n);
    const vb = per100Of(b.foodId, n);
    const close = Math.abs(va - vb) <= Math.max(va, vb) * 0.05;
    if (close)
      return t.compareSame(name(a.foodId), name(b.foodId), t.nutrientName[n], amountText((va + vb) / 2, n, lang));
    const [hi, lo, vhi, vlo] = va > vb ? [a, b, va, vb] : [b, a, vb, va];
    return t.compareMore(
      name(hi.foodId),
      name(lo.foodId),
      t.nutrientName[n],
      amountText(vhi, n, lang),
      amountText(vlo, n, lang),
    );
  };
  if (nutrient) sentences.push(compareOne(nutrient));
  else {
    for (const n of ["calories", "protein", "fibre"] as const) sentences.push(compareOne(n));
    sentences.push(t.compareHealthier);
  }
  const portions = [a, b].map((f) => {
    const food = foodById(f.foodId, lang);
    if (!food) return "";
    const g = food.portion.grams;
    return `${food.name} ${grams(g, lang).replace(/[.,]0 /u, " ")} — ${kcal((food.kcal * g) / 100, lang)}`;
  });
  sentences.push(t.comparePortions(listOf(portions.filter(Boolean), lang)));
  return sentences.join(" ");
}
