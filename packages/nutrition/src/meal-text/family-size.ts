// A family-size dish ("family size lasagna", "a family size pizza"): the whole pack or pie, not one serving of it; and
// a snack's bag, which is the single-serving one unless it is said family size.
import { type Food, servedAsItem } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const FAMILY = stem("family");
const SIZE_WORDS: ReadonlySet<string> = new Set(["size", "sized"].map((w) => stem(w)));
const JOINED: ReadonlySet<string> = new Set(["family-size", "family-sized"].map((w) => stem(w)));
/** FNDDS's largest whole of a food sold by diameter: "extra-large pizza (16-18" diameter)". */
const EXTRA_LARGE = /^extra[- ]large\b/i;

/** Whether the words just before the food, or the first of its own, say "family size". */
function saidFamilySize(elements: readonly Element[], m: FoodMatch): boolean {
  const word = (k: number) => {
    const e = elements[k];
    return e?.kind === "word" ? e.stem : "";
  };
  for (const k of [m.from - 1, m.from]) if (JOINED.has(word(k))) return true;
  return word(m.from - 2) === FAMILY && SIZE_WORDS.has(word(m.from - 1));
}

/** The grams of the first of FNDDS's measures of a food whose label says so. */
const fnddsGramsLabelled = (food: Food, label: RegExp) => food.fnddsPortions?.find(([said]) => label.test(said))?.[1];

/** The family pack of a food: FNDDS's extra-large whole where it sells one, else the catalog's whole dish. */
function familyGrams(food: Food): number | undefined {
  return fnddsGramsLabelled(food, EXTRA_LARGE) ?? food.units.whole;
}

/**
 * "family size lasagna", "a family size pizza between 4": a dish said "family size" is the pan or the pie a family
 * shares, FNDDS's extra-large pizza (16-18", 1,278 g) or the catalog's whole dish (a lasagna's 8" square pan, FNDDS
 * 58130020, 1,235 g), shared as said; it was one 250 g serving, or FNDDS's slice of pizza. A weight or a measure said
 * of it ("family size lasagna, 1 cup") is still what was eaten.
 */
export function familySize(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    const q = assigned.get(m);
    if (q?.unit || !saidFamilySize(elements, m)) continue;
    const grams = familyGrams(m.food);
    if (grams === undefined) continue;
    const item = servedAsItem(m.food, grams);
    m.food = { ...item, units: { ...item.units, whole: grams }, sizes: {}, fnddsPortions: undefined };
  }
}

/** FNDDS's small single-serving bag of a snack ("small or medium single serving bag", 45 g of crackers). */
const SNACK_BAG = /^small or medium single serving bag$/i;
const BAG = "bag";

/**
 * "a bag of cheez its": a snack the catalog sells in a box (a pack of 351 g) said by the bag is FNDDS's small single
 * serving bag of it, 45 g, unless the bag is said "family size"; it was the whole box (decision 024, "Readings left
 * open, a second round"). A pack the catalog gives as a bag ("a bag of chips", 28 g) is no larger and stays.
 */
export function snackBags(
  text: string,
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
  unmatched: Range[],
): void {
  for (const m of matches) {
    const q = assigned.get(m);
    const unit = q?.unit;
    if (!q || unit?.kind !== "portion" || unit.unit !== "pack" || unit.word !== BAG || q.size) continue;
    const pack = m.food.units.pack;
    const at = elements.findIndex((e, k) => k >= q.from && k < q.to && e.kind === "unit");
    if (at >= 0 && saidFamilySizeBefore(elements, at)) {
      bagsCountedBeforeTheSize(elements, q, at);
      familyBag(text, elements, m, at, unmatched);
      continue;
    }
    const bag = fnddsGramsLabelled(m.food, SNACK_BAG);
    if (pack === undefined || bag === undefined || pack <= bag) continue;
    m.food = { ...m.food, units: { ...m.food.units, pack: bag } };
  }
}

type Range = { start: number; end: number };

/**
 * A family-size bag of chips as the big American brands fill it, 9¼ to 10½ oz (Lay's, Doritos, Tostitos): 10 oz.
 */
const FAMILY_BAG_GRAMS = 283;
/** A single-serving bag of chips, 1 oz: FNDDS's "small single serving bag" of chips, 28 g. */
const SINGLE_SERVING_BAG = 30;
const FAMILY_SIZE_SAID = /^(?:(?:a|an|one|the|\d+)\s+)?family[- ]?sized?$/i;

/**
 * "2 family size bags of chips": a count typed before the size words counts the bags, as "2 bags" does; the count
 * stood apart from its bag past "family size", so it was left unread and one bag was read (decision 024, follow-up:
 * readings left open, a third round).
 */
function bagsCountedBeforeTheSize(elements: readonly Element[], q: Quantity, at: number): void {
  const word = elements[at - 1];
  const sizeAt = word?.kind === "word" && JOINED.has(word.stem) ? at - 1 : at - 2;
  const number = elements[sizeAt - 1];
  if (number?.kind !== "number" || number.range || number.multiplier || q.from < sizeAt || q.count !== 1) return;
  if (!Number.isInteger(number.value) || number.value < 2 || number.value > 10) return;
  q.count = number.value;
}

/**
 * "a family size bag of doritos": a snack the catalog sells by the single-serving bag (28 g of chips) is the family
 * bag of chips, and the words that said so are read; they were left unread and the bag was one serving (decision 024,
 * follow-up: small readings mended). A snack sold in a larger pack (a 351 g box of cheez its) keeps it.
 */
function familyBag(text: string, elements: readonly Element[], m: FoodMatch, at: number, unmatched: Range[]): void {
  const pack = m.food.units.pack;
  if (pack !== undefined && pack <= SINGLE_SERVING_BAG)
    m.food = { ...m.food, units: { ...m.food.units, pack: FAMILY_BAG_GRAMS } };
  const before = elements[at]!.start;
  for (let i = unmatched.length - 1; i >= 0; i--) {
    const r = unmatched[i]!;
    if (r.end <= before && FAMILY_SIZE_SAID.test(text.slice(r.start, r.end).trim())) unmatched.splice(i, 1);
  }
}

/** Whether the words just before the element at `at` say "family size" ("a family size bag of …"). */
function saidFamilySizeBefore(elements: readonly Element[], at: number): boolean {
  const word = (k: number) => {
    const e = elements[k];
    return e?.kind === "word" ? e.stem : "";
  };
  return JOINED.has(word(at - 1)) || (word(at - 2) === FAMILY && SIZE_WORDS.has(word(at - 1)));
}
