// Russian typed in Latin letters ("grechka s kotletoi", "syrniki 3 sht so smetanoi", "kasha ovsyanaya na moloke"):
// the way people write from a phone without a Russian keyboard, or abroad. A few Russian dishes have English names
// the catalog lists (pelmeni, borscht, plov), but the rest of such a line, its cases, units and little words, named
// nothing: "grechka s kotletoi" was one unmatched stretch, "pirozhok s kapustoi" a pie with potato, "kasha
// ovsyanaya" buckwheat. The line is spelt back in Cyrillic, word by word, where the Cyrillic word is one the engine
// knows, and read as Russian (analyze.ts).
import { aliasKey, CONNECTORS, type Database, STOP_WORDS } from "../database";
import { findFnddsName } from "../fndds";
import { NUMBER_WORDS, UNIT_WORDS } from "../quantity";
import { stem } from "../text";
import { wordTable } from "../word-table";
import { SIZE_STEMS } from "./modifiers";

/** Letter groups first (the longest), then single letters, as Russians spell their words in Latin letters. */
const GROUPS: readonly [string, string][] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["yo", "ё"],
  ["jo", "ё"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["ye", "е"],
];

const LETTERS: Record<string, string> = wordTable({
  a: "а",
  b: "б",
  v: "в",
  w: "в",
  g: "г",
  d: "д",
  e: "е",
  z: "з",
  i: "и",
  j: "й",
  k: "к",
  q: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  f: "ф",
  h: "х",
  c: "ц",
  x: "кс",
  "'": "ь",
});

const VOWELS = new Set(["a", "e", "i", "o", "u", "y"]);

/**
 * "kotletoi" → "котлетой", "syrniki" → "сырники", "shchi" → "щи"; undefined for a word of other letters. With
 * `vowelI`, an "i" after a vowel stays "и" ("yaichnitsa" is "яичница", where "chai" is "чай").
 */
export function cyrillicSpelling(
  word: string,
  vowelI = false,
  softYe = false,
  splitTs = false,
  hardC = false,
): string | undefined {
  const w = word.toLowerCase();
  if (w.includes("-")) {
    const parts = w.split("-").map((p) => cyrillicSpelling(p, vowelI, softYe, splitTs, hardC));
    return parts.every((p) => p !== undefined) ? parts.join("-") : undefined;
  }
  if (!/^[a-z']+$/.test(w)) return undefined;
  let out = "";
  for (let i = 0; i < w.length; ) {
    // "pechenye", "varenye": "ye" after a consonant is "ье", where asked.
    if (softYe && w.startsWith("ye", i) && i > 0 && !VOWELS.has(w[i - 1]!)) {
      out += "ье";
      i += 2;
      continue;
    }
    // With `splitTs`, "ts" is "тс" ("flotski" is "флотски", where "kuritsa" is "курица").
    const group = GROUPS.find(([latin]) => w.startsWith(latin, i) && !(splitTs && latin === "ts"));
    if (group) {
      out += group[1];
      i += group[0].length;
      continue;
    }
    const c = w[i]!;
    // With `hardC`, "c" is "к" but before "e", "i" or "y", as a brand's Latin name spells it ("Actimel", "Rostics"),
    // and "ck" one "к".
    if (hardC && c === "c" && !/[eiy]/.test(w[i + 1] ?? "")) {
      out += "к";
      i += w[i + 1] === "k" ? 2 : 1;
      continue;
    }
    const afterVowel = i > 0 && VOWELS.has(w[i - 1]!);
    // "y" and "i" after a vowel, ending the word or before a consonant, are "й": "chai", "kotletoy", "goryachii".
    const glide = afterVowel && (i === w.length - 1 || !VOWELS.has(w[i + 1]!));
    if (c === "y") out += glide ? "й" : "ы";
    else if (c === "i") out += glide && !vowelI ? "й" : "и";
    else out += LETTERS[c] ?? c;
    i++;
  }
  return out;
}

/** Consonants a soft sign follows, which Latin spellings leave out ("pelmeni", "oladi", "kisel"). */
const SOFTENED = /[лнтдсрзвмпбф]/;

/** Little Russian words a line in Latin letters holds: "na moloke", "s kotletoi", "iz 3 yaits", "bez sahara". */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(["с", "со", "на", "и", "по", "из", "без", "в", "во", "к", "за"]);

function known(db: Database, cyrillic: string): boolean {
  const w = cyrillic.replace(/ё/g, "е");
  return (
    FUNCTION_WORDS.has(w) ||
    UNIT_WORDS[w] !== undefined ||
    NUMBER_WORDS[w] !== undefined ||
    CONNECTORS.has(w) ||
    STOP_WORDS.has(w) ||
    (w.length >= 3 && db.vocabularySet.has(stem(w)))
  );
}

/** Which letters to try as which: "i" after a vowel as "и", "ts" as "тс", and (brands) "c" as "к". */
const SPELLINGS: readonly (readonly [boolean, boolean, boolean])[] = [
  [false, false, false],
  [true, false, false],
  [false, true, false],
];
const SPELLINGS_WITH_BRANDS = [...SPELLINGS, [false, false, true] as const];

/** The word's Cyrillic spelling the engine knows, with a soft sign put back where one was left out; else undefined. */
function knownSpelling(db: Database, word: string, brands = false): string | undefined {
  for (const [vowelI, splitTs, hardC] of brands ? SPELLINGS_WITH_BRANDS : SPELLINGS) {
    const plain = cyrillicSpelling(word, vowelI, false, splitTs, hardC);
    if (plain === undefined) return undefined;
    // "pechenie", "pechenye": "ie" or "ye" written for "ье", tried first, as "печение" and "печене" would pass for
    // stems of "печёный".
    const softYe = cyrillicSpelling(word, vowelI, true, splitTs, hardC)!;
    const softVowel = softYe !== plain ? softYe : plain.replace(/и([еяю])$/, "ь$1");
    if (softVowel !== plain && known(db, softVowel)) return softVowel;
    if (known(db, plain)) return plain;
    for (let i = 1; i <= plain.length; i++) {
      if (!SOFTENED.test(plain[i - 1]!) || plain[i] === "ь") continue;
      const soft = `${plain.slice(0, i)}ь${plain.slice(i)}`;
      if (known(db, soft)) return soft;
    }
  }
  return undefined;
}

/**
 * A word English already reads: a food named by it alone, a unit, a number, a joining or a stop word. A word found only
 * inside longer English names ("moloko" of "ptichye moloko cake") does not count.
 */
function englishWord(db: Database, w: string): boolean {
  return (
    db.aliases.has(aliasKey([stem(w)])) ||
    SIZE_STEMS.has(stem(w)) ||
    // "halvah", "grande": English names of foods FNDDS lists, which a Russian spelling would also find.
    findFnddsName([stem(w)]) !== undefined ||
    UNIT_WORDS[w] !== undefined ||
    NUMBER_WORDS[w] !== undefined ||
    CONNECTORS.has(w) ||
    STOP_WORDS.has(w)
  );
}

/** Adjective and case endings of Russian as spelt in Latin letters: "-aya", "-oe", "-yi", "-oi", "-ami", "-ogo". */
const RUSSIAN_ENDING = /(?:aya|yaya|oe|ee|yi|yj|ij|iy|ye|ie|ogo|ego|oi|oj|ei|ej|ami|yami|ykh|ikh)$/;

/** Joining and sentence words of English, never of Russian typed in Latin letters. */
const ENGLISH_GRAMMAR: ReadonlySet<string> = new Set(
  [...CONNECTORS, ...STOP_WORDS].filter((w) => /^[a-z]+$/.test(w) && w !== "n" && w !== "i"),
);

export interface Respelt {
  /** The text with the Russian words in Cyrillic. */
  text: string;
  /** Where each respelt word stands in both texts, in order. */
  words: { from: number; to: number; start: number; end: number }[];
}

/**
 * The text spelt in Cyrillic where it is Russian in Latin letters, or undefined where it is not. A line is taken for
 * Russian when one of its Latin words means nothing in English yet is a Russian food word or unit once respelt
 * ("grechka", "kotletoi", "sht"); then every Latin word whose Cyrillic spelling the engine knows is respelt, the
 * English-looking ones too ("kasha" is buckwheat in English, "каша" any porridge), and the others stay as typed.
 */
export function respellRussian(db: Database, text: string, brands = false): Respelt | undefined {
  // Hyphenated words stay whole: "po-flotski" is the catalog's "по-флотски".
  const runs = [...text.matchAll(/(?<![\p{L}\p{N}])[a-zA-Z']+(?:-[a-zA-Z']+)*(?![\p{L}])/gu)];
  // A food word of English FNDDS names by itself ("milk", "rice", "tea") stays English, whatever its respelling
  // would meet ("милк" is a chocolate bar's word): "protein shake with milk" from a Russian interface.
  const spelt = runs.map((m) =>
    findFnddsName([stem(m[0].toLowerCase())]) !== undefined ? undefined : knownSpelling(db, m[0], brands),
  );
  // An English sentence's little words ("with", "and", "of", "a") say the line is English: "chicken tikka masala
  // with naan" has "masala", a Russian word too.
  if (runs.some((m) => ENGLISH_GRAMMAR.has(m[0].toLowerCase()))) return undefined;
  const russian = runs.some((m, k) => {
    const c = spelt[k]?.replace(/ё/g, "е");
    const w = m[0].toLowerCase();
    if (c === undefined || w.length < 3 || englishWord(db, w)) return false;
    // A food the respelt word names by itself ("гречка", "котлетой", "суп"), a unit ("шт", "стакан"), or a word of a
    // food's name with a Russian ending no English word has ("mannaya", "zharenaya").
    if (UNIT_WORDS[c] !== undefined || db.aliases.has(aliasKey([stem(c)]))) return true;
    return RUSSIAN_ENDING.test(w) && db.vocabularySet.has(stem(c));
  });
  // "Actimel 2 бутылочки", "Danissimo 1 шт", "Teremok блин с ветчиной": in a line typed in Russian otherwise, a word in
  // Latin letters is a brand's or a place's name as its pack or sign prints it, read in Cyrillic where that spelling
  // is a word the engine knows (decision 024, follow-up: Russian diary text, a sixth sweep); it was left unread.
  const brandInARussianLine =
    brands && runs.some((m, k) => spelt[k] !== undefined && m[0].length >= 4 && !englishWord(db, m[0].toLowerCase()));
  if (!russian && !brandInARussianLine) return undefined;
  let out = "";
  let last = 0;
  const words: Respelt["words"] = [];
  runs.forEach((m, k) => {
    const c = spelt[k];
    if (c === undefined) return;
    const from = m.index ?? 0;
    out += text.slice(last, from);
    words.push({ from, to: from + m[0].length, start: out.length, end: out.length + c.length });
    out += c;
    last = from + m[0].length;
  });
  return { text: out + text.slice(last), words };
}

/** A stretch of the respelt text, from `start` to `end`, as the person typed it. */
export function asTyped(original: string, respelt: Respelt, start: number, end: number): string {
  const at = (pos: number, isEnd: boolean) => {
    let shift = 0;
    for (const w of respelt.words) {
      if (pos < w.start) break;
      if (pos === w.start) return w.from;
      if (pos < w.end) return isEnd ? w.to : w.from;
      if (pos === w.end) return w.to;
      shift = w.to - w.end;
    }
    return pos + shift;
  };
  return original.slice(at(start, false), at(end, true));
}
