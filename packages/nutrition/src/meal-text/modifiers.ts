// Stage 4 of reading a meal text (see ../analyze.ts): the words left between foods and amounts. Next to a food they
// describe it ("домашняя котлета", "diet pepsi", "кефир 0%", "a large coke") and may pick a more specific variant;
// anywhere else they are something the engine does not know and go to `unmatched` verbatim.

import { ADDED_TO_DRINKS } from "../catalog/index";
import {
  aliasKey,
  aliasTokens,
  closestFat,
  type Database,
  DIET_STEMS,
  type Food,
  fnddsFoodId,
  NUTRIENT_KEYS,
  percentOf,
  type Size,
} from "../database";
import { findFnddsName, PROVENANCE } from "../fndds";
import type { ParsedUnit } from "../quantity";
import { stem } from "../text";
import { brandsOnly, foodAfterItsAmount } from "./brands";
import { CHAIN_PREFIX } from "./chains";
import { type Element, NOT_AMOUNTS, SPLIT_ONE_PREFIX } from "./elements";
import { type FoodMatch, windowStems } from "./food-spans";
import { namesItsFruit } from "./juice-of-fruit";
import { PLACE } from "./places";
import { servedTheEnglishWay } from "./portions";
import { type Binding, type Layout, neighbour, type Quantity } from "./quantities";
import { toldAroundTheMeal } from "./told-around-the-meal";

export const PREPARATION_STEMS = new Set(
  [
    "варен",
    "жарен",
    "печен",
    "тушен",
    "напару",
    "сыр",
    // Said of a food weighed dry ("овсянка 50 г сухой"), which the catalog may already name dry.
    "сухой",
    // "гречка 150 г готовой": weighed cooked, as the catalog's grains are.
    "готовый",
    // "креветки 200 г замороженные": how it was bought, no other food.
    "замороженный",
    "boiled",
    "fried",
    "baked",
    "grilled",
    "raw",
    "steamed",
    "roast",
    "dry",
    "uncooked",
    // "roast beef 3 oz deli": where it was bought sliced, no other food.
    "deli",
  ].map((w) => stem(w)),
);

/**
 * "raw", "dry" and "uncooked" all say the food was weighed before cooking: "quinoa uncooked" is the catalog's "dry
 * quinoa", "raw pasta" its "uncooked pasta", "raw rice" its "dry rice" (pickVariant).
 */
const BEFORE_COOKING: readonly string[] = ["raw", "dry", "uncooked"].map((w) => stem(w));

/** Size words, as stems: they scale the item by USDA's small / large measure, or by a typical ratio. */
export const SIZE_STEMS: ReadonlyMap<string, Size> = new Map(
  (
    [
      ["маленький", "small"],
      ["маленькая", "small"],
      ["небольшой", "small"],
      ["небольшая", "small"],
      ["small", "small"],
      ["средний", "medium"],
      ["средняя", "medium"],
      ["medium", "medium"],
      ["regular", "medium"],
      ["большой", "large"],
      ["большая", "large"],
      ["крупный", "large"],
      ["крупная", "large"],
      ["large", "large"],
      ["big", "large"],
      // "огромная тарелка макарон", "a huge bowl of pasta": the large size; unread, the plate was the usual one.
      ["огромный", "large"],
      ["огромная", "large"],
      ["огромную", "large"],
      ["huge", "large"],
      ["giant", "large"],
      // "a jumbo muffin", "2 jumbo eggs", "a massive burrito", "a tiny cookie": read as nothing, the size was dropped
      // and the usual one counted (decision 024, follow-up "English default portions, by class"). USDA's largest
      // egg and shrimp sizes ("jumbo" 63 g, "extra-large shrimp" 25 g) are nearer its large than its medium.
      ["jumbo", "large"],
      ["massive", "large"],
      ["enormous", "large"],
      ["tiny", "small"],
      // "a heaping spoonful of nutella", "a heaped tablespoon": said of a spoon, as "a big spoon" is, which a spoon's
      // weight does not follow; the word was left unread (decision 024, follow-up "English diary lines, a fifth batch").
      ["heaping", "large"],
      ["heaped", "large"],
      // "a decent helping", "a decent sized bowl", "a generous portion": more than the usual, as a big one is; "a
      // normal sized bowl" the usual (decision 024, follow-up "English meals told as sentences").
      ["decent", "large"],
      ["generous", "large"],
      ["normal", "medium"],
      // "an xl coffee", "an extra-large coffee" (Tim Hortons' and Dunkin's largest cup): the largest size there is.
      ["xl", "large"],
      ["extra-large", "large"],
      // A candy's bar sizes: a "fun size" bar is the small one, a "king size" bar the large.
      ["fun", "small"],
      // "сникерс мини", "мини-круассан": a pack's small item ("Минис"), the small size of whatever has one.
      ["мини", "small"],
      // "сникерс минис": the packs' own word for their minis.
      ["минис", "small"],
      ["king", "large"],
      // A coffee chain's cup sizes, 12, 16 and 20 fl oz: FNDDS's small, medium and large coffee drinks.
      ["tall", "small"],
      ["grande", "medium"],
      ["venti", "large"],
      // A chain's sandwich: a six-inch sub is the usual one, a footlong the large.
      ["footlong", "large"],
      // A diary's and a menu's abbreviations of the sizes: "lg fries", "sm coffee", "med pizza", "half a lg bag".
      ["sm", "small"],
      ["med", "medium"],
      ["lg", "large"],
      ["lrg", "large"],
      ["гранде", "medium"],
      ["венти", "large"],
    ] as const
  ).map(([w, size]) => [stem(w), size]),
);

/**
 * "глубокая тарелка борща", "суп тарелка мелкая", "полную миску": which plate, as people say it. The catalog's plate
 * of a soup is already the deep one and of a main course the flat one, so the word changes no amount; it was left
 * unread beside the plate.
 */
export const PLATE_KIND_STEMS: ReadonlySet<string> = new Set(
  [
    "глубокая",
    "глубокую",
    "глубокие",
    "глубоких",
    "мелкая",
    "мелкую",
    "мелкие",
    "суповая",
    "суповую",
    "полная",
    "полную",
  ].map((w) => stem(w)),
);

/**
 * Size letters as a coffee chain prints them on the cup ("капучино L", "латте M"). They are a size only for a food
 * that has its own weight for that size; elsewhere "L" stays a litre and the others unknown words.
 */
const LETTER_SIZES: ReadonlyMap<string, Size> = new Map([
  ["s", "small"],
  ["xs", "small"],
  ["m", "medium"],
  ["м", "medium"],
  ["l", "large"],
  ["л", "large"],
  ["xl", "large"],
  ["xxl", "large"],
] as const);

/** A size letter read as a size: for a food with its own weight of one item of that size. */
export function letterSize(food: Food, word: string): Size | undefined {
  const size = LETTER_SIZES.get(word);
  return size && food.sizes[size] !== undefined ? size : undefined;
}

/**
 * A coffee chain's cup sizes size only a drink: before a food ("venti hershey bar") they name no size, where they had
 * made a candy bar king size and eight of them 4,800 kcal.
 */
const CUP_SIZE_STEMS: ReadonlySet<string> = new Set(["tall", "grande", "venti", "trenta", "гранде", "венти"].map(stem));

/** Whether a word is an English size the food after it can take ("large fries"; "grande" sizes only a drink). */
function sizesNext(e: Element, next: FoodMatch): boolean {
  if (e.kind !== "word" || !SIZE_STEMS.has(e.stem) || /[а-яё]/i.test(e.stem)) return false;
  return !CUP_SIZE_STEMS.has(e.stem) || next.food.drink === true;
}

/**
 * A maker's name for its bigger bar ("супер сникерс", "Snickers Super" 80 g; "твикс экстра", "марс макс"): the large
 * size of a bar sold in sizes (one with minis and a large one of its own); elsewhere the word says nothing of an
 * amount ("супер вкусная шаурма"). It was the 50 g bar (decision 024, "Readings left open, a second round").
 */
const MAKER_SIZE_STEMS: ReadonlySet<string> = new Set(
  ["супер", "super", "макси", "maxi", "макс", "max", "экстра", "xtra"].map(stem),
);

function makerSize(food: Food, word: string): Size | undefined {
  const soldInSizes = food.miniature !== undefined && food.sizes.large !== undefined;
  return soldInSizes && MAKER_SIZE_STEMS.has(word) ? "large" : undefined;
}

/** The size a food's describing words ask for: a size word, or a size letter the food has a size for. */
export function sizeOf(food: Food, mods: readonly Modifier[]): Size | undefined {
  for (const [k, x] of mods.entries()) {
    if (CUP_SIZE_STEMS.has(x.stem) && food.drink !== true) continue;
    const size =
      SIZE_STEMS.get(x.stem) ?? letterSize(food, x.stem) ?? makerSize(food, x.stem) ?? packSize(x, mods[k + 1]);
    if (size) return size;
  }
  return undefined;
}

/**
 * "share size reeses": a candy's pack size said with "size", its king size as the maker now names it (Hershey's
 * "Share Size" of Reese's is FNDDS's "king size package (4 pieces)"). Only before "size": "share" alone is a verb.
 */
const PACK_SIZE_STEMS: ReadonlyMap<string, Size> = new Map([[stem("share"), "large"]] as const);
const SIZE_WORD = stem("size");

function packSize(x: Modifier, next: Modifier | undefined): Size | undefined {
  return next?.stem === SIZE_WORD ? PACK_SIZE_STEMS.get(x.stem) : undefined;
}

export interface Modifier {
  start: number;
  end: number;
  /** A word the engine understood (preparation, size, variant): it costs less confidence than an unknown one. */
  known: boolean;
  stem: string;
}

export interface Description {
  modifiers: Map<FoodMatch, Modifier[]>;
  unmatched: { start: number; end: number }[];
}

function isKnown(e: Extract<Element, { kind: "word" }>): boolean {
  return (
    e.note !== undefined || PREPARATION_STEMS.has(e.stem) || SIZE_STEMS.has(e.stem) || PLATE_KIND_STEMS.has(e.stem)
  );
}

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
const FAT = NUTRIENT_KEYS.indexOf("fat");
/** "в кляре", "в панировке": coated and fried. */
const BATTERED: ReadonlySet<string> = new Set(["кляре", "панировке"].map((w) => stem(w)));
const FRIED = stem("жареный");
/** Fried, baked or stewed, as a vegetable is cooked at home: in oil (pickVariant). */
const COOKED_IN_FAT: ReadonlySet<string> = new Set(
  [
    "жареные",
    "жареный",
    "жареная",
    "запечённые",
    "запеченные",
    "запечённый",
    "запечённая",
    "печёные",
    "тушёные",
    "тушеные",
  ].map((w) => stem(w)),
);
const COOKED_FAT_ADDED_EN = ["cooked", "fat", "added"].map((w) => stem(w));
/** Below this per 100 g a food is a vegetable or mushroom, whose cooking oil matters (FNDDS's plain cooked ones). */
const VEGETABLE_KCAL = 60;
const FRIED_EN = stem("fried");
/** A coated and fried record is one where frying in batter has made the food this much denser in energy. */
const BATTER_ENERGY_RATIO = 1.5;
/** Per 100 g, below this a drink is next to energy-free: black coffee and tea, water, diet sodas (SR/FNDDS 0-5 kcal). */
const ENERGY_FREE_DRINK_KCAL = 10;

/** Words said of a black coffee or a tea that add no energy to it: they stay with the drink. */
const SAYS_NO_ENERGY: ReadonlySet<string> = new Set(
  [
    "decaf",
    "decaffeinated",
    "cafe",
    "hot",
    "strong",
    "weak",
    "black",
    "plain",
    "unsweetened",
    "горячий",
    "горячего",
    "крепкий",
    "крепкого",
    "слабый",
    "черный",
    "черного",
    "растворимый",
  ].map(stem),
);

/** A size, a way of cooking or a word saying a drink is plain: what a diary may add after a comma. */
function describesAfterComma(e: Element): boolean {
  return e.kind === "word" && (SIZE_STEMS.has(e.stem) || PREPARATION_STEMS.has(e.stem) || SAYS_NO_ENERGY.has(e.stem));
}

/**
 * "sweet tea, large", "капучино, большой": a size said alone after a separator, as the last thing or before another
 * separator, is the size of the food just before that separator, as an amount there is its amount
 * (quantities.ts). So is how it was cooked, as a diary lists it: "chicken breast, grilled", "sweet potato, baked"
 * lost the word, as did "coffee, black".
 */
function describedAfterComma({ elements, matches }: Layout, from: number, to: number): FoodMatch | undefined {
  const run = elements.slice(from, to);
  const describing = run.every(describesAfterComma);
  if (
    !describing ||
    elements[from - 1]?.kind !== "separator" ||
    (to < elements.length && elements[to]!.kind !== "separator")
  ) {
    return undefined;
  }
  return matches.find((m) => m.to === from - 1);
}

/**
 * "went to a birthday party and had …", "went to a party and had pizza": "a" whose noun is a word of how the diary
 * tells the meal (a stop word, so no element), with nothing after it before the item ends, is the article of that
 * word, no count of one; it stood in `unmatched` alone (decision 024, follow-up "English diary lines, a fifth batch").
 */
function articleOfNoFood({ elements, text }: Layout, q: Quantity): boolean {
  const e = elements[q.from]!;
  if (q.to - q.from !== 1 || q.unit || e.kind !== "number" || !/^an?$/i.test(text.slice(e.start, e.end))) return false;
  const next = elements[q.to];
  if (next !== undefined && next.kind !== "separator" && next.kind !== "connector") return false;
  // Words stood between the article and the end of its item ("a birthday party").
  const end = next?.start ?? text.length;
  return /\p{L}/u.test(text.slice(e.end, end));
}

export function describe(db: Database, at: Layout, binding: Binding): Description {
  const { elements, matches, used } = at;
  const { assigned, orphans } = binding;
  // A word after a food's own quantity still describes that food when it is a preparation word or names a more
  // specific food with it: "минтай 150 г жареный", "овсянка 60 г сухая". Other words there stay unmatched.
  const ownerBefore = (from: number, runTo: number): FoodMatch | undefined => {
    let k = from;
    while (k >= 0 && used[k] && (elements[k]!.kind === "number" || elements[k]!.kind === "unit")) {
      if (matches.some((m) => m.to - 1 === k)) break;
      k--;
    }
    const owner = neighbour(at, k, -1);
    if (!owner || k === from) return owner;
    if (assigned.get(owner)?.to !== from + 1) return undefined;
    const run = elements.slice(from + 1, runTo) as Extract<Element, { kind: "word" }>[];
    if (run.every(isKnown) || run.every((e) => percentOf(e.stem) !== undefined)) return owner;
    // "parsnip 100g kirkland": a shop or maker after the food's amount is the food's (brands.ts).
    if (brandsOnly(at.text, elements, from + 1, runTo)) return owner;
    const stems = owner.absorbed ? null : windowStems(elements, owner.from, owner.to, null);
    if (
      owner.food.drink &&
      namesItsFruit(
        db,
        owner.food,
        run.map((e) => e.stem),
      )
    )
      return owner;
    return stems && db.aliases.has(aliasKey([...stems, ...run.map((e) => e.stem)])) ? owner : undefined;
  };

  const modifiers = new Map<FoodMatch, Modifier[]>();
  const unmatched: { start: number; end: number }[] = [];
  let k = 0;
  while (k < elements.length) {
    if (used[k] || elements[k]!.kind !== "word") {
      k++;
      continue;
    }
    const from = k;
    while (k < elements.length && !used[k] && elements[k]!.kind === "word") k++;
    // "big mac meal large fries", "eggs medium fries": in English a size comes before what it sizes, so sizes that end
    // the words between two foods are the next one's; the burger had been a large one and the fries the usual 120 g.
    const next = at.foodAt.get(k);
    // "coffee large milk", "tea small milk": what goes into a drink takes no size of its own; the size is the drink's
    // before it (the milk was a large 350 g glass).
    const before = from > 0 ? neighbour(at, from - 1, -1) : undefined;
    const intoDrink = next !== undefined && before?.food.drink === true && ADDED_TO_DRINKS[next.food.id] !== undefined;
    let sizesFrom = k;
    while (sizesFrom > from && next && !intoDrink && sizesNext(elements[sizesFrom - 1]!, next)) sizesFrom--;
    if (sizesFrom < k && before) {
      const list = modifiers.get(next!) ?? [];
      for (let w = sizesFrom; w < k; w++) {
        const e = elements[w] as Extract<Element, { kind: "word" }>;
        list.push({ start: e.start, end: e.end, known: true, stem: e.stem });
      }
      modifiers.set(next!, list);
      if (sizesFrom === from) continue;
      k = sizesFrom;
    }
    // "додо: 2 куска пиццы", "вкусно и точка — 2 чизбургера", "в 8:30 два яйца": a chain, an hour, a date or a
    // price said before the meal, an amount or a mark between, is where or when the next food was had.
    const chainOnly = elements
      .slice(from, k)
      .every(
        (e) =>
          e.kind === "word" &&
          (e.stem.startsWith(CHAIN_PREFIX) ||
            e.stem === PLACE ||
            e.stem.startsWith(SPLIT_ONE_PREFIX) ||
            NOT_AMOUNTS.has(e.stem)),
      );
    // A shop or maker (brands.ts) is a known word: it holds no energy of its own, beside a drink as anywhere.
    const branded = brandsOnly(at.text, elements, from, k);
    const said =
      ownerBefore(from - 1, k) ??
      neighbour(at, k, 1) ??
      describedAfterComma(at, from, k) ??
      (chainOnly ? matches.find((m) => m.from >= k) : undefined) ??
      // "kirkland 100g parsnip", "trader joe's 2 cups …": a shop or maker typed before a food's amount (brands.ts).
      (branded ? foodAfterItsAmount(elements, matches, k) : undefined);
    const inVessel = said ? undefined : countedInVessel(elements, from, k, binding);
    // "taco salad #2", "суп (2-й раз за день)", "pea soup (2nd today)": a mark that is no amount, alone in the last
    // item or in brackets, tags the meal as it does before a food; with no food after it, it is the food's before it.
    // It was left unread (decision 024, follow-up: absurd readings, seeds 2 to 5).
    const marksOnly =
      !said && !inVessel && elements.slice(from, k).every((e) => e.kind === "word" && NOT_AMOUNTS.has(e.stem));
    // "I quickly grabbed …", "mac and cheese, a big bowl of it, homemade", "we ordered chinese, I had …": words told
    // around the meal, said apart from any food, describe the meal's nearest food (told-around-the-meal.ts).
    const told =
      !said && !inVessel && !marksOnly && toldAroundTheMeal(elements.slice(from, k))
        ? (matches.findLast((m) => m.to <= from) ?? matches.find((m) => m.from >= k))
        : undefined;
    const owner = said ?? inVessel ?? (marksOnly ? matches.findLast((m) => m.to <= from) : undefined) ?? told;
    if (owner) {
      const list = modifiers.get(owner) ?? [];
      // "a stack of 3 pancakes": the "a" before the vessel is the vessel's, no count of its own.
      const article = inVessel || told ? orphans.find((oq) => oq.to === from && oq.count === 1 && !oq.unit) : undefined;
      if (article) {
        orphans.splice(orphans.indexOf(article), 1);
        list.push({ start: elements[article.from]!.start, end: elements[article.to - 1]!.end, known: true, stem: "" });
      }
      for (let w = from; w < k; w++) {
        const e = elements[w] as Extract<Element, { kind: "word" }>;
        list.push({ start: e.start, end: e.end, known: branded || isKnown(e), stem: e.stem });
      }
      modifiers.set(owner, list);
    } else {
      // Carry an orphan quantity that sits right before the words: "3 пирожных-макарон" stays whole.
      const q = orphans.find((oq) => oq.to === from);
      if (q) orphans.splice(orphans.indexOf(q), 1);
      unmatched.push({ start: q ? elements[q.from]!.start : elements[from]!.start, end: elements[k - 1]!.end });
    }
  }
  for (const [m, mods] of modifiers) {
    const named = m.food.id;
    pickVariant(db, elements, m, mods);
    // A variant a word asks for in English ("sugar free energy drink", "sugar free monster") is served the English way
    // as the food named was (analyze.ts): it was the diet row's Russian 250 ml can where "zero energy drink" and
    // "energy drink" are the 16 fl oz one (decision 024, follow-up "English default portions, by class").
    if (m.english && m.food.id !== named) m.food = servedTheEnglishWay(m.food);
    // An unknown word beside a drink of next to no energy is most often what holds the energy ("boba tea", "caramel
    // macchiato"): it is shown as not read, never folded into a near-0 kcal drink the person would take as theirs.
    if (!m.food.drink || (m.food.per100g[KCAL] ?? 0) >= ENERGY_FREE_DRINK_KCAL) continue;
    // Where it came from is no such word ("leftover coffee", "restaurant iced tea": fndds.ts, PROVENANCE).
    for (const x of mods.filter((y) => !y.known && !SAYS_NO_ENERGY.has(y.stem) && !PROVENANCE.has(y.stem))) {
      mods.splice(mods.indexOf(x), 1);
      unmatched.push({ start: x.start, end: x.end });
    }
  }
  for (const q of orphans) {
    if (articleOfNoFood(at, q)) continue;
    const cut =
      cutOfAmountedFood(at, binding, q) ??
      vesselOfCounted(binding, q) ??
      andAHalf(at, binding, q) ??
      shareOfItsMeasure(at, binding, q);
    if (cut) {
      const list = modifiers.get(cut) ?? [];
      list.push({ start: elements[q.from]!.start, end: elements[q.to - 1]!.end, known: true, stem: "" });
      modifiers.set(cut, list);
    } else unmatched.push({ start: elements[q.from]!.start, end: elements[q.to - 1]!.end });
  }
  unmatched.sort((a, b) => a.start - b.start);
  return { modifiers, unmatched };
}

/** The cuts a food weighed by its amount may be said in: "3 oz turkey slices", "100g chicken breast pieces". */
const CUTS: ReadonlySet<string> = new Set(["slice", "piece"]);

/**
 * The food a lone "slices" or "pieces" after it (and the words describing it) only says the cut of, where the food
 * already has its amount ("3 oz turkey breast deli slices", "100g chicken breast pieces"): the word was left unread
 * though it weighs nothing more.
 */
function cutOfAmountedFood(at: Layout, { assigned }: Binding, q: Quantity): FoodMatch | undefined {
  const unit = q.unit;
  if (q.to - q.from !== 1 || unit?.kind !== "portion" || !CUTS.has(unit.unit)) return undefined;
  const food = neighbour(at, q.from - 1, -1);
  return food && assigned.has(food) ? food : undefined;
}

/** What pieces are served in, said before their count: "a stack of 3 pancakes", "a box of 6 nuggets". */
const VESSELS: ReadonlySet<string> = new Set(["stack", "box", "basket", "tray", "platter"].map((w) => stem(w)));

/** The food counted right after a run of vessel words ("stack of 3 pancakes"): the stack was left unread. */
function countedInVessel(elements: Element[], from: number, to: number, binding: Binding): FoodMatch | undefined {
  for (let w = from; w < to; w++) {
    const e = elements[w]!;
    if (e.kind !== "word" || !VESSELS.has(e.stem)) return undefined;
  }
  return countedFrom(binding, to);
}

/** The food whose count, in pieces and more than one, is typed at element `at`. */
function countedFrom({ assigned }: Binding, at: number): FoodMatch | undefined {
  for (const [food, counted] of assigned) {
    if (counted.from === at) return counted.unit === undefined && counted.count > 1 ? food : undefined;
  }
  return undefined;
}

/**
 * "a bagel and a half", "a beer and a half", "2 slices and a half": a half said after "and" right after a counted food
 * is half one more of it, added to its count; it was left unread. The food, its count made so, is returned.
 */
function andAHalf(at: Layout, { assigned }: Binding, q: Quantity): FoodMatch | undefined {
  const and = at.elements[q.from - 1];
  if (q.count !== 0.5 || q.unit || and?.kind !== "connector" || !and.and) return undefined;
  // The food right before "and", or the unit of its count right before it ("2 slices and a half of pizza").
  const food = at.matches.find((m) => m.to === q.from - 1 || assigned.get(m)?.to === q.from - 1);
  const counted = food ? assigned.get(food) : undefined;
  if (!food || !counted || !Number.isInteger(counted.count)) return undefined;
  const unit = counted.unit;
  if (unit && unit.kind !== "portion") return undefined;
  assigned.set(food, { ...counted, count: counted.count + 0.5 });
  return food;
}

/**
 * "a plate of nachos to share, I had about half", "a bag of chips, ate about half": a share said alone after a comma,
 * of a food measured by its plate, bag or bowl before it, is the share of that measure that was eaten; it was left
 * unread and the whole plate counted (decision 024, follow-up "English meals told as sentences"). A food said with no
 * measure takes a share after its comma already ("a burrito, half").
 */
function shareOfItsMeasure(at: Layout, { assigned }: Binding, q: Quantity): FoodMatch | undefined {
  if (q.unit || q.count >= 1 || q.count <= 0) return undefined;
  const comma = at.elements[q.from - 1];
  if (comma?.kind !== "separator" || at.text.slice(comma.start, comma.end).trim() !== ",") return undefined;
  const food = at.matches.findLast((m) => m.to <= q.from - 1);
  const measured = food ? assigned.get(food) : undefined;
  if (!food || !measured || measured.to > food.from) return undefined;
  // "… to share, I had about half": words said of the plate may stand before the comma.
  if (at.elements.slice(food.to, q.from - 1).some((e) => e.kind !== "word")) return undefined;
  const unit = measured.unit;
  if ((unit?.kind !== "portion" && unit?.kind !== "volume") || !Number.isInteger(measured.count)) return undefined;
  assigned.set(food, { ...measured, count: measured.count * q.count });
  return food;
}

/**
 * The food a measure said just before its count only holds: "a plate of 3 pancakes", "a bowl of 2 eggs", "a serving
 * of 4 cookies" are the pieces counted, and the plate, bowl or serving was left unread.
 */
function vesselOfCounted(binding: Binding, q: Quantity): FoodMatch | undefined {
  const unit = q.unit;
  if (q.count !== 1 || (unit?.kind !== "portion" && unit?.kind !== "volume")) return undefined;
  return countedFrom(binding, q.to);
}

/**
 * A describing word can name a more specific food: "минтай … жареный" is fried fish, "овсянка … сухая" dry oats,
 * "diet pepsi" the diet cola, "кефир 0%" the kefir closest in fat. Variants come from the catalog's own names
 * (database.ts, buildVariants), so a food without one stays as it is.
 */
/** Russian words for a pack sold light: "лайт", "лёгкий", "облегчённый". */
const LIGHT_STEMS: ReadonlySet<string> = new Set(
  ["лайт", "лёгкий", "легкий", "лёгкая", "легкая", "лёгкое", "легкое", "облегчённый", "облегченный"].map((w) =>
    stem(w),
  ),
);

/** The leanest of a food's fat variants, where it has any leaner than itself. */
function leanestVariant(db: Database, food: Food): Food | undefined {
  const variants = db.fatVariants.get(food.id);
  if (!variants || variants.length === 0) return undefined;
  const leanest = variants.reduce((a, b) => (b.percent < a.percent ? b : a));
  const fat = (f: Food) => f.per100g[FAT] ?? 0;
  return fat(leanest.food) < fat(food) ? leanest.food : undefined;
}

/** A word asking for a food's diet variant ("diet", "zero", "sugar free"). */
const saysDiet = (x: Modifier) => x.stem === "#diet" || DIET_STEMS.has(x.stem);

function pickVariant(db: Database, elements: Element[], m: FoodMatch, mods: Modifier[]): void {
  const stems = m.absorbed || m.fuzzyWords > 0 ? null : windowStems(elements, m.from, m.to, null);
  // "wheat pasta 85g dry": a food read past a word its name lacks is still found dry by its own names.
  const uncooked = beforeCooking(db, m.food, stems, mods);
  if (uncooked) {
    m.food = uncooked;
    return;
  }
  // "яичница из 2 яиц без масла", "омлет без масла": a refusal that names a variant of the food (FNDDS's "fried no
  // added fat") is that variant; looked up by the food's own name, as a dish made of counted eggs keeps no words.
  const named = aliasTokens(m.food.namesRu[0] ?? "");
  for (const x of mods) {
    const said = elements.find((e) => e.kind === "word" && e.start === x.start);
    const refused = said?.kind === "word" && said.note === "negation" ? said.refused : undefined;
    const without = refused ? db.aliases.get(aliasKey([...(stems ?? named), "без", refused]))?.[0]?.food : undefined;
    if (without && without !== m.food) {
      m.food = without;
      x.known = true;
      return;
    }
  }
  // "майонез лайт", "лёгкий майонез": a pack sold light is the food's leanest fat on the catalog's list (ГОСТ 31761's
  // лёгкий майонез is the 30% one); the word was left unread and the 67% Провансаль counted.
  const light = mods.find((x) => LIGHT_STEMS.has(x.stem));
  const leanest = light ? leanestVariant(db, m.food) : undefined;
  if (light && leanest) {
    m.food = leanest;
    light.known = true;
    return;
  }
  if (stems) {
    const better = db.aliases.get(aliasKey([...stems, ...mods.map((x) => x.stem)]))?.[0]?.food;
    if (better && better !== m.food) {
      m.food = better;
      for (const x of mods) x.known = true;
      return;
    }
    // "сок свежевыжатый апельсиновый": one word that names the variant, beside another the catalog does not read;
    // "рыба в кляре": battered or breaded is fried, where the catalog names no battered one.
    if (mods.length > 1 || mods.some((x) => BATTERED.has(x.stem))) {
      for (const x of mods) {
        const said = BATTERED.has(x.stem) ? FRIED : x.stem;
        const one = db.aliases.get(aliasKey([...stems, said]))?.[0]?.food;
        if (one && one !== m.food) {
          m.food = one;
          x.known = true;
          // "iced sugar free tea": a diet said beside the word is that variant's diet one, as it is of a food named
          // whole ("sugar free iced tea"); the sweetened iced tea was read with the words dropped.
          const diet = mods.filter(saysDiet);
          const dietOne = diet.length > 0 ? db.dietVariants.get(one.id) : undefined;
          if (dietOne) {
            m.food = dietOne;
            for (const d of diet) d.known = true;
          }
          return;
        }
      }
    }
  }
  // "кус-кус 50г сухой": a food typed in a spelling the catalog keeps as another alias is still found dry by its own
  // Russian names, as the English "dry" is above (decision 024: dry weights are of the dry food).
  const dry = ownDryVariant(db, m.food, mods);
  if (dry) {
    m.food = dry;
    return;
  }
  // "йогурт чудо питьевой", "чудо йогурт питьевой": a maker's name read as its usual pack, with a word that names
  // another kind of the same food ("йогурт питьевой"), is that kind, by the first word of the food's own name.
  const kind = m.english || !stems ? undefined : ownKindVariant(db, m.food, stems, mods);
  if (kind) {
    m.food = kind;
    return;
  }
  // "цветная капуста в кляре": battered where the catalog has no fried food of it is FNDDS's coated and fried record
  // of the food's English name ("Fried cauliflower", 215 kcal per 100 g against 25).
  const battered = mods.find((x) => BATTERED.has(x.stem));
  const english = m.food.namesEn[0]
    ?.toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (battered && english && english.length > 0 && !m.food.id.startsWith("fndds-")) {
    const code = findFnddsName([FRIED_EN, ...english.map((w) => stem(w))]);
    const fried = code ? db.byId.get(fnddsFoodId(code)) : undefined;
    const theirs = fried?.per100g[KCAL] ?? 0;
    const ours = m.food.per100g[KCAL] ?? 0;
    if (fried && ours > 0 && theirs > ours * BATTER_ENERGY_RATIO) {
      // Weighed as the food is served (a side of cauliflower), not by FNDDS's American side of it.
      m.food = { ...fried, portion: m.food.portion, units: { ...fried.units, ...m.food.units } };
      battered.known = true;
      return;
    }
  }
  // "баклажаны запечённые", "грибы тушёные": a vegetable fried, baked or stewed where the catalog names no such dish
  // is FNDDS's "cooked, fat added" record of its English name (eggplant 50 kcal per 100 g against 35 boiled; decision
  // 024, as "в кляре" above).
  const cooked = mods.find((x) => COOKED_IN_FAT.has(x.stem));
  const ours = m.food.per100g[KCAL] ?? 0;
  if (cooked && english && english.length > 0 && ours > 0 && ours < VEGETABLE_KCAL && !m.food.id.startsWith("fndds-")) {
    const code = findFnddsName([...COOKED_FAT_ADDED_EN, ...english.map((w) => stem(w))]);
    const inOil = code ? db.byId.get(fnddsFoodId(code)) : undefined;
    if (inOil && (inOil.per100g[KCAL] ?? 0) > ours) {
      // Named as typed in Russian, weighed as the catalog serves the vegetable.
      m.food = {
        ...inOil,
        namesRu: m.food.namesRu,
        portion: m.food.portion,
        units: { ...inOil.units, ...m.food.units },
      };
      cooked.known = true;
      return;
    }
  }
  const diet = mods.filter(saysDiet);
  const dietFood = diet.length > 0 ? db.dietVariants.get(m.food.id) : undefined;
  if (dietFood) {
    m.food = dietFood;
    for (const x of diet) x.known = true;
  }
  for (const x of mods) if (letterSize(m.food, x.stem)) x.known = true;
  for (const x of mods) {
    const percent = percentOf(x.stem);
    if (percent === undefined) continue;
    const variant = closestFat(db.fatVariants.get(m.food.id) ?? [], percent, m.food);
    if (variant) {
      m.food = variant;
      x.known = true;
    } else if (namedWithItsMilk(db, elements, m)) {
      // "кофе с молоком 2,5%": the milk's fat, which a dish's share of milk carries too little of to change.
      x.known = true;
    }
  }
}

/** The words of milk a dish is named with: "кофе с молоком", "каша на молоке". */
const MILK_STEMS: ReadonlySet<string> = new Set(["молоко", "молока", "молоком", "молоке"].map((w) => stem(w)));
/** The milk whose fat contents a dish's milk is sold at. */
const MILK = "ru-milk";

/** Whether `m`, a food sold at no fat contents of its own, was typed with its milk named ("кофе с молоком"). */
function namedWithItsMilk(db: Database, elements: readonly Element[], m: FoodMatch): boolean {
  if (db.fatVariants.has(m.food.id)) return false;
  return elements.slice(m.from, m.to).some((e) => e.kind === "word" && MILK_STEMS.has(e.stem));
}

/**
 * The food weighed before cooking, where a word of BEFORE_COOKING describes it and the catalog names it, by the words
 * typed or by one of the food's own names, with another of them: "rice … uncooked" is the catalog's "dry rice",
 * "spaghetti 100g uncooked" (read as pasta) its "uncooked pasta". Other describing words keep their own reading.
 */
function beforeCooking(db: Database, food: Food, stems: readonly string[] | null, mods: Modifier[]): Food | undefined {
  const said = mods.find((x) => BEFORE_COOKING.includes(x.stem));
  if (!said) return undefined;
  const rest = mods.filter((x) => x !== said).map((x) => x.stem);
  const own = [...food.namesEn, ...food.namesRu].map((n) => aliasTokens(n));
  for (const named of stems ? [stems, ...own] : own) {
    for (const word of BEFORE_COOKING) {
      const found = db.aliases.get(aliasKey([...named, word, ...rest]))?.[0]?.food;
      if (found && found !== food) {
        for (const x of mods) x.known = true;
        return found;
      }
    }
  }
  return undefined;
}

const DRY_RU = stem("сухой");

/** What is said of the meal, not of a food: a list number, an hour, a date, a price (elements.ts, notAmounts). */
const MEAL_MARKS: ReadonlySet<string> = new Set(["#list", "#time", "#date", "#price"]);

/**
 * The food named by the first word of the food's Russian name and every describing word said of it, where the food
 * was typed as that word and a maker's name.
 */
function ownKindVariant(db: Database, food: Food, typed: readonly string[], all: Modifier[]): Food | undefined {
  // A list number, an hour, a date or a price said before the item is the meal's, never a word of the food's kind:
  // "1) йогурт чудо питьевой" was another yogurt than the line without it (decision 024, the same meal typed another
  // way).
  const mods = all.filter((x) => !MEAL_MARKS.has(x.stem));
  if (mods.length === 0 || mods.some((x) => x.stem === "" || x.stem.startsWith("#"))) return undefined;
  const head = aliasTokens(food.namesRu[0] ?? "")[0];
  // Only a food typed by its kind's word and a maker's name beside it ("йогурт чудо"), not a kind of its own.
  if (!head || !typed.includes(head) || typed.length < 2) return undefined;
  // "пюре роллтон картофельное", "картошка в мундире": a word the food's own names already say names no other kind.
  const own = new Set(food.namesRu.flatMap((n) => aliasTokens(n)));
  if (mods.every((x) => own.has(x.stem))) return undefined;
  const found = db.aliases.get(aliasKey([head, ...mods.map((x) => x.stem)]))?.[0]?.food;
  if (!found || found === food) return undefined;
  for (const x of mods) x.known = true;
  return found;
}

/** The catalog's dry food of the same name ("кускус" → "кускус сухой"), where "сухой" describes the food. */
function ownDryVariant(db: Database, food: Food, mods: Modifier[]): Food | undefined {
  const said = mods.find((x) => x.stem === DRY_RU);
  if (!said) return undefined;
  for (const name of food.namesRu) {
    const named = aliasTokens(name);
    const found = (db.aliases.get(aliasKey([...named, DRY_RU])) ?? db.aliases.get(aliasKey([DRY_RU, ...named])))?.[0]
      ?.food;
    if (found && found !== food) {
      said.known = true;
      return found;
    }
  }
  return undefined;
}

/**
 * "кефир 3,2 стакан", "молоко 1,5 200 мл": a decimal right after a food sold at several fat contents, equal to one of
 * them, is its fat content, not an amount, when another amount follows it, when a measure comes before the food, or
 * when it could not be litres of a meal (2 and more). "молоко 1,5" alone stays one and a half litres (decision 024).
 */
export function readFatDecimals(db: Database, text: string, elements: Element[], matches: readonly FoodMatch[]): void {
  // Only a food sold in fat variants, or named with the milk it is made with ("кофе с молоком 2,5", "каша на молоке
  // 3,2": the milk's fat; read as litres it was 2.5 l of coffee), has a fat content to read (most lines hold none).
  const withMilk = (m: FoodMatch) => namedWithItsMilk(db, elements, m);
  const dairy = (m: FoodMatch) => DAIRY.test(m.food.namesEn[0] ?? "");
  if (!matches.some((m) => db.fatVariants.has(m.food.id) || withMilk(m) || dairy(m))) return;
  const inFood = new Set(matches.flatMap((m) => Array.from({ length: m.to - m.from }, (_, k) => m.from + k)));
  for (const m of matches) {
    const fatsOf = db.fatVariants.has(m.food.id) ? m.food.id : withMilk(m) ? MILK : undefined;
    if (fatsOf === undefined) {
      printedFatBeforeItsWeight(text, elements, m, inFood);
      continue;
    }
    // "молоко Простоквашино 2,5 стакан", "кефир Савушкин 1 стакан 3,2": a maker's name or another word that is no food
    // may stand between the food and its fat content, as on the pack.
    let at = m.to;
    while (elements[at]?.kind === "word" && !inFood.has(at)) at++;
    const e = elements[at];
    if (e?.kind !== "number" || e.stem !== undefined || e.range) continue;
    // "творог 5 200 г", "сметана 15 две ложки": a whole number equal to one of the food's fats, with another amount
    // right after it, is the fat the pack prints, never a count of that amount; five times 200 g was a kilogram of
    // творог, fifteen times two spoons 450 g of sour cream (decision 024, follow-up "Russian diary text, a fourth
    // sweep"). Alone or before a measure ("кефир 1 стакан", "творог 5") it stays the count.
    if (Number.isInteger(e.value)) {
      const fat = db.fatVariants.get(fatsOf)?.some((v) => Math.abs(v.percent - e.value) < 0.01);
      const next = elements[at + 1];
      // "творожок 2 штуки по 100 г": a count with its pieces word, then so much each, is a count.
      const bare = /^\d+$/.test(text.slice(e.start, e.end));
      if (fat && bare && e.value > 0 && next?.kind === "number" && !next.range && !next.times) {
        elements[at] = { kind: "word", stem: stem(`${e.value}%`), start: e.start, end: e.end };
      }
      continue;
    }
    // "кефир 1-2 стакана": the middle of a range is a count, never a fat content (it was kefir 1.5%, one glass).
    if (e.digits !== undefined) continue;
    // "молоко ½ стакана", "кефир 1/2 литра": a fraction is an amount, never typed for a fat content (it was 0,5% milk).
    if (/[/½⅓⅔¼¾]/.test(text.slice(e.start, e.end))) continue;
    const value = e.value;
    const variants = db.fatVariants.get(fatsOf);
    // "молоко Parmalat 1,8 стакан", "молоко 3,4 200 мл": a fat a pack prints that the catalog lists no variant of is
    // still a fat where it is near one and no amount anyone says (tenths other than .0 and .5: nobody drinks 1.8
    // glasses); it was 1.8 glasses of milk.
    const printed = Math.round(value * 10) % 5 !== 0;
    const near = (v: { percent: number }) => Math.abs(v.percent - value) < (printed ? NEAR_PRINTED_FAT : 0.01);
    if (!variants?.some(near)) continue;
    const after = elements[at + 1];
    // "молоко 0,5 л", "кефир 1,5 литра": litres or grams right after the decimal are its unit, so it is the amount
    // (a bottle's half litre was read as milk 0,5% and then as a litre of it); a decimal of 2 and more cannot be
    // litres of a meal and stays the fat content ("молоко 2,5 л").
    const metric = after?.kind === "unit" && isMetric(after.unit) && value < 2;
    // "молоко полстакана", "молоко 1,5 стакана", "кефир 0,5 кружки": a half glued to its measure, or a decimal before a
    // measure in the genitive a count of it takes, is a share of the measure; "кефир 3,2 стакан" names the glass
    // in the nominative, as a pack's fat is typed before it. Read as a fat, "молоко полстакана" was a glass of 0,5%
    // milk (decision 024, follow-up: Russian diary text).
    if (after?.kind === "unit" && (after.start === e.start || (value < 2 && countedMeasure(text, after)))) continue;
    const amountFollows = after?.kind === "number" || (after?.kind === "unit" && !metric);
    // "бутылка кефира 1,5", "стакан молока 1,5": the measure before the food gave the amount; the decimal after it is
    // the fat content, never the bottle's litres (quantities.ts, vesselSize).
    const measuredBefore = elements[m.from - 1]?.kind === "unit";
    // "кофе с молоком 1,5": a litre and a half of a drink or porridge made with milk is no serving; half a litre is.
    const dishFat = fatsOf !== m.food.id && value >= 1;
    if (!amountFollows && !measuredBefore && !dishFat && value < 2) continue;
    elements[at] = { kind: "word", stem: stem(`${value}%`), start: e.start, end: e.end };
  }
}

/** Dairy foods by their English name, sold with a fat content printed on the pack though the catalog lists none. */
const DAIRY = /\b(?:yogh?urts?|kefir|milk|ryazhenka|varenets|snezhok|ayran|curd|tvorog|cream)\b/i;

/**
 * "йогурт питьевой 2,5 270г", "снежок 2,5 200 мл": a decimal typed after a dairy food the catalog sells at one fat,
 * right before its weight or volume, is the fat the pack prints; read as a count it made 2.5 times 270 g (675 g,
 * 533 kcal). It is said of the food and changes nothing (decision 024, follow-up "Russian diary text, a fourth sweep").
 */
function printedFatBeforeItsWeight(text: string, elements: Element[], m: FoodMatch, inFood: ReadonlySet<number>): void {
  if (!DAIRY.test(m.food.namesEn[0] ?? "")) return;
  let at = m.to;
  while (elements[at]?.kind === "word" && !inFood.has(at)) at++;
  const e = elements[at];
  if (e?.kind !== "number" || e.stem !== undefined || e.range || e.digits !== undefined) return;
  if (Number.isInteger(e.value) || e.value > 10 || /[/½⅓⅔¼¾]/.test(text.slice(e.start, e.end))) return;
  const weight = elements[at + 1];
  const unit = elements[at + 2];
  if (weight?.kind !== "number" || weight.value < 20 || unit?.kind !== "unit" || !isMetric(unit.unit)) return;
  elements[at] = { kind: "word", stem: stem(`${e.value}%`), start: e.start, end: e.end };
}

/**
 * A measure typed in the genitive singular a decimal counts it in ("1,5 стакана", "0,5 кружки"): a masculine measure
 * takes "-а", a feminine one "-и"; "кружка", "чашка", "ложка" in the nominative end in "-ка".
 */
function countedMeasure(text: string, unit: Element): boolean {
  const said = text.slice(unit.start, unit.end).toLowerCase();
  return /[а-яё]и$/.test(said) || (/[а-яё]а$/.test(said) && !/ка$/.test(said));
}

/** How far a printed fat the catalog has no variant of may be from one (decision 024's fat decimals). */
const NEAR_PRINTED_FAT = 0.5;

/** Grams, kilograms, litres or millilitres (a household measure is a volume of its own size): the amount itself. */
function isMetric(unit: ParsedUnit): boolean {
  if (unit.kind === "mass") return true;
  return unit.kind === "volume" && (unit.ml === 1 || unit.ml === 1000) && !unit.unit && !unit.container;
}
