// Two vegetables named together before one weight ("огурцы помидоры 300г", "огурцы и помидоры 300 г"): the weight is
// of both, as a plate of cut vegetables is weighed (decision 024).
import { NUTRIENT_KEYS } from "../database";
import { type Element, isBoundary } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
/** At most this energy per 100 g is a vegetable eaten raw or plain (a cucumber 15, a tomato 18, a pepper 31). */
const VEGETABLE_KCAL = 45;

const isVegetable = (m: FoodMatch) => !m.food.drink && (m.food.per100g[KCAL] ?? Infinity) <= VEGETABLE_KCAL;

/** Whether the elements between two foods are nothing, one "и" or one separator. */
function joined(elements: readonly Element[], from: number, to: number): boolean {
  if (to === from) return true;
  if (to - from !== 1) return false;
  return isBoundary(elements[from]!);
}

/**
 * Whether only a separator, or nothing, comes before the element at `from` in its clause, past what is said of the meal
 * ("1) огурцы помидоры 300г", "в 8:30 …": a list number or an hour; as a word before the vegetables, the weight was
 * the second's alone; decision 024, the same meal typed another way).
 */
function opensClause(elements: readonly Element[], from: number): boolean {
  for (let k = from - 1; k >= 0; k--) {
    const e = elements[k]!;
    if (e.kind === "separator") return true;
    if (e.kind !== "word" || e.note !== "describes") return false;
  }
  return true;
}

/**
 * "огурцы помидоры 300г": a weight after the second of two vegetables, the first with no amount of its own, at the
 * start of a clause and ending it, is shared evenly between them; it was all the second's, and the first got its
 * own serving on top.
 */
export function vegetablesWeighedTogether(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let k = 1; k < matches.length; k++) {
    const first = matches[k - 1]!;
    const second = matches[k]!;
    const q = assigned.get(second);
    if (q?.unit?.kind !== "mass" || q.from < second.to || assigned.has(first)) continue;
    if (!isVegetable(first) || !isVegetable(second) || !joined(elements, first.to, second.from)) continue;
    const after = elements[q.to];
    if (!opensClause(elements, first.from) || (after && after.kind !== "separator")) continue;
    // Each item shows its own words: the weight stays with the second, where it was typed.
    assigned.set(first, { ...q, count: q.count / 2, from: first.to, to: first.to });
    assigned.set(second, { ...q, count: q.count / 2 });
  }
}
