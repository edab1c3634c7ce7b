// One letter mistyped on a phone (decision 024, follow-up: one letter mistyped): a letter dropped, doubled, two
// neighbours swapped, or a key struck beside the one meant. The catalog's own correction works on stems, so a slip in
// a Russian ending ("кефриа", "молочом") cut the word into no stem at all, and a short word ("тост", "гречи") was never
// corrected. Here the word is put right as it was typed, then cut.
import { CONNECTORS, type Database, DIET_STEMS, getDatabase, NOT_TYPOS, STOP_WORDS } from "../database";
import { spelt } from "../dictionary";
import { fnddsHasWord } from "../fndds";
import { NUMBER_WORDS, UNIT_WORDS } from "../quantity";
import { keptOrMade, normaliseText, stem } from "../text";
import { plainStem } from "./diminutives";
import { type Element, PERCENT_WORDS } from "./elements";
import { PLATE_KIND_STEMS, PREPARATION_STEMS, SIZE_STEMS } from "./modifiers";

/** Keyboard rows as a phone lays them out, Latin (QWERTY) and Cyrillic (ЙЦУКЕН). */
const ROWS: readonly (readonly string[])[] = [
  ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
  ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"],
];

/**
 * The keys around each key: beside it in its row and touching it in the rows above and below (a lower row is set off
 * half a key to the right). A letter struck by mistake is one of these, never any letter at all: "break" is no slip
 * of "bread", since "k" and "d" are far apart.
 */
const AROUND: ReadonlyMap<string, string> = (() => {
  const around = new Map<string, string>();
  for (const rows of ROWS) {
    rows.forEach((row, r) => {
      [...row].forEach((key, i) => {
        const near = [row[i - 1], row[i + 1]];
        if (r > 0) near.push(rows[r - 1]![i], rows[r - 1]![i + 1]);
        if (r < rows.length - 1) near.push(rows[r + 1]![i - 1], rows[r + 1]![i]);
        around.set(key, near.filter((k): k is string => !!k).join(""));
      });
    });
  }
  return around;
})();

/** The unstressed Russian vowels one hears alike and writes either way. */
const SOUNDS_ALIKE: ReadonlyMap<string, string> = new Map([
  ["о", "а"],
  ["а", "о"],
  ["е", "и"],
  ["и", "е"],
]);

const LATIN = "abcdefghijklmnopqrstuvwxyz";
const CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюя";

/**
 * The shortest word put right, and the shortest it is put right as: a word of three letters is one slip from too many
 * others ("сок", "сыр", "чай"), and a brand's "eggo" is no egg.
 */
const MIN_LETTERS = 4;
/**
 * The longest word put right. The longest word of the catalog's names has 21 letters ("ультрапастеризованное"), and
 * one slip adds at most one; a longer word is no slip of a food. Each letter of a word makes some sixty slips to look
 * up: a 2,000-letter word, which the meal-text limit allows, took seconds of a server's time to read as nothing.
 */
const MAX_LETTERS = 32;

/**
 * Every word one slip away from `word`, its first letter kept as typed (a first letter is rarely mistyped). A Russian
 * word of four letters is only put right for a letter doubled or dropped: a swapped or struck-beside letter turns one
 * of its many short case forms into another word too often ("слои" is layers, not "соли").
 */
function slipsOf(word: string): Set<string> {
  const letters = /[а-я]/.test(word) ? CYRILLIC : LATIN;
  const out = new Set<string>();
  const short = word.length <= MIN_LETTERS && letters === CYRILLIC;
  for (let i = 1; i < word.length; i++) {
    // Doubled (or any letter struck twice, read the other way): take one out.
    out.add(word.slice(0, i) + word.slice(i + 1));
    if (short) continue;
    // Swapped with the next letter.
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    // Struck beside the key meant.
    for (const key of AROUND.get(word[i]!) ?? "") out.add(word.slice(0, i) + key + word.slice(i + 1));
    // An unstressed vowel written as it sounds ("малоко", "тварог", "пиченье"): "о" and "а", "е" and "и" are far
    // apart on the keyboard, and the slip is of spelling, not of the finger.
    const heard = SOUNDS_ALIKE.get(word[i]!);
    if (heard) out.add(word.slice(0, i) + heard + word.slice(i + 1));
  }
  // Dropped: put any letter back after the first.
  for (let i = 1; i <= word.length; i++) {
    for (const letter of letters) out.add(word.slice(0, i) + letter + word.slice(i));
  }
  out.delete(word);
  return out;
}

/**
 * The words two neighbouring letters of `word` swapped make, its first letter kept, each with the index of the first
 * letter of the pair, in a word of six letters or more (MIN_SWAPPED_LETTERS): in a shorter one a swap turns one word
 * into another too often.
 */
function swapsOf(word: string, shortest = MIN_SWAPPED_LETTERS): Map<string, number> {
  const out = new Map<string, number>();
  if (word.length < shortest) return out;
  for (let i = 1; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.set(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), i);
  }
  return out;
}

/**
 * The plain food stem of a diminutive that two swapped neighbours put back ("плочвик" is пловчик, "беялшик" беляшик):
 * the diminutive rules (diminutives.ts) read such a word as its food though no catalog name spells it. Only a swap,
 * which keeps every letter typed: a diminutive suffix is loose enough that a letter dropped or changed reaches one too
 * often.
 */
function swappedDiminutive(db: Database, slip: string, swaps: ReadonlyMap<string, number>): string | undefined {
  if (!swaps.has(slip) || !/^[а-я]+$/.test(slip)) return undefined;
  return plainStem(db.vocabularySet, stem(slip));
}

/** What a word reads as, if anything: a food stem ("food") or a word of another kind ("other"). */
function knownAs(db: Database, word: string): "food" | "other" | undefined {
  return knownInCatalog(db, word) ?? (/[a-z]/.test(word) && fnddsHasWord(stem(word)) ? "food" : undefined);
}

/** What knownAs reads a word as without FNDDS's names: a word of another kind, or a food of the catalog. */
function knownInCatalog(db: Database, word: string): "food" | "other" | undefined {
  if (STOP_WORDS.has(word) || CONNECTORS.has(word) || UNIT_WORDS[word] !== undefined || word in NUMBER_WORDS) {
    return "other";
  }
  const s = stem(word);
  // A size, a way of cooking, a plate or a diet is read beside a food ("мини" was a mint).
  if (SIZE_STEMS.has(s) || PREPARATION_STEMS.has(s) || PLATE_KIND_STEMS.has(s) || DIET_STEMS.has(s)) return "other";
  return db.vocabularySet.has(s) ? "food" : undefined;
}

/**
 * Ordinary words, by their stems, one slip from a food's word, which a line holds as they are: "from" is no form,
 * "like" no lime, "while" no whole, "после" no посол, "школы" no chocolate, "сынок" no сырок, "дома" no долма. Words
 * of how, where and when a meal was had, as NOT_TYPOS (database.ts) lists those the catalog's own correction leaves
 * alone. Listed before the dictionaries (dictionary.ts) were: kept for the forms they hold that are cut to the same
 * stem, which the dictionaries' list of words may not spell.
 */
const ORDINARY: ReadonlySet<string> = new Set(
  [
    ...["from", "like", "while", "after", "prep", "brunch", "chick", "neat", "movie", "movies", "what", "slow"],
    ...["после", "школа", "школе", "школы", "сынок", "сынку", "костре", "чайник", "столовка", "столовке", "бизнес"],
    ...["дома", "море", "папа", "между", "сытно", "баре", "мало", "пары", "норма", "сама", "сами", "любой"],
    ...["стало", "стала", "такая", "такое", "такие", "many", "both", "trip"],
  ].map((w) => stem(w)),
);

const cache = new Map<string, string | null>();

/**
 * The food stem a word no food is named by was meant as: the one stem that the words one slip away from it read as.
 * None where two stems are as near, or where a word of another kind (a unit, a number, "with") is: "cupp" is a cup,
 * not a food.
 */
export function slipOf(word: string): string | null {
  // A word spelt right in its language ("page", "best", "окно") is that word, not a slip (dictionary.ts; decision 024,
  // follow-up: a word spelt right is no typo). The dictionary is asked only about a word slipTarget could put right: a
  // food's own word, a unit or a word of two scripts is none, and a line of such words ("яблоко", "гречка 200 г")
  // never reads the dictionary's file (decision 027).
  return keptOrMade(slipOfCache, KEPT_ANSWERS, word, (w) => (mayBeASlip(w) && !spelt(w) ? slipTarget(w) : null));
}

/** How many answers each of the slip reader's memos keeps before it is dropped whole. */
const KEPT_ANSWERS = 5000;

/** slipOf's answers, dropped whole when full as slipTarget's are: the same words come back in every line. */
const slipOfCache = new Map<string, string | null>();

/** Whether slipTarget could put the word right, by its checks that need neither the dictionary nor FNDDS's names. */
function mayBeASlip(word: string): boolean {
  return (
    word.length >= MIN_LETTERS &&
    word.length <= MAX_LETTERS &&
    /^(?:[a-z]+|[а-я]+)$/.test(word) &&
    knownInCatalog(getDatabase(), word) === undefined
  );
}

/**
 * The food stem one slip from a word, whether or not a dictionary holds the word: what slipOf reads, less the
 * dictionary, for the generator that finds the words this would misread.
 */
export function slipTarget(word: string): string | null {
  return keptOrMade(cache, KEPT_ANSWERS, word, slipTargetOf);
}

function slipTargetOf(word: string): string | null {
  // The catalog's words alone: a person's own foods are found as typed, never corrected (own-foods.ts).
  const db = getDatabase();
  let found: string | null = null;
  if (
    word.length >= MIN_LETTERS &&
    word.length <= MAX_LETTERS &&
    /^(?:[a-z]+|[а-я]+)$/.test(word) &&
    knownAs(db, word) === undefined &&
    !NOT_TYPOS.has(word) &&
    !ORDINARY.has(stem(word))
  ) {
    const targets = new Set<string>();
    const bySwap = new Set<string>();
    const swaps = swapsOf(word);
    // The targets of the word cut short, its last letter not typed ("омле" of "омлет"): every letter typed is in its
    // place, which a letter left out inside the word ("омуле" of "омуль") does not keep.
    const cutShort = new Set<string>();
    // An English past tense, "-ing" form or adverb is itself a word ("relished" is no relish): only a slip inside it
    // that keeps its ending ("sccrambled").
    const ending = /^[a-z]+(ed|ing|ly)$/.exec(word)?.[1];
    for (const slip of slipsOf(word)) {
      if (slip.length < MIN_LETTERS || (ending && !slip.endsWith(ending))) continue;
      const kind = knownAs(db, slip);
      const target = kind === "other" ? `#${slip}` : kind === "food" ? stem(slip) : swappedDiminutive(db, slip, swaps);
      if (target === undefined) continue;
      targets.add(target);
      if (swaps.has(slip)) bySwap.add(target);
      if (slip.length === word.length + 1 && slip.startsWith(word)) cutShort.add(target);
    }
    // Where two foods and no word of another kind are one slip away, the word cut short of one of them is that food:
    // a new name one letter inside it ("омуль", decision 024, follow-up "Russian names, a fourth sweep") does not
    // take a common food's word from it. A word of another kind still leaves the word alone ("пила": "пиала").
    // Otherwise, of two stems within a slip, the one two swapped neighbours put back is meant ("голуцбы" is голубцы,
    // not голубы with a letter put in; "вареьнем" вареньем): a swap keeps every letter typed (swappedAmountWord).
    const foodsOnly = [...targets].every((t) => !t.startsWith("#"));
    const [only] =
      targets.size === 1
        ? targets
        : foodsOnly && cutShort.size === 1
          ? cutShort
          : bySwap.size === 1 && swaps.size > 0
            ? bySwap
            : [];
    found = only !== undefined && !only.startsWith("#") ? only : null;
  }
  return found;
}

/**
 * The word with two swapped neighbours put back, where that is how it reads as its food (slipOf): "pumpikn" is
 * "pumpkin", "nooldes" "noodles", "плочвик" "пловчик". Null where another slip reaches the food, or none does. A swap
 * keeps every letter typed, so the word put back is the word meant, letter for letter, and can be read in the line
 * itself: every reader then sees it, where a slip marked on the word (markSlips) is seen by the readers of names only.
 * "a pumpikn spice latte" was a plain latte, the pumpkin unread by the reader of flavoured lattes; "fried plnatain",
 * "dirty maritni" nothing, FNDDS's names being found by their words as typed. Returns the index of the pair's first
 * letter.
 */
export function swapPutBack(word: string): number | null {
  const target = slipOf(word);
  if (target === null) return null;
  const db = getDatabase();
  // A word the diminutive rules read as its food is read already ("слоечка" is a слойка, no "солечка").
  if (plainStem(db.vocabularySet, stem(word)) !== undefined) return null;
  const swaps = swapsOf(word, MIN_LETTERS);
  const ending = /^[a-z]+(ed|ing|ly)$/.exec(word)?.[1];
  // The swap must be the one slip that reaches the food: "гречкка" is "гречка" with a letter doubled, and its swapped
  // ending "гречкак" only cuts to the same stem.
  const reaching = [...slipsOf(word)].filter((slip) => {
    if (slip.length < MIN_LETTERS || (ending && !slip.endsWith(ending))) return false;
    const kind = knownAs(db, slip);
    return (kind === "food" ? stem(slip) : swappedDiminutive(db, slip, swaps)) === target;
  });
  const only = reaching.length === 1 ? swaps.get(reaching[0]!) : undefined;
  return only ?? null;
}

/**
 * Marks each of the `unread` words with the food stem it was mistyped from (`slip`), for the readings that correct
 * typos (food-spans.ts matchFoods, fndds-names.ts) to take before their own nearest stem.
 */
export function markSlips(text: string, elements: Element[], unread: ReadonlySet<string>): void {
  for (const e of elements) {
    if (e.kind !== "word" || e.note) continue;
    const typed = normaliseText(text.slice(e.start, e.end));
    if (!unread.has(typed)) continue;
    const slip = slipOf(typed);
    if (slip !== null && slip !== e.stem) e.slip = slip;
  }
}

/**
 * What a word says beside a food rather than the food itself, as the readers before the food's take it: a unit
 * ("тарелка", "handful", "полкило"), a fat content ("процентов"), a size ("маленькая"), a way of cooking ("жареные", "grilled") or a number
 * ("четыре"); "пол" glued to a unit or a food ("полбатона", "полпачки") is half of it (elements.ts).
 */
function saysAnAmountOrKind(db: Database, word: string): boolean {
  const s = stem(word);
  if (UNIT_WORDS[word] !== undefined || word in NUMBER_WORDS || PERCENT_WORDS.has(word)) return true;
  if (SIZE_STEMS.has(s) || PREPARATION_STEMS.has(s)) return true;
  const half = /^пол(.{3,})$/.exec(word)?.[1];
  return half !== undefined && (UNIT_WORDS[half] !== undefined || db.vocabularySet.has(stem(half)));
}

/** The shortest word whose swapped letters are put right here: a swap in a shorter one makes another word too often. */
const MIN_SWAPPED_LETTERS = 6;

const swapCache = new Map<string, number | null>();

/**
 * Where two neighbouring letters of a word were swapped, if putting them back makes the one word of an amount, a
 * size or a way of cooking that any slip of it reaches: "таерлка", "бтуылка", "маелнькая", "жраеные", "handufl",
 * "tablesopon", "grliled", "полбаотна" (decision 024, follow-up: one meal, many spellings). The slip reader puts a
 * word right only into a food (slipOf), yet a unit or a size mistyped cost the meal its amount: "бтуылка кефира" was
 * a glass. Only a swap, which keeps every letter typed, and only in a word of six letters or more: swapped
 * neighbours seldom make another word there, and the dictionary file (dictionary.ts) guards food words only. A word
 * any slip of which reads as a food is left to slipOf. Returns the index of the first letter of the pair.
 */
export function swappedAmountWord(word: string): number | null {
  return keptOrMade(swapCache, KEPT_ANSWERS, word, swappedAmountWordOf);
}

function swappedAmountWordOf(word: string): number | null {
  const db = getDatabase();
  let found: number | null = null;
  if (
    word.length >= MIN_SWAPPED_LETTERS &&
    word.length <= MAX_LETTERS &&
    /^(?:[a-z]+|[а-я]+)$/.test(word) &&
    knownAs(db, word) === undefined &&
    !saysAnAmountOrKind(db, word) &&
    !NOT_TYPOS.has(word) &&
    !ORDINARY.has(stem(word)) &&
    !spelt(word) &&
    slipTarget(word) === null
  ) {
    const targets = new Set<string>();
    const swaps = swapsOf(word);
    for (const slip of slipsOf(word)) {
      if (slip.length < MIN_LETTERS) continue;
      if (saysAnAmountOrKind(db, slip)) targets.add(slip);
      else if (knownAs(db, slip) !== undefined) targets.add(`#${slip}`);
    }
    // As in slipTarget, a swap put back wins over the other slips: "половниу" is половину, not a половник.
    const bySwap = [...targets].filter((t) => swaps.has(t));
    const only = targets.size === 1 ? [...targets][0] : bySwap.length === 1 ? bySwap[0] : undefined;
    if (only !== undefined) found = swaps.get(only) ?? null;
  }
  return found;
}

/**
 * The line with the swapped letters of each word of an amount, a size or a way of cooking put back (swappedAmountWord).
 * The letters typed are moved, not replaced, so the line keeps its length and its capitals, and every character stays
 * where it was typed.
 */
export function swappedLettersPutBack(line: string): string {
  return line.replace(/(?<!\p{L})\p{L}{6,}(?!\p{L})/gu, (typed) => {
    const at = swappedAmountWord(normaliseText(typed));
    return at === null ? typed : typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
  });
}

/**
 * "шаурма болшая", "кофе балшой": a Russian size word typed as it sounds, its soft sign left out or an unstressed "о"
 * written "а" (or both), is that size. Such a word was read as nothing, or taken silently beside the food, and the
 * usual size counted (decision 024, "Readings left open, a second round"; decision 023 reads the same words in a
 * correction). The word's stem is put right on its element; a word that is a food's or another word's is left.
 */
export function sizeWordsPutRight(elements: Element[]): void {
  for (const e of elements) {
    if (e.kind !== "word" || e.note || SIZE_STEMS.has(e.stem)) continue;
    const size = sizeStemSaidAsHeard(e.stem);
    if (size !== undefined) e.stem = size;
  }
}

/** The size stem a Cyrillic stem is, with its soft sign put back and an unstressed vowel put right; else undefined. */
export function sizeStemSaidAsHeard(s: string): string | undefined {
  if (s.length < MIN_LETTERS - 1 || s.length > MAX_SIZE_LETTERS || !/^[а-я]+$/.test(s)) return undefined;
  return keptOrMade(heardSizes, KEPT_ANSWERS, s, (heard) => sizeSaidAsHeard(heard) ?? null) ?? undefined;
}

/** The longest stem a size word typed as it sounds has ("небольш" and a letter or two put right). */
const MAX_SIZE_LETTERS = 10;
const heardSizes = new Map<string, string | null>();

function sizeSaidAsHeard(s: string): string | undefined {
  const forms = new Set([s]);
  for (let i = 0; i < s.length; i++) {
    const other = SOUNDS_ALIKE.get(s[i]!);
    if (other) forms.add(s.slice(0, i) + other + s.slice(i + 1));
  }
  for (const form of [...forms]) {
    for (let i = 1; i < form.length; i++) forms.add(`${form.slice(0, i)}ь${form.slice(i)}`);
  }
  forms.delete(s);
  const sizes = [...forms].filter((f) => SIZE_STEMS.has(f));
  return sizes.length === 1 ? sizes[0] : undefined;
}
