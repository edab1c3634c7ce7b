// FNDDS foods as eaten and their own household measures (data/fndds.json, built by scripts/generate.ts from USDA's
// Food and Nutrient Database for Dietary Studies 2017-2018). Two uses:
// - a food's FNDDS measures give the grams of what an English text counts it in: "a slice of pepperoni pizza" is
//   FNDDS's "piece, NFS", "a medium order of fries" its "medium fast food order";
// - an English dish the catalog has no row for ("chicken pot pie", "beef stroganoff") is read as the FNDDS food whose
//   description holds every typed word, so the engine generalises past its hand-written catalog. The catalog keeps
//   every name it has (a longer FNDDS name wins only where no catalog name explains as many of the typed words).
import fnddsFile from "../data/fndds.json" with { type: "json" };
import { stem } from "./text";

/** One household measure: its FNDDS label for ONE unit ("piece, large pizza") and its grams. */
export type FnddsPortion = readonly [label: string, grams: number];

/** `code|description|values|label index,grams,…|default grams` (scripts/generate.ts, buildFnddsJson). */
type FnddsRow = string;
interface FnddsData {
  nutrients: readonly string[];
  labels: readonly string[];
  foods: readonly FnddsRow[];
}
const data = fnddsFile as unknown as FnddsData;

export function fnddsNutrients(): readonly string[] {
  return data.nutrients;
}

let byCode: Map<string, FnddsRow> | undefined;

const codeOf = (row: FnddsRow) => row.slice(0, row.indexOf("|"));
const nameOf = (row: FnddsRow) => row.split("|", 2)[1]!;
const numbers = (field: string | undefined) => (field ? field.split(",").map(Number) : []);

/** The FNDDS record by its 8-digit food code. */
export function fnddsRecord(
  code: string,
):
  | { code: string; name: string; per100g: readonly number[]; portions: FnddsPortion[]; defaultGrams?: number }
  | undefined {
  byCode ??= new Map(data.foods.map((row) => [codeOf(row), row]));
  const row = byCode.get(code);
  if (!row) return undefined;
  const [, name = "", valueField, portionField, defaultField] = row.split("|");
  const values = numbers(valueField);
  const flat = numbers(portionField);
  const defaultGrams = Number(defaultField);
  const portions: FnddsPortion[] = [];
  for (let i = 0; i < flat.length; i += 2) portions.push([data.labels[flat[i]!]!, flat[i + 1]!]);
  return { code, name, per100g: values, portions, ...(defaultGrams > 0 ? { defaultGrams } : {}) };
}

// ---- household measures --------------------------------------------------------------------------------------

/** The FNDDS label words a typed measure word may stand for, best first: a pizza "slice" is FNDDS's "piece". */
const MEASURE_WORDS: Readonly<Record<string, readonly string[]>> = {
  slice: ["slice", "piece"],
  piece: ["piece", "slice", "roll"],
  order: ["order"],
  cup: ["cup"],
  can: ["can"],
  bottle: ["bottle"],
  container: ["container"],
  scoop: ["scoop"],
  packet: ["packet", "package"],
  bag: ["bag"],
};

const SIZE_WORDS: Readonly<Record<string, readonly string[]>> = {
  small: ["small", "kids", "snack"],
  medium: ["medium", "regular"],
  large: ["large"],
};
/** Measure words that, first in a label, make the label that measure whatever other words follow. */
const OTHER_HEADS = new Set(["cup", "cups", "tablespoon", "teaspoon", "oz", "fl", "lb", "pint", "quart", "gallon"]);
const ANY_SIZE = new Set(["small", "large", "extra", "mini", "miniature", "kids", "jumbo", "snack", "thin", "thick"]);

const labelWords = (label: string) =>
  label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/**
 * Grams of one unit of a typed measure word ("slice", "order", "cup") in a size ("medium") among a food's FNDDS
 * measures, and whether that measure is of the typed size; undefined when FNDDS has no measure by that word. Among
 * several: the typed size if given, else FNDDS's not-further-specified one ("piece, NFS" before "piece, small
 * pizza", "container, NFS" before "4 oz container"), then a plain one, then medium; a brand's own measure
 * ("1 Campbell's can") last.
 */
export function fnddsMeasureGrams(
  portions: readonly FnddsPortion[],
  word: string,
  size: "small" | "medium" | "large" | undefined,
): { grams: number; sized: boolean } | undefined {
  const accepted = MEASURE_WORDS[word];
  if (!accepted) return undefined;
  let best: { score: number[]; grams: number; sized: boolean } | undefined;
  portions.forEach(([label, grams], order) => {
    const words = labelWords(label);
    // "1 cup, pieces" is a cup of pieces, not a piece: the measure is the label's first word.
    const head = words[0];
    if (head !== undefined && OTHER_HEADS.has(head) && !accepted.includes(head)) return;
    const which = accepted.findIndex((w) => words.includes(w) || words.includes(`${w}s`));
    if (which < 0) return;
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
        : !sized && !/\d/.test(label)
          ? 1
          : words.includes("medium") || words.includes("regular")
            ? 2
            : !sized
              ? 3
              : 4;
    const brand = /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, "")) ? 1 : 0;
    const score = [which, sizeScore, brand, words.length, order];
    if (!best || compare(score, best.score) < 0) best = { score, grams, sized: size !== undefined && sizeAt >= 0 };
  });
  return best ? { grams: best.grams, sized: best.sized } : undefined;
}

/**
 * Grams of one item of a size among a food's FNDDS measures ("small" 360 g of a latte, "large" of a cookie): the
 * shortest label with the size's own word; undefined when FNDDS has none.
 */
export function fnddsSizeGrams(
  portions: readonly FnddsPortion[],
  size: "small" | "medium" | "large",
): number | undefined {
  let best: { words: number; grams: number } | undefined;
  for (const [label, grams] of portions) {
    const words = labelWords(label);
    if (!words.includes(size) || /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, ""))) continue;
    if (!best || words.length < best.words) best = { words: words.length, grams };
  }
  return best?.grams;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

// ---- English dish names --------------------------------------------------------------------------------------

/** FNDDS's own shorthand and joining words: never typed as a food, so never counted as a word the text left out. */
const FILLER = new Set(
  ["nfs", "ns", "as", "to", "or", "from", "with", "and", "of", "the", "a", "in", "on", "type", "made", "w"].map(stem),
);

interface NameIndex {
  /** Stem → indexes of the foods whose description holds it. */
  byStem: Map<string, number[]>;
  stems: Set<string>[];
  /** The head nouns of each description: the last word of each alternative before the first comma or "with". */
  heads: Set<string>[];
  /** Whether FNDDS names the food by one word before its first comma ("Kimchi", "Hummus, plain"). */
  oneWord: boolean[];
  /** Description words that are not filler: what a typed name leaves unsaid counts against the food. */
  size: number[];
  nfs: boolean[];
}

let index: NameIndex | undefined;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

function nameIndex(): NameIndex {
  if (index) return index;
  const byStem = new Map<string, number[]>();
  const stems: Set<string>[] = [];
  const heads: Set<string>[] = [];
  const size: number[] = [];
  const nfs: boolean[] = [];
  const oneWord: boolean[] = [];
  data.foods.forEach((row, i) => {
    const name = nameOf(row);
    const all = new Set(words(name).map(stem));
    for (const f of FILLER) all.delete(f);
    const first = name.split(",")[0]!.split(/\b(?:with|in|on)\b/i)[0]!;
    const head = new Set(
      first
        .split(/\bor\b/i)
        .map((alternative) => words(alternative).at(-1))
        .filter((w): w is string => w !== undefined)
        .map(stem),
    );
    for (const s of all) {
      const list = byStem.get(s);
      if (list) list.push(i);
      else byStem.set(s, [i]);
    }
    stems.push(all);
    heads.push(head);
    oneWord.push(words(name.split(",")[0]!).length === 1);
    size.push(all.size);
    nfs.push(/\bNFS\b/.test(name));
  });
  index = { byStem, stems, heads, oneWord, size, nfs };
  return index;
}

/**
 * The FNDDS food an English name means: one whose description holds every typed stem and whose head noun was typed
 * ("chicken noodle soup" → "Chicken or turkey noodle soup, …"); a single word, only a food FNDDS names by that word
 * alone. Among several, the one that leaves least unsaid, then
 * FNDDS's own not-further-specified record, then the lower code. Undefined when none holds them all.
 */
export function findFnddsName(typed: readonly string[], headWords?: readonly string[]): string | undefined {
  const { byStem, stems, heads, oneWord, size, nfs } = nameIndex();
  const wanted = [...new Set(typed)].filter((s) => !FILLER.has(s));
  if (wanted.length === 0) return undefined;
  const lists = wanted.map((s) => byStem.get(s));
  if (lists.some((l) => l === undefined)) return undefined;
  const shortest = (lists as number[][]).reduce((a, b) => (b.length < a.length ? b : a));
  let best: number | undefined;
  for (const i of shortest) {
    if (!wanted.every((s) => stems[i]!.has(s))) continue;
    if (!wanted.some((s) => heads[i]!.has(s))) continue;
    // One word names a food only where FNDDS names it by that word alone: "break" is no "Reese's Fast Break".
    if (wanted.length === 1 && !oneWord[i]) continue;
    // `headWords`: a name typed over "with"/"and" means a description whose head noun was typed before the first
    // "with" ("taco with meat and beans" is a taco, "pancakes with syrup" never a syrup).
    if (headWords && !headWords.some((s) => heads[i]!.has(s))) continue;
    if (
      best === undefined ||
      size[i]! < size[best]! ||
      (size[i] === size[best] && nfs[i] && !nfs[best]) ||
      (size[i] === size[best] && nfs[i] === nfs[best] && i < best)
    ) {
      best = i;
    }
  }
  return best === undefined ? undefined : codeOf(data.foods[best]!);
}
