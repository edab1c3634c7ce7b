// Food search for editing a meal (docs/product.md, Nutrition numbers): prefix and fuzzy matches over every name in both languages,
// ranked by how well the name matches, then by commonness (catalog order).

import type { Lang } from "./analyze";
import { aliasKey, aliasTokens, type Database, type Food, getDatabase, NUTRIENT_KEYS } from "./database";
import { type OwnFood, ownFoodToFood } from "./own-foods";
import { editDistance, normaliseText } from "./text";

export interface FoodSearchResult {
  id: string;
  name: string;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  portion: { grams: number; label: string };
  /** One of the person's own foods (SearchOptions.ownFoods). */
  mine?: boolean;
}

export interface SearchOptions {
  lang?: Lang;
  limit?: number;
  /** The person's own foods: those that match come before any catalog food. */
  ownFoods?: readonly OwnFood[];
}

const UNIT_LABELS: Record<Lang, Record<string, string>> = {
  ru: {
    g: "г",
    piece: "шт.",
    slice: "ломтик",
    cup: "чашка",
    glass: "стакан",
    mug: "кружка",
    plate: "тарелка",
    bowl: "миска",
    serving: "порция",
    tbsp: "ст. л.",
    tsp: "ч. л.",
    handful: "горсть",
    pack: "упаковка",
  },
  en: {
    g: "g",
    piece: "piece",
    slice: "slice",
    cup: "cup",
    glass: "glass",
    mug: "mug",
    plate: "plate",
    bowl: "bowl",
    serving: "serving",
    tbsp: "tbsp",
    tsp: "tsp",
    handful: "handful",
    pack: "pack",
  },
};

export function portionLabel(food: Food, lang: Lang): string {
  const { unit, grams } = food.portion;
  return unit === "g" ? `${grams} ${UNIT_LABELS[lang].g}` : `1 ${UNIT_LABELS[lang][unit]}`;
}

const wordCount = (text: string) => text.split(/[\s-]+/).length;

/**
 * How well one name matches the query: 4 whole name, 3.5 prefix of a name of no more words than the query ("греч" of
 * "гречка"), 3 prefix of a longer name ("греч" of "греческий йогурт"), 2 word prefix, 1 typo, 0 none. The half step
 * keeps a one-word food ahead of a longer name that starts the same way, whatever the catalog order (a label row
 * comes first, docs/decisions/012-russian-label-foods.md).
 */
function score(name: string, query: string): number {
  if (name === query) return 4;
  if (name.startsWith(query)) return wordCount(name) <= wordCount(query) ? 3.5 : 3;
  const nameWords = name.split(/[\s-]+/);
  if (nameWords.some((w) => w.startsWith(query))) return 2;
  if (query.length >= 4) {
    const max = query.length >= 8 ? 2 : 1;
    for (const w of nameWords) {
      if (editDistance(w.slice(0, query.length), query, max) <= max) return 1;
    }
  }
  return 0;
}

export function searchFoods(q: string, options: SearchOptions = {}): FoodSearchResult[] {
  const query = normaliseText(q).trim().replace(/\s+/g, " ");
  const limit = Math.max(1, Math.min(50, Math.floor(options.limit ?? 20)));
  const lang: Lang = options.lang ?? (/[а-я]/.test(query) ? "ru" : "en");
  if (query.length === 0) return [];
  const mine = (options.ownFoods ?? [])
    .map((own) => ({ own, score: score(normaliseText(own.name).trim().replace(/\s+/g, " "), query) }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || a.own.name.localeCompare(b.own.name))
    .slice(0, limit)
    .map(({ own }) => describeOwn(own, lang));
  if (mine.length >= limit) return mine;
  const db = getDatabase();
  const hits: { food: Food; score: number; sameLang: boolean }[] = [];
  for (const food of db.foods) {
    const taken = labelTaken(db, food, lang);
    if (taken === "hidden") continue;
    let best = 0;
    let sameLang = false;
    for (const [names, isLang] of [
      [food.namesRu, lang === "ru"],
      [food.namesEn, lang === "en"],
    ] as const) {
      for (const name of names) {
        const s = score(normaliseText(name), query);
        if (s > best || (s === best && s > 0 && isLang && !sameLang)) {
          best = s;
          sameLang = isLang;
        }
      }
    }
    // Its whole name is the pack's too: it ranks with the packs' own variants, not above them.
    if (taken === "after") best = Math.min(best, 3);
    if (best > 0) hits.push({ food, score: best, sameLang });
  }
  hits.sort((a, b) => b.score - a.score || Number(b.sameLang) - Number(a.sameLang) || a.food.rank - b.food.rank);
  return [...mine, ...hits.slice(0, limit - mine.length).map(({ food }) => describe(food, lang))];
}

/** An own food as search answers it: its portion under the name the person gave it, or 100 g. */
function describeOwn(own: OwnFood, lang: Lang): FoodSearchResult {
  const food = describe(ownFoodToFood(own, 0), lang);
  const portion = own.portion;
  return {
    ...food,
    portion:
      portion && portion.grams > 0
        ? { grams: portion.grams, label: portion.name?.trim() || `${portion.grams} ${UNIT_LABELS[lang].g}` }
        : food.portion,
    mine: true,
  };
}

const isLabel = (food: Food) => food.source.startsWith("label:");

/**
 * Decision 012 (docs/decisions/012-russian-label-foods.md): a Russian name means the Russian pack, in search as in the
 * meal text. A USDA row shown under the very name of a label row ("кефир 1%", "творог 9%", "молоко 2,5%") would be a
 * second entry of one name with American values, and is left out. A USDA row under a name of its own that a label row
 * has taken ("кефир" beside "кефир 2,5%") stays, after the packs: the nutritionist names it by id, and search must
 * find what the nutritionist names.
 */
function labelTaken(db: Database, food: Food, lang: Lang): "hidden" | "after" | undefined {
  if (isLabel(food)) return undefined;
  const name = (lang === "ru" ? food.namesRu : food.namesEn)[0];
  if (!name) return undefined;
  const key = aliasKey(aliasTokens(name));
  const owner = db.aliases.get(key)?.[0]?.food;
  if (!owner || owner === food || !isLabel(owner)) return undefined;
  const ownerName = (lang === "ru" ? owner.namesRu : owner.namesEn)[0];
  return ownerName !== undefined && aliasKey(aliasTokens(ownerName)) === key ? "hidden" : "after";
}

/** One catalog food by its id, as search answers it; null for an id the catalog does not hold. */
export function foodById(id: string, lang: Lang): FoodSearchResult | null {
  const food = getDatabase().byId.get(id);
  return food ? describe(food, lang) : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function describe(food: Food, lang: Lang): FoodSearchResult {
  const value = (key: (typeof NUTRIENT_KEYS)[number]) => round1(food.per100g[NUTRIENT_KEYS.indexOf(key)] ?? 0);
  return {
    id: food.id,
    name: (lang === "ru" ? food.namesRu[0] : food.namesEn[0]) ?? food.id,
    kcal: value("kcal"),
    protein: value("protein"),
    fat: value("fat"),
    carbs: value("carbs"),
    portion: { grams: food.portion.grams, label: portionLabel(food, lang) },
  };
}
