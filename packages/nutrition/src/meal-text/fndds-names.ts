// Stage 2b of reading a meal text (see ../analyze.ts): English words that name a dish the catalog has no row for
// ("chicken pot pie", "beef stroganoff") are read as the FNDDS food whose description holds them all (../fndds.ts).
import { DISHES_WITH_THEIR_MEAT } from "../catalog/index";
import {
  aliasKey,
  correctStem,
  type Database,
  type Food,
  fnddsCodeOf,
  fnddsFoodId,
  NUTRIENT_KEYS,
  servedAsItem,
} from "../database";
import {
  brandItemGrams,
  FILLER,
  findFnddsName,
  fnddsHasWord,
  fnddsName,
  fnddsNameBegins,
  fnddsNameHolds,
  fnddsReadsInAnotherForm,
  fnddsRecord,
  namedAlsoRecord,
  namedItemGrams,
  namesBrandItems,
  PROVENANCE,
} from "../fndds";
import { isCyrillic, latinStems, stem } from "../text";
import type { Element } from "./elements";
import {
  type FoodMatch,
  isMeat,
  isRawFruit,
  pluralBeforeItsHead,
  setOnAgainstNames,
  weighedEachApart,
} from "./food-spans";
import { PREPARATION_STEMS, SIZE_STEMS } from "./modifiers";

/** Measure words that name a container a product is sold in, and so which of its records is meant. */
const CONTAINERS: ReadonlySet<string> = new Set(["bottle", "can", "packet", "bag", "container"]);

/** FNDDS descriptions are rarely typed longer than this. */
const MAX_NAME_WORDS = 6;

const isNameWord = (e: Element | undefined): e is Extract<Element, { kind: "word" }> =>
  e?.kind === "word" && !e.note && !e.stem.startsWith("#") && !isCyrillic(e.stem);

/**
 * "fried" names a food as much as it describes one: a fried vegetable or fish is battered and holds its frying oil
 * (FNDDS's "Fried cauliflower" is 215 kcal per 100 g, cauliflower 25), so a name that says it explains more than the
 * plain food's. Boiling, baking or grilling leave a food close to itself ("baked salmon" stays the catalog's salmon).
 */
const NAMING_PREPARATION: ReadonlySet<string> = new Set([stem("fried")]);

/** Words that name the food rather than how it was cooked or how big it was. */
/** The words a food is said to go into another with ("whey in almond milk", "granola into yogurt"). */
const STIRRED_IN: ReadonlySet<string> = new Set(["in", "into"].map((w) => stem(w)));

function namingWords(elements: Element[], from: number, to: number): number {
  let n = 0;
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    // "restaurant", "homemade", "leftover" say where a food came from, not which it is (fndds.ts, PROVENANCE).
    if (e.kind !== "word" || SIZE_STEMS.has(e.stem) || PROVENANCE.has(e.stem)) continue;
    if (!PREPARATION_STEMS.has(e.stem) || NAMING_PREPARATION.has(e.stem)) n++;
  }
  return n;
}

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
/** FNDDS's record of a food so prepared differs from the catalog's food by more than this factor in energy. */
const PREPARED_ENERGY_RATIO = 1.5;

/**
 * Whether a cooking word typed beside one catalog food names another food: FNDDS's record of the food so prepared
 * ("Apple, baked" is sweetened, 112 kcal per 100 g against 52; "Mussels, raw" 86 against the catalog's cooked 172)
 * differs from the catalog's food by more than PREPARED_ENERGY_RATIO. Where they are close ("baked salmon") the
 * catalog's food stays and reads the word itself.
 */
function preparedOtherwise(db: Database, elements: Element[], a: number, b: number, inside: FoodMatch[]): boolean {
  if (inside.length !== 1) return false;
  const [m] = inside as [FoodMatch];
  if (m.food.id.startsWith("fndds-") || m.fuzzyWords > 0) return false;
  const words = elements.slice(a, b);
  if (words.some((e) => e.kind !== "word")) return false;
  const outside = words.filter((_, k) => a + k < m.from || a + k >= m.to) as Extract<Element, { kind: "word" }>[];
  if (outside.length === 0 || !outside.every((e) => PREPARATION_STEMS.has(e.stem))) return false;
  const stems = words.map((e) => (e as Extract<Element, { kind: "word" }>).stem);
  const code = findFnddsName(stems);
  // Only FNDDS's record of the food itself, prepared so ("Apple, baked"), never a dish of it ("Lobster with bread
  // stuffing, baked"): the description's first part holds no word that was not typed.
  const first = code ? fnddsName(code)?.split(",")[0] : undefined;
  const firstWords =
    first
      ?.toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean) ?? [];
  if (!code || firstWords.length === 0 || !firstWords.every((w) => stems.includes(stem(w)))) return false;
  const fndds = db.byId.get(fnddsFoodId(code));
  const theirs = fndds?.per100g[KCAL];
  const ours = m.food.per100g[KCAL];
  if (theirs === undefined || ours === undefined || theirs <= 0 || ours <= 0) return false;
  return Math.max(theirs / ours, ours / theirs) > PREPARED_ENERGY_RATIO;
}

/**
 * FNDDS codes the kinds of one dish under one stem of its food code ("Rice, fried, …" 58150xxx, "Quesadilla, …"
 * 58104xxx); the stem holds other dishes too, which the catalog name typed whole tells apart.
 */
const KIND_CODE_DIGITS = 5;
const catalogKinds = new WeakMap<Database, Map<string, Food[]>>();
const PLATED: ReadonlySet<string> = new Set(["plate", "bowl", "serving"]);

/**
 * A kind of a plated dish the catalog has a row for, read from FNDDS ("chicken fried rice", "shrimp pad thai"), is
 * served as the catalog serves that dish (a plate of fried rice 250 g), not at FNDDS's survey average of its own
 * record (a cup, 198 g): the kind changes what is in it, not how much of it comes. The
 * catalog's dish is the row whose FNDDS code has the same stem and whose English name was typed whole.
 */
function servedAsItsKind(db: Database, food: Food, typed: readonly string[]): Food {
  let kinds = catalogKinds.get(db);
  if (!kinds) {
    kinds = new Map();
    for (const f of db.foods) {
      if (!/^fn:\d{8}$/.test(f.source)) continue;
      const key = f.source.slice(3, 3 + KIND_CODE_DIGITS);
      kinds.set(key, [...(kinds.get(key) ?? []), f]);
    }
    catalogKinds.set(db, kinds);
  }
  // The same record first, then the catalog dish of the longest name typed ("chicken taco salad" is a taco salad).
  let dish: Food | undefined;
  let best = 0;
  for (const f of kinds.get(food.source.slice(3, 3 + KIND_CODE_DIGITS)) ?? []) {
    for (const name of f.namesEn) {
      const words = name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(stem);
      if (words.length === 0 || !words.every((w) => typed.includes(w))) continue;
      const score = f.source === food.source ? Number.POSITIVE_INFINITY : words.length;
      if (score > best) {
        best = score;
        dish = f;
      }
    }
  }
  const portion = dish ? (dish.portionEn ?? dish.portion) : undefined;
  // A plated dish only: an item's weight is the item's own ("fried chicken sandwich" is FNDDS's 140 g sandwich, not
  // the catalog's 200 g club sandwich).
  return portion && PLATED.has(portion.unit) ? { ...food, portion } : food;
}

/**
 * Name words from `k` on, and commas between them, then an "and" before any other word or mark: a list closed by
 * "and" ("beans, rice and sour cream").
 */
function listGoesOnToAnd(elements: Element[], k: number, comma: (e: Element | undefined) => boolean): boolean {
  if (!isNameWord(elements[k])) return false;
  while (isNameWord(elements[k]) || (comma(elements[k]) && isNameWord(elements[k + 1]))) k++;
  const e = elements[k];
  return e?.kind === "connector" && e.and && isNameWord(elements[k + 1]);
}

/**
 * "chili with beans, a cup": a measure said alone after a comma that ends the phrase measures the whole phrase, as one
 * before it does ("a cup of chili with beans"), not the last food of it.
 */
function measuredAfterComma(elements: Element[], b: number, comma: (e: Element | undefined) => boolean): boolean {
  if (!comma(elements[b])) return false;
  let k = b + 1;
  if (elements[k]?.kind === "number") k++;
  const end = elements[k + 1];
  return elements[k]?.kind === "unit" && (end === undefined || end.kind === "separator");
}

/**
 * "rice and peas 200 g", "beans and rice 300g": two foods joined by "and", begun where a phrase begins, then one
 * amount that ends the phrase. The amount weighs the pair where FNDDS keeps the two as one dish, as one said before it
 * does ("200 g rice and peas"), and the record found must then join the two (see its use); where FNDDS has no such
 * dish the amount stays the last food's, the food just before it, and the first keeps its usual portion ("гречка и
 * котлета 200 г": a 200 g cutlet; decision 024, follow-up: one amount after two foods).
 */
function weighedAsAPair(elements: Element[], a: number, b: number, text: string): boolean {
  const before = elements[a - 1];
  if (before !== undefined && before.kind !== "separator") return false;
  if (!andIn(elements, a, b) || !onlyAndIn(elements, a, b)) return false;
  let k = b;
  if (elements[k]?.kind === "number") k++;
  if (elements[k]?.kind === "unit") k++;
  const end = elements[k];
  // "rice and peas 200 g each" weighs each food (quantities.ts, eachOfTheList), not the pair.
  const each = k > b && /^\s*(?:of\s+)?each\b/i.test(text.slice(elements[k - 1]!.end));
  return k > b && !each && elements[b]?.kind === "number" && (end === undefined || end.kind === "separator");
}

/**
 * Whether an FNDDS description is the typed foods together and no third: its words joined by "and" or "with", and no
 * other food named in its first part or in a part that begins "with" ("Rice, white, with peas, NS as to fat").
 */
function recordOfThePair(db: Database, description: string, stems: readonly string[]): boolean {
  if (!/\b(?:and|with)\b/i.test(description)) return false;
  const parts = description.toLowerCase().split(",");
  const naming = [parts[0]!, ...parts.slice(1).filter((p) => /^\s*with\b/.test(p))].join(" ");
  return naming
    .split(/[^a-z]+/)
    .filter(Boolean)
    .every((w) => stems.includes(stem(w)) || !db.aliases.has(aliasKey([stem(w)])));
}

/**
 * "a cup of chili with beans": a catalog food of the phrase whose own FNDDS record already holds every word typed (the
 * catalog's chili is FNDDS's "Chili con carne with beans") is the dish meant, before a relative the name search finds
 * shorter ("Chili with beans, without meat").
 */
function madeWithWhatWasTyped(inside: readonly FoodMatch[], stems: readonly string[]): Food | undefined {
  for (const m of inside) {
    const code = fnddsCodeOf(m.food.source);
    if (code !== undefined && fnddsNameHolds(code, stems)) return m.food;
  }
  return undefined;
}

/**
 * "sour cream and onion chips": the words before the last joined by "and" are a flavour where FNDDS's record of the
 * last names them so ("Potato chips, sour cream and onion flavored"), not foods beside it.
 */
function flavourJoined(elements: Element[], a: number, b: number, text: string): boolean {
  if (b - 2 < a || elements[b - 1]?.kind !== "word") return false;
  if (!onlyAndIn(elements, a, b)) return false;
  const stems = runStems(elements, a, b);
  const code = findFnddsName(stems, [stems.at(-1)!]);
  const name = code ? fnddsName(code)?.toLowerCase() : undefined;
  const phrase = text.slice(elements[a]!.start, elements[b - 2]!.end).toLowerCase();
  return name?.includes(`${phrase} flavor`) === true;
}

/** Whether every word of a food's name is a word of the FNDDS record's description ("jerky" of "Beef jerky"). */
function brandOf(name: string, code: string): boolean {
  return fnddsNameHolds(code, latinStems(name));
}

/** A fix may give a word as several stems, space-separated ("meat loaf" for "meatloaf", spelledApart). */
function runStems(elements: Element[], a: number, b: number, fix?: (k: number) => string | undefined): string[] {
  return elements
    .slice(a, b)
    .flatMap((e, k) =>
      e.kind === "word"
        ? (fix?.(a + k) ?? e.stem).split(" ")
        : e.kind === "unit" && e.stem !== undefined
          ? [e.stem]
          : [],
    );
}

/**
 * "meatloaf tv dinner", "meatloaf frozen meal": a catalog food typed as one word that FNDDS writes as two, which the
 * catalog also lists by that spelling ("meatloaf; meat loaf"), is looked up in FNDDS by its words apart. FNDDS holds no
 * "meatloaf", so the frozen meal was found for "tv dinner" alone and counted beside a slice of meatloaf.
 */
function spelledApart(elements: Element[], inside: readonly FoodMatch[], text: string, k: number): string | undefined {
  const e = elements[k];
  const m = inside.find((x) => x.from === k && x.to === k + 1);
  if (!m || e?.kind !== "word" || fnddsHasWord(e.stem)) return undefined;
  const typed = text.slice(e.start, e.end).toLowerCase();
  const apart = m.food.namesEn.find((n) => /\s/.test(n.trim()) && n.toLowerCase().replace(/\s+/g, "") === typed);
  return apart ? latinStems(apart).join(" ") : undefined;
}

/**
 * FNDDS's record named by a run once its words no food was read from are corrected as the catalog's vocabulary corrects
 * a typo ("califronia roll" → "california roll"): a name FNDDS alone holds was never looked up corrected, so the word
 * beside its typo ("roll") was read on its own, eight 40 g bread rolls for "8 pc califronia roll". Tried only where
 * the run as typed names no record, so a word FNDDS spells as typed ("horchata") is never corrected away.
 */
function unreadTypoName(
  db: Database,
  elements: Element[],
  a: number,
  b: number,
  inside: FoodMatch[],
  container: string | undefined,
): string | undefined {
  let corrected = false;
  const fix = (k: number) => {
    const e = elements[k];
    if (e?.kind !== "word" || e.note || inside.some((m) => k >= m.from && k < m.to)) return undefined;
    const better = e.slip ?? correctStem(db, e.stem);
    if (better === null || better === e.stem) return undefined;
    corrected = true;
    return better;
  };
  const stems = runStems(elements, a, b, fix);
  return corrected ? findFnddsName(stems, undefined, container) : undefined;
}

/**
 * Over "and", a run never ends on a describing word, no food of its own, typed right before another food's name: the
 * word describes that food. "rice and sweet bread" was FNDDS's sweet rice, and the bread after it then took the whole
 * phrase as its English compound, the rice lost. A food typed there ("sausage egg and cheese croissant") may still end
 * the run: the fillings of the item named after them.
 */
function endsOnTheNextFoodsWord(elements: Element[], a: number, b: number, out: FoodMatch[]): boolean {
  const last = elements[b - 1];
  if (last?.kind !== "word" || !onlyAndIn(elements, a, b)) return false;
  if (out.some((m) => m.from <= b - 1 && m.to > b - 1)) return false;
  return out.some((m) => m.from === b);
}

/** The words typed before the run's first "with" (an "and" may join a head: "sweet and sour chicken"). */
function headWordsOf(elements: Element[], a: number, b: number): string[] {
  const withAt = elements.findIndex((e, k) => k >= a && e.kind === "connector" && !e.and);
  const firstJoin = withAt < 0 || withAt > b ? b : withAt;
  return elements
    .slice(a, firstJoin)
    .filter((e) => e.kind === "word")
    .map((e) => (e as Extract<Element, { kind: "word" }>).stem);
}

/** Words of an FNDDS item's description beyond those typed that still leave it the item named ("spread", "lettuce"). */
const MAX_UNSAID_FILLING = 2;

/**
 * "green bean casserole cranberry sauce": a list typed without commas (no "with" or "and" in it) whose record
 * is found as well without the food that ends the run, and holds none of its words, leaves that food out; it is no
 * dish of them all (the cranberry sauce was lost in FNDDS's "Green bean casserole"). A shorter run is tried next. A
 * food the record names by its kind stays ("greek yogurt strawberry" is FNDDS's Greek yogurt with fruit, which the
 * words before the strawberry do not find).
 */
function foodLeftOut(
  code: string,
  description: string,
  elements: Element[],
  inside: readonly FoodMatch[],
  from: number,
  end: number,
): boolean {
  const last = inside.find((m) => m.to === end && m.from > from);
  if (!last) return false;
  const named = new Set(latinStems(description));
  const words = elements.slice(last.from, last.to).filter((e) => e.kind === "word" && !FILLER.has(e.stem));
  if (words.length === 0 || words.some((e) => e.kind === "word" && named.has(e.stem))) return false;
  return findFnddsName(runStems(elements, from, last.from)) === code;
}

/** A piece lighter than this is a bite of a dish ("nacho", 7 g), not an item that holds a filling. */
const MIN_ITEM_GRAMS = 60;
/** Size words FNDDS puts between the count and the item's noun ("small burrito", "extra large burrito"). */
const ITEM_SIZE_WORDS = "(?:(?:small|medium|large|extra large|regular|regular size)\\s+)?";

/**
 * "a chicken burrito with rice and beans", "a sandwich with ham and cheese": a dish FNDDS weighs as one item counted
 * by the noun typed before "with" ("small burrito", "quesadilla, any size", "sandwich") holds what follows the
 * "with" inside it, so FNDDS's record of the item so filled is meant even where the catalog knows every part. A plated
 * dish weighed by the cup or the bite ("chicken curry with rice", "nachos with sour cream") and a dish FNDDS cuts in pieces
 * to share ("pizza with pepperoni": "piece, NFS") stay the catalog's list (decision 024).
 */
function filledItem(elements: Element[], a: number, b: number, inside: readonly FoodMatch[]): boolean {
  const head = headWordsOf(elements, a, b).at(-1);
  if (head === undefined) return false;
  // Only an item the catalog too counts by the piece is looked up (a burrito, a sandwich, a taco).
  const withAt = elements.findIndex((e, k) => k >= a && e.kind === "connector" && !e.and);
  const headFood = inside.find((m) => m.from < withAt && m.to === withAt)?.food;
  if (headFood?.portion.unit !== "piece") return false;
  const typed = runStems(elements, a, b);
  const code = findFnddsName(typed, [head]);
  const record = code ? fnddsRecord(code) : undefined;
  if (!record || record.portions.some(([label]) => /^piece\b/i.test(label))) return false;
  // A record that fills the item with much that was not typed is another item ("a turkey sandwich with lettuce and
  // tomato" is no turkey submarine with cheese).
  const unsaid = new Set(latinStems(record.name).filter((w) => !typed.includes(w) && !FILLER.has(w)));
  if (unsaid.size > MAX_UNSAID_FILLING) return false;
  const counted = new RegExp(`^${ITEM_SIZE_WORDS}([a-z]+)`, "i");
  return record.portions.some(([label, grams]) => {
    const noun = counted.exec(label.toLowerCase())?.[1];
    return grams >= MIN_ITEM_GRAMS && noun !== undefined && stem(noun) === head;
  });
}

/** Breads FNDDS fills as one item, by the noun typed last ("ham and cheese croissant", "egg and cheese bagel"). */
const FILLED_BREADS: ReadonlySet<string> = new Set(
  ["croissant", "bagel", "muffin", "biscuit", "roll", "bun"].map(stem),
);

/**
 * "ham and cheese croissant", "bacon and egg croissant", "egg and cheese bagel": fillings joined by "and" before the
 * bread they are in name FNDDS's record of that bread so filled ("Croissant sandwich, filled with ham and cheese"),
 * even where the catalog knows every part. Read as a list, the filling typed next to the bread was taken for its
 * flavour and dropped without a word ("ham and cheese croissant" was ham and a plain croissant).
 */
function filledBread(elements: Element[], a: number, b: number): boolean {
  const last = elements[b - 1];
  if (last?.kind !== "word" || !FILLED_BREADS.has(last.stem)) return false;
  const connectors = elements.slice(a, b).filter((e) => e.kind === "connector");
  if (connectors.length === 0 || connectors.some((e) => e.kind === "connector" && !e.and)) return false;
  const typed = runStems(elements, a, b);
  const code = findFnddsName(typed, [last.stem]);
  const record = code ? fnddsRecord(code) : undefined;
  if (!record) return false;
  const unsaid = new Set(latinStems(record.name).filter((w) => !typed.includes(w) && !FILLER.has(w)));
  return unsaid.size <= MAX_UNSAID_FILLING;
}

/**
 * "dinner: chicken", "roast dinner - chicken, roast potatoes": a colon or a dash with spaces round it closes a heading,
 * and no FNDDS name reads across it (the two were FNDDS's frozen "Chicken dinner").
 */
function headingBetween(before: Element | undefined, after: Element | undefined, text: string): boolean {
  if (!before || !after) return false;
  return /:|\s[-–—]\s/.test(text.slice(before.end, after.start));
}

/**
 * "a smoothie almonds 50g", "green smoothie walnuts 30 g": a food typed in the plural after another, with its own
 * amount after it, is an item of its own where the description never names it: English puts what a dish is made of
 * before its head ("almond smoothie"), and the 50 g were the smoothie's, the almonds lost.
 */
function weighedAfterTheDish(
  description: string,
  elements: readonly Element[],
  b: number,
  inside: readonly FoodMatch[],
  text: string,
): boolean {
  const last = inside.find((m) => m.to === b);
  if (!last || inside.length < 2 || last.food.id.startsWith("fndds-")) return false;
  const typed = elements[b - 1];
  if (typed?.kind !== "word") return false;
  const word = text.slice(typed.start, typed.end).toLowerCase();
  // Named in either number: "egg muffins" are FNDDS's "… on English muffin".
  return /^[a-z]+s$/.test(word) && !description.toLowerCase().includes(word.replace(/e?s$/, ""));
}

/**
 * Whether the words from `a` to `b` are, in the order typed, how FNDDS's name of a dish begins ("Orange chicken",
 * "Pepper steak", "Sweet and sour chicken or turkey"): a dish's own name, one food wherever it stands in a list.
 * "fried rice and orange chicken" was an orange's worth of chicken, "rice and sweet and sour chicken" the sweet rice
 * and a sour chicken; "burrito bowl with chicken rice and beans" stays two foods typed without a comma, as no record's
 * name begins "Chicken rice".
 */
function namedAsUsdaNamesIt(elements: Element[], a: number, b: number): boolean {
  const typed: string[] = [];
  for (let k = a; k < b; k++) {
    const e = elements[k]!;
    if (e.kind === "word") typed.push(e.stem);
    else if (e.kind === "connector" && e.and) typed.push(AND);
    else return false;
  }
  // A dish's name is two words or more: one word alone is read as the catalog reads it, and FNDDS's own misspelt
  // "Bluberries, canned" took "yogurt with bluberries" typed with a slip from the blueberries meant.
  const naming = typed.filter((w) => w !== AND);
  if (naming.length < 2) return false;
  const code = findFnddsName(naming);
  return code !== undefined && fnddsNameBegins(code, typed);
}

const AND = stem("and");
const FROZEN = stem("frozen");

/**
 * Whether the run from `a` to `b` stops at an "and" inside a dish's name that began within it: "rice and sweet" of
 * "rice and sweet and sour chicken" is no FNDDS sweet rice, as the words from "sweet" on name the dish.
 */
function cutsADishName(elements: Element[], a: number, b: number, runEnd: number): boolean {
  const and = elements[b];
  if (and?.kind !== "connector" || !and.and || elements[b + 1]?.kind !== "word") return false;
  const last = Math.min(elements.length, Math.max(runEnd, b + 2) + MAX_NAME_WORDS);
  for (let k = a; k < b; k++) {
    if (elements[k]?.kind !== "word") continue;
    for (let end = last; end > b + 1; end--) if (namedAsUsdaNamesIt(elements, k, end)) return true;
  }
  return false;
}

/**
 * The catalog keeps every reading it can give: an FNDDS name replaces catalog matches only where it explains more of
 * the typed naming words than the longest catalog name among them ("chicken pot pie" over "chicken" and "pie";
 * never "baked salmon" over the catalog's salmon, which reads "baked" itself; two catalog foods after "with" or "and"
 * stay a list unless a third word makes them one dish), and a typo the catalog corrected
 * counts for nothing against a name FNDDS spells exactly.
 */
/**
 * The "in" a food is stirred into another with (matchFnddsNames). A function of its own, not a closure made at every
 * run tried: one made in the loop is named at run time (decision 027, follow-up "the reading's time per item").
 */
function stirredIn(e: Element | undefined): boolean {
  return e?.kind === "word" && STIRRED_IN.has(e.stem);
}

// The tests below look over a candidate window of elements in place: made as a slice per window, they were a good
// part of a long list's garbage (docs/decisions/027-engine-start-up-and-memory.md).

/** Whether a connector stands in `from`..`to`. */
function connectorIn(elements: readonly Element[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (elements[k]!.kind === "connector") return true;
  return false;
}

/** Whether an "and" stands in `from`..`to`. */
function andIn(elements: readonly Element[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "connector" && e.and) return true;
  }
  return false;
}

/** Whether every connector in `from`..`to` is an "and". */
function onlyAndIn(elements: readonly Element[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "connector" && !e.and) return false;
  }
  return true;
}

/** Whether a word of where the food came from (fndds.ts, PROVENANCE) stands in `from`..`to`. */
function provenanceIn(elements: readonly Element[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "word" && PROVENANCE.has(e.stem)) return true;
  }
  return false;
}

/** The most naming words of the catalog's matches in a window, none less than 0; read through a typo, 0 where asked. */
function mostNamingWords(elements: Element[], inside: readonly FoodMatch[], typoNone: boolean): number {
  let most = 0;
  for (const m of inside) {
    const n = typoNone && m.fuzzyWords > 0 ? 0 : namingWords(elements, m.from, m.to);
    if (n > most) most = n;
  }
  return most;
}

/**
 * Whether the elements from `a` to `b` are one word typed two times and more, letter for letter, and nothing else
 * ("egg egg egg"): no record is named so. A word said twice inside a longer name ("cheddar cheese cheese sandwich",
 * FNDDS's "Cheese sandwich, Cheddar cheese" said its own way) or two forms of one word ("mixed beans bean soup") may be
 * a record's.
 */
function oneWordRepeated(elements: readonly Element[], a: number, b: number, text: string): boolean {
  const first = elements[a];
  if (first?.kind !== "word") return false;
  // Asked of every run tried: the first word is lower-cased once and no closure is made (decision 027, follow-up
  // "the reading's time per item").
  const typed = text.slice(first.start, first.end).toLowerCase();
  for (let k = a + 1; k < b; k++) {
    const e = elements[k]!;
    if (e.kind !== "word" || text.slice(e.start, e.end).toLowerCase() !== typed) return false;
  }
  return true;
}

export function matchFnddsNames(db: Database, elements: Element[], matches: FoodMatch[], text = ""): FoodMatch[] {
  const out = [...matches];
  const comma = (e: Element | undefined) => e?.kind === "separator" && text.slice(e.start, e.end) === ",";
  const setOn = /\s(?:on|over)\s/i.test(text);
  const breads = setOn ? breadsNamed(elements, text) : new Map<number, number>();
  let a = 0;
  while (a < elements.length) {
    if (!isNameWord(elements[a])) {
      a++;
      continue;
    }
    // A run of English name words, which may go on over "with" and "and": FNDDS names its composite dishes so ("Taco
    // or tostada with meat and beans", "Chicken and noodles with gravy"), and one that holds every word typed is the
    // dish as USDA weighs it, not a list of its parts.
    let runEnd = a;
    let joiners = 0;
    while (runEnd < elements.length && runEnd - a - joiners < MAX_NAME_WORDS) {
      const e = elements[runEnd];
      if (runEnd > a && breads.has(runEnd)) break;
      if (runEnd > a && headingBetween(elements[runEnd - 1], e, text)) break;
      if (isNameWord(e)) runEnd++;
      else if (
        articleAfterOn(e, elements[runEnd - 1], elements[runEnd + 1], text) &&
        connectorIn(elements, a, runEnd)
      ) {
        // "bacon egg and cheese on a bagel": the article before the bread a list of fillings is on is no amount of it,
        // and FNDDS names the item so ("Egg, cheese and bacon on bagel"); it stopped the name at "cheese". One filling
        // on a bread ("egg on an english muffin") stays two foods, as decision 024 reads a food set on another.
        runEnd++;
        joiners++;
      } else if (e?.kind === "connector" && e.stem === "with" && isNameWord(elements[runEnd + 1])) {
        runEnd++;
        joiners++;
      } else if (joiners > 0 && comma(e) && listGoesOnToAnd(elements, runEnd + 1, comma)) {
        // After a "with", commas list what the dish was made with as "and" does ("burrito with meat, beans and rice"),
        // where an "and" closes the list; "caesar salad w/ chicken, dressing on the side" is two phrases.
        runEnd++;
        joiners++;
      } else break;
    }
    // A measure word that ends the text's name is part of it where FNDDS names a food so ("2 thin slices of
    // meatless-beef luncheon slice" is FNDDS's "Luncheon slice, meatless-beef, …"); it names nothing on its own, so it
    // never counts against the catalog's reading.
    const after = elements[runEnd];
    const closing = elements[runEnd + 1];
    if (
      runEnd > a &&
      after?.kind === "unit" &&
      after.stem !== undefined &&
      (closing === undefined || closing.kind === "separator" || closing.kind === "connector")
    ) {
      runEnd++;
    }
    let taken = false;
    for (let b = runEnd; b > a && !taken; b--) {
      if (elements[b - 1]?.kind === "connector" || elements[b - 1]?.kind === "separator") continue;
      // "whey in almond milk": a record's run never starts or ends on the "in" a food is stirred into another with;
      // "whey in" was FNDDS's sweet dry whey, 8 g, in place of the catalog's protein powder, "granola in" its homemade
      // granola, 122 g, and "in almond milk" its sweetened almond milk.
      if (b - a > 1 && (stirredIn(elements[b - 1]) || stirredIn(elements[a]))) continue;
      // "beer beer beer beer", "egg egg egg", "🍺🍺🍺": one word typed again and again is that food as many times, never
      // a record that names it once ("Egg, creamed", "Wine, nonalcoholic", one 360 g beer for four; decision 024,
      // follow-up: absurd readings, seeds 10 to 13).
      if (b - a > 1 && oneWordRepeated(elements, a, b, text)) continue;
      // A word of where the food came from (fndds.ts, PROVENANCE) begins a name ("restaurant spanish rice") or is no
      // part of it: typed after the name it is the meal's ("lamb biryani leftover from last night"), and a run over it
      // was one dish no longer named by the meat before it.
      if (provenanceIn(elements, a + 1, b)) continue;
      const joined = connectorIn(elements, a, b);
      if (joined && endsOnTheNextFoodsWord(elements, a, b, out)) continue;
      if (cutsADishName(elements, a, b, runEnd)) continue;
      const inside = out.filter((m) => m.from < b && m.to > a);
      if (inside.some((m) => m.from < a || m.to > b)) continue;
      // "a big bowl of chicken and sausage jambalaya": meats joined right before a dish made with its meat are the
      // dish's (meat-before-dish.ts), never one mixture of them under the measure ("Turkey or chicken sausage").
      if (
        joined &&
        inside.every((m) => isMeat(m.food)) &&
        out.some((m) => m.from === b && DISHES_WITH_THEIR_MEAT.has(m.food.id))
      ) {
        continue;
      }
      const readApart = (from: number, to: number) => inside.some((m) => m.from >= from && m.to <= to);
      if (joined && weighedEachApart(elements, a, b, text, readApart)) continue;
      const catalogBest = mostNamingWords(elements, inside, true);
      const naming = namingWords(elements, a, b);
      if (naming <= catalogBest && !preparedOtherwise(db, elements, a, b, inside)) continue;
      // Inside a list ("burrito bowl with chicken rice and beans") two words the catalog reads as two foods are two
      // items typed without the comma, unless a third says they are one dish ("with beef noodle soup"). Elsewhere
      // two nouns side by side are one English compound ("pumpkin cookie", "macaroni salad").
      const unexplained = naming - inside.reduce((n, m) => n + namingWords(elements, m.from, m.to), 0);
      // Where commas part the foods, two words between them are one name: "sweet tea, orange chicken" is FNDDS's
      // orange chicken, as it is alone, and "wings with buffalo sauce, shrimp cocktail" no cocktail.
      const inList = elements[a - 1]?.kind === "connector";
      if (inList && unexplained <= 0 && naming < 3 && !namedAsUsdaNamesIt(elements, a, b)) continue;
      // "banana blueberries", "apple banana": raw fruits each read whole by the catalog are a list typed without
      // commas, not FNDDS's "Fruit, NFS" (food-spans.ts, sideBySide). Vegetables side by side may be FNDDS's dish of
      // them ("Tomato and okra"), so they stay its.
      if (unexplained <= 0 && inside.length > 1 && inside.every((m) => isRawFruit(m.food))) continue;
      // Over "with"/"and", the catalog's own list stays ("chicken curry with rice", "nachos with cheese", the parts
      // of a bowl after its "with") unless one of the words is no catalog food: then the dish is FNDDS's.
      if (joined) {
        // A head the catalog reads only as two foods side by side ("chocolate cookie": chocolate, cookies) is an
        // English compound the catalog has no row for, so it explains none of the dish.
        const joinAt = elements.findIndex((e, k) => k >= a && e.kind === "connector");
        const headParts = inside.filter((m) => m.to <= joinAt);
        const byCatalog = inside.filter(
          (m) => !m.food.id.startsWith("fndds-") && (headParts.length < 2 || m.to > joinAt),
        );
        const uncovered = naming - byCatalog.reduce((n, m) => n + namingWords(elements, m.from, m.to), 0);
        // "a cup of rice and beans", "half a cup of taco with chicken": one measure before the whole phrase measures
        // one mixture, so FNDDS's composite is meant even where the catalog knows every part.
        const measured =
          elements[a - 1]?.kind === "unit" ||
          measuredAfterComma(elements, b, comma) ||
          weighedAsAPair(elements, a, b, text);
        if (
          (inList && !namedAsUsdaNamesIt(elements, a, b)) ||
          (uncovered <= 0 &&
            !measured &&
            !filledItem(elements, a, b, inside) &&
            !filledBread(elements, a, b) &&
            !flavourJoined(elements, a, b, text))
        ) {
          continue;
        }
        // "a bowl of soup and salmon 300g": a part with an amount of its own after it is a food of its own, not part
        // of one measured mixture ("Salmon soup" dropped the salmon's 300 g). Not where the words are the dish's own
        // name, as FNDDS begins it: "sweet and sour chicken 200 g" weighs the dish, where the chicken had taken the
        // 200 g and "sweet" was left unread.
        const ownAmount = elements[b]?.kind === "number" || elements[b]?.kind === "unit";
        if (
          ownAmount &&
          !weighedAsAPair(elements, a, b, text) &&
          !namedAsUsdaNamesIt(elements, a, b) &&
          inside.some((m) => m.to === b && m.from > joinAt && !m.food.id.startsWith("fndds-"))
        ) {
          continue;
        }
      }
      // A word the catalog read through a typo ("frozen wafles") is looked up in FNDDS as corrected.
      const typo = (k: number) => {
        const e = elements[k];
        const m = inside.find((x) => x.fuzzyWords > 0 && k >= x.from && k < x.to);
        return m && e?.kind === "word" ? (e.slip ?? correctStem(db, e.stem) ?? undefined) : undefined;
      };
      // Only where the name says more than the corrected catalog food ("brocoli" stays the catalog's broccoli).
      const catalogCorrected = mostNamingWords(elements, inside, false);
      const fix = (k: number) =>
        (naming > catalogCorrected ? typo(k) : undefined) ?? spelledApart(elements, inside, text, k);
      const stems = runStems(elements, a, b, fix);
      // Over "with"/"and", only a description that says as much as was typed: the dish, never a looser relative.
      // The dish is named before the first "with": "pancakes with syrup" is pancakes, never a syrup.
      // Under a measure, "and" joins the mixture's parts and "with" what it was made with: "half a cup of beef and
      // macaroni with cheese sauce" is FNDDS's "Beef and macaroni with cheese sauce", named before its "with".
      // Over "and" the head may come last ("sweet and sour chicken"), as under a measure: only a "with" names it first.
      const headWords = headWordsOf(elements, a, b);
      // Under one measure the mixture's head may come last ("a cup of beans and rice" is FNDDS's rice and beans); over
      // "with" the dish is still the one named first ("a cup of coffee with creamer" is coffee, never a cup of creamer).
      const overAnd = onlyAndIn(elements, a, b);
      const measuredRun = (elements[a - 1]?.kind === "unit" || weighedAsAPair(elements, a, b, text)) && overAnd;
      // "a bottle of …", "a can of …": the product as sold in that container (fndds.ts, findByStems).
      const measure = elements[a - 1];
      const word = measure?.kind === "unit" && "word" in measure.unit ? measure.unit.word : undefined;
      // "chocolate pudding cup": a cup said right after the name is the container it is sold in (quantities.ts, sold).
      const after = elements[b];
      const soldInCup = after?.kind === "unit" && "word" in after.unit && after.unit.word === "cup";
      const container = word !== undefined && CONTAINERS.has(word) ? word : soldInCup ? "container" : undefined;
      const code =
        (joined
          ? findFnddsName(stems, measuredRun ? stems : headWords, container)
          : findFnddsName(stems, undefined, container)) ??
        (joined ? undefined : unreadTypoName(db, elements, a, b, inside, container));
      // A product FNDDS names only in its additional description ("Bugles", "Vietnamese" of pho) is read where its name
      // is typed alone: beside another word of a name it is part of another ("vietnamese iced coffee" was a pho beside
      // the coffee, "hula hoops" the cheddar FNDDS also calls "Hoop"), as it is before a piece of a food ("new york
      // strip" is no cheddar); a weight after it ("bugles 200 g") still weighs it. A name whose last word the catalog
      // reads is the catalog's food ("diet pepsi", "a bottle of coke", "top ramen", "rich tea biscuits").
      const pieceAfter = after?.kind === "unit" && after.unit.kind === "portion";
      const product = code !== undefined && namedAlsoRecord(stems) === code;
      const headRead = inside.some((m) => !m.food.id.startsWith("fndds-") && m.to === b);
      if (product && (isNameWord(elements[a - 1]) || isNameWord(after) || pieceAfter || headRead)) continue;
      // A word FNDDS holds only in another form (fndds.ts, indexedForms) is no exact spelling against a word the
      // catalog read through a slip: "2 chilis" is the catalog's chili, not FNDDS's meatless chili.
      if (
        code !== undefined &&
        fnddsReadsInAnotherForm(stems) &&
        inside.some((m) => m.fuzzyWords > 0 && !m.food.id.startsWith("fndds-"))
      ) {
        continue;
      }
      const found = code ? db.byId.get(fnddsFoodId(code)) : undefined;
      const description = fnddsName(code!) ?? "";
      if (!found || (setOn && setOnAgainstNames([description], elements, a, b, text))) continue;
      if (pluralBeforeItsHead([description], elements, a, b, text)) continue;
      // A record found once "frozen" was dropped (fndds.ts, findFnddsName) does not explain it: "frozen tamale" is the
      // catalog's tamale, as "tamale" alone is, not FNDDS's sweet tamale found for the one word left.
      const frozenUnheld = stems.includes(FROZEN) && !/\bfrozen\b/i.test(description) ? 1 : 0;
      if (frozenUnheld > 0 && naming - frozenUnheld <= catalogBest) continue;
      // Weighed as a pair, the record must be the two foods together ("Rice, white, with peas", "Beans and white
      // rice"), not a dish of one made with the other: "soup and salmon 300 g" is no "Salmon soup".
      // Nor a dish of the two on or with a third food ("Egg and steak on biscuit" is a sandwich).
      if (
        joined &&
        weighedAsAPair(elements, a, b, text) &&
        !namedAsUsdaNamesIt(elements, a, b) &&
        !recordOfThePair(db, description, stems)
      ) {
        continue;
      }
      if (!joined && foodLeftOut(code!, description, elements, inside, a, b)) continue;
      // "a bowl of oatmeal almonds 300g": a measure before and an amount after words the catalog reads as two foods
      // measure each of them, not one mixture.
      const amountAfter = elements[b]?.kind === "number" || elements[b]?.kind === "unit";
      if (elements[a - 1]?.kind === "unit" && amountAfter && inside.length >= 2) continue;
      if (!joined && amountAfter && weighedAfterTheDish(description, elements, b, inside, text)) continue;
      // "a slice of cheese rice 300g": a slice is of the first food where the record is never sliced and that food is
      // ("Rice with cheese sauce" had taken a 30 g slice, the rice's 300 g left over).
      const first = inside.find((m) => m.from === a);
      if (
        measure?.kind === "unit" &&
        measure.unit.kind === "portion" &&
        measure.unit.unit === "slice" &&
        first?.food.units.slice !== undefined &&
        !found.fnddsPortions?.some(([label]) => /slice/i.test(label))
      ) {
        continue;
      }
      const kind = (joined ? madeWithWhatWasTyped(inside, stems) : undefined) ?? servedAsItsKind(db, found, stems);
      // "2 slim jims": a brand FNDDS weighs by its own item is counted by that item.
      // The brand may be typed before the run, in words no food holds ("jimmy dean sausage egg and cheese biscuit").
      const brandGrams =
        kind === found
          ? (brandItemGrams(code!, [...brandWordsBefore(elements, a, out), ...stems]) ??
            (product ? namedItemGrams(code!, stems) : undefined))
          : undefined;
      const food = brandGrams === undefined ? kind : { ...kind, units: { ...kind.units, piece: brandGrams } };
      for (const m of inside) out.splice(out.indexOf(m), 1);
      // "beef jerky, 1 slim jim": a food named, then counted after a comma by its brand's item, is one food.
      const named =
        brandGrams !== undefined && comma(elements[a - 2]) && elements[a - 1]?.kind === "number"
          ? out.find((m) => m.to === a - 2 && m.food.namesEn.some((n) => brandOf(n, code!)))
          : undefined;
      if (named) out.splice(out.indexOf(named), 1);
      out.push(
        named
          ? {
              food,
              from: named.from,
              to: b,
              fuzzyWords: 0,
              absorbed: [{ from: named.to, to: a }],
              madeOf: { food, count: (elements[a - 1] as Extract<Element, { kind: "number" }>).value, at: a - 1 },
            }
          : { food, from: a, to: b, fuzzyWords: 0 },
      );
      out.sort((x, y) => x.from - y.from);
      a = b;
      taken = true;
    }
    if (!taken) a++;
  }
  // The bread an item is on is part of the item ("tuna salad sandwich on wheat", "blt on sourdough"), never a food of
  // its own ("wheat" is no cream of wheat).
  for (const [from, to] of breads) {
    const item = out.find(
      (m) =>
        m.to === from &&
        (m.food.units.piece ?? (m.food.portion.unit === "piece" ? m.food.portion.grams : 0)) >= MIN_ITEM_GRAMS,
    );
    if (!item) continue;
    for (const m of out.filter((x) => x.from >= from && x.from < to)) out.splice(out.indexOf(m), 1);
    out[out.indexOf(item)] = { ...item, to, absorbed: [...(item.absorbed ?? []), { from, to }] };
  }
  return out;
}

/**
 * "little debbie honey bun": a catalog food whose FNDDS record weighs a brand's item ("1 Little Debbie" 66 g of
 * FNDDS's frosted sweet roll, which names the honey bun) is that item where the brand is typed with it, as FNDDS's own
 * records found by name are (matchFnddsNames); it was the record's medium of 90 g (decision 024, the fiftieth batch).
 */
export function brandsOwnItem(text: string, elements: Element[], matches: FoodMatch[]): void {
  matches.forEach((m, k) => {
    const code = fnddsCodeOf(m.food.source);
    if (!code || m.food.id.startsWith("fndds-") || !namesBrandItems(code)) return;
    // The words as typed since the food before, some of which the reading leaves out ("little").
    const from = k > 0 ? elements[matches[k - 1]!.to - 1]!.end : 0;
    const typed = (
      text
        .slice(from, elements[m.to - 1]!.end)
        .toLowerCase()
        .match(/[a-z']+/g) ?? []
    ).map(stem);
    const grams = brandItemGrams(code, typed);
    if (grams !== undefined) m.food = servedAsItem(m.food, grams);
  });
}

/** The plain words typed right before `a` that no food holds: where a brand's name is typed before its item. */
function brandWordsBefore(elements: Element[], a: number, out: readonly FoodMatch[]): string[] {
  let from = a;
  while (from > 0 && isNameWord(elements[from - 1]) && !out.some((m) => m.from < from && m.to >= from)) from--;
  return runStems(elements, from, a);
}

/** "a" or "an" read as a count of one, typed between "on" and a name word: "… on a bagel", "… on an english muffin". */
function articleAfterOn(e: Element | undefined, prev: Element | undefined, next: Element | undefined, text: string) {
  return (
    e?.kind === "number" &&
    e.value === 1 &&
    prev !== undefined &&
    isNameWord(next) &&
    /^an?$/i.test(text.slice(e.start, e.end)) &&
    /\son\s+$/i.test(text.slice(prev.end, e.start))
  );
}

/** Words that name the bread a sandwich is on, as stems. */
const BREAD_STEMS: ReadonlySet<string> = new Set(
  ["wheat", "white", "rye", "sourdough", "whole", "multigrain", "pumpernickel", "wholemeal", "grain", "bread"].map(
    stem,
  ),
);

const BREAD = stem("bread");
/** Words of how a sandwich's bread was done, said between "on" and the bread ("on toasted rye"). */
const DONE_TO_BREAD: ReadonlySet<string> = new Set(["toasted", "grilled", "warm", "warmed"].map(stem));
const WHOLE_GRAIN = new Set(["whole", "grain"].map(stem));

/**
 * "turkey on rye", "ham and cheese on white", "tuna on wheat": a sandwich ordered by its bread, which is two slices of
 * that bread (rye bread, white bread, wheat bread) beside its fillings. It was read as nothing ("rye" taken into the turkey's
 * words) or as another food named by the word ("wheat" as FNDDS's cream of wheat).
 */
export function breadsAfterOn(db: Database, elements: Element[], matches: FoodMatch[], text: string): FoodMatch[] {
  if (!/\son\s/i.test(text)) return matches;
  let out = matches;
  for (const [from, to] of breadsNamed(elements, text)) {
    const stems = elements
      .slice(from, to)
      .map((e) => (e as { stem: string }).stem)
      .filter((w) => !DONE_TO_BREAD.has(w));
    const named = stems.includes(BREAD) ? stems : [...stems, BREAD];
    const bread =
      db.aliases.get(aliasKey(named))?.[0]?.food ??
      db.aliases.get(aliasKey(named.filter((w) => !WHOLE_GRAIN.has(w))))?.[0]?.food;
    if (!bread) continue;
    const over = out.filter((m) => m.from < to && m.to > from);
    // A name reaching past the bread words ("egg and cheese on a bagel" as FNDDS's one item) is left as it is.
    if (over.some((m) => m.from < from || m.to > to)) continue;
    if (over.some((m) => m.food === bread || m.food.id.startsWith("bread"))) continue;
    // A sandwich is made of two slices of its bread.
    const slice = bread.units.slice ?? bread.portion.grams;
    const sandwich: Food = { ...bread, portion: { unit: "slice", grams: 2 * slice } };
    out = [...out.filter((m) => !over.includes(m)), { food: sandwich, from, to, fuzzyWords: 0 }].sort(
      (a, b) => a.from - b.from,
    );
  }
  return out;
}

/**
 * "2 slices whole wheat", "2 slices of rye", "toast, 2 slices white": bread words said right after a count of slices,
 * closing the item, name the bread, as they do after "on" (decision 024, follow-up "English diary lines, a fifth
 * batch"). "whole wheat" was FNDDS's Puerto Rican cream of wheat, 60 g; "rye", "white" and "multigrain" were left
 * unread. The slices stay the amount, weighed by the bread's own slice.
 */
export function breadsBySlice(db: Database, elements: Element[], matches: FoodMatch[]): FoodMatch[] {
  let out = matches;
  for (let k = 0; k < elements.length; k++) {
    const unit = elements[k]!;
    if (unit.kind !== "unit" || unit.unit.kind !== "portion" || unit.unit.unit !== "slice") continue;
    let j = k + 1;
    while (elements[j]?.kind === "word" && BREAD_STEMS.has((elements[j] as { stem: string }).stem)) j++;
    const end = elements[j];
    if (j === k + 1 || (end !== undefined && end.kind !== "separator" && end.kind !== "connector")) continue;
    const stems = elements.slice(k + 1, j).map((e) => (e as { stem: string }).stem);
    if (stems.includes(BREAD)) continue;
    const bread =
      db.aliases.get(aliasKey([...stems, BREAD]))?.[0]?.food ??
      db.aliases.get(aliasKey([...stems.filter((w) => !WHOLE_GRAIN.has(w)), BREAD]))?.[0]?.food;
    if (!bread) continue;
    const over = out.filter((m) => m.from < j && m.to > k + 1);
    if (over.some((m) => m.from < k + 1 || m.to > j || m.food === bread || m.food.id.startsWith("bread"))) continue;
    out = [...out.filter((m) => !over.includes(m)), { food: bread, from: k + 1, to: j, fuzzyWords: 0 }].sort(
      (a, b) => a.from - b.from,
    );
  }
  return out;
}

/** FNDDS 51107010 Bread, French or Vienna: "1 mini baguette (about 9" long)" 152 g, the length a filled one is sold at. */
const SANDWICH_BAGUETTE_GRAMS = 152;
const BAGUETTE = stem("baguette");

/**
 * "ham and cheese baguette", "tuna mayo baguette", "pret ham and cheese baguette": a baguette named after its fillings,
 * with no amount of its own, is the sandwich baguette they fill, one mini baguette by FNDDS's weight, the fillings read
 * as foods (decision 024, follow-up "English diary lines, a fifth batch"). It was a 30 g slice of French bread, and
 * "pret ham and cheese baguette" 208 kcal where the chain's is near 500. "a slice of baguette" and "baguette" alone
 * stay the slice.
 */
export function baguetteOfItsFillings(elements: Element[], matches: FoodMatch[]): void {
  matches.forEach((m, k) => {
    if (k === 0 || m.to - m.from !== 1) return;
    const word = elements[m.from];
    if (word?.kind !== "word" || word.stem !== BAGUETTE) return;
    // The fillings end right before it, with no amount or separator between.
    if (matches[k - 1]!.to !== m.from) return;
    // A sandwich already ("blt baguette") brings its own bread.
    if (/\b(?:sandwich|sub|blt|wrap)\b/i.test(matches[k - 1]!.food.namesEn[0] ?? "")) return;
    // An amount before the fillings ("half a tuna baguette", "2 ham baguettes") is read as theirs; left as it was.
    let first = k - 1;
    while (first > 0 && matches[first - 1]!.to === matches[first]!.from - 1) {
      if (elements[matches[first]!.from - 1]?.kind !== "connector") break;
      first--;
    }
    const before = elements[matches[first]!.from - 1];
    // "a ham and cheese baguette": the article counts the one baguette.
    const article = before?.kind === "number" && before.value === 1 && before.digits === undefined && !before.range;
    if (before?.kind === "number" && (!article || elements[matches[first]!.from - 2]?.kind === "number")) return;
    const portion = { unit: "piece", grams: SANDWICH_BAGUETTE_GRAMS } as const;
    const units = { ...m.food.units, piece: SANDWICH_BAGUETTE_GRAMS };
    m.food = { ...m.food, units, portion, ...(m.food.portionEn ? { portionEn: portion } : {}) };
  });
}

/** The sandwich wrap (catalog wrap-sandwich, FNDDS 27500300), filled, and the tortilla it is rolled in. */
const WRAP_SANDWICH = "wrap-sandwich";
const FLOUR_TORTILLA = "tortilla";
/** A wrap's tortilla is the large flour one: FNDDS 52215200 Tortilla, flour, "1 large" 71 g. */
const WRAP_TORTILLA_GRAMS = 71;

/**
 * "turkey and swiss on a wrap", "chicken salad in a wrap", "2-3 slices of turkey and a slice of swiss on a wrap": the
 * fillings are told as foods of their own, so the wrap they are on is its tortilla, as "on rye" is two slices of rye.
 * It was FNDDS's filled wrap sandwich, 240 g and 451 kcal, beside the fillings it already holds.
 */
export function wrapOfTheFillings(db: Database, elements: Element[], matches: FoodMatch[], text: string): void {
  const tortilla = db.byId.get(FLOUR_TORTILLA);
  if (!tortilla) return;
  matches.forEach((m, k) => {
    if (m.food.id !== WRAP_SANDWICH || k === 0) return;
    // "a wrap", "a whole wheat wrap": the wrap's word, after the words of its bread only.
    const kind = elements.slice(m.from, m.to - 1);
    if (!kind.every(isBreadWord)) return;
    const prev = matches[k - 1]!;
    // Only "on" or "in" (a word of its own, where "on" is a stop word), "a" read as a count of one, and the words of
    // the wrap's bread stand between the last filling and the wrap.
    let start = m.from - kind.length;
    while (start > prev.to && isBreadWord(elements[start - 1])) start--;
    const between = elements.slice(prev.to, start).map((e) => text.slice(e.start, e.end).toLowerCase());
    const gap = text.slice(elements[prev.to - 1]!.end, elements[start]!.start);
    const onlyArticle = between.every((w) => w === "in" || w === "a" || w === "an");
    if (!onlyArticle || !/^\s+(?:on|in)\s+(?:an?\s+)?$/i.test(gap)) return;
    const portion = { unit: "piece", grams: WRAP_TORTILLA_GRAMS } as const;
    const units = { ...tortilla.units, piece: WRAP_TORTILLA_GRAMS };
    m.food = { ...tortilla, units, portion, ...(tortilla.portionEn ? { portionEn: portion } : {}) };
  });
}

function isBreadWord(e: Element | undefined): boolean {
  return e?.kind === "word" && BREAD_STEMS.has(e.stem);
}

/**
 * "… on wheat", "… on whole wheat bread": after "on" (a stop word, so read from the text), bread words up to the end
 * of the phrase, as their first element → the element after them.
 */
function breadsNamed(elements: Element[], text: string): Map<number, number> {
  const found = new Map<number, number>();
  for (let k = 1; k < elements.length; k++) {
    const prev = elements[k - 1]!;
    if (prev.kind !== "word" || !/\bon\b/i.test(text.slice(prev.end, elements[k]!.start))) continue;
    // "blt on toasted sourdough": how the bread was done, said before it, is the bread's too.
    let i = k;
    while (elements[i]?.kind === "word" && DONE_TO_BREAD.has((elements[i] as { stem: string }).stem)) i++;
    let j = i;
    while (elements[j]?.kind === "word" && BREAD_STEMS.has((elements[j] as { stem: string }).stem)) j++;
    const end = elements[j];
    if (j > i && (end === undefined || end.kind === "separator" || end.kind === "connector")) found.set(k, j);
  }
  return found;
}
