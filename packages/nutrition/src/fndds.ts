// FNDDS foods as eaten and their own household measures (data/fndds.json, built by scripts/generate.ts from USDA's
// Food and Nutrient Database for Dietary Studies 2017-2018). Two uses:
// - a food's FNDDS measures give the grams of what an English text counts it in: "a slice of pepperoni pizza" is
//   FNDDS's "piece, NFS", "a medium order of fries" its "medium fast food order";
// - an English dish the catalog has no row for ("chicken pot pie", "beef stroganoff") is read as the FNDDS food whose
//   description holds every typed word, so the engine generalises past its hand-written catalog. The catalog keeps
//   every name it has (a longer FNDDS name wins only where no catalog name explains as many of the typed words).
import { readFileSync } from "node:fs";
import { stem } from "./text";
import { wordTable } from "./word-table";

/** One household measure: its FNDDS label for ONE unit ("piece, large pizza") and its grams. */
export type FnddsPortion = readonly [label: string, grams: number];

/** `code|description|values|label index,grams,…|default grams` (scripts/generate.ts, buildFnddsJson). */
type FnddsRow = string;
interface FnddsData {
  nutrients: readonly string[];
  labels: readonly string[];
  foods: readonly FnddsRow[];
  /** Other names FNDDS files a meat dish under, by food code (scripts/generate.ts, otherDishNames). */
  otherNames?: Readonly<Record<string, readonly string[]>>;
  /** Products and dishes FNDDS names in a record's additional description (scripts/generate.ts, additionalNames). */
  alsoNamed?: Readonly<Record<string, readonly string[]>>;
}

let loaded: FnddsData | undefined;

/**
 * The file, read and parsed on first use. Read with JSON.parse rather than imported as a module: a JSON import runs
 * through the TypeScript loader (tsx) as a megabyte of JavaScript that is compiled and whose source stays in memory,
 * where JSON.parse of the same text is a few milliseconds and keeps only the values.
 */
function fndds(): FnddsData {
  loaded ??= JSON.parse(readFileSync(new URL("../data/fndds.json", import.meta.url), "utf8")) as FnddsData;
  return loaded;
}

export function fnddsNutrients(): readonly string[] {
  return fndds().nutrients;
}

const codeOf = (row: FnddsRow) => row.slice(0, row.indexOf("|"));
/** The description, the second field; by index, since split() with a limit still cuts the whole row. */
const nameOf = (row: FnddsRow) => {
  const from = row.indexOf("|") + 1;
  const to = row.indexOf("|", from);
  return to < 0 ? row.slice(from) : row.slice(from, to);
};
const numbers = (field: string | undefined) => (field ? field.split(",").map(Number) : []);

/**
 * The row of a food code, by binary search: scripts/generate.ts writes the rows in code order (fndds.test.ts checks
 * it), so no map of its 6,680 codes is built at start-up for the catalog's 150 or so lookups.
 */
function rowOf(code: string): FnddsRow | undefined {
  const foods = fndds().foods;
  let lo = 0;
  let hi = foods.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = codeOf(foods[mid]!);
    if (at === code) return foods[mid];
    if (at < code) lo = mid + 1;
    else hi = mid;
  }
  return undefined;
}

/** The FNDDS record by its 8-digit food code. */
export function fnddsRecord(
  code: string,
):
  | { code: string; name: string; per100g: readonly number[]; portions: FnddsPortion[]; defaultGrams?: number }
  | undefined {
  const data = fndds();
  const row = rowOf(code);
  if (!row) return undefined;
  const [, name = "", valueField, portionField, defaultField] = row.split("|");
  const values = numbers(valueField);
  const flat = numbers(portionField);
  const defaultGrams = Number(defaultField);
  // At its exact length: a food keeps its measures (database.ts), and a list grown by push keeps room for 17.
  const portions = Array.from(
    { length: flat.length >> 1 },
    (_, k): FnddsPortion => [data.labels[flat[2 * k]!]!, flat[2 * k + 1]!],
  );
  return { code, name, per100g: values, portions, ...(defaultGrams > 0 ? { defaultGrams } : {}) };
}

/** The description of an FNDDS record by its food code, without reading its values: most readers want the name alone. */
export function fnddsName(code: string): string | undefined {
  const row = rowOf(code);
  return row === undefined ? undefined : nameOf(row);
}

/** The food code of the FNDDS record with exactly this description, by a scan (only for a chain named, chains.ts). */
export function fnddsCodeNamed(name: string): string | undefined {
  const row = fndds().foods.find((r) => nameOf(r) === name);
  return row === undefined ? undefined : codeOf(row);
}

/** A chain's records by the chain's name in parentheses, each with the stems of the words before it, built once. */
let chainRecords: Map<string, { code: string; forms: (readonly [string, string])[] }[]> | undefined;

function recordsOfChain(chain: string) {
  if (!chainRecords) {
    chainRecords = new Map();
    for (const row of fndds().foods) {
      const name = nameOf(row).toLowerCase();
      const open = name.lastIndexOf(" (");
      if (open < 0 || !name.endsWith(")")) continue;
      const forms = name
        .slice(0, open)
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map((w) => [stem(w), stem(`${w}s`)] as const)
        .filter(([s]) => !FILLER.has(s));
      const key = name.slice(open + 2, -1);
      const rows = chainRecords.get(key) ?? [];
      rows.push({ code: codeOf(row), forms });
      chainRecords.set(key, rows);
    }
  }
  return chainRecords.get(chain) ?? [];
}

/**
 * The FNDDS record FNDDS names after a chain ("Cheeseburger (McDonalds)", "Whopper (Burger King)") whose words before
 * the chain's name are those typed, in either number; `chain` as FNDDS writes it in parentheses, in lower case with no
 * apostrophe ("mcdonalds"). The records named after a chain are gathered on the first chain named, so a later one
 * looks through that chain's few records rather than all of FNDDS (chains.ts).
 */
export function fnddsChainRecord(typed: readonly string[], chain: string): string | undefined {
  const wanted = new Set(typed.filter((s) => !FILLER.has(s)));
  if (wanted.size === 0) return undefined;
  const found = recordsOfChain(chain).find(
    ({ forms }) => forms.length === wanted.size && forms.every((both) => both.some((s) => wanted.has(s))),
  );
  return found?.code;
}

// ---- household measures --------------------------------------------------------------------------------------

/** The FNDDS label words a typed measure word may stand for, best first: a pizza "slice" is FNDDS's "piece". */
const MEASURE_WORDS: Readonly<Record<string, readonly string[]>> = wordTable({
  slice: ["slice", "piece"],
  piece: ["piece", "slice", "roll"],
  order: ["order"],
  cup: ["cup"],
  can: ["can"],
  bottle: ["bottle"],
  container: ["container"],
  scoop: ["scoop"],
  packet: ["packet", "package"],
  // A pack as sold is FNDDS's package, never a packet (a sachet of seasoning or sugar).
  package: ["package"],
  sleeve: ["sleeve"],
  box: ["box", "package"],
  tub: ["tub", "container", "package"],
  shot: ["shot", "jigger"],
  // A bag of candy or fruit snacks is the package or pouch it is sold in where FNDDS lists no bag of it: "a bag of
  // skittles" was FNDDS's unspecified 14 g, a quarter of the 2 oz package.
  bag: ["bag", "package", "pouch"],
  pouch: ["pouch", "package", "bag"],
  bar: ["bar"],
  fillet: ["fillet"],
  link: ["link"],
  strip: ["strip", "slice"],
  // A sausage's or a hash brown's patty (25221405 Pork sausage: patty 35 g; 71404000 hash brown: patty 55 g).
  patty: ["patty"],
  // A stick of butter or margarine as sold (81101000 Butter, stick: stick 113 g).
  stick: ["stick"],
});

const SIZE_WORDS: Readonly<Record<string, readonly string[]>> = wordTable({
  // A thin slice is the small one, a thick slice the large (FNDDS's "small or thin slice", "large or thick slice").
  small: ["small", "kids", "snack", "thin"],
  medium: ["medium", "regular"],
  large: ["large", "thick", "king"],
});
/** Measure words that, first in a label, make the label that measure whatever other words follow. */
const OTHER_HEADS = new Set(["cup", "cups", "tablespoon", "teaspoon", "oz", "fl", "lb", "pint", "quart", "gallon"]);
// "king size bar" is a candy's large bar, not its plain one.
const ANY_SIZE = new Set([
  "small",
  "large",
  "extra",
  "mini",
  "miniature",
  "kids",
  "jumbo",
  "snack",
  "thin",
  "thick",
  "king",
  // "fun size package" is a candy's small one, not its plain package.
  "fun",
  // "value/dollar menu order" is the cheapest order of fries, smaller than the small one: an order said with no size
  // is FNDDS's medium, as its own "order, NS as to size" weighs a medium order (54403005, movie popcorn), never the
  // value menu's 85 g (decision 024, follow-up "English default amounts").
  "value",
]);

/** The lower-cased words of a portion label or an FNDDS name, letters only. */
const labelWords = (label: string) =>
  label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * Grams of one unit of a typed measure word ("slice", "order", "cup") in a size ("medium") among a food's FNDDS
 * measures, whether that measure is of the typed size, and whether it is labelled by the typed word itself (`exact`)
 * rather than one it may stand for; undefined when FNDDS has no measure by that word. Among
 * several: the typed size if given, else FNDDS's not-further-specified one ("piece, NFS" before "piece, small
 * pizza", "container, NFS" before "4 oz container"), then a plain one, then medium; a brand's own measure
 * ("1 Campbell's can") last.
 */
/**
 * "a bottle of gatorade", "a bottle of coke": of the bottles FNDDS lists for a drink (12, 16.9, 20, 32 fl oz) the
 * single-serve one sold in the US is 20 fl oz; it comes after an NFS bottle and before any other.
 */
const SINGLE_SERVE_BOTTLE = 0.5;
/**
 * "a can of ginger ale", "a can of root beer": of the cans USDA lists for a drink ("can or bottle (16 fl oz)", "can or
 * bottle (12 fl oz)") the can is the 12 fl oz one, the US drink can; SR28 lists the 16 fl oz first, and a can of
 * ginger ale was 488 g. A can named by its brand or its size in the label's first place still wins.
 */
const DRINK_CAN = 0.5;
/**
 * "a bag of bbq chips": of FNDDS's small, medium and large single serving bags of a snack the bag said with no size is
 * the small one, the 1 oz snack bag, as the catalog's chips weigh a bag (catalog/vegetables.ts); the medium one (2 oz)
 * had been taken as the plain bag, twice what a labeller counts (docs/decisions/024, follow-up "The FNDDS fallback, by
 * class of miss": the wrong portion).
 */
const SNACK_BAG = 0.5;

export function fnddsMeasureGrams(
  portions: readonly FnddsPortion[],
  word: string,
  size: "small" | "medium" | "large" | undefined,
): { grams: number; sized: boolean; exact: boolean } | undefined {
  const accepted = MEASURE_WORDS[word];
  if (!accepted) return undefined;
  let best: { score: number[]; grams: number; sized: boolean } | undefined;
  portions.forEach(([label, grams], order) => {
    // "Dove Dark Chocolate bar: piece" is a piece of another product filed under the food (scripts/usda-source.ts):
    // its measure is what follows the product's name.
    const words = labelWords(label.slice(label.lastIndexOf(": ") + 1));
    // "1 cup, pieces" is a cup of pieces, not a piece: the measure is the label's first word.
    const head = words[0];
    if (head !== undefined && OTHER_HEADS.has(head) && !accepted.includes(head)) return;
    const which = accepted.findIndex((w) => words.includes(w) || words.includes(`${w}s`));
    if (which < 0) return;
    // "1 package (2.06 oz, 2 bars)" is a package: what its brackets say it holds is no measure of its own ("twix 2
    // bars" were two 58 g packages).
    const outside = labelWords(label.slice(label.lastIndexOf(": ") + 1).replace(/\([^)]*\)/g, " "));
    const said = accepted[which]!;
    if (!outside.includes(said) && !outside.includes(`${said}s`)) return;
    // "a packet of crisps" is the packet on a shop's shelf, not the diet "100 calorie package" (18 g of 28).
    if (word === "packet" && words.includes("calorie")) return;
    const sized = words.some((w) => ANY_SIZE.has(w));
    // The size's own word first ("small order" before "kids meal order"), then a word for about that size.
    const sizeAt = size ? SIZE_WORDS[size]!.findIndex((w) => words.includes(w)) : -1;
    const sizeScore = size
      ? sizeAt >= 0
        ? sizeAt / 10
        : size === "medium" && !sized
          ? 1
          : 2
      : words.includes("nfs")
        ? 0
        : word === "bottle" && /\b20 fl oz\b/.test(label)
          ? SINGLE_SERVE_BOTTLE
          : word === "can" && /\b12 fl oz\b/.test(label)
            ? DRINK_CAN
            : word === "bag" && /^small single serving bag$/.test(label)
              ? SNACK_BAG
              : !sized && !/\d/.test(label)
                ? 1
                : words.includes("medium") || words.includes("regular")
                  ? 2
                  : !sized
                    ? 3
                    : 4;
    const brand = /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, "")) ? 1 : 0;
    // Of several brands' measures (a subcode's, "Almond Joy bar", "Bounty bar"), FNDDS's first.
    const score = [which, sizeScore, brand, brand ? 0 : words.length, order];
    if (!best || compare(score, best.score) < 0) best = { score, grams, sized: size !== undefined && sizeAt >= 0 };
  });
  return best ? { grams: best.grams, sized: best.sized, exact: best.score[0] === 0 } : undefined;
}

/** Label words that name a part of the item FNDDS weighs ("1 piece, large pizza"), not the item itself. */
const PART_WORDS: ReadonlySet<string> = new Set(["piece", "slice", "wedge"]);

/**
 * Grams of one item of a size among a food's FNDDS measures ("small" 360 g of a latte, "large" of a cookie): the
 * shortest label with the size's own word, a whole item before a part of one ("a large pizza" is FNDDS's "1 large
 * pizza (13-15" diameter)", 954 g, not its "1 piece, large pizza", unless the text named a part; decision 024,
 * sizes); undefined when FNDDS has none.
 */
/**
 * A candy's pack sizes in FNDDS's labels: "fun size" (M&M's "fun/snack size", 18 g) is its small one, "king size" its
 * large; unread, "fun size m&ms" was 34 g, a scaled 1.69 oz pack.
 */
const CANDY_SIZE_WORDS: Readonly<Record<"small" | "medium" | "large", string | undefined>> = {
  small: "fun",
  medium: undefined,
  large: "king",
};

export function fnddsSizeGrams(
  portions: readonly FnddsPortion[],
  size: "small" | "medium" | "large",
  whole = true,
  names: readonly string[] = [],
): number | undefined {
  const product = productNamed(portions, names);
  let best: { score: readonly number[]; grams: number } | undefined;
  for (const [typedLabel, grams] of portions) {
    // A label filed under one of the record's other names ("Easter bunnies: small hollow (4" or less)" of milk
    // chocolate candy) weighs that item, and so the food where the catalog names it so ("chocolate easter bunny"),
    // before the record's own labels: a small Easter bunny was the 11 g "fun size bar". Under any other name it is
    // another product's and is passed over, as a label naming a brand is.
    if (product !== undefined && grams > OTHER_ITEM_TIMES * product) continue;
    const filed = /^([^:]+):\s*(.+)$/.exec(typedLabel);
    const own = filed !== null && namedSo(filed[1]!, names);
    const label = own ? filed[2]! : typedLabel;
    const words = labelWords(label);
    const candy = CANDY_SIZE_WORDS[size];
    if (
      !(words.includes(size) || (candy !== undefined && words.includes(candy))) ||
      /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, ""))
    )
      continue;
    const score = [own ? 0 : 1, whole && words.some((w) => PART_WORDS.has(w)) ? 1 : 0, words.length];
    if (!best || compare(score, best.score) < 0) best = { score, grams };
  }
  return best?.grams;
}

/**
 * The weight of the product the catalog names its food by, where the record weighs it under its own label ("Bagel
 * Bite", 22 g, of FNDDS 58106516's frozen pepperoni pizza); undefined where it names none. A measure of the record ten
 * times that and more is another item's, the pizza's, not the product's: "a large bagel bites" was the 1,361 g frozen
 * large pizza, 3,648 kcal, and "a box of bagel bites" its 864 g medium one (decision 024, follow-up "absurd readings,
 * seeds 14 to 17").
 */
export function productNamed(portions: readonly FnddsPortion[], names: readonly string[]): number | undefined {
  const named = portions.filter(
    ([label]) => /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, "")) && namedSo(label, names),
  );
  return named.length > 0 ? Math.min(...named.map(([, grams]) => grams)) : undefined;
}
/** How many times the product's weight a measure of its record is another item's (productNamed). */
export const OTHER_ITEM_TIMES = 10;

/** Whether every word of an FNDDS name ("Easter bunnies") is a word of one of the catalog food's English names. */
function namedSo(name: string, names: readonly string[]): boolean {
  const stems = labelWords(name).map(stem);
  return names.some((n) => {
    const own = new Set(labelWords(n).map(stem));
    return stems.length > 0 && stems.every((s) => own.has(s));
  });
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

// ---- English dish names --------------------------------------------------------------------------------------

/** FNDDS's own shorthand and joining words: never typed as a food, so never counted as a word the text left out. */
export const FILLER = new Set(
  ["nfs", "ns", "as", "to", "or", "from", "with", "and", "of", "the", "a", "in", "on", "type", "made", "w"].map(stem),
);

/**
 * The descriptions' words, built on the first English name the catalog lacks (or by warmUp()) and held as a few flat
 * arrays of stem numbers rather than two small sets for each of 6,680 descriptions.
 */
interface NameIndex {
  /** Stem → its number. */
  ids: Map<string, number>;
  /** The foods whose description holds stem number s: postings[postingStart[s] … postingStart[s + 1]), ascending. */
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** Food i's description stems (filler left out): stemIds[stemStart[i] … stemStart[i + 1]), each once. */
  stemStart: Uint32Array;
  stemIds: Uint32Array;
  /** The head nouns of each description: the last word of each alternative before the first comma or "with". */
  headStart: Uint32Array;
  headIds: Uint32Array;
  /** ONE_WORD: FNDDS names the food by one word before its first comma ("Kimchi", "Hummus, plain"); NFS. */
  flags: Uint8Array;
  /** Words of each description that say nothing a person left out: alternatives and what is excluded (unsaidSpare). */
  spare: Uint8Array;
}
const ONE_WORD = 1;
const NFS = 2;
/** A drink FNDDS files under its class by a word that describes it ("Tea, hot, herbal"): nameIndex. */
const DESCRIBED = 4;
/**
 * A record whose "sugar" is only that it has less or none ("Strawberry milk, reduced sugar", "…, sugar free"): typed
 * "sugar" names it only beside the word that says so. "milk sugar", a coffee's add-ins, was the reduced-sugar
 * strawberry milk (decision 024, "Readings left open, a second round").
 */
const SUGAR_LESSENED = 8;
const LESSENED_SUGAR =
  /\b(?:reduced|low|less|no|lower|without)\s+(?:added\s+)?sugars?\b|\bsugars?[- ]free\b|\bno sugar added\b/gi;
const SUGAR = stem("sugar");
/** The words that say a food has less sugar or none, as stems. */
const LESSENING: ReadonlySet<string> = new Set(
  ["reduced", "low", "less", "no", "lower", "without", "free", "diet", "zero", "sugarfree", "light", "lite"].map(stem),
);

let index: NameIndex | undefined;

/** FNDDS's words for a food dried or not yet made up with water, as stems. */
const DRY_FORMS: ReadonlySet<string> = new Set(["dried", "dry", "dehydrated", "powdered", "powder"].map(stem));

/**
 * Words that say a meal came frozen from a box. FNDDS's frozen meals ("Beef enchilada, chili gravy, rice, refried
 * beans, frozen meal", 312 g) hold their sides; named by their dish alone ("beef enchilada") they are the dish.
 */
const FROZEN_MEAL_WORDS: ReadonlySet<string> = new Set(["frozen", "meal", "dinner", "entree", "tv"].map(stem));
const FROZEN_MEAL = /\bfrozen meal\b/i;
/** "TV dinner" is a frozen meal: no FNDDS description says "TV", so the word is looked up as "frozen". */
const TV = stem("tv");
const FROZEN = stem("frozen");

/**
 * Words people add to a food's name that say where it came from or when it was made, never which food it is
 * ("restaurant egg salad", "homemade chili", "leftover pad thai", "takeout fried rice", "store-bought"). They are never
 * a word a record must hold: "restaurant egg salad" was FNDDS's "Potato salad with egg, from restaurant", the only
 * record holding all three words, and "restaurant fries" its sweet potato fries. Among the records the other words
 * find, one FNDDS files so ("Spanish rice, from restaurant", "Granola, homemade") is preferred (findByStems), and the
 * words explain nothing against a catalog food (meal-text/fndds-names.ts). Docs/decisions/024, follow-up "The FNDDS
 * fallback, by class of miss": qualifiers people add.
 */
export const PROVENANCE: ReadonlySet<string> = new Set(
  [
    "restaurant",
    "homemade",
    "leftover",
    "leftovers",
    "takeout",
    "takeaway",
    "bought",
    "storebought",
    "store-bought",
  ].map(stem),
);

/** The first parts of FNDDS descriptions that file a drink under its class rather than name it. */
const DRINK_CLASSES: ReadonlySet<string> = new Set(["coffee", "tea"]);

/**
 * Words FNDDS describes a drink of its class by, in the part after the class ("Tea, hot, herbal", "Coffee, instant,
 * decaffeinated", "Coffee, brewed"): how it is served or made, never its name. A past participle ("iced", "brewed",
 * "bottled/canned", "pre-sweetened") is such a word by its form.
 */
const DRINK_DESCRIBED_BY: ReadonlySet<string> = new Set(["hot", "instant"]);
function describesADrink(part: string): boolean {
  const said = words(part.split(/\b(?:with|in|on)\b/i)[0] ?? "");
  return said.length > 0 && said.every((w) => DRINK_DESCRIBED_BY.has(w) || /ed$/.test(w) || FILLER.has(stem(w)));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

function nameIndex(): NameIndex {
  if (index) return index;
  const foods = fndds().foods;
  const ids = new Map<string, number>();
  const idOf = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = ids.size;
      ids.set(s, id);
    }
    return id;
  };
  // FNDDS repeats its words (6,680 descriptions, a few thousand distinct words): each is stemmed once.
  const stemOfWord = new Map<string, string>();
  const stemmed = (word: string) => {
    let s = stemOfWord.get(word);
    if (s === undefined) {
      s = stem(word);
      stemOfWord.set(word, s);
    }
    return s;
  };
  const stemStart = new Uint32Array(foods.length + 1);
  const headStart = new Uint32Array(foods.length + 1);
  const flags = new Uint8Array(foods.length);
  const spare = new Uint8Array(foods.length);
  const stemList: number[] = [];
  const headList: number[] = [];
  foods.forEach((row, i) => {
    const name = nameOf(row);
    const all = new Set<number>();
    // What a record excludes ("without icing or filling") is no word of it: "cake with icing" is never the one
    // without. Its "without" stays, so the record is still told from its siblings (unsaidSpare).
    // "Avocado, for use on a sandwich" is the avocado put in one, never the sandwich: "chicken avocado sandwich" was
    // 30 g of avocado. Its "sandwich" is no word of it.
    // "Chicken thigh, fried, coated, …, from raw" was cooked from raw meat: "chicken thigh raw skinless", weighed before
    // cooking, is no word of it (it was read as the fried thigh, 230 kcal per 100 g against 121).
    // "Nuts, chocolate covered, not almonds or peanuts": the foods a record says it is not are no words of it either
    // ("nuts almonds" was the chocolate-covered nuts that are not almonds). A state it is not in ("not reconstituted",
    // "not fried") still tells the record from its siblings.
    const own = name
      .replace(/\bwithout\b[^,]*/gi, "without")
      .replace(/(^|,)\s*not\s+(?!reconstituted|iced|fried|a blend)[^,]*/gi, "$1 not")
      .replace(/\bfor use on a sandwich\b/gi, "")
      .replace(/\bfrom raw\b/gi, "");
    for (const w of words(own)) {
      const s = stemmed(w);
      if (!FILLER.has(s)) all.add(idOf(s));
    }
    stemList.push(...all);
    stemStart[i + 1] = stemList.length;
    const segments = name.split(",");
    const first = segments[0]!.split(/\b(?:with|in|on)\b/i)[0]!;
    const head = new Set<number>();
    const alternatives = first.split(/\bor\b/i);
    // FNDDS files its coffee-shop drinks under their class ("Coffee, Cafe Mocha", "Coffee, cafe con leche"): the
    // drink is named by its second part, which a person says alone ("a cafe mocha").
    const drinkClass = DRINK_CLASSES.has(first.trim().toLowerCase()) && segments[1] !== undefined;
    // "Tea, hot, herbal", "Coffee, iced, …": a second part that describes the drink names it only beside its other
    // words ("hot chai" is "Tea, hot, chai, with milk"); typed alone, "hot" or "iced" was a herbal or a bottled tea.
    const described = drinkClass && describesADrink(segments[1]!);
    if (drinkClass) alternatives.push(segments[1]!.split(/\b(?:with|in|on)\b/i)[0]!);
    for (const alternative of alternatives) {
      // "Meat loaf made with beef, …": the head is "loaf", not the joining word before "with".
      const last = words(alternative)
        .filter((w) => !FILLER.has(stemmed(w)))
        .at(-1);
      if (last !== undefined) head.add(idOf(stemmed(last)));
    }
    headList.push(...head);
    headStart[i + 1] = headList.length;
    // "Cordial or liqueur" names the food by one word as much as "Kimchi" does: each alternative is its name. Only
    // where every alternative is one word: "sauce" alone is not "White sauce or gravy".
    const named = drinkClass ? alternatives.slice(0, -1) : alternatives;
    const oneWord = named.every((alternative) => words(alternative).length === 1);
    const lessened = /\bsugar/i.test(name) && !/\bsugars?\b/i.test(name.replace(LESSENED_SUGAR, ""));
    flags[i] =
      (oneWord ? ONE_WORD : 0) |
      (/\bNFS\b/.test(name) ? NFS : 0) |
      (described ? DESCRIBED : 0) |
      (lessened ? SUGAR_LESSENED : 0);
    spare[i] = Math.min(all.size, unsaidSpare(name));
  });
  const stemIds = Uint32Array.from(stemList);
  // Postings by counting: foods are visited in order, so each stem's list comes out ascending.
  const postingStart = new Uint32Array(ids.size + 1);
  for (const s of stemIds) postingStart[s + 1]!++;
  for (let s = 0; s < ids.size; s++) postingStart[s + 1]! += postingStart[s]!;
  const postings = new Uint32Array(stemIds.length);
  const filled = postingStart.slice(0, ids.size);
  for (let i = 0; i < foods.length; i++) {
    for (let k = stemStart[i]!; k < stemStart[i + 1]!; k++) postings[filled[stemIds[k]!]!++] = i;
  }
  index = {
    ids,
    postingStart,
    postings,
    stemStart,
    stemIds,
    headStart,
    headIds: Uint32Array.from(headList),
    flags,
    spare,
  };
  return index;
}

/**
 * How many of a description's words leave nothing unsaid when a person does not type them: of alternatives ("Cake or
 * cupcake", "sweet or dark") only one is the food, and what a record excludes ("without icing or filling") is the
 * plain food itself. So "marble cake" is FNDDS's cake without icing rather than its iced one, and "chocolate with
 * almonds" its sweet or dark chocolate rather than its white one, which names a kind that was not typed.
 */
function unsaidSpare(name: string): number {
  let n = 0;
  for (const segment of name.toLowerCase().split(",")) {
    const without = segment.split(/\bwithout\b/);
    n += (without[0]!.match(/\bor\b/g) ?? []).length;
    n += without.length - 1;
    // "fruit other than raisins" excludes the raisins as "without" does: a blueberry bagel leaves them unsaid.
    const excluded = /\bother than\s+(.*)$/.exec(without[0]!)?.[1];
    if (excluded) n += words(excluded).filter((w) => !FILLER.has(stem(w))).length;
  }
  return n;
}

/**
 * The FNDDS record whose description holds every typed stem and which lists a measure whose label starts with
 * `labelStart` ("mcdonald's ", a chain's item: chains.ts); of several, the one that leaves least unsaid.
 */
export function fnddsRecordWithMeasure(typed: readonly string[], labelStart: string): string | undefined {
  const { ids, stemStart, stemIds, spare } = nameIndex();
  const wanted = [...new Set(typed)].filter((s) => !FILLER.has(s)).map((s) => ids.get(s));
  if (wanted.length === 0 || wanted.some((id) => id === undefined)) return undefined;
  const wantedIds = wanted as number[];
  let best: { i: number; size: number } | undefined;
  for (const i of rowsMeasuredAs(labelStart)) {
    if (!wantedIds.every((s) => holds(stemStart, stemIds, i, s))) continue;
    const size = stemStart[i + 1]! - stemStart[i]! - spare[i]!;
    if (!best || size < best.size) best = { i, size };
  }
  return best === undefined ? undefined : codeOf(fndds().foods[best.i]!);
}

/** The rows with a measure whose label starts with a chain's name, by that start, gathered on its first use. */
const measuredAs = new Map<string, readonly number[]>();

/**
 * The positions, in file order, of the rows listing a measure whose label starts with `labelStart`: a chain's items
 * are a few dozen records, where the words typed ("chicken", "bowl") are held by hundreds, each of whose measures
 * was read to find the chain's.
 */
function rowsMeasuredAs(labelStart: string): readonly number[] {
  let rows = measuredAs.get(labelStart);
  if (rows === undefined) {
    const { labels, foods } = fndds();
    const starts = new Set(
      labels.flatMap((label, k) => (label.toLowerCase().replace(/’/g, "'").startsWith(labelStart) ? [String(k)] : [])),
    );
    rows =
      starts.size === 0
        ? []
        : foods.flatMap((row, i) => (measureLabelIndices(row).some((k) => starts.has(k)) ? [i] : []));
    measuredAs.set(labelStart, rows);
  }
  return rows;
}

/** The label numbers of a row's measures, from its fourth field alone (its values are not read). */
function measureLabelIndices(row: FnddsRow): string[] {
  const second = row.indexOf("|", row.indexOf("|") + 1);
  const third = row.indexOf("|", second + 1);
  const fourth = row.indexOf("|", third + 1);
  const field = row.slice(third + 1, fourth < 0 ? undefined : fourth);
  return field.length === 0 ? [] : field.split(",").filter((_, k) => k % 2 === 0);
}

/** Builds the name index now, not on the first English name the catalog lacks (warm-up.ts). */
export function prepareFnddsNames(): void {
  nameIndex();
}

/** Whether `list[start[i] … start[i + 1])` holds `id`: a handful of numbers per food, so a scan. */
function holds(start: Uint32Array, list: Uint32Array, i: number, id: number | undefined): boolean {
  if (id === undefined) return false;
  for (let k = start[i]!; k < start[i + 1]!; k++) if (list[k] === id) return true;
  return false;
}

/** Whether any FNDDS description holds the word (a stem): "spareribs" is FNDDS's own spelling, no glued typo. */
export function fnddsHasWord(s: string): boolean {
  return nameIndex().ids.has(s);
}

/** Every stem of FNDDS's descriptions, for the generator that finds the words a correction reaches. */
export function fnddsWords(): Iterable<string> {
  return nameIndex().ids.keys();
}

const CROISSANT = stem("croissant");
const FULL = stem("full");
const FAT = stem("fat");
const FULL_FAT = stem("full-fat");
/** FNDDS's words for a kind with less fat than the food as made: never what "full fat" names. */
const LESS_FAT = /\b(?:fat free|nonfat|low ?fat|reduced fat|light|lite|skim|\d%)/i;
const WHOLE = stem("whole");
const MILK = stem("milk");
const SANDWICH = stem("sandwich");

/**
 * The FNDDS food an English name means: one whose description holds every typed stem and whose head noun was typed
 * ("chicken noodle soup" → "Chicken or turkey noodle soup, …"); a single word, only a food FNDDS names by that word
 * alone. Among several, the one that leaves least unsaid, then
 * FNDDS's own not-further-specified record, then the lower code. Undefined when none holds them all.
 */
export function findFnddsName(
  typed: readonly string[],
  headWords?: readonly string[],
  container?: string,
): string | undefined {
  // "full fat greek yogurt", "full-fat yogurt": a dairy food said "full fat" is FNDDS's whole-milk kind of it; word by
  // word, "fat" was held by "low fat milk" and the Greek yogurt was the low-fat one (decision 024, follow-up "small
  // readings, a fourth round"). Where no whole-milk record holds the rest ("full fat coconut milk"), read as typed.
  const fullFat = typed.findIndex((s, k) => s === FULL_FAT || (s === FULL && typed[k + 1] === FAT));
  if (fullFat >= 0) {
    const said = typed[fullFat] === FULL_FAT ? 1 : 2;
    const rest = [...typed.slice(0, fullFat), ...typed.slice(fullFat + said)];
    const whole = rest.length > 0 ? findByStems([...rest, WHOLE, MILK], headWords, container) : undefined;
    if (whole !== undefined && /\bwhole\b/i.test(fnddsName(whole) ?? "")) return whole;
    // "full fat sour cream": with no whole-milk kind, the food as named, never one of less fat ("Sour cream, fat free").
    const named = rest.length > 0 ? findByStems(rest, headWords, container) : undefined;
    if (named !== undefined && !LESS_FAT.test(fnddsName(named) ?? "")) return named;
  }
  const found = findByStems(typed, headWords, container);
  if (found !== undefined) return found;
  // A brand FNDDS names in its additional descriptions or measures, said for its generic record's words.
  // A brand whose FNDDS words hold the brand word itself ("cheerios") is tried once: its words are then all typed.
  const brand = [...BRANDS, ...otherDishNames()].find(
    ([said, theirs]) =>
      !theirs.every((w) => typed.includes(w)) &&
      said.every((w, k) => typed.includes(w) && typed.indexOf(w) === typed.indexOf(said[0]!) + k),
  );
  if (brand) {
    const at = typed.indexOf(brand[0][0]!);
    return findFnddsName(
      [...typed.slice(0, at), ...brand[1], ...typed.slice(at + brand[0].length)],
      headWords,
      container,
    );
  }
  const product = headWords === undefined ? namedAlsoRecord(typed) : undefined;
  if (product !== undefined) return product;
  // A croissant filled for breakfast is FNDDS's "Croissant sandwich with sausage, egg, and cheese", said without
  // "sandwich": "sausage egg and cheese croissant" was a plain 57 g croissant (decision 024, the fiftieth batch).
  if (typed.includes(CROISSANT) && !typed.includes(SANDWICH)) {
    const filled = findByStems([...typed, SANDWICH], headWords && [...headWords, SANDWICH], container);
    if (filled !== undefined && fnddsName(filled)?.startsWith("Croissant sandwich")) return filled;
  }
  // "frozen orange chicken": "frozen" says how the food was bought, and where no record holds it with the rest the rest
  // name the food, before a flavour is dropped from them ("frozen chicken" was FNDDS's fried chicken frozen meal, the
  // orange dropped as a flavour). Docs/decisions/024, follow-up "The FNDDS fallback, by class of miss": qualifiers.
  if (typed.includes(FROZEN) && typed.some((s) => s !== FROZEN && !FILLER.has(s))) {
    const bought = findFnddsName(
      typed.filter((s) => s !== FROZEN),
      headWords?.filter((s) => s !== FROZEN),
      container,
    );
    if (bought !== undefined) return bought;
  }
  // A word FNDDS says otherwise, tried only where the word as typed names nothing. A flavour names the food's kind
  // only typed before it: over "with" it is a food added ("greek yogurt with berries").
  // More than two flavours are a list of foods, not one flavoured food; each flavour doubles the names tried.
  const flavoured = headWords === undefined && typed.filter((s) => FLAVOUR_STEMS.has(s)).length <= MAX_FLAVOURS;
  const said = typed.findIndex((s) => FNDDS_WORDING.has(s) && (flavoured || !FLAVOUR_STEMS.has(s)));
  if (said < 0) return undefined;
  for (const words of FNDDS_WORDING.get(typed[said]!)!) {
    const code = findFnddsName(
      [...typed.slice(0, said), ...words.map(stem), ...typed.slice(said + 1)],
      headWords,
      container,
    );
    // A flavour's class is a flavoured food's own word ("Muffin, fruit"), never a dish's fruits ("Chicken or turkey
    // salad with nuts and/or fruits" is no "lime chicken").
    // Dropping a flavour leaves a food only where two words still name it ("lime chicken" is no "Chicken, NFS").
    if (words.length === 0 && typed.length < 3) continue;
    const record = code !== undefined ? fnddsRecord(code) : undefined;
    if (!record) continue;
    if (FLAVOUR_STEMS.has(typed[said]!)) {
      if (words.includes("fruit") && !/\bfruit\b/i.test(record.name)) continue;
      // A dish FNDDS cuts in pieces to share ("Pizza, cheese, with fruit": "piece, NFS") is read from its topping as
      // typed, never from a flavour: "a pineapple pizza" is no whole pizza.
      if (record.portions.some(([label]) => /^piece\b/i.test(label))) continue;
      // A drink's flavour leaves the catalog's drink in its own sizes ("a strawberry smoothie" is no FNDDS medium
      // "Fruit smoothie, NFS" of 864 g).
      if (record.portions.some(([label]) => /^fl oz\b/i.test(label))) continue;
    }
    return code;
  }
  return undefined;
}

/** Fruits a food is flavoured with, which FNDDS names "fruit" in a flavoured food's description. */
export const FRUIT_FLAVOURS = [
  "strawberry",
  "blueberry",
  "raspberry",
  "blackberry",
  "cherry",
  "peach",
  "apricot",
  "mango",
  "pineapple",
  "banana",
  "cranberry",
  "berry",
  "lemon",
  "lime",
  "orange",
  "pomegranate",
] as const;
/** Flavours that are no fruit, which FNDDS files as "flavors other than fruit". */
export const OTHER_FLAVOURS = ["vanilla", "chocolate", "caramel"] as const;
/** Flavours that are foods of their own ("honey chicken wings"): named by their class, never dropped. */
const FOOD_FLAVOURS = ["honey", "coffee", "maple"] as const;

/**
 * Brands people say for a food, as stems, and the words of FNDDS's generic record that lists the brand in its
 * additional description or its measures (FNDDS 2017-2018): "Pop Tart" (53530000 "Breakfast tart"), "Eggo"
 * (55200020 "Waffle, plain, from frozen" and its frozen pancakes and French toast), "Slim Jim" (21602100 "Beef
 * jerky"), "Toaster Strudel" (53510000 "Danish pastry, plain or spice", measure "1 Toaster Strudel").
 */
const BRANDS: readonly (readonly [said: readonly string[], fndds: readonly string[]])[] = (
  [
    [
      ["pop", "tart"],
      ["breakfast", "tart"],
    ],
    [["poptart"], ["breakfast", "tart"]],
    [["eggo"], ["from", "frozen"]],
    [
      ["slim", "jim"],
      ["beef", "jerky"],
    ],
    [
      ["toaster", "strudel"],
      ["danish", "pastry"],
    ],
    // A brand typed as one word where FNDDS spells it as two ("kitkat": 91705030 "Kit Kat"), and breakfast cereals
    // said by their brand alone, which FNDDS names only inside its parentheses after the maker ("Cereal (General
    // Mills Cheerios)" 57123000, "Cereal (General Mills Wheaties)", "Cereal (Kellogg's Crispix)"): the maker's words
    // make the brand word one of several typed, as a description that is only the brand would need.
    [["kitkat"], ["kit", "kat"]],
    [["cheerios"], ["general", "mills", "cheerios"]],
    [["wheaties"], ["general", "mills", "wheaties"]],
    [["kix"], ["general", "mills", "kix"]],
    // A drink FNDDS names by its brand in brackets: "Nutritional drink or shake, ready-to-drink (Ensure)" 95103000
    // ("a bottle of ensure" was nothing).
    [["ensure"], ["nutritional", "drink", "ensure"]],
    [["trix"], ["general", "mills", "trix"]],
    [["crispix"], ["kellogg's", "crispix"]],
    // Crackers said by the brand alone, which FNDDS names in parentheses ("Crackers, butter (Ritz)" 54301030).
    [["ritz"], ["crackers", "butter", "ritz"]],
    // McDonald's sandwiches said by their one-word names, FNDDS's records of the same fast-food sandwich: "Double
    // cheeseburger (McDonalds)" 27510387, "Chicken fillet sandwich, fried, from fast food" 27540146, "Fish sandwich,
    // fried, from fast food" 27550000 ("2 mcdouble" and "a mcchicken" were nothing and 120 g of chicken).
    [["mcdouble"], ["double", "cheeseburger", "mcdonalds"]],
    [["mcchicken"], ["chicken", "fillet", "sandwich", "fried", "fast", "food"]],
    [
      ["filet", "o", "fish"],
      ["fish", "sandwich", "fried", "fast", "food"],
    ],
  ] as const
).map(([said, fndds]) => [said.map(stem), fndds.map(stem)] as const);

/** The other names FNDDS files a meat dish under ("Lemon chicken" of 27146350 "Orange chicken"), as written. */
export function fnddsOtherNames(code: string): readonly string[] {
  return fndds().otherNames?.[code] ?? [];
}

/**
 * Whether stems typed in order begin how FNDDS names a dish: the record's own name before its first comma, or another
 * name it files the dish under ("lemon chicken" under 27146350 "Orange chicken"; "sweet and sour chicken" of
 * "Sweet and sour chicken or turkey").
 */
export function fnddsNameBegins(code: string, typed: readonly string[]): boolean {
  return [fnddsName(code)?.split(",")[0] ?? "", ...fnddsOtherNames(code)].some((name) => {
    const head = labelWords(name);
    return head.length >= typed.length && typed.every((w, k) => stem(head[k]!) === w);
  });
}

/** Whether the FNDDS record's description holds every one of `stems` ("vegetables" of "Pasta with …, and added vegetables"). */
export function fnddsNameHolds(code: string, stems: readonly string[]): boolean {
  const own = new Set(labelWords(fnddsName(code) ?? "").map(stem));
  return stems.length > 0 && stems.every((s) => own.has(s));
}

/** Records by the stems of a name their additional description gives them, joined by spaces. */
let productNames: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * "bugles", "pirate's booty", "tostitos", "idli": a product or dish FNDDS names only in a record's additional
 * description ("Corn chips, plain": "Dipsy Doodles; Bugles; corn chips, NFS") is that record, where its name is what
 * was typed, whole and in order. Words beside it are left to the names around (a brand before a record's own words,
 * "jimmy dean sausage egg and cheese biscuit", is weighed by the brand's item: brandItemGrams). Of two records, the
 * plainest (fewest words), then the lower code. Tried only where the typed words name no record by its description
 * (docs/decisions/024, follow-up "The FNDDS fallback, by class of miss": no record found though FNDDS names the food;
 * decision 029, a description says what a person says).
 */
export function namedAlsoRecord(typed: readonly string[]): string | undefined {
  // A name made only of words FNDDS's descriptions use is a word, no product's name: "Beer" (a brick cheese), "Slice"
  // (a soda), "American" (imitation cheese), "Mexican" (pan dulce) are said of other foods.
  const { ids } = nameIndex();
  if (productNames === undefined) {
    const byName = new Map<string, string[]>();
    for (const [code, names] of Object.entries(fndds().alsoNamed ?? {})) {
      for (const name of names) {
        const said = words(name).map(stem);
        if (said.every((w) => ids.has(w))) continue;
        const key = said.join(" ");
        byName.set(key, [...(byName.get(key) ?? []), code]);
      }
    }
    productNames = byName;
  }
  // "restaurant bugles", "homemade idli": where it came from is no word of the name (PROVENANCE).
  const naming = typed.filter((s) => !FILLER.has(s) && !PROVENANCE.has(s));
  let best: { size: number; code: string } | undefined;
  for (const code of productNames.get(naming.join(" ")) ?? []) {
    const size = new Set(words(fnddsName(code) ?? "").map(stem)).size;
    if (!best || size < best.size || (size === best.size && code < best.code)) best = { size, code };
  }
  return best?.code;
}

/**
 * "an almond joy", "2 mounds": a product read by its additional name (namedAlsoRecord) is counted by the item FNDDS
 * files under that name ("Almond Joy: bar (1.6 oz)" 45 g of 91706000), its plain one before a miniature or a fun
 * size; it was the record's 14 g piece.
 */
export function namedItemGrams(code: string, typed: readonly string[]): number | undefined {
  const naming = typed.filter((s) => !FILLER.has(s) && !PROVENANCE.has(s)).join(" ");
  let best: { sized: boolean; grams: number } | undefined;
  for (const [label, grams] of fnddsRecord(code)?.portions ?? []) {
    const filed = /^([^:]+):\s*(.+)$/.exec(label);
    if (!filed || words(filed[1]!).map(stem).join(" ") !== naming) continue;
    const sized = labelWords(filed[2]!).some((w) => ANY_SIZE.has(w) || w === "bite");
    if (!best || (best.sized && !sized)) best = { sized, grams };
  }
  return best?.grams;
}

let otherDishes: readonly (readonly [said: readonly string[], fndds: readonly string[]])[] | undefined;

/**
 * "lemon chicken", "cashew chicken": a dish FNDDS files under another dish of the same meat, named in that record's
 * additional description, is looked up as the record's own name is, as a brand is (BRANDS). FNDDS has no record named
 * "Lemon chicken": it codes the dish as its orange chicken, and the lemon was read as a flavour of plain chicken.
 */
function otherDishNames(): readonly (readonly [said: readonly string[], fndds: readonly string[]])[] {
  if (otherDishes) return otherDishes;
  const list: (readonly [readonly string[], readonly string[]])[] = [];
  for (const [code, names] of Object.entries(fndds().otherNames ?? {})) {
    const own = words(fnddsName(code)?.split(",")[0] ?? "").map(stem);
    for (const name of names) list.push([words(name).map(stem), own]);
  }
  otherDishes = list;
  return list;
}

/**
 * The grams of one item of a brand FNDDS lists among a record's measures ("1 Slim Jim" 9.6 g of beef jerky, "1
 * Toaster Strudel" 53 g of Danish pastry): a measure of one item (no share of a package), every word of it typed
 * and one of them a name.
 */
export function brandItemGrams(code: string, typed: readonly string[]): number | undefined {
  for (const { label, grams } of brandItemsOf(code)) {
    // "1 Jimmy Dean sandwich" of FNDDS's egg, cheese and sausage on biscuit is said "jimmy dean … biscuit": the item
    // named by the bread it is on (decision 024, the fiftieth batch).
    const said = label.filter((w) => w !== SANDWICH || typed.includes(w));
    if (said.length > 0 && said.every((w) => typed.includes(w))) return grams;
  }
  return undefined;
}

/** Whether a record lists any brand's item among its measures: most do not, and their typed words need no stems. */
export function namesBrandItems(code: string): boolean {
  return brandItemsOf(code).length > 0;
}

/**
 * A record's measures of one brand's item (no count first, a capitalised name in it), each label as stems, in the
 * record's order. Kept per code: every catalog food from FNDDS asked for them on every line it was read in, parsing
 * its whole record again, a fiftieth of a long list's reading.
 */
const brandItems = new Map<string, readonly { label: readonly string[]; grams: number }[]>();

function brandItemsOf(code: string): readonly { label: readonly string[]; grams: number }[] {
  let items = brandItems.get(code);
  if (items === undefined) {
    items = (fnddsRecord(code)?.portions ?? [])
      .filter(([label]) => !/^\d/.test(label) && /\b[A-Z][a-z]/.test(label))
      .map(([label, grams]) => ({ label: words(label).map(stem), grams }));
    brandItems.set(code, items);
  }
  return items;
}

/** "strawberry banana smoothie": the most flavours one food is named by. */
const MAX_FLAVOURS = 2;

const FLAVOUR_STEMS: ReadonlySet<string> = new Set([...FRUIT_FLAVOURS, ...OTHER_FLAVOURS, ...FOOD_FLAVOURS].map(stem));

/**
 * Words a person says for what FNDDS words otherwise, best first: a breaded or battered fish is FNDDS's "coated" one
 * ("Haddock, coated, baked or broiled"); a drink "powder" is the product as sold, FNDDS's "powdered, not
 * reconstituted" (decision 029: "powder" is never said of one reconstituted), else any "powdered" one; oat, almond,
 * soy or coconut milk in a coffee-shop drink is FNDDS's "non-dairy milk", skim milk its "nonfat"; the meat of an egg dish its "breakfast meat".
 * Tried only where the typed words name nothing as they are.
 */
const FNDDS_WORDING: ReadonlyMap<string, readonly (readonly string[])[]> = new Map(
  (
    [
      ["breaded", [["coated"]]],
      ["battered", [["coated"]]],
      ["powder", [["powdered", "not", "reconstituted"], ["powdered"]]],
      // A coffee-shop drink made with a plant milk is FNDDS's record "with non-dairy milk" ("latte with oat milk").
      ["oat", [["non", "dairy"]]],
      ["almond", [["non", "dairy"]]],
      ["soy", [["non", "dairy"]]],
      ["coconut", [["non", "dairy"]]],
      // Made with skim milk it is FNDDS's "nonfat" record ("iced latte with skim milk": Iced Latte, nonfat).
      ["skim", [["nonfat"]]],
      // FNDDS names the bacon, ham, sausage or chorizo of an egg dish "breakfast meat" ("Burrito, taco, or quesadilla
      // with egg and breakfast meat": its additional description lists them), so "breakfast burrito with sausage and
      // egg" is that record, not the burrito with a sausage and an egg beside it.
      ["sausage", [["breakfast", "meat"]]],
      ["bacon", [["breakfast", "meat"]]],
      ["ham", [["breakfast", "meat"]]],
      ["chorizo", [["breakfast", "meat"]]],
      // A sub is FNDDS's "submarine sandwich" ("Chicken submarine sandwich, with lettuce, tomato and spread").
      ["sub", [["submarine", "sandwich"]]],
      ["subs", [["submarine", "sandwich"]]],
      // A frozen pizza is said by its maker: "1/4 of a digiorno pizza" is FNDDS's "Pizza, cheese, from frozen".
      ["digiorno", [["frozen"]]],
      ["tombstone", [["frozen"]]],
      ["freschetta", [["frozen"]]],
      ["baron", [["frozen"]]],
      // FNDDS writes a corn muffin as one word, "Cornbread muffin, stick, round".
      ["corn", [["cornbread"]]],
      // A bar's mixer as ordered: "a whiskey ginger" is FNDDS's "Whiskey and ginger ale", "a rum and coke" its "Rum and
      // cola"; read apart, the whiskey was a 40 g pour beside 2 g of ginger root.
      ["ginger", [["ale"]]],
      ["coke", [["cola"]]],
      // FNDDS files flavoured yogurts, muffins, bagels, pancakes, pastries and smoothies by the flavour's class, not
      // its name: "Yogurt, Greek, NS as to type of milk, fruit", "Muffin, fruit", "Bagel, with fruit other than
      // raisins"; the rest are "flavors other than fruit" ("Yogurt, Greek, …, flavors other than fruit").
      // Where FNDDS has no flavoured record of the food, the flavour is only its taste ("strawberry pop tart" is
      // the breakfast tart): the word is dropped, the rest still naming the food.
      ...FRUIT_FLAVOURS.map((w) => [w, [["fruit"], []]] as const),
      ...OTHER_FLAVOURS.map((w) => [w, [["flavors", "other", "than", "fruit"], []]] as const),
      ...FOOD_FLAVOURS.map((w) => [w, [["flavors", "other", "than", "fruit"]]] as const),
    ] as const
  ).map(([w, alternatives]) => [stem(w), alternatives]),
);

/** Whether the record at `i` lists a household measure of that name ("bottle (10 fl oz)" for "bottle"). */
function listsMeasure(i: number, word: string): boolean {
  const row = fndds().foods[i]!;
  const record = fnddsRecord(codeOf(row));
  return record !== undefined && fnddsMeasureGrams(record.portions, word, undefined) !== undefined;
}

/**
 * `container`: a container the food was said by ("a bottle of light fruit juice drink"): among the records holding the
 * typed words, one FNDDS measures by that container is the product as sold in it, and is preferred to one that is not
 * sold so, before a shorter description.
 */
/** The names before the comma of FNDDS's NFS records ("ice cream cone"): the kinds FNDDS has a generic record of. */
let genericKinds: Set<string> | undefined;
const kindOf = (i: number) => nameOf(fndds().foods[i]!).split(",")[0]!.toLowerCase();

/**
 * Whether FNDDS's record i is of a kind FNDDS has an NFS record for: of "Ice cream cone, scooped, vanilla" and
 * "Frozen yogurt cone, vanilla", "vanilla cone" is the ice cream cone, the generic cone ("Ice cream cone, NFS").
 */
function ofGenericKind(i: number): boolean {
  if (genericKinds === undefined) {
    const { flags } = nameIndex();
    genericKinds = new Set();
    for (let k = 0; k < flags.length; k++) if ((flags[k]! & NFS) !== 0) genericKinds.add(kindOf(k));
  }
  return genericKinds.has(kindOf(i));
}

let classIds: ReadonlySet<number> | undefined;
/** The stem numbers of DRINK_CLASSES ("coffee", "tea"). */
function drinkClassIds(): ReadonlySet<number> {
  const { ids } = nameIndex();
  classIds ??= new Set([...DRINK_CLASSES].map((w) => ids.get(stem(w))).filter((id) => id !== undefined));
  return classIds;
}

/**
 * Words FNDDS never writes, as stems, and the word it writes for each: a British or shortened spelling ("bbq",
 * "flavoured", "chilli", "donut", where FNDDS spells "Doughnut") and a British name of the food ("aubergine", "prawn").
 * Tried only for a typed word no description holds (indexedForms).
 */
const FNDDS_SPELLING: Readonly<Record<string, string>> = wordTable({
  bbq: "barbecue",
  barbeque: "barbecue",
  barbq: "barbecue",
  donut: "doughnut",
  flavoured: "flavored",
  chilli: "chili",
  chile: "chili",
  savoury: "savory",
  aubergine: "eggplant",
  courgette: "zucchini",
  coriander: "cilantro",
  prawn: "shrimp",
});

/**
 * The stems FNDDS holds for a typed stem it does not (docs/decisions/024, follow-up "The FNDDS fallback, by class of
 * miss"; decision 029: a description says what a person would say, so a person's other form of a word must still
 * find it). The stemmer is the catalog's and is left as it is; only the FNDDS lookup reads these forms:
 * - a spelling FNDDS never uses (FNDDS_SPELLING): "bbq chicken sandwich" was the catalog's plain chicken sandwich
 *   where "barbecue chicken sandwich" is FNDDS's;
 * - a plural the stemmer keeps or cuts short of FNDDS's singular: "martinis", "daiquiris", "tofus" (a vowel before
 *   the "s" that names no English plural the stemmer cuts), "quiches", "ceviches" (cut to "quich"; FNDDS's "Quiche"),
 *   "pierogies", "smoothies" ("-ies" made "-y"; FNDDS writes "Pierogi", "Smoothie"); each was read as nothing;
 * - two words typed as one ("hotdog", "icecream"): split where a description holds the two side by side.
 * Undefined when no form is held.
 */
const formsOf = new Map<string, readonly string[] | null>();
function indexedForms(s: string, ids: ReadonlyMap<string, number>): readonly string[] | undefined {
  if (ids.has(s)) return [s];
  let forms = formsOf.get(s);
  if (forms === undefined) {
    forms = otherForms(s, ids) ?? null;
    formsOf.set(s, forms);
  }
  return forms ?? undefined;
}

/** Whether a typed word is looked up in FNDDS only in another form than typed (indexedForms): "chilis" as "chili". */
export function fnddsReadsInAnotherForm(typed: readonly string[]): boolean {
  const { ids } = nameIndex();
  return typed
    .flatMap((s) => (s.includes("-") ? s.split("-").filter(Boolean).map(stem) : [s]))
    .some((s) => !FILLER.has(s) && !ids.has(s) && indexedForms(s, ids) !== undefined);
}

function otherForms(s: string, ids: ReadonlyMap<string, number>): readonly string[] | undefined {
  const spelt = FNDDS_SPELLING[s];
  if (spelt !== undefined && ids.has(spelt)) return [spelt];
  const singular = [
    /^[a-z]{2,}[aeiou]s$/.test(s) ? s.slice(0, -1) : undefined,
    /(?:ch|sh)$/.test(s) ? `${s}e` : undefined,
    s.endsWith("y") ? `${s.slice(0, -1)}ie` : undefined,
    s.endsWith("y") ? `${s.slice(0, -1)}i` : undefined,
  ].find((form) => form !== undefined && ids.has(form));
  if (singular !== undefined) return [singular];
  return splitJoined(s, ids);
}

/** The stems of each two words FNDDS writes side by side in a description ("hot dog"), built on first use. */
let sideBySide: ReadonlySet<string> | undefined;

/** Two words typed as one, each a stem FNDDS holds and written side by side in one of its descriptions. */
function splitJoined(s: string, ids: ReadonlyMap<string, number>): readonly string[] | undefined {
  if (!/^[a-z]{5,}$/.test(s)) return undefined;
  if (sideBySide === undefined) {
    const pairs = new Set<string>();
    for (const row of fndds().foods) {
      const said = labelWords(nameOf(row)).map(stem);
      for (let k = 1; k < said.length; k++) pairs.add(`${said[k - 1]} ${said[k]}`);
    }
    sideBySide = pairs;
  }
  for (let cut = s.length - 2; cut >= 2; cut--) {
    const [first, second] = [stem(s.slice(0, cut)), stem(s.slice(cut))];
    if (ids.has(first) && ids.has(second) && sideBySide.has(`${first} ${second}`)) return [first, second];
  }
  return undefined;
}

function findByStems(typed: readonly string[], headWords?: readonly string[], container?: string): string | undefined {
  const { ids, postingStart, postings, stemStart, stemIds, headStart, headIds, flags, spare } = nameIndex();
  // A hyphenated word is its parts to FNDDS, whose descriptions are indexed word by word ("non-dairy milk" →
  // "…, with non-dairy milk", "meatless-beef" → "Luncheon slice, meatless-beef, …").
  const parts = typed
    .flatMap((s) => (s.includes("-") ? s.split("-").filter(Boolean).map(stem) : [s]))
    .map((s) => (s === TV ? FROZEN : s))
    .flatMap((s) => (FILLER.has(s) ? [s] : (indexedForms(s, ids) ?? [s])));
  const wanted = [...new Set(parts)].filter((s) => !FILLER.has(s) && !PROVENANCE.has(s)).map((s) => ids.get(s));
  if (wanted.length === 0) return undefined;
  if (wanted.some((id) => id === undefined || postingStart[id + 1] === postingStart[id])) return undefined;
  const wantedIds = wanted as number[];
  const provenanceIds = parts.filter((s) => PROVENANCE.has(s)).map((s) => ids.get(s));
  // A place or time said but not held by the record ("from restaurant" said, the home recipe found) counts once.
  const unheld = (i: number) => (provenanceIds.some((id) => !holds(stemStart, stemIds, i, id)) ? 1 : 0);
  const shortest = wantedIds.reduce((a, b) =>
    postingStart[b + 1]! - postingStart[b]! < postingStart[a + 1]! - postingStart[a]! ? b : a,
  );
  const headWordIds = headWords?.flatMap((s) => indexedForms(s, ids) ?? [s]).map((s) => ids.get(s));
  // What a description says beyond the typed words: its words, less alternatives and exclusions (unsaidSpare).
  const size = (i: number) => stemStart[i + 1]! - stemStart[i]! - spare[i]!;
  const nfs = (i: number) => (flags[i]! & NFS) !== 0;
  // A dried or powdered form holds several times the energy of the food as eaten: never read unless it was said
  // ("a cup of fruit mixture" is not "Fruit mixture, dried").
  const dryIds = [...DRY_FORMS].map((w) => ids.get(w)).filter((id) => id !== undefined && !wantedIds.includes(id));
  const unsaidDry = (i: number) => (dryIds.some((id) => holds(stemStart, stemIds, i, id)) ? 1 : 0);
  const unsold = (i: number) => (container !== undefined && !listsMeasure(i, container) ? 1 : 0);
  // A kind FNDDS has no generic record of is a special kind, read only where its own words were typed (decision 024).
  // A record named by just the words typed, in their order, is the food named, whatever its kind: "sausage gravy" is
  // FNDDS's "Sausage gravy", never the sausage and potato dish with gravy that the generic sausage's kind had won
  // ("beef gravy" stays "Gravy, beef", not "Beef with gravy").
  const typedName = parts.join(" ");
  const namedSo = (i: number) =>
    (
      nameOf(fndds().foods[i]!)
        .toLowerCase()
        .match(/[a-z]+/g) ?? []
    )
      .map(stem)
      .join(" ") === typedName;
  const special = (i: number) => (ofGenericKind(i) || namedSo(i) ? 0 : 1);
  const frozenSaid = parts.some((s) => FROZEN_MEAL_WORDS.has(s));
  const sugarOnly = parts.includes(SUGAR) && !parts.some((s) => LESSENING.has(s));
  let best: number | undefined;
  let bestScore: number[] | undefined;
  for (let k = postingStart[shortest]!; k < postingStart[shortest + 1]!; k++) {
    const i = postings[k]!;
    if (!wantedIds.every((s) => holds(stemStart, stemIds, i, s))) continue;
    if (!frozenSaid && FROZEN_MEAL.test(nameOf(fndds().foods[i]!))) continue;
    if (sugarOnly && (flags[i]! & SUGAR_LESSENED) !== 0) continue;
    if (!wantedIds.some((s) => holds(headStart, headIds, i, s))) continue;
    // One word names a food only where FNDDS names it by that word alone: "break" is no "Reese's Fast Break".
    if (wantedIds.length === 1 && (flags[i]! & ONE_WORD) === 0) continue;
    // Nor by the word that only describes it ("hot" of "Tea, hot, herbal"): the drink's one word is its class.
    if (wantedIds.length === 1 && (flags[i]! & DESCRIBED) !== 0 && !drinkClassIds().has(wantedIds[0]!)) continue;
    // `headWords`: a name typed over "with"/"and" means a description whose head noun was typed before the first
    // "with" ("taco with meat and beans" is a taco, "pancakes with syrup" never a syrup).
    if (headWordIds && !headWordIds.some((s) => holds(headStart, headIds, i, s))) continue;
    // Best first: no dried form unsaid, the place said held, sold in the container said, of a generic kind, least
    // unsaid, FNDDS's own NFS record, the lower code.
    const score = [unsaidDry(i), unheld(i), unsold(i), special(i), size(i), nfs(i) ? 0 : 1, i];
    if (bestScore === undefined || compare(score, bestScore) < 0) {
      best = i;
      bestScore = score;
    }
  }
  return best === undefined ? undefined : codeOf(fndds().foods[best]!);
}
