// A person's own foods (copied from a pack label) read by the meal-text analysis and the food search alongside the
// catalog. The shared database is never changed: each call reads it through an overlay that names the person's foods
// first, so one person's names never reach another's analysis.
import { type AliasEntry, aliasKey, aliasTokens, type Database, type Food, NUTRIENT_KEYS } from "./database";

/** A food the person described themselves: per-100 g energy and macros (as printed), and optionally one portion. */
export interface OwnFood {
  /** Unique among the person's foods and unlike any catalog id (the server writes `mine:<row id>`). */
  id: string;
  name: string;
  per100g: { calories: number; protein: number; fat: number; carbs: number };
  /** One portion as the pack names it ("батончик", 40 g); without one, 100 g is the typical amount. */
  portion?: { grams: number; name?: string | null } | null;
}

/** The engine's view of an own food: energy and macros only, micronutrients unknown (as a label food's, decision 012). */
export function ownFoodToFood(own: OwnFood, rank: number): Food {
  const per100g = NUTRIENT_KEYS.map(() => 0);
  per100g[NUTRIENT_KEYS.indexOf("kcal")] = own.per100g.calories;
  per100g[NUTRIENT_KEYS.indexOf("protein")] = own.per100g.protein;
  per100g[NUTRIENT_KEYS.indexOf("fat")] = own.per100g.fat;
  per100g[NUTRIENT_KEYS.indexOf("carbs")] = own.per100g.carbs;
  const grams = own.portion?.grams;
  const counted = grams !== undefined && grams > 0;
  return {
    id: own.id,
    source: "own",
    namesRu: [own.name],
    namesEn: [own.name],
    per100g,
    // A portion counts ("2 батончика", "1 порция"); without one a bare amount is grams and none means 100 g.
    units: counted ? { piece: grams, serving: grams } : {},
    portion: counted ? { unit: "piece", grams } : { unit: "g", grams: 100 },
    rank,
    countable: counted,
    drink: false,
    sizes: {},
    micronutrientsKnown: false,
  };
}

/** Entries of the person's own names before the catalog's, so a name both share reads as the person's food. */
class OwnFirstMap extends Map<string, AliasEntry[]> {
  constructor(
    private readonly base: Map<string, AliasEntry[]>,
    own: Map<string, AliasEntry[]>,
  ) {
    super(own);
  }
  override get(key: string): AliasEntry[] | undefined {
    const own = super.get(key);
    const base = this.base.get(key);
    if (!own) return base;
    return base ? [...own, ...base] : own;
  }
  override has(key: string): boolean {
    return super.has(key) || this.base.has(key);
  }
}

class OverlayIds extends Map<string, Food> {
  constructor(
    private readonly base: Map<string, Food>,
    own: readonly Food[],
  ) {
    super(own.map((f) => [f.id, f]));
  }
  override get(id: string): Food | undefined {
    return super.get(id) ?? this.base.get(id);
  }
  override has(id: string): boolean {
    return super.has(id) || this.base.has(id);
  }
}

/**
 * The database with the person's foods named first. Their words join no typo vocabulary: the typo caches are shared
 * by everyone (database.ts correctStem), so an own name is found as typed, after stop words and stems, not corrected.
 */
export function withOwnFoods(db: Database, own: readonly OwnFood[]): Database {
  if (own.length === 0) return db;
  const foods = own.map((f, i) => ownFoodToFood(f, -own.length + i));
  const aliases = new Map<string, AliasEntry[]>();
  for (const food of foods) {
    const stems = aliasTokens(food.namesRu[0]!);
    if (stems.length === 0) continue;
    const key = aliasKey(stems);
    const list = aliases.get(key) ?? [];
    list.push({ food, size: stems.length });
    aliases.set(key, list);
  }
  return { ...db, byId: new OverlayIds(db.byId, foods), aliases: new OwnFirstMap(db.aliases, aliases) };
}

export const isOwnFood = (food: Food): boolean => food.source === "own";
