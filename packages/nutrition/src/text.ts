// Text normalisation shared by the catalog index and the analyser, so a name and what a person types meet halfway:
// lower case, ё→е, a light stemmer for Russian endings (гречка/гречки/гречкой → гречк) and English plurals.
import { UNIT_WORDS } from "./quantity";
import { wordTable } from "./word-table";

const RU_ENDINGS = [
  "иями",
  "ями",
  "ами",
  "ого",
  "его",
  "ому",
  "ему",
  "ыми",
  "ими",
  "иях",
  "ией",
  "ой",
  "ей",
  "ий",
  "ый",
  "ая",
  "яя",
  "ое",
  "ее",
  "ые",
  "ие",
  "ых",
  "их",
  "ым",
  "им",
  "ую",
  "юю",
  "ом",
  "ем",
  "ам",
  "ям",
  "ах",
  "ях",
  "ов",
  "ев",
  "ью",
  "а",
  "я",
  "о",
  "е",
  "ы",
  "и",
  "у",
  "ю",
  "ь",
  "й",
];

/** Stems that mean the same preparation, so "отварная курица" finds "варёная курица". */
const RU_SYNONYM_STEMS: Record<string, string> = wordTable({
  отварн: "варен",
  вар: "варен",
  обжарен: "жарен",
  поджарен: "жарен",
  жарен: "жарен",
  запечен: "печен",
  тушен: "тушен",
  копчен: "копчен",
  // "кура", "куры", "курой" are the colloquial word for chicken ("суп с курой", "цезарь с курой"): the same food as
  // "курица", so every name with one finds the other.
  кур: "куриц",
  // "семя" declines irregularly: "ложка семян льна" is a spoon of "семена льна".
  семян: "семен",
});

const EN_SYNONYMS: Record<string, string> = wordTable({
  roasted: "roast",
  broiled: "grilled",
  grill: "grilled",
  yoghurt: "yogurt",
  hardboiled: "boiled",
  favourite: "favorite",
  mince: "ground",
  minced: "ground",
  // British everyday words for a sandwich and for a cup of tea ("bacon butty", "a cuppa with milk"): read as the
  // words the catalog and FNDDS name them by, as "mince" is ground meat.
  butty: "sandwich",
  butties: "sandwich",
  sarnie: "sandwich",
  sarnies: "sandwich",
  cuppa: "tea",
  cuppas: "tea",
  // "spud" is the everyday word for a potato ("jacket spud"), "veg" for vegetables ("roast beef and veg").
  spud: "potato",
  spuds: "potato",
  veg: "vegetables",
  // A toastie is the British toasted sandwich ("cheese and tomato toastie").
  toastie: "sandwich",
  toasties: "sandwich",
});

/**
 * Latin letters drawn as Cyrillic ones, each with the Cyrillic letter it is taken for: typed or pasted into a Russian
 * word ("мoлоко" with a Latin "o"), or the other way round into an English one.
 */
export const CYRILLIC_LOOKALIKE: Readonly<Record<string, string>> = wordTable({
  a: "а",
  c: "с",
  e: "е",
  o: "о",
  p: "р",
  x: "х",
  y: "у",
  k: "к",
  A: "А",
  B: "В",
  C: "С",
  E: "Е",
  H: "Н",
  K: "К",
  M: "М",
  O: "О",
  P: "Р",
  T: "Т",
  X: "Х",
  Y: "У",
});

/** Either case: a word typed in capitals ("БУТЫЛКА ПИВА") is as Russian as the same word in small letters. */
const CYRILLIC = /[а-яё]/i;

export function isCyrillic(word: string): boolean {
  return CYRILLIC.test(word);
}

/**
 * The answer kept for `key` in `memo`, else made and kept: the readers ask for the same words again and again, in
 * every description and at every look around a word. A memo is dropped whole when it holds `kept` answers.
 */
export function keptOrMade<T extends string | number | null>(
  memo: Map<string, T>,
  kept: number,
  key: string,
  make: (key: string) => T,
): T {
  let answer = memo.get(key);
  if (answer === undefined) {
    answer = make(key);
    if (memo.size >= kept) memo.clear();
    memo.set(key, answer);
  }
  return answer;
}

export function normaliseText(text: string): string {
  return keptOrMade(normalised, NORMALISED_KEPT, text, normalisedOf);
}

function normalisedOf(text: string): string {
  const lower = text.toLowerCase().replace(/ё/g, "е");
  // Composing changes only text with combining marks ("й" typed as "и" and a breve); it was a tenth of the
  // engine's time on the bench's descriptions, which have none.
  return COMBINING_MARK.test(lower) ? lower.normalize("NFC") : lower;
}

const COMBINING_MARK = /\p{M}/u;
const NORMALISED_KEPT = 4096;
const normalised = new Map<string, string>();

/**
 * Loanwords that never decline; cutting their "ending" would merge them with another food or word (салями → сал =
 * сало; тако → так, and "ну так" was a taco; томям → том, and "в том числе" a bowl of tom yum).
 */
const RU_INDECLINABLE = new Set(["салями", "тако", "томям"]);

/**
 * A participle is written with one "н" or two as often as not ("жареная"/"жаренная", "запечёная"/"запечённая",
 * "маринованые"): a stem ending in "-енн" or "-ованн" is read with one, so both spellings meet.
 */
const DOUBLE_N = /(?:е|ова)нн$/;

/**
 * The noun "печень" (liver) in its cases, read as "печёнка": cut like a word, it is the stem of "печёный" and
 * "запечённый", so "запеченные баклажаны" named beef liver.
 */
const LIVER_ENDINGS: ReadonlySet<string> = new Set(["ь", "и", "ью"]);
const BAKED = "печен";

/**
 * The noun "зелень" (herbs) in its cases keeps its soft sign: cut like a word, it is the stem of the colour
 * "зелёный", so "зелёное яблоко" and "зелёные оливки" added a spoon of parsley. The noun's endings are the liver's.
 */
const GREEN = "зелен";

/**
 * The words and stems read as another stem ("кур" as курица's, "roasted" as "roast", "печен" of "печень" as
 * печёнка's), for the generator that finds the words a correction reaches.
 */
export function synonymSources(): string[] {
  return [...Object.keys(RU_SYNONYM_STEMS), ...Object.keys(EN_SYNONYMS), BAKED, GREEN];
}

function stemRu(word: string): string {
  // Short words (сыр, чай, щи) are already their own stem; cutting them would merge unrelated foods.
  if (word.length <= 3 || RU_INDECLINABLE.has(word)) return word;
  for (const ending of RU_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      const cut = word.slice(0, -ending.length);
      const stem = DOUBLE_N.test(cut) ? cut.slice(0, -1) : cut;
      if (stem === BAKED && LIVER_ENDINGS.has(ending)) return "печенк";
      if (stem === GREEN && LIVER_ENDINGS.has(ending)) return "зелень";
      return RU_SYNONYM_STEMS[stem] ?? stem;
    }
  }
  return RU_SYNONYM_STEMS[word] ?? word;
}

function stemEn(word: string): string {
  // A possessive names the same thing: "general tso's chicken" is FNDDS's "General Tso chicken", "reese's" Reese.
  const bare = word.replace(/'s$/, "");
  const w = EN_SYNONYMS[bare] ?? bare;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("oes")) return w.slice(0, -2);
  if (/(ches|shes|sses|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Stem of one lower-cased word in either language. */
export function stem(word: string): string {
  return keptOrMade(stems, STEMS_KEPT, word, stemOf);
}

/** The stems of the Latin words of an English name or an FNDDS description, lower-cased ("Pizza, cheese" → pizza chees). */
export function latinStems(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(stem);
}

function stemOf(word: string): string {
  return isCyrillic(word) ? stemRu(word) : stemEn(word);
}

const STEMS_KEPT = 8192;
const stems = new Map<string, string>();

/** Words split on anything that is not a letter, digit, % or apostrophe; hyphenated words stay whole. */
export function words(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}%'-]+/u)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ""))
    .filter((w) => w.length > 0);
}

/**
 * Damerau-Levenshtein (optimal string alignment) distance, giving up early once it exceeds `max`,
 * which keeps typo correction cheap (docs/product.md, Nutrition numbers: "typos (fuzzy matching)").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

export type RawToken =
  | { kind: "number"; text: string; start: number; end: number }
  | { kind: "word"; text: string; start: number; end: number }
  | { kind: "separator"; text: string; start: number; end: number };

/** The word at token `k` in lower case, as typed; undefined where it is no word. */
export function lowerWordAt(raw: readonly RawToken[], k: number): string | undefined {
  const t = raw[k];
  return t?.kind === "word" ? t.text.toLowerCase() : undefined;
}

// Order matters: "2,5%" is a word (fat content, part of a name), mixed fractions ("2-3/4", never the minutes of
// "8:30 1/2") before fractions before plain numbers, ranges with spaces. "w/" and "w/o" are words ("with", "without");
// a fat content glued to its food is no part of the food's word ("творог5%", "молоко3,2%"); a fraction of single
// digits may be spaced ("1 / 2 стакана"); brackets, "!" and "?" separate like commas, and so does a slash between two
// words ("гречка/курица/салат") or spaced before anything but a number ("гречка 200 / бутылка кефира" was 200
// bottles), while one between single letters is an abbreviation ("скумбрия х/к"); a spaced slash before a multiplier
// ("плов / 2х батончик") separates and makes no fraction. The minutes of an hour are never the start of a range:
// "8:00 - 2 банана" was eight bananas, "00 - 2" read as a range.
// A full stop before a capital parts sentences, but not after an initial ("сырок Б.Ю. Александров 2 шт" is one item)
// nor before one ("2 Ст. Л. майонеза" is two spoons, not two and a litre).
const TOKEN_PATTERN =
  /(\d+(?:[.,]\d+)?\s?%)|((?<!:)\d+[-\s]\d+\/\d+(?!\d)|\d+\/\d+|(?<![\d.,:])\d\s+\/\s+\d(?![\d.,хxХX])|\d*[½⅓⅔¼¾]|(?<=\d:)\d{2}(?!\d)|\d+(?:[.,]\d+)?(?:\s*[-–—]\s*\d+(?:[.,]\d+)?)?)|((?<![\p{L}\p{N}])[wW]\/[oO](?![\p{L}\p{N}])|(?<![\p{L}\p{N}])[wW]\/|[\p{L}](?:[\p{L}'’-]|\p{N}(?!\d*(?:[.,]\d+)?\s?%))*|[+&]|(?<=[\p{L}\d]\s?)[*×](?=\s?\d))|([,;!?\n\r()[\]]|(?<!(?<!\p{L})\p{L})\.(?=\s+\p{Lu}(?!\.))|(?<=\p{L}{2}\s*)\/(?=\s*\p{L}{2})|(?<=\S\s+)\/(?=\s+(?:[^\s\d]|\d+[хxХX](?![\p{L}\p{N}]))))/gu;

/**
 * Three letters and more, perhaps a hyphen, then digits, then perhaps letters: an amount glued to a name ("v8", "b12"
 * stay names).
 */
const GLUED_AMOUNT = /^(\p{L}{3,})(-?)(\d+(?:[.,]\d+)?)(\p{L}*)$/u;

/** A multiplication sign glued after a number, then an amount and perhaps its unit: "х0,5", "x500ml", "х100г". */
const GLUED_TIMES = /^([xх×])(\d+(?:[.,]\d+)?)(\p{L}*)(?![\p{L}\p{N}])/u;

/** Splits meal text into numbers, words and list separators, keeping positions into the original text. */
/** Two numbers parted by a spaced dash, as one number token ("9 - 2"); a constant, asked of every number. */
const NUMBERS_DASHED = /^(\d+)(\s+[-–—]\s+)(\d+)$/;

export function tokenize(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  let skipTo = 0;
  // `exec` from the pattern's own last index, as `matchAll` does on its copy, without the iterator's result made per
  // token (decision 027, garbage per description); no alternative of the pattern matches an empty string.
  TOKEN_PATTERN.lastIndex = 0;
  for (let m = TOKEN_PATTERN.exec(text); m !== null; m = TOKEN_PATTERN.exec(text)) {
    const start = m.index ?? 0;
    if (start < skipTo) continue;
    const end = start + m[0].length;
    const times = m[3] !== undefined && /\d/.test(text[start - 1] ?? "") ? GLUED_TIMES.exec(text.slice(start)) : null;
    if (times) {
      // "пиво 2х0,5", "2x500ml", "котлеты 2х100г", "0,5х2": a multiplication sign glued between two amounts is the
      // sign, the amount and its unit; read as one word, "х0" or "х500мл" was no amount and the count stood alone.
      const [all, sign, number, unit] = times as unknown as [string, string, string, string];
      tokens.push({ kind: "word", text: sign, start, end: start + 1 });
      const numberEnd = start + 1 + number.length;
      tokens.push({ kind: "number", text: number, start: start + 1, end: numberEnd });
      if (unit) tokens.push({ kind: "word", text: unit, start: numberEnd, end: start + all.length });
      skipTo = start + all.length;
      continue;
    }
    const glued = m[3] !== undefined ? GLUED_AMOUNT.exec(m[0]) : null;
    // "гречка-200г", "рис-150": joined by a hyphen likewise, where the number is no name's ("омега-3").
    const hyphened = glued?.[2] === "-" && glued[3]!.length < 2 && glued[4] === "";
    if (glued && !hyphened) {
      // "гречка200г", "rice150g": a name with its amount glued on is the name, the number and the unit.
      const [, name, hyphen, number, unit] = glued as unknown as [string, string, string, string, string];
      tokens.push({ kind: "word", text: name, start, end: start + name.length });
      const numberStart = start + name.length + hyphen.length;
      const numberEnd = numberStart + number.length;
      tokens.push({ kind: "number", text: number, start: numberStart, end: numberEnd });
      if (unit) tokens.push({ kind: "word", text: unit, start: numberEnd, end });
    } else if (m[0] === "*" || m[0] === "×") {
      // "курица 200г*2", "200г×2 курица", "курица 100г × 2": a multiplication sign after an amount and before a number
      // is the sign "x" is (decision 024, follow-up: absurd readings, seeds 10 to 13); no token, the weight or the
      // count was left unread.
      tokens.push({ kind: "word", text: "x", start, end });
    } else if (m[1] !== undefined || m[3] !== undefined) tokens.push({ kind: "word", text: m[0], start, end });
    else if (m[2] !== undefined) {
      // "в 9 - 2 сырника", "16 - 1 йогурт": a spaced dash before a smaller number parts an hour from the count after
      // it, as a dash parts a heading from its food; no range runs downwards (decision 024, follow-up: Russian diary
      // text, a sixth sweep). Read as one it was five and a half syrniki.
      const downwards = NUMBERS_DASHED.exec(m[0]);
      if (downwards && Number(downwards[3]) < Number(downwards[1])) {
        const secondStart = start + downwards[1]!.length + downwards[2]!.length;
        tokens.push({ kind: "number", text: downwards[1]!, start, end: start + downwards[1]!.length });
        tokens.push({ kind: "number", text: downwards[3]!, start: secondStart, end });
      } else tokens.push({ kind: "number", text: thousands(text, m[0], end), start, end });
    } else tokens.push({ kind: "separator", text: m[0], start, end });
  }
  return withFullStops(text, tokens);
}

/**
 * "1,000 g yogurt", "2,500 calories", "1,500 мл": a comma before three digits and a unit weighed in grams, millilitres
 * or calories parts thousands, as English text writes them; read as a decimal, "1,000 g" was one gram. No one weighs
 * a meal to a thousandth of a gram, and a litre or kilogram ("1,250 кг", "0,330 л") keeps its decimal (decision 024,
 * follow-up "absurd readings, seeds 6 to 9").
 */
const THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;
const SMALL_UNIT_AFTER =
  /^\s?(?:g|gr|grams?|ml|kcal|cals?|calories|г|гр|грамм(?:а|ов)?|мл|ккал|кал|калори[йия])(?![\p{L}\p{N}])/iu;

function thousands(text: string, number: string, end: number): string {
  return THOUSANDS.test(number) && SMALL_UNIT_AFTER.test(text.slice(end)) ? number.replace(",", "") : number;
}

/** Words that say an amount as a number does ("a cup", "one slice"). */
const AMOUNT_WORDS: ReadonlySet<string> = new Set(["a", "an", "one", "half", "одна", "один", "пол"]);

/** Words people cut short with a full stop that no unit spelling holds ("сух.", "гот.", "approx."). */
const CUT_SHORT: ReadonlySet<string> = new Set(
  (
    "ст стол стл чл чайн упак пач бут кус стак пор порц ед ккал кал сух гот вар отв жар зап конс прибл прим кол " +
    "fl tbs pkg approx med lg sm reg cal kcal vs etc hr hrs min mins no st dr mr mrs ms jr sr inc co"
  ).split(" "),
);

/**
 * "гречка. чай", "американо большой. пиво 330 мл": a full stop after a word and before a small letter parts the
 * foods, as one before a capital does (TOKEN_PATTERN); people often type on without capitals, and read as no mark at
 * all the words ran into one name and a food was lost (the beer was a large americano's). Not after a word cut short:
 * a single letter, a unit's short spelling ("200 гр. гречки", "2 ст. л.") or a shortening people use (CUT_SHORT).
 */
function withFullStops(text: string, tokens: RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  for (const [k, t] of tokens.entries()) {
    out.push(t);
    const next = tokens[k + 1];
    if (t.kind === "separator" || !next || next.start <= t.end + 1 || !/^\.\s+\p{Ll}/u.test(text.slice(t.end)))
      continue;
    // "сок 200 мл. x2", "кофе 300 мл. х2": a multiplier after the full stop counts what the stop closed; parted from
    // it, it was left unread (decision 024, follow-up "absurd readings, seeds 6 to 9").
    if (next.kind === "word" && /^[xх×]\d{1,2}$/iu.test(next.text)) continue;
    // An amount closes its food's sentence where a food came before it ("кефир 250 мл. котлетка", "штук 15. изюм");
    // at the sentence's start it is the amount of what follows ("200 гр. гречки") or a list's number ("1. гречка").
    // "shrimp, a cup. pb 2 tbsp": so does an amount said after the food's comma.
    const said = tokens[k - 1];
    const amount =
      t.kind === "number"
        ? k
        : said?.kind === "number" || AMOUNT_WORDS.has(said?.text.toLowerCase() ?? "")
          ? k - 1
          : -1;
    const before = tokens[amount - 1];
    const afterFood = amount > 0 && (before?.kind === "word" || before?.text === ",");
    if (t.kind === "number" && !afterFood) continue;
    const word = t.text.toLowerCase();
    const letters = word.match(/\p{L}/gu)?.length ?? 0;
    const cutShort = letters === 1 || (letters <= 4 && UNIT_WORDS[word] !== undefined) || CUT_SHORT.has(word);
    if (t.kind === "word" && cutShort && !(afterFood && UNIT_WORDS[word] !== undefined)) continue;
    out.push({ kind: "separator", text: ".", start: t.end, end: t.end + 1 });
  }
  return out;
}
