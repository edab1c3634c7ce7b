// The food database the engine runs on: the committed USDA extract (data/foods.json, built by scripts/generate.ts)
// joined with the product's catalog of names, portions and recipes. Built once, lazily, on first use.
import foodsFile from "../data/foods.json" with { type: "json" };
import { CATALOG, type CatalogRow, nutrition5kAliases, UNIT_KEYS, type UnitKey } from "./catalog/index";
import { NUTRIENT_KEYS, type NutrientKey } from "./nutrient-keys";
import { editDistance, normaliseText, stem, tokenize } from "./text";

export { NUTRIENT_KEYS, type NutrientKey };

interface UsdaRecord {
  name: string;
  per100g: (number | null)[];
  units: Partial<Record<string, number>>;
  portions: [string, number][];
  usdaDefault?: number;
  refuse?: number;
}
interface FoodsFile {
  nutrients: readonly string[];
  foods: Record<string, UsdaRecord>;
}

export interface Food {
  id: string;
  source: string;
  namesRu: string[];
  namesEn: string[];
  /** Values per 100 g edible portion in NUTRIENT_KEYS order; USDA gaps count as 0. */
  per100g: number[];
  /** Grams in one unit of this food (a piece, a slice, a cup …). */
  units: Partial<Record<UnitKey, number>>;
  /** The typical portion used when the text gives no quantity. */
  portion: { unit: UnitKey; grams: number };
  /** Where English-speaking countries serve it differently ("a beer" is a 12 fl oz can, not a 0.5 l glass). */
  portionEn?: { unit: UnitKey; grams: number };
  /** Position in the catalog: lower is more common. */
  rank: number;
  /** For a recipe: its ingredients' catalog ids with their share of the raw weight. */
  components?: { id: string; share: number }[];
}

export interface AliasEntry {
  food: Food;
  /** Number of words in the alias; longer aliases are more specific. */
  size: number;
}

export interface Database {
  foods: Food[];
  byId: Map<string, Food>;
  /** Sorted stems of an alias joined by spaces → foods with that alias, most common first. */
  aliases: Map<string, AliasEntry[]>;
  /** Every stem used in some alias, by length, for typo correction. */
  vocabulary: Map<number, string[]>;
  vocabularySet: Set<string>;
}

/** Words that carry no food meaning; removed from names and from meal text alike so both sides agree. */
export const STOP_WORDS = new Set([
  "на",
  "в",
  "во",
  "из",
  "по",
  "для",
  "от",
  "к",
  "немного",
  "чуть",
  "чуть-чуть",
  "примерно",
  "около",
  "где-то",
  "я",
  "ел",
  "ела",
  "съел",
  "съела",
  "выпил",
  "выпила",
  "поел",
  "поела",
  "сегодня",
  "утром",
  "днем",
  "вечером",
  "завтрак",
  "обед",
  "ужин",
  "перекус",
  "еще",
  "тоже",
  "также",
  "очень",
  "the",
  "of",
  "on",
  "some",
  "about",
  "around",
  "approx",
  "approximately",
  "i",
  "had",
  "ate",
  "drank",
  "for",
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "my",
  "just",
  "also",
  "little",
  "bit",
]);

/** Words that join foods; they may also sit inside a name ("кофе с молоком", "macaroni and cheese"). */
export const CONNECTORS = new Set(["с", "со", "и", "плюс", "with", "and", "plus", "+", "&", "n"]);

export function aliasTokens(name: string): string[] {
  return tokenize(normaliseText(name).replace(/на пару/g, "напару"))
    .filter((t) => t.kind !== "separator")
    .map((t) => t.text.replace(/\s/g, ""))
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => (CONNECTORS.has(w) ? (/[а-я]/.test(w) ? "с" : "with") : stem(w)));
}

export function aliasKey(stems: readonly string[]): string {
  return [...stems].sort().join(" ");
}

function splitNames(names: string): string[] {
  return names
    .split(";")
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
}

interface Portion {
  unit: UnitKey;
  grams: number;
}

/** "glass 500, en:piece 355" → the portions, and the one English text uses instead of the first (if any). */
function parsePortions(spec: string): { portions: Portion[]; en?: Portion } {
  const portions: Portion[] = [];
  let en: Portion | undefined;
  for (const part of spec.split(",")) {
    const [key = "", grams] = part.trim().split(/\s+/);
    const english = key.startsWith("en:");
    const unit = english ? key.slice(3) : key;
    if (!UNIT_KEYS.includes(unit as UnitKey) || !(Number(grams) > 0)) {
      throw new Error(`catalog: bad portion "${part}" in "${spec}"`);
    }
    const portion = { unit: unit as UnitKey, grams: Number(grams) };
    if (english) en = portion;
    else portions.push(portion);
  }
  if (portions.length === 0) throw new Error(`catalog: no portion in "${spec}"`);
  return { portions, ...(en ? { en } : {}) };
}

/** "recipe: water 550, beet 80; yield 0.9" → ingredients and yield. */
export function parseRecipe(source: string): { ingredients: { id: string; grams: number }[]; yieldFactor: number } {
  const body = source.replace(/^recipe:\s*/, "");
  const [list = "", yieldPart = ""] = body.split(";");
  const yieldFactor = Number(/yield\s+([\d.]+)/.exec(yieldPart)?.[1] ?? 1);
  const ingredients = list.split(",").map((item) => {
    const m = /^\s*([a-z0-9-]+)\s+([\d.]+)\s*$/.exec(item);
    if (!m) throw new Error(`catalog: bad recipe item "${item}"`);
    return { id: m[1]!, grams: Number(m[2]) };
  });
  if (!(yieldFactor > 0)) throw new Error(`catalog: bad yield in "${source}"`);
  return { ingredients, yieldFactor };
}

/**
 * Nutrients per 100 g of a cooked recipe: the sum over ingredients divided by the cooked weight
 * (raw weight × yield). Vitamin losses in cooking are not modelled; only the weight change is.
 */
export function composeRecipe(
  ingredients: readonly { per100g: readonly number[]; grams: number }[],
  yieldFactor: number,
): number[] {
  const total = NUTRIENT_KEYS.map(() => 0);
  let rawGrams = 0;
  for (const { per100g, grams } of ingredients) {
    rawGrams += grams;
    per100g.forEach((v, i) => {
      total[i]! += (v * grams) / 100;
    });
  }
  const cooked = rawGrams * yieldFactor;
  return total.map((v) => (cooked > 0 ? (v / cooked) * 100 : 0));
}

export function buildDatabase(
  rows: readonly CatalogRow[] = CATALOG,
  usda: FoodsFile = foodsFile as unknown as FoodsFile,
  extraEnglishAliases: Readonly<Record<string, string>> = nutrition5kAliases,
): Database {
  if (usda.nutrients.join() !== NUTRIENT_KEYS.join()) throw new Error("data/foods.json: nutrient list differs");
  const rowById = new Map(rows.map((r) => [r[0], r]));
  const byId = new Map<string, Food>();
  const building = new Set<string>();

  const build = (row: CatalogRow, rank: number): Food => {
    const [id, source, ru, en, portionSpec, flags] = row;
    const existing = byId.get(id);
    if (existing) return existing;
    if (building.has(id)) throw new Error(`catalog: recipe cycle at ${id}`);
    building.add(id);
    const { portions, en: portionEn } = parsePortions(portionSpec);
    const units: Partial<Record<UnitKey, number>> = {};
    let per100g: number[];
    let components: Food["components"];
    if (source.startsWith("recipe:")) {
      const recipe = parseRecipe(source);
      const rawGrams = recipe.ingredients.reduce((sum, x) => sum + x.grams, 0);
      components = recipe.ingredients.map((x) => ({ id: x.id, share: x.grams / rawGrams }));
      per100g = composeRecipe(
        recipe.ingredients.map(({ id: ingredientId, grams }) => {
          const ingredientRow = rowById.get(ingredientId);
          if (!ingredientRow) throw new Error(`catalog: recipe ${id} uses unknown food ${ingredientId}`);
          return { per100g: build(ingredientRow, rows.indexOf(ingredientRow)).per100g, grams };
        }),
        recipe.yieldFactor,
      );
    } else {
      const record = usda.foods[source];
      if (!record) throw new Error(`catalog: ${id} refers to ${source}, missing from data/foods.json`);
      const edible = flags === "refuse" ? 1 - (record.refuse ?? 0) / 100 : 1;
      per100g = record.per100g.map((v) => (v ?? 0) * edible);
      for (const key of ["cup", "tbsp", "tsp", "slice", "piece"] as const) {
        const grams = record.units[key];
        if (grams !== undefined) units[key] = grams / edible;
      }
      if (units.cup !== undefined) {
        units.glass = (units.cup * 250) / 240;
        units.mug = (units.cup * 300) / 240;
      }
    }
    for (const p of portions) units[p.unit] = p.grams;
    const food: Food = {
      id,
      source,
      namesRu: splitNames(ru),
      namesEn: splitNames(en),
      per100g,
      units,
      portion: portions[0]!,
      ...(portionEn ? { portionEn } : {}),
      rank,
      ...(components ? { components } : {}),
    };
    building.delete(id);
    byId.set(id, food);
    return food;
  };

  rows.forEach((row, i) => {
    build(row, i);
  });
  const foods = rows.map((r) => byId.get(r[0])!);
  for (const f of foods) f.rank = rows.findIndex((r) => r[0] === f.id);

  const aliases = new Map<string, AliasEntry[]>();
  const vocabularySet = new Set<string>();
  const addAlias = (food: Food, name: string) => {
    const stems = aliasTokens(name);
    if (stems.length === 0) return;
    const key = aliasKey(stems);
    const list = aliases.get(key) ?? [];
    if (!list.some((e) => e.food === food)) list.push({ food, size: stems.length });
    aliases.set(key, list);
    for (const s of stems) vocabularySet.add(s);
  };
  for (const food of foods) for (const name of [...food.namesRu, ...food.namesEn]) addAlias(food, name);
  for (const [name, id] of Object.entries(extraEnglishAliases)) {
    const food = byId.get(id);
    if (!food) throw new Error(`catalog: alias "${name}" points to unknown food ${id}`);
    addAlias(food, name);
  }
  const vocabulary = new Map<number, string[]>();
  for (const s of [...vocabularySet].sort()) {
    const list = vocabulary.get(s.length) ?? [];
    list.push(s);
    vocabulary.set(s.length, list);
  }
  return { foods, byId, aliases, vocabulary, vocabularySet };
}

let cached: Database | undefined;

/** The shared database, built on first use (start-up is measured by the benchmark). */
export function getDatabase(): Database {
  cached ??= buildDatabase();
  return cached;
}

const fuzzyCache = new Map<string, string | null>();

/**
 * The vocabulary stem closest to an unknown stem: one edit for words of 4-7 letters, two for longer ones
 * (typos such as "гречкка", "brocoli"). Ties go to the alphabetically first stem, which keeps results stable.
 */
export function correctStem(db: Database, s: string): string | null {
  if (db.vocabularySet.has(s)) return s;
  if (s.length < 4 || /\d/.test(s)) return null;
  const hit = fuzzyCache.get(s);
  if (hit !== undefined) return hit;
  const max = s.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (let len = s.length - max; len <= s.length + max; len++) {
    for (const candidate of db.vocabulary.get(len) ?? []) {
      if (candidate[0] !== s[0] && max === 1) continue;
      const d = editDistance(s, candidate, max);
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
  }
  if (fuzzyCache.size > 5000) fuzzyCache.clear();
  fuzzyCache.set(s, best);
  return best;
}
