// "кус кус", "чиз кейк", "поп корн", "пан кейки": a one-word name typed as two words with a space between its halves
// is read as the one word (decision 024, follow-up "Russian diary text, a fifth sweep"). Neither half is a food, so
// the line was left unread ("кус кус с овощами 200г" weighed only the vegetables), or the half that is one stood for
// the whole ("чиз бургер" was a 280 g café burger). The inverse of glued-words.ts.
import { aliasKey, type Database } from "../database";
import { stem } from "../text";
import { isOneWordName } from "./glued-words";

/** Two Russian words with only spaces between them; the second is looked for again as the first of the next pair. */
const SPACED_PAIR = /(?<![а-яё-])([а-яё]{2,})( +)(?=([а-яё]{2,})(?![а-яё-]))/gi;

/**
 * The text with each pair of words joined whose joined word is a one-word name of the catalog, where the two are not
 * a name of two words and not both foods alone ("чай кофе" stays two).
 */
export function spacedNamesJoined(db: Database, text: string): string {
  return text.replace(SPACED_PAIR, (whole, left: string, _spaces: string, right: string) => {
    const l = left.toLowerCase().replace(/ё/g, "е");
    const r = right.toLowerCase().replace(/ё/g, "е");
    if (!isOneWordName(db, l + r)) return whole;
    if (db.aliases.has(aliasKey([stem(l), stem(r)]))) return whole;
    if (isOneWordName(db, l) && isOneWordName(db, r)) return whole;
    return left;
  });
}
