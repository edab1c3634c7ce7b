// A meat flavour said after the food ("ramen chicken flavor", "cup noodles beef flavour"): what instant noodles, chips
// or a broth taste of, never meat of its own.
import { lowerWordAt, type RawToken } from "../text";

/** The stem a flavour phrase is read as: a word that describes, no food and no amount (decision 024). */
export const FLAVOUR = "#flavour";

const FLAVOUR_WORDS: ReadonlySet<string> = new Set(["flavor", "flavour", "flavored", "flavoured"]);
/**
 * Meats a packet is flavoured with. A fruit or a sweet said so ("greek yogurt strawberry flavored", "yogurt vanilla
 * flavored") stays a name FNDDS holds in that flavour.
 */
const MEAT_FLAVOURS: ReadonlySet<string> = new Set(["chicken", "beef", "pork", "shrimp", "seafood", "oriental"]);

/** Words that end an item as a comma does. */
const ITEM_ENDS: ReadonlySet<string> = new Set(["and", "with", "plus"]);

/**
 * "ramen chicken flavor", "instant noodles beef flavour": a meat and "flavor" ending the item, after the food, say its
 * flavour, as «доширак говядина» does in Russian. Read as foods, the chicken was 120 g of chicken beside the noodles.
 * Said before the food ("chicken flavored ramen") the words are already read with it.
 */
export function flavoursNamed(raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  for (let i = 2; i < raw.length; i++) {
    if (!FLAVOUR_WORDS.has(lowerWordAt(raw, i) ?? "") || !MEAT_FLAVOURS.has(lowerWordAt(raw, i - 1) ?? "")) continue;
    const next = raw[i + 1];
    if (next !== undefined && next.kind !== "separator" && !ITEM_ENDS.has(lowerWordAt(raw, i + 1) ?? "")) continue;
    if (lowerWordAt(raw, i - 2) === undefined) continue;
    found.set(i - 1, { take: 2, what: FLAVOUR });
  }
  return found;
}
