// A meat flavour said after the food ("ramen chicken flavor", "cup noodles beef flavour"): what instant noodles, chips
// or a broth taste of, never meat of its own; and a seasoning said before a meat ("lemon pepper wings", "chilli beef"),
// never a food of its own.
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

/**
 * Seasonings and sauces a takeaway or wing shop names its meat by, word by word. "chilli" and "chili" alone are the
 * Chinese and Indo-Chinese chilli beef or chicken, a stir-fry in chilli sauce, never a bowl of chili beside the meat.
 */
const SEASONINGS: readonly (readonly string[])[] = [
  ["lemon", "pepper"],
  ["salt", "and", "pepper"],
  ["salt", "n", "pepper"],
  ["salt", "pepper"],
  ["garlic", "parmesan"],
  ["garlic", "parm"],
  ["honey", "garlic"],
  ["lemon", "garlic"],
  ["black", "pepper"],
  ["sweet", "chilli"],
  ["sweet", "chili"],
  ["chilli", "garlic"],
  ["chili", "garlic"],
  ["mango", "habanero"],
  ["chilli"],
  ["chili"],
];
const SEASONING_FIRST_WORDS: ReadonlySet<string> = new Set(SEASONINGS.map((w) => w[0]!));
/** The meats a seasoning above is said before: a wing shop's wings, a takeaway's meat or seafood. */
const SEASONED: ReadonlySet<string> = new Set([
  "wings",
  "wing",
  "chicken",
  "beef",
  "pork",
  "lamb",
  "shrimp",
  "prawns",
  "prawn",
  "squid",
  "calamari",
  "tofu",
  "ribs",
  "tenders",
]);

/**
 * "lemon pepper wings", "salt and pepper squid", "garlic parmesan wings", "crispy chilli beef": a seasoning right
 * before a meat says how the meat was cooked (decision 024, follow-up "English names, a sixth sweep"). Read as foods,
 * "lemon pepper" was a 120 g bell pepper beside the wings, and "chilli" a 250 g bowl of chili beside the beef. A
 * seasoning said after its meat ("chicken chili", "wings with lemon pepper") or before any other food is read as
 * before.
 */
export function seasoningsNamed(raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  for (let i = 0; i < raw.length; i++) {
    // Only a seasoning's first word opens one; each line's words were lowered once per seasoning tried, the most a
    // line's reading allocated.
    const first = lowerWordAt(raw, i);
    if (first === undefined || !SEASONING_FIRST_WORDS.has(first)) continue;
    const words = SEASONINGS.find(
      (w) => w[0] === first && w.every((word, n) => n === 0 || lowerWordAt(raw, i + n) === word),
    );
    if (!words || !SEASONED.has(lowerWordAt(raw, i + words.length) ?? "")) continue;
    found.set(i, { take: words.length, what: FLAVOUR });
    i += words.length - 1;
  }
  return found;
}
