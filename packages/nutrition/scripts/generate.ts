// Builds packages/nutrition/data/foods.json from the raw USDA files in ../shared/data (SR28 and FNDDS 2017-2018;
// see /work/shared/data/README.md). Only the records the catalog refers to are kept, so the committed file stays
// small and the product never reads ../shared at run time (issue 3 §1).
//
//   npm run nutrition:generate            rewrite data/foods.json
//   npm run nutrition:generate -- --check exit 1 if the committed file differs from a fresh build
//
// The output is deterministic (sorted ids, fixed rounding, fixed formatting), so a rebuild is byte for byte equal.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { usdaSources } from "../src/catalog/index";
import { NUTRIENT_KEYS } from "../src/nutrient-keys";
import { loadFndds, loadSr28, type RawFood, type RawPortion } from "./usda-source";

export const FOODS_JSON_PATH = fileURLToPath(new URL("../data/foods.json", import.meta.url));

/** Per-unit gram weights the engine understands, picked from USDA household measures. */
const UNIT_PATTERNS: [unit: string, pattern: RegExp][] = [
  ["cup", /^cups?\b/i],
  ["tbsp", /^(tbsp|tablespoons?)\b/i],
  ["tsp", /^(tsp|teaspoons?)\b/i],
  ["slice", /^(medium |regular )?slices?\b/i],
  // "medium" first: a person saying "1 apple" means an ordinary one, not USDA's "large".
  ["piece", /^(medium|regular|piece|each|item|whole|fruit|unit|large|small|sandwich|bar|cookie|muffin|roll)\b/i],
];

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

interface FoodRecord {
  name: string;
  per100g: (number | null)[];
  units: Record<string, number>;
  portions: [string, number][];
  usdaDefault?: number;
  refuse?: number;
}

function toRecord(food: RawFood): FoodRecord {
  const units: Record<string, number> = {};
  for (const [unit, pattern] of UNIT_PATTERNS) {
    const hit = food.portions.find((p: RawPortion) => pattern.test(p.label));
    if (hit) units[unit] = round(hit.grams, 1);
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

export function buildFoodsJson(): string {
  const sr = loadSr28();
  const fn = loadFndds();
  const lines: string[] = [];
  const missing: string[] = [];
  for (const id of usdaSources()) {
    const raw = sr.get(id) ?? fn.get(id);
    if (!raw) {
      missing.push(id);
      continue;
    }
    lines.push(`${JSON.stringify(id)}:${JSON.stringify(toRecord(raw))}`);
  }
  if (missing.length > 0) throw new Error(`catalog refers to unknown USDA records: ${missing.join(", ")}`);
  const header = {
    source:
      "U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28; Food and Nutrient Database for Dietary Studies 2017-2018. Public domain.",
    generatedBy: "packages/nutrition/scripts/generate.ts",
    nutrients: NUTRIENT_KEYS,
  };
  const head = JSON.stringify(header).slice(0, -1);
  return `${head},"foods":{\n${lines.join(",\n")}\n}}\n`;
}

function main(): void {
  const fresh = buildFoodsJson();
  if (process.argv.includes("--check")) {
    let committed = "";
    try {
      committed = readFileSync(FOODS_JSON_PATH, "utf8");
    } catch {
      // A missing file is simply "different".
    }
    if (committed !== fresh) {
      process.stderr.write("data/foods.json is out of date: run npm run nutrition:generate\n");
      process.exit(1);
    }
    process.stdout.write("data/foods.json is up to date\n");
    return;
  }
  writeFileSync(FOODS_JSON_PATH, fresh);
  process.stdout.write(`wrote ${FOODS_JSON_PATH} (${fresh.length} bytes)\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
