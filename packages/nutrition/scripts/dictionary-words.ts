// The dictionaries a word is checked against, read from two development packages (decision 024, follow-up: a word
// spelt right is no typo). Used only by the generator: the product carries data/dictionary-words.json instead.
//
//   English: an-array-of-english-words 2.0.0 (MIT), a list of about 275,000 words in small letters.
//   Russian: dictionary-ru 3.0.0 (BSD-3-Clause, © Alexander I. Lebedev), LibreOffice's Hunspell dictionary: a stem
//   file and an affix file whose suffix rules make each stem's forms.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDatabase, nearestStem } from "../src/database";
import { fnddsWords } from "../src/fndds";
import { plainStem } from "../src/meal-text/diminutives";
import { slipTarget } from "../src/meal-text/keyboard-slips";
import { normaliseText, stem, synonymSources } from "../src/text";

const require = createRequire(import.meta.url);

/** Every word of the English list. */
export function englishWords(): string[] {
  return JSON.parse(readFileSync(require.resolve("an-array-of-english-words/index.json"), "utf8")) as string[];
}

/** One suffix rule of a Hunspell affix file: cut `strip` from a stem ending as `condition` says, then add `add`. */
interface SuffixRule {
  strip: string;
  add: string;
  condition: RegExp;
}

/**
 * The suffix rules of a Hunspell affix file by flag. The Russian file uses suffixes alone, one letter a flag, and no
 * rule that carries flags of its own; anything else in it is refused rather than read wrongly.
 */
export function suffixRules(aff: string): Map<string, SuffixRule[]> {
  const rules = new Map<string, SuffixRule[]>();
  for (const line of aff.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    if (fields[0] === "PFX" || fields[0] === "FLAG" || fields[0] === "COMPLEXPREFIXES") {
      throw new Error(`affix file: ${fields[0]} is not read here`);
    }
    // A header line ("SFX A Y 93") has four fields; a rule line has five.
    if (fields[0] !== "SFX" || fields.length < 5) continue;
    const [, flag, strip, add, condition] = fields as [string, string, string, string, string];
    if (add.includes("/")) throw new Error(`affix file: a suffix with flags of its own (${line}) is not read here`);
    const list = rules.get(flag) ?? [];
    list.push({
      strip: strip === "0" ? "" : strip,
      add: add === "0" ? "" : add,
      condition: new RegExp(`${condition === "." ? "" : condition}$`),
    });
    rules.set(flag, list);
  }
  return rules;
}

/** Every form a Hunspell dictionary spells: each stem as it stands, and each suffix its flags allow. */
export function hunspellForms(aff: string, dic: string): string[] {
  return hunspellWords(aff, dic).flat();
}

/** The forms of each word of a Hunspell dictionary, the word as it stands first. */
export function hunspellWords(aff: string, dic: string): string[][] {
  const rules = suffixRules(aff);
  const words: string[][] = [];
  // The first line is the number of stems.
  for (const line of dic.split(/\r?\n/).slice(1)) {
    if (line.length === 0) continue;
    const slash = line.indexOf("/");
    const stem = slash < 0 ? line : line.slice(0, slash);
    const flags = slash < 0 ? "" : line.slice(slash + 1);
    const forms = [stem];
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        if (!rule.condition.test(stem) || !stem.endsWith(rule.strip)) continue;
        forms.push(stem.slice(0, stem.length - rule.strip.length) + rule.add);
      }
    }
    words.push(forms);
  }
  return words;
}

/** The forms of each word of the Russian dictionary. */
export function russianWords(): string[][] {
  // The package exports only its loader; its two files lie beside it.
  const dir = dirname(require.resolve("dictionary-ru"));
  return hunspellWords(readFileSync(join(dir, "index.aff"), "utf8"), readFileSync(join(dir, "index.dic"), "utf8"));
}

/** Every way up to one letter can be taken out of `word`, the word itself included. */
function withUpToOneOut(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** A Russian word with each vowel after its first letter written "*": the consonants, which vowelsBySound keeps. */
const vowelsMasked = (s: string) => s[0] + s.slice(1).replace(/[аоеияэ]/g, "*");

/** Every way up to two can be taken out of `word`, anywhere in it, the word itself included. */
function withUpToTwoOut(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) {
    const one = word.slice(0, i) + word.slice(i + 1);
    out.push(one);
    for (let j = i; j < one.length; j++) out.push(one.slice(0, j) + one.slice(j + 1));
  }
  return out;
}

/** A word with each run of one letter written once: "brocoli" and "broccoli" are one spelling. */
const singled = (s: string) => s.replace(/(.)\1+/g, "$1");

/**
 * The words, by language, that the dictionaries spell (small letters, ё as е, no hyphen, four letters or more), and
 * those of them that are a form of a food's word: every form of a Russian word one of whose forms the catalog or
 * FNDDS reads as a food ("булок" of булка, whose stem is not булка's).
 */
function dictionaryWords(isFood: (word: string) => boolean): { all: string[]; food: Set<string> } {
  const all = new Set<string>();
  const food = new Set<string>();
  const usable = (word: string) => {
    // A capital begins a name (Эльба, Элла): typed in small letters it is no word the dictionary holds.
    if (word !== word.toLowerCase()) return undefined;
    const w = normaliseText(word);
    return w.length >= 4 && /^(?:[a-z]+|[а-я]+)$/.test(w) ? w : undefined;
  };
  for (const word of englishWords()) {
    const w = usable(word);
    if (w !== undefined) all.add(w);
  }
  for (const forms of russianWords()) {
    const ws = forms.map(usable).filter((w): w is string => w !== undefined);
    for (const w of ws) all.add(w);
    if (forms.some((f) => isFood(normaliseText(f)))) for (const w of ws) food.add(w);
  }
  return { all: [...all].sort(), food };
}

/**
 * The words the slip reader would turn into a food and the stems the catalog's correction would, of the words the
 * dictionaries spell that are no food's own word: data/dictionary-words.json. Each reader is asked as it reads
 * (slipTarget, nearestStem); a quick test first leaves out the words no food's word is near, which are nearly all.
 */
export function buildDictionaryJson(): string {
  const { words, stems } = dictionaryEntries();
  const about =
    "Words spelt right that the engine's corrections would read as a food (decision 024, follow-up: a word spelt " +
    "right is no typo). Written by scripts/generate.ts from an-array-of-english-words 2.0.0 (MIT) and dictionary-ru " +
    "3.0.0 (BSD-3-Clause, (c) 1997-2008 Alexander I. Lebedev; LibreOffice's Russian Hunspell dictionary, its forms " +
    "made from its suffix rules): of each, only the words within a correction's reach of a food's word.";
  const list = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x)).join(",\n");
  return `{"about":${JSON.stringify(about)},\n"words":[\n${list(words)}\n],\n"stems":[\n${list(stems)}\n]}\n`;
}

/**
 * The entries of data/dictionary-words.json, sorted: of all the dictionaries' words, or of those `keep` chooses by
 * their place in the sorted list (a test rebuilds a slice, since the whole takes minutes).
 */
export function dictionaryEntries(keep: (index: number) => boolean = () => true): {
  words: string[];
  stems: string[];
  looked: string[];
} {
  const db = getDatabase();
  const foodStems = new Set<string>([...db.vocabularySet, ...fnddsWords()]);
  const dictionary = dictionaryWords((w) => foodStems.has(stem(w)));
  // An English plural the stemmer leaves whole ("chilis", as it keeps "-is") is its food's as well, and so is a
  // diminutive the engine reads as its food's plain word ("балычка" of балык, which the Russian dictionary holds).
  const isFoodWord = (w: string) =>
    foodStems.has(stem(w)) ||
    plainStem(db.vocabularySet, stem(w)) !== undefined ||
    dictionary.food.has(w) ||
    (/[a-z]s$/.test(w) && (foodStems.has(stem(w.slice(0, -1))) || foodStems.has(stem(w.slice(0, -2)))));
  // The slip reader: a slip keeps the first letter, changes one more, and is then cut to its stem, so a food's stem
  // (or a word a synonym reads as one, or "cherri" of "cherries") is, within one letter, the start of the word typed.
  const targets = new Set<string>();
  for (const s of [...foodStems, ...synonymSources()]) {
    // A slip is four letters or more, so its stem three or more.
    if (s.length < 3) continue;
    targets.add(s);
    if (/[a-z]y$/.test(s)) targets.add(`${s.slice(0, -1)}i`);
  }
  // A target with a letter taken out, two swapped or one changed: the start of a word that slipped into it.
  const near = new Set<string>();
  for (const t of targets) {
    for (let i = 1; i < t.length; i++) {
      near.add(t.slice(0, i) + t.slice(i + 1));
      near.add(`${t.slice(0, i)}?${t.slice(i + 1)}`);
      if (i + 1 < t.length) near.add(t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2));
    }
  }
  const nearAStart = (w: string) => {
    // The slip is a letter longer or shorter than the word, its stem that less an ending of at most four letters in
    // Russian (-иями) and two in English (-es, -ies read as -y), and the start a letter longer or shorter again.
    const longest = /[а-я]/.test(w) ? 6 : 4;
    // A start of two letters is a stem of three with a letter put in ("дней" slipped into "дыней").
    for (let end = Math.max(2, w.length - longest); end <= w.length; end++) {
      const start = w.slice(0, end);
      if (targets.has(start) || near.has(start)) return true;
      for (let i = 1; i < start.length; i++) {
        if (targets.has(start.slice(0, i) + start.slice(i + 1))) return true;
        if (near.has(`${start.slice(0, i)}?${start.slice(i + 1)}`)) return true;
      }
    }
    return false;
  };
  // The catalog's correction: a stem of six to eight letters one edit from a food's stem of the same first letter,
  // its double letters moved, or its unstressed vowels written otherwise; a longer one two edits from any. Two edits,
  // a swap counted as one, leave the two stems with one and the same string once up to two letters are taken out of
  // each; a shorter stem is tried in full, which is quick.
  const oneOut = new Set<string>();
  const twoOut = new Set<string>();
  const singles = new Set<string>();
  const consonants = new Set<string>();
  for (const v of db.vocabularySet) {
    for (const o of withUpToOneOut(v)) oneOut.add(o);
    if (v.length >= 7) for (const o of withUpToTwoOut(v)) twoOut.add(o);
    singles.add(singled(v));
    consonants.add(vowelsMasked(v));
  }
  const nearAStem = (s: string) =>
    s.length < 6 ||
    singles.has(singled(s)) ||
    consonants.has(vowelsMasked(s)) ||
    (s.length < 9 ? withUpToOneOut(s) : withUpToTwoOut(s)).some((o) => (s.length < 9 ? oneOut : twoOut).has(o));

  const words: string[] = [];
  const stems = new Set<string>();
  const stemsSeen = new Set<string>();
  const looked = dictionary.all.filter((_, i) => keep(i));
  for (const w of looked) {
    if (isFoodWord(w)) continue;
    if (nearAStart(w) && slipTarget(w) !== null) words.push(w);
    const s = stem(w);
    if (stemsSeen.has(s)) continue;
    stemsSeen.add(s);
    if (!nearAStem(s)) continue;
    const food = nearestStem(db, s);
    // In a word of six letters or more, a double letter written once or a single one doubled is the food's other
    // spelling ("brocoli", which the English list holds), as the correction has always read it (database.ts
    // movedDouble). A shorter word so near a food is as often a word of its own ("late" is no latte).
    if (food !== null && food !== s && (s.length < 6 || singled(food) !== singled(s))) stems.add(s);
  }
  return { words: words.sort(), stems: [...stems].sort(), looked };
}
