// Correcting an analysed meal in words (docs/decisions/023-correction-in-words.md): "это было 300 г", "без соуса",
// "ещё хлеб", "not rice, quinoa", "half of that". The frame of the remark (frames.ts) says which operation; the
// foods and amounts in it are read by the meal-text engine itself — classify, matchFoods, findQuantities, gramsFor,
// analyzeMealText — so "грамм 150", "две", "0,5 л" or "3 slices" mean here what they mean in a description.
// Pure and synchronous. A remark it cannot read changes nothing and says so.
import { analyzeMealText, detectLang, type Lang } from "../analyze";
import { ADDED_TO_DRINKS, MILK_IN_DISHES, SALADS_UNDRESSED, SWEETENED_DRINKS } from "../catalog/index";
import { correctStem, type Database, type Food, getDatabase, NUTRIENT_KEYS } from "../database";
import { classify, type Element } from "../meal-text/elements";
import { matchFoods } from "../meal-text/food-spans";
import { sizeStemSaidAsHeard } from "../meal-text/keyboard-slips";
import { gramsFor, servedTheEnglishWay } from "../meal-text/portions";
import { MEAL_KCAL_CEILING, round } from "../meal-text/price";
import { findQuantities, layout, type Quantity } from "../meal-text/quantities";
import { partWeighedIn } from "../meal-text/refused-parts";
import { MICRONUTRIENT_KEYS, type Micronutrients, micronutrientsIn } from "../nutrient-keys";
import { NUMBER_WORDS, parseNumber } from "../quantity";
import { isCyrillic, stem } from "../text";
import { type Frame, frameOf, normaliseCorrection } from "./frames";

/**
 * An item of the meal being corrected: the shape `analyzeMealText` returns, with what a photo's estimate or a hand
 * edit may lack left optional (a food id outside the catalog, no micronutrients, no source words).
 */
export interface CorrectionItem {
  foodId: string | null;
  name: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  text?: string;
  micronutrients?: Micronutrients;
  confidence?: number;
  portionAssumed?: boolean;
  caloriesStated?: boolean;
}

/** What a correction changed, one line each on the screen ("гречка: 200 → 150 г"). */
export type CorrectionChange =
  | { kind: "grams"; name: string; from: number; to: number }
  | { kind: "removed"; name: string; grams: number }
  | { kind: "added"; name: string; grams: number }
  | { kind: "replaced"; name: string; to: string; grams: number };

/**
 * Why a correction was refused: no correction the interpreter knows (`not-understood`), a food the meal does not
 * have (`not-in-meal`), a part of a dish weighed whole with no recipe to lay it out by (`part-of-dish`: "no rice" of
 * a photo's "chicken and rice"), an amount with several items and none named (`which-item`), a result past what one
 * meal holds (`implausible`), or a remark that says what the meal already says (`unchanged`: "2 meatballs" of the two
 * the meal was read with), which was "not understood".
 */
export type CorrectionFailure =
  | "not-understood"
  | "not-in-meal"
  | "part-of-dish"
  | "which-item"
  | "implausible"
  | "unchanged";

export type CorrectionResult =
  | {
      understood: true;
      items: CorrectionItem[];
      /** For each item, the index of the item it came from, or null for a new one (added, or put in another's place). */
      origins: (number | null)[];
      changes: CorrectionChange[];
      /** Words of an added or replacing food the engine did not know, never dropped silently. */
      unmatched: string[];
    }
  | {
      understood: false;
      reason: CorrectionFailure;
      /** The words the refusal is about: the food not in the meal, the words not understood. */
      words: string;
      items: CorrectionItem[];
      origins: (number | null)[];
      changes: [];
      unmatched: [];
    };

export interface CorrectionOptions {
  /** Language of new items' names; by default the language the meal's names are in. */
  lang?: Lang;
}

/** DISH_LIMITS.gramsMax of the contracts: more than one dish of the diary may weigh. */
const MAX_ITEM_GRAMS = 5000;

/** Words of a remark that carry no correction: "гречки было меньше, грамм 150" is "гречки 150 грамм". */
const FILLERS = new Set([
  ...["ну", "вот", "же", "ж", "там", "тут", "всего", "только", "лишь", "весь", "всю", "вся", "все", "этот", "эту"],
  ...["эта", "этого", "этой", "того", "тот", "то", "кажется", "точнее", "скорее", "наверное", "пожалуйста", "а"],
  ...["меньше", "больше", "поменьше", "побольше", "да", "ой", "реально", "вообще-то", "вообще", "получилось"],
  ...["actually", "really", "only", "just", "please", "that", "this", "its", "it's", "there", "less", "more", "oh"],
  ...["oops", "sorry", "make", "like", "roughly", "maybe", "probably", "any", "all", "whole", "entire", "amount"],
  ...["closer", "than", "not", "but", "so", "well", "be", "should", "have", "been", "total", "в", "итоге"],
  // "actually 2 of them": the item itself, as "it" is.
  ...["them", "those", "these"],
]);
/**
 * After a scale ("половину порции", "half a portion of it"), the portion itself is no item; nor is the verb of what
 * was used of it ("used half the dressing", "съел половину"), said of the item.
 */
const SCALE_FILLERS = new Set([
  ...["порции", "порцию", "порция", "portion", "serving", "of", "it", "от", "него", "нее"],
  ...["used", "use", "ate", "eaten", "had", "poured", "использовал", "использовала", "съел", "съела", "съели"],
  ...["полил", "полила", "положил", "положила"],
]);
/**
 * "dressing on the side, used half", "соус отдельно, половину": where an item was served says nothing of its amount;
 * the remark was refused with those words (decision 023, "Readings left open, a second round").
 */
const SERVED_APART = /(?:^| )(?:(?:served|was|were) )?(?:on the side|отдельно)(?= |,|$)/g;

function withoutFillers(phrase: string, extra?: ReadonlySet<string>): string {
  return phrase
    .split(" ")
    .filter((w) => !FILLERS.has(w.replace(/,$/, "")) && !extra?.has(w.replace(/,$/, "")))
    .join(" ")
    .replace(/^[\s,]+|[\s,]+$/g, "");
}

interface Context {
  db: Database;
  items: CorrectionItem[];
  lang: Lang;
  english: boolean;
  /** Stems each item is known by: its name, its words, and its catalog food's names in both languages. */
  stems: Set<string>[];
  /** Where a dish was laid out as its parts, the stems of its name: "оливье без майонеза" still names it. */
  laidOut?: Set<string>;
}

function stemsOf(db: Database, item: CorrectionItem): Set<string> {
  const food = item.foodId ? db.byId.get(item.foodId) : undefined;
  const names = [item.name, item.text ?? "", ...(food?.namesRu ?? []), ...(food?.namesEn ?? [])];
  const out = new Set<string>();
  for (const name of names) {
    for (const e of classify(db, name)) {
      if (e.kind !== "word" || e.note) continue;
      out.add(e.stem);
      if (e.plain) out.add(e.plain);
    }
  }
  for (const name of [item.name, item.text ?? "", food?.namesEn[0] ?? ""]) {
    for (const word of name.toLowerCase().match(/[a-z]{7,}/g) ?? [])
      for (const tail of foodTails(db, word)) out.add(tail);
  }
  return out;
}

/** The shortest ends of an English compound ("burger" of "cheeseburger") and its head's least letters. */
const TAIL_LETTERS = 4;
const HEAD_LETTERS = 3;

/**
 * "only half the burger" of a cheeseburger, "no cake" of a cheesecake: an English dish name written as one word ends
 * in the food it is a kind of, and that food's name names the item. It was "not in this meal". The stems of each end
 * of the word that reads alone as a catalog food.
 */
function foodTails(db: Database, word: string): readonly string[] {
  // Asked of every item's names for every remark read; the catalog does not change once built. Typed words are
  // kept too, so the memo is dropped whole past a bound, as text.ts's are.
  let tails = FOOD_TAILS.get(word);
  if (tails === undefined) {
    tails = tailsOf(db, word);
    if (FOOD_TAILS.size >= FOOD_TAILS_KEPT) FOOD_TAILS.clear();
    FOOD_TAILS.set(word, tails);
  }
  return tails;
}

const FOOD_TAILS = new Map<string, readonly string[]>();
const FOOD_TAILS_KEPT = 5000;

function tailsOf(db: Database, word: string): string[] {
  const tails: string[] = [];
  for (let k = HEAD_LETTERS; k <= word.length - TAIL_LETTERS; k++) {
    const alone = classify(db, word.slice(k));
    const found = alone.length === 1 && alone[0]!.kind === "word" && matchFoods(db, alone).length === 1;
    if (found) tails.push((alone[0] as Extract<Element, { kind: "word" }>).stem);
  }
  return tails;
}

type Reference =
  | { kind: "none" }
  | { kind: "item"; index: number }
  | { kind: "ambiguous"; words: string }
  | { kind: "missing"; words: string }
  | { kind: "unknown"; words: string }
  /** A food that is only a part of one dish ("rice" of "chicken and rice"): it has no grams of its own to change. */
  | { kind: "part"; index: number; words: string };

interface Reading {
  /** The one amount in the phrase, if any. */
  quantity?: Quantity;
  /** More than one amount: no single reading. */
  amounts: number;
  reference: Reference;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

const textOf = (phrase: string, elements: Element[], from: number, to: number) =>
  phrase.slice(elements[from]!.start, elements[to - 1]!.end);

/** A phrase of a remark as the engine reads it: its amount and the item its other words name. */
function read(ctx: Context, raw: string, extraFillers?: ReadonlySet<string>): Reading {
  const phrase = withoutFillers(raw, extraFillers);
  const { db, items } = ctx;
  const elements = classify(db, phrase);
  const matches = matchFoods(db, elements);
  const at = layout(phrase, elements, matches);
  const found = findQuantities(at);
  // "порция была 300 г": a measure word alone names no amount when a number gives one.
  const counted = found.filter((q) => elements.slice(q.from, q.to).some((e) => e.kind === "number"));
  const quantities = counted.length > 0 ? counted : found;
  const inQuantity = new Set(quantities.flatMap((q) => range(q.from, q.to)));
  const content = elements
    .map((e, k) => ({ e, k }))
    .filter(({ e, k }) => e.kind === "word" && !inQuantity.has(k))
    .map(({ e, k }) => {
      const w = e as Extract<Element, { kind: "word" }>;
      const variants = [w.stem, w.plain, w.note ? null : correctStem(db, w.stem)].filter((s): s is string => !!s);
      return { k, variants, text: phrase.slice(w.start, w.end) };
    });
  const reading = (reference: Reference): Reading => ({
    ...(quantities.length === 1 ? { quantity: quantities[0]! } : {}),
    amounts: quantities.length,
    reference,
  });
  if (content.length === 0) return reading({ kind: "none" });

  const foodIds = new Set(matches.map((m) => m.food.id));
  const scores = items.map((_, i) => content.filter((c) => c.variants.some((v) => ctx.stems[i]!.has(v))).length);
  const direct = items.map((_, i) => i).filter((i) => items[i]!.foodId && foodIds.has(items[i]!.foodId!));
  const pool = direct.length > 0 ? direct : items.map((_, i) => i).filter((i) => scores[i]! > 0);
  const words = content.map((c) => c.text).join(" ");
  if (pool.length === 0) {
    // "без оливок" of a Greek salad, "no croutons" of a Caesar: a food of one dish's recipe is a part of that dish.
    const typed = matches.map((m) => wordsIn(ctx, elements, m.from, m.to));
    const holder =
      matches.length > 0 ? items.flatMap((item, i) => (inRecipe(ctx, item, matches, typed) ? [i] : [])) : [];
    if (holder.length === 1) {
      const said = matches.map((m) => textOf(phrase, elements, m.from, m.to)).join(", ");
      return reading({ kind: "part", index: holder[0]!, words: said });
    }
    // "half the dressing" of a chicken Caesar, "соуса половину": a word no food is named by alone, that names one
    // part of one dish's recipe by a word of that part's own names ("caesar dressing", «соус цезарь»), is that part;
    // it was "not understood" (decision 023, follow-up: readings left open, a third round).
    if (matches.length === 0) {
      const named = items.flatMap((item, i) => (oneRecipePartNamed(ctx, item, content) ? [i] : []));
      if (named.length === 1) return reading({ kind: "part", index: named[0]!, words });
    }
    return reading(
      matches.length > 0
        ? { kind: "missing", words: matches.map((m) => textOf(phrase, elements, m.from, m.to)).join(", ") }
        : { kind: "unknown", words },
    );
  }
  const best = Math.max(...pool.map((i) => scores[i]!));
  const top = pool.filter((i) => scores[i] === best);
  const first = top[0]!;
  if (top.some((i) => items[i]!.foodId !== items[first]!.foodId || items[i]!.name !== items[first]!.name)) {
    return reading({ kind: "ambiguous", words });
  }
  // A word that is not one of the item's own words, nor part of the item's food named another way, is something
  // else: "гречки рис" names no one item.
  const own = new Set(matches.filter((m) => m.food.id === items[first]!.foodId).flatMap((m) => range(m.from, m.to)));
  const stray = content.filter((c) => !own.has(c.k) && !c.variants.some((v) => ctx.stems[first]!.has(v)));
  if (stray.length > 0) return reading({ kind: "unknown", words: stray.map((c) => c.text).join(" ") });
  // "без курицы", "not rice, quinoa", "the chicken was 150 g" of a dish read as one ("гречка с курицей", "chicken
  // and rice"): the remark names another food than the dish's, found only among the dish's own words. Acting on the
  // whole dish would drop or reweigh the part not named, so the remark is refused with the part's words.
  if (
    matches.length > 0 &&
    matches.every((m) => m.food.id !== items[first]!.foodId) &&
    (isComposite(items[first]!) ||
      namesOnlyPart(
        ctx,
        items[first]!,
        matches.flatMap((m) => range(m.from, m.to)).map((k) => elements[k]!),
      ))
  ) {
    // "плова граммов 350" of "плов с бараниной", "блинов было 4" of "блины с творогом": the dish named by its head
    // word, the food its name begins with, is the dish itself where it has no recipe to lay out by part.
    if (matches.length === 1 && namesDish(ctx, items[first]!, matches[0]!.food.id)) {
      return reading({ kind: "item", index: first });
    }
    const words = matches.map((m) => textOf(phrase, elements, m.from, m.to)).join(", ");
    return reading({ kind: "part", index: first, words });
  }
  return reading({ kind: "item", index: first });
}

/**
 * "mushroom pizza" + "pepperoni not mushroom": a word of the item's text that its food's own names lack names another
 * food in it, a part of the dish as "с грибами" is; acting on the whole pizza put 2 g of pepperoni in its place.
 */
function namesOnlyPart(ctx: Context, item: CorrectionItem, said: Element[]): boolean {
  if (!item.foodId) return false;
  const names = stemsOf(ctx.db, { ...item, name: "", text: "" });
  const typed = stemsOf(ctx.db, { ...item, foodId: null });
  const has = (stems: Set<string>, e: Element) =>
    e.kind === "word" && (stems.has(e.stem) || (!!e.plain && stems.has(e.plain)));
  return said.some((e) => has(typed, e) && !has(names, e));
}

/**
 * Whether every food a phrase names is one of the item's recipe's ingredients, by its id or its names, or by the
 * words typed (`typed`, each match's stems) where they are all one of the ingredient's own names: "без гренок" of a
 * Caesar are its croutons ("гренки сухарики"), though "гренки" alone reads as toast (decision 023, "Readings left
 * open, a second round").
 */
function inRecipe(
  ctx: Context,
  item: CorrectionItem,
  matches: readonly { food: Food }[],
  typed: readonly (readonly string[])[][],
): boolean {
  const components = (item.foodId ? ctx.db.byId.get(item.foodId)?.components : undefined) ?? [];
  if (components.length === 0) return false;
  return matches.every(({ food }, k) => {
    const named = [...stemsOf(ctx.db, { ...item, foodId: food.id, name: "", text: "" })];
    return components.some(({ id }) => {
      if (id === food.id) return true;
      const part = ctx.db.byId.get(id);
      if (!part) return false;
      const first = stemsOf(ctx.db, {
        ...item,
        foodId: null,
        name: part.namesRu[0] ?? "",
        text: part.namesEn[0] ?? "",
      });
      if (named.some((stem) => first.has(stem))) return true;
      const said = typed[k] ?? [];
      const names = namesOfTheSameFood(ctx, part).map((name) => namesStems(ctx, name));
      return said.length > 0 && names.some((stems) => said.every((forms) => forms.some((stem) => stems.has(stem))));
    });
  });
}

/**
 * A recipe part's own names, and the names of the catalog's other rows that share one of them: «без брынзы» of a Greek
 * salad is its cheese, the Russian feta («фета»), which SR28's feta row also names «брынза»; read against the part's
 * own names only, it was "not in this meal" (decision 023, follow-up: readings left open, a third round).
 */
function namesOfTheSameFood(ctx: Context, part: Food): string[] {
  const own = [...part.namesRu, ...part.namesEn];
  const byName = rowsByName(ctx.db);
  const others = own.flatMap((name) => (byName.get(name) ?? []).filter((f) => f !== part));
  return [...new Set([...own, ...others.flatMap((f) => [...f.namesRu, ...f.namesEn])])];
}

/** The catalog's rows by each of their names, built once for a database. */
function rowsByName(db: Database): Map<string, Food[]> {
  let out = ROWS_BY_NAME.get(db);
  if (!out) {
    out = new Map();
    for (const f of db.foods)
      for (const name of [...f.namesRu, ...f.namesEn]) {
        const list = out.get(name);
        if (list) list.push(f);
        else out.set(name, [f]);
      }
    ROWS_BY_NAME.set(db, out);
  }
  return out;
}
const ROWS_BY_NAME = new WeakMap<Database, Map<string, Food[]>>();

/** Whether the words (each with its forms) name exactly one part of the item's recipe, by that part's own names. */
function oneRecipePartNamed(
  ctx: Context,
  item: CorrectionItem,
  words: readonly { variants: readonly string[] }[],
): boolean {
  const components = (item.foodId ? ctx.db.byId.get(item.foodId)?.components : undefined) ?? [];
  if (components.length < 2 || words.length === 0) return false;
  const naming = components.filter(({ id }) => {
    const part = ctx.db.byId.get(id);
    if (!part) return false;
    const names = [...part.namesRu, ...part.namesEn].map((name) => namesStems(ctx, name));
    return names.some((stems) => words.every((w) => w.variants.some((v) => stems.has(v))));
  });
  return naming.length === 1;
}

/** The stems of the words of one name, as the engine cuts them; kept per name, the catalog not changing once built. */
function namesStems(ctx: Context, name: string): Set<string> {
  let out = NAME_STEMS.get(name);
  if (out === undefined) {
    out = new Set<string>();
    for (const e of classify(ctx.db, name)) if (e.kind === "word" && !e.note) out.add(e.stem);
    if (NAME_STEMS.size >= FOOD_TAILS_KEPT) NAME_STEMS.clear();
    NAME_STEMS.set(name, out);
  }
  return out;
}
const NAME_STEMS = new Map<string, Set<string>>();

/** The forms of each word between two elements: its stem, and the stem the catalog's correction puts it right as. */
function wordsIn(ctx: Context, elements: readonly Element[], from: number, to: number): string[][] {
  return elements
    .slice(from, to)
    .flatMap((e) => (e.kind === "word" ? [[e.stem, correctStem(ctx.db, e.stem) ?? e.stem]] : []));
}

/** A dish named as foods joined ("гречка с курицей", "кофе с молоком", "chicken and rice", "pasta with cheese"). */
const JOINED = /\S (?:с|со|и|на|with|and|in|&) \S/;
const isComposite = (item: CorrectionItem) =>
  JOINED.test(normaliseCorrection(item.name)) || JOINED.test(item.text ?? "");

/**
 * Whether a food a remark names is a dish's head: the food the first word of the dish's name or text reads as alone
 * ("плов" of "плов с бараниной", "круассан" of "круассан с шоколадом"), of a catalog dish with no recipe to lay out
 * by part. A dish with one ("гречка с курицей") has its parts changed apart instead.
 */
function namesDish(ctx: Context, item: CorrectionItem, foodId: string): boolean {
  if (!item.foodId) return false;
  // "салата грамм 150" of "салат из огурцов и помидоров": where the recipe lays the dish out, its head still names
  // it when the food the head reads as is another kind of the same dish (a recipe holding all the dish's parts, the
  // salad with its oil) and none of the parts' words; "гречка" of "гречка с курицей" is its buckwheat, "toast" of
  // bread and butter its bread.
  const parts = partsOf(ctx, item)?.map((part) => stemsOf(ctx.db, part));
  const holds = new Set(ctx.db.byId.get(foodId)?.components?.map((c) => c.id) ?? []);
  const sameDish = (ctx.db.byId.get(item.foodId)?.components ?? []).every((c) => holds.has(c.id));
  if (parts && !sameDish) return false;
  return [item.name, item.text ?? ""].some((name) => {
    // "mushroom" of a "mushroom pizza" is a part, "pasta" of "pasta with tomato sauce" the dish.
    const head = classify(ctx.db, headWord(name, normaliseCorrection(name).split(" ")));
    if (head.length !== 1 || !matchFoods(ctx.db, head).some((m) => m.food.id === foodId)) return false;
    const stem = head[0]!.kind === "word" ? head[0]!.stem : "";
    return !parts?.some((stems) => stems.has(stem));
  });
}

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
const foodOf = (ctx: Context, item: CorrectionItem): Food | undefined => {
  const food = item.foodId ? ctx.db.byId.get(item.foodId) : undefined;
  return food && ctx.english ? servedTheEnglishWay(food) : food;
};

/** The grams an amount of the remark means for an item, read as the engine reads it in a meal; undefined if none. */
function gramsOf(ctx: Context, item: CorrectionItem, q: Quantity): { grams: number; stated: boolean } | undefined {
  const food = foodOf(ctx, item);
  const unit = q.unit;
  // "actually 2 of them" of a "grande caramel macchiato": a count of an item typed as one of a size is that many of
  // the size, not of the catalog's usual cup (two 372 g cups had made 744 g of two 496 g grandes).
  const sized = normaliseCorrection(item.text ?? "")
    .split(" ")
    .some((w) => SIZE_WORD.test(w));
  if (!unit && sized && !/\d/.test(item.text ?? "") && Number.isInteger(q.count) && q.count >= 1 && q.count <= 12) {
    return { grams: q.count * item.grams, stated: false };
  }
  if (unit?.kind === "energy" && !(food && food.per100g[KCAL]! > 0)) {
    // A stated energy of a food outside the catalog: the grams that have it at the item's own values.
    return item.calories > 0 ? { grams: (item.grams * q.count) / item.calories, stated: true } : undefined;
  }
  if (food) {
    const portion = gramsFor(food, q, q.size, ctx.english);
    return { grams: portion.grams, stated: portion.caloriesStated };
  }
  // A photo's estimate or a scanned product: a weight or a volume converts, a count of its pieces cannot.
  if (unit?.kind === "mass") return { grams: q.count * unit.gramsPerUnit, stated: false };
  if (unit?.kind === "volume") return { grams: q.count * unit.ml, stated: false };
  if (!unit && q.bare && q.count >= 10) return { grams: q.count, stated: false };
  return undefined;
}

/** The item at other grams: every value in proportion, or the catalog's values when it had no grams to scale. */
function atGrams(ctx: Context, item: CorrectionItem, grams: number, stated = false): CorrectionItem {
  const g = round(grams, 1);
  const food = foodOf(ctx, item);
  const k = item.grams > 0 ? g / item.grams : undefined;
  const value = (own: number, key: (typeof NUTRIENT_KEYS)[number]) =>
    k !== undefined ? round(own * k, 1) : food ? round((food.per100g[NUTRIENT_KEYS.indexOf(key)]! * g) / 100, 1) : 0;
  const next: CorrectionItem = {
    ...item,
    grams: g,
    calories: value(item.calories, "kcal"),
    protein: value(item.protein, "protein"),
    fat: value(item.fat, "fat"),
    carbs: value(item.carbs, "carbs"),
    portionAssumed: false,
  };
  if (item.micronutrients) {
    const micro = k !== undefined || !food ? { ...item.micronutrients } : micronutrientsIn(food.per100g, g);
    if (k !== undefined) for (const key of MICRONUTRIENT_KEYS) micro[key] *= k;
    for (const key of MICRONUTRIENT_KEYS) micro[key] = round(micro[key], 3);
    next.micronutrients = micro;
  }
  if (stated) next.caloriesStated = true;
  else delete next.caloriesStated;
  return next;
}

class Refusal {
  constructor(
    readonly reason: CorrectionFailure,
    readonly words: string,
    /** The item a remark named a part of, when that was the reason. */
    readonly partOf?: number,
  ) {}
}

/** The meal being rewritten: items with where each came from, and the lines that say what changed. */
class Draft {
  items: CorrectionItem[];
  origins: (number | null)[];
  changes: CorrectionChange[] = [];
  unmatched: string[] = [];
  /** An item was read and set to what it already was. */
  restated = false;
  constructor(readonly ctx: Context) {
    this.items = [...ctx.items];
    this.origins = ctx.items.map((_, i) => i);
  }
  /** Position now of the original item `index`. */
  at(index: number): number {
    const at = this.origins.indexOf(index);
    if (at < 0) throw new Refusal("not-understood", this.ctx.items[index]!.name);
    return at;
  }
  setGrams(index: number, grams: number, stated = false): void {
    const at = this.at(index);
    const item = this.items[at]!;
    if (!(grams > 0.05)) {
      this.remove(index);
      return;
    }
    const next = atGrams(this.ctx, item, grams, stated);
    if (next.grams === item.grams && !stated) {
      this.restated = true;
      return;
    }
    this.items[at] = next;
    this.changes.push({ kind: "grams", name: item.name, from: item.grams, to: next.grams });
  }
  remove(index: number): void {
    const at = this.at(index);
    const item = this.items[at]!;
    this.items.splice(at, 1);
    this.origins.splice(at, 1);
    this.changes.push({ kind: "removed", name: item.name, grams: item.grams });
  }
  add(item: CorrectionItem): void {
    const same = this.items.findIndex((it) => it.foodId !== null && it.foodId === item.foodId);
    if (same >= 0 && this.origins[same] !== null) {
      const it = this.items[same]!;
      const next = atGrams(this.ctx, it, it.grams + item.grams);
      this.items[same] = next;
      this.changes.push({ kind: "grams", name: it.name, from: it.grams, to: next.grams });
      return;
    }
    this.items.push(item);
    this.origins.push(null);
    this.changes.push({ kind: "added", name: item.name, grams: item.grams });
  }
  replace(index: number, by: CorrectionItem[]): void {
    const at = this.at(index);
    const old = this.items[at]!;
    const next = by[0]!;
    this.items.splice(at, 1, next);
    // The same food read again ("омлет из 2 яиц" + "из трёх", the cornflakes milk is poured on) is only its grams
    // changed, said so, or nothing where they are the same; "омлет → омлет" told the person nothing.
    if (next.foodId !== null && next.foodId === old.foodId && next.name === old.name) {
      if (next.grams !== old.grams)
        this.changes.push({ kind: "grams", name: old.name, from: old.grams, to: next.grams });
      else this.restated = true;
    } else {
      this.origins.splice(at, 1, null);
      this.changes.push({ kind: "replaced", name: old.name, to: next.name, grams: next.grams });
    }
    for (const extra of by.slice(1)) this.add(extra);
  }
}

/** The analysed foods of a phrase; empty when it names none. */
function analyse(ctx: Context, phrase: string) {
  const text = withoutFillers(phrase);
  if (text.trim().length === 0) return { items: [], unmatched: [] as string[] };
  return analyzeMealText(text, { lang: ctx.lang });
}

/** The item a phrase names, or the meal's only item when it names none; a refusal otherwise. */
function target(ctx: Context, reference: Reference, phrase: string): number {
  switch (reference.kind) {
    case "item":
      return reference.index;
    case "none":
      if (ctx.items.length === 1) return 0;
      throw new Refusal("which-item", phrase);
    case "ambiguous":
      throw new Refusal("which-item", reference.words);
    case "missing":
      throw new Refusal("not-in-meal", reference.words);
    case "part":
      throw new Refusal("part-of-dish", reference.words, reference.index);
    case "unknown":
      throw new Refusal("not-understood", reference.words);
  }
}

function setAmount(ctx: Context, draft: Draft, phrase: string): void {
  const r = read(ctx, phrase);
  // "гречки 150, котлета одна": one amount for each item named, in turn.
  const parts = phrase.split(/, | и | and /);
  if (r.amounts > 1 && parts.length > 1) {
    for (const part of parts) setAmount(ctx, draft, part);
    return;
  }
  if (!r.quantity) throw new Refusal("not-understood", phrase);
  const index =
    r.reference.kind === "none"
      ? (servedBy(ctx, r.quantity) ?? target(ctx, r.reference, phrase))
      : target(ctx, r.reference, phrase);
  const grams = gramsOf(ctx, ctx.items[index]!, r.quantity);
  if (!grams) throw new Refusal("not-understood", phrase);
  draft.setGrams(index, grams.grams, grams.stated);
}

/**
 * "it was 3 slices" of a pizza and a soda, "тарелка была большая" of a borscht and bread: an amount said by a portion
 * word (a slice, a piece, a plate) that only one item of the meal is served by names that item; undefined otherwise,
 * and an amount in grams, millilitres or a bare number still asks which item.
 */
function servedBy(ctx: Context, quantity: Quantity | { unit: { kind: "portion"; unit: "plate" } }): number | undefined {
  const unit = quantity.unit;
  if (unit?.kind !== "portion" || ctx.items.length < 2) return undefined;
  const by = ctx.items.flatMap((item, index) => {
    const food = foodOf(ctx, item);
    // The unit the item is served by, not any the catalog can weigh it in: fries have a 9 g "slice" (a single
    // fry), and "it was 2 slices" of a cheeseburger and fries made the fries 18 g.
    const served = food !== undefined && [food.portion.unit, food.portionEn?.unit].includes(unit.unit);
    return served ? [index] : [];
  });
  return by.length === 1 ? by[0] : undefined;
}

function changeBy(ctx: Context, draft: Draft, what: string, amount: string, sign: 1 | -1): void {
  const r = read(ctx, `${what} ${amount}`);
  if (!r.quantity) throw new Refusal("not-understood", amount);
  const index = target(ctx, r.reference, what);
  const item = draft.items[draft.at(index)]!;
  const delta = gramsOf(ctx, ctx.items[index]!, r.quantity);
  if (!delta || delta.stated) throw new Refusal("not-understood", amount);
  draft.setGrams(index, item.grams + sign * delta.grams);
}

/** The catalog's table of plain kinds a "без X" asks for: undressed salads, unsweetened drinks. */
function plainTable(ctx: Context, phrase: string): Readonly<Record<string, string>> | undefined {
  const stems = new Set(wordStems(ctx, phrase));
  return [...stems].some((s) => ["соус", "заправк", "dressing", "sauce"].includes(s))
    ? SALADS_UNDRESSED
    : [...stems].some((s) => ["сахар", "sugar"].includes(s))
      ? SWEETENED_DRINKS
      : undefined;
}

/** "без соуса" of a salad weighed with its dressing, "без сахара" of a sweetened drink: the plain food instead. */
function plainVariant(ctx: Context, draft: Draft, phrase: string): boolean {
  const wanted = plainTable(ctx, phrase);
  if (!wanted) return false;
  const index = ctx.items.findIndex((it) => it.foodId && wanted[it.foodId]);
  if (index < 0 || draft.origins.indexOf(index) < 0) return false;
  const item = ctx.items[index]!;
  const plain = ctx.db.byId.get(wanted[item.foodId!]!);
  if (!plain) return false;
  const name = (ctx.lang === "ru" ? plain.namesRu[0] : plain.namesEn[0]) ?? plain.id;
  const base: CorrectionItem = { ...item, foodId: plain.id, name, grams: 0 };
  draft.replace(index, [atGrams(ctx, base, item.grams)]);
  return true;
}

function removeAll(ctx: Context, draft: Draft, what: string): void {
  const parts = what
    .split(/, | и | and | & | or | или /)
    .map((p) => p.replace(/^(?:без|no|without|the|any|my) /, "").trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) throw new Refusal("not-understood", what);
  for (const part of parts) {
    if (plainVariant(ctx, draft, part)) continue;
    const r = read(ctx, part);
    if (r.reference.kind === "none") throw new Refusal("not-understood", part);
    const notAnItem = r.reference.kind === "missing" || r.reference.kind === "part";
    if (notAnItem && !r.quantity && withoutAPart(ctx, draft, part)) continue;
    const index = target(ctx, r.reference, part);
    // "no burger, fries 100 g": an amount after the food says how much there was, no amount taken off; the remark
    // is read as its clauses instead (applyRemark).
    if (r.quantity && r.quantity.from > 0 && part !== parts[0]) throw new Refusal("not-understood", part);
    // "убери одну котлету" of two: one piece less; an article ("remove a banana") is one of it.
    if (r.quantity && r.amounts === 1) {
      const less = gramsOf(ctx, ctx.items[index]!, r.quantity);
      const item = draft.items[draft.at(index)]!;
      if (less && !less.stated && less.grams < item.grams - 0.05) {
        draft.setGrams(index, item.grams - less.grams);
        continue;
      }
    }
    draft.remove(index);
  }
}

/**
 * "no cheese", "hold the bun" of a cheeseburger: a part FNDDS weighs inside a dish it has no recipe for, taken out of
 * the one item that holds it as the meal text takes it out of "cheeseburger no cheese" (meal-text/refused-parts.ts):
 * its grams in as many of the dish as the item is, and their nutrients. It was "not in this meal". False when no
 * item holds it, or more than one.
 */
function withoutAPart(ctx: Context, draft: Draft, phrase: string): boolean {
  const stems = wordStems(ctx, phrase);
  if (stems.length !== 1) return false;
  const holders = ctx.items.flatMap((item, index) => {
    const food = foodOf(ctx, item);
    const part = food ? partWeighedIn(ctx.db, food, stems[0]!) : undefined;
    return food && part && draft.origins.includes(index) ? [{ index, item, food, part }] : [];
  });
  if (holders.length !== 1) return false;
  const { index, item, food, part } = holders[0]!;
  const now = draft.items[draft.at(index)]!;
  const taken = (part.grams * item.grams) / (food.portionEn?.grams ?? food.portion.grams);
  const grams = round(now.grams - taken, 1);
  const less = (own: number, key: (typeof NUTRIENT_KEYS)[number]) =>
    round(Math.max(0, own - (part.food.per100g[NUTRIENT_KEYS.indexOf(key)]! * taken) / 100), 1);
  const next: CorrectionItem = {
    ...now,
    grams,
    calories: less(now.calories, "kcal"),
    protein: less(now.protein, "protein"),
    fat: less(now.fat, "fat"),
    carbs: less(now.carbs, "carbs"),
  };
  if (now.micronutrients) {
    const out = micronutrientsIn(part.food.per100g, taken);
    const micro = { ...now.micronutrients };
    for (const key of MICRONUTRIENT_KEYS) micro[key] = round(Math.max(0, micro[key] - out[key]), 3);
    next.micronutrients = micro;
  }
  draft.replace(index, [next]);
  return true;
}

function addFoods(ctx: Context, draft: Draft, what: string): void {
  const found = analyse(ctx, what);
  if (found.items.length === 0) {
    // "ещё 50 г", "plus 100 g": more of the item named, or of the only one.
    const r = read(ctx, what);
    if (!r.quantity) throw new Refusal("not-understood", what);
    changeBy(ctx, draft, "", what, 1);
    return;
  }
  if (addedInto(ctx, draft, what, found.items)) return;
  if (found.items.length === 1 && moreOfTheItem(ctx, draft, what, found.items[0]!)) return;
  for (const item of found.items) draft.add(item);
  draft.unmatched.push(...found.unmatched);
}

/**
 * "латте на кокосовом молоке" + "ещё один латте", "iced coffee" + "one more coffee": the food added is what the item is
 * a kind of (its name is among the item's words, and the item's head is in it), so it is more of the item, one more
 * of it at its own grams where no other amount is said. A plain latte of 300 g had been added beside the coconut one.
 * False where the meal has the added food itself (added to as before) or no one item is so named.
 */
function moreOfTheItem(ctx: Context, draft: Draft, what: string, found: CorrectionItem): boolean {
  if (!found.foodId || draft.items.some((it) => it.foodId === found.foodId)) return false;
  const r = read(ctx, what);
  if (r.reference.kind !== "item" || r.amounts > 1) return false;
  const index = r.reference.index;
  const item = ctx.items[index]!;
  const name = [...stemsOf(ctx.db, { ...found, text: "", name: "" })];
  const foodName = wordStems(ctx, found.name);
  const heads = headsOf(ctx, item);
  if (foodName.length === 0 || !foodName.every((stem) => ctx.stems[index]!.has(stem))) return false;
  if (![...heads].some((stem) => name.includes(stem))) return false;
  const q = r.quantity;
  const one = !q || (!q.unit && q.count === 1);
  const more = one ? { grams: item.grams, stated: false } : gramsOf(ctx, item, q);
  if (!more || more.stated) return false;
  draft.setGrams(index, draft.items[draft.at(index)]!.grams + more.grams);
  return true;
}

/**
 * "coffee" + "with milk", "latte" + "with oat milk", "кофе" + "с сахаром", "cereal" + "add milk": what goes into a
 * drink (catalog ADDED_TO_DRINKS, or a milk), or milk poured on a dish (MILK_IN_DISHES), said with no amount of its
 * own, goes into the meal's one such item, read as the meal text would read the two said together: a splash of milk in
 * the coffee, the latte made with oat milk. It was a 250 g glass of milk added beside the drink.
 */
function addedInto(ctx: Context, draft: Draft, what: string, found: readonly CorrectionItem[]): boolean {
  const added = found.length === 1 && found[0]!.foodId ? ctx.db.byId.get(found[0]!.foodId) : undefined;
  if (!added || read(ctx, what).quantity) return false;
  const milk = added.drink === true && added.namesEn.some((n) => /\bmilk\b/i.test(n));
  if (!milk && ADDED_TO_DRINKS[added.id] === undefined) return false;
  const holds = (item: CorrectionItem) => {
    const food = item.foodId ? ctx.db.byId.get(item.foodId) : undefined;
    return (
      food !== undefined && food !== added && (food.drink === true || (milk && MILK_IN_DISHES[food.id] !== undefined))
    );
  };
  const into = ctx.items.flatMap((item, index) => (holds(item) ? [index] : []));
  if (into.length !== 1) return false;
  const index = into[0]!;
  const before = ctx.items[index]!;
  const joined = analyse(ctx, `${before.text ?? before.name} ${ctx.english ? "with" : "с"} ${what}`);
  // "grande caramel macchiato" + "with oat milk": a milk said of a drink already made with milk is the milk it was
  // made with. Where the engine knows no such kind of the drink, the remark is refused: a 30 g splash of oat milk
  // added beside the latte was no reading of it.
  const milkDrink = (ctx.db.byId.get(ctx.items[index]!.foodId!)?.namesEn ?? []).some((n) => MILK_DRINK.test(n));
  if (milk && milkDrink && joined.items.length !== 1) throw new Refusal("not-understood", what);
  if (joined.items.length === 0 || joined.unmatched.length > 0) return false;
  // The item keeps the grams the meal (or an earlier remark) gave it; only what went in is new.
  const [first, ...rest] = joined.items;
  draft.replace(index, [atGrams(ctx, first!, before.grams), ...rest]);
  return true;
}

/**
 * "it was 3 not 2" of "2 tacos and a horchata": the old amount is the count one item was typed with, which names that
 * item; it asked which item. The new phrase with that item's name before it, or as it was where none or several were.
 */
function countedAs(ctx: Context, old: Quantity, newPhrase: string): string {
  if (read(ctx, newPhrase).reference.kind !== "none" || old.unit) return newPhrase;
  const typed = ctx.items.flatMap((item, index) => {
    const said = item.text ? read({ ...ctx, items: [] }, item.text).quantity : undefined;
    return said && said.count === old.count && !said.unit === !old.unit ? [index] : [];
  });
  return typed.length === 1 ? `${ctx.items[typed[0]!]!.name} ${newPhrase}` : newPhrase;
}

/** Drinks made with milk, by their catalog names. */
const MILK_DRINK = /\b(?:latte|cappuccino|macchiato|flat white|mocha|cortado|raf|milk|cocoa|hot chocolate)\b/i;

function replaceFood(ctx: Context, draft: Draft, oldPhrase: string, newPhrase: string): void {
  const found = analyse(ctx, newPhrase);
  const old = read(ctx, oldPhrase);
  if (found.items.length === 0) {
    // "не 200, а 150", "change the rice to 150 g": only the amount was wrong.
    const named = old.reference.kind === "none" ? "" : oldPhrase.replace(/[\d.,]+\s*\S*$/, "");
    const phrase = `${named} ${newPhrase}`;
    setAmount(
      ctx,
      draft,
      old.reference.kind === "none" && old.quantity ? countedAs(ctx, old.quantity, phrase) : phrase,
    );
    return;
  }
  // "2 котлеты, а не 1", "two eggs not one": the old phrase is only an amount, so the new one names the item and
  // says how much of it there was.
  if (old.reference.kind === "none" && old.quantity) {
    setAmount(ctx, draft, countedAs(ctx, old.quantity, newPhrase));
    return;
  }
  // "блины с мясом, а не с творогом", "pizza with mushrooms not pepperoni": the old words a part of a dish with no
  // recipe, the new ones another kind of the same dish, which takes its place.
  // "с мясом, а не с творогом" says the dish's head once: "блинчики с мясом".
  const partOf = old.reference.kind === "part" ? ctx.items[old.reference.index]! : undefined;
  const partIndex = old.reference.kind === "part" ? old.reference.index : -1;
  const withHead =
    partOf && /^(?:с|со|with) /.test(newPhrase)
      ? `${(partOf.text ?? partOf.name).split(/ (?:с|со|with) /)[0]} ${newPhrase}`
      : undefined;
  const kind = partOf
    ? [newPhrase, withHead].find(
        (p) => p !== undefined && analyse(ctx, p).items.length === 1 && kindOf(ctx, partIndex, p),
      )
    : undefined;
  if (old.reference.kind === "part" && kind !== undefined) {
    const index = old.reference.index;
    const before = ctx.items[index]!;
    const read = analyse(ctx, kind);
    const next = read.items[0]!;
    draft.replace(index, [next.portionAssumed && !before.portionAssumed ? atGrams(ctx, next, before.grams) : next]);
    draft.unmatched.push(...read.unmatched);
    return;
  }
  const index = target(ctx, old.reference, oldPhrase);
  const before = ctx.items[index]!;
  if (swapModifier(ctx, draft, index, oldPhrase, newPhrase)) return;
  // The new food takes the old one's grams, unless the remark gives its own or the old grams were only assumed.
  const by = found.items.map((item, k): CorrectionItem => {
    if (k > 0 || !item.portionAssumed || before.portionAssumed) return item;
    const moved = atGrams(ctx, item, before.grams);
    return { ...moved, portionAssumed: false };
  });
  if (by.length === 1 && by[0]!.foodId === before.foodId) {
    draft.setGrams(index, by[0]!.grams);
    return;
  }
  draft.replace(index, by);
  draft.unmatched.push(...found.unmatched);
}

/** The head words of an item: of its name and of its text, a Russian one's first word, an English one's last. */
function headsOf(ctx: Context, item: CorrectionItem): Set<string> {
  const out = new Set<string>();
  for (const name of [item.name, item.text ?? ""]) {
    const text = normaliseCorrection(name);
    const words = classify(ctx.db, text).filter((e) => e.kind === "word");
    const last = !isCyrillic(text) && !JOINED.test(text);
    const head = (last ? words[words.length - 1] : words[0]) as Extract<Element, { kind: "word" }> | undefined;
    if (head) for (const stem of [head.stem, head.plain]) if (stem) out.add(stem);
  }
  return out;
}

/**
 * "chicken burrito bowl" + "not chicken, steak", "суп куриный" + "не куриный, а грибной": the old words are a word the
 * person typed before the dish's head, which says what kind of the dish it was. The dish is read again with the new
 * words in their place and, where that is another food, it takes the dish's place at its grams; where it is the same
 * food or none, the remark is about a part of a dish weighed whole (`part-of-dish`). The whole 445 g bowl had been
 * replaced by 200 g of steak. False when the old words name the dish itself.
 */
function swapModifier(ctx: Context, draft: Draft, index: number, oldPhrase: string, newPhrase: string): boolean {
  const item = ctx.items[index]!;
  const typed = normaliseCorrection(item.text ?? item.name).split(" ");
  const typedStems = typed.map((w) => wordStems(ctx, w));
  const said = wordStems(ctx, withoutFillers(oldPhrase).replace(/^(?:the|a|an) /, ""));
  const heads = headsOf(ctx, item);
  const own = item.foodId
    ? matchFoods(ctx.db, classify(ctx.db, oldPhrase)).some((m) => m.food.id === item.foodId)
    : true;
  const at = typedStems.findIndex((stems) => stems.length === 1 && said.includes(stems[0]!));
  if (own || said.length === 0 || said.some((stem) => heads.has(stem)) || at < 0) return false;
  if (!said.every((stem) => typedStems.some((stems) => stems.includes(stem)))) return false;
  const words = typed.flatMap((word, k) =>
    k === at ? [newPhrase.replace(/^(?:the|a|an) /, "")] : typedStems[k]!.some((s) => said.includes(s)) ? [] : [word],
  );
  const read = analyse(ctx, words.join(" "));
  const next = read.items[0];
  if (read.items.length !== 1 || read.unmatched.length > 0 || !next?.foodId || next.foodId === item.foodId) {
    throw new Refusal("part-of-dish", oldPhrase, index);
  }
  draft.replace(index, [{ ...atGrams(ctx, next, item.grams), portionAssumed: item.portionAssumed }]);
  draft.unmatched.push(...read.unmatched);
  return true;
}

/** "вместо риса киноа": the shortest run of words that names an item is the old food, the rest the new one. */
function replaceRun(ctx: Context, draft: Draft, words: string): void {
  const comma = words.indexOf(", ");
  if (comma > 0 && read(ctx, words.slice(0, comma)).reference.kind === "item") {
    replaceFood(ctx, draft, words.slice(0, comma), words.slice(comma + 2));
    return;
  }
  const list = words.split(" ");
  for (let k = 1; k < list.length; k++) {
    const oldPhrase = list.slice(0, k).join(" ");
    const newPhrase = list.slice(k).join(" ");
    const reference = read(ctx, oldPhrase).reference;
    if (reference.kind === "part") throw new Refusal("part-of-dish", reference.words, reference.index);
    if (reference.kind !== "item") continue;
    const found = analyse(ctx, newPhrase);
    if (found.items.length > 0 && found.unmatched.length === 0) {
      replaceFood(ctx, draft, oldPhrase, newPhrase);
      return;
    }
  }
  throw new Refusal("not-understood", words);
}

function scale(ctx: Context, draft: Draft, what: string, factor: number): void {
  const r = read(ctx, what.replace(SERVED_APART, " ").replace(/\s+/g, " ").trim(), SCALE_FILLERS);
  if (r.quantity) throw new Refusal("not-understood", what);
  const targets = r.reference.kind === "none" ? ctx.items.map((_, i) => i) : [target(ctx, r.reference, what)];
  for (const index of targets) draft.setGrams(index, draft.items[draft.at(index)]!.grams * factor);
}

/** "regular", "обычная": said of an item typed as a kind (a diet coke, a decaf), the plain food; of others, a size. */
const PLAIN_WORD = /^(?:regular|normal|обычн(?:ый|ая|ое|ую|ые))$/;
/** The words of a kind that "regular" undoes: "diet coke", "decaf latte", "кола зеро", "пиво лайт". */
const KIND_WORD =
  /^(?:diet|zero|light|lite|decaf|skim|skinny|sugar-?free|nonfat|non-fat|диет\S*|зеро|лайт|безлактозн\S*|обезжиренн\S*)$/;

/**
 * "the coke was regular" of "a diet coke", "кола обычная" of "кола зеро": the item's typed name without its kind word,
 * read again, takes its place at its grams. "Regular" had been read as a size, a 651 g diet coke. False where no one
 * item is typed as such a kind.
 */
function plainKind(ctx: Context, draft: Draft, phrase: string): boolean {
  const words = withoutFillers(phrase).split(" ");
  if (words.filter((w) => PLAIN_WORD.test(w)).length !== 1) return false;
  const rest = words.filter((w) => !PLAIN_WORD.test(w) && !SIZE_FILLERS.has(w) && !SIZE_VERBS.has(w)).join(" ");
  const kinds = ctx.items.flatMap((item, index) =>
    normaliseCorrection(item.text ?? item.name)
      .split(" ")
      .some((w) => KIND_WORD.test(w))
      ? [index]
      : [],
  );
  const r = read(ctx, rest);
  if (r.quantity) return false;
  const index = r.reference.kind === "none" ? (kinds.length === 1 ? kinds[0]! : -1) : target(ctx, r.reference, rest);
  if (index < 0 || !kinds.includes(index)) return false;
  const item = ctx.items[index]!;
  const plain = normaliseCorrection(item.text ?? item.name)
    .split(" ")
    .filter((w) => !KIND_WORD.test(w))
    .join(" ");
  const read2 = analyse(ctx, plain);
  const next = read2.items[0];
  if (read2.items.length !== 1 || read2.unmatched.length > 0 || !next?.foodId || next.foodId === item.foodId)
    throw new Refusal("not-understood", phrase);
  draft.replace(index, [{ ...atGrams(ctx, next, item.grams), portionAssumed: item.portionAssumed }]);
  return true;
}

/** Words that say the size of a portion, in the forms a remark uses them. */
const SIZE_WORD =
  /^(?:large|big|huge|small|little|medium|regular|tall|grande|venti|больш(?:ой|ая|ое|ую|ие)|огромн(?:ый|ая|ое|ую)|небольш(?:ой|ая|ое|ую)|маленьк(?:ий|ая|ое|ую)|средн(?:ий|яя|ее|юю))$/;
/** The Russian size words, each standing for its stem. */
const RUSSIAN_SIZE_WORDS = ["большой", "маленький", "средний", "огромный", "небольшой"];

/**
 * A Russian size word typed as it sounds ("шаурма болшая", "кофе балшой"): the size word meant, as the meal-text
 * engine reads it (keyboard-slips.ts, sizeStemSaidAsHeard); any other word as it is. The remark was refused
 * (decision 023, "Readings left open, a second round").
 */
function sizeWordAsMeant(word: string): string {
  if (SIZE_WORD.test(word)) return word;
  const size = sizeStemSaidAsHeard(stem(word));
  return (size && RUSSIAN_SIZE_WORDS.find((w) => stem(w) === size)) ?? word;
}

/** Words around a size that say nothing more: "it was a large one", "порция была большая". */
const SIZE_FILLERS = new Set([
  "a",
  "an",
  "the",
  "one",
  "it",
  "was",
  "were",
  "is",
  "portion",
  "serving",
  "size",
  "порция",
  "порцию",
  "порции",
  // "тарелка была большая", "the bowl was big": the dish it was served in is the portion.
  "тарелка",
  "тарелку",
  "миска",
  "plate",
  "bowl",
]);
const PLATE_WORDS = new Set(["тарелка", "тарелку", "миска", "plate", "bowl"]);
const SIZE_VERBS = new Set(["был", "была", "было", "были", "это"]);

/**
 * "it was a large", "large fries", "латте большой", "порция была большая": a size said of an item whose amount was
 * not typed. The engine reads the size with the item's own name ("large latte" is its large cup, "большой плов" a
 * large plate), so the item takes the grams of that reading; false when the remark is no size alone.
 */
function resize(ctx: Context, draft: Draft, phrase: string): boolean {
  const words = withoutFillers(phrase).split(" ").map(sizeWordAsMeant);
  const sizes = words.filter((w) => SIZE_WORD.test(w));
  if (sizes.length !== 1) return false;
  const rest = words.filter((w) => !SIZE_WORD.test(w) && !SIZE_FILLERS.has(w) && !SIZE_VERBS.has(w)).join(" ");
  const r = read(ctx, rest);
  if (r.quantity) return false;
  const plate = words.some((w) => PLATE_WORDS.has(w));
  const byPlate =
    r.reference.kind === "none" && plate ? servedBy(ctx, { unit: { kind: "portion", unit: "plate" } }) : undefined;
  // "the bowl was big" of a "burrito bowl": the plate word is the item's own name.
  const plateWord = words.find((w) => PLATE_WORDS.has(w));
  const named = ctx.items.flatMap((item, i) =>
    normaliseCorrection(`${item.name} ${item.text ?? ""}`)
      .split(" ")
      .includes(plateWord ?? "")
      ? [i]
      : [],
  );
  const byName = r.reference.kind === "none" && byPlate === undefined && named.length === 1 ? named[0] : undefined;
  const index = byPlate ?? byName ?? target(ctx, r.reference, phrase);
  const item = ctx.items[index]!;
  // A count or a weight typed with the item is its amount: a size word does not override it.
  if (!item.foodId || /\d/.test(item.text ?? "")) return false;
  const sized = analyse(ctx, `${sizes[0]} ${item.name}`).items;
  if (sized.length !== 1 || sized[0]!.foodId !== item.foodId) return false;
  draft.setGrams(index, sized[0]!.grams);
  return true;
}

const DOUBLE_WORD = /^(?:double|двойн(?:ой|ая|ое|ую|ым))$/;

/**
 * "the burger was a double", "it was a double" of a cheeseburger, "бургер был двойной", "espresso was a double": the
 * item is what the engine reads "double" said of it as (the burger with a second patty, the double cheeseburger, the
 * double espresso), at that reading's grams, where that is one heavier item; false otherwise (decision 023, "Readings
 * left open, a second round").
 */
function doubled(ctx: Context, draft: Draft, phrase: string): boolean {
  const words = withoutFillers(phrase).split(" ");
  const double = words.filter((w) => DOUBLE_WORD.test(w));
  if (double.length !== 1) return false;
  const rest = words.filter((w) => !DOUBLE_WORD.test(w) && !SIZE_FILLERS.has(w) && !SIZE_VERBS.has(w)).join(" ");
  const r = read(ctx, rest);
  if (r.quantity) return false;
  const index = r.reference.kind === "none" && ctx.items.length === 1 ? 0 : target(ctx, r.reference, phrase);
  const item = ctx.items[index]!;
  if (!item.foodId || /\d/.test(item.text ?? "")) return false;
  for (const said of [item.text, item.name]) {
    if (!said) continue;
    const read = analyse(ctx, `${double[0]} ${said}`);
    const next = read.items[0];
    if (read.items.length !== 1 || read.unmatched.length > 0 || !next?.foodId || !(next.grams > item.grams)) continue;
    draft.replace(index, [{ ...next, portionAssumed: item.portionAssumed }]);
    return true;
  }
  return false;
}

/**
 * "кефир 1%", "творог 9%", "на самом деле 0%", "skim milk", "it was skim", "greek yogurt": the remark names another
 * kind of an item's food (its fat, its milk, its style). Read alone, or with the item's name around it, it is one
 * food that shares a name with the item; that food takes the item's place at the item's grams. False when no one
 * item reads so.
 */
function variant(ctx: Context, draft: Draft, phrase: string): boolean {
  const said = withoutFillers(phrase)
    .split(" ")
    .filter((w) => !SIZE_FILLERS.has(w) && !SIZE_VERBS.has(w))
    .join(" ");
  // "more milk", "поменьше кефира" ask for an amount, and a remark of only the item's own name says no other kind.
  if (!said || /(?:^| )(?:more|less|fewer|больше|меньше|побольше|поменьше)(?= |$)/.test(phrase)) return false;
  const saidStems = wordStems(ctx, said);
  const found: { index: number; item: CorrectionItem }[] = [];
  // "coffee was black" of a coffee: every word is one of the item's own names, which says what the meal says.
  const same: number[] = [];
  ctx.items.forEach((item, index) => {
    if (saidStems.length > 0 && saidStems.every((stem) => ctx.stems[index]!.has(stem))) {
      same.push(index);
      return;
    }
    // A dish of several foods ("кофе с молоком") is not one food's kind: "oat milk" would drop its coffee.
    if (!item.foodId || isComposite(item)) return;
    const base = item.name
      .split(" ")
      .filter((w) => !/\d/.test(w))
      .join(" ");
    // The item's own name is in the new food's name ("кефир" of "кефир 1%"), not only among its synonyms: "рис" is
    // no buckwheat, a pear (an "apple pear" elsewhere) no apple.
    const own = [...stemsOf(ctx.db, { ...item, name: base, foodId: null, text: "" })];
    // The item as typed names it too: "large coke" read as the catalog's "cola", and "the coke was diet" is a diet
    // coke, whose names say coke; only the catalog's name was tried, and "cola coke diet" read as a whiskey and diet
    // cola took its place.
    const typed = wordStems(ctx, item.text ?? "").filter((stem) => !SIZE_WORD.test(stem));
    const namedBy = (stems: ReadonlySet<string>) =>
      namesTheItem(ctx, own, base, stems) || (typed.length === 1 && stems.has(typed[0]!));
    // "the latte was skim" of a "large iced latte": the new words before the item as typed, "skim iced latte".
    const typedText = normaliseCorrection(item.text ?? "")
      .split(" ")
      .filter((w) => !SIZE_WORD.test(w) && !/\d/.test(w));
    const extra = said.split(" ").filter((w) => !wordStems(ctx, w).every((stem) => ctx.stems[index]!.has(stem)));
    const before = extra.length > 0 && typedText.length > 0 ? [`${extra.join(" ")} ${typedText.join(" ")}`] : [];
    for (const text of [said, ...before, `${base} ${said}`, `${said} ${base}`]) {
      const read = analyse(ctx, text);
      const next = read.items[0];
      // The remark read alone as the item's own food says no kind the catalog knows: "the coffee was decaf" is
      // coffee, and "coffee coffee decaf" had put FNDDS's "Coffee, NS as to type" in its place.
      if (text === said && read.items.length === 1 && next?.foodId === item.foodId) return;
      if (read.items.length !== 1 || read.unmatched.length > 0 || !next?.foodId || next.foodId === item.foodId)
        continue;
      // Of a name of several words, its head is enough where the new food's own name has it: "йогурт фруктовый" (a
      // strawberry yogurt) + "йогурт был греческий".
      if (!namedBy(stemsOf(ctx.db, { ...next, foodId: null, text: "" }))) continue;
      found.push({ index, item: next });
      return;
    }
  });
  if (found.length === 0 && same.length === 1) {
    draft.restated = true;
    return true;
  }
  if (found.length !== 1) return false;
  const { index, item } = found[0]!;
  const before = ctx.items[index]!;
  draft.replace(index, [
    { ...atGrams(ctx, { ...item, grams: 0 }, before.grams), portionAssumed: before.portionAssumed },
  ]);
  return true;
}

/**
 * Whether a phrase reads as one food that is a kind of the item ("суп с лапшой" of a chicken soup): the item's own
 * name is in the food's names. "С лапшой" said of a soup is which soup it was, not 200 g of noodles beside it.
 */
function kindOf(ctx: Context, index: number, phrase: string): boolean {
  const read = analyse(ctx, phrase);
  const item = ctx.items[index]!;
  if (read.items.length !== 1 || !read.items[0]!.foodId || read.items[0]!.foodId === item.foodId) return false;
  const own = [...stemsOf(ctx.db, { ...item, foodId: null, text: "" })];
  // Of a dish of several words, its head will do ("блины с мясом" of "блинчики с творогом").
  return namesTheItem(ctx, own, item.name, stemsOf(ctx.db, { ...read.items[0]!, text: "" }));
}

/**
 * Whether a food whose names stem to `stems` is a kind of an item whose own name (`name`) stems to `own`: it holds
 * all of them, or, of a name of several words, its first word, the head ("йогурт" of "йогурт фруктовый").
 */
function namesTheItem(ctx: Context, own: readonly string[], name: string, stems: ReadonlySet<string>): boolean {
  const head = wordStems(ctx, headWord(name));
  const byHead = own.length > 1 && head.length === 1 && stems.has(head[0]!);
  return own.length > 0 && (own.every((stem) => stems.has(stem)) || byHead);
}

/**
 * The head of a dish's name: a Russian name's first word, an English one's last unless foods are joined in it
 * ("sandwich" of "turkey sandwich", "pasta" of "pasta with tomato sauce").
 */
function headWord(name: string, words: readonly string[] = name.split(" ")): string {
  return (isCyrillic(name) || JOINED.test(name) ? words[0] : words[words.length - 1]) ?? "";
}

/** The stems of a phrase's words, as the meal text reads them. */
function wordStems(ctx: Context, phrase: string): string[] {
  return classify(ctx.db, phrase).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
}

/** The count of eggs an egg dish's text gives: "омлет из 2 яиц", "omelette of 3 eggs", "3 egg omelette". */
const EGGS_IN_TEXT =
  /(?:(?:^|\s)(?:из|of)\s+(\S+)(?=\s+(?:яиц|яйца|белков|eggs|egg whites)(?:\s|$)))|^(\S+)(?=\s+egg\s)/;
/** A remark of a count of eggs alone: "из трёх", "of 4", "3 eggs", "яиц было три", "it was 3 eggs". */
const EGG_COUNT_REMARKS = [
  /^(?:(?:it was|it's|это было)\s+)?(?:(?:из|of)\s+)?(\S+)(?:\s+(?:яиц|яйца|eggs))?$/,
  /^(?:яиц|eggs)\s+(?:было|были|was|were)\s+(\S+)$/,
];

/**
 * "омлет из 2 яиц" + "из трёх", "3 egg omelette" + "it was 4 eggs": a count said of an egg dish whose text counts its
 * eggs is a count of eggs, the dish read again with it; it was a count of omelettes (three 122 g omelettes, 699 kcal).
 * False when the meal has no such dish, or more than one.
 */
function eggCount(ctx: Context, draft: Draft, phrase: string): boolean {
  const said = EGG_COUNT_REMARKS.map((re) => re.exec(phrase)?.[1]).find((w) => w !== undefined);
  const count = said === undefined ? undefined : (parseNumber(said) ?? NUMBER_WORDS[said]);
  if (count === undefined || !Number.isInteger(count) || count < 1 || count > 12) return false;
  const dishes = ctx.items.flatMap((item, index) => {
    const m = EGGS_IN_TEXT.exec(item.text ?? "");
    return m && item.foodId ? [{ item, index, m }] : [];
  });
  if (dishes.length !== 1) return false;
  const { item, index, m } = dishes[0]!;
  const counted = m[1] ?? m[2]!;
  const at = m.index + m[0].lastIndexOf(counted);
  const text = `${item.text!.slice(0, at)}${count}${item.text!.slice(at + counted.length)}`;
  const read = analyse(ctx, text);
  if (read.items.length !== 1 || read.items[0]!.foodId !== item.foodId) return false;
  draft.replace(index, [read.items[0]!]);
  return true;
}

/**
 * "оливье без майонеза", "burger no onions": an item named and what it was without, taken off that item only
 * ("котлета без майонеза" takes no mayonnaise out of the olivier beside it). "чай с сахаром две ложки", "суп был с
 * лапшой", "toast with butter": an item named and what went with it, added to the meal, or, where the two read as one
 * kind of the item, that kind in its place. False when the remark is neither.
 */
function withOrWithout(ctx: Context, draft: Draft, what: string): boolean {
  const without = /^(.+?) (?:без|without|no) (.+)$/.exec(what);
  if (without) {
    const said = without[1]!;
    const part = without[2]!;
    const whole = read(ctx, said);
    const subject = whole.reference.kind === "item" || whole.reference.kind === "part" ? whole.reference.index : -1;
    const of = read(ctx, part).reference;
    const plain = plainTable(ctx, part);
    const foodId = subject >= 0 ? ctx.items[subject]!.foodId : null;
    const ofSubject =
      subject >= 0 &&
      (((of.kind === "item" || of.kind === "part") && of.index === subject) ||
        (!!plain && !!foodId && plain[foodId] !== undefined));
    // Where the dish was laid out as its parts, its name names no item now but still the dish.
    const stems = wordStems(ctx, said);
    const laidOut = stems.length > 0 && stems.every((stem) => ctx.laidOut?.has(stem));
    if ((ofSubject || laidOut) && !whole.quantity) {
      removeAll(ctx, draft, part);
      return true;
    }
  }
  const joined = /^(.+?)(?: (?:был[аио]?|were|was|came))? (с|со|with) (.+)$/.exec(what);
  if (!joined) return false;
  const said = joined[1]!;
  const rest = joined[3]!;
  const item = read(ctx, said);
  if (item.reference.kind !== "item" || item.quantity || analyse(ctx, rest).items.length === 0) return false;
  const together = `${said} ${joined[2]} ${rest}`;
  // "плов был с говядиной" read as the plov the meal has, "суп был с лапшой" of a noodle soup: what went with it is
  // in the dish already, or is a kind of it the catalog does not know; 120 g of beef had been added beside the plov.
  const same = analyse(ctx, together).items;
  if (same.length === 1 && same[0]!.foodId === ctx.items[item.reference.index]!.foodId) {
    const stems = ctx.stems[item.reference.index]!;
    if (!wordStems(ctx, rest).every((stem) => stems.has(stem))) throw new Refusal("not-understood", rest);
    draft.restated = true;
    return true;
  }
  if (kindOf(ctx, item.reference.index, together)) replaceFood(ctx, draft, said, together);
  else addFoods(ctx, draft, rest);
  return true;
}

function apply(ctx: Context, draft: Draft, frame: Frame): void {
  const set = frame.op === "set";
  if (
    set &&
    (eggCount(ctx, draft, frame.what) ||
      plainKind(ctx, draft, frame.what) ||
      resize(ctx, draft, frame.what) ||
      doubled(ctx, draft, frame.what))
  )
    return;
  if (frame.op === "set") {
    try {
      setAmount(ctx, draft, frame.what);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // "it was a pear", "это была груша" of a meal of one item: another food in its place.
      const other = /^(?:it was|it's|its|that was|это был[аио]?|это) (?:a |an )?(.+)$/.exec(frame.what);
      const said = other && ctx.items.length === 1 && error.partOf === undefined ? other[1]! : undefined;
      const named = said ? analyse(ctx, said) : undefined;
      if (said && named && named.items.length > 0 && named.unmatched.length === 0) {
        replaceFood(ctx, draft, ctx.items[0]!.name, said);
        return;
      }
      if (withOrWithout(ctx, draft, frame.what)) return;
      if (error.reason !== "not-understood" || !variant(ctx, draft, frame.what)) throw error;
    }
    return;
  }
  if (frame.op === "relative") changeBy(ctx, draft, frame.what, frame.amount, frame.sign);
  else if (frame.op === "scale") scale(ctx, draft, frame.what, frame.factor);
  else if (frame.op === "remove") removeAll(ctx, draft, frame.what);
  else if (frame.op === "add") addFoods(ctx, draft, frame.what);
  else if (frame.op === "replace") replaceFood(ctx, draft, frame.old, frame.new);
  else replaceRun(ctx, draft, frame.words);
}

/**
 * "рис 150 и без соуса", "no onions, extra cheese": a remark read whole first; one that is refused whole is read as
 * its clauses, each with its own frame, applied in turn. Every clause must be read, or the remark's first refusal
 * stands: no remark is half-applied (decision 023).
 */
function applyRemark(ctx: Context, text: string): Draft {
  const frame = frameOf(text);
  if (!frame) throw new Refusal("not-understood", text);
  const draft = new Draft(ctx);
  try {
    apply(ctx, draft, frame);
    return draft;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const clauses = text.split(/, (?:и |and )?| и | and /).filter((c) => c.length > 0);
    if (clauses.length < 2) throw error;
    const byClause = new Draft(ctx);
    for (const clause of clauses) {
      const each = frameOf(clause);
      if (!each) throw error;
      try {
        const before = byClause.changes.length;
        apply(ctx, byClause, each);
        if (byClause.changes.length === before) throw error;
      } catch (inner) {
        if (inner instanceof Refusal) throw error;
        throw inner;
      }
    }
    return byClause;
  }
}

const kcalOf = (items: readonly CorrectionItem[]) => items.reduce((sum, it) => sum + it.calories, 0);

/**
 * A dish of the catalog's recipes laid out as its ingredients, each at its share of the dish's grams ("курица с
 * рисом" 250 g: rice 150 g, chicken breast 100 g), so that a remark about one part changes that part only. Only
 * where the parts add up to the dish's energy (a recipe with no boiling off or soaking up): otherwise undefined.
 */
function partsOf(ctx: Context, item: CorrectionItem): CorrectionItem[] | undefined {
  const food = item.foodId ? ctx.db.byId.get(item.foodId) : undefined;
  if (!food?.components || food.components.length < 2 || !(item.grams > 0)) return undefined;
  const parts: CorrectionItem[] = [];
  for (const { id, share } of food.components) {
    const part = ctx.db.byId.get(id);
    if (!part) return undefined;
    const name = (ctx.lang === "ru" ? part.namesRu[0] : part.namesEn[0]) ?? part.id;
    const empty: CorrectionItem = { foodId: part.id, name, grams: 0, calories: 0, protein: 0, fat: 0, carbs: 0 };
    const next = atGrams(
      ctx,
      item.micronutrients ? { ...empty, micronutrients: micronutrientsIn(part.per100g, 0) } : empty,
      item.grams * share,
    );
    parts.push({ ...next, text: name });
  }
  const kcal = kcalOf(parts);
  return Math.abs(kcal - item.calories) <= Math.max(5, item.calories * 0.05) ? parts : undefined;
}

/**
 * Applies a correction typed in words to an analysed meal and says what changed. A remark it cannot read, a food
 * the meal does not have, an amount that could be any of several items, or a result past one meal's ceiling leaves
 * the items as they were and says why (docs/decisions/023-correction-in-words.md).
 */
export function correctMealItems(
  items: readonly CorrectionItem[],
  correction: string,
  options: CorrectionOptions = {},
): CorrectionResult {
  const db = getDatabase();
  const list = [...items];
  const refuse = (reason: CorrectionFailure, words: string): CorrectionResult => ({
    understood: false,
    reason,
    words,
    items: list,
    origins: list.map((_, i) => i),
    changes: [],
    unmatched: [],
  });
  const text = normaliseCorrection(typeof correction === "string" ? correction : "");
  if (text.length === 0) return refuse("not-understood", "");
  const names = list.map((it) => it.name).join(" ");
  const ctx: Context = {
    db,
    items: list,
    lang: options.lang ?? (names.trim() ? detectLang(names) : detectLang(text)),
    english: !isCyrillic(text),
    stems: list.map((it) => stemsOf(db, it)),
  };
  let draft: Draft;
  try {
    draft = applyRemark(ctx, text);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // A remark about one part of a dish read as one: the dish as its parts, and the remark applied to them.
    const parts = error.partOf !== undefined ? partsOf(ctx, list[error.partOf]!) : undefined;
    if (!parts) return refuse(error.reason, error.words);
    const split = [...list.slice(0, error.partOf), ...parts, ...list.slice(error.partOf! + 1)];
    const from = [
      ...list.map((_, i) => i).slice(0, error.partOf),
      ...parts.map(() => null),
      ...list.map((_, i) => i).slice(error.partOf! + 1),
    ];
    const inner: Context = {
      ...ctx,
      items: split,
      stems: split.map((it) => stemsOf(db, it)),
      laidOut: stemsOf(db, list[error.partOf!]!),
    };
    // The dish's word for a part the part's own names lack ("курицей" of "гречка с курицей" is the chicken breast):
    // a word naming a food that shares more names with one part than with any other.
    const partStems = inner.stems.slice(error.partOf, error.partOf! + parts.length);
    // A part is named by the names of the catalog's rows it shares a name with too («брынза» of the feta).
    for (const [k, part] of parts.entries()) {
      const food = part.foodId ? db.byId.get(part.foodId) : undefined;
      if (!food) continue;
      for (const name of namesOfTheSameFood(inner, food)) for (const s of namesStems(inner, name)) partStems[k]!.add(s);
    }
    // Its name and its words as typed: "toast" of "toast with butter", read as bread and butter.
    const dish = list[error.partOf!]!;
    for (const e of classify(db, `${dish.name} ${dish.text ?? ""}`)) {
      if (e.kind !== "word" || partStems.some((stems) => stems.has(e.stem))) continue;
      const named = matchFoods(db, [e]).map((m) =>
        stemsOf(db, { ...parts[0]!, foodId: m.food.id, name: "", text: "" }),
      );
      // The part sharing most of its names ("chicken", "курин" of a chicken breast, not "cooked" of buckwheat).
      const shared = partStems.map((stems) =>
        Math.max(0, ...named.map((n) => [...n].filter((w) => stems.has(w)).length)),
      );
      const best = Math.max(...shared);
      if (best > 0 && shared.filter((n) => n === best).length === 1) partStems[shared.indexOf(best)]!.add(e.stem);
    }
    try {
      draft = applyRemark(inner, text);
    } catch (again) {
      if (again instanceof Refusal) return refuse(again.reason, again.words);
      throw again;
    }
    draft.origins = draft.origins.map((o) => (o === null ? null : from[o]!));
    draft.changes.unshift({
      kind: "replaced",
      name: list[error.partOf!]!.name,
      to: parts.map((p) => p.name).join(", "),
      grams: list[error.partOf!]!.grams,
    });
  }
  if (draft.changes.length === 0) return refuse(draft.restated ? "unchanged" : "not-understood", text);
  const kcal = kcalOf(draft.items);
  const tooMuch = kcal > MEAL_KCAL_CEILING && kcal > kcalOf(list);
  if (tooMuch || draft.items.some((it) => !(it.grams > 0) || it.grams > MAX_ITEM_GRAMS)) {
    return refuse("implausible", text);
  }
  return {
    understood: true,
    items: draft.items,
    origins: draft.origins,
    changes: draft.changes,
    unmatched: draft.unmatched,
  };
}
