// "макароныссыром", "гречкасмолоком", "котлетаспюре": two foods typed with no space, perhaps with the "с" or "и"
// that joins them, are read as typed with spaces (decision 024: typed as people type). Read whole, the word was
// unread and the meal weighed nothing.
import { aliasKey, correctStem, type Database } from "../database";
import { fnddsHasWord } from "../fndds";
import { stem } from "../text";

/** Russian words long enough to hold two foods' names glued; a shorter unknown word is a typo. */
const MIN_GLUED = 8;
/** The shortest name a glued part may be: "чай", "суп". */
const MIN_PART = 3;
/** What may join the two names inside the glued word. */
const JOINERS = ["с", "со", "и", ""] as const;
const LONG_CYRILLIC_WORD = new RegExp(`[а-яё]{${MIN_GLUED},}`, "gi");

/** A food's one-word name ("макароны", "сыром"): never a piece of a number word ("поло-вина") or of a unit. */
export const isOneWordName = (db: Database, w: string) => db.aliases.has(aliasKey([stem(w)]));

/** The word's two names and their joiner, spaced, the split with the longer shorter part first; undefined if none. */
function split(db: Database, word: string): string | undefined {
  let best: string | undefined;
  let bestShort = 0;
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
    const left = word.slice(0, i);
    if (!isOneWordName(db, left)) continue;
    for (const joiner of JOINERS) {
      const right = word.slice(i + joiner.length);
      if (!word.startsWith(joiner, i) || right.length < MIN_PART || !isOneWordName(db, right)) continue;
      const short = Math.min(left.length, right.length);
      if (short > bestShort) {
        bestShort = short;
        best = joiner ? `${left} ${joiner} ${right}` : `${left} ${right}`;
      }
    }
  }
  return best;
}

/** The text with each unknown long Russian word that is two foods' names glued spaced apart. */
export function ungluedWords(db: Database, text: string): string {
  return ungluedCompounds(
    db,
    text.replace(LONG_CYRILLIC_WORD, (word) => {
      const lower = word.toLowerCase().replace(/ё/g, "е");
      if (correctStem(db, stem(lower)) !== null) return word;
      return split(db, lower) ?? word;
    }),
  );
}

/**
 * English words long enough to be a two-word name typed as one: "eggrolls", and from six letters "hotdog", which was
 * left unread (docs/decisions/024, follow-up "The FNDDS fallback, by class of miss": two words typed joined).
 */
const LONG_LATIN_WORD = /\b[a-z]{6,}\b/gi;

/**
 * "2 eggrolls", "eggroll": an English name of two words typed as one, unknown as typed (to the catalog and to FNDDS,
 * whose "spareribs" is its own spelling) and with no near spelling, is that name where the catalog holds it spaced
 * ("egg rolls"). Only a whole name: two foods glued stay unread, as an
 * English compound names one food, not two.
 */
function ungluedCompounds(db: Database, text: string): string {
  return text.replace(LONG_LATIN_WORD, (word) => {
    const lower = word.toLowerCase();
    if (correctStem(db, stem(lower)) !== null || fnddsHasWord(stem(lower))) return word;
    for (let i = MIN_PART; i <= lower.length - MIN_PART; i++) {
      const left = lower.slice(0, i);
      const right = lower.slice(i);
      if (db.aliases.has(aliasKey([stem(left), stem(right)]))) return `${left} ${right}`;
    }
    return word;
  });
}
