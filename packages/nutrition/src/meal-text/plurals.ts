// A food eaten by the piece, named in the plural with no count: "блинчики со сметаной", "котлеты с пюре",
// "сырники". The person ate more than one; one piece (the typical portion) would under-count every such meal.
import { type Food, getDatabase } from "../database";
import { normaliseText } from "../text";
import { cyrillicSpelling } from "./latin-russian";

/** Pieces lighter than this come several to a plate (блины, сырники, сосиски); heavier ones (котлеты, пирожки) two. */
const SMALL_PIECE_GRAMS = 60;

/** Names of one thing that end like an English plural: "a snickers", "snickers" are one bar. */
const ONE_THOUGH_ENDING_IN_S: ReadonlySet<string> = new Set(["snickers", "mars", "skittles"]);

/** How many pieces a plural with no count stands for; in English a couple ("eggs and toast" are two eggs). */
export function piecesInPlural(food: Food, english = false): number {
  const piece = food.units.piece ?? food.portion.grams;
  return piece < SMALL_PIECE_GRAMS && !english ? 3 : 2;
}

/** The grams of a plural with no count: the food's serving where the catalog gives one ("роллы": a set), else pieces. */
export function gramsInPlural(food: Food, english = false): number {
  const piece = food.units.piece ?? food.portion.grams;
  const serving = food.units.serving;
  return serving !== undefined && serving > piece ? serving : piecesInPlural(food, english) * piece;
}

/**
 * The instrumental plural, the form of what a dish is served with ("чай с конфетами", "пюре с сосисками"): what comes
 * with a dish is a couple of pieces, as in English, not the several of a plural eaten on its own.
 */
const INSTRUMENTAL_PLURAL = /^(.{3,})[ая]ми$/;
export const isInstrumentalPlural = (word: string) => INSTRUMENTAL_PLURAL.test(normaliseText(word));

/**
 * Russian collective nouns of small pieces: the one word names a single piece and a heap of them ("чай с печеньем",
 * "мармелад к чаю"). With no count it is read as a couple of pieces, between the one of a singular and the several of
 * a plural (decision 024, counts); one piece (12 g of cookies with tea) under-counted every such meal.
 */
const COLLECTIVE_RU = /^(?:печень[еяюи]|печеньем|мармелад(?:а|у|ом|е)?)$/;
const COLLECTIVE_PIECES = 2;

/** The grams of a collective noun typed with no count (`word` as typed), or undefined when it is none. */
export function gramsInCollective(food: Food, word: string): number | undefined {
  if (food.portion.unit !== "piece" || !COLLECTIVE_RU.test(normaliseText(word))) return undefined;
  const piece = food.units.piece ?? food.portion.grams;
  return piece < SMALL_PIECE_GRAMS ? COLLECTIVE_PIECES * piece : undefined;
}

/**
 * Whether `word`, the last word of a food's name as typed, is that name in the plural: one of the food's own Russian
 * names is its singular ("блинчики" → "блинчик", "котлеты" → "котлета", "оладьи" → "оладья", "яйца" → "яйцо").
 * Only foods whose typical portion is one piece qualify; indeclinable names ("киви", "хачапури") have no singular
 * that differs and never read as plurals.
 */
export function isPluralOf(food: Food, word: string, afterNoun = false): boolean {
  if (pluralAsTyped(food, word, afterNoun)) return true;
  // "сырнеки", "аладьи", "галубцы", "блинчеки": a plural misspelt by one letter, which the matcher put right, is as
  // plural as the name word it was put right to; read from the slip, it was one piece (60 g of syrniki, one 35 g
  // oladya) where the same word spelt right was a serving of several (decision 024, follow-up "Russian diary text, a
  // fourth sweep").
  const w = normaliseText(word);
  if (!/[ыи]$/.test(w) || w.length < 5 || nameWords(food).has(w)) return false;
  for (const name of nameWords(food)) {
    if (name.length !== w.length || name.at(-1) !== w.at(-1) || oneLetterApart(name, w) === false) continue;
    if (pluralAsTyped(food, name, afterNoun)) return true;
  }
  return false;
}

/** Whether two words of one length differ in exactly one letter. */
function oneLetterApart(a: string, b: string): boolean {
  let apart = 0;
  for (let i = 0; i < a.length && apart <= 1; i++) if (a[i] !== b[i]) apart++;
  return apart === 1;
}

function pluralAsTyped(food: Food, word: string, afterNoun: boolean): boolean {
  if (food.portion.unit !== "piece") return false;
  const w = normaliseText(word);
  // A brand's English word spelt in Cyrillic, its "-y" as "-и" ("милки вэй" of Milky Way, "пасти" of a pasty), is
  // that word, no Russian plural: "милки" was read as "милка" in the plural, three bars.
  if (spellsEnglishY(food, w)) return false;
  const singulars: string[] = [];
  const body = w.slice(0, -1);
  // The instrumental plural "A с B" puts a plural in: "чай с конфетами", "кофе с печеньками", "гречка с котлетами",
  // "чай с вафлями"; one piece was read for them all.
  const instrumental = INSTRUMENTAL_PLURAL.exec(w);
  if (instrumental) {
    // Only small pieces: "бутерброд с огурцами" has slices of one cucumber, not two whole ones.
    if ((food.units.piece ?? food.portion.grams) >= SMALL_PIECE_GRAMS) return false;
    const stemOf = instrumental[1]!;
    singulars.push(stemOf, `${stemOf}а`, `${stemOf}я`, `${stemOf}ь`, `${stemOf}о`, `${stemOf}й`);
    const fleeting = /^(.*[^аеёиоуыэюяй])([кц])$/.exec(stemOf);
    if (fleeting) singulars.push(`${fleeting[1]}е${fleeting[2]}`, `${fleeting[1]}о${fleeting[2]}`);
  } else if (w.endsWith("ы") || w.endsWith("и")) {
    singulars.push(...singularsOfPlural(w));
  } else if (w.endsWith("а")) singulars.push(`${body}о`);
  // "крылья" → "крыло", "листья" → "лист": the plural in "-ья"; "острые крылья" were one 30 g wing where "крылышки"
  // are three (decision 024, absurd readings found without references).
  else if (/[^аеёиоуыэюяь]ья$/.test(w)) singulars.push(`${w.slice(0, -2)}о`, w.slice(0, -2));
  // English: "meatballs" → "meatball", "oysters" → "oyster", "patties" → "patty"; only small pieces, as an English
  // piece may be a whole serving ("hash browns", "pretzels" are one order, not two).
  else if (
    /^[a-z]+[^sui]s$/.test(w) &&
    !ONE_THOUGH_ENDING_IN_S.has(w) &&
    (food.units.piece ?? food.portion.grams) < SMALL_PIECE_GRAMS
  ) {
    // The catalog often lists the plural itself ("meatballs"): a plural all the same.
    singulars.push(body, w);
    if (w.endsWith("es")) singulars.push(w.slice(0, -2));
    if (w.endsWith("ies")) singulars.push(`${w.slice(0, -3)}y`);
  }
  if (singulars.length === 0 || body.length < 3) return false;
  if (singulars.some((s) => nameWords(food).has(s))) return true;
  // A diminutive in the plural ("сосисочки", "сырнички", "бананчики", "тефтельки"): no Russian noun of one thing
  // ends in a consonant and "-ки", and the catalog lists the plain word, not this one; it was read as one piece. So
  // in the instrumental after "с" (decision 024, the same meal misspelt): "пюре с сосисочками" was one sausage where
  // "пюре с сосисками" was two.
  if (/[а-я]{3}(?:[^аеёиоуыэюяс]|[чщ]и)ки$/.test(instrumental ? `${instrumental[1]}и` : w)) return true;
  // A dish named with what it is served with ("бутерброд со шпротами") is one dish, not a plural of it.
  if (instrumental) return false;
  // A small piece the catalog names only in the plural ("тефтели", "манты", "устрицы"): the name is a plural, as
  // Russian names of one thing do not end in "-ы" or "-ли"; "тефтели" was one meatball of 30 g. Loanwords that do
  // not decline ("киви", "брауни", "черри") end otherwise. A word after a noun of the name is that noun's complement,
  // whose number is the noun's: "батончик мюсли" is one bar, "перец чили" one pepper, where the undeclined "мюсли"
  // and "чили" read three (decision 024, follow-up: Russian foods as people name them).
  if (
    !afterNoun &&
    /(?:[^аеёиоуыэюя]ы|ли)$/.test(w) &&
    nameWords(food).has(w) &&
    (food.units.piece ?? food.portion.grams) < SMALL_PIECE_GRAMS
  ) {
    return true;
  }
  // A dish named by the plural of another food's name ("блинчики с мясом": блинчик is the plain блины's name) is as
  // plural as that food: the word is one of the dish's own and its singular names a food of the catalog. After a
  // noun of the name it is that noun's complement, as above: "батончик корни" is one bar of the brand, not three.
  return !afterNoun && nameWords(food).has(w) && singulars.some((s) => catalogNameWords().has(s));
}

/**
 * Whether `w` is a word of the food's own English names that ends in "-y", spelt in Cyrillic letter by letter with that
 * "-y" as "-и", as Russian writes English words ("milky" → "милки", "skinny" → "скинни", "frosty" → "фрости").
 */
function spellsEnglishY(food: Food, w: string): boolean {
  if (!w.endsWith("и")) return false;
  let spelt = englishYWords.get(food);
  if (!spelt) {
    spelt = new Set(
      [...food.namesEn, ...food.namesRu]
        .flatMap((n) => n.toLowerCase().split(/[^a-z]+/))
        .filter((e) => /^[a-z]{3,}y$/.test(e))
        .map((e) => `${cyrillicSpelling(e.slice(0, -1)) ?? ""}и`),
    );
    englishYWords.set(food, spelt);
  }
  return spelt.has(w);
}
const englishYWords = new WeakMap<Food, Set<string>>();

/** The nominative singulars a Russian plural in "-ы" or "-и" may have: "вареники" → "вареник", "пирожки" → "пирожок". */
function singularsOfPlural(w: string): string[] {
  const body = w.slice(0, -1);
  const singulars = [body, `${body}а`, `${body}я`, `${body}ь`, `${body}й`];
  // "крылышки" → "крылышко", "яблоки" → "яблоко".
  if (w.endsWith("и")) singulars.push(`${body}о`);
  // A vowel that comes and goes before the last consonant: "оладушки" → "оладушек", "пирожки" → "пирожок",
  // "огурцы" → "огурец".
  const fleeting = /^(.*[^аеёиоуыэюяй])([кц])$/.exec(body);
  if (fleeting) singulars.push(`${fleeting[1]}е${fleeting[2]}`, `${fleeting[1]}о${fleeting[2]}`);
  return singulars;
}

/**
 * Whether `word`, a word of a food's name as typed, is the nominative singular of one of the food's Russian names that
 * the catalog gives only in the plural: "пельмень" of "пельмени", "вареник" of "вареники". Such a food is served by
 * the plate (its usual portion is no piece), yet the singular names one piece of it: "пельмень" was a 250 g plate
 * where "1 пельмень" is 12 g. A singular that is itself a name in the catalog ("картошка", "креветка") is the food
 * as a mass, or a word in another case ("курицы"), and keeps its usual portion.
 */
export function isSingularOf(food: Food, word: string): boolean {
  if (food.portion.unit === "piece" || food.units.piece === undefined) return false;
  const w = normaliseText(word);
  if (!/^[а-яё]{4,}$/.test(w)) return false;
  const names = nameWords(food);
  if (names.has(w) || catalogNameWords().has(w)) return false;
  for (const n of names) if (/[а-яё]{3}[ыи]$/.test(n) && singularsOfPlural(n).includes(w)) return true;
  return false;
}

let catalogWords: ReadonlySet<string> | undefined;
/** Every word of every catalog name, built once. */
function catalogNameWords(): ReadonlySet<string> {
  catalogWords ??= new Set(getDatabase().foods.flatMap((f) => [...nameWords(f)]));
  return catalogWords;
}

/** The words of a food's names, built once per food. */
function nameWords(food: Food): ReadonlySet<string> {
  let words = wordsOf.get(food);
  if (!words) {
    words = new Set([...food.namesRu, ...food.namesEn].flatMap((n) => normaliseText(n).split(/\s+/)));
    wordsOf.set(food, words);
  }
  return words;
}
const wordsOf = new WeakMap<Food, Set<string>>();
