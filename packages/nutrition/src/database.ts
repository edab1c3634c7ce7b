// The food database the engine runs on: the committed USDA extract (data/foods.json, built by scripts/generate.ts)
// joined with the product's catalog of names, portions and recipes. Built once, lazily, on first use.
import { readFileSync } from "node:fs";
import {
  CATALOG,
  type CatalogRow,
  DRINKS_SOLD_IN_PACKS,
  nutrition5kAliases,
  UNIT_KEYS,
  type UnitKey,
} from "./catalog/index";
import { cachedDatabase } from "./database-cache";
import { speltStem } from "./dictionary";
import { type FnddsPortion, fnddsNutrients, fnddsRecord, OTHER_ITEM_TIMES, productNamed } from "./fndds";
import { NUTRIENT_KEYS, type NutrientKey } from "./nutrient-keys";
import { editDistance, normaliseText, stem, tokenize } from "./text";
import { unitsFrom } from "./unit-patterns";
import { wordTable } from "./word-table";

export { NUTRIENT_KEYS, type NutrientKey };

interface UsdaRecord {
  name: string;
  /** Set on label records (Russian pack labels, GOST compositions): where the values are printed. */
  source?: string;
  per100g: (number | null)[];
  units: Partial<Record<string, number>>;
  portions: [string, number][];
  usdaDefault?: number;
  refuse?: number;
}
interface FoodsFile {
  nutrients: readonly string[];
  foods: Record<string, UsdaRecord>;
}

export interface Food {
  id: string;
  source: string;
  namesRu: string[];
  namesEn: string[];
  /** Values per 100 g edible portion in NUTRIENT_KEYS order; USDA gaps count as 0. */
  per100g: number[];
  /** Grams in one unit of this food (a piece, a slice, a cup …). */
  units: Partial<Record<UnitKey, number>>;
  /** The typical portion used when the text gives no quantity. */
  portion: { unit: UnitKey; grams: number };
  /** Where English-speaking countries serve it differently ("a beer" is a 12 fl oz can, not a 0.5 l glass). */
  portionEn?: { unit: UnitKey; grams: number };
  /** More units English text weighs otherwise, beside portionEn ("12 pretzels" are FNDDS's 3 g snack pretzels). */
  unitsEn?: Partial<Record<UnitKey, number>>;
  /** Position in the catalog: lower is more common. */
  rank: number;
  /** Eaten by the piece or slice (eggs, bananas, pelmeni, bread): a small bare number next to it is a count. */
  countable: boolean;
  /** Served by the glass or mug: a bare decimal under 3 next to it is litres ("кока-кола 0,5"). */
  drink: boolean;
  /** One small / medium / large item in USDA's household measures ("drink, large (32 fl oz)", "banana, small"). */
  sizes: Partial<Record<Size, number>>;
  /**
   * Where a Russian text means other sizes than USDA's: a Russian chain's fountain drink is a 0.3, 0.4 or 0.5 l cup,
   * not FNDDS's 16, 21 and 30 fl oz (meal-text/portions.ts, servedTheRussianWay).
   */
  sizesRu?: Partial<Record<Size, number>>;
  /**
   * One miniature item of a bar sold in Russia as minis too ("сникерс мини"), from the row's `mini` portion: the
   * pack label's row has no such size, and "мини" read as its small size was a 35 g bar (meal-text/miniatures.ts).
   */
  miniature?: number;
  /** For a recipe: its ingredients' catalog ids with their share of the raw weight. */
  components?: { id: string; share: number }[];
  /**
   * Stems of what the food's USDA record says it is served with ("Nachos with cheese": cheese; "Chili con carne with
   * beans": beans): "nachos with cheese" names the record, not nachos and a serving of cheese (meal-text/food-spans.ts).
   */
  holds?: readonly string[];
  /**
   * Whether its vitamins and minerals were measured. Pack labels print energy and macros only, so a label food (or
   * a recipe with one in it) has none recorded, which must read as unknown, never as zero (decision 012).
   */
  micronutrientsKnown: boolean;
  /**
   * FNDDS's own household measures of this food ("piece, NFS", "medium fast food order"): an English measure word
   * reads its grams from them (fndds.ts). A catalog row borrows them from its FNDDS record, or from the one its flags
   * name (`fndds:<code>`) where its values come from SR28.
   */
  fnddsPortions?: readonly FnddsPortion[];
  /** USDA's weight of one small item named like the food ("grape" 4.9 g), for counts of two and more. */
  itemGrams?: number;
  /** SR28 container measures ("can" 165 g) of a row without FNDDS measures, for English measure words. */
  usdaContainers?: readonly FnddsPortion[];
  /** SR28 cups of a form of the food ("cup, mashed", "cup, chopped or diced"): "a cup of mashed banana". */
  usdaFormCups?: readonly FnddsPortion[];
  /** FNDDS's "Quantity not specified": what one serving, bowl or plate of it weighs in English text. */
  fnddsServing?: number;
}

/**
 * The food served as one item of `grams` (a chain's own item, a miniature, a family-size pan): counted and served by
 * that item, with no item weight or English portion of its own left to read it otherwise.
 */
export function servedAsItem(food: Food, grams: number): Food {
  const { itemGrams: _item, portionEn: _en, unitsEn: _units, ...rest } = food;
  return { ...rest, units: { ...rest.units, piece: grams }, portion: { unit: "piece", grams }, countable: true };
}

export type Size = "small" | "medium" | "large";

export interface AliasEntry {
  food: Food;
  /** Number of words in the alias; longer aliases are more specific. */
  size: number;
}

export interface Database {
  foods: Food[];
  byId: Map<string, Food>;
  /** Sorted stems of an alias joined by spaces → foods with that alias, most common first. */
  aliases: Map<string, AliasEntry[]>;
  /** Every stem used in some alias, by length, for typo correction. */
  vocabulary: Map<number, string[]>;
  vocabularySet: Set<string>;
  /**
   * Every stem some alias key holds: the vocabulary's and the words of names that join no vocabulary (spaced hyphens,
   * "е" for "э"). A window of words can be a name only while each of its stems is one of these (food-spans.ts,
   * namedUpTo); made once with the aliases and kept with them (decision 027).
   */
  namingStems: Set<string>;
  /** Food id → its diet / zero / sugar-free variant, read from the catalog's own names ("diet coke" → cola). */
  dietVariants: Map<string, Food>;
  /** Food id → variants named with a fat percentage ("кефир 1%", "творог 9%"), the food itself included. */
  fatVariants: Map<string, { percent: number; food: Food }[]>;
}

/** Words that carry no food meaning; removed from names and from meal text alike so both sides agree. */
export const STOP_WORDS = new Set([
  // "опять" (again) stems as "опята" (honey mushrooms) does: "опять гречка" was a serving of pickled mushrooms.
  "опять",
  // A diet a day is eaten on names no food: "на кето" was chum salmon (кета), "keto" its typo.
  "кето",
  "keto",
  // "салат из свежей капусты", "из свежих овощей": fresh, said of what a dish is made of, names no other food; the
  // cabbage salad was read as 100 g of raw cabbage once "свежей" stood between the words of its name. Said of the
  // food itself ("брокколи свежая") it picks the raw food, so the nominative stays a word.
  "свежей",
  "свежего",
  "свежую",
  "свежих",
  "свежем",
  "свежим",
  "свежими",
  "на",
  "в",
  "во",
  "из",
  "по",
  "для",
  "от",
  "к",
  "немного",
  "чуть",
  "чуть-чуть",
  "примерно",
  "около",
  "где-то",
  // "где то 200 г", "почти целая шоколадка": a hedge, as "где-то" and "примерно" (decision 024, follow-up: Russian
  // diary text, a sixth sweep); typed so they were shown as words not read.
  "где",
  "то",
  "почти",
  // "чуток гречки", "малёха картохи": a little, said in slang; price.ts reads it as "немного".
  "чуток",
  "чутка",
  "чуточек",
  "малёха",
  "малеха",
  "малехо",
  "малёхо",
  // "2 яйца вроде 2 котлетки": a hedge, as "примерно"; before a number it was dropped unshown.
  "вроде",
  "я",
  "ел",
  "ела",
  "съел",
  "съела",
  // "сьел 2 яйца", "сьела": a soft sign typed for the hard one, as phones' users often do; shown unread.
  "сьел",
  "сьела",
  "сьели",
  // "добавила к творогу ложку мёда": what was put with a food, said as a verb, names none.
  "добавил",
  "добавила",
  "выпил",
  "выпила",
  // "пил чай 4 раза", "пила кефир": drank, as "выпил"; it was shown as a word not read.
  "пил",
  "пила",
  "пили",
  "поел",
  "поела",
  "сегодня",
  "утром",
  "днем",
  "вечером",
  "завтрак",
  "обед",
  "ужин",
  "перекус",
  // "на полдник кусок шарлотки": the afternoon snack, a meal as "перекус" is; it was shown as a word not read.
  "полдник",
  // "весь день пила только воду", "за целый день съела яблоко": when, no food. ("3 день" and "день 2" are which day of a
  // diet, read before stop words in meal-text/elements.ts.)
  "весь",
  "день",
  "еще",
  "тоже",
  "также",
  "очень",
  "the",
  "of",
  "on",
  // "chicken over rice": what a food is served on (meal-text/food-spans.ts, mergeAdjacent).
  "over",
  "some",
  // "rice and chicken 150 g each": the amount is every listed food's (meal-text/quantities.ts, eachOfTheList).
  "each",
  // "2 котлеты 100 г каждая": each piece weighs it (meal-text/quantities.ts, EACH_OF_THE_COUNT).
  "каждая",
  "каждый",
  "каждое",
  "каждую",
  "каждой",
  "about",
  "around",
  "approx",
  "approximately",
  // "roughly 6 oz steak", "probably 3 oz of cheese": as "about", the amount after it is read as said. ("maybe" is a
  // range's word, meal-text/elements.ts.)
  "roughly",
  "probably",
  "i",
  "had",
  "ate",
  "drank",
  "for",
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "my",
  "just",
  "also",
  "little",
  "bit",
  // The days of a diary ("monday: oatmeal", "taco tuesday 3 tacos", "sunday roast"): they name no food, and read by
  // a near spelling "sunday" was an ice-cream sundae.
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  // The holiday a plate is named by ("thanksgiving plate", "thanksgiving leftovers"): it names no food of its own.
  "thanksgiving",
  // Sentence words around a meal ("For lunch I had a cup of tea and enjoyed a banana"), so they neither match a food
  // by a near spelling nor stand in `unmatched` as if they were an unknown food.
  "позавтракал",
  "позавтракала",
  "пообедал",
  "пообедала",
  "поужинал",
  "поужинала",
  "перекусил",
  "перекусила",
  "скушал",
  "скушала",
  "попил",
  "попила",
  // The same sentences said of several people or in the past of a meal ("ужинали с мужем: …", "обедала в столовой"),
  // and the people a meal was eaten with ("с мужем", "с ребёнком"): they name no food and take no amount.
  "съели",
  "поели",
  "выпили",
  "попили",
  "завтракал",
  "завтракала",
  "завтракали",
  "обедал",
  "обедала",
  "обедали",
  "ужинал",
  "ужинала",
  "ужинали",
  "позавтракали",
  "пообедали",
  "поужинали",
  "перекусили",
  // "доела за ребёнком полтарелки каши": finished what another left; the amount said is what the person ate.
  "доел",
  "доела",
  "доели",
  "доедал",
  "доедала",
  "доедаю",
  "внуком",
  "внучкой",
  "мужем",
  "женой",
  "сыном",
  "дочкой",
  "дочерью",
  "ребенком",
  // "дочь оставила полтарелки супа, я доела", "за обедом съела полторы котлеты": who left it and at which meal, no
  // food; each was shown as words not read (decision 024, follow-up "Russian diary text, a fifth sweep").
  "дочь",
  "сын",
  "муж",
  "жена",
  "оставил",
  "оставила",
  "оставили",
  "завтраком",
  "обедом",
  "ужином",
  "полдником",
  // "ребенок съел пол банана", "ребенку манная каша": who ate it, no food.
  "ребенок",
  "ребенку",
  "малыш",
  "малышу",
  "сыну",
  "дочке",
  "детьми",
  "подругой",
  "другом",
  "друзьями",
  "мамой",
  "папой",
  "коллегами",
  "семьей",
  // "роллы с девочками штук 12", "сходили в бк": whom with and where to (decision 024, follow-up: Russian diary text);
  // "девочками" parted the rolls from their count.
  "девочками",
  "девчонками",
  "подругами",
  "подружкой",
  "подружками",
  "ребятами",
  "родителями",
  "парнем",
  "сходил",
  "сходила",
  "сходили",
  "кафе",
  // "в пиццерии съел кусок маргариты", "в хинкальной 5 хинкали", "в пончиковой 2 пончика": where, named after the food
  // the place sells; each was shown as a word not read (decision 024, follow-up "Russian diary text, a fifth sweep").
  ...["пиццерия", "пиццерии", "пиццерию", "пиццерией"],
  ...["пончиковая", "пончиковой", "пончиковую", "хинкальная", "хинкальной", "хинкальную"],
  ...["шаурмичная", "шаурмичной", "шаурмичную"],
  "ресторан",
  "кино",
  "ларька",
  "ларьке",
  // Colloquial verbs of eating and drinking a diary or a chat message is typed with ("схомячила пачку кириешек",
  // "навернул тарелку борща", "накатил 100 гр"): beside an amount they stood in `unmatched` as an unknown food.
  "схомячил",
  "схомячила",
  "схомячили",
  "захомячил",
  "захомячила",
  "захомячили",
  "навернул",
  "навернула",
  "навернули",
  "сточил",
  "сточила",
  "сточили",
  "умял",
  "умяла",
  "умяли",
  "слопал",
  "слопала",
  "слопали",
  "стрескал",
  "стрескала",
  "стрескали",
  "заточил",
  "заточила",
  "заточили",
  "точнул",
  "точнула",
  "точнули",
  "сожрал",
  "сожрала",
  "сожрали",
  "уплел",
  "уплела",
  "уплели",
  "накатил",
  "накатила",
  "накатили",
  "выдул",
  "выдула",
  "выдули",
  "жахнул",
  "жахнула",
  "жахнули",
  "бахнул",
  "бахнула",
  "бахнули",
  "хряпнул",
  "хряпнула",
  "хряпнули",
  "тяпнул",
  "тяпнула",
  "тяпнули",
  "дернул",
  "дернула",
  "дернули",
  "перекусывал",
  "перекусывала",
  "перекусывали",
  "ночь",
  // "с утра кофе", "ночью сожрала полпачки печенья", "на днюхе торт": when and on what occasion, no food. ("в 7 утра"
  // is an hour, read before stop words in meal-text/elements.ts.)
  "утра",
  "ночью",
  // "с утра ничего, в обед …": nothing eaten names no food.
  "ничего",
  "днюха",
  "днюхе",
  "днюху",
  // "плов мамин, тарелку навернул", "мамины котлеты": whose cooking it was, no food; read into the food's span, the
  // word kept an amount after a comma from the food ("тарелку" was left unread). "бабушкин" is not one: "Бабушкино
  // лукошко" is a maker of baby food.
  ...["", "а", "о", "ы", "ого", "ой", "у", "ых", "ым"].map((ending) => `мамин${ending}`),
  // "перед сном кефир", "после обеда чай", "выпила кефир перед сном": when, no food; "перед" and "после" before a
  // number are hours, read before stop words (meal-text/elements.ts). They were shown as words not read.
  "перед",
  "после",
  "сном",
  "сна",
  "обеда",
  "ужина",
  // "на работе съела …", "после работы пиво": where and when, no food.
  "работе",
  "работы",
  // "на даче шашлык", "огурцы с дачи": where, no food; read by a near spelling "даче" was soba noodles.
  "даче",
  "дачи",
  "дачу",
  "дача",
  // "овсянка на воде, пост", "в пост гречка с грибами": the fast, when it was eaten, no food; read by a near spelling
  // it was a plate of pasta (decision 024). The fast's dishes keep their own names ("постные щи").
  "пост",
  "поста",
  "посту",
  "постом",
  // "малина с куста", "огурцы с грядки", "творог с рынка": where it was picked or bought.
  "куста",
  "грядки",
  "огорода",
  "огороде",
  "рынка",
  "рынке",
  // "кофе с собой": to take away; read by a near spelling "собой" was soba noodles.
  "собой",
  // "кофе из автомата": the vending machine it came from, no food; it was shown as a word not read.
  "автомата",
  "вчера",
  "потом",
  "был",
  "была",
  "было",
  "были",
  "это",
  // "ну и кофе конечно", "is this a bagel?": filler words of a typed sentence.
  "ну",
  "конечно",
  // "ну короче на обед солянка", "с утра только кофе, а вечером пицца", "щас просто чай": a chat's fillers and the
  // words that join its clauses; they were shown as words not read (decision 024, follow-up: Russian diary text).
  // "кроме" stays unread: "всё кроме хлеба" takes a food away, which is not read.
  "короче",
  "кароче",
  "только",
  "просто",
  "вообще",
  "ваще",
  "щас",
  "а",
  // "девочки, я сорвалась и съела полторта", "мне досталось 4 крыла": whom the chat is told to, and how it went.
  "девочки",
  "девчонки",
  "девчата",
  "сорвалась",
  "сорвался",
  "досталось",
  "мне",
  "this",
  "мой",
  "моя",
  "enjoyed",
  "grabbed",
  "got",
  "have",
  "has",
  "having",
  "eaten",
  "then",
  "later",
  "today",
  // "crockpot chili tonight, about a cup and a half": when, as "today" is (decision 024, follow-up: the forty-first
  // batch); read into the name it kept the cups after the comma from the chili.
  "tonight",
  "yesterday",
  "morning",
  "afternoon",
  "evening",
  "was",
  "were",
  "it",
  "is",
  "to",
  "at",
  "way",
  "work",
  "me",
  "we",
  // "snacked on 15 tortilla chips", "late night snack was popcorn", "snacks today: almonds, …", "lunch was leftovers",
  // "taco night: …", "mcdonalds run: …": how and when a diary tells its meal (decision 024, follow-up "English diary
  // lines, a fourth batch"); they stood in `unmatched` as if they were foods not known. "fruit snacks" keeps its word.
  "snacked",
  "snacking",
  "snacks",
  "late",
  "night",
  "leftovers",
  "run",
  // "went to a party and had …", "we ordered thai, i had …", "ate a whole sleeve of ritz, oops", "grande caffe
  // americano": how the meal came and what was felt about it, and the Italian word for coffee before the coffee it
  // names (decision 024, follow-up "English diary lines, a fifth batch"); each stood in `unmatched`. A cuisine
  // ("thai", "chinese") or a gathering ("party") is no stop word: "chinese cabbage" would be read as cabbage and "party
  // mix" as a mix (the gathering is read with its preposition, meal-text/elements.ts).
  "went",
  "ordered",
  "oops",
  "caffe",
  "caffè",
]);

/**
 * Common words that sit one letter away from a food name ("break" → bread, "keep" → kelp, "crisp" → crisps) and are
 * never typos of it; typo correction leaves them alone.
 */
export const NOT_TYPOS = new Set([
  // "what I ate": a vowel short of "wheat", which was FNDDS's cream of wheat; "переел" (overate) was a quail.
  "what",
  "переел",
  "break",
  "keep",
  "crisp",
  "crispy",
  "bread",
  "great",
  "treat",
  "meal",
  "plate",
  "piece",
]);

/** Words that join foods; they may also sit inside a name ("кофе с молоком", "macaroni and cheese"). */
export const CONNECTORS = new Set(["с", "со", "и", "плюс", "with", "and", "plus", "+", "&", "n", "w/", "w"]);

/**
 * Words of lower-case letters (hyphenated ones whole) and fat percentages ("2,5%") between single spaces: a name the
 * tokenizer would split into exactly these words.
 */
const PLAIN_NAME = /^(?:[a-zа-я]+(?:-[a-zа-я]+)*|\d+(?:[.,]\d+)?%)(?: (?:[a-zа-я]+(?:-[a-zа-я]+)*|\d+(?:[.,]\d+)?%))*$/;

/**
 * The stems a name is indexed by. `stemOf` lets the database build share one memo of stems over its thousands of
 * names; it must give what `stem` gives.
 */
/**
 * A stop word kept after the word it names a food with: "way" of a sentence ("on the way to work"), not of "milky way";
 * "snack" of a meal ("for a snack"), not of "fruit snack", one of the candy's pouches (dropped, it was fruit salad);
 * "dinner" of a meal, not of "kraft dinner", the Canadian name of Kraft's boxed macaroni and cheese (a brand alone,
 * "kraft", names no food).
 */
const STOP_WORDS_IN_NAMES: ReadonlySet<string> = new Set(["milky way", "fruit snack", "fruit snacks", "kraft dinner"]);
export const stopWordInName = (previous: string | undefined, word: string) =>
  previous !== undefined && STOP_WORDS_IN_NAMES.has(`${previous} ${word}`);

export function aliasTokens(name: string, stemOf: (word: string) => string = stem): string[] {
  return nameWords(normaliseText(name).replace(/на пару/g, "напару"))
    .filter((w, i, all) => !STOP_WORDS.has(w) || stopWordInName(all[i - 1], w))
    .map((w) => (CONNECTORS.has(w) ? (/[а-я]/.test(w) ? "с" : "with") : stemOf(w)));
}

/**
 * The words of a normalised name. Nearly every name is plain (PLAIN_NAME) and skips the tokenizer, whose answer for it
 * is the same words split at the spaces: the database tokenises 6,000 names at start-up (decision 027).
 */
export function nameWords(text: string): string[] {
  return PLAIN_NAME.test(text) ? text.split(" ") : tokenWords(text);
}

/** The words of a normalised name as the tokenizer reads them. */
export function tokenWords(text: string): string[] {
  const tokens = tokenize(text).filter((t) => t.kind !== "separator");
  // "7up": digits glued to a word are one word, as meal-text/elements.ts reads them in a meal.
  const glued = tokens.flatMap((t, i) => {
    const prev = tokens[i - 1];
    if (t.kind === "number" && tokens[i + 1]?.kind === "word" && tokens[i + 1]!.start === t.end) return [];
    if (t.kind === "word" && prev?.kind === "number" && prev.end === t.start)
      return [{ ...t, text: prev.text + t.text }];
    return [t];
  });
  return glued.map((t) => t.text.replace(/\s/g, ""));
}

/** Letters joined by a hyphen, between Cyrillic words. */
const CYRILLIC_HYPHEN = /([а-яё])-([а-яё])/gi;

/** A Russian name with its hyphens typed as spaces, if it has any. */
function spacedHyphens(name: string): string | undefined {
  const spaced = name.replace(CYRILLIC_HYPHEN, "$1 $2");
  return spaced === name ? undefined : spaced;
}

/** "э" after a consonant, which only a word borrowed from another language holds: "вэй", "флэт", "сэндвич". */
const LOANWORD_E = /([бвгджзклмнпрстфхцчшщ])э/g;

/** A borrowed name's "э" after a consonant written "е" ("милки вей", "флет уайт", "сендвич"); undefined if it has none. */
function loanwordWithE(name: string): string | undefined {
  const plain = name.replace(LOANWORD_E, "$1е");
  return plain === name ? undefined : plain;
}

/**
 * The stems in code-unit order (as `sort` orders strings), joined by spaces. Asked for every candidate window of every
 * line, the copy and `sort` made per window were garbage (decision 027, garbage per description): one or two stems
 * are ordered by hand, more are sorted in an array kept for it.
 */
export function aliasKey(stems: readonly string[]): string {
  if (stems.length === 1) return stems[0]!;
  if (stems.length === 2) {
    const a = stems[0]!;
    const b = stems[1]!;
    return b < a ? `${b} ${a}` : `${a} ${b}`;
  }
  const sorted = KEY_STEMS;
  sorted.length = 0;
  for (const s of stems) {
    let k = sorted.length;
    while (k > 0 && s < sorted[k - 1]!) {
      sorted[k] = sorted[k - 1]!;
      k--;
    }
    sorted[k] = s;
  }
  return sorted.join(" ");
}

const KEY_STEMS: string[] = [];

function splitNames(names: string): string[] {
  return names
    .split(";")
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
}

interface Portion {
  unit: UnitKey;
  grams: number;
}

const SIZES: readonly Size[] = ["small", "medium", "large"];

/**
 * "glass 500, en:piece 355, large 450" → the portions, the one English text uses instead of the first (if any), and
 * the weight of one item by size. A second "en:" unit is one English text weighs otherwise, the portion kept.
 */
function parsePortions(spec: string): {
  portions: Portion[];
  en?: Portion;
  unitsEn?: Partial<Record<UnitKey, number>>;
  sizes: Partial<Record<Size, number>>;
  sizesRu?: Partial<Record<Size, number>>;
  miniature?: number;
} {
  const portions: Portion[] = [];
  const sizes: Partial<Record<Size, number>> = {};
  let sizesRu: Partial<Record<Size, number>> | undefined;
  let miniature: number | undefined;
  let en: Portion | undefined;
  let unitsEn: Partial<Record<UnitKey, number>> | undefined;
  for (const part of spec.split(",")) {
    const [key = "", grams] = part.trim().split(/\s+/);
    if (SIZES.includes(key as Size) && Number(grams) > 0) {
      sizes[key as Size] = Number(grams);
      continue;
    }
    // "ru:medium 400": a size a Russian text means.
    if (key.startsWith("ru:") && SIZES.includes(key.slice(3) as Size) && Number(grams) > 0) {
      sizesRu = { ...sizesRu, [key.slice(3)]: Number(grams) };
      continue;
    }
    if (key === "mini" && Number(grams) > 0) {
      miniature = Number(grams);
      continue;
    }
    const english = key.startsWith("en:");
    const unit = english ? key.slice(3) : key;
    if (!UNIT_KEYS.includes(unit as UnitKey) || !(Number(grams) > 0)) {
      throw new Error(`catalog: bad portion "${part}" in "${spec}"`);
    }
    const portion = { unit: unit as UnitKey, grams: Number(grams) };
    if (english && en) unitsEn = { ...unitsEn, [portion.unit]: portion.grams };
    else if (english) en = portion;
    else portions.push(portion);
  }
  if (portions.length === 0) throw new Error(`catalog: no portion in "${spec}"`);
  return {
    portions,
    ...(en ? { en } : {}),
    ...(unitsEn ? { unitsEn } : {}),
    sizes,
    ...(sizesRu ? { sizesRu } : {}),
    ...(miniature !== undefined ? { miniature } : {}),
  };
}

/** "recipe: water 550, beet 80; yield 0.9" → ingredients and yield. */
export function parseRecipe(source: string): { ingredients: { id: string; grams: number }[]; yieldFactor: number } {
  const body = source.replace(/^recipe:\s*/, "");
  const [list = "", yieldPart = ""] = body.split(";");
  const yieldFactor = Number(/yield\s+([\d.]+)/.exec(yieldPart)?.[1] ?? 1);
  const ingredients = list.split(",").map((item) => {
    const m = /^\s*([a-z0-9-]+)\s+([\d.]+)\s*$/.exec(item);
    if (!m) throw new Error(`catalog: bad recipe item "${item}"`);
    return { id: m[1]!, grams: Number(m[2]) };
  });
  if (!(yieldFactor > 0)) throw new Error(`catalog: bad yield in "${source}"`);
  return { ingredients, yieldFactor };
}

/**
 * Nutrients per 100 g of a cooked recipe: the sum over ingredients divided by the cooked weight
 * (raw weight × yield). Vitamin losses in cooking are not modelled; only the weight change is.
 */
export function composeRecipe(
  ingredients: readonly { per100g: readonly number[]; grams: number }[],
  yieldFactor: number,
): number[] {
  const total = NUTRIENT_KEYS.map(() => 0);
  let rawGrams = 0;
  for (const { per100g, grams } of ingredients) {
    rawGrams += grams;
    per100g.forEach((v, i) => {
      total[i]! += (v * grams) / 100;
    });
  }
  const cooked = rawGrams * yieldFactor;
  return total.map((v) => (cooked > 0 ? (v / cooked) * 100 : 0));
}

/** data/foods.json, parsed when the database is built (read, not imported, for the reason fndds.ts gives). */
function readFoodsFile(): FoodsFile {
  return JSON.parse(readFileSync(new URL("../data/foods.json", import.meta.url), "utf8")) as FoodsFile;
}

/**
 * The stems of the words after "with" in a USDA record's name, up to what it is served without ("Caesar salad, with
 * romaine, no dressing"): what the dish holds. A medium it is made, prepared or cooked with ("Oatmeal, made with
 * water") and what is added to it ("with added vitamin D") are no part of it a person names; words in brackets
 * ("includes onion, poppy, sesame") list variants, not parts.
 */
function heldWith(name: string, stemOf: (word: string) => string): string[] | undefined {
  const plain = name.toLowerCase().replace(/\([^()]*\)/g, " ");
  const at = /(?<!\b(?:made|prepared|cooked)) with (?!added\b)/.exec(plain);
  if (!at) return undefined;
  const part = plain.slice(at.index + at[0].length).split(/,\s*(?:no|not|without)\b|\bwithout\b/)[0]!;
  const held = part.split(/[^a-z]+/).filter((w) => w.length > 1 && !HELD_FILLER.has(w));
  return held.length > 0 ? held.map(stemOf) : undefined;
}
const HELD_FILLER = new Set(["and", "or", "on", "in", "of", "ns", "as", "to", "type", "from"]);

export function buildDatabase(
  rows: readonly CatalogRow[] = CATALOG,
  usda: FoodsFile = readFoodsFile(),
  extraEnglishAliases: Readonly<Record<string, string>> = nutrition5kAliases,
): Database {
  if (usda.nutrients.join() !== NUTRIENT_KEYS.join()) throw new Error("data/foods.json: nutrient list differs");
  const rowById = new Map(rows.map((r) => [r[0], r]));
  // The catalog's names and USDA's measures repeat their words: each is stemmed once per build.
  const stemOfWord = new Map<string, string>();
  const memoStem = (word: string) => {
    let s = stemOfWord.get(word);
    if (s === undefined) {
      s = stem(word);
      stemOfWord.set(word, s);
    }
    return s;
  };
  // Positions looked up once each: a search of the list per row and per ingredient was quadratic in the catalog.
  const rowIndex = new Map<CatalogRow, number>();
  const firstIndexOfId = new Map<string, number>();
  rows.forEach((r, i) => {
    if (!rowIndex.has(r)) rowIndex.set(r, i);
    if (!firstIndexOfId.has(r[0])) firstIndexOfId.set(r[0], i);
  });
  const byId = new Map<string, Food>();
  const building = new Set<string>();

  const build = (row: CatalogRow, rank: number): Food => {
    const [id, source, ru, en, portionSpec, flags] = row;
    const existing = byId.get(id);
    if (existing) return existing;
    if (building.has(id)) throw new Error(`catalog: recipe cycle at ${id}`);
    building.add(id);
    const { portions, en: portionEn, unitsEn, sizes: ownSizes, sizesRu, miniature } = parsePortions(portionSpec);
    const units: Partial<Record<UnitKey, number>> = {};
    const sizes: Partial<Record<Size, number>> = {};
    let per100g: number[];
    let components: Food["components"];
    let holds: Food["holds"];
    let micronutrientsKnown = !source.startsWith("label:");
    const measures = fnddsMeasuresOf(source, flags);
    // A row named by a product its record weighs under its own label ("bagel bites", of FNDDS 58106516's frozen
    // pepperoni pizza) takes no size or whole of the record that is another item's, the pizza's (fndds.ts,
    // productNamed).
    const product = measures !== undefined ? productNamed(measures.fnddsPortions, splitNames(en)) : undefined;
    const anotherItem = (grams: number) => product !== undefined && grams > OTHER_ITEM_TIMES * product;
    if (source.startsWith("recipe:")) {
      const recipe = parseRecipe(source);
      const rawGrams = recipe.ingredients.reduce((sum, x) => sum + x.grams, 0);
      components = recipe.ingredients.map((x) => ({ id: x.id, share: x.grams / rawGrams }));
      per100g = composeRecipe(
        recipe.ingredients.map(({ id: ingredientId, grams }) => {
          const ingredientRow = rowById.get(ingredientId);
          if (!ingredientRow) throw new Error(`catalog: recipe ${id} uses unknown food ${ingredientId}`);
          const ingredient = build(ingredientRow, rowIndex.get(ingredientRow)!);
          micronutrientsKnown &&= ingredient.micronutrientsKnown;
          return { per100g: ingredient.per100g, grams };
        }),
        recipe.yieldFactor,
      );
    } else {
      const record = usda.foods[source];
      if (!record) throw new Error(`catalog: ${id} refers to ${source}, missing from data/foods.json`);
      const edible = flagList(flags).includes("refuse") ? 1 - (record.refuse ?? 0) / 100 : 1;
      per100g = record.per100g.map((v) => (v ?? 0) * edible);
      holds = heldWith(record.name, memoStem);
      for (const key of ["cup", "tbsp", "tsp", "slice", "piece"] as const) {
        const grams = record.units[key];
        if (grams !== undefined) units[key] = grams / edible;
      }
      for (const [label, grams] of record.portions) {
        const size = sizeOfLabel(label);
        if (size && sizes[size] === undefined && !anotherItem(grams)) sizes[size] = grams / edible;
      }
      // Of a whole listed in several sizes ("melon, large", "melon, medium") the unsized one is the medium, as for
      // an item ("half a melon" is half of a medium melon); a wedge likewise.
      const wholeListed = mediumFirst(
        record.portions.filter(([, grams]) => !anotherItem(grams)),
        (label) => WHOLE_LABEL.test(label),
      );
      if (wholeListed !== undefined) units.whole = wholeListed / edible;
      // A wedge is how a melon or a pie is sliced: "a slice of watermelon" is USDA's wedge.
      const wedge = mediumFirst(record.portions, (label) => /^wedge\b/i.test(label));
      if (units.slice === undefined && wedge !== undefined) units.slice = wedge / edible;
      // The whole thing under the food's own name ("chicken, bone removed"): "четверть курицы гриль" is a quarter of it.
      const whole = units.whole === undefined ? wholeWeight(record.portions, en, memoStem) : undefined;
      if (whole !== undefined) units.whole = whole / edible;
      const ownPiece = portions.find((p) => p.unit === "piece")?.grams;
      const cutFrom = units.whole === undefined ? wholeCutInto(record.portions, ownPiece) : undefined;
      if (cutFrom !== undefined) units.whole = cutFrom / edible;
      // A big fruit SR28 weighs as one "fruit" (pineapple 905 g, pummelo 609 g): its whole, so that a pack of it is
      // the shop's tray of it cut, as a melon's is (meal-text/portions.ts); "упаковка ананаса" was 100 g (decision
      // 024, follow-up: readings left open, a third round). A fruit of a pack's weight or less keeps its piece.
      const fruit = units.whole === undefined && /^sr:09/.test(source) ? wholeFruit(record.portions) : undefined;
      if (fruit !== undefined) units.whole = fruit / edible;
      if (units.cup !== undefined) {
        units.glass = (units.cup * 250) / 240;
        units.mug = (units.cup * 300) / 240;
      }
    }
    const srPortions = source.startsWith("sr:") ? usda.foods[source]?.portions : undefined;
    const srEdible = flagList(flags).includes("refuse") ? 1 - (usda.foods[source]?.refuse ?? 0) / 100 : 1;
    // One item of a small food, as USDA weighs it under the food's own name ("grapes" 4.9 g, "almond" 1.2 g,
    // "cherry" 8.2 g): "a dozen almonds", "12 grapes" count those items when the catalog gives no piece.
    const ownPiece = portions.some((p) => p.unit === "piece" || p.unit === "slice");
    const item =
      srPortions && !ownPiece && units.piece === undefined ? itemWeight(srPortions, en, memoStem) : undefined;
    const itemGrams = item !== undefined ? item / srEdible : undefined;
    const formCups = srPortions ? formCupsOf(srPortions, srEdible) : [];
    if (measures) {
      for (const [label, grams] of measures.fnddsPortions) {
        const size = sizeOfLabel(label);
        if (size && sizes[size] === undefined && !anotherItem(grams)) sizes[size] = grams;
      }
    }
    for (const p of portions) units[p.unit] = p.grams;
    Object.assign(sizes, ownSizes);
    const food: Food = {
      id,
      source,
      namesRu: splitNames(ru),
      namesEn: splitNames(en),
      per100g,
      units,
      portion: portions[0]!,
      ...(portionEn ? { portionEn } : {}),
      ...(unitsEn ? { unitsEn } : {}),
      ...(sizesRu ? { sizesRu } : {}),
      ...(miniature !== undefined ? { miniature } : {}),
      rank,
      countable: ownPiece,
      drink: portions[0]!.unit === "glass" || portions[0]!.unit === "mug" || DRINKS_SOLD_IN_PACKS.has(id),
      sizes,
      ...(components ? { components } : {}),
      ...(holds ? { holds } : {}),
      micronutrientsKnown,
      ...measures,
      ...(itemGrams !== undefined ? { itemGrams } : {}),
      // An SR28 row without FNDDS measures keeps USDA's containers: "a can of tuna" is SR's drained can.
      ...(!measures && srPortions ? { usdaContainers: containersOf(srPortions, srEdible) } : {}),
      ...(formCups.length > 0 ? { usdaFormCups: formCups } : {}),
    };
    building.delete(id);
    byId.set(id, food);
    return food;
  };

  if (fnddsNutrients().join() !== NUTRIENT_KEYS.join()) throw new Error("data/fndds.json: nutrient list differs");
  rows.forEach((row, i) => {
    build(row, i);
  });
  const foods = rows.map((r) => byId.get(r[0])!);
  for (const f of foods) f.rank = firstIndexOfId.get(f.id)!;
  const byIdAll = new FoodMap(byId, rows.length);

  const aliases = new Map<string, AliasEntry[]>();
  const vocabularySet = new Set<string>();
  // Each name's stems, computed once: the variants below read the same names again.
  const stemsOfName = new Map<string, string[]>();
  const nameStems = (name: string) => {
    let stems = stemsOfName.get(name);
    if (!stems) {
      stems = aliasTokens(name, memoStem);
      stemsOfName.set(name, stems);
    }
    return stems;
  };
  // Each list is made at its exact length: an empty array grown by push keeps room for 17 entries, and 4,400 of the
  // 4,800 names hold one food (decision 027).
  const addAlias = (food: Food, name: string, known = true) => {
    const stems = nameStems(name);
    if (stems.length === 0) return;
    const key = aliasKey(stems);
    const list = aliases.get(key);
    const entry = { food, size: stems.length };
    if (!list) aliases.set(key, [entry]);
    else if (!list.some((e) => e.food === food)) aliases.set(key, [...list, entry]);
    if (known) for (const s of stems) vocabularySet.add(s);
  };
  for (const food of foods) for (const name of [...food.namesRu, ...food.namesEn]) addAlias(food, name);
  // A hyphenated Russian name is typed with a space as often ("лук порей", "крем суп", "пян се"): the spaced words
  // name the same food, unless they already name another. Its halves ("слоу" of "коул-слоу") join no vocabulary:
  // typo correction and diminutives would take them for words of their own ("слоечка" → "слоу").
  for (const food of foods) {
    for (const name of food.namesRu) {
      const spaced = spacedHyphens(name);
      if (spaced !== undefined && !aliases.has(aliasKey(nameStems(spaced)))) addAlias(food, spaced, false);
    }
  }
  // A borrowed name's "э" after a consonant is typed "е" as often as not ("милки вей" for "милки вэй", "флет уайт",
  // "сендвич"): Russian spells the English vowel either way. The "е" spelling names the same food unless it already
  // names another, and joins no vocabulary, as the spaced hyphens above. Unread, "милки вей" was a word the
  // dictionary spells ("вей", of "веять") and no typo, and "милки" alone two Milka bars.
  for (const food of foods) {
    for (const name of food.namesRu) {
      const plain = loanwordWithE(name);
      if (plain !== undefined && !aliases.has(aliasKey(nameStems(plain)))) addAlias(food, plain, false);
    }
  }
  for (const [name, id] of Object.entries(extraEnglishAliases)) {
    const food = byId.get(id);
    if (!food) throw new Error(`catalog: alias "${name}" points to unknown food ${id}`);
    addAlias(food, name);
  }
  const vocabulary = new Map<number, string[]>();
  for (const s of [...vocabularySet].sort()) {
    const list = vocabulary.get(s.length) ?? [];
    list.push(s);
    vocabulary.set(s.length, list);
  }
  borrowCups(foods, aliases, nameStems, usda);
  const variants = buildVariants(foods, aliases, nameStems);
  preferLabelFat(aliases, variants.fatVariants);
  const namingStems = new Set<string>();
  for (const key of aliases.keys()) for (const s of key.split(" ")) namingStems.add(s);
  return { foods, byId: byIdAll, aliases, vocabulary, vocabularySet, namingStems, ...variants };
}

/** A USDA row is the same food as a label food of its name while their energies are within this factor. */
const SAME_FOOD_KCAL = 1.25;

/**
 * A Russian label food eaten by the glass has no cup of its own ("стакан семечек", "полстакана геркулеса", "стакан
 * муки"), so a glass of it was weighed as water: 250 g of seeds, 1,500 kcal. It takes the cup of the catalog's USDA row under one of
 * its Russian names where that row is the same food (energy within SAME_FOOD_KCAL): a dry food by its own density
 * (docs/decisions/012-russian-label-foods.md, portions). Drinks keep their glass.
 */
function borrowCups(
  foods: readonly Food[],
  aliases: ReadonlyMap<string, AliasEntry[]>,
  nameStems: (name: string) => string[],
  usda: FoodsFile,
) {
  const kcal = NUTRIENT_KEYS.indexOf("kcal");
  for (const food of foods) {
    if (!isLabel(food) || food.drink || food.units.cup !== undefined) continue;
    const own = food.per100g[kcal] ?? 0;
    for (const name of food.namesRu) {
      const twin = aliases.get(aliasKey(nameStems(name)))?.find(({ food: other }) => {
        const ratio = (other.per100g[kcal] ?? 0) / (own || 1);
        return (
          !isLabel(other) && other.units.cup !== undefined && ratio <= SAME_FOOD_KCAL && ratio >= 1 / SAME_FOOD_KCAL
        );
      });
      if (!twin) continue;
      // A glass of the food itself: SR28's plain "cup" before its first cup, which may be of the food as bought
      // ("cup, with hulls, edible yield" of sunflower seeds is 46 g of kernels, the plain cup 140 g).
      const plainCup = usda.foods[twin.food.source]?.portions.find(([label]) => label === "cup")?.[1];
      const cup = plainCup ?? twin.food.units.cup!;
      food.units.cup = cup;
      food.units.glass ??= (cup * 250) / 240;
      food.units.mug ??= (cup * 300) / 240;
      break;
    }
  }
}

/**
 * A name with a fat percentage whose plain name belongs to a Russian label food means that food's pack nearest in fat,
 * even where only a USDA row spells the percentage ("творог 1%", "молоко 2%" are Russian packs, not American cottage
 * cheese or milk; docs/decisions/012-russian-label-foods.md). English names keep their USDA foods.
 */
function preferLabelFat(
  aliases: Map<string, AliasEntry[]>,
  fatVariants: Map<string, { percent: number; food: Food }[]>,
) {
  for (const [key, entries] of aliases) {
    const first = entries[0];
    if (!first || isLabel(first.food)) continue;
    const stems = key.split(" ");
    const at = stems.findIndex((s) => percentOf(s) !== undefined);
    if (at < 0) continue;
    const base = aliases.get(aliasKey(stems.filter((_, i) => i !== at)))?.[0]?.food;
    if (!base || !isLabel(base)) continue;
    const variant = closestFat(fatVariants.get(base.id) ?? [], percentOf(stems[at]!)!, base);
    if (variant) aliases.set(key, [{ food: variant, size: first.size }, ...entries]);
  }
}

/** Fat content is printed to the half percent; a variant more than 1.5 points away is another product. */
const FAT_TOLERANCE = 1.5;

/**
 * The variant nearest in fat, within FAT_TOLERANCE. Between two equally near ones the product as usually sold wins,
 * then the leaner: a percentage between two packs ("творог 1%" between 0% and 2%) picks one pack, never a blend.
 */
export function closestFat(
  variants: readonly { percent: number; food: Food }[],
  percent: number,
  usual?: Food,
): Food | undefined {
  let best: { percent: number; food: Food } | undefined;
  for (const v of variants) {
    const d = Math.abs(v.percent - percent);
    const bestD = best ? Math.abs(best.percent - percent) : Number.POSITIVE_INFINITY;
    const tieWins =
      d === bestD && best !== undefined && best.food !== usual && (v.food === usual || v.percent < best.percent);
    if (d < bestD || tieWins) best = v;
  }
  return best && Math.abs(best.percent - percent) <= FAT_TOLERANCE ? best.food : undefined;
}

/** USDA measures of one whole item by size; cups, spoons and pieces of a bigger thing ("piece, large pizza") are not. */
const SIZE_LABEL = /^(?!(?:piece|slice|wedge|cup|tbsp|tsp|oz|fl oz|serving|nlea)\b)[^(]*\b(small|medium|large)\b/i;
/** USDA measures of the whole thing a fraction is taken of: "melon (15\" long …)", "head, large", "cake", "loaf". */
/**
 * Measure words of SR28 households measures that name a container as sold, not a kitchen measure. Butter and
 * margarine are sold by the wrapped stick (SR28 01001 butter: "stick" 113 g), which "a stick of butter" names.
 */
const CONTAINER_LABEL = /^(?:can|bottle|container|packet|package|bag|box|jar|stick)\b/i;

/** SR28 cups that name a form after a comma: "cup, mashed", "cup, chopped or diced", "cup, sliced". */
const FORM_CUP_LABEL = /^cups?,\s*\w/i;

function formCupsOf(portions: readonly (readonly [string, number])[], edible: number): FnddsPortion[] {
  return portions.filter(([label]) => FORM_CUP_LABEL.test(label)).map(([label, grams]) => [label, grams / edible]);
}

function containersOf(portions: readonly (readonly [string, number])[], edible: number): FnddsPortion[] {
  return portions.filter(([label]) => CONTAINER_LABEL.test(label)).map(([label, grams]) => [label, grams / edible]);
}

/** Heaviest item a bare count may weigh by USDA's per-item measure: berries, nuts, grapes, dates, not a melon. */
const MAX_ITEM_GRAMS = 30;

/** USDA's weight of the whole food under its own name ("chicken, bone removed" 598 g), when heavier than an item. */
function wholeWeight(
  portions: readonly (readonly [string, number])[],
  en: string,
  stemOf: (word: string) => string = stem,
): number | undefined {
  const heads = new Set(splitNames(en).map((n) => stemOf(n.split(/\s+/).pop() ?? "")));
  for (const [label, grams] of portions) {
    const first = label.split(",")[0]!.trim().toLowerCase();
    if (!/\s/.test(first) && heads.has(stemOf(first)) && grams > MAX_ITEM_GRAMS * 10) return grams;
  }
  return undefined;
}

/** "piece (1/8 of 9\" dia)": a piece USDA cuts from a whole, and how many such pieces the whole is cut into. */
const PIECE_OF_WHOLE = /^piece \(1\/(\d+) of /i;

/** How far the catalog's piece may be from USDA's piece of a whole for the food to be cut from that whole. */
const SAME_PIECE = 0.3;

/**
 * USDA's weight of the whole a food's piece is cut from ("piece (1/8 of 9\" dia)" of apple pie, 125 g: a 1 kg pie),
 * where no measure weighs the whole itself: "a whole pie", "целый чизкейк" were one piece. Only where the catalog's
 * own piece is that piece: a cupcake or a naan is a whole of its own, not a share of the cake or bread USDA cuts.
 */
function wholeCutInto(portions: readonly (readonly [string, number])[], ownPiece: number | undefined) {
  if (ownPiece === undefined) return undefined;
  for (const [label, grams] of portions) {
    const share = PIECE_OF_WHOLE.exec(label);
    if (share && Math.abs(ownPiece / grams - 1) <= SAME_PIECE) return grams * Number(share[1]);
  }
  return undefined;
}

/**
 * USDA's weight of one item of a food, from a household measure labelled with the food's own English name in the
 * singular or plural ("grapes", "almond", "date, pitted"); undefined when it has none or the item is not small.
 */
function itemWeight(
  portions: readonly (readonly [string, number])[],
  en: string,
  stemOf: (word: string) => string = stem,
): number | undefined {
  const heads = new Set(splitNames(en).map((n) => stemOf(n.split(/\s+/).pop() ?? "")));
  for (const [label, grams] of portions) {
    const first = label.split(",")[0]!.trim().toLowerCase();
    if (/\s/.test(first) || !heads.has(stemOf(first))) continue;
    if (grams > 0 && grams <= MAX_ITEM_GRAMS) return grams;
  }
  // Nuts USDA counts only inside a measure: "oz (21 whole kernels)", "cup, in shell, edible yield (7 nuts)"; pecans
  // only by their halves, "oz (19 halves)", 1.5 g each, as FNDDS weighs a pecan (42112000 Pecans: nut 1.5 g).
  for (const [label, grams] of portions) {
    const counted = /\((\d+)\s+(?:whole\s+)?(?:nuts|kernels|halves)\)/i.exec(label);
    const each = counted ? grams / Number(counted[1]) : undefined;
    if (each !== undefined && each > 0 && each <= MAX_ITEM_GRAMS) return each;
  }
  // A small item USDA counts by a word for any small piece ("50 berries" of blueberries, "10 strips" of fries): "20
  // blueberries" was read as 20 g, the count taken for grams.
  for (const [label, grams] of portions) {
    const first = label.split(/[,(]/)[0]!.trim().toLowerCase();
    if (COUNTED_SMALL_PIECES.has(first) && grams > 0 && grams <= MAX_ITEM_GRAMS) return grams;
  }
  return undefined;
}

/** USDA's words for one small piece of any food, counted in its measures ("50 berries", "10 strips"). */
const COUNTED_SMALL_PIECES: ReadonlySet<string> = new Set(["berries", "berry", "strips", "strip"]);

// A pizza's whole is FNDDS's medium one ("frozen medium pizza (11-13" diameter)", 581 g): "half a frozen pizza" was
// half of its 97 g piece.
const WHOLE_LABEL = /^(?:melon|head|whole|loaf|cake|pie|(?:frozen )?medium pizza)\b/i;

/** The size a USDA measure is of: "banana, small", "drink, large (32 fl oz)"; a candy's "fun size" bar is its small
 * one and its "king size" bar its large. */
function sizeOfLabel(label: string): Size | undefined {
  const size = SIZE_LABEL.exec(label)?.[1]?.toLowerCase() as Size | undefined;
  if (size) return size;
  // M&M's "fun/snack size" is the same small pack as another candy's "fun size".
  if (/\bfun(?:\/snack)? size\b/i.test(label)) return "small";
  if (/\bking size\b/i.test(label)) return "large";
  return undefined;
}

/** The grams of the first measure `matches` accepts, a medium one before any other. */
/** SR28's one "fruit" of a fruit heavier than a shop's tray of it cut (400 g): pineapple, pummelo, soursop. */
function wholeFruit(portions: readonly (readonly [string, number])[]): number | undefined {
  const grams = mediumFirst(portions, (label) => /^fruit\b/i.test(label));
  return grams !== undefined && grams > FRUIT_TRAY_GRAMS ? grams : undefined;
}
const FRUIT_TRAY_GRAMS = 400;

function mediumFirst(portions: readonly (readonly [string, number])[], matches: (label: string) => boolean) {
  const all = portions.filter(([label]) => matches(label));
  return (all.find(([label]) => /\bmedium\b/i.test(label)) ?? all[0])?.[1];
}
/** Words that ask for the diet variant of a drink or food, as stems; "без сахара" is read in meal-text/elements.ts. */
export const DIET_STEMS: ReadonlySet<string> = new Set(
  ["diet", "zero", "light", "lite", "sugar-free", "sugarfree", "зеро", "лайт", "диетическая", "диетический"].map(stem),
);
const PERCENT = /^(\d+(?:[.,]\d+)?)\s?%$/;

export function percentOf(s: string): number | undefined {
  const m = PERCENT.exec(s);
  return m ? Number(m[1]!.replace(",", ".")) : undefined;
}

/**
 * Variants the catalog names with a modifier: a name made of a diet word and another food's name is that food's diet
 * variant; a name made of a fat percentage and another food's name is one of its fat variants. Read from the names
 * only, so a new catalog row brings its variant along. A label food's fat variants are its own pack rows, and a USDA
 * food's are USDA rows: "творог 1%" must not turn a Russian pack into an American cottage cheese.
 */
function buildVariants(
  foods: readonly Food[],
  aliases: Map<string, AliasEntry[]>,
  nameStems: (name: string) => readonly string[],
) {
  const dietVariants = new Map<string, Food>();
  const fatVariants = new Map<string, { percent: number; food: Food }[]>();
  for (const food of foods) {
    for (const name of [...food.namesRu, ...food.namesEn]) {
      const stems = nameStems(name);
      const diet = stems.filter((x) => DIET_STEMS.has(x));
      const sugarFree = stems.includes("без") && stems.includes(stem("сахара"));
      if (diet.length > 0 || sugarFree) {
        const rest = stems.filter((x) => !DIET_STEMS.has(x) && !(sugarFree && (x === "без" || x === stem("сахара"))));
        for (const base of aliases.get(aliasKey(rest)) ?? []) {
          if (base.food !== food && !dietVariants.has(base.food.id)) dietVariants.set(base.food.id, food);
        }
      }
      const percents = stems.map(percentOf);
      const at = percents.findIndex((p) => p !== undefined);
      if (at >= 0) {
        const rest = stems.filter((_, i) => i !== at);
        for (const base of aliases.get(aliasKey(rest)) ?? []) {
          if (isLabel(base.food) !== isLabel(food)) continue;
          const list = fatVariants.get(base.food.id) ?? [];
          if (!list.some((v) => v.food === food)) list.push({ percent: percents[at]!, food });
          fatVariants.set(base.food.id, list);
        }
      }
    }
  }
  return { dietVariants, fatVariants };
}

const isLabel = (food: Food) => food.source.startsWith("label:");

const flagList = (flags: string | undefined) => (flags ?? "").split(/\s+/).filter(Boolean);

/** The FNDDS measures a catalog row counts in: its own FNDDS record's, or those of the record its flags name. */
function fnddsMeasuresOf(
  source: string,
  flags: string | undefined,
): { fnddsPortions: readonly FnddsPortion[]; fnddsServing?: number } | undefined {
  const borrowed = flagList(flags).find((f) => f.startsWith("fndds:"));
  const code = borrowed ? borrowed.slice(6) : fnddsCodeOf(source);
  if (!code) return undefined;
  const record = fnddsRecord(code);
  if (!record) throw new Error(`catalog: FNDDS record ${code} is missing from data/fndds.json`);
  return {
    fnddsPortions: record.portions,
    ...(record.defaultGrams !== undefined ? { fnddsServing: record.defaultGrams } : {}),
  };
}

/** Id of a food read straight from FNDDS, one the catalog has no row for (fndds.ts). */
export const fnddsFoodId = (code: string) => `fndds-${code}`;

/** The FNDDS food code a food's source names ("fn:58146331"), undefined for a food from another table. */
export const fnddsCodeOf = (source: string): string | undefined => /^fn:(\d{8})$/.exec(source)?.[1];

/**
 * The catalog's foods by id, and every FNDDS food as `fndds-<code>`, built when first asked for: a dish stored with
 * an FNDDS food is found by the code that prices it (the server's supplements and food facts) after a restart too.
 */
class FoodMap extends Map<string, Food> {
  constructor(
    catalog: Map<string, Food>,
    private readonly rank: number,
  ) {
    super(catalog);
  }
  override get(id: string): Food | undefined {
    const known = super.get(id);
    if (known || !id.startsWith("fndds-")) return known;
    const food = fnddsFood(id.slice(6), this.rank);
    if (food) this.set(id, food);
    return food;
  }
  override has(id: string): boolean {
    return this.get(id) !== undefined;
  }
}

/** A measure that holds a food's items rather than being one: "small or medium single serving bag", "box". */
const PACK_LABEL = /\b(?:bag|box|package|packet|pouch|container|carton|sleeve|stack|tub|jar|bottle|can)\b/i;

/** A label of the item of usual size: "medium burrito", "regular", "burrito, NS as to size", "wing, any size". */
const USUAL_ITEM = /^(medium|regular)\b|\bNS as to size\b|\bany size\b/i;

/** Words of a measure label that say which one of the food's items it is, not what else it is. */
const ITEM_SIZE_WORDS = new Set(["any", "size", "ns", "as", "to", "medium", "regular"]);

/**
 * One item of an FNDDS food counted by its own noun ("Chicken wing, …": "1 wing, any size" 55 g; "Egg roll, …":
 * "1 egg roll" 64 g; "Chicken tenders or strips": "1 tender, strip, or finger" 50 g): "6 fried chicken wings" are six
 * of them, never 6 g. The label must be the noun alone, or with
 * words that only say it is the usual one ("any size", "NS as to size", "medium"); a miniature or a part ("drummette")
 * is not the item.
 */
function ownNounItem(name: string, portions: readonly FnddsPortion[]): number | undefined {
  const words = (name.split(",")[0] ?? "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => stem(w));
  const named = new Set(words);
  // The item names the dish's head noun: "Shrimp scampi"'s "1 shrimp" (8 g) is one of what it is made of, and a
  // scampi said bare was 8 g (decision 024).
  const head = words.at(-1);
  for (const [label, grams] of portions) {
    // FNDDS lists a few names for one item ("tender, strip, or finger") and may give its dimensions ("piece or stick
    // (4" x 1" x 3/4")"): any of the names may be the food's own noun.
    for (const alternative of label
      .toLowerCase()
      .replace(/\([^)]*\)/g, "")
      .split(/,|\bor\b/)) {
      const nouns = alternative.split(/[^a-z]+/).filter((w) => w && !ITEM_SIZE_WORDS.has(w));
      if (
        nouns.length > 0 &&
        nouns.length <= 2 &&
        nouns.every((w) => named.has(stem(w))) &&
        nouns.some((w) => stem(w) === head)
      ) {
        return grams;
      }
    }
  }
  return undefined;
}

/** The catalog's foods by id, with every FNDDS food built on demand at `rank` (FoodMap). */
export const foodMapOf = (catalog: Map<string, Food>, rank: number): Map<string, Food> => new FoodMap(catalog, rank);

const SUSHI_ROLL = /^Sushi roll\b/;
const SLICE_WORD = /\bslices?\b/i;

/** A Food for an FNDDS record: its own values, measures and typical amount ("Quantity not specified"). */
function fnddsFood(code: string, rank: number): Food | undefined {
  const record = fnddsRecord(code);
  if (!record) return undefined;
  const units: Partial<Record<UnitKey, number>> = unitsFrom(record.portions);
  // "small or thin slice", "medium slice" (a rotisserie chicken breast's) are slices of the food, never one item of it:
  // one breast was weighed as a 30 g slice.
  // Nor is a sized bag ("small or medium single serving bag" of crackers, 45 g) one item: "3 ritz crackers" were three
  // bags, 689 kcal, where FNDDS's cracker is 3 g.
  const piece = unitsFrom(
    record.portions.filter(([label]) => !SLICE_WORD.test(label) && !PACK_LABEL.test(label)),
  ).piece;
  if (piece === undefined) delete units.piece;
  else units.piece = piece;
  // FNDDS lists sizes small first ("small burrito", "medium burrito", "large burrito", "burrito, NS as to size"): one
  // item said with no size is the usual one, not the first listed ("a breakfast burrito" was the small one).
  // FNDDS's unspecified amount is that usual item where it is one of the sized items (a latte's small, 360 g).
  const sizedItems = record.portions.filter(
    ([label]) => /^(small|medium|large|regular)\b/i.test(label) && !PACK_LABEL.test(label),
  );
  const usual =
    sizedItems.find(([, grams]) => grams === record.defaultGrams) ??
    record.portions.find(
      ([label]) => USUAL_ITEM.test(label) && !/\b(?:cup|slice)\b/i.test(label) && !PACK_LABEL.test(label),
    );
  if (usual) units.piece = usual[1];
  // One of a drink sold in sizes, said with no size ("a fruit smoothie"), is its unspecified amount, as a catalog
  // drink's is in English (meal-text/portions.ts, sizedDrinkServing): it was the medium, 864 g of smoothie where
  // FNDDS's unspecified one is 324 g.
  const drink = record.portions.some(([label]) => /^fl oz\b/.test(label));
  if (drink && sizedItems.length > 0 && record.defaultGrams !== undefined) units.piece = record.defaultGrams;
  if (units.piece === undefined) {
    const own = ownNounItem(record.name, record.portions);
    if (own !== undefined) units.piece = own;
  }
  // A sushi roll is said whole ("a california roll", "2 spicy tuna rolls"): FNDDS weighs only its 30 g piece and, as
  // the amount when none is said, the roll of six (180 g). "8 pieces of california roll" still takes the piece.
  if (SUSHI_ROLL.test(record.name) && record.defaultGrams !== undefined) units.piece = record.defaultGrams;
  const sizes: Partial<Record<Size, number>> = {};
  for (const [label, grams] of record.portions) {
    const size = sizeOfLabel(label);
    if (size && sizes[size] === undefined) sizes[size] = grams;
    if (units.whole === undefined && WHOLE_LABEL.test(label)) units.whole = grams;
  }
  if (units.cup !== undefined) {
    units.glass = (units.cup * 250) / 240;
    units.mug = (units.cup * 300) / 240;
  }
  const grams = record.defaultGrams ?? units.piece ?? units.cup ?? 100;
  return {
    id: fnddsFoodId(code),
    source: `fn:${code}`,
    namesRu: [record.name],
    namesEn: [record.name],
    per100g: [...record.per100g],
    units,
    portion: { unit: drink ? "glass" : "serving", grams },
    rank,
    countable: units.piece !== undefined || units.slice !== undefined,
    drink,
    sizes,
    micronutrientsKnown: true,
    fnddsPortions: record.portions,
    ...(record.defaultGrams !== undefined ? { fnddsServing: record.defaultGrams } : {}),
  };
}

let cached: Database | undefined;

/**
 * The shared database, on first use read from the copy kept for the engine's current sources and data, or built and
 * kept (database-cache.ts; start-up is measured by the benchmark).
 */
export function getDatabase(): Database {
  cached ??= cachedDatabase(() => ({ db: buildDatabase(), fnddsRank: CATALOG.length }), foodMapOf);
  return cached;
}

const fuzzyCache = new Map<string, string | null>();

/**
 * The vocabulary stem closest to an unknown stem: one edit for words of 6-8 letters, two for longer ones
 * (typos such as "гречкка", "brocoli"). Ties go to the alphabetically first stem, which keeps results stable.
 * Short words are left alone: at five letters or fewer one edit reaches ordinary words ("break" → bread,
 * "keep" → kelp), and so does an English past tense or -ing form ("relished" → relish).
 */
/** The shortest Russian stem read as a word with one letter left out ("ябоко" → яблоко). */
const MIN_DROPPED_LETTER = 4;

/**
 * A short Russian word with one letter left out after its first ("ябоко", "млоко"): the one catalog stem that is it
 * with that letter put back. Short words allow no other slip: a changed letter turns one short food into another
 * (сыр, сок), while a dropped one leaves a word that is no food and has only one to go back to.
 */
function droppedLetter(db: Database, s: string): string | null {
  let found: string | null = null;
  for (const candidate of db.vocabulary.get(s.length + 1) ?? []) {
    if (candidate[0] !== s[0]) continue;
    let k = 0;
    while (k < s.length && candidate[k] === s[k]) k++;
    if (k === 0 || candidate.slice(k + 1) !== s.slice(k)) continue;
    if (found !== null && found !== candidate) return null;
    found = candidate;
  }
  return found;
}

/**
 * Vowels written as they sound when unstressed: "малако", "сахор", "кофэ"; an unstressed "е" heard as "и" ("гричка");
 * and "ш" typed for the "щ" it sounds like at a word's end ("борш"). Never "е" put right as "и": "мелкая" was Milka.
 */
const VOWEL_SLIPS: Readonly<Record<string, string>> = wordTable({ а: "о", о: "а", э: "е", и: "е", ш: "щ" });

/**
 * A short Russian word written as it sounds, its unstressed "о" as "а" or the other way, "е" as "э" ("малако",
 * "сохар", "кофэ"): the one catalog stem it is with those vowels put right, if only one.
 */
function vowelSlip(db: Database, s: string): string | null {
  const at = [...s].flatMap((c, i) => (VOWEL_SLIPS[c] ? [i] : []));
  if (at.length === 0 || at.length > 3) return null;
  // Fewest vowels changed first: "кофэ" is кофе (one), not кафе (two).
  for (let changes = 1; changes <= at.length; changes++) {
    const found = new Set<string>();
    for (let mask = 1; mask < 1 << at.length; mask++) {
      let bits = 0;
      for (let m = mask; m > 0; m >>= 1) bits += m & 1;
      if (bits !== changes) continue;
      const chars = [...s];
      at.forEach((i, k) => {
        if (mask & (1 << k)) chars[i] = VOWEL_SLIPS[chars[i]!]!;
      });
      const word = chars.join("");
      if (db.vocabularySet.has(word)) found.add(word);
      else if (db.vocabularySet.has(stem(word))) found.add(stem(word));
    }
    if (found.size === 1) return [...found][0]!;
    if (found.size > 1) return null;
  }
  return null;
}

/** Vowel letters a Russian writer may put one for another in an unstressed syllable, spelling a word as it sounds. */
const UNSTRESSED_VOWELS = new Set(["а", "о", "е", "и", "я", "э"]);

/**
 * A longer Russian word with two of its unstressed vowels written as they sound ("ванигрет" for винегрет): two edits,
 * past the one a word of six to eight letters may take, yet every consonant in its place. The one catalog stem of its
 * length that differs from it in at most two such vowels, if only one; the first letter stays as typed, as for any
 * one-edit correction.
 */
function vowelsBySound(db: Database, s: string): string | null {
  let found: string | null = null;
  for (const candidate of db.vocabulary.get(s.length) ?? []) {
    if (candidate[0] !== s[0]) continue;
    let changed = 0;
    for (let i = 1; i < s.length && changed <= 2; i++) {
      if (candidate[i] === s[i]) continue;
      changed += UNSTRESSED_VOWELS.has(candidate[i]!) && UNSTRESSED_VOWELS.has(s[i]!) ? 1 : 3;
    }
    if (changed === 0 || changed > 2) continue;
    if (found !== null && found !== candidate) return null;
    found = candidate;
  }
  return found;
}

/**
 * A short English word with a double letter written once ("wafles", "chedar"): the one catalog stem it is with that
 * letter doubled. As with a Russian dropped letter, the slip leaves a word that is no food and has only one to go back
 * to, where a changed letter would turn one short word into another.
 */
function singledDouble(db: Database, s: string): string | null {
  let found: string | null = null;
  for (let i = 1; i < s.length; i++) {
    if (!/[b-df-hj-np-tv-z]/.test(s[i]!)) continue;
    const candidate = s.slice(0, i + 1) + s.slice(i);
    if (!db.vocabularySet.has(candidate)) continue;
    if (found !== null && found !== candidate) return null;
    found = candidate;
  }
  return found;
}

/**
 * A short English word typed without one of its inner vowels ("yogrt", "tost", "stak"): the one catalog stem it is
 * with that vowel put back, if only one. Decision 024.
 */
function droppedVowel(db: Database, s: string): string | null {
  const found = droppedLetter(db, s);
  if (found === null) return null;
  let k = 0;
  while (found[k] === s[k]) k++;
  return k > 0 && /[aeiou]/.test(found[k]!) ? found : null;
}

export function correctStem(db: Database, s: string): string | null {
  if (db.vocabularySet.has(s)) return s;
  // A stem of a word spelt right in its language ("larger", "banner", "данные") is that word, not a food misspelt
  // (dictionary.ts; decision 024, follow-up: a word spelt right is no typo).
  if (speltStem(s)) return null;
  return nearestStem(db, s);
}

/**
 * The food stem an unknown stem is nearest, whether or not a dictionary holds it as a word of its own: what
 * correctStem reads, less the dictionary, for the generator that finds the words this would misread.
 */
export function nearestStem(db: Database, s: string): string | null {
  if (db.vocabularySet.has(s)) return s;
  // Every slip is looked for across the vocabulary; the same unknown words come back line after line.
  const hit = fuzzyCache.get(s);
  if (hit !== undefined) return hit;
  if (NOT_TYPOS.has(s)) return null;
  if (s.length >= MIN_DROPPED_LETTER && s.length < 6 && /^[а-я]+$/.test(s)) {
    return remembered(s, droppedLetter(db, s) ?? vowelSlip(db, s));
  }
  if (s.length >= MIN_DROPPED_LETTER && s.length < 6 && /^[a-z]+$/.test(s)) {
    return remembered(s, singledDouble(db, s) ?? droppedVowel(db, s));
  }
  if (s.length < 6 || /\d/.test(s) || NOT_TYPOS.has(s) || /^[a-z]+(ed|ing|ly)$/.test(s)) return null;
  const max = s.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (let len = s.length - max; len <= s.length + max; len++) {
    for (const candidate of db.vocabulary.get(len) ?? []) {
      if (candidate[0] !== s[0] && max === 1 && !akanye(s, candidate)) continue;
      const d = editDistance(s, candidate, max);
      if (d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
  }
  if (best === null && /^[a-z]+$/.test(s)) best = movedDouble(db, s);
  if (best === null && /^[а-я]+$/.test(s)) best = vowelsBySound(db, s);
  return remembered(s, best);
}

/**
 * A Russian word whose first letter is an unstressed "о" written as it sounds, "а" ("акрошка", "агурец", "аладьи"):
 * the one first letter a one-edit correction may change. The word before the food it was left as ("акрошка на квасе")
 * was read as a word said of the kvass, and the okroshka was lost without a word (decision 024, follow-up "Russian
 * diary text, a fourth sweep"). A word spelt right is never corrected (correctStem), so "аромат" stays itself.
 */
const akanye = (typed: string, candidate: string) => typed[0] === "а" && candidate[0] === "о";

function remembered(s: string, corrected: string | null): string | null {
  if (fuzzyCache.size > 5000) fuzzyCache.clear();
  fuzzyCache.set(s, corrected);
  return corrected;
}

/** A word with each run of one letter written once: "broccoli" and "brocolli" are both "brocoli". */
const singled = (s: string) => s.replace(/(.)\1+/g, "$1");

/**
 * An English word whose double letter was typed on another letter ("brocolli", "zuchinni", "mozarrella"): two edits
 * apart, past the one a word of this length may take, but the same word with its doubled letters written once. Only
 * where one catalog stem of about its length is that word.
 */
function movedDouble(db: Database, s: string): string | null {
  const key = singled(s);
  if (key === s && !/(.)\1/.test(s)) return null;
  let found: string | null = null;
  for (let len = s.length - 1; len <= s.length + 1; len++) {
    for (const candidate of db.vocabulary.get(len) ?? []) {
      if (candidate[0] !== s[0] || singled(candidate) !== key) continue;
      if (found !== null && found !== candidate) return null;
      found = candidate;
    }
  }
  return found;
}
