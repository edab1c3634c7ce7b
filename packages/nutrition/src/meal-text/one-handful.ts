// One handful of two foods ("горсть кешью и миндаля"): a mixed handful, not a handful of each (decision 024,
// follow-up: Russian diary text, a third sweep).
import { NUTRIENT_KEYS } from "../nutrient-keys";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
/** Foods this dense per 100 g are nuts, seeds, dried fruit, chips: a handful of them is 30 g (portions.ts). */
const DENSE_KCAL = 150;

const isHandful = (q: Quantity) => q.unit?.kind === "portion" && q.unit.unit === "handful";
const dense = (m: FoodMatch) => (m.food.per100g[KCAL] ?? 0) >= DENSE_KCAL && !m.food.drink;

/**
 * "горсть кешью и миндаля", "горсть изюма и орехов": a handful said before two dense foods joined by "и", the second
 * with no amount of its own and ending its clause, is one handful of the two, half of it each; the second was given a
 * handful of its own, twice what a hand holds (340 kcal for 170). A lighter food after "и" ("горсть орехов и банан")
 * is no part of the handful and keeps its own serving.
 */
export function oneHandfulOfTwo(elements: Element[], matches: FoodMatch[], assigned: Map<FoodMatch, Quantity>): void {
  for (let i = 0; i + 1 < matches.length; i++) {
    const a = matches[i]!;
    const b = matches[i + 1]!;
    const q = assigned.get(a);
    if (!q || !isHandful(q) || q.to !== a.from || assigned.has(b)) continue;
    const conn = elements[a.to];
    if (conn?.kind !== "connector" || !conn.and || a.to + 1 !== b.from) continue;
    const after = elements[b.to];
    if (after !== undefined && after.kind !== "separator") continue;
    if (!dense(a) || !dense(b)) continue;
    assigned.set(a, { ...q, count: q.count / 2 });
    assigned.set(b, { ...q, count: q.count / 2 });
  }
}
