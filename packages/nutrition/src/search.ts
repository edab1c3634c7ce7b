// Food search for editing a meal (issue 3 §4): prefix and fuzzy matches over every name in both languages,
// ranked by how well the name matches, then by commonness (catalog order).

import type { Lang } from "./analyze";
import { type Food, getDatabase, NUTRIENT_KEYS } from "./database";
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
}

export interface SearchOptions {
  lang?: Lang;
  limit?: number;
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
  },
};

export function portionLabel(food: Food, lang: Lang): string {
  const { unit, grams } = food.portion;
  return unit === "g" ? `${grams} ${UNIT_LABELS[lang].g}` : `1 ${UNIT_LABELS[lang][unit]}`;
}

/** How well one name matches the query: 4 whole name, 3 name prefix, 2 word prefix, 1 typo, 0 none. */
function score(name: string, query: string): number {
  if (name === query) return 4;
  if (name.startsWith(query)) return 3;
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
  const db = getDatabase();
  const hits: { food: Food; score: number; sameLang: boolean }[] = [];
  for (const food of db.foods) {
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
    if (best > 0) hits.push({ food, score: best, sameLang });
  }
  hits.sort((a, b) => b.score - a.score || Number(b.sameLang) - Number(a.sameLang) || a.food.rank - b.food.rank);
  return hits.slice(0, limit).map(({ food }) => describe(food, lang));
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
