// A drink named straight before what is put in it (decision 024, follow-up: small readings mended): "coffee cream and
// sugar", "кофе сливки сахар" is a mug of coffee with its cream, as the catalog already reads "coffee milk" and "tea
// milk" (recipes.ts).
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

/**
 * "coffee cream and sugar", "medium iced coffee cream", "кофе сливки": the name of the cream (catalog cream-light's
 * "coffee cream", ru-cream's «сливки для кофе») swallowed the coffee typed before it, and the person saw 15 g of cream
 * and no drink. Said with no amount, the coffee is the drink and the cream is in it; with one ("2 tbsp coffee cream",
 * "30 ml coffee cream") it stays the cream, as a carton names it.
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
    if (drink && !q && first?.kind === "word" && COFFEE_STEMS.has(first.stem)) m.food = food(db, drink) ?? m.food;
  }
}

function food(db: Database, id: string): Food | undefined {
  return db.byId.get(id);
}
