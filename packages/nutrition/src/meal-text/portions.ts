// Stage 5 of reading a meal text (see ../analyze.ts): the grams of one item from its quantity, its size words and
// the food's own portions.

import { CHUNK_GRAMS, CUT_LIKE_A_PIE, GRILLED_IN_CHUNKS, SERVED_BY_ITS_OWN_CUP, SPIRITS } from "../catalog/index";
import type { UnitKey } from "../catalog/types";
import { type Food, NUTRIENT_KEYS, type Size } from "../database";
import { type FnddsPortion, findFnddsName, fnddsMeasureGrams, fnddsRecord, fnddsSizeGrams } from "../fndds";
import { type ParsedUnit, UNIT_WORDS, US_CUP_ML } from "../quantity";
import { latinStems, stem } from "../text";
import { wordTable } from "../word-table";
import { gramsInPlural } from "./plurals";
import type { Quantity } from "./quantities";

export interface Portion {
  grams: number;
  /** No quantity in the text: the typical portion was used. */
  assumed: boolean;
  /** Counted in pieces or portions rather than weighed. */
  byCount: boolean;
  /** The person gave the item's calories; the grams are whatever has that many. */
  caloriesStated: boolean;
  /**
   * The calories typed, when the food is too light to hold them in a believable amount ("чай 90 ккал" would be 9 l
   * of plain tea): the grams are then the typical portion, and its nutrients are scaled to this figure (price.ts).
   */
  statedKcal?: number;
  /** Read from a number with no unit: trusted only while the meal stays believable (price.ts). */
  doubtful: boolean;
  /**
   * Believed alone but set back to a serving, as a doubtful one, when the meal is past price.ts's meal ceiling,
   * though no bare number was typed: one whole item of a size ("a small pizza", 480 g), or a count typed in the form
   * a language counts in ("3 burritos", "4 чебурека").
   */
  heldByMealCeiling?: boolean;
  /**
   * One of a count of sized wholes ("2 large pizzas"): past the meal's ceiling the count is doubted, not the size, and
   * one whole of that size is kept (price.ts) rather than the food's slice.
   */
  oneSized?: number;
}

/** Pieces at most this heavy are counted by the dozen (пельмени, роллы, креветки, конфеты). */
const SMALL_PIECE_GRAMS = 60;
/** More pieces than this in a bare number is a weight: "банан 120" is 120 g, "яйца 3" three eggs. */
const MAX_BARE_COUNT = 20;
/** Items of a food not eaten by the piece (USDA's item weight, else a serving): "2 пива" is two glasses,
 * "3 scrambled eggs" three eggs' worth, "гречка 200" is 200 g. */
const MAX_BARE_SERVINGS = 5;
/** A count in words past MAX_BARE_COUNT is still pieces while they weigh no more than this. */
const MAX_COUNTED_GRAMS = 1000;
/**
 * The most of one food a typed weight is believed as: a kitchen scale's ten kilograms. Nutrition5k's references count
 * 7,974 g of olives or lemon in six dishes (its scale's slip), which a lower limit would read apart from them.
 */
const MAX_WEIGHED_GRAMS = 10_000;
/** More millilitres of a food that is not a drink than a meal holds: a slip ("сахар 10л"), read as doubtful. */
const MAX_SOLID_ML = 1000;
/** "кола 0,5", "квас 1.5": a decimal under this after a drink is litres. */
const MAX_BARE_LITRES = 3;
/** Without USDA's own small and large measures, a size scales the typical portion by these common ratios. */
const SIZE_RATIO: Record<Size, number> = { small: 0.7, medium: 1, large: 1.4 };
/** FNDDS's small, medium and large cup of brewed coffee, hot tea, chai and latte: 12, 16 and 20 fl oz. */
const COFFEE_SHOP_CUP: Record<Size, number> = { small: 360, medium: 480, large: 600 };
/** A sized item is a glass of it while at most this many of its glasses: a large pour of wine, not a 32 fl oz soda. */
const GLASS_ITEM_RATIO = 1.75;

const KCAL = NUTRIENT_KEYS.indexOf("kcal");
/** A typed calorie figure needing more than this many typical portions of the food is read as one, scaled. */
const MAX_STATED_PORTIONS = 4;
/** No typed figure is read past the meal ceiling (price.ts MEAL_KCAL_CEILING, contracts' quick-add limit). */
const MAX_STATED_KCAL = 5000;

/** The small juice or milk carton sold in Russia: 0,2 л (Добрый, Агуша, Домик в деревне labels). */
const SMALL_CARTON_ML = 200;

function density(food: Food): number {
  // USDA's cup weight gives the food's density; liquids without one are taken as water.
  return food.units.cup !== undefined ? Math.min(1.6, Math.max(0.2, food.units.cup / 240)) : 1;
}

/** A food eaten by the piece, each piece small enough to be counted by the dozen. */
/** A food eaten by the piece whose first Russian name ends as a plural does ("голубцы", "ленивые голубцы"). */
const namedInThePlural = (food: Food) =>
  food.portion.unit === "piece" && /[а-яё]{3}[ыи]$/.test(food.namesRu[0] ?? "") && !pouredShot(food);

const smallPieces = (food: Food) =>
  food.portion.unit === "piece" && food.portion.grams <= SMALL_PIECE_GRAMS && !pouredShot(food);

/**
 * A drink poured by the shot (an espresso, a ristretto, a shot of vodka or of Baileys): a small piece of USDA's
 * beverages (SR28 group 14; FNDDS 92–95, coffee and tea, alcoholic drinks, water, formulated drinks). A serving of it
 * is one shot, and a number past twenty after it millilitres, never a plate of three shots or fifty ristrettos
 * (decision 024, readings off by three times and more).
 */
export const pouredShot = (food: Food) =>
  food.portion.unit === "piece" && food.portion.grams <= SMALL_PIECE_GRAMS && /^(sr:14|fn:9[2-5])/.test(food.source);

/**
 * A shop's tray of a cut fruit sold whole (watermelon, melon): the trays of cut watermelon and melon are sold at
 * 300-500 g (a US supermarket's 16 oz tub, 454 g); the middle of them.
 */
const CUT_FRUIT_PACK = 400;
/** A fruit: SR28's fruits and fruit juices (group 09) and FNDDS's fruits (61-63). */
const isFruit = (food: Food) => /^(?:sr:09|fn:6[1-3])/.test(food.source);

/** The heaviest whole a pack holds as it is, and what a shop packs of a heavier one (a cake, a quiche, a bird's cut). */
const MAX_WHOLE_PACK = 1000;
const SHOP_PACK_OF_A_WHOLE = 500;

/**
 * A candy bar eaten by the piece: a bar sold as minis too, or SR28's and FNDDS's candies weighed by a piece of a bar's
 * weight (a square of chocolate or one sweet is no bar: a serving of them is several).
 */
const candyBar = (food: Food) =>
  food.portion.unit === "piece" &&
  food.portion.grams >= BAR_GRAMS &&
  (food.miniature !== undefined || /^(?:sr:191|fn:917)/.test(food.source));
/** The lightest bar: a fun-size bar is 15-20 g, a full-size one 40-60 g. */
const BAR_GRAMS = 20;

/** The energy past which one container of a food is no item of a meal: the absurd line of decision 024's hunt. */
const CONTAINER_KCAL_PAST_BELIEF = 2500;

/** Plates of a dish a home frying pan holds, for a food the catalog gives no pan of. */
const PLATES_IN_A_PAN = 3;

/**
 * A cake, a pie or a quiche whose whole the catalog weighs past a kilogram (SR28's 9" layer cake, 1,729 g; FNDDS's
 * quiche, 1,536 g): the whole a person eats from is the shop's smaller one, 500 g, as its pack is (above). "торт
 * целиком" was 6,553 kcal, "три четверти торта" 4,915 and "пол киша" 2,965 (decision 024, follow-up: absurd readings,
 * seeds 10 to 13); a share is taken of the shop's cake, so that "половина торта" is half of what "коробка торта" is.
 */
export function wholeEatenFrom(food: Food): number | undefined {
  const whole = food.units.whole;
  if (whole === undefined || whole <= MAX_WHOLE_PACK || !BAKED_WHOLE.test(food.namesEn[0] ?? "")) return whole;
  return SHOP_PACK_OF_A_WHOLE;
}
/** Baked wholes cut into slices: cakes, pies, tarts, quiches, cheesecakes (a lasagna's pan is a dish's, not a shop's). */
const BAKED_WHOLE = /\b(?:cakes?|cheesecakes?|pies?|tarts?|quiches?|lamingtons?|tortes?)\b/i;

function portionGrams(food: Food, unit: UnitKey): number {
  if (unit === "whole" && food.units.whole !== undefined) return wholeEatenFrom(food)!;
  const own = food.units[unit];
  if (own !== undefined) return own;
  switch (unit) {
    case "plate":
    case "bowl":
    case "serving":
      // "тарелка блинов", "порция сырников": a plate of a small food eaten by the piece holds several, as its plural
      // does; a larger piece (a pack of noodles, a cutlet) is a plate's worth itself.
      // A dish the catalog names in the plural ("голубцы", "ленивые голубцы", "перцы фаршированные") is plated by
      // several pieces too, as its name alone is: "голубцы тарелка" was one 140 g roll where "голубцы" were two
      // (decision 024, follow-up "Russian diary text, a fourth sweep").
      // "порция сникерса", "марса 2 порции": a serving of a candy bar is one bar, as its label's serving is; read as
      // a plate of three pieces, two servings of a Mars were six bars, 1,344 kcal (decision 024, follow-up: absurd
      // readings, seeds 10 to 13).
      if (unit === "serving" && candyBar(food)) return food.portion.grams;
      return (
        food.units.plate ??
        food.units.bowl ??
        food.units.serving ??
        (smallPieces(food) || namedInThePlural(food) ? gramsInPlural(food) : food.portion.grams)
      );
    case "slice":
      return food.portion.unit === "piece" ? food.portion.grams : 30;
    case "handful":
      return handfulGrams(food);
    case "pack":
      // A fruit sold whole and bigger than a pack ("упаковка арбуза", "a pack of melon") comes in a pack cut: the
      // shop's tray of it, not the whole 4.5 kg watermelon (decision 024, "Readings left open, a second round").
      if (isFruit(food) && food.units.whole !== undefined && food.units.whole > CUT_FRUIT_PACK) return CUT_FRUIT_PACK;
      // Without a pack weight of its own, the whole thing a share is taken of, else a typical portion: of a small
      // food eaten by the piece, several of them ("упаковка сырников" was one 60 g syrnik).
      // A whole past a kilogram is no pack a shop sells ("коробка торта" was a 1.7 kg layer cake, 6,553 kcal; "a pack
      // of quiche" the 1.5 kg pie, "пачка гуся" the whole goose): it is the shop's smaller cake, quiche or cut
      // (decision 024, follow-up "absurd readings, seeds 6 to 9").
      // A bird cooked and served by the piece ("a pack of original recipe chicken", "a box of fried chicken") comes
      // in a box of pieces, not as the whole bird SR28 weighs (05007, 932 g, 2,694 kcal): the piece the portion is
      // (decision 024, follow-up "readings left open, a fifth round"). "a whole fried chicken" stays the bird.
      if (servedByThePieceOfABird(food)) return food.portion.grams;
      return food.units.whole !== undefined
        ? food.units.whole > MAX_WHOLE_PACK
          ? SHOP_PACK_OF_A_WHOLE
          : food.units.whole
        : smallPieces(food)
          ? gramsInPlural(food)
          : food.portion.grams;
    case "pan":
      // A pan fried at home feeds a family: a kilogram of raw potatoes fries to about three plates.
      return PLATES_IN_A_PAN * portionGrams(food, "plate");
    case "bucket":
      // A food sold in no bucket of its own is held in one as in its pack.
      return food.units.pack ?? food.units.whole ?? food.portion.grams;
    case "piece":
      // "миндаль 10 шт", "вишня 20 шт": a piece of a small food USDA weighs by the item is that item, not a handful.
      return food.units.piece ?? food.itemGrams ?? food.portion.grams;
    default:
      return food.units.piece ?? food.portion.grams;
  }
}

/** A bird (SR28's poultry, group 05) the catalog serves by the piece and weighs whole: fried chicken. */
const servedByThePieceOfABird = (food: Food) =>
  food.source.startsWith("sr:05") && food.portion.unit === "piece" && food.units.whole !== undefined;

/** A piece at least this heavy is a whole fruit that comes apart in segments ("долька апельсина"); a lighter one is
 * the segment itself (a clove of garlic, a square of chocolate). */
const MIN_SEGMENTED_PIECE = 50;
/** Segments of an orange, a mandarin or a grapefruit: about ten. */
const SEGMENTS_IN_WHOLE = 10;

/** "долька": a food's own slice or wedge where it has one (a lemon, a melon), a tenth of a whole fruit, else a piece. */
function segmentGrams(food: Food): number {
  if (food.units.slice !== undefined) return food.units.slice;
  const piece = food.units.piece ?? food.portion.grams;
  return piece >= MIN_SEGMENTED_PIECE ? piece / SEGMENTS_IN_WHOLE : piece;
}

/**
 * The grams of a household vessel of a food by the food's own measure of it. A hot drink the catalog serves by the
 * mug ("чай", "капучино", "горячий шоколад": mug 250) is weighed as the catalog weighs that serving, a gram to a
 * millilitre: a Russian кружка of it is the 300 ml a mug holds and a чашка 200 ml, as the typed-meals set's household
 * measures weigh them (decision 024); they were the 250 g serving and the US cup. Of any other food a чашка is its US
 * cup scaled to 200 ml, and a mug the catalog gives as a vessel of its own (the beer mug of 0.5 l) stays. An English
 * mug keeps the catalog's serving.
 */
function vesselGrams(food: Food, unit: UnitKey, ml: number, russianMug: boolean): number | undefined {
  const own = food.units[unit];
  if (own === undefined) return undefined;
  const hotDrink = food.portion.unit === "mug";
  if (unit === "cup" && ml !== US_CUP_ML) return hotDrink ? ml : (own * ml) / US_CUP_ML;
  if (russianMug && hotDrink) return ml;
  return own;
}

/** A handful of nuts, seeds, chips or dried fruit: the 1-oz serving people count them by. */
const HANDFUL_GRAMS = 30;
/** Foods counted by the piece lighter than this per 100 g are fresh fruit and vegetables, sliced as a part of one. */
const SLICED_PRODUCE_KCAL = 100;
/** Foods lighter than this per 100 g are fresh fruit, berries and vegetables, of which a handful is half a cup. */
const FRESH_KCAL = 150;

/**
 * "горсть черники", "a handful of grapes": half a cup of fresh fruit, berries or vegetables as USDA weighs a cup of
 * them (grapes 151 g, blueberries 148 g); 30 g of anything denser, where half a cup would be 70 g of almonds, but
 * never more than a cup of it: a handful of popcorn (a cup 14 g) was two cups and more, 161 kcal.
 */
function handfulGrams(food: Food): number {
  const cup = food.units.cup;
  if (cup === undefined) return HANDFUL_GRAMS;
  return food.per100g[KCAL]! < FRESH_KCAL ? Math.max(HANDFUL_GRAMS, cup / 2) : Math.min(HANDFUL_GRAMS, cup);
}

const plain = (grams: number, byCount: boolean, doubtful = false): Portion => ({
  grams,
  assumed: false,
  byCount,
  caloriesStated: false,
  doubtful,
});

/** A number with no unit, by what the food is: pieces, servings, litres of a drink, or grams (ml for a drink). */
/** A food served as several small pieces: its portion a plate or serving of three pieces and more (пельмени, баскет). */
/** The most servings of a food served in pieces a multiplier counts ("x3"); past it, it counts the pieces. */
const MAX_SERVINGS_MULTIPLIED = 3;

function servedInPieces(food: Food): boolean {
  return food.units.piece !== undefined && food.portion.unit !== "piece" && food.portion.grams >= 3 * food.units.piece;
}

function bareGrams(
  food: Food,
  count: number,
  bare: boolean,
  countForm = false,
  range = false,
  countFirst = false,
  plural = false,
): Portion {
  // A range of counts ("2-3 grapes", "4-5 strawberries") counts its midpoint's items, as either end would; read as
  // 2.5 g, the grapes were lost.
  const wholeCount = Number.isInteger(count) || range;
  // Two and more of a small food USDA weighs by the item ("12 grapes", "a dozen almonds") are that many items.
  if (
    food.itemGrams !== undefined &&
    count >= 2 &&
    wholeCount &&
    (bare
      ? count <= MAX_BARE_COUNT ||
        // "50 grapes", "40 blueberries": counted before their plural, past twenty, they are still items while a meal
        // holds them; read as grams, fifty grapes were 50 g (decision 024, follow-up "absurd readings, seeds 6 to 9").
        (plural && count * food.itemGrams <= MAX_COUNTED_GRAMS)
      : count * food.itemGrams <= MAX_COUNTED_GRAMS)
  ) {
    return plain(count * food.itemGrams, true, bare);
  }
  const piece = food.units.piece ?? food.portion.grams;
  // "ристретто 50", "водка 100": twenty and more after a shot are millilitres; "ристретто 50" was fifty shots, 1 kg.
  if (bare && pouredShot(food) && count >= MAX_BARE_COUNT) return plain(count, false, true);
  if (bare && (food.drink || SPIRITS.has(food.id)) && !Number.isInteger(count) && count < MAX_BARE_LITRES) {
    // Litres read from a bare decimal are doubtful like any bare number: 2.5 l of eggnog is a slip (price.ts).
    return plain(count * 1000 * density(food), false, true);
  }
  if (count < 1) {
    // "четверть арбуза", "полбатона", "half a banana": a share of the whole thing, or of one piece.
    // From a bare decimal ("торт 0,5") it is doubtful like any bare number; "половина торта" is as said.
    // "баскет съела половину", "половину пельменей", "пол пачки m&m's": of a food served as several small pieces
    // (its portion a plate or serving of three pieces and more) the share is of that serving; half of one 6 g piece
    // of chicken was 3 g.
    return plain(count * (wholeEatenFrom(food) ?? (servedInPieces(food) ? food.portion.grams : piece)), true, bare);
  }
  // Number words count ("две котлеты", "two beers", "двадцать пять пельменей") up to what one meal holds of pieces;
  // "сто пятьдесят курицы" is grams.
  const counted = count <= MAX_BARE_COUNT || (food.countable && count * piece <= MAX_COUNTED_GRAMS);
  // "30 пельменей", "32 ролла": digits beside a word in the form Russian counts in are pieces while a meal holds them
  // (quantities.ts, countFormOf); doubtful like any bare number.
  if (bare && countForm && food.countable && piece <= SMALL_PIECE_GRAMS && count * piece <= MAX_COUNTED_GRAMS) {
    // Held by the meal's ceiling as any sure count is: sized large, "19 large snickers" were 10,500 kcal.
    // Past twenty, digits before an English plural ("30 chicken nuggets", "40 wings") are pieces as surely as "30
    // eggs" are (below): no weight is typed before a plural. Doubted, thirty nuggets (1,560 kcal) passed the doubted
    // item's 1,500 kcal and were set back to one nugget with "30" unread (decision 024, follow-up "small readings, a
    // fourth round"). The Russian genitive stays doubted past twenty, as it may be grams.
    return { ...plain(count * piece, true, count > MAX_BARE_COUNT && !plural), heldByMealCeiling: true };
  }
  // More than a few servings of a food not eaten by the piece ("a dozen гуляш") are read as said, but doubtful: the
  // meal's ceilings in price.ts may set them back to one serving.
  if (!bare && counted) return plain(count * piece, true, !food.countable && count > MAX_BARE_SERVINGS);
  const whole = Number.isInteger(count * 2);
  // A count typed in the form Russian counts in ("4 чебурека", "5 беляшей") is as sure as "4 шт" (quantities.ts,
  // countFormOf) while a meal holds them: a hungry evening's five pasties are not a slip for one. So are a few of a
  // dish eaten whole counted before it ("3 шаурмы", "4 бургера"), past a kilogram; read as doubtful they fell back to
  // one. After the food ("шаурма 3") the number stays doubtful.
  // A few counted before the food are as sure in any form the name is typed in: a name English or Russian does not
  // decline ("2 calzone", "2 baconator", "3 burrito", "2 кальцоне") takes a count as a plural does, and a weight
  // is never a number under six before a food. Read as doubtful, "2 calzone" was one calzone with the 2 unread.
  const few = countFirst && Number.isInteger(count) && count <= MAX_BARE_SERVINGS;
  if (food.countable && whole && count <= MAX_BARE_COUNT) {
    const sure = bare && ((countForm && count * piece <= MAX_COUNTED_GRAMS) || few);
    return { ...plain(count * piece, true, !sure), heldByMealCeiling: sure };
  }
  // Servings of a dish not eaten by the piece, a few counted before it ("2 lasagna", "3 pad thai"), likewise.
  if (!food.countable && Number.isInteger(count) && count <= MAX_BARE_SERVINGS) {
    return { ...plain(count * piece, true, !few), heldByMealCeiling: few };
  }
  // "10 strawberries", "12 baby carrots": a count in the form a language counts in, of a small food the catalog serves
  // by the bowl but USDA weighs by the item, is that many items (doubtful like any bare number), not grams.
  const item = food.units.piece;
  if (bare && countForm && wholeCount && count <= MAX_BARE_COUNT && item && item <= SMALL_PIECE_GRAMS) {
    return plain(count * item, true, true);
  }
  // "30 eggs", "25 burgers", "100 eggs": digits typed before an English plural of a food eaten by the piece, past any
  // count of them a meal holds, are that many pieces, doubtful, so that the meal's ceilings set back what no one eats
  // (price.ts); read as grams, "30 eggs" was 30 g of egg and "100 eggs" two eggs, with nothing shown unread
  // (decision 024, follow-up "absurd readings, seeds 6 to 9"). Russian has a genitive for weights ("30 котлет" stays
  // grams, as decided for the genitive plural).
  if (bare && plural && food.countable && !food.drink && Number.isInteger(count)) {
    return plain(count * piece, true, true);
  }
  return plain(food.drink ? count * density(food) : count, false, true);
}

/**
 * "a box of raisins", "a box of cookies": of a food the catalog counts by the piece, a box is that piece, as the word
 * was read before it was a measure (SR28 weighs raisins' "small box" as their piece); of any other food it is the pack
 * ("a box of cereal"). A piece too small to be sold boxed on its own (a 1 g cracker, a 3 g one) is never the box:
 * "a box of cheez its" was one cracker, 5 kcal, "a box of chicken nuggets" one nugget.
 */
function boxedPiece(food: Food, quantity: Quantity | undefined): Quantity | undefined {
  const unit = quantity?.unit;
  const piece = food.units.piece;
  // "a box of pizza": a food sold whole, a whole one meal may take, is boxed whole, as "коробка пиццы" is; the box was
  // one slice, 119 g (decision 024, readings off by three times and more). A whole cake (1.7 kg) stays its slice.
  const whole = food.units.whole;
  const soldWhole = whole !== undefined && piece !== undefined && whole > piece && whole <= BOXED_WHOLE_GRAMS;
  if (
    unit?.kind !== "portion" ||
    unit.word !== "box" ||
    piece === undefined ||
    piece < BOXED_PIECE_GRAMS ||
    soldWhole
  ) {
    return quantity;
  }
  return { ...quantity!, unit: { kind: "portion", unit: "piece" } };
}

/** The heaviest whole a box holds, of a food sold whole: a large pizza (the catalog's 880 g), no whole cake. */
const BOXED_WHOLE_GRAMS = 1000;
/** The lightest piece a box may hold one of: SR28's "small box" of raisins is 43 g, a boxed cookie 30 g. */
const BOXED_PIECE_GRAMS = 25;

/** Sugar is put in tea, coffee and porridge by the teaspoon: "две ложки сахара" are two teaspoons. */
const SPOONED_BY_TEASPOON: ReadonlySet<string> = new Set(["sugar", "brown-sugar"]);
/**
 * Protein powder is measured by the scoop packed in its tin: "ложка протеина" is that scoop, its serving (30 g), as
 * "мерная ложка" is (quantity.ts); a tablespoon of it weighed 6 g. "Столовая ложка" is still the tablespoon.
 */
const SPOONED_BY_SCOOP: ReadonlySet<string> = new Set(["protein-shake", "ru-casein", "ru-gainer"]);
/**
 * "протеин 300 мл", "казеин стакан": a powder said by a volume of liquid is the drink it is made up into, as its tin
 * says (a 30 g scoop of protein in 250–300 ml, 100 g of gainer in about 400 ml), grams of powder per millilitre; it
 * was 300 ml of powder weighed by USDA's cup of it, 121 g and 427 kcal.
 */
const POWDER_PER_ML: Readonly<Record<string, number>> = wordTable({
  "protein-shake": 0.1,
  "ru-casein": 0.1,
  "ru-gainer": 0.25,
});

/** FNDDS has no bowl or plate: a bowl, plate or serving of a food is its "Quantity not specified" amount. */
const SERVINGS: ReadonlySet<UnitKey> = new Set(["bowl", "plate", "serving"]);

/**
 * FNDDS's unspecified amount of a food for a plate or serving of it; a bowl holds at least FNDDS's cup of it, as the
 * catalog's bowl does (gramsFor): the unspecified amount is a survey average of everything eaten, often a side's
 * helping, and "a bowl of bibimbap" was 121 g against FNDDS's 162 g cup.
 */
function servedAmount(food: Food, unit: UnitKey, portions: readonly FnddsPortion[] | undefined): number | undefined {
  const served = food.fnddsServing;
  if (served === undefined || unit !== "bowl" || !portions) return served;
  const cup = fnddsMeasureGrams(portions, "cup", undefined)?.grams;
  return cup !== undefined && cup > served ? cup : served;
}

/**
 * A measure word typed in English, weighed by the food's own FNDDS measure of that name and size: "a slice of
 * pepperoni pizza" is FNDDS's "piece, NFS", "a medium order of fries" its "medium fast food order", "a bowl of
 * chicken noodle soup" its unspecified amount. Russian text keeps the catalog's portions, which are Russian servings
 * (a slice of a chain's pizza, a soup plate).
 */
/** FNDDS's "dipping-size container" of a sauce (74406010 Barbecue sauce, 81301000 Garlic sauce) and of a dressing. */
const DIPPING_SAUCE = 28;
const DIPPING_DRESSING = 57;
const COOKING_SAUCE = /\b(?:tomato|pasta|marinara|alfredo|spaghetti|pizza|curry|cooking|white|soy)\b/i;

function fnddsMeasure(food: Food, quantity: Quantity | undefined, size: Size | undefined): Portion | undefined {
  const unit = quantity?.unit;
  const portions = food.fnddsPortions ?? food.usdaContainers;
  if (!quantity || !unit || (unit.kind !== "portion" && unit.kind !== "volume")) return undefined;
  // "2 scoops whey": the scoop in the tin, the label's 30 g serving (quantity.ts), not FNDDS's scoop of one brand's
  // powder (19.5 g of EAS whey, read through the row's English name, made two scoops 137 kcal).
  if (unit.kind === "portion" && unit.word === "scoop" && SPOONED_BY_SCOOP.has(food.id)) return undefined;
  // "a juice box", "apple juice box": FNDDS's "juice box/pouch (6.75 fl oz)" of the juice (209 g), as the box is named,
  // where FNDDS lists one for the juice or its record of the same juice; the catalog's pack is a Russian carton.
  const juiceBox =
    unit.kind === "portion" && unit.word === "box" && food.drink && !size
      ? [...(portions ?? []), ...(sameFoodPortionsOf(food) ?? [])].find(([label]) => /\bjuice box\b/i.test(label))
      : undefined;
  if (juiceBox) return pieces(quantity.count, juiceBox[1], unit);
  // A pack the catalog gives ("a bag of chips": a 1 oz snack bag) is the food as sold, before USDA's larger bags;
  // a size ("a large bag") is FNDDS's bag of that size where it has one.
  if (unit.kind === "portion" && unit.unit === "pack" && food.units.pack !== undefined && !size) return undefined;
  // "garlic sauce cup", "a ranch cup", "2 bbq sauce cups": a cup said after a sauce or a dressing is the dipping cup it
  // comes in beside a pizza, wings or fries, FNDDS's "dipping-size container" of it, 28 g of every sauce it weighs so
  // and 57 g of every dressing, never a measuring cup (decision 024, follow-up "English diary lines, a fifth batch"):
  // "papa johns … garlic sauce cup" was 240 g of garlic sauce, 787 kcal.
  if (quantity.sold && unit.word === "cup" && !size) {
    const name = food.namesEn[0] ?? "";
    const kind = /\b(?:sauce|dressing|ketchup|mayo|mayonnaise|dip)\b/i.exec(name)?.[0].toLowerCase();
    // A sauce a dish is cooked in ("a cup of pasta sauce", "tomato sauce") is no dip.
    if (kind !== undefined && !COOKING_SAUCE.test(name)) {
      const dipping = [...(portions ?? []), ...(sameFoodPortionsOf(food) ?? [])].find(([label]) =>
        /dipping/i.test(label),
      );
      return pieces(quantity.count, dipping?.[1] ?? (kind === "dressing" ? DIPPING_DRESSING : DIPPING_SAUCE), unit);
    }
  }
  // "a pudding cup", "fruit cup": the cup a food is sold in is FNDDS's container of it ("snack size container" 110 g
  // of pudding), where it lists one; else a cup.
  const container = quantity.sold && portions ? fnddsMeasureGrams(portions, "container", size) : undefined;
  if (container?.exact) return pieces(quantity.count, container.grams, unit);
  const served =
    unit.kind === "portion" && SERVINGS.has(unit.unit) ? servedAmount(food, unit.unit, portions) : undefined;
  const own = !portions
    ? undefined
    : unit.word
      ? fnddsMeasureGrams(portions, unit.word, size)
      : served !== undefined
        ? { grams: served, sized: false, exact: true }
        : undefined;
  // USDA's SR28 "can or bottle (12 fl oz)" is a can: a bottle of a soft drink is FNDDS's single-serve bottle of the
  // same drink where it lists one (sameFoodMeasure), before the SR28 row's shared label.
  const bottled = unit.word === "bottle" && !food.fnddsPortions ? sameFoodMeasure(food, "bottle", size) : undefined;
  const measure = bottled ?? own ?? (unit.word ? sameFoodMeasure(food, unit.word, size) : undefined);
  if (!measure) return undefined;
  // A piece of a food the catalog counts by the piece is that piece where FNDDS has only slices of it: "a piece of
  // chicken breast" is a breast, never FNDDS's "medium slice" (a pizza's "slice" is still FNDDS's "piece").
  if (!measure.exact && unit.kind === "portion" && unit.unit === "piece" && food.units.piece !== undefined) {
    return undefined;
  }
  // A size FNDDS has no measure of ("a large cup of soup") scales the measure as elsewhere.
  const scale = size && !measure.sized ? SIZE_RATIO[size] : 1;
  return pieces(quantity.count, measure.grams * scale, unit);
}

/**
 * Measure words a food is sold or served in rather than cut into: "an order of …", "a bottle of red wine", "two
 * scoops of vanilla ice cream" (FNDDS's scoop, 120 g, where SR28 gives only a half-cup serving). A slice, piece or
 * cup stays the catalog's own.
 */
const SERVED_IN: ReadonlySet<string> = new Set([
  "order",
  "bottle",
  "can",
  "container",
  "packet",
  "bag",
  "sleeve",
  "shot",
  "scoop",
]);
/** FNDDS's record of a catalog food is the same food while its energy is within this factor of the row's. */
const SAME_FOOD_KCAL = 1.25;
const sameFoodPortions = new Map<string, readonly FnddsPortion[] | null>();
/** FNDDS's unspecified amount of the same food as an SR28 row (see sameFoodPortionsOf), once per row. */
const sameFoodServings = new Map<string, number>();

/**
 * An English measure word a catalog row has no FNDDS measure for (an SR28 row: "a bottle of red wine"), weighed by the
 * measure of that word in FNDDS's record named as one of the row's English names, where that record is the same food
 * (energy within SAME_FOOD_KCAL: FNDDS's oil-popped popcorn is not the catalog's air-popped). Decision 024, follow-up.
 */
function sameFoodMeasure(
  food: Food,
  word: string,
  size: Size | undefined,
): { grams: number; sized: boolean; exact: boolean } | undefined {
  // A cup is the catalog's own measure, but a sized cup is a container: "a large cup of ice cream" is FNDDS's "large
  // ice cream cup", 360 g, not 1.4 cups.
  const sizedCup = word === "cup" && size !== undefined;
  if (!(SERVED_IN.has(word) || sizedCup) || food.fnddsPortions) return undefined;
  const portions = sameFoodPortionsOf(food);
  // Only a measure FNDDS lists once: of several bottles of beer (12, 16 and 40 fl oz) none is "the" bottle. Of a
  // soft drink's bottles the 20 fl oz one is, as for an FNDDS food (fndds.ts, SINGLE_SERVE_BOTTLE). A cup is only
  // one FNDDS sizes.
  const labelled =
    portions?.filter(([label]) => {
      const words = label
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
      return words.includes(word) && (!sizedCup || words[0] === size);
    }) ?? [];
  const singleServe = word === "bottle" && labelled.some(([label]) => /\b20 fl oz\b/.test(label));
  if (labelled.length !== 1 && !singleServe) return undefined;
  const measure = fnddsMeasureGrams(labelled, word, size);
  return measure?.exact ? measure : undefined;
}

/** The measures of FNDDS's record of an SR28 row's food (see sameFoodMeasure), once per row. */
function sameFoodPortionsOf(food: Food): readonly FnddsPortion[] | undefined {
  if (!food.source.startsWith("sr:")) return undefined;
  let portions = sameFoodPortions.get(food.id);
  if (portions === undefined) {
    portions = null;
    // The row's English names in turn ("wine" is FNDDS's nonalcoholic wine, "red wine" its table wine).
    for (const name of food.namesEn) {
      const code = findFnddsName(
        name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter(Boolean)
          .map(stem),
      );
      const record = code ? fnddsRecord(code) : undefined;
      const ratio = record ? (record.per100g[KCAL] ?? 0) / (food.per100g[KCAL] || 1) : 0;
      if (!record || ratio > SAME_FOOD_KCAL || ratio < 1 / SAME_FOOD_KCAL) continue;
      // A share of a measure ("1/2 bottle") is no measure of one.
      portions = record.portions.filter(([label]) => !/^\d/.test(label));
      if (record.defaultGrams !== undefined) sameFoodServings.set(food.id, record.defaultGrams);
      break;
    }
    sameFoodPortions.set(food.id, portions);
  }
  return portions ?? undefined;
}

/**
 * One item of a food by FNDDS's measure under the food's own noun ("fry, NS as to shape" 5 g, "medium shrimp (shelled)"
 * 5 g, "pretzel, NS as to size"): what "a few fries", "a couple of shrimp" count, where the catalog weighs no piece.
 */
/** Cuts of a bird or an animal FNDDS weighs a dish served on the bone by ("chicken thigh with sauce"). */
const CUTS: ReadonlySet<string> = new Set(["breast", "thigh", "leg", "drumstick", "wing", "rib", "chop"]);

export function itemOfItsName(food: Food, noun: string): number | undefined {
  const portions = food.fnddsPortions ?? sameFoodPortionsOf(food);
  if (!portions) return undefined;
  const words = (label: string) =>
    label
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
  // "chicken breast with sauce" is a cut of the bird a dish is served as, no item of "sesame chicken": seven of them
  // were 1.9 kg.
  const own = portions.find(([label]) => words(label)[0] === noun && !CUTS.has(words(label)[1] ?? ""));
  const medium = portions.find(([label]) => {
    const [first, second] = words(label);
    return (first === "medium" || first === "regular") && second === noun;
  });
  return (own ?? medium)?.[1];
}

/**
 * "some grapes", "some rice": an amount a person does not say is FNDDS's unspecified amount of the food (its own
 * record's, or that of FNDDS's record of the same food as an SR28 row), the survey's usual helping of it; undefined
 * where FNDDS has none, and the food's typical portion stands.
 */
export function unspecifiedGrams(food: Food): number | undefined {
  if (food.fnddsServing !== undefined) return food.fnddsServing;
  sameFoodPortionsOf(food);
  return sameFoodServings.get(food.id);
}

/** Two of a food's tablespoons: the most of a dip, sauce or syrup one dish is served with. */
const MOST_SPOONS_ADDED = 2;

/**
 * The grams of a dip, sauce, syrup or cream the catalog weighs by the tablespoon, put on or served with a dish in
 * English with no amount of its own ("a bagel with cream cheese", "pancakes with syrup", "hummus with carrots"): FNDDS's
 * unspecified amount of it (sour cream 30 g, syrup 40 g, salsa 32 g), or two tablespoons where FNDDS has no record of
 * the same food, never past two tablespoons (FNDDS's hummus and guacamole, 60 g, are a tub's worth) nor under one.
 * Undefined for any other food: one weighed by the teaspoon (butter, sugar, honey, mustard) keeps its teaspoon.
 * Decision 024.
 */
export function addedGrams(food: Food): number | undefined {
  const { unit, grams } = food.portion;
  const tbsp = food.units.tbsp;
  if (tbsp === undefined || unit !== "tbsp") return undefined;
  const most = MOST_SPOONS_ADDED * tbsp;
  return Math.max(grams, Math.min(unspecifiedGrams(food) ?? most, most));
}

/** A food whose one counted piece weighs this much and more is cut into pieces, never eaten one at a time. */
const CUT_FROM_WHOLE = 500;
/** A slice under this is a thin garnish's ("a slice of jicama", 6 g), no piece cut to eat. */
const MOUTHFUL_SLICE = 20;

/**
 * FNDDS's "drink" of a spirit (whiskey, vodka, gin, rum: 63 g, the pour a bar serves on ice, against the 42 g shot),
 * from the food's own FNDDS measures or those of FNDDS's record of the same food; undefined for any other food.
 */
export function pouredDrinkGrams(food: Food): number | undefined {
  const portions = food.fnddsPortions ?? sameFoodPortionsOf(food);
  return portions?.find(([label]) => label === "drink")?.[1];
}

export function gramsFor(
  food: Food,
  quantityTyped: Quantity | undefined,
  size: Size | undefined,
  english = false,
  typed: { part?: boolean; cut?: boolean; countFirst?: boolean; oneItem?: boolean; form?: string } = {},
): Portion {
  const quantity = boxedPiece(food, quantityTyped);
  // "a cup of mashed banana", "a cup of mashed avocado": a cup that names the form the food is in is USDA's cup of
  // that form where USDA lists one (63107010 Banana, raw: "cup, mashed" 225 g), not the plain or sliced cup (150 g).
  const formCup = english && typed.form ? cupOfForm(food, quantity, typed.form) : undefined;
  if (formCup) return formCup;
  const measured = english ? fnddsMeasure(food, quantity, size) : undefined;
  if (measured) return measured;
  // "a pecan", "an almond", "one walnut": one small item named in the singular with "a" or "one" is that one item,
  // USDA's weight of it (SR28 12142 pecans: 1 nut 1.4 g), as "12 almonds" are twelve; it was a 30 g handful.
  if (typed.oneItem && !size && food.itemGrams !== undefined && quantity?.count === 1 && !quantity.unit) {
    return plain(food.itemGrams, true);
  }
  // "a bowl of ice cream": with no bowl of its own and no FNDDS serving, an English bowl holds a cup of the food, or
  // its typical portion where that is more (a bowl of salad or pasta is more than a cup).
  const asked = quantity?.unit;
  if (english && asked?.kind === "portion" && asked.unit === "bowl" && food.units.bowl === undefined) {
    const cup = food.units.cup;
    const scale = size ? SIZE_RATIO[size] : 1;
    if (cup !== undefined && food.fnddsServing === undefined) {
      // More bowls than one meal holds ("rice 250 bowls", 45 kg) stay doubtful, as any vessel's count does (pieces).
      return pieces(quantity!.count, Math.max(cup, food.portion.grams) * scale, asked);
    }
  }
  // "тарелка черешни", "миска орехов": a Russian plate or bowl of a food the catalog serves by the handful (nuts,
  // berries, dried fruit, seeds) and by no plate or bowl of its own holds a cup of it, as the English bowl above does;
  // it was the handful itself, 30 g of nuts, a fifth of a bowl (decision 024, absurd readings found without references).
  if (!english && asked?.kind === "portion" && (asked.unit === "bowl" || asked.unit === "plate")) {
    const cup = food.units.cup;
    // So does a plate of a food served by the spoon, the slice or a side's small serving ("тарелка изюма" was 10 g,
    // "тарелка кедровых орехов" 9 g, "тарелка горошка" 50 g): a plate holds no less than a cup of what is on it
    // (decision 024, readings off by three times and more).
    const own = food.units.plate ?? food.units.bowl;
    const served = food.units.serving ?? food.portion.grams;
    // A food eaten by the piece is plated by its pieces (portionGrams), never by USDA's cup of it chopped.
    if (own === undefined && cup !== undefined && cup > served && food.portion.unit !== "piece") {
      return pieces(quantity!.count, cup * (size ? SIZE_RATIO[size] : 1), asked);
    }
  }
  // "a tall cappuccino", "1 large cookie" in English: one item of FNDDS's measure of that size, where it has one.
  // An SR28 row sized in English by FNDDS's record of the same food ("large coke": FNDDS's large drink; "a medium
  // baked potato" FNDDS's medium potato, 285 g, where SR28's is 173 g), as a labeller by FNDDS weighs the named size.
  const sizedBy = english && size && !quantity?.unit ? (food.fnddsPortions ?? sameFoodPortionsOf(food)) : undefined;
  // A size of a whole ("a large pizza") is the whole of that size; of a part named ("a large slice of pizza") the part.
  const sized = sizedBy && size ? fnddsSizeGrams(sizedBy, size, typed.part !== true, food.namesEn) : undefined;
  if (sized !== undefined && (!quantity || Number.isInteger(quantity.count))) {
    // A bare number after the food stays doubtful, as in bareGrams: "venti pizza 15" must still pass price.ts's
    // ceilings. A count typed before the size is a count of wholes ("2 medium pizzas"); the meal's ceiling still
    // holds it, as it holds any sized whole.
    const counted = typed.countFirst === true;
    const many = (quantity?.count ?? 1) > 1;
    return {
      ...plain((quantity?.count ?? 1) * sized, true, quantity?.bare === true && !counted),
      heldByMealCeiling: true,
      ...(many ? { oneSized: sized } : {}),
    };
  }
  // "хачапури 2 куска": a piece said as a part ("кусок") of a food baked round and cut like a pie is its slice.
  const sliceOf = food.units.slice;
  if (typed.part && !english && !size && sliceOf !== undefined && CUT_LIKE_A_PIE.has(food.id)) {
    if (quantity?.unit?.kind === "portion" && quantity.unit.unit === "piece")
      return plain(quantity.count * sliceOf, true);
  }
  // "5 кусочков шашлыка": a piece said as a part of meat grilled in chunks is one chunk (catalog GRILLED_IN_CHUNKS).
  if (typed.part && !english && !size && GRILLED_IN_CHUNKS.has(food.id)) {
    if (quantity?.unit?.kind === "portion" && quantity.unit.unit === "piece")
      return plain(quantity.count * CHUNK_GRAMS, true);
  }
  // "кусок ананаса", "a piece of jicama": a piece cut from a food the catalog counts whole at CUT_FROM_WHOLE and more
  // is its slice where one weighs a mouthful and more, else its helping; it was the whole fruit (905 g of pineapple,
  // 1.2 kg of jicama; decision 024, follow-up: absurd readings, seeds 2 to 5). "2 ананаса", "1 jicama" stay whole.
  const cutPiece =
    food.units.slice !== undefined && food.units.slice >= MOUTHFUL_SLICE ? food.units.slice : food.portion.grams;
  if (
    typed.cut &&
    quantity?.unit?.kind === "portion" &&
    quantity.unit.unit === "piece" &&
    (food.units.piece ?? 0) >= CUT_FROM_WHOLE
  )
    return plain(quantity.count * cutPiece, true);
  const base = baseGrams(food, quantity, typed.countFirst === true);
  if (!size || base.caloriesStated) return base;
  const unit = quantity?.unit;
  const glass = sizedGlass(food, quantity, size);
  if (glass !== undefined) return { ...base, grams: glass };
  if (unit && unit.kind !== "portion") return base;
  // A bare number read as grams or litres ("большой коктейль 1,5") is the amount itself; a size does not scale it.
  if (quantity && !base.byCount) return base;
  // "a large coke", "маленький банан": USDA's measure of one item of that size where it has one.
  // "a medium hot chocolate", "large cocoa" in English: a hot drink poured by the mug that has no sizes of its own nor
  // FNDDS's is the coffee shop's cup of that size (a medium was the 250 g mug, 16 fl oz being 480 g). A coffee or tea
  // the catalog makes with a splash and a spoon (a recipe) keeps the mug: what goes into a cup of any size is that
  // splash and that spoon (catalog ADDED_TO_DRINKS), and the coffee around them has next to no energy.
  const cup =
    english && food.drink && food.portion.unit === "mug" && !food.components ? COFFEE_SHOP_CUP[size] : undefined;
  const one = food.sizes[size] ?? cup;
  const count = quantity ? quantity.count : 1;
  // "средняя пицца 2 куска": a piece said as a part ("кусок") of a food sized as a whole is its slice, of the size's
  // ratio, never a whole pizza of that size; "большая пицца 2 шт" are two.
  // "large onion rings", "large shrimp": a size said with no count of a food served as several small pieces sizes
  // the serving, not one piece (the onion rings were one 7 g ring).
  const servingSized = !quantity && servedInPieces(food);
  const byItem = one !== undefined && !servingSized && (!unit || (unit.unit === "piece" && typed.part !== true));
  // In English such a serving is FNDDS's order of the food where it lists one with no size, scaled as "a large order
  // of onion rings" is (75415022 Fried onion rings: fast food order 120 g, so a large 168 g): "large onion rings" were
  // the catalog's 100 g serving scaled, under the order named without a size.
  const order = english && servingSized ? orderOf(food) : undefined;
  const grams = byItem ? count * one : (order ?? base.grams) * SIZE_RATIO[size];
  // A bare count after a sized whole stays doubtful, as in English above: "большая пицца с овощами 2" was two whole
  // large pizzas, 5,159 kcal, past price.ts's ceilings. "2 large burritos" counts them.
  return { ...base, grams, doubtful: base.doubtful || (quantity?.bare === true && typed.countFirst !== true) };
}

/**
 * "a large glass of wine", "большой бокал вина": a sized glass is the food's item of that size where that item is a
 * glass's worth (the pub's 125, 175 and 250 ml pours of wine), else the glass scaled by the size's ratio. A large
 * drink sold by the cup (FNDDS's 32 fl oz soda) is no glass. Unread, the size was dropped and the glass the usual one.
 */
function sizedGlass(food: Food, quantity: Quantity | undefined, size: Size): number | undefined {
  const unit = quantity?.unit;
  if (!quantity || unit?.kind !== "volume" || unit.unit !== "glass") return undefined;
  const glass = food.units.glass ?? unit.ml;
  const item = food.sizes[size];
  const oneGlass =
    item !== undefined && item >= glass / 2 && item <= glass * GLASS_ITEM_RATIO ? item : glass * SIZE_RATIO[size];
  return quantity.count * oneGlass;
}

/**
 * Grams of a food whose calories were typed ("батончик 90 ккал"): as much of it as has that many, unless that is
 * nothing (a diet drink's "0 ккал") or more than a few of its usual portions ("кофе 120 ккал" is a coffee with milk,
 * not 6 l of black coffee); then the usual portion, carrying the typed figure. Either way the item saves as a dish
 * with grams above 0 and at most 900 kcal per 100 g (contracts ZDishInputSchema).
 */
function statedGrams(food: Food, count: number): Portion {
  if (count > MAX_STATED_KCAL) return { ...plain(food.portion.grams, false), assumed: true };
  const kcal = food.per100g[KCAL]!;
  const byEnergy = kcal > 0 ? (count * 100) / kcal : Number.POSITIVE_INFINITY;
  if (count > 0 && byEnergy <= MAX_STATED_PORTIONS * food.portion.grams) {
    return { ...plain(byEnergy, false), caloriesStated: true };
  }
  // 4 kcal per gram at most keeps every scaled macronutrient under 100 g per 100 g.
  return { ...plain(Math.max(food.portion.grams, count / 4), false), caloriesStated: true, statedKcal: count };
}

/**
 * "банка фасоли", "банка нута": a can of a food the catalog sells in no pack of its own is USDA's can of it (SR28's
 * "can drained solids", 266 g of beans), not a 330 ml drink can of it. Drinks keep their own bottles and cans
 * (decision 024, measures).
 */
function usdaCan(food: Food, container: "bottle" | "can"): number | undefined {
  const portions = food.fnddsPortions ?? food.usdaContainers;
  if (food.drink || container !== "can" || !portions) return undefined;
  const measure = fnddsMeasureGrams(portions, "can", undefined);
  return measure?.exact ? measure.grams : undefined;
}

/** FNDDS's order of a food with no size ("fast food order"), from its own measures or its record of the same food. */
function orderOf(food: Food): number | undefined {
  const portions = food.fnddsPortions ?? sameFoodPortionsOf(food);
  const order = portions ? fnddsMeasureGrams(portions, "order", undefined) : undefined;
  return order?.exact && !order.sized ? order.grams : undefined;
}

/** The cups of `form` ("mashed") typed as `quantity`, by USDA's cup of that form of the food, if it lists one. */
function cupOfForm(food: Food, quantity: Quantity | undefined, form: string): Portion | undefined {
  const unit = quantity?.unit;
  if (!quantity || unit?.kind !== "volume" || unit.unit !== "cup" || unit.spoon) return undefined;
  // FNDDS's measures first, then SR28's ("cup, chopped or diced" of chicken, "cup, sliced" of strawberries).
  const portions = [...(food.fnddsPortions ?? sameFoodPortionsOf(food) ?? []), ...(food.usdaFormCups ?? [])];
  const cup = portions.find(([label]) => {
    const words = label.toLowerCase().split(/[^a-z]+/);
    return words[0] === "cup" && words.includes(form);
  });
  return cup ? plain(quantity.count * cup[1], false) : undefined;
}

function baseGrams(food: Food, quantity: Quantity | undefined, countFirst = false): Portion {
  if (!quantity) return { ...plain(food.portion.grams, false), assumed: true };
  const { count, unit } = quantity;
  // "пиво 2 по 0,5": two half-litres.
  if (!unit && quantity.litresEach && food.drink) return plain(count * 1000 * density(food), false);
  // "пельмени x2", "баскет х2": a multiplier counts servings of a food served as several small pieces; it was two
  // 12 g dumplings. More than a meal's servings ("jalapeno poppers x6", "dumplings x8") count the pieces: six
  // servings of poppers were 600 g.
  // So does one of a food served by the heap that USDA weighs by the item ("mixed berries x2", "черешня х2",
  // "almonds x2"): the person repeats the helping; it was two berries, 2.8 g (decision 024, absurd readings found
  // without references). Past a meal's servings ("almonds x10") the items are counted.
  const heap = food.itemGrams !== undefined && food.portion.unit !== "piece";
  if (!unit && quantity.multiplier && (servedInPieces(food) || heap) && count <= MAX_SERVINGS_MULTIPLIED) {
    return plain(count * food.portion.grams, true);
  }
  // "2-3 beers", "кофе 1-2": the middle of a range of whole numbers counts servings of a drink, never litres (its
  // "2.5" was two and a half litres of beer).
  const litresOfRange = quantity.range && food.drink && !Number.isInteger(count) && count < MAX_BARE_LITRES;
  if (!unit && litresOfRange) return plain(count * food.portion.grams, true, quantity.bare === true);
  const range = quantity.range === true;
  if (!unit) {
    const plural = quantity.plural === true;
    return bareGrams(food, count, quantity.bare === true, quantity.countForm === true, range, countFirst, plural);
  }
  if (unit.kind === "energy") return statedGrams(food, count);
  // "rice 20000 g", "rice 1000000g", "гречка 50 кг": a weight past what any meal holds of one food is a slip (a zero
  // too many, a pack's weight), read as typed but doubtful like a bare number, so price.ts's ceilings set it back
  // where its energy is past believing; "rice 20000 g" was 26,000 kcal (decision 024, follow-up "absurd readings,
  // seeds 6 to 9"). Only its energy sets it back: "water 12000 g" stays as typed.
  if (unit.kind === "mass")
    return plain(count * unit.gramsPerUnit, false, count * unit.gramsPerUnit > MAX_WEIGHED_GRAMS);
  if (unit.kind === "volume") {
    if (unit.spoon && SPOONED_BY_TEASPOON.has(food.id)) {
      return plain(count * (food.units.tsp ?? unit.ml * density(food)), false);
    }
    // More cups, glasses or bottles than one meal holds ("гречка 200 бутылка кефира" was 200 bottles, 50 kg), or
    // litres of a food nobody drinks ("сахар 10л" was 32,000 kcal of sugar): read as typed but doubtful like a bare
    // number, so price.ts's ceilings set them back; litres and millilitres of a drink stay.
    const many = (householdVolume(unit) && count > MAX_BARE_COUNT) || (!food.drink && count * unit.ml > MAX_SOLID_ML);
    if (unit.spoon && SPOONED_BY_SCOOP.has(food.id) && food.units.serving !== undefined) {
      return plain(count * food.units.serving, false);
    }
    // "мороженое стаканчик", "стаканчик йогурта": a food eaten by the piece from its own cup is that cup; it was a
    // 250 ml glass of ice cream (137 g).
    if (unit.tub && !food.drink && food.units.piece !== undefined) return plain(count * food.units.piece, false, many);
    // "пюре роллтон стаканчик", "доширак стаканчик": a dry food sold as one serving in its own cup is that pack, as
    // its label weighs it; the cup was a 250 ml glass of the powder (1,003 kcal of instant mash, decision 024).
    const ownCup = food.portion.unit === "pack" ? food.units.pack : undefined;
    if (unit.tub && !food.drink && ownCup !== undefined && ownCup <= unit.ml) return plain(count * ownCup, false, many);
    // "чашка эспрессо", "2 шота эспрессо": a coffee served by its own small cup is that cup, whatever vessel is said.
    const ownSmallCup =
      unit.unit === "cup" || unit.unit === "mug" || unit === UNIT_WORDS.шот || unit === UNIT_WORDS.shot;
    if (SERVED_BY_ITS_OWN_CUP.has(food.id) && !unit.spoon && !unit.container && ownSmallCup) {
      return plain(count * food.portion.grams, true, many);
    }
    const powder = POWDER_PER_ML[food.id];
    if (powder !== undefined && !unit.spoon) return plain(count * unit.ml * powder, false, many);
    // A small bottle is the food's pack only while that is small ("бутылочка кефира" is no 930 g carton).
    const pack = unit.small && (food.units.pack ?? 0) > unit.ml ? undefined : food.units.pack;
    const own = unit.container
      ? (pack ?? usdaCan(food, unit.container))
      : unit.unit
        ? vesselGrams(food, unit.unit, unit.ml, unit.russianMug === true)
        : undefined;
    // "бутылка оливкового масла", "бутылка подсолнечного масла": a bottle, can or jar of a food no one eats by it, whose
    // energy is past believing for one item (3,978 kcal of oil), is read as typed but doubtful, so that price.ts sets
    // it back to a serving with the container shown unread; a bottle of wine or a can of condensed milk stays
    // (decision 024, follow-up: absurd readings, seeds 10 to 13).
    const pastBelief = (grams: number) =>
      !food.drink && (grams * food.per100g[KCAL]!) / 100 > CONTAINER_KCAL_PAST_BELIEF;
    const grams = count * (own ?? unit.ml * density(food));
    return plain(grams, false, many || (unit.container !== undefined && pastBelief(grams)));
  }
  // "2 кружка чая": a drink has no round slices; the count typed in their case is of mugs (elements.ts).
  if (unit.kind === "portion" && unit.unit === "slice" && food.drink) {
    return baseGrams(food, { ...quantity, unit: UNIT_WORDS.кружка! });
  }
  if (unit.word === "segment") return pieces(count, segmentGrams(food), unit);
  // "баночка икры", "баночка хумуса": a small jar of a food eaten by the spoon, with no piece of its own, is its pack as
  // sold (red caviar's 140 g jar by GOST 18173-2004); it was one spoon, 16 g (decision 024, follow-up "Russian diary
  // text, a fifth sweep"), where "банка икры" was the jar.
  if (unit.word === "jar" && !food.drink && food.units.piece === undefined && food.units.pack !== undefined) {
    return pieces(count, food.units.pack, unit);
  }
  // "ломтик огурца", "три кружочка огурца": a slice, said in Russian, of a whole fruit or vegetable counted by the
  // piece is a part of it, as a segment is (a tenth), never the whole cucumber or apple; a slice of a cake or a pie
  // is its piece. English "apple slices" are the apple sliced.
  const slicedProduce =
    unit.unit === "slice" &&
    unit.word === undefined &&
    food.units.slice === undefined &&
    food.portion.unit === "piece" &&
    food.per100g[KCAL]! < SLICED_PRODUCE_KCAL;
  if (slicedProduce) return pieces(count, segmentGrams(food), unit);
  // "сок маленькая коробочка", "коробочка молока": a drink said in a "коробочка" is the small carton children's and
  // lunch-box juice and milk are sold in, 200 ml (Добрый, Агуша, Домик в деревне 0,2 л), never the litre pack it was.
  if (unit.smallCarton && food.drink && (food.units.pack ?? 0) > SMALL_CARTON_ML) {
    return plain(count * SMALL_CARTON_ML * density(food), false);
  }
  // "a bar of" a food FNDDS weighs no bar of is the catalog's piece, a guess: doubtful like a bare number.
  const each = portionGrams(food, unit.unit);
  return unit.word === "bar" ? plain(count * each, true, true) : pieces(count, each, unit);
}

/**
 * A count of pieces, slices or segments of `each` grams. More than one meal holds ("94 slices of cheese", "12 pieces
 * of salmon" as twelve 227 g fillets; a whole cake or four servings of plov are what was said) is read as typed but
 * doubtful like a bare number, so price.ts's ceilings set it back when the meal is past believing.
 */
function pieces(count: number, each: number, unit: ParsedUnit): Portion {
  const grams = count * each;
  const portion = unit.kind === "portion";
  const heavyPieces = portion && unit.unit === "piece" && grams > MAX_COUNTED_GRAMS;
  const manyVessels = householdVolume(unit) && count > MAX_BARE_COUNT;
  // "2 коробки торта птичье молоко", "2 bags of medovik", "2 коробки штоллена": packs of a food past a kilogram
  // together are read as typed but doubtful like a bare number, so that where the item is past believing (8,280 kcal
  // of cake; one 1 kg pack is still 3,680) price.ts sets it back to a serving and shows the packs unread (decision
  // 024, follow-up: readings left open, a third round). One pack stays as typed, as decided.
  if (portion && unit.unit === "pack" && count > 1 && grams > MAX_WHOLE_PACK) return plain(grams, true, true);
  return plain(grams, portion, (portion && (count > MAX_BARE_COUNT || heavyPieces)) || manyVessels);
}

/**
 * A measure of a drink by its vessel or a household measure (a cup, a glass, a shot, a bottle), not by millilitres or
 * litres: past twenty of them is no meal ("drink shot 113" was 113 shots, 5.8 kg).
 */
function householdVolume(unit: ParsedUnit): boolean {
  return unit.kind === "volume" && unit.ml !== 1 && unit.ml !== 1000;
}

/** The food as English-speaking countries serve it, where that differs ("a beer" is a 12 fl oz can). */
export function servedTheEnglishWay(food: Food): Food {
  let served = servedInEnglish.get(food);
  if (served === undefined) {
    served = englishServing(food);
    servedInEnglish.set(food, served);
  }
  return served;
}

/**
 * servedTheEnglishWay of each food, made once: it depends on the food alone, and no reader changes a food it was
 * given. Copied anew for every item of every line, the foods were a fortieth of a long list's reading, and the
 * readers that keep what they found per food (plurals.ts) found nothing kept.
 */
const servedInEnglish = new WeakMap<Food, Food>();

function englishServing(food: Food): Food {
  const en = food.portionEn;
  // A drink sold in Russia by the 0.5 l bottle is bottled in the US as the can is: "a bottle of corona" is 12 fl oz.
  const bottled = food.drink && en?.unit === "piece" && food.units.pack !== undefined ? { pack: en.grams } : {};
  const cup = sizedDrinkServing(food);
  // One of a sized drink served otherwise in English ("a flat white", its 8 fl oz cup) is that serving too.
  const one = cup !== undefined && en && (en.unit === "glass" || en.unit === "mug") ? { piece: en.grams } : {};
  if (en) {
    return { ...food, portion: en, units: { ...food.units, ...food.unitsEn, [en.unit]: en.grams, ...bottled, ...one } };
  }
  if (cup !== undefined) {
    return { ...food, portion: { ...food.portion, grams: cup }, units: { ...food.units, piece: cup } };
  }
  const usual = usualSizedPiece(food);
  return usual === undefined
    ? food
    : { ...food, portion: { unit: "piece", grams: usual }, units: { ...food.units, piece: usual } };
}

/** FNDDS's sized measures of a drink: "small", "medium (16 fl oz)", "large drink". */
const SIZED_LABEL = /^(?:small|medium|large)\b/i;

/**
 * A drink FNDDS sells in sizes (a café's cappuccino, latte or flat white, a smoothie, a slush, a fountain drink) named
 * in English with no size: FNDDS's unspecified amount of it, both named alone and counted ("a smoothie", "2 dr
 * peppers"), as the typed benchmark's English lines weigh a drink by its size. One of the drink was FNDDS's first
 * sized measure, whichever size it is: "a smoothie" 540 g, where "smoothie" was the catalog's 300 g glass and FNDDS's
 * 324 g; "a slushie" 360 g, "slushie" 660 g; a Dr Pepper the Russian 330 ml can, not the 12 fl oz one (decision 024,
 * follow-up "English default portions against FNDDS's own measures"). A row that says how English serves it (`en:`)
 * or sizes the drink itself keeps its own serving.
 */
function sizedDrinkServing(food: Food): number | undefined {
  const served = food.fnddsServing;
  if (!food.drink || served === undefined || !food.fnddsPortions || food.id.startsWith("fndds-")) return undefined;
  if (food.portion.unit !== "glass" && food.portion.unit !== "mug") return undefined;
  if (!food.fnddsPortions.some(([label]) => SIZED_LABEL.test(label))) return undefined;
  // A row that sizes the drink itself (the Russian café's 250, 350 and 450 ml cappuccino) serves it by its own cups.
  const fnddsGrams = new Set(food.fnddsPortions.map(([, grams]) => grams));
  return Object.values(food.sizes).every((grams) => fnddsGrams.has(grams)) ? served : undefined;
}

/** A food named in Russian, in the sizes a Russian text means where they differ from USDA's (Food.sizesRu). */
export function servedTheRussianWay(food: Food): Food {
  return food.sizesRu ? { ...food, sizes: { ...food.sizes, ...food.sizesRu } } : food;
}

const SIZE_LABEL_WORDS: ReadonlySet<string> = new Set(["small", "medium", "regular", "large", "size"]);

/**
 * One item of a catalog food counted by the piece, named in English, where FNDDS lists that item in sizes ("small
 * cookie", "medium cookie", "large cookie"; a danish's "small", "medium", "large"): FNDDS's medium one, as a labeller
 * weighing "a chocolate chip cookie" or "3 pancakes" by FNDDS would, not the catalog's Russian piece (decision 024,
 * follow-up: one item said with no size is the usual one). The medium's label must name the item by no other noun
 * than the food's own ("medium fillet" of salmon is a cut, not the item counted). A catalog piece that is already one
 * of FNDDS's measures of the food ("thick / Belgian waffle", "Cinnabon") or its unspecified amount (a danish, 70 g)
 * is kept: the row chose that item.
 */
function usualSizedPiece(food: Food): number | undefined {
  if (!food.fnddsPortions) return undefined;
  let usual = usualPieces.get(food.id);
  if (usual === undefined) {
    usual = fnddsMediumPiece(food) ?? null;
    usualPieces.set(food.id, usual);
  }
  return usual ?? undefined;
}

/** usualSizedPiece of each catalog row, worked out once (the catalog's rows are fixed once built). */
const usualPieces = new Map<string, number | null>();

function fnddsMediumPiece(food: Food): number | undefined {
  const piece = food.units.piece;
  const portions = food.fnddsPortions;
  if (piece === undefined || !portions || food.portion.unit !== "piece" || food.id.startsWith("fndds-")) {
    return undefined;
  }
  const named = new Set(
    food.namesEn.flatMap((n) =>
      n
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean)
        .map(stem),
    ),
  );
  const first = food.namesEn[0]?.toLowerCase() ?? "";
  const branded = (label: string) => /[A-Z]/.test(label.replace(/\bN[FS]S?\b|\bNS\b/g, ""));
  if (
    piece === food.fnddsServing ||
    portions.some(([label, grams]) => grams === piece && (!branded(label) || label.toLowerCase().includes(first)))
  ) {
    return undefined;
  }
  const ofItem = (size: string) =>
    portions.find(([label]) => {
      if (branded(label) || /\d/.test(label)) return false;
      const words = label
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
      return words[0] === size && words.every((w) => SIZE_LABEL_WORDS.has(w) || named.has(stem(w)));
    });
  const medium = ofItem("medium") ?? ofItem("regular");
  if (medium && ofItem("small") && ofItem("large")) return medium[1];
  return wholeOfItsRecord(food, portions, branded);
}

/**
 * One whole of the food where FNDDS counts its record by the whole and weighs its unspecified amount as that one whole
 * ("Fajita with chicken and vegetables": "fajita" 139 g; "Ice cream sundae, NFS": "sundae" 180 g): the measure a
 * labeller weighing "a fajita" or "a sundae" by FNDDS takes, not the catalog's Russian piece (a 200 g фахита, a 150 g
 * сандей). Only for a row every English name of which the record's own name holds, so that it is
 * that record's food: a row that borrows a record for a food of another name ("club sandwich" on the sliced chicken
 * sandwich, "puff pastry" on the fruit empanada) or names it by a wider word (the "sandwich" of any filling, on the
 * ham sandwich's record) keeps its piece.
 */
function wholeOfItsRecord(
  food: Food,
  portions: readonly FnddsPortion[],
  branded: (label: string) => boolean,
): number | undefined {
  const code = /^fn:(\d{8})$/.exec(food.source)?.[1];
  const record = code === undefined ? undefined : fnddsRecord(code);
  if (!record || food.fnddsServing === undefined) return undefined;
  const recordWords = new Set(latinStems(record.name));
  if (!food.namesEn.every((name) => latinStems(name).every((w) => recordWords.has(w)))) return undefined;
  const head = new Set(latinStems(record.name.split(",")[0] ?? ""));
  const dish = latinStems(record.name.split(/,| with /)[0] ?? "");
  const first = new Set(latinStems(food.namesEn[0] ?? ""));
  if (!dish.every((w) => first.has(w))) return undefined;
  const whole = portions.find(([label, grams]) => {
    if (grams !== food.fnddsServing || branded(label)) return false;
    const nouns = latinStems(label.replace(/\([^)]*\)/g, "")).filter((w) => !SIZE_LABEL_WORDS.has(w));
    return nouns.length > 0 && nouns.every((w) => head.has(w));
  });
  return whole?.[1];
}
