// A word spelt right is no typo (decision 024, follow-up: a word spelt right is no typo). The engine's two readers of
// misspelt words, the catalog's correction of a stem (database.ts correctStem) and the slip reader
// (meal-text/keyboard-slips.ts), put a word they cannot read right into the food it is nearest; a spell checker puts
// right only a word its dictionary does not hold. data/dictionary-words.json holds, of an English and a Russian
// dictionary, just the words those readers would have turned into a food, each not itself a food's word:
// scripts/generate.ts writes it, and nothing else is read at run time.
import { readFileSync } from "node:fs";

interface DictionaryFile {
  /** Typed words, as normaliseText writes them, the slip reader would have read as a food. */
  words: string[];
  /** Stems of dictionary words the catalog's correction would have read as a food's stem. */
  stems: string[];
}

let loaded: { words: ReadonlySet<string>; stems: ReadonlySet<string> } | undefined;

/** The file, read on first use: a line with no word to put right never needs it. */
function dictionary(): { words: ReadonlySet<string>; stems: ReadonlySet<string> } {
  if (!loaded) {
    const file = JSON.parse(
      readFileSync(new URL("../data/dictionary-words.json", import.meta.url), "utf8"),
    ) as DictionaryFile;
    loaded = { words: new Set(file.words), stems: new Set(file.stems) };
  }
  return loaded;
}

/** Whether a typed word is a word of its language that the slip reader must leave as it is ("page", "окно"). */
export function spelt(word: string): boolean {
  return dictionary().words.has(word);
}

/** Whether a stem is a dictionary word's that the catalog's correction must leave as it is ("larger", "данн"). */
export function speltStem(stem: string): boolean {
  return dictionary().stems.has(stem);
}
