// Stage 1 of reading a meal text (see ../analyze.ts): the raw tokens become elements — food words, numbers, units,
// connectors, separators — and the describing phrases that are never part of a food's name ("без сахара", "2 inch",
// "low in sugar") become one word each, flagged so the later stages attach them to a food instead of matching them.
import { aliasKey, CONNECTORS, type Database, STOP_WORDS, stopWordInName } from "../database";
import { findFnddsName, fnddsName } from "../fndds";
import { BITE, NUMBER_WORDS, type ParsedUnit, parseNumber, UNIT_PAIRS, UNIT_WORDS } from "../quantity";
import {
  CYRILLIC_LOOKALIKE,
  isCyrillic,
  keptOrMade,
  lowerWordAt,
  normaliseText,
  type RawToken,
  stem,
  tokenize,
} from "../text";
import { wordTable } from "../word-table";
import { chainsNamed } from "./chains";
import { diminutiveOrSlip, plainStem, sameFoodPlainStem } from "./diminutives";
import { FLAVOUR, flavoursNamed, seasoningsNamed } from "./flavours";
import { SIZE_STEMS } from "./modifiers";
import { placesNamed, russianPlacesNamed } from "./places";
import { NUTRIENT_FIGURE, nutrientFiguresNamed, productFlavoursNamed } from "./product-flavours";

/** What a describing phrase says about its food; `diet` asks for the diet variant ("без сахара", "sugar free"). */
export type Note = "negation" | "diet" | "size-measure" | "describes";

export type Element =
  /** `plain`: the plain word of a diminutive the catalog lists for the same food ("кофеек" → "коф"; diminutives.ts). */
  /** `refused`: the stem of what "без"/"without" refused, on the negation's word ("без масла" → "масл"). */
  /** `slip`: the food stem a word no food is named by was mistyped from ("кефриа" → "кефир"; keyboard-slips.ts). */
  | {
      kind: "word";
      stem: string;
      plain?: string;
      start: number;
      end: number;
      note?: Note;
      refused?: string;
      slip?: string;
    }
  /** `digits`: a whole number as typed in digits, which may be part of a name ("кофе 3 в 1"). */
  /** `times`: said after "по" ("2 по 0,5"): the count before it is of this many each. */
  /** `multiplier`: "x2", "2х", "×3" typed after a food: how many of it, always of the food before. */
  /** `range`: the middle of two whole counts ("2-3", "two or three"), which counts items as its ends do. */
  | {
      kind: "number";
      value: number;
      range?: true;
      stem?: string;
      digits?: string;
      times?: true;
      multiplier?: true;
      /** "then 1 more", "потом ещё 1": a multiplier that adds its count less one to a count said before. */
      more?: true;
      start: number;
      end: number;
    }
  /** `stem` is set for a unit written as one word, which may also be part of a name: "poke bowl". */
  | { kind: "unit"; unit: ParsedUnit; stem?: string; start: number; end: number }
  | { kind: "connector"; stem: string; and: boolean; start: number; end: number }
  | { kind: "separator"; start: number; end: number };

/** The units said in the item being read, back to its last separator or "и", each as JSON to compare. */
function clauseUnits(elements: readonly Element[]): string[] {
  const units: string[] = [];
  for (let k = elements.length - 1; k >= 0; k--) {
    const e = elements[k]!;
    if (e.kind === "separator" || (e.kind === "connector" && e.and)) break;
    if (e.kind === "unit") units.push(JSON.stringify(e.unit));
  }
  return units;
}
/** "с", "со" before a place or a time ("с дачи", "с утра"): where or when from, never what a food is eaten with. */
const FROM_WORDS: ReadonlySet<string> = new Set(["с", "со"]);

/** Whether the word at `i` is a stop word that names no food there: a place, a time, a person. */
function placeOrTime(raw: readonly RawToken[], i: number, w: string): boolean {
  return STOP_WORDS.has(w) && !mealWordInName(raw, i, w);
}

/** Meal and time words that, said between two foods, end one dictated sentence and begin the next. */
const DAY_BREAKS: ReadonlySet<string> = new Set([
  "завтрак",
  "обед",
  "ужин",
  "полдник",
  "перекус",
  "утром",
  "днем",
  "вечером",
  "ночью",
  "потом",
  "затем",
]);
/** The meals of a day, which a diary's headers name. */
/**
 * "картошку жарила", "сварила яйца", "рыбу запекла": a verb of cooking beside a food says how it was cooked, as the
 * adjective does ("картошка жареная"), read by the matcher as that adjective's stem after the words as typed; the
 * potatoes fried on сало were read as boiled ones.
 */
export const COOKED_BY_VERB: ReadonlyMap<string, string> = cookedByVerb([
  [["жарил", "пожарил", "нажарил", "поджарил", "обжарил", "зажарил"], "жареный"],
  [["варил", "сварил", "отварил"], "вареный"],
  [["тушил", "потушил"], "тушеный"],
  [["запекл", "запек", "испекл"], "запеченный"],
]);

function cookedByVerb(
  groups: readonly (readonly [verbs: readonly string[], adjective: string])[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [verbs, adjective] of groups) {
    for (const verb of verbs) out.set(stem(verb), stem(adjective));
  }
  return out;
}

const MEALS: ReadonlySet<string> = new Set(["завтрак", "обед", "ужин", "полдник", "перекус"]);
/** Days and weeks counted before their number ("day 3", "неделя 2"): which day of a diet it is. */
const COUNTED_DAYS: ReadonlySet<string> = new Set(["day", "week", "день", "неделя", "месяц"]);
/** The endings of a Russian ordinal typed after its figure and a dash: "1-е", "2-й", "3-я", "2-ой", "5-го". */
const ORDINAL_FORMS: ReadonlySet<string> = new Set(["е", "й", "я", "ой", "ий", "ый", "ая", "ое", "ее", "го", "ого"]);
/** "3 день": a day in the nominative after a number is which day it is; a count of days says "3 дня". */
const DAY_AFTER: ReadonlySet<string> = new Set(["день", "неделя"]);
/** The months, as a date names them in either language ("27 ноября", "nov 27", "27th of November"). */
const MONTHS =
  /^(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/;
/** Ordinals said of a meal: "второй завтрак", "2-й завтрак". */
const ORDINAL_WORDS: ReadonlySet<string> = new Set(["первый", "второй", "третий"]);
const HELPING_ORDINALS: ReadonlySet<string> = new Set(["вторая", "вторую", "второй", "третья", "третью", "еще", "ещё"]);
/** "больше 200 г"; "oreos, like 6", "пельмени, вроде 15": a hedge before a count is said of the count as "about" is. */
const ROUGHLY_BEFORE: ReadonlySet<string> = new Set(["больше", "меньше", "побольше", "поменьше", "like", "вроде"]);
const FINISHED_AFTER: ReadonlySet<string> = new Set(["доел", "доела", "доели", "доедал", "доедала", "доедаю"]);
/** A meal or a span of the day after "за", which then says when. */
const WHEN_AFTER_ZA: ReadonlySet<string> = new Set([
  "завтраком",
  "обедом",
  "ужином",
  "полдником",
  "весь",
  "целый",
  "день",
]);
const ORDINAL_ENDINGS: ReadonlySet<string> = new Set(["й", "ый", "ой", "ий"]);
/** The words dictated text corrects a count with: "два нет три", "кусок даже два". */
const SELF_CORRECTIONS: ReadonlySet<string> = new Set(["нет", "даже", "вернее", "точнее"]);
/** Who made a meal, before the verb that says so ("I made", "mom cooked"). */
const PERSON_WORDS: ReadonlySet<string> = new Set(["i", "we", "he", "she", "they", "mom", "dad", "wife", "husband"]);
const MADE_WORDS: ReadonlySet<string> = new Set(["made", "make", "cooked", "cook", "fixed", "prepped", "baked"]);
/** Of MADE_WORDS, those that never open a food's name. */
const OPENING_MADE: ReadonlySet<string> = new Set(["made", "make", "fixed"]);
const NEGATIONS = new Set(["без", "without", "no", "w/o", "skipped", "skip", "skipping", "minus", "hold"]);
/** Whether the comma at `i` stands between a word and a refusal said of it ("burger, no bun"). */
function refusalAfterAComma(raw: readonly RawToken[], i: number, elements: readonly Element[]): boolean {
  if (raw[i]!.text.trim() !== ",") return false;
  const refusal = rawWord(raw, i + 1);
  if (refusal === undefined || !NEGATIONS.has(refusal) || refusal === "skipped" || refusal === "skipping") return false;
  // The refused word, past an article ("no the …" is not said, "without the bun" is).
  const article = REFUSED_ARTICLES.has(rawWord(raw, i + 2) ?? "") ? 1 : 0;
  if (raw[i + 2 + article]?.kind !== "word") return false;
  // After the food's word, or its vessel's ("burrito bowl, no rice").
  const last = elements[elements.length - 1]?.kind;
  return last === "word" || last === "unit";
}
/** Words between the two ends of a range of counts said in words: "two or three", "two to three", "two maybe three". */
const RANGE_WORDS: ReadonlySet<string> = new Set(["or", "to", "maybe"]);
/** Words between a refusal and the refused food in speech: "without the bun", "skipped my fries", "no more sugar". */
const REFUSED_ARTICLES: ReadonlySet<string> = new Set(["the", "my", "any", "more"]);

/**
 * The count said after "no" that corrects the count just before it ("two no three cookies"), with where it ends;
 * undefined when "no" is no correction ("2 eggs no salt").
 */
function correctedCount(
  raw: readonly RawToken[],
  i: number,
  elements: readonly Element[],
): { value: number; end: number } | undefined {
  const before = elements.at(-1);
  const next = raw[i + 1];
  if (before?.kind !== "number" || before.multiplier || !next || before.end !== raw[i - 1]?.end) return undefined;
  if (next.kind === "number") {
    const value = parseNumber(next.text);
    return value === undefined ? undefined : { value, end: next.end };
  }
  const word = next.kind === "word" ? clean(next.text) : "";
  const value = NUMBER_WORDS[word];
  // "two no a half" is not said: "a", "an" and "half" after "no" start a refused food ("no a1 sauce").
  return value === undefined || word === "a" || word === "an" || word === "half" ? undefined : { value, end: next.end };
}
/** How many shared an amount: "на двоих", "вдвоём", "пополам". */
const SHARED_BY: Readonly<Record<string, number>> = wordTable({
  двоих: 2,
  троих: 3,
  четверых: 4,
  пятерых: 5,
  шестерых: 6,
  вдвоем: 2,
  втроем: 3,
  вчетвером: 4,
  пополам: 2,
});
/** People a dish was made for, counted after "на" or "for": "на 8 человек", "for 6 people". */
const PEOPLE: ReadonlySet<string> = new Set(["человек", "человека", "персон", "персоны", "people", "persons", "ppl"]);

/** How many people the phrase at `i` ("на 8 человек", "for 6 people") shared a food by; undefined where it is none. */
function sharedByPeople(raw: readonly RawToken[], i: number): number | undefined {
  const w = rawWord(raw, i);
  if ((w !== "на" && w !== "for") || !PEOPLE.has(rawWord(raw, i + 2) ?? "")) return undefined;
  const by = countAt(raw, i + 1);
  return by !== undefined && by >= 2 && by <= MAX_SHARES ? by : undefined;
}

/** The raw token at `k` as a cleaned word, or undefined where it is no word. */
function rawWord(raw: readonly RawToken[], k: number): string | undefined {
  const t = raw[k];
  return t?.kind === "word" ? clean(t.text) : undefined;
}

/** A whole count at raw token `k`, typed in digits ("4") or as a number word ("four", "трое"). */
function countAt(raw: readonly RawToken[], k: number): number | undefined {
  const t = raw[k];
  return t?.kind === "number" && /^\d+$/.test(t.text) ? Number(t.text) : NUMBER_WORDS[rawWord(raw, k) ?? ""];
}

/**
 * "a lb of ground beef split in 4", "pot of chili divided into 6 portions", "pizza shared between 3": the English way
 * of SHARED_BY, as raw token index → how many tokens the phrase takes and how many shares it makes.
 */
function splitInto(raw: readonly RawToken[], i: number): { take: number; by: number } | undefined {
  if (!SPLIT_VERBS.has(rawWord(raw, i) ?? "")) return undefined;
  let k = i + 1;
  if (SPLIT_PREPOSITIONS.has(rawWord(raw, k) ?? "")) k++;
  const by = rawWord(raw, k) === "half" ? 2 : countAt(raw, k);
  if (by === undefined || by < 2 || by > MAX_SHARES) return undefined;
  return { take: k - i + 1 + (SHARE_NOUNS.has(rawWord(raw, k + 1) ?? "") ? 1 : 0), by };
}
const SPLIT_VERBS: ReadonlySet<string> = new Set(["split", "divided", "shared", "portioned"]);
/** What may follow "split" or "shared" before the food shared: "split a dessert", "shared the nachos". */
const SHARED_ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "our", "my", "some"]);
/** The people a food was shared with, after "with": "with my son", "with 2 friends", "with a coworker". */
const COMPANIONS: ReadonlySet<string> = new Set([
  "son",
  "daughter",
  "wife",
  "husband",
  "partner",
  "boyfriend",
  "girlfriend",
  "bf",
  "gf",
  "hubby",
  "fiance",
  "fiancee",
  "friend",
  "friends",
  "coworker",
  "coworkers",
  "colleague",
  "colleagues",
  "roommate",
  "sister",
  "brother",
  "mom",
  "mum",
  "dad",
  // "shared a pizza with 3 people": people counted, whoever they are; "3 people" was left unread and the share lost.
  "people",
  "others",
]);
const COMPANION_DETERMINERS: ReadonlySet<string> = new Set(["my", "a", "his", "her", "our", "the"]);

/**
 * "with my son", "with 2 friends", "with a friend": how many tokens from `i` ("with") name the people a food was
 * shared with, and how many they are; undefined where `i` starts no such phrase.
 */
export function companionsAt(raw: readonly RawToken[], i: number): { take: number; people: number } | undefined {
  if (SHARED_AMONG.has(rawWord(raw, i) ?? "")) return sharedAmong(raw, i);
  if (rawWord(raw, i) !== "with") return undefined;
  let k = i + 1;
  let people = 1;
  if (COMPANION_DETERMINERS.has(rawWord(raw, k) ?? "")) k++;
  const counted = countAt(raw, k);
  if (counted !== undefined && counted >= 1 && counted < MAX_SHARES) {
    people = counted;
    k++;
  }
  return COMPANIONS.has(rawWord(raw, k) ?? "") ? { take: k - i + 1, people } : undefined;
}

/** Words that name, with a count after them, everyone a food was shared by: "between 4", "among 3 of us". */
const SHARED_AMONG: ReadonlySet<string> = new Set(["between", "among", "amongst"]);
/** Words that may go on the clause after such a count: "between 4 and had a salad". */
const AFTER_SHARED_AMONG: ReadonlySet<string> = new Set(["and", "then", "so"]);

/**
 * "we split a lasagna between 4", "among 3 of us": the people a food was shared by, the person among them, counted
 * as companionsAt counts them; "chicken between 2 slices of bread" names bread, not people.
 */
function sharedAmong(raw: readonly RawToken[], i: number): { take: number; people: number } | undefined {
  const by = countAt(raw, i + 1);
  if (by === undefined || by < 2 || by > MAX_SHARES) return undefined;
  let k = i + 2;
  if (SHARE_NOUNS.has(rawWord(raw, k) ?? "")) k++;
  else if (rawWord(raw, k) === "of" && rawWord(raw, k + 1) === "us") k += 2;
  const after = rawWord(raw, k);
  if (after !== undefined && !AFTER_SHARED_AMONG.has(after)) return undefined;
  return { take: k - i, people: by - 1 };
}

/**
 * "split a dessert", "shared the nachos with my son", "split a large fries with 2 friends": the food after the verb was
 * shared by the person and whoever the clause names after "with", else by two. "split pea soup" and "banana split" name
 * a food: the verb must be followed by an article.
 */
function sharedWith(raw: readonly RawToken[], i: number): number | undefined {
  if (!SPLIT_VERBS.has(rawWord(raw, i) ?? "")) return undefined;
  const article = SHARED_ARTICLES.has(rawWord(raw, i + 1) ?? "");
  for (let k = i + 2; k < raw.length && raw[k]!.kind !== "separator"; k++) {
    const found = companionsAt(raw, k);
    if (found) return article || sharedBare(raw, i) ? found.people + 1 : undefined;
  }
  return article ? 2 : undefined;
}

/** "between 4", "among 3 of us" at `i` with no "split" or "shared" before it, which would already share the food. */
function sharedWithNoVerb(raw: readonly RawToken[], i: number): boolean {
  if (!SHARED_AMONG.has(rawWord(raw, i) ?? "")) return false;
  for (let k = 0; k < i; k++) if (SPLIT_VERBS.has(rawWord(raw, k) ?? "")) return false;
  return true;
}

/**
 * "pizza split with a friend", "wings shared with 2 coworkers": a share verb right after a word, before whom it was
 * shared with, shares what was named before it among them and the person; undefined where it is no such verb, or where
 * it ends a food's name ("banana split with my son").
 */
function sharedAfterFood(db: Database, raw: readonly RawToken[], i: number): number | undefined {
  const verb = rawWord(raw, i);
  const before = rawWord(raw, i - 1);
  if (!SPLIT_VERBS.has(verb ?? "") || before === undefined || raw[i - 1]!.end === raw[i]!.start) return undefined;
  const named = [stem(before), stem(verb!)];
  if (SHARER_WORDS.has(before) || db.aliases.has(aliasKey(named)) || findFnddsName(named) !== undefined)
    return undefined;
  const company = companionsAt(raw, i + 1);
  return company ? company.people + 1 : undefined;
}

/** Foods whose own name starts with "split": "split pea soup", "split peas". */
const SPLIT_FOOD_WORDS: ReadonlySet<string> = new Set(["pea", "peas"]);

/**
 * "shared pad thai with my wife", "split nachos with 2 friends": with no article, the verb shares the food only when
 * the clause names whom with and a food follows the verb; "banana split with my son" (the verb ends the food's name)
 * and "split pea soup with my wife" (the food's own name) share nothing.
 */
function sharedBare(raw: readonly RawToken[], i: number): boolean {
  const next = rawWord(raw, i + 1);
  const before = i > 0 ? rawWord(raw, i - 1) : undefined;
  const startsClause = i === 0 || raw[i - 1]?.kind !== "word" || SHARER_WORDS.has(before ?? "");
  return next !== undefined && next !== "with" && !SPLIT_FOOD_WORDS.has(next) && startsClause;
}
/** Who shared, or the verb's helpers, said before "shared" or "split": "we split", "had shared", "also split". */
const SHARER_WORDS: ReadonlySet<string> = new Set([...PERSON_WORDS, "had", "have", "also", "just", "then", "and"]);
const SPLIT_PREPOSITIONS: ReadonlySet<string> = new Set(["in", "into", "by", "between", "among", "for"]);
const SHARE_NOUNS: ReadonlySet<string> = new Set([
  "ways",
  "portions",
  "servings",
  "meals",
  "people",
  "containers",
  "parts",
]);
/** More shares than this are no meal split at a table or into a week's boxes. */
const MAX_SHARES = 12;
/** The words of SHARED_BY said only after "на". */
const SHARED_BY_AFTER_НА: ReadonlySet<string> = new Set(["двоих", "троих", "четверых", "пятерых", "шестерых"]);
/** "сырой" in the forms that never name cheese ("сыром" is also "with cheese"). */
/** The English states a food is weighed in, said before "weight" ("dry weight", "cooked weight"). */
const ENGLISH_STATES: ReadonlySet<string> = new Set(["dry", "raw", "uncooked", "cooked"]);
const RAW_FORMS: ReadonlySet<string> = new Set([
  "сырой",
  "сырая",
  "сырое",
  "сырые",
  "сырого",
  "сырую",
  "сырых",
  "сырым",
]);
/** What "в собственном соку" says of a food: canned ("тунец консервированный" is the catalog's canned tuna). */
const CANNED_STEM = stem("консервированный");
const OWN = new Set(["собственном", "своем", "своём"]);

/** How many tokens from `i` say "в собственном соку", "в своём соку", "в с/с" or "с/с"; 0 when they do not. */
function ownJuiceLength(typed: string, raw: readonly RawToken[], i: number): number {
  const first = lowerWordAt(raw, i);
  if (first === "в") {
    if (OWN.has(lowerWordAt(raw, i + 1) ?? "") && lowerWordAt(raw, i + 2) === "соку") return 3;
    return ownJuiceAbbreviated(typed, raw, i + 1) ? 3 : 0;
  }
  return first === "с" && ownJuiceAbbreviated(typed, raw, i) ? 2 : 0;
}

/** "с/с" from token `k`: the slash is no token of its own, so it is two words with only "/" between them. */
function ownJuiceAbbreviated(typed: string, raw: readonly RawToken[], k: number): boolean {
  return (
    lowerWordAt(raw, k) === "с" &&
    lowerWordAt(raw, k + 1) === "с" &&
    typed.slice(raw[k]!.end, raw[k + 1]!.start).trim() === "/"
  );
}
/** "вес" after "сырого", "в сухом": what the weight said was of. */
const WEIGHT_WORDS: ReadonlySet<string> = new Set(["веса", "весе", "вес"]);
/** "масла", as "без масла" refuses it. */
const OIL_STEM = stem("масла");
const DRY_FORMS: ReadonlySet<string> = new Set(["сухой", "сухого", "сухом", "сухая", "сухое", "сух"]);
/** "2 inch", "30 см": a size of the thing, never an amount of it. */
const LENGTH_WORDS = new Set(["inch", "inches", "in", "дюйм", "дюйма", "дюймов", "см", "cm", "сантиметров"]);
/** "2 in total", "3 in the morning": after these "in" is the preposition, never inches. */
const AFTER_IN_AS_WORD: ReadonlySet<string> = new Set(["total", "all", "the", "a", "an", "my"]);
/** Adjectives spelt like a food's stem ("crisp" → crisps): alone they describe, never name, a food. */
const DESCRIBING_WORDS = new Set(["crisp", "crispy"]);
/** Words that only grade the size word after them ("a fairly big portion", "a pretty large bowl"). */
const GRADES_A_SIZE: ReadonlySet<string> = new Set(["fairly", "pretty", "quite", "really", "rather", "very", "super"]);
const SUGAR_STEMS = new Set(["сахар", "sugar"].map(stem));
/** The most spoons of sugar "л" can stand for ("сахар 2л."); more is no spoonful. */
const MAX_SPOONS_SHORT = 5;
const ALE_STEM = stem("ale");
/** The most words a sauce's name takes after "in": "sweet and sour sauce", "a creamy garlic sauce". */
const MAX_SAUCE_WORDS = 4;
/** Two whole counts typed with a dash: "2-3", "4–5". */
const WHOLE_RANGE = /^\d+\s*[-–—]\s*\d+$/;
/**
 * "hash browns, 2 patties", "2 sausage patties": a patty is the measure of a food named in the text (quantity.ts);
 * where none is, "2 patties" name the burger's meat, a food of their own (catalog beef patty).
 */
const PATTY_WORDS: ReadonlySet<string> = new Set(["patty", "patties"]);

/** Whether "patty" at `i` is a food's name ("a veggie patty", "2 patties" alone), not the measure of another food. */
function pattyNamesAFood(db: Database, raw: readonly RawToken[], i: number, elements: readonly Element[]): boolean {
  const before = rawWord(raw, i - 1);
  if (before !== undefined && db.aliases.has(aliasKey([stem(before), stem(rawWord(raw, i)!)]))) return true;
  // "2 patties of sausage": the measure of the food named after it.
  return rawWord(raw, i + 1) !== "of" && !elements.some((e) => e.kind === "word");
}
/**
 * "spoons fish and chips": plural spoons with no count before them and no "of" after are no measure (a measure of
 * several spoons is counted, "2 spoons of sugar"); the word is the name people give a pub chain (decision 024).
 * Unread, the fish and chips were one 15 ml spoonful.
 */
function uncountedSpoons(raw: readonly RawToken[], i: number): boolean {
  if (rawWord(raw, i) !== "spoons" || rawWord(raw, i + 1) === "of") return false;
  const before = raw[i - 1];
  // A separator before it starts an item as the line's start does ("tea with milk, spoons fish and chips").
  return (
    before === undefined ||
    before.kind === "separator" ||
    (before.kind === "word" && !/^(?:\d|a$|few$|some$|two$|three$|several$)/.test(rawWord(raw, i - 1) ?? ""))
  );
}
const HALF_AFTER: Record<string, number> = wordTable({ половиной: 0.5, половинкой: 0.5 });
/** "x", Cyrillic "х" and "×" glued to a count: "кофе x2", "банан 2х". */
const MULTIPLY_SIGNS = new Set(["x", "х", "×"]);
/** A measure heaped: "с горкой", "с верхом". */
const HEAPED: ReadonlySet<string> = new Set(["горкой", "горочкой", "верхом"]);
/** "9 процентов", "2.5 percent": a fat content spelt out, read as "9%". */
export const PERCENT_WORDS: ReadonlySet<string> = new Set([
  "процент",
  "процента",
  "процентов",
  "проц",
  "percent",
  "pct",
]);
/**
 * "93/7 ground turkey", "ground beef 4oz 90/10": lean and fat shares that make a hundred, as US packs print them, are
 * the meat's fat content ("7%"), never a fraction (93/7 was 13 g). Packs run from 70/30 to 99/1, so "50/50" is
 * no such share.
 */
const LEAN_TO_FAT = /^(\d{2})\/(\d{1,2})$/;
function fatOfLeanShare(text: string): number | undefined {
  const m = LEAN_TO_FAT.exec(text);
  if (!m) return undefined;
  const [lean, fat] = [Number(m[1]), Number(m[2])];
  return lean + fat === 100 && lean >= 70 && fat > 0 ? fat : undefined;
}

/** The Latin letters (of text.ts's CYRILLIC_LOOKALIKE) a Russian word is read with in Cyrillic here. */
const LATIN_LOOKALIKE = /[aceopxykABCEHKMOPTX]/g;

/**
 * A Russian word with Latin letters that look like Cyrillic ones in it, and a lone Latin "c" between Russian words
 * (the key of "с" on a Russian keyboard): "гречка c курицей" left the "c" unread and the chicken folded into the
 * buckwheat, "мoлоко" was no word at all.
 */
function inCyrillic(raw: RawToken[]): RawToken[] {
  // The tokens are copied only from the first one respelt: most lines have none (decision 027, garbage per
  // description). Each is looked at beside its neighbours as typed.
  let out: RawToken[] | undefined;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const spelt = inCyrillicAt(raw, i, t);
    if (spelt !== t && out === undefined) out = raw.slice(0, i);
    out?.push(spelt);
  }
  return out ?? raw;
}

function inCyrillicAt(raw: readonly RawToken[], i: number, t: RawToken): RawToken {
  if (t.kind !== "word" || !LATIN_IN_A_WORD.test(t.text)) return t;
  // Only a word in both scripts is looked at letter by letter; an English word is passed as it is.
  const mixed = CYRILLIC_IN_A_WORD.test(t.text);
  if (mixed && [...t.text].every((ch) => !LATIN_IN_A_WORD.test(ch) || ch.match(LATIN_LOOKALIKE) !== null)) {
    return { ...t, text: t.text.replace(LATIN_LOOKALIKE, (c) => CYRILLIC_LOOKALIKE[c]!) };
  }
  if (/^[cC]$/.test(t.text) && cyrillicWord(raw[i - 1]) && cyrillicWord(raw[i + 1])) return { ...t, text: "с" };
  return t;
}

function cyrillicWord(t: RawToken | undefined): boolean {
  return t?.kind === "word" && CYRILLIC_IN_A_WORD.test(t.text);
}

// Kept as constants: a regular expression literal is a new object each time it is evaluated, and these are asked of
// every word (decision 027, garbage per description).
const LATIN_IN_A_WORD = /[a-z]/i;
const MULTIPLIER_BEFORE_ITS_NUMBER = /^[xх×](\d{1,2})$/;
const ONLY_SPACES = /^ +$/;
const LEAN_SHARE = /^(\d{2,3})\s?%$/;
const HALF_A_UNIT = /^пол-?(.+)$/;
const AN_ARTICLE = /^(?:a|an|the)$/i;
const CYRILLIC_IN_A_WORD = /[а-яё]/i;

/** A letter typed three times and more: stretched for emphasis ("пиццааа", "мнооого", "sooo"). */
const STRETCHED = /(\p{L})\1{2,}/gu;

/**
 * A stretched word as it is spelt: each run cut to one letter, or to two where only that is a word ("coffeeee"); the
 * stretched "пиццааа" was too far from any name for typo correction and was left unread with its count.
 */
function unstretched(db: Database, word: string): string {
  if (!word.match(STRETCHED)) return word;
  const once = word.replace(STRETCHED, "$1");
  const twice = word.replace(STRETCHED, "$1$1");
  const known = (w: string) => {
    const c = clean(w);
    return db.vocabularySet.has(stem(c)) || STOP_WORDS.has(c) || UNIT_WORDS[c] !== undefined;
  };
  return known(twice) && !known(once) ? twice : once;
}

/** A Russian word in the instrumental, the form of what a food is served with after "с" ("картошкой", "луком"). */
const INSTRUMENTAL = /[а-яё]{2,}(?:ом|ем|ём|ой|ей|ёй|ою|ею|ами|ями|ью|ым|им)$/;
/** An instrumental ending that a name's adjective has as it stands ("ржаной хлеб", "заварной крем"). */
const ALSO_NOMINATIVE = /ой$/;

/**
 * "вареники с картошкой, луком 12 шт", "блин с ветчиной, сыром": a comma inside a clause that opened "с" and between
 * two words in the instrumental lists one more thing the food was served with, as "и" would. Read as a new food, the
 * count after it went to the onion, twelve onions. A word after the comma that could be a name's adjective ("кофе с
 * молоком, ржаной хлеб") needs an instrumental after it too.
 */
function commaInAWithList(text: string, raw: readonly RawToken[], i: number, elements: readonly Element[]): boolean {
  if (text.slice(raw[i]!.start, raw[i]!.end) !== ",") return false;
  const before = lowerWordAt(raw, i - 1);
  const after = lowerWordAt(raw, i + 1);
  if (!before || !after || !INSTRUMENTAL.test(before) || !INSTRUMENTAL.test(after)) return false;
  if (ALSO_NOMINATIVE.test(after)) {
    const then = lowerWordAt(raw, i + 2);
    if (!then || !INSTRUMENTAL.test(then)) return false;
  }
  for (let k = elements.length - 1; k >= 0; k--) {
    const e = elements[k]!;
    if (e.kind === "separator") return false;
    if (e.kind === "connector") return e.stem === "с" && text.slice(e.start, e.end).toLowerCase().startsWith("с");
  }
  return false;
}

/**
 * "салатик из помидоров, огурцов": a comma between two words in the genitive plural right after "из" lists what the
 * dish was made of, as "и" does; as a separator it parted the salad into its vegetables (decision 024, the same meal
 * typed another way).
 */
function commaInAMadeOfList(text: string, raw: readonly RawToken[], i: number): boolean {
  if (text.slice(raw[i]!.start, raw[i]!.end) !== "," || lowerWordAt(raw, i - 2) !== "из") return false;
  const before = lowerWordAt(raw, i - 1);
  const after = lowerWordAt(raw, i + 1);
  return before !== undefined && after !== undefined && genitivePlural(before) && genitivePlural(after);
}

/** Exclamation and question marks, one or many, spaced or not. */
const EMPHASIS = /^[!?](?:[ !?]*[!?])?$/;

/** First words of the two-word units ("ст" of "ст.л", "fl" of "fl oz"). */
const UNIT_PAIR_STARTS: ReadonlySet<string> = new Set(Object.keys(UNIT_PAIRS).map((k) => k.split(" ")[0]!));

/** Whether digits glued before a word are its count: the word is a food's or starts a unit, the whole is no name. */
function countGluedOn(db: Database, digits: string, word: string): boolean {
  if (db.vocabularySet.has(stem(`${digits}${word}`))) return false;
  return UNIT_PAIR_STARTS.has(word) || db.vocabularySet.has(stem(word));
}

function clean(text: string): string {
  // The readers ask for the same token's word again and again while they look around it: a sixth of the engine's
  // time on long lists went to cleaning words already cleaned.
  return keptOrMade(cleaned, CLEANED_KEPT, text, cleanedOf);
}

function cleanedOf(text: string): string {
  const plain = normaliseText(text).replace(/\s/g, "").replace(/’/g, "'");
  return SHORTHAND.get(plain) ?? plain;
}

const CLEANED_KEPT = 4096;
const cleaned = new Map<string, string>();

/**
 * Shorthand a diary is typed in, as the whole word: "3oz chkn breast", "bfast: eggs", "avo toast", "chicken parm" were
 * read as nothing, or lost a word.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ["chkn", "chicken"],
  ["chix", "chicken"],
  // "chikn breast 5oz", "2 egs scrambld": letters dropped as a phone's keyboard drops them, too short or too far from
  // the word for the slips a near spelling mends (decision 024, follow-up "English diary lines, a fourth batch").
  ["chikn", "chicken"],
  ["chickn", "chicken"],
  ["egs", "eggs"],
  ["scrambld", "scrambled"],
  ["bfast", "breakfast"],
  ["brkfst", "breakfast"],
  ["brekkie", "breakfast"],
  ["brekky", "breakfast"],
  ["sammich", "sandwich"],
  ["sammie", "sandwich"],
  ["sando", "sandwich"],
  ["avo", "avocado"],
  ["mozz", "mozzarella"],
  ["parm", "parmesan"],
  ["cuke", "cucumber"],
  ["choc", "chocolate"],
  // Cut short as people who log every day type them: "greek yog 170g", "steamed brocc 1c" (decision 024, the
  // thirty-ninth batch) were read as nothing.
  ["yog", "yogurt"],
  ["yogs", "yogurt"],
  ["brocc", "broccoli"],
]);

/** Chips a chip shop serves "cheesy", read as its cheese fries (chips.ts), and fries already named so. */
const CHEESY_AS_SAID: ReadonlySet<string> = new Set(["chips", "chip", "fries"]);

/**
 * "cheesy grits", "cheesy potatoes", "cheesy broccoli": made with cheese, as FNDDS names such dishes ("Grits, with
 * cheese"), read as "cheese" before the dish; unread, the cheese was lost without a word.
 */
function cheesyDish(raw: readonly RawToken[], i: number): boolean {
  return rawWord(raw, i) === "cheesy" && !CHEESY_AS_SAID.has(rawWord(raw, i + 1) ?? "");
}

const SCOOPS: ReadonlySet<string> = new Set(["scoop", "scoops"]);
/** The catalog's English name of the protein powder a scoop of "protein" is. */
const PROTEIN_POWDER = "whey";

/**
 * "1 scoop protein in oatmeal", "2 scoops of protein": "protein" measured by the scoop, with no word after it that
 * names a food of its own ("protein powder", "protein shake"), is the powder, as Russian «протеин» is; unread, the
 * scoop and the word were left over.
 */
function scoopedProtein(raw: readonly RawToken[], i: number): boolean {
  if (rawWord(raw, i) !== "protein") return false;
  const before = rawWord(raw, i - 1) === "of" ? i - 2 : i - 1;
  if (!SCOOPS.has(rawWord(raw, before) ?? "")) return false;
  const next = raw[i + 1];
  return next === undefined || next.kind !== "word" || ITEM_ENDS_AFTER_SCOOP.has(rawWord(raw, i + 1) ?? "");
}
/** Words that may follow the scooped protein: where it went, or the next food. */
const ITEM_ENDS_AFTER_SCOOP: ReadonlySet<string> = new Set(["in", "into", "with", "and", "plus", "mixed", "on"]);

const WITH_WORDS: ReadonlySet<string> = new Set(["with", "w", "w/"]);
const MEAL_PREP: ReadonlySet<string> = new Set(["prep", "prepped", "preps"]);
/** A coffee chain's cup sizes (meal-text/modifiers.ts reads them as small, medium and large). */
const CUP_SIZES: ReadonlySet<string> = new Set(["tall", "grande", "venti", "trenta"]);
/** The catalog's one-word English name of skim milk. */
const SKIM_MILK = "skimmilk";

/** The word a bread baked of several grains is named by, as a stem; "grain" after a figure of them. */
const MULTIGRAIN = stem("multigrain");
/** What is baked of grains, said after "12 grain". */
const BAKED_OF_GRAINS: ReadonlySet<string> = new Set([
  "bread",
  "wheat",
  "toast",
  "bagel",
  "bagels",
  "roll",
  "rolls",
  "bun",
  "buns",
  "loaf",
  "wrap",
  "sourdough",
  "rye",
]);

/** The catalog's one-word name of American cheese (catalog processed-cheese), which "american" sliced is. */
const AMERICAN_CHEESE = "americancheese";
const SLICE_WORDS: ReadonlySet<string> = new Set(["slice", "slices", "slc", "slcs", "sl"]);

/**
 * "2 slices american", "a slice of american on it": "american" said by the slice, with no food after it that it
 * describes ("american cheese", "slices of american bread"), is the cheese, as "2 slices swiss" is (decision 024,
 * follow-up "English diary lines, a fourth batch"); it was left unread.
 */
function slicedAmerican(raw: readonly RawToken[], i: number): boolean {
  if (rawWord(raw, i) !== "american") return false;
  const before = rawWord(raw, i - 1) === "of" ? i - 2 : i - 1;
  if (!SLICE_WORDS.has(rawWord(raw, before) ?? "")) return false;
  const next = raw[i + 1];
  const after = rawWord(raw, i + 1) ?? "";
  return next === undefined || next.kind !== "word" || ITEM_ENDS_AFTER_SCOOP.has(after) || STOP_WORDS.has(after);
}

/**
 * "special k 1 cup + skim", "cheerios w skim": "skim" closing its item, with no food after it that it describes
 * ("skim mozzarella") and not the cheese's "part skim", is the milk, as people who log every day shorten it (decision
 * 024, the thirty-ninth batch); unread, the milk was left over.
 */
function skimAlone(raw: readonly RawToken[], i: number): boolean {
  if (rawWord(raw, i) !== "skim" || rawWord(raw, i - 1) === "part") return false;
  const next = raw[i + 1];
  // A word that names no food ("today", "this morning") ends the item as the line's end does: "… + skim today" left
  // the milk unread (decision 024, the same meal typed another way).
  const after = rawWord(raw, i + 1) ?? "";
  return next === undefined || next.kind !== "word" || ITEM_ENDS_AFTER_SCOOP.has(after) || STOP_WORDS.has(after);
}

/** British and American milks named by their fat alone, as typed word by word, and the milk each is. */
const MILKS_BY_THEIR_FAT: readonly { words: readonly string[]; milk: readonly string[] }[] = [
  { words: ["semi-skimmed"], milk: ["semi", "skimmed", "milk"] },
  { words: ["semi", "skimmed"], milk: ["semi", "skimmed", "milk"] },
  { words: ["semi", "skim"], milk: ["semi", "skimmed", "milk"] },
  { words: ["semi"], milk: ["semi", "skimmed", "milk"] },
  { words: ["skimmed"], milk: ["skim", "milk"] },
  { words: ["full-fat"], milk: ["whole", "milk"] },
  { words: ["full", "fat"], milk: ["whole", "milk"] },
];
/** What a milk named by its fat is said after: "with", "and", "+", "a pint of", or the start of an item. */
const BEFORE_A_MILK: ReadonlySet<string> = new Set(["with", "w", "w/", "and", "n", "+", "&", "plus", "of"]);

/**
 * The milk of MILKS_BY_THEIR_FAT whose words start at raw token `i`. Asked at every word: plain loops, where a closure
 * made for each milk at each word was a thirtieth of what a long list's reading allocates (decision 027, follow-up
 * "the reading's time per item").
 */
function milkSaidAt(raw: readonly RawToken[], i: number): (typeof MILKS_BY_THEIR_FAT)[number] | undefined {
  if (raw[i]?.kind !== "word") return undefined;
  for (const m of MILKS_BY_THEIR_FAT) {
    let n = 0;
    while (n < m.words.length && rawWord(raw, i + n) === m.words[n]) n++;
    if (n === m.words.length) return m;
  }
  return undefined;
}

/**
 * "2 weetabix with semi skimmed", "tea, semi-skimmed", "coffee w full fat": a British milk named by its fat alone,
 * after "with" or opening its item and closing it, is that milk, as "skim" alone is (decision 024, follow-up "English
 * diary lines, a fifth batch"); it was left unread. "full fat greek yogurt" and "semi skimmed milk" are read as before.
 */
function milkByItsFat(raw: readonly RawToken[], i: number): { take: number; milk: readonly string[] } | undefined {
  const found = milkSaidAt(raw, i);
  if (!found) return undefined;
  const before = raw[i - 1];
  // "weetabix x2 semi skimmed": after the count of the food before, as after "with".
  const counted = /^x\d+$/.test(rawWord(raw, i - 1) ?? "");
  if (
    before !== undefined &&
    before.kind !== "separator" &&
    !counted &&
    !BEFORE_A_MILK.has(rawWord(raw, i - 1) ?? "")
  ) {
    return undefined;
  }
  const k = i + found.words.length;
  const after = rawWord(raw, k) ?? "";
  const closes =
    raw[k] === undefined || raw[k]!.kind !== "word" || ITEM_ENDS_AFTER_SCOOP.has(after) || STOP_WORDS.has(after);
  return closes ? { take: found.words.length, milk: found.milk } : undefined;
}

/** "два с половиной", "one and a half": the extra fraction after a number and how many tokens it takes. */
function trailingFraction(raw: readonly RawToken[], i: number): { add: number; take: number } | undefined {
  const first = rawWord(raw, i + 1);
  const second = rawWord(raw, i + 2);
  if ((first === "с" || first === "со") && HALF_AFTER[second ?? ""] !== undefined) {
    return { add: HALF_AFTER[second!]!, take: 2 };
  }
  if (first === "and" && (second === "a" || second === "one")) {
    const third = rawWord(raw, i + 3);
    if (third === "half") return { add: 0.5, take: 3 };
    if (third === "quarter") return { add: 0.25, take: 3 };
  }
  return undefined;
}

/**
 * @param negated collects the stems refused with "без"/"without", which decide whether a salad was dressed.
 */
/**
 * Brackets around words that name no food ("spinach (raw)", "кофе (большой)") only describe the food before them, and
 * brackets around an amount alone ("2 eggs (100g)", "котлеты 2 шт (250 г)") say the amount of what is before them, as
 * it would be said without them; brackets around a food ("toast (with jam)") separate like a comma, unless glued to
 * the word before them or the food is refused ("(без сахара)").
 */
function describingBrackets(db: Database, raw: readonly RawToken[]): Set<number> {
  const skip = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    if (raw[i]!.text !== "(") continue;
    const close = raw.findIndex((t, k) => k > i && t.kind === "separator");
    if (close < 0 || raw[close]!.text !== ")") continue;
    const inside = raw.slice(i + 1, close);
    const amount =
      inside.some((t) => t.kind === "number") &&
      inside.every((t) => t.kind === "number" || (t.kind === "word" && UNIT_WORDS[clean(t.text)] !== undefined));
    if (amount) {
      skip.add(i);
      skip.add(close);
      continue;
    }
    // "кофе (без сахара)", "burger (no bun)": what was left out describes the food before, though it names a food.
    const refused = inside[0]?.kind === "word" && NEGATIONS.has(clean(inside[0].text));
    const names = !refused && inside.some((t) => t.kind !== "word" || db.aliases.has(stem(clean(t.text))));
    // Glued to the word before ("bean(seed)"), a bracket clarifies that word whatever it holds.
    const glued = i > 0 && raw[i - 1]!.end === raw[i]!.start;
    if (inside.length > 0 && (!names || glued)) {
      skip.add(i);
      skip.add(close);
    }
  }
  return skip;
}

/** Words that are a measure before "of" and a food's name elsewhere, with the FNDDS measure word they stand for. */
const MEASURES_BEFORE_OF: Readonly<Record<string, ParsedUnit>> = wordTable({
  ...Object.fromEntries(
    (["bar", "fillet"] as const).flatMap((word) => {
      const unit: ParsedUnit = { kind: "portion", unit: "piece", word };
      return [
        [word, unit],
        [`${word}s`, unit],
      ];
    }),
  ),
  // "a drop of milk": a teaspoon's worth, as "капля" (quantity.ts); "egg drop soup" stays a name.
  drop: UNIT_WORDS.капля!,
  drops: UNIT_WORDS.капля!,
  // "a stick of butter", "half a stick of margarine": USDA's stick where it weighs one (SR28 01001 butter and FNDDS
  // 81101000 "stick" 113 g), else the food's piece; the word was left unread and the stick of butter read as FNDDS's
  // stick-butter record by its tablespoon (14 g), "2 sticks of butter" as two 5 g pats. "string cheese stick" and
  // "mozzarella sticks" have no "of" and stay names.
  stick: { kind: "portion", unit: "piece", word: "stick" },
  sticks: { kind: "portion", unit: "piece", word: "stick" },
  // "a loaf of bread": the whole loaf, as "буханка" (a "loaf" was one 30 g slice); "meat loaf" stays a name.
  loaf: { kind: "portion", unit: "whole" },
  loaves: { kind: "portion", unit: "whole" },
});

/** A батон, in the forms a count or "пол" puts it in, said as the loaf of a bread named after it. */
const LOAF_OF_BREAD: ReadonlySet<string> = new Set(["батон", "батона", "батоны", "батонов"]);

/** Milk coffees made with espresso, typed after the shots in them: "double shot latte". */
const ESPRESSO_DRINKS: ReadonlySet<string> = new Set([
  "latte",
  "lattes",
  "cappuccino",
  "cappuccinos",
  "americano",
  "americanos",
  "mocha",
  "mochas",
  "macchiato",
  "flat",
  "cortado",
]);
const SHOT_WORDS: ReadonlySet<string> = new Set(["shot", "shots"]);

/** Whether the word at `i` is a shot, or "double", "triple" before one, typed straight before a milk coffee. */
function shotInCoffee(raw: readonly RawToken[], i: number): boolean {
  const shotAt = SHOT_WORDS.has(rawWord(raw, i) ?? "") ? i : SHOT_WORDS.has(rawWord(raw, i + 1) ?? "") ? i + 1 : -1;
  if (shotAt < 0 || (shotAt === i + 1 && MEASURE_MULTIPLES[rawWord(raw, i) ?? ""] === undefined)) return false;
  return ESPRESSO_DRINKS.has(rawWord(raw, shotAt + 1) ?? "");
}

/** "a bite of cheesecake", "two bites of a burger", "a taste of mac and cheese": a mouthful (quantity.ts BITE). */
const MOUTHFULS_BEFORE_OF: ReadonlySet<string> = new Set(["bite", "bites", "taste", "tastes", "nibble", "nibbles"]);
/** "most of": three quarters. */
const MOST_SHARE = 0.75;
const SLIVER_WORDS: ReadonlySet<string> = new Set(["sliver", "slivers"]);
/** A sliver: half the food's slice. */
const SLIVER_SHARE = 0.5;
/** "откусила", "откусил": bit off a food, by the bite. */
const BIT_OFF: ReadonlySet<string> = new Set(["откусил", "откусила", "откусили", "откусываю", "надкусил", "надкусила"]);
const BITTEN_PIECES: ReadonlySet<string> = new Set(["кусочек", "кусок", "кусочка", "кусочком", "чуть-чуть", "немного"]);
/** "пару раз", "3 раза": how many times, after BIT_OFF. */
const TIMES_WORDS: ReadonlySet<string> = new Set(["раз", "раза"]);
/** English words for a pack as sold, a measure before "of" (decision 024, follow-up). */
const PACK_WORDS: ReadonlySet<string> = new Set(["pack", "packs", "package", "packages"]);
/** "double" and "triple" before a measure word: how many of the measure (decision 024, follow-up). */
const MEASURE_MULTIPLES: Readonly<Record<string, number>> = wordTable({
  double: 2,
  triple: 3,
  // "двойную порцию пельменей", "двойная порция картошки фри", "тройная порция": the word was left unread, one
  // portion for two. Before a food that is no measure ("двойной эспрессо", "двойной чизбургер") it stays a word.
  двойная: 2,
  двойную: 2,
  двойной: 2,
  двойные: 2,
  двойных: 2,
  тройная: 3,
  тройную: 3,
  тройной: 3,
});
/** "a sleeve of crackers": the roll crackers and cookies are sold in, FNDDS's "sleeve" of the food. */
const SLEEVE_WORDS: ReadonlySet<string> = new Set(["sleeve", "sleeves"]);
const SLEEVE_UNIT: ParsedUnit = { kind: "portion", unit: "pack", word: "sleeve" };
const PACK_UNIT: ParsedUnit = { kind: "portion", unit: "pack", word: "package" };
/**
 * "a box of cereal", "a tub of ice cream": USDA's box or tub of the food where it lists one ("box (1.5 oz)" of
 * raisins), else its pack as sold; read as no measure, each was one serving ("a tub of ice cream" 80 g).
 */
const CONTAINERS_BEFORE_OF: Readonly<Record<string, ParsedUnit>> = wordTable({
  box: { kind: "portion", unit: "pack", word: "box" },
  boxes: { kind: "portion", unit: "pack", word: "box" },
  tub: { kind: "portion", unit: "pack", word: "tub" },
  tubs: { kind: "portion", unit: "pack", word: "tub" },
});

/** "juice box", "juice boxes": the box said after the juice's name (FNDDS's "juice box/pouch"). */
const JUICE_BOX_WORDS: ReadonlySet<string> = new Set(["box", "boxes"]);

/** The stem of a "shared by" phrase, followed by how many people: "#shared:2". */
export const SHARED_PREFIX = "#shared:";
/** The stem of "split a …", "shared the … with my son": one thing or portion named shared, then how many people. */
export const SPLIT_ONE_PREFIX = "#split-one:";

/**
 * What is read as no amount (notAmounts, below): an hour, a date, a price, a list's number; and a hashtag that names
 * no food.
 */
export const NOT_AMOUNTS: ReadonlySet<string> = new Set(["#time", "#date", "#price", "#list", "#tag"]);

/** Whether Russian counts this many in the genitive singular: two, three, four, and 22 to 24 and so on, never 12 to 14. */
function countsInGenitiveSingular(n: number): boolean {
  return Number.isInteger(n) && n % 10 >= 2 && n % 10 <= 4 && Math.floor(n / 10) % 10 !== 1;
}

/** Words after a number that make it an hour of the day: "в 19 часов", "в 7 утра". */
// "к 12 часам": by an hour, in the dative; "к 12 часам съела яблоко" was twelve apples (decision 024, follow-up:
// Russian diary text).
const HOUR_WORDS: ReadonlySet<string> = new Set([
  "час",
  "часа",
  "часов",
  "часам",
  "утра",
  "вечера",
  "дня",
  "ночи",
  "am",
  "pm",
]);
/** A distance or a count of steps after a number: "5 км", "3 miles", "10000 шагов" (notAmounts). */
const DISTANCE_WORDS: ReadonlySet<string> = new Set([
  "км",
  "km",
  "kms",
  "километр",
  "километра",
  "километров",
  "mi",
  "mile",
  "miles",
  "миля",
  "мили",
  "миль",
  "steps",
  "шагов",
  "шага",
  "laps",
  "кругов",
]);
/** A span of time after a number: "30 min", "45 minute walk", "2 hours", "20 минут" (notAmounts). */
const DURATION_WORDS: ReadonlySet<string> = new Set([
  "min",
  "mins",
  "minute",
  "minutes",
  "мин",
  "минут",
  "минуты",
  "минуту",
  "hr",
  "hrs",
  "hour",
  "hours",
  "sec",
  "secs",
  "seconds",
  "сек",
  "секунд",
]);
/** What a distance or a span was spent on, said after it: "a 5k run", "a 45 minute walk". */
const ACTIVITY_WORDS: ReadonlySet<string> = new Set([
  "run",
  "walk",
  "jog",
  "hike",
  "ride",
  "swim",
  "race",
  "workout",
  "пробежки",
  "пробежка",
  "прогулки",
  "прогулка",
  "тренировки",
  "тренировка",
]);
/** The halves of the day said after an hour's minutes: "7:30am". */
const HOUR_HALVES: ReadonlySet<string> = new Set(["am", "pm"]);
/**
 * Words before a number that make it an hour: "после 18", "до 9", and "в 8" before a food or another number ("в 8
 * овсянка" was 8 g of porridge, "в 8 2 яйца" sixteen eggs).
 */
// "к 9 яичница", "к 18 ужин": by an hour, as "к 12 часам" (decision 024, follow-up: Russian diary text, a sixth
// sweep); "к 9 яичница из 2 яиц" was nine fried eggs. A food counted after it stays a count as after "в".
const HOUR_BEFORE: ReadonlySet<string> = new Set(["после", "до", "в", "к", "at", "after", "before"]);
/** What a meal is had before or after, said after "before", "after", "до", "после", "перед" (timeOfAnEvent). */
const EVENT_WORDS: ReadonlySet<string> = new Set([
  ...ACTIVITY_WORDS,
  "gym",
  "training",
  "practice",
  "bed",
  "work",
  "school",
  "class",
  "сна",
  "сном",
  "работы",
  "работой",
  "учебы",
  "школы",
  "зала",
  "залом",
  "бега",
  "тренировкой",
  "пробежкой",
  "прогулкой",
]);
const EVENT_PREPOSITIONS: ReadonlySet<string> = new Set(["before", "after", "до", "после", "перед"]);
const EVENT_ARTICLES: ReadonlySet<string> = new Set(["the", "a", "my", "an"]);
/**
 * Gatherings a meal was had at, said after "to" or "at" ("went to a birthday party and had …", "at a wedding i had
 * …"), perhaps after a word that says which: where the meal was had, as an event says when (decision 024, follow-up
 * "English diary lines, a fifth batch"). They stood in `unmatched`; "party mix" keeps its word.
 */
const GATHERINGS: ReadonlySet<string> = new Set(["party", "wedding", "meeting", "reception", "potluck", "cookout"]);
const GATHERING_KINDS: ReadonlySet<string> = new Set(["birthday", "office", "work", "dinner", "christmas", "holiday"]);
const GATHERING_PREPOSITIONS: ReadonlySet<string> = new Set(["to", "at"]);

/** How many raw tokens from `i` say the gathering a meal was had at ("to a birthday party"), or 0. */
function gatheringAt(raw: readonly RawToken[], i: number): number {
  if (!GATHERING_PREPOSITIONS.has(rawWord(raw, i) ?? "")) return 0;
  let k = i + 1;
  if (EVENT_ARTICLES.has(rawWord(raw, k) ?? "")) k++;
  if (GATHERING_KINDS.has(rawWord(raw, k) ?? "")) k++;
  return GATHERINGS.has(rawWord(raw, k) ?? "") ? k + 1 - i : 0;
}

/**
 * "2 hours before the gym", "after my run", "за час до сна", "за 2 часа до тренировки": the words from raw token `i`
 * say when the meal was had, by an event and perhaps the span before it; how many tokens they take, or 0. Beside a
 * drink of no energy they were left unread one by one ("чай за час до сна" left "за", "час", "до"; decision 024,
 * follow-up "absurd readings, seeds 6 to 9").
 */
function timeOfAnEvent(raw: readonly RawToken[], i: number): number {
  let k = i;
  // "за час до", "за 2 часа до", "за полчаса до": the span before the event, said with "за".
  if (rawWord(raw, k) === "за") {
    const span = raw[k + 1]?.kind === "number" ? 2 : 1;
    const unit = rawWord(raw, k + span);
    if (unit === undefined || !(HOUR_WORDS.has(unit) || DURATION_WORDS.has(unit) || unit === "полчаса")) return 0;
    k += span + 1;
    if (rawWord(raw, k) !== "до") return 0;
  }
  if (!EVENT_PREPOSITIONS.has(rawWord(raw, k) ?? "")) return 0;
  const article = EVENT_ARTICLES.has(rawWord(raw, k + 1) ?? "") ? 1 : 0;
  return EVENT_WORDS.has(rawWord(raw, k + 1 + article) ?? "") ? k + 2 + article - i : 0;
}

/** "злаков", "злака": the grains a bread, porridge or muesli is made of, counted after its name ("7 злаков"). */
const GRAINS_AFTER = /^злак(?:а|ов|ами)?$/;
/**
 * The chat's "блин" (damn) that opens a clause: "блин, опять переела", "блин съела торт", "блин!". It was a 45 g
 * pancake beside what was eaten (decision 024, follow-up: Russian diary text). A pancake is said with an amount, a
 * filling or a preposition after it ("блин с мясом", "блин на молоке"), or last in its clause ("кофе и блин").
 */
function exclaimed(raw: readonly RawToken[], i: number): boolean {
  const before = raw[i - 1];
  if (before !== undefined && before.kind !== "separator") return false;
  const after = raw[i + 1];
  if (after?.kind === "separator" && after.text.includes("!")) return true;
  const k = after?.kind === "separator" ? i + 2 : i + 1;
  return CLAUSE_AFTER_DAMN.has(rawWord(raw, k) ?? "");
}

/** Words of a sentence about eating, which "блин" before them exclaims at. */
const CLAUSE_AFTER_DAMN: ReadonlySet<string> = new Set([
  "я",
  "опять",
  "снова",
  "ел",
  "ела",
  "съел",
  "съела",
  "съели",
  "поел",
  "поела",
  "выпил",
  "выпила",
  "переел",
  "переела",
  "объелся",
  "объелась",
  "сорвался",
  "сорвалась",
  "забыл",
  "забыла",
  "вчера",
  "сегодня",
  "ничего",
  "не",
  "ну",
  "короче",
]);

/**
 * "суп (борщ)", "рыба (минтай) 150г", "каша (гречка)": a word or two in brackets right after a word say what it was, as
 * "суп борщ" typed plainly does; the brackets parted them, and the class was counted beside its kind (a soup beside
 * the borscht, 150 g of fish beside 150 g of pollock). The index of the closing bracket, where the opening one at `i`
 * holds only words.
 */
function bracketedWords(raw: readonly RawToken[], i: number): number | undefined {
  const t = raw[i]!;
  if (t.kind !== "separator" || t.text.trim() !== "(" || raw[i - 1]?.kind !== "word") return undefined;
  for (let k = i + 1; k <= i + 3; k++) {
    const e = raw[k];
    if (e?.kind === "separator") return e.text.trim() === ")" && k > i + 1 ? k : undefined;
    if (e?.kind !== "word") return undefined;
  }
  return undefined;
}

/** A chewing gum by its word or its maker's name, as typed before a count of its pellets. */
const GUMS = /^(?:жвачк[аиуеойю]{0,2}|резинк[аиуеойю]{0,2}|орбит[аыуе]?|дирол[аыуе]?|эклипс[аыуе]?)$/;

/** A beer sold under its number: "балтика 3", "балтики 7", "балтику 9". */
const NAMED_BY_NUMBER = /^балтик[аиуеойю]{0,2}$/;
/**
 * Whether a word after a figure is a measure in the form a count takes ("2 бутылки", "5 банок", "3 шт"); the
 * nominative singular ("9 бутылка") agrees with no count above one, so the figure before it names the beer.
 */
function countsAMeasure(word: string | undefined): boolean {
  if (word === undefined) return false;
  return (
    /^(?:бут|бан|бок|круж|стак|литр|л$|шт|пач|упак|пол)/.test(word) &&
    !/^(?:бутылка|банка|бокал|кружка|стакан|пачка|упаковка|литр)$/.test(word)
  );
}
/**
 * Currency after a number: "шаурма за 250 руб", "кофе 150р", "$5", "мороженое 48 копеек", and the currencies' English
 * words ("burrito 12 dollars", "sandwich for 5 bucks", "latte 450 roubles"), which read as grams or pieces of the
 * food: "latte 450 roubles" was 450 g of latte (decision 024, follow-up "absurd readings, seeds 14 to 17").
 */
const CURRENCY =
  /^\s*(?:₽|\$|руб(?:\.|лей|ля|ль)?|р\.?|коп(?:\.|еек|ейки|ейка)?|rub|usd|eur|€|dollars?|bucks?|euros?|ro?ubles?|quid|cents?)(?![\p{L}])/iu;
/** A currency sign before a number: "$4.50", "€3". */
const CURRENCY_BEFORE = /[$€£₽]\s?$/u;

/**
 * A day and a month (or a month and a day) typed as a diary's date, never an amount: "23.11", "11.23", "23.11.2026",
 * "23/11", "11/23". With a dot the number has two digits after it, an integer part of 3 to 31, and no unit after it
 * (no weight is typed to a hundredth of a gram without its unit, and "1.25" or "2.50" stay an amount); with a slash it is no fraction
 * people type: its top is at least its bottom, or its bottom is past sixteen.
 */
function isDate(t: RawToken, after: string): boolean {
  // "12.50 г", "3.25 l": a weight or a volume in litres may be typed so; a count of cups, spoons or bottles never is.
  const word = /^\s*(\p{L}+)/u.exec(after);
  const unit = word ? UNIT_WORDS[clean(word[1]!)] : undefined;
  if (unit?.kind === "mass" || (unit?.kind === "volume" && (unit.ml === 1 || unit.ml === 1000))) return false;
  const dot = /^(\d{1,2})\.(\d{2})$/.exec(t.text);
  if (dot) return Number(dot[1]) >= 3 && Number(dot[1]) <= 31;
  const slash = /^(\d{1,2})\/(\d{1,2})$/.exec(t.text);
  if (!slash) return false;
  const [top, bottom] = [Number(slash[1]), Number(slash[2])];
  return top <= 31 && bottom > 0 && bottom <= 31 && (top >= bottom || bottom > 16);
}

/**
 * A Russian word in the genitive plural five and more are counted in ("пельменей", "бокалов", "тарелок"), told from
 * a nominative that ends alike ("сок", "плов", "сырок") by the stem losing its ending or by its length.
 */
function genitivePlural(w: string): boolean {
  return (/(?:ов|ев|ей)$/.test(w) && stem(w) !== w) || (/(?:ек|ок)$/.test(w) && w.length >= 6);
}

/**
 * Whether the number at raw token `i` starts a line or follows a meal's name (notAmounts' hours typed with a dash). A
 * function of its own, not a closure made at every number: see classify's helpers.
 */
function startsLine(text: string, raw: readonly RawToken[], i: number): boolean {
  return (
    /(?:^|\n)[\s\p{P}]*$/u.test(text.slice(0, raw[i]!.start)) ||
    MEALS.has(rawWord(raw, i - 1) ?? "") ||
    MEAL_WORDS.has(rawWord(raw, i - 1) ?? "")
  );
}

/**
 * Numbers that are no amount of food, as raw token index → how many raw tokens the phrase takes and what it is:
 * an hour of the day ("8:00", "в 8.30", "в 19 часов", "после 18"), a price ("за 250 руб", "150р") or the number of
 * an item in a numbered list ("1. овсянка 2. кофе", "1) гречка"). They describe the meal, never weigh a food.
 */
function notAmounts(
  db: Database,
  text: string,
  raw: readonly RawToken[],
): Map<number, { take: number; what: "#time" | "#price" | "#list" | "#date" | "#tag" }> {
  const found = new Map<number, { take: number; what: "#time" | "#price" | "#list" | "#date" | "#tag" }>();
  // "1)овсянка 2)яблоко": a bracket may be typed with no space before the item; it made 2 portions of porridge.
  // Several such numbers make a numbered list only when they count up one by one ("1. гречка 2. кефир"): "гречка 60.
  // творог 60. кефир 200" is weights each ending a sentence, and read as list numbers the curd lost its 60 g.
  const markers = [...text.matchAll(/(?:^|\s)(\d{1,2})(?:[.)]\s+|\))(?=\p{L})/gu)].map((m) => Number(m[1]));
  const numbered = markers.length >= 2 && markers.every((n, k) => k === 0 || n === markers[k - 1]! + 1);
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    // "в три ночи", "после восьми вечера": an hour said in words is an hour as "в 3 ночи" is (decision 024, follow-up:
    // one meal, many spellings); read as a count, "в три ночи … 2 сосиски" was three servings of the noodles after it.
    // The number word is asked for first: few words are one, and the words around every word were looked up before.
    if (
      t.kind === "word" &&
      Number.isInteger(NUMBER_WORDS[rawWord(raw, i) ?? ""]) &&
      HOUR_BEFORE.has(rawWord(raw, i - 1) ?? "") &&
      (HOUR_WORDS.has(rawWord(raw, i + 1) ?? "") || HOUR_HALVES.has(rawWord(raw, i + 1) ?? ""))
    ) {
      found.set(i, { take: 2, what: "#time" });
      i++;
      continue;
    }
    const when = t.kind === "word" ? timeOfAnEvent(raw, i) || gatheringAt(raw, i) : 0;
    if (when > 0) {
      found.set(i, { take: when, what: "#time" });
      i += when - 1;
      continue;
    }
    if (t.kind !== "number") continue;
    const after = text.slice(t.end);
    const next = raw[i + 1];
    // "8:00", "13:30": hours and minutes.
    if (
      /^\d{1,2}$/.test(t.text) &&
      Number(t.text) <= 23 &&
      next?.kind === "number" &&
      /^:[0-5]\d$/.test(text.slice(t.end, next.end))
    ) {
      // "7:30am", "7:30 pm": the half of the day is the hour's too; it was left unread.
      const half = HOUR_HALVES.has(rawWord(raw, i + 2) ?? "") ? 1 : 0;
      found.set(i, { take: 2 + half, what: "#time" });
      i += 1 + half;
      continue;
    }
    // "8-30 овсянка", "в 20-30 кефир": an hour typed with a dash, after "в", "после", or at the start of a line. Read
    // as a range it was 19 g of porridge. At a line's start a range of an amount spans at most twice its low end
    // ("10-15 орехов", "5-10"), so only minutes past that, or "00", make an hour; a unit after keeps them a range.
    const dashed = /^(\d{1,2})-([0-5]\d)$/.exec(t.text);
    const atHour = rawWord(raw, i - 1) === "в" || HOUR_BEFORE.has(rawWord(raw, i - 1) ?? "");
    // "завтрак 7-30 овсянка", "обед 13-00 борщ": right after a meal's name as at a line's start; it was 6 g of borscht.
    // Asked only of an hour typed with a dash: looking back over the line from every number made long lists slow.
    if (
      dashed &&
      Number(dashed[1]) <= 23 &&
      (atHour ||
        (startsLine(text, raw, i) &&
          (dashed[2] === "00" ||
            Number(dashed[2]) > 2 * Number(dashed[1]) ||
            // "ужин 19-30": half past an evening or day hour; a range from 19 to 30 is typed by no one.
            (dashed[2] === "30" && Number(dashed[1]) >= 16) ||
            // "завтрак 8-15 яичница": a quarter after a meal's name, before a food not in the form a range of pieces
            // is counted in ("перекус 10-15 орешков" stays a count); it was 11 fried eggs.
            (/^(?:15|30|45)$/.test(dashed[2]!) &&
              Number(dashed[1]) >= 5 &&
              (MEALS.has(rawWord(raw, i - 1) ?? "") || MEAL_WORDS.has(rawWord(raw, i - 1) ?? "")) &&
              !genitivePlural(rawWord(raw, i + 1) ?? ""))))) &&
      UNIT_WORDS[rawWord(raw, i + 1) ?? ""] === undefined
    ) {
      found.set(i, { take: 1, what: "#time" });
      continue;
    }
    // "в 8.30 кофе": an hour with its minutes after "в".
    const hourDot = /^(\d{1,2})[.,]([0-5]\d)$/.exec(t.text);
    if (
      hourDot &&
      Number(hourDot[1]) <= 23 &&
      (rawWord(raw, i - 1) === "в" || HOUR_BEFORE.has(rawWord(raw, i - 1) ?? ""))
    ) {
      found.set(i, { take: 1, what: "#time" });
      continue;
    }
    if (/^\d{1,2}$/.test(t.text) && Number(t.text) <= 24) {
      // "завтрак в 8: 2 яйца", "11: 3 eggs": a number ending in a colon heads what follows, as an hour does; read as
      // an amount it made sixteen eggs of two.
      // "11ч банан", "к 12ч суп", "в 16ч. 2 банана": "ч" after an hour's number is "час" said short (decision 024,
      // follow-up: Russian diary text, a sixth sweep); read as a count, "11ч банан" was eleven bananas. "1 ч.л." and
      // "2 ч л" stay the teaspoon they are.
      const shortHour = rawWord(raw, i + 1) === "ч" && !/^\s*\.?\s*л(?![а-яё])/iu.test(text.slice(raw[i + 1]!.end));
      if (HOUR_WORDS.has(rawWord(raw, i + 1) ?? "") || shortHour) {
        found.set(i, { take: 2, what: "#time" });
        i++;
        continue;
      }
      if (/^:(?:\s|$)/.test(after)) {
        found.set(i, { take: 1, what: "#time" });
        continue;
      }
      // "после 18 не ела", never "после 2 бокалов" or "после 3 пельменей": no unit and no food after it. A Russian
      // food after an hour's number is the hour's too where it is not in the genitive plural five and more are
      // counted in ("после 18 пиво" was 18 g of beer, "после 18 тарелка борща" eighteen plates).
      const w = rawWord(raw, i + 1);
      // An English food after it likewise where it is in the singular ("после 18 protein bar" was 18 bars), and in
      // any form after "после" or "до": a Russian diary counts in Russian, and a brand's name may end in "s" ("после
      // 18 snickers" was eighteen bars). After "около" only such a food makes it an hour ("около 16 — яблоко" was
      // sixteen apples, "около 12 орехов" a count).
      const russianBefore = HOUR_BEFORE.has(rawWord(raw, i - 1) ?? "") && /^[а-яё]+$/.test(rawWord(raw, i - 1)!);
      // "кофе 3 в 1": "в" between two numbers names a product, never an hour.
      const between = rawWord(raw, i - 1) === "в" && raw[i - 2]?.kind === "number";
      const hourOf =
        Number(t.text) >= 5 &&
        w !== undefined &&
        ((/^[а-яё]+$/.test(w) && !genitivePlural(w)) || (/^[a-z]+$/.test(w) && (!w.endsWith("s") || russianBefore)));
      const amountOf = w !== undefined && !hourOf && (UNIT_WORDS[w] !== undefined || db.vocabularySet.has(stem(w)));
      const hourBefore = HOUR_BEFORE.has(rawWord(raw, i - 1) ?? "") && !between;
      if ((hourBefore || (rawWord(raw, i - 1) === "около" && hourOf)) && !amountOf) {
        found.set(i, { take: 1, what: "#time" });
        continue;
      }
    }
    // "после пробежки 5 км", "after a 5k run", "30 min before the gym", "1,5 часа": a distance run or walked, a
    // number of steps and a span of time say what the meal came before or after, never how much was eaten. Read as a
    // count, "курица после пробежки 5 км" was five servings of chicken (decision 024, absurd readings found without
    // references).
    const spanWord = rawWord(raw, i + 1);
    if (spanWord !== undefined && /^\d{1,5}(?:[.,]\d{1,2})?$/.test(t.text)) {
      // "ran 5k then ate pizza", "after my 5k: banana": a "k" typed glued to the figure is a race's thousands of
      // metres (or of steps), never a count of the food after it; "ran 5k then ate pizza" was five slices, 1,583 kcal
      // (decision 024, follow-up "absurd readings, seeds 14 to 17").
      const thousands = spanWord === "k" && raw[i + 1]!.start === t.end;
      const distance =
        DISTANCE_WORDS.has(spanWord) ||
        (spanWord === "k" && (thousands || ACTIVITY_WORDS.has(rawWord(raw, i + 2) ?? "")));
      const span = DURATION_WORDS.has(spanWord) || (HOUR_WORDS.has(spanWord) && !HOUR_HALVES.has(spanWord));
      // "5 hour energy": where the span's word and the word after it are both words of the catalog's names, the three
      // are a product's name, not a span ("после пробежки 5 км курица" stays a distance: "км" names no food).
      if (
        (distance || span) &&
        !(db.vocabularySet.has(stem(spanWord)) && db.vocabularySet.has(stem(rawWord(raw, i + 2) ?? "")))
      ) {
        // The activity after it ("run", "walk") is the phrase's, not a word left unread, and so is the article before
        // ("after a 5k run"): left alone it counted one of the food before it ("pork rinds after a 5k run" was one rind).
        const activity = ACTIVITY_WORDS.has(rawWord(raw, i + 2) ?? "") ? 1 : 0;
        const article = /^an?$/.test(rawWord(raw, i - 1) ?? "") && !found.has(i - 1) ? 1 : 0;
        found.set(i - article, { take: 2 + activity + article, what: distance ? "#tag" : "#time" });
        i += 1 + activity;
        continue;
      }
    }
    // "1-е", "2-й раз за день", "3-я порция": a Russian ordinal, its ending typed after a dash, says which course or
    // which time, never how much; "луковые колечки 1-е" was one 10 g ring (decision 024, readings off by three times
    // and more). "раз" after it, and "за день" after that, are the phrase's.
    if (
      /^\d{1,2}$/.test(t.text) &&
      /^-[а-я]/.test(after) &&
      ORDINAL_FORMS.has(rawWord(raw, i + 1) ?? "") &&
      raw[i + 1]!.start === t.end + 1
    ) {
      const time = rawWord(raw, i + 2) === "раз" ? 1 : 0;
      const day =
        rawWord(raw, i + 2 + time) === "за" && /^(?:день|сутки)$/.test(rawWord(raw, i + 3 + time) ?? "") ? 2 : 0;
      found.set(i, { take: 2 + time + day, what: "#tag" });
      i += 1 + time + day;
      continue;
    }
    // "(2nd today)", "my 3rd coffee": an English ordinal, its ending glued to the figure, says which time or which
    // helping, never how much; the figure was left unread (decision 024, follow-up: absurd readings, seeds 2 to 5).
    // A day of a month ("27th of November", "nov 27th") stays a date.
    if (
      /^\d{1,2}$/.test(t.text) &&
      /^(?:st|nd|rd|th)$/.test(rawWord(raw, i + 1) ?? "") &&
      raw[i + 1]!.start === t.end &&
      !MONTHS.test(rawWord(raw, i - 1) ?? "") &&
      !MONTHS.test(rawWord(raw, i + 2) === "of" ? (rawWord(raw, i + 3) ?? "") : (rawWord(raw, i + 2) ?? ""))
    ) {
      found.set(i, { take: 2, what: "#tag" });
      i++;
      continue;
    }
    // "day 3 of keto", "неделя 2", "3 день диеты": which day or week of a diet, never an amount; "day 3 of keto: steak
    // 8oz" was three steaks.
    if (/^\d{1,3}$/.test(t.text) && COUNTED_DAYS.has(rawWord(raw, i - 1) ?? "")) {
      found.set(i - 1, { take: 2, what: "#tag" });
      continue;
    }
    if (/^\d{1,3}$/.test(t.text) && DAY_AFTER.has(rawWord(raw, i + 1) ?? "")) {
      found.set(i, { take: 2, what: "#tag" });
      i++;
      continue;
    }
    // "27 ноября", "nov 27", "27th of November": a day of a month dates the meal; "27 ноября омлет" was 27 g of it.
    const ofMonth = MONTHS.test(
      rawWord(raw, i + 1) === "of" ? (rawWord(raw, i + 2) ?? "") : (rawWord(raw, i + 1) ?? ""),
    );
    if (/^\d{1,2}$/.test(t.text) && Number(t.text) <= 31 && (ofMonth || MONTHS.test(rawWord(raw, i - 1) ?? ""))) {
      const take = ofMonth ? (rawWord(raw, i + 1) === "of" ? 3 : 2) : 1;
      found.set(ofMonth ? i : i - 1, { take: ofMonth ? take : 2, what: "#date" });
      i += ofMonth ? take - 1 : 0;
      continue;
    }
    // "23.11.2026", "11/12/2026": the year after the date is part of it, and with a year a day and a month typed with a
    // slash are a date whichever is the larger ("11/12/2026 2 eggs" was eleven twelfths of an egg and "2026 2" unread).
    const withYear =
      next?.kind === "number" &&
      /^[./]\d{2,4}$/.test(text.slice(t.end, next.end)) &&
      /^(?:[1-9]|[0-2]\d|3[01])[./](?:[1-9]|[0-2]\d|3[01])$/.test(t.text);
    if (withYear || isDate(t, after)) {
      const year = withYear ? 2 : 1;
      found.set(i, { take: year, what: "#date" });
      i += year - 1;
      continue;
    }
    // "раф 350 мл за 290 руб": "за" before a price is the price's; left a word of its own, a price after the food's
    // amount stood in `unmatched`.
    const za = rawWord(raw, i - 1) === "за" && !found.has(i - 1) ? 1 : 0;
    if (CURRENCY_BEFORE.test(text.slice(0, t.start))) {
      found.set(i - za, { take: 1 + za, what: "#price" });
      continue;
    }
    if (CURRENCY.test(after)) {
      const sign = /^\s*[\p{L}]/u.test(after) && next?.kind === "word" ? 2 : 1;
      found.set(i - za, { take: sign + za, what: "#price" });
      i += sign - 1;
      continue;
    }
    // "бургер за 199", "кофе за 150, булка": "за" and a whole number ending the item is a price with its currency
    // left off; read as grams the burger was 199 g.
    const itemEnds = next === undefined || next.kind === "separator" || CONNECTORS.has(rawWord(raw, i + 1) ?? "");
    // Rubles and kopecks likewise: "пиво за 89,90", "сырок за 45.99" (it was 89.9 g of beer).
    if (za && (/^\d{2,5}$/.test(t.text) || /^\d{1,5}[.,]\d{2}$/.test(t.text)) && itemEnds) {
      found.set(i - 1, { take: 2, what: "#price" });
      continue;
    }
    // "хлеб 7 злаков", "каша 4 злака": how many grains a bread or porridge is made of describes it; read as a count
    // it was seven portions of bread, or 7 g of porridge.
    if (/^\d{1,2}$/.test(t.text) && GRAINS_AFTER.test(rawWord(raw, i + 1) ?? "")) {
      found.set(i, { take: 2, what: "#tag" });
      i++;
      continue;
    }
    // "балтика 7", "пиво балтика 9 бутылка": Baltika's beers are named by their number; read as an amount, "балтика 7"
    // was 7 g of beer and "балтика 9 бутылка" nine bottles (decision 024, follow-up: Russian diary text). A measure the
    // figure counts ("балтика 2 бутылки", "балтика 3 банки") keeps it an amount.
    if (
      /^\d$/.test(t.text) &&
      NAMED_BY_NUMBER.test(rawWord(raw, i - 1) ?? "") &&
      !countsAMeasure(rawWord(raw, i + 1))
    ) {
      found.set(i, { take: 1, what: "#tag" });
      continue;
    }
    // "№2 бургер", "combo #3": a number after "№" or "#" names an item on a menu, never an amount. One with a weight
    // or volume after it is the amount ("pasta # 200g", "суп #### 300 мл"): no menu numbers its dishes in grams
    // (decision 024, follow-up "absurd readings, seeds 6 to 9"); the 200 g was left unread.
    const unitAfter = UNIT_WORDS[rawWord(raw, i + 1) ?? ""];
    const weighed = unitAfter !== undefined && unitAfter.kind !== "portion";
    if (/[№#]\s?$/.test(text.slice(0, t.start)) && !weighed) {
      found.set(i, { take: 1, what: "#list" });
      continue;
    }
    // "1) гречка", "2. кофе": at the start of the text or a line, or one of several such numbers. A bracket is one
    // after a semicolon too ("пельмени; 1) 2 яйца" was one 12 g dumpling).
    const before = text.slice(0, t.start);
    const marker =
      /^\d{1,2}$/.test(t.text) && /^(?:[.)]\s+\p{L}|\)\p{L}|\)\s+\d)/u.test(after) && !/\(\s*$/.test(before);
    // A bracketed number after a sentence's end opens an item too ("пельмени!!! 1) 2 яйца" was one dumpling).
    const opensItem = /(?:^|\n)\s*$/.test(before) || (after.startsWith(")") && /[;!?.]\s*$/.test(before));
    if (marker && (numbered || opensItem)) found.set(i, { take: 1, what: "#list" });
  }
  return found;
}

/** Drinks and bowls a measured spoon or splash is put in: "1 tsp sugar in tea", "a scoop of protein in oatmeal". */
const MEASURED_INTO: ReadonlySet<string> = new Set([
  "coffee",
  "tea",
  "latte",
  "cappuccino",
  "oatmeal",
  "oats",
  "porridge",
  "smoothie",
  "shake",
  "yogurt",
  "cereal",
]);

/** English words for a meal, stop words in a sentence ("for dinner I had…"), which FNDDS also uses in food names. */
const MEAL_WORDS: ReadonlySet<string> = new Set(["breakfast", "lunch", "dinner", "snack"]);

/**
 * A meal word is part of a food's name beside a word FNDDS names a food with it ("frozen dinner", "snack mix"): there
 * it is what was eaten, and dropping it leaves a word that names nothing (a "frozen", a "mix").
 */
function mealWordInName(raw: readonly RawToken[], i: number, w: string): boolean {
  if (!MEAL_WORDS.has(w)) return false;
  const word = (k: number) => {
    const t = raw[k];
    const c = t?.kind === "word" ? clean(t.text) : undefined;
    return c !== undefined && !STOP_WORDS.has(c) && !CONNECTORS.has(c) && !NUMBER_WORDS[c] ? c : undefined;
  };
  return [word(i - 1), word(i + 1)].some((other, side) => {
    if (other === undefined) return false;
    const code = findFnddsName(side === 0 ? [stem(other), stem(w)] : [stem(w), stem(other)]);
    if (code === undefined) return false;
    // "breakfast burrito", "snack mix": typed first, the meal word is the name's only where FNDDS says it first too.
    // "dinner spaghetti", "lunch turkey sandwich" are a meal named before its food, without a colon; FNDDS's
    // "Spaghetti and meatballs dinner", a frozen meal, took the meal word and the food with it.
    return side === 0 || typedFirstInName(code, stem(w), stem(other));
  });
}

/**
 * Whether the FNDDS record's description keeps the meal word typed first: it does not where the meal word closes a part
 * of the description after the other word ("Spaghetti and meatballs dinner", "Pizza, cheese, from school lunch"),
 * the meal the food was; "Burrito … with egg and breakfast meat" keeps it, a kind of meat.
 */
function typedFirstInName(code: string, meal: string, other: string): boolean {
  const parts = (fnddsName(code) ?? "").toLowerCase().split(",");
  const words = parts.map((part) => part.split(/[^a-z]+/).map(stem));
  const otherAt = words.findIndex((part) => part.includes(other));
  return otherAt < 0 || !words.some((part, k) => k >= otherAt && part.filter(Boolean).at(-1) === meal);
}

/**
 * A unit's letter written onto "&" is the first letter of a name shortened to its initials ("2 g&ts" of gin and tonic,
 * as "pb&j"), no unit: "2 g&ts" was two grams of nothing. A letter written onto its number stays its unit
 * ("200g&beans").
 */
function gluedToAmpersand(raw: readonly RawToken[], i: number): boolean {
  const [before, amp, after] = [raw[i - 1], raw[i + 1], raw[i + 2]];
  return (
    before?.end !== raw[i]!.start &&
    amp?.kind === "word" &&
    amp.text === "&" &&
    amp.start === raw[i]!.end &&
    after?.kind === "word" &&
    after.start === amp.end
  );
}

/** What a can is packed in that nobody eats or drinks with it. */
const PACKING_LIQUIDS: ReadonlySet<string> = new Set(["water", "brine"]);

/** Whether the word before "in" and the liquid after it are a catalog name as typed ("tuna in water"). */
function namedInPack(db: Database, raw: readonly RawToken[], i: number): boolean {
  const words = [raw[i - 1], raw[i], raw[i + 1]].map((t) => (t?.kind === "word" ? stem(clean(t.text)) : ""));
  return db.aliases.has(aliasKey(words.filter((w) => w !== "in"))) || db.aliases.has(aliasKey(words));
}

/** The most words a catalog name that starts with a number word is typed in ("half and half"). */
const MAX_NUMBER_NAME_WORDS = 3;

/** Whether the words from raw token `i` on are a whole catalog name of two words or more ("half and half"). */
function nameStartsWith(db: Database, raw: readonly RawToken[], i: number): boolean {
  for (let n = 2; n <= MAX_NUMBER_NAME_WORDS; n++) {
    const tokens = raw.slice(i, i + n);
    if (tokens.length < n || tokens.some((t) => t.kind !== "word")) return false;
    const stems = tokens.map((t) => {
      const c = clean(t.text);
      return CONNECTORS.has(c) ? "with" : stem(c);
    });
    if (db.aliases.has(aliasKey(stems))) return true;
  }
  return false;
}

/** Words that take back what was just said, in dictated text: "a cup of rice, no wait, two cups". */
const TAKING_BACK = /^(?:no,?\s*wait|wait|actually|i\s+mean|mean|sorry|or\s+rather|rather|maybe)$/i;

/**
 * A meal said aloud corrects itself: "a cup of rice, no wait, two cups", "a bowl of soup, actually two bowls",
 * "eggs, I mean three eggs". The amount after the correction word is the one meant: said alone, it replaces the
 * count before; said with the same food, the earlier saying is taken back (left unread) instead of counted twice.
 * Without this the bare amount was left unread and the food kept its first count, or the food was counted twice.
 */
function restated(text: string, elements: Element[]): Element[] {
  const out = [...elements];
  for (let m = 0; m < out.length; m++) {
    const marker = out[m]!;
    if (marker.kind !== "word" || !TAKING_BACK.test(text.slice(marker.start, marker.end))) continue;
    let n = m + 1;
    while (out[n]?.kind === "separator") n++;
    const count = out[n];
    if (count?.kind !== "number" || count.multiplier) continue;
    let last = m - 1;
    while (out[last]?.kind === "separator") last--;
    let first = last;
    while (first > 0 && !isBoundary(out[first - 1]!)) first--;
    // "ate maybe 2 cups of pasta", "pasta, maybe 2 cups": with no count before it to correct, "maybe" hedges the
    // amount after it, as "about" does, and was left unread (decision 024, English diary lines written fresh).
    const counted = last >= 0 && out.slice(Math.max(first, 0), last + 1).some((e) => e.kind === "number");
    if (/^maybe$/i.test(text.slice(marker.start, marker.end)) && !counted) {
      out.splice(m, 1);
      m--;
      continue;
    }
    if (last < 0 || first > last) continue;
    const before = out.slice(first, last + 1);
    let end = n + 1;
    if (out[end]?.kind === "unit") end++;
    const foodAt = end;
    while (end < out.length && out[end]!.kind === "word") end++;
    const after = out.slice(foodAt, end);
    const said = new Set(before.flatMap((e) => (e.kind === "word" ? [e.stem] : [])));
    if (after.length === 0) {
      // "…, no wait, two cups": the count before, in the same unit if one was said, becomes the new one.
      const earlier = before.findLastIndex((e) => e.kind === "number");
      const unit = out[n + 1];
      const earlierUnit = before.find((e) => e.kind === "unit");
      // "a cup of rice, actually 200 g": a count in another kind of unit is no restatement of the count.
      const otherUnit =
        unit?.kind === "unit" && earlierUnit?.kind === "unit" && unit.unit.kind !== earlierUnit.unit.kind;
      if (earlier < 0 || said.size === 0 || otherUnit) continue;
      const old = before[earlier] as Extract<Element, { kind: "number" }>;
      // "two slices of pizza, maybe three": a count said after "maybe" is the top of a range, read as "2-3" is.
      const maybe = /^maybe$/i.test(text.slice(marker.start, marker.end));
      out[first + earlier] = { ...old, value: maybe ? (old.value + count.value) / 2 : count.value };
      const describes: Element = {
        kind: "word",
        stem: "#restated",
        note: "describes",
        start: out[last + 1]!.start,
        end: out[end - 1]!.end,
      };
      out.splice(last + 1, end - last - 1, describes);
      continue;
    }
    if (!after.some((e) => e.kind === "word" && said.has(e.stem))) continue;
    // "eggs, I mean three eggs": the first saying and the correction word are taken back.
    const takenBack: Element = { kind: "word", stem: "#taken-back", start: out[first]!.start, end: marker.end };
    out.splice(first, m - first + 1, takenBack);
    m = first;
  }
  return out;
}

/**
 * "I made spaghetti with meat sauce for dinner and had about a cup and a half", "pasta and I ate two cups": a
 * sentence that names the food and then, after "and", how much of it was eaten. The amount names no food of its own,
 * so it is the amount of the food before, which had none; read as a second item, it was left unread.
 */
function amountSaidAfterAnd(elements: Element[]): Element[] {
  const out = [...elements];
  for (let c = 1; c < out.length - 1; c++) {
    const and = out[c]!;
    if (and.kind !== "connector" || !and.and || out[c + 1]!.kind !== "number") continue;
    let end = c + 2;
    if (out[end]?.kind === "unit") end++;
    if (out[c + 2]?.kind !== "unit" || (end < out.length && out[end]!.kind !== "separator")) continue;
    let first = c;
    while (first > 0 && !isBoundary(out[first - 1]!)) first--;
    const before = out.slice(first, c);
    if (
      !before.some((e) => e.kind === "word" && !e.note) ||
      before.some((e) => e.kind === "number" || e.kind === "unit")
    )
      continue;
    out[c] = { kind: "word", stem: "#and", note: "describes", start: and.start, end: and.end };
  }
  return out;
}

/** Whether the element is an amount: a number or a unit. */
export const isAmount = (e: Element | undefined) => e?.kind === "number" || e?.kind === "unit";

/** Whether the element only parts two foods of a list: a separator, or "и", "and". */
export function isBoundary(e: Element): boolean {
  return e.kind === "separator" || (e.kind === "connector" && e.and);
}

/** Whether the clause ends at token `k`: the text ends, a separator or "и" comes. */
/** Words that say a helping comes after the one told: "then 1 more", "потом ещё 1". */
const THEN_WORDS: ReadonlySet<string> = new Set(["then", "and", "plus", "потом", "затем", "и"]);
/** The most helpings "N more" adds; past it the figure is no helping of the food before. */
const MAX_MORE = 3;

/**
 * "then 1 more", "and one more", "потом ещё 1", "ещё одну": the words from raw token `i` say how many more helpings of
 * the food before were had, ending the item; undefined where they do not, or where a food follows ("ещё 2 яйца" is a
 * food of its own).
 */
function oneMore(raw: readonly RawToken[], i: number): { take: number; count: number } | undefined {
  const then = THEN_WORDS.has(rawWord(raw, i) ?? "") ? 1 : 0;
  const first = rawWord(raw, i + then);
  const russian = first === "еще" || first === "ещё";
  const at = i + then + (russian ? 1 : 0);
  const count = countAt(raw, at);
  if (count === undefined || count < 1 || count > MAX_MORE) return undefined;
  // Only where the item ends: at a separator or a word that joins the next food ("потом ещё 1 с пюре", "+").
  const ends = (k: number) => endsClause(raw, k) || /^(?:с|and|with|\+|&)$/.test(rawWord(raw, k) ?? raw[k]!.text);
  if (russian) return ends(at + 1) && (then || i > 0) ? { take: then + 2, count } : undefined;
  if (rawWord(raw, at + 1) !== "more" || !ends(at + 2) || i === 0) return undefined;
  return { take: then + 2, count };
}

function endsClause(raw: readonly RawToken[], k: number): boolean {
  const t = raw[k];
  return t === undefined || t.kind === "separator" || clean(t.text) === "и";
}

/** Where a sauce is named within MAX_SAUCE_WORDS words after the token at `i`, with no number or mark between; else -1. */
function sauceWithin(raw: readonly RawToken[], i: number): number {
  for (let k = i + 1; k < Math.min(raw.length, i + MAX_SAUCE_WORDS + 1); k++) {
    const r = raw[k]!;
    if (r.kind !== "word") return -1;
    if (/^(?:sauce|gravy|dressing)$/i.test(clean(r.text))) return k;
  }
  return -1;
}

/**
 * "pop-tart", "egg-roll", "hot-dog": an English name typed with a hyphen where the catalog and FNDDS write it with a
 * space is its words, where no name holds the hyphenated word whole. Kept whole, "pop-tart" was unread, "egg-roll"
 * FNDDS's egg bread roll and "hot-dog" a frankfurter without its bun. Names the catalog writes with the hyphen
 * ("cheez-it", "хот-дог") and words of one letter ("t-bone", "chick-fil-a") stay whole.
 */
function hyphenatedName(db: Database, t: RawToken): RawToken[] | undefined {
  // "мини-сникерс", "мини-круассан": the Russian prefix of a pack's small item typed with its hyphen is the word
  // "мини" (miniatures.ts); kept whole, the food was unread.
  if (t.kind === "word" && MINI_PREFIXED.test(t.text)) return partsOf(t, t.text.split("-"));
  if (t.kind !== "word" || !ENGLISH_WORDS_HYPHENATED.test(t.text)) return undefined;
  if (db.vocabularySet.has(stem(t.text.toLowerCase()))) return undefined;
  const parts = t.text.toLowerCase().split("-");
  const stems = parts.map((w) => stem(w));
  // Nor only a whole name: a hyphen typed for a space between words each known ("mushy-peas", "chef-salad", "pork-pie")
  // is that space, so the words are read as they are spaced, and a part a longer name holds still reaches it (docs/
  // decisions/024, follow-up "The FNDDS fallback, by class of miss": hyphen, space or joined). The last part must be
  // a word of the catalog's names: a word FNDDS alone holds describes ("tomato-based sauce" stays one word, which
  // FNDDS's "Pasta with tomato-based sauce, meat, and added vegetables" is found by).
  const eachKnown = db.vocabularySet.has(stems.at(-1)!);
  if (!eachKnown && !db.aliases.has(aliasKey(stems)) && findFnddsName(stems) === undefined) return undefined;
  return partsOf(t, parts);
}

const MINI_PREFIXED = /^мини-[а-яё]{2,}$/i;
const ENGLISH_WORDS_HYPHENATED = /^[a-z]{2,}(?:-[a-z]{2,})+$/i;

/** The token's words between its hyphens, each where it was typed. */
function partsOf(t: RawToken, parts: readonly string[]): RawToken[] {
  let at = t.start;
  return parts.map((w) => {
    const part: RawToken = {
      kind: "word",
      text: t.text.slice(at - t.start, at - t.start + w.length),
      start: at,
      end: at + w.length,
    };
    at += w.length + 1;
    return part;
  });
}

/** Words joining the two ends of a range said in Russian words, besides a dash: "два или три", "стакан либо два". */
const RUSSIAN_RANGE_JOINS: ReadonlySet<string> = new Set(["или", "либо"]);
/** A dash alone between two words: "два - три", "стакан — полтора". */
const DASH_BETWEEN = /^\s*[-–—]\s*$/;

/** "пару-тройку конфет": the idiom's second end, which names three only after "пару". */
const THREE_AFTER_A_PAIR: ReadonlySet<string> = new Set(["тройку", "тройка"]);

/** A Russian count said in a word, one and more ("два", "полторы"): undefined for any other word. */
function russianCount(word: string, afterAPair = false): number | undefined {
  const w = clean(word);
  if (!/^[а-яё]+$/.test(w)) return undefined;
  if (afterAPair && THREE_AFTER_A_PAIR.has(w)) return 3;
  const value = NUMBER_WORDS[w];
  return value !== undefined && value >= 1 ? value : undefined;
}

/**
 * "два-три куска хлеба", "полторы или две ложки", "стакан-полтора молока", "горсть-две орехов": a range said in
 * Russian words, two counts or a measure word and a count, joined by a dash or "или", is read as its figures are
 * ("2-3 куска", "1-1,5 стакана"), the middle of its ends; a measure named alone is one of it. Read word by word, the
 * second end was lost ("стакан-полтора" was one glass), taken for a product ("два - три куска" six), or the words
 * were unread ("два-три"). The number takes the place of the words before the measure, which keeps the place typed
 * after it, so the item still shows the words as typed.
 */
/** Two Russian words joined by a dash in one token ("стакан-полтора"); a constant, asked of every word. */
const RUSSIAN_WORDS_DASHED = /^([а-яё]+)[-–—]([а-яё]+)$/i;

function rangesInWords(text: string, raw: readonly RawToken[]): RawToken[] {
  const out: RawToken[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    let ends: { first: RawToken; low: string; high: number; take: number } | undefined;
    if (t.kind === "word") {
      const parts = RUSSIAN_WORDS_DASHED.exec(t.text);
      if (parts) ends = rangeEnds(t, parts[1]!, parts[2]!, 0);
      const next = raw[i + 1];
      const after = raw[i + 2];
      if (!ends && next?.kind === "word" && DASH_BETWEEN.test(text.slice(t.end, next.start))) {
        ends = rangeEnds(t, t.text, next.text, 1);
      }
      if (!ends && next?.kind === "word" && RUSSIAN_RANGE_JOINS.has(clean(next.text)) && after?.kind === "word") {
        ends = rangeEnds(t, t.text, after.text, 2);
      }
    }
    if (!ends) {
      out.push(t);
      continue;
    }
    const last = raw[i + ends.take]!;
    const measure = UNIT_WORDS[clean(ends.low)] !== undefined;
    const figures = `${measure ? "1" : String(NUMBER_WORDS[clean(ends.low)])}-${ends.high}`;
    if (measure) {
      // "стакан-полтора": the figures where the measure was typed, the measure where its second end was.
      const at = t.text.search(/[-–—]/);
      const measureEnd = at >= 0 ? t.start + at : t.end;
      const countStart = at >= 0 ? t.start + at + 1 : last.start;
      out.push({ kind: "number", text: figures, start: t.start, end: measureEnd });
      out.push({ kind: "word", text: clean(ends.low), start: countStart, end: last.end });
    } else {
      out.push({ kind: "number", text: figures, start: t.start, end: last.end });
    }
    i += ends.take;
  }
  return out;
}

/** The two ends of a range in words, where `low` is a count or a measure word and `high` a larger count. */
function rangeEnds(
  first: RawToken,
  low: string,
  high: string,
  take: number,
): { first: RawToken; low: string; high: number; take: number } | undefined {
  const bottom = russianCount(low);
  const top = russianCount(high, bottom === 2);
  if (top === undefined) return undefined;
  const measure = bottom === undefined && /^[а-яё]+$/i.test(clean(low)) && UNIT_WORDS[clean(low)] !== undefined;
  if (measure ? top <= 1 : bottom === undefined || top <= bottom) return undefined;
  return { first, low, high: top, take };
}

/** Units typed glued to the figure before and the food after, longest spelling first (unitGluedToFood). */
const GLUED_UNITS = ["grams", "gram", "gr", "g", "ml", "oz", "граммов", "грамм", "гр", "г", "мл"];

// Helpers of classify's look at a word, kept out of its loop: a closure made at every word is given its name at run
// time (the bundle and tsx keep names, decision 032), and a long list's reading spent a tenth of its time naming
// closures (decision 027, follow-up "the reading's time per item").
/** "bitter" with the word after it is a catalog name ("bitter melon"). */
function bitterNamed(db: Database, w: string, nextWord: string | undefined): boolean {
  return nextWord !== undefined && db.aliases.has(aliasKey([stem(w), stem(nextWord)]));
}

/** Whether a unit was said since the last boundary: something was measured into what comes after "in". */
function measuredSinceBoundary(elements: readonly Element[]): boolean {
  const from = elements.findLastIndex(isBoundary);
  return elements.slice(from + 1).some((e) => e.kind === "unit");
}

/** A catalog name that holds the "in" at `i` and the sauce at `sauceAt` ("beans in tomato sauce"). */
function namedWithIn(db: Database, raw: readonly RawToken[], i: number, sauceAt: number): boolean {
  return (
    raw.slice(i - 1, sauceAt + 1).every((r) => r.kind === "word") &&
    db.aliases.has(aliasKey(raw.slice(i - 1, sauceAt + 1).map((r) => stem(clean(r.text)))))
  );
}

/**
 * "200gchicken breast", "150грис", "250mlmilk": a figure, its unit and the food typed as one; the food was left
 * unread, the figure with it (decision 024, follow-up "absurd readings, seeds 6 to 9"). The word right after a figure
 * is parted into the unit and the food where it is no unit nor name itself and what follows the unit names a food.
 */
function unitGluedToFood(db: Database, raw: readonly RawToken[], k: number): RawToken[] | undefined {
  const t = raw[k]!;
  const before = raw[k - 1];
  if (t.kind !== "word" || before?.kind !== "number" || before.end !== t.start) return undefined;
  const w = t.text.toLowerCase();
  if (UNIT_WORDS[w] !== undefined || db.vocabularySet.has(stem(w))) return undefined;
  const unit = GLUED_UNITS.find((u) => w.startsWith(u) && w.length - u.length >= 3);
  if (unit === undefined || !db.vocabularySet.has(stem(w.slice(unit.length)))) return undefined;
  const cut = t.start + unit.length;
  return [
    { kind: "word", text: t.text.slice(0, unit.length), start: t.start, end: cut },
    { kind: "word", text: t.text.slice(unit.length), start: cut, end: t.end },
  ];
}

/**
 * The line's tokens with a unit glued to a food cut off it, a hyphenated name parted and stretched words spelt
 * plainly, in one array: the chain of `flatMap`s it was made an array per token, a sixth of the line's garbage
 * (docs/decisions/027-engine-start-up-and-memory.md). Each token is one `tokenize` made for this line alone, so one
 * whose word is unchanged is kept as it is.
 */
function wordsAsTyped(db: Database, text: string): RawToken[] {
  const ranged = rangesInWords(text, tokenize(text));
  const raw: RawToken[] = [];
  for (let k = 0; k < ranged.length; k++) {
    const glued = unitGluedToFood(db, ranged, k);
    if (glued === undefined) pushParted(db, raw, ranged[k]!);
    else for (const t of glued) pushParted(db, raw, t);
  }
  return raw;
}

function pushParted(db: Database, raw: RawToken[], t: RawToken): void {
  const parts = hyphenatedName(db, t);
  if (parts === undefined) raw.push(speltPlainly(db, t));
  else for (const part of parts) raw.push(speltPlainly(db, part));
}

function speltPlainly(db: Database, t: RawToken): RawToken {
  if (t.kind !== "word") return t;
  const text = unstretched(db, t.text);
  return text === t.text ? t : { ...t, text };
}

export function classify(db: Database, text: string, negated?: Set<string>): Element[] {
  const raw = inCyrillic(wordsAsTyped(db, text));
  const skip = describingBrackets(db, raw);
  const phrases: Map<number, { take: number; what: string }> = notAmounts(db, text, raw);
  for (const [i, chain] of chainsNamed(text, raw)) if (!phrases.has(i)) phrases.set(i, chain);
  if (/[а-яё]/i.test(text)) {
    for (const [i, place] of russianPlacesNamed(raw)) if (!phrases.has(i)) phrases.set(i, place);
  } else {
    for (const [i, place] of placesNamed(db, raw)) if (!phrases.has(i)) phrases.set(i, place);
    for (const [i, flavour] of flavoursNamed(raw)) if (!phrases.has(i)) phrases.set(i, flavour);
    for (const [i, seasoning] of seasoningsNamed(raw)) if (!phrases.has(i)) phrases.set(i, seasoning);
    for (const [i, flavour] of productFlavoursNamed(raw)) if (!phrases.has(i)) phrases.set(i, flavour);
    for (const [i, figure] of nutrientFiguresNamed(raw)) if (!phrases.has(i)) phrases.set(i, figure);
  }
  const elements: Element[] = [];
  // Where a hedge before an amount was typed ("вроде 15"); the amount's element is widened to take it in.
  const hedges: number[] = [];
  // "пиво 2 по 0,5": the number after "по" is how much each of the count before it holds.
  let each = false;
  // The closing brackets of a word or two in brackets after a word (bracketedWords).
  const closing = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (skip.has(i) || closing.has(i)) continue;
    // "clif bar (crunchy peanut butter)": the brackets round a product's flavour (product-flavours.ts) are none.
    const flavourIn = phrases.get(i + 1);
    const flavourClose =
      t.kind === "separator" &&
      t.text.trim() === "(" &&
      (flavourIn?.what === FLAVOUR || flavourIn?.what === NUTRIENT_FIGURE)
        ? i + 1 + flavourIn.take
        : -1;
    const close = raw[flavourClose]?.text.trim() === ")" ? flavourClose : bracketedWords(raw, i);
    if (close !== undefined) {
      closing.add(close);
      continue;
    }
    if (t.kind === "separator") {
      // "борщ!!! 300г", "шаурма! ! большая": marks typed over and over are one separator, so the amount or size after
      // them still reaches the food, as after a single one; each was a separator of its own and left them unread.
      const last = elements[elements.length - 1];
      if (last?.kind === "separator" && EMPHASIS.test(text.slice(last.start, t.end))) {
        last.end = t.end;
        continue;
      }
      // "burger, no bun", "chicken caesar, no croutons", "latte, no sugar": a refusal after a comma is said of the food
      // before it, as without the comma; set apart it was an item of no food and stood in `unmatched` (decision 024,
      // follow-up "English diary lines, a fifth batch").
      if (refusalAfterAComma(raw, i, elements)) continue;
      if (commaInAWithList(text, raw, i, elements) || commaInAMadeOfList(text, raw, i)) {
        elements.push({ kind: "connector", stem: "с", and: true, start: t.start, end: t.end });
        continue;
      }
      elements.push({ kind: "separator", start: t.start, end: t.end });
      continue;
    }
    const phrase = phrases.get(i);
    if (phrase) {
      const end = raw[i + phrase.take - 1]!.end;
      // A list number ends the item before it, as a comma would, and describes the one after it.
      if (phrase.what === "#list" && elements.length > 0)
        elements.push({ kind: "separator", start: t.start, end: t.start });
      // The bracket or full stop after a list number is the number's, no separator: as one, "1) full english - 2
      // sausages, …" was read with its heading as a food and "1) йогурт чудо питьевой" as another yogurt than the
      // line without it (decision 024, the same meal typed another way).
      const mark = raw[i + phrase.take];
      const marked = phrase.what === "#list" && mark?.kind === "separator" && /^[.)]$/.test(mark.text);
      elements.push({
        kind: "word",
        stem: phrase.what,
        note: "describes",
        start: t.start,
        end: marked ? mark.end : end,
      });
      i += phrase.take - 1 + (marked ? 1 : 0);
      continue;
    }
    const next = raw[i + 1];
    const nextWord = next?.kind === "word" ? clean(next.text) : undefined;
    if (t.kind === "number") {
      const value = parseNumber(t.text.replace(/\s+/g, " ").replace(/ (?!\d+\/)/g, ""));
      if (value === undefined || !Number.isFinite(value)) {
        // "1/0" is no amount; kept as a word so it still shows in `unmatched` rather than vanishing.
        elements.push({ kind: "word", stem: t.text, start: t.start, end: t.end });
        continue;
      }
      // "12 grain bread", "on 9 grain wheat", "7-grain bread": the figure counts the grains the bread is baked of, its
      // kind (multigrain), never slices; "12 grain bread" was twelve slices, 360 g, and "9" of "9 grain wheat" left
      // unread beside FNDDS's wheat berries (decision 024, follow-up "English diary lines, a fourth batch").
      const baked = rawWord(raw, i + 2);
      if (
        Number.isInteger(value) &&
        value >= 2 &&
        value <= 20 &&
        nextWord === "grain" &&
        /^[\s-]?$/.test(text.slice(t.end, next!.start)) &&
        (BAKED_OF_GRAINS.has(baked ?? "") || rawWord(raw, i - 1) === "on")
      ) {
        // "9 grain wheat" is the one bread, Subway's; read apart, "multigrain wheat" was FNDDS's wheat cereal.
        const wheat = baked === "wheat" ? 1 : 0;
        elements.push({ kind: "word", stem: MULTIGRAIN, start: t.start, end: raw[i + 1 + wheat]!.end });
        i += 1 + wheat;
        continue;
      }
      const fat = fatOfLeanShare(t.text);
      if (fat !== undefined) {
        elements.push({ kind: "word", stem: stem(`${fat}%`), start: t.start, end: t.end });
        continue;
      }
      // "2-й завтрак", "1-ый перекус": which meal of the day, dropped with the meal word as a header, never a count.
      if (
        nextWord !== undefined &&
        ORDINAL_ENDINGS.has(nextWord) &&
        text.slice(t.end, next!.start) === "-" &&
        MEALS.has(clean(raw[i + 2]?.text ?? ""))
      ) {
        i++;
        continue;
      }
      if (next && nextWord !== undefined && PERCENT_WORDS.has(nextWord)) {
        elements.push({ kind: "word", stem: stem(`${t.text.trim()}%`), start: t.start, end: next.end });
        i++;
        continue;
      }
      // "subway 6\" oven roasted chicken", "a 12\" sub": an inch mark right after the figure is the length, as "inch" is;
      // the mark was dropped and six grams of chicken read (decision 024, follow-up: the forty-first batch).
      const inchMark = /^["″”]/.exec(text.slice(t.end));
      if (inchMark) {
        elements.push({ kind: "word", stem: "#size", note: "size-measure", start: t.start, end: t.end + 1 });
        continue;
      }
      const inAsWord = nextWord === "in" && AFTER_IN_AS_WORD.has(clean(raw[i + 2]?.text ?? ""));
      if (next && nextWord !== undefined && LENGTH_WORDS.has(nextWord) && !inAsWord) {
        elements.push({ kind: "word", stem: "#size", note: "size-measure", start: t.start, end: next.end });
        i++;
        continue;
      }
      // "2х100г", "3x50g": a sign glued between two numbers says "по", as it does spaced ("2 x 100г").
      const after = raw[i + 2];
      if (
        next !== undefined &&
        next.end === after?.start &&
        next.start === t.end &&
        nextWord !== undefined &&
        MULTIPLY_SIGNS.has(nextWord) &&
        after?.kind === "number" &&
        /^\d+$/.test(t.text)
      ) {
        elements.push({ kind: "number", value, digits: t.text, start: t.start, end: t.end });
        each = true;
        i++;
        continue;
      }
      // "2x", "3х", "2×" after a food: a multiplier, a count of it.
      if (
        next &&
        next.start === t.end &&
        nextWord !== undefined &&
        MULTIPLY_SIGNS.has(nextWord) &&
        Number.isInteger(value) &&
        // "2х0,5", "2x500ml": an amount glued after the sign is what is taken twice, read as "2 х 0,5" is.
        !(raw[i + 2]?.kind === "number" && raw[i + 2]!.start === next.end)
      ) {
        elements.push({ kind: "number", value, stem: "#x", multiplier: true, start: t.start, end: next.end });
        i++;
        continue;
      }
      // "7up", "5star": digits glued to letters that are no unit name a product, not an amount. Glued to a food's
      // word or to the first word of a spoon ("2eggs", "2яйца", "2ст.л"), they are the count typed without its space:
      // read whole, the eggs were left unread and "2ст" a word, which gave the "л" after it to the sour cream as a litre.
      // A "+" glued on joins the next food ("гречка 200+котлета"): as "200+" the number and the cutlet were lost.
      if (
        next &&
        next.start === t.end &&
        nextWord !== undefined &&
        !UNIT_WORDS[nextWord] &&
        !/^\p{L}$/u.test(nextWord) &&
        /^\p{L}/u.test(nextWord) &&
        !countGluedOn(db, t.text, nextWord)
      ) {
        elements.push({ kind: "word", stem: stem(`${t.text}${nextWord}`), start: t.start, end: next.end });
        i++;
        continue;
      }
      const extra = trailingFraction(raw, i);
      const end = extra ? raw[i + extra.take]!.end : t.end;
      elements.push({
        kind: "number",
        value: value + (extra?.add ?? 0),
        ...(!extra && /^\d+$/.test(t.text) ? { digits: t.text } : {}),
        ...(!extra && WHOLE_RANGE.test(t.text) ? { range: true as const } : {}),
        ...(each ? { times: true as const } : {}),
        start: t.start,
        end,
      });
      each = false;
      i += extra?.take ?? 0;
      continue;
    }
    // "meal prep: …", "pasta meal prep", "meal prep turkey taco bowl - …": the container a meal was cooked ahead in,
    // no food; "meal prep" was FNDDS's "Pasta with vegetable and cheese sauce, diet frozen meal" and took the place of
    // the heading's food (decision 024, follow-up: the forty-first batch). It describes, as a hashtag does.
    if (rawWord(raw, i) === "meal" && MEAL_PREP.has(rawWord(raw, i + 1) ?? "")) {
      elements.push({ kind: "word", stem: "#tag", note: "describes", start: t.start, end: raw[i + 1]!.end });
      i++;
      continue;
    }
    // "a tall pike", "grande pike w a splash of 2%": after a coffee chain's cup size "pike" is its Pike Place roast, as
    // "pike place" is (catalog/drinks.ts), not 170 g of the fish (decision 024, follow-up: the forty-first batch).
    if (rawWord(raw, i) === "pike" && CUP_SIZES.has(rawWord(raw, i - 1) ?? "") && rawWord(raw, i + 1) !== "place") {
      elements.push({ kind: "word", stem: stem("coffee"), start: t.start, end: t.end });
      continue;
    }
    // "a tall glass of orange juice": a glass that is tall is a large one; read as a coffee chain's tall cup, it was
    // the small size, 175 g of juice where a plain glass is 250 g.
    if (rawWord(raw, i) === "tall" && /^glass(?:es)?$/.test(rawWord(raw, i + 1) ?? "")) {
      elements.push({ kind: "word", stem: stem("large"), start: t.start, end: t.end });
      continue;
    }
    // "latte with skim", "cheerios w skim": after "with" the word is skim milk in its two words, so that a milk coffee
    // named with it is the catalog's nonfat one ("latte with skim milk"), not a latte with 30 g of skim milk beside it
    // (decision 024, follow-up: the forty-first batch).
    const milkByFat = milkByItsFat(raw, i);
    if (milkByFat) {
      const end = raw[i + milkByFat.take - 1]!.end;
      for (const word of milkByFat.milk) elements.push({ kind: "word", stem: stem(word), start: t.start, end });
      i += milkByFat.take - 1;
      continue;
    }
    if (skimAlone(raw, i) && WITH_WORDS.has(rawWord(raw, i - 1) ?? "")) {
      elements.push({ kind: "word", stem: stem("skim"), start: t.start, end: t.end });
      elements.push({ kind: "word", stem: stem("milk"), start: t.start, end: t.end });
      continue;
    }
    const w = scoopedProtein(raw, i)
      ? PROTEIN_POWDER
      : cheesyDish(raw, i)
        ? "cheese"
        : skimAlone(raw, i)
          ? SKIM_MILK
          : slicedAmerican(raw, i)
            ? AMERICAN_CHEESE
            : clean(t.text);
    // "#пп", "#cheatday": a hashtag that names no food by itself tags the meal, as an hour does; it was left unread.
    // A word only of longer names ("пп" of "пп сырники") is no food alone.
    if (text[t.start - 1] === "#" && !STOP_WORDS.has(w) && !db.aliases.has(aliasKey([stem(w)]))) {
      elements.push({ kind: "word", stem: "#tag", note: "describes", start: t.start - 1, end: t.end });
      continue;
    }
    // "pea soup, then 1 more", "чимичанга, потом ещё 1": one more of the food before, said at the end of its item
    // (decision 024, follow-up: absurd readings, seeds 2 to 5). The number was left unread, or read as one helping.
    const more = oneMore(raw, i);
    if (more) {
      elements.push({
        kind: "number",
        value: 1 + more.count,
        stem: "#x",
        multiplier: true,
        more: true,
        start: t.start,
        end: raw[i + more.take - 1]!.end,
      });
      i += more.take - 1;
      continue;
    }
    // "x2", "х3", "×2": a multiplier typed before its number.
    const times = MULTIPLIER_BEFORE_ITS_NUMBER.exec(w);
    if (times) {
      elements.push({
        kind: "number",
        value: Number(times[1]),
        stem: "#x",
        multiplier: true,
        start: t.start,
        end: t.end,
      });
      continue;
    }
    // A self-correction ("нет", "даже") is read only where one is typed: the reading looks ahead several tokens.
    if (SELF_CORRECTIONS.has(w)) {
      const settled =
        next?.kind === "number" ? parseNumber(next.text) : nextWord !== undefined ? NUMBER_WORDS[nextWord] : undefined;
      const afterSettled = raw[i + 2];
      // "стакан кефира нет два стакана", "кусок пиццы даже два куска": the correction repeats the measure said before.
      const sameMeasure =
        afterSettled?.kind === "word" &&
        UNIT_WORDS[clean(afterSettled.text)] !== undefined &&
        endsClause(raw, i + 3) &&
        (clauseUnits(elements).includes(JSON.stringify(UNIT_WORDS[clean(afterSettled.text)])) ||
          JSON.stringify(UNIT_WORDS[clean(afterSettled.text)]) === JSON.stringify({ kind: "portion", unit: "piece" }));
      const settledEnd = sameMeasure ? afterSettled!.end : next?.end;
      const closes = endsClause(raw, i + 2) || sameMeasure;
      const restated = afterSettled?.kind === "word" && !closes;
      // The same correction said again in full: "один банан нет два банана", "две котлеты вернее три котлеты". What was
      // said from the first count to "нет" is superseded and only describes the restated item; read as two foods, the
      // banana was counted once or the cutlets five times.
      if (settled !== undefined && settled > 0 && restated) {
        let k = elements.length - 1;
        while (k >= 0 && elements[k]!.kind !== "number") {
          const e = elements[k]!;
          if (e.kind === "separator" || (e.kind === "connector" && e.and)) k = 0;
          k--;
        }
        const first = elements[k];
        if (first?.kind === "number" && !first.multiplier && k >= 0) {
          elements.splice(k);
          elements.push({ kind: "word", stem: "#describes", note: "describes", start: first.start, end: t.end });
          continue;
        }
      }
      // Dictated text corrects itself aloud, with no punctuation: "пять штук пельменей нет десять", "три яйца даже
      // четыре", "кусок пиццы даже два". A number closing the item after "нет"/"даже" is the amount the person settled on:
      // it replaces the count said earlier in the same item, or counts the food's portion when none was said. Read as it
      // was, the first count stood and the last number was left unmatched.
      if (settled !== undefined && settled > 0 && closes) {
        let earlier: Element | undefined;
        for (let k = elements.length - 1; k >= 0; k--) {
          const e = elements[k]!;
          if (e.kind === "separator" || (e.kind === "connector" && e.and)) break;
          if (e.kind === "number") {
            earlier = e;
            break;
          }
        }
        const replaces = earlier?.kind === "number" && !earlier.multiplier && !earlier.times && settled <= 1000;
        if (replaces || settled <= 20) {
          if (replaces && earlier?.kind === "number") {
            earlier.value = settled;
            delete earlier.digits;
            elements.push({ kind: "word", stem: "#describes", note: "describes", start: t.start, end: settledEnd! });
          } else {
            elements.push({
              kind: "number",
              value: settled,
              stem: "#x",
              multiplier: true,
              start: t.start,
              end: settledEnd!,
            });
          }
          i += sameMeasure ? 2 : 1;
          continue;
        }
      }
    }
    // "кофе x 2", "курица 100г × 2": spaced likewise, where no unit follows ("2 x 50g" is no fifty times).
    const spacedTimes =
      next !== undefined &&
      ONLY_SPACES.test(text.slice(t.end, next.start)) &&
      (raw[i + 2]?.kind !== "word" || UNIT_WORDS[clean(raw[i + 2]!.text)] === undefined);
    // "2x12oz": a sign glued between two numbers, a unit glued after the second, says "по" (below), never "x12" of the
    // food; "0,5х2" stays twice the half-litre.
    const betweenGlued =
      raw[i - 1]?.kind === "number" &&
      raw[i - 1]!.end === t.start &&
      next?.start === t.end &&
      raw[i + 2]?.kind === "word" &&
      raw[i + 2]!.start === next.end;
    if (
      MULTIPLY_SIGNS.has(w) &&
      next?.kind === "number" &&
      (next.start === t.end || spacedTimes) &&
      /^\d{1,2}$/.test(next.text) &&
      !betweenGlued
    ) {
      elements.push({
        kind: "number",
        value: Number(next.text),
        stem: "#x",
        multiplier: true,
        start: t.start,
        end: next.end,
      });
      i++;
      continue;
    }
    // The pair's key is joined only after a word that starts one: made for every word, it was garbage per word.
    if (nextWord !== undefined && UNIT_PAIR_STARTS.has(w) && UNIT_PAIRS[`${w} ${nextWord}`]) {
      elements.push({ kind: "unit", unit: UNIT_PAIRS[`${w} ${nextWord}`]!, start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "бутылка вина на двоих", "целую пиццу на троих", "пачка пельменей пополам": the amount was shared, the person's
    // part is that share of it (price.ts).
    // "pizza split with a friend", "nachos shared with my son": the food named before the verb was shared as "на
    // двоих" shares it; the verb was left unread and the pizza was one slice.
    const sharedAfter = sharedAfterFood(db, raw, i);
    if (sharedAfter !== undefined) {
      elements.push({
        kind: "word",
        stem: `${SHARED_PREFIX}${sharedAfter}`,
        note: "describes",
        start: t.start,
        end: t.end,
      });
      continue;
    }
    // "split a brownie with a coworker": one thing said with its article, shared (price.ts).
    const splitOne = sharedWith(raw, i);
    if (splitOne !== undefined) {
      const stemOf = `${SPLIT_ONE_PREFIX}${splitOne}`;
      elements.push({ kind: "word", stem: stemOf, note: "describes", start: t.start, end: t.end });
      continue;
    }
    const split = splitInto(raw, i);
    // "…with my son", "…with 2 friends": whom a food was shared or eaten with names no food and no amount.
    const company = companionsAt(raw, i);
    if (company && sharedWithNoVerb(raw, i)) {
      // "3 medium pizzas between 6", "a lasagna among 4 of us": the food before was shared by all of them, as "на
      // четверых" is; with no verb before, the words were dropped and the person ate every pizza.
      const end = raw[i + company.take - 1]!.end;
      const by = company.people + 1;
      elements.push({ kind: "word", stem: `${SHARED_PREFIX}${by}`, note: "describes", start: t.start, end });
      i += company.take - 1;
      continue;
    }
    if (company) {
      i += company.take - 1;
      continue;
    }
    if (split) {
      const end = raw[i + split.take - 1]!.end;
      elements.push({ kind: "word", stem: `${SHARED_PREFIX}${split.by}`, note: "describes", start: t.start, end });
      i += split.take - 1;
      continue;
    }
    // "торт 1 кг на 8 человек", "cake for 6 people": shared by that many, as "на двоих"; the people stood unread and
    // the whole cake was the person's.
    const people = sharedByPeople(raw, i);
    if (people !== undefined) {
      const end = raw[i + 2]!.end;
      elements.push({ kind: "word", stem: `${SHARED_PREFIX}${people}`, note: "describes", start: t.start, end });
      i += 2;
      continue;
    }
    const sharedBy = w === "на" && nextWord !== undefined ? SHARED_BY[nextWord] : SHARED_BY[w];
    if (sharedBy !== undefined && (w === "на" || !SHARED_BY_AFTER_НА.has(w))) {
      const end = w === "на" ? next!.end : t.end;
      elements.push({ kind: "word", stem: `${SHARED_PREFIX}${sharedBy}`, note: "describes", start: t.start, end });
      if (w === "на") i++;
      continue;
    }
    // "тунец в собственном соку", "тунец в с/с": canned in its own juice, as a can's label says; it describes the food
    // as canned and names no juice (it was a litre of apple juice beside the tuna).
    const ownJuice = ownJuiceLength(text, raw, i);
    if (ownJuice > 0) {
      elements.push({
        kind: "word",
        stem: CANNED_STEM,
        note: "describes",
        start: t.start,
        end: raw[i + ownJuice - 1]!.end,
      });
      i += ownJuice - 1;
      continue;
    }
    // "тарелку с горкой", "ложка с верхом": a measure heaped is that measure; "с горкой" was left unread, and "ложка с
    // верхом сахара" lost the spoon. The heap is read as a word of the measure and weighs nothing more, as "полная
    // тарелка" does (decision 024, follow-up "Russian diary text, a fourth sweep").
    const measureBefore = elements.at(-1);
    if ((w === "с" || w === "со") && HEAPED.has(nextWord ?? "") && measureBefore?.kind === "unit") {
      measureBefore.end = next!.end;
      i++;
      continue;
    }
    if (w === "на" && nextWord === "пару") {
      elements.push({ kind: "word", stem: stem("напару"), start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "5 oz 99% lean ground turkey", "93% lean beef": the lean share on a US pack, read as its fat content as "93/7"
    // is (fatOfLeanShare); "99%" alone was no fat content near any pack.
    const lean = LEAN_SHARE.exec(w);
    if (lean && nextWord === "lean" && Number(lean[1]) >= 70 && Number(lean[1]) < 100) {
      elements.push({ kind: "word", stem: stem(`${100 - Number(lean[1])}%`), start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "1 whole egg + 3 whites", "egg white omelette 5 whites": whites counted alone are egg whites; with a word after
    // them ("2 slices white bread") they are that food's colour.
    const counted = raw[i - 1]?.kind === "number";
    const ends = next === undefined || next.kind !== "word" || CONNECTORS.has(nextWord ?? "");
    if (w === "whites" && counted && ends) {
      elements.push({ kind: "word", stem: stem("egg"), start: t.start, end: t.end });
      elements.push({ kind: "word", stem: stem("white"), start: t.start, end: t.end });
      continue;
    }
    if (w === "sugar-free" || w === "sugarfree" || (w === "sugar" && nextWord === "free")) {
      const end = w === "sugar" ? next!.end : t.end;
      elements.push({ kind: "word", stem: "#diet", note: "diet", start: t.start, end });
      if (w === "sugar") i++;
      continue;
    }
    if ((w === "low" || w === "high") && nextWord === "in" && raw[i + 2]?.kind === "word") {
      // "low in sugar", "high in protein" describe a food; the nutrient named is not eaten on its own.
      elements.push({ kind: "word", stem: "#describes", note: "describes", start: t.start, end: raw[i + 2]!.end });
      i += 2;
      continue;
    }
    if (w === "zero" && nextWord !== undefined && SUGAR_STEMS.has(stem(nextWord))) {
      // "zero sugar soda": sugar refused, as "no sugar" and "без сахара" are; the food's diet variant is meant.
      negated?.add(stem(nextWord));
      elements.push({ kind: "word", stem: "#diet", note: "diet", start: t.start, end: next!.end });
      i++;
      continue;
    }
    const upper = RANGE_WORDS.has(w) ? correctedCount(raw, i, elements) : undefined;
    if (upper !== undefined) {
      // "two or three cookies", "three to four crackers", "two maybe three eggs": a range said in words is read
      // as "2-3" is, its middle. Read word by word, the lower count and "or" were left unread.
      const lower = elements.pop() as Extract<Element, { kind: "number" }>;
      const range = Number.isInteger(lower.value) && Number.isInteger(upper.value) ? { range: true as const } : {};
      const value = (lower.value + upper.value) / 2;
      elements.push({ kind: "number", value, ...range, start: lower.start, end: upper.end });
      i++;
      continue;
    }
    const corrected = w === "no" ? correctedCount(raw, i, elements) : undefined;
    if (corrected !== undefined) {
      // "two no three cookies", "2 no 3 eggs": a dictated self-correction between two counts; the later count is
      // the one meant, and the three words are one amount. Read as a refusal, "no three" left two cookies.
      const before = elements.pop()!;
      elements.push({ kind: "number", value: corrected.value, start: before.start, end: corrected.end });
      i++;
      continue;
    }
    if (NEGATIONS.has(w) && nextWord !== undefined) {
      // "без сахара", "without sugar": the named thing was not eaten; both words describe the food they follow.
      // Spoken, the refused thing takes an article ("without the bun", "skipped the fries", "hold the mayo"): the
      // article alone was refused and the bun read as eaten, so the refusal reaches past it to the food.
      const article = REFUSED_ARTICLES.has(nextWord) && raw[i + 2]?.kind === "word" ? 1 : 0;
      const refusedToken = raw[i + 1 + article]!;
      const refused = stem(clean(refusedToken.text));
      negated?.add(refused);
      const note: Note = SUGAR_STEMS.has(refused) ? "diet" : "negation";
      elements.push({ kind: "word", stem: `#${note}`, note, refused, start: t.start, end: refusedToken.end });
      i += 1 + article;
      continue;
    }
    // "куриная грудка 150 г сырая", "рис 60 г в сухом виде": raw or dry, said of a food weighed so. Stemmed like "сыр",
    // "сырая" was read as 150 g of cheese beside the chicken, and "в сыром виде" as cheese too; they only describe.
    // "яичница на сухой сковороде": fried with no fat, as "без масла" says (modifiers.ts finds the variant).
    if (
      w === "на" &&
      (nextWord === "сухой" || nextWord === "сухая") &&
      raw[i + 2]?.kind === "word" &&
      /^сковород/.test(clean(raw[i + 2]!.text))
    ) {
      negated?.add(OIL_STEM);
      elements.push({
        kind: "word",
        stem: "#negation",
        note: "negation",
        refused: OIL_STEM,
        start: t.start,
        end: raw[i + 2]!.end,
      });
      i += 2;
      continue;
    }
    // "гречка 65 г сухой крупы": the groats weighed dry; after the amount, "крупа" names nothing more than the grain
    // already said.
    const afterAmount = ["unit", "number"].includes(elements[elements.length - 1]?.kind ?? "");
    if (afterAmount && DRY_FORMS.has(w) && /^круп/.test(nextWord ?? "")) {
      elements.push({ kind: "word", stem: stem("сухой"), note: "describes", start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "100 г сырого веса", "в сухом весе", "pasta 80g (dry weight)": the weight is of the raw or dry food, and "вес"
    // or "weight" names nothing eaten (the English "weight" was left unread).
    const weight = nextWord === "виде" || WEIGHT_WORDS.has(nextWord ?? "");
    const stateWeight = ENGLISH_STATES.has(w) && nextWord === "weight";
    const weighedAs = RAW_FORMS.has(w)
      ? w
      : ((w === "сыром" || w === "сухом") && weight) || (DRY_FORMS.has(w) && WEIGHT_WORDS.has(nextWord ?? ""))
        ? w
        : undefined;
    if (weighedAs !== undefined || stateWeight) {
      const said = weighedAs === "сыром" ? "сырой" : weighedAs === "сухом" ? "сухой" : w;
      const joined = weight || stateWeight;
      const end = joined ? next!.end : t.end;
      elements.push({
        kind: "word",
        stem: stem(said),
        ...(stateWeight ? {} : { note: "describes" as const }),
        start: t.start,
        end,
      });
      if (joined) i++;
      continue;
    }
    // "батон хлеба", "2 батона белого хлеба": a батон said of bread is the whole loaf it is sold as, 400 g (ГОСТ
    // 27844-88), as "буханка хлеба" is; read as the bread "батон" names, it was one 27 g slice (decision 024, follow-up
    // "small readings, a fourth round"). "батон" alone stays the slice, as decided.
    if (LOAF_OF_BREAD.has(w) && (nextWord === "хлеба" || (nextWord === "белого" && rawWord(raw, i + 2) === "хлеба"))) {
      elements.push({ kind: "unit", unit: UNIT_WORDS.буханка!, start: t.start, end: t.end });
      continue;
    }
    const half = HALF_A_UNIT.exec(w);
    if (half && UNIT_WORDS[half[1]!]) {
      // "полстакана", "пол-литра", "полкило".
      elements.push({ kind: "number", value: 0.5, start: t.start, end: t.end });
      elements.push({ kind: "unit", unit: UNIT_WORDS[half[1]!]!, start: t.start, end: t.end });
      continue;
    }
    if (
      half &&
      half[1]!.length >= 3 &&
      !db.vocabularySet.has(stem(w)) &&
      (db.vocabularySet.has(stem(half[1]!)) || plainStem(db.vocabularySet, stem(half[1]!)) !== undefined)
    ) {
      // "полбатона", "пол-арбуза": half of the food named by the rest of the word, a diminutive too ("полшоколадочки"
      // was unread where "полшоколадки" and "шоколадочка" were read), as sure as "пол батона" typed apart; without the
      // word's stem it was a bare number, and "полторта" fell back to one 100 g piece.
      elements.push({ kind: "number", value: 0.5, stem: "пол", start: t.start, end: t.start + 3 });
      elements.push({ kind: "word", stem: stem(half[1]!), start: t.start, end: t.end });
      continue;
    }
    // "a 10 pack of timbits", "6-pack of donuts": a whole count glued to a singular "pack" says how many pieces the one
    // pack holds, so it counts the pieces; read as ten packs, ten 45 g packs of doughnut holes were 1,900 kcal
    // (decision 024, follow-up: the forty-first batch). "2 packs of gum" still counts packs, and a drink's pack ("6 pack
    // of beer") its cans, as before.
    if (w === "pack" && nextWord === "of") {
      const counted = elements[elements.length - 1];
      const afterOf = raw[i + 2]?.kind === "word" ? stem(clean(raw[i + 2]!.text)) : undefined;
      const drink = afterOf !== undefined && db.aliases.get(aliasKey([afterOf]))?.some((a) => a.food.drink) === true;
      if (
        counted?.kind === "number" &&
        !counted.multiplier &&
        counted.value >= 2 &&
        Number.isInteger(counted.value) &&
        !drink
      ) {
        counted.end = raw[i + 1]!.end;
        i += 1;
        continue;
      }
    }
    // "a pack of m&m's", "a package of skittles": the food's pack as sold (the catalog's, else FNDDS's package); "a
    // 100-calorie pack of chips" gives its calories instead (quantity.ts).
    const previousUnit = elements[elements.length - 1];
    const packOf =
      nextWord === "of" && PACK_WORDS.has(w) && !(previousUnit?.kind === "unit" && previousUnit.unit.kind === "energy");
    // "apple juice box", "a juice box": FNDDS names the box a juice is sold in after the juice ("juice box/pouch
    // (6.75 fl oz)"), so "box" after "juice" is that box (portions.ts, fnddsMeasure), as "a box of apple juice" is;
    // it was left unread and the juice weighed as a 250 g glass.
    const juiceBox = JUICE_BOX_WORDS.has(w) && rawWord(raw, i - 1) === "juice";
    // "kraft dinner 1 box", "1 box kraft dinner", "2 packs oreos": a box, a tub or a pack counted by a figure is the
    // container as sold, as "a box of" is; after the food it was left unread, before it the count was of servings.
    // A figure after the box is what it holds ("3 box 6 nuggets"), read as a plate or a box before a count is.
    const countedContainer = raw[i - 1]?.kind === "number" && nextWord !== "of" && raw[i + 1]?.kind !== "number";
    const measuredOf = juiceBox
      ? CONTAINERS_BEFORE_OF[w]
      : countedContainer && (CONTAINERS_BEFORE_OF[w] !== undefined || PACK_WORDS.has(w))
        ? (CONTAINERS_BEFORE_OF[w] ?? PACK_UNIT)
        : nextWord === "of"
          ? packOf
            ? PACK_UNIT
            : SLEEVE_WORDS.has(w)
              ? SLEEVE_UNIT
              : CONTAINERS_BEFORE_OF[w] !== undefined
                ? CONTAINERS_BEFORE_OF[w]
                : MOUTHFULS_BEFORE_OF.has(w)
                  ? BITE
                  : MEASURES_BEFORE_OF[w]
          : undefined;
    const after = raw[i + 2]?.kind === "word" ? stem(clean(raw[i + 2]!.text)) : undefined;
    // "a fillet of chicken" is the catalog's "chicken fillet" (a breast), a food of its own, not a measure of chicken;
    // a bar is the same thing either way, so "a bar of chocolate" is FNDDS's bar.
    const named = w.startsWith("fillet") && after !== undefined && db.aliases.has(aliasKey([stem(w), after]));
    // "three bites of a hot dog": the article after "of" is the mouthful's, no count of the food.
    const articleAfter = AN_ARTICLE.test(raw[i + 2]?.text ?? "");
    if (measuredOf === BITE && articleAfter) {
      elements.push({ kind: "unit", unit: BITE, stem: stem(w), start: t.start, end: raw[i + 2]!.end });
      i += 2;
      continue;
    }
    if (measuredOf && !named) {
      // "a bar of chocolate", "a small fillet of haddock" count bars and fillets as FNDDS weighs them (its "bar
      // (1.45 oz)", "small fillet"); "a protein bar" and "chicken fillet" stay foods.
      elements.push({ kind: "unit", unit: measuredOf, stem: stem(w), start: t.start, end: t.end });
      continue;
    }
    // "откусила пару раз от пирожка", "откусил от бутерброда": bites of the food, one where no count is said (quantity.ts
    // BITE). Unread, the verb stood unmatched and the whole pie was counted.
    if (BIT_OFF.has(w)) {
      const times = raw[i + 1]?.kind === "number" ? parseNumber(raw[i + 1]!.text) : NUMBER_WORDS[nextWord ?? ""];
      const counted =
        times !== undefined && TIMES_WORDS.has(raw[i + 2]?.kind === "word" ? clean(raw[i + 2]!.text) : "");
      if (counted) elements.push({ kind: "number", value: times, start: raw[i + 1]!.start, end: raw[i + 1]!.end });
      // "откусил кусочек пиццы": the piece bitten off is the bite.
      const piece = !counted && BITTEN_PIECES.has(nextWord ?? "");
      const end = counted ? raw[i + 2]!.end : piece ? next!.end : t.end;
      elements.push({ kind: "unit", unit: BITE, stem: stem(w), start: t.start, end });
      i += counted ? 2 : piece ? 1 : 0;
      continue;
    }
    // "most of a burrito", "most of the fries": three quarters of it, as "half of a burrito" is a half; "most" was
    // unread and the whole stood.
    if (w === "most" && nextWord === "of") {
      elements.push({ kind: "number", value: MOST_SHARE, start: t.start, end: t.end });
      continue;
    }
    // "a sliver of pie", "two slivers of cake": half a slice each; unread, a sliver was the food's whole slice. ("a thin
    // slice" is the slice's small size, quantities.ts.)
    if (SLIVER_WORDS.has(w) && nextWord === "of") {
      const counted = elements[elements.length - 1];
      if (counted?.kind === "number" && !counted.multiplier) {
        counted.value *= SLIVER_SHARE;
        counted.end = t.end;
      } else elements.push({ kind: "number", value: SLIVER_SHARE, start: t.start, end: t.start });
      elements.push({ kind: "unit", unit: UNIT_WORDS.slice!, stem: stem("slice"), start: t.start, end: t.end });
      continue;
    }
    // "double shot latte", "an extra shot cappuccino": shots said straight before a milk coffee are the espresso made
    // in it, never a measure of the drink (two 44 ml shots of latte, 38 kcal for a grande).
    if (shotInCoffee(raw, i)) {
      elements.push({ kind: "word", stem: stem(w), start: t.start, end: t.end });
      continue;
    }
    // "a double shot of whiskey", "triple scoop": two or three of the measure after it.
    const multiple = MEASURE_MULTIPLES[w];
    if (multiple !== undefined && nextWord !== undefined && UNIT_WORDS[nextWord]?.kind !== undefined) {
      const counted = elements[elements.length - 1];
      if (counted?.kind === "number" && !counted.multiplier) {
        counted.value *= multiple;
        counted.end = t.end;
      } else elements.push({ kind: "number", value: multiple, start: t.start, end: t.end });
      continue;
    }
    // "1 c. rice", "1/2c oats", "almond milk 1 c": a "c" right after a number is a cup, as recipes abbreviate it; said
    // anywhere else it is a letter of a name ("vitamin c").
    if (w === "c" && raw[i - 1]?.kind === "number" && elements[elements.length - 1]?.kind === "number") {
      const end = text[t.end] === "." ? t.end + 1 : t.end;
      elements.push({ kind: "unit", unit: UNIT_WORDS.cup!, stem: stem("cup"), start: t.start, end });
      continue;
    }
    // "сахар 2л.", "сахару 3 л": "л" after a few of sugar is the "ложки" of "ч.л." and "ст.л." said short; read as
    // litres it was 1,7 kg of sugar.
    const spoons = elements[elements.length - 1];
    const food = elements[elements.length - 2];
    if (
      w === "л" &&
      spoons?.kind === "number" &&
      Number.isInteger(spoons.value) &&
      spoons.value <= MAX_SPOONS_SHORT &&
      food?.kind === "word" &&
      SUGAR_STEMS.has(food.stem)
    ) {
      elements.push({ kind: "unit", unit: UNIT_WORDS.ложка!, stem: stem("ложка"), start: t.start, end: t.end });
      continue;
    }
    // "колбаса 3 кружка", "2 кружка огурца": after two, three or four Russian counts in the genitive singular, which
    // is "кружка" of a round slice ("кружок"); mugs are "2 кружки". Read as mugs, three slices of sausage were 900 g.
    const countedBefore = elements[elements.length - 1];
    if (w === "кружка" && countedBefore?.kind === "number" && countsInGenitiveSingular(countedBefore.value)) {
      elements.push({ kind: "unit", unit: UNIT_WORDS.кружок!, stem: stem("кружок"), start: t.start, end: t.end });
      continue;
    }
    // "орбит 2 подушечки", "жвачка 3 подушечки": a gum is counted in its pellets; read as the breakfast cereal of that
    // name, two pellets of gum were 60 g of cereal, 249 kcal (decision 024, follow-up: Russian diary text).
    if (/^подушеч/.test(w) && countedBefore?.kind === "number" && GUMS.test(rawWord(raw, i - 2) ?? "")) {
      elements.push({ kind: "unit", unit: UNIT_WORDS.шт!, stem: stem("шт"), start: t.start, end: t.end });
      continue;
    }
    if (
      UNIT_WORDS[w] &&
      !(PATTY_WORDS.has(w) && pattyNamesAFood(db, raw, i, elements)) &&
      !uncountedSpoons(raw, i) &&
      !gluedToAmpersand(raw, i)
    ) {
      // "a cup and a half", "стакан с половиной": the fraction after the unit adds to the count before it, or to one
      // unit where none is counted ("стакан с половиной молока" was half a litre of milk's glass, "стакан" unread).
      const counted = elements[elements.length - 1];
      const extra = trailingFraction(raw, i);
      if (counted?.kind === "number" && extra) counted.value += extra.add;
      else if (extra) elements.push({ kind: "number", value: 1 + extra.add, start: t.start, end: t.start });
      const end = extra ? raw[i + extra.take]!.end : t.end;
      elements.push({ kind: "unit", unit: UNIT_WORDS[w]!, stem: stem(w), start: t.start, end });
      i += extra?.take ?? 0;
      continue;
    }
    // "half and half", "half & half" (the American coffee cream): a catalog name that starts with a number word is
    // the food, not half of what follows ("coffee w/ half and half" lost the cream as two halves of nothing).
    if (NUMBER_WORDS[w] !== undefined && nameStartsWith(db, raw, i)) {
      elements.push({ kind: "word", stem: stem(w), start: t.start, end: t.end });
      continue;
    }
    // "3 slices of a large pizza", "a piece of a cake": the article after a measure's "of" is no count of the food;
    // read as one, it made the large pizza whole and left the slices unread (2,538 kcal for one slice).
    if ((w === "a" || w === "an") && rawWord(raw, i - 1) === "of" && elements.at(-1)?.kind === "unit") continue;
    // "six inch tuna sub", "десять см": a number said in words before a length is the size, as its figure is
    // ("6 inch"); "in" after a word stays the preposition ("one in the morning").
    if (NUMBER_WORDS[w] !== undefined && nextWord !== undefined && nextWord !== "in" && LENGTH_WORDS.has(nextWord)) {
      elements.push({ kind: "word", stem: "#size", note: "size-measure", start: t.start, end: raw[i + 1]!.end });
      i++;
      continue;
    }
    if (NUMBER_WORDS[w] !== undefined) {
      const extra = trailingFraction(raw, i);
      const end = extra ? raw[i + extra.take]!.end : t.end;
      // "кефир один процент", "молоко два с половиной процента", "сметана двадцать процентов": a fat content said in
      // words, as dictation types it, is "1%", "2,5%", "20%" as its figures are; the words were left unread beside the
      // usual fat (decision 024, follow-up "Russian diary text, a fourth sweep").
      const percentAt = i + (extra?.take ?? 0) + 1;
      if (PERCENT_WORDS.has(rawWord(raw, percentAt) ?? "")) {
        const value = NUMBER_WORDS[w]! + (extra?.add ?? 0);
        elements.push({ kind: "word", stem: stem(`${value}%`), start: t.start, end: raw[percentAt]!.end });
        i = percentAt;
        continue;
      }
      elements.push({
        kind: "number",
        value: NUMBER_WORDS[w]! + (extra?.add ?? 0),
        stem: stem(w),
        start: t.start,
        end,
      });
      i += extra?.take ?? 0;
      continue;
    }
    // "a pint of bitter", "half pint of bitter": poured by a drink's measure, "bitter" is the British pub's ale (the
    // catalog's beer); said of anything else it is a taste ("bitter chocolate", "bitter melon").
    const poured = elements[elements.length - 1];
    if (w === "bitter" && poured?.kind === "unit" && poured.unit.kind === "volume" && !bitterNamed(db, w, nextWord)) {
      elements.push({ kind: "word", stem: ALE_STEM, start: t.start, end: t.end });
      continue;
    }
    // "fish in tartar sauce", "meatballs in tomato sauce": "in" before a sauce named within the next three words
    // says what the food was served with; read as a word, it left the fish to FNDDS's raw fish or to the sauce.
    // Never past a comma: in "sausage in dough, gravy" the gravy is an item of its own and "in dough" was dropped.
    // Looked for only after an "in": searched from every word, it made a long list's reading grow with its square.
    const sauceAt = w === "in" ? sauceWithin(raw, i) : -1;
    // A catalog name that holds the "in" ("beans in tomato sauce", "meatballs in sauce") stays that food.
    // "tuna can in water", "chickpeas in brine": the water or brine a can is packed in says which can it is and is
    // not eaten; read as a food, "can in water" was a 330 g can of water. A catalog name that holds it ("tuna in
    // water") is still that food.
    const packedIn = nextWord !== undefined && PACKING_LIQUIDS.has(nextWord) && raw[i + 2]?.kind !== "word";
    if (w === "in" && i > 0 && raw[i - 1]!.kind === "word" && packedIn && !namedInPack(db, raw, i)) {
      elements.push({ kind: "word", stem: "#describes", note: "describes", start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "1 tsp sugar in tea", "a splash of milk in coffee": measured into a drink or a bowl named right after "in", as
    // into "my" one; read as one name it was FNDDS's sweetened tea weighed as a teaspoon (2 kcal).
    if (
      w === "in" &&
      MEASURED_INTO.has(nextWord ?? "") &&
      raw[i - 1]?.kind === "word" &&
      measuredSinceBoundary(elements)
    ) {
      elements.push({ kind: "separator", start: t.start, end: t.end });
      continue;
    }
    if (
      w === "in" &&
      nextWord === "my" &&
      raw[i - 1]?.kind === "word" &&
      raw[i + 2]?.kind === "word" &&
      measuredSinceBoundary(elements)
    ) {
      // "two teaspoons of sugar in my coffee", "a scoop of protein powder in my oats": what was measured into the
      // person's own food or drink is a second item beside it. Read as one name, sugar and coffee became FNDDS's
      // pre-sweetened coffee of 10 g. Unmeasured ("milk in my tea") it stays one drink: alone, the milk would be
      // a glass of it.
      elements.push({ kind: "separator", start: t.start, end: next!.end });
      i++;
      continue;
    }
    // "made spaghetti for dinner", "made tacos, had 3": the verb opening a sentence with no one before it says who
    // made the meal as well; read into the name, "made spaghetti" was FNDDS's "Spaghetti with corned beef, Puerto Rican
    // style" (decision 024, follow-up: the forty-first batch). "baked" and "cooked" open names ("baked potato").
    if (OPENING_MADE.has(w) && (i === 0 || raw[i - 1]!.kind === "separator") && raw[i + 1]?.kind === "word") continue;
    if (PERSON_WORDS.has(w) && MADE_WORDS.has(nextWord ?? "")) {
      // "I made spaghetti with meat sauce", "we cooked pancakes": who made the meal names no food; "made" read as
      // part of a name picked FNDDS's frozen meal "made" the other way.
      i++;
      continue;
    }
    if (w === "in" && i > 0 && raw[i - 1]!.kind === "word" && sauceAt > 0 && !namedWithIn(db, raw, i, sauceAt)) {
      elements.push({ kind: "connector", stem: "with", and: false, start: t.start, end: t.end });
      continue;
    }
    // "помидоры с дачи тарелка", "кофе с собой", "с утра": "с" before a word of no food says where from or when; as a
    // connector it held the amount after it from the food before ("тарелка" was left unread).
    if (FROM_WORDS.has(w) && nextWord !== undefined && placeOrTime(raw, i + 1, nextWord)) continue;
    if (CONNECTORS.has(w)) {
      const and = ["и", "and", "плюс", "plus", "+", "&", "n"].includes(w);
      elements.push({ kind: "connector", stem: isCyrillic(w) ? "с" : "with", and, start: t.start, end: t.end });
      continue;
    }
    // "йогурт 2 шт по 120 г", "сырок три штуки по 40 грамм": how a pack label is retold, the count said with its
    // "шт" before "по". The pieces word only restates the count, so it joins the number, and the weight after "по" is
    // each piece's, as in "2 по 120 г"; read as a piece, the weight was the whole amount and a pack was lost.
    const last = elements[elements.length - 1];
    if (
      w === "по" &&
      next?.kind === "number" &&
      last?.kind === "unit" &&
      last.unit.kind === "portion" &&
      last.unit.unit === "piece" &&
      elements[elements.length - 2]?.kind === "number"
    ) {
      elements.pop();
      const count = elements[elements.length - 1]!;
      count.end = last.end;
    }
    // "пельмени 2 раза по 10 штук": the times said before "по" are its count, as in "2 по 10 штук".
    const timesWord = elements[elements.length - 1];
    const timesCount = elements[elements.length - 2];
    if (
      w === "по" &&
      next?.kind === "number" &&
      timesWord?.kind === "word" &&
      TIMES_AFTER_A_COUNT.has(timesWord.stem)
    ) {
      if (timesCount?.kind === "number") {
        elements.pop();
        timesCount.end = timesWord.end;
      }
    }
    if (w === "по" && elements[elements.length - 1]?.kind === "number" && next?.kind === "number") each = true;
    // "3 x 100g chicken breast", "2 × 200 г гречки": a sign between two numbers says "по"; left a word, the count was
    // lost and one 100 g read.
    if (MULTIPLY_SIGNS.has(w) && elements[elements.length - 1]?.kind === "number" && next?.kind === "number") {
      each = true;
      continue;
    }
    // A whole day dictated with no punctuation: "на завтрак каша на обед суп на ужин курица с рисом", "суп потом
    // котлета". The meal or time word between two foods is where the speaker's sentence ended; dropped as a stop word,
    // the foods on either side ran together into one name ("суп … курица" read as a chicken soup, the chicken and
    // rice lost). Before "с", "и" or a number it only says when the food was eaten ("сырники на завтрак со сметаной").
    const following = raw[i + 1];
    if (
      DAY_BREAKS.has(w) &&
      elements[elements.length - 1]?.kind === "word" &&
      following?.kind === "word" &&
      !CONNECTORS.has(clean(following.text)) &&
      NUMBER_WORDS[clean(following.text)] === undefined
    ) {
      elements.push({ kind: "separator", start: t.start, end: t.end });
      continue;
    }
    const previous = raw[i - 1]?.kind === "word" ? clean(raw[i - 1]!.text) : undefined;
    if (STOP_WORDS.has(w) && !mealWordInName(raw, i, w) && !stopWordInName(previous, w)) continue;
    if (w === "блин" && exclaimed(raw, i)) continue;
    // "a fairly big portion", "a pretty large bowl", "a decent sized bowl": a word that only grades the size after it,
    // and "sized" after a size, say that size; left unread, they stood between the article and the measure, and the
    // portion was read without them (decision 024, follow-up "English meals told as sentences").
    if (GRADES_A_SIZE.has(w) && SIZE_STEMS.has(stem(nextWord ?? ""))) continue;
    if (w === "sized" && previous !== undefined && SIZE_STEMS.has(stem(previous))) continue;
    // "с утра ничего не ела": nothing eaten, said with its "не", names no food, as "ничего" alone does; the "не" was
    // shown as a word not read. "не" before a food stays in sight.
    if (w === "не" && previous === "ничего") continue;
    // "второй завтрак": the ordinal of a meal word goes with it; it was left unread.
    if (ORDINAL_WORDS.has(w) && MEALS.has(nextWord ?? "")) continue;
    // "больше половины пиццы", "меньше 200 г": about the amount that follows, read as said; "больше" was the large
    // size of the half, and "меньше" an unknown word. The amount's element takes the word in, so that an amount left
    // unread shows it too.
    // A number that opens a list item ("вроде 1) яйца") is no amount: the hedge is a word of its own there.
    const amountNext = next?.kind === "number" || NUMBER_WORDS[nextWord ?? ""] !== undefined;
    if (ROUGHLY_BEFORE.has(w) && amountNext && !phrases.has(i + 1)) {
      hedges.push(t.start);
      continue;
    }
    // "вторая порция пюре", "вторую тарелку супа": a second helping is one more portion, said as one.
    if (HELPING_ORDINALS.has(w) && UNIT_WORDS[nextWord ?? ""]?.kind === "portion") continue;
    // "доела за ребёнком", "доел за женой": whose leftovers, no food and no amount.
    if (w === "за" && FINISHED_AFTER.has(previous ?? "")) {
      // "доела за малым": whoever it is, named by a word no food or measure has.
      const whom = nextWord;
      const person =
        whom !== undefined &&
        !db.vocabularySet.has(stem(whom)) &&
        UNIT_WORDS[whom] === undefined &&
        NUMBER_WORDS[whom] === undefined;
      if (person) i++;
      continue;
    }
    // "за обедом съела полторы котлеты", "за весь день": "за" before a meal or the day says when, no food; it was
    // shown as a word not read (decision 024, follow-up "Russian diary text, a fifth sweep").
    if (w === "за" && WHEN_AFTER_ZA.has(nextWord ?? "")) continue;
    // "apple crisp", "peach crisp": after a word and before none, "crisp" is the dessert, a noun.
    const dessertCrisp =
      w === "crisp" && raw[i - 1]?.kind === "word" && (nextWord === undefined || CONNECTORS.has(nextWord));
    if (DESCRIBING_WORDS.has(w) && !dessertCrisp) {
      elements.push({ kind: "word", stem: `#${w}`, note: "describes", start: t.start, end: t.end });
      continue;
    }
    const s = stem(w);
    const plain = sameFoodPlainStem(db, s) ?? COOKED_BY_VERB.get(s);
    elements.push({
      kind: "word",
      stem: diminutiveOrSlip(db, s),
      ...(plain ? { plain } : {}),
      start: t.start,
      end: t.end,
    });
  }
  for (const start of hedges) {
    const amount = elements.find((e) => e.start > start);
    if (amount?.kind === "number") amount.start = start;
  }
  return timesSaid(amountSaidAfterAnd(restated(text, elements)));
}

/** "раз", "раза", "times", "time" after a count: how many times, as "x3" says it. */
const TIMES_AFTER_A_COUNT: ReadonlySet<string> = new Set(["раз", "раза", "times", "time"].map((w) => stem(w)));

/**
 * "кофе 3 раза", "пил чай 4 раза", "coffee 3 times": a count followed by "раз"/"times" is a multiplier, as "x3" is; the
 * count was read and the word left unread beside it ("пельмени 2 раза по 10 штук" was two dumplings).
 */
function timesSaid(elements: Element[]): Element[] {
  const out: Element[] = [];
  for (const e of elements) {
    const before = out[out.length - 1];
    if (
      e.kind === "word" &&
      !e.note &&
      TIMES_AFTER_A_COUNT.has(e.stem) &&
      before?.kind === "number" &&
      !before.multiplier &&
      Number.isInteger(before.value) &&
      before.value >= 1 &&
      before.value <= 20
    ) {
      out[out.length - 1] = { ...before, multiplier: true, end: e.end };
      continue;
    }
    out.push(e);
  }
  return out;
}
