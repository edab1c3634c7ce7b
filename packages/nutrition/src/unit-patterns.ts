// Which USDA household measures the engine counts in (cup, spoon, slice, piece), shared by the generator (SR28 and
// FNDDS records of the catalog, data/foods.json) and by the FNDDS foods read at run time (data/fndds.json).
import type { UnitKey } from "./catalog/types";

/** Per-unit gram weights the engine understands, picked from USDA household measures (SR28 and FNDDS labels). */
export const UNIT_PATTERNS: readonly [unit: UnitKey, pattern: RegExp][] = [
  ["cup", /^cups?\b/i],
  ["tbsp", /^(tbsp|tablespoons?)\b/i],
  ["tsp", /^(tsp|teaspoons?)\b/i],
  ["slice", /^(medium |regular )?slices?\b/i],
  // "medium" first: a person saying "1 apple" means an ordinary one, not USDA's "large". A juice's "fruit yields" (86 g
  // of orange juice) is what one fruit gives, no serving of the drink: "an orange juice" is a glass of it.
  [
    "piece",
    /^(medium|regular|piece|each|item|whole|fruit(?! yields)|unit|large|small|sandwich|bar|cookie|muffin|roll)\b/i,
  ],
];

/** The first measure of each kind the engine counts in (cup, spoon, slice, piece). */
export function unitsFrom(
  portions: readonly (readonly [label: string, grams: number])[],
): Partial<Record<UnitKey, number>> {
  const units: Partial<Record<UnitKey, number>> = {};
  for (const [unit, pattern] of UNIT_PATTERNS) {
    const hit = portions.find(([label]) => pattern.test(label));
    if (hit) units[unit] = hit[1];
  }
  return units;
}
