import type { TLanguage } from "@tarelka/contracts";
import { foodById } from "@tarelka/nutrition";
import type { FoodTag, MealKind, MealRequest } from "./constraints";
import type { FoodIdea } from "./food-ideas";

/**
 * Meal and snack suggestions that keep what the person asked for (docs/decisions/010-ai-nutritionist.md): every
 * food is a catalog food priced by the database for the grams suggested, and a suggestion is given only after
 * `violations` finds nothing wrong with it against the request. The list below only says which foods make sense
 * for which meal and what they contain (meat, fish, dairy, egg); the numbers are the database's.
 */

type Role = "main" | "side" | "veg" | "snack" | "fruit" | "sweet";

interface Candidate {
  id: string;
  roles: readonly Role[];
  tags: readonly FoodTag[];
  /** Grams of one serving when it differs from the catalog's typical portion (two eggs, a pot of hummus). */
  grams?: number;
  /** Eaten whole (eggs, fruit): served in whole servings only, never as "0.5 of an egg". */
  whole?: true;
  breakfast?: true;
}

const CANDIDATES: readonly Candidate[] = [
  { id: "chicken-breast", roles: ["main"], tags: ["meat"] },
  { id: "turkey-breast", roles: ["main"], tags: ["meat"] },
  { id: "beef-boiled", roles: ["main"], tags: ["meat"] },
  { id: "cod", roles: ["main"], tags: ["fish"] },
  { id: "salmon", roles: ["main"], tags: ["fish"] },
  { id: "tuna", roles: ["main"], tags: ["fish"] },
  { id: "shrimp", roles: ["main"], tags: ["fish"] },
  { id: "pollock", roles: ["main"], tags: ["fish"] },
  { id: "tofu", roles: ["main", "snack"], tags: [], grams: 150, breakfast: true },
  { id: "tempeh", roles: ["main"], tags: [] },
  { id: "lentils", roles: ["main", "side"], tags: [] },
  { id: "chickpeas", roles: ["main", "side"], tags: [] },
  { id: "beans", roles: ["main", "side"], tags: [] },
  { id: "omelette", roles: ["main"], tags: ["egg", "dairy"], breakfast: true },
  { id: "egg-boiled", roles: ["main", "snack"], tags: ["egg"], grams: 100, whole: true, breakfast: true },
  { id: "tvorog", roles: ["main", "snack"], tags: ["dairy"], breakfast: true },
  { id: "greek-yogurt", roles: ["main", "snack"], tags: ["dairy"], breakfast: true },
  { id: "tvorog-lowfat", roles: ["snack"], tags: ["dairy"] },
  { id: "kefir", roles: ["snack"], tags: ["dairy"] },
  { id: "tuna-canned", roles: ["snack"], tags: ["fish"] },
  { id: "turkey-deli", roles: ["snack"], tags: ["meat"], grams: 60 },
  { id: "edamame", roles: ["snack"], tags: [] },
  { id: "hummus", roles: ["snack"], tags: [], grams: 60 },
  { id: "soy-yogurt", roles: ["snack", "sweet"], tags: [], breakfast: true },
  { id: "almonds", roles: ["snack"], tags: [], grams: 20 },
  { id: "buckwheat", roles: ["side"], tags: [] },
  { id: "rice-brown", roles: ["side"], tags: [] },
  { id: "quinoa", roles: ["side"], tags: [] },
  { id: "bulgur", roles: ["side"], tags: [] },
  { id: "potato-baked", roles: ["side"], tags: [] },
  { id: "sweet-potato", roles: ["side"], tags: [] },
  { id: "pasta-wholegrain", roles: ["side"], tags: [] },
  { id: "oatmeal", roles: ["side"], tags: [], breakfast: true },
  { id: "bread-wholewheat", roles: ["side"], tags: [], grams: 60, breakfast: true },
  { id: "broccoli", roles: ["veg"], tags: [] },
  { id: "cucumber", roles: ["veg", "fruit"], tags: [], whole: true },
  { id: "tomato", roles: ["veg"], tags: [], whole: true },
  { id: "zucchini", roles: ["veg"], tags: [] },
  { id: "cauliflower", roles: ["veg"], tags: [] },
  { id: "green-beans", roles: ["veg"], tags: [] },
  { id: "bell-pepper", roles: ["veg", "fruit"], tags: [], whole: true },
  { id: "mixed-greens", roles: ["veg"], tags: [] },
  { id: "apple", roles: ["fruit", "sweet"], tags: [], whole: true, breakfast: true },
  { id: "pear", roles: ["fruit", "sweet"], tags: [], whole: true },
  { id: "banana", roles: ["fruit", "sweet"], tags: [], whole: true, breakfast: true },
  { id: "orange", roles: ["fruit", "sweet"], tags: [], whole: true },
  { id: "kiwi", roles: ["fruit", "sweet"], tags: [], whole: true },
  { id: "strawberries", roles: ["fruit", "sweet"], tags: [], breakfast: true },
  { id: "berries", roles: ["fruit", "sweet"], tags: [], breakfast: true },
  { id: "carrot", roles: ["fruit"], tags: [], whole: true },
  { id: "chocolate-dark", roles: ["sweet"], tags: [], grams: 20 },
  { id: "dates", roles: ["sweet"], tags: [], grams: 48 },
  { id: "dried-apricots", roles: ["sweet"], tags: [], grams: 40 },
];

export interface Suggestion {
  items: FoodIdea[];
  calories: number;
  protein: number;
  kind: MealKind;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The database's own values for `grams` of a food; null when the catalog no longer has it. */
export function priced(id: string, grams: number, lang: TLanguage): FoodIdea | null {
  const food = foodById(id, lang);
  if (!food) return null;
  return {
    foodId: food.id,
    name: food.name,
    grams,
    calories: Math.round((food.kcal * grams) / 100),
    protein: round1((food.protein * grams) / 100),
    fat: round1((food.fat * grams) / 100),
    carbs: round1((food.carbs * grams) / 100),
  };
}

const TAGS = new Map(CANDIDATES.map((c) => [c.id, c.tags]));

/** What a suggested food contains, for the check; an id outside the list is unknown and never passes a "без". */
export function tagsOf(foodId: string): readonly FoodTag[] | null {
  return TAGS.get(foodId) ?? null;
}

/** Protein-rich, as the answers use it: at least 10 g in a snack and 20 g in a meal, and a fifth of the calories. */
export function proteinRich(calories: number, protein: number, kind: MealKind): boolean {
  return protein >= (kind === "snack" ? 10 : 20) && protein * 4 >= calories * 0.2;
}

/**
 * Everything a suggestion breaks, recomputed from the database by food id and grams, never from the numbers the
 * suggestion carries: over the calorie limit, a food of an excluded kind, not protein-rich when that was asked.
 */
export function violations(
  items: readonly { foodId: string; grams: number }[],
  request: Pick<MealRequest, "maxKcal" | "protein" | "exclude">,
  budgetKcal: number | null,
  kind: MealKind,
): string[] {
  const out: string[] = [];
  let calories = 0;
  let protein = 0;
  for (const item of items) {
    const food = foodById(item.foodId, "en");
    if (!food) {
      out.push(`unknown food ${item.foodId}`);
      continue;
    }
    calories += Math.round((food.kcal * item.grams) / 100);
    protein += (food.protein * item.grams) / 100;
    const tags = tagsOf(item.foodId);
    for (const tag of request.exclude) {
      if (tags == null || tags.includes(tag)) out.push(`${item.foodId} is ${tag}`);
    }
  }
  if (items.length === 0) out.push("nothing suggested");
  const limit = Math.min(request.maxKcal ?? Number.POSITIVE_INFINITY, budgetKcal ?? Number.POSITIVE_INFINITY);
  if (calories > limit) out.push(`${calories} kcal over ${limit}`);
  if (request.protein && !proteinRich(calories, protein, kind)) out.push(`${round1(protein)} g protein is not rich`);
  return out;
}

/** How many calories a meal of each kind usually has: the target a suggestion aims under the budget. */
const TYPICAL_KCAL: Record<MealKind, number> = { breakfast: 420, lunch: 600, dinner: 520, snack: 180 };

interface Option {
  items: FoodIdea[];
  calories: number;
  protein: number;
}

function servings(c: Candidate, role: Role, lang: TLanguage): FoodIdea[] {
  const food = foodById(c.id, lang);
  if (!food) return [];
  const base = c.grams ?? food.portion.grams;
  const factors = c.whole ? [1] : role === "main" || role === "side" ? [1, 0.75, 0.5] : [1, 0.5];
  return factors.flatMap((f) => {
    const idea = priced(c.id, Math.max(5, Math.round((base * f) / 5) * 5), lang);
    return idea ? [idea] : [];
  });
}

function combine(groups: readonly FoodIdea[][]): Option[] {
  let out: Option[] = [{ items: [], calories: 0, protein: 0 }];
  for (const group of groups) {
    const next: Option[] = [];
    for (const o of out) {
      for (const idea of group) {
        if (o.items.some((i) => i.foodId === idea.foodId)) continue;
        next.push({
          items: [...o.items, idea],
          calories: o.calories + idea.calories,
          protein: o.protein + idea.protein,
        });
      }
    }
    out = next;
  }
  return out;
}

/**
 * The best suggestion under `budgetKcal` for the request, or null when nothing in the list can keep it. Among
 * options that keep every part, the one nearest the meal's typical size wins; the day's `seed` rotates between the
 * closest few, so the chat does not offer the same fish every evening.
 */
export function suggestMeal(options: {
  request: MealRequest;
  kind: MealKind;
  budgetKcal: number;
  lang: TLanguage;
  seed: number;
}): Suggestion | null {
  const { request, kind, budgetKcal, lang, seed } = options;
  const allowed = CANDIDATES.filter(
    (c) =>
      !c.tags.some((t) => request.exclude.includes(t)) &&
      (kind !== "breakfast" || c.breakfast || c.roles.includes("veg")),
  );
  const pool = (role: Role) => allowed.filter((c) => c.roles.includes(role)).flatMap((c) => servings(c, role, lang));
  let options_: Option[];
  if (kind === "snack") {
    const firsts = request.sweet ? pool("sweet") : [...pool("snack"), ...pool("fruit")];
    // Something sweet pairs with fruit or a yogurt, never with fish or tofu.
    const seconds = request.sweet ? pool("sweet") : pool("fruit");
    options_ = [...combine([firsts]), ...combine([firsts, seconds])];
  } else if (kind === "breakfast") {
    options_ = [...combine([pool("main"), pool("side")]), ...combine([pool("main"), pool("side"), pool("fruit")])];
    options_.push(...combine([pool("main"), pool("fruit")]));
  } else {
    options_ = [...combine([pool("main"), pool("side"), pool("veg")]), ...combine([pool("main"), pool("veg")])];
  }
  const target = Math.min(budgetKcal, TYPICAL_KCAL[kind]) * 0.9;
  const fitting = options_
    .filter((o) => o.items.length > 0 && o.calories <= Math.min(budgetKcal, request.maxKcal ?? budgetKcal))
    .filter((o) => violations(o.items, request, budgetKcal, kind).length === 0)
    .map((o) => ({
      o,
      score: Math.abs(o.calories - target) - (request.protein ? o.protein * 2 : o.protein * 0.5),
    }))
    .sort((a, b) => a.score - b.score || a.o.items.length - b.o.items.length);
  if (fitting.length === 0) return null;
  // Only options nearly as good as the best take turns, and never two with the same main food.
  const best = fitting[0]!.score;
  const close: Option[] = [];
  for (const f of fitting) {
    if (f.score > best + 25 || close.length >= 4) break;
    if (!close.some((c) => c.items[0]?.foodId === f.o.items[0]?.foodId)) close.push(f.o);
  }
  const pick = close[((seed % close.length) + close.length) % close.length]!;
  return { items: pick.items, calories: pick.calories, protein: round1(pick.protein), kind };
}
