import type { Database } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/** The catalog's cold cheese sandwich (FNDDS 14640000) and its grilled one, buttered and toasted (FNDDS 14640125). */
const COLD_CHEESE_SANDWICH = "cheese-sandwich";
const GRILLED_CHEESE = "grilled-cheese";
/** The British "toastie" (read as "sandwich" by the stemmer, text.ts) and its spellings. */
const TOASTED_WORD = /^toast(?:ie|ies|y)$/i;

/**
 * "cheese toastie", "cheese and tomato toastie": a cheese sandwich typed as a toastie is the grilled one, buttered and
 * toasted in a pan or a toastie maker, as FNDDS weighs it; read as the cold sandwich it lost the butter and a third of
 * its energy.
 */
export function toastedCheeseSandwiches(db: Database, matches: FoodMatch[], elements: Element[], text: string): void {
  const grilled = db.byId.get(GRILLED_CHEESE);
  if (!grilled) return;
  for (const m of matches) {
    if (m.food.id !== COLD_CHEESE_SANDWICH) continue;
    const toasted = elements
      .slice(m.from, m.to)
      .some((e) => e.kind === "word" && TOASTED_WORD.test(text.slice(e.start, e.end)));
    if (toasted) m.food = grilled;
  }
}
