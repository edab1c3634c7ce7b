// Readers for the raw USDA files in ../shared/data (see /work/shared/data/README.md). Used only by the
// generator and the developer lookup script — never at run time: the product carries data/foods.json instead.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { NUTRIENT_KEYS, type NutrientKey } from "../src/nutrient-keys";

export const SHARED_DATA_DIR = fileURLToPath(new URL("../../../../shared/data/", import.meta.url));

export interface RawPortion {
  /** Household measure for ONE unit, e.g. "cup, chopped" or "large". */
  label: string;
  grams: number;
  /** FNDDS: the subcode's description where the measure is of another product filed under the food ("Reese's Bites"). */
  subcode?: string;
}

export interface RawFood {
  id: string;
  name: string;
  /** Values in NUTRIENT_KEYS order; null when USDA has no value. */
  values: (number | null)[];
  portions: RawPortion[];
  /** FNDDS "Quantity not specified" weight: USDA's own default portion. */
  defaultGrams?: number;
  /** SR28 Refuse: percent of the as-bought weight that is inedible (peel, bones). */
  refuse?: number;
  /** FNDDS WWEIA category number (baby foods and formulas are 9002-9406, human milk 9602). */
  category?: number;
}

/** SR28 rows: `^`-separated, `~`-quoted, Latin-1, CRLF (sr28_doc.pdf, chapter 2). */
function readSr(file: string): string[][] {
  const text = readFileSync(`${SHARED_DATA_DIR}usda-sr28/${file}`, "latin1");
  return text
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "")));
}

/** RFC 4180 CSV with quoted fields that may contain commas and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** FNDDS "At A Glance" CSVs: BOM, a two-line title (the first cell spans both lines), then the header. */
function readFndds(file: string): string[][] {
  const text = readFileSync(`${SHARED_DATA_DIR}usda-fndds-2017-2018/${file}`, "utf8").replace(/^\uFEFF/, "");
  const rows = parseCsv(text);
  const headerIndex = rows.findIndex((r) => r[0] === "Food code");
  if (headerIndex < 0) throw new Error(`${file}: header row not found`);
  return rows.slice(headerIndex + 1).filter((r) => /^\d{8}$/.test(r[0] ?? ""));
}

const SR_CODES: Record<NutrientKey, string[]> = {
  kcal: ["208"],
  protein: ["203"],
  fat: ["204"],
  carbs: ["205"],
  fiber: ["291"],
  sugars: ["269"],
  water: ["255"],
  saturatedFat: ["606"],
  vitaminD: ["328"],
  vitaminB12: ["418"],
  vitaminC: ["401"],
  folateDfe: ["435"],
  iron: ["303"],
  calcium: ["301"],
  magnesium: ["304"],
  zinc: ["309"],
  potassium: ["306"],
  sodium: ["307"],
  epaDha: ["629", "621"],
  // 851 is ALA proper; many SR28 foods only have 619 (all 18:3 isomers), which is mostly ALA (README).
  ala: ["851"],
};

export function loadSr28(): Map<string, RawFood> {
  const foods = new Map<string, RawFood>();
  for (const f of readSr("FOOD_DES.txt")) {
    const refuse = Number(f[8]);
    foods.set(`sr:${f[0]}`, {
      id: `sr:${f[0]}`,
      name: f[2] ?? "",
      values: [],
      portions: [],
      ...(refuse > 0 ? { refuse } : {}),
    });
  }
  const byFood = new Map<string, Map<string, number>>();
  for (const n of readSr("NUT_DATA.txt")) {
    const key = `sr:${n[0]}`;
    let m = byFood.get(key);
    if (!m) {
      m = new Map();
      byFood.set(key, m);
    }
    m.set(n[1] ?? "", Number(n[2]));
  }
  for (const [key, food] of foods) {
    const m = byFood.get(key) ?? new Map<string, number>();
    food.values = NUTRIENT_KEYS.map((k) => {
      const codes = SR_CODES[k];
      if (k === "ala" && !m.has("851")) return m.get("619") ?? null;
      const present = codes.filter((c) => m.has(c));
      if (present.length === 0) return null;
      return present.reduce((s, c) => s + (m.get(c) ?? 0), 0);
    });
  }
  for (const w of readSr("WEIGHT.txt")) {
    const food = foods.get(`sr:${w[0]}`);
    const amount = Number(w[2]);
    const grams = Number(w[4]);
    if (!food || !(amount > 0) || !(grams > 0)) continue;
    food.portions.push({ label: w[3] ?? "", grams: grams / amount });
  }
  return foods;
}

// Column indexes in nutrient-values.csv, checked against the header when loading.
const FNDDS_COLUMNS: Record<NutrientKey, string[]> = {
  kcal: ["Energy (kcal)"],
  protein: ["Protein (g)"],
  fat: ["Total Fat (g)"],
  carbs: ["Carbohydrate (g)"],
  fiber: ["Fiber, total dietary (g)"],
  sugars: ["Sugars, total (g)"],
  water: ["Water (g)"],
  saturatedFat: ["Fatty acids, total saturated (g)"],
  vitaminD: ["Vitamin D (D2 + D3) (mcg)"],
  vitaminB12: ["Vitamin B-12 (mcg)"],
  vitaminC: ["Vitamin C (mg)"],
  folateDfe: ["Folate, DFE (mcg_DFE)"],
  iron: ["Iron (mg)"],
  calcium: ["Calcium (mg)"],
  magnesium: ["Magnesium (mg)"],
  zinc: ["Zinc (mg)"],
  potassium: ["Potassium (mg)"],
  sodium: ["Sodium (mg)"],
  epaDha: ["20:5 n-3 (g)", "22:6 n-3 (g)"],
  ala: ["18:3 (g)"],
};

/** "1/2 cup" → { amount: 0.5, unit: "cup" }; "Quantity not specified" → null. */
function splitFnddsPortion(desc: string): { amount: number; label: string } | null {
  const m = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s+(.*)$/.exec(desc.trim());
  if (!m) return null;
  let amount = Number(m[1]);
  if (m[2] && m[3]) amount += Number(m[2]) / Number(m[3]);
  if (m[4]) amount /= Number(m[4]);
  return amount > 0 ? { amount, label: m[5] ?? "" } : null;
}

/** FNDDS's additional description of each food code that has one ("Lemon chicken" for 27146350 "Orange chicken"). */
export function loadFnddsAdditional(): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of readFndds("foods-and-beverages.csv")) {
    const additional = (r[2] ?? "").trim();
    if (additional) out.set(r[0]!, additional);
  }
  return out;
}

export function loadFndds(): Map<string, RawFood> {
  const text = readFileSync(`${SHARED_DATA_DIR}usda-fndds-2017-2018/nutrient-values.csv`, "utf8");
  const header = parseCsv(text.replace(/^\uFEFF/, "")).find((r) => r[0] === "Food code") ?? [];
  const clean = header.map((h) => h.replace(/\s*\n\s*/g, " ").trim());
  const index = (name: string) => {
    const i = clean.indexOf(name);
    if (i < 0) throw new Error(`nutrient-values.csv: column "${name}" not found`);
    return i;
  };
  const columns = NUTRIENT_KEYS.map((k) => FNDDS_COLUMNS[k].map(index));
  const foods = new Map<string, RawFood>();
  for (const r of readFndds("nutrient-values.csv")) {
    foods.set(`fn:${r[0]}`, {
      id: `fn:${r[0]}`,
      name: r[1] ?? "",
      values: columns.map((cols) => cols.reduce((s, c) => s + Number(r[c] ?? 0), 0)),
      portions: [],
      category: Number(r[2]),
    });
  }
  for (const r of readFndds("portions-and-weights.csv")) {
    const food = foods.get(`fn:${r[0]}`);
    const grams = Number(r[8]);
    if (!food || !(grams > 0)) continue;
    const desc = r[7] ?? "";
    if (desc === "Quantity not specified") {
      food.defaultGrams = grams;
      continue;
    }
    const split = splitFnddsPortion(desc);
    const subcode = (r[2] ?? "").trim() !== "" && (r[2] ?? "").trim() !== "0" ? (r[3] ?? "").trim() : "";
    if (split) food.portions.push({ label: split.label, grams: grams / split.amount, ...(subcode ? { subcode } : {}) });
  }
  return foods;
}
