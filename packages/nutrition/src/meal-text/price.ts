// Stage 6 of reading a meal text (see ../analyze.ts): grams and nutrients of each item, and the meal's totals.
import type { AnalyzedItem, Lang } from "../analyze";
import {
  ADDED_TO_DRINKS,
  MILK_IN_DISHES,
  MILK_ON_HOT_CEREAL,
  MILKS,
  NUT_BUTTERS,
  SHAKE_MILKS,
  SPREAD_BY_THE_SLICE,
  TOPPINGS,
} from "../catalog/index";
import { type Food, NUTRIENT_KEYS, type NutrientKey } from "../database";
import { MICRONUTRIENT_KEYS, micronutrientsIn } from "../nutrient-keys";
import type { ParsedUnit } from "../quantity";
import { stem } from "../text";
import { type Element, isAmount, SHARED_PREFIX, SPLIT_ONE_PREFIX } from "./elements";
import { type FoodMatch, inRussianPieces, KIND_ONLY } from "./food-spans";
import type { Modifier } from "./modifiers";
import { PREPARATION_STEMS, SIZE_STEMS, sizeOf } from "./modifiers";
import { gramsInCollective, gramsInPlural, isInstrumentalPlural, isPluralOf, isSingularOf } from "./plurals";
import { addedGrams, gramsFor, itemOfItsName, type Portion, pouredDrinkGrams, unspecifiedGrams } from "./portions";
import type { Binding, Quantity } from "./quantities";

/** A sanity cap so absurd inputs ("10000000 кг") stay finite and comparable; 50 kg is more than any meal. */
const MAX_GRAMS = 50_000;
/**
 * More than any one meal holds. A meal over it that rests on numbers typed without a unit is read again with those
 * items at their typical portions, largest first: "гречка 200" is trusted as grams, "масло 1000" next to nine other
 * heavy items is not, and the person sees the number in `unmatched` instead of a 20,000 kcal dinner.
 */
export const MEAL_KCAL_CEILING = 5000;
/** One item read from a bare number may not pass this either: a kilogram of nuts is a typing slip, not a snack. */
const BARE_ITEM_KCAL_CEILING = 1500;
/** A typical portion within a tenth of what a number read is that reading again, unread: no cause to doubt it. */
const DOUBTED_SHARE = 0.9;

export function round(value: number, digits: number): number {
  // Looked up, not raised: every item rounds its sixteen micronutrients and more, and the power was a fiftieth of a
  // long list's reading. The table's values are the powers themselves, so every figure rounds as before.
  const f = POWERS_OF_TEN[digits] ?? 10 ** digits;
  const r = Math.round(value * f) / f;
  return Number.isFinite(r) && r > 0 ? r : 0;
}

const POWERS_OF_TEN: readonly number[] = [1, 10, 100, 1000];

interface Planned {
  match: FoodMatch;
  portion: Portion;
  quantityShown: boolean;
}

const kcalPerGram = (m: FoodMatch) => m.food.per100g[NUTRIENT_KEYS.indexOf("kcal")]! / 100;

/**
 * The grams of an addition that went into a drink ("чай с сахаром и лимоном": a slice of lemon, not a lemon), when
 * the match at `index` is one (catalog ADDED_TO_DRINKS) joined by "с"/"и" to a drink before it, directly or through
 * other additions, a drink made "на" it, or put "в" the drink after it.
 */
function intoDrink(
  elements: Element[],
  matches: FoodMatch[],
  index: number,
  binding: Binding,
  text = "",
): number | undefined {
  const grams = ADDED_TO_DRINKS[matches[index]!.food.id];
  if (grams === undefined) return undefined;
  const milkNamedByItsKind = (at: number) => {
    const m = matches[at]!;
    const typed = text.slice(elements[m.from]!.start, elements[m.to - 1]!.end);
    const gap = text.slice(elements[matches[at - 1]!.to - 1]!.end, elements[m.from]!.start);
    return /\bmilk\b/.test(m.food.namesEn[0] ?? "") && /[\s%]/.test(typed) && /^\s+$/.test(gap);
  };
  // "молоко в кофе", "сахар в чай": named first, with only "в" (a stop word) before the drink.
  const next = matches[index + 1];
  if (next?.food.drink && next.from === matches[index]!.to) return grams * drinksCounted(binding.assigned.get(next));
  for (let k = index - 1; k >= 0; k--) {
    // "кофе 200 мл с молоком", "coffee 12 oz with milk": the drink's own amount may stand before the "с", and an
    // addition's own on either side of it ("чай с сахаром 2 ложки и лимоном", "чай с 2 ложками сахара и лимоном").
    const amounts = [matches[k]!, matches[k + 1]!].flatMap((m) => binding.assigned.get(m) ?? []);
    const between = elements
      .slice(matches[k]!.to, matches[k + 1]!.from)
      .filter((_, j) => !amounts.some((q) => matches[k]!.to + j >= q.from && matches[k]!.to + j < q.to));
    // "кофе без сахара с молоком": a describing phrase of the drink may stand before the "с", and so may its size
    // ("кофе большой с молоком", "coffee large with milk": the milk was a 250 g glass beside a large coffee).
    const describes = (e: Element) => e.kind === "word" && (e.note !== undefined || SIZE_STEMS.has(e.stem));
    // An addition typed right after the drink joins the chain to it when a later one is joined by "и" ("чай с
    // сахаром 2 ложки и лимоном": the spoons are the sugar named in the drink's own name, sweetened.ts).
    // "кофе на овсяном молоке": a coffee made "на" a milk the catalog has no drink of is that splash in the coffee.
    const on =
      k === index - 1 &&
      between.length === 0 &&
      matches[k]!.food.drink &&
      /^\s+на\s+$/i.test(text.slice(elements[matches[k]!.to - 1]!.end, elements[matches[index]!.from]!.start));
    // "coffee large milk", "tea small milk": only the drink's size between them, the milk goes into it.
    const sized =
      k === index - 1 &&
      matches[k]!.food.drink &&
      between.length > 0 &&
      between.every((e) => e.kind === "word" && SIZE_STEMS.has(e.stem));
    // "iced coffee oat milk", "caramel macchiato almond milk": a milk named by its kind typed right after the drink,
    // with no word between, is the milk in it, as after "with"; it was a 250 ml glass of it beside the drink.
    const milkOfItsKind =
      k === index - 1 &&
      between.length === 0 &&
      matches[k]!.food.drink === true &&
      (milkNamedByItsKind(index) || milkAfterItsHotDrink(text, elements, matches, k, binding));
    const joined =
      between.some((e) => e.kind === "connector") ||
      (between.length === 0 && k < index - 1) ||
      on ||
      sized ||
      milkOfItsKind;
    if (!joined || !between.every((e) => e.kind === "connector" || describes(e))) return undefined;
    const food = matches[k]!.food;
    if (food.drink) return grams * drinksCounted(binding.assigned.get(matches[k]!));
    if (ADDED_TO_DRINKS[food.id] === undefined) return undefined;
  }
  return undefined;
}

/**
 * "кофе молоко сахар", "чай молоко": milk or cream typed straight after a coffee or a tea, with nothing between but a
 * space, is what went into the mug, as it is when typed before it ("молоко кофе") or after "с"; it was a 250 g glass of
 * milk beside the coffee (decision 024, follow-up: readings left open, a third round). A comma still parts them.
 */
function milkAfterItsHotDrink(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  k: number,
  binding: Binding,
): boolean {
  const drink = matches[k]!;
  const milk = matches[k + 1]!;
  if (!HOT_DRINK.test(drink.food.namesEn[0] ?? "") || drink.food.per100g[NUTRIENT_KEYS.indexOf("kcal")]! > 10)
    return false;
  if (!/\b(?:milk|cream)\b/.test(milk.food.namesEn[0] ?? "")) return false;
  // "кофе 300 мл молоко сахар", "чай 250 мл молоко": the drink's own amount typed between them is the mug's, and the
  // milk after it, with none of its own, still went into it; it was a 250 g glass (decision 024, follow-up "small
  // readings, a fourth round").
  const own = binding.assigned.get(drink);
  const after = own !== undefined && own.from === drink.to && own.to <= milk.from ? own.to : drink.to;
  return /^\s+$/.test(text.slice(elements[after - 1]!.end, elements[milk.from]!.start));
}
/** A drink a splash of milk goes into: a coffee or a tea of no energy of its own. */
const HOT_DRINK = /\b(?:coffee|tea|espresso|americano)\b/i;

/**
 * "солянка с лимоном", "уха с лимоном", "рыба с рисом и лимоном": a lemon (or an onion, below) said "с" a dish, with no amount of its own,
 * is the slice served with it, as in a mug of tea (ADDED_TO_DRINKS), not a whole 60 g lemon beside the dish (decision
 * 024, follow-up: Russian diary text, a third sweep). The dish is the food before the "с", past other foods joined to
 * it by "и".
 */
function garnishOfADish(elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const m = matches[index]!;
  const garnish = m.food.id === LEMON ? ADDED_TO_DRINKS[LEMON] : GARNISH_WITH_A_DISH[m.food.id];
  if (garnish === undefined) return undefined;
  for (let k = index - 1; k >= 0; k--) {
    // How the garnish was cooked may stand after the "с": "burger with grilled onions".
    const between = elements
      .slice(matches[k]!.to, matches[k + 1]!.from)
      .filter(
        (e, i) => i === 0 || !(e.kind === "word" && (PREPARATION_STEMS.has(e.stem) || GARNISH_COOKED.has(e.stem))),
      );
    if (between.length !== 1 || between[0]!.kind !== "connector") return undefined;
    if (!between[0]!.and) return matches[k]!.food.drink ? undefined : garnish;
  }
  return undefined;
}
const LEMON = "lemon";

/**
 * "селедка с луком", "печень с луком", "steak with onions": an onion said "с"/"with" a dish is the garnish cut onto
 * it, two of SR28 11282's medium slices (14 g each), not a whole 100 g onion beside the dish (decision 024, "Readings
 * left open, a second round"). Said alone or with an amount of its own it is still the onion.
 */
const GARNISH_WITH_A_DISH: Readonly<Record<string, number>> = { onion: 28 };

/**
 * How a garnish is cooked for a dish, besides PREPARATION_STEMS: "burger with caramelized onions" was a whole 100 g
 * onion beside the burger (decision 024, follow-up: small readings mended).
 */
const GARNISH_COOKED: ReadonlySet<string> = new Set(
  ["caramelized", "caramelised", "sauteed", "sautéed", "pickled", "карамелизованный", "маринованный"].map(stem),
);

/** More drinks than this in one count are no longer mugs each with its own spoonful ("2 л чая" is a volume). */
const MAX_COUNTED_DRINKS = 5;

/**
 * How many mugs or cups a drink's quantity counts: "2 cups of tea with honey" is honey in each of two cups. A volume
 * or weight ("чай 500 мл") and a decimal are one drink.
 */
function drinksCounted(q: Quantity | undefined): number {
  if (!q || !Number.isInteger(q.count) || q.count < 1 || q.count > MAX_COUNTED_DRINKS) return 1;
  const unit = q.unit;
  // "2 чая с сахаром", "2 coffees with sugar": a small bare figure before a drink counts mugs (no drink weighs 2 g),
  // and each has its spoon; it was one spoon in two teas (decision 024, follow-up: small readings mended).
  if (!unit) return q.count;
  if (unit.kind === "portion") return q.count;
  return unit.kind === "volume" && unit.unit !== undefined ? q.count : 1;
}

/** The grams of milk that went into the dish named just before it with "с"/"with" (catalog MILK_IN_DISHES). */
function intoDish(elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const dish = matches[index - 1];
  if (!dish || !pouredMilk(matches[index]!.food.id)) return undefined;
  // The dish's own amount may stand before the "with": "weetabix x2 with milk", "cheerios 1 cup with milk".
  const link = linkBetween(elements, dish, matches[index]!);
  if (link?.kind !== "connector") return undefined;
  const poured = milkPouredOn(dish);
  if (poured !== undefined) return link.and && !isCereal(dish.food) ? undefined : poured;
  // "cheerios with banana and milk", "oatmeal with blueberries and milk": milk ending what a bowl was served with is
  // poured on the bowl as well; it was a 250 g glass beside it.
  for (let k = index - 2; k >= Math.max(0, index - 1 - MAX_TOPPINGS_BEFORE_MILK); k--) {
    const served = linkBetween(elements, matches[k]!, matches[k + 1]!);
    if (served?.kind !== "connector" || matches[k + 1]!.food.drink) return undefined;
    const on = milkPouredOn(matches[k]!);
    if (on !== undefined) return served.and ? undefined : on;
  }
  return undefined;
}

/** Toppings named between a bowl and the milk poured on it: "granola with yogurt, berries and milk" at most. */
const MAX_TOPPINGS_BEFORE_MILK = 2;

function linkBetween(elements: Element[], a: FoodMatch, b: FoodMatch): Element | undefined {
  const between = elements
    .slice(a.to, b.from)
    .filter((e) => e.kind !== "number" && e.kind !== "unit" && !(e.kind === "word" && TOPPING_CUTS.has(e.stem)));
  return between.length === 1 ? between[0] : undefined;
}

/**
 * How a topping is cut or how big it is, said before it: "corn flakes w a sliced banana and milk" still pours the milk
 * on the bowl (it was a 250 g glass beside it).
 */
const TOPPING_CUTS: ReadonlySet<string> = new Set([
  ...["sliced", "chopped", "diced", "fresh"].map((w) => stem(w)),
  ...SIZE_STEMS.keys(),
]);

function milkPouredOn({ food, english }: FoodMatch): number | undefined {
  const hot = english === true ? MILK_ON_HOT_CEREAL[food.id] : undefined;
  return MILK_IN_DISHES[food.id] ?? hot ?? (FNDDS_CEREAL.test(food.source) ? CEREAL_MILK_GRAMS : undefined);
}

/** A milk of any fat, or a plant milk: "special k with almond milk" was a 250 g glass of it beside the bowl. */
function pouredMilk(id: string): boolean {
  return MILKS.has(id) || SHAKE_MILKS.has(id);
}

/**
 * A cereal, poured half a cup of milk: "cheerios and milk" is that milk as "cheerios with milk" is (it was a 250 g
 * glass beside the bowl), where "omelette and milk" stays a glass.
 */
function isCereal(food: Food): boolean {
  return FNDDS_CEREAL.test(food.source) || MILK_IN_DISHES[food.id] === CEREAL_MILK_GRAMS;
}

/**
 * FNDDS files its ready-to-eat cereals under 57xxxxxx ("Cereal (General Mills Cheerios)", "Cereal, frosted oat
 * cereal with marshmallows"): milk poured on one is half a cup, as on the catalog's cereals (MILK_IN_DISHES).
 */
const FNDDS_CEREAL = /^fn:57\d{6}$/;
const CEREAL_MILK_GRAMS = MILK_IN_DISHES.cornflakes!;

/** A Russian adjective's ending in any case and number ("куриные", "домашних"): a word before a noun it agrees with. */
const ADJECTIVE = /(?:[ыио]й|[ая]я|[оеё]е|[ыи]е|[ыи]х|[ыи]м|[ыи]ми|[оеё]го|[оеё]му|[ую]ю|ой)$/i;
/** A noun in the nominative singular ending in a hard consonant ("батончик", "соус"), not an oblique case's "-ом", "-ах", "-ов". */
const NOMINATIVE_NOUN = /^[а-яё]+(?<!ом|ем|ём|ым|им|ах|ях|ов|ев)[бвгджзклмнпрстфхцчшщ]$/i;

/**
 * Cuts and parts of one animal: the word after them is the animal in the genitive, which a feminine name spells as
 * its plural ("ножка индейки" was two turkey legs). Their own number is read from themselves ("ножки индейки").
 */
const CUT_OF_ONE: ReadonlySet<string> = new Set(
  ["ножка", "голень", "бедро", "бедрышко", "крыло", "крылышко", "грудка", "филе", "окорочок", "шейка", "лопатка"].map(
    (w) => stem(w),
  ),
);

/**
 * Whether a word of the food's own name (not of a part merged into it) was typed in the plural (plurals.ts). After a
 * measure ("рюмка водки", "кусок пиццы") the same ending is the genitive of one, so a name holding or following an
 * amount is never read as a plural.
 */
function namedInPlural(text: string, elements: Element[], m: FoodMatch): false | "several" | "couple" {
  if (isAmount(elements[m.from - 1]) || elements.slice(m.from, m.to).some(isAmount)) return false;
  for (let k = m.from; k < m.to; k++) {
    if (m.absorbed?.some((r) => k >= r.from && k < r.to)) continue;
    const e = elements[k]!;
    if (e.kind !== "word") continue;
    // "салат из сёмги", "стейк из сёмги", "стейк индейки": after "из" or a word naming a kind of dish the word is the
    // genitive of one, which a feminine name in "-га" or "-ка" spells as its plural; it was two pieces of salmon.
    const before = elements[k - 1];
    if (/(?:^|\s)из\s+$/i.test(text.slice(0, e.start))) continue;
    if (k > m.from && before?.kind === "word" && (KIND_ONLY.has(before.stem) || CUT_OF_ONE.has(before.stem))) continue;
    const word = text.slice(e.start, e.end);
    const afterNoun = k > m.from && before?.kind === "word" && !ADJECTIVE.test(text.slice(before.start, before.end));
    // An undeclined word right before the noun that ends the name is that noun's attribute, whose number is the
    // noun's: "мюсли батончик" is one bar, as "батончик мюсли" is (decision 024, follow-up "Russian names, a fourth
    // sweep"). The noun is in the nominative singular, told by a hard last consonant no adjective nor oblique case
    // ends with ("тефтели бараньи", "тефтели в томатном соусе" stay several).
    const endsAt = (j: number) => j >= m.to || elements[j]?.kind !== "word";
    const after = k + 1 < m.to && endsAt(k + 2) ? elements[k + 1] : undefined;
    const beforeNoun =
      after?.kind === "word" &&
      /^\s+$/.test(text.slice(e.end, after.start)) &&
      NOMINATIVE_NOUN.test(text.slice(after.start, after.end));
    if (isPluralOf(m.food, word, afterNoun || beforeNoun)) return isInstrumentalPlural(word) ? "couple" : "several";
  }
  return false;
}

/** Forms a food is cut or made into that USDA gives a cup of its own ("cup, mashed" of banana, 225 g). */
const CUP_FORMS = /\b(mashed|diced|chopped|sliced|pureed|puréed)\b/i;

/** The form said between a measure and its food, or in the food's words: "a cup of mashed banana" is "mashed". */
function formSaid(text: string, elements: Element[], q: Quantity, m: FoodMatch): string | undefined {
  const said = text.slice(elements[q.to - 1]!.end, elements[m.to - 1]!.end);
  return CUP_FORMS.exec(said)?.[1]?.toLowerCase().replace("puréed", "pureed");
}

/**
 * Whether an English food is named in the singular and nothing follows as a word: its last word typed ends in no
 * plural "s" ("an almond", never "almonds" nor "a handful of almonds"). Small items USDA weighs one by one are then one of them (portions.ts).
 */
function namedInEnglishSingular(text: string, elements: Element[], m: FoodMatch): boolean {
  const last = elements[m.to - 1];
  // A word left after the name may make it another food ("an almond joy", a candy bar): no single nut then. Nor where
  // "and" joins a word with no amount of its own: "a grape and cheese plate" is one plate, the article the plate's.
  if (m.english !== true || last?.kind !== "word" || elements[m.to]?.kind === "word") return false;
  if (elements[m.to]?.kind === "connector" && elements[m.to + 1]?.kind === "word") return false;
  return !/s$/i.test(text.slice(last.start, last.end));
}

/**
 * The first value `read` gives for a word of the food's own Russian name as typed (not of a part merged into it), where
 * no amount is said in or before the name: what plurals.ts makes of a collective noun or a singular.
 */
function readOwnWords<T>(
  text: string,
  elements: Element[],
  m: FoodMatch,
  read: (word: string) => T | undefined,
): T | undefined {
  if (m.english === true || isAmount(elements[m.from - 1]) || elements.slice(m.from, m.to).some(isAmount))
    return undefined;
  for (let k = m.from; k < m.to; k++) {
    const e = elements[k]!;
    if (m.absorbed?.some((r) => k >= r.from && k < r.to) || e.kind !== "word") continue;
    const value = read(text.slice(e.start, e.end));
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The grams of one piece of a food served by the plate, named with no amount in the singular of a name the catalog
 * gives only in the plural ("пельмень", "вареник с картошкой": plurals.ts, isSingularOf), or undefined.
 */
const namedAsOnePiece = (text: string, elements: Element[], m: FoodMatch) =>
  readOwnWords(text, elements, m, (word) => (isSingularOf(m.food, word) ? m.food.units.piece : undefined));

/** The grams of a food named by a Russian collective noun with no amount ("чай с печеньем"), as plurals.ts weighs it. */
const namedAsCollective = (text: string, elements: Element[], m: FoodMatch) =>
  readOwnWords(text, elements, m, (word) => gramsInCollective(m.food, word));

/** Whether the last word of an English name as typed is singular: "cookie", not "cookies" (a "glass" is singular). */
/**
 * FNDDS's piece lighter than this is a bite, never the item a name alone stands for: "fried okra", "fried shrimp" are
 * words with no plural of their own, and were one 8 g pod, one 11 g shrimp. They are FNDDS's unspecified amount.
 */
const MIN_NAMED_ITEM_GRAMS = 15;
/**
 * Nor is a piece a quarter of FNDDS's unspecified amount or less: it is one bite of a plate, as a ravioli, a gnocchi,
 * a piece of smoked fish or of sushi are ("potato gnocchi" was one 26 g piece against FNDDS's 188 g cup), and the name
 * alone is FNDDS's unspecified amount (docs/decisions/024, follow-up "The FNDDS fallback, by class of miss": the
 * default portion when no measure is typed; decision 029, the name alone says FNDDS's amount where it is one whole).
 */
const BITES_IN_A_SERVING = 4;

function namedInSingular(text: string, elements: Element[], m: FoodMatch): boolean {
  const last = elements[m.to - 1];
  if (last?.kind !== "word") return false;
  const word = text.slice(last.start, last.end).toLowerCase();
  return /^[a-z]+$/.test(word) && (!word.endsWith("s") || word.endsWith("ss"));
}

/** Whether the food's name as typed is a part of it: "slice of pizza", "pizza slice", "piece of cake". */
function namedAsPart(text: string, elements: Element[], m: FoodMatch): boolean {
  const last = elements[m.to - 1];
  const first = elements[m.from];
  return (
    first !== undefined &&
    last !== undefined &&
    /\b(slices?|pieces?|wedges?)\b/i.test(text.slice(first.start, last.end))
  );
}

/** A piece said by a word for a cut ("кусок", "кусочек", "a piece of", "chunks"), never "шт" or a bare count. */
function saidAsACut(text: string, elements: Element[], q: Quantity): boolean {
  const unitWord = elements.slice(q.from, q.to).find((e) => e.kind === "unit");
  return unitWord !== undefined && /^(?:кус|pieces?$|chunks?$)/i.test(text.slice(unitWord.start, unitWord.end));
}

/** "some" typed right before the food's name ("some grapes", "had some rice"). */
function saidSome(text: string, elements: Element[], m: FoodMatch): boolean {
  return /\bsome\s+$/i.test(text.slice(Math.max(0, elements[m.from]!.start - 8), elements[m.from]!.start));
}

/**
 * "немного риса", "чуть-чуть салата", "a little bit of rice": a little, said instead of an amount, is half the usual
 * portion; "a lot of pasta", "много макарон" half as much again. The words are stop words (database.ts), so unread the
 * portion stood as if nothing had been said of it.
 */
const SAID_LITTLE =
  /(?:^|[\s,;:.(])(?:немного|немножко|немножечко|чуть-чуть|чуть\s+чуть|чуточку|чуть|чуток|чутка|чуточек|мал[её]х[аоу]|a\s+(?:little|tiny|wee)(?:\s+bit)?(?:\s+of)?|a\s+(?:small\s+)?bit\s+of|a\s+smidge\s+of)\s+$/iu;
const SAID_LOT = /(?:^|[\s,;:.(])(?:много|(?:a\s+)?lots?\s+of|plenty\s+of|tons\s+of|loads\s+of)\s+$/iu;
const LITTLE_SHARE = 0.5;
/** The heaviest whole "split a …" shares out: a pizza, a loaf, a melon; a whole cake is more than a table splits. */
const MAX_SHARED_WHOLE = 1000;
const LOT_SHARE = 1.5;
/** A portion this small (a slice of cheese, a spoon of honey) is already what "a little" of it is. */
const LITTLE_FLOOR_GRAMS = 30;

function saidHowMuch(text: string, elements: Element[], m: FoodMatch): "little" | "lot" | undefined {
  const start = elements[m.from]!.start;
  // "a little milk in coffee" read as one drink: the little is the milk's, not the coffee's.
  if (/\s(?:in|в|во)\s/iu.test(text.slice(start, elements[m.to - 1]!.end))) return undefined;
  const before = text.slice(Math.max(0, start - 24), start);
  return SAID_LITTLE.test(before) ? "little" : SAID_LOT.test(before) ? "lot" : undefined;
}

/** The grams of a usual portion said to be a little or a lot of it. */
function littleOrLot(grams: number, said: "little" | "lot"): number {
  if (said === "lot") return grams * LOT_SHARE;
  return grams <= LITTLE_FLOOR_GRAMS ? grams : Math.max(LITTLE_FLOOR_GRAMS, grams * LITTLE_SHARE);
}

/** Counts said as a guess ("a few", "a couple of", "несколько", "пару"), not a number the person counted. */
const VAGUE_COUNT = /^(?:(?:a\s+)?few|several|(?:a\s+)?couple(?:\s+of)?|несколько|пару|пара|парочку|парочка)$/iu;

/** The most items an English count typed before a food's noun counts by FNDDS's item of that noun. */
const MAX_NAMED_ITEMS = 20;

/**
 * "6 shrimp", "a dozen shrimp": a count typed before an English food's noun, in digits or words, the way a count is
 * said, where the noun's plural is the word itself or the catalog weighs no piece of it. A weight is typed with its
 * unit or after the food ("shrimp 150"); six shrimp were 6 g, a dozen twelve 100 g servings.
 */
function countedBeforeNoun(m: FoodMatch, q: Quantity): boolean {
  return (
    m.english === true && q.to <= m.from && Number.isInteger(q.count) && q.count >= 2 && q.count <= MAX_NAMED_ITEMS
  );
}

/**
 * "a few fries", "a couple of shrimp", "несколько картошек фри": a guessed count of a food the catalog weighs by no
 * piece counts its items by FNDDS's measure under the food's own noun; where there is none it is one usual portion.
 * Read as that many servings, "a few fries" was three orders of them, 806 kcal: a share that multiplied. A number
 * counted before the noun ("6 shrimp") counts the same items, and where FNDDS has none is read as before.
 */
function guessedCountGrams(text: string, elements: Element[], m: FoodMatch, q: Quantity): number | undefined {
  const food = m.food;
  if (q.unit || food.countable || food.units.piece !== undefined || food.itemGrams !== undefined || food.drink) {
    return undefined;
  }
  if (food.portion.unit === "piece" || food.portion.unit === "slice") return undefined;
  const said = text.slice(elements[q.from]!.start, elements[q.to - 1]!.end).trim();
  const vague = VAGUE_COUNT.test(said);
  if (!vague && !countedBeforeNoun(m, q)) return undefined;
  const singular = (w: string) => (w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.replace(/(?<!s)s$/, ""));
  const last = elements[m.to - 1]!;
  // The noun typed in English, else the last word of the food's English name ("креветки": shrimp).
  const typed = m.english ? text.slice(last.start, last.end).toLowerCase() : undefined;
  const named = food.namesEn[0]?.toLowerCase().split(/\s+/).at(-1);
  const item =
    (typed ? itemOfItsName(food, singular(typed)) : undefined) ??
    (named ? itemOfItsName(food, singular(named)) : undefined);
  if (item !== undefined) return q.count * item;
  return vague ? food.portion.grams : undefined;
}

/** How two foods side by side are joined in English: "with" (also "w/"), "and" (also "&"), or set "on"/"over" it. */
function joined(text: string, elements: Element[], a: FoodMatch, b: FoodMatch): "with" | "and" | "on" | undefined {
  // "a", "an" before the second food are a count of one, not a word between the two.
  const article = (e: Element) => e.kind === "number" && /^an?$/i.test(text.slice(e.start, e.end));
  const between = elements.slice(a.to, b.from).filter((e) => !article(e));
  const link = between.length === 1 ? between[0] : undefined;
  if (link?.kind === "connector") return link.and ? "and" : "with";
  if (between.length > 0) return undefined;
  const words = text.slice(elements[a.to - 1]!.end, elements[b.from]!.start);
  // "авокадо на хлебце": Russian "на" lays a spread on its bread as "on" does (decision 024, follow-up "Russian diary
  // text, a fourth sweep").
  return /^\s+(?:on|over|на)(?:\s+(?:a|an|the|some))?\s+$/i.test(words) ? "on" : undefined;
}

/** Served with a dish rather than eaten as one: a food weighed by the spoon. */
const servedBySpoon = (m: FoodMatch) =>
  (m.food.portion.unit === "tbsp" || m.food.portion.unit === "tsp") && !m.food.drink;

/**
 * The grams of a dip, sauce, syrup or spread served with the dish it is joined to in English ("pancakes with syrup",
 * "toast with butter and jam", "sour cream on a baked potato", "hummus with carrots", "chips and salsa"):
 * portions.ts addedGrams, or undefined where the food is not such an addition. Decision 024.
 */
function addedToDish(text: string, elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const m = matches[index]!;
  if (!m.english || !servedBySpoon(m)) return undefined;
  let base: FoodMatch | undefined;
  // Back over the other additions joined by "and" to the dish they are served with ("toast with butter and jam").
  for (let k = index - 1; k >= 0 && !base; k--) {
    const link = joined(text, elements, matches[k]!, matches[k + 1]!);
    if (link === undefined || link === "on") break;
    if (!servedBySpoon(matches[k]!) || link === "with") base = matches[k];
  }
  // Named first: "peanut butter on toast", "hummus with carrots".
  const next = matches[index + 1];
  if (!base && next && !servedBySpoon(next) && joined(text, elements, m, next) !== undefined) base = next;
  if (!base || base.food.drink) return undefined;
  return addedGrams(m.food);
}

/** The most slices one spread with no amount is counted over: beyond it the count is more likely a typing slip. */
const MOST_SLICES_SPREAD = 4;
const AVOCADO = "avocado";
/** The avocado on one slice of the catalog's avocado toast (recipes.ts, "avocado-toast": bread 35 g, avocado 50 g). */
const AVOCADO_ON_A_SLICE = 50;

/**
 * A nut butter spread on bread, toast, an English muffin or a rice cake with no amount of its own ("peanut butter on
 * toast", "2 slices of toast with almond butter") is one tablespoon a slice: FNDDS 42301015 "Peanut butter sandwich,
 * on white bread" weighs 92 g a sandwich and 46 g "(1 slice bread)", and its 384 kcal per 100 g solved against the
 * bread (266 kcal) and the peanut butter (597 kcal) is 59 g of bread and 33 g of peanut butter: two tablespoons on two
 * slices, one on one. It was FNDDS's two tablespoons whatever the bread, 191 kcal on a 78 kcal slice of toast. A bagel
 * (cut in two halves of a bigger bread) keeps the two. Decision 024 (English household measures by FNDDS's portions).
 */
function spreadOnSlices(
  text: string,
  elements: Element[],
  matches: FoodMatch[],
  index: number,
  binding: Binding,
): number | undefined {
  const m = matches[index]!;
  // "хлебцы 3 шт с авокадо", "toast with avocado": avocado on slices is the catalog's avocado toast's 50 g on each
  // (recipes.ts), in either language; it was a whole 150 g avocado on a 10 g crispbread.
  const tbsp = m.food.id === AVOCADO ? AVOCADO_ON_A_SLICE : m.food.units.tbsp;
  if ((!m.english && m.food.id !== AVOCADO) || tbsp === undefined) return undefined;
  if (!NUT_BUTTERS.has(m.food.id) && m.food.id !== AVOCADO) return undefined;
  // Back over what else is spread on it, joined by "and" ("toast with jam and peanut butter").
  let base = servedWith(text, elements, matches, index);
  // Named first: "peanut butter on toast", "almond butter with rice cakes", or straight before it: "peanut butter toast".
  const next = matches[index + 1];
  const nextLink = next ? joined(text, elements, m, next) : undefined;
  const before =
    next !== undefined &&
    next.from === m.to &&
    /^\s+$/.test(text.slice(elements[m.to - 1]!.end, elements[next.from]!.start));
  if (!base && next && (nextLink === "on" || nextLink === "with" || before)) base = next;
  if (!base || !SPREAD_BY_THE_SLICE.has(base.food.id)) return undefined;
  const q = binding.assigned.get(base);
  // "2 slices of toast", "2 english muffins": slices or items counted; a weight or a cup of bread says no slices.
  const counted = !q ? 1 : !q.unit || q.unit.kind === "portion" ? q.count : undefined;
  if (counted === undefined || !(counted >= 1)) return undefined;
  return Math.min(Math.round(counted), MOST_SLICES_SPREAD) * tbsp;
}

/**
 * The food named before "with" that the match at `index` is served with, back over the foods joined to it by "and"
 * ("toast with jam and peanut butter": the toast), or undefined where none is.
 */
function servedWith(text: string, elements: Element[], matches: FoodMatch[], index: number): FoodMatch | undefined {
  for (let k = index - 1; k >= 0; k--) {
    const link = joined(text, elements, matches[k]!, matches[k + 1]!);
    if (link === undefined || link === "on") return undefined;
    if (link === "with") return matches[k];
  }
  return undefined;
}

/**
 * A quarter of a cup: what FNDDS tops an item with where its records name a stew or cereal set on it. "Frankfurter or
 * hot dog sandwich, with chili, on white bun" (27564440) is 166 g where the plain one (27564000) is 102 g, and with no
 * bun 125 g against the 57 g frankfurter: 64-68 g of chili, a quarter of its 254 g cup; its fast-food fries with chili
 * (71401045) weigh 169, 222 and 276 g an order where plain ones (71401030) weigh 110, 145 and 180 g: 59-96 g.
 */
const TOPPING_CUP_SHARE = 0.25;

/**
 * The grams of a topping the catalog serves as a dish of its own (chili, granola), set on another food in English with
 * no amount ("hot dog with chili", "fries with chili", "chili on a baked potato", "yogurt with granola"): a quarter of
 * its cup, not the plate or serving it is eaten as alone (250 g of chili on a 100 g hot dog). Undefined where the food
 * is no such topping, is named first ("chili with cheese" is chili), or has no cup. Decision 024.
 */
function toppingOfDish(text: string, elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const m = matches[index]!;
  const cup = m.food.units.cup;
  if (!m.english || !TOPPINGS.has(m.food.id) || cup === undefined) return undefined;
  // Back over the other foods joined by "and" to the one it is put on ("yogurt with berries and granola").
  let base = servedWith(text, elements, matches, index);
  // Set on what comes next: "chili on a hot dog".
  const next = matches[index + 1];
  if (!base && next && joined(text, elements, m, next) === "on") base = next;
  if (!base || base.food.drink || TOPPINGS.has(base.food.id)) return undefined;
  return cup * TOPPING_CUP_SHARE;
}

/** How a bar serves a spirit poured as a drink rather than as a shot: "on the rocks", "on ice", "neat", "straight up". */
const POURED = /\b(?:on the rocks|on ice|neat|straight up)\b/i;

/**
 * "whiskey on the rocks", "scotch neat": a spirit said as a bar pours it, with no amount, is one drink by FNDDS's
 * measure of that name (63 g), not a 42 g shot. Decision 024.
 */
function pouredDrink(text: string, elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const m = matches[index]!;
  if (!m.english || !POURED.test(text)) return undefined;
  const next = matches[index + 1];
  const said = text.slice(elements[m.from]!.start, next ? elements[next.from]!.start : text.length);
  return POURED.test(said) ? pouredDrinkGrams(m.food) : undefined;
}

/** FNDDS's bar, the measure "a bar of chocolate" is weighed by (elements.ts, MEASURES_BEFORE_OF). */
const BAR: ParsedUnit = { kind: "portion", unit: "piece", word: "bar" };

/**
 * "chocolate bar", "2 chocolate bars", "bar of chocolate": a bar named with the food is one bar of it, as "a bar of
 * chocolate" is, where the food's own first English name says no bar (a granola bar's piece is already one). It was
 * the catalog's square of chocolate, 10 g for a bar of 41 (decision 024: never absurd).
 */
function barNamed(text: string, elements: Element[], m: FoodMatch, q: Quantity | undefined): Quantity | undefined {
  // "2-3 chocolate bars" count bars as either end does; their midpoint was 2.5 squares.
  if (!m.english || (q && (q.unit || !(Number.isInteger(q.count) || q.range)))) return q;
  const bar = elements.slice(m.from, m.to).some((e) => /^bars?$/i.test(text.slice(e.start, e.end)));
  if (!bar) return q;
  // A food named a bar ("SNICKERS Bar") is still one bar by FNDDS's own "bar" measure, where it lists one, not its
  // unspecified amount: "snickers bar" is "a snickers bar", 57 g.
  const ownBar = m.food.fnddsPortions?.some(([label]) => /^(?:\d+\s+)?bar\b/i.test(label));
  if (/\bbars?\b/i.test(m.food.namesEn[0] ?? "") && !ownBar) return q;
  return { count: q?.count ?? 1, from: q?.from ?? m.from, to: q?.to ?? m.to, unit: BAR };
}

/**
 * The word that names a whole roll, in either language: "ролл", "ролла", "роллов", "roll", "rolls". A count of rolls
 * typed with it alone counts whole rolls, each the catalog's serving of a roll cut in eight ("2 ролла филадельфия" are
 * two rolls, 520 g), while pieces are said so ("2 кусочка ролла", "ролл 8 шт"). It was two 32 g pieces.
 */
const ROLL_WORD = /^(?:ролл(?:а|ы|ов|ом|е|у)?|rolls?)$/i;
/**
 * The most whole rolls such a count is read as: three are the delivery set the catalog boxes ("сет роллов", 720 g);
 * "12 роллов", "32 ролла" are pieces, as a meal of twelve whole rolls (3 kg) is none.
 */
const MAX_WHOLE_ROLLS = 3;
/** A serving the food is eaten by, said as a roll. */
const ROLL: ParsedUnit = { kind: "portion", unit: "serving", word: "roll" };

function rollsNamed(text: string, elements: Element[], m: FoodMatch, q: Quantity | undefined): Quantity | undefined {
  if (!q || q.unit || !Number.isInteger(q.count) || q.count < 1 || q.count > MAX_WHOLE_ROLLS) return q;
  // Only a food served as a roll cut in pieces: its serving three of its pieces and more (sushi, a Philadelphia
  // roll), not a bread roll or a chain's wrap named a "ролл".
  const piece = m.food.units.piece;
  const serving = m.food.units.serving;
  if (piece === undefined || serving === undefined || serving < 3 * piece) return q;
  const rolls = elements
    .slice(m.from, m.to)
    .some((e) => e.kind === "word" && ROLL_WORD.test(text.slice(e.start, e.end)));
  // "2 филадельфии", "3 калифорнии": a roll's own name counted before it is the roll, as "2 ролла филадельфия" is; it
  // was two 32 g pieces (decision 024, follow-up: Russian diary text). "8 филадельфии" stays pieces.
  const namedRoll = NAMED_ROLL.test(m.food.id) && q.to <= m.from;
  return rolls || namedRoll ? { ...q, unit: ROLL } : q;
}

/** The catalog's rolls named by their own names ("филадельфия", "калифорния"), not sushi named no further. */
const NAMED_ROLL = /^(?:ru-)?roll-/;

/** Grams the text gave no amount for: assumed, and so never doubtful. */
function assumedGrams(grams: number): Portion {
  return { grams, assumed: true, byCount: false, caloriesStated: false, doubtful: false };
}

/** How an item's text shows a gap where another item's words stood between its own (shownAsTyped in analyze.ts). */
export const WORDS_APART = " … ";

/**
 * An item's words typed apart from its name: the milk of "капучино маленький на обезжиренном молоке", the first saying
 * of "горбушу с картошечкой, кусочек рыбы". They are shown with the item, as every word typed is (docs/product.md).
 */
function wordsApart(m: FoodMatch): { from: number; to: number }[] {
  return [m.typedApart, m.saidFirst].filter((r) => r !== undefined);
}

/**
 * Where words `from`–`to` of item `m` stand in the text. This and ownAmount are functions of their own, not closures
 * made for every item: one made per item is named at run time (the bundle and tsx keep names, decision 032), and a long
 * list's reading spent a tenth of its time naming closures (decision 027, follow-up "the reading's time per item").
 */
function wordsRange(elements: readonly Element[], from: number, to: number, m: FoodMatch) {
  return { start: elements[from]!.start, end: elements[to - 1]!.end, m };
}

/** A food's own amount of one nutrient in `grams` of it. */
function ownAmount(per100g: readonly number[], grams: number, key: NutrientKey): number {
  return (per100g[NUTRIENT_KEYS.indexOf(key)]! * grams) / 100;
}

/**
 * The words of an item, from its first to its last, leaving out the stretches between where another item's words
 * stand: "пельмешки со сметаной, штук 15" shows the dumplings as "пельмешки … штук 15", the sour cream being an item
 * of its own (decision 024, readings left open). A gap that holds only describing words or marks stays.
 */
function ownWords(
  text: string,
  elements: readonly Element[],
  pieces: { start: number; end: number }[],
  others: { start: number; end: number }[],
): string {
  // With no other item's words among its own, an item runs from its first word to its last: most items of a long
  // list are so, and cutting and merging their pieces was most of this.
  if (others.length === 0) {
    let start = pieces[0]!.start;
    let end = pieces[0]!.end;
    for (const p of pieces) {
      start = Math.min(start, p.start);
      end = Math.max(end, p.end);
    }
    return text.slice(start, end);
  }
  const inner = (p: { start: number; end: number }) =>
    others.filter((o) => o.start >= p.start && o.end <= p.end && (o.start > p.start || o.end < p.end));
  const cut = pieces.flatMap((p) => {
    const inside = inner(p).sort((a, b) => a.start - b.start);
    if (inside.length === 0) return [p];
    // An amount read across another food ("сырники с изюмом упаковка 200г"): its words on either side of that food,
    // each stretch from its first word, number or unit to its last, without the "с" that led to the other food.
    const bounds = [p.start, ...inside.flatMap((o) => [o.start, o.end]), p.end];
    const parts: { start: number; end: number }[] = [];
    for (let k = 0; k < bounds.length; k += 2) {
      const held = elements.filter(
        (e) => e.start >= bounds[k]! && e.end <= bounds[k + 1]! && e.kind !== "connector" && e.kind !== "separator",
      );
      if (held.length > 0) parts.push({ start: held[0]!.start, end: held[held.length - 1]!.end });
    }
    return parts;
  });
  const merged: { start: number; end: number }[] = [];
  for (const p of cut.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    const apart = last !== undefined && others.some((o) => o.start >= last.end && o.end <= p.start);
    if (last === undefined || apart) merged.push({ ...p });
    else last.end = Math.max(last.end, p.end);
  }
  return merged.map((p) => text.slice(p.start, p.end)).join(WORDS_APART);
}

function typical(m: FoodMatch): Portion {
  return assumedGrams(m.food.portion.grams);
}

export function price(
  text: string,
  lang: Lang,
  elements: Element[],
  matches: FoodMatch[],
  binding: Binding,
  modifiers: Map<FoodMatch, Modifier[]>,
  unmatched: { start: number; end: number }[],
): { items: AnalyzedItem[]; totals: { calories: number; protein: number; fat: number; carbs: number } } {
  const plan: Planned[] = matches.map((m, index) => {
    const q = rollsNamed(text, elements, m, barNamed(text, elements, m, binding.assigned.get(m)));
    const split = binding.shared.get(m);
    const inDrink =
      !q && split === undefined
        ? (intoDrink(elements, matches, index, binding, text) ??
          intoDish(elements, matches, index) ??
          garnishOfADish(elements, matches, index) ??
          spreadOnSlices(text, elements, matches, index, binding) ??
          addedToDish(text, elements, matches, index) ??
          toppingOfDish(text, elements, matches, index) ??
          pouredDrink(text, elements, matches, index))
        : undefined;
    if (inDrink !== undefined) {
      return {
        match: m,
        portion: assumedGrams(inDrink),
        quantityShown: false,
      };
    }
    const size = sizeOf(m.food, modifiers.get(m) ?? []) ?? q?.size;
    // "some grapes": FNDDS's unspecified amount, said as vaguely as FNDDS records it (portions.ts).
    const some =
      !q && split === undefined && !size && m.english === true && saidSome(text, elements, m)
        ? unspecifiedGrams(m.food)
        : undefined;
    if (some !== undefined) {
      return {
        match: m,
        portion: assumedGrams(some),
        quantityShown: false,
      };
    }
    // "oatmeal cookie", "pancake": an FNDDS food named in the singular with no amount is one of its usual items, where
    // FNDDS's unspecified amount is more (two cookies, 60 g): a labeller counts what was named.
    const item = m.food.units.piece;
    if (
      !q &&
      split === undefined &&
      !size &&
      m.english === true &&
      m.food.id.startsWith("fndds-") &&
      item !== undefined &&
      item >= MIN_NAMED_ITEM_GRAMS &&
      item < m.food.portion.grams &&
      item * BITES_IN_A_SERVING >= m.food.portion.grams &&
      namedInSingular(text, elements, m)
    ) {
      return {
        match: m,
        portion: { grams: item, assumed: true, byCount: true, caloriesStated: false, doubtful: false },
        quantityShown: false,
      };
    }
    const guessed = q && split === undefined && !size ? guessedCountGrams(text, elements, m, q) : undefined;
    if (guessed !== undefined) {
      return {
        match: m,
        portion: { grams: guessed, assumed: true, byCount: true, caloriesStated: false, doubtful: false },
        quantityShown: true,
      };
    }
    const plural = !q && split === undefined && namedInPlural(text, elements, m);
    const collective = !q && split === undefined && !size ? namedAsCollective(text, elements, m) : undefined;
    // "пельмень", "вареник с картошкой": one piece of a food the catalog serves by the plate.
    const onePiece = !q && split === undefined && !size && !plural ? namedAsOnePiece(text, elements, m) : undefined;
    const counted = collective ?? onePiece;
    const usual: Portion =
      split !== undefined
        ? { grams: split.grams, assumed: false, byCount: false, caloriesStated: false, doubtful: split.bare }
        : plural || counted !== undefined
          ? {
              // What a dish is served with, in the instrumental, is a couple of pieces (plurals.ts), as in English.
              grams: counted ?? gramsInPlural(m.food, m.english === true || plural === "couple"),
              assumed: true,
              byCount: true,
              caloriesStated: false,
              doubtful: false,
            }
          : gramsFor(m.food, q, size, m.english === true, {
              part: namedAsPart(text, elements, m) || (q !== undefined && inRussianPieces(text, elements, q)),
              cut: q !== undefined && saidAsACut(text, elements, q),
              countFirst: q !== undefined && q.to <= m.from,
              oneItem: q !== undefined && q.to <= m.from && namedInEnglishSingular(text, elements, m),
              form: q !== undefined && q.to <= m.from ? formSaid(text, elements, q, m) : undefined,
            });
    // "a little bit of rice", "a lot of pasta": the article is the phrase's, no count of one.
    const article =
      q !== undefined && !q.unit && /^an?$/i.test(text.slice(elements[q.from]!.start, elements[q.to - 1]!.end));
    const said =
      (!q || article) && split === undefined && !size && (usual.assumed || article)
        ? saidHowMuch(text, elements, m)
        : undefined;
    const portion: Portion = said ? { ...usual, grams: littleOrLot(usual.grams, said) } : usual;
    // "суши сет 24 шт на двоих", "пицца на троих": the person's share of what was said, or of the whole a food
    // comes as ("пицца", "торт"); a food said with no amount and no whole is already one person's portion. A share
    // said already ("на двоих съела половину", "полбутылки вина на двоих") is what the person had.
    // "split a brownie", "shared the nachos with my wife": the person's share of the one thing named, or of its
    // whole where it comes as one ("split a pizza").
    const one = (modifiers.get(m) ?? []).find((x) => x.stem.startsWith(SPLIT_ONE_PREFIX));
    // "split a pizza", "shared a bottle of wine with my husband": one of it, said with the article, is what was shared.
    const saidOne = q !== undefined && q.count === 1 && q.to <= m.from && elements[q.from]!.start >= (one?.end ?? 0);
    if (one && split === undefined && (!q || saidOne)) {
      const sharers = Number(one.stem.slice(SPLIT_ONE_PREFIX.length));
      // A whole a table shares ("split a pizza" is half of one; "a pizza" alone reads as FNDDS's slice), but not one
      // past a kilogram: "we shared the cake" is no half of a 1.7 kg layer cake.
      const whole = m.food.units.whole;
      const sharedWhole = !size && !q?.unit && whole !== undefined && whole <= MAX_SHARED_WHOLE ? whole : undefined;
      const grams = sharedWhole ?? portion.grams;
      return { match: m, portion: { ...portion, grams: grams / sharers }, quantityShown: false };
    }
    const by = (modifiers.get(m) ?? []).find((x) => x.stem.startsWith(SHARED_PREFIX));
    const people = by ? Number(by.stem.slice(SHARED_PREFIX.length)) : 1;
    const whole = m.food.units.whole;
    // "бутылка вина на двоих, я выпила бокал": an amount said after the sharing is the person's own.
    const saidAfter = q !== undefined && by !== undefined && elements[q.to - 1]!.end > by.start;
    if (people > 1 && split === undefined && !saidAfter && (q ? q.count >= 1 : whole !== undefined)) {
      // "средняя пицца на троих": a size the food comes in is the whole shared, a medium pizza, not the large one.
      const sizedWhole = size !== undefined && m.food.sizes[size] !== undefined;
      const grams = q || sizedWhole ? portion.grams : whole!;
      return { match: m, portion: { ...portion, grams: grams / people }, quantityShown: q !== undefined };
    }
    return { match: m, portion, quantityShown: q !== undefined };
  });
  const demote = (p: Planned) => {
    const q = binding.assigned.get(p.match);
    const one = p.portion.oneSized;
    if (q && one !== undefined && q.count > 1) {
      // "2 large pizzas": the count is what is doubted; one large pizza stays, the count is shown unread.
      unmatched.push({ start: elements[q.from]!.start, end: elements[q.from]!.end });
      p.portion = { ...p.portion, grams: one, heldByMealCeiling: false, oneSized: undefined };
      return;
    }
    if (q) unmatched.push({ start: elements[q.from]!.start, end: elements[q.to - 1]!.end });
    p.portion = typical(p.match);
    p.quantityShown = false;
  };
  const kcal = (p: Planned) => p.portion.statedKcal ?? p.portion.grams * kcalPerGram(p.match);
  // A number is doubted only where its typical portion says clearly less (decision 024, readings left open): "гречка
  // 200" thirty times over passed the meal ceiling, and each 200 g, buckwheat's usual plate, was both counted and shown
  // as not read; "кефир 250" was 250 g for 250 ml, and "кефир 100" would have been doubted up to a glass.
  const lowersIt = (p: Planned) => {
    const q = binding.assigned.get(p.match);
    const one = p.portion.oneSized;
    const grams = q && one !== undefined && q.count > 1 ? one : typical(p.match).grams;
    return grams * kcalPerGram(p.match) < DOUBTED_SHARE * kcal(p);
  };
  for (const p of plan) if (p.portion.doubtful && kcal(p) > BARE_ITEM_KCAL_CEILING && lowersIt(p)) demote(p);
  let total = plan.reduce((sum, p) => sum + kcal(p), 0);
  for (const p of [...plan].sort((a, b) => kcal(b) - kcal(a))) {
    if (total <= MEAL_KCAL_CEILING) break;
    if (!p.portion.doubtful && !p.portion.heldByMealCeiling) continue;
    if (!lowersIt(p)) continue;
    total -= kcal(p);
    demote(p);
    total += kcal(p);
  }
  unmatched.sort((a, b) => a.start - b.start);

  // Where each other item's own words stand: an item's text runs on over none of them.
  // Gathered straight into one list, each range made once with its item: made per item and then copied with it, they
  // were a twentieth of a long list's reading.
  const ranges: { start: number; end: number; m: FoodMatch }[] = [];
  for (const { match: m } of plan) {
    const q = binding.assigned.get(m);
    ranges.push(wordsRange(elements, m.from, m.to, m));
    if (q) ranges.push(wordsRange(elements, q.from, q.to, m));
    for (const apart of wordsApart(m)) ranges.push(wordsRange(elements, apart.from, apart.to, m));
  }
  // Only another item's words between an item's first and last word can part it: gathered for every item from all
  // the others, a long list's reading spent a tenth of its time on them.
  const othersWords = (m: FoodMatch, from: number, to: number) =>
    ranges.filter((r) => r.m !== m && r.start >= from && r.end <= to);
  const totals = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  const items = plan.map(({ match: m, portion, quantityShown }) => {
    const q = quantityShown ? binding.assigned.get(m) : undefined;
    const grams = Math.min(MAX_GRAMS, Math.max(0, Number.isFinite(portion.grams) ? portion.grams : 0));
    const mods = modifiers.get(m) ?? [];
    // Pushed one by one: spread from arrays made for it, they were a tenth of what this allocated per item.
    const starts = [elements[m.from]!.start];
    const ends = [elements[m.to - 1]!.end];
    if (q) {
      starts.push(elements[q.from]!.start);
      ends.push(elements[q.to - 1]!.end);
    }
    for (const x of mods) {
      starts.push(x.start);
      ends.push(x.end);
    }
    for (const apart of wordsApart(m)) {
      starts.push(elements[apart.from]!.start);
      ends.push(elements[apart.to - 1]!.end);
    }
    let confidence = 0.95;
    confidence *= 0.75 ** m.fuzzyWords;
    for (const mod of mods) confidence *= mod.known ? 0.95 : 0.85;
    if (portion.assumed) confidence *= 0.8;
    else if (portion.byCount) confidence *= 0.9;
    // A typed figure the food's own numbers do not reach (portions.ts statedGrams) scales the usual portion to it.
    const stated = portion.statedKcal;
    const ownKcal = ownAmount(m.food.per100g, grams, "kcal");
    const scale = stated === undefined ? 1 : ownKcal > 0 ? stated / ownKcal : 0;
    const calories = stated ?? ownKcal * scale;
    const protein = ownAmount(m.food.per100g, grams, "protein") * scale;
    const fat = ownAmount(m.food.per100g, grams, "fat") * scale;
    const carbs = ownAmount(m.food.per100g, grams, "carbs") * scale;
    totals.calories += calories;
    totals.protein += protein;
    totals.fat += fat;
    totals.carbs += carbs;
    const micronutrients = micronutrientsIn(m.food.per100g, grams);
    for (const key of MICRONUTRIENT_KEYS) micronutrients[key] = round(micronutrients[key], 3);
    const item: AnalyzedItem = {
      text: ownWords(
        text,
        elements,
        starts.map((start, k) => ({ start, end: ends[k]! })),
        othersWords(m, Math.min(...starts), Math.max(...ends)),
      ),
      foodId: m.food.id,
      name: (lang === "ru" ? m.food.namesRu[0] : m.food.namesEn[0]) ?? m.food.id,
      grams: round(grams, 1),
      calories: round(calories, 1),
      protein: round(protein, 1),
      fat: round(fat, 1),
      carbs: round(carbs, 1),
      micronutrients,
      confidence: round(Math.min(1, Math.max(0, confidence)), 2),
      portionAssumed: portion.assumed,
      ...(portion.caloriesStated ? { caloriesStated: true } : {}),
    };
    return item;
  });
  return { items, totals };
}
