// British squash: a fruit concentrate diluted to drink, typed as "squash" like the vegetable.
import type { Database } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** The catalog's summer squash, the vegetable, and British squash the drink. */
const SQUASH_VEGETABLE = "squash";
const SQUASH_DRINK = "squash-drink";
/** Millilitres of an English pint, a volume only a drink is measured in. */
const PINT_ML = 473;

/**
 * "a glass of squash", "2 pints of squash": squash measured by the glass, the bottle or the pint is the British drink,
 * not a vegetable weighed by the glass. A squash with no such measure stays the vegetable.
 */
export function squashByTheGlass(
  db: Database,
  elements: Element[],
  text: string,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  const drink = db.byId.get(SQUASH_DRINK);
  if (!drink) return;
  for (const [m, q] of assigned) {
    if (m.food.id !== SQUASH_VEGETABLE || !drunk(q) || !typedInEnglish(m, elements, text)) continue;
    m.food = drink;
  }
}

/** Whether a quantity is a drinking vessel: a glass, a bottle or a pint. */
function drunk(q: Quantity): boolean {
  const unit = q.unit;
  if (unit?.kind !== "volume") return false;
  return unit.unit === "glass" || unit.container === "bottle" || unit.ml === PINT_ML;
}

const typedInEnglish = (m: FoodMatch, elements: Element[], text: string) =>
  !/[а-яё]/i.test(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end));
