// Stage 2 of reading a meal text (see ../analyze.ts): spans of elements that name catalog foods, longest name first,
// then the spans that describe one dish merged ("мороженое пломбир", "turkey sandwich", "poke bowl with salmon").
import type { Lang } from "../analyze";
import {
  ADDED_TO_DRINKS,
  BARS_BROKEN_INTO,
  BARS_MADE_WITH,
  BOWL_BY_ITS_MEAT,
  BURGER_PATTIES,
  CHAIN_PIZZA_CM,
  CHAIN_PIZZAS,
  COOKED_IN_SOUPS,
  COOKED_ON_MILK,
  COURSES_NAMED_BY_THEIR_DISH,
  DISHES_WITH_THEIR_MEAT,
  FILLED_PASTRIES,
  FLAVOURED_NOODLES,
  FLAVOURED_SNACKS,
  FRUIT_FLAVOURED_PACKS,
  FRUIT_KIND_OF,
  GARNISH,
  GENERIC_DISH_BASES,
  LOAF_LENGTHS_CM,
  MADE_UP_FROM,
  MADE_WITH_ITS_PARTS,
  MEALS_NAMED_BY_THEIR_DISH,
  MEAT_DUMPLINGS,
  MILKS,
  PASTRY_TOPPINGS,
  PIZZAS_BY_DIAMETER,
  PLATE_OF_PORRIDGE,
  PLATE_OF_PORRIDGE_ON_MILK,
  PLATE_OF_SOUP,
  PORRIDGE_ON_MILK,
  RUSSIAN_DRESSINGS,
  SALADS_UNDRESSED,
  SERVED_TOPPED_WITH,
  SERVED_WITH_AN_ENGLISH_PIE,
  SHAKE_MILKS,
  SOLD_IN_ONE_FLAVOUR,
  SPREAD_BY_THE_SLICE,
  SUB_LENGTHS_CM,
  SWEET_FLAVOURS,
  TEREMOK_BLIN,
  WEIGHED_DRY,
  WEIGHED_DRY_ON_MILK,
} from "../catalog/index";
import {
  type AliasEntry,
  aliasKey,
  aliasTokens,
  correctStem,
  type Database,
  type Food,
  fnddsCodeOf,
  fnddsFoodId,
  getDatabase,
  NUTRIENT_KEYS,
  percentOf,
  STOP_WORDS,
} from "../database";
import { FILLER, findFnddsName, fnddsName, fnddsNameBegins, fnddsNameHolds } from "../fndds";
import { type ParsedUnit, sizeAsFigure } from "../quantity";
import { isCyrillic, stem } from "../text";
import { wordTable } from "../word-table";
import { CHAIN_PREFIX } from "./chains";
import { plainStem } from "./diminutives";
import { COOKED_BY_VERB, type Element, isAmount, NOT_AMOUNTS } from "./elements";
import { LACTOSE_FREE, PLANT_MILKS, partOfAnAmount } from "./milk-by-its-kind";
import { SIZE_STEMS } from "./modifiers";
import { saidDouble } from "./patties";
import type { Binding, Layout, Quantity } from "./quantities";

/** What a food "with N" of itself may weigh ("protein shake with 2 scoops whey"); more is a slip, not a recipe. */
const MAX_MADE_OF_GRAMS = 1000;

/** The longest name in the catalog has 6 meaningful words; longer windows cannot match. */
const MAX_ALIAS_WORDS = 6;

export interface FoodMatch {
  food: Food;
  from: number;
  to: number; // exclusive
  fuzzyWords: number;
  /** Element ranges inside [from, to) that belong to the phrase but not to the name (merged phrases). */
  absorbed?: { from: number; to: number }[];
  /** "scrambled eggs on toast (3 eggs)": words of the dish typed apart from its span, read as its madeOf. */
  typedApart?: { from: number; to: number };
  /** "омлет из 3 яиц", "omelette of 2 eggs": the dish weighs this many of the named ingredient. */
  /** `gramsPerUnit`: the weight of one of `count` where a weight unit was typed after it ("30g whey"). */
  madeOf?: { food: Food; count: number; at: number; gramsPerUnit?: number };
  /** "pork tenderloin, …, свиная вырезка 200 г": an earlier saying of the food with no amount, shown with the item. */
  saidFirst?: { from: number; to: number };
  /** "банан банан банан": how many times the food was named in a row. */
  repeats?: number;
  /** Named in Latin letters: English measures and servings apply (analyze.ts). */
  english?: boolean;
}

/**
 * "protein shake 2 scoops whey w/ water": the powder counted straight after the shake, with no "with", says what the
 * shake is made of as "with" does (decision 024, the thirty-ninth batch); read apart, a ready-to-drink bottle was
 * counted beside the scoops.
 */
function countedPowder(between: readonly Element[]): boolean {
  return between[0]?.kind === "number" && between.every((e) => e.kind === "number" || e.kind === "unit");
}

/** `match` with `next` taken into it: the words up to `next`'s end name `match`'s food, nothing of their own. */
function withAbsorbed(match: FoodMatch, next: FoodMatch): FoodMatch {
  return {
    ...match,
    to: next.to,
    fuzzyWords: match.fuzzyWords + next.fuzzyWords,
    absorbed: [...(match.absorbed ?? []), { from: match.to, to: next.to }],
  };
}

/** "bar", "bars": the measure a candy or a chocolate is counted in, as "a bar of chocolate" says it. */
const BAR_STEMS: ReadonlySet<string> = new Set(["bar", "bars"].map((w) => stem(w)));
const BAR: ParsedUnit = { kind: "portion", unit: "piece", word: "bar" };

/** Whether a food is sold in bars: its names say "bar", FNDDS weighs it by the bar, or USDA files it among candy. */
function soldInBars(food: Food): boolean {
  return (
    food.namesEn.some((n) => /\bbars?\b/.test(n)) ||
    (food.fnddsPortions ?? []).some(([label]) => /\bbars?\b/i.test(label)) ||
    /^(?:fn:917|sr:191)/.test(food.source)
  );
}

/** The catalog food the words of `a` and `b` name together ("latte" and "oat milk": the latte with plant milk). */
function namedTogether(db: Database, elements: Element[], a: FoodMatch, b: FoodMatch): Food | undefined {
  const first = windowStems(elements, a.from, a.to, null);
  const second = windowStems(elements, b.from, b.to, null);
  return first && second ? db.aliases.get(aliasKey([...first, ...second]))?.[0]?.food : undefined;
}

/** `m` with the words of `before`, typed right before it, taken in as its own: "fish cod", "pork dumplings". */
export function withNamedBefore(before: FoodMatch, m: FoodMatch): FoodMatch {
  return {
    ...m,
    from: before.from,
    fuzzyWords: before.fuzzyWords + m.fuzzyWords,
    absorbed: [{ from: before.from, to: before.to }, ...(m.absorbed ?? [])],
  };
}

/**
 * "a", "an" before a word: no count in digits or in words (a number element of one, one or two letters long). "a pound
 * cake", "a cup noodles" name the cake and the noodles, as "3 pound cake" does: one measure is said with "of" ("a pound
 * of cake", "a cup of noodles"), and an article is no count typed before a measure as "1 cup noodles" may be. They were
 * a pound of cake (1,719 kcal) and a cup of egg noodles (decision 024, follow-up "English default portions, by
 * class").
 */
function articleOfOne(e: Extract<Element, { kind: "number" }>): boolean {
  return e.value === 1 && e.digits === undefined && !e.range && !e.multiplier && e.end - e.start <= 2;
}

/**
 * "3 pound cake", "2 glass noodles": a unit word left in the singular after a count above one and typed straight
 * before the next word may begin a name ("pound cake", "glass noodles"); a measure of more than one is said in the
 * plural or with "of" ("3 pounds of cake", "2 cups of noodles"). Three pound cakes were 1.4 kg of cake. An
 * abbreviation ("г", "мл", "oz") has no plural to tell it by, and begins no name: "150 г скумбрия" was the "скумбрия
 * г/к" (hot-smoked) of its name's "г", where "скумбрия 150 г" was the fish (decision 024, follow-up: one meal, many
 * spellings).
 */
function unitBeginsName(elements: Element[], at: number, countAt = at - 1): boolean {
  const count = elements[countAt];
  const unit = elements[at];
  const next = elements[at + 1];
  return (
    count?.kind === "number" &&
    (count.value > 1 || articleOfOne(count)) &&
    unit?.kind === "unit" &&
    unit.stem !== undefined &&
    unit.stem.length >= 3 &&
    unit.end - unit.start === unit.stem.length &&
    next?.kind === "word" &&
    next.start - unit.end === 1
  );
}

/**
 * "пицца додо пепперони": a chain's name typed between the words of a food's name is where it came from, and the name
 * is read around it; the pizza was a margherita with 2 g of pepperoni sausage beside it. Never a name's first or last
 * word, so a chain said before or after the food stays apart from it.
 */
function chainInsideAName(elements: Element[], k: number, from: number, to: number): boolean {
  const e = elements[k]!;
  return e.kind === "word" && e.stem.startsWith(CHAIN_PREFIX) && k > from && k < to - 1;
}

export function windowStems(
  elements: Element[],
  from: number,
  to: number,
  corrected: (string | null)[] | null,
): string[] | null {
  const stems: string[] = [];
  let words = 0;
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "word") {
      if (chainInsideAName(elements, k, from, to)) continue;
      // A describing phrase ("без сахара", "2 inch") is never part of a name.
      if (e.note) return null;
      const s = corrected ? corrected[k] : e.stem;
      if (!s) return null;
      stems.push(s);
      words++;
    } else if (e.kind === "connector") stems.push(e.stem);
    else if ((e.kind === "number" || e.kind === "unit") && e.stem) stems.push(e.stem);
    else if (e.kind === "number" && e.digits) stems.push(e.digits);
    else return null;
  }
  const first = elements[from]!;
  const last = elements[to - 1]!;
  if (first.kind === "connector" || last.kind === "connector") return null;
  // A counted unit word is a measure, not part of a name: "a bowl of chicken noodle soup" is no "chicken bowl".
  // A size between the count and the unit is the measure's too: "a big bowl of chicken and sausage jambalaya" was the
  // burrito bowl, its "chicken bowl".
  let counted = from - 1;
  const sized = elements[counted];
  if (sized?.kind === "word" && SIZE_STEMS.has(sized.stem)) counted--;
  // "2,5 большой pound cake": past the size too, a unit word typed straight before a food word may begin its name, as
  // after the count alone ("2 pound cake"); it was 2.5 lb of cake, 4,298 kcal (a size is never said of a pound).
  if (first.kind === "unit" && elements[counted]?.kind === "number" && !unitBeginsName(elements, from, counted)) {
    return null;
  }
  // A Russian pack or container word before the food is how much of it was eaten: "коробка конфет", "пачка
  // вареников" are the pack as sold, never the names "конфеты в коробке", "вареники из пачки", which hold the word
  // after the food (decision 024, measures).
  if (first.kind === "unit" && isRussianPackWord(first) && elements[from + 1]?.kind === "word") return null;
  // A unit word is part of a name only next to a food word: "poke bowl", never "bowl" alone.
  if (words === 0) return null;
  return stems;
}

/**
 * "syrup on pancakes": across "on" or "over" the words name one food only in the order its name says them ("avocado
 * on toast" is avocado toast, "egg and cheese on a bagel" FNDDS's "Egg, cheese and ham on bagel"); the other way round
 * the first food is set on the second ("pancake syrup" is named by what it goes on), two foods as decision 024 reads a
 * food set on another. False where no "on" or "over" stands inside the words.
 */
export function setOnAgainstNames(
  names: readonly string[],
  elements: Element[],
  from: number,
  to: number,
  text: string,
): boolean {
  let gap = -1;
  for (let k = from; k + 1 < to && gap < 0; k++) {
    if (SET_ON.test(text.slice(elements[k]!.end, elements[k + 1]!.start))) gap = k;
  }
  if (gap < 0) return false;
  const stemOf = (e: Element) => (e.kind === "word" ? (e.plain ?? e.stem) : undefined);
  const before = elements.slice(from, gap + 1).map(stemOf);
  const after = elements.slice(gap + 1, to).map(stemOf);
  return !names.some((name) => {
    const words = wordsOf(name).map((w) => stem(w));
    // "bacon egg and cheese on a croissant" is FNDDS's "Croissant sandwich with bacon, egg, and cheese": a name that
    // puts the bread first and what is set on it after its "with" says them the other way round (decision 024,
    // follow-up "English diary lines, a fourth batch"); the bacon was dropped without a word.
    const withAt = words.indexOf(WITH);
    const said = (part: readonly (string | undefined)[]) => part.filter((w): w is string => w !== undefined);
    if (
      withAt > 0 &&
      said(after).length > 0 &&
      said(after).every((w) => words.slice(0, withAt).includes(w)) &&
      said(before).length > 1 &&
      said(before).every((w) => words.slice(withAt + 1).includes(w))
    ) {
      return true;
    }
    const last = Math.max(...before.map((s) => (s ? words.lastIndexOf(s) : -1)));
    const first = Math.min(...after.map((s) => (s && words.includes(s) ? words.indexOf(s) : Number.POSITIVE_INFINITY)));
    return last >= 0 && Number.isFinite(first) && last < first;
  });
}

/** A unit word typed in Russian that is a pack or container as sold (пачка, коробка, пакет, бутылка, банка). */
function isRussianPackWord(e: Extract<Element, { kind: "unit" }>): boolean {
  const { unit } = e;
  const pack = (unit.kind === "portion" && unit.unit === "pack") || (unit.kind === "volume" && !!unit.container);
  return pack && e.stem !== undefined && /[а-яё]/.test(e.stem);
}

/** Greedy, longest-first matching of catalog names over the words; word order does not matter. */
export function matchFoods(db: Database, elements: Element[], text?: string): FoodMatch[] {
  const corrected = elements.map((e) => (e.kind === "word" && !e.note ? (e.slip ?? correctStem(db, e.stem)) : null));
  // The words as typed, then with listed diminutives read as their plain word (diminutives.ts), then typo-corrected.
  const plain = elements.some((e) => e.kind === "word" && e.plain)
    ? elements.map((e) => (e.kind === "word" && !e.note ? (e.plain ?? e.stem) : null))
    : undefined;
  const readings = plain ? [null, plain, corrected] : [null, corrected];
  // Only a text with "on" or "over" in it can set one food on another (setOnAgainstNames).
  const setOnText = text !== undefined && /\s(?:on|over)\s/i.test(text) ? text : undefined;
  const matches: FoodMatch[] = [];
  const reach = readings.map((reading) => namedUpTo(db, elements, reading));
  const catalogName = (from: number, to: number) => {
    const stems = windowStems(elements, from, to, null);
    return stems !== null && (db.aliases.get(aliasKey(stems))?.length ?? 0) > 0;
  };
  let i = 0;
  while (i < elements.length) {
    let found: FoodMatch | undefined;
    const limit = Math.min(elements.length, i + MAX_ALIAS_WORDS);
    for (let to = limit; to > i && !found; to--) {
      for (let r = 0; r < readings.length; r++) {
        const reading = readings[r]!;
        const upTo = reach[r];
        if (upTo !== undefined && to > upTo[i]!) continue;
        const useCorrected = reading === corrected;
        let stems = windowStems(elements, i, to, reading);
        let entries = stems ? db.aliases.get(aliasKey(stems)) : undefined;
        if (reading === plain && (!entries || entries.length === 0)) {
          const mixed = partlyPlain(db, elements, i, to, plain);
          stems = mixed?.stems ?? null;
          entries = mixed?.entries;
        }
        if (!stems || !entries || entries.length === 0) continue;
        const food = entries.length > 1 ? (namedInThisOrder(entries, stems) ?? entries[0]!.food) : entries[0]!.food;
        if (setOnText && setOnAgainstNames([...food.namesEn, ...food.namesRu], elements, i, to, setOnText)) continue;
        if (text !== undefined && pluralBeforeItsHead(food.namesEn, elements, i, to, text)) continue;
        if (reversedIntoNext(db, entries, stems, elements, to, reading)) continue;
        if (text !== undefined && reversedIntoAList(db, entries, stems, elements, i, to, text)) continue;
        if (namedDishBeforeWith(elements, i, to)) continue;
        if (text !== undefined && weighedEachApart(elements, i, to, text, catalogName)) continue;
        if (text !== undefined && to - i === 1) {
          const typed = text.slice(elements[i]!.start, elements[i]!.end);
          if (adverbOfAnAdjectiveName(food, typed) || adjectiveOfANeuterName(food, typed)) continue;
        }
        let fuzzyWords = 0;
        if (useCorrected) {
          for (let k = i; k < to; k++) {
            const e = elements[k]!;
            if (e.kind === "word" && corrected[k] !== e.stem) fuzzyWords++;
          }
        }
        found = { food, from: i, to, fuzzyWords };
        break;
      }
    }
    found ??= wineByItsColour(db, elements, i, text);
    if (found) {
      matches.push(found);
      i = found.to;
    } else i++;
  }
  return matches;
}

/**
 * "гречка с молочком": a name with some of its words said as diminutives and others plainly, where the catalog names
 * the food with that mix only: "гречка" (whose plain word is "греча") as typed and "молочком" as "молоком". Read all
 * plain ("греча с молоком") or all as typed, it named no food, and the milk was a 250 g glass beside the buckwheat
 * (decision 024, follow-up: Russian diary text, a third sweep). Tried only where a window has a few such words.
 */
function partlyPlain(
  db: Database,
  elements: Element[],
  from: number,
  to: number,
  plain: (string | null)[],
): { stems: string[]; entries: AliasEntry[] } | undefined {
  const at: number[] = [];
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "word" && plain[k] !== null && plain[k] !== e.stem) at.push(k);
  }
  if (at.length < 2 || at.length > 3) return undefined;
  // Every mix but all plain (read already) and none (the words as typed, read before the plain reading).
  for (let mask = (1 << at.length) - 2; mask >= 1; mask--) {
    const reading = elements.map((e, k) => {
      const j = at.indexOf(k);
      if (e.kind !== "word" || e.note) return null;
      return j >= 0 && mask & (1 << j) ? plain[k]! : e.stem;
    });
    const stems = windowStems(elements, from, to, reading);
    const entries = stems ? db.aliases.get(aliasKey(stems)) : undefined;
    if (stems && entries && entries.length > 0) return { stems, entries };
  }
  return undefined;
}

/**
 * For each element, how far a name starting there can reach: the first element after it whose stem no catalog name
 * holds. A window past that is looked up in vain, and a long list's reading spent a fifth of its time building and
 * sorting such windows' keys. Undefined where the table is a person's own foods laid over the catalog's, whose keys
 * it does not list; every window is then looked up.
 */
function namedUpTo(db: Database, elements: Element[], reading: (string | null)[] | null): number[] | undefined {
  if (db.aliases.constructor !== Map) return undefined;
  // Gathered from the alias table once, when the database is built, and kept with it (decision 027).
  const known = db.namingStems;
  const named = (k: number) => {
    const e = elements[k]!;
    if (e.kind === "word") {
      // A chain's word inside a name is passed over by windowStems, so it never ends a window.
      if (e.stem.startsWith(CHAIN_PREFIX)) return true;
      const s = reading ? reading[k] : e.stem;
      return !e.note && !!s && known.has(s);
    }
    if (e.kind === "connector") return known.has(e.stem);
    if ((e.kind === "number" || e.kind === "unit") && e.stem) return known.has(e.stem);
    if (e.kind === "number" && e.digits) return known.has(e.digits);
    return false;
  };
  const upTo = new Array<number>(elements.length + 1);
  upTo[elements.length] = elements.length;
  for (let k = elements.length - 1; k >= 0; k--) upTo[k] = named(k) ? upTo[k + 1]! : k;
  return upTo;
}

/**
 * "сегодня жарко", "было сладко": a Russian adverb in "-о" shares its stem with a dish named by an adjective in "-ое"
 * ("жаркое", "сладкое"), but is no name of it; the hot weather was read as a plate of stew. A name typed as it is
 * ("молоко", "пиво") is never such an adverb.
 */
function adverbOfAnAdjectiveName(food: Food, typed: string): boolean {
  const word = typed.toLowerCase().replace(/ё/g, "е");
  if (!/[бвгджзклмнпрстфхцчшщ]о$/.test(word)) return false;
  const names = food.namesRu.map((n) => n.toLowerCase().replace(/ё/g, "е"));
  if (names.some((n) => n.split(/\s+/).includes(word))) return false;
  return names.some((n) => n.split(/\s+/).includes(`${word}е`));
}

/**
 * "второй", "мороженая рыба", "жаркий день", "заливной": a Russian adjective in the masculine or feminine shares its
 * stem with a dish named by a neuter adjective standing for a noun ("второе", "мороженое", "жаркое", "заливное"), but
 * agrees with another noun, said or not, and is no name of the dish: "второй" was a main course, "мороженая рыба"
 * ice cream beside the fish. The neuter's own cases ("второго", "на второе") and plurals ("пирожные") still name it.
 */
function adjectiveOfANeuterName(food: Food, typed: string): boolean {
  const word = typed.toLowerCase().replace(/ё/g, "е");
  const ending = /(?:ый|ий|ой|ая|яя|ую|юю)$/.exec(word);
  if (!ending) return false;
  const names = food.namesRu.map((n) => n.toLowerCase().replace(/ё/g, "е"));
  if (names.some((n) => n.split(/\s+/).includes(word))) return false;
  const base = word.slice(0, ending.index);
  return names.some((n) => n === `${base}ое` || n === `${base}ее`);
}

/** FNDDS's mixed dishes: meat, poultry and fish dishes (2…) and grain mixtures (5…), by the first digit of the code. */
const MIXED_DISH_CODE = /^[25]/;

/**
 * "orange chicken with rice", "teriyaki chicken with rice": a catalog name "A with B" ("chicken with rice") whose A
 * the word typed before it makes into an FNDDS dish ("Orange chicken") is no such name here; A is that dish and B a
 * food beside it. Read as the name, the orange was a flavour of plain chicken and rice, half the energy.
 */
function namedDishBeforeWith(elements: Element[], from: number, to: number): boolean {
  const before = elements[from - 1];
  if (before?.kind !== "word" || before.note) return false;
  const withAt = elements.findIndex((e, k) => k > from && k < to && e.kind === "connector" && !e.and);
  if (withAt < 0) return false;
  const head = windowStems(elements, from, withAt, null);
  if (!head) return false;
  const code = findFnddsName([before.stem, ...head]);
  return code !== undefined && MIXED_DISH_CODE.test(code);
}

/**
 * "pasta with tomato based sauce meat and added vegetables": a food typed right after an FNDDS dish read over several
 * words, whose words the dish's record names ("Pasta with tomato-based sauce, meat, and added vegetables"), is the
 * end of the dish's name, not the head of a compound: taken as the head, the whole line was 182 g of mixed vegetables.
 */
function namedInTheRecord(prev: FoodMatch, m: FoodMatch, elements: Element[]): boolean {
  const code = fnddsCodeOf(prev.food.source);
  if (code === undefined || prev.to - prev.from < 2) return false;
  const stems = windowStems(elements, m.from, m.to, null);
  return stems !== null && fnddsNameHolds(code, stems);
}

/** An amount said for each food: "… 150 g each", "… по 150 г", or "по 150 г …" typed before the list. */
const EACH_AFTER_LIST = /^[^.;!?\n]*?\beach\b|^\s*по\s+\d/i;
const EACH_BEFORE_LIST = /(?:^|\s)по\s+\d[\d.,]*\s*[^\s\d]*\s*$/i;

/**
 * "rice and chicken 150 g each", "рис и курица по 150 г": a name kept for two foods together ("chicken and rice",
 * "курица с рисом" as one dish, in the catalog or FNDDS) is those foods apart when the amount is said for each of
 * them, so each gets the amount (decision 024, follow-up: one amount after two foods). Read as the dish, the pair
 * weighed 150 g in all. Only where every part joined by "and"/"и" is a food of its own: "mac and cheese" stays one.
 */
export function weighedEachApart(
  elements: Element[],
  from: number,
  to: number,
  text: string,
  isFood: (from: number, to: number) => boolean,
): boolean {
  // Asked of every name matched, so the joins first: most names hold none, and the text is then never sliced.
  const joins = [from - 1];
  for (let k = from; k < to; k++) {
    const e = elements[k]!;
    if (e.kind === "connector" && e.and) joins.push(k);
  }
  if (joins.length === 1) return false;
  const each =
    EACH_AFTER_LIST.test(text.slice(elements[to - 1]!.end)) ||
    EACH_BEFORE_LIST.test(text.slice(0, elements[from]!.start));
  if (!each) return false;
  joins.push(to);
  return joins.slice(1).every((end, n) => isFood(joins[n]! + 1, end));
}

/** The words a wine is named by when "вина" is left out: its colour, sweetness or sparkle. */
const WINE_WORDS = new Set(
  [
    ...["красного", "белого", "розового", "сухого", "полусухого", "полусладкого", "сладкого", "игристого", "брют"],
    ...["red", "white", "bubbly"],
  ].map(stem),
);

/** A vessel wine is poured from or into, by the word typed. */
const WINE_VESSEL = /^(?:бокал|фужер|бутыл|полбутыл|glass|bottle)/;

/**
 * "2 бокала красного сухого", "бокал белого полусладкого", "бутылка игристого": a wine glass or bottle with only the
 * wine's colour or sweetness after or before it is that wine (SR28's red or white table wine; sparkling is the
 * catalog's champagne). The adjectives alone are no food ("красный перец" keeps its own name), so only beside the
 * vessel, with a count between the two at most.
 */
function wineByItsColour(db: Database, elements: Element[], i: number, text?: string): FoodMatch | undefined {
  if (text === undefined) return undefined;
  let to = i;
  while (to < elements.length) {
    const e = elements[to]!;
    if (e.kind !== "word" || !WINE_WORDS.has(e.stem)) break;
    to++;
  }
  // "a glass of white zinfandel" names its wine, "a glass of white milk" no wine at all: in English the colour ends
  // the phrase.
  const next = elements[to];
  if (to === i || (next?.kind === "word" && !isCyrillic(text.slice(next.start, next.end)))) return undefined;
  const vessel = (k: number): boolean => {
    const e = elements[k];
    return e?.kind === "unit" && WINE_VESSEL.test(text.slice(e.start, e.end).toLowerCase());
  };
  const number = (k: number): boolean => elements[k]?.kind === "number";
  const before = vessel(i - 1) || (number(i - 1) && vessel(i - 2));
  const after = vessel(to) || (number(to) && vessel(to + 1));
  if (!before && !after) return undefined;
  const said = new Set(elements.slice(i, to).map((e) => (e.kind === "word" ? e.stem : "")));
  const id =
    said.has(stem("игристого")) || said.has(stem("брют")) || said.has(stem("bubbly"))
      ? "champagne"
      : said.has(stem("белого")) || said.has(stem("white"))
        ? "wine-white"
        : "wine-red";
  const food = db.byId.get(id);
  return food ? { food, from: i, to, fuzzyWords: 0 } : undefined;
}

/**
 * "almonds milk", "pancakes syrup", "potatoes salad": in English a word before the head of a name says what kind it
 * is in the singular ("almond milk"); typed in the plural where none of the food's names has it so, it is a food of
 * its own in a list typed with spaces, not that name.
 */
export function pluralBeforeItsHead(
  names: readonly string[],
  elements: Element[],
  from: number,
  to: number,
  text: string,
): boolean {
  for (let k = from; k < to - 1; k++) {
    // "peaches in syrup", "sardines in oil": a plural before "in" is the head, what it is packed in said after it.
    if (k + 2 < to && inWord(elements[k + 1])) return false;
    const typed = typedInPlural(elements[k]!, text);
    if (typed !== undefined && !names.some((n) => possessivesJoined(n).includes(typed))) return true;
  }
  return false;
}

const IN_STEM = stem("in");
const inWord = (e: Element | undefined) => e?.kind === "word" && e.stem === IN_STEM;

/**
 * A name's words with a possessive written as one word: "shepherds pie" is typed without the apostrophe of
 * "Shepherd's pie", a possessive, not a plural of shepherds beside a pie.
 */
const possessivesJoined = (name: string) => wordsOf(name.replace(/['’]s\b/gi, "s"));

/** The English word an element was typed as, lower-cased, where it is a plural ("almonds"); undefined otherwise. */
function typedInPlural(e: Element, text: string): string | undefined {
  if (e.kind !== "word") return undefined;
  const typed = text.slice(e.start, e.end).toLowerCase();
  return /^[a-z]+s$/.test(typed) && stem(typed) !== typed ? typed : undefined;
}

/**
 * "egg chicken breast", "rice chicken thighs": a name typed out of its order ("chicken egg") whose last word starts
 * a longer English name typed in order ("chicken breast") gives that word to the longer one; read as a chicken egg, the
 * chicken breast was lost. Russian names, whose words follow any order, keep theirs.
 */
function reversedIntoNext(
  db: Database,
  entries: readonly AliasEntry[],
  stems: readonly string[],
  elements: Element[],
  to: number,
  reading: (string | null)[] | null,
): boolean {
  if (stems.length < 2 || namedInThisOrder(entries, stems) !== undefined) return false;
  for (let end = Math.min(elements.length, to - 1 + MAX_ALIAS_WORDS); end > to; end--) {
    const next = windowStems(elements, to - 1, end, reading);
    const longer = next ? db.aliases.get(aliasKey(next)) : undefined;
    if (longer && namedInThisOrder(longer, next!) !== undefined) return true;
  }
  return false;
}

/**
 * "a smoothie yogurt 150g", "pancakes with syrup coffee": two foods typed out of the order of the one English name
 * that holds them ("yogurt smoothie", "coffee syrup") are two items where the last is weighed right after, or the
 * first is what a dish came with; read as that name, the smoothie was lost to 150 g of drinking yoghurt and the coffee
 * to a coffee syrup.
 */
function reversedIntoAList(
  db: Database,
  entries: readonly AliasEntry[],
  stems: readonly string[],
  elements: Element[],
  from: number,
  to: number,
  text: string,
): boolean {
  if (stems.length !== 2 || namedInThisOrder(entries, stems) !== undefined || isCyrillic(text)) return false;
  const amount = elements[to];
  const unit = amount?.kind === "number" ? elements[to + 1] : undefined;
  const weighed = unit?.kind === "unit" && unit.unit.kind === "mass";
  const with_ = elements[from - 1];
  const afterWith = with_?.kind === "connector" && !with_.and;
  return (weighed || afterWith) && stems.every((s) => db.aliases.has(aliasKey([s])));
}

/**
 * Of the foods whose names hold the same words, the one an English name of which says them in the order typed: a name
 * is looked up by its words in any order (Russian puts them either way), but in English the last word is the thing
 * itself, so "milk chocolate" is the chocolate and "chocolate milk" the drink ("milk chocolate" was 250 g of the drink).
 */
function namedInThisOrder(entries: readonly AliasEntry[], stems: readonly string[]): Food | undefined {
  const typed = stems.join(" ");
  return entries.find((e) => englishNamesInOrder(e.food).includes(typed))?.food;
}

/** Each food's English names as their stems in order, tokenised once: the same few foods come up in every line. */
const namesInOrder = new WeakMap<Food, readonly string[]>();

function englishNamesInOrder(food: Food): readonly string[] {
  let names = namesInOrder.get(food);
  if (names === undefined) {
    names = food.namesEn.map((n) => aliasTokens(n).join(" "));
    namesInOrder.set(food, names);
  }
  return names;
}

/**
 * "баунти 1 батончик", "марс 2 батончика", "твикс одна палочка": a count after a food (and its size), then a word its own names call
 * it by ("батончик баунти"), counts that food; the word is its unit, not a second food (it was a granola bar beside the
 * Bounty). The word becomes a piece unit and its match is dropped.
 */
const MAX_RESTATED_COUNT = 10;

export function restatedAsUnit(elements: Element[], matches: FoodMatch[]): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (const m of matches) {
    const prev = out[out.length - 1];
    const count = elements[m.from - 1];
    const word = elements[m.from];
    // "баунти мини 2 батончика": a size said between the food and its count is the food's.
    const sizesBetween =
      prev !== undefined && (prev.to === m.from - 1 || sizeWordsBetween(elements, prev.to, m.from - 1));
    if (
      prev !== undefined &&
      sizesBetween &&
      m.to - m.from === 1 &&
      count?.kind === "number" &&
      !count.multiplier &&
      // A count of items, never grams ("гречка 200 каша" is a list).
      Number.isInteger(count.value) &&
      count.value <= MAX_RESTATED_COUNT &&
      word?.kind === "word" &&
      prev.food !== m.food &&
      // "яичница 2 яйца" counts the dish's eggs (mergeAdjacent).
      !eggsOf(prev.food, m.food) &&
      !elements.slice(prev.from, prev.to).some((e) => e.kind === "word" && e.stem === word.stem) &&
      prev.food.namesRu.some((n) => n.includes(" ") && wordsOf(n).some((w) => stem(w) === word.stem))
    ) {
      elements[m.from] = {
        kind: "unit",
        unit: { kind: "portion", unit: "piece" },
        stem: word.stem,
        start: word.start,
        end: word.end,
      };
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * Words that name a kind of dish rather than a dish: alone the catalog reads "салат" as the everyday vegetable salad,
 * but "салат из креветок" is a salad of shrimp, which the shrimp tells better than cucumbers and tomatoes do.
 */
// "стейк из лосося", "стейк индейки": a steak is a cut of whatever it is cut from, beef only when nothing is said.
// "гарнир из гречки": a side dish named by what it is made of is that food (catalog ru-garnish).
export const KIND_ONLY: ReadonlySet<string> = new Set(["салат", "стейк", "гарнир"].map((w) => stem(w)));
/**
 * Of KIND_ONLY, each word's kind as the catalog's English names say it: "салат винегрет", "салат шуба" name one salad
 * the catalog calls "beet salad", "shuba salad", not a vegetable salad beside it.
 */
const KIND_IN_ENGLISH: ReadonlyMap<string, string> = new Map([
  [stem("салат"), "salad"],
  [stem("стейк"), "steak"],
]);
/** Of KIND_ONLY, the words naming a cut, which keeps its own portion: a salmon steak is a steak's 200 g of salmon. */
const CUTS: ReadonlySet<string> = new Set(["стейк"].map((w) => stem(w)));

/**
 * "egg on toast", "chicken over rice": in English a food set on another is eaten with it, so the two are two items,
 * not one dish named by its last word ("turkey sandwich"). A catalog name holding the whole phrase ("avocado on
 * toast") is matched as one food before this stage. A food stirred "in" or "into" another ("whey in almond milk",
 * "granola in yogurt") is likewise eaten with it; the whey was folded into the milk and lost.
 */
const SET_ON = /^\s+(?:on|over|in|into)\s+(?:(?:a|an|the|some|my)\s+)?$/i;
/** "… cooked over the fire on a bun": a few words of how the food was made, then the bread it is on. */
const SET_ON_AFTER_WORDS = /^\s+(?:[a-z']+\s+){1,4}(?:on|in)\s+(?:(?:a|an|the|some|my)\s+)?$/i;

/**
 * A bread a sandwich comes in, by its English name. Toast is not one: "blt on toast" stays a sandwich and a toast, as
 * decision 024 reads a food set on another.
 */
const BREAD = /\b(bun|roll|bread|bagel|muffin|biscuit|pita|tortilla|croissant)s?\b/;
/** Breads eaten by the slice, by a Russian row's English name: "bread", "darnitsky rye bread", "baton white loaf". */
const SLICED_BREAD = /\b(?:bread|loaf|toast|baguette|crispbreads?)\b/i;
/** A food weighed with its bread: a sandwich, burger, hot dog or sub, by its English names or its USDA record. */
const IN_BREAD =
  /\b(sandwich|sandwiches|burger|burgers|hamburger|cheeseburger|hot dog|hot dogs|sub|subs|hoagie|on bun|on roll|on bread)\b/;

/** How many amounts the elements say: a number or a unit with no number before it starts one ("3 куска половина"). */
function amountsIn(between: readonly Element[]): number {
  let amounts = 0;
  between.forEach((e, k) => {
    const before = between[k - 1];
    if (e.kind === "number" && before?.kind !== "number") amounts++;
    else if (e.kind === "unit" && before?.kind !== "number") amounts++;
  });
  return amounts;
}

/** Whether `bread` is what `sandwich` already holds: "hot dog on a bun" is one hot dog, not a hot dog and a roll. */
function inItsBread(sandwich: Food, bread: Food): boolean {
  const named = (f: Food) => f.namesEn.map((n) => n.toLowerCase());
  if (!BREAD.test(bread.namesEn[0]?.toLowerCase() ?? "")) return false;
  const code = fnddsCodeOf(sandwich.source);
  const description = code ? (fnddsName(code)?.toLowerCase() ?? "") : "";
  return IN_BREAD.test(description) || named(sandwich).some((n) => IN_BREAD.test(n));
}

/**
 * "a kit kat bar": a word after a food read from FNDDS that names one of that food's own measures ("bar (1.5 oz)") is
 * how it comes, so the food stays and the word is its unit, where English otherwise keeps the last noun ("turkey
 * sandwich") and "bar" alone would be a granola bar.
 */
function namesItsMeasure(food: Food, elements: Element[], m: FoodMatch): boolean {
  if (m.to - m.from !== 1 || !food.id.startsWith("fndds-") || !food.fnddsPortions) return false;
  const word = stemAt(elements, m.from);
  return (
    word !== "" &&
    food.fnddsPortions.some(([label]) => {
      const first = label.toLowerCase().split(/[^a-z]+/)[0];
      return first !== undefined && first !== "" && stem(first) === word;
    })
  );
}

const stemAt = (elements: Element[], k: number) => {
  const e = elements[k];
  return e?.kind === "word" ? e.stem : "";
};

/**
 * "chicken alfredo pasta", "rich tea biscuits": one English word typed right after a food that ends one of that
 * food's own names of several words ("alfredo pasta", "tea biscuits") says what the food is, as "pasta" says of
 * alfredo; read as a second food, a plate of plain pasta or an American biscuit was added to it.
 */
function namesItsKind(prev: FoodMatch, m: FoodMatch, elements: Element[]): boolean {
  if (m.to - m.from !== 1 || prev.food === m.food) return false;
  const word = stemAt(elements, m.from);
  if (word === "" || stemAt(elements, prev.to - 1) === word) return false;
  return prev.food.namesEn.some((name) => {
    const words = headWords(wordsOf(name));
    return words.length > 1 && stem(words.at(-1)!) === word;
  });
}

/** Milk in any of its rows: USDA's by fat and the Russian pack's fat variants ("ru-milk-0-5"). */
const MILK_VARIANT = /^(ru-)?milk(-|$)/;
/** Coffee drinks made of milk, by their English names. */
const MILK_DRINK = /\b(cappuccino|latte|flat white|raf|macchiato|cocoa|hot chocolate|with milk)\b/i;

/** The catalog's cutlets by what the mince is: a cutlet named no further is the beef-and-pork one. */
const CUTLET = "kotleta";
const CUTLETS_BY_GROUP: Readonly<Record<string, string>> = wordTable({
  fish: "kotleta-fish",
  poultry: "kotleta-chicken",
});

/**
 * "котлета из минтая", "котлеты из трески", "котлета из горбуши": a cutlet said "из" a fish or a bird is the fish or
 * chicken cutlet; the fish was taken for the mince of the beef one (259 kcal against 152).
 */
function cutletOf(db: Database, dish: Food, of: Food): Food | undefined {
  if (dish.id !== CUTLET) return undefined;
  const group = groupOf(of);
  const id = group !== undefined ? CUTLETS_BY_GROUP[group] : undefined;
  return id ? db.byId.get(id) : undefined;
}

/** The eggs whose naming in a list of ingredients tells a recipe said in words. */
const RECIPE_EGGS: ReadonlySet<string> = new Set(["egg", "egg-white", "egg-yolk", "quail-egg"]);

/**
 * "сырники из творога 200 г и яйца", "запеканка из творога 0% 400 г, 2 яиц и 30 г манки", "овсяноблин из 40 г
 * овсянки и яйца": a dish said "из" an ingredient weighed on its own, and then eggs, is its recipe in words; what was
 * weighed is what was eaten. Read as the dish, its weight went to the dish and the eggs to a second food beside it
 * (сырники 200 г and three eggs). An ingredient weighed alone ("котлеты из индейки 150 г") stays the dish.
 */
function recipeInWords(matches: FoodMatch[], i: number, elements: Element[], text: string, dish: FoodMatch): boolean {
  const m = matches[i]!;
  if (RECIPE_EGGS.has(m.food.id)) return false;
  if (!/(^|\s)из\s/i.test(text.slice(elements[dish.to - 1]!.end, elements[m.from]!.start))) return false;
  const amount = (e: Element | undefined) =>
    e?.kind === "unit" && e.unit.kind !== "portion" && e.unit.kind !== "energy";
  const before = elements.slice(dish.to, m.from);
  const after = elements[m.to]?.kind === "number" ? elements[m.to + 1] : undefined;
  if (!before.some(amount) && !amount(after)) return false;
  // The list goes on over amounts, commas and "и" only, and names eggs.
  for (let j = i + 1; j < matches.length; j++) {
    const gap = elements.slice(matches[j - 1]!.to, matches[j]!.from);
    if (!gap.every((e) => e.kind !== "word" && (e.kind !== "connector" || e.and))) return false;
    if (RECIPE_EGGS.has(matches[j]!.food.id)) return true;
  }
  return false;
}

/**
 * Two foods named in one phrase with nothing joining them describe one dish: "мороженое пломбир",
 * "шашлык из свинины", "turkey sandwich". Russian puts the head noun first, English last; the other name and any
 * quantity between them ("омлет из 3 яиц") become part of the kept item.
 */
export function mergeAdjacent(
  matches: FoodMatch[],
  elements: Element[],
  lang: Lang,
  text: string,
  db?: Database,
): FoodMatch[] {
  const out: FoodMatch[] = [];
  // Made once, not at every match: a closure made in the loop is named at run time (decision 027, follow-up "the
  // reading's time per item").
  const inBrackets = (e: Element | undefined, mark: string) =>
    e?.kind === "separator" && text.slice(e.start, e.end) === mark;
  // The last food of each run typed with nothing between: "oatmeal raisin cookies" is named by its cookies.
  const runEnd = new Map<FoodMatch, FoodMatch>();
  for (let i = matches.length - 1; i >= 0; i--) {
    const next = matches[i + 1];
    runEnd.set(matches[i]!, next && next.from === matches[i]!.to ? runEnd.get(next)! : matches[i]!);
  }
  // Eggs named in a recipe said in words, with no count of their own: one egg each (recipeInWords).
  const recipeEggs = new Set<FoodMatch>();
  for (const [i, m] of matches.entries()) {
    const prev = out[out.length - 1];
    const between = prev ? elements.slice(prev.to, m.from) : [];
    if (lang === "ru" && prev && recipeInWords(matches, i, elements, text, prev)) {
      // The dish's name says what was made, not a food of its own: it heads the list, as "обед:" would.
      for (let k = prev.from; k < prev.to; k++) {
        const e = elements[k]!;
        elements[k] = { kind: "separator", start: e.start, end: e.end };
      }
      out[out.length - 1] = m;
      for (const egg of matches.slice(i + 1)) {
        if (!RECIPE_EGGS.has(egg.food.id)) continue;
        const counted = elements[egg.from - 1]?.kind === "number" || elements[egg.to]?.kind === "number";
        if (!counted) recipeEggs.add(egg);
      }
      continue;
    }
    if (recipeEggs.has(m)) {
      out.push({ ...m, repeats: 1 });
      continue;
    }
    // "protein shake with 1 scoop whey": the same food again after "with" says what the first is made of, not a
    // second serving; a bare count there is how many portions of it went in.
    const first = between[0];
    // "omelette with 3 eggs" likewise: the eggs are what an egg dish is made of.
    const madeUp = prev !== undefined && MADE_UP_FROM[prev.food.id] === m.food.id;
    if (
      ((prev?.food === m.food || madeUp || (prev !== undefined && eggsOf(prev.food, m.food))) &&
        first?.kind === "connector" &&
        !first.and &&
        // "with 1 scoop whey": a measure word there counts the portions too.
        between.slice(1).every((e) => e.kind === "word" || e.kind === "number" || e.kind === "unit")) ||
      (madeUp && countedPowder(between))
    ) {
      const numbers = between.filter((e) => e.kind === "number");
      // "protein shake: 30g whey": a number with a weight after it is that weight of the food, not a count of its
      // portions (thirty 30 g scoops were 900 g of powder).
      const weight = between[between.indexOf(numbers[0]!) + 1];
      const gramsPerUnit =
        weight?.kind === "unit" && weight.unit.kind === "mass" ? weight.unit.gramsPerUnit : undefined;
      // "lagman with 14 lagman" is no recipe: more than a kilogram of the food in itself is left as a number shown.
      const piece = gramsPerUnit ?? m.food.units.piece ?? m.food.portion.grams;
      const madeOfCount = numbers.length === 1 && numbers[0]!.value * piece <= MAX_MADE_OF_GRAMS;
      out[out.length - 1] = {
        ...prev,
        ...(madeUp ? { food: m.food } : {}),
        to: m.to,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
        ...(madeOfCount
          ? {
              madeOf: {
                food: m.food,
                count: numbers[0]!.value,
                at: prev.to + between.indexOf(numbers[0]!),
                ...(gramsPerUnit !== undefined ? { gramsPerUnit } : {}),
              },
            }
          : {}),
      };
      continue;
    }
    // "steak 6oz sirloin": in English the food named again right after its amount, with none of its own, says which
    // cut or kind it is, a describing word of the first (modifiers.ts); it was a second 200 g steak beside the first.
    const restated =
      lang === "en" &&
      prev?.food === m.food &&
      between.length > 0 &&
      between.every((e) => e.kind === "number" || e.kind === "unit") &&
      elements[m.to]?.kind !== "number" &&
      elements[m.to]?.kind !== "unit" &&
      windowStems(elements, prev.from, prev.to, null)?.join(" ") !==
        windowStems(elements, m.from, m.to, null)?.join(" ");
    if (restated) {
      for (const e of elements.slice(m.from, m.to)) if (e.kind === "word") e.note = "describes";
      continue;
    }
    // "пицца 3 куска пиццы", "банан 1/2 банана": in Russian the food named, then its amount with the food again in the
    // genitive the amount asks for, is that amount of it; merged into one name, the amount was left unread and the
    // meal was one assumed portion. The second naming only describes the first, as in English "steak 6oz sirloin".
    const namedThenMeasured =
      lang === "ru" &&
      prev?.food === m.food &&
      amountsIn(between) === 1 &&
      between.every((e) => e.kind === "number" || e.kind === "unit") &&
      !isAmount(elements[prev.from - 1]) &&
      !isAmount(elements[m.to]);
    if (namedThenMeasured) {
      for (const e of elements.slice(m.from, m.to)) if (e.kind === "word") e.note = "describes";
      continue;
    }
    // "protein shake with 2% milk", "protein shake w/ almond milk": the shake was made up of its powder with a glass of
    // the milk (catalog SHAKE_MILKS); read as the ready-made shake, the milk was a coffee's splash.
    const powder = prev && SHAKE_MILKS.has(m.food.id) ? db?.byId.get(MADE_UP_FROM[prev.food.id] ?? "") : undefined;
    const measuredMilk = between.slice(1).every((e) => e.kind === "number" || e.kind === "unit");
    if (prev && powder && first?.kind === "connector" && !first.and && measuredMilk) {
      out[out.length - 1] = { ...prev, food: powder };
      out.push(m);
      continue;
    }
    // "омлет (3 яйца)", "scrambled eggs (2 eggs)": a count of eggs in brackets after an egg dish is what it was made
    // of, as "из 3 яиц" is; read as a list, the eggs were counted beside a dish that already holds them.
    const bracketed = between[1];
    const eggsInBrackets =
      prev !== undefined &&
      between.length === 2 &&
      inBrackets(between[0], "(") &&
      bracketed?.kind === "number" &&
      inBrackets(elements[m.to], ")");
    const eggCount = bracketed?.kind === "number" ? bracketed.value : 0;
    if (eggsInBrackets && eggsOf(prev.food, m.food)) {
      out[out.length - 1] = {
        ...prev,
        to: m.to,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
        ...(eggCount * EGG_GRAMS <= MAX_MADE_OF_GRAMS
          ? { madeOf: { food: m.food, count: eggCount, at: prev.to + 1 } }
          : {}),
      };
      continue;
    }
    // "scrambled eggs on toast (3 eggs)": the bracket closes the dish and what it was served on, and its eggs are the
    // dish's, not eggs counted a second time beside it.
    if (eggsInBrackets && servedOnBefore(out, m, elements, text)) {
      const dish = out[out.length - 2]!;
      if (eggCount * EGG_GRAMS <= MAX_MADE_OF_GRAMS) {
        out[out.length - 2] = {
          ...dish,
          madeOf: { food: m.food, count: eggCount, at: prev.to + 1 },
          typedApart: { from: prev.to + 1, to: m.to },
        };
        continue;
      }
    }
    // 'бургер "Биг Мак"', 'burger "big mac"': a food named in quotes right after another is the product of that kind
    // that was eaten, in either language; the burger was kept and the Big Mac folded into it, or both were counted.
    if (
      prev !== undefined &&
      between.length === 0 &&
      prev.food !== m.food &&
      /^\s*["«“„]\s*$/.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start)) &&
      /^["»”“]/.test(text.slice(elements[m.to - 1]!.end))
    ) {
      out[out.length - 1] = {
        ...m,
        from: prev.from,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
      };
      continue;
    }
    const joined = prev && between.every((e) => e.kind === "word" || e.kind === "number" || e.kind === "unit");
    const hasQuantity = between.some((e) => e.kind === "number" || e.kind === "unit");
    // A weight or volume between two names ("овсянка 60 г на воде") belongs to the first; keep them apart.
    const hasMeasure = between.some((e) => e.kind === "unit" && e.unit.kind !== "portion");
    // "чай сахар", "сахар в кофе": a drink and what went into it are two items, whichever is named first.
    // "какао на молоке", "какао на молоке кружка": what a drink is made "на" that its own names hold already
    // ("какао" is the catalog's "шоколадное молоко") is no addition; it was a mug of milk beside the cocoa.
    // A plant milk is another drink's (madeOnMilk): "какао на овсяном" is no cocoa on cow's milk.
    const madeOn =
      prev !== undefined &&
      !PLANT_MILKS.has(m.food.id) &&
      /^\s+на\s+$/i.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start)) &&
      m.food.namesRu.some((n) => prev.food.namesRu.some((p) => wordsOf(p).includes(wordsOf(n)[0] ?? "")));
    // "fairlife chocolate milk": a brand read as a milk, typed right before a kind of milk, names that product; taken
    // as milk poured into the drink after it, the brand was a 30 g splash beside a glass (brandBeforeItsKind).
    const brandOfIt =
      lang === "en" && prev !== undefined && between.length === 0 && brandBeforeItsKind(prev, m, elements);
    const addition =
      !madeOn &&
      !brandOfIt &&
      ((prev?.food.drink === true && ADDED_TO_DRINKS[m.food.id] !== undefined) ||
        (m.food.drink && prev !== undefined && ADDED_TO_DRINKS[prev.food.id] !== undefined));
    // "omelette of 3 eggs": the count of eggs an egg dish is made of stays with the dish, in English as in Russian.
    const ofEggs = prev !== undefined && eggsOf(prev.food, m.food);
    const setOn =
      prev !== undefined &&
      prev.food !== m.food &&
      SET_ON.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start));
    // "hot dog on a bun", "burger on a bun": the bread a sandwich is served on is part of it, not a second item, also
    // when how it was cooked is said between ("hot dog cooked over the fire on a bun" had a 40 g roll beside it:
    // decision 024, the fiftieth batch).
    const oneBread = between.every((e) => e.kind !== "unit" && (e.kind !== "number" || e.value === 1));
    const onItsBread =
      setOn ||
      (prev !== undefined &&
        prev.food !== m.food &&
        SET_ON_AFTER_WORDS.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start)));
    // "burger patty on a bun", "1/4 lb burger patty on a bun": the patty is the meat alone, its bun a roll beside it;
    // taken for a burger in its bun, the bun was dropped without a word (decision 024, follow-up "English diary lines,
    // a fourth batch").
    // A burger's own patties said after it ("burger with 2 patties") are inside it, not the food named.
    const pattyTyped =
      prev !== undefined &&
      elements
        .slice(prev.from, prev.to)
        .some(
          (e, k) =>
            e.kind === "word" &&
            PATTY_STEMS.has(e.stem) &&
            !prev.absorbed?.some((r) => prev.from + k >= r.from && prev.from + k < r.to),
        );
    if (onItsBread && oneBread && !pattyTyped && inItsBread(prev!.food, m.food)) {
      out[out.length - 1] = withAbsorbed(prev, m);
      continue;
    }
    // "гречка 200 котлета 2", "овсянка 2 кофе": in Russian an amount between two names is the first one's or the
    // second one's, and the two are a list; only "из" makes the second what the first is made of ("омлет из 3 яиц").
    const madeFrom =
      prev !== undefined && /(^|\s)из\s/i.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start));
    // "банан за 250 руб шаурма", "кофе в 19 часов рис", "шаурма утром пельмени", "шаурма ~ яичница": an hour, a date
    // or a price, or words and marks that name no food, between two Russian foods each typed whole keep them a list;
    // the second was dropped. An emoji is such a mark ("банан ☕ кофе" had lost the coffee).
    const noted = between.some((e) => e.kind === "word" && NOT_AMOUNTS.has(e.stem));
    // "big mac meal medium fries diet coke", "whopper combo coke": a chain's meal or combo named after an item is the
    // set it came in, and the foods after it are its sides; taken as words of one compound, the burger was dropped
    // without a word and the meal was the fries.
    const mealOfItem = lang === "en" && between.some((e) => e.kind === "word" && SET_MEAL_WORDS.has(e.stem));
    // "1/2 банана бананы по 2", "2 eggs eggs 3": the same food named again right after a saying that had its own amount
    // before it is a second helping, not one more of a repeat ("банан банан банан"); merged, the second amount was
    // left unread and the meal was the half banana alone. The second helping has an amount of its own after it: "a
    // chobani greek yogurt", "2 fage greek yogurts" name one product by its brand and then by what it is.
    const againAfterAmount =
      prev !== undefined &&
      prev.food === m.food &&
      between.length === 0 &&
      elements[prev.from - 1]?.kind === "number" &&
      isAmount(elements[m.to]);
    // "пицца 3 куска половина пиццы", "пицца 2 куска кусок пиццы": two amounts between the same food named twice are
    // two helpings; merged, both were left unread and the meal was one slice.
    const twoHelpings = prev !== undefined && prev.food === m.food && amountsIn(between) >= 2;
    // "2 котлеты 2 котлеты", "2 eggs 2 eggs": the same food said again with an amount of its own before it, after a
    // saying that had its own amount before it too, is a second helping, as with a comma or "и" between; merged, the
    // second count was taken as the restated one and the meal held half of what was typed (decision 024, follow-up:
    // readings left open, a third round).
    const againWithItsOwnAmount =
      prev !== undefined &&
      prev.food === m.food &&
      isAmount(elements[prev.from - 1]) &&
      amountsIn(between) === 1 &&
      isAmount(elements[m.from - 1]);
    // "latte grande oat milk", "cappuccino large almond milk": a size typed between a drink and the milk it is made with
    // leaves one drink of that size, as "grande latte with oat milk" reads; it was a latte and a 250 g glass of oat
    // milk. The size stays a word said of the drink.
    const sizedDrink =
      prev && lang === "en" && db && prev.food.drink && m.food.drink && sizeWordsBetween(elements, prev.to, m.from)
        ? namedTogether(db, elements, prev, m)
        : undefined;
    // "компотика стаканчик из сухофруктов", "салат тарелка из капусты": what a dish is made "из", typed after the
    // dish's own measure, is still what it is made of, as "компот из сухофруктов" reads; the measure parted them, and
    // the glass weighed 250 g of dried fruit beside the compote (decision 024, follow-up "Russian diary text, a fourth
    // sweep"). The measure stays the dish's.
    const madeOfPastItsMeasure =
      prev !== undefined &&
      lang === "ru" &&
      between.length > 0 &&
      between.every((e) => e.kind === "unit" || e.kind === "number") &&
      !m.food.drink &&
      /\sиз\s+$/i.test(text.slice(elements[m.from - 1]!.end, elements[m.from]!.start));
    if (prev && madeOfPastItsMeasure) {
      // The dish the two name together where the catalog has one ("салат из капусты" is the cabbage salad).
      const plainStems = (from: number, to: number) =>
        elements.slice(from, to).map((e) => (e.kind === "word" ? (e.plain ?? e.stem) : ""));
      const named = db?.aliases.get(aliasKey([...plainStems(prev.from, prev.to), ...plainStems(m.from, m.to)]))?.[0];
      out[out.length - 1] = { ...prev, food: named?.food ?? prev.food, typedApart: { from: m.from, to: m.to } };
      continue;
    }
    if (prev && sizedDrink) {
      out[out.length - 1] = { ...prev, food: sizedDrink, typedApart: { from: m.from, to: m.to } };
      continue;
    }
    // "kit kat 2 bars", "snickers 2 bars", "twix 2 bars": bars counted after a food sold in bars are its bars, as "2
    // bars of snickers" are; read as a food, "bars" was two granola bars beside the candy (405 kcal).
    if (
      prev !== undefined &&
      lang === "en" &&
      between.length === 1 &&
      between[0]!.kind === "number" &&
      m.to - m.from === 1 &&
      BAR_STEMS.has(stemAt(elements, m.from)) &&
      soldInBars(prev.food)
    ) {
      const word = elements[m.from]!;
      elements[m.from] = { kind: "unit", unit: BAR, stem: stemAt(elements, m.from), start: word.start, end: word.end };
      continue;
    }
    // "сыр на хлебе", "ломтик колбасы на хлебе", "икра на батоне": in Russian a bread after "на" is what a topping was
    // laid on, a slice of its own; merged as what the first was made "на" (as porridge is "на молоке"), the bread was
    // lost without a word (decision 024, follow-up "Russian diary text, a fourth sweep").
    const onBread =
      prev !== undefined &&
      lang === "ru" &&
      !prev.food.drink &&
      SLICED_BREAD.test(m.food.namesEn[0] ?? "") &&
      !SLICED_BREAD.test(prev.food.namesEn[0] ?? "") &&
      !/sandwich/i.test(prev.food.namesEn[0] ?? "") &&
      /^\s+на\s+$/i.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start));
    if (
      !prev ||
      onBread ||
      againAfterAmount ||
      twoHelpings ||
      againWithItsOwnAmount ||
      !joined ||
      hasMeasure ||
      addition ||
      setOn ||
      noted ||
      mealOfItem ||
      (madeFrom && eggsOfTheDishBefore(out, m, elements)) ||
      (lang === "ru" &&
        between.every((e) => e.kind === "word") &&
        !madeFrom &&
        /^(?:[\s\p{L}~*•:—–\p{Extended_Pictographic}-]|\uFE0F|\u200D)+$/u.test(
          text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start),
        ) &&
        listedApart(prev, m, elements, text, db)) ||
      (hasQuantity && prev.food !== m.food && !ofEggs && (lang === "en" || !madeFrom))
    ) {
      out.push(m);
      continue;
    }
    // "burrito bowl chicken rice beans", "poke bowl salmon rice": in English the main parts of a dish typed right after
    // it say what it was made of; taken as the head of a compound, the rice had dropped the bowl and the chicken
    // without a word. With an amount of their own ("burrito bowl rice 200g") they are an item beside it.
    if (lang === "en" && between.length === 0 && db && typedParts(db, prev, m, elements)) {
      const after = elements[m.to];
      if (after?.kind === "number" || after?.kind === "unit") out.push(m);
      else out[out.length - 1] = withAbsorbed(prev, m);
      continue;
    }
    // "eggs toast coffee", "chips salsa", "steak salad": in English two foods typed side by side, which no name of the
    // catalog or FNDDS holds together (those were matched whole before this), are a list, as in Russian; taking the
    // second as the head had dropped the first without a word (toast and eggs were 3 kcal of coffee).
    // "eggs medium fries": a size between is the second food's.
    // "chobani strawberry yogurt", "yoplait strawberry yogurt": a brand read as its food, typed right before a
    // flavoured kind of that same food, names one product, the flavoured one; they were two yogurts.
    if (lang === "en" && between.length === 0 && brandBeforeItsKind(prev, m, elements)) {
      out[out.length - 1] = {
        ...m,
        from: prev.from,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: prev.from, to: prev.to }, ...(m.absorbed ?? [])],
      };
      continue;
    }
    // "fish cod 200g", "sausage bratwurst", "yogurt chobani", "steak fries": in English too a class word typed right
    // before a kind of it names the kind, as "рыба треска" does; read as a list, the class was a second food beside it
    // (a 170 g portion of fish beside the cod, a 200 g steak beside the fries).
    if (
      lang === "en" &&
      between.length === 0 &&
      prev.to - prev.from === 1 &&
      ENGLISH_CLASS_WORDS.has(stemAt(elements, prev.from)) &&
      kindAfterClass(prev, m, elements)
    ) {
      out[out.length - 1] = withNamedBefore(prev, m);
      continue;
    }
    const sizesOnly = between.every((e) => e.kind === "word" && SIZE_STEMS.has(e.stem));
    if (lang === "en" && sizesOnly && sideBySide(prev, m, runEnd.get(m)!, elements, text)) {
      out.push(m);
      continue;
    }
    // "fish in tartar sauce", "chicken bbq sauce": in English a sauce typed whole after a food that is none is the
    // food's sauce, a second item; the sauce was the head and the fish was dropped (decision 024: never absurd).
    if (lang === "en" && isSauce(m.food) && !isSauce(prev.food) && !hasQuantity) {
      out.push(m);
      continue;
    }
    // "салат из креветок": a word that names only a kind of dish gives way to what it is made of.
    const kindOnly = prev.to - prev.from === 1 && KIND_ONLY.has(stemAt(elements, prev.from));
    // "колбаса салями", "рыба треска": a class word followed by a food of that class is the kind, not the generic food.
    // "рыба на мангале скумбрия", "кофе из автомата капучино": words of where a food was had said between keep it so;
    // the generic food had swallowed the kind typed after them. A class said with how it was cooked ("рыба запечённая
    // минтай") stays the cooked record (listedApart).
    const classThenKind = lang === "ru" && between.every((e) => e.kind === "word") && kindAfterClass(prev, m, elements);
    // "salad оливье", "soup борщ", "cheese сулугуни": an English word right before a Russian name, in a Russian
    // reader's line, is the class the Russian name is the kind of; it was kept, and the оливье read as a green salad.
    const classInEnglish =
      lang === "ru" &&
      between.length === 0 &&
      prev.food !== m.food &&
      !isCyrillic(text.slice(elements[prev.from]!.start, elements[prev.to - 1]!.end)) &&
      isCyrillic(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end));
    // "агуша кефир", "йогурт агуша": a maker's name beside a food names who made it (see MAKERS_NAMING_A_PRODUCT).
    const maker = lang === "ru" && between.length === 0 ? makerBeside(prev, m, elements) : undefined;
    const keepFirst =
      maker !== undefined
        ? maker === prev
        : !classThenKind &&
          !classInEnglish &&
          (prev.food === m.food ||
            (lang === "ru" && !kindOnly) ||
            ofEggs ||
            namesItsMeasure(prev.food, elements, m) ||
            (lang === "en" && between.length === 0 && namesItsKind(prev, m, elements)) ||
            (lang === "en" && between.length === 0 && namedInTheRecord(prev, m, elements)) ||
            (lang === "en" && ownNameAround(prev, m, between, elements)));
    // "банан банан банан": the same words again with nothing between are one more of it; a synonym restating the
    // food ("кукуруза варёная початок") is not.
    // The earlier name may be shorter than the repeat ("cola soft drink"): then it is a synonym, never a repeat.
    const repeated =
      prev.food === m.food &&
      between.length === 0 &&
      prev.to - prev.from >= m.to - m.from &&
      windowStems(elements, prev.to - (m.to - m.from), prev.to, null)?.join(" ") ===
        windowStems(elements, m.from, m.to, null)?.join(" ");
    const head = keepFirst ? prev : m;
    // "салат из редиски", "салат из моркови": a salad of one vegetable is a salad's plate of it, not one radish of
    // 10 g; a salad of shrimp or tuna keeps the portion of what it is made of.
    const saladOfProduce =
      kindOnly && !keepFirst && isProduce(head.food) && head.food.portion.grams < prev.food.portion.grams;
    const cut = kindOnly && !keepFirst && (CUTS.has(stemAt(elements, prev.from)) || saladOfProduce);
    const headFood = cut
      ? {
          ...head.food,
          portion: prev.food.portion,
          units: { ...head.food.units, [prev.food.portion.unit]: prev.food.portion.grams },
        }
      : head.food;
    const meatPie = lang === "en" && !keepFirst && db ? savouryPie(db, prev, m) : undefined;
    const minced = lang === "ru" && keepFirst && madeFrom && db ? cutletOf(db, prev.food, m.food) : undefined;
    const merged: FoodMatch = {
      food: meatPie ?? minced ?? headFood,
      from: prev.from,
      to: m.to,
      fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
      absorbed: [...(prev.absorbed ?? []), { from: prev.to, to: m.from }],
      ...(repeated ? { repeats: (prev.repeats ?? 1) + (m.repeats ?? 1) } : {}),
      // "омлет из 3 яиц на молоке", "яичница из двух яиц на масле": what the dish was cooked on, named after its
      // counted eggs, leaves the count the dish's; it was dropped, and the omelette became an assumed portion.
      ...(keepFirst && prev.madeOf ? { madeOf: prev.madeOf } : {}),
    };
    // "яичница из 2 яиц": a bare count after "из"/"of" is how many of the second food went into the dish.
    const count = between.length === 1 && between[0]!.kind === "number" ? between[0]!.value : undefined;
    const gap = text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start);
    // "яичница 2 яйца", "омлет 3 яйца": a count of eggs said right after an egg dish is its eggs too, with no "из".
    const eggsCounted = ofEggs && count !== undefined && count * EGG_GRAMS <= MAX_MADE_OF_GRAMS;
    if (keepFirst && prev.food !== m.food && count !== undefined && (eggsCounted || /(^|\s)(из|of)\s/i.test(gap))) {
      merged.madeOf = { food: m.food, count, at: prev.to };
      // "омлет из 3 белков", "omelette of 4 egg whites": an egg dish made of whites alone is those whites, not a
      // whole-egg omelette of their weight (189 kcal against 52); "белковый омлет" keeps its own food.
      if (m.food.id === EGG_WHITE_ID && eggDish(prev.food) && !whiteDish(prev.food)) merged.food = m.food;
    }
    out[out.length - 1] = merged;
  }
  // "3 egg omelette", "2 egg omelet with cheese": a count before "egg" naming an egg dish counts its eggs, not dishes.
  for (const m of out) {
    const count = elements[m.from - 1];
    const egg = elements[m.from];
    if (
      lang === "en" &&
      count?.kind === "number" &&
      elements[m.from - 2]?.kind !== "unit" &&
      egg?.kind === "word" &&
      egg.stem === EGG_STEM &&
      m.to - m.from > 1 &&
      eggDish(m.food) &&
      count.value * EGG_GRAMS <= MAX_MADE_OF_GRAMS
    ) {
      m.madeOf = { food: eggFood(m.food), count: count.value, at: m.from - 1 };
      m.from -= 1;
    }
  }
  return out;
}

/**
 * "cinnabon classic roll", "cinnabon big roll": a food whose own English name is the words before and after a
 * product line's word or a size ("cinnabon roll") is named around it; the last word had made it the plainest food of
 * that word, a 40 g dinner roll for a 240 g Cinnabon.
 */
function ownNameAround(prev: FoodMatch, m: FoodMatch, between: readonly Element[], elements: Element[]): boolean {
  if (prev.food === m.food || between.length === 0 || !between.every((e) => e.kind === "word")) return false;
  const before = windowStems(elements, prev.from, prev.to, null);
  const after = windowStems(elements, m.from, m.to, null);
  if (!before || !after) return false;
  const around = [...before, ...after].join(" ");
  return prev.food.namesEn.some(
    (n) =>
      wordsOf(n)
        .map((w) => stem(w))
        .join(" ") === around,
  );
}

/**
 * Whether two English foods typed with nothing between them are two items, not one named by the other (`last` ends
 * the run of foods typed so, which may name them all): not the same
 * food, not a measure of it, not a flavour ("strawberry smoothie", "honey ham", "a pineapple pizza"), not the eggs of
 * an egg dish ("3 egg omelette"), not what a dish is filled with after "with" ("burrito bowl with chicken rice and
 * beans", which the filling rules take whole, nor fillings listed before a bread, "sausage egg and cheese croissant"),
 * and no FNDDS record that holds the words of both ("beef broccoli").
 */
/**
 * Whether `prev`, one word that is not the food's head word, names a food `m` ends with the head word of ("chobani"
 * is greek yogurt, "strawberry yogurt" a yogurt): a brand read as its food, then the kind of it eaten.
 */
function brandBeforeItsKind(prev: FoodMatch, m: FoodMatch, elements: Element[]): boolean {
  if (prev.food === m.food || prev.to - prev.from !== 1) return false;
  const typed = windowStems(elements, prev.from, prev.to, null);
  const kind = windowStems(elements, m.from, m.to, null);
  const head = kind?.[kind.length - 1];
  if (!typed || !kind || !head || kind.length < 2 || typed.includes(head)) return false;
  // The food's own head word ("yogurt" of "greek yogurt"), and the kind is no other food's name with it.
  return prev.food.namesEn.some((n) => {
    const words = wordsOf(n);
    return words.length > 1 && stem(words[words.length - 1]!) === head;
  });
}

function sideBySide(prev: FoodMatch, m: FoodMatch, last: FoodMatch, elements: Element[], text: string): boolean {
  if (prev.food === m.food || namesItsMeasure(prev.food, elements, m)) return false;
  // "sourdough toast", "raisin bread toast": a bread typed before "toast" is the bread the toast was made of, one
  // slice toasted, as "rye toast" is; read as two items, the slice was counted twice.
  if (TOASTED_BREADS.has(prev.food.id) && stemAt(elements, m.from) === TOAST_STEM && last === m) return false;
  if (namesItsKind(prev, m, elements)) return false;
  // "alcoholic gelatin shot": a word that only grows a food's name ("alcohol") into another word describes the next
  // food; a misspelt food ("sandwitch rice") is still a food of its own.
  if (prev.fuzzyWords > 0 && derivedWord(prev, elements, text)) return false;
  // "banana blueberries", "apple banana", "banana spinach": a fruit flavours a dish or a product, never another fruit
  // or vegetable eaten as it is; two such typed side by side (a list said without commas, as dictated) are two
  // foods. Read as a flavour, the banana was lost, or both became FNDDS's "Fruit, NFS".
  if (isProduce(prev.food) && isProduce(m.food) && isProduce(last.food) && prev.to - prev.from === 1) return true;
  // "oatmeal with banana blueberries": a fruit typed right after a dish named with what it came with ("oatmeal with
  // banana") goes on that list; taken as the head of one compound, the oatmeal was read as blueberries.
  const namedWith = elements.slice(prev.from, prev.to).some((e) => e.kind === "connector" && !e.and);
  if (namedWith && isProduce(m.food) && last === m && !prev.food.id.startsWith("fndds-")) return true;
  // "tbsp peanut butter taco", "2 tsp honey toast": a spoon before the filling or flavour measures it, and no spoon
  // measures a taco or a toast; read as one food named by it, the taco was a tablespoon of itself (19 kcal).
  const before = elements[prev.from - 1];
  const spooned = before !== undefined && isSpoon(before);
  if (spooned && !last.food.drink && !spoonedDish(last.food)) return true;
  // "50g almonds sandwich": a weight before a food typed in the plural weighs that food, a list's item; no filling is
  // said in the plural, so the almonds were no sandwich's.
  const weighed = before !== undefined && isWeight(before);
  if (weighed && typedInPlural(elements[prev.to - 1]!, text) !== undefined) return true;
  // A kind or flavour is said in the singular: "almond milk", "pancake syrup", but "almonds milk" is a list.
  const plural = typedInPlural(elements[prev.to - 1]!, text) !== undefined;
  const single = prev.to - prev.from === 1 && !plural;
  if (single && (isFlavour(prev.food, stemAt(elements, prev.from)) || prev.food.id.startsWith("fndds-"))) return false;
  // "onion crisps", "vinegar chips": a bag of crisps is named by its flavour.
  if (last.food.id === POTATO_CHIPS) return false;
  // "salad with tuna bread 2 slices", "toast with jam tea": after what a dish came with, a food weighed or counted on
  // its own, or a drink, is an item of its own, not the filling's bread or the jam's tea (both were lost).
  const amountAfter = elements[m.to]?.kind === "number" || elements[m.to]?.kind === "unit";
  const afterWith = before?.kind === "connector" && !before.and;
  if (afterWith && last === m && (amountAfter || m.food.drink)) return true;
  // "grilled chicken wrap", "chicken pho", "choc chip cookies": a dish named by what is in it or on it; one typed by
  // a name of several words ("rice chicken noodle soup") is already named whole.
  // The head of a description FNDDS writes with its kind after a comma or "with" ("Biryani with meat") is its first
  // part's last word.
  const head = wordsOf((last.food.namesEn[0] ?? "").split(/,|\swith\s/i)[0] ?? "").at(-1);
  // Not a food set "on" it ("bacon egg and cheese on everything bagel"), which decision 024 reads as two foods: taken as
  // the bagel's filling, the bacon, egg and cheese were dropped without a word.
  const setOnIt = SET_ON.test(text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start));
  // "falafel pita", "halloumi pita": a pita named by its filling where the catalog has no filled one is the bread the
  // filling was eaten in, and the filling a food of its own; named by it, the falafel was dropped without a word.
  if (last === m && m.food.id === PLAIN_PITA && m.to - m.from === 1 && !prev.food.id.startsWith("fndds-")) return true;
  if (last.to - last.from === 1 && head !== undefined && NAMED_BY_FILLING.has(stem(head)) && !setOnIt) return false;
  if (eggsOf(m.food, prev.food) || eggsOf(prev.food, m.food)) return false;
  // "spicy salmon hand roll", "salmon avocado roll": a fish typed before a sushi roll is what the roll holds.
  if (isSushi(last.food) && FISH_SOURCES.test(prev.food.source)) return false;
  // "spaghetti with marinara sauce almonds 200g": a food with its own amount after what a dish came with is a food of
  // its own.
  // Only after a dish: "breakfast bowl with scrambled eggs potatoes and bacon" names no dish before its "with" ("bowl"
  // with no name word before it is a measure), so the foods after it are the list itself; taken as one name, the eggs
  // were dropped. "burrito bowl with chicken rice and beans" is the bowl's.
  const bareMeasure = elements[prev.from - 2]?.kind === "unit" && elements[prev.from - 3]?.kind !== "word";
  if (afterWith && !amountAfter && !bareMeasure) return false;
  // "sausage egg and cheese croissant": fillings listed with "and" name what the bread after them holds.
  if (
    elements.slice(prev.from, prev.to).some((e) => e.kind === "connector") &&
    BREAD.test(m.food.namesEn[0]?.toLowerCase() ?? "")
  ) {
    return false;
  }
  if (plural) return true;
  // "4 vegetable spring rolls", "vegetable fried rice": "vegetable" said in the singular before a dish is its meatless
  // kind, not a serving of vegetables beside it (the count had gone to 600 g of mixed vegetables).
  if (single && MEATLESS_KIND.has(stemAt(elements, prev.from)) && !isProduce(m.food)) return false;
  // "a bowl of oatmeal almonds 300g": a measure before the first and an amount after the second measure two foods.
  if (before?.kind === "unit" && amountAfter) return true;
  // "a slice of cheese rice": the slice is of the food that is sliced, and the next one is a food of its own.
  if (
    before?.kind === "unit" &&
    before.unit.kind === "portion" &&
    before.unit.unit === "slice" &&
    prev.food.units.slice !== undefined &&
    m.food.units.slice === undefined
  ) {
    return true;
  }
  // "bacon egg and cheese on a roll", "sausage egg": a cured meat is no kind of egg, as "duck egg" is; where FNDDS's
  // sandwich of the two ("Egg and bacon on biscuit") was not read, the meat was dropped without a word into the egg.
  if (prev.to - prev.from === 1 && CURED_MEATS.has(stemAt(elements, prev.from)) && m.food.id.startsWith("egg")) {
    return true;
  }
  const words = elements.slice(prev.from, m.to).flatMap((e) => (e.kind === "word" && !e.note ? [e.stem] : []));
  const code = findFnddsName(words);
  if (code === undefined) return true;
  // "smoothie almonds 50g": a plural typed last, with its own amount, that the record found never names is an item
  // of its own (fndds-names.ts, weighedAfterTheDish); the smoothie was lost to 50 g of almonds.
  const typed = last === m && amountAfter ? typedInPlural(elements[m.to - 1]!, text) : undefined;
  return typed !== undefined && !(fnddsName(code)?.toLowerCase().includes(typed.replace(/e?s$/, "")) ?? true);
}

/** Whether the one word of `match` is a food's name with a suffix grown on it ("alcoholic", "cheesy", "chocolatey"). */
function derivedWord(match: FoodMatch, elements: Element[], text: string): boolean {
  const e = elements[match.from]!;
  const typed = text.slice(e.start, e.end).toLowerCase();
  return (
    match.to - match.from === 1 &&
    match.food.namesEn.some((n) => {
      const name = n.toLowerCase();
      return !name.includes(" ") && typed.length > name.length && typed.startsWith(name.replace(/e$/, ""));
    })
  );
}

/** USDA's fruit groups (SR28 09, FNDDS 61–63) and nuts (SR28 12, FNDDS 42), typed before a food its flavour. */
const FRUIT_SOURCES = /^(?:sr:09|sr:12|fn:6[123]|fn:42)/;
/** USDA's raw fruits (SR28 09) and vegetables (SR28 11): produce eaten as it is. */
const PRODUCE_SOURCES = /^sr:(?:09|11)/;
const isProduce = (food: Food) => PRODUCE_SOURCES.test(food.source);
/** USDA's raw fruits (SR28 09). */
export const isRawFruit = (food: Food) => food.source.startsWith("sr:09");
/** USDA's fish and shellfish (SR28 15, FNDDS 26) and the catalog's raw fish of sushi. */
const FISH_SOURCES = /^(?:sr:15|fn:26)/;
/** A sushi roll: the catalog's rolls and sushi, FNDDS's sushi (58151xxx). */
const isSushi = (food: Food) =>
  food.id === "sushi" || food.id.startsWith("roll-") || food.source.startsWith("fn:58151");
/** "toast", and the breads that are toasted by the slice (catalog/index.ts, SPREAD_BY_THE_SLICE). */
const TOAST_STEM = stem("toast");
const TOASTED_BREADS: ReadonlySet<string> = new Set(
  [...SPREAD_BY_THE_SLICE].filter((id) => id === "bread" || id.startsWith("bread-") || id === "challah"),
);
/** The plain pita bread (SR28 18041), which a filled pita of the catalog ("chicken pita") is named apart from. */
const PLAIN_PITA = "pita";
/** What a chain calls an item sold with its sides and a drink ("big mac meal", "whopper combo"). */
const SET_MEAL_WORDS: ReadonlySet<string> = new Set(["meal", "combo"].map(stem));
/** Words that say a dish is made without meat ("veggie burger", "vegetable lo mein"). */
const MEATLESS_KIND: ReadonlySet<string> = new Set(["vegetable", "veggie", "veg"].map(stem));
/** Whether an element is a spoon: "tbsp", "tsp", "spoonful". */
const isSpoon = (e: Element) =>
  e.kind === "unit" && e.unit.kind === "volume" && (e.unit.unit === "tbsp" || e.unit.unit === "tsp");
/** Whether an element is a unit of weight: "50g", "2 oz". */
const isWeight = (e: Element) => e.kind === "unit" && e.unit.kind === "mass";
/** Foods a spoon measures whatever is typed before them: spreads, yogurts, soups ("a tbsp honey yogurt"). */
const SPOONED_KINDS = /\b(?:soup|stew|chili|curry|yogurt|yoghurt|sauce|dressing|syrup|butter|jam|spread|dip|cream)\b/i;
const spoonedDish = (food: Food) => SPOONED_KINDS.test(food.namesEn[0] ?? "");
/** Dishes English names by their filling, topping or flavour typed before them. */
const NAMED_BY_FILLING: ReadonlySet<string> = new Set(
  [
    // Takeout dishes named by their meat: "lamb biryani", "chicken shawarma", "beef lo mein" (decision 024).
    "biryani",
    "shawarma",
    "gyro",
    "souvlaki",
    "kebab",
    "satay",
    "fajita",
    "enchilada",
    "mein",
    "wrap",
    "sandwich",
    "sub",
    "burrito",
    "taco",
    "quesadilla",
    "pita",
    "soup",
    "pho",
    "ramen",
    "stew",
    "chili",
    "curry",
    "cookie",
    "cookies",
    "muffin",
    "cake",
    "pie",
    "pancake",
    "waffle",
    "bar",
    "bread",
    "bagel",
    "pizza",
    "burger",
    "hamburger",
    "omelette",
    "omelet",
    "smoothie",
    "shake",
  ].map(stem),
);
/** Flavours a food is sold in, typed before it ("vanilla yogurt", "honey ham", "chocolate milk"). */
const FLAVOUR_WORDS: ReadonlySet<string> = new Set(
  [
    "vanilla",
    "chocolate",
    "choc",
    "caramel",
    "honey",
    "maple",
    "cinnamon",
    "mint",
    "coconut",
    "lemon",
    "lime",
    "peanut",
  ].map(stem),
);
/** Fruits eaten as they are, never a flavour: "half an avocado meatballs" had lost the avocado. */
const NEVER_A_FLAVOUR: ReadonlySet<string> = new Set(["avocado", "olives"].map(stem));
const isFlavour = (food: Food, word: string) =>
  (FRUIT_SOURCES.test(food.source) && !NEVER_A_FLAVOUR.has(word)) || FLAVOUR_WORDS.has(word);

/** The sweet pie a bare "pie" is read as (catalog, sweets) and the meat pie of the catalog's recipes. */
const PIE_NAMED_NO_FURTHER = "pie-apple";
const MEAT_PIE = "pie-meat";
const MEATS: ReadonlySet<string> = new Set(["beef", "pork", "poultry", "lamb", "sausage"]);

/**
 * "pork pie", "steak pie", "beef pie": in English a meat typed before a bare "pie" is what the pie is filled with, a
 * meat pie; the pie named no further is the sweet apple one, and the meat was dropped into it.
 */
function savouryPie(db: Database, prev: FoodMatch, m: FoodMatch): Food | undefined {
  if (m.food.id !== PIE_NAMED_NO_FURTHER || m.to - m.from !== 1) return undefined;
  const group = groupOf(prev.food);
  if (group === undefined || !MEATS.has(group)) return undefined;
  return db.byId.get(MEAT_PIE);
}

/** Whether `m` is a side or a pouring of catalog SERVED_WITH_AN_ENGLISH_PIE, typed in English. */
function servedWithAnEnglishPie(m: FoodMatch, elements: Element[], text: string): boolean {
  if (!SERVED_WITH_AN_ENGLISH_PIE.has(m.food.id)) return false;
  return !isCyrillic(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end));
}

/** A sauce, gravy or dressing by its first English name (catalog or FNDDS). */
export function isSauce(food: Food): boolean {
  return /\b(?:sauce|gravy|dressing)\b/i.test(food.namesEn[0] ?? "");
}

/** Words naming a class of food whose kind may follow it: "рыба треска", "мясо говядина", "орешки кешью". */
const CLASS_WORDS: ReadonlySet<string> = new Set(
  [
    "рыба",
    "рыбка",
    "мясо",
    "птица",
    "орехи",
    "орешки",
    "колбаса",
    "колбаска",
    "сыр",
    "каша",
    "сок",
    "чай",
    "йогурт",
    // "конфеты 5 штук рафаэлло": sweets counted, then which ones; they were 60 g of chocolates beside one Raffaello.
    "конфеты",
    // "рафаэлло 2 конфетки": the diminutive counts them as the plain word does.
    "конфетка",
    // "кофе latte", "кофе капучино": a coffee drink named after the word coffee; read as the coffee, the latte was
    // folded into 2 kcal of it.
    "кофе",
    // "роллы, штук 8 филадельфии": the rolls named no further were a second set beside the Philadelphia ones.
    "роллы",
    "ролл",
    "суши",
    // "суп (борщ)", "суп солянка": a soup, then which one (its English names hold "soup"); a chicken soup was counted
    // beside the borscht.
    "суп",
    // "бичпакет роллтон": the cheap noodles named no further, then the maker whose brick it was (Роллтон's 60 g, not
    // Доширак's 90 g tray).
    "бичпакет",
    // "банка энергетика ред булл", "газировка фанта", "шоколадка твикс": the shelf a product stands on, then its
    // name (SHELVES says which products each holds).
    "энергетик",
    "газировка",
    "шоколадка",
  ].map((w) => stem(w)),
);

/**
 * The products a shelf word typed before a name holds, by what their English names say they are: an energy drink,
 * a soda, a chocolate bar. "банка энергетика ред булл" was a 330 ml energy drink beside the Red Bull, "газировка
 * фанта" a cola beside the Fanta, "шоколадка твикс" a 90 g slab beside the Twix (decision 024, follow-up: Russian
 * diary text). A drink of another kind after them ("энергетик вода") stays a second item.
 */
const SHELVES: ReadonlyMap<string, RegExp> = new Map(
  (
    [
      ["энергетик", /\benergy\b/],
      ["газировка", /\b(?:soda|cola|pop)\b/],
      ["шоколадка", /\b(?:chocolate|candy|bar|twix|snickers|bounty|kitkat|kit kat)\b/],
      // "шоколад 90 г альпен гольд": a bar of chocolate by its maker, said after the word for chocolate.
      ["шоколад", /\bchocolate\b/],
      // "шоколадный батончик твикс": the bar's shelf said with its adjective.
      ["батончик", /\b(?:chocolate|candy|twix|snickers|bounty|kitkat|kit kat|mars)\b/],
    ] as const
  ).map(([w, names]) => [stem(w), names]),
);

/**
 * "роллы, штук 8 филадельфии", "колбаса, 3 ломтика салями": a class word with no amount of its own, then a comma and the
 * amount of a kind of it, names the kind it goes on to count (as "колбаса салями" does side by side); it was a second
 * item of the generic food. The class word's words stay in the kind's item.
 */
export function classBeforeItsCountedKind(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  if (!isCyrillic(text)) return;
  for (let i = matches.length - 1; i >= 1; i--) {
    const cls = matches[i - 1]!;
    const kind = matches[i]!;
    const q = assigned.get(kind);
    if (assigned.has(cls) || !q || q.to !== kind.from || q.from < cls.to) continue;
    // "сыр 2 ломтика гауды": with no comma too, the count typed right after the class word.
    const between = elements.slice(cls.to, q.from);
    const comma =
      between.length === 1 &&
      between[0]!.kind === "separator" &&
      text.slice(between[0]!.start, between[0]!.end).trim() === ",";
    if (between.length > 0 && !comma) continue;
    // "курица гриль, 2 ножки": a bird, fish or meat named first, then a counted piece of the same kind, is that
    // piece of it, as "2 ножки курица гриль" is; once "ножка" was read alone it was a second chicken beside them.
    const pieceOfIt =
      kind.food.portion.unit === "piece" && groupOf(cls.food) !== undefined && groupOf(cls.food) === groupOf(kind.food);
    if (!pieceOfIt && !kindAfterClass(cls, kind, elements)) continue;
    kind.from = cls.from;
    matches.splice(i - 1, 1);
  }
}

const WHOLE = stem("whole");
/** A whole bird as roasted or sold, by its English names. */
const WHOLE_BIRD = /\b(?:rotisserie|roast|roasted|whole) (chicken|turkey)\b/;
/** A part of a bird, by the English words of a catalog name or an FNDDS description. */
const BIRD_PART = /\b(?:leg|legs|thigh|thighs|breast|breasts|wing|wings|drumstick|drumsticks|quarter)\b/;

/**
 * "costco rotisserie chicken, i ate a whole leg and thigh w skin": a whole bird named with no amount, then after a
 * comma the part of it that was eaten, is that part; it was a 150 g serving of the bird beside the part (658 kcal
 * against 305: decision 024, the fiftieth batch). The bird's words stay in the part's item.
 */
export function partOfTheBird(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  if (isCyrillic(text)) return;
  for (let i = matches.length - 1; i >= 1; i--) {
    const bird = matches[i - 1]!;
    const part = matches[i]!;
    if (assigned.has(bird)) continue;
    const comma = elements[bird.to];
    if (comma?.kind !== "separator" || text.slice(comma.start, comma.end).trim() !== ",") continue;
    // "…, a whole leg": an amount of the part, or a word of its size, between.
    const amountOnly = elements
      .slice(bird.to + 1, part.from)
      .every((e) => e.kind === "number" || (e.kind === "word" && (SIZE_STEMS.has(e.stem) || e.stem === WHOLE)));
    if (!amountOnly) continue;
    const whole = bird.food.namesEn.map((n) => WHOLE_BIRD.exec(n.toLowerCase())?.[1]).find(Boolean);
    const code = fnddsCodeOf(part.food.source);
    const partNames = [...part.food.namesEn, ...(code ? [fnddsName(code) ?? ""] : [])].map((n) => n.toLowerCase());
    if (!whole || !partNames.some((n) => n.includes(whole) && BIRD_PART.test(n))) continue;
    part.from = bird.from;
    matches.splice(i - 1, 1);
  }
}

/**
 * "орешки горсть, миндаль", "колбаса 50 г, докторская": a class word with its amount, then a comma and a kind of it said
 * with none and ending its item, names the kind that amount was of, as "горсть миндаля" does; it was the amount of the
 * generic food and a second, assumed portion of the kind (decision 024, follow-up: the forty-seventh batch).
 */
export function kindAfterCountedClass(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let i = matches.length - 1; i >= 1; i--) {
    const cls = matches[i - 1]!;
    const kind = matches[i]!;
    const q = assigned.get(cls);
    if (!q || assigned.has(kind) || q.to > kind.from) continue;
    const comma = Math.max(cls.to, q.to);
    // "конфеты 5 штук рафаэлло", "колбаса 3 куска докторской": the kind right after the class word's amount, with
    // no comma, is what was counted too; the sweets were 60 g of chocolates and one Raffaello beside them.
    const adjacent = q.from === cls.to && q.to === kind.from;
    const afterComma =
      comma + 1 === kind.from &&
      elements[comma]?.kind === "separator" &&
      text.slice(elements[comma]!.start, elements[comma]!.end).trim() === ",";
    if (!adjacent && !afterComma) continue;
    // In English only side by side: "yogurt 150g chobani", "cereal 40g cheerios" (decision 024, follow-up: absurd
    // readings, seeds 2 to 5); each was counted twice, as the class and as its kind.
    if (!adjacent && !isCyrillic(text)) continue;
    const after = elements[kind.to];
    // "шоколад 90г альпен гольд половина": a word no food begins may still end the item (a share, a size).
    const endsItem =
      after === undefined ||
      after.kind === "separator" ||
      (after.kind === "connector" && after.and) ||
      (adjacent &&
        after.kind === "word" &&
        !matches.some((m) => m.from === kind.to) &&
        endsAfter(elements, kind.to + 1));
    if (!endsItem) continue;
    // "колбаса 50 г, докторская": the class word alone may already be read as that kind.
    const same = cls.food === kind.food && cls.to - cls.from === 1 && CLASS_WORDS.has(stemAt(elements, cls.from));
    if (!same && !kindAfterClass(cls, kind, elements)) continue;
    kind.from = cls.from;
    assigned.delete(cls);
    assigned.set(kind, q);
    matches.splice(i - 1, 1);
  }
}

/**
 * "рафаэлло 2 конфетки", "ферреро роше 3 конфеты": a kind named with no amount, then a count of the class it is a kind
 * of, is that many of the kind, as "конфеты 5 штук рафаэлло" is (kindAfterCountedClass); the count went to a second
 * item of generic chocolates beside an assumed portion of the kind (decision 024, follow-up: Russian diary text, a
 * third sweep). The class word's words stay in the kind's item.
 */
export function kindBeforeItsCountedClass(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  if (!isCyrillic(text)) return;
  for (let i = matches.length - 1; i >= 1; i--) {
    const kind = matches[i - 1]!;
    const cls = matches[i]!;
    const q = assigned.get(cls);
    if (!q || assigned.has(kind) || q.from !== kind.to || q.to !== cls.from) continue;
    if (!endsAfter(elements, cls.to) || !kindAfterClass(cls, kind, elements)) continue;
    kind.to = cls.to;
    assigned.delete(cls);
    assigned.set(kind, q);
    matches.splice(i, 1);
  }
}

/**
 * "oreos (3 cookies)", "a nature valley bar (2 bars)", "печенье юбилейное (3 печенья)": a count in brackets right after
 * a food said with no amount, of a word its names are headed by, is that food's count said again; it was a second item
 * of generic cookies or bars beside the first (532 kcal for three Oreos; decision 024, follow-up: absurd readings,
 * seeds 2 to 5). The bracketed words stay the food's.
 */
export function countRestatedInBrackets(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let i = matches.length - 1; i >= 1; i--) {
    const food = matches[i - 1]!;
    const said = matches[i]!;
    const q = assigned.get(said);
    // "a nature valley bar (2 bars)": the article before the food is no amount of its own.
    const before = assigned.get(food);
    const article =
      before !== undefined &&
      before.to === food.from &&
      before.to - before.from === 1 &&
      /^(?:an?|one)$/i.test(text.slice(elements[before.from]!.start, elements[before.from]!.end));
    if (!q || (before && !article) || q.to !== said.from || q.unit !== undefined) continue;
    const open = elements[food.to];
    const close = elements[said.to];
    if (food.to + 1 !== q.from || open?.kind !== "separator" || text.slice(open.start, open.end).trim() !== "(")
      continue;
    if (close !== undefined && !(close.kind === "separator" && text.slice(close.start, close.end).trim() === ")"))
      continue;
    const word = stemAt(elements, said.to - 1);
    const names = [...food.food.namesEn, ...food.food.namesRu].map((n) => n.toLowerCase());
    if (said.to - said.from !== 1 || word === "" || !names.some((n) => wordsOf(n).some((w) => stem(w) === word)))
      continue;
    food.to = said.to;
    assigned.set(food, q);
    assigned.delete(said);
    matches.splice(i, 1);
  }
}

/** Whether the element at `k` ends an item: nothing, a separator, or "и"/"and" joining the next. */
function endsAfter(elements: Element[], k: number): boolean {
  const e = elements[k];
  return e === undefined || e.kind === "separator" || (e.kind === "connector" && e.and === true);
}

/**
 * English words naming a class of food whose kind a diary may type after it ("fish cod", "cheese brie"). "chicken"
 * is left out: typed first it names a dish's filling ("chicken rice"), not a class.
 */
const ENGLISH_CLASS_WORDS: ReadonlySet<string> = new Set(
  [
    "fish",
    "steak",
    "meat",
    "cheese",
    "nuts",
    "sausage",
    "sausages",
    "coffee",
    "tea",
    "juice",
    "yogurt",
    "yoghurt",
    "cereal",
    "chocolate",
  ].map((w) => stem(w)),
);

/**
 * USDA's own grouping of foods whose every member is a kind of one class word: SR28's food group (the first two
 * digits of the NDB number) and FNDDS's (the first two of the food code) for fish, nuts and seeds, meats and
 * sausages. Groups that hold unlike foods (dairy and egg, fruits and juices, beverages) are left out.
 */
const KIND_GROUPS: Readonly<Record<string, string>> = wordTable({
  "sr:15": "fish",
  "fn:26": "fish",
  "sr:12": "nuts",
  "fn:42": "nuts",
  "sr:13": "beef",
  // SR28's later beef records are numbered 23xxx, though in the same group 13 (ground beef, sr:23572).
  "sr:23": "beef",
  "fn:21": "beef",
  "sr:10": "pork",
  "fn:22": "pork",
  "sr:05": "poultry",
  "fn:24": "poultry",
  "sr:17": "lamb",
  "fn:23": "lamb",
  "sr:07": "sausage",
  "fn:25": "sausage",
});

/** FNDDS's coffee drinks (921…), each a kind of coffee ("кофе cappuccino", "кофе flat white") as black coffee is. */
const COFFEE_DRINKS = /^fn:921/;
const BLACK_COFFEE = "sr:14209";

const groupOf = (f: Food) =>
  f.source === BLACK_COFFEE || COFFEE_DRINKS.test(f.source) ? "coffee" : KIND_GROUPS[f.source.slice(0, 5)];

const SOUP_WORD = stem("суп");

/** Russian and English words that join a name's parts: what follows says what the food is made with, not its kind. */
const JOINS: ReadonlySet<string> = new Set([
  "с",
  "со",
  "на",
  "в",
  "во",
  "из",
  "без",
  "и",
  "под",
  "with",
  "and",
  "without",
  "in",
  "on",
  "over",
  "of",
]);

/** A name's words up to the first joining word: "кофе с молоком" is a kind of coffee, not of milk. */
const headWords = (words: string[]) => {
  const k = words.findIndex((w) => JOINS.has(w));
  return k < 0 ? words : words.slice(0, k);
};

/**
 * Whether `kind` is a food of the class the single word `cls` names ("колбаса салями", "рыба треска", "каша
 * гречка"): the kind's names say so ("сырокопчёная колбаса", "гречневая каша", "мясо курицы"), its English names
 * hold the class food's head word ("gouda cheese"), or USDA files both in one group of KIND_GROUPS (cod and fish) or
 * both are coffee.
 * "рыба рис" and "мясо картошка" are no kind of each other and stay a list (decision 024).
 */
function kindAfterClass(cls: FoodMatch, kind: FoodMatch, elements: Element[], cookedToo = false): boolean {
  // "рыба запечённая минтай", "рыба жареная хек": with `cookedToo`, the class word said with how the food was cooked.
  const cooked = cookedToo && cls.to - cls.from === 2 && !cls.absorbed && elements[cls.from + 1]?.kind === "word";
  const word = cls.to - cls.from === 1 || cooked ? stemAt(elements, cls.from) : "";
  // A shelf word said with one word before it ("шоколадный батончик") names the shelf as the word alone does.
  const shelfSaid = cls.to - cls.from <= 2 ? SHELVES.get(stemAt(elements, cls.to - 1)) : undefined;
  if (
    shelfSaid !== undefined &&
    cls.food !== kind.food &&
    kind.food.namesEn.some((n) => shelfSaid.test(n.toLowerCase()))
  )
    return true;
  if (!(CLASS_WORDS.has(word) || ENGLISH_CLASS_WORDS.has(word)) || cls.food === kind.food) return false;
  if (word === SOUP_WORD && isSoup(kind.food)) return true;
  const classStems = new Set([
    word,
    ...cls.food.namesRu.filter((n) => !/\s/.test(n)).map((n) => stem(n.toLowerCase().replace(/ё/g, "е"))),
  ]);
  if (kind.food.namesRu.some((n) => headWords(wordsOf(n)).some((w) => classStems.has(stem(w))))) return true;
  const englishHead = headWords(wordsOf(cls.food.namesEn[0] ?? "")).at(-1);
  if (
    englishHead !== undefined &&
    englishHead.length > 2 &&
    kind.food.namesEn.some((n) => headWords(wordsOf(n)).some((w) => stem(w) === stem(englishHead)))
  ) {
    return true;
  }
  const group = groupOf(cls.food);
  return group !== undefined && group === groupOf(kind.food);
}

const RUSSIAN = stem("russian");

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/ё/g, "е")
    .split(/[^a-zа-я0-9]+/)
    .filter(Boolean);

/**
 * "гречка котлета", "чай печенье", "пюре котлета": in Russian two foods each typed whole by one of its own names,
 * side by side with nothing between, are a list as a diary is kept, not one dish; the second was dropped. They stay
 * one food where the second is a kind of the first, shares a word with the first's names or the first's with its
 * own ("колбаса салями", "чай каркаде", "сыр гауда"), or the first names a class of food ("рыба треска").
 */
function listedApart(prev: FoodMatch, m: FoodMatch, elements: Element[], text: string, db?: Database): boolean {
  if (m.absorbed || m.madeOf) return false;
  if (makerOnly(prev, elements) || makerOnly(m, elements)) return false;
  // The first food is read up to what it absorbed ("яичница из 2 яиц" is "яичница"), in any form: after a count
  // it is in the genitive ("2 бутерброда с сыром котлета"); the second is typed as itself.
  const typed = (x: FoodMatch) =>
    wordsOf(text.slice(elements[x.from]!.start, elements[(x.absorbed?.[0]?.from ?? x.to) - 1]!.end));
  // "каша гречневая" is "гречневая каша" typed in the other order: a name is its words in any order.
  const sorted = (words: string[]) => [...words].sort().join(" ");
  // A diminutive is typed as its plain word ("1/2 банана сырнички": the сырники had been folded into the banana);
  // any other word only as typed, since a name in another case ("стейк лосося") is a part of the first.
  const diminutive = (w: string) => (db ? plainStem(db.vocabularySet, stem(w)) : undefined);
  const plain = (words: string[]) =>
    words.some((w) => diminutive(w) !== undefined) ? sorted(words.map((w) => diminutive(w) ?? stem(w))) : undefined;
  // "щи гречку", "чай конфету": a feminine name in the accusative, as a diary says what was eaten, is the name
  // typed as itself; no genitive ends so, so it is never a part of the first ("стейк лосося"). After "к" or "по"
  // the same ending is a dative ("крекеры к пиву"), what the first was had with.
  const gap = text.slice(elements[prev.to - 1]!.end, elements[m.from]!.start);
  const dative = wordsOf(gap).some((w) => DATIVE_PREPOSITIONS.has(w));
  const accusative = (words: string[]) => (dative ? undefined : sorted(words.map(nominativeOfAccusative)));
  const named = (x: FoodMatch, words: string[]) =>
    x.food.namesRu.some(
      (n) =>
        sorted(wordsOf(n)) === sorted(words) ||
        sorted(wordsOf(n)) === accusative(words) ||
        sorted(wordsOf(n).map((w) => stem(w))) === plain(words),
    );
  const a = typed(prev);
  const b = typed(m);
  // A typo the catalog corrected ("кортошка жареная") is typed as itself too.
  if (!named(m, b) && m.fuzzyWords === 0) return false;
  // "рыба запечённая минтай": one fish, read as the cooked class food the cooking word picks ("хек жареный" is the
  // catalog's fried fish too); it was two fishes of 150 g.
  if (prev.food === m.food || kindAfterClass(prev, m, elements, true)) return false;
  const kindWord = prev.to - prev.from === 1 ? KIND_IN_ENGLISH.get(stemAt(elements, prev.from)) : undefined;
  if (kindWord && m.food.namesEn.some((n) => wordsOf(n).includes(kindWord))) return false;
  // Only the kind words count, each name's words before "с"/"на"/"with": milk in "кофе с молоком" and in "каша на
  // молоке" is what both are made with, not a kind they share, and "кофе с молоком каша" had lost the porridge.
  const stemsOfNames = (f: Food) =>
    new Set([...f.namesRu, ...f.namesEn].flatMap((n) => headWords(wordsOf(n)).map((w) => stem(w))));
  const bNames = stemsOfNames(m.food);
  const aNames = stemsOfNames(prev.food);
  const kind = (w: string) => w.length > 2 && !COOKED.has(stem(w));
  const shares = (typed: string[], names: Set<string>) => headWords(typed).some((w) => kind(w) && names.has(stem(w)));
  if (shares(a, bNames) || shares(b, aNames)) return false;
  // "картошка пюре": the first English names share the kind ("potato"). What follows "with" is what a food is made
  // with: "tea with sugar" and "oatmeal with milk" share no kind, nor "coffee with milk" and "oatmeal with milk".
  const english = (f: Food) => headWords(wordsOf(f.namesEn[0] ?? "")).map((w) => stem(w));
  const aEnglish = english(prev.food);
  const bEnglish = english(m.food);
  // "russian" marks where a catalog row's food is the Russian one ("russian kefir"), not its kind.
  const shared = (w: string) => w.length > 2 && w !== RUSSIAN && !COOKED.has(w);
  // The kind is the name's last word, its noun: "chicken soup" and "chicken plov" share only what they are made
  // of, and "суп плов" had lost the plov into the soup.
  const nounA = aEnglish.at(-1);
  const nounB = bEnglish.at(-1);
  return !(
    (nounB !== undefined && shared(nounB) && aEnglish.includes(nounB)) ||
    (nounA !== undefined && shared(nounA) && bEnglish.includes(nounA))
  );
}

/** Prepositions after which a food's "-у"/"-ю" ending is a dative, not an accusative. */
const DATIVE_PREPOSITIONS: ReadonlySet<string> = new Set(["к", "ко", "по"]);

/**
 * The nominative of a feminine noun or adjective typed in the accusative ("гречку" → "гречка", "жареную" →
 * "жареная", "булочку" → "булочка"); any other word is returned as typed.
 */
function nominativeOfAccusative(word: string): string {
  if (word.endsWith("ую")) return `${word.slice(0, -2)}ая`;
  if (word.endsWith("юю")) return `${word.slice(0, -2)}яя`;
  if (word.length > 2 && word.endsWith("у")) return `${word.slice(0, -1)}а`;
  if (word.length > 2 && word.endsWith("ю")) return `${word.slice(0, -1)}я`;
  return word;
}

/**
 * How a food was cooked says nothing of its kind: "яичница" (fried eggs) and "картошка жареная" (fried potatoes) are
 * two foods; the potatoes had been dropped.
 */
const COOKED: ReadonlySet<string> = new Set(
  [
    "fried",
    "boiled",
    "baked",
    "roasted",
    "grilled",
    "steamed",
    "stewed",
    "smoked",
    "жареная",
    "вареная",
    "печеная",
    "тушеная",
    "копченая",
  ].map(stem),
);

/**
 * Dairy makers whose name alone the catalog reads as their best-known product ("агуша", "растишка" a fruit curd
 * dessert, "активиа" a fruit yoghurt), though each sells kefir, yoghurt, milk and curd under it. Typed beside another
 * dairy food ("йогурт агуша 1 шт", "кефир агуша 200 мл", "растишка йогурт питьевой") the name says who made that
 * food: it was read as a second food (a 110 kcal fruit curd beside the yoghurt).
 */
const MAKERS_NAMING_A_PRODUCT: ReadonlySet<string> = new Set(
  [
    "агуша",
    "растишка",
    "активиа",
    "активия",
    "данон",
    "даниссимо",
    "эрмигурт",
    "имунеле",
    "эрманн",
    "эпика",
    "epica",
    // "чудо" names no food alone; "чудо йогурт персик" is the peach one.
    "чудо",
    // Baby food makers named by their purée, who sell juice, porridge and curd too ("фрутоняня сок").
    "фрутоняня",
    "гербер",
  ].map((w) => stem(w)),
);

/** Whether a match is only a maker's name of MAKERS_NAMING_A_PRODUCT. */
function makerOnly(x: FoodMatch, elements: Element[]): boolean {
  if (x.absorbed || x.madeOf) return false;
  const words = elements.slice(x.from, x.to).filter((e) => e.kind === "word");
  return words.length > 0 && words.every((e) => MAKERS_NAMING_A_PRODUCT.has(e.stem));
}

/**
 * Of two neighbouring matches one of which is a maker's name, the one whose food is kept: the other food, unless
 * that food's typed words are in the maker's product's own names ("творожок растишка" is the fruit curd dessert, not
 * the 180 g pack of творог "творожок" alone is).
 */
function makerBeside(prev: FoodMatch, m: FoodMatch, elements: Element[]): FoodMatch | undefined {
  const [maker, other] = makerOnly(m, elements) ? [m, prev] : makerOnly(prev, elements) ? [prev, m] : [];
  if (!maker || !other || makerOnly(other, elements)) return undefined;
  // "даниссимо клубника": a fruit after the maker's name is its flavour (flavoursAfterAMaker).
  if (maker === prev && isRawFruit(other.food)) return maker;
  const productStems = new Set(maker.food.namesRu.flatMap((n) => wordsOf(n).map((w) => stem(w))));
  const typed = elements.slice(other.from, other.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
  return typed.length > 0 && typed.every((w) => productStems.has(w)) ? maker : other;
}

const EGG_STEM = stem("egg");
/** A large egg as the catalog weighs it ("egg": piece 50). */
export const EGG_GRAMS = 50;
/** Words that name a dish made of eggs, in the food's own names or FNDDS's description. */
const EGG_DISH_WORDS: ReadonlySet<string> = new Set([
  "omelet",
  "omelette",
  "omelets",
  "omelettes",
  "scrambled",
  "frittata",
  "омлет",
  "яичница",
  "болтунья",
]);

const EGG_WHITE_ID = "egg-white";
/** Whether an egg dish is already one of whites ("белковый омлет", "egg white omelet"). */
function whiteDish(food: Food): boolean {
  return food.namesEn.some((name) => /\begg whites?\b/i.test(name));
}

/** Whether a food is a dish made of eggs ("omelet", FNDDS's "Egg omelet or scrambled egg, with cheese"). */
function eggDish(food: Food): boolean {
  return [...food.namesEn, ...food.namesRu].some((name) =>
    name
      .toLowerCase()
      .split(/[^a-zа-яё]+/)
      .some((w) => EGG_DISH_WORDS.has(w)),
  );
}

/**
 * "омлет с сыром из 3 яиц", "яичница с колбасой из двух яиц": the eggs counted after "из" are the egg dish's named
 * before "с", not what its cheese or sausage was made of (the cheese was three eggs' weight, 150 g). They stay an item
 * here, and the count goes to the dish as "омлет с сыром 3 яйца" does (quantities.ts).
 */
function eggsOfTheDishBefore(out: FoodMatch[], eggs: FoodMatch, elements: Element[]): boolean {
  const prev = out[out.length - 1];
  const dish = out[out.length - 2];
  if (!prev || !dish || eggsOf(prev.food, eggs.food) || !eggsOf(dish.food, eggs.food)) return false;
  const link = elements.slice(dish.to, prev.from);
  return link.length === 1 && link[0]!.kind === "connector" && !link[0]!.and;
}

/** Whether the match before `eggs` is what the egg dish before it was served on: "scrambled eggs on toast". */
function servedOnBefore(out: FoodMatch[], eggs: FoodMatch, elements: Element[], text: string): boolean {
  const prev = out[out.length - 1];
  const dish = out[out.length - 2];
  if (!prev || !dish || eggsOf(prev.food, eggs.food) || !eggsOf(dish.food, eggs.food)) return false;
  const from = elements[dish.to - 1]!.end;
  return /^\s+on\s+(?:an?\s+)?$/i.test(text.slice(from, elements[prev.from]!.start));
}

/** Whether `ingredient` is the eggs an egg dish is made of. */
export function eggsOf(dish: Food, ingredient: Food): boolean {
  return ingredient.id === "egg" && dish.id !== "egg" && eggDish(dish);
}

/** The egg a count of eggs weighs by: a whole egg of EGG_GRAMS, whatever the dish. */
function eggFood(dish: Food): Food {
  return { ...dish, units: { piece: EGG_GRAMS }, portion: { unit: "piece", grams: EGG_GRAMS } };
}

/**
 * Whether every word typed for `named` (right after `dish`) is a word of an English name of one of the main parts of
 * the dish's recipe: "rice beans" of a burrito bowl of rice and black beans. A word before a part's word that names a
 * kind of it with that word ("brown rice", "pinto beans") says which the bowl held: "burrito bowl chicken brown rice
 * black beans" had been the bowl and FNDDS's black beans and brown rice beside it, its parts counted twice.
 */
function typedParts(db: Database, dish: FoodMatch, named: FoodMatch, elements: Element[]): boolean {
  if (!dish.food.components) return false;
  const parts = dish.food.components.flatMap(({ id, share }) => {
    const part = share >= MAIN_COMPONENT_SHARE ? db.byId.get(id) : undefined;
    return part ? part.namesEn.flatMap((n) => wordsOf(n).map((w) => stem(w))) : [];
  });
  const typed = elements.slice(named.from, named.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
  const kindOfPart = (w: string, next: string | undefined) =>
    next !== undefined && parts.includes(next) && (db.aliases.get(aliasKey([w, next]))?.length ?? 0) > 0;
  return typed.length > 0 && typed.every((w, i) => parts.includes(w) || kindOfPart(w, typed[i + 1]));
}

/** An ingredient at least this share of a recipe's raw weight is one of the dish's main parts. */
const MAIN_COMPONENT_SHARE = 0.1;

/** Whether `named` is one of the main parts of `dish`'s recipe: the same food, or one whose English names contain
 * every word of its own ("chicken" → "grilled chicken", "beans" → "black beans", not "cream cheese" → "sour cream"). */
function isMainPartOf(db: Database, named: Food, dish: Food): boolean {
  const words = (named.namesEn[0] ?? named.id).split(" ");
  return (dish.components ?? []).some(({ id, share }) => {
    if (share < MAIN_COMPONENT_SHARE) return false;
    if (id === named.id) return true;
    const part = db.byId.get(id);
    // "tea without sugar" names tea, not sugar.
    const naming = (name: string) => !/\b(without|no)\b/.test(name);
    return !!part?.namesEn.some((name) => naming(name) && words.every((w) => name.split(" ").includes(w)));
  });
}

/**
 * "вок с лапшой", "вок с курицей и лапшой удон": a part said after "с" whose every word the dish's own name heads with
 * ("лапша вок", "удон вок") is the dish itself, not a second serving of it; the wok's noodles were 200 g of egg
 * noodles beside it (decision 024, follow-up: Russian diary text). Words after "без" or "с" in a name ("чай без
 * сахара") are no head.
 */
function namedInTheDish(m: FoodMatch, dish: Food, elements: Element[]): boolean {
  if (m.food === dish) return false;
  const heads = new Set(dish.namesRu.flatMap((n) => headWords(wordsOf(n)).map((w) => stem(w))));
  // A Latin word typed into a Russian name ("лапшой udon") only says which noodles; the Russian words name the part.
  const words = elements
    .slice(m.from, m.to)
    .flatMap((e) => (e.kind === "word" && !/^[a-z]+$/.test(e.stem) ? [e.stem] : []));
  return words.length > 0 && words.every((w) => heads.has(w));
}

/** The catalog ids of one kind of dressing: a salad dressed with one is not dressed again by another of its ids. */
const DRESSING_KINDS: readonly RegExp[] = [
  /(?:^|-)mayonnaise$/,
  /^oil-|(?:^|-)butter$/,
  // "a big salad with mixed greens, cucumber, tomato": the leaves a salad is made on, said by their kind, are its
  // lettuce; the greens were no part of the garden salad's recipe, which left the list closed, and the cucumber and
  // the tomato were counted beside the salad (decision 024, follow-up "English meals told as sentences").
  /^(?:lettuce|romaine|mixed-greens|arugula|spinach)$/,
];

/**
 * "оливье с майонезом", "салат из свёклы с чесноком и майонезом", "винегрет с маслом": a salad the catalog makes by
 * its recipe, said with its own dressing or any other part of that recipe, is that salad; the mayonnaise it is made
 * with was counted a second time beside it (93 kcal on 380). Only salads: the sour cream served on a curd bake, or the
 * butter on блины, is more than their batter holds.
 */
function inTheSaladsRecipe(named: Food, dish: Food): boolean {
  if (!dish.components || !dish.namesEn.some((n) => /\bsalad\b/.test(n.toLowerCase()))) return false;
  // A salad the catalog also keeps undressed is read without its own dressing and with the one named (dressingOil).
  if (SALADS_UNDRESSED[dish.id] !== undefined) return false;
  const kind = DRESSING_KINDS.find((k) => k.test(named.id));
  return dish.components.some(({ id }) => id === named.id || kind?.test(id) === true);
}

/** USDA's groups of meat, poultry and fish (KIND_GROUPS): the protein a dish is built round. */
const PROTEIN_GROUPS: ReadonlySet<string> = new Set(["fish", "poultry", "beef", "pork", "lamb"]);

/**
 * "поке с тунцом", "боул с курицей", "цезарь с креветками": a dish built round one meat or fish (a main part of its
 * recipe), said "с" another, is that dish made with the other: the one named takes the place of the recipe's, it is
 * not a second serving beside it (the поке was read with 120 g of tuna added).
 */
function proteinInstead(db: Database, named: Food, dish: Food): boolean {
  const group = groupOf(named);
  if (group === undefined || !PROTEIN_GROUPS.has(group)) return false;
  return (dish.components ?? []).some(({ id, share }) => {
    const part = share >= MAIN_COMPONENT_SHARE ? db.byId.get(id) : undefined;
    const partGroup = part ? groupOf(part) : undefined;
    return partGroup !== undefined && PROTEIN_GROUPS.has(partGroup);
  });
}

/** Whether a weight starts at `k`: a number with a unit of mass, or a bare number past any count. */
function weightAt(elements: Element[], k: number): boolean {
  const n = elements[k];
  if (n?.kind !== "number") return false;
  const unit = elements[k + 1];
  return unit?.kind === "unit" ? unit.unit.kind === "mass" : n.value > MAX_COUNT_BEFORE_GRAMS;
}

/** What one piece of a food weighs: its piece, else its usual portion. */
const pieceGrams = (food: Food) => food.units.piece ?? food.portion.grams;

/** Whether a count of pieces starts at `k`: a whole number a diary counts by, bare or with a unit of pieces. */
function piecesAt(elements: Element[], k: number): boolean {
  const n = elements[k];
  if (n?.kind !== "number" || !Number.isInteger(n.value) || n.value > MAX_COUNT_BEFORE_GRAMS) return false;
  const unit = elements[k + 1];
  return unit?.kind !== "unit" || (unit.unit.kind === "portion" && unit.unit.unit === "piece");
}

/** Plates, bowls and servings, the measures a dish is eaten by: "тарелка", "2 миски", "порцию". */
const DISH_MEASURES: ReadonlySet<string> = new Set(["plate", "bowl", "serving"]);

/** Whether a plate, a bowl or a serving (after a number or alone) is typed at `k`. */
function dishMeasureAt(elements: Element[], k: number): boolean {
  const at = elements[k]?.kind === "number" ? elements[k + 1] : elements[k];
  return at?.kind === "unit" && at.unit.kind === "portion" && DISH_MEASURES.has(at.unit.unit);
}

/** The most a bare number counts before a diary means grams by it ("гречка 200"). */
const MAX_COUNT_BEFORE_GRAMS = 20;

/** "мясо" in any case: meat of no named kind. */
const MEAT_STEM = stem("мясо");

/**
 * "борщ с мясом", "щи с мясом тарелка", "жаркое с мясом": meat of no named kind said "с" a soup or stew whose recipe
 * is cooked with meat, at any share, is that recipe's meat; it was 120 g of beef (282 kcal) beside a plate of borscht
 * that holds its own.
 */
function meatOfItsRecipe(db: Database, named: FoodMatch, dish: Food, elements: Element[]): boolean {
  const cookedWith = (groups: ReadonlySet<string>) =>
    (dish.components ?? []).some(({ id }) => {
      const part = db.byId.get(id);
      const group = part ? groupOf(part) : undefined;
      return group !== undefined && groups.has(group);
    });
  const soup = isSoup(dish);
  // "окрошка с мясом": the meat of a soup cooked with sausage, as meat okroshka is.
  if (named.to - named.from === 1 && stemAt(elements, named.from) === MEAT_STEM) {
    return cookedWith(PLAIN_MEATS) || (soup && cookedWith(MEATS));
  }
  // "окрошка с колбасой", "щи с курицей", "рассольник с говядиной": a soup cooked with meat or sausage, said "с" a
  // meat, a bird or a sausage, is that soup made with it; it was a 120 g serving of chicken (198 kcal) or a slice of
  // sausage beside a plate of soup that holds its own (decision 024, follow-up: Russian diary text, a third sweep).
  return soup && meatOrSausage(named.food) && cookedWith(MEATS);
}

/** USDA's groups of meat and poultry (KIND_GROUPS), fish and sausage left out: what "мясо" names. */
const PLAIN_MEATS: ReadonlySet<string> = new Set(["poultry", "beef", "pork", "lamb"]);

/** A meat, a bird or a sausage by its USDA group, or a label's sausage or ham by its English name; never a dish. */
function meatOrSausage(food: Food): boolean {
  const group = groupOf(food);
  if (group !== undefined) return MEATS.has(group);
  return !food.components && /\b(?:sausage|ham|bacon|meat)\b/.test(food.namesEn[0] ?? "");
}

/**
 * "шаверма в сырном лаваше": the one word read as no food between "в" and the wrapper says what kind of wrapper it is
 * (the text between them is checked by the caller), and leaves it the dish's wrapper.
 */
function wordOfTheWrapper(between: Element[]): boolean {
  return between.length === 1 && between[0]!.kind === "word";
}

/**
 * "шаурма в сырном лаваше": the dish's name took "в сырном" ("шаурма в сырном" is the cheese шаурма), and the wrapper's
 * own word follows it with nothing between, so "в" still says what the dish comes wrapped in.
 */
function wrapperNamedInTheDish(text: string, elements: Element[], dish: FoodMatch, m: FoodMatch): boolean {
  if (!/^\s+$/.test(text.slice(elements[dish.to - 1]!.end, elements[m.from]!.start))) return false;
  return /\sво?\s+\p{L}+$/iu.test(text.slice(elements[dish.from]!.start, elements[dish.to - 1]!.end));
}

/**
 * Whether the words typed for `named` are a Russian name of one of the main parts of `dish`'s recipe: "лаваше" is
 * the шаурма's лаваш whichever of the catalog's rows of лаваш the word was read as.
 */
function namesAMainPart(db: Database, named: FoodMatch, dish: Food, elements: Element[]): boolean {
  const typed = elements.slice(named.from, named.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
  if (typed.length === 0) return false;
  return (dish.components ?? []).some(({ id, share }) => {
    const part = share >= MAIN_COMPONENT_SHARE ? db.byId.get(id) : undefined;
    return !!part?.namesRu.some((n) => {
      const stems = wordsOf(n).map((w) => stem(w));
      return typed.every((w) => stems.includes(w));
    });
  });
}

/**
 * Whether the dish's USDA record says it is served with the food named ("nachos with cheese" is FNDDS's "Nachos with
 * cheese", "chili with beans" its "Chili con carne with beans"): every word typed, or every word of the food's English
 * name where it was typed in Russian ("начос с сыром"), is in what the record holds (database.ts, Food.holds).
 */
function heldByItsRecord(named: FoodMatch, dish: Food, elements: Element[]): boolean {
  const held = dish.holds;
  if (!held) return false;
  // "parfait with berries", "stir fry with broccoli": a record made with fruit or with vegetables holds the one named.
  if (held.includes(FRUIT_STEM) && isRawFruit(named.food)) return true;
  if (held.includes(VEGETABLES_STEM) && VEGETABLE_SOURCE.test(named.food.source)) return true;
  const typed = elements
    .slice(named.from, named.to)
    .flatMap((e) => (e.kind === "word" ? [HELD_AS[e.stem] ?? e.stem] : []));
  const english = (named.food.namesEn[0] ?? "").split(" ").map(stem);
  return [typed, english].some((stems) => stems.length > 0 && stems.every((s) => held.includes(s)));
}

/** The heads of what a bowl is served over ("brown rice", "jasmine rice", "soba noodles"). */
const BASE_HEADS: ReadonlySet<string> = new Set(["rice", "noodles", "quinoa"].map(stem));

/**
 * "teriyaki chicken bowl with brown rice", "poke bowl with brown rice": the rice or noodles a dish is served over, said
 * after "with" by its kind, is the dish's own base (a main part of its recipe, or a word of its USDA record), never a
 * second serving beside it; the 180 g of rice had been counted again beside the 499 g bowl.
 */
function baseByItsKind(db: Database, named: Food, dish: Food): boolean {
  const head = stem(wordsOf(named.namesEn[0] ?? "").at(-1) ?? "");
  if (!BASE_HEADS.has(head)) return false;
  if (dish.holds?.includes(head)) return true;
  // FNDDS's bowl names its base among its parts ("Chicken or turkey, rice, and vegetables …", the teriyaki bowl).
  const code = fnddsCodeOf(dish.source);
  const record = code ? fnddsName(code) : undefined;
  if (record && wordsOf(record.replace(/\([^()]*\)/g, " ")).some((w) => stem(w) === head)) return true;
  return (dish.components ?? []).some(({ id, share }) => {
    const part = share >= MAIN_COMPONENT_SHARE ? db.byId.get(id) : undefined;
    return part !== undefined && stem(wordsOf(part.namesEn[0] ?? "").at(-1) ?? "") === head;
  });
}

/** Words said for what USDA's records word otherwise: a cake's frosting is FNDDS's "icing" ("Cupcake, with icing"). */
const HELD_AS: Readonly<Record<string, string>> = wordTable({ [stem("frosting")]: stem("icing") });

/** SR28's vegetable group and FNDDS's vegetable codes. */
const VEGETABLE_SOURCE = /^(?:sr:11|fn:7)/;
/** The words by which a USDA record says it holds fruit or vegetables ("Yogurt parfait, low fat, with fruit"). */
const FRUIT_STEM = stem("fruit");
const VEGETABLES_STEM = stem("vegetables");

/** The stems of the words typed for a match. */
function typedStems(named: FoodMatch, elements: Element[]): string[] {
  return elements.slice(named.from, named.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
}

/**
 * "pot roast with carrots and potatoes", "beef stew with potatoes and carrots": a vegetable the dish's recipe is
 * cooked with, named after "with", is the dish's own whatever its share of the recipe; it was a second serving beside
 * it. Only vegetables: the butter on pancakes or an egg beside them is more than their batter holds.
 */
function vegetableOfItsRecipe(db: Database, named: FoodMatch, dish: Food, elements: Element[]): boolean {
  if (!dish.components || !VEGETABLE_SOURCE.test(named.food.source)) return false;
  const typed = typedStems(named, elements);
  if (typed.length === 0) return false;
  return dish.components.some(({ id }) => {
    const part = db.byId.get(id);
    if (!part || !VEGETABLE_SOURCE.test(part.source)) return false;
    return part.namesEn.some((n) => {
      const stems = wordsOf(n).map((w) => stem(w));
      return typed.every((w) => stems.includes(w));
    });
  });
}

/** The stems of the words of SERVED_TOPPED_WITH's toppings, by dish. */
const TOPPING_STEMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SERVED_TOPPED_WITH).map(([id, names]) => [id, new Set(names.flatMap((n) => wordsOf(n).map(stem)))]),
);

/**
 * Whether every word typed for `named` is of the toppings the dish is served with under its own name (catalog
 * SERVED_TOPPED_WITH): "sour cream bacon" typed without a comma is read as one match.
 */
function toppedAsServed(named: FoodMatch, dish: Food, elements: Element[]): boolean {
  const toppings = TOPPING_STEMS.get(dish.id);
  const typed = toppings ? typedStems(named, elements) : [];
  return typed.length > 0 && typed.every((w) => toppings!.has(w));
}

/**
 * "кофе на молоке", "какао на молоке", "чай на молоке": a drink made on milk is the catalog's drink with milk, one cup
 * of it. Read as a drink and then the milk it was made on, it was two cups: 250 g of milk beside the coffee.
 */
export function madeOnMilk(db: Database, matches: FoodMatch[], elements: Element[], text: string): FoodMatch[] {
  // Made once, not for every match: a closure made in the loop is named at run time (decision 027, follow-up "the
  // reading's time per item").
  const alias = (words: string[]) => db.aliases.get(aliasKey(words))?.[0]?.food;
  const out: FoodMatch[] = [];
  for (const m of matches) {
    const prev = out[out.length - 1];
    // "капучино маленький на обезжиренном молоке": the cup's size may stand between the drink and its "на"; it stays
    // outside the drink's words, so it still sizes the cup, and the milk's words are the drink's, typed apart.
    // "латте 400 мл на кокосовом": so may the drink's amount, which stays the drink's as the size does.
    const sized =
      prev !== undefined &&
      !prev.typedApart &&
      (sizeWordsBetween(elements, prev.to, m.from) || amountBetween(elements, prev.to, m.from));
    const on =
      prev?.food.drink === true &&
      (prev.to === m.from || sized) &&
      /^\s+на\s+$/i.test(text.slice(elements[m.from - 1]!.end, elements[m.from]!.start));
    const drink = on ? windowStems(elements, prev.from, prev.to, null) : null;
    // "кофе на молоке 1,5%": the milk's fat names the milk, not another drink; nor does its lactose ("на
    // безлактозном" is milk, milk-by-its-kind.ts).
    const stems = on
      ? windowStems(elements, m.from, m.to, null)?.filter((x) => percentOf(x) === undefined && x !== LACTOSE_FREE)
      : null;
    const base = stems && stems.length === 0 ? ["молок"] : stems;
    // "латте маленький на овсяном молоке": split by its size, a drink the catalog names "на" its milk is found so;
    // "латте на рисовом", "раф на миндальном": a plant milk the catalog names no drink on is its plant-milk drink.
    const madeOn =
      drink && base
        ? (alias([...drink, ...base]) ??
          (PLANT_MILKS.has(m.food.id) ? alias([...drink, "растительн", "молок"]) : undefined))
        : undefined;
    const made = madeOn?.drink ? madeOn : drink && base ? alias([...drink, "с", ...base]) : undefined;
    if (prev && made?.drink) {
      out[out.length - 1] = sized
        ? { ...prev, food: made, typedApart: { from: m.from, to: m.to } }
        : { ...prev, food: made, to: m.to, fuzzyWords: prev.fuzzyWords + m.fuzzyWords };
      continue;
    }
    // "капучино на обезжиренном молоке", "латте на молоке 1,5%": a milk drink made on the milk of another fat is that
    // drink; the milk was a glass of its own beside it.
    if (prev && on && MILK_VARIANT.test(m.food.id) && MILK_DRINK.test(prev.food.namesEn.join(" "))) {
      out[out.length - 1] = sized ? { ...prev, typedApart: { from: m.from, to: m.to } } : withAbsorbed(prev, m);
      continue;
    }
    out.push(m);
  }
  return out;
}

/** Whether the elements from `from` to `to` are an amount and nothing else ("400 мл"). */
function amountBetween(elements: Element[], from: number, to: number): boolean {
  return to > from && elements.slice(from, to).every(partOfAnAmount);
}

/** Whether the elements from `from` to `to` are one or more size words and nothing else ("маленький"). */
function sizeWordsBetween(elements: Element[], from: number, to: number): boolean {
  return to > from && elements.slice(from, to).every((e) => e.kind === "word" && SIZE_STEMS.has(e.stem));
}

/**
 * "poke bowl with salmon", "burrito bowl with chicken, rice and beans", "салат с курицей": main parts of a dish named
 * after "with" (and the list that continues it) say what the dish is made of, not extra servings, unless they have a
 * quantity of their own ("salad with 100 g chicken").
 */
export function absorbOwnParts(db: Database, matches: FoodMatch[], elements: Element[], text = ""): FoodMatch[] {
  const out: FoodMatch[] = [];
  let listOpen = false;
  // The dish whose "с" list is being read, when an addition of that list stands between it and the next food.
  let listHead: number | undefined;
  for (const m of matches) {
    const dish = out[out.length - 1];
    // "сабвей 30 см с тунцом", "пицца 25 см с ветчиной": the dish's size said before "с" parts nothing.
    const between = dish ? elements.slice(dish.to, m.from).filter((e) => e.kind !== "word" || e.stem !== "#size") : [];
    const after = elements[m.to];
    const link = between.length === 1 ? between[0]! : undefined;
    const opensList = link?.kind === "connector" && !link.and;
    const continuesList = listOpen && (link?.kind === "separator" || (link?.kind === "connector" && link.and));
    const ownQuantity = after?.kind === "number" || after?.kind === "unit";
    // "борщ со сметаной и мясом", "ramen with an egg and pork": the list "с" opened goes on past an addition put on
    // the dish (the sour cream stays beside it), and a part of the dish's own recipe named later in it is the dish's;
    // it was 120 g of beef beside the plate of borscht (decision 024, follow-up "a dish named with its own parts").
    const head = listHead !== undefined && listHead < out.length - 1 ? out[listHead] : undefined;
    if (
      head &&
      !head.typedApart &&
      link?.kind === "connector" &&
      link.and &&
      // "борщ со сметаной и мясом 300 г", "… тарелка": a weight or a plate after the dish's own meat is the dish's.
      (!ownQuantity || weightAt(elements, m.to) || dishMeasureAt(elements, m.to)) &&
      (ownPartOfTheDish(db, m, head.food, elements) || meatOfItsRecipe(db, m, head.food, elements))
    ) {
      out[listHead!] = { ...head, typedApart: { from: m.from, to: m.to } };
      continue;
    }
    // «греча с молоком», «овсянка с молоком»: porridge said with milk is the porridge cooked on it (catalog
    // PORRIDGE_ON_MILK), one plate; it was the plate and a 250 ml glass of milk beside it.
    const onMilk =
      dish && opensList && !ownQuantity && MILKS.has(m.food.id)
        ? porridgeOnMilk(db, dish.food, m, elements, text)
        : undefined;
    // "ramen with pork and egg": the packet said with the pork of a ramen shop's bowl is that bowl (BOWL_BY_ITS_MEAT).
    const bowl = dish && opensList && !ownQuantity ? db.byId.get(BOWL_BY_ITS_MEAT[dish.food.id] ?? "") : undefined;
    if (dish && bowl && groupOf(m.food) === "pork" && ownPartOfTheDish(db, m, bowl, elements)) {
      out[out.length - 1] = withAbsorbed({ ...dish, food: bowl }, m);
      listHead = out.length - 1;
      listOpen = true;
      continue;
    }
    if (dish && onMilk) {
      out[out.length - 1] = withAbsorbed({ ...dish, food: onMilk }, m);
      listHead = out.length - 1;
      listOpen = true;
      continue;
    }
    // "шаурма в лаваше", "шаверма в сырном лаваше", "хот-дог в булке": what a dish comes wrapped in, said with "в",
    // is part of the dish's recipe, not a second food; the шаурма was read with a 90 g лаваш beside it. An amount
    // after the wrapper is the dish's ("шаурма в лаваше 2 шт", "… 300г"): nobody eats two lavash beside a shawarma.
    const wrappedIn =
      dish !== undefined &&
      (between.length === 0 || wordOfTheWrapper(between)) &&
      (/^\s+во?\s+(?:\p{L}+\s+)?$/iu.test(text.slice(elements[dish.to - 1]!.end, elements[m.from]!.start)) ||
        wrapperNamedInTheDish(text, elements, dish, m));
    // "шаурма большая в лаваше", "шаурма острая в лаваше": a word said of the dish before the "в" leaves the wrapper
    // the dish's; the lavash was counted again beside the shawarma (244 kcal). The word stays the dish's own, its size.
    const saidThenWrapped =
      dish !== undefined &&
      !wrappedIn &&
      wordOfTheWrapper(between) &&
      /^\s+\p{L}+\s+во?\s+$/iu.test(text.slice(elements[dish.to - 1]!.end, elements[m.from]!.start)) &&
      namesAMainPart(db, m, dish.food, elements);
    if (saidThenWrapped) {
      // The word stays outside the dish's span, so it is read as the dish's size; the wrapper's words are the dish's,
      // typed apart, and an amount after them is the dish's too (quantities.ts, neighbour): "шаурма большая в лаваше
      // 2 шт" is two large ones, where the span reaching the wrapper had taken the size in unread.
      out[out.length - 1] = { ...dish, typedApart: { from: m.from, to: m.to } };
      continue;
    }
    // "burrito bowl: chicken, rice, beans": what a dish's name heads with a colon is what it was made of, as after
    // "with"; the rice and the beans were read again beside the bowl. A side dish named no further ("гарнир: рис")
    // is the dish it heads, which coursesNamedByTheirDish reads instead; it was the estimate with the rice in it.
    // A set lunch's colon heads the list of its courses, each read on its own ("бизнес ланч: суп лапша, пюре с
    // котлетой, морс"): taking the soup into the canteen's whole set counted the main course and the drink twice.
    const headed =
      dish !== undefined &&
      dish.food.id !== GARNISH &&
      !COURSES_NAMED_BY_THEIR_DISH.has(dish.food.id) &&
      between.length === 0 &&
      /^\s*:\s*$/.test(text.slice(elements[dish.to - 1]!.end, elements[m.from]!.start));
    // "щи с мясом тарелка", "рассольник с мясом 300г": an amount after the recipe's own meat is the dish's; so is a
    // weight after a salad's own dressing ("оливье с майонезом 200", "винегрет с маслом 150 г").
    // "харчо с рисом и мясом тарелка", "суп с рисом и курицей": the meat may follow another part of the recipe after
    // "и", the list "с" opened going on; it was a 120 g serving of beef beside the plate (decision 024, follow-up
    // "Russian diary text, a fifth sweep").
    const recipesMeat =
      dish !== undefined && (opensList || continuesList) && meatOfItsRecipe(db, m, dish.food, elements);
    const dressingWeighed =
      dish !== undefined &&
      (opensList || continuesList) &&
      weightAt(elements, m.to) &&
      inTheSaladsRecipe(m.food, dish.food);
    // "плов со свининой тарелка", "жаркое со свининой тарелка", "крабовый салат с кукурузой тарелочка": a plate, a
    // bowl or a serving after a part of the dish's recipe is the dish's, as a plate after "щи с мясом" is; nobody eats
    // the pork or the corn of it by the plate. They were read beside the dish (decision 024).
    const servedAsTheDish = (opensList || continuesList) && dishMeasureAt(elements, m.to);
    // "роллы филадельфия с лососем 6 шт", "роллы калифорния с крабом 8 шт": a count of pieces after a part of a dish
    // eaten by the piece, each piece of the part heavier than one of the dish, counts the dish; it was six 150 g
    // pieces of salmon (900 g) beside the rolls. A slice laid on each piece ("бутерброд с докторской 2 шт") is
    // counted as the slices it is.
    const countedAsTheDish =
      (opensList || continuesList) &&
      dish?.food.countable === true &&
      piecesAt(elements, m.to) &&
      pieceGrams(m.food) > pieceGrams(dish.food);
    if (
      dish &&
      (opensList || continuesList || wrappedIn || headed) &&
      (!ownQuantity || recipesMeat || dressingWeighed || servedAsTheDish || countedAsTheDish || wrappedIn) &&
      (recipesMeat ||
        (isMainPartOf(db, m.food, dish.food) && !(opensList && namedWithItsSauce(text, elements, dish))) ||
        ((opensList || continuesList) && inTheSaladsRecipe(m.food, dish.food)) ||
        heldByItsRecord(m, dish.food, elements) ||
        ((opensList || continuesList) &&
          baseByItsKind(db, m.food, dish.food) &&
          !(opensList && namedWithItsSauce(text, elements, dish))) ||
        ((opensList || continuesList) &&
          (vegetableOfItsRecipe(db, m, dish.food, elements) || toppedAsServed(m, dish.food, elements))) ||
        (wrappedIn && namesAMainPart(db, m, dish.food, elements)) ||
        (opensList && proteinInstead(db, m.food, dish.food)) ||
        ((opensList || continuesList) && ownPartOfTheDish(db, m, dish.food, elements)))
    ) {
      out[out.length - 1] = withAbsorbed(dish, m);
      listOpen = true;
      listHead = out.length - 1;
      continue;
    }
    // The list stays the dish's past an addition joined to it by "с" or "и" ("борщ со сметаной и мясом").
    if (dish && opensList) listHead = out.length - 1;
    else if (!(listHead !== undefined && link?.kind === "connector" && link.and)) listHead = undefined;
    // A name that already says "with" ("поке с лососем") opens the list itself: "… и авокадо"; so does one read across
    // its colon ("burrito bowl: chicken" is the chicken burrito bowl), "…, rice, beans".
    listOpen =
      elements.slice(m.from, m.to).some((e) => e.kind === "connector" && !e.and) ||
      (m.food.components !== undefined && text.slice(elements[m.from]!.start, elements[m.to - 1]!.end).includes(":"));
    out.push(m);
  }
  return out;
}

/** The stems of each name of MADE_WITH_ITS_PARTS, by dish. */
const OWN_PART_STEMS: ReadonlyMap<string, readonly string[][]> = new Map(
  Object.entries(MADE_WITH_ITS_PARTS).map(([id, names]) => [id, names.map((n) => wordsOf(n).map(stem))]),
);

/**
 * "харчо с рисом и мясом", "chili with beans and beef", "fried rice with egg and peas": whether the food named after
 * the dish is one of the parts the dish is made of (catalog MADE_WITH_ITS_PARTS), by the words typed ("мясом",
 * "ground beef") or by the catalog food one of the part's names reads as ("говядиной" is the beef "говядина" names).
 */
function ownPartOfTheDish(db: Database, named: FoodMatch, dish: Food, elements: Element[]): boolean {
  const code = dish.id.startsWith(FNDDS_FALLBACK) ? fnddsCodeOf(dish.source) : undefined;
  // "shepherds pie with beef and potatoes": a dish read by FNDDS's records alone holds what its record names, as a
  // catalog dish's record does (heldByItsRecord).
  if (code && fnddsNameHolds(code, typedStems(named, elements))) return true;
  const names = OWN_PART_STEMS.get(dish.id) ?? (code ? OWN_PART_STEMS.get(kindOfRecord(db, code) ?? "") : undefined);
  const typed = names ? typedStems(named, elements) : [];
  if (!names || typed.length === 0) return false;
  if (names.some((stems) => typed.length === stems.length && typed.every((w, i) => w === stems[i]))) return true;
  const words = new Set(names.flat());
  if (typed.every((w) => words.has(w))) return true;
  return names.some((stems) => db.aliases.get(aliasKey(stems))?.some((a) => a.food.id === named.food.id) === true);
}

/** The ids the FNDDS fallback gives the records it reads (database.ts). */
const FNDDS_FALLBACK = "fndds-";

/** MADE_WITH_ITS_PARTS's dishes read by an "…, NFS" record, by the head of that record ("Rice, fried,"). */
let nfsHeads: ReadonlyMap<string, string> | undefined;

/**
 * "chicken fried rice with egg": the catalog dish whose record is FNDDS's "…, NFS" of the kind a record read by the
 * FNDDS fallback is one of ("Rice, fried, with chicken" is of "Rice, fried, NFS", the catalog's fried rice; "Pad Thai with chicken" of
 * "Pad Thai, NFS"); its parts
 * are that dish's parts.
 */
function kindOfRecord(db: Database, code: string): string | undefined {
  nfsHeads ??= new Map(
    Object.keys(MADE_WITH_ITS_PARTS).flatMap((id) => {
      const own = db.byId.get(id);
      const name = own ? fnddsName(fnddsCodeOf(own.source) ?? "") : undefined;
      return name?.endsWith(", NFS") ? [[name.slice(0, -", NFS".length), id] as const] : [];
    }),
  );
  const name = fnddsName(code) ?? "";
  for (const [head, id] of nfsHeads) if (name.startsWith(head)) return id;
  return undefined;
}

/**
 * The porridge cooked on milk that a porridge said "с молоком" is (catalog PORRIDGE_ON_MILK, COOKED_ON_MILK): one
 * already cooked on milk is itself; a porridge of a grain is its milk porridge where the milk is said in Russian.
 */
function porridgeOnMilk(
  db: Database,
  dish: Food,
  milk: FoodMatch,
  elements: Element[],
  text: string,
): Food | undefined {
  if (COOKED_ON_MILK.has(dish.id)) return dish;
  const id = PORRIDGE_ON_MILK[dish.id];
  const typed = text.slice(elements[milk.from]!.start, elements[milk.to - 1]!.end);
  return id !== undefined && isCyrillic(typed) ? db.byId.get(id) : undefined;
}

/**
 * "тефтели в томатном соусе с рисом", "ёжики с подливкой с гречкой": a dish whose name as typed ends with the sauce it
 * is stewed in is named whole, and what follows "с" is the garnish served with it, as after "тефтели с рисом"; the rice
 * the meatballs are made with had taken the garnish in, and 200 g of rice were not counted (decision 024, follow-up:
 * Russian diary text, a third sweep).
 */
function namedWithItsSauce(text: string, elements: Element[], dish: FoodMatch): boolean {
  const typed = text.slice(elements[dish.from]!.start, elements[dish.to - 1]!.end);
  return /\s(?:в|во|с|со|под)\s+(?:\p{L}+\s+)?(?:соусе|соусом|томате|подливке|подливкой)$/iu.test(typed);
}

/** Drinks blended from what is named with them. */
const BLENDED_DRINKS: ReadonlySet<string> = new Set(["smoothie"]);
/** SR28 fruit, vegetable and nut groups, FNDDS fruit and vegetable codes: what a smoothie is blended from. */
const BLENDED_GROUPS = /^(?:sr:(?:09|11|12)|fn:(?:6[1-3]|7))/;
/** Catalog ids of the yogurts and kefirs, USDA's and the Russian packs', whatever their fat. */
const DAIRY_BASE = /(^|-)(yogurt|kefir)(-|$)/;
/**
 * Milk, kefir and yogurt blended into a smoothie are its base. Protein powder, honey, oats and nut butter are not:
 * a smoothie named no further is fruit (FNDDS 11553100, 63 kcal), and a scoop or a spoon of them is energy added.
 */
const BLENDED_IN: ReadonlySet<string> = new Set([
  ...MILKS,
  "ru-milk",
  "ru-kefir",
  "almond-milk",
  "ru-yogurt-natural",
  "ru-greek-yogurt",
  "yogurt",
]);

/**
 * "смузи банан шпинат", "смузи из банана и клубники 250 мл", "смузи с бананом": what a smoothie is named with, with
 * no weight of its own, is what it was blended from, not a banana and a side of spinach beside the glass (310 kcal
 * against 189); a volume after them is the smoothie's.
 */
export function blendedIngredients(matches: FoodMatch[], elements: Element[], lang: Lang): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (const [k, m] of matches.entries()) {
    const drink = out[out.length - 1];
    const between = drink ? elements.slice(drink.to, m.from) : [];
    const linked = between.every(
      (e) => e.kind === "connector" || (e.kind === "separator" && drink?.absorbed !== undefined),
    );
    // English lists of raw fruit typed with spaces stay a list (decision 024), "a smoothie with banana spinach" too;
    // a list said with "with", commas and "and" names what it was blended from ("16oz green smoothie with spinach,
    // banana and almond milk" had 200 kcal of them beside it: decision 024, the fiftieth batch).
    const saidWith = drink?.absorbed !== undefined || between.some((e) => e.kind === "connector" && !e.and);
    if (lang !== "ru" && (!saidWith || between.length === 0 || matches[k + 1]?.from === m.to)) {
      out.push(m);
      continue;
    }
    const after = elements[m.to];
    const unitAfter = after?.kind === "number" ? elements[m.to + 1] : after;
    const weighed = unitAfter?.kind === "unit" && unitAfter.unit.kind !== "volume";
    const blended = BLENDED_IN.has(m.food.id) || BLENDED_GROUPS.test(m.food.source) || DAIRY_BASE.test(m.food.id);
    if (drink && BLENDED_DRINKS.has(drink.food.id) && linked && blended && !weighed) {
      out[out.length - 1] = withAbsorbed(drink, m);
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * A dressing named after a salad with "с" ("салатик из свежих овощей с маслом", "салат из огурцов и помидоров с
 * майонезом") dresses it: "масло" there is sunflower oil, not the butter it means on bread, and a salad whose recipe
 * holds its own oil becomes the same salad without it (catalog SALADS_UNDRESSED), so it is not dressed twice.
 */
/**
 * Raw vegetables a salad is cut from: "огурцы с маслом", "салат из огурцов и помидоров с маслом" (read as the
 * vegetables) are dressed with sunflower oil as a salad is; "картошка с маслом" keeps its butter (decision 024,
 * follow-up: Russian default amounts).
 */
const SALAD_VEGETABLES: ReadonlySet<string> = new Set([
  "cucumber",
  "tomato",
  "cabbage",
  "red-cabbage",
  "chinese-cabbage",
  "radish",
  "lettuce",
  "bell-pepper",
]);

export function dressingOil(db: Database, matches: FoodMatch[], elements: Element[]): FoodMatch[] {
  const oil = db.byId.get("oil-sunflower");
  const out: FoodMatch[] = [];
  for (const m of matches) {
    const dish = out[out.length - 1];
    const between = dish ? elements.slice(dish.to, m.from) : [];
    const link = between.length === 1 ? between[0] : undefined;
    const salad =
      dish !== undefined &&
      (dish.food.namesRu.some((n) => /салат/.test(n)) ||
        dish.food.id === "mixed-vegetables" ||
        SALAD_VEGETABLES.has(dish.food.id));
    if (!salad || link?.kind !== "connector" || link.and) {
      out.push(m);
      continue;
    }
    const dressing = m.food.id === "ru-butter" && m.to - m.from === 1 && oil ? { ...m, food: oil } : m;
    const plain = SALADS_UNDRESSED[dish.food.id];
    const undressed = plain !== undefined && RUSSIAN_DRESSINGS.has(dressing.food.id) ? db.byId.get(plain) : undefined;
    if (undressed) out[out.length - 1] = { ...dish, food: undressed };
    out.push(dressing);
  }
  return out;
}

/** The last words of the English names of meat, poultry and seafood, as stems: what a dish is made with. */
const MEAT_WORDS: ReadonlySet<string> = new Set(
  [
    "steak",
    "beef",
    "chicken",
    "pork",
    "turkey",
    "shrimp",
    "prawns",
    "fish",
    // "tuna nigiri", "salmon roll": the fish a piece of sushi is made with.
    "tuna",
    "salmon",
    "lamb",
    "carnitas",
    "barbacoa",
    "ham",
    "meat",
    "brisket",
    "tofu",
    // "chicken and sausage jambalaya", "sausage gumbo": the smoked sausage a Creole dish is made with.
    "sausage",
    "andouille",
  ].map(stem),
);

/** FNDDS's meat, poultry and fish mixtures ("Orange chicken", "Beef with barbecue sauce"): a dish, by its code. */
const MEAT_MIXTURE_CODE = /^27[0-4]/;

/**
 * "fried rice with orange chicken", "pad thai with sesame chicken": a meat dish typed by the name FNDDS gives it (one of
 * its meat, poultry and fish mixtures, 27000000–27499999, its sandwiches 275… left out; "Orange chicken", "Sesame
 * chicken", "Sweet and sour chicken or turkey", or another name it files the dish under) is cooked in its own sauce and
 * served by its own portion: named after "with" a dish weighed by the plate or bowl, it is eaten beside it, as after
 * "and", not the plate's own meat. Folded into the plate (catalog DISHES_WITH_THEIR_MEAT), the orange chicken was lost.
 * A meat said otherwise ("fried rice with bbq pork", "fried rice with chicken") is still the plate's kind, and a wrapper
 * counted by the piece ("burrito with orange chicken") still holds it: its record is already filled.
 */
function namedDishBesidePlate(plate: Food, meat: FoodMatch, elements: Element[], text: string): boolean {
  if (plate.countable) return false;
  const code = meat.food.id.startsWith("fndds-") ? meat.food.id.slice("fndds-".length) : fnddsCodeOf(meat.food.source);
  if (code === undefined || !MEAT_MIXTURE_CODE.test(code)) return false;
  const typed = wordsOf(text.slice(elements[meat.from]!.start, elements[meat.to - 1]!.end)).map((w) => stem(w));
  return typed.length >= 2 && fnddsNameBegins(code, typed);
}

/** Whether a food is a meat, poultry, seafood or tofu by its English name ("steak", "grilled chicken", "shrimp"). */
/** Whether `e` is a word a meat is named by ("chicken" of "chicken fajitas"). */
export function isMeatWord(e: Element | undefined): boolean {
  return e?.kind === "word" && MEAT_WORDS.has(e.stem);
}

export function isMeat(food: Food): boolean {
  const last = food.namesEn[0]?.toLowerCase().split(/\s+/).at(-1);
  return last !== undefined && MEAT_WORDS.has(stem(last));
}

/** A word between a dish and its filling that parts nothing: the dish's size, or the chain or shop it came from. */
function partsNothing(stem: string): boolean {
  return stem === "#size" || stem.startsWith(CHAIN_PREFIX);
}

/** Whether the elements between two foods are "с" and words of the second's kind only ("с говяжьей"). */
function withWordsOf(between: readonly Element[]): boolean {
  const [link, ...rest] = between;
  return link?.kind === "connector" && !link.and && rest.every((e) => e.kind === "word");
}

/** Whether a food is a burger in its bun, by its English name ("cafe burger", "whopper", "cheeseburger"). */
function isBurger(food: Food): boolean {
  return food.namesEn.some((name) => BURGER_NAME.test(name));
}
const BURGER_NAME = /burger|whopper/i;

/** Greens a sandwich or a burger is dressed with, a leaf or a slice each. */
const SANDWICH_GREENS: ReadonlySet<string> = new Set(["lettuce", "tomato", "onion", "pickles", "spinach", "cucumber"]);
/** Foods eaten between bread or in a bun, whose weight holds the greens they are dressed with. */
const SANDWICH_NAME = /burger|whopper|sandwich|\bsubs?\b|hoagie|hot dog|\bwraps?\b|\bblt\b|panini/i;

const EVERYTHING = stem("everything");
const PATTY_STEMS: ReadonlySet<string> = new Set(["patty", "patties"].map(stem));
/** Meats cured or made up before cooking, eaten beside an egg or in a sandwich with it, never a kind of egg. */
const CURED_MEATS: ReadonlySet<string> = new Set(["bacon", "sausage", "ham"].map(stem));
const WITH = stem("with");
/** Foods FNDDS weighs on their bun: a burger, a hot dog. */
const ON_A_BUN = /burger|whopper|hot ?dog|frankfurter/i;
const BUN_STEMS: ReadonlySet<string> = new Set(["bun", "buns"].map(stem));

/**
 * "cheeseburger with everything", "hot dog w/ everything": every topping the place has, which the sandwich's weight
 * holds as it holds its greens; the word was left unread. Decision 024, follow-up: English diary lines written fresh.
 */
export function dressedWithEverything(elements: readonly Element[], matches: FoodMatch[]): void {
  for (const m of matches) {
    const link = elements[m.to];
    const word = elements[m.to + 1];
    if (link?.kind !== "connector" || link.and || word?.kind !== "word" || word.stem !== EVERYTHING) continue;
    if (!m.food.namesEn.some((name) => SANDWICH_NAME.test(name))) continue;
    m.absorbed = [...(m.absorbed ?? []), { from: m.to, to: m.to + 2 }];
    m.to += 2;
  }
}

const GREEN_STEMS: ReadonlySet<string> = new Set(
  ["lettuce", "tomato", "tomatoes", "onion", "onions", "pickle", "pickles", "spinach", "cucumber"].map(stem),
);

/** "… on wheat with lettuce": a bread said after "on" is a sandwich's (meal-text/fndds-names.ts, breadsAfterOn). */
function breadOfASandwich(bread: FoodMatch, elements: readonly Element[], text: string): boolean {
  const before = elements[bread.from - 1];
  const gap = text.slice(before?.end ?? 0, elements[bread.from]!.start);
  return bread.food.id.startsWith("bread") && /\bon\s+(?:an?\s+)?$/i.test(gap);
}

/** The burger a bare «бургер» is read as (catalog label-foods-cafe): no burger of a kind said. */
const BURGER_NAMED_NO_FURTHER = "ru-cafe-burger";

/**
 * "бургер в бургер кинге воппер", "бургер из мака биг мак": the bare word "бургер" just before a burger of a named kind
 * (a chain's, catalog names with "burger" or "whopper") says what that one is, as "рыба треска" does; it was a café
 * burger beside it, the meal's burger twice over. "бургер и воппер", "бургер, воппер" stay two, and so does a burger
 * with its own amount.
 */
export function burgerBeforeItsKind(
  text: string,
  elements: readonly Element[],
  matches: FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  if (!isCyrillic(text)) return;
  for (let i = matches.length - 1; i >= 1; i--) {
    const generic = matches[i - 1]!;
    const kind = matches[i]!;
    if (generic.food.id !== BURGER_NAMED_NO_FURTHER || kind.food.id === BURGER_NAMED_NO_FURTHER) continue;
    if (!isBurger(kind.food) || assigned.has(generic)) continue;
    if (!elements.slice(generic.to, kind.from).every((e) => e.kind === "word")) continue;
    kind.from = generic.from;
    matches.splice(i - 1, 1);
  }
}

/** Russian instrumental endings, the case a food takes after "с": "луком", "яйцом", "грибами", "вермишелью". */
const INSTRUMENTAL = /(?:ом|ем|ём|ой|ей|ёй|ами|ями|ью)$/;

/** Names of a soup in the catalog: its Russian or English name says so ("суп", "борщ", "щи", "soup"). */
const SOUP_NAME =
  /(?:^|\s)(?:суп|борщ|щи|уха|солянка|рассольник|харчо|шурпа|свекольник|бульон)(?:\s|$)|\b(?:soup|borscht|broth)\b/;
const isSoup = namedAs(SOUP_NAME);

/** Whether a food's Russian or English names match `pattern`, kept per food: every dish of a line asks again. */
function namedAs(pattern: RegExp): (food: Food) => boolean {
  const answers = new WeakMap<Food, boolean>();
  return (food) => {
    let named = answers.get(food);
    if (named === undefined) {
      named = [...food.namesRu, ...food.namesEn].some((n) => pattern.test(n.toLowerCase()));
      answers.set(food, named);
    }
    return named;
  };
}

/** Meatballs cooked in a soup: the soup's own meat ("суп с фрикадельками", "щи с фрикадельками"). */
const SOUP_MEATBALLS: ReadonlySet<string> = new Set(["meatballs", "meatballs-poultry"]);
/** Soups named by no more than their broth, which meatballs cooked in them make the meatball soup. */
const PLAIN_SOUPS: ReadonlySet<string> = new Set(["chicken-soup", "broth"]);
const MEATBALL_SOUP = "meatball-soup";

/** At most this energy per 100 g is a herb or a vegetable a snack is seasoned with (parsley 36, onion 40). */
const SEASONING_VEGETABLE_KCAL = 45;
const isSeasoningVegetable = (m: FoodMatch) =>
  !m.food.drink && (m.food.per100g[NUTRIENT_KEYS.indexOf("kcal")] ?? Infinity) <= SEASONING_VEGETABLE_KCAL;

/** "со вкусом краба": the word that says a flavour follows. */
const FLAVOUR_STEM = stem("вкусом");

/**
 * "самса с курицей": the filling of a pastry weighed with it (catalog FILLED_PASTRIES) is part of its item; so is what
 * is cooked in a soup ("суп с вермишелью", "суп с курицей и рисом"; catalog COOKED_IN_SOUPS), with the list "и"
 * continues.
 */
export function absorbFillings(matches: FoodMatch[], elements: Element[], text = "", db?: Database): FoodMatch[] {
  // Made once, not for every match: a closure made in the loop is named at run time (decision 027, follow-up "the
  // reading's time per item").
  const seasoning = (f: FoodMatch) =>
    !f.food.drink && !CHIP_DIPS.has(f.food.id) && !FLAVOURED_SNACKS.has(f.food.id) && !isRawFruit(f.food);
  const out: FoodMatch[] = [];
  let soupListOpen = false;
  let straightFlavourOpen = false;
  let greensOpen = false;
  // After "и" only a word in the instrumental, as after "с", goes on with the list: "с яйцом и луком"; "… и яблоко",
  // "… и рис" are foods of their own.
  const instrumental = (m: FoodMatch) => {
    const e = elements[m.from];
    return e?.kind === "word" && INSTRUMENTAL.test(text.slice(e.start, e.end).toLowerCase());
  };
  for (const m of matches) {
    const pastry = out[out.length - 1];
    // "Subway 15 см с курицей": the dish's size said before "с" parts nothing (as in absorbOwnParts), nor does where it
    // was bought ("сэндвич из ашана с курицей").
    const between = pastry
      ? elements.slice(pastry.to, m.from).filter((e) => e.kind !== "word" || !partsNothing(e.stem))
      : [];
    const link = between.length === 1 ? between[0] : undefined;
    const after = elements[m.to];
    const ownQuantity = after?.kind === "number" || after?.kind === "unit";
    const soup = pastry !== undefined && isSoup(pastry.food);
    // "суп с рисом 300 г", "суп с вермишелью, тарелка": a weight, a volume or a plate after it is the soup's; only a
    // count of pieces ("суп с вермишелью 2 штуки") is the filling's own.
    const unitAfter = after?.kind === "number" ? elements[m.to + 1] : after;
    const piecesOwn =
      unitAfter?.kind === "unit"
        ? unitAfter.unit.kind === "portion" && unitAfter.unit.unit === "piece"
        : after?.kind === "number";
    const inSoup =
      soup &&
      link?.kind === "connector" &&
      (!link.and || (soupListOpen && instrumental(m))) &&
      !piecesOwn &&
      (COOKED_IN_SOUPS.has(m.food.id) || SOUP_MEATBALLS.has(m.food.id));
    soupListOpen = false;
    if (inSoup) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      // "бульон с фрикадельками", "суп с куриными фрикадельками": a plain soup made with meatballs is the meatball soup
      // (it was a chicken soup and a serving of meatballs); "щи с фрикадельками" stays щи, whose pot holds its meat.
      const made =
        SOUP_MEATBALLS.has(m.food.id) && PLAIN_SOUPS.has(pastry.food.id) ? db?.byId.get(MEATBALL_SOUP) : undefined;
      if (made) out[out.length - 1]!.food = made;
      soupListOpen = true;
      continue;
    }
    // A soup whose own name says "с" ("суп с курицей") opens the list itself: "… и вермишелью".
    soupListOpen = isSoup(m.food) && elements.slice(m.from, m.to).some((e) => e.kind === "connector" && !e.and);
    // "пирожок с яйцом и луком", "вареники с картошкой и грибами": the filling's list goes on with "и", after a
    // filling taken in or a pastry whose own name says "с".
    const fillingListOpen =
      pastry !== undefined &&
      (pastry.absorbed !== undefined ||
        elements.slice(pastry.from, pastry.to).some((e) => e.kind === "connector" && !e.and));
    // A count after the filling is the pastry's: "вареники с картошкой и луком 12 шт". So are a weight, a pack and a
    // bare number: nobody weighs or buys the filling of a dumpling or a pie apart from it, and "пельмени с говядиной
    // пачка 800г" was the 900 g pack beside 120 g of beef, "хачапури с сыром 300 г" 21 g of cheese beside it.
    const countAfter =
      unitAfter?.kind === "unit"
        ? unitAfter.unit.kind === "mass" ||
          (unitAfter.unit.kind === "portion" && (unitAfter.unit.unit === "piece" || unitAfter.unit.unit === "pack"))
        : after?.kind === "number";
    // "вок с лапшой 300 г": the dish's own part, named in its name (namedInTheDish), is weighed with it.
    if (
      pastry &&
      link?.kind === "connector" &&
      (!link.and || (fillingListOpen && instrumental(m))) &&
      (!ownQuantity || countAfter) &&
      namedInTheDish(m, pastry.food, elements)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "бургер с говяжьей котлетой": the patty is the burger's own (catalog BURGER_PATTIES); it was a second cutlet.
    // A doubled one ("с двойной котлетой") is counted as patties of the burger later (patties.ts).
    if (
      pastry &&
      BURGER_PATTIES.has(m.food.id) &&
      !ownQuantity &&
      withWordsOf(between) &&
      isBurger(pastry.food) &&
      !saidDouble(elements, pastry.to, m.to)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "2 hot dogs w buns", "burger and bun": FNDDS weighs a hot dog and a burger on their bun, so the bun said after
    // "with" or "and", with no amount of its own, is theirs; it was a 40 g roll more beside each (decision 024,
    // follow-up "English diary lines, a fourth batch").
    if (
      pastry &&
      link?.kind === "connector" &&
      !ownQuantity &&
      m.to - m.from === 1 &&
      elements[m.from]?.kind === "word" &&
      BUN_STEMS.has((elements[m.from] as { stem: string }).stem) &&
      pastry.food.namesEn.some((name) => ON_A_BUN.test(name))
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "subway 6 inch turkey with lettuce tomato and mayo", "burger with lettuce, tomato, onion": the greens a sandwich
    // or a burger is dressed with are in its weight (FNDDS's sandwiches hold them), a slice or a leaf each; they were
    // whole vegetables beside it (a 120 g tomato). The list goes on after a green taken in, with or without "and".
    // A sandwich named with its first green ("turkey sandwich with lettuce") opens the list too.
    const lastWord = pastry ? elements[pastry.to - 1] : undefined;
    const listOpen = greensOpen || (lastWord?.kind === "word" && GREEN_STEMS.has(lastWord.stem));
    const greensLink = link?.kind === "connector" && (!link.and || listOpen);
    const greensListed = listOpen && (between.length === 0 || between.every((e) => e.kind === "separator"));
    greensOpen = false;
    if (
      pastry &&
      SANDWICH_GREENS.has(m.food.id) &&
      !ownQuantity &&
      !isCyrillic(text.slice(elements[m.from]!.start, elements[m.to - 1]!.end)) &&
      (greensLink || greensListed) &&
      (pastry.food.namesEn.some((name) => SANDWICH_NAME.test(name)) || breadOfASandwich(pastry, elements, text))
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      greensOpen = true;
      continue;
    }
    // "burrito w/ steak", "pho with beef": the meat a dish is always made with, named after "with" and with no amount
    // of its own, says which meat it is (catalog DISHES_WITH_THEIR_MEAT).
    if (
      pastry &&
      DISHES_WITH_THEIR_MEAT.has(pastry.food.id) &&
      link?.kind === "connector" &&
      !link.and &&
      !ownQuantity &&
      isMeat(m.food) &&
      !namedDishBesidePlate(pastry.food, m, elements, text)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "хинкали с бараниной 5 шт", "пельмени с говядиной": the meat a dumpling is filled with (catalog
    // MEAT_DUMPLINGS); a count after it is the dumplings'. It was 120 g of meat beside them, or 5 portions of lamb.
    if (
      pastry &&
      MEAT_DUMPLINGS.has(pastry.food.id) &&
      link?.kind === "connector" &&
      !link.and &&
      (!ownQuantity || countAfter) &&
      isMeat(m.food)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "лейз с крабом", "чипсы со сметаной и луком", "сухарики со вкусом холодца и хрена": a snack's flavour, with
    // the list "и" continues, and never a drink or a dip had with it ("чипсы с пивом", "chips with salsa"). An amount
    // after the flavour is the snack's ("чипсы с крабом 2 пачки"): nobody weighs a seasoning.
    const flavourLink = between.filter((e) => !(e.kind === "word" && e.stem === FLAVOUR_STEM));
    const flavourSaid =
      pastry !== undefined &&
      elements.slice(pastry.from, m.from).some((e) => e.kind === "word" && e.stem === FLAVOUR_STEM);
    const snackLink = flavourLink.length === 1 ? flavourLink[0] : undefined;
    // "доширак с говядиной", "роллтон со вкусом курицы": a meat or seafood named after instant noodles is the pack's
    // flavour (catalog FLAVOURED_NOODLES); it was 120 g of beef beside them.
    if (
      pastry &&
      FLAVOURED_NOODLES.has(pastry.food.id) &&
      snackLink?.kind === "connector" &&
      !snackLink.and &&
      !ownQuantity &&
      (isMeat(m.food) || flavourSaid)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "лейс сметана и зелень", "сухарики хрустим багет": a flavour typed straight after the snack's name (or its
    // maker's), with no "с", is its seasoning as "лейс со сметаной и зеленью" is (decision 024); after it "и" goes on
    // only with a herb or a vegetable of the same seasoning ("сметана и зелень", "сыр и лук"), never with a food eaten
    // beside the snack. Pack names are typed without the "и" too ("лейс сметана зелень", "чипсы сметана лук пачка"):
    // the herb was 2 g of parsley, the onion 100 g with the pack's weight.
    const straight =
      pastry !== undefined &&
      FLAVOURED_SNACKS.has(pastry.food.id) &&
      seasoning(m) &&
      (pastry.absorbed === undefined
        ? between.every((e) => e.kind === "word")
        : straightFlavourOpen &&
          ((link?.kind === "connector" && link.and) || between.length === 0) &&
          isSeasoningVegetable(m));
    straightFlavourOpen = false;
    if (straight && pastry) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      straightFlavourOpen = true;
      continue;
    }
    if (
      pastry &&
      FLAVOURED_SNACKS.has(pastry.food.id) &&
      snackLink?.kind === "connector" &&
      (!snackLink.and || (fillingListOpen && (instrumental(m) || flavourSaid))) &&
      !m.food.drink &&
      !CHIP_DIPS.has(m.food.id) &&
      !FLAVOURED_SNACKS.has(m.food.id)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    if (
      pastry &&
      FILLED_PASTRIES.has(pastry.food.id) &&
      link?.kind === "connector" &&
      (!link.and || (fillingListOpen && instrumental(m) && !FILLED_PASTRIES.has(m.food.id))) &&
      (!ownQuantity || countAfter) &&
      !m.food.drink &&
      !PASTRY_TOPPINGS.has(m.food.id) &&
      !servedWithAnEnglishPie(m, elements, text)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "шоколад с орехами", "батончик мюсли с изюмом": nuts, seeds and dried fruit after "с" a bar is made with are in
    // it (catalog BARS_MADE_WITH); they were a 30 g handful beside it, and an amount after them weighs the bar.
    if (
      pastry &&
      BARS_MADE_WITH.has(pastry.food.id) &&
      link?.kind === "connector" &&
      !link.and &&
      pastry.absorbed === undefined &&
      madeIntoABar(m.food)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    // "салат с тунцом и яйцом", "салат с киноа и курицей": a salad named by what is in it goes on naming it after "и"
    // with a word in the instrumental, as a pastry's filling does; the egg and a 120 g portion of chicken were read
    // beside the salad, whose record already holds them. A food in another case ("… и хлеб") is still its own.
    if (
      pastry &&
      isSalad(pastry.food) &&
      link?.kind === "connector" &&
      link.and &&
      fillingListOpen &&
      instrumental(m) &&
      !ownQuantity &&
      !m.food.drink &&
      !isSalad(m.food) &&
      !isSoup(m.food)
    ) {
      out[out.length - 1] = withAbsorbed(pastry, m);
      continue;
    }
    out.push(m);
  }
  return out;
}

/** Dried fruit is four times as dense as fresh: a fruit record past this many kcal per 100 g is a dried one (raisins 299). */
const DRIED_FRUIT_KCAL = 200;

/** A nut, a seed or a dried fruit, as a bar is made with: SR28's nut and seed records (group 12), peanuts, dried fruit. */
function madeIntoABar(food: Food): boolean {
  if (food.source.startsWith("sr:12") || food.id === "peanuts") return true;
  return isRawFruit(food) && (food.per100g[0] ?? 0) >= DRIED_FRUIT_KCAL;
}

/** Names of a salad in the catalog: its Russian or English name says so ("салат с тунцом", "tuna salad"). */
const SALAD_NAME = /(?:^|\s)салат(?:\s|$)|\bsalad\b/;
const isSalad = namedAs(SALAD_NAME);

/**
 * "бутерброд с паштетом", "2 бутерброда с авокадо": a dish named by its generic word alone, then "с" a food the
 * catalog has no such dish of, is its base (catalog GENERIC_DISH_BASES) with that food on it, not the everyday dish
 * with the food added.
 */
export function onTheirBase(db: Database, matches: FoodMatch[], elements: Element[], text = ""): void {
  for (const [i, m] of matches.entries()) {
    const base = GENERIC_DISH_BASES[m.food.id];
    if (!base || m.to - m.from !== 1 || m.absorbed) continue;
    const beside = [matches[i - 1], matches[i + 1]].some((n) => n !== undefined && toppingBeside(m, n, elements, text));
    if (beside) m.food = db.byId.get(base) ?? m.food;
  }
  for (let i = 0; i + 1 < matches.length; i++) {
    const m = matches[i]!;
    const base = GENERIC_DISH_BASES[m.food.id];
    if (!base || m.to - m.from !== 1 || m.absorbed) continue;
    const next = matches[i + 1]!;
    const between = elements.slice(m.to, next.from);
    // "бутерброд хлебец сыр огурец", "бутерброд: хлеб, масло": the generic word right before a bread says what the
    // list after it makes; the bread is the base, and the everyday sandwich with sausage was a third food beside it.
    const heading = /^\s*:?\s*$/.test(text.slice(elements[m.to - 1]!.end, elements[next.from]!.start));
    if (heading && between.every((e) => e.kind === "separator") && isBread(next.food)) {
      elements[m.from] = { kind: "separator", start: elements[m.from]!.start, end: elements[m.from]!.end };
      matches.splice(i, 1);
      i--;
      continue;
    }
    const link = between.length === 1 ? between[0] : undefined;
    if (link?.kind !== "connector" || link.and || next.food.drink) continue;
    m.food = db.byId.get(base) ?? m.food;
  }
  // "блины с сёмгой", "блин с форелью": red fish laid on a блин is the lightly salted fish sold sliced for it, a few
  // slices; read as a baked fillet it was 150 g of salmon on each.
  const salted = db.byId.get(SALTED_RED_FISH);
  for (let i = 0; i + 1 < matches.length; i++) {
    const blin = matches[i]!;
    const fish = matches[i + 1]!;
    if (!salted || blin.food.id !== BLINY || !RED_FISH.has(fish.food.id)) continue;
    const between = elements.slice(blin.to, fish.from);
    const link = between.length === 1 ? between[0] : undefined;
    if (link?.kind === "connector" && !link.and) fish.food = salted;
  }
}

const BLINY = "bliny";
const SALTED_RED_FISH = "ru-salted-red-fish";
/** Fish sold lightly salted and sliced in Russia to lay on a блин or bread: сёмга, лосось, форель. */
const RED_FISH: ReadonlySet<string> = new Set(["salmon", "trout"]);

/** The most a food laid on a slice of bread weighs as its own portion: a slice of cheese or сало, a spoon of caviar. */
const MAX_TOPPING_GRAMS = 30;
/** The same for a food not counted by the piece: a serving of sprats or herring is what covers a slice or two. */
const MAX_SPREAD_TOPPING_GRAMS = 50;

/**
 * "бутерброд сыр", "икра красная бутерброд": a Russian topping typed right beside the generic dish, with no word or
 * mark between, is what is on it, as after "с"; the everyday sandwich with sausage had been counted under the cheese.
 * Only a food whose own portion is a slice, a spoon or a serving of fish from a can is a topping: "бутерброд котлета"
 * and "бутерброд яйцо" stay a list.
 */
function toppingBeside(dish: FoodMatch, other: FoodMatch, elements: Element[], text: string): boolean {
  const [first, second] = other.from < dish.from ? [other, dish] : [dish, other];
  if (first.to !== second.from) return false;
  if (!/^\s+$/.test(text.slice(elements[first.to - 1]!.end, elements[second.from]!.start))) return false;
  if (!isCyrillic(text.slice(elements[other.from]!.start, elements[other.to - 1]!.end))) return false;
  if (other.food.drink || isBread(other.food) || GENERIC_DISH_BASES[other.food.id]) return false;
  const { unit, grams } = other.food.portion;
  return grams <= MAX_TOPPING_GRAMS || (unit !== "piece" && grams <= MAX_SPREAD_TOPPING_GRAMS);
}

/** Words a Russian name of bread begins with: хлеб, хлебцы, батон, лаваш, тост, багет, лепёшка. */
const BREAD_NAME = /^(хлеб|батон|лаваш|тост|багет|лепёшк|лепешк)/;

function isBread(food: Food): boolean {
  return food.namesRu.some((n) => BREAD_NAME.test(n.toLowerCase()));
}

const CANNED_STEMS = ["canned", "консервированный"].map((w) => stem(w));

/**
 * "a can of tuna", "банка тунца": a food eaten from a can is its canned variant where the catalog names one
 * ("canned tuna", "тунец консервированный"), not the fresh food weighed by the can.
 */
export function cannedByTheCan(db: Database, elements: Element[], assigned: ReadonlyMap<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    if (q.unit?.kind !== "volume" || q.unit.container !== "can") continue;
    const stems = m.absorbed || m.fuzzyWords > 0 ? null : windowStems(elements, m.from, m.to, null);
    if (!stems) continue;
    for (const canned of CANNED_STEMS) {
      const food = db.aliases.get(aliasKey([...stems, canned]))?.[0]?.food;
      if (food && food !== m.food) {
        m.food = food;
        break;
      }
    }
  }
}

const POWDER_STEMS = [stem("порошок"), stem("powder")];

/**
 * "ложка какао", "2 чайные ложки какао в молоко", "1 tbsp cocoa": a drink measured by the spoon is its powder where the
 * catalog names one under the same word ("какао порошок", "cocoa powder"); it was 15 g of chocolate milk. A spoon of milk or cream stays the drink.
 */
export function spoonedPowder(db: Database, elements: Element[], assigned: ReadonlyMap<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    const unit = q.unit;
    const spoon = unit?.kind === "volume" && (unit.spoon === true || unit.unit === "tbsp" || unit.unit === "tsp");
    // "protein shake (2 scoops)": a scoop is of the powder a shake is made up from (catalog MADE_UP_FROM), never a
    // glass of the ready-to-drink shake (2 scoops were two 256 g bottles).
    const scoop = unit?.kind === "portion" && "word" in unit && unit.word === "scoop";
    const madeUp = scoop ? db.byId.get(MADE_UP_FROM[m.food.id] ?? "") : undefined;
    if (madeUp) {
      m.food = madeUp;
      continue;
    }
    // A spoon of milk stays milk: powdered milk is said so ("milk powder", "сухое молоко").
    if (!spoon || !m.food.drink || MILK_VARIANT.test(m.food.id)) continue;
    const stems = m.absorbed || m.fuzzyWords > 0 ? null : windowStems(elements, m.from, m.to, null);
    const powder = stems
      ? POWDER_STEMS.map((p) => db.aliases.get(aliasKey([...stems, p]))?.[0]?.food).find((f) => f !== undefined)
      : undefined;
    if (powder && powder !== m.food && !powder.drink) m.food = powder;
  }
}

/** A cooked porridge weighed at less than this is its dry flakes: no plate of porridge is so small. */
const MAX_DRY_GRAMS = 100;

/**
 * "овсянка 50 г", "овсянка 40г на молоке": in Russian a porridge weighed at less than a small plate is its dry flakes.
 * An English list of ingredients weighs what is on the plate ("oatmeal 45 g" beside fruit, Nutrition5k), so English
 * keeps the cooked food.
 */
export function weighedDry(db: Database, elements: Element[], assigned: ReadonlyMap<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    const dry = m.english ? undefined : WEIGHED_DRY[m.food.id];
    if (!dry || q.unit?.kind !== "mass" || q.count * q.unit.gramsPerUnit >= MAX_DRY_GRAMS) continue;
    // "овсянка на молоке 50 г": the milk said in its name was cooked with the flakes weighed.
    const onMilk = WEIGHED_DRY_ON_MILK[m.food.id];
    const milkSaid = elements.slice(m.from, m.to).some((e) => e.kind === "word" && e.stem === MILK_STEM);
    m.food = db.byId.get(onMilk && milkSaid ? onMilk : dry) ?? m.food;
  }
}

const DRY_STEM = stem("сухой");

/**
 * "тарелка геркулеса", "миска овсяных хлопьев", "тарелка гречневой крупы": a plate of a grain sold dry is the porridge
 * cooked from it (catalog PLATE_OF_PORRIDGE), weighed by the porridge's plate; it was the 50 g of dry flakes a
 * serving of them is. A grain said dry ("тарелка сухой гречки") stays as said. A plate of лапша is its soup
 * (catalog PLATE_OF_SOUP).
 */
export function platedPorridge(db: Database, elements: Element[], assigned: ReadonlyMap<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    const soup = soupOfThePlate(elements, m);
    const porridge = m.english ? undefined : (PLATE_OF_PORRIDGE[m.food.id] ?? soup);
    if (!porridge || q.unit?.kind !== "portion" || (q.unit.unit !== "plate" && q.unit.unit !== "bowl")) continue;
    const words = elements.slice(m.from, m.to).filter((e) => e.kind === "word");
    if (words.some((e) => e.stem === DRY_STEM)) continue;
    const onMilk = PLATE_OF_PORRIDGE_ON_MILK[porridge];
    const milkSaid = words.some((e) => e.stem === MILK_STEM);
    m.food = db.byId.get(onMilk && milkSaid ? onMilk : porridge) ?? m.food;
  }
}

/**
 * The soup a plate of the food is (catalog PLATE_OF_SOUP), where the food is said by its bare word: "тарелка яичной
 * лапши" names the noodles, and "тарелка лапши с сыром" is noodles with what is on them.
 */
function soupOfThePlate(elements: Element[], m: FoodMatch): string | undefined {
  const soup = PLATE_OF_SOUP[m.food.id];
  if (!soup || m.to - m.from !== 1) return undefined;
  const next = elements[m.to];
  return next?.kind === "connector" && !next.and ? undefined : soup;
}

/** Sweet things spooned into a coffee or tea besides ADDED_TO_DRINKS: a syrup. */
const SWEETENING = new Set(["maple-syrup", "ru-coffee-syrup", "syrup-sugar-free"]);

/** A food whose usual portion is no more than this is sprinkled or spooned in: a spice, a pinch of zest. */
const MAX_SPRINKLE_GRAMS = 10;

/** The least amount after a drink's addition that is the drink's cup, not the addition: a small cup. */
const MIN_CUP_ML = 150;

/**
 * "американо с молоком 350", "латте с сиропом 400", "американо с сахаром 400 мл": a cup's volume after what went into
 * a drink is the drink's size, as a café writes it; the addition is then what goes into one cup. It was 360 g of milk
 * beside the coffee, 400 g of maple syrup in a latte, or a number left unread.
 */
export function drinkSizedAfterAddition(elements: Element[], matches: FoodMatch[], binding: Binding): void {
  const { assigned } = binding;
  for (let k = 1; k < matches.length; k++) {
    const drink = matches[k - 1]!;
    const addition = matches[k]!;
    if (!drink.food.drink || assigned.has(drink)) continue;
    // A spice sprinkled over it ("капучино с корицей 300") is weighed in a pinch; 300 g of it is no one's reading.
    const sprinkled = addition.food.portion.grams <= MAX_SPRINKLE_GRAMS && !addition.food.drink;
    if (ADDED_TO_DRINKS[addition.food.id] === undefined && !SWEETENING.has(addition.food.id) && !sprinkled) continue;
    const between = elements.slice(drink.to, addition.from);
    if (between.length === 0 || !between.every((e) => e.kind === "connector" && !e.and)) continue;
    const own = assigned.get(addition);
    const q = own ?? binding.orphans.find((o) => o.from === addition.to);
    if (!q || q.from < addition.to) continue;
    const unit = q.unit;
    const ml = !unit ? (q.bare ? q.count : 0) : unit.kind === "volume" && !unit.unit ? q.count * unit.ml : 0;
    if (ml < MIN_CUP_ML || ml > MAX_CUP_ML) continue;
    if (own) assigned.delete(addition);
    else binding.orphans.splice(binding.orphans.indexOf(q), 1);
    assigned.set(drink, q);
  }
}

/** The most one cup of a café drink holds (a venti cold drink is 710 ml). */
const MAX_CUP_ML = 1000;

const MILK_STEM = stem("молоке");

/** Milk and cream, as poured into a drink: USDA's rows, the Russian packs' and their fat variants. */
const POURED_IN = /^(ru-)?(milk|cream|coffee-creamer|almond-milk|oat-milk|soy-milk|rice-milk|coconut-milk-drink)(-|$)/;
/** An amount no more than this after a drink named with what went into it is of what went in (a splash). */
const MAX_ADDITION_ML = 50;

/**
 * "кофе с молоком 30 мл", "кофе со сливками 20 мл": a drink the catalog names with the one thing that goes into it
 * (its recipe), measured at no more than a splash, is measured by that splash: as much of the drink as holds it. It
 * was 30 g of the drink, 4 g of milk in it.
 */
export function additionMeasured(assigned: Map<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    const unit = q.unit;
    const parts = m.food.components;
    if (!m.food.drink || !parts || (unit?.kind !== "volume" && unit?.kind !== "mass")) continue;
    const amount = q.count * (unit.kind === "volume" ? unit.ml : unit.gramsPerUnit);
    // Only a liquid poured in is measured so: "чай с сахаром 2 ложки" are spoons of sugar (splitSugarSpoons).
    const added = parts.filter((c) => ADDED_TO_DRINKS[c.id] !== undefined);
    if (!added.every((c) => POURED_IN.test(c.id))) continue;
    if (amount > MAX_ADDITION_ML || added.length !== 1 || added[0]!.share <= 0) continue;
    assigned.set(m, { ...q, count: q.count / added[0]!.share });
  }
}

const PIZZA_STEM = stem("пицца");

/**
 * "большая пепперони", "среднюю маргариту": a size said in the feminine of "пицца" before a name the catalog also gives
 * a chain pizza is that pizza, as a chain's menu names it; "большая пепперони" was 3 g of pepperoni sausage.
 */
const PIZZA_SIZE_STEMS: ReadonlySet<string> = new Set(
  ["большая", "большую", "средняя", "среднюю", "маленькая", "маленькую"].map((w) => stem(w)),
);

/**
 * "пицца большая пепперони", "пицца средняя четыре сыра", "пицца 2 куска пепперони": a chain pizza's own name typed
 * after its size or its count of pieces is that pizza, as "большая пицца пепперони" is; split by the size word or the
 * count, it was a margherita and 2 g of pepperoni sausage.
 * The words stay the pizza's to describe it (the size among them).
 */
/** A size word, or a count of pieces: what may stand between "пицца" and its name ("пицца 2 куска пепперони"). */
function sizeOrPieces(e: Element): boolean {
  if (e.kind === "word") return SIZE_STEMS.has(e.stem);
  return e.kind === "number" || (e.kind === "unit" && e.unit.kind === "portion");
}

export function pizzaNamedPastItsSize(db: Database, elements: Element[], matches: FoodMatch[], text = ""): void {
  for (let i = matches.length - 2; i >= 0; i--) {
    const pizza = matches[i]!;
    const named = matches[i + 1]!;
    if (!CHAIN_PIZZAS.has(pizza.food.id) || named.from === pizza.to) continue;
    const between = elements.slice(pizza.to, named.from);
    if (!between.every(sizeOrPieces)) continue;
    // "пицца 2 куска, пепперони 50г": a food with its own amount after it is a food of its own.
    if (between.some((e) => e.kind !== "word") && isAmount(elements[named.to])) continue;
    const stems = named.absorbed ? null : windowStems(elements, named.from, named.to, null);
    const food = stems ? db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food : undefined;
    if (!food || !CHAIN_PIZZAS.has(food.id)) continue;
    pizza.food = food;
    matches.splice(i + 1, 1);
  }
  // "пицца 30см пепперони", "пицца 25 см четыре сыра 2 куска": a pizza's diameter between "пицца" and its name left the
  // name a topping taken into the pizza, read as the margherita (decision 024, follow-up: Russian diary text, a sixth
  // sweep). The words after the diameter name the chain pizza, as after a size word.
  // A name the catalog gives no other food ("гавайская", "четыре сыра") is no food of its own there, and is taken in.
  for (const m of matches) {
    const part = m.absorbed?.[0];
    if (CHAIN_PIZZAS.has(m.food.id) && part?.from === m.from + 1 && pizzaDiameterAt(text, elements[part.from])) {
      const stems = windowStems(elements, part.from + 1, m.to, null);
      const food = stems?.length ? db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food : undefined;
      if (food && CHAIN_PIZZAS.has(food.id)) m.food = food;
    } else if (CHAIN_PIZZAS.has(m.food.id) && !m.absorbed && pizzaDiameterAt(text, elements[m.to])) {
      const named = chainPizzaNamedAfter(db, elements, m.to, matches);
      if (!named) continue;
      m.absorbed = [{ from: m.to, to: m.to + 1 }];
      m.food = named.food;
      m.to = named.to;
    }
  }
  for (const m of matches) {
    const size = elements[m.from - 1];
    const sized = size?.kind === "word" && PIZZA_SIZE_STEMS.has(size.stem);
    // "додо пепперони 35 см": a pizza's diameter after its own name says the pizza (it was 2 g of pepperoni sausage).
    if ((!sized && !pizzaDiameterAt(text, elements[m.to])) || CHAIN_PIZZAS.has(m.food.id)) continue;
    const stems = m.absorbed ? null : windowStems(elements, m.from, m.to, null);
    const food = stems ? db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food : undefined;
    if (food && CHAIN_PIZZAS.has(food.id)) m.food = food;
  }
}
/**
 * "на второе пюре с курицей", "бизнес ланч суп салат второе": a course named by where it comes in a meal (catalog
 * COURSES_NAMED_BY_THEIR_DISH) with a dish typed straight after it, or after its colon, was that dish; read as a
 * plate of its own beside it, the meal held the course twice. The course's words stay the dish's.
 */
export function coursesNamedByTheirDish(text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  for (let i = matches.length - 2; i >= 0; i--) {
    const course = matches[i]!;
    const dish = matches[i + 1]!;
    if (!COURSES_NAMED_BY_THEIR_DISH.has(course.food.id)) continue;
    const between = elements.slice(course.to, dish.from);
    const colon = (e: Element) => e.kind === "separator" && text.slice(e.start, e.end).trim() === ":";
    // "комплексный обед: суп, …": the meal's name that ends the set lunch's own name is read as a break between
    // sentences, its colon with it; the set lunch was still the dish typed after it (decision 024).
    const mealWord = (e: Element) =>
      e.kind === "separator" && course.food.id === SET_LUNCH && SET_LUNCH_MEAL.test(text.slice(e.start, e.end).trim());
    const commaAt = (e: Element) => e.kind === "separator" && text.slice(e.start, e.end).trim() === ",";
    // "бизнес ланч, суп солянка и плов, морс": a set lunch followed after a comma by a list of its courses (two
    // foods at least) is headed by it as by a colon; it was the canteen's whole set beside the dishes.
    // A set lunch that took in the course typed after it ("бизнес-ланч: суп, котлета, …") keeps it: dropped as the
    // heading, it took the soup's words with it, unread.
    const listed =
      course.food.id === SET_LUNCH &&
      !course.absorbed?.length &&
      matches.length - i > 2 &&
      between.length === 1 &&
      commaAt(between[0]!);
    if (!listed && !between.every((e) => e.kind === "word" || colon(e) || mealWord(e))) continue;
    if (!listed && !between.some(colon)) dish.from = course.from;
    matches.splice(i, 1);
  }
  // "суп солянка", "суп харчо тарелка": the word "суп" typed before a soup's own name is that soup; it was a plate
  // of chicken soup beside it.
  for (let i = matches.length - 2; i >= 0; i--) {
    const word = matches[i]!;
    const soup = matches[i + 1]!;
    if (word.to !== soup.from || word.to - word.from !== 1 || !PLAIN_SOUPS.has(word.food.id)) continue;
    const e = elements[word.from]!;
    if (e.kind !== "word" || e.stem !== SOUP_STEM || !isSoup(soup.food) || PLAIN_SOUPS.has(soup.food.id)) continue;
    soup.from = word.from;
    matches.splice(i, 1);
  }
  // "баскет с крыльями 9 шт", "баскет с ножками": a chain's basket said "с" the chicken in it is the box that chicken
  // came in; it was a basket of popcorn chicken beside the wings.
  for (let i = matches.length - 2; i >= 0; i--) {
    const basket = matches[i]!;
    const chicken = matches[i + 1]!;
    const word = elements[basket.from]!;
    if (basket.to - basket.from !== 1 || word.kind !== "word" || word.stem !== BASKET_STEM) continue;
    const between = elements.slice(basket.to, chicken.from);
    const link = between.length === 1 ? between[0] : undefined;
    if (link?.kind !== "connector" || link.and) continue;
    if (groupOf(chicken.food) !== "poultry" && !isMeat(chicken.food)) continue;
    chicken.from = basket.from;
    matches.splice(i, 1);
  }
  // "гречка на гарнир": a side dish named no further, right after a food and "на", is that food.
  for (let i = matches.length - 1; i >= 1; i--) {
    const garnish = matches[i]!;
    const dish = matches[i - 1]!;
    if (garnish.food.id !== GARNISH) continue;
    const gap = text.slice(elements[dish.to - 1]!.end, elements[garnish.from]!.start);
    if (dish.to > garnish.from || !/^\s+на\s+$/i.test(gap)) continue;
    dish.to = garnish.to;
    matches.splice(i, 1);
  }
}

/**
 * "смесь для блинов", "смесь для оладий": a mix said "для" what it makes is that food made from it, never the baby's
 * formula "смесь" alone names (catalog label-foods-shop.ts); the words are the food's. A mix for nothing the catalog
 * knows ("смесь для выпечки") is left unread, as it was before "смесь" named the formula.
 */
export function mixForWhatItMakes(text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  for (let i = matches.length - 1; i >= 0; i--) {
    const mix = matches[i]!;
    if (mix.food.id !== INFANT_FORMULA || mix.to - mix.from !== 1) continue;
    if (!MIX_FOR.test(text.slice(elements[mix.from]!.start))) continue;
    const made = matches[i + 1];
    if (made && made.from > mix.from) made.from = mix.from;
    matches.splice(i, 1);
  }
}
const INFANT_FORMULA = "ru-infant-formula";
/** "смесь для …", "смеси для …": the mix word followed by what it is for. */
const MIX_FOR = /^смес[ьи]\s+для\s/i;

const SET_LUNCH = "ru-set-lunch";
/** The meal word a set lunch's name ends in ("комплексный обед", "бизнес обед"). */
const SET_LUNCH_MEAL = /^(обед|ланч)\s*:?$/i;
const SOUP_STEM = stem("суп");
const BASKET_STEM = stem("баскет");

/** The most words a chain pizza's own name runs to ("четыре сыра", "мясная барбекю"). */
const PIZZA_NAME_WORDS = 3;

/**
 * "маргарита 25 см", "гавайская 30см": a name the catalog gives a chain pizza ("пицца маргарита"), typed alone and
 * followed by a diameter a pizza is baked at, is that pizza, as "пицца 30 см" is; no food was named. It is sized by
 * its diameter (byLength) as any chain pizza is.
 */
export function pizzaNamedByItsDiameter(db: Database, text: string, elements: Element[], matches: FoodMatch[]): void {
  // The word itself is looked at before the foods around it: asked first of every element, whether a food covered
  // it went over every food, and a long list's reading grew with its square.
  for (let at = 1; at < elements.length; at++) {
    if (!pizzaDiameterAt(text, elements[at]) || coveredByAMatch(matches, at)) continue;
    for (let n = Math.min(PIZZA_NAME_WORDS, at); n >= 1; n--) {
      const from = at - n;
      let free = true;
      for (let k = from; k < at; k++) free &&= elements[k]!.kind === "word" && !coveredByAMatch(matches, k);
      if (!free) continue;
      const stems = windowStems(elements, from, at, null);
      const food = stems ? db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food : undefined;
      if (!food || !CHAIN_PIZZAS.has(food.id)) continue;
      const index = matches.findIndex((m) => m.from > from);
      matches.splice(index < 0 ? matches.length : index, 0, { food, from, to: at + 1, fuzzyWords: 0 });
      break;
    }
  }
  // "половина маленькой маргариты", "большую четыре сыра": a chain pizza's name typed alone after a size said in the
  // feminine of "пицца" is that pizza as well, sized by the word before it as "большая пепперони" is; no food was
  // named (decision 024).
  for (let at = 0; at < elements.length - 1; at++) {
    const size = elements[at]!;
    if (size.kind !== "word" || !PIZZA_SIZE_STEMS.has(size.stem) || coveredByAMatch(matches, at)) continue;
    const named = chainPizzaNamedAfter(db, elements, at, matches);
    if (!named) continue;
    const index = matches.findIndex((m) => m.from > at);
    matches.splice(index < 0 ? matches.length : index, 0, { ...named, from: at + 1, fuzzyWords: 0 });
  }
}

/** Whether element `k` is one of a match's words. */
export function coveredByAMatch(matches: readonly FoodMatch[], k: number): boolean {
  return matches.some((m) => k >= m.from && k < m.to);
}

/**
 * The chain pizza the words right after element `at` name by the catalog's name with "пицца" ("маргариты", "четыре
 * сыра"), the longest first, and where its name ends; none where a word is no free word.
 */
function chainPizzaNamedAfter(
  db: Database,
  elements: Element[],
  at: number,
  matches: readonly FoodMatch[],
): { food: Food; to: number } | undefined {
  for (let n = Math.min(PIZZA_NAME_WORDS, elements.length - at - 1); n >= 1; n--) {
    const to = at + 1 + n;
    let free = true;
    for (let k = at + 1; k < to; k++) free &&= elements[k]!.kind === "word" && !coveredByAMatch(matches, k);
    if (!free) continue;
    const stems = windowStems(elements, at + 1, to, null);
    const food = stems ? db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food : undefined;
    if (food && CHAIN_PIZZAS.has(food.id)) return { food, to };
  }
  return undefined;
}

/**
 * "три куска маргариты", "кусочек гавайской": a chain pizza's name typed alone after a "кусок" of it is that pizza,
 * as "кусок пепперони" is (piecesOfANamedPizza) where the name is no food of its own; the line was left unread.
 */
export function piecesOfAPizzaNamedAlone(db: Database, elements: Element[], matches: FoodMatch[]): void {
  for (let at = 0; at < elements.length - 1; at++) {
    const piece = elements[at]!;
    if (piece.kind !== "unit" || !piece.stem?.startsWith("кус") || coveredByAMatch(matches, at + 1)) continue;
    const named = chainPizzaNamedAfter(db, elements, at, matches);
    if (!named) continue;
    // "пицца из доставки 3 куска маргарита": the pizza said before in the same item is the one named, its name typed
    // apart; it was two pizzas.
    const said = matches.filter((m) => m.to <= at && !m.typedApart).at(-1);
    const between = said ? elements.slice(said.to, at) : [];
    if (
      said &&
      CHAIN_PIZZAS.has(said.food.id) &&
      !between.some((e) => e.kind === "separator" || e.kind === "connector")
    ) {
      said.food = named.food;
      said.typedApart = { from: at + 1, to: named.to };
      continue;
    }
    const index = matches.findIndex((m) => m.from > at);
    matches.splice(index < 0 ? matches.length : index, 0, { ...named, from: at + 1, fuzzyWords: 0 });
  }
}

/** Pizza chains by the names chains.ts marks them with in a Russian text. */
const PIZZA_CHAINS: ReadonlySet<string> = new Set(["додо"]);

/**
 * "пепперони додо", "маргарита из додо": at a pizza chain, what the catalog names a chain pizza by beside the word
 * "пицца" is that pizza, as a "кусок" of it is (piecesOfANamedPizza); the line had 2 g of the sausage, or nothing
 * (decision 024, follow-up "Russian names, a fourth sweep"). A food named with "пицца" already stays as it is.
 */
export function pizzaNamedAtItsChain(db: Database, elements: Element[], matches: FoodMatch[]): void {
  const atAChain = elements.some(
    (e) => e.kind === "word" && e.stem.startsWith(CHAIN_PREFIX) && PIZZA_CHAINS.has(e.stem.slice(CHAIN_PREFIX.length)),
  );
  if (!atAChain) return;
  const pizzaOf = (from: number, to: number) => {
    const stems = windowStems(elements, from, to, null);
    if (!stems || stems.length === 0 || stems.includes(PIZZA_STEM)) return undefined;
    const food = db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food;
    return food && CHAIN_PIZZAS.has(food.id) ? food : undefined;
  };
  for (const m of matches) {
    if (m.absorbed) continue;
    const pizza = pizzaOf(m.from, m.to);
    if (pizza && pizza !== m.food) m.food = pizza;
  }
  // A pizza's name that is no food by itself ("маргарита", "четыре сыра") typed free at the chain.
  for (let from = 0; from < elements.length; from++) {
    for (let n = Math.min(PIZZA_NAME_WORDS, elements.length - from); n >= 1; n--) {
      let free = true;
      for (let k = from; k < from + n; k++) free &&= elements[k]!.kind === "word" && !coveredByAMatch(matches, k);
      const food = free ? pizzaOf(from, from + n) : undefined;
      if (!food) continue;
      const index = matches.findIndex((m) => m.from > from);
      matches.splice(index < 0 ? matches.length : index, 0, { food, from, to: from + n, fuzzyWords: 0 });
      break;
    }
  }
}

/** The Russian piece words: a pizza is eaten by the "кусок", a sausage by the "ломтик" or "кружок". */
const RUSSIAN_PIECE = /^кус/i;

/** The quantity counts pieces by the Russian piece word ("кусок", "кусочек"), not by a slice or a round. */
export function inRussianPieces(text: string, elements: Element[], q: Quantity): boolean {
  if (q.unit?.kind !== "portion" || q.unit.unit !== "piece") return false;
  const unitWord = elements.slice(q.from, q.to).find((e) => e.kind === "unit");
  return unitWord !== undefined && RUSSIAN_PIECE.test(text.slice(unitWord.start, unitWord.end));
}

/**
 * "2 куска пепперони", "кусок маргариты": a piece of what the catalog also names a pizza by ("пицца пепперони",
 * "пицца маргарита", the pizza's own name beside the word "пицца") is a piece of that pizza. Russian cuts a pizza in
 * "куски" and a sausage in "ломтики" or "кружочки", so the piece word tells the two apart; "ломтик пепперони" stays the
 * sausage, and a pizza named "с …" ("пицца с колбасой") never takes "кусок колбасы", since the alias holds the "с".
 */
export function piecesOfANamedPizza(
  db: Database,
  text: string,
  elements: Element[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const [m, q] of assigned) {
    if (!inRussianPieces(text, elements, q)) continue;
    // "кусок пеперони": a name typed with a slip is read by the food's own name, as the matcher found it (decision 024).
    const stems = m.absorbed
      ? null
      : m.fuzzyWords > 0
        ? aliasTokens(m.food.namesRu[0] ?? "")
        : windowStems(elements, m.from, m.to, null);
    if (!stems || stems.length === 0 || stems.includes(PIZZA_STEM)) continue;
    const pizza = db.aliases.get(aliasKey([...stems, PIZZA_STEM]))?.[0]?.food;
    // Only a pizza a chain sells by that name: "кусок лаваша" is a piece of the flatbread, never a "лаваш пицца"
    // (it was a 200 g pizza on lavash, 377 kcal).
    if (pizza && pizza !== m.food && CHAIN_PIZZAS.has(pizza.id)) m.food = pizza;
  }
}

/** "30 см", "12 inch", "25см": a diameter in centimetres or inches (elements.ts reads it as a size, "#size"). */
const DIAMETER = /^(\d+(?:[.,]\d+)?)\s*(см|cm|сантиметр\p{L}*|дюйм\p{L}*|inch(?:es)?|in|["″”])$/iu;
/** Diameters a pizza is baked at, in centimetres: a figure outside them is no pizza's size. */
const PIZZA_CM = { min: 20, max: 45 } as const;

/** Whether the element is a diameter a pizza is baked at ("30 см", "14 дюймов"). */
function pizzaDiameterAt(text: string, e: Element | undefined): boolean {
  if (e?.kind !== "word" || e.stem !== "#size") return false;
  const said = DIAMETER.exec(sizeAsFigure(text.slice(e.start, e.end).trim()));
  if (!said) return false;
  const value = Number(said[1]!.replace(",", "."));
  const cm = /^(д|i|["″”])/i.test(said[2]!) ? value * 2.54 : value;
  return cm >= PIZZA_CM.min && cm <= PIZZA_CM.max;
}

/**
 * "Додо пепперони 30 см 2 куска", "пицца 25 см половина", "пицца 30 см": a chain pizza said with its diameter weighs by its area,
 * against the 35 cm pizza the catalog weighs (catalog/label-foods-cafe.ts), and is still cut in eight; two pieces of a
 * 30 cm pizza were read as two of the 35 cm one's, a half of a 25 cm one as half of the 880 g pizza. "сабвей 30 см",
 * "sub 12 inch": a sub said with its length is the piece or the large of that length (catalog SUB_LENGTHS_CM).
 * "12 inch pizza", "a 16 inch pizza": FNDDS's restaurant pizza weighs by its diameter the same way (catalog
 * PIZZAS_BY_DIAMETER); it was one slice.
 */
export function byLength(
  text: string,
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned?: Map<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    const pizza = PIZZAS_BY_DIAMETER.has(m.food.id);
    const sub = SUB_LENGTHS_CM[m.food.id];
    const loaf = LOAF_LENGTHS_CM[m.food.id];
    if (!pizza && !sub && !loaf) continue;
    const cm = lengthSaid(text, elements, matches, m);
    if (cm === undefined) continue;
    const loafGrams = m.food.units.whole;
    if (loaf !== undefined && loafGrams !== undefined) {
      // The length said is the piece eaten, its weight a share of the whole loaf's: "багет 60 см" was a 25 g slice.
      if (cm <= 0 || cm > loaf * LONGEST_LOAF) continue;
      const grams = round1((loafGrams * cm) / loaf);
      const units = { ...m.food.units, piece: grams, slice: grams, whole: grams };
      m.food = { ...m.food, units, portion: { unit: "whole", grams } };
      continue;
    }
    if (sub) {
      // The nearer of the two lengths, never one a sub is not sold at.
      const large = m.food.sizes.large;
      if (large === undefined || Math.abs(cm - sub.large) > sub.piece / 2) continue;
      m.food = { ...m.food, units: { ...m.food.units, piece: large }, portion: { unit: "piece", grams: large } };
      continue;
    }
    if (cm < PIZZA_CM.min || cm > PIZZA_CM.max) continue;
    const area = (cm / CHAIN_PIZZA_CM) ** 2;
    const units = Object.fromEntries(Object.entries(m.food.units).map(([u, g]) => [u, round1(g * area)]));
    // With no amount, the diameter is the pizza's own, as a size word is ("средняя пицца" is the whole 30 cm one):
    // "пицца 30 см" was one 81 g slice.
    const whole = units.whole;
    const portion =
      whole === undefined
        ? { ...m.food.portion, grams: round1(m.food.portion.grams * area) }
        : { unit: "whole" as const, grams: whole };
    m.food = { ...m.food, units, portion };
    // "a 16 inch pizza", "2 пиццы 30 см": a count before the name with no unit of its own counts pizzas of that
    // diameter, not slices ("a 16 inch pizza" was one 160 g slice).
    const q = assigned?.get(m);
    if (whole !== undefined && q && !q.unit && q.to <= m.from && Number.isInteger(q.count)) {
      assigned!.set(m, { ...q, unit: { kind: "portion", unit: "whole" } });
    }
  }
}

/** The longest a loaf is said to be, against the length it is baked at: past it the figure is no length of it. */
const LONGEST_LOAF = 1.5;

/** «Теремок» named in any case ("в теремке", "из теремка"). */
const TEREMOK = /теремо?к/i;

/**
 * "теремок блин с творогом", "в теремке 2 блина с курицей": a blin in a text naming «Теремок» is the chain's 200 g one,
 * filled as typed (catalog TEREMOK_BLIN); it was a home blin of 45 or 80 g.
 */
export function chainBliny(text: string, elements: readonly Element[], matches: readonly FoodMatch[]): void {
  if (!TEREMOK.test(text)) return;
  for (const m of matches) {
    if (!TEREMOK_BLIN.foods.has(m.food.id)) continue;
    // "теремок блин с сёмгой": a filling read as an item of its own weighs itself beside a home blin.
    const next = elements[m.to];
    if (next?.kind === "connector" && !next.and) continue;
    const grams = TEREMOK_BLIN.grams;
    m.food = { ...m.food, units: { ...m.food.units, piece: grams }, portion: { unit: "piece", grams } };
  }
}

/** The length in centimetres said beside a food's name, words ("додо", "на тонком тесте") and amounts between. */
function lengthSaid(
  text: string,
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  m: FoodMatch,
): number | undefined {
  const near = (k: number) => {
    const e = elements[k];
    return (
      e !== undefined &&
      e.kind !== "separator" &&
      ((k >= m.from && k < m.to) ||
        (e.kind !== "connector" && !matches.some((o) => o !== m && k >= o.from && k < o.to)))
    );
  };
  // Inside the dish's span too: "саб 30 см с курицей" took the chicken in, and the size with it.
  for (const step of [1, -1] as const) {
    for (let k = step === 1 ? m.from : m.from - 1; near(k); k += step) {
      const e = elements[k]!;
      if (e.kind !== "word" || e.stem !== "#size") continue;
      const said = DIAMETER.exec(sizeAsFigure(text.slice(e.start, e.end).trim()));
      if (!said) continue;
      const value = Number(said[1]!.replace(",", "."));
      return /^(д|i|["″”])/i.test(said[2]!) ? value * 2.54 : value;
    }
  }
  return undefined;
}

const round1 = (g: number) => Math.round(g * 10) / 10;

/**
 * "кусочек шоколадки", "2 куска шоколадки": a Russian piece of a food the catalog weighs as one whole bar is a piece
 * broken off it (catalog BARS_BROKEN_INTO), not the bar.
 */
export function piecesOfABar(
  db: Database,
  text: string,
  elements: Element[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  for (const [m, q] of assigned) {
    const broken = BARS_BROKEN_INTO[m.food.id];
    if (!broken || !inRussianPieces(text, elements, q)) continue;
    m.food = db.byId.get(broken) ?? m.food;
  }
}

/**
 * A latte and FNDDS's flavoured record of it (92101904 "Coffee, Latte, flavored", 92102503 "Coffee, Iced Latte,
 * flavored"): a syrup adds a quarter to its energy, and café chains pour the flavoured ones in their own sizes.
 */
const FLAVOURED_LATTE: Readonly<Record<string, string>> = wordTable({
  latte: "raf",
  [fnddsFoodId("92101900")]: "raf",
  [fnddsFoodId("92102500")]: fnddsFoodId("92102503"),
});
/** Syrup flavours a café pours into a latte, said before or after it ("pumpkin spice latte", "latte vanilla"). */
const LATTE_FLAVOURS: ReadonlySet<string> = new Set(
  [
    "flavored",
    "flavoured",
    "vanilla",
    "caramel",
    "hazelnut",
    "pumpkin",
    "peppermint",
    "cinnamon",
    "toffee",
    "gingerbread",
    "maple",
    "lavender",
    "honey",
  ].map((w) => stem(w)),
);
const ICED_STEM = stem("iced");
/** How many plain words before or after a latte may carry its flavour ("salted caramel", "pumpkin spice"). */
const FLAVOUR_REACH = 3;

/**
 * "a pumpkin spice latte", "vanilla iced latte": a latte said with a syrup's flavour in the same run of words is
 * FNDDS's flavoured latte. A connector, a separator or a number ends the run: "latte and vanilla ice cream" is
 * a plain latte.
 */
/** Café drinks a syrup is pumped into, by their English names. */
const SYRUPED_DRINK =
  /\b(coffee|americano|latte|cappuccino|raf|flat white|macchiato|mocha|cocoa|hot chocolate|matcha|chai)\b/i;

/**
 * "латте с сиропом", "cappuccino with syrup": a syrup joined to a café drink is the coffee syrup pumped into it (catalog
 * ru-coffee-syrup), not the maple syrup poured over pancakes, which it was shown as.
 */
export function syrupInCoffee(db: Database, elements: Element[], matches: FoodMatch[], text: string): void {
  const syrup = db.byId.get("ru-coffee-syrup");
  if (!syrup) return;
  for (let k = 1; k < matches.length; k++) {
    const drink = matches[k - 1]!;
    const m = matches[k]!;
    if (m.food.id !== "maple-syrup" || !drink.food.drink || !SYRUPED_DRINK.test(drink.food.namesEn.join(" "))) continue;
    // "сироп без сахара", "syrup zero" is the sugar-free syrup the modifiers make of it.
    if (/^\s*(?:без|зеро|zero|sugar)/i.test(text.slice(elements[m.to - 1]!.end))) continue;
    // "капучино 0,3 с сиропом", "латте 400 мл с сиропом", "раф большой с сиропом": the drink's amount or size said
    // before the "с" leaves the syrup the drink's; it was the maple syrup (decision 024, follow-up: Russian diary text,
    // a third sweep).
    const between = elements.slice(drink.to, m.from);
    const amountOrSize = (e: Element) =>
      e.kind === "number" || e.kind === "unit" || (e.kind === "word" && SIZE_STEMS.has(e.stem));
    const joined = between.at(-1)?.kind === "connector";
    if (joined && between.every((e) => e.kind === "connector" || amountOrSize(e))) m.food = syrup;
  }
}

export function flavouredLattes(db: Database, elements: Element[], matches: FoodMatch[]): void {
  for (const m of matches) {
    const flavoured = FLAVOURED_LATTE[m.food.id];
    if (!flavoured) continue;
    const said = (k: number) => {
      const e = elements[k];
      return e?.kind === "word" ? e : undefined;
    };
    const stems: string[] = [];
    for (let k = m.from; k < m.to; k++) {
      const e = said(k);
      if (e) stems.push(e.stem);
    }
    for (let k = m.from - 1; k >= Math.max(0, m.from - FLAVOUR_REACH) && said(k); k--) stems.push(said(k)!.stem);
    for (let k = m.to; k < Math.min(elements.length, m.to + FLAVOUR_REACH) && said(k); k++) stems.push(said(k)!.stem);
    // "iced vanilla latte": "iced" parted from the latte by the flavour is still an iced latte.
    const iced = stems.includes(ICED_STEM) ? fnddsFoodId("92102503") : flavoured;
    const food = stems.some((s) => LATTE_FLAVOURS.has(s)) ? db.byId.get(iced) : undefined;
    if (food) m.food = food;
  }
}

/** Dips served with tortilla chips, by catalog id. */
export const CHIP_DIPS: ReadonlySet<string> = new Set(["salsa", "guacamole", "queso"]);

/**
 * "chips and salsa", "chips with guac": plain "chips" joined to a dip served with tortilla chips are tortilla chips,
 * not the catalog's potato chips (decision 024). "potato chips and salsa" keeps what it says.
 */
export function chipsForDips(db: Database, matches: FoodMatch[], elements: Element[]): void {
  const tortilla = db.byId.get("tortilla-chips");
  if (!tortilla) return;
  for (const [k, m] of matches.entries()) {
    if (m.food.id !== "potato-chips" || m.to - m.from !== 1) continue;
    const e = elements[m.from];
    if (e?.kind !== "word" || e.stem !== stem("chips")) continue;
    const joined = (x: FoodMatch | undefined, from: number, to: number) =>
      x !== undefined && CHIP_DIPS.has(x.food.id) && to - from === 1 && elements[from]?.kind === "connector";
    const next = matches[k + 1];
    const prev = matches[k - 1];
    if (joined(next, m.to, next?.from ?? 0) || joined(prev, prev?.to ?? 0, m.from)) m.food = tortilla;
  }
}

/** Nouns of an item that holds a filling, as stems: what "A and B" before one of them fills. */
const FILLED_ITEMS: ReadonlySet<string> = new Set(
  [
    "sandwich",
    "sub",
    "wrap",
    "burrito",
    "quesadilla",
    "taco",
    "omelet",
    "omelette",
    "bagel",
    "croissant",
    "biscuit",
    "panini",
    "toastie",
    "roll",
    "baguette",
    "hoagie",
  ].map(stem),
);

const POTATO_CHIPS = "potato-chips";

/** Of FILLED_ITEMS, those that are a bread until filled. */
const BREAD_ITEMS: ReadonlySet<string> = new Set(["bagel", "croissant", "biscuit", "roll", "baguette"].map(stem));

const wordStems = (elements: Element[], from: number, to: number) =>
  elements.slice(from, to).flatMap((e) => (e.kind === "word" && !e.note ? [e.stem] : []));

/**
 * "ham and cheese sandwich", "chicken and bacon sandwich", "steak and cheese sub", "bean and cheese burrito": the
 * foods joined by "and" before an item that holds a filling fill that one item; they were read as a food beside an
 * item of the last filling ("steak and cheese sub" was a 200 g steak and a sub). The item is FNDDS's record of every
 * word typed where its name before the first comma says no other food ("Ham and cheese sandwich, with lettuce and
 * spread"), else the item of the first filling ("chicken sandwich"). Only a first food that fills that item (the
 * catalog or FNDDS has "<food> <item>") is taken in: "soup and cheese sandwich" stays two foods.
 */
/**
 * A dip is eaten beside chips, never their flavour: "hummus and pita chips" was one bag of potato chips, the hummus
 * lost, where "salt and vinegar chips" are one bag.
 */
function dipBesideChips(food: Food): boolean {
  return CHIP_DIPS.has(food.id) || food.id === "hummus" || /\bdip\b/i.test(food.namesEn[0] ?? "");
}

/**
 * Chips named by what they are made of, as FNDDS names a kind of its own ("Pita chips", "Banana chips", "Corn chips"),
 * never by a flavour ("Potato chips, sour cream and onion flavored"): the word before them is no flavour, so the food
 * joined before it by "and" is a food beside them. "rice and pita chips" was one bag of potato chips, the rice lost.
 */
function chipsOfTheirOwnKind(name: readonly string[]): boolean {
  const code = findFnddsName(name);
  const description = code !== undefined ? fnddsName(code) : undefined;
  return description !== undefined && !/\bflavou?red\b/i.test(description);
}

/**
 * "a turkey and swiss sandwich": an article (or "one") before the first filling counts the one item they fill, as it
 * would before the item alone; a count in digits or a weight there may be the first food's own (decision 024, the
 * fiftieth batch: the turkey had been 120 g of its own beside a sandwich).
 */
function countOfOneInWords(e: Element | undefined): boolean {
  return e?.kind === "number" && e.value === 1 && e.digits === undefined && !e.range && !e.multiplier && !e.times;
}

/** The most items a count in digits before their fillings counts ("12 ham and cheese sandwiches" for a party). */
const MOST_ITEMS_COUNTED = 12;

/**
 * "1 ham and cheese sandwich", "2 bacon and cheese sandwiches": a count in digits before a first filling typed in the
 * singular counts the items they fill, as one before the item alone does; nobody counts turkey or ham as "1 turkey".
 * They were one ham slice (or 120 g of turkey) beside a cheese sandwich, the count lost on the sandwiches (decision
 * 024, follow-up "English default portions, by class"). A filling typed in the plural keeps its count ("2 eggs and
 * cheese sandwich"), as a weight or a measure there does.
 */
function countOfTheItems(e: Element | undefined, filling: FoodMatch, elements: Element[], text: string): boolean {
  if (e?.kind !== "number" || e.digits === undefined || e.range || e.multiplier || e.times) return false;
  if (!Number.isInteger(e.value) || e.value < 1 || e.value > MOST_ITEMS_COUNTED) return false;
  const last = elements[filling.to - 1];
  const word = last ? text.slice(last.start, last.end).toLowerCase() : "";
  return /^[a-z]+$/.test(word) && !/[^s]s$/.test(word);
}

export function fillingsJoinedByAnd(db: Database, matches: FoodMatch[], elements: Element[], text = ""): FoodMatch[] {
  const out = [...matches];
  for (let k = out.length - 1; k > 0; k--) {
    const item = out[k]!;
    // "turkey and swiss sandwich on rye": a second filling the catalog names ("swiss" as Swiss cheese, read so once a
    // bread is said after "on"), typed right before the item, is one of the fillings as an unnamed word is; the
    // turkey had been 120 g beside a sandwich and a slice of cheese (decision 024, follow-up "readings left open, a
    // fifth round").
    const second = k >= 2 && secondFilling(out[k - 2]!, out[k - 1]!, item, elements) ? 1 : 0;
    const filling = out[k - 1 - second]!;
    // The item's own name ends before the bread it is on ("cheese sandwich on rye"), also where the bread's words were
    // read into it ("turkey and cheddar sandwich on wheat" had the turkey beside a sandwich).
    const nameEnd = itemBeforeOn(
      elements,
      item.from,
      item.absorbed?.find((r) => r.to === item.to)?.from ?? item.to,
      text,
    );
    const last = elements[nameEnd - 1];
    const and = elements[filling.to];
    // A second filling no food of the catalog names is typed between ("turkey and swiss sandwich").
    const unnamed = second ? [] : elements.slice(filling.to + 1, item.from);
    if (
      nameEnd - filling.to - 2 < 1 ||
      last?.kind !== "word" ||
      and?.kind !== "connector" ||
      !and.and ||
      !unnamed.every((e) => e.kind === "word" && !e.note) ||
      filling.food.drink ||
      (elements[filling.from - 1]?.kind === "number" &&
        !countOfOneInWords(elements[filling.from - 1]) &&
        !countOfTheItems(elements[filling.from - 1], filling, elements, text)) ||
      elements[filling.from - 1]?.kind === "unit"
    ) {
      continue;
    }
    const own = wordStems(elements, filling.from, filling.to);
    if (own.length === 0) continue;
    // "cheese and onion crisps", "salt and vinegar chips": the two words joined before the potato chips, the second
    // read into them already, are their flavour, not a food beside the bag. "steak and potato chips" is typed with
    // the chips' own name, no flavour: the steak is a food beside them (it was dropped).
    const ownName = db.aliases.get(aliasKey(wordStems(elements, item.from, nameEnd)))?.[0]?.food === item.food;
    if (
      item.food.id === POTATO_CHIPS &&
      nameEnd - item.from >= 2 &&
      own.length === 1 &&
      !ownName &&
      !dipBesideChips(filling.food) &&
      !chipsOfTheirOwnKind(wordStems(elements, item.from, nameEnd))
    ) {
      out.splice(k - 1, 2, { ...item, from: filling.from, fuzzyWords: filling.fuzzyWords + item.fuzzyWords });
      continue;
    }
    if (!FILLED_ITEMS.has(last.stem)) continue;
    // The first filling's item by all its words, else by its last ("grilled chicken and avocado wrap": chicken wrap).
    const firstItem = [...own, last.stem];
    const headItem = [own.at(-1)!, last.stem];
    const byCatalog =
      db.aliases.get(aliasKey(firstItem))?.[0]?.food ??
      (own.length > 1 ? db.aliases.get(aliasKey(headItem))?.[0]?.food : undefined);
    const firstCode = findFnddsName(firstItem);
    // A meat fills any such item, whether or not the catalog or FNDDS names the pair ("steak and cheese hoagie").
    if (!byCatalog && firstCode === undefined && !isMeat(filling.food)) continue;
    const typed = wordStems(elements, filling.from, nameEnd);
    // A bread named as the item ("egg and cheese bagel") is no filled item by itself: without a record of it filled,
    // the fillings stay foods of their own.
    const food =
      saidWhole(db, findFnddsName(typed), typed, last.stem) ??
      byCatalog ??
      saidWhole(db, firstCode, firstItem, last.stem) ??
      (BREAD_ITEMS.has(last.stem) ? undefined : item.food);
    if (!food) continue;
    out.splice(k - 1 - second, 2 + second, {
      food,
      from: filling.from,
      to: item.to,
      fuzzyWords: filling.fuzzyWords + item.fuzzyWords,
      ...(item.english !== undefined ? { english: item.english } : {}),
    });
    k -= second;
  }
  return out;
}

/** The end of the item's word ("sandwich") where words after it follow "on" ("… sandwich on wheat"), else `end`. */
function itemBeforeOn(elements: Element[], from: number, end: number, text: string): number {
  for (let j = end - 1; j > from; j--) {
    const word = elements[j - 1]!;
    const gap = text.slice(word.end, elements[j]!.start);
    if (word.kind === "word" && FILLED_ITEMS.has(word.stem) && /^\s+on\s+(?:an?\s+)?$/i.test(gap)) return j;
  }
  return end;
}

/** Whether `second` is a food typed between `first`, joined to it by "and", and the item right after it. */
function secondFilling(first: FoodMatch, second: FoodMatch, item: FoodMatch, elements: Element[]): boolean {
  const and = elements[first.to];
  return (
    and?.kind === "connector" &&
    and.and === true &&
    second.from === first.to + 1 &&
    second.to === item.from &&
    !second.food.drink &&
    !first.food.drink
  );
}

/**
 * FNDDS's record `code` where its name before the first comma holds the item and no word that was not typed ("Ham and
 * cheese sandwich, …" of "ham and cheese sandwich"; never "Bacon and egg sandwich" of "egg sandwich").
 */
function saidWhole(db: Database, code: string | undefined, typed: readonly string[], item: string): Food | undefined {
  const name = code ? fnddsName(code) : undefined;
  if (!name) return undefined;
  const head = (name.split(",")[0] ?? "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(stem)
    .filter((w) => !FILLER.has(w));
  return head.includes(item) && head.every((w) => typed.includes(w)) ? db.byId.get(fnddsFoodId(code!)) : undefined;
}

/**
 * "sushi: 8 pieces california roll", "salad: 2 cups spinach, tomato": a food named first and closed by a colon, with
 * the next food's amount or name right after the colon, is the heading of what follows, which names what was eaten;
 * read as a food of its own it counted the meal twice. Its words are left to the unmatched ones, never priced.
 */
/**
 * Whether the text after a heading's food closes it with a colon, words that name nothing between ("taco night:",
 * "burger run:"; decision 024, follow-up "English diary lines, a fourth batch"): "taco night: 3 corn tortillas, …"
 * kept a taco beside the tortillas, beef and cheese it was made of.
 */
function closedByColon(gap: string): boolean {
  const colon = /^((?:\s+[a-z']+)*)\s*:/i.exec(gap);
  return (
    colon !== null &&
    (colon[1] ?? "")
      .trim()
      .split(/\s+/)
      .every((w) => w === "" || STOP_WORDS.has(w.toLowerCase()))
  );
}

export function headingsBeforeColon(matches: FoodMatch[], elements: Element[], text: string): FoodMatch[] {
  const first = matches[0];
  const next = matches[1];
  if (!first || !next || !elements.slice(0, first.from).every((e) => e.kind === "word" && e.note === "describes"))
    return matches;
  // "pasta meal prep, 1.5 cups penne with meat sauce": the food named with "meal prep" (elements.ts) heads the list
  // after its comma as a colon does; the pasta was counted beside its own penne (decision 024, follow-up: the
  // forty-first batch).
  const isPrep = (e: Element | undefined) =>
    e?.kind === "word" && e.stem === "#tag" && /^meal/i.test(text.slice(e.start, e.end));
  const prep = isPrep(elements[first.to - 1]) || isPrep(elements[first.to]);
  const headEnd = isPrep(elements[first.to]) ? first.to + 1 : first.to;
  const end = elements[headEnd - 1]!.end;
  const after = elements[headEnd];
  const closed = prep
    ? /^\s*[:,]/.test(text.slice(end, after?.end ?? end)) || /^\s*[-–—]\s/.test(text.slice(end))
    : after !== undefined && closedByColon(text.slice(end, after.end));
  if (!after || !closed) return matches;
  // "eggs:2 toast:1", "яйца: 2 тост: 1": the next food closed by a colon and a figure too is the same list of a food
  // and its amount, no heading; the eggs were left unread (decision 024, follow-up "absurd readings, seeds 6 to 9").
  if (!prep && /^\s*:\s*\d/.test(text.slice(elements[next.to - 1]!.end))) return matches;
  const between = elements.slice(headEnd, next.from).filter((e) => !prep || e.kind !== "separator");
  if (!between.every((e) => e.kind === "number" || e.kind === "unit")) return matches;
  return matches.slice(1);
}

/**
 * "clif bar chocolate chip", "quest bar cookies and cream": the words typed right after a bar name its flavour, as
 * a calorie app lists a bar ("Clif Bar, Chocolate Chip"); read as foods they were a gram of potato chips, or cookies
 * and cream beside a granola bar. A flavour of two foods joined by "and" is taken whole where the phrase ends there.
 */
export function flavoursAfterABar(matches: FoodMatch[], elements: Element[]): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (let k = 0; k < matches.length; k++) {
    const m = matches[k]!;
    // The bar's name may have taken the first flavour word in ("clif bar chocolate" is FNDDS's Clif Bar).
    const named = elements.slice(m.from, m.to).some((e) => e.kind === "word" && e.stem === BAR_STEM);
    const next = matches[k + 1];
    if (!named || !next || next.from !== m.to || next.food.drink || NEVER_A_BAR_FLAVOUR.test(next.food.source)) {
      out.push(m);
      continue;
    }
    let bar = withAbsorbed(m, next);
    k++;
    const and = elements[bar.to];
    const more = matches[k + 1];
    const end = more ? elements[more.to] : undefined;
    if (
      more &&
      and?.kind === "connector" &&
      and.and &&
      more.from === bar.to + 1 &&
      !more.food.drink &&
      (end === undefined || end.kind === "separator" || end.kind === "connector")
    ) {
      bar = withAbsorbed(bar, more);
      k++;
    }
    out.push(bar);
  }
  return out;
}

const BAR_STEM = stem("bar");
/**
 * Foods no bar is flavoured with: eggs (SR28 01123–01130), meat, fish and poultry (SR28 05, 07, 10, 13, 15, 17; FNDDS
 * 2x), vegetables (SR28 11), grains (SR28 20). "chocolate bars egg" is a list; the egg was folded into the bar.
 */
const NEVER_A_BAR_FLAVOUR = /^(?:sr:(?:0112|05|07|1[01357]|20)|fn:2)/;

/**
 * "даниссимо клубника", "йогурт эрманн персик", "активиа черника 2 шт": a fruit named right after a dairy maker's
 * name (MAKERS_NAMING_A_PRODUCT) is the flavour on its pack, as the pack names it; it was read as 150 g of strawberries
 * beside the yoghurt. A fruit after a comma or "и", or after a yoghurt named by no maker, stays a food of its own.
 * "доширак курица", "роллтон говядина": a meat or seafood typed right after instant noodles, without the "с" that
 * absorbFillings reads, is the pack's flavour too (catalog FLAVOURED_NOODLES); it was 120 g of chicken beside them.
 */
export function flavoursAfterAMaker(matches: FoodMatch[], elements: Element[], db?: Database): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (const [k, m] of matches.entries()) {
    const prev = out.at(-1);
    // "мороженое банан клубника": a second fruit straight after says the words are a list, no flavour.
    const next = matches[k + 1];
    const listed =
      prev !== undefined && SOLD_IN_ONE_FLAVOUR.has(prev.food.id) && next?.from === m.to && isRawFruit(next.food);
    if (prev && !m.absorbed && !listed && flavourOfThePack(prev, m, elements)) {
      out[out.length - 1] = withAbsorbed(prev, m);
      continue;
    }
    const kind = prev && db && !m.absorbed ? fruitKindOf(db, prev, m, elements) : undefined;
    if (prev && kind) {
      out[out.length - 1] = { ...withAbsorbed(prev, m), food: kind };
      continue;
    }
    out.push(m);
  }
  return out;
}

/** "творожок" as typed: the diminutive that names the fruit curd dessert as often as a pack of творог. */
const TVOROZHOK_STEM = stem("творожок");

/**
 * "йогурт клубника 125 г", "творожок персик 100г": a fruit typed straight after a plain yoghurt or "творожок", then
 * the pack's amount, is the flavour of a fruit one (catalog FRUIT_KIND_OF; decision 024, follow-up "Russian diary
 * text, a fifth sweep"). It was a plain yoghurt at its assumed 150 g beside 125 g of strawberries. "творог" typed
 * plain stays the curd, and a fruit with no amount after it may be a list typed without a comma.
 */
function fruitKindOf(db: Database, prev: FoodMatch, m: FoodMatch, elements: Element[]): Food | undefined {
  const id = FRUIT_KIND_OF.get(prev.food.id);
  if (id === undefined || m.from !== prev.to || !isRawFruit(m.food) || prev.absorbed) return undefined;
  const after = elements[m.to];
  if (after?.kind !== "number" && after?.kind !== "unit") return undefined;
  const typed = elements.slice(prev.from, prev.to).filter((e) => e.kind === "word");
  if (id === "ru-tvorozhok-fruit" && !typed.some((e) => e.kind === "word" && e.stem === TVOROZHOK_STEM))
    return undefined;
  return db.byId.get(id);
}

/**
 * "овсянка на воде 50г хлопьев", "каша из 40 г овсяных хлопьев на молоке": the flakes weighed after a porridge are what
 * it was cooked from, and their weight the porridge's dry weight (weighedDry, which runs next); the flakes were a second
 * food, or bare "хлопья" cornflakes, beside a 250 g plate.
 */
export function porridgeOfItsFlakes(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let k = matches.length - 1; k > 0; k--) {
    const porridge = matches[k - 1]!;
    const flakes = matches[k]!;
    const q = assigned.get(flakes);
    if (WEIGHED_DRY[porridge.food.id] === undefined || assigned.has(porridge) || q?.unit?.kind !== "mass") continue;
    if (!flakesOf(porridge, flakes, elements, text)) continue;
    assigned.set(porridge, q);
    assigned.delete(flakes);
    porridge.absorbed = [...(porridge.absorbed ?? []), { from: porridge.to, to: flakes.to }];
    porridge.to = flakes.to;
    matches.splice(k, 1);
  }
}

const FLAKES_STEM = stem("хлопья");

/**
 * Whether `m` names the dry flakes of the porridge `prev` in the same item: no comma or "и" between them, though a
 * bracket may open ("овсянка на молоке (40г хлопьев)").
 */
function flakesOf(prev: FoodMatch, m: FoodMatch, elements: Element[], text: string): boolean {
  const words = elements.slice(m.from, m.to).filter((e) => e.kind === "word");
  const bareFlakes = words.length > 0 && words.every((e) => e.kind === "word" && e.stem === FLAKES_STEM);
  if (m.food.id !== WEIGHED_DRY[prev.food.id] && !bareFlakes) return false;
  return !elements
    .slice(prev.to, m.from)
    .some(
      (e) => (e.kind === "separator" && text.slice(e.start, e.end).trim() !== "(") || (e.kind === "connector" && e.and),
    );
}

/**
 * Whether `m` names the flavour of the pack `prev` names: a fruit after a maker's or a flavoured product, or a meat
 * after instant noodles, with at most a word of the pack's kind or its container between ("чудо йогурт питьевой
 * клубника", "доширак в стаканчике курица"). A size between stays the pack's size, outside the name.
 */
function flavourOfThePack(prev: FoodMatch, m: FoodMatch, elements: Element[]): boolean {
  if (m.from - prev.to > 1) return false;
  const between = elements[prev.to];
  const kindWord = between?.kind === "word" && !SIZE_STEMS.has(between.stem);
  if (m.from > prev.to && !kindWord && between?.kind !== "unit") return false;
  if (FLAVOURED_NOODLES.has(prev.food.id)) return isMeat(m.food);
  // The dish typed straight after a packaged meal's maker is which of its meals it was.
  if (MEALS_NAMED_BY_THEIR_DISH.has(prev.food.id)) return m.from === prev.to && !m.food.drink;
  if (SOLD_IN_ONE_FLAVOUR.has(prev.food.id)) {
    return !prev.absorbed && (isRawFruit(m.food) || SWEET_FLAVOURS.has(m.food.id));
  }
  if (FRUIT_FLAVOURED_PACKS.has(prev.food.id) && SWEET_FLAVOURS.has(m.food.id)) return true;
  if (!isRawFruit(m.food)) return false;
  if (FRUIT_FLAVOURED_PACKS.has(prev.food.id)) return true;
  return elements.slice(prev.from, prev.to).some((e) => e.kind === "word" && MAKERS_NAMING_A_PRODUCT.has(e.stem));
}

/** The most elements an amount said between a verb of cooking and its food runs to ("2 большие тарелки"). */
const AMOUNT_WORDS_BEFORE = 3;

/**
 * "пожарили сковородку картошки", "нажарила тарелку картошки": a verb of cooking said before the amount of a food
 * says how that food was cooked, as it does said straight before it ("пожарили картошки", elements.ts COOKED_BY_VERB);
 * parted from it by the pan or the plate, the fried potatoes were read as boiled ones (decision 024).
 */
export function cookedByAVerbBeforeItsAmount(db: Database, elements: Element[], matches: FoodMatch[]): void {
  // The amount between: a count, a unit, or a vessel the catalog has no measure for ("сковородку"). Made once, not
  // at every match: a closure made in a loop is named at run time (decision 027, follow-up "the reading's time per item").
  const amountWord = (e: Element, k: number) =>
    e.kind === "unit" ||
    e.kind === "number" ||
    (e.kind === "word" && !e.plain && !e.note && !coveredByAMatch(matches, k));
  for (const m of matches) {
    if (m.absorbed || m.fuzzyWords > 0) continue;
    let k = m.from - 1;
    while (k >= 0 && m.from - k <= AMOUNT_WORDS_BEFORE && amountWord(elements[k]!, k)) k--;
    if (k === m.from - 1 || k < 0) continue;
    const verb = elements[k]!;
    if (verb.kind !== "word" || !verb.plain || COOKED_BY_VERB.get(verb.stem) !== verb.plain) continue;
    if (coveredByAMatch(matches, k)) continue;
    const stems = windowStems(elements, m.from, m.to, null);
    if (!stems) continue;
    const food = (db.aliases.get(aliasKey([verb.plain, ...stems])) ??
      db.aliases.get(aliasKey([...stems, verb.plain])))?.[0]?.food;
    if (food && food !== m.food) m.food = food;
  }
}

/**
 * Whether the later saying is the last words of the first, a name of words alone ("chips" after "tortilla chips"); a
 * dish named with what it holds ("шаурма в лаваше, лаваш 1 шт") is not said again by the name of its part.
 */
function saidInItsWords(text: string, elements: Element[], first: FoodMatch, later: FoodMatch): boolean {
  const firstStems = typedStems(first, elements);
  const typed = text
    .slice(elements[first.from]!.start, elements[first.to - 1]!.end)
    .toLowerCase()
    .split(/\s+/);
  if (elements.slice(first.from, first.to).some((e) => e.kind !== "word") || typed.some((w) => JOINS.has(w)))
    return false;
  const laterStems = typedStems(later, elements);
  return laterStems.length > 0 && firstStems.slice(-laterStems.length).join(" ") === laterStems.join(" ");
}

/** Foods named by their kind alone ("курица", "рыба"), which a later saying of one food of that kind names better. */
const NAMED_BY_KIND: ReadonlySet<string> = new Set(["chicken", "fish"]);
/** A bird cooked whole ("курицу запекла в духовке, съела две голени"), which a later saying of the part eaten names. */
const COOKED_WHOLE: ReadonlySet<string> = new Set(["chicken-roast"]);
/** Words between two sayings of a food that make the later one another serving, not the first told again. */
const ANOTHER_SERVING =
  /(?:^|[^\p{L}])(?:ещ[её]|потом|затем|снова|опять|добавк\p{L}*|again|another|more|then|later)(?=$|[^\p{L}])/iu;
/**
 * A meal or a time of day between two sayings: after the comma it starts another serving ("pizza, for dinner 2 slices
 * of pizza"); before it, it says when the first saying was eaten ("leftover pizza for lunch, two slices of pepperoni",
 * "chips and salsa before dinner, a couple of handfuls of chips"), and the later saying tells how much of it.
 */
const ANOTHER_MEAL =
  /(?:^|[^\p{L}])(?:утр\p{L}*|дн[её]м|вечер\p{L}*|ночь\p{L}*|ночью|обед\p{L}*|ужин\p{L}*|завтрак\p{L}*|перекус\p{L}*|lunch|dinner|breakfast|snack)(?=$|[^\p{L}])/iu;

/** A count said loosely: "a few", "a couple of", "several", "some". */
const LOOSE_COUNT = /^(?:a\s+)?(?:few|couple(?:\s+of)?|several|some|handful(?:\s+of)?)$/i;
/** The hedges HEDGED_AFTER_COMMA reads, as stems. */
const HEDGE_WORDS: ReadonlySet<string> = new Set(["maybe", "probably", "like", "about", "around", "roughly"].map(stem));
/** A hedge opening the later saying, after the comma: "…, maybe six", "…, probably 8". */
const HEDGED_AFTER_COMMA = /,\s*(?:maybe|probably|like|about|around|roughly)\b/i;

/**
 * "a few dumplings, maybe six pork potstickers", "some wings, probably 8": a loose count, then after a comma a hedged
 * count of the same food or a kind of it, is the first count put more exactly; both were counted, three dumplings
 * beside six potstickers (decision 024, follow-up "English meals told as sentences").
 */
function vaguelyCountedThenHedged(text: string, elements: Element[], q: Quantity, gap: string): boolean {
  const said = text.slice(elements[q.from]!.start, elements[q.to - 1]!.end).trim();
  return LOOSE_COUNT.test(said) && HEDGED_AFTER_COMMA.test(gap);
}

/**
 * The food a dish named first and what tops or fills it, counted after a comma in the dish's own pieces, name
 * together: "leftover pizza for lunch, two slices of pepperoni" is two slices of pepperoni pizza, where it was a
 * slice of cheese pizza beside 4 g of pepperoni. Only a piece the named food is served by counts so ("pizza, 2 slices
 * of cheese"); "sandwich, 2 slices of turkey" stays the turkey (a turkey sandwich is no food of slices). Decision 024,
 * follow-up "English meals told as sentences".
 */
function toppingOfTheDishSaidFirst(
  elements: Element[],
  first: FoodMatch,
  later: FoodMatch,
  q: Quantity,
): Food | undefined {
  const unit = q.unit?.kind === "portion" ? q.unit.unit : undefined;
  if (unit === undefined || first.to - first.from !== 1) return undefined;
  const named = namedTogether(getDatabase(), elements, later, first);
  return named && named !== later.food && named.portion.unit === unit ? named : undefined;
}

/**
 * Whether the later saying names a kind of the food the first named by its class alone: "we had tacos, I ate three
 * chicken tacos", "some sushi, maybe eight pieces of california roll". The first is one word, the head of the later
 * words typed or of the later food's name (an FNDDS description puts its head first: "Sushi roll, California").
 * Decision 024, follow-up "English meals told as sentences".
 */
function kindOfTheClassSaidFirst(elements: Element[], first: FoodMatch, later: FoodMatch): boolean {
  const said = typedStems(first, elements);
  if (said.length !== 1 || first.to - first.from !== 1) return false;
  const cls = said[0]!;
  const typed = typedStems(later, elements);
  if (typed.length > 1 && typed.at(-1) === cls) return true;
  const code = fnddsCodeOf(later.food.source);
  const names = [...later.food.namesEn.map((n) => wordsOf(n.toLowerCase()).at(-1) ?? "")];
  if (code) names.push(wordsOf((fnddsName(code) ?? "").toLowerCase())[0] ?? "");
  return typed.length > 0 && !typed.includes(cls) && names.some((w) => w !== "" && stem(w) === cls);
}

/**
 * "на ужин макарошки с сосисками, 2 сосиски и тарелка макарон", "запекла горбушу с картошечкой, кусочек рыбы и 3
 * картофелины": a food first named with no amount, then again after a comma in the same sentence with its amount
 * (the same food, or one of its kind where either saying names the kind alone, "рыба" and "горбуша"), is what was
 * cooked told first and how much of it was eaten told after; counted twice, the plate held each food twice (decision
 * 024). The later saying keeps its amount and the more exact of the two foods. Another serving said as one ("ещё",
 * "потом", a meal's name between) and drinks, had again as often as not, stay two.
 */
export function restatedWithItsAmount(at: Layout, assigned: Map<FoodMatch, Quantity>): void {
  const { text, elements, matches, foodAt, used } = at;
  for (let j = matches.length - 1; j >= 1; j--) {
    const later = matches[j]!;
    if (!assigned.has(later) || later.food.drink) continue;
    for (let i = j - 1; i >= 0; i--) {
      const first = matches[i]!;
      if (first.food.drink || first.repeats !== undefined) continue;
      const gap = text.slice(elements[first.to - 1]!.end, elements[later.from]!.start);
      if (assigned.has(first) && !vaguelyCountedThenHedged(text, elements, assigned.get(first)!, gap)) continue;
      if (!gap.includes(",") || /[.;!?\n]/.test(gap) || ANOTHER_SERVING.test(gap)) continue;
      if (ANOTHER_MEAL.test(gap.slice(gap.indexOf(",")))) continue;
      const group = groupOf(first.food);
      const kinds =
        group !== undefined &&
        group === groupOf(later.food) &&
        (NAMED_BY_KIND.has(first.food.id) || NAMED_BY_KIND.has(later.food.id) || COOKED_WHOLE.has(first.food.id));
      // "tortilla chips and salsa, 2 handfuls of chips": the later saying in some of the first's words is that food,
      // though alone its words name another ("chips" are potato chips); counted twice, the bowl held both.
      const shorter = first.food !== later.food && saidInItsWords(text, elements, first, later);
      const kindOfIt =
        first.food !== later.food && !first.food.drink && kindOfTheClassSaidFirst(elements, first, later);
      const topped =
        first.food !== later.food && !kinds && !shorter && !kindOfIt
          ? toppingOfTheDishSaidFirst(elements, first, later, assigned.get(later)!)
          : undefined;
      if (first.food !== later.food && !kinds && !shorter && !kindOfIt && !topped) continue;
      if (topped) later.food = topped;
      if (shorter || (NAMED_BY_KIND.has(later.food.id) && !NAMED_BY_KIND.has(first.food.id))) later.food = first.food;
      // The first saying's words, and the words of how it was cooked around them ("запекла в духовке"), stay read:
      // they told what was cooked, and are shown with the item, as every word typed is (docs/product.md).
      // A loose count of the first ("a few dumplings, maybe six …") is said again by the later one: its words, and the
      // hedge after the comma, are read with it.
      const loose = assigned.get(first);
      let from = loose ? Math.min(loose.from, first.from) : first.from;
      let to = first.to;
      if (loose) {
        for (let k = loose.from; k < loose.to; k++) used[k] = true;
        assigned.delete(first);
        for (let k = first.to; k < later.from; k++) {
          const e = elements[k]!;
          if (e.kind === "word" && HEDGE_WORDS.has(e.stem)) used[k] = true;
        }
      }
      while (from > 0 && elements[from - 1]!.kind === "word" && !used[from - 1]) used[--from] = true;
      while (to < later.from && elements[to]!.kind === "word" && !used[to]) used[to++] = true;
      later.saidFirst = { from, to };
      matches.splice(i, 1);
      foodAt.delete(first.from);
      j--;
      break;
    }
  }
}
