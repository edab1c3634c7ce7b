// A plated dish said to be takeout ("pad thai takeout", "takeout fried rice", "lo mein take out"): the container a
// takeout order comes in, not FNDDS's survey helping of the dish.
import type { Food } from "../database";
import { fnddsMeasureGrams } from "../fndds";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const TAKEOUT: ReadonlySet<string> = new Set(["takeout", "takeaway", "take-out", "take-away"].map((w) => stem(w)));
/** "take out", "take away": two words. */
const TAKE = stem("take");
const OUT_OR_AWAY: ReadonlySet<string> = new Set(["out", "away"].map((w) => stem(w)));
/** A US takeout container of a dish is the pint, two cups (the typed benchmark's "takeout box, 2 cups"). */
const CUPS_IN_A_TAKEOUT_BOX = 2;
const PLATED: ReadonlySet<string> = new Set(["plate", "bowl", "serving"]);

/**
 * Whether the words of the food's span, or the word either side of it, say it was takeout. A heading apart from the
 * food ("chinese takeaway, sweet and sour chicken and egg fried rice") names the meal, not how much of a dish came.
 */
function saidTakeout(elements: readonly Element[], m: FoodMatch): boolean {
  const word = (k: number) => {
    const e = elements[k];
    return e?.kind === "word" ? e.stem : "";
  };
  const takeoutAt = (k: number) => TAKEOUT.has(word(k)) || (word(k) === TAKE && OUT_OR_AWAY.has(word(k + 1)));
  if (word(m.from - 2) === TAKE && OUT_OR_AWAY.has(word(m.from - 1))) return true;
  for (let k = m.from - 1; k <= m.to; k++) if (takeoutAt(k)) return true;
  return false;
}

/** Two of FNDDS's cups of a dish it weighs by the cup and serves on a plate, not an item or a drink. */
function takeoutGrams(food: Food): number | undefined {
  if (food.drink || !PLATED.has(food.portion.unit) || !food.fnddsPortions) return undefined;
  const cup = fnddsMeasureGrams(food.fnddsPortions, "cup", undefined);
  return cup ? CUPS_IN_A_TAKEOUT_BOX * cup.grams : undefined;
}

/**
 * "chicken fried rice takeout", "takeout pad thai", "takeaway chicken curry": a plated dish FNDDS weighs by the cup,
 * said to be takeout with no measure, is the takeout box, two of FNDDS's cups (the pint container), as the typed
 * benchmark's English lines weigh takeout; it was FNDDS's unspecified amount (189 g of sweet and sour chicken, a
 * survey's helping) or the catalog's plate (decision 024, follow-up "English default portions against FNDDS's own
 * measures"). A count or a share counts boxes ("half of my takeout pad thai"); a weight or a measure said ("1 cup
 * takeout lo mein") is still what was eaten.
 */
export function takeout(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    // A count or a share of the box ("2 takeout pad thai", "half of my takeout pad thai") counts boxes.
    if (!m.english || assigned.get(m)?.unit || !saidTakeout(elements, m)) continue;
    const grams = takeoutGrams(m.food);
    if (grams === undefined) continue;
    m.food = { ...m.food, portion: { ...m.food.portion, grams } };
  }
}
