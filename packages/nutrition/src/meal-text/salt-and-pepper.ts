// "строганина с солью и перцем", "яйца соль, перец", "2 eggs with salt and pepper": pepper said beside salt is the
// ground pepper a dish is seasoned with, a pinch, not a sweet pepper eaten beside it (decision 024, the fifty-first
// batch). Read as the vegetable, every seasoned dish gained a whole 120 g bell pepper (37 kcal).
import type { Database } from "../database";
import { type Element, isAmount, isBoundary } from "./elements";
import type { FoodMatch } from "./food-spans";

/** Salt: a pepper said beside it is the ground one. */
const SALT = "salt";
/** The vegetable a bare "перец" or "pepper" is read as. */
const SWEET_PEPPER = "bell-pepper";
/** Ground black pepper, weighed by its teaspoon. */
const GROUND_PEPPER = "pepper-black";

/** Whether only "и", "and" or a comma stands between two foods, or nothing. */
const joinedPlainly = (between: readonly Element[]) => between.every(isBoundary);

export function pepperBesideSalt(db: Database, elements: readonly Element[], matches: FoodMatch[]): void {
  const ground = db.byId.get(GROUND_PEPPER);
  if (!ground) return;
  matches.forEach((pepper, i) => {
    if (pepper.food.id !== SWEET_PEPPER || pepper.absorbed) return;
    // "перец болгарский и соль", "2 перца, соль": a pepper with its kind or its own amount is the vegetable.
    const words = elements.slice(pepper.from, pepper.to);
    if (words.length !== 1 || words[0]!.kind !== "word") return;
    if (isAmount(elements[pepper.from - 1]) || isAmount(elements[pepper.to])) return;
    const before = matches[i - 1];
    const after = matches[i + 1];
    const salted =
      (before?.food.id === SALT && joinedPlainly(elements.slice(before.to, pepper.from))) ||
      (after?.food.id === SALT && joinedPlainly(elements.slice(pepper.to, after.from)));
    if (salted) pepper.food = ground;
  });
}
