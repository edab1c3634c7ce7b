// Meal-text analysis (docs/product.md, Nutrition numbers): "гречка 200 г и котлета", "2 eggs, toast with butter and a coffee with milk"
// → foods from the catalog, grams, and nutrients priced by the USDA-derived database. Pure and synchronous.
import { ADDED_TO_DRINKS, SALAD_DRESSINGS, SALADS_UNDRESSED } from "./catalog/index";
import { getDatabase } from "./database";
import { NutritionInputError } from "./errors";
import { biscuitsWithTea } from "./meal-text/biscuits";
import { drinkableByTheBottle } from "./meal-text/bottled-kind";
import { brandsOwnFood, packedByItsMaker } from "./meal-text/brands";
import { byTheChain, fillingOfASub, friesAtTheChain, piecesOfFriedChicken } from "./meal-text/chains";
import { britishChips } from "./meal-text/chips";
import { iceCreamInItsCone } from "./meal-text/cones";
import { crispyOnionsOfADish } from "./meal-text/crispy-onions";
import { drinkBeforeItsAddition } from "./meal-text/drink-and-its-addition";
import { classify } from "./meal-text/elements";
import { familySize, snackBags } from "./meal-text/family-size";
import { flavourAfterAComma, kindOfItsPartAfterAComma } from "./meal-text/flavour-after-comma";
import {
  baguetteOfItsFillings,
  brandsOwnItem,
  breadsAfterOn,
  breadsBySlice,
  matchFnddsNames,
  wrapOfTheFillings,
} from "./meal-text/fndds-names";
import { foodEmojiNamed } from "./meal-text/food-emoji";
import {
  absorbFillings,
  absorbOwnParts,
  additionMeasured,
  blendedIngredients,
  burgerBeforeItsKind,
  byLength,
  cannedByTheCan,
  chainBliny,
  chipsForDips,
  classBeforeItsCountedKind,
  cookedByAVerbBeforeItsAmount,
  countRestatedInBrackets,
  coursesNamedByTheirDish,
  dressedWithEverything,
  dressingOil,
  drinkSizedAfterAddition,
  fillingsJoinedByAnd,
  flavouredLattes,
  flavoursAfterABar,
  flavoursAfterAMaker,
  headingsBeforeColon,
  kindAfterCountedClass,
  kindBeforeItsCountedClass,
  madeOnMilk,
  matchFoods,
  mergeAdjacent,
  mixForWhatItMakes,
  onTheirBase,
  partOfTheBird,
  piecesOfABar,
  piecesOfANamedPizza,
  piecesOfAPizzaNamedAlone,
  pizzaNamedAtItsChain,
  pizzaNamedByItsDiameter,
  pizzaNamedPastItsSize,
  platedPorridge,
  porridgeOfItsFlakes,
  restatedAsUnit,
  restatedWithItsAmount,
  spoonedPowder,
  syrupInCoffee,
  weighedDry,
} from "./meal-text/food-spans";
import { ungluedWords } from "./meal-text/glued-words";
import {
  headingBeforeDash,
  headingBeforeItsParts,
  headingOfMeasuredParts,
  headingRestatedWithAmounts,
} from "./meal-text/headings";
import { weighedInTheShell } from "./meal-text/in-the-shell";
import { juiceNamedByItsFruit } from "./meal-text/juice-of-fruit";
import { markSlips, sizeWordsPutRight, slipOf, swapPutBack, swappedLettersPutBack } from "./meal-text/keyboard-slips";
import { asTyped, respellRussian } from "./meal-text/latin-russian";
import { dishOfItsMeat, meatBeforeDish } from "./meal-text/meat-before-dish";
import { amountOfTheDrinkMadeOn, milkNamedByItsKind } from "./meal-text/milk-by-its-kind";
import { miniatures } from "./meal-text/miniatures";
import { describe, readFatDecimals, SIZE_STEMS } from "./meal-text/modifiers";
import { oneHandfulOfTwo } from "./meal-text/one-handful";
import { pattiesOfABurger } from "./meal-text/patties";
import { pizzaOfItsCrust } from "./meal-text/pizza-crusts";
import { servedTheEnglishWay, servedTheRussianWay } from "./meal-text/portions";
import { price, round, WORDS_APART } from "./meal-text/price";
import { bindQuantities, findQuantities, layout, readSizeLetters } from "./meal-text/quantities";
import { withoutRefusedParts } from "./meal-text/refused-parts";
import { pepperBesideSalt } from "./meal-text/salt-and-pepper";
import { sauceWithAPie } from "./meal-text/sauce-with-a-pie";
import { sizeOfAll } from "./meal-text/size-of-all";
import { skinLeftOn, skinTakenOff } from "./meal-text/skin-off";
import { softPretzelsCounted } from "./meal-text/soft-pretzels";
import { spacedNamesJoined } from "./meal-text/spaced-names";
import { squashByTheGlass } from "./meal-text/squash";
import { caloriesWithoutFood } from "./meal-text/stated-calories";
import { splitSugarSpoons } from "./meal-text/sweetened";
import { takeout } from "./meal-text/takeout";
import { toastedCheeseSandwiches } from "./meal-text/toasted";
import { vegetablesWeighedTogether } from "./meal-text/vegetable-pair";
import { weightsPutAfterTheirFoods } from "./meal-text/weights-by-slash";
import type { Micronutrients } from "./nutrient-keys";
import { type OwnFood, withOwnFoods } from "./own-foods";
import { NUMBER_WORDS, UNIT_WORDS } from "./quantity";
import { CYRILLIC_LOOKALIKE, isCyrillic, normaliseText, stem } from "./text";

export type Lang = "ru" | "en";

export interface AnalyzedItem {
  /** The words of the description this item came from, as typed. */
  text: string;
  /** The database food; empty for calories typed with no food ("перекус 250 ккал", meal-text/stated-calories.ts). */
  foodId: string;
  name: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  micronutrients: Micronutrients;
  /** 0..1: lower for typo-corrected names, extra unknown words and assumed portions. */
  confidence: number;
  /** True when the text gave no quantity and the typical portion was used (docs/product.md, Nutrition numbers: "say so"). */
  portionAssumed: boolean;
  /** True when the person typed the item's calories ("батончик 90 ккал"): the grams are whatever has that many. */
  caloriesStated?: boolean;
  /** True when the item is one of the person's own foods (AnalyzeOptions.ownFoods), not a catalog food. */
  mine?: boolean;
}

export interface MealAnalysis {
  items: AnalyzedItem[];
  totals: { calories: number; protein: number; fat: number; carbs: number };
  /** Fragments that matched no food, in the person's own words — never dropped, never invented. */
  unmatched: string[];
}

export interface AnalyzeOptions {
  /** Language of the food names in the reply; by default the language the text is written in. */
  lang?: Lang;
  /** The person's own foods: read like catalog names, and before them where a name is both (own-foods.ts). */
  ownFoods?: readonly OwnFood[];
}

export function detectLang(text: string): Lang {
  // The letters counted in place, by code point as /\p{L}/u matches them: an array of every letter, made by `match`
  // for each line read, was garbage of the line's length (docs/decisions/027-engine-start-up-and-memory.md).
  let letters = 0;
  let cyrillic = 0;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) letters++;
      continue;
    }
    // Tested where it stands (sticky patterns), with no string made for the character.
    LETTER_AT.lastIndex = k;
    CYRILLIC_LETTER_AT.lastIndex = k;
    if (LETTER_AT.test(text)) {
      letters++;
      if (CYRILLIC_LETTER_AT.test(text)) cyrillic++;
    }
    if (text.codePointAt(k)! > 0xffff) k++;
  }
  return cyrillic * 2 >= letters && cyrillic > 0 ? "ru" : "en";
}

const LETTER_AT = /\p{L}/uy;
const CYRILLIC_LETTER_AT = /[а-яё]/iy;

/** Stems that name a dressing after "без"/"without": "caesar salad without dressing". */
const DRESSING_STEMS = new Set(["заправк", "соус", "dressing", "sauce"].map((w) => stem(w)));

/**
 * Analyses a meal description in Russian or English, in stages that each live in meal-text/: elements (tokens,
 * numbers, units, describing phrases) → food spans → quantities bound to their food → describing words and variants →
 * grams and nutrients. Every word ends up in an item's text, in `unmatched`, or among the stop words.
 * @throws NutritionInputError with code INPUT_REQUIRED when the text is empty or only whitespace.
 */
export function analyzeMealText(text: string, options: AnalyzeOptions = {}): MealAnalysis {
  if (typeof text !== "string" || text.trim().length === 0) {
    throw new NutritionInputError("INPUT_REQUIRED", "Meal description is empty");
  }
  const read = plainLine(text);
  if (read.text === text) return readEitherScript(text, options);
  const typedAt = read.typedAt;
  return shownAsTyped(readEitherScript(read.text, options), read.text, text, (start, end) =>
    typedAt ? text.slice(typedAt[start], typedAt[end - 1]! + 1) : text.slice(start, end),
  );
}

/** Spaces of any kind and length between words, which some readers match as one plain space ("on the rocks"). */
const SPACES = /[^\S\n\r]+/g;
/** A run of SPACES that is not one plain space: a space of another kind, or two in a row. */
const ODD_SPACES = /[^\S\n\r ]| {2}/;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * The line as the readers expect it, with where each of its characters was typed. Spaces of any kind or number
 * (a tab, a no-break space from a phone's keyboard, two in a row) are one space. A line typed all in capitals says
 * nothing by its letters' case (no sentence starts, no brand), yet the readers take a capital after a full stop
 * for a new sentence: "2 СТ. Л. МАЙОНЕЗА" was two spoons and a litre of mayonnaise. It is read in small letters.
 */
function plainLine(text: string): { text: string; typedAt: number[] | undefined } {
  const lower = /\p{Ll}/u.test(text) ? undefined : text.toLowerCase();
  const shouted = lower !== undefined && lower.length === text.length;
  const line = swappedLettersPutBack(shortIAsTyped(oneScriptWords(shouted ? lower : text)));
  // Most lines are typed with single spaces, no "&" and no emoji: each character is where it was typed, and no
  // array of where (undefined) is made for them, nor a match per space (decision 027, garbage per description).
  if (!ODD_SPACES.test(line) && !line.includes("&") && !PICTOGRAPHIC.test(line))
    return { text: line, typedAt: undefined };
  const typedAt: number[] = [];
  let plain = "";
  let last = 0;
  for (const m of line.matchAll(SPACES)) {
    for (let k = last; k < m.index; k++) typedAt.push(k);
    plain += line.slice(last, m.index);
    typedAt.push(m.index);
    plain += " ";
    last = m.index + m[0].length;
  }
  for (let k = last; k < line.length; k++) typedAt.push(k);
  plain += line.slice(last);
  const read = ampersandAsAnd(plain, typedAt);
  return foodEmojiNamed(read.text, read.typedAt);
}

/**
 * "с котлетои", "30 пельменеи", "сыр плавленыи", "иогурт", "стеик": a "й" typed as "и" (a keyboard without "й" within
 * reach, or the habit of a language that spells it so) leaves the same word (decision 024, the same meal misspelt).
 * Read with "и", "котлетои" was two cutlets, "пельменеи" one dumpling of thirty, "иогурт" nothing. "й" stands only
 * beside a vowel, so an "и" beside one (never beside another "и": "порции") is read as "й" where the word as typed
 * names neither a food nor a size and the word with "й" does; "слои", "идеи", "свои" stay. No Russian word ends in
 * "ыи". The line keeps its length, so every character stays where it was typed.
 */
function shortIAsTyped(line: string): string {
  if (!/[аеёоуыэюя]и|и[аеёоуэюя]/.test(line)) return line;
  const known = getDatabase().vocabularySet;
  const named = (word: string) => known.has(stem(word)) || SIZE_STEMS.has(stem(word));
  return line.replace(/(?<![а-яё])[а-яё]{3,}(?![а-яё])/gu, (word) => {
    if (word.endsWith("ыи")) return `${word.slice(0, -1)}й`;
    if (named(word)) return word;
    for (const m of word.matchAll(/(?<=[аеёоуыэюя])и(?!и)|(?<!и)и(?=[аеёоуэюя])/g)) {
      const withI = `${word.slice(0, m.index)}й${word.slice(m.index + 1)}`;
      if (named(withI)) return withI;
    }
    return word;
  });
}

const LATIN_LOOKALIKE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CYRILLIC_LOOKALIKE).map(([latin, cyrillic]) => [cyrillic, latin]),
);
const latinLetter = (ch: string) => /\p{Script=Latin}/u.test(ch);
const cyrillicLetter = (ch: string) => /\p{Script=Cyrillic}/u.test(ch);

/**
 * A word typed in two scripts is one word in one of them (decision 024, the same meal misspelt): a phone's keyboard
 * switched for one letter, or text pasted from elsewhere, puts a Latin "c" or "o" that looks Cyrillic into a Russian
 * word ("cосисками", "кoтлета"), or a Cyrillic "е" into an English one. No name is spelt in two scripts, so such a
 * word was a typo at best and unread at worst: "4 чeбурека" was a quarter of "4 чебурека", "2 куcка пепперони" two
 * pieces of nothing. Each letter that looks like one of the word's main script is read as that letter; the line keeps
 * its length, so every character stays where it was typed. A word with a letter of its other script that looks like
 * none of the main one's is left as typed.
 */
function oneScriptWords(line: string): string {
  // Only a line with letters of both scripts can hold such a word; the rest pass untouched, unsplit into letters.
  if (!/\p{Script=Latin}/u.test(line) || !/\p{Script=Cyrillic}/u.test(line)) return line;
  return line.replace(/\p{L}+/gu, (word) => {
    const letters = [...word];
    const latin = letters.filter(latinLetter);
    const cyrillic = letters.filter(cyrillicLetter);
    if (latin.length === 0 || cyrillic.length === 0) return word;
    const toCyrillic = latin.every((ch) => ch in CYRILLIC_LOOKALIKE);
    const toLatin = cyrillic.every((ch) => ch in LATIN_LOOKALIKE);
    if (toCyrillic && (!toLatin || cyrillic.length >= latin.length)) {
      return letters.map((ch) => CYRILLIC_LOOKALIKE[ch] ?? ch).join("");
    }
    if (toLatin) return letters.map((ch) => LATIN_LOOKALIKE[ch] ?? ch).join("");
    return word;
  });
}

/**
 * "a cup & a half", "sour cream & onion chips": "&" typed between English words is "and", which the readers of
 * fractions after a unit and of flavours in FNDDS's names look for as a word; "a cup & a half of chili" was a third of
 * the cup and a half (decision 024, the same meal typed another way). Each letter of "and" stands where "&" was typed.
 */
function ampersandAsAnd(line: string, typedAt: number[]): { text: string; typedAt: number[] } {
  if (!line.includes("&")) return { text: line, typedAt };
  let plain = "";
  const at: number[] = [];
  let last = 0;
  for (const m of line.matchAll(/(?<=\p{Script=Latin} )&(?= \p{Script=Latin})/gu)) {
    plain += `${line.slice(last, m.index)}and`;
    at.push(...typedAt.slice(last, m.index), typedAt[m.index]!, typedAt[m.index]!, typedAt[m.index]!);
    last = m.index + 1;
  }
  plain += line.slice(last);
  at.push(...typedAt.slice(last));
  return { text: plain, typedAt: at };
}

/**
 * The reading of `read` with each item's words and each unread stretch taken from `typed` at the place they stand in
 * `read`, where no earlier one stands already ("пирожок … pirozhok": the second "пирожок" is the one typed in Latin
 * letters); `at` turns a stretch of `read` into the words typed there.
 */
function shownAsTyped(
  reading: MealAnalysis,
  read: string,
  typed: string,
  at: (start: number, end: number) => string = (start, end) => typed.slice(start, end),
): MealAnalysis {
  const taken: [number, number][] = [];
  const shownPiece = (words: string) => {
    let from = read.indexOf(words);
    while (from >= 0 && taken.some(([a, b]) => from < b && from + words.length > a)) {
      from = read.indexOf(words, from + 1);
    }
    if (from < 0) return words;
    taken.push([from, from + words.length]);
    return at(from, from + words.length);
  };
  // An item's words apart from one another (price.ts, WORDS_APART) are each found where they were typed.
  const shown = (words: string) => words.split(WORDS_APART).map(shownPiece).join(WORDS_APART);
  return {
    ...reading,
    items: reading.items.map((i) => ({ ...i, text: shown(i.text) })),
    unmatched: reading.unmatched.map(shown),
  };
}

function readEitherScript(text: string, options: AnalyzeOptions): MealAnalysis {
  const reading = read(text, options);
  // Russian in Latin letters (meal-text/latin-russian.ts) is read in Cyrillic, unless that reads the line worse:
  // from a person whose language is Russian (the app passes the interface's), as English is read as typed.
  // A brand typed in Latin in a Russian line ("Actimel 2 бутылочки", "Danissimo 1 шт") is tried only where the line's
  // reading left a Latin word unread, or took one into an item it is less sure of ("Actimel клубника" read as
  // strawberries): most mixed lines read whole, and a second reading of each was slow. Such a line is a Russian
  // speaker's however many of its letters are Latin.
  const latinDoubted =
    reading.unmatched.some((u) => LATIN_LETTER.test(u)) ||
    reading.items.some((i) => i.confidence < SURE_OF_A_LATIN_WORD && LATIN_LETTER.test(i.text));
  const brands = latinDoubted && CYRILLIC_WORD.test(text);
  const russianReader = (options.lang ?? (brands ? "ru" : detectLang(text))) === "ru";
  const respelt = russianReader && LATIN_LETTER.test(text) ? respellRussian(getDatabase(), text, brands) : undefined;
  if (!respelt) return reading;
  const russian = read(respelt.text, { ...options, lang: "ru" });
  if (!readsBetter(russian, reading)) return reading;
  return shownAsTyped(russian, respelt.text, text, (start, end) => asTyped(text, respelt, start, end));
}

const LATIN_LETTER = /[a-z]/i;
const CYRILLIC_WORD = /[а-яё]{2}/i;
/** An item read with a Latin word in it at less than this confidence may have taken a brand's name in unread. */
const SURE_OF_A_LATIN_WORD = 0.9;

/**
 * Fewer letters unread; then no item less sure (words folded in unread, typos, assumed portions lower an item's
 * confidence: "борщ so smetanoi" read in Latin is a borscht with two unknown words); then no more items ("protein
 * shake with milk" stays one shake, not protein powder beside a glass of milk).
 */
function readsBetter(a: MealAnalysis, b: MealAnalysis): boolean {
  const unread = unreadLetters(a) - unreadLetters(b);
  if (unread !== 0) return unread < 0;
  const surest = (r: MealAnalysis) => Math.min(...r.items.map((i) => i.confidence));
  if (surest(a) !== surest(b)) return surest(a) > surest(b);
  return a.items.length <= b.items.length;
}

function unreadLetters(reading: MealAnalysis): number {
  return reading.unmatched.reduce((n, u) => n + (u.match(/\p{L}/gu)?.length ?? 0), 0);
}

/**
 * One reading, and where a word of the line names nothing the engine knows and is one slip of a finger from a food's
 * word, a second with those words put right (meal-text/keyboard-slips.ts; decision 024, follow-up: one letter
 * mistyped). The second is kept where it reads more of the line, or as much with no more foods: a slip puts a word
 * into a food's name ("sccrambled eggs", "кефриа"), never makes a food of a word another rule read ("в баре").
 */
function read(asTypedText: string, options: AnalyzeOptions): MealAnalysis {
  // "пюре с котлетой 200/90": the weights of a dish's parts, printed with a slash, go after the foods they are of.
  const text = weightsPutAfterTheirFoods(asTypedText, (words) => readPuttingSlipsRight(words, options)) ?? asTypedText;
  const reading = amountAfterItsFood(text, options, readPuttingSlipsRight(text, options));
  return mealOfAFastFoodMain(text, options, drumsticksSaidAlone(text, options, reading));
}

/** "drumstick" or "drumsticks" as a word of its own. */
const DRUMSTICK = /\bdrumsticks?\b/i;
const DRUMSTICKS = new RegExp(DRUMSTICK.source, "gi");

/**
 * "2 drumsticks and rice", "bbq drumsticks x3": a drumstick named alone, left unread by every other reading, is a
 * chicken's, as a diary means it; it was read as nothing ("2 drumsticks and rice" was the rice alone). Only a word
 * still unread is named so: after a bird ("roast turkey, a drumstick") it is that bird's, read by amountAfterItsFood.
 * Decision 024, follow-up: English diary lines written fresh.
 */
function drumsticksSaidAlone(asTypedText: string, options: AnalyzeOptions, reading: MealAnalysis): MealAnalysis {
  if (!reading.unmatched.some((u) => DRUMSTICK.test(u))) return reading;
  const again = readPuttingSlipsRight(
    asTypedText.replace(DRUMSTICKS, (w) => `chicken ${w}`),
    options,
  );
  if (unreadLetters(again) >= unreadLetters(reading)) return reading;
  return {
    ...again,
    items: again.items.map((i) => ({ ...i, text: i.text.replace(/\bchicken (drumsticks?)\b/i, "$1") })),
  };
}

/** A size said alone right after "meal" or "combo": "whopper meal, large" (not "big mac meal large fries"). */
const MEAL_SIZE = /^\s*,?\s*(small|medium|large|lg|med|sm)\b(?=\s*(?:$|[,;.+]|and\b|with\b))/i;
const MEAL_SIZES: Readonly<Record<string, string>> = { small: "small", sm: "small", large: "large", lg: "large" };
/** A main sold as a meal with fries and a drink: a burger, a chicken sandwich, nuggets or tenders. */
const FAST_FOOD_MAIN = /burger|whopper|big mac|quarter pounder|mcdouble|mcchicken|baconator|nugget|tender|sandwich/i;
/** Sides that stand for the fries of a meal: the fries said, or another side asked for instead. */
const MEAL_SIDES = /fries|chips|onion rings|tots|hash brown|side salad|mac and cheese|coleslaw|apple slices/i;

/**
 * "big mac meal", "whopper combo", "10 piece nugget meal", "spicy chicken sandwich meal from chick fil a": a main
 * ordered as a meal at a fast-food counter comes with medium fries and a medium soft drink, which the word "meal"
 * alone brought nothing of (the big mac, 620 kcal, of a meal near 1,100; "nugget meal" was FNDDS's frozen dinner of
 * nuggets and pasta). The line is read again with them said after it; a drink or a side named in the line stands for
 * its own ("big mac meal with a diet coke"), and a size said after "meal" is theirs ("whopper meal, large"). The
 * added items show the words "… meal" they come of. Decision 024,
 * follow-up: English diary lines written fresh.
 */
function mealOfAFastFoodMain(asTypedText: string, options: AnalyzeOptions, reading: MealAnalysis): MealAnalysis {
  const said = /^(.*?)(\b[\p{L}\d' -]+?)\s+(meal|combo)\b/iu.exec(asTypedText);
  if (!said) return reading;
  const head = said[2]!.trim();
  const main = readWith(head, options).items;
  if (main.length !== 1 || !FAST_FOOD_MAIN.test(`${main[0]!.name} ${main[0]!.foodId} ${head}`)) return reading;
  const db = getDatabase();
  const sided = reading.items.some((i) => MEAL_SIDES.test(`${i.name} ${i.text}`));
  const drunk = reading.items.some((i) => db.byId.get(i.foodId)?.drink);
  const start = said.index + said[1]!.length;
  let end = start + said[0]!.length - said[1]!.length;
  // "whopper meal, large": a size said of the meal is its fries' and its drink's, not the burger's.
  const sized = MEAL_SIZE.exec(asTypedText.slice(end));
  const size = sized ? (MEAL_SIZES[sized[1]!.toLowerCase()] ?? "medium") : "medium";
  if (sized) end += sized[0].length;
  const added = [...(sided ? [] : [`${size} fries`]), ...(drunk ? [] : [`${size} soda`])];
  if (added.length === 0) return reading;
  const line = `${asTypedText.slice(0, start)}${head}${asTypedText.slice(end)}, ${added.join(", ")}`;
  const again = readPuttingSlipsRight(line, options);
  const extra = again.items.filter((i) => added.includes(i.text));
  if (extra.length !== added.length || again.items.length !== reading.items.length + added.length) return reading;
  if (unreadLetters(again) > unreadLetters(reading)) return reading;
  const shown = `${head} ${said[3]}`;
  return { ...again, items: again.items.map((i) => (added.includes(i.text) ? { ...i, text: shown } : i)) };
}

function readPuttingSlipsRight(asTypedText: string, options: AnalyzeOptions): MealAnalysis {
  const reading = readWith(asTypedText, options);
  const words = normaliseText(asTypedText).match(/\p{L}+/gu) ?? [];
  // Only a line that is about food is put right: one a food was read in, or one with an amount or a measure typed.
  // Words alone ("page", "best", "docs", "окно") were one slip from a food as often as a food was, and were read as
  // pâté, beet, sorrel and perch; a word left unread is shown and can be put right, a wrong food is not.
  const aboutFood =
    reading.items.length > 0 ||
    /\d/.test(asTypedText) ||
    words.some((w) => UNIT_WORDS[w] !== undefined || NUMBER_WORDS[w] !== undefined);
  if (!aboutFood) return namedOnceSwapsPutBack(asTypedText, options, reading, words);
  const slipped = new Set(words.filter((w) => w.length >= 4 && slipOf(w) !== null));
  if (slipped.size === 0) return reading;
  const corrected = readWithSlips(asTypedText, options, slipped);
  const unread = unreadLetters(corrected) - unreadLetters(reading);
  return unread < 0 || (unread === 0 && corrected.items.length <= reading.items.length) ? corrected : reading;
}

/**
 * The line read with the `slipped` words put right: swapped neighbours in the line itself (keyboard-slips.ts,
 * swapPutBack), which keeps its length, so each item is shown as typed; other slips marked on their words.
 */
function readWithSlips(asTypedText: string, options: AnalyzeOptions, slipped: ReadonlySet<string>): MealAnalysis {
  const line = asTypedText.replace(/\p{L}+/gu, (typed) => {
    const word = normaliseText(typed);
    const at = slipped.has(word) && word.length === typed.length ? swapPutBack(word) : null;
    return at === null ? typed : typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
  });
  if (line === asTypedText) return readWith(asTypedText, options, slipped);
  return shownAsTyped(readWith(line, options, slipped), line, asTypedText);
}

/**
 * "fried plnatain", "dirty maritni": a line with no food read and no amount is put right only where swapped
 * neighbours put back make each food it then reads a name of several words typed together, the others typed as they
 * are: such a name is no ordinary word one slip from a food ("page" stays unread). They were left unread.
 */
function namedOnceSwapsPutBack(
  asTypedText: string,
  options: AnalyzeOptions,
  reading: MealAnalysis,
  words: readonly string[],
): MealAnalysis {
  const swapped = new Set(words.filter((w) => w.length >= 4 && swapPutBack(w) !== null));
  if (swapped.size === 0) return reading;
  const corrected = readWithSlips(asTypedText, options, swapped);
  const severalWords = corrected.items.every((i) => /\p{L}\s+\p{L}/u.test(i.text));
  const fewerUnread = unreadLetters(corrected) < unreadLetters(reading);
  return corrected.items.length > 0 && severalWords && fewerUnread ? corrected : reading;
}

/**
 * An amount said after its food, after a comma, in words no rule reads on their own: "kfc fried chicken, 2 thighs",
 * "fried plantain, a whole one", "курица гриль, 2 ножки". What follows the comma is said of the food before it, and
 * was left unread with the food at its usual portion; the line is read again with the amount in front of the food
 * ("2 kfc fried chicken thighs", "a whole fried plantain"), and that reading is kept where it leaves fewer letters
 * unread without more foods. The item is shown as it was typed. Decision 024, follow-up: an amount said after its food.
 */
function amountAfterItsFood(asTypedText: string, options: AnalyzeOptions, reading: MealAnalysis): MealAnalysis {
  if (reading.unmatched.length === 0 || !asTypedText.includes(",")) return reading;
  const parts = asTypedText.split(",");
  for (let i = 1; i < parts.length; i++) {
    const food = parts[i - 1]!.trim();
    const said = parts[i]!.trim();
    // "pasta, like 2 cups", "ice cream, about 1 cup": a hedge before the amount says it is a guess, not another food.
    const typed = said.split(/\s+/);
    while (typed.length > 1 && HEDGE.test(typed[0]!)) typed.shift();
    const words = typed.length > 1 && PRONOUN_ONE.test(typed.at(-1)!) ? typed.slice(0, -1) : typed;
    const weighed = WEIGHED_ALONE.exec(said)?.[1];
    const amountWords = words.findIndex((w) => !startsAnAmount(normaliseText(w)));
    if ((amountWords === 0 && weighed === undefined) || food.length === 0) continue;
    const amount = words.slice(0, amountWords < 0 ? words.length : amountWords).join(" ");
    const rest = words.slice(amountWords < 0 ? words.length : amountWords);
    // A measure of several foods ("beef and broccoli over rice, a cup of each") is not one food's amount.
    if (weighed === undefined && (rest.length > 2 || rest.some((w) => /^(?:of|each|и|с|по)$/i.test(w)))) continue;
    // Only words that read as nothing alone ("2 slices" and "2 of them" are read after a food already), after one food.
    if (readWith(said, options).items.length > 0) continue;
    const served = readWith(food, options);
    if (!oneFoodAsServed(served)) continue;
    // The measure of a drink with what went into it goes before the drink: "2 cups tea with 2 sugars", never the
    // sugar's cups.
    const intoADrink = served.items.length > 1;
    if (intoADrink && weighed === undefined && rest.length > 0 && !MEASURE.test(rest[0]!)) continue;
    const before = parts.slice(0, i - 1).join(",");
    const after = parts.slice(i + 1).join(",");
    // "bowl of vanilla ice cream, like 1 cup": a measure after the comma says how much the bowl held, so the bowl
    // gives way to it ("1 cup vanilla ice cream"); read with both, the measure was left unread.
    const measured = food.replace(VESSEL_OF, "");
    // "an apple, 200 g", "2 яйца, 110 г": a weight or volume alone after the comma is what the counted food weighed,
    // read as the same words with no comma are ("2 eggs 100 g" is 100 g of egg); put before the food and its count, it
    // was read as 1 g.
    const joined =
      weighed !== undefined
        ? intoADrink
          ? `${weighed} ${food}`
          : `${food} ${weighed}`
        : measured !== food && measured.length > 0 && MEASURE.test(rest[0] ?? "")
          ? [amount, ...rest, measured].join(" ")
          : intoADrink
            ? [amount, ...rest, food].join(" ")
            : [amount, food, ...rest].join(" ");
    const line = [before, ` ${joined}`, after].filter((p) => p.length > 0).join(",");
    const again = readPuttingSlipsRight(line.trim(), options);
    if (unreadLetters(again) >= unreadLetters(reading) || again.items.length > reading.items.length) continue;
    // Shown from the food's own words as the first reading showed them ("then fried plantain" was "fried plantain").
    const shownFood = reading.items.find((item) => food.endsWith(item.text))?.text ?? food;
    return {
      ...again,
      items: again.items.map((item) => (item.text === joined ? { ...item, text: `${shownFood}, ${said}` } : item)),
    };
  }
  return reading;
}

/**
 * Whether a reading is one food as it was served: one item, or a drink with what goes into it ("tea with 2 sugars,
 * 2 cups" is two cups of tea, its sugar beside; the cups were left unread). Decision 024, follow-up: an amount said
 * after its food.
 */
function oneFoodAsServed(reading: MealAnalysis): boolean {
  const [first, ...added] = reading.items;
  if (first === undefined) return false;
  if (added.length === 0) return true;
  const drink = first.foodId !== null && getDatabase().byId.get(first.foodId)?.drink === true;
  return drink && added.every((item) => item.foodId !== null && ADDED_TO_DRINKS[item.foodId] !== undefined);
}

/** Words that hedge an amount said after its food: "pasta, like 2 cups", "rice, maybe 150 g". */
const HEDGE = /^(?:like|about|around|maybe|roughly|probably|prob|approx|approximately|abt|~)$/i;

/** A bowl or a plate a food was eaten from, at the head of its words: "a big bowl of rice". */
const VESSEL_OF = /^(?:an?\s+)?(?:(?:big|small|large|little|huge|full)\s+)?(?:bowl|bowlful|plate|plateful)\s+of\s+/i;

/** Measures that can say what a bowl or a plate held: "bowl of rice, 2 cups". */
const MEASURE = /^(?:cups?|c|oz|ounces?|g|grams?|gr|ml|scoops?|tbsp|tablespoons?|lbs?|pounds?)$/i;

/**
 * A weight or a volume and nothing more, perhaps hedged: "200 g", "120g", "about 120 g", "примерно 200 г", "~250 мл".
 * The weight is its group; the hedge stays in the words the item shows.
 */
const WEIGHED_ALONE =
  /^(?:(?:about|around|like|maybe|roughly|approx\.?|approximately|abt|примерно|около|где-то|почти|приблизительно)\s+|~\s*)?(\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|г|гр|грамм(?:а|ов)?|kg|кг|ml|мл|l|л|oz|ounces?)\.?)$/iu;

/** "one" and "ones" after an amount stand for the food: "a whole one", "two big ones". */
const PRONOUN_ONE = /^ones?$/i;

function startsAnAmount(word: string): boolean {
  return /^\d/.test(word) || NUMBER_WORDS[word] !== undefined || word === "a" || word === "an" || word === "whole";
}

function readWith(asTypedText: string, options: AnalyzeOptions, slipped?: ReadonlySet<string>): MealAnalysis {
  const db = withOwnFoods(getDatabase(), options.ownFoods ?? []);
  const text = spacedNamesJoined(db, ungluedWords(db, asTypedText));
  // The words are read by the rules of the language they are written in; the reply names foods in the person's
  // (English typed under a Russian interface was read by the Russian rules, and lost foods listed with spaces). A
  // line in both alphabets ("кофе latte") is read as the person's language.
  const detected = detectLang(text);
  const lang = options.lang ?? detected;
  const bothAlphabets = /[а-яё]/i.test(text) && LATIN_LETTER.test(text);
  const written = bothAlphabets ? lang : detected;
  const negated = new Set<string>();
  const elements = classify(db, text, negated);
  sizeWordsPutRight(elements);
  if (written === "en") pizzaOfItsCrust(elements);
  if (slipped) markSlips(text, elements, slipped);
  // Food spans, one stage after another: names, then neighbours merged, then what each dish holds.
  const found = breadsBySlice(
    db,
    elements,
    breadsAfterOn(db, elements, matchFnddsNames(db, elements, matchFoods(db, elements, text), text), text),
  );
  const named = flavoursAfterABar(restatedAsUnit(elements, found), elements);
  const adjacent = madeOnMilk(
    db,
    flavoursAfterAMaker(
      mergeAdjacent(milkNamedByItsKind(db, named, elements, text), elements, written, text, db),
      elements,
      db,
    ),
    elements,
    text,
  );
  const filled = fillingsJoinedByAnd(
    db,
    blendedIngredients(absorbOwnParts(db, adjacent, elements, text), elements, written),
    elements,
    text,
  );
  const merged = headingOfMeasuredParts(
    db,
    headingBeforeItsParts(
      db,
      headingBeforeDash(
        headingRestatedWithAmounts(headingsBeforeColon(filled, elements, text), elements, text),
        elements,
        text,
      ),
      elements,
      text,
    ),
    elements,
    text,
  );
  britishChips(db, written, merged, elements, text);
  const matches = dishOfItsMeat(
    db,
    meatBeforeDish(absorbFillings(dressingOil(db, merged, elements), elements, text, db), elements),
    elements,
  );
  chipsForDips(db, matches, elements);
  flavourAfterAComma(db, text, elements, matches);
  if (written === "en") kindOfItsPartAfterAComma(db, text, elements, matches);
  iceCreamInItsCone(text, elements, matches);
  coursesNamedByTheirDish(text, elements, matches);
  mixForWhatItMakes(text, elements, matches);
  pizzaNamedByItsDiameter(db, text, elements, matches);
  piecesOfAPizzaNamedAlone(db, elements, matches);
  pizzaNamedAtItsChain(db, elements, matches);
  if (written === "en") piecesOfFriedChicken(db, text, elements, matches);
  if (written === "en") sauceWithAPie(db, text, elements, matches);
  pizzaNamedPastItsSize(db, elements, matches, text);
  cookedByAVerbBeforeItsAmount(db, elements, matches);
  juiceNamedByItsFruit(db, elements, matches);
  pepperBesideSalt(db, elements, matches);
  onTheirBase(db, matches, elements, text);
  biscuitsWithTea(db, written, matches, elements, text);
  toastedCheeseSandwiches(db, matches, elements, text);
  readFatDecimals(db, text, elements, matches);
  flavouredLattes(db, elements, matches);
  syrupInCoffee(db, elements, matches, text);
  withoutRefusedParts(db, elements, matches);
  skinLeftOn(db, elements, matches);
  dressedWithEverything(elements, matches);
  // A dressing named as its own item, or refused, means the salad was weighed without one: USDA's undressed record.
  const undressed =
    matches.some((m) => SALAD_DRESSINGS.has(m.food.id)) || [...negated].some((s) => DRESSING_STEMS.has(s));
  if (undressed) {
    for (const m of matches) {
      const plain = SALADS_UNDRESSED[m.food.id];
      if (plain) m.food = db.byId.get(plain) ?? m.food;
    }
  }
  wrapOfTheFillings(db, elements, matches, text);
  if (written === "en") baguetteOfItsFillings(elements, matches);
  brandsOwnFood(db, text, elements, matches);
  packedByItsMaker(db, text, elements, matches);
  // A food named in English is served the English way where that differs ("2 beers": two 12 fl oz cans).
  for (const m of matches) {
    m.english = !isCyrillic(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end));
    m.food = m.english ? servedTheEnglishWay(m.food) : servedTheRussianWay(m.food);
  }
  brandsOwnItem(text, elements, matches);
  const at = layout(text, elements, matches);
  readSizeLetters(at);
  const binding = bindQuantities(at, findQuantities(at));
  amountOfTheDrinkMadeOn(matches, elements, text, binding.assigned);
  restatedWithItsAmount(at, binding.assigned);
  pattiesOfABurger(elements, matches, binding.assigned, binding.orphans);
  cannedByTheCan(db, elements, binding.assigned);
  weighedInTheShell(elements, binding.assigned);
  squashByTheGlass(db, elements, text, binding.assigned);
  spoonedPowder(db, elements, binding.assigned);
  porridgeOfItsFlakes(text, elements, matches, binding.assigned);
  weighedDry(db, elements, binding.assigned);
  drinkableByTheBottle(db, binding.assigned);
  platedPorridge(db, elements, binding.assigned);
  drinkSizedAfterAddition(elements, matches, binding);
  drinkBeforeItsAddition(db, elements, matches, binding.assigned);
  additionMeasured(binding.assigned);
  classBeforeItsCountedKind(text, elements, matches, binding.assigned);
  kindAfterCountedClass(text, elements, matches, binding.assigned);
  kindBeforeItsCountedClass(text, elements, matches, binding.assigned);
  oneHandfulOfTwo(elements, matches, binding.assigned);
  countRestatedInBrackets(text, elements, matches, binding.assigned);
  partOfTheBird(text, elements, matches, binding.assigned);
  burgerBeforeItsKind(text, elements, matches, binding.assigned);
  piecesOfANamedPizza(db, text, elements, binding.assigned);
  fillingOfASub(db, text, elements, matches);
  friesAtTheChain(db, text, elements, matches);
  skinTakenOff(db, text, elements, matches);
  byLength(text, elements, matches, binding.assigned);
  chainBliny(text, elements, matches);
  piecesOfABar(db, text, elements, binding.assigned);
  vegetablesWeighedTogether(elements, matches, binding.assigned);
  softPretzelsCounted(db, text, elements, matches, binding.assigned);
  for (const m of matches) if (m.english) m.food = servedTheEnglishWay(m.food);
  crispyOnionsOfADish(db, elements, matches, binding.assigned);
  byTheChain(db, elements, matches, binding.assigned, text);
  const { modifiers, unmatched } = describe(db, at, binding);
  sizeOfAll(elements, text, matches, modifiers, unmatched, binding.assigned);
  miniatures(elements, matches, modifiers, binding.assigned);
  familySize(elements, matches, binding.assigned);
  snackBags(text, elements, matches, binding.assigned, unmatched);
  takeout(elements, matches, binding.assigned);
  const priced = splitSugarSpoons(db, text, elements, matches, binding);
  const { items: foods, totals } = price(text, lang, elements, priced, binding, modifiers, unmatched);
  const typed = caloriesWithoutFood(text, lang, elements, priced, binding.orphans, unmatched, totals.calories);
  for (const item of typed) totals.calories += item.calories;
  const items = [...foods, ...typed];
  const own = new Set((options.ownFoods ?? []).map((f) => f.id));
  return {
    items: own.size === 0 ? items : items.map((i) => (own.has(i.foodId) ? { ...i, mine: true } : i)),
    totals: {
      calories: round(totals.calories, 1),
      protein: round(totals.protein, 1),
      fat: round(totals.fat, 1),
      carbs: round(totals.carbs, 1),
    },
    unmatched: unmatched.map((r) => text.slice(r.start, r.end)),
  };
}
