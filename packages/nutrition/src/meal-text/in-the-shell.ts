// Shellfish weighed by the pound are weighed in their shells (decision 024, follow-up: English diary lines written
// fresh): "2 lbs of crawfish" from a boil is about 90 g of tail meat, not 907 g of it.
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** A pound, as the unit table gives it (quantity.ts). */
const POUND_GRAMS = 453.6;

/**
 * The share of a shellfish's weight in the shell that is eaten, from FNDDS's measures "yield after cooking, shell
 * removed": crayfish 26309160 "1 oz, with shell, raw" 2.8 g of 28.35 g; lobster 26311110 "1 small lobster (1 lb live
 * weight)" 118 g of 453.6 g, and its "1 lobster tail (8 oz), frozen" 104 g of 226.8 g; crab 26305110 "1 Pacific
 * (1 lb live weight)" 113 g of 453.6 g (legs alone give more meat, which FNDDS does not weigh, so they read low).
 */
const EATEN_SHARE: Readonly<Record<string, number>> = {
  crawfish: 2.8 / 28.35,
  lobster: 118 / POUND_GRAMS,
  crab: 113 / POUND_GRAMS,
};
const LOBSTER_TAIL_SHARE = 104 / (POUND_GRAMS / 2);

const MEAT_STEMS: ReadonlySet<string> = new Set(["meat", "lump", "claw", "picked", "peeled", "canned"].map(stem));
const TAIL_STEM = stem("tail");

/**
 * "2 lbs of crawfish", "a pound of crab", "1.5 lb lobster": crawfish, crab and lobster bought, boiled and told by the
 * pound are weighed whole, shells and all; the pounds were counted as meat (907 g of crawfish, 789 kcal, where the
 * boil yields about 90 g). An ounce weight, and meat said ("1 lb crab meat", "peeled crawfish"), stay the meat.
 */
export function weighedInTheShell(elements: readonly Element[], assigned: Map<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    const share = EATEN_SHARE[m.food.id];
    if (share === undefined || q.unit?.kind !== "mass" || q.unit.gramsPerUnit !== POUND_GRAMS) continue;
    // The words around the name too: "1 lb peeled crawfish tails" reads "peeled" and "tails" as no part of it.
    const around = elements.slice(Math.min(m.from, q.from), Math.max(m.to, q.to) + 1);
    const words = new Set(around.flatMap((e) => (e.kind === "word" ? [e.stem] : [])));
    if ([...words].some((w) => MEAT_STEMS.has(w))) continue;
    const eaten = m.food.id === "lobster" && words.has(TAIL_STEM) ? LOBSTER_TAIL_SHARE : share;
    assigned.set(m, { ...q, unit: { kind: "mass", gramsPerUnit: POUND_GRAMS * eaten } });
  }
}
