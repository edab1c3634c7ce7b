// "2 mini chocolate chip muffins", "3 mini reese's cups": a food said "mini" in English is counted by FNDDS's
// miniature item of it (decision 024, follow-up), where "mini" read as no size left the full-size muffin.
import type { Food } from "../database";
import { stem } from "../text";
import type { FoodMatch } from "./food-spans";
import type { Modifier } from "./modifiers";
import type { Quantity } from "./quantities";

const MINI_STEMS: ReadonlySet<string> = new Set(["mini", "minis", "miniature", "miniatures"].map((w) => stem(w)));
/** Measures that weigh many items at once, never one miniature ("1 cup, miniature marshmallows"). */
const NOT_ONE_ITEM = /^(cups?|tablespoons?|teaspoons?|oz|fl|package|bag|box)\b/i;

/** FNDDS's miniature item of a food: the first of its own measures named "miniature" or "mini" (no other product's). */
function miniatureGrams(food: Food): number | undefined {
  for (const [label, grams] of food.fnddsPortions ?? []) {
    if (label.includes(": ") || NOT_ONE_ITEM.test(label)) continue;
    if (/\bmini(ature)?\b/i.test(label)) return grams;
  }
  return undefined;
}

/** Each English food said "mini", counted or not, becomes one of FNDDS's miniature items where FNDDS has one. */
export function miniatures(
  matches: readonly FoodMatch[],
  modifiers: ReadonlyMap<FoodMatch, readonly Modifier[]>,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    if (!m.english || !(modifiers.get(m) ?? []).some((x) => MINI_STEMS.has(x.stem))) continue;
    const q = assigned.get(m);
    if (q?.unit && !(q.unit.kind === "portion" && q.unit.unit === "piece")) continue;
    const grams = miniatureGrams(m.food);
    if (grams === undefined) continue;
    const { itemGrams: _item, portionEn: _en, ...food } = m.food;
    m.food = { ...food, units: { ...food.units, piece: grams }, portion: { unit: "piece", grams }, countable: true };
  }
}
