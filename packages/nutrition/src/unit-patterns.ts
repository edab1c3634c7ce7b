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
  // of orange juice) is what one fruit gives, no serving of the drink: "an orange juice" is a glass of it. SR28's
  // "unit (yield from 1 lb ready-to-cook chicken)" is what a pound of bird or meat yields of the cut, no one piece:
  // it made a chicken heart 1 g, a skewer of kebab 272 g and a turkey patty 330 g.
  [
    "piece",
    /^(medium|regular|piece|each|item|whole|fruit(?! yields)|unit(?![^(]*\(?yield from 1 lb)|large|small|sandwich|bar|cookie|muffin|roll)\b/i,
  ],
];

/** The first measure of each kind the engine counts in (cup, spoon, slice, piece). */
export function unitsFrom(
  portions: readonly (readonly [label: string, grams: number])[],
): Partial<Record<UnitKey, number>> {
  const units: Partial<Record<UnitKey, number>> = {};
  for (const [unit, pattern] of UNIT_PATTERNS) {
    const found = portions.filter(([label]) => pattern.test(label));
    const hit =
      unit === "cup"
        ? (found.find(([label]) => /^cups?, NFS\b/i.test(label)) ??
          found.find(([label]) => !PREPARED_CUP.test(label)) ??
          found[0])
        : found[0];
    if (hit) units[unit] = hit[1];
  }
  return units;
}

/**
 * A cup of the food made into something else first: mashed, melted, puréed or diced, where a cup of it shredded,
 * sliced or plain is also listed. "A cup of bananas" is FNDDS's cup of sliced banana (150 g), not SR28's first
 * listed "cup, mashed" (225 g); "a cup of cheddar" its "cup, NFS", the shredded 113 g, not SR28's first "cup, diced"
 * (132 g). Such a cup is taken only where it is the food's only one; FNDDS's "cup, NFS" comes before any.
 */
const PREPARED_CUP = /\b(?:mashed|melted|pureed|diced)\b/i;
