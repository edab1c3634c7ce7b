// Stage 5½ of reading a meal text (see ../analyze.ts): spoons said of a sweetened drink are its sugar. "чай с сахаром
// 2 ложки", "чай сладкий две ложки": the person counts the sugar, and the drink is the usual mug of it.
import { SWEETENED_DRINKS } from "../catalog/index";
import type { Database } from "../database";
import type { FoodMatch } from "./food-spans";
import type { Binding } from "./quantities";

/** Spoon measures, the only amounts a person gives of the sugar rather than of the drink. */
const SPOONS: ReadonlySet<string> = new Set(["tsp", "tbsp"]);

/**
 * Splits each sweetened drink whose quantity is in spoons into the plain drink at its typical portion and a sugar
 * item carrying the spoons; returns the matches in text order. Other matches are returned as they are.
 */
export function splitSugarSpoons(db: Database, matches: FoodMatch[], binding: Binding): FoodMatch[] {
  const sugar = db.byId.get("sugar");
  if (!sugar) return matches;
  const out: FoodMatch[] = [];
  for (const m of matches) {
    out.push(m);
    const plain = SWEETENED_DRINKS[m.food.id];
    const q = binding.assigned.get(m);
    const drink = plain ? db.byId.get(plain) : undefined;
    if (!drink || !q || q.unit?.kind !== "volume" || !q.unit.unit || !SPOONS.has(q.unit.unit)) continue;
    m.food = drink;
    binding.assigned.delete(m);
    const spoons: FoodMatch = { food: sugar, from: q.from, to: q.to, fuzzyWords: 0 };
    binding.assigned.set(spoons, q);
    out.push(spoons);
  }
  return out.sort((a, b) => a.from - b.from);
}
