// English default portions against FNDDS's own measures (docs/decisions/024, follow-ups "English default portions
// against FNDDS's own measures" and "English default portions, by class"):
//   node --import tsx packages/nutrition/bench/portions-audit.ts [--list]
// Reads every English name of the catalog alone, after "a" and after "1", and the head of every FNDDS description
// ("Burrito with chicken", "Pad Thai with chicken"), and compares the grams of the one food read with that food's
// natural measure in FNDDS 2017-2018's portions and weights (data/fndds.json holds them as scripts/generate.ts copies
// them from ../shared/data/usda-fndds-2017-2018/portions-and-weights.csv): one whole of an item FNDDS counts by the
// whole, a drink's unspecified size, a dish FNDDS weighs only by the cup anything from its one cup to a takeout
// box's two. Where FNDDS's "Quantity not specified" is one serving of the food it is accepted too. A food with none
// of these measures (weighed by the ounce, the piece of a cut) is not audited, and a row on another food's record (a
// flat white on the latte's) is printed apart, not counted: FNDDS has no measure of the food itself. It prints how
// many readings are more than 30% off (the typed benchmark's tolerance for a household measure), by class, and with
// --list each of them.
// The names are the catalog's and FNDDS's own, no bench list's lines, so nothing held out is read.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { analyzeMealText } from "../src/analyze";
import { CATALOG } from "../src/catalog/index";
import { type Food, fnddsCodeOf, getDatabase } from "../src/database";
import { type FnddsPortion, fnddsRecord } from "../src/fndds";

/** The benchmark's tolerance for a household measure (bench/typed-meals.txt header). */
const TOLERANCE = 1.3;
/** FNDDS's unspecified amount this many wholes and more is several of them (two cookies), no one serving. */
const SEVERAL = 1.8;
/** The most wholes a name said as several ("croissants") stands for with no count. */
const FEW = 3;

const MASS_OR_VOLUME =
  /\b(?:cups?|fl oz|oz|tablespoons?|teaspoons?|cubic inch|surface inch|lbs?|pounds?|quarts?|pints?|liters?|ml|grams?)\b/i;
const PART =
  /\b(?:slices?|pieces?|wedges?|strips?|bites?|bite size|nuggets?|sticks?|miniature|mini|snack|half|quarter|fingers?|chunks?|pats?|squares?|kernels?|chips?)\b/i;
const CONTAINER =
  /\b(?:bag|box|package|packet|pouch|container|carton|sleeve|stack|tub|jar|bottle|can|order|meal|serving|dinner|plate|bowl|pan|loaf|family|kid|child|senior|envelope|tray|basket|bucket|sheet|fun size|king size)\b/i;
const USUAL = /^(?:medium|regular)\b|\bNS as to size\b|\bany size\b|\bNFS\b/i;
/** An item of no size said ("burrito, NS as to size", "dumpling, any size", "fried shrimp, NFS"): the one a labeller
 * takes before FNDDS's medium. */
const ANY_SIZE = /\bNS as to size\b|\bany size\b|\bNFS\b/i;
const SIZE_WORDS = new Set(["small", "medium", "large", "regular", "any", "size", "ns", "as", "to", "extra"]);

export type MeasureKind = "drink" | "whole" | "serving";

export interface NaturalMeasure {
  /** One whole, a drink's unspecified size, or FNDDS's unspecified amount. */
  grams: number;
  kind: MeasureKind;
  label: string;
  /** FNDDS's "Quantity not specified", also right for a food named alone (two cookies, two slices). */
  unspecified?: number;
  /** A plated dish's cup, of which a takeout box holds two. */
  cup?: number;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const singular = (word: string) => word.replace(/(?:es|s)$/, "");

/**
 * A measure that is one whole of the food: its usual item ("medium", "regular", "burrito, NS as to size") or an item
 * under the food's own head noun ("sandwich" of "Turkey sandwich", "pretzel" of "Pretzels, soft"), never a part of it,
 * a vessel, a mass or a brand's item (written with a capital).
 */
function isWhole(label: string, recordName: string): boolean {
  // FNDDS's "NS" and "NFS" (not specified) are no brand's capitals.
  const branded = /[A-Z]/.test(label.replace(/\bN[FS]S?\b/g, ""));
  if (MASS_OR_VOLUME.test(label) || PART.test(label) || CONTAINER.test(label) || branded) return false;
  // A whole cut into servings (a pie, a pizza, a pan of lasagna, given by its diameter or sides) is no one serving.
  if (/"|\bdia\b|\bpie\b|\bpizza\b|\bcake\b|\byield\b/.test(label)) return false;
  // The dish's own noun, the last word of its name before what it is made with ("omelet" of "Egg omelet or scrambled
  // egg", "scampi" of "Shrimp scampi"): an "egg" or a "shrimp" is what it is made of, not one of it.
  const dish = wordsOf(recordName.split(/,| with | or | and /)[0] ?? "").map(singular);
  // "medium" or "regular" alone, or before the dish's own noun ("medium waffle"); a medium of another noun is an item
  // of something else ("medium meatball" of a meat loaf, "medium fillet" of a whole porgy).
  // "fried shrimp, NFS" names the record's food (of "Shrimp, coated, fried"); "leg claw (…), NFS" of a crab a part.
  if (/\bNFS\b/.test(label)) {
    const recorded = wordsOf(recordName).map(singular);
    const said = wordsOf(label.replace(/\([^)]*\)/g, "").replace(/\bNFS\b/g, "")).map(singular);
    return said.includes(dish.at(-1)!) && said.every((w) => recorded.includes(w));
  }
  if (ANY_SIZE.test(label)) return true;
  if (USUAL.test(label)) {
    const rest = wordsOf(label.replace(/\([^)]*\)/g, "")).filter((w) => !SIZE_WORDS.has(w));
    return rest.every((w) => dish.includes(singular(w)));
  }
  // FNDDS names one item several ways ("calzone or stromboli", "tender, strip, or finger"): any may be the dish's.
  return label
    .replace(/\([^)]*\)/g, "")
    .split(/,|\bor\b/)
    .some((alternative) => {
      const said = wordsOf(alternative).filter((w) => !SIZE_WORDS.has(w));
      // A measure named in the plural ("gumdrops") is several of them.
      if (said.some((w) => /[^s]s$/.test(w))) return false;
      const nouns = said.map(singular);
      return (
        nouns.length > 0 && nouns.length <= 2 && nouns.every((w) => dish.includes(w)) && nouns.includes(dish.at(-1)!)
      );
    });
}

/**
 * The measure a person means by naming the record's food once: a drink's unspecified size (FNDDS's "Quantity not
 * specified", its small cup), one whole of a food FNDDS counts by the whole ("burrito, NS as to size", "medium",
 * "sandwich"), else FNDDS's unspecified amount (a cup of a plated dish, a steak's weight).
 */
export function naturalMeasure(
  recordName: string,
  portions: readonly FnddsPortion[],
  unspecified: number | undefined,
  names: readonly string[] = [],
): NaturalMeasure | undefined {
  const qns = unspecified !== undefined ? { unspecified } : {};
  const drink = portions.some(([label]) => /^fl oz\b/.test(label));
  // FNDDS's measure under the very name typed ("Cinnabon", "Hot Pockets Beef & Cheddar", "Nabisco Chips Ahoy!",
  // "pierogi, any size", "pot sticker", "thick / Belgian waffle", "Snapple bottle (16 fl oz)") is that food's, where
  // the record is named for a wider one (a frosted cinnamon bun, a meat turnover, a filled dumpling): a labeller
  // weighing "a cinnabon" by FNDDS takes it, not the bun's medium.
  // Only of a food the audit holds to a whole or a drink's size already: it picks which one, never audits more.
  const own = ownMeasure(recordName, portions, names);
  if (drink && unspecified !== undefined) {
    const [label, grams] = own ?? ["quantity not specified", unspecified];
    return { grams, kind: "drink", label, ...qns };
  }
  const wholes = portions.filter(([label]) => isWhole(label, recordName));
  const pick =
    wholes.find(([, grams]) => grams === unspecified) ??
    wholes.find(([label]) => ANY_SIZE.test(label)) ??
    wholes.find(([label]) => USUAL.test(label)) ??
    wholes.find(([label]) => !/^(?:small|large|extra)\b/i.test(label));
  if (pick) {
    const [label, grams] = own ?? pick;
    return { grams, kind: "whole", label, ...qns };
  }
  // A dish FNDDS weighs by the cup alone is plated; any other food's measures (its piece, its ounce) say no one
  // natural serving this audit could hold it to.
  const cup = portions.find(([label]) => /^cup\b/.test(label))?.[1];
  if (unspecified === undefined || cup === undefined || !portions.every(([label]) => /^cup\b/.test(label))) {
    return undefined;
  }
  return { grams: unspecified, kind: "serving", label: "quantity not specified", cup, ...qns };
}

/** The words of a name, as they may stand in a label. */
const NAMED_WORDS = (name: string) => new RegExp(`\\b(?:${wordsOf(name).join("|") || "$^"})\\b`, "gi");
const JOINING = new Set(["and", "with", "or", "of", "the", "in", "n"]);
const compact = (words: readonly string[]) => words.join("");

/**
 * The measure FNDDS names by what a name says beyond its record's own name ("cinnabon" of "Roll, sweet, cinnamon bun,
 * frosted", "ahoy" of "Cookie, chocolate chip", "potsticker" of "Wonton, fried, filled …"). A name that says nothing
 * the record does not ("chocolate chip cookie") has none: a brand's item ("Subway cookie") is no measure of it.
 */
function ownMeasure(
  recordName: string,
  portions: readonly FnddsPortion[],
  names: readonly string[],
): FnddsPortion | undefined {
  const recorded = new Set(wordsOf(recordName).map(singular));
  for (const name of names) {
    const beyond = wordsOf(name)
      .filter((w) => !JOINING.has(w))
      .map(singular)
      .filter((w) => !recorded.has(w));
    if (beyond.length === 0) continue;
    const found = portions.find(([label]) => {
      // A part or a miniature of the named food ("Reese's Bites: piece") is no one of it, nor an amount by volume
      // ("fl oz (no ice)"); the name's own words are none ("Chips Ahoy!").
      const measure = label.replace(/\([^)]*\)/g, "").replace(NAMED_WORDS(name), "");
      if (PART.test(measure) || MASS_OR_VOLUME.test(measure)) return false;
      const words = wordsOf(label).map(singular);
      // Words run together as typed ("potsticker" of "pot sticker").
      const runs = words.flatMap((_, i) => words.slice(i).map((__, j) => compact(words.slice(i, i + j + 1))));
      return beyond.every((w) => words.includes(w)) || runs.includes(compact(beyond));
    });
    if (found) return found;
  }
  return undefined;
}

let file: { foods: string[]; alsoNamed?: Record<string, string[]> } | undefined;
/** data/fndds.json as scripts/generate.ts writes it: its records, and the products their additional descriptions name. */
function fnddsFile(): { foods: string[]; alsoNamed?: Record<string, string[]> } {
  file ??= JSON.parse(readFileSync(fileURLToPath(new URL("../data/fndds.json", import.meta.url)), "utf8"));
  return file!;
}

/** Each catalog row's FNDDS record by the row's id, where its measures are borrowed (`fndds:<code>`). */
const borrowed = new Map(
  CATALOG.flatMap(([id, , , , , flags]) => {
    const code = /\bfndds:(\d{8})\b/.exec(flags ?? "")?.[1];
    return code ? [[id, code] as const] : [];
  }),
);

/** The FNDDS record whose measures a food reads English measures from (its own, or the one its row borrows). */
function measuresOf(
  food: Food,
): { name: string; portions: readonly FnddsPortion[]; unspecified?: number; also: readonly string[] } | undefined {
  const code = fnddsCodeOf(food.source) ?? borrowed.get(food.id);
  const record = code === undefined ? undefined : fnddsRecord(code);
  if (!record || code === undefined) return undefined;
  return {
    name: record.name,
    portions: record.portions,
    also: fnddsFile().alsoNamed?.[code] ?? [],
    ...(record.defaultGrams !== undefined ? { unspecified: record.defaultGrams } : {}),
  };
}

export interface Difference {
  text: string;
  food: string;
  source: string;
  grams: number;
  natural: number;
  kind: MeasureKind;
  label: string;
  /** The row borrows the record of another food (a flat white on the latte's, a pasty on a turnover's). */
  standIn: boolean;
}

/**
 * Whether a catalog row is the food of the FNDDS record it reads its measures from: the head noun of its first English
 * name ("wine" of "mulled wine", "cappuccino" of "cappuccino with plant milk") is a word of the record's name, of a
 * product its additional description names ("McDonald's McFlurry") or of its measures ("pierogi, any size"). FNDDS has
 * no flat white, Cornish pasty, onion bhaji or energy shot; the latte, meat turnover, pakora and energy drink whose
 * nutrients stand in for them are served in other measures (a 12 fl oz latte, an 88 g turnover, a 12 g pakora, a
 * 16 fl oz can), which say nothing of how the food itself is served.
 */
function isItsRecord(
  food: Food,
  measures: { name: string; portions: readonly FnddsPortion[]; also: readonly string[] },
) {
  const head = wordsOf((food.namesEn[0] ?? "").split(/ with /)[0] ?? "").at(-1);
  if (head === undefined) return false;
  const named = [measures.name, ...measures.also, ...measures.portions.map(([label]) => label)];
  const recorded = named.flatMap((n) => wordsOf(n).map(singular));
  return recorded.includes(singular(head)) || named.some((n) => compact(wordsOf(n)).includes(singular(head)));
}

const near = (grams: number, measure: number) => grams <= measure * TOLERANCE && grams >= measure / TOLERANCE;

/** A name said as several ("fries", "wings", "doritos"): "a"/"1" before it is no natural text. */
const plural = (name: string) => /[^su]s$/.test(name) && !/(?:ss|us|is)$/.test(name);

const article = (name: string) => (/^[aeiou]/i.test(name) ? "an" : "a");

/** The one food the engine reads of a text with its grams, or nothing where it reads none or several. */
function readOne(text: string): { food: Food; grams: number } | undefined {
  const reading = analyzeMealText(text, { lang: "en" });
  if (reading.items.length !== 1 || reading.unmatched.length > 0) return undefined;
  const item = reading.items[0]!;
  const food = getDatabase().byId.get(item.foodId);
  return food ? { food, grams: item.grams } : undefined;
}

/** The English names the audit reads: each catalog name, and the head of each FNDDS description a person might type. */
export function auditedNames(): string[] {
  const names = new Set<string>();
  for (const food of getDatabase().foods) for (const name of food.namesEn) names.add(name.toLowerCase());
  for (const row of fnddsFile().foods) {
    const head = (row.split("|")[1] ?? "").split(",")[0]!.trim().toLowerCase();
    const words = head.split(/\s+/);
    if (words.length <= 4 && /^[a-z' -]+$/.test(head) && !/\b(?:ns|nfs|or)\b/.test(head)) names.add(head);
  }
  return [...names].sort();
}

/** Each reading of a name alone, after "a" and after "1" more than 30% off its food's natural FNDDS measure. */
export function portionDifferences(names: readonly string[]): Difference[] {
  const out: Difference[] = [];
  for (const name of names) {
    const texts = plural(name) ? [name] : [name, `${article(name)} ${name}`, `1 ${name}`];
    for (const text of texts) {
      const read = readOne(text);
      if (!read) continue;
      const measures = measuresOf(read.food);
      if (!measures) continue;
      const said = text.replace(/^(?:an?|1) /, "");
      const natural = naturalMeasure(measures.name, measures.portions, measures.unspecified, [said]);
      if (!natural || near(read.grams, natural.grams)) continue;
      // FNDDS's unspecified amount is its own one serving where it is no more than about one whole (a danish, 70 g),
      // and a food named alone may be that amount even where it is several (two cookies, two slices); a plated dish
      // FNDDS weighs by the cup is anything from its one cup to the two cups of a takeout box, as the typed
      // benchmark's English lines weigh takeout (bench/typed-meals.txt).
      const unspecified = natural.unspecified;
      const several = unspecified !== undefined && unspecified >= SEVERAL * natural.grams;
      if (unspecified !== undefined && (text === name || !several) && near(read.grams, unspecified)) continue;
      // Two of FNDDS's usual helping where that is more than its cup (pho's 305 g against a 244 g cup).
      const box = 2 * Math.max(natural.cup ?? 0, natural.grams);
      if (natural.kind === "serving" && read.grams >= natural.grams && read.grams <= box) continue;
      // A name said as several ("croissants", "wings", "popsicles", "arnold palmers") is a few of the whole or of
      // the drink.
      const few = read.grams >= natural.grams / TOLERANCE && read.grams <= FEW * natural.grams * TOLERANCE;
      if (text === name && plural(name) && natural.kind !== "serving" && few) continue;
      out.push({
        text,
        food: read.food.namesEn[0] ?? read.food.id,
        source: read.food.source,
        grams: read.grams,
        natural: natural.grams,
        kind: natural.kind,
        label: natural.label,
        standIn: !isItsRecord(read.food, measures),
      });
    }
  }
  return out;
}

function main(): void {
  const names = auditedNames();
  const all = portionDifferences(names);
  const differences = all.filter((d) => !d.standIn);
  const standIns = all.filter((d) => d.standIn);
  const byClass = new Map<string, number>();
  for (const d of differences) {
    const key = `${d.kind}, ${d.grams > d.natural ? "over" : "under"}`;
    byClass.set(key, (byClass.get(key) ?? 0) + 1);
  }
  if (process.argv.includes("--list")) {
    for (const d of all) {
      const kind = d.standIn ? `${d.kind}, stand-in` : d.kind;
      console.log(`${kind}\t${d.text}\t${d.food} (${d.source})\t${d.grams} g\tFNDDS ${d.label} ${d.natural} g`);
    }
  }
  console.log(`names read: ${names.length}; readings more than 30% off FNDDS's natural measure: ${differences.length}`);
  console.log(`  not counted, a row on another food's record (isItsRecord): ${standIns.length}`);
  for (const [key, count] of [...byClass].sort()) console.log(`  ${key}: ${count}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
