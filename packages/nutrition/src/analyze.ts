// Meal-text analysis (issue 3 §3): "гречка 200 г и котлета", "2 eggs, toast with butter and a coffee with milk"
// → foods from the catalog, grams, and nutrients priced by the USDA-derived database. Pure and synchronous.
import { SALAD_DRESSINGS, SALADS_UNDRESSED } from "./catalog/index";
import type { UnitKey } from "./catalog/types";
import {
  aliasKey,
  CONNECTORS,
  correctStem,
  type Database,
  type Food,
  getDatabase,
  NUTRIENT_KEYS,
  type NutrientKey,
  STOP_WORDS,
} from "./database";
import { NutritionInputError } from "./errors";
import { MICRONUTRIENT_KEYS, type Micronutrients, micronutrientsIn } from "./nutrient-keys";
import { NUMBER_WORDS, type ParsedUnit, parseNumber, UNIT_PAIRS, UNIT_WORDS } from "./quantity";
import { isCyrillic, normaliseText, stem, tokenize } from "./text";

export type Lang = "ru" | "en";

export interface AnalyzedItem {
  /** The words of the description this item came from, as typed. */
  text: string;
  foodId: string;
  name: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  micronutrients: Micronutrients;
  /** 0..1: lower for typo-corrected names, extra unknown words and assumed portions. */
  confidence: number;
  /** True when the text gave no quantity and the typical portion was used (issue 3 §3: "say so"). */
  portionAssumed: boolean;
}

export interface MealAnalysis {
  items: AnalyzedItem[];
  totals: { calories: number; protein: number; fat: number; carbs: number };
  /** Fragments that matched no food, in the person's own words — never dropped, never invented. */
  unmatched: string[];
}

export interface AnalyzeOptions {
  /** Language of the food names in the reply; by default the language the text is written in. */
  lang?: Lang;
}

/** The longest name in the catalog has 6 meaningful words; longer windows cannot match. */
const MAX_ALIAS_WORDS = 6;
/** A sanity cap so absurd inputs ("10000000 кг") stay finite and comparable; 50 kg is more than any meal. */
const MAX_GRAMS = 50_000;
const NEGATIONS = new Set(["без", "without", "no"]);
const PREPARATION_STEMS = new Set(
  [
    "варен",
    "жарен",
    "печен",
    "тушен",
    "напару",
    "сыр",
    "boiled",
    "fried",
    "baked",
    "grilled",
    "raw",
    "steamed",
    "roast",
    // Sizes describe the food too ("sweet potato 1 medium baked").
    "маленький",
    "средний",
    "большой",
    "small",
    "medium",
    "large",
    "big",
  ].map((w) => stem(w)),
);

type Element =
  | { kind: "word"; stem: string; start: number; end: number }
  | { kind: "number"; value: number; stem?: string; start: number; end: number }
  /** `stem` is set for a unit written as one word, which may also be part of a name: "poke bowl". */
  | { kind: "unit"; unit: ParsedUnit; stem?: string; start: number; end: number }
  | { kind: "connector"; stem: string; and: boolean; start: number; end: number }
  | { kind: "separator"; start: number; end: number };

/** Stems that name a dressing after "без"/"without": "caesar salad without dressing". */
const DRESSING_STEMS = new Set(["заправк", "соус", "dressing", "sauce"].map((w) => stem(w)));

function classify(text: string, negated?: Set<string>): Element[] {
  const raw = tokenize(text);
  const elements: Element[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.kind === "separator") {
      elements.push({ kind: "separator", start: t.start, end: t.end });
      continue;
    }
    if (t.kind === "number") {
      const value = parseNumber(t.text.replace(/\s/g, ""));
      if (value !== undefined && Number.isFinite(value)) elements.push({ kind: "number", value, ...span(t) });
      continue;
    }
    const w = normaliseText(t.text).replace(/\s/g, "").replace(/’/g, "'");
    const next = raw[i + 1];
    const nextWord = next?.kind === "word" ? normaliseText(next.text) : undefined;
    if (nextWord !== undefined && UNIT_PAIRS[`${w} ${nextWord}`]) {
      elements.push({ kind: "unit", unit: UNIT_PAIRS[`${w} ${nextWord}`]!, start: t.start, end: next!.end });
      i++;
      continue;
    }
    if (w === "на" && nextWord === "пару") {
      elements.push({ kind: "word", stem: stem("напару"), start: t.start, end: next!.end });
      i++;
      continue;
    }
    if (NEGATIONS.has(w) && nextWord !== undefined) {
      // "без сахара", "without sugar": the named thing was not eaten; skip both words.
      negated?.add(stem(nextWord));
      i++;
      continue;
    }
    const half = /^пол-?(.+)$/.exec(w);
    if (half && UNIT_WORDS[half[1]!]) {
      // "полстакана", "пол-литра", "полкило".
      elements.push({ kind: "number", value: 0.5, start: t.start, end: t.end });
      elements.push({ kind: "unit", unit: UNIT_WORDS[half[1]!]!, start: t.start, end: t.end });
      continue;
    }
    if (UNIT_WORDS[w]) {
      elements.push({ kind: "unit", unit: UNIT_WORDS[w]!, stem: stem(w), start: t.start, end: t.end });
      continue;
    }
    if (NUMBER_WORDS[w] !== undefined) {
      elements.push({ kind: "number", value: NUMBER_WORDS[w]!, stem: stem(w), start: t.start, end: t.end });
      continue;
    }
    if (CONNECTORS.has(w)) {
      const and = ["и", "and", "плюс", "plus", "+", "&", "n"].includes(w);
      elements.push({ kind: "connector", stem: isCyrillic(w) ? "с" : "with", and, start: t.start, end: t.end });
      continue;
    }
    if (STOP_WORDS.has(w)) continue;
    elements.push({ kind: "word", stem: stem(w), start: t.start, end: t.end });
  }
  return elements;
}

function span(t: { start: number; end: number }): { start: number; end: number } {
  return { start: t.start, end: t.end };
}

interface FoodMatch {
  food: Food;
  from: number;
  to: number; // exclusive
  fuzzyWords: number;
  /** Element ranges inside [from, to) that belong to the phrase but not to the name (merged phrases). */
  absorbed?: { from: number; to: number }[];
  /** "омлет из 3 яиц", "omelette of 2 eggs": the dish weighs this many of the named ingredient. */
  madeOf?: { food: Food; count: number; at: number };
}

function windowStems(
  elements: Element[],
  from: number,
  to: number,
  corrected: (string | null)[] | null,
): string[] | null {
  const stems: string[] = [];
  let words = 0;
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "word") {
      const s = corrected ? corrected[k] : e.stem;
      if (!s) return null;
      stems.push(s);
      words++;
    } else if (e.kind === "connector") stems.push(e.stem);
    else if ((e.kind === "number" || e.kind === "unit") && e.stem) stems.push(e.stem);
    else return null;
  }
  const first = elements[from]!;
  const last = elements[to - 1]!;
  if (first.kind === "connector" || last.kind === "connector") return null;
  // A unit word is part of a name only next to a food word: "poke bowl", never "bowl" alone.
  if (words === 0) return null;
  return stems;
}

/** Greedy, longest-first matching of catalog names over the words; word order does not matter. */
function matchFoods(db: Database, elements: Element[]): FoodMatch[] {
  const corrected = elements.map((e) => (e.kind === "word" ? correctStem(db, e.stem) : null));
  const matches: FoodMatch[] = [];
  let i = 0;
  while (i < elements.length) {
    let found: FoodMatch | undefined;
    const limit = Math.min(elements.length, i + MAX_ALIAS_WORDS);
    for (let to = limit; to > i && !found; to--) {
      for (const useCorrected of [false, true]) {
        const stems = windowStems(elements, i, to, useCorrected ? corrected : null);
        if (!stems) continue;
        const entries = db.aliases.get(aliasKey(stems));
        if (!entries || entries.length === 0) continue;
        let fuzzyWords = 0;
        if (useCorrected) {
          for (let k = i; k < to; k++) {
            const e = elements[k]!;
            if (e.kind === "word" && corrected[k] !== e.stem) fuzzyWords++;
          }
        }
        found = { food: entries[0]!.food, from: i, to, fuzzyWords };
        break;
      }
    }
    if (found) {
      matches.push(found);
      i = found.to;
    } else i++;
  }
  return matches;
}

/**
 * Two foods named in one phrase with nothing joining them describe one dish: "мороженое пломбир",
 * "шашлык из свинины", "turkey sandwich". Russian puts the head noun first, English last; the other name and any
 * quantity between them ("омлет из 3 яиц") become part of the kept item.
 */
function mergeAdjacent(matches: FoodMatch[], elements: Element[], lang: Lang, text: string): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (const m of matches) {
    const prev = out[out.length - 1];
    const between = prev ? elements.slice(prev.to, m.from) : [];
    // "protein shake with 1 scoop whey": the same food again after "with" says what the first is made of, not a
    // second serving; a bare count there is how many portions of it went in.
    const first = between[0];
    if (
      prev?.food === m.food &&
      first?.kind === "connector" &&
      !first.and &&
      between.slice(1).every((e) => e.kind === "word" || e.kind === "number")
    ) {
      const numbers = between.filter((e) => e.kind === "number");
      out[out.length - 1] = {
        ...prev,
        to: m.to,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
        ...(numbers.length === 1
          ? { madeOf: { food: m.food, count: numbers[0]!.value, at: prev.to + between.indexOf(numbers[0]!) } }
          : {}),
      };
      continue;
    }
    const joined = prev && between.every((e) => e.kind === "word" || e.kind === "number" || e.kind === "unit");
    const hasQuantity = between.some((e) => e.kind === "number" || e.kind === "unit");
    // A weight or volume between two names ("овсянка 60 г на воде") belongs to the first; keep them apart.
    const hasMeasure = between.some((e) => e.kind === "unit" && e.unit.kind !== "portion");
    if (!prev || !joined || hasMeasure || (hasQuantity && prev.food !== m.food && lang === "en")) {
      out.push(m);
      continue;
    }
    const keepFirst = prev.food === m.food || lang === "ru";
    const head = keepFirst ? prev : m;
    const merged: FoodMatch = {
      food: head.food,
      from: prev.from,
      to: m.to,
      fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
      absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
    };
    // "яичница из 2 яиц": a bare count after "из"/"of" is how many of the second food went into the dish.
    const count = between.length === 1 && between[0]!.kind === "number" ? between[0]!.value : undefined;
    const gap = text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start);
    if (keepFirst && prev.food !== m.food && count !== undefined && /(^|\s)(из|of)\s/i.test(gap)) {
      merged.madeOf = { food: m.food, count, at: prev.to };
    }
    out[out.length - 1] = merged;
  }
  return out;
}

/** An ingredient at least this share of a recipe's raw weight is one of the dish's main parts. */
const MAIN_COMPONENT_SHARE = 0.1;

/** Whether `named` is one of the main parts of `dish`'s recipe: the same food, or one whose English names contain
 * every word of its own ("chicken" → "grilled chicken", "beans" → "black beans", not "cream cheese" → "sour cream"). */
function isMainPartOf(db: Database, named: Food, dish: Food): boolean {
  const words = (named.namesEn[0] ?? named.id).split(" ");
  return (dish.components ?? []).some(({ id, share }) => {
    if (share < MAIN_COMPONENT_SHARE) return false;
    if (id === named.id) return true;
    const part = db.byId.get(id);
    return !!part?.namesEn.some((name) => words.every((w) => name.split(" ").includes(w)));
  });
}

/**
 * "poke bowl with salmon", "burrito bowl with chicken, rice and beans", "салат с курицей": main parts of a dish named
 * after "with" (and the list that continues it) say what the dish is made of, not extra servings, unless they have a
 * quantity of their own ("salad with 100 g chicken").
 */
function absorbOwnParts(db: Database, matches: FoodMatch[], elements: Element[]): FoodMatch[] {
  const out: FoodMatch[] = [];
  let listOpen = false;
  for (const m of matches) {
    const dish = out[out.length - 1];
    const between = dish ? elements.slice(dish.to, m.from) : [];
    const after = elements[m.to];
    const link = between.length === 1 ? between[0]! : undefined;
    const opensList = link?.kind === "connector" && !link.and;
    const continuesList = listOpen && (link?.kind === "separator" || (link?.kind === "connector" && link.and));
    const ownQuantity = after?.kind === "number" || after?.kind === "unit";
    if (dish && (opensList || continuesList) && !ownQuantity && isMainPartOf(db, m.food, dish.food)) {
      out[out.length - 1] = {
        ...dish,
        to: m.to,
        fuzzyWords: dish.fuzzyWords + m.fuzzyWords,
        absorbed: [...(dish.absorbed ?? []), { from: dish.to, to: m.to }],
      };
      listOpen = true;
      continue;
    }
    // A name that already says "with" ("поке с лососем") opens the list itself: "… и авокадо".
    listOpen = elements.slice(m.from, m.to).some((e) => e.kind === "connector" && !e.and);
    out.push(m);
  }
  return out;
}

interface Quantity {
  count: number;
  unit?: ParsedUnit;
  from: number;
  to: number;
}

/** Numbers (possibly several: "2 ½", "half a") followed by an optional unit, or a unit alone ("стакан кефира"). */
function findQuantities(elements: Element[], used: boolean[]): Quantity[] {
  const quantities: Quantity[] = [];
  let i = 0;
  while (i < elements.length) {
    const e = elements[i]!;
    if (used[i] || (e.kind !== "number" && e.kind !== "unit")) {
      i++;
      continue;
    }
    const from = i;
    let count: number | undefined;
    while (i < elements.length && !used[i] && elements[i]!.kind === "number") {
      const value = (elements[i] as { value: number }).value;
      if (count === undefined) count = value;
      else if (Number.isInteger(count) && count >= 1 && value < 1 && !(elements[i] as { stem?: string }).stem) {
        count += value; // "2 ½"
      } else count *= value; // "half a", "пол стакана"
      i++;
    }
    let unit: ParsedUnit | undefined;
    const u = elements[i];
    if (u && !used[i] && u.kind === "unit") {
      unit = u.unit;
      i++;
    }
    quantities.push({ count: count ?? 1, ...(unit ? { unit } : {}), from, to: i });
  }
  return quantities;
}

function gramsFor(food: Food, quantity: Quantity | undefined): { grams: number; assumed: boolean; byCount: boolean } {
  if (!quantity) return { grams: food.portion.grams, assumed: true, byCount: false };
  const { count, unit } = quantity;
  if (!unit) return { grams: count * (food.units.piece ?? food.portion.grams), assumed: false, byCount: true };
  if (unit.kind === "mass") return { grams: count * unit.gramsPerUnit, assumed: false, byCount: false };
  if (unit.kind === "volume") {
    const own = unit.unit ? food.units[unit.unit] : undefined;
    if (own !== undefined) return { grams: count * own, assumed: false, byCount: false };
    // USDA's cup weight gives the food's density; liquids without one are taken as water.
    const density = food.units.cup !== undefined ? Math.min(1.6, Math.max(0.2, food.units.cup / 240)) : 1;
    return { grams: count * unit.ml * density, assumed: false, byCount: false };
  }
  const per = portionGrams(food, unit.unit);
  return { grams: count * per, assumed: false, byCount: true };
}

function portionGrams(food: Food, unit: UnitKey): number {
  const own = food.units[unit];
  if (own !== undefined) return own;
  switch (unit) {
    case "plate":
    case "bowl":
    case "serving":
      return food.units.plate ?? food.units.bowl ?? food.units.serving ?? food.portion.grams;
    case "slice":
      return food.portion.unit === "piece" ? food.portion.grams : 30;
    case "handful":
      return 30;
    default:
      return food.units.piece ?? food.portion.grams;
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Number.isFinite(r) && r > 0 ? r : 0;
}

function detectLang(text: string): Lang {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cyrillic = letters.filter((c) => /[а-яё]/i.test(c)).length;
  return cyrillic * 2 >= letters.length && cyrillic > 0 ? "ru" : "en";
}

/**
 * Analyses a meal description in Russian or English.
 * @throws NutritionInputError with code INPUT_REQUIRED when the text is empty or only whitespace.
 */
export function analyzeMealText(text: string, options: AnalyzeOptions = {}): MealAnalysis {
  if (typeof text !== "string" || text.trim().length === 0) {
    throw new NutritionInputError("INPUT_REQUIRED", "Meal description is empty");
  }
  const db = getDatabase();
  const lang = options.lang ?? detectLang(text);
  const negated = new Set<string>();
  const elements = classify(text, negated);
  const matches = absorbOwnParts(db, mergeAdjacent(matchFoods(db, elements), elements, lang, text), elements);
  // A dressing named as its own item, or refused, means the salad was weighed without one: USDA's undressed record.
  const undressed =
    matches.some((m) => SALAD_DRESSINGS.has(m.food.id)) || [...negated].some((s) => DRESSING_STEMS.has(s));
  if (undressed) {
    for (const m of matches) {
      const plain = SALADS_UNDRESSED[m.food.id];
      if (plain) m.food = db.byId.get(plain) ?? m.food;
    }
  }
  // A food named in English is served the English way where that differs ("2 beers": two 12 fl oz cans).
  for (const m of matches) {
    const en = m.food.portionEn;
    if (en && !isCyrillic(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end))) {
      m.food = { ...m.food, portion: en, units: { ...m.food.units, [en.unit]: en.grams } };
    }
  }
  const used = elements.map(() => false);
  const foodAt = new Map<number, FoodMatch>();
  for (const m of matches) {
    for (let k = m.from; k < m.to; k++) used[k] = true;
    foodAt.set(m.from, m);
  }
  const quantities = findQuantities(elements, used);

  // Where each quantity goes: a mass/volume right after a food without one binds back ("гречка 200 г"),
  // otherwise a quantity binds forward ("2 котлеты"); words in between are fine, connectors and separators are not.
  const assigned = new Map<FoodMatch, Quantity>();
  const orphanQuantities: Quantity[] = [];
  const neighbour = (from: number, step: 1 | -1): FoodMatch | undefined => {
    for (let k = from; k >= 0 && k < elements.length; k += step) {
      const e = elements[k]!;
      if (e.kind === "separator" || e.kind === "connector" || (used[k] === false && e.kind !== "word")) return;
      if (used[k]) return step === 1 ? foodAt.get(k) : matches.find((m) => m.to - 1 === k);
    }
    return undefined;
  };
  for (const q of quantities) {
    const prev = neighbour(q.from - 1, -1);
    const next = neighbour(q.to, 1);
    const bindsBack = prev && !assigned.has(prev) && (q.unit?.kind === "mass" || q.unit?.kind === "volume" || !next);
    const target = bindsBack
      ? prev
      : next && !assigned.has(next)
        ? next
        : prev && !assigned.has(prev)
          ? prev
          : undefined;
    if (target) assigned.set(target, q);
    else orphanQuantities.push(q);
    for (let k = q.from; k < q.to; k++) used[k] = true;
  }
  for (const m of matches) {
    if (!m.madeOf || assigned.has(m)) continue;
    const { food, count, at } = m.madeOf;
    const piece = food.units.piece ?? food.portion.grams;
    assigned.set(m, { count, unit: { kind: "mass", gramsPerUnit: piece }, from: at, to: at + 1 });
  }

  // "гречка с грибами 250 г", "chicken with rice 300 g": a weight after "A with B" where A has none is the weight of
  // the whole dish, shared in proportion to the typical portions.
  const shared = new Map<FoodMatch, number>();
  for (const [b, q] of assigned) {
    if (q.unit?.kind !== "mass" || q.from < b.to) continue;
    const conn = elements[b.from - 1];
    const a = matches.find((m) => m.to === b.from - 1);
    if (conn?.kind !== "connector" || conn.and || !a || assigned.has(a)) continue;
    const total = q.count * q.unit.gramsPerUnit;
    const pa = a.food.portion.grams;
    const pb = b.food.portion.grams;
    // Only a weight that could be the whole dish is shared; "омлет с сыром 30 г" is 30 g of cheese.
    if (total < (pa + pb) / 2) continue;
    shared.set(a, (total * pa) / (pa + pb));
    shared.set(b, (total * pb) / (pa + pb));
  }

  // A quantity alone after a separator ("гречка, 200 г") belongs to the food just before the separator.
  for (const q of [...orphanQuantities]) {
    const sep = elements[q.from - 1];
    const after = elements[q.to];
    if (sep?.kind !== "separator" || (after && after.kind !== "separator")) continue;
    const before = matches.find((m) => m.to === q.from - 1);
    if (before && !assigned.has(before)) {
      assigned.set(before, q);
      orphanQuantities.splice(orphanQuantities.indexOf(q), 1);
    }
  }

  // A word after a food's own quantity still describes that food when it is a preparation word or names a more
  // specific food with it: "минтай 150 г жареный", "овсянка 60 г сухая". Other words there stay unmatched.
  const ownerBefore = (from: number, runTo: number): FoodMatch | undefined => {
    let k = from;
    while (k >= 0 && used[k] && (elements[k]!.kind === "number" || elements[k]!.kind === "unit")) {
      if (matches.some((m) => m.to - 1 === k)) break;
      k--;
    }
    const owner = neighbour(k, -1);
    if (!owner || k === from) return owner;
    if (assigned.get(owner)?.to !== from + 1) return undefined;
    const run = elements.slice(from + 1, runTo) as { stem: string }[];
    if (run.every((e) => PREPARATION_STEMS.has(e.stem))) return owner;
    const stems = owner.absorbed ? null : windowStems(elements, owner.from, owner.to, null);
    return stems && db.aliases.has(aliasKey([...stems, ...run.map((e) => e.stem)])) ? owner : undefined;
  };

  // Leftover words: next to a food (no connector or separator between) they describe it ("домашняя котлета");
  // otherwise they are something the engine does not know and go to `unmatched` verbatim.
  const modifiers = new Map<FoodMatch, { start: number; end: number; known: boolean }[]>();
  const unmatchedRuns: { start: number; end: number }[] = [];
  let k = 0;
  while (k < elements.length) {
    if (used[k] || elements[k]!.kind !== "word") {
      k++;
      continue;
    }
    const from = k;
    while (k < elements.length && !used[k] && elements[k]!.kind === "word") k++;
    const owner = ownerBefore(from - 1, k) ?? neighbour(k, 1);
    const runStart = elements[from]!.start;
    const runEnd = elements[k - 1]!.end;
    if (owner) {
      const list = modifiers.get(owner) ?? [];
      for (let w = from; w < k; w++) {
        const e = elements[w] as { stem: string; start: number; end: number };
        list.push({ start: e.start, end: e.end, known: PREPARATION_STEMS.has(e.stem) });
      }
      modifiers.set(owner, list);
    } else {
      // Carry an orphan quantity that sits right before the words: "3 пирожных-макарон" stays whole.
      const q = orphanQuantities.find((oq) => oq.to === from);
      if (q) orphanQuantities.splice(orphanQuantities.indexOf(q), 1);
      unmatchedRuns.push({ start: q ? elements[q.from]!.start : runStart, end: runEnd });
    }
  }
  // A describing word can name a more specific food: "минтай … жареный" is fried fish, "овсянка … сухая" dry oats.
  for (const [m, mods] of modifiers) {
    const stems = m.absorbed || m.fuzzyWords > 0 ? null : windowStems(elements, m.from, m.to, null);
    if (!stems) continue;
    const extra = mods.map((x) => elements.find((e) => e.start === x.start && e.kind === "word") as { stem: string });
    const better = db.aliases.get(aliasKey([...stems, ...extra.map((e) => e.stem)]))?.[0]?.food;
    if (better && better !== m.food) {
      m.food = better;
      for (const x of mods) x.known = true;
    }
  }
  for (const q of orphanQuantities) {
    unmatchedRuns.push({ start: elements[q.from]!.start, end: elements[q.to - 1]!.end });
  }
  unmatchedRuns.sort((a, b) => a.start - b.start);

  const totals = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  const items: AnalyzedItem[] = matches.map((m) => {
    const q = assigned.get(m);
    const split = shared.get(m);
    const {
      grams: rawGrams,
      assumed,
      byCount,
    } = split !== undefined ? { grams: split, assumed: false, byCount: false } : gramsFor(m.food, q);
    const grams = Math.min(MAX_GRAMS, Math.max(0, Number.isFinite(rawGrams) ? rawGrams : 0));
    const mods = modifiers.get(m) ?? [];
    const starts = [elements[m.from]!.start, ...(q ? [elements[q.from]!.start] : []), ...mods.map((x) => x.start)];
    const ends = [elements[m.to - 1]!.end, ...(q ? [elements[q.to - 1]!.end] : []), ...mods.map((x) => x.end)];
    let confidence = 0.95;
    confidence *= 0.75 ** m.fuzzyWords;
    for (const mod of mods) confidence *= mod.known ? 0.95 : 0.85;
    if (assumed) confidence *= 0.8;
    else if (byCount) confidence *= 0.9;
    const value = (key: NutrientKey) => (m.food.per100g[NUTRIENT_KEYS.indexOf(key)]! * grams) / 100;
    totals.calories += value("kcal");
    totals.protein += value("protein");
    totals.fat += value("fat");
    totals.carbs += value("carbs");
    const micronutrients = micronutrientsIn(m.food.per100g, grams);
    for (const key of MICRONUTRIENT_KEYS) micronutrients[key] = round(micronutrients[key], 3);
    return {
      text: text.slice(Math.min(...starts), Math.max(...ends)),
      foodId: m.food.id,
      name: (lang === "ru" ? m.food.namesRu[0] : m.food.namesEn[0]) ?? m.food.id,
      grams: round(grams, 1),
      calories: round(value("kcal"), 1),
      protein: round(value("protein"), 1),
      fat: round(value("fat"), 1),
      carbs: round(value("carbs"), 1),
      micronutrients,
      confidence: round(Math.min(1, Math.max(0, confidence)), 2),
      portionAssumed: assumed,
    };
  });
  return {
    items,
    totals: {
      calories: round(totals.calories, 1),
      protein: round(totals.protein, 1),
      fat: round(totals.fat, 1),
      carbs: round(totals.carbs, 1),
    },
    unmatched: unmatchedRuns.map((r) => text.slice(r.start, r.end)),
  };
}
