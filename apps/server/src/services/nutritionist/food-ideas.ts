import type { TLanguage } from "@tarelka/contracts";
import { foodById } from "@tarelka/nutrition";

/**
 * Concrete foods the offline nutritionist may suggest, priced by the food database (docs/product.md, Nutrition
 * numbers): each idea is a catalog food in its typical portion, with the catalog's own values for that portion.
 * The list only says which foods are sensible to suggest for a meal; every number comes from the database.
 */

export interface FoodIdea {
  foodId: string;
  name: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}

type Role = "protein" | "side" | "vegetable";

/** Catalog id, its place on a plate, and how many typical portions make one serving (two eggs). */
const CANDIDATES: readonly { id: string; role: Role; portions?: number }[] = [
  { id: "chicken-breast", role: "protein" },
  { id: "turkey", role: "protein" },
  { id: "tuna", role: "protein" },
  { id: "cod", role: "protein" },
  { id: "salmon", role: "protein" },
  { id: "tvorog", role: "protein" },
  { id: "greek-yogurt", role: "protein" },
  { id: "egg-boiled", role: "protein", portions: 2 },
  { id: "buckwheat", role: "side" },
  { id: "lentils", role: "side" },
  { id: "rice", role: "side" },
  { id: "chickpeas", role: "side" },
  { id: "broccoli", role: "vegetable" },
  { id: "cucumber", role: "vegetable" },
  { id: "tomato", role: "vegetable" },
  { id: "zucchini", role: "vegetable" },
];

const round1 = (n: number) => Math.round(n * 10) / 10;
const cache = new Map<TLanguage, (FoodIdea & { role: Role })[]>();

/**
 * The candidates found in the catalog, named in `lang`. A candidate the catalog no longer has is left out rather
 * than described from memory.
 */
function catalogIdeas(lang: TLanguage): (FoodIdea & { role: Role })[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const ideas: (FoodIdea & { role: Role })[] = [];
  for (const c of CANDIDATES) {
    const food = foodById(c.id, lang);
    if (!food) continue;
    const g = food.portion.grams * (c.portions ?? 1);
    ideas.push({
      foodId: food.id,
      name: food.name,
      grams: g,
      calories: Math.round((food.kcal * g) / 100),
      protein: round1((food.protein * g) / 100),
      fat: round1((food.fat * g) / 100),
      carbs: round1((food.carbs * g) / 100),
      role: c.role,
    });
  }
  cache.set(lang, ideas);
  return ideas;
}

/** Rotates a list by `seed`, so the suggestions change from day to day while a day's answer stays stable. */
function rotate<T>(list: readonly T[], seed: number): T[] {
  if (list.length === 0) return [];
  const k = ((seed % list.length) + list.length) % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

const strip = ({ role: _role, ...idea }: FoodIdea & { role: Role }): FoodIdea => idea;

/**
 * A plate of two or three foods (a protein, a side, a vegetable) whose calories together fit `budgetKcal` (null: no
 * calorie goal, any plate). When protein is still needed, the protein food is the densest in protein per calorie
 * that fits. Fewer than two foods fit only when the budget is nearly spent; then only the lightest foods remain.
 */
export function plateIdeas(options: {
  budgetKcal: number | null;
  proteinNeeded: boolean;
  lang: TLanguage;
  seed: number;
}): FoodIdea[] {
  const all = catalogIdeas(options.lang);
  let left = options.budgetKcal ?? Number.POSITIVE_INFINITY;
  const picked: (FoodIdea & { role: Role })[] = [];
  const take = (candidates: readonly (FoodIdea & { role: Role })[]) => {
    const fit = candidates.find((i) => i.calories <= left && !picked.includes(i));
    if (!fit) return;
    picked.push(fit);
    left -= fit.calories;
  };
  const proteins = all.filter((i) => i.role === "protein");
  if (options.proteinNeeded) {
    // The three densest take turns, so the answer is not the same fish every day.
    const dense = [...proteins].sort((a, b) => b.protein / b.calories - a.protein / a.calories);
    take([...rotate(dense.slice(0, 3), options.seed), ...dense.slice(3)]);
  } else take(rotate(proteins, options.seed));
  take(
    rotate(
      all.filter((i) => i.role === "side"),
      options.seed,
    ),
  );
  take(
    rotate(
      all.filter((i) => i.role === "vegetable"),
      options.seed,
    ),
  );
  if (picked.length < 2) take([...all].sort((a, b) => a.calories - b.calories));
  return picked.map(strip);
}

/**
 * Up to `count` protein-rich foods, each fitting `budgetKcal` on its own (alternatives, not a plate), densest in
 * protein per calorie first.
 */
export function proteinIdeas(options: { budgetKcal: number | null; lang: TLanguage; count?: number }): FoodIdea[] {
  const budget = options.budgetKcal ?? Number.POSITIVE_INFINITY;
  return catalogIdeas(options.lang)
    .filter((i) => i.role === "protein" && i.calories <= budget)
    .sort((a, b) => b.protein / b.calories - a.protein / a.calories)
    .slice(0, options.count ?? 3)
    .map(strip);
}
