// Stage 7 of reading a meal text (see ../analyze.ts): calories typed with no food to carry them ("перекус 250 ккал",
// "обед 600 kcal") become one item of the person's own figure, as the quick add of docs/product.md stores it.
import type { AnalyzedItem, Lang } from "../analyze";
import { micronutrientsIn } from "../nutrient-keys";
import type { Element } from "./elements";
import { coveredByAMatch, type FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** The food id of such an item: it names no database food (contracts food.ts, ZAnalyzedItemSchema). */
export const NO_FOOD_ID = "";
/** As much as one meal holds (price.ts MEAL_KCAL_CEILING, contracts QUICK_ADD_LIMITS.caloriesMax). */
const MAX_KCAL = 5000;
/** What the item is called when the person gave the figure alone ("250 ккал"). */
const DEFAULT_NAME: Record<Lang, string> = { ru: "перекус", en: "snack" };
/** Words around a figure that say nothing about what was eaten: "a snack of 300 kcal", "на 250 ккал". */
const FILLER = /^(?:a|an|the|of|for|about|around|approx|на|в|около|примерно|где-то|из)$/iu;

type Range = { start: number; end: number };

/**
 * Calorie figures no food took (binding orphans, already in `unmatched`) as items: the words typed just before the
 * figure, back to the previous food, amount or separator, name it. The grams are a nominal 100 g per 900 kcal, as
 * contracts quickAddPortion stores a quick add, so the item saves as a dish; protein, fat and carbs are unknown and
 * counted as 0, as in a quick add typed without them.
 */
export function caloriesWithoutFood(
  text: string,
  lang: Lang,
  elements: Element[],
  matches: FoodMatch[],
  orphans: Quantity[],
  unmatched: Range[],
  mealKcal: number,
): AnalyzedItem[] {
  // A figure that would take the meal past what one meal holds is not believed, and stays in `unmatched`.
  let room = MAX_KCAL - mealKcal;
  const items: AnalyzedItem[] = [];
  for (const q of orphans) {
    if (q.unit?.kind !== "energy" || !(q.count > 0) || q.count > room) continue;
    room -= q.count;
    const figureStart = elements[q.from]!.start;
    const end = elements[q.to - 1]!.end;
    let k = q.from - 1;
    while (k >= 0 && elements[k]!.kind === "word" && !coveredByAMatch(matches, k)) k--;
    const boundary = k >= 0 ? elements[k]!.end : 0;
    const words = text
      .slice(boundary, figureStart)
      .split(/[\s,;:.!?()+\-—–]+/u)
      .filter((w) => w.length > 0);
    while (words.length > 0 && FILLER.test(words[0]!)) words.shift();
    while (words.length > 0 && FILLER.test(words[words.length - 1]!)) words.pop();
    const name = words.join(" ");
    const start = name ? text.indexOf(words[0]!, boundary) : figureStart;
    // The words now belong to the item; what else an unmatched stretch held stays unmatched.
    for (let i = unmatched.length - 1; i >= 0; i--) {
      const r = unmatched[i]!;
      if (r.end <= start || r.start >= end) continue;
      const rest = [
        { start: r.start, end: start },
        { start: end, end: r.end },
      ].filter((p) => p.end > p.start && text.slice(p.start, p.end).trim().length > 0);
      unmatched.splice(i, 1, ...rest);
    }
    const parts = Math.max(1, Math.ceil(q.count / 900));
    items.push({
      text: text.slice(start, end),
      foodId: NO_FOOD_ID,
      name: (name || DEFAULT_NAME[lang]).slice(0, 200),
      grams: parts * 100,
      calories: q.count,
      protein: 0,
      fat: 0,
      carbs: 0,
      micronutrients: micronutrientsIn([], 0),
      confidence: 0.95,
      portionAssumed: false,
      caloriesStated: true,
    });
  }
  return items;
}
