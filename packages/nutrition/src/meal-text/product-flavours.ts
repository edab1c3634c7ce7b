// The flavour a packaged product is sold in, said after it ("protein shake chocolate", "pop tarts frosted strawberry",
// "uncrustables pb and grape", "clif bar (crunchy peanut butter)") or between a bar's brand and "bars" ("nature valley
// oats n honey bars"): words that name which one of the product was eaten, never foods beside it (decision 024,
// follow-up "English diary lines, a fourth batch"). Read as foods, "premier protein shake chocolate 11oz" was 312 g of
// chocolate beside the shake, 1,825 kcal, and "2 nature valley oats n honey bars" oats and two granola bars beside it.
import { lowerWordAt, type RawToken } from "../text";
import { FLAVOUR } from "./flavours";

/** Packaged products sold in flavours, as typed, whose flavour may follow them. */
const PRODUCTS: ReadonlySet<string> = new Set([
  "bar",
  "bars",
  "shake",
  "shakes",
  "tart",
  "tarts",
  "poptart",
  "poptarts",
  "uncrustable",
  "uncrustables",
  "yoplait",
  "belvita",
  // "coffee mate french vanilla", "creamer hazelnut".
  "mate",
  "creamer",
]);

/**
 * Brands of yogurt cups and of bars, as their last typed word, whose flavour may follow them with no word of the
 * product between ("activia strawberry", "müller corner strawberry", "oikos triple zero mixed berry", "larabar cashew
 * cookie", "rxbar chocolate sea salt"): read as foods, the flavour was a 150 g bowl of strawberries in place of the cup,
 * berries beside it, a 30 g bag of potato chips for "chocolate chip" (decision 024, follow-up "English diary lines, a
 * fifth batch").
 */
const BRANDS_IN_FLAVOURS: ReadonlySet<string> = new Set([
  "chobani",
  "fage",
  "oikos",
  "activia",
  "siggis",
  "siggi's",
  "siggi",
  "corner",
  // "light and fit vanilla": Dannon's Light + Fit.
  "fit",
  "skyr",
  "rxbar",
  "rxbars",
  "larabar",
  "larabars",
]);

/** What a yogurt or a bar is sold in, said after its flavour. */
const SOLD_IN: ReadonlySet<string> = new Set(["cup", "cups", "pot", "pots", "tub", "container", "bar", "bars"]);

/** A brand's line, said between it and the flavour ("yoplait light", "oikos triple zero", "oikos pro"). */
const LINES: ReadonlySet<string> = new Set(["light", "triple", "zero", "pro", "greek", "total", "whips"]);

/** Brands of instant noodles, as their last typed word, and the word before it where one is needed ("pot noodle"). */
const NOODLE_BRANDS: ReadonlySet<string> = new Set(["maruchan", "indomie", "nissin"]);
const NOODLES: ReadonlySet<string> = new Set(["noodle", "noodles"]);
const NOODLES_SOLD_AS: ReadonlySet<string> = new Set(["pot", "cup", "super", "instant", "o"]);

/**
 * What instant noodles are flavoured with, as their packs name it ("pot noodle chicken and mushroom", "super noodles
 * chicken", "maruchan beef"): a packet of seasoning, never 120 g of chicken and a mushroom beside the pot.
 */
const NOODLE_FLAVOURS: ReadonlySet<string> = new Set([
  "chicken",
  "beef",
  "pork",
  "shrimp",
  "prawn",
  "mushroom",
  "tomato",
  "curry",
  "spicy",
  "chilli",
  "chili",
  "hot",
  "sweet",
  "sour",
  "oriental",
  "teriyaki",
  "lime",
  "soy",
  "original",
  "roast",
  "bombay",
  "bad",
  "boy",
  "kimchi",
  "bbq",
]);

/** Brands of bars, as their last typed word, whose flavour may stand before "bars". */
const BAR_BRANDS: ReadonlySet<string> = new Set(["valley", "kind", "clif", "quest", "larabar", "rxbar", "kirkland"]);

/** Words a flavour is named with, each in the singular: a fruit typed in the plural is a food of its own. */
const FLAVOUR_WORDS: ReadonlySet<string> = new Set([
  "almond",
  "apple",
  "apricot",
  "banana",
  "berry",
  "birthday",
  "blueberry",
  "brown",
  "brownie",
  "butter",
  "cake",
  "caramel",
  "cashew",
  "cherry",
  "chip",
  "chocolate",
  "cinnamon",
  "classic",
  "coconut",
  "coffee",
  "cookie",
  "cookies",
  "cream",
  "crunchy",
  "dark",
  "dough",
  "espresso",
  "french",
  "frosted",
  "fudge",
  "grape",
  "hazelnut",
  "honey",
  "key",
  "lemon",
  "lime",
  "mango",
  "maple",
  "mint",
  "mixed",
  "nut",
  "nuts",
  "oat",
  "oats",
  "original",
  "pb",
  "peach",
  "peanut",
  "pie",
  "pineapple",
  "pistachio",
  "pumpkin",
  "raspberry",
  "salt",
  "salted",
  "sea",
  "smores",
  "spice",
  "strawberry",
  "sugar",
  "toffee",
  "vanilla",
  "white",
]);

/** Words that join two flavour words ("pb and grape", "oats n honey", "cookies & cream"). */
const JOINS: ReadonlySet<string> = new Set(["and", "n", "&", "'n'", "n'"]);

/** The last token of a run of flavour words from `i`, joined as flavours are; undefined where none begins there. */
function flavourRun(raw: readonly RawToken[], i: number, words = FLAVOUR_WORDS): number | undefined {
  let last: number | undefined;
  for (let k = i; k < raw.length; k++) {
    const word = lowerWordAt(raw, k);
    if (word !== undefined && words.has(word)) last = k;
    else if (word !== undefined && JOINS.has(word) && last === k - 1) continue;
    else break;
  }
  return last;
}

/** Whether the flavour ends the product's item: the end, a separator, an amount or a closing bracket. */
function endsTheItem(raw: readonly RawToken[], k: number): boolean {
  const next = raw[k + 1];
  return next === undefined || next.kind === "separator" || next.kind === "number";
}

export function productFlavoursNamed(raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  for (let p = 0; p < raw.length; p++) {
    const product = lowerWordAt(raw, p);
    if (product === undefined) continue;
    // "nature valley oats n honey bars": between the brand and "bars".
    if (BAR_BRANDS.has(product)) {
      const last = flavourRun(raw, p + 1);
      const bars = lowerWordAt(raw, (last ?? p) + 1);
      if (last !== undefined && (bars === "bar" || bars === "bars")) {
        found.set(p + 1, { take: last - p, what: FLAVOUR });
        p = last;
        continue;
      }
    }
    // "pot noodle chicken and mushroom", "maruchan beef": the flavour of instant noodles.
    const noodles =
      NOODLE_BRANDS.has(product) || (NOODLES.has(product) && NOODLES_SOLD_AS.has(lowerWordAt(raw, p - 1) ?? ""));
    if (noodles) {
      const last = flavourRun(raw, p + 1, NOODLE_FLAVOURS);
      if (last !== undefined && endsTheItem(raw, last)) {
        found.set(p + 1, { take: last - p, what: FLAVOUR });
        p = last;
      }
      continue;
    }
    // "yoplait light strawberry banana", "oikos triple zero mixed berry": the line is read with the flavour.
    if (BRANDS_IN_FLAVOURS.has(product) || product === "yoplait") {
      let from = p + 1;
      while (LINES.has(lowerWordAt(raw, from) ?? "")) from++;
      const last = flavourRun(raw, from);
      // "siggis vanilla cup": the cup or pot it is sold in, said after the flavour, ends it too.
      if (last !== undefined && (endsTheItem(raw, last) || SOLD_IN.has(lowerWordAt(raw, last + 1) ?? ""))) {
        found.set(p + 1, { take: last - p, what: FLAVOUR });
        p = last;
        continue;
      }
    }
    if (!PRODUCTS.has(product)) continue;
    // "pop tarts x2 frosted strawberry": after the count of it, too.
    const counted = /^x\d+$/.test(lowerWordAt(raw, p + 1) ?? "")
      ? p + 2
      : raw[p + 1]?.kind === "number" && lowerWordAt(raw, p + 2) === "x"
        ? p + 3
        : p + 1;
    // "clif bar (crunchy peanut butter)": in brackets right after it (elements.ts reads the brackets as none).
    const bracket = raw[counted]?.kind === "separator" && raw[counted]!.text === "(";
    const from = bracket ? counted + 1 : counted;
    const last = flavourRun(raw, from);
    if (last === undefined || !endsTheItem(raw, last)) continue;
    if (bracket && raw[last + 1]?.text.trim() !== ")") continue;
    found.set(from, { take: last - from + 1, what: FLAVOUR });
    p = last;
  }
  return found;
}

/** What a bought product's protein is sold by, said as a figure (a nutrient's, never the product's weight). */
export const NUTRIENT_FIGURE = "#nutrient";

const GRAM_WORDS: ReadonlySet<string> = new Set(["g", "gr", "gram", "grams", "gm", "gms"]);
/** Words after "protein" that make the figure a weight of protein powder ("30g protein powder"). */
const POWDERS: ReadonlySet<string> = new Set(["powder", "whey", "isolate", "scoop", "scoops"]);

/**
 * "core power 26g protein shake", "quest bar 21g protein", "chicken breast 30g protein": grams said before "protein"
 * are how much protein the product or the food holds, as its label sells it, never its weight (decision 024, follow-up
 * "English diary lines, a fourth batch"). "core power 26g protein shake" was 26 g of shake, 16 kcal, where the bottle
 * is 414 ml. "30g protein powder" stays a weight of the powder.
 */
export function nutrientFiguresNamed(raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.kind !== "number" || !/^\d{1,3}$/.test(t.text)) continue;
    const unit = lowerWordAt(raw, i + 1);
    if (unit === undefined || !GRAM_WORDS.has(unit)) continue;
    const of = lowerWordAt(raw, i + 2) === "of" ? 1 : 0;
    if (lowerWordAt(raw, i + 2 + of) !== "protein") continue;
    const after = lowerWordAt(raw, i + 3 + of);
    if (after !== undefined && POWDERS.has(after)) continue;
    // The product's own word after it ("protein shake", "protein bar") stays its name; said last, "protein" is the figure's.
    const named = after !== undefined && (PRODUCTS.has(after) || after === "drink" || after === "drinks");
    found.set(i, { take: named ? 2 + of : 3 + of, what: NUTRIENT_FIGURE });
    i += named ? 1 + of : 2 + of;
  }
  return found;
}
