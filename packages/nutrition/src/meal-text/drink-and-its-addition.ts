// A drink named straight before what is put in it (decision 024, follow-up: small readings mended): "coffee cream and
// sugar", "кофе сливки сахар" is a mug of coffee with its cream, as the catalog already reads "coffee milk" and "tea
// milk" (recipes.ts); and a spoon of "coffee milk" is the milk, never a mug of the drink.
import type { Database, Food } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** The creams whose names hold the drink ("coffee cream", «сливки для кофе»), and the drink made with each. */
const CREAM_WITH_COFFEE: Readonly<Record<string, string>> = {
  "cream-light": "coffee-with-cream",
  "ru-cream": "coffee-with-cream",
};
const COFFEE_STEMS: ReadonlySet<string> = new Set(["coffee", "кофе"].map(stem));

/** The recipes of a drink with its addition, and the addition in English and in Russian. */
const ADDITION_OF: Readonly<Record<string, readonly [string, string]>> = {
  "coffee-with-milk": ["milk", "ru-milk"],
  "coffee-with-cream": ["cream-light", "ru-cream"],
  "tea-with-milk": ["milk", "ru-milk"],
};

/**
 * "coffee cream and sugar", "medium iced coffee cream", "кофе сливки": the name of the cream (catalog cream-light's
 * "coffee cream", ru-cream's «сливки для кофе») swallowed the coffee typed before it, and the person saw 15 g of cream
 * and no drink. Said with no amount, the coffee is the drink and the cream is in it; with one ("2 tbsp coffee cream",
 * "30 ml coffee cream") it stays the cream, as a carton names it.
 *
 * "2 tbsp coffee milk": a spoon of a drink-with-addition is the addition; read as the drink it was a 230 g mug.
 */
export function drinkBeforeItsAddition(
  db: Database,
  elements: readonly Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    const q = assigned.get(m);
    const drink = CREAM_WITH_COFFEE[m.food.id];
    const first = elements[m.from];
    if (drink && !q && first?.kind === "word" && COFFEE_STEMS.has(first.stem)) {
      m.food = food(db, drink) ?? m.food;
      continue;
    }
    const addition = ADDITION_OF[m.food.id];
    if (!addition || q?.unit?.kind !== "volume" || q.unit.unit === undefined || !SPOONS.has(q.unit.unit)) continue;
    m.food = food(db, m.english === false ? addition[1] : addition[0]) ?? m.food;
  }
}

const SPOONS: ReadonlySet<string> = new Set(["tbsp", "tsp"]);

function food(db: Database, id: string): Food | undefined {
  return db.byId.get(id);
}
