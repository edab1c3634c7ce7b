// Stage 3 of reading a meal text (see ../analyze.ts): amounts ("200 г", "2", "сто грамм", "полтора стакана",
// "90 ккал") found among the elements the food spans left over, and each given to the food it belongs to.
import { ADDED_TO_DRINKS, SPIRITS } from "../catalog/index";
import type { Food, Size } from "../database";
import { MULTIPLIER_WORDS, NUMBER_WORDS, type ParsedUnit, UNIT_WORDS } from "../quantity";
import { isCyrillic, normaliseText, stem } from "../text";
import { type Element, NOT_AMOUNTS } from "./elements";
import { FLAVOUR } from "./flavours";
import { EGG_GRAMS, eggsOf, type FoodMatch, isSauce } from "./food-spans";
import { PLATE_KIND_STEMS, SIZE_STEMS } from "./modifiers";
import { PLACE } from "./places";
import { gramsInPlural, isPluralOf } from "./plurals";

/**
 * "whole", "full", "целый": said of a unit, the unit itself ("a whole bag of popcorn" is one bag, "a full rack of
 * ribs" one rack).
 */
const WHOLE_STEMS: ReadonlySet<string> = new Set(
  ["whole", "full", "entire", "целый", "целая", "целую", "целое", "целиком"].map((w) => stem(w)),
);

/** Pieces a meal has a slice laid on each of ("5 бутербродов с сыром"); more is a slip, read as one portion. */
const MAX_SLICED_PIECES = 10;
/** A decimal under this after a drink's vessel is litres: "бутылка пива 0,33". */
const MAX_VESSEL_LITRES = 3;
/** The litres a glass or a mug is poured by, from a glass of wine to a litre mug of beer. */
const MIN_GLASS_LITRES = 0.1;
const MAX_GLASS_LITRES = 1;
const SHARES_OF_A_GLASS: ReadonlySet<number> = new Set([0.25, 0.5, 0.75]);
/** A tumbler's or a cup's millilitres and more, where a half is typed as a share; a wine glass holds less. */
const TUMBLER_ML = 200;
/** Vessels of a fixed small size (a shot, a spoon): a figure after them is not their size (see vesselSize). */
const MAX_FIXED_VESSEL_ML = 100;

/** "шт", "штук", "штучки": a count in pieces, which a Russian diary puts after the food it counts. */
const PIECE_STEMS: ReadonlySet<string> = new Set(
  ["шт", "штук", "штуки", "штука", "штучка", "штучки", "штучек", "piece", "pieces", "pcs", "pc"].map((w) => stem(w)),
);

/** A plate or a bowl: what "глубокая", "мелкая", "полная" say which of. */
function isPlate(unit: ParsedUnit | undefined): boolean {
  return unit?.kind === "portion" && (unit.unit === "plate" || unit.unit === "bowl");
}

/**
 * A whole said right by a food with no amount: "целая пицца", "торт целиком", "всю пиццу", "a whole cake", "whole
 * rotisserie chicken" (English "whole" was left unread, and the chicken was one 150 g serving).
 */
const WHOLE_BY_FOOD_STEMS: ReadonlySet<string> = new Set(
  ["целый", "целая", "целую", "целое", "целиком", "вся", "весь", "всю", "whole", "entire"].map((w) => stem(w)),
);

/**
 * "thin", "thick" said of a slice are its size ("3 thin slices of bread", "a thick slice of ham"), as USDA and FNDDS
 * size slices ("small or thin slice", "large or thick slice"). Only before a slice: elsewhere "thin" names a food
 * ("thin crust pizza") and stays a word.
 */
const SLICE_SIZE_STEMS: ReadonlyMap<string, Size> = new Map([
  [stem("thin"), "small"],
  [stem("thick"), "large"],
] as const);

/** The size a word before a unit gives it: a size word, or "thin"/"thick" before a slice. */
function unitSize(e: Element | undefined, next: Element | undefined): Size | undefined {
  if (e?.kind !== "word") return undefined;
  const size = SIZE_STEMS.get(e.stem);
  if (size) return size;
  return next?.kind === "unit" && next.unit.kind === "portion" && next.unit.unit === "slice"
    ? SLICE_SIZE_STEMS.get(e.stem)
    : undefined;
}

export interface Quantity {
  count: number;
  unit?: ParsedUnit;
  from: number;
  to: number;
  /** Written in digits with no unit ("гречка 200"): whether it is grams or a count depends on the food. */
  bare?: boolean;
  /** A size said between the number and the unit: "a medium order", "two large slices". */
  size?: Size;
  /** "пиво 2 по 0,5": a count of items of a decimal each, which after a drink are litres (portions.ts). */
  litresEach?: true;
  /** "кофе x2": a multiplier, which counts the food before it. */
  multiplier?: true;
  /** "then 1 more": a multiplier of one helping more than told, which adds to a count of pieces (elements.ts). */
  more?: true;
  /** "30 пельменей", "32 ролла": the food's word beside the number is in the form Russian counts in. */
  countForm?: true;
  /** "30 eggs", "50 grapes": the count typed before an English plural, which no weight is (portions.ts). */
  plural?: true;
  /** "a pudding cup", "chocolate pudding cup": a cup said after the food's name is the cup it is sold in. */
  sold?: true;
  /**
   * "2-3 grapes", "2-3 beers": a range of whole counts, whose midpoint counts items as its ends do, and servings of a
   * drink, never litres (portions.ts).
   */
  range?: true;
}

/** The most a spoon of anything holds, in grams (a heaped tablespoon of honey or a nut butter). */
const SPOON_MAX_GRAMS = 40;

/** A weight after pieces counted beside a dish is theirs up to this many times what the catalog weighs them. */
const PIECES_OUTWEIGHED = 4;

/**
 * Whether `q`, a weight or a volume typed after spoons or a bare count of `food` (`measure`), is more than those spoons
 * hold or those pieces could weigh ("2 sugars 300 ml", "2 печенья 200 мл").
 */
function pastTheSpoons(measure: Quantity, q: Quantity, food?: Food): boolean {
  const unit = measure.unit;
  const spoon = unit?.kind === "volume" && (unit.spoon === true || unit.unit === "tbsp" || unit.unit === "tsp");
  const pieces =
    food !== undefined &&
    (unit === undefined || (unit.kind === "portion" && (unit.unit === "piece" || unit.unit === "slice")));
  // A millilitre is taken for a gram: a spoon holds no more of either.
  const said =
    q.unit?.kind === "mass" ? q.count * q.unit.gramsPerUnit : q.unit?.kind === "volume" ? q.count * q.unit.ml : 0;
  if (spoon) return said > measure.count * SPOON_MAX_GRAMS;
  if (!pieces) return false;
  const piece =
    (unit?.kind === "portion" && unit.unit === "slice" ? food.units.slice : undefined) ??
    food.units.piece ??
    food.itemGrams ??
    food.portion.grams;
  return said > measure.count * piece * PIECES_OUTWEIGHED;
}

/**
 * The dish "A" of "A с ложкой B N г" or "A и 2 ложки B N мл" when N grams or millilitres are more than the spoons of B
 * hold: the amount after B is A's, where A has no amount of its own. "A с C и ложкой B" goes back to A, the dish the
 * parts after "с" are of ("чай с молоком и двумя ложками сахара 350 мл": the 350 ml are the tea's; they were 700 g of
 * sugar, decision 024, readings off by three times and more).
 */
function dishOfASpoon(
  at: Layout,
  measure: Quantity,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
  part?: FoodMatch,
): FoodMatch | undefined {
  if (!pastTheSpoons(measure, q, part?.food)) return undefined;
  const before = (from: number) => {
    const link = at.elements[from - 1];
    return link?.kind === "connector" ? at.matches.find((m) => m.to === from - 1) : undefined;
  };
  // The spoons may be said before the part or after it ("tea with honey 1 tbsp 16 oz").
  let dish = before(part && part.from < measure.from ? part.from : measure.from);
  for (let head = dish && before(dish.from); head && !assigned.has(head); head = before(head.from)) {
    const link = at.elements[dish!.from - 1];
    if (link?.kind !== "connector" || link.and) break;
    dish = head;
  }
  return dish && !assigned.has(dish) ? dish : undefined;
}

/** What the food spans left over, indexed by element, shared by the stages that bind quantities and words. */
export interface Layout {
  /** The meal text the elements point into. */
  text: string;
  elements: Element[];
  matches: FoodMatch[];
  used: boolean[];
  foodAt: Map<number, FoodMatch>;
}

export function layout(text: string, elements: Element[], matches: FoodMatch[]): Layout {
  const used = elements.map(() => false);
  const foodAt = new Map<number, FoodMatch>();
  for (const m of matches) {
    for (let k = m.from; k < m.to; k++) used[k] = true;
    if (m.typedApart) for (let k = m.typedApart.from; k < m.typedApart.to; k++) used[k] = true;
    foodAt.set(m.from, m);
  }
  return { text, elements, matches, used, foodAt };
}

const MULTIPLIERS = new Set([...MULTIPLIER_WORDS].map((w) => NUMBER_WORDS[w]!));

/** One more number after `count`: "2 ½" adds, "двести пятьдесят" and "twenty five" add, "two hundred" and
 * "half a" multiply. */
function combine(count: number, e: Extract<Element, { kind: "number" }>, previousIsWord: boolean): number {
  const value = e.value;
  if (e.stem === undefined) {
    return Number.isInteger(count) && count >= 1 && value < 1 ? count + value : count * value;
  }
  if (MULTIPLIERS.has(value)) return count * value;
  if (previousIsWord && count >= 20 && value < count && count % 10 === 0 && value >= 1) return count + value;
  return count * value;
}

/**
 * "капучино L": a litre sign with no number, next to a food sold by size, is the size on the cup. It becomes a word
 * that describes the food (modifiers.ts, letterSize); "кола 1 л" and "квас л" stay litres.
 */
export function readSizeLetters(at: Layout): void {
  const { elements, used } = at;
  elements.forEach((e, k) => {
    if (e.kind !== "unit" || used[k] || (e.stem !== "l" && e.stem !== "л")) return;
    if (elements[k - 1]?.kind === "number") return;
    const food = neighbour(at, k - 1, -1)?.food ?? neighbour(at, k + 1, 1)?.food;
    if (food?.sizes.large === undefined) return;
    elements[k] = { kind: "word", stem: e.stem, start: e.start, end: e.end };
  });
}

const WHOLE_UNIT: ParsedUnit = { kind: "portion", unit: "whole" };

/** Whether the element at `k` is an unread litre sign ("л", "l") typed after a vessel's decimal. */
function litreSignAt({ elements, used }: Layout, k: number): boolean {
  const e = elements[k];
  return e?.kind === "unit" && !used[k] && (e.stem === "l" || e.stem === "л");
}

/** A bottle or a can named in the nominative, as its size is said beside it ("бутылка 0,5", "0,33 банка"). */
const VESSEL_NOMINATIVES: ReadonlySet<string> = new Set(["бутылка", "банка", "бутылочка", "баночка"]);

/**
 * "пиво 0,5 бутылка", "кола 0,33 банка": a decimal typed right before a drink's bottle or can in the nominative is
 * what it holds in litres, as after it ("банка 0,33"); it was half a bottle, a third of a can. A share of one is said
 * in the genitive ("0,5 бутылки", "полбанки"), which stays a share.
 */
function litresBeforeVessel({ elements, text, matches }: Layout, from: number, unitAt: number): boolean {
  const n = elements[from];
  const u = elements[unitAt];
  if (unitAt !== from + 1 || n?.kind !== "number" || u?.kind !== "unit") return false;
  if (n.stem !== undefined || n.multiplier || n.times || Number.isInteger(n.value)) return false;
  if (!(n.value > 0 && n.value < MAX_VESSEL_LITRES)) return false;
  if (u.unit.kind !== "volume" || u.unit.container === undefined) return false;
  if (!VESSEL_NOMINATIVES.has(text.slice(u.start, u.end).toLowerCase())) return false;
  const drink = [...matches].reverse().find((m) => m.to <= from);
  return drink?.food.drink === true && elements.slice(drink.to, from).every((e) => e.kind === "word");
}

/** Whether the element at `i` is a multiplier typed sign first ("x3"), not yet read. */
function signedMultiplier({ elements, used, text }: Layout, i: number): boolean {
  const e = elements[i];
  return e?.kind === "number" && e.multiplier === true && !used[i] && /^[xх×*]/i.test(text.slice(e.start, e.end));
}

/**
 * Whether the number at `k` is the count of a food right after it ("бутылка пива 2 яйца": the eggs', not the beer's
 * amount); the bottle before the beer had gone back to the food before it (400 g of mayonnaise).
 */
function countOfFoodAfter({ elements, foodAt }: Layout, k: number): boolean {
  const n = elements[k];
  return n?.kind === "number" && n.stem === undefined && Number.isInteger(n.value) && foodAt.has(k + 1);
}

/** Whether a whole bare count stands at `k` and ends its item: the text or a separator follows it. */
function bareCountEnding({ elements }: Layout, k: number): boolean {
  const n = elements[k];
  const after = elements[k + 1];
  return (
    n?.kind === "number" &&
    n.stem === undefined &&
    !n.multiplier &&
    Number.isInteger(n.value) &&
    n.value >= 1 &&
    n.value <= 20 &&
    (after === undefined || after.kind === "separator")
  );
}

/** Whether digits at `i` stand right before a food, after a number that follows another food right before it. */
function betweenFoods({ elements, foodAt, matches }: Layout, from: number, i: number): boolean {
  const n = elements[i];
  return (
    n?.kind === "number" &&
    n.stem === undefined &&
    Number.isInteger(n.value) &&
    n.value >= 1 &&
    foodAt.has(i + 1) &&
    matches.some((m) => m.to === from)
  );
}

/**
 * "a whole chicken", "2 whole pizzas": "whole" between a count and the food counts wholes of it (a food the catalog
 * weighs whole, else its piece); the count alone was one serving ("a whole cake" 100 g).
 */
function wholeOfFood({ elements, used, foodAt }: Layout, i: number): boolean {
  const e = elements[i];
  return e?.kind === "word" && !used[i] && WHOLE_STEMS.has(e.stem) && foodAt.has(i + 1);
}

/**
 * Whether `n`, after the vessel or serving `unit`, is whole digits past any count of it (MAX_BARE_COUNT): what the
 * vessel held, never so many of it. Spoons are left as they were.
 */
function weighedVessel(unit: ParsedUnit, n: Element | undefined): boolean {
  if (n?.kind !== "number" || n.digits === undefined || n.value <= MAX_BARE_COUNT || n.multiplier) return false;
  if (unit.kind === "volume") return !unit.spoon && unit.ml !== 1 && unit.ml !== 1000;
  return unit.kind === "portion" && VESSEL_PORTIONS.has(unit.unit);
}

/** Portions said as a vessel or a serving whose weight may be typed after it: "тарелка 300", "пачка 200". */
const VESSEL_PORTIONS: ReadonlySet<string> = new Set(["bowl", "plate", "serving", "pack"]);

/** Numbers (possibly several: "2 ½", "half a") followed by an optional unit, or a unit alone ("стакан кефира"). */
export function findQuantities(at: Layout): Quantity[] {
  const { elements, used, foodAt, matches } = at;
  const quantities: Quantity[] = [];
  let i = 0;
  while (i < elements.length) {
    const e = elements[i]!;
    if (used[i] || (e.kind !== "number" && e.kind !== "unit")) {
      i++;
      continue;
    }
    const from = i;
    const each = litresThenCount(elements, used, matches, i);
    if (each) {
      quantities.push({ count: each.count, unit: { kind: "volume", ml: each.ml }, from, to: each.to });
      i = each.to;
      continue;
    }
    let count: number | undefined;
    let previousIsWord = false;
    let digits = 0;
    let litresEach = false;
    let eachSaid = false;
    let range = false;
    const multiplier = e.kind === "number" && e.multiplier === true;
    while (i < elements.length && !used[i] && elements[i]!.kind === "number") {
      const n = elements[i] as Extract<Element, { kind: "number" }>;
      // "творог 25 2х сало": a multiplier is a count of its own, never multiplied into the number before it.
      if (count !== undefined && (n.multiplier || multiplier)) break;
      // "кабинет 12 съел 2 яйца": a verb of eating between two numbers parts them; the eggs were 24 g.
      if (count !== undefined && EATEN_BETWEEN.test(at.text.slice(elements[i - 1]!.end, n.start))) break;
      // "пиво 2 по 0,5 2 по 100 г колбасы": "N по M" ends its count; the next number begins the next food's.
      if (eachSaid && !n.times) break;
      // "гречка 200 2 по 100 г колбасы": the count of "N по M" is the one number right before "по"; a number before
      // that is an amount of its own (it was 200 × 2 × 100 g, 40 kg of sausage).
      const nextElement = elements[i + 1];
      if (count !== undefined && !n.times && nextElement?.kind === "number" && nextElement.times) break;
      // "гречка 200 2 яйца": between two foods the number before the second is its own count; multiplied into the
      // first's it made 400 g of buckwheat and one egg.
      if (count !== undefined && betweenFoods(at, from, i)) break;
      eachSaid ||= n.times === true;
      if (n.times && count !== undefined) litresEach = !Number.isInteger(n.value) && n.value < 3;
      range = count === undefined && n.range === true;
      count = count === undefined ? n.value : n.times ? count * n.value : combine(count, n, previousIsWord);
      previousIsWord = n.stem !== undefined;
      if (n.stem === undefined) digits++;
      i++;
    }
    let unit: ParsedUnit | undefined;
    // "a medium order of fries", "две большие тарелки": a size word between the count and its unit sizes the unit.
    const sizeWord = elements[i];
    const size = !used[i] ? unitSize(sizeWord, elements[i + 1]) : undefined;
    const unitNext = elements[i + 1];
    const whole =
      sizeWord?.kind === "word" &&
      !used[i] &&
      (WHOLE_STEMS.has(sizeWord.stem) ||
        (PLATE_KIND_STEMS.has(sizeWord.stem) && unitNext?.kind === "unit" && isPlate(unitNext.unit)));
    const unitAt =
      count !== undefined && (size || whole) && elements[i + 1]?.kind === "unit" && !used[i + 1] ? i + 1 : i;
    const u = elements[unitAt];
    if (count !== undefined && wholeOfFood(at, i)) {
      unit = WHOLE_UNIT;
      i++;
    } else if (u && !used[unitAt] && u.kind === "unit") {
      unit = u.unit;
      i = unitAt + 1;
      if (count !== undefined && litresBeforeVessel(at, from, unitAt)) {
        unit = { kind: "volume", ml: count * 1000 };
        count = 1;
      }
      // "пельменей штук 15", "грамм сто пятьдесят курицы", "ложки три сметаны": the count said after its unit, as
      // people speak an estimate.
      let end = i;
      while (count === undefined && elements[end]?.kind === "number" && !used[end]) end++;
      // "сок стакан 2 яйца": a number right before a food counted by the piece counts that food, not the unit. Grams
      // and pieces are that food's own measure: "грамм 150 куриной грудки", "штуки 3 сырника" (the unit was unread).
      const ownMeasure = unit.kind === "mass" || (unit.kind === "portion" && unit.unit === "piece");
      const countsFood = end === i + 1 && foodAt.get(end)?.food.countable === true && !ownMeasure;
      // "пиво банка 0,33", "кола бутылка 1,5", "сидр бутылка 0,5": a decimal after a drink's can, bottle or pack is
      // what it holds in litres, as in "бутылка пива 0,5"; it was a third of a can.
      const trailing = elements[i];
      const drinkMatch = [...matches].reverse().find((m) => m.to <= from);
      const drinkBefore =
        drinkMatch?.food.drink === true && elements.slice(drinkMatch.to, from).every((e) => e.kind === "word");
      const vessel =
        (unit.kind === "volume" && unit.container !== undefined) || (unit.kind === "portion" && unit.unit === "pack");
      // "сок стакан 0,3", "пиво бокал 0,5", "квас кружка 0,5": a glass or a mug is sold and poured by its litres too;
      // the decimal was a share of the glass (75 g of juice, 250 g of beer for a half-litre).
      // A half or a quarter after a tumbler or a cup stays its share ("кефир стакан 0,5" is half a glass); after a
      // wine glass or a mug it is litres still (a beer's "бокал 0,5").
      const glass =
        unit.kind === "volume" &&
        (unit.unit === "glass" || unit.unit === "mug" || unit.unit === "cup") &&
        trailing?.kind === "number" &&
        trailing.value >= MIN_GLASS_LITRES &&
        trailing.value <= MAX_GLASS_LITRES &&
        !(SHARES_OF_A_GLASS.has(trailing.value) && unit.unit !== "mug" && unit.ml >= TUMBLER_ML);
      const litreSign = litreSignAt(at, end);
      if (
        (vessel || glass) &&
        drinkBefore &&
        end === i + 1 &&
        trailing?.kind === "number" &&
        trailing.stem === undefined &&
        !Number.isInteger(trailing.value) &&
        trailing.value < MAX_VESSEL_LITRES
      ) {
        unit = { kind: "volume", ml: trailing.value * 1000 };
        count = 1;
        // "тан бутылка 0,5л", "айран бутылка 0,5 л": the litre sign typed after the decimal is the same size; left
        // unread, it was a second half-litre (a litre of тан).
        i = litreSign ? end + 1 : end;
      } else if (weighedVessel(unit, elements[i]) && end === i + 1 && elements[end]?.kind !== "unit" && !countsFood) {
        // "rice bowl 250", "чай кружка 300", "творог пачка 200": whole digits past any count after a plate, bowl, mug,
        // glass, pack or serving are what it held, in grams (millilitres of a drink); read as that many vessels they
        // were 45 kg of rice and 50 kg of tea (decision 024, follow-up: absurd readings, seeds 2 to 5).
        unit = drinkBefore ? UNIT_WORDS.мл! : UNIT_WORDS.г!;
        count = (elements[i] as Extract<Element, { kind: "number" }>).value;
        i = end;
      } else if (end > i && elements[end]?.kind !== "unit" && !countsFood) {
        let after: number | undefined;
        let word = false;
        for (let k = i; k < end; k++) {
          const n = elements[k] as Extract<Element, { kind: "number" }>;
          after = after === undefined ? n.value : combine(after, n, word);
          word = n.stem !== undefined;
        }
        count = after;
        i = end;
      }
      // "пельмени 10 шт x2", "котлеты 2 шт х2": a multiplier right after a count and its pieces or household measure
      // is that many times them; it was left unread. A weight stays itself before a count typed first ("творог 250г
      // 2х сало" is two pieces of salo), but "x2" typed after a weight ("курица 100г x2") can only be of it.
      const times = elements[i];
      const signFirst = times !== undefined && /^[xх×*]/i.test(at.text.slice(times.start, times.end));
      const counted = u.unit.kind === "portion" || u.unit.kind === "volume" || (u.unit.kind === "mass" && signFirst);
      if (count !== undefined && counted && times?.kind === "number" && times.multiplier === true && !used[i]) {
        count *= times.value;
        i++;
      }
    }
    // "пиво 0,5 x3", "гречка 200 x2": "x3" typed after a bare number is that many of it; it was left unread, one
    // half-litre for three. The number stays as bare as it was typed.
    const bareEnd = i;
    const timesBare = elements[i];
    if (!unit && count !== undefined && !multiplier && signedMultiplier(at, i) && timesBare?.kind === "number") {
      // "пиво 0,5 х2": the decimal is a drink's litres, taken twice as "2 по 0,5" is; multiplied into a whole 1 it
      // was one glass.
      if (!Number.isInteger(count) && count < 3) litresEach = true;
      count *= timesBare.value;
      i++;
    }
    // "чипсы пачку целиком", "торт кусок весь": a whole said after the measure is that one measure, said in full; it
    // was left unread.
    const wholeAfter = elements[i];
    if (unit && wholeAfter?.kind === "word" && !used[i] && WHOLE_BY_FOOD_STEMS.has(wholeAfter.stem)) i++;
    // "чипсы 140г пачка", "тушенка 325 г банка": a pack or can named right after a weight, with no number of its
    // own, is what the weight was of; it was left unread. One with a food right after it after a food's weight
    // ("селёдка 100г бутылка кефира") is the next food's bottle: joined, the herring's weight went to the kefir.
    const packAfter = elements[i];
    const packOfNext = foodAt.has(i + 1) && matches.some((m) => m.to === from);
    if (
      unit?.kind === "mass" &&
      count !== undefined &&
      packAfter?.kind === "unit" &&
      !used[i] &&
      !packOfNext &&
      elements[i + 1]?.kind !== "number" &&
      ((packAfter.unit.kind === "portion" && packAfter.unit.unit === "pack") ||
        (packAfter.unit.kind === "volume" && packAfter.unit.container !== undefined))
    ) {
      i++;
    }
    // A weight or a volume in grams or litres said as a pack's label says it ("кефир 930г", "сырок 40 г"), then what
    // of it was eaten: a share ("полбутылки", "половина", "треть": the weight was the whole pack's) or a count of
    // pieces or packs ("2 шт", "2 баночки": each weighed that much). Both were left unread and the whole label's
    // weight eaten once.
    const labelled =
      count !== undefined &&
      (unit?.kind === "mass" || (unit?.kind === "volume" && (unit.ml === 1 || unit.ml === 1000)));
    const ofLabel = labelled ? labelShare(at, i) : undefined;
    // "квас 1,5 л стакан", "кефир 930 г 2 стакана": a glass or a mug poured from a bottle or carton whose label was
    // said first is what was drunk; it was left unread and the whole bottle drunk.
    const poured =
      labelled && !ofLabel && count !== undefined && unit
        ? pouredFrom(elements, used, i, count * labelAmount(unit))
        : undefined;
    if (ofLabel) {
      count = count! * ofLabel.times;
      i = ofLabel.to;
    } else if (poured) {
      count = poured.count;
      unit = poured.unit;
      i = poured.to;
    }
    const bare = !unit && digits > 0 && bareEnd - from === digits;
    // "большая тарелка борща", "a large bowl of soup": with no count, a size word just before the unit sizes it;
    // "a whole bag", "целую пачку" is that one unit, said in full.
    const before = elements[from - 1];
    const wordBefore =
      count === undefined && unit && before?.kind === "word" && !used[from - 1] ? before.stem : undefined;
    const sizeBefore = wordBefore !== undefined ? unitSize(before, elements[from]) : undefined;
    const wholeBefore =
      wordBefore !== undefined && (WHOLE_STEMS.has(wordBefore) || (PLATE_KIND_STEMS.has(wordBefore) && isPlate(unit)));
    const sized = unit && size && unitAt > from && elements[unitAt - 1] === sizeWord ? size : sizeBefore;
    // A calorie word with no figure ("калории", "low calorie yogurt", "считаю калории") is no amount: read as one, it
    // was a 1 kcal snack or a yogurt of 1 kcal. The word is left as a word, to be shown as the person typed it.
    if (count === undefined && unit?.kind === "energy" && u?.kind === "unit") {
      elements[unitAt] = { kind: "word", stem: u.stem ?? "", start: u.start, end: u.end };
      continue;
    }
    quantities.push({
      count: count ?? 1,
      ...(unit ? { unit } : {}),
      from: sizeBefore || wholeBefore ? from - 1 : from,
      to: i,
      ...(bare ? { bare } : {}),
      ...(sized ? { size: sized } : {}),
      ...(litresEach && !unit ? { litresEach: true as const } : {}),
      ...(multiplier && !unit ? { multiplier: true as const } : {}),
      ...(multiplier && !unit && e.kind === "number" && e.more ? { more: true as const } : {}),
      ...(range ? { range: true as const } : {}),
    });
  }
  return quantities;
}

/** Counts of packs or pieces after a label's weight that are read as so many of them ("сырок 40 г 2 шт"). */
const MAX_LABELLED_PACKS = 10;

/**
 * What of a pack whose label weight ends just before `i` was eaten: a share ("пол-" fused to a pack, "половина",
 * "треть", "половина пачки") or a count of pieces or packs ("2 шт", "3 баночки"), and where its words end. Nothing
 * when a food, a number or another unit follows it, where it is that food's amount ("кефир 500 мл половина банана").
 */
function labelShare({ elements, used, text }: Layout, i: number): { times: number; to: number } | undefined {
  const n = elements[i];
  if (n?.kind !== "number" || used[i] || n.multiplier || n.times) return undefined;
  const pack = (e: Element | undefined) =>
    e?.kind === "unit" &&
    ((e.unit.kind === "portion" && e.unit.unit === "pack") ||
      (e.unit.kind === "volume" && e.unit.container !== undefined));
  const piece = (e: Element | undefined) => e?.kind === "unit" && e.unit.kind === "portion" && e.unit.unit === "piece";
  const unitNext = elements[i + 1];
  let to = i + 1;
  let times: number;
  if (n.value > 0 && n.value < 1) {
    // "полпачки" is a number and a pack read from one word; "половина" a number word, which may name the pack after it.
    const fused = unitNext?.kind === "unit" && unitNext.start === n.start;
    // "шоколад 100 г 1/4": a fraction typed with its slash is a share as surely as "четверть"; a bare decimal
    // ("кефир 930 г 0,5") may be litres.
    const slashed = text.slice(n.start, n.end).includes("/");
    if (n.stem === undefined && !fused && !slashed) return undefined;
    if (pack(unitNext) && !used[i + 1]) to = i + 2;
    else if (fused) return undefined;
    times = n.value;
  } else if (Number.isInteger(n.value) && n.value >= 2 && n.value <= MAX_LABELLED_PACKS) {
    if (used[i + 1] || !(pack(unitNext) || piece(unitNext))) return undefined;
    to = i + 2;
    times = n.value;
  } else return undefined;
  const after = elements[to];
  if (after && (used[to] || after.kind === "number" || after.kind === "unit")) return undefined;
  return { times, to };
}

/**
 * "пиво 0,5 2 банки", "кола 0,33 3 шт": a drink's litres as its can or bottle says them, then how many of them; the two
 * were multiplied into one can (0,5 × 2). Only after a drink, with words alone between, and nothing numeric after.
 */
function litresThenCount(
  elements: readonly Element[],
  used: readonly boolean[],
  matches: readonly FoodMatch[],
  i: number,
): { count: number; ml: number; to: number } | undefined {
  const litres = elements[i];
  const n = elements[i + 1];
  const u = elements[i + 2];
  if (litres?.kind !== "number" || litres.stem !== undefined || Number.isInteger(litres.value)) return undefined;
  if (!(litres.value > 0 && litres.value < MAX_VESSEL_LITRES)) return undefined;
  // The count may be said in words ("пиво 0,5 две банки", decision 024, follow-up: Russian diary text, a sixth sweep):
  // it was one can, the word dropped; the vessel after it still has to follow.
  if (n?.kind !== "number" || !Number.isInteger(n.value) || n.value < 2) return undefined;
  if (n.value > MAX_LABELLED_PACKS || n.multiplier || n.times || used[i + 1] || used[i + 2]) return undefined;
  const vessel =
    u?.kind === "unit" &&
    // "сок 0,2 три пакетика": a juice box is a serving of its own.
    ((u.unit.kind === "portion" && (u.unit.unit === "piece" || u.unit.unit === "pack" || u.unit.unit === "serving")) ||
      (u.unit.kind === "volume" && u.unit.container !== undefined));
  if (!vessel) return undefined;
  const after = elements[i + 3];
  if (after && (after.kind === "number" || after.kind === "unit")) return undefined;
  const drink = [...matches].reverse().find((m) => m.to <= i);
  if (!drink?.food.drink || !elements.slice(drink.to, i).every((e) => e.kind === "word")) return undefined;
  return { count: n.value, ml: litres.value * 1000, to: i + 3 };
}

/** Grams or millilitres in one of a label's units. */
function labelAmount(unit: ParsedUnit): number {
  return unit.kind === "mass" ? unit.gramsPerUnit : unit.kind === "volume" ? unit.ml : 0;
}

/** A bottle or carton this big or bigger is poured from, never drunk by the glass it holds ("сок 200 мл стакан"). */
const MIN_POURED_FROM = 500;
/** Household vessels a drink is poured into: a glass, a mug, a cup. */
const POURED_INTO: ReadonlySet<string> = new Set(["glass", "mug", "cup"]);

/**
 * A glass, mug or cup (with a count or "пол-" of its own, or none) right after a bottle's or carton's label amount, and
 * no food, number or unit after it: the measure drunk of it.
 */
function pouredFrom(
  elements: readonly Element[],
  used: readonly boolean[],
  i: number,
  label: number,
): { count: number; unit: ParsedUnit; to: number } | undefined {
  if (label < MIN_POURED_FROM) return undefined;
  const n = elements[i];
  const counted = n?.kind === "number" && !used[i] && !n.multiplier && !n.times && n.value > 0 && n.value <= 5;
  const at = counted ? i + 1 : i;
  const u = elements[at];
  if (u?.kind !== "unit" || used[at] || u.unit.kind !== "volume" || u.unit.container || u.unit.spoon) return undefined;
  if (!u.unit.unit || !POURED_INTO.has(u.unit.unit)) return undefined;
  const after = elements[at + 1];
  if (after && (used[at + 1] || after.kind === "number" || after.kind === "unit")) return undefined;
  return { count: counted ? (n as { value: number }).value : 1, unit: u.unit, to: at + 1 };
}

export interface Binding {
  assigned: Map<FoodMatch, Quantity>;
  orphans: Quantity[];
  /**
   * "гречка с грибами 250 г": grams of each part of a dish whose weight was given as a whole; `bare` where that weight
   * was a bare number, as doubtful as any (price.ts).
   */
  shared: Map<FoodMatch, { grams: number; bare: boolean }>;
}

/**
 * A sauce is at most half the weight of what it is served on, as USDA pours gravy (a quarter cup, 60 g) over a 4 oz
 * serving of meat: "meatballs in tomato sauce 200 g" were 39 g of meatballs in 161 g of sauce, the sauce weighed by its
 * own 125 g serving as if eaten alone.
 */
const SAUCE_SHARE_OF_DISH = 0.5;

/** The weight a part of "A with B N g" counts for in sharing N: its typical portion, a sauce's capped by the dish's. */
function partWeight(part: FoodMatch, dish: FoodMatch): number {
  const own = part.food.portion.grams;
  return isSauce(part.food) ? Math.min(own, dish.food.portion.grams * SAUCE_SHARE_OF_DISH) : own;
}

/**
 * The element before B of "A with B": right before it, or before the words that describe a sauce ("fish in creamy
 * garlic sauce 200g", whose 200 g were all garlic sauce, 656 kcal).
 */
function connectorBefore({ elements, used }: Layout, b: FoodMatch): number {
  let c = b.from - 1;
  if (!isSauce(b.food)) return c;
  while (c > 0 && elements[c]?.kind === "word" && !used[c]) c--;
  return c;
}

/** "and" and "&" typed in English: a pair of foods said as one plate, where "+" lists them. */
const ENGLISH_AND: ReadonlySet<string> = new Set(["and", "&"]);

/**
 * "mashed potatoes and gravy 200 g", "spam and eggs 200 g": a weight typed right after the second of two foods joined
 * by an English "and", neither with an amount of its own nor a drink, the pair alone in its clause and the weight
 * ending it, weighs the two together, as a plate is weighed (decision 024, follow-up: one weight after two foods). It
 * was all the second's, and the first got its own serving on top. A pair the catalog or FNDDS names as one dish
 * ("chicken and rice", "rice and beans") is matched as that dish before this; "2 eggs and toast 200 g", where the first
 * has its amount, and "… 150 g each" keep each food's own.
 */
function weighedTogether(
  at: Layout,
  a: FoodMatch,
  b: FoodMatch,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): boolean {
  const { elements, text } = at;
  const conn = elements[a.to];
  if (conn?.kind !== "connector" || a.to + 1 !== b.from || !amountOfThePair(at, b, q)) return false;
  if (!ENGLISH_AND.has(text.slice(conn.start, conn.end).toLowerCase())) return false;
  if (assigned.has(a) || a.food.drink || b.food.drink) return false;
  return aloneInItsClause(at, a, q, assigned);
}

/**
 * Whether `q` is an amount the pair ending with `b` was measured by: a weight, or cups (a plate measured by the cup,
 * "spaghetti and meatballs, probably 2 cups"), typed right after it or after a comma (decision 024, follow-up: small
 * readings mended). The cups were all the second's: 480 g of meatballs, 1,689 kcal.
 */
function amountOfThePair({ elements, text }: Layout, b: FoodMatch, q: Quantity): boolean {
  if (q.unit?.kind !== "mass" && !cupsOfAPlate(q)) return false;
  if (q.from === b.to) return true;
  const between = elements[b.to];
  return q.from === b.to + 1 && between?.kind === "separator" && text.slice(between.start, between.end).trim() === ",";
}

/** Cups said of a plate of two foods; a plate is near water's density (FNDDS spaghetti with meatballs: 248 g a cup). */
function cupsOfAPlate(q: Quantity): boolean {
  return q.unit?.kind === "volume" && q.unit.unit === "cup";
}

/**
 * Whether a pair of foods from `a` on, weighed by `q` right after them, is alone in its clause: the weight ends it
 * ("each" after it weighs each), and the pair opens it, past words that describe the meal ("for lunch", "had"). After
 * a comma that ends a food with no amount the pair is the tail of a longer list ("toast, eggs bacon 200 g"), whose
 * weight is not the pair's.
 */
function aloneInItsClause(at: Layout, a: FoodMatch, q: Quantity, assigned: ReadonlyMap<FoodMatch, Quantity>): boolean {
  const { elements, text } = at;
  const after = elements[q.to];
  if (after && after.kind !== "separator" && !(after.kind === "connector" && after.and)) return false;
  if (EACH_AFTER.test(text.slice(elements[q.to - 1]!.end))) return false;
  let k = a.from - 1;
  while (k >= 0 && elements[k]!.kind === "word" && !at.used[k]) k--;
  if (k < 0) return true;
  const before = elements[k]!;
  if (before.kind !== "separator") return false;
  return text.slice(before.start, before.end).trim() !== "," || !at.matches.some((m) => m.to === k && !assigned.has(m));
}

/** Latin letters only, no Cyrillic: a name typed in English (a Russian list may run its foods together unjoined). */
const LATIN_NAME = /^[^\p{Script=Cyrillic}]*\p{Script=Latin}[^\p{Script=Cyrillic}]*$/u;

/**
 * "mushroom risotto 200 g", "lobster roll 200 g", "tempura udon 200 g": one English name of two words read as two
 * foods side by side, with nothing between them, and a weight typed right after it, weighs the dish the name says, as one weight
 * after "A and B" weighs the pair (weighedTogether; decision 024, follow-up "English names, a sixth sweep"). It was all
 * the second's, and the first got its own serving on top: 280 g for 200 typed. The same bounds hold: the pair alone in
 * its clause, the weight in units of mass ending it, neither food a drink or with an amount of its own.
 */
function namedTogether(
  at: Layout,
  b: FoodMatch,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): FoodMatch | undefined {
  const { elements, text } = at;
  const a = at.matches.find((m) => m.to === b.from);
  if (!a || q.from !== b.to || q.unit?.kind !== "mass") return undefined;
  if (assigned.has(a) || a.food.drink || b.food.drink) return undefined;
  // A name of one word before one word, the first in the singular a compound says it in ("mushroom risotto"); two
  // foods named apart are a list ("egg chicken breast 300g", "eggs bacon 200 g"), the weight the second's.
  const word = elements[a.from]!;
  if (a.to - a.from !== 1 || b.to - b.from !== 1 || word.kind !== "word") return undefined;
  if (isPluralOf(a.food, text.slice(word.start, word.end), false)) return undefined;
  if (!LATIN_NAME.test(text.slice(elements[a.from]!.start, elements[b.to - 1]!.end))) return undefined;
  return aloneInItsClause(at, a, q, assigned) ? a : undefined;
}

/**
 * A food's share of a pair's weight: what it is read as with no amount, its usual portion or a couple of pieces of a
 * plural ("spam and eggs" are a slice of spam and two eggs), a sauce's at most half its partner's, as over a dish.
 */
function pairPortion(at: Layout, m: FoodMatch, other: FoodMatch): number {
  const own = (f: FoodMatch) => {
    const plural = at.elements
      .slice(f.from, f.to)
      .some((e) => e.kind === "word" && isPluralOf(f.food, at.text.slice(e.start, e.end), false));
    return plural ? gramsInPlural(f.food, true) : f.food.portion.grams;
  };
  return isSauce(m.food) ? Math.min(own(m), own(other) * SAUCE_SHARE_OF_DISH) : own(m);
}

/** A fat content as the elements hold it: "2,5%", "9%". */
const isFatContent = (e: Element | undefined) => e?.kind === "word" && /^\d+(?:[.,]\d+)?%$/.test(e.stem);

/** The food next to an element in one direction, if only words lie between (no connector, separator or amount). */
export function neighbour({ elements, used, foodAt, matches }: Layout, from: number, step: 1 | -1) {
  for (let k = from; k >= 0 && k < elements.length; k += step) {
    const e = elements[k]!;
    if (e.kind === "separator" || e.kind === "connector" || (used[k] === false && e.kind !== "word")) return;
    // "хлеб 2 кусочка 8:30 пельмени": an amount never reaches forward past an hour, a date or a price.
    if (step === 1 && e.kind === "word" && NOT_AMOUNTS.has(e.stem)) return;
    // Back from an amount, the last word of a food's words typed apart is that food's too: "шаурма большая в лаваше
    // 2 шт" is two large shawarmas, their lavash a word of theirs.
    if (used[k]) return step === 1 ? foodAt.get(k) : matches.find((m) => m.to - 1 === k || m.typedApart?.to === k + 1);
  }
  return undefined;
}

/**
 * Whether a food's first word is typed as its display name says it ("булочка", not "булочки"): a list item of its
 * own, where a genitive ("сахара", "кефира") is what a measure before it is of.
 */
function namedAsItself({ text, elements }: Layout, m: FoodMatch): boolean {
  const first = elements[m.from];
  const display = m.food.namesRu[0]?.split(/\s+/)[0];
  if (first?.kind !== "word" || display === undefined) return false;
  const typed = wordAt(text, first);
  if (typed === normaliseText(display)) return true;
  // "пицца 2 куска пепперони додстер": a food named by another of its names ("додстер" of the catalog's wrap, shown as
  // "твистер") is typed as itself where it is the first form the catalog lists of that name, its nominative
  // ("додстер; додстера", never "чаю" after "чай; чая"); the slices went to two wraps (decision 024, follow-up
  // "Russian diary text, a fourth sweep").
  const root = typed.slice(0, Math.max(2, typed.length - 2));
  const forms = m.food.namesRu.map((n) => normaliseText(n.split(/\s+/)[0] ?? "")).filter((w) => w.startsWith(root));
  return forms[0] === typed;
}

/** Measures of a dish as served: "тарелка", "миска", "порция". */
const DISH_MEASURES: ReadonlySet<string> = new Set(["plate", "bowl", "serving"]);
const isDishMeasure = (q: Quantity) => q.unit?.kind === "portion" && DISH_MEASURES.has(q.unit.unit);

/** A volume one drinks or eats from: a cup, glass, mug, bottle or millilitres, never a spoon (which measures what
 * went in). */
/** Milk and cream as poured into a drink, in any of their rows (food-spans.ts, additionMeasured). */
const POURED_IN = /^(ru-)?(milk|cream|coffee-creamer|almond-milk)(-|$)/;
/** Millilitres of milk or cream said after a drink that are a splash poured in, not the drink's. */
const MAX_SPLASH_ML = 50;
const isDrinkVessel = (q: Quantity) =>
  q.unit?.kind === "volume" && !q.unit.spoon && q.unit.unit !== "tbsp" && q.unit.unit !== "tsp";

/**
 * The dish or drink A of "A с B", "A с B и C", B and C what went into it, while A has no amount of its own; undefined
 * where no "с" joins them ("чай и печенье" is a list).
 */
function headServedWith(
  at: Layout,
  b: FoodMatch,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
  oneSaid = false,
): FoodMatch | undefined {
  let cur = b;
  for (;;) {
    const conn = at.elements[cur.from - 1];
    const a =
      conn?.kind === "connector" && !conn.and
        ? dishEndingAt(at, cur.from - 1)
        : at.matches.find((m) => m.to === cur.from - 1);
    if (conn?.kind !== "connector" || !a || !(oneSaid ? countedOnceAtMost(assigned, a) : !assigned.has(a))) {
      return undefined;
    }
    if (!conn.and) return a;
    // "картошка с грибами и актимель 2 бутылочки": a noun after "и" in the form a list of meals names it in, not the
    // instrumental of what went in, starts a food of its own; the bottles were the potatoes', 833 g of them.
    if (namedAsItsOwn(at, cur)) return undefined;
    // "bagel with cream cheese + spinach 2 cups": a plus adds a food to the meal, never to what went into a dish.
    if (at.text.slice(conn.start, conn.end) === "+") return undefined;
    // "чай с лимоном и сахаром": A's own name may hold the "с" the additions follow.
    if (at.elements.slice(a.from, a.to).some((e) => e.kind === "connector" && !e.and)) return a;
    cur = a;
  }
}

/**
 * Whether `m` has no amount, or only "a", "one", "1", "одна кружка" before a drink: one of it, which a measure said
 * later may weigh.
 */
function countedOnceAtMost(assigned: ReadonlyMap<FoodMatch, Quantity>, m: FoodMatch): boolean {
  const q = assigned.get(m);
  return q === undefined || (q.count === 1 && (q.unit === undefined || isDrinkVessel(q)) && !q.multiplier && !q.more);
}

/**
 * "бутерброд с докторской 2 шт", "гренки с чесноком 5 шт", "гренки с сыром 4 шт": B of "A с B" laid on each piece of
 * a dish counted by the piece, by the slice or as a small piece of its own (a clove, under a third of A's piece). A
 * count said after them is the dish's, as for a sauce (decision 024, "A с B"); it counted garlic cloves and slices of
 * sausage, the dish left at one piece.
 */
function laidOnPiece(b: FoodMatch, a: FoodMatch | undefined): boolean {
  if (!a?.food.countable || b.food.drink) return false;
  const { unit, grams } = b.food.portion;
  return unit === "slice" || (grams <= MAX_GARNISH_PIECE_G && grams * 3 <= a.food.portion.grams);
}

/**
 * "оладьи с яблоками 5 шт", "блины с бананом 3 шт", "сырники с бананом 2 шт": B of "A с B" whose one piece outweighs
 * one of a dish counted by the piece is what went in or on the dish, not what was counted; the count is A's, as after
 * a part of rolls eaten by the piece (food-spans.ts, absorbOwnParts). It was five 180 g apples beside three oladyi
 * (decision 024, follow-up: Russian diary text, a sixth sweep). B keeps its own one piece.
 */
function heavierThanTheDishsPiece(b: FoodMatch, a: FoodMatch | undefined): boolean {
  if (!a?.food.countable || !b.food.countable || b.food.drink) return false;
  return (b.food.units.piece ?? b.food.portion.grams) > (a.food.units.piece ?? a.food.portion.grams);
}

/** A piece small enough to be laid on another (a garlic clove, an olive), never a patty in a bun. */
const MAX_GARNISH_PIECE_G = 10;

/**
 * Grams in one unit of a weight: a mass's, or 1 for a bare number past any count ("салат из свёклы с майонезом 150",
 * "печень жареная с луком 150"), which a diary types as grams; unbound it weighed 150 g of mayonnaise.
 */
function gramsPerUnitOf(q: Quantity): number | undefined {
  if (q.unit?.kind === "mass") return q.unit.gramsPerUnit;
  return q.bare && q.unit === undefined && !q.multiplier && q.count > MAX_BARE_COUNT ? 1 : undefined;
}

/** The most a bare number counts before it is read as grams (bindQuantities, countsNext). */
const MAX_BARE_COUNT = 20;

/** The dish A that `b` was named with in "A с B", while A has no amount of its own. */
function servedWith(at: Layout, b: FoodMatch, assigned: ReadonlyMap<FoodMatch, Quantity>): FoodMatch | undefined {
  const conn = at.elements[b.from - 1];
  const a = dishEndingAt(at, b.from - 1);
  return conn?.kind === "connector" && !conn.and && a && !assigned.has(a) ? a : undefined;
}

/**
 * How a dish was cooked or cut, said after its name and before the "с" of what it was served with: "хек тушёный с
 * морковью 200 г", "свёкла тёртая с чесноком и майонезом 150", "картошка жареная с грибами тарелка". Such a word names
 * no food of its own (modifiers.ts reads it as the dish's after binding), so it stands between the dish and "с"; the
 * weight or the plate said after the list went to the last food alone (150 g of mayonnaise, 930 kcal).
 */
const COOKED_OR_CUT_STEMS: ReadonlySet<string> = new Set(
  [
    "тушеный",
    "тушёный",
    "тушеная",
    "тушёная",
    "тушеные",
    "тушёные",
    "жареный",
    "жареная",
    "жареные",
    "вареный",
    "варёный",
    "вареная",
    "варёная",
    "отварной",
    "отварная",
    "отварные",
    "печеный",
    "печёный",
    "печеная",
    "печёная",
    "запеченный",
    "запечённый",
    "запеченная",
    "запечённая",
    "тертый",
    "тёртый",
    "тертая",
    "тёртая",
    "тертые",
    "тёртые",
    "копченый",
    "копчёный",
    "копченая",
    "копчёная",
    "маринованный",
    "маринованная",
    "квашеная",
    "квашеную",
  ].map((w) => stem(w)),
);

/** The food whose words end at element `end`, past any words after it of how it was cooked or cut. */
function dishEndingAt({ elements, used, matches }: Layout, end: number): FoodMatch | undefined {
  let k = end;
  while (k > 0) {
    const e = elements[k - 1];
    if (e?.kind !== "word" || used[k - 1] || !COOKED_OR_CUT_STEMS.has(e.stem)) break;
    k--;
  }
  return matches.find((m) => m.to === k) ?? matches.find((m) => m.to === end);
}

/**
 * "суп гороховый с копчёностями тарелка", "борщ с пампушками тарелка": the dish A of "A с …" where only words the
 * engine does not know stand between "с" and a plate said after them. The plate is the dish's, as after "A с B" for
 * a food B (servedWith); it was left unread, with the dish at its assumed portion, and the words stay shown unread.
 */
function withUnknown({ elements, used, matches }: Layout, q: Quantity): FoodMatch | undefined {
  if (!isDishMeasure(q) && !isDrinkVessel(q)) return undefined;
  let k = q.from - 1;
  while (k >= 0 && elements[k]!.kind === "word" && !used[k]) k--;
  const conn = elements[k];
  if (k === q.from - 1 || conn?.kind !== "connector" || conn.and || !used[k - 1]) return undefined;
  const dish = matches.find((m) => m.to === k);
  // "сок с мякотью стакан": a glass likewise, of a drink.
  return dish && (isDishMeasure(q) || dish.food.drink) ? dish : undefined;
}

/**
 * The dish A that `c` was named with in "A с B и C" ("A с B" may be one name: "бутерброд с сыром"), while A has no
 * amount of its own, where C is what A was served with: never counted by the piece, or typed in the instrumental
 * that "с" asks for ("с мясом и грибами").
 */
function servedInList(at: Layout, c: FoodMatch, assigned: ReadonlyMap<FoodMatch, Quantity>): FoodMatch | undefined {
  const conn = at.elements[c.from - 1];
  const b = at.matches.find((m) => m.to === c.from - 1);
  if (conn?.kind !== "connector" || !conn.and || !b) return undefined;
  const first = at.elements[c.from];
  const instrumental =
    first?.kind === "word" && /(?:ом|ем|ой|ей|ами|ями)$/.test(at.text.slice(first.start, first.end).toLowerCase());
  if (c.food.countable && !instrumental) return undefined;
  const withInName = at.elements.slice(b.from, b.to).some((e) => e.kind === "connector" && !e.and);
  const dish = withInName ? b : !b.food.countable ? servedWith(at, b, assigned) : undefined;
  return dish?.food.countable && !assigned.has(dish) ? dish : undefined;
}

/** Russian genitive plural endings, the form a count of five and more takes: "пельменей", "роллов", "пельмешек". */
const GENITIVE_PLURAL = /(?:ов|ев|ей|ек|ок)$/;
/** Genitive singular endings, the form a count ending in 2, 3 or 4 takes: "32 ролла", "22 пельменя", "24 креветки". */
const GENITIVE_SINGULAR = /[аяиы]$/;

/**
 * A bare number past twenty beside a food's word in the form Russian counts in is a count, not grams: "30 пельменей",
 * "пельменей 25", "32 ролла". A weight is said of a mass ("200 гречки", "50 сыра"), never in the genitive plural, and
 * rarely ends in 2, 3 or 4. Under twenty the form marks a count as surely as "шт" does ("4 чебурека", "5 беляшей"),
 * which portions.ts then trusts past the ceiling on a doubtful bare number.
 */
function countFormOf(at: Layout, food: FoodMatch, q: Quantity): Quantity {
  if (!q.bare || q.unit || !(Number.isInteger(q.count) || q.range) || q.count < 2) return q;
  // English counts in the plural of the name's last word, typed after the number: "10 strawberries", "12 baby
  // carrots", "3 burritos". A weight is typed with its unit ("200g rice") or after the food ("rice 200"), never
  // before a plural; so the count is as sure as "шт" while a meal holds them (portions.ts).
  const noun = at.elements[food.to - 1];
  if (q.to <= food.from && noun?.kind === "word") {
    const typed = wordAt(at.text, noun);
    if (/^[a-z]+s$/.test(typed) && stem(typed) !== typed) return { ...q, countForm: true, plural: true };
    // "40 shrimp", "30 crawfish": English names of shellfish and small fish take no ending in the plural, so digits
    // before them count as before any plural; read as grams, forty shrimp were 40 g (decision 024, follow-up
    // "readings left open, a fifth round"). A hundred and more typed so is the singular's weight ("200 shrimp").
    if (ZERO_PLURAL.has(typed) && q.count < GRAMS_BEFORE_A_SINGULAR) return { ...q, countForm: true, plural: true };
  }
  // Before the food its first word, else its last: "5 хот-догов", "5 куриных котлет" end in the counted noun.
  const words = q.to <= food.from ? [food.from, food.to - 1] : [food.to - 1];
  return words.some((k) => inCountForm(at, food, q.count, k)) ? { ...q, countForm: true } : q;
}

/** The least number before a zero plural that is its weight, not a count. */
const GRAMS_BEFORE_A_SINGULAR = 100;
/** English food nouns whose plural is the singular: shellfish and small fish counted on the plate. */
const ZERO_PLURAL: ReadonlySet<string> = new Set(["shrimp", "crawfish", "crayfish", "smelt", "squid", "scampi"]);

/** The plural of a Russian diminutive: "сердечки", "крылышки", "пирожочки". */
const DIMINUTIVE_PLURAL = /[чш]ки$/;
/** The endings of Russian loanwords that do not decline ("кальцоне", "эскимо", "хачапури", "рагу"). */
const INDECLINABLE_ENDING = /[оеиую]$/;

/** Whether the word at `k` is in the form Russian counts `count` of the food in. */
function inCountForm(at: Layout, food: FoodMatch, count: number, k: number): boolean {
  const word = at.elements[k];
  if (word?.kind !== "word") return false;
  const typed = wordAt(at.text, word).split("-").pop()!;
  const last = count % 10;
  const teen = count % 100 >= 11 && count % 100 <= 19;
  // "сырок", "пирожок" end like the genitive plural ("сосисок") but are the nominative the catalog names the food
  // by first: "18 сырок" is no count form.
  const nominative = typed === food.food.namesRu[0]?.split(" ")[0];
  // "5 шаурм", "6 котлет": a noun in "-а" counts five and more with no ending at all; a name of the food itself
  // ("сникерс", beside its "сникерса") named first is the nominative, no count form.
  const zeroEnding = (last >= 5 || last === 0 || teen) && !nominative && zeroEndingPlural(food.food, typed);
  // "2 кальцоне", "3 хачапури": a loanword in "-о", "-е", "-и", "-у" or "-ю" that the food is named by never declines,
  // so the name as typed is the form it is counted in; read as no count form, two calzones were one.
  // A name the catalog also lists declined ("пельмени" beside "пельменей", "вареники" beside "вареников"), or the
  // plural of a name it lists ("сушки", "сушечки" of "сушка"), is a Russian nominative plural, the form a heap is named
  // in, not a loanword: "пельмени 30" is no more a count than "гречка 200" (a reference-free hunt read "пельмени
  // куриные 50" as fifty dumplings, 600 g, and "сушки 50" as fifty сушки, 1,364 kcal; decision 024).
  // "сердечки 150", "крылышки 50": a diminutive's plural ("-чки", "-шки") is Russian, never a loanword; "сердечки 150"
  // was a hundred and fifty hearts, 600 g (decision 024, follow-up: absurd readings, seeds 2 to 5).
  const indeclinable =
    INDECLINABLE_ENDING.test(typed) &&
    !DIMINUTIVE_PLURAL.test(typed) &&
    food.food.namesRu.some((n) => n.split(" ").includes(typed)) &&
    !ADJECTIVE_ENDING.test(typed) &&
    !declinedInNames(food.food, typed) &&
    !caseOfANameListed(food.food, typed) &&
    !isPluralOf(food.food, typed);
  const counted =
    indeclinable ||
    (GENITIVE_PLURAL.test(typed) && !nominative) ||
    (last >= 2 && last <= 4 && !teen && GENITIVE_SINGULAR.test(typed)) ||
    zeroEnding;
  return counted && /^[а-я]+$/.test(typed);
}

/**
 * Whether the food's Russian names list `typed` with another case ending too ("хамсу" beside "хамса" and "хамсы"): a
 * noun the catalog declines is no loanword that never does. "хамсу 150" was a hundred and fifty anchovies, 600 g.
 */
function caseOfANameListed(food: Food, typed: string): boolean {
  const body = typed.slice(0, -1);
  return food.namesRu.some((name) =>
    name.split(" ").some((w) => w !== typed && w.length === typed.length && w.startsWith(body) && /[аыяи]$/.test(w)),
  );
}

/** The endings of a Russian adjective, which declines: "куриные" of "пельмени куриные", "мороженое". */
const ADJECTIVE_ENDING = /(?:ые|ие|ое|ее|ая|яя)$/;

/**
 * Whether one of the food's Russian names is `typed` in its genitive plural, so that it declines: "пельменей" of
 * "пельмени", and with the vowel that comes before the last consonant, "креветок" of "креветки", "сушек" of "сушки".
 */
function declinedInNames(food: Food, typed: string): boolean {
  const body = typed.slice(0, -1);
  const fleeting = /^(.*[^аеёиоуыэюяй])([кц])$/.exec(body);
  const zeroEnding = fleeting ? [`${fleeting[1]}о${fleeting[2]}`, `${fleeting[1]}е${fleeting[2]}`] : [];
  return food.namesRu.some((name) =>
    name
      .split(" ")
      .some(
        (w) =>
          w !== typed &&
          GENITIVE_PLURAL.test(w) &&
          ((w.startsWith(body) && w.length > body.length) || zeroEnding.includes(w)),
      ),
  );
}

/**
 * Whether a word is the bare stem of one of the food's names in "-а" or "-я" ("клубник" of "клубника", "конфет" of
 * "конфета"): the genitive plural, with no ending, that counts five and more.
 */
function zeroEndingPlural(food: Food, typed: string): boolean {
  return food.namesRu.some((name) => {
    const first = normaliseText(name.split(" ")[0]!);
    return /[ая]$/.test(first) && first.length > 3 && first.slice(0, -1) === typed;
  });
}

/**
 * Whether a food's first word is a Russian noun typed as it stands in a list ("актимель", "огурцы", "кола"): it ends
 * as no instrumental does. A word ending in a vowel that never declines ("кофе", "какао", "суши") tells nothing.
 */
function namedAsItsOwn(at: Layout, m: FoodMatch): boolean {
  const first = at.elements[m.from];
  if (first?.kind !== "word") return false;
  const word = at.text.slice(first.start, first.end).toLowerCase();
  return /[а-яё]$/.test(word) && /[бвгджзклмнпрстфхцчшщьйаяы]$/.test(word) && !instrumentalAt(at, m);
}

/** Whether a food's first word is typed in the instrumental "с" asks for ("с мясом и грибами"). */
function instrumentalAt(at: Layout, m: FoodMatch): boolean {
  const first = at.elements[m.from];
  return (
    first?.kind === "word" &&
    /(?:ом|ем|ём|ой|ей|ёй|ами|ями|ью)$/.test(at.text.slice(first.start, first.end).toLowerCase())
  );
}

/** The dish A an addition was named with: B in "A с B", and C in "A с B и C". */
function dishOf(at: Layout, b: FoodMatch, depth = 0): FoodMatch | undefined {
  const conn = at.elements[b.from - 1];
  const before =
    conn?.kind === "connector" && !conn.and
      ? dishEndingAt(at, b.from - 1)
      : at.matches.find((m) => m.to === b.from - 1);
  if (conn?.kind !== "connector" || !before) return undefined;
  if (!conn.and) return before;
  // "бутерброд с сыром и колбасой": the dish's own name says "с", so it is A itself.
  if (depth === 0 && at.elements.slice(before.from, before.to).some((e) => e.kind === "connector" && !e.and)) {
    return before;
  }
  return depth === 0 ? dishOf(at, before, 1) : undefined;
}

/**
 * "2 блина с ветчиной и сыром", "3 тоста с сыром": a food laid on by the slice (its typical portion is a slice),
 * added to pieces counted just before the dish, is a slice on each piece; it was one slice for them all (decision
 * 024, "A с B"). Sauces and spreads served beside ("3 сырника со сметаной") keep their one portion.
 */
function slicesOnPieces(at: Layout, b: FoodMatch, assigned: ReadonlyMap<FoodMatch, Quantity>): number | undefined {
  if (b.food.portion.unit !== "slice") return undefined;
  const dish = dishOf(at, b);
  // "крекеры с сыром 5 шт", "3 triscuits with cheese": a slice heavier than the piece it would lie on (one cracker,
  // not the serving of them) is cut between them, one slice for all; three triscuits had 60 g of cheese.
  const piece = dish ? (dish.food.units.piece ?? dish.food.portion.grams) : 0;
  if (dish && b.food.portion.grams > Math.min(piece, dish.food.portion.grams)) return undefined;
  const counted = dish ? assigned.get(dish) : undefined;
  // The count is said before the dish ("2 блина с ветчиной") or after the whole list ("бутерброд с сыром и колбасой
  // 2 шт", bound to the dish in bindQuantities).
  if (!dish || !counted || !dish.food.countable || (counted.to > dish.from && counted.from < b.to)) return undefined;
  const pieces = !counted.unit || (counted.unit.kind === "portion" && counted.unit.unit === "piece");
  const { count } = counted;
  return pieces && Number.isInteger(count) && count >= 2 && count <= MAX_SLICED_PIECES ? count : undefined;
}

/**
 * The vessel a figure after a measured drink gives the size of: a bottle, can, pack, mug or glass, or a piece or
 * serving of the drink, holds what the figure says in litres ("0,33") or in a unit of volume ("0,5 л", "330 мл").
 * `undefined`: the vessel is a shot or spoon of a fixed size, which the figure does not change; `null`: the figure is
 * no size of the vessel.
 */
function vesselSize(drink: FoodMatch, measured: Quantity, q: Quantity): ParsedUnit | undefined | null {
  if (!drink.food.drink && !SPIRITS.has(drink.food.id)) return null;
  const litres =
    q.bare && !q.unit && !Number.isInteger(q.count) && q.count < MAX_VESSEL_LITRES
      ? q.count
      : q.unit?.kind === "volume" && q.unit.unit === undefined && !q.unit.container && !q.unit.spoon
        ? (q.count * q.unit.ml) / 1000
        : undefined;
  const unit = measured.unit;
  if (litres === undefined || !unit) return null;
  // "баночка колы 0,33", "пакетик сока 0,2", "пиво 2 шт 0,5": a piece or serving of a drink is its vessel too.
  const vessel = unit.kind === "portion" && (unit.unit === "pack" || unit.unit === "piece" || unit.unit === "serving");
  if (unit.kind !== "volume" && !vessel) return null;
  if (unit.kind === "volume" && unit.ml <= MAX_FIXED_VESSEL_ML) return undefined;
  return { kind: "volume", ml: litres * 1000 };
}

/**
 * Words that may follow an amount said apart from its food without naming anything else: who had it ("had 2 myself",
 * "съела 3 сама"), of what ("ate 3 of them", "из них"), over what time ("2 mugs through the day", "кружки за день"),
 * how sure ("штук 15 наверное") or how big ("2 medium"). They end the amount as the end of the text or a comma would,
 * and so does "with" or "с" that ends the text ("2 glasses with dinner": the meal is no food).
 */
const AFTER_AN_AMOUNT: ReadonlySet<string> = new Set([
  "them",
  "myself",
  "me",
  "total",
  "altogether",
  "through",
  "throughout",
  "during",
  "day",
  "today",
  "in",
  "or",
  "so",
  "ish",
  "maybe",
  "morning",
  "afternoon",
  "evening",
  "night",
  "medium",
  "large",
  "small",
  "big",
  "них",
  "за",
  "home",
  "work",
  "дома",
  "работе",
  "завтраком",
  "обедом",
  "ужином",
  "полдником",
  "сам",
  "сама",
  "сами",
  "себе",
  "всего",
  "итого",
  "сумме",
  "день",
  "весь",
  "вечер",
  "утро",
  "ночь",
  "наверное",
  "вроде",
  "средних",
  "больших",
  "маленьких",
  "небольших",
  "крупных",
]);

const WITH: ReadonlySet<string> = new Set(["with", "с", "со"]);

/** Where an amount said apart from its food ends: past the words of AFTER_AN_AMOUNT that follow it. */
function endOfAmount({ text, elements, used }: Layout, q: Quantity): number {
  let k = q.to;
  // A place ("at home", "at the office": places.ts) is no food either.
  while (
    elements[k]?.kind === "word" &&
    !used[k] &&
    (AFTER_AN_AMOUNT.has(wordAt(text, elements[k]!)) || (elements[k] as { stem: string }).stem === PLACE)
  )
    k++;
  const last = elements[k];
  const endsWith = last?.kind === "connector" && !last.and && WITH.has(last.stem) && k === elements.length - 1;
  return endsWith ? k + 1 : k;
}

/** An element's words as typed, normalised: what a list of surface forms is checked against. */
function wordAt(text: string, e: Element): string {
  return normaliseText(text.slice(e.start, e.end));
}

/** A bare count, or a count of pieces, plates or servings: what "к чаю" after it leaves to the food before. */
const countOrPortion = (q: Quantity) => q.unit === undefined || q.unit.kind === "portion";

/** Takes in the words after an amount up to `end`, so that they are read as part of it. */
function extendAmount({ used, elements }: Layout, q: Quantity, end: number): Quantity {
  for (let k = q.to; k < end; k++) used[k] = true;
  if (end <= q.to) return q;
  // "apple 1 large", "banana, 1 med", "яблоки 2 больших": a size among the words taken in sizes a count of items;
  // taken in unread, the large apple was the 180 g regular one.
  const counted = q.unit === undefined || (q.unit.kind === "portion" && q.unit.unit === "piece");
  const sized = counted && q.size === undefined ? sizeAmong(elements, q.to, end) : undefined;
  return { ...q, to: end, ...(sized ? { size: sized } : {}) };
}

/** The size one of the words from `from` to `to` says, if one does. */
function sizeAmong(elements: readonly Element[], from: number, to: number): Size | undefined {
  for (let k = from; k < to; k++) {
    const e = elements[k];
    const size = e?.kind === "word" ? SIZE_STEMS.get(e.stem) : undefined;
    if (size) return size;
  }
  return undefined;
}

/** Whether "к" alone stands between two elements: "3 штучки к чаю", what the amount's food was had with. */
function hadWith(text: string, before: Element, after: Element): boolean {
  return /^\s+к\s+$/i.test(text.slice(before.end, after.start));
}

/**
 * "сушки к чаю 5 шт", "пряники к чаю 2 штуки": pieces counted after the drink "к" joins are of the food had with the
 * drink, counted by the piece, while it has no amount of its own; they were five cups of tea (decision 024, amounts
 * said apart).
 */
function snackBeforeDrink(
  at: Layout,
  chosen: FoodMatch | undefined,
  prev: FoodMatch | undefined,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): FoodMatch | undefined {
  if (!chosen || chosen !== prev || !chosen.food.drink) return undefined;
  const pieces =
    q.unit === undefined ? Number.isInteger(q.count) : q.unit.kind === "portion" && q.unit.unit === "piece";
  if (!pieces || q.from !== chosen.to) return undefined;
  const snack = at.matches.find((m) => m.to === chosen.from);
  if (!snack?.food.countable || snack.food.drink || assigned.has(snack)) return undefined;
  const gap = at.text.slice(at.elements[snack.to - 1]!.end, at.elements[chosen.from]!.start);
  return /^\s+ко?\s+$/i.test(gap) ? snack : undefined;
}

/** The most words a place may take between a food and the comma after it: "at the pub", "в кафе у дома". */
const MAX_PLACE_WORDS = 3;
const PLACE_AFTER_A_FOOD = /^\s+(?:at|from|в|во|на|у)\s+\S/i;

/**
 * "wings at the pub, 10", "шашлык на даче, 2 шампура": the food before where it was eaten or bought, when only those
 * words, which name no food, stand between it and the comma (the element at `end`).
 */
function foodBeforeAPlace({ text, elements, used, matches }: Layout, end: number): FoodMatch | undefined {
  let k = end;
  while (k > 0 && end - k < MAX_PLACE_WORDS && elements[k - 1]?.kind === "word" && !used[k - 1]) k--;
  const food = k < end ? matches.find((m) => m.to === k) : undefined;
  if (!food || !elements[end]) return undefined;
  return PLACE_AFTER_A_FOOD.test(text.slice(elements[k - 1]!.end, elements[end]!.start)) ? food : undefined;
}

/** "cookies - 5 or so", "блины — штук 5 наверное": the words of AFTER_AN_AMOUNT that end the text or a list item. */
function closingWords(at: Layout, q: Quantity): Quantity {
  const end = endOfAmount(at, q);
  const after = at.elements[end];
  return after === undefined || after.kind === "separator" ? extendAmount(at, q, end) : q;
}

/** The units a drink's size is typed in after its count: "12 oz", "16 fl oz", "500 ml". */
const FLUID_UNIT = /^(?:oz|ounces?|fl\.?\s*oz|ml)$/i;

/** "по" right before an amount: each of what was counted weighs it. */
const EACH_BEFORE = /(?:^|\s)по\s+$/i;

/**
 * "each" or "каждая" right after the weight of pieces counted before it: each piece weighs it ("3 eggs 50g each",
 * "2 котлеты 100 г каждая"); the weight was all of them, 50 g of eggs (decision 024, readings off by three times and
 * more).
 */
const EACH_OF_THE_COUNT = /^\s*(?:each|apiece|каждая|каждый|каждое|каждую|каждой)(?![\p{L}])/iu;

/** "each" right after an amount: every food of the list it ends weighs it ("rice and chicken 150 g each"). */
const EACH_AFTER = /^\s*(?:of\s+)?each\b/i;

/**
 * "рис и котлета по 150 г", "по 150 г риса и котлеты", "rice and chicken 150 g each", "beef and broccoli over rice, a
 * cup of each": an amount said with "по" before it or "each" after it is what every food of the list beside it
 * weighs. Said after the list, it is each food's back to the sentence's start that has no amount of its own; said
 * before it, each food's joined to the next by "и", "and" or a comma. Without those words the amount is the one
 * food's it is typed beside (decision 024, follow-up: one amount after two foods); with them only the food next to
 * it took it, the others their usual portions, and "a cup of each" was left unread.
 */
function eachOfTheList({ text, elements, matches }: Layout, assigned: Map<FoodMatch, Quantity>): void {
  const joins = (k: number) => {
    const e = elements[k];
    return (e?.kind === "connector" && e.and) || (e?.kind === "separator" && text.slice(e.start, e.end) === ",");
  };
  for (const [m, q] of [...assigned]) {
    const measured = q.unit?.kind === "mass" || q.unit?.kind === "volume" || q.unit?.kind === "portion";
    if (!measured) continue;
    const each =
      EACH_BEFORE.test(text.slice(0, elements[q.from]!.start)) || EACH_AFTER.test(text.slice(elements[q.to - 1]!.end));
    if (!each) continue;
    if (q.from >= m.to) {
      // Back to the sentence's start or to a food weighed already.
      for (const before of matches.filter((x) => x.to <= m.from).reverse()) {
        const between = elements.slice(before.to, m.from);
        if (between.some((e) => e.kind === "separator" && !/^[,]$/.test(text.slice(e.start, e.end)))) break;
        if (assigned.has(before)) break;
        assigned.set(before, q);
      }
      continue;
    }
    let k = m.to;
    while (joins(k)) {
      const next = matches.find((x) => x.from === k + 1);
      if (!next || assigned.has(next)) break;
      assigned.set(next, q);
      k = next.to;
    }
  }
}

/** A verb of having eaten or drunk alone between an amount and a food ("404 съел бутерброд", "404 ate a bagel"). */
const EATEN_BETWEEN =
  /^\s+(?:я\s+|i\s+)?(?:съел|съела|съели|скушал|скушала|выпил|выпила|выпили|поел|поела|ate|drank|had)\s+(?:(?:a|an|the)\s+)?$/i;

/** A verb of having eaten or drunk, right before an amount that ends the text ("…, я выпил 0,5"). */
const CONSUMED = /(?:^|\s)(?:съел|съела|съели|скушал|скушала|выпил|выпила|выпили|ate|drank|had)\s+$/i;

/**
 * Where each quantity goes: a mass, volume or stated energy right after a food without one binds back ("гречка
 * 200 г", "батончик 90 ккал"), otherwise a quantity binds forward ("2 котлеты"); words in between are fine,
 * connectors and separators are not.
 */
/**
 * A dish of several foods: a catalog recipe, SR28's meals and entrées (group 22) and restaurant foods (36), FNDDS's
 * mixtures of meat, poultry or fish (27), soups (28) and grain mixtures (58).
 */
const DISH_SOURCE = /^(?:recipe:|fn:(?:27|28|58)\d{6}$|sr:(?:22|36)\d{3}$)/;

const englishPortion = (food: Food) => (food.portionEn ?? food.portion).grams;

/** Whether `q` is only the article "a"/"an" typed straight before the element at `index`. */
function articleOnly(at: Layout, q: Quantity | undefined, index: number): boolean {
  if (!q || q.unit || q.count !== 1 || q.to !== index || q.to - q.from !== 1) return false;
  const e = at.elements[q.from]!;
  return /^an?$/i.test(at.text.slice(e.start, e.end));
}

/** A food served by the pinch or the spoon, which names a dish's flavour before its head in English. */
const SEASONING_GRAMS = 15;

/**
 * "200g garlic chicken", "400 grams of cilantro lime rice", "200 g garlic butter shrimp": in an English name the head
 * comes last, so a weight typed before a seasoning that runs on, word after word, into a food served by the helping
 * weighs that food, the last of the run; it was 200 g of garlic (decision 024, readings off by three times and more).
 */
function headOfACompound(
  at: Layout,
  first: FoodMatch,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): FoodMatch {
  if (!first.english) return first;
  if (q.unit?.kind !== "mass" || englishPortion(first.food) > SEASONING_GRAMS) return nounBeforeItsHead(at, first, q);
  let head = first;
  for (;;) {
    const after = at.matches.find(
      (o) =>
        o.from >= head.to &&
        o.from - head.to <= 2 &&
        at.elements.slice(head.to, o.from).every((e) => e.kind === "word") &&
        /^\s*(?:\S+\s+){0,2}$/.test(at.text.slice(at.elements[head.to - 1]!.end, at.elements[o.from]!.start)),
    );
    if (!after || assigned.has(after)) break;
    head = after;
  }
  return englishPortion(head.food) >= 3 * englishPortion(first.food) ? head : first;
}

/** An English food naming the kind of the food after it is served by a helping at most this part of the head's. */
const MODIFIER_SHARE = 0.5;

/**
 * "300 grams of prune juice", "2 packs of kimchi fried rice", "a slice of pesto pasta", "2 slices cheese toast": an
 * amount said with "of", or a measure of pieces, before two English foods typed as one name is the name's head, the
 * last, where the first is in the singular and served by half the head's helping or less; the first names its kind.
 * It was 300 g of prunes (720 kcal) beside a glass of juice (decision 024, follow-up: absurd readings, seeds 2 to 5).
 * A food plural before ("2 slices eggs toast") stays a list's first.
 */
function nounBeforeItsHead(at: Layout, first: FoodMatch, q: Quantity): FoodMatch {
  const { elements, text, matches } = at;
  const said = text.slice(elements[q.to - 1]!.end, elements[first.from]!.start);
  const measure = q.unit?.kind === "portion" && q.unit.unit !== "serving";
  if (!/^\s+of\s+$/i.test(said) && !(measure && /^\s+$/.test(said))) return first;
  const head = matches.find((o) => o.from === first.to);
  if (!head?.english || first.to - first.from !== 1) return first;
  // The two typed as one name: a space between them, no comma or mark, and the first no plural ("eggs", "cookies").
  const typed = text.slice(elements[first.from]!.start, elements[first.to - 1]!.end).toLowerCase();
  const between = text.slice(elements[first.to - 1]!.end, elements[head.from]!.start);
  if (/[^s]s$/.test(typed) || !/^\s+$/.test(between)) return first;
  return englishPortion(first.food) <= englishPortion(head.food) * MODIFIER_SHARE ? head : first;
}

/**
 * The drink `added` went into, said right before it with "с", "with" or "на" and no amount of its own ("американо с
 * молоком", "coffee large with milk"); only a size or the drink's own words typed apart may stand between.
 */
function drinkItWentInto(at: Layout, added: FoodMatch, assigned: ReadonlyMap<FoodMatch, Quantity>) {
  // Only a drink poured into another: a bare count after sugar or honey is its spoons ("чай с сахаром 2").
  if (ADDED_TO_DRINKS[added.food.id] === undefined || !added.food.drink) return undefined;
  const drink = [...at.matches].reverse().find((m) => m !== added && m.to <= added.from);
  if (!drink?.food.drink || assigned.has(drink) || ADDED_TO_DRINKS[drink.food.id] !== undefined) return undefined;
  const apart = drink.typedApart;
  let joined = false;
  for (let k = drink.to; k < added.from; k++) {
    const e = at.elements[k]!;
    if (apart && k >= apart.from && k < apart.to) continue;
    if (e.kind === "connector" && !e.and && !joined) joined = true;
    else if (!(e.kind === "word" && (e.stem === "#size" || SIZE_STEMS.has(e.stem)))) return undefined;
  }
  return joined ? drink : undefined;
}

export function bindQuantities(at: Layout, quantities: Quantity[]): Binding {
  const { elements, matches, used } = at;
  // Made once, not for every amount: a closure made in the loop is named at run time (decision 027, follow-up "the
  // reading's time per item").
  const flavourBetween = (from: number, to: number) =>
    elements.slice(from, to).every((e) => e.kind === "word" && e.stem === FLAVOUR);
  const assigned = new Map<FoodMatch, Quantity>();
  const orphans: Quantity[] = [];
  for (const q of quantities) {
    const prev = neighbour(at, q.from - 1, -1) ?? withUnknown(at, q);
    const next = neighbour(at, q.to, 1);
    // "2 котлеты по 100г", "3 яйца по 60 г": a weight or volume after "по", right after a food counted before its
    // name, is what each of them weighed; it replaced the count (one 100 g cutlet).
    const countedBefore = prev !== undefined && prev.to === q.from ? assigned.get(prev) : undefined;
    if (
      countedBefore !== undefined &&
      (q.unit?.kind === "mass" || q.unit?.kind === "volume") &&
      countedBefore.to <= prev!.from &&
      (countedBefore.unit === undefined ||
        (countedBefore.unit.kind === "portion" &&
          (countedBefore.unit.unit === "piece" || countedBefore.unit.unit === "slice"))) &&
      Number.isInteger(countedBefore.count) &&
      countedBefore.count >= 2 &&
      countedBefore.count <= 20 &&
      (EACH_BEFORE.test(at.text.slice(0, elements[q.from]!.start)) ||
        EACH_OF_THE_COUNT.test(at.text.slice(elements[q.to - 1]!.end)))
    ) {
      assigned.set(prev!, { ...q, count: countedBefore.count * q.count, from: countedBefore.from });
      continue;
    }
    // "2 tequila shots", "3 beer cans", "2 wine glasses": a count before a drink and its vessel named right after it,
    // with no figure of its own, count the vessels (decision 024, follow-up "English names, a sixth sweep"); the count
    // was of the drink's own servings and the vessel was left unread.
    if (
      countedBefore !== undefined &&
      countedBefore.unit === undefined &&
      countedBefore.to <= prev!.from &&
      (prev!.food.drink || SPIRITS.has(prev!.food.id)) &&
      elements[q.from]?.kind === "unit" &&
      q.count === 1 &&
      (q.unit?.kind === "portion" || q.unit?.kind === "volume") &&
      Number.isInteger(countedBefore.count) &&
      countedBefore.count <= 20
    ) {
      assigned.set(prev!, { ...q, count: countedBefore.count, from: countedBefore.from });
      continue;
    }
    // "американо с молоком 2", "cappuccino large with milk 2": a bare count after what went into a drink counts the
    // drinks, each with its splash; it was two glasses of milk (500 g) beside one coffee.
    const drink = prev && q.unit === undefined ? drinkItWentInto(at, prev, assigned) : undefined;
    if (drink !== undefined && prev!.to === q.from && Number.isInteger(q.count) && q.count >= 2 && q.count <= 20) {
      // A count of drinks, not the bare figure a drink's millilitres may be: each drink gets its splash (price.ts).
      const { bare: _bare, ...count } = q;
      assigned.set(drink, count);
      continue;
    }
    const measured = q.unit?.kind === "mass" || q.unit?.kind === "volume" || q.unit?.kind === "energy";
    // A bare number right after a food is its amount ("гречка 200 и котлета"), not the next food's count. A range of
    // whole numbers counts as its ends do ("medium fries 2-3 eggs" was 2.5 g of fries).
    const said = at.text.slice(elements[q.from]!.start, elements[q.to - 1]!.end);
    const whole = Number.isInteger(q.count) || /^\d+\s*[-–—]\s*\d+$/.test(said);
    // "eggs 2 toast 1", "банан 1 яблоко 2", "eggs:2 toast:1": where the next food has its own bare count right after
    // it, ending the item, each food's amount follows it; the first count went to the toast and the last was left
    // unread, the eggs one serving (decision 024, follow-up "absurd readings, seeds 6 to 9").
    const amountsFollow =
      prev !== undefined &&
      prev.to === q.from &&
      next?.from === q.to &&
      q.unit === undefined &&
      bareCountEnding(at, next.to);
    const countsNext = !!next?.food.countable && whole && q.count <= 20 && !amountsFollow;
    // "кофе с молоком 2 ложки сахара": a household measure with its food right after it, in the genitive, measures
    // that food; "гречка 200 г" and "сахар 2 ложки, кофе" still bind back.
    const household = q.unit?.kind === "volume" || q.unit?.kind === "portion";
    const after = elements[next?.to ?? -1];
    // "пельмени 15 шт творог", "мандарины 3 шт пельмени": a count in "шт" right after a food counted by the piece
    // with no amount of its own is that food's, as a diary puts it; it was the next food's (2 kg of tvorog).
    const unitWord = elements[q.to - 1];
    const piecesBack =
      prev !== undefined &&
      prev.to === q.from &&
      prev.food.countable &&
      !assigned.has(prev) &&
      elements[q.from]?.kind === "number" &&
      unitWord?.kind === "unit" &&
      unitWord.stem !== undefined &&
      PIECE_STEMS.has(unitWord.stem) &&
      // "sushi 12 pieces rice" as "пельмени 15 шт творог"; "12 pieces of salmon" are the salmon's.
      (next === undefined || !/\bof\b/i.test(at.text.slice(unitWord.end, elements[next.from]!.start)));
    // "борщ тарелка хлеб", "гречка тарелка котлета": a measure right after a food, before one typed as itself (not
    // in the genitive a measure takes), is the first food's; it weighed the bread as a plate.
    const measuresBack =
      household &&
      prev !== undefined &&
      prev.to === q.from &&
      !assigned.has(prev) &&
      next !== undefined &&
      // "хлеб 2 кусочка вроде гречка 200г": words that name no food may stand before the next food; the slices
      // went to the buckwheat (400 g) and its own 200 g was left unread.
      elements.slice(q.to, next.from).every((e) => e.kind === "word") &&
      namedAsItself(at, next);
    // "чай 2 по 100 г колбасы", "кофе 200 г сыра": a weight right before a Russian food in the genitive is of that
    // food, as a household measure is; it weighed the tea and left the sausage a slice.
    const first = next ? elements[next.from] : undefined;
    const genitiveNext =
      (q.unit?.kind === "mass" || q.unit?.kind === "volume") &&
      first?.kind === "word" &&
      isCyrillic(at.text.slice(first.start, first.end)) &&
      // "овсянка 60 г на воде": a word between ("на") makes the next food what the first was made with.
      /^\s+$/.test(at.text.slice(elements[q.to - 1]!.end, first.start));
    // "протеин 2 скупа на воде", "какао 2 ложки на молоке": what follows "на" is what the food before was made on,
    // never what the measure measures; two scoops were read as a jug of water. So in English is what a spread is put
    // "on": "peanut butter 2 tbsp on toast" was 6 g of toast, two spoons of it (decision 024, readings off by three
    // times and more).
    const lastOfQ = elements[q.to - 1];
    const onBase =
      household &&
      prev !== undefined &&
      !assigned.has(prev) &&
      lastOfQ !== undefined &&
      first !== undefined &&
      /^\s+(?:на|on|onto|over)\s+(?:(?:a|an|the)\s+)?$/i.test(at.text.slice(lastOfQ.end, first.start));
    // "chocolate bar 12 oz latte", "toast 8 oz orange juice": in English ounces or millilitres typed right before a
    // drink, after a food that is none, are the drink's size; bound back they made 340 g of chocolate (1,820 kcal).
    const drinkSize =
      prev !== undefined &&
      !prev.food.drink &&
      next?.food.drink === true &&
      first?.kind === "word" &&
      /^[a-z]/i.test(at.text.slice(first.start, first.end)) &&
      FLUID_UNIT.test(at.text.slice(elements[q.from]!.start, elements[q.to - 1]!.end).replace(/^[\d.,\s]+/, ""));
    // "печенье, 3 штучки к чаю", "сушки 5 штук к кофе": what follows "к" is what the food before was had with,
    // never what the amount counts; three pieces were read as three cups of tea.
    // Only a count or pieces: a spoon before "к чаю" ("мёд ложка к чаю") is a teaspoon stirred in, as the tea's.
    const toNextSaid =
      countOrPortion(q) && lastOfQ !== undefined && first !== undefined && hadWith(at.text, lastOfQ, first);
    const toNext = toNextSaid && prev !== undefined && !assigned.has(prev);
    // "spaghetti bolognese 50 g broccoli", "lasagna 100 g salad": in English a weight typed between a dish and a food,
    // under half the dish's usual portion and no more than twice the food's, weighs the food, as "50 g broccoli" is
    // typed; bound back it made a bite of the pasta and the broccoli a side's 150 g. "broccoli 50 g rice" (no dish),
    // "lasagna 200g salad" and "spaghetti bolognese 300g cheddar" stay.
    const weightOfNext =
      q.unit?.kind === "mass" &&
      prev !== undefined &&
      next !== undefined &&
      prev.to === q.from &&
      DISH_SOURCE.test(prev.food.source) &&
      first?.kind === "word" &&
      /^[a-z]/i.test(at.text.slice(first.start, first.end)) &&
      q.count * q.unit.gramsPerUnit * 2 < englishPortion(prev.food) &&
      q.count * q.unit.gramsPerUnit <= 2 * englishPortion(next.food);
    const measuresNext =
      (household || genitiveNext || drinkSize || weightOfNext) &&
      !onBase &&
      !toNextSaid &&
      !piecesBack &&
      !measuresBack &&
      next?.from === q.to &&
      (after?.kind !== "number" || countOfFoodAfter(at, next.to)) &&
      after?.kind !== "unit" &&
      !assigned.has(next) &&
      // An English food has no genitive: its name typed as itself says nothing of the weight before it.
      (weightOfNext || !namedAsItself(at, next));
    // "2 eggs, then 1 more", "coffee 300 ml, then 1 more": one more of a food told with its amount, across the comma
    // and the amount after it, is that many more pieces, or the amount again (elements.ts, oneMore).
    if (q.more === true && !(prev && q.from - prev.to <= 1 && assigned.get(prev)?.to === prev.from)) {
      // "блины с мясом, потом ещё 1", "pancakes with syrup, then 1 more": more of the dish A, never of what went into
      // it; the more was the syrup's or left unread (decision 024, follow-up "absurd readings, seeds 6 to 9").
      const last = matches.findLast((m) => m.to <= q.from);
      const told = last && !assigned.has(last) ? (headServedWith(at, last, assigned) ?? last) : last;
      const amount = told ? assigned.get(told) : undefined;
      const from = amount && amount.from >= told!.to ? amount.to : (told?.to ?? q.from);
      if (
        told &&
        !amount &&
        // The comma after "A с B" reads as one joining B's list ("с мясом, грибами").
        elements.slice(last!.to, q.from).every((e) => e.kind !== "number" && e.kind !== "unit")
      ) {
        assigned.set(told, q);
        for (let k = q.from; k < q.to; k++) used[k] = true;
        continue;
      }
      if (told && amount && elements.slice(from, q.from).every((e) => e.kind === "separator")) {
        const pieces = amount.unit === undefined || amount.unit.kind === "portion";
        const count = pieces ? amount.count + q.count - 1 : amount.count * q.count;
        assigned.set(told, { ...amount, count, ...(amount.from >= told.to ? { to: q.to } : {}) });
        for (let k = q.from; k < q.to; k++) used[k] = true;
        continue;
      }
    }
    // "тарелка борща x2", "стакан кефира 3х": a multiplier right after a food measured by a household measure counts
    // that measure; it was left unread, one plate for two.
    const measuredBefore = prev ? assigned.get(prev) : undefined;
    if (
      prev &&
      q.multiplier === true &&
      q.from - prev.to <= 1 &&
      measuredBefore !== undefined &&
      // "1/2 egg muffins 2x": a count said before the food, with no unit, is counted again as well.
      (measuredBefore.unit === undefined ||
        measuredBefore.unit.kind === "portion" ||
        measuredBefore.unit.kind === "volume") &&
      measuredBefore.to <= prev.from
    ) {
      // "2х кальцоне х2", "2x calzone x2": the same multiplier typed on both sides of the food says the count twice;
      // multiplied, it was four calzones (3,880 kcal).
      const restated = measuredBefore.multiplier === true && measuredBefore.count === q.count;
      // "2 eggs, then 1 more" is three eggs; "coffee 300 ml, then 1 more", "a cup of tea, then 1 more" twice the amount.
      const added =
        q.more === true && (measuredBefore.unit === undefined || measuredBefore.unit.kind === "portion")
          ? measuredBefore.count + q.count - 1
          : undefined;
      const count = restated ? measuredBefore.count : (added ?? measuredBefore.count * q.count);
      assigned.set(prev, { ...measuredBefore, count, to: q.to });
      for (let k = q.from; k < q.to; k++) used[k] = true;
      continue;
    }
    // "бутылка пива 0,33", "кружка пива 0,5", "пакет сока 0,2": litres right after a drink measured by a vessel
    // are the vessel's size; they were left unread. After a shot ("рюмка водки 0,5") the shot stays what was drunk:
    // the figure is the bottle it was poured from, never 0.5 l at a swallow (decision 024, measures).
    // "пиво 2 бутылки 0,5": the vessel may be said after the drink, the figure right after it.
    const vesselOwner =
      prev ??
      matches.find((m) => {
        const c = assigned.get(m);
        return c !== undefined && c.from >= m.to && c.to === q.from;
      });
    const vesselMeasure = vesselOwner ? assigned.get(vesselOwner) : undefined;
    const vesselSaid =
      vesselOwner !== undefined &&
      vesselMeasure !== undefined &&
      (vesselMeasure.to <= vesselOwner.from || (vesselMeasure.from >= vesselOwner.to && vesselMeasure.to === q.from));
    // "glass of wine 2-3 eggs": a range is a count, never a vessel's litres (2.5 l of wine).
    const range = /\d\s*[-–—]\s*\d/.test(at.text.slice(elements[q.from]!.start, elements[q.to - 1]!.end));
    const vessel = vesselSaid && !range ? vesselSize(vesselOwner, vesselMeasure, q) : null;
    if (vesselOwner && vessel !== null && (q.from - vesselOwner.to <= 1 || vesselMeasure!.to === q.from)) {
      // The figure stays in the item's words either way.
      assigned.set(vesselOwner, { ...vesselMeasure!, ...(vessel ? { unit: vessel } : {}), to: q.to });
      for (let k = q.from; k < q.to; k++) used[k] = true;
      continue;
    }
    // "пиво 2 по 0,5 банан": litres each after a drink are the drink's, never a count of the banana after it.
    const eachOf = q.litresEach === true && prev?.food.drink === true;
    // "toast w/ butter 2 cups of coffee": a measure followed by "of" and a food measures that food, never the one
    // before it (480 g of buttered toast).
    const ofNext =
      next !== undefined &&
      /^\s+of\s+(?:(?:a|an|the)\s+)?$/i.test(at.text.slice(elements[q.to - 1]!.end, elements[next.from]!.start));
    const bindsBack =
      prev &&
      !assigned.has(prev) &&
      !measuresNext &&
      !ofNext &&
      (measured ||
        q.multiplier === true ||
        piecesBack ||
        measuresBack ||
        onBase ||
        toNext ||
        (q.bare && !countsNext) ||
        !next ||
        eachOf);
    // "кабинет 404 съел бутерброд", "room 404 ate a bagel": digits before a verb of eating are no amount of the food
    // the verb is said of (it was a 404 g sandwich, 1,143 kcal); the verb tells the number from what was eaten.
    const digitsFirst = elements[q.from];
    const verbBetween =
      q.unit === undefined &&
      digitsFirst?.kind === "number" &&
      digitsFirst.digits !== undefined &&
      // "2 I ate, bagels" may still open the text with a count.
      (q.from > 0 || q.count > 20) &&
      first !== undefined &&
      EATEN_BETWEEN.test(at.text.slice(digitsFirst.end, first.start));
    // After a comma the food "к" follows leaves the amount to the food before the comma (below).
    const chosen = bindsBack
      ? prev
      : toNextSaid || verbBetween
        ? undefined
        : next && !assigned.has(next)
          ? headOfACompound(at, next, q, assigned)
          : prev && !assigned.has(prev)
            ? prev
            : undefined;
    // "гречневая каша с маслом тарелка": a plate, bowl or serving said after "A с B" is of the dish A, as after a
    // comma (below).
    // "сырники со сметаной 3 шт", "пельмешки со сметанкой 15 штук": a count of pieces said after "A с B" counts A
    // when B is never counted by the piece and A is, as after a comma (below); it made 225 g of sour cream.
    // So does one after "A с B и C" ("бутерброд с сыром и колбасой 2 шт", "блины с творогом и изюмом 3 шт"): the
    // list "и" continues is still what A was served with; two sandwiches were one, with two of the sausage's slices.
    // "сырники со сметаной х2", "блины со сгущенкой x4": a multiplier there counts A as a count in pieces does.
    const countsPieces =
      chosen !== undefined &&
      chosen === prev &&
      ((q.unit?.kind === "portion" && q.unit.unit === "piece") || (q.multiplier === true && !q.unit));
    // "crackers with cheese 3", "crackers with peanut butter 4": a bare count right after B laid on each piece of A, or
    // never counted by the piece while A is, counts A, as a count in pieces does; it made three slices of cheese
    // (60 g) or four servings of peanut butter beside a serving of crackers.
    const bareCountAfter =
      chosen !== undefined &&
      chosen === prev &&
      q.from === prev.to &&
      !q.unit &&
      !q.multiplier &&
      Number.isInteger(q.count) &&
      q.count <= MAX_BARE_COUNT;
    // A of "A с B", looked for once and only where a count after B may be A's.
    const servedBy = bareCountAfter || countsPieces ? servedWith(at, chosen!, assigned) : undefined;
    const countsLaidOn =
      bareCountAfter &&
      (laidOnPiece(chosen!, servedBy) ||
        (!chosen!.food.countable && !chosen!.food.drink && servedBy?.food.countable === true));
    const dishOfPieces = countsLaidOn
      ? servedBy
      : countsPieces
        ? ((!chosen.food.countable || laidOnPiece(chosen, servedBy) || heavierThanTheDishsPiece(chosen, servedBy)
            ? servedBy
            : undefined) ?? servedInList(at, chosen, assigned))
        : undefined;
    // "чай с мёдом кружка", "творог с изюмом пачка", "йогурт с мюсли стаканчик": a cup, glass, litres or a pack said
    // after "A с B" are of A, as a plate is (above); they weighed a mug of honey (1,300 kcal), a pack of raisins or of
    // sour cream beside A's assumed portion. A drink B keeps its own measure ("кофе с коньяком 50 мл", "печенье с
    // молоком стакан"), and a pack after a drink is of the food with it ("пиво с чипсами пачка").
    const packed = q.unit?.kind === "portion" && q.unit.unit === "pack";
    // "кофе с сахзамом и сливками 10% 30 мл": a splash of milk or cream is what was poured in, not the mug.
    const splash =
      chosen !== undefined &&
      POURED_IN.test(chosen.food.id) &&
      q.unit?.kind === "volume" &&
      q.unit.unit === undefined &&
      q.count * q.unit.ml <= MAX_SPLASH_ML;
    const drinkAdded = chosen !== undefined && (chosen.food.drink === true || SPIRITS.has(chosen.food.id) || splash);
    const head =
      chosen && chosen === prev && !drinkAdded && (isDrinkVessel(q) || packed)
        ? // "a tea with honey 300 ml": the one the drink was counted is its mug, which the millilitres measure; they
          // were 424 g of honey.
          headServedWith(at, chosen, assigned, isDrinkVessel(q))
        : undefined;
    const drinkOf = head && !(packed && head.food.drink) ? head : undefined;
    const target =
      snackBeforeDrink(at, chosen, prev, q, assigned) ??
      (chosen && chosen === prev && isDishMeasure(q)
        ? // "щи со щавелем и яйцом тарелка": after "A с B и C" the plate is of A too; it was a plate of egg.
          (servedWith(at, chosen, assigned) ?? headServedWith(at, chosen, assigned) ?? chosen)
        : dishOfPieces !== undefined && (dishOfPieces.food.countable || !chosen!.food.countable)
          ? dishOfPieces
          : (drinkOf ?? chosen));
    // "3 bacon strips", "2 sausage links": a portion word right after a name counted just before it is the unit of
    // that count.
    const counted = prev ? assigned.get(prev) : undefined;
    // "a pudding cup", "2 yogurt cups": an English cup said right after the name, with no count of its own, is the
    // cup the food is sold in (portions.ts weighs it by FNDDS's container).
    // "siggis vanilla cup": the flavour a product is sold in (product-flavours.ts) may stand between it and its cup.
    const soldIn =
      prev !== undefined &&
      (prev.to === q.from || (prev.to < q.from && flavourBetween(prev.to, q.from))) &&
      q.to - q.from === 1 &&
      q.unit?.kind === "volume" &&
      q.unit.word === "cup" &&
      elements[q.from]?.kind === "unit" &&
      elements[q.to]?.kind !== "number";
    // A bare count, the food, then this amount right after it, with no food for the amount to go to.
    const afterCount =
      !target &&
      prev !== undefined &&
      counted !== undefined &&
      !counted.unit &&
      counted.to === prev.from &&
      (prev.to === q.from || (soldIn && prev.to < q.from));
    const unitOfCount = afterCount && (q.unit?.kind === "portion" || soldIn) && q.to - q.from === 1;
    // "2 котлеты 250г", "1 chicken breast 200g": a weight right after a food counted just before it, with no food
    // after it, is what the pieces weighed together; it was left unread and the pieces weighed as the catalog's.
    const weighedCount =
      afterCount && (q.unit?.kind === "mass" || (q.unit?.kind === "volume" && (q.unit.ml === 1 || q.unit.ml === 1000)));
    // "пачка чипсов 150г", "банка тушенки 325г", "чипсы 1 пачка 150 г", "тарелка супа 300г", "кусок пиццы 150г": a
    // weight right after a food measured by a pack, can, plate, glass or piece, with no food after it, is what that
    // pack or plate held, as its label says; it was left unread and the catalog's pack weighed instead. Pieces and
    // slices are weighed together ("2 куска хлеба 60г"), as a weight after a bare count is; a pack is each pack's.
    // A plate or cup restated in millilitres ("суп 1 тарелка (300мл)") is what it held likewise.
    // Only millilitres or litres restate it: "сок 200 мл стакан" is the glass the 200 ml were, not 200 glasses.
    const restatedVolume =
      q.unit?.kind === "volume" && q.unit.container === undefined && q.unit.unit === undefined && !q.unit.spoon;
    const measuredOwner =
      target || (q.unit?.kind !== "mass" && !restatedVolume)
        ? undefined
        : prev !== undefined && counted !== undefined && counted.to === prev.from && prev.to === q.from
          ? prev
          : matches.find((m) => {
              const c = assigned.get(m);
              // "чипсы Lays пачка 150г", "кефир Простоквашино пачка 900 г": a maker's name between the food and its
              // pack is no food and parts nothing.
              const between = c === undefined ? [] : elements.slice(m.to, c.from);
              // "сырники с изюмом упаковка 200г", "пельмени с говядиной пачка 800г": the pack said after "A с B" was
              // A's (above), and so is the weight on it (decision 024); it was left unread.
              const filling = (k: number) => {
                const e = elements[k]!;
                if (e.kind === "connector") return !e.and;
                const inside = matches.find((o) => o !== m && k >= o.from && k < o.to);
                return inside !== undefined && !assigned.has(inside);
              };
              return (
                c !== undefined &&
                c.from >= m.to &&
                c.to === q.from &&
                between.every((e, k) => (e.kind === "word" && !used[m.to + k]) || filling(m.to + k))
              );
            });
    const measure = measuredOwner ? assigned.get(measuredOwner) : undefined;
    const packWeighed =
      measure !== undefined &&
      (q.unit?.kind === "mass" || restatedVolume) &&
      (measure.unit?.kind === "volume" || measure.unit?.kind === "portion") &&
      Number.isFinite(measure.count) &&
      measure.count > 0;
    // "гречка с ложкой масла 200 г", "салат с ложкой оливкового масла 250 г": no spoon holds such a weight; it is the
    // dish's said before "с" (the oil was 200 g, 1,500 kcal).
    const spoonDish = packWeighed ? dishOfASpoon(at, measure, q, assigned, measuredOwner) : undefined;
    if (target) {
      const said = target === prev ? closingWords(at, q) : q;
      assigned.set(target, countFormOf(at, target, soldIn && target === prev ? { ...said, sold: true } : said));
    } else if (weighedCount) {
      // "чай с 2 кусочками сахара 300 мл", "coffee with 2 sugars 12 oz": an amount the pieces could never weigh is the
      // dish's before them, as after spoons; as the pieces' it was 250 g of sugar.
      const dish = dishOfASpoon(at, counted, q, assigned, prev);
      if (dish) assigned.set(dish, q);
      else assigned.set(prev, { ...q, from: counted.from });
    } else if (spoonDish) assigned.set(spoonDish, q);
    // "2 ложки сахара 300 мл" with no dish before them: no spoon holds it, so the amount is left unread; as the
    // spoons' it was 500 g of sugar.
    else if (packWeighed && pastTheSpoons(measure, q) && measure.unit?.kind === "volume") orphans.push(q);
    else if (packWeighed && measuredOwner && measure && (q.unit?.kind === "mass" || q.unit?.kind === "volume")) {
      const { bare: _bare, size: _size, ...count } = measure;
      const together =
        measure.unit?.kind === "portion" && (measure.unit.unit === "piece" || measure.unit.unit === "slice");
      const said = q.count * (q.unit.kind === "mass" ? q.unit.gramsPerUnit : q.unit.ml);
      const each = together ? said / measure.count : said;
      assigned.set(measuredOwner, {
        ...count,
        unit: q.unit.kind === "mass" ? { kind: "mass", gramsPerUnit: each } : { kind: "volume", ml: each },
        from: Math.min(measure.from, measuredOwner.from),
        to: q.to,
      });
    } else if (unitOfCount) {
      const { bare: _bare, ...count } = counted;
      assigned.set(prev, { ...count, unit: q.unit, to: q.to, ...(soldIn ? { sold: true as const } : {}) });
    } else orphans.push(q);
    for (let k = q.from; k < q.to; k++) used[k] = true;
  }
  for (const m of matches) {
    // "a 3 egg omelet", "a two egg omelette": the article is the one dish's, and the eggs counted say what it weighs;
    // the article was its count, and the dish one FNDDS "egg" of omelette (55 g) or the assumed serving.
    if (m.madeOf && articleOnly(at, assigned.get(m), m.madeOf.at)) assigned.delete(m);
    if (assigned.has(m)) continue;
    const slices = slicesOnPieces(at, m, assigned);
    if (slices !== undefined) {
      assigned.set(m, { count: slices, unit: { kind: "portion", unit: "slice" }, from: m.from, to: m.from + 1 });
    } else if (m.madeOf) {
      const { food, count, at: index, gramsPerUnit } = m.madeOf;
      const piece = gramsPerUnit ?? food.units.piece ?? food.portion.grams;
      assigned.set(m, { count, unit: { kind: "mass", gramsPerUnit: piece }, from: index, to: index + 1 });
    } else if (m.repeats !== undefined) {
      assigned.set(m, { count: m.repeats, unit: { kind: "portion", unit: "piece" }, from: m.from, to: m.from + 1 });
    } else if (m.food.units.whole !== undefined) {
      // "целая пицца", "торт целиком", "всю пиццу": a whole of a food the catalog weighs whole is that whole, not
      // one slice of it.
      // "пицца 30 см целиком": a size may stand between the name and the word.
      const next = elements[m.to];
      const sized = next?.kind === "word" && next.stem === "#size";
      const k = [m.from - 1, m.to, ...(sized ? [m.to + 1] : [])].find((j) => {
        const e = elements[j];
        return e?.kind === "word" && !used[j] && WHOLE_BY_FOOD_STEMS.has(e.stem);
      });
      if (k !== undefined) {
        assigned.set(m, { count: 1, unit: { kind: "portion", unit: "whole" }, from: k, to: k + 1 });
        used[k] = true;
      }
    }
  }

  // "яичница с беконом 2 яйца", "омлет с сыром 3 яйца": a count of eggs after "A с B", where A is a dish of eggs with no
  // amount of its own, is the eggs the dish was made of, as in "яичница из 2 яиц с беконом"; they were counted twice,
  // a fried egg and two eggs more.
  for (const eggs of [...matches]) {
    const q = assigned.get(eggs);
    const count = elements[eggs.from - 1];
    const b = matches.find((m) => m.to === eggs.from - 1);
    const dish = b ? dishOf(at, b) : undefined;
    if (
      !q ||
      !dish ||
      assigned.has(dish) ||
      !eggsOf(dish.food, eggs.food) ||
      q.to !== eggs.from ||
      q.unit !== undefined ||
      count?.kind !== "number" ||
      !Number.isInteger(q.count) ||
      q.count * EGG_GRAMS > 1000
    ) {
      continue;
    }
    assigned.set(dish, { count: q.count, unit: { kind: "mass", gramsPerUnit: EGG_GRAMS }, from: q.from, to: eggs.to });
    assigned.delete(eggs);
    matches.splice(matches.indexOf(eggs), 1);
  }

  restatedAfterASeparator(at, assigned);

  // "гречка с грибами 250 г", "chicken with rice 300 g": a weight after "A with B" where A has none is the weight of
  // the whole dish, shared in proportion to the typical portions.
  const shared = new Map<FoodMatch, { grams: number; bare: boolean }>();
  for (const [b, q] of assigned) {
    const c = connectorBefore(at, b);
    const conn = elements[c];
    const pairOf = conn?.kind === "connector" && conn.and ? matches.find((m) => m.to === c) : undefined;
    // Cups after "A and B" are the plate's, at about a gram a millilitre (cupsOfAPlate); elsewhere only a weight.
    const plate = q.unit?.kind === "volume" && cupsOfAPlate(q) && pairOf !== undefined ? q.unit.ml : undefined;
    const grams = gramsPerUnitOf(q) ?? plate;
    if (grams === undefined || q.from < b.to) continue;
    const named = conn?.kind === "connector" ? undefined : namedTogether(at, b, q, assigned);
    if (named) {
      sharePairByPortions(at, named, b, q.count * grams, shared);
      continue;
    }
    if (conn?.kind !== "connector") continue;
    // "курица с рисом и овощами контейнер 350г", "гречка с грибами и луком 300 г": after "и" the list "с" opened
    // goes on, and the weight is of the whole dish A and all it was served with.
    const parts: FoodMatch[] = [b];
    let a = conn.and ? matches.find((m) => m.to === c) : dishEndingAt(at, c);
    if (conn.and) {
      const dish = instrumentalAt(at, b) ? dishOf(at, b) : undefined;
      if (dish && dish !== a && a && !assigned.has(a) && dishOf(at, a) === dish) parts.push(a);
      else if (!dish && a && weighedTogether(at, a, b, q, assigned)) {
        const total = q.count * grams;
        const first = pairPortion(at, a, b);
        const second = pairPortion(at, b, a);
        // As for "A with B" below, only a weight that could be the pair's is shared ("pancakes and syrup 20 g").
        if (total < (first + second) / 2) continue;
        shared.set(a, { grams: (total * first) / (first + second), bare: false });
        shared.set(b, { grams: (total * second) / (first + second), bare: false });
        continue;
      }
      a = dish;
    }
    // "капучино с сахаром 300": a bare number after what went into a drink is the drink's size (drinks.test.ts).
    if (!a || assigned.has(a) || (q.unit === undefined && a.food.drink)) continue;
    parts.push(a);
    const total = q.count * grams;
    const dish = a;
    const weight = (m: FoodMatch) => (m === dish ? m.food.portion.grams : partWeight(m, dish));
    const portions = parts.reduce((sum, m) => sum + weight(m), 0);
    // Only a weight that could be the whole dish is shared; "омлет с сыром 30 г" is 30 g of cheese.
    if (total < portions / 2) continue;
    for (const m of parts) shared.set(m, { grams: (total * weight(m)) / portions, bare: q.bare === true });
  }

  // "кола 1,5 литра на компанию, я выпил 0,5", "торт 1 кг, съела 200 г": an amount said after a verb of eating or
  // drinking, with no food after it in its clause, is what the person had of the food before it; the earlier amount
  // was the pack or the dish shared. A bare number keeps the earlier amount's unit of weight or volume ("0,5" of "1,5
  // литра"). Other foods may follow after a comma ("…, я выпил 0,5, рогалик с маком").
  for (const q of [...orphans]) {
    const before = [...matches].reverse().find((m) => m.to <= q.from);
    const last = elements[q.from - 1];
    const end = endOfAmount(at, q);
    // Marks after it ("я выпил 0,5!!!", "… 0,5 )") leave it ending its clause as a comma does (decision 024, the same
    // meal typed another way): they made it an amount of nothing and the whole pack the person's.
    if (!before || (elements[end] !== undefined && elements[end]!.kind !== "separator") || !last) continue;
    if (!CONSUMED.test(at.text.slice(last.end, elements[q.from]!.start))) continue;
    const earlier = assigned.get(before);
    const measure = earlier?.unit?.kind === "mass" || earlier?.unit?.kind === "volume" ? earlier.unit : undefined;
    const { bare: _bare, ...said } = extendAmount(at, q, end);
    const had = q.unit === undefined && measure ? { ...said, unit: measure } : { ...q, to: said.to };
    // The item still shows the earlier amount's words ("бутылка вина …, я выпила бокал"): none goes unseen.
    assigned.set(before, earlier ? { ...had, from: Math.min(earlier.from, q.from) } : had);
    orphans.splice(orphans.indexOf(q), 1);
  }
  // A quantity alone after a separator ("гречка, 200 г") belongs to the food just before the separator.
  for (const q of [...orphans]) {
    const sep = elements[q.from - 1];
    const amountEnd = endOfAmount(at, q);
    const after = elements[amountEnd];
    // "пельмешки со сметаной, штук 15": a count of pieces after "A с B" counts A when B is never counted by the
    // piece and A is.
    const piecesCount =
      (q.unit === undefined && Number.isInteger(q.count)) || (q.unit?.kind === "portion" && q.unit.unit === "piece");
    // "котлеты, 2 штуки с пюре": a count of pieces may be followed by what the pieces were served with.
    // "печенье, 3 штучки к чаю": or by what they were had with.
    // "coffee, 2 cups with milk", "чай, 2 кружки с лимоном": so may a drink's cups or mugs, by what was put in.
    // "гречка, 2 тарелки с котлетой": and a dish's plates by what it was served with.
    const drinkCups = isDrinkVessel(q);
    const plates = isDishMeasure(q);
    const servedWithNext =
      (piecesCount || drinkCups || plates) && after?.kind === "connector" && !after.and && WITH.has(after.stem);
    const countedFor =
      countOrPortion(q) && after !== undefined && amountEnd > 0 && hadWith(at.text, elements[amountEnd - 1]!, after);
    const servedAfter = servedWithNext || countedFor;
    // "пельмешки со сметаной, штук 15 и горсточка изюма": an "и" after the amount starts the next food, as a comma does.
    const listGoesOn = after?.kind === "connector" && after.and;
    if (sep?.kind !== "separator" || (after && after.kind !== "separator" && !servedAfter && !listGoesOn)) continue;
    // "йогурт 2,5%, 125г": a fat content between the food and the separator, where no name holds it, is the food's;
    // the amount was left unread.
    let end = q.from - 1;
    while (!matches.some((m) => m.to === end) && end > 0 && isFatContent(elements[end - 1])) end--;
    let before = matches.find((m) => m.to === end) ?? foodBeforeAPlace(at, end);
    // "spaghetti for dinner, had about 2 cups with meat sauce": cups of a dish eaten by the cup are the dish's, as its
    // plates are; the amount was left unread (decision 024, follow-up: the forty-first batch).
    const dishCups =
      drinkCups && q.unit?.kind === "volume" && q.unit.unit === "cup" && before !== undefined && !before.food.countable;
    const servedFits = plates || (piecesCount ? before?.food.countable : before?.food.drink || dishCups);
    if (servedWithNext && !servedFits) continue;
    // "печенье к чаю, 3 штуки": a count or pieces after "A к B" count A, what was had with B.
    const hadWithBefore = before ? matches.find((m) => m.to === before!.from) : undefined;
    if (
      before &&
      hadWithBefore &&
      countOrPortion(q) &&
      !assigned.has(hadWithBefore) &&
      hadWith(at.text, elements[hadWithBefore.to - 1]!, elements[before.from]!)
    ) {
      before = hadWithBefore;
    }
    const conn = before ? elements[before.from - 1] : undefined;
    const dish = before ? matches.find((m) => m.to === before!.from - 1) : undefined;
    // "пельмешки со сметанкой, тарелка", "гречка с котлетой, порция": a plate, bowl or serving after "A с B" is of
    // the dish A that B was served with.
    const dishMeasure = isDishMeasure(q);
    if (
      (dishMeasure || (piecesCount && before && !before.food.countable && dish?.food.countable)) &&
      before &&
      conn?.kind === "connector" &&
      !conn.and &&
      dish &&
      !assigned.has(dish)
    ) {
      before = dish;
    }
    // "a latte with sugar, 350 ml": millilitres after what went into a drink are the drink's, counted once or not at
    // all, as they are with no comma (headServedWith); they were 292 g of sugar.
    const drinkMeasured =
      drinkCups &&
      before !== undefined &&
      ADDED_TO_DRINKS[before.food.id] !== undefined &&
      conn?.kind === "connector" &&
      !conn.and &&
      dish?.food.drink === true &&
      countedOnceAtMost(assigned, dish);
    if (drinkMeasured) before = dish;
    if (before && (!assigned.has(before) || drinkMeasured)) {
      const amount = extendAmount(at, q, amountEnd);
      assigned.set(before, amount);
      orphans.splice(orphans.indexOf(q), 1);
      if (!cupsOfTheDrinkInTheList(at, before, amount, assigned)) {
        pairMeasuredAfterAComma(at, before, amount, assigned, shared);
      }
    }
  }
  countSaidFirst(at, assigned, orphans);
  eachOfTheList(at, assigned);
  eachOfTheCounted(at, assigned);
  return { assigned, orphans, shared };
}

/**
 * "spaghetti and meatballs, probably 2 cups", "steak and fries, 400 g": an amount after a comma that ends "A and B" is
 * the pair's, as one typed right after it is (weighedTogether); it was all B's, 480 g of meatballs (decision 024,
 * follow-up: small readings mended).
 */
function pairMeasuredAfterAComma(
  at: Layout,
  b: FoodMatch,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
  shared: Map<FoodMatch, { grams: number; bare: boolean }>,
): void {
  const a = at.matches.find((m) => m.to === b.from - 1);
  const conn = at.elements[b.from - 1];
  if (!a || conn?.kind !== "connector" || !conn.and) return;
  const grams = gramsPerUnitOf(q) ?? (q.unit?.kind === "volume" ? q.unit.ml : undefined);
  if (grams === undefined) return;
  if (weighedTogether(at, a, b, q, assigned)) {
    sharePairByPortions(at, a, b, q.count * grams, shared);
    return;
  }
  const list = cupsOfTheList(at, a, b, q, assigned);
  if (list) shareListByPortions(at, list, q.count * grams, shared);
}

/**
 * "toast, eggs and bacon, 2 cups", "rice, beans and chicken, 3 cups": cups after a comma that ends a list of foods
 * with no amount of their own, the last two joined by "and", measure the plate of the whole list, as they measure the
 * plate of a pair; they were all the last food's, 480 g of bacon and 2,597 kcal (decision 024, follow-up: readings
 * left open, a third round). A weight there keeps its reading (a pair ending a longer list is not weighed together).
 * The list opens its clause, its foods parted by commas only.
 */
function cupsOfTheList(
  at: Layout,
  a: FoodMatch,
  b: FoodMatch,
  q: Quantity,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): FoodMatch[] | undefined {
  const { elements, text, matches } = at;
  if (!cupsOfAPlate(q) || !amountOfThePair(at, b, q) || q.from === b.to) return undefined;
  const after = elements[q.to];
  if (after && after.kind !== "separator") return undefined;
  const list = [a, b];
  for (;;) {
    const first = list[0]!;
    const comma = elements[first.from - 1];
    if (comma?.kind !== "separator" || text.slice(comma.start, comma.end).trim() !== ",") break;
    const before = matches.find((m) => m.to === first.from - 1);
    if (!before) return undefined;
    list.unshift(before);
  }
  if (list.length < 3 || list.length > MAX_FOODS_ON_A_PLATE) return undefined;
  if (list.some((m) => (m !== b && assigned.has(m)) || m.food.drink)) return undefined;
  let k = list[0]!.from - 1;
  while (k >= 0 && elements[k]!.kind === "word" && !at.used[k]) k--;
  return k < 0 || elements[k]!.kind === "separator" ? list : undefined;
}
/**
 * "coffee, eggs and bacon, 2 cups", "tea, toast and jam, 2 cups": cups after a comma that ends a list holding one
 * drink with no amount of its own are that drink's; they were 480 g of bacon (decision 024, follow-up: readings left
 * open, a third round). Whether it moved them.
 */
function cupsOfTheDrinkInTheList(at: Layout, b: FoodMatch, q: Quantity, assigned: Map<FoodMatch, Quantity>): boolean {
  const { elements, text, matches } = at;
  if (b.food.drink || !cupsOfAPlate(q) || !amountOfThePair(at, b, q) || q.from === b.to) return false;
  const a = matches.find((m) => m.to === b.from - 1);
  const conn = elements[b.from - 1];
  if (!a || conn?.kind !== "connector" || !conn.and) return false;
  const list = [a, b];
  for (;;) {
    const comma = elements[list[0]!.from - 1];
    if (comma?.kind !== "separator" || text.slice(comma.start, comma.end).trim() !== ",") break;
    const before = matches.find((m) => m.to === list[0]!.from - 1);
    if (!before) break;
    list.unshift(before);
  }
  const drinks = list.filter((m) => m.food.drink);
  if (drinks.length !== 1 || assigned.has(drinks[0]!)) return false;
  assigned.delete(b);
  assigned.set(drinks[0]!, q);
  return true;
}

/** The most foods one plate measured by the cup is taken to hold. */
const MAX_FOODS_ON_A_PLATE = 5;

/** One amount for a list of foods, shared by their typical portions, as a pair's is (sharePairByPortions). */
function shareListByPortions(
  at: Layout,
  list: readonly FoodMatch[],
  total: number,
  shared: Map<FoodMatch, { grams: number; bare: boolean }>,
): void {
  const portions = list.map((m, i) => pairPortion(at, m, list[i === 0 ? 1 : 0]!));
  const sum = portions.reduce((x, y) => x + y, 0);
  if (total < sum / 2) return;
  for (const [i, m] of list.entries()) shared.set(m, { grams: (total * portions[i]!) / sum, bare: false });
}

/**
 * One amount weighed for two foods, shared between them in proportion to their typical portions; an amount under half
 * of the two portions together is no plate of both, and is left to the nearer food.
 */
function sharePairByPortions(
  at: Layout,
  a: FoodMatch,
  b: FoodMatch,
  total: number,
  shared: Map<FoodMatch, { grams: number; bare: boolean }>,
): void {
  const first = pairPortion(at, a, b);
  const second = pairPortion(at, b, a);
  if (total < (first + second) / 2) return;
  shared.set(a, { grams: (total * first) / (first + second), bare: false });
  shared.set(b, { grams: (total * second) / (first + second), bare: false });
}

/** The most items a count before "with" is read as each holding the counted addition ("2 coffees with 2 sugars each"). */
const MOST_EACH_HOLDING = 6;

/**
 * "2 cups of coffee with 2 sugars each", "3 bagels with 1 egg each", "2 чашки кофе с 2 ложками сахара в каждой": a
 * count of what goes with a counted food, followed by "each", is that many in every one of them; it was counted once,
 * two sugars in the two cups (decision 024, "Readings left open, a second round"). The food before is joined to it by
 * "with"/"с" and counted in whole items, cups or mugs, never weighed.
 */
function eachOfTheCounted({ text, elements, matches }: Layout, assigned: Map<FoodMatch, Quantity>): void {
  const linkOf = (a: FoodMatch, to: number) => {
    const between = elements.slice(a.to, to);
    return between.length === 1 && between[0]!.kind === "connector" ? between[0] : undefined;
  };
  for (const [k, m] of matches.entries()) {
    const q = assigned.get(m);
    if (!q || k === 0 || q.to > m.from || q.unit?.kind === "mass") continue;
    if (!EACH_HOLDING.test(text.slice(elements[m.to - 1]!.end))) continue;
    // Back over other additions joined by "and" ("2 coffees with milk and 1 sugar each") to the food before "with".
    let j = k - 1;
    let link = linkOf(matches[j]!, q.from);
    while (link?.and && j > 0 && !assigned.has(matches[j]!)) {
      link = linkOf(matches[j - 1]!, matches[j]!.from);
      j--;
    }
    if (!link || link.and) continue;
    const counted = assigned.get(matches[j]!);
    if (!counted || !Number.isInteger(counted.count) || counted.count < 2 || counted.count > MOST_EACH_HOLDING)
      continue;
    if (counted.unit?.kind === "mass" || (counted.unit?.kind === "volume" && counted.unit.unit === undefined)) continue;
    assigned.set(m, { ...q, count: q.count * counted.count });
  }
}

/** "each" after what goes with every one of the foods counted before it: "with 2 sugars each", "в каждой". */
const EACH_HOLDING =
  /^\s*(?:each|apiece|in\s+each|в\s+каждой|в\s+каждом|в\s+каждую|на\s+каждый|на\s+каждую)(?![\p{L}])/iu;

/**
 * "scrambled eggs, 3 eggs", "картофель отварной, две картофелины": a count after a comma that names the food before
 * the comma again, or the eggs an egg dish was made of, is that food's amount said apart from it; it was read as a
 * second item beside the first one's assumed portion, the food counted twice. The food before the comma may end in
 * words of its own, and the food again go on with what it was cooked in ("tofu scramble, 1 cup tofu in 1 tsp olive
 * oil": decision 024, the forty-third batch).
 */
function restatedAfterASeparator(at: Layout, assigned: Map<FoodMatch, Quantity>): void {
  const { elements, matches } = at;
  for (const again of [...matches]) {
    const q = assigned.get(again);
    const sep = q ? elements[q.from - 1] : undefined;
    const after = elements[again.to];
    const first = q ? matches.find((m) => m.to === q.from - 1 || wordsUpTo(elements, m.to, q.from - 1)) : undefined;
    if (
      !q ||
      !first ||
      sep?.kind !== "separator" ||
      q.to !== again.from ||
      (after !== undefined &&
        after.kind !== "separator" &&
        after.kind !== "connector" &&
        !(after.kind === "word" && COOKED_IN.has(after.stem))) ||
      assigned.has(first)
    ) {
      continue;
    }
    const eggs = eggsOf(first.food, again.food) && q.unit === undefined && Number.isInteger(q.count);
    if (first.food.id !== again.food.id && !eggs) continue;
    const unit = eggs ? ({ kind: "mass", gramsPerUnit: EGG_GRAMS } as const) : q.unit;
    assigned.set(first, { ...q, ...(unit ? { unit } : {}), to: again.to });
    assigned.delete(again);
    matches.splice(matches.indexOf(again), 1);
  }
}

/** The words a food is said to be cooked in after its name ("tofu in 1 tsp olive oil"). */
const COOKED_IN: ReadonlySet<string> = new Set(["in", "into"].map((w) => stem(w)));

/** Whether only plain words stand from `from` up to `to` (exclusive), at least one. */
function wordsUpTo(elements: readonly Element[], from: number, to: number): boolean {
  if (to <= from) return false;
  for (let k = from; k < to; k++) if (elements[k]!.kind !== "word") return false;
  return true;
}

/**
 * "two I ate, the tacos", "3 съела, пирожки": an amount that opens the text, with the verb after it and the food named
 * after the comma, is that food's when the food has none of its own and ends the text or its list item.
 */
function countSaidFirst(at: Layout, assigned: Map<FoodMatch, Quantity>, orphans: Quantity[]): void {
  const { elements, matches } = at;
  const q = orphans.find((o) => o.from === 0);
  if (!q || elements[q.to]?.kind !== "separator") return;
  const food = matches.find((m) => m.from === q.to + 1);
  const after = food ? elements[food.to] : undefined;
  if (!food || assigned.has(food) || (after !== undefined && after.kind !== "separator")) return;
  assigned.set(food, q);
  orphans.splice(orphans.indexOf(q), 1);
}
