// "2 mini chocolate chip muffins", "3 mini reese's cups": a food said "mini" in English is counted by FNDDS's
// miniature item of it (decision 024, follow-up), where "mini" read as no size left the full-size muffin. "A personal
// pizza" is FNDDS's personal size one likewise.
import { type Food, servedAsItem } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Modifier } from "./modifiers";
import type { Quantity } from "./quantities";

const MINI_STEMS: ReadonlySet<string> = new Set(
  ["mini", "minis", "miniature", "miniatures", "мини", "минис"].map((w) => stem(w)),
);
/**
 * Measures that weigh many items at once, never one miniature ("1 cup, miniature marshmallows", "Hostess package of 5
 * mini muffins (2 oz)", where two mini blueberry muffins were two packages of five).
 */
const NOT_ONE_ITEM = /^(cups?|tablespoons?|teaspoons?|oz|fl|package|bag|box)\b|\b(?:package|bag|box) of\b/i;

// FNDDS calls a party's small item "cocktail size" ("cocktail size pig in a blanket" 20 g against 85 g): five mini pigs
// in a blanket were five full ones (decision 024, the forty-fifth batch).
const MINIATURE_LABEL = /\bmini(ature)?\b|\bcocktail size\b/i;
/** "personal", "personal size", "personal pan": FNDDS's "personal size pizza (5-7\" diameter)", one whole small pizza. */
const PERSONAL_STEM = stem("personal");
const PERSONAL_LABEL = /\bpersonal size\b/i;

/** FNDDS's item of a food under a size word of its own: the first of its measures so named (no other product's). */
function namedSizeGrams(food: Food, label: RegExp): number | undefined {
  for (const [said, grams] of food.fnddsPortions ?? []) {
    if (said.includes(": ") || NOT_ONE_ITEM.test(said)) continue;
    if (label.test(said)) return grams;
  }
  return undefined;
}

/** "3 мини маффина": a Russian "мини" before the food, which the amount took as its size ("сникерс мини"). */
function miniBefore(elements: readonly Element[], m: FoodMatch): boolean {
  const e = elements[m.from - 1];
  return e?.kind === "word" && MINI_STEMS.has(e.stem);
}

/**
 * Each food said "mini", counted or not, becomes one of FNDDS's miniature items where FNDDS has one: "3 мини маффина"
 * are three of FNDDS's 25 g muffins, as in English, not three of the small size (70 g).
 */
export function miniatures(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  modifiers: ReadonlyMap<FoodMatch, readonly Modifier[]>,
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    const said = modifiers.get(m) ?? [];
    const mini = said.some((x) => MINI_STEMS.has(x.stem)) || miniBefore(elements, m);
    const personal = !mini && said.some((x) => x.stem === PERSONAL_STEM);
    if (!mini && !personal) continue;
    const q = assigned.get(m);
    if (q?.unit && !(q.unit.kind === "portion" && q.unit.unit === "piece")) continue;
    // A Russian bar's own miniature, where its row gives one, before any FNDDS measure.
    const grams =
      (mini ? m.food.miniature : undefined) ?? namedSizeGrams(m.food, mini ? MINIATURE_LABEL : PERSONAL_LABEL);
    if (grams === undefined) continue;
    const item = servedAsItem(m.food, grams);
    // A Russian "мини" is read as the small size too (modifiers.ts): the miniature is that size.
    m.food = mini ? { ...item, sizes: { ...m.food.sizes, small: grams } } : item;
  }
}
