// A bar as the place a meal was had ("chicken wings at the bar"), never the granola bar its word also names.
import { aliasKey, type Database } from "../database";
import { lowerWordAt, type RawToken, stem } from "../text";

/** The stem a place phrase is read as: a word that describes, no food and no amount (decision 024). */
export const PLACE = "#place";

const BEFORE_A_PLACE: ReadonlySet<string> = new Set(["at", "from", "in", "inside"]);
const DETERMINERS: ReadonlySet<string> = new Set(["the", "a", "an", "my", "our", "this", "that", "some"]);
const BARS: ReadonlySet<string> = new Set(["bar", "bars", "pub", "pubs"]);

/**
 * "chicken wings at the bar", "wine at the wine bar", "nachos from a sports bar": "at", "from" or "in" with its
 * article before a bar (one word may name which bar) says where the food was had. Read as a food, the bar was a 43 g
 * granola bar and took the wings' place as the head of their name. The phrase is one describing word, as a chain's
 * name is (chains.ts); a bar said with no place word before it ("a kit kat bar", "granola bar") is still the food, as
 * is a bar whose name is a food's ("lunch at the salad bar").
 */
export function placesNamed(db: Database, raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  for (let i = 0; i < raw.length; i++) {
    if (!BEFORE_A_PLACE.has(lowerWordAt(raw, i) ?? "")) continue;
    const article = DETERMINERS.has(lowerWordAt(raw, i + 1) ?? "") ? 1 : 0;
    const head = i + 1 + article;
    const bar = BARS.has(lowerWordAt(raw, head) ?? "")
      ? head
      : BARS.has(lowerWordAt(raw, head + 1) ?? "")
        ? head + 1
        : -1;
    if (bar < 0 || (article === 0 && bar !== head)) continue;
    const which = bar > head ? lowerWordAt(raw, head) : undefined;
    if (which !== undefined && db.aliases.has(aliasKey([stem(which), stem(lowerWordAt(raw, bar)!)]))) continue;
    found.set(i, { take: bar - i + 1, what: PLACE });
    i = bar;
  }
  return found;
}
