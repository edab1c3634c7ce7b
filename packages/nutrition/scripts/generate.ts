// Builds packages/nutrition/data/foods.json from the raw USDA files in ../shared/data (SR28 and FNDDS 2017-2018;
// see /work/shared/data/README.md) and the catalog's label foods (src/catalog/label-foods.ts: Russian pack labels and
// GOST compositions, each with its citation). Only the records the catalog refers to are kept, so the committed file
// stays small and the product never reads ../shared at run time (docs/product.md, Nutrition numbers).
//
//   npm run nutrition:generate            rewrite data/foods.json
//   npm run nutrition:generate -- --check exit 1 if the committed file differs from a fresh build
//
// It then writes data/dictionary-words.json (scripts/dictionary-words.ts): the words spelt right, of two dictionaries
// installed as development packages, that the engine's corrections would read as a food.
//
// The output is deterministic (sorted ids, fixed rounding, fixed formatting), so a rebuild is byte for byte equal.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type LabelRecord, labelRecords, usdaSources } from "../src/catalog/index";
import { NUTRIENT_KEYS } from "../src/nutrient-keys";
import { unitsFrom } from "../src/unit-patterns";
import { buildDictionaryJson } from "./dictionary-words";
import { loadFndds, loadFnddsAdditional, loadSr28, type RawFood } from "./usda-source";

export const FOODS_JSON_PATH = fileURLToPath(new URL("../data/foods.json", import.meta.url));
export const FNDDS_JSON_PATH = fileURLToPath(new URL("../data/fndds.json", import.meta.url));
export const DICTIONARY_JSON_PATH = fileURLToPath(new URL("../data/dictionary-words.json", import.meta.url));

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

interface FoodRecord {
  name: string;
  /** A label record's citation; USDA records are cited once, in the header. */
  source?: string;
  per100g: (number | null)[];
  units: Record<string, number>;
  portions: [string, number][];
  usdaDefault?: number;
  refuse?: number;
}

function toRecord(food: RawFood): FoodRecord {
  const units: Record<string, number> = {};
  for (const [unit, grams] of Object.entries(unitsFrom(food.portions.map((p) => [p.label, p.grams])))) {
    units[unit] = round(grams, 1);
  }
  const record: FoodRecord = {
    name: food.name,
    // Two decimals keeps micronutrients in µg meaningful and every macro well inside label precision.
    per100g: food.values.map((v) => (v === null || !Number.isFinite(v) ? null : round(v, 2))),
    units,
    portions: food.portions.slice(0, 6).map((p) => [p.label, round(p.grams, 1)]),
  };
  if (food.defaultGrams !== undefined) record.usdaDefault = round(food.defaultGrams, 1);
  if (food.refuse !== undefined) record.refuse = food.refuse;
  return record;
}

/** A label food's record: its four printed values in NUTRIENT_KEYS order, every other nutrient absent (null). */
function labelRecord(label: LabelRecord): FoodRecord {
  const printed: Partial<Record<string, number>> = {
    kcal: label.values[0],
    protein: label.values[1],
    fat: label.values[2],
    carbs: label.values[3],
  };
  return {
    name: label.name,
    source: label.source,
    per100g: NUTRIENT_KEYS.map((k) => (printed[k] === undefined ? null : round(printed[k], 2))),
    units: {},
    portions: [],
  };
}

export function buildFoodsJson(): string {
  const sr = loadSr28();
  const fn = loadFndds();
  const labels = labelRecords();
  const records = new Map<string, FoodRecord>();
  const missing: string[] = [];
  for (const id of usdaSources()) {
    const raw = sr.get(id) ?? fn.get(id);
    if (raw) records.set(id, toRecord(raw));
    else missing.push(id);
  }
  if (missing.length > 0) throw new Error(`catalog refers to unknown USDA records: ${missing.join(", ")}`);
  for (const [id, label] of labels) records.set(id, labelRecord(label));
  const lines = [...records.keys()].sort().map((id) => `${JSON.stringify(id)}:${JSON.stringify(records.get(id))}`);
  const header = {
    source:
      "U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28; Food and Nutrient Database for Dietary Studies 2017-2018. Public domain. Records named label:… are Russian pack labels and GOST compositions, each citing its own source.",
    generatedBy: "packages/nutrition/scripts/generate.ts",
    nutrients: NUTRIENT_KEYS,
  };
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},"foods":{\n${lines.join(",\n")}\n}}\n`;
}

/** Baby foods, infant formulas and human milk (WWEIA 9002-9406, 9602): never what a meal text means. */
const isInfantFood = (category: number | undefined) =>
  category !== undefined && ((category >= 9002 && category <= 9406) || category === 9602);

/** Three significant digits: inside FNDDS's own precision for every nutrient, and a third of the characters. */
const significant = (v: number | null) => (v === null || !Number.isFinite(v) ? 0 : Number(v.toPrecision(3)));

/**
 * data/fndds.json: every FNDDS food as eaten (composite dishes included) with its nutrients and its own household
 * measures, so English dish names and measures ("a slice of pepperoni pizza", "a medium order of fries") come out
 * as FNDDS has them even where the catalog has no row. Compact by design, since it is loaded at start-up: one string
 * per food, `code|description|values in NUTRIENT_KEYS order|label index,grams of one unit,…|grams when the quantity
 * is not specified`, decoded only when the food is used (a string is far cheaper to load than 7,000 small arrays),
 * and each distinct measure label ("cup", "piece, large pizza", "medium fast food order") written once in `labels`.
 */
/** The head nouns of FNDDS's meat, poultry and fish mixtures a dish is named by ("Orange chicken", "Moo Shu pork"). */
const DISH_MEATS = /^(?:chicken|turkey|beef|pork|lamb|veal|shrimp|fish|steak|ham)$/;
const nameWordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * Other names FNDDS files a meat dish under (its additional description): an alternative that names the same meat by
 * another word before it, as the record's own name does ("Lemon chicken" under 27146350 "Orange chicken", "cashew
 * chicken" under "Kung pao chicken"). Only FNDDS's meat, poultry and fish mixtures (27…) named as a dish, two or three
 * words ending in the meat; the rest of the column lists what else is coded there ("pork chop" under "Ham or pork with
 * tomato-based sauce"), which names no dish of its own.
 */
function otherDishNames(code: string, name: string, additional: string | undefined): string[] {
  if (!code.startsWith("27") || additional === undefined) return [];
  const first = name.split(",")[0]!;
  const own = nameWordsOf(first);
  if (own.length < 2 || /\b(?:or|and|with|in)\b/i.test(first) || !DISH_MEATS.test(own.at(-1)!)) return [];
  return additional
    .split(";")
    .map((alternative) => alternative.trim())
    .filter((alternative) => {
      const said = nameWordsOf(alternative);
      return (
        said.length >= 2 &&
        said.length <= 3 &&
        said.at(-1) === own.at(-1) &&
        said.join(" ") !== own.join(" ") &&
        !/\b(?:or|and|with|in|NS|NFS)\b/i.test(alternative)
      );
    });
}

/** A name on more records than this is a maker's ("Keebler", "Lance"), no product of its own. */
const MAX_RECORDS_OF_A_NAME = 2;
/** The longest additional name kept: a product's ("Pirate's Booty", "Keebler Fudge Stripes"), not a recipe's. */
const MAX_ADDITIONAL_NAME_WORDS = 3;

/**
 * Names a person types alone for a record, from FNDDS's additional descriptions: a product or brand ("Bugles" under
 * 54401021 "Corn chips, plain", "Takis", "Pirate's Booty") or a dish by its own name ("Indian steamed rice cake (Idli)"
 * under 55702000). An alternative of the column, or what it holds in brackets, of one to three words with a capital
 * letter (a proper name: the column's lower-case alternatives say what else is coded there, "butter crackers",
 * "original"), on at most two records (docs/decisions/024, follow-up "The FNDDS fallback, by class of miss"). By
 * food code, as written.
 */
function additionalNames(
  additional: ReadonlyMap<string, string>,
  codes: ReadonlySet<string>,
): Record<string, string[]> {
  const recordsOf = new Map<string, Set<string>>();
  for (const [code, text] of additional) {
    if (!codes.has(code)) continue;
    for (const raw of text.split(";")) {
      const alternative = raw.trim();
      const bracketed = [...alternative.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]!.trim());
      for (const name of [alternative.replace(/\([^)]*\)/g, "").trim(), ...bracketed]) {
        const words = nameWordsOf(name);
        if (words.length === 0 || words.length > MAX_ADDITIONAL_NAME_WORDS || !/[A-Z]/.test(name)) continue;
        if (/\b(?:NFS|NS)\b|[,/&]/.test(name)) continue;
        const records = recordsOf.get(name) ?? new Set<string>();
        records.add(code);
        recordsOf.set(name, records);
      }
    }
  }
  const out: Record<string, string[]> = {};
  for (const [name, records] of [...recordsOf].sort(([a], [b]) => a.localeCompare(b))) {
    if (records.size > MAX_RECORDS_OF_A_NAME) continue;
    for (const code of records) out[code] = [...(out[code] ?? []), name];
  }
  return out;
}

export function buildFnddsJson(): string {
  const labels = new Map<string, number>();
  const lines: string[] = [];
  const foods = [...loadFndds().values()]
    .filter((f) => !isInfantFood(f.category))
    .sort((a, b) => a.id.localeCompare(b.id));
  const additional = loadFnddsAdditional();
  const alsoNamed = additionalNames(additional, new Set(foods.map((f) => f.id.slice(3))));
  const otherNames: Record<string, string[]> = {};
  for (const food of foods) {
    const code = food.id.slice(3);
    const names = otherDishNames(code, food.name, additional.get(code));
    if (names.length > 0) otherNames[code] = names;
  }
  for (const food of foods) {
    const portions: number[] = [];
    for (const p of food.portions) {
      // A subcode is another product filed under the food ("Reese's Bites" under Reese's Peanut Butter Cup, "Hershey
      // Kiss or Star" under milk chocolate candy): its measures are that product's, named by it ("Reese's Bites:
      // piece"), so "2 reese's cups" is never two 2.4 g bites (src/fndds.ts reads the measure after the name).
      const label = p.subcode ? `${p.subcode.replace(/,?\s*\bNFS\b/g, "")}: ${p.label.trim()}` : p.label.trim();
      let index = labels.get(label);
      if (index === undefined) {
        index = labels.size;
        labels.set(label, index);
      }
      portions.push(index, round(p.grams, 1));
    }
    if (food.name.includes("|")) throw new Error(`FNDDS ${food.id}: "|" in the description`);
    const row = [food.id.slice(3), food.name, food.values.map(significant), portions, round(food.defaultGrams ?? 0, 1)];
    lines.push(JSON.stringify(row.map((field) => (Array.isArray(field) ? field.join(",") : field)).join("|")));
  }
  const header = {
    source:
      "U.S. Department of Agriculture, Agricultural Research Service. Food and Nutrient Database for Dietary Studies 2017-2018. Public domain.",
    generatedBy: "packages/nutrition/scripts/generate.ts",
    nutrients: NUTRIENT_KEYS,
    labels: [...labels.keys()],
    otherNames,
    alsoNamed,
  };
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},"foods":[\n${lines.join(",\n")}\n]}\n`;
}

function main(): void {
  const files = [
    { path: FOODS_JSON_PATH, name: "data/foods.json", fresh: buildFoodsJson },
    { path: FNDDS_JSON_PATH, name: "data/fndds.json", fresh: buildFnddsJson },
    // Built last, by the engine reading the two files above as written (several minutes: every word of both
    // dictionaries is looked at).
    { path: DICTIONARY_JSON_PATH, name: "data/dictionary-words.json", fresh: buildDictionaryJson },
  ];
  if (process.argv.includes("--check")) {
    for (const { path, name, fresh } of files) {
      let committed = "";
      try {
        committed = readFileSync(path, "utf8");
      } catch {
        // A missing file is simply "different".
      }
      if (committed !== fresh()) {
        process.stderr.write(`${name} is out of date: run npm run nutrition:generate\n`);
        process.exit(1);
      }
      process.stdout.write(`${name} is up to date\n`);
    }
    return;
  }
  for (const { path, fresh } of files) {
    const text = fresh();
    writeFileSync(path, text);
    process.stdout.write(`wrote ${path} (${text.length} bytes)\n`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
