// Restaurant chains named in an English meal text ("from subway", "taco bell quesadilla"): the name is no food, and
// an item FNDDS weighs as that chain's ("1 Subway cookie" 45 g, "1 Taco Bell Soft Taco" 99 g) is counted by it.
import { CHAIN_MAIN_ITEMS, SUB_LENGTHS_CM } from "../catalog";
import { aliasKey, type Database, type Food, fnddsFoodId, servedAsItem } from "../database";
import { fnddsChainRecord, fnddsCodeNamed, fnddsName, fnddsRecordWithMeasure } from "../fndds";
import { sizeAsFigure } from "../quantity";
import { keptOrMade, normaliseText, type RawToken, stem } from "../text";
import type { Element } from "./elements";
import { type FoodMatch, windowStems } from "./food-spans";
import type { Quantity } from "./quantities";

/**
 * Restaurant chains as typed, by the name FNDDS gives them in its measures ("1 McDonald's cookie", "1 Taco Bell
 * Soft Taco", "1 Subway cookie"). Decision 024, follow-up: "3 chocolate chip cookies from subway" is three of the
 * chain's 45 g cookies, and the chain's name is no food ("taco bell" was a taco, "from subway" an FNDDS name).
 */
const CHAINS: readonly (readonly [label: string, words: readonly (readonly string[])[]])[] = [
  ["mcdonald's", [["mcdonald's"], ["mcdonalds"], ["mcdonald"], ["mcd"], ["mcds"], ["mcd's"], ["mickey", "d's"]]],
  ["taco bell", [["taco", "bell"], ["tacobell"]]],
  ["burger king", [["burger", "king"]]],
  ["wendy's", [["wendy's"], ["wendys"]]],
  ["dunkin' donuts", [["dunkin'", "donuts"], ["dunkin", "donuts"], ["dunkin"], ["dunkin'"], ["dunkins"]]],
  ["kfc", [["kfc"]]],
  ["chick-fil-a", [["chick-fil-a"], ["chickfila"], ["chick", "fil", "a"], ["cfa"]]],
  ["arby's", [["arby's"], ["arbys"]]],
  ["starbucks", [["starbucks"], ["starbuck's"]]],
  ["popeyes", [["popeyes"], ["popeye's"]]],
  // "subway" alone may be the sandwich ("turkey subway sandwich"): a chain only after "from" or "at".
  ["subway", [["subway"]]],
  // Chains FNDDS weighs nothing of, whose names hold a number or a food ("five guys cheeseburger" was five of them,
  // "from olive garden" olives, "in n out" an unmatched "in"): the name is no food.
  [
    "five guys",
    [
      ["five", "guys"],
      ["5", "guys"],
    ],
  ],
  ["olive garden", [["olive", "garden"]]],
  ["in-n-out", [["in-n-out"], ["in", "n", "out"], ["in-n-out", "burger"], ["innout"]]],
  ["panda express", [["panda", "express"]]],
  ["tim hortons", [["tim", "hortons"], ["tim", "horton's"], ["timmies"], ["tims"]]],
  ["chipotle", [["chipotle"]]],
  ["panera", [["panera", "bread"], ["panera"]]],
  ["domino's", [["domino's"], ["dominos"]]],
  ["pizza hut", [["pizza", "hut"]]],
  ["shake shack", [["shake", "shack"]]],
  [
    "jersey mike's",
    [
      ["jersey", "mike's"],
      ["jersey", "mikes"],
    ],
  ],
  [
    "jimmy john's",
    [
      ["jimmy", "john's"],
      ["jimmy", "johns"],
    ],
  ],
  ["sonic", [["sonic"]]],
  ["dairy queen", [["dairy", "queen"]]],
  [
    "papa john's",
    [
      ["papa", "john's"],
      ["papa", "johns"],
    ],
  ],
  [
    "little caesars",
    [
      ["little", "caesars"],
      ["little", "caesar's"],
      ["little", "caesar"],
    ],
  ],
  ["sbarro", [["sbarro"]]],
  // British and more American chains FNDDS weighs nothing of: "nandos quarter chicken" left "nandos" unread, and
  // "cheesecake factory" was a cheesecake of its own.
  ["nando's", [["nando's"], ["nandos"], ["nando"]]],
  ["greggs", [["greggs"], ["gregg's"]]],
  ["pret", [["pret", "a", "manger"], ["pret"]]],
  ["costa", [["costa", "coffee"], ["costa"]]],
  [
    "caffè nero",
    [
      ["caffe", "nero"],
      ["cafe", "nero"],
    ],
  ],
  ["wagamama", [["wagamama"], ["wagamamas"], ["wagamama's"]]],
  ["applebee's", [["applebee's"], ["applebees"]]],
  ["ihop", [["ihop"]]],
  ["denny's", [["denny's"], ["dennys"]]],
  ["whataburger", [["whataburger"]]],
  ["culver's", [["culver's"], ["culvers"]]],
  ["jack in the box", [["jack", "in", "the", "box"]]],
  ["krispy kreme", [["krispy", "kreme"]]],
  ["cheesecake factory", [["cheesecake", "factory"]]],
  // "chips and salsa at chilis" was salsa and a 250 g bowl of chili: typed without its apostrophe the chain's name is
  // the food's plural, so it is the chain only after "at", "from" or "in", as "subway" is. With the apostrophe it is
  // the chain anywhere ("chili's southwestern eggrolls").
  ["chili's", [["chili's"]]],
  ["chilis", [["chilis"]]],
  // A smoothie bar and a grocer whose names hold a food or a size (decision 024, the fiftieth batch): "smoothie from
  // smoothie king, 20 oz" was a king-size smoothie, its 20 oz lost, and "whole foods" left "whole" to size the food.
  // ("jamba juice" said alone names its smoothie: bench/english-names.txt.)
  ["smoothie king", [["smoothie", "king"]]],
  // A wing chain whose name holds its food: "buffalo wild wings 10 traditional wings" read "buffalo wild wings" as a
  // serving of buffalo wings and lost the count of ten (decision 024, follow-up "English diary lines, a fifth batch").
  ["buffalo wild wings", [["buffalo", "wild", "wings"], ["bww"], ["bdubs"], ["b-dubs"]]],
  ["wingstop", [["wingstop"], ["wing", "stop"]]],
  ["whole foods", [["whole", "foods"]]],
];
/** Chains that sell pizza and little else: what they cut in slices is a pizza. */
const PIZZA_CHAINS: ReadonlySet<string> = new Set(["domino's", "pizza hut", "papa john's", "little caesars", "sbarro"]);
const PIZZA = stem("pizza");
const CHAIN_ONLY_AFTER: ReadonlySet<string> = new Set(["subway", "chilis"]);
/** Words after which a chain's name is the food it is also the name of ("chipotle sauce", the catalog's "chipotle bowl"). */
const NOT_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    "chipotle",
    new Set(["bowl", "sauce", "mayo", "mayonnaise", "pepper", "peppers", "salsa", "aioli", "dressing", "ranch"]),
  ],
]);
const AT_A_PLACE: ReadonlySet<string> = new Set(["from", "at", "in"]);
/** Chains that fry their chicken: what they sell as chicken or a chicken sandwich is fried. */
const FRIED_CHICKEN_CHAINS: ReadonlySet<string> = new Set(["kfc", "popeyes", "chick-fil-a"]);
/**
 * At a fried-chicken chain, "2 piece chicken from kfc" is fried chicken (it was roast breast meat) and a "popeyes
 * chicken sandwich" FNDDS's "Chicken fillet sandwich, fried, from fast food" (27540146), not a sliced chicken one.
 */
const FRIED_AT_THE_CHAIN: ReadonlyMap<string, string> = new Map([
  ["chicken", "chicken-fried"],
  ["club-sandwich", fnddsFoodId("27540146")],
]);
/**
 * A chain's own items the catalog holds by the chain's published nutrition, by the catalog food they stand for there:
 * "chips and guac from chipotle" are Chipotle's 4 oz bag of chips and 4 oz side of guacamole (770 kcal), where the
 * catalog's bowl of tortilla chips and spoonful of guacamole were 235 kcal (catalog/label-foods-cafe.ts).
 */
const OWN_ITEMS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    "chipotle",
    new Map([
      ["tortilla-chips", "chipotle-chips"],
      ["guacamole", "chipotle-guacamole"],
    ]),
  ],
  // Popeyes' chicken sandwich, 700 kcal, where FNDDS's regular fast-food one is 393 (decision 024, follow-up
  // "readings left open, a fifth round").
  ["popeyes", new Map([[fnddsFoodId("27540146"), "popeyes-chicken-sandwich"]])],
]);
/**
 * A chain's own item the catalog reads as a kind of food, told by a word of its name: at Starbucks, a "pumpkin spice
 * latte" (FNDDS's flavored latte anywhere else) is the chain's Pumpkin Spice Latte, 390 kcal a grande, as "psl" is
 * (decision 024, follow-up "readings left open, a fifth round").
 */
const OWN_ITEMS_BY_WORD: ReadonlyMap<string, readonly (readonly [food: string, word: string, own: string])[]> = new Map(
  [["starbucks", [["raf", stem("pumpkin"), "pumpkin-spice-latte"]]]],
);

function ownByItsWord(chain: string, m: FoodMatch, elements: readonly Element[]): string | undefined {
  const words = elements.slice(m.from, m.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
  return OWN_ITEMS_BY_WORD.get(chain)?.find(([food, word]) => food === m.food.id && words.includes(word))?.[2];
}
export const CHAIN_PREFIX = "#chain:";

/**
 * Russian chains and dairy makers typed beside the food, by the stems of their words (any case: "в бургер кинге",
 * "из ростикса", "ряженка простоквашино"). Each holds a word the catalog reads as a food or a near spelling of one
 * ("бургер", "кофе", "простокваша"), so the name became a second food: "бургер кинг воппер" was a burger and a
 * Whopper, "ряженка простоквашино 0,5л" a ряженка and half a litre of простокваша. The name is no food; where no
 * food is named beside it, it stays in `unmatched`. Names the catalog lists inside a dish's name ("блин теремок")
 * stay there.
 */
const RUSSIAN_CHAINS: readonly (readonly [label: string, words: readonly (readonly string[])[]])[] = [
  // "сходили в бк": the chain's initials, as a chat types them.
  ["бургер кинг", [["бургер", "кинг"], ["бургеркинг"], ["бк"]]],
  ["вкусно и точка", [["вкусн", "и", "точк"]]],
  ["ростикс", [["ростикс"], ["rostic's"], ["rostics"]]],
  [
    "кофе хауз",
    [
      ["коф", "хауз"],
      ["коф", "хаус"],
    ],
  ],
  [
    "кофе лайк",
    [
      ["коф", "лайк"],
      ["coffee", "like"],
    ],
  ],
  // "капучино 0,3 кофикс": the chain's name was left in `unmatched`.
  ["кофикс", [["кофикс"], ["cofix"]]],
  ["простоквашино", [["простоквашин"]]],
  // "сыр президент плавленый треугольник": the maker's name split the cheese's name, which was then a 90 g piece.
  ["президент", [["президент"], ["president"]]],
  // Shops a ready meal was bought in ("сэндвич из ашана с курицей"): between a dish and its filling the name kept
  // the filling apart, as a second food.
  ["ашан", [["ашан"]]],
  ["пятерочка", [["пятерочк"], ["пятерк"]]],
  ["магнит", [["магнит"]]],
  ["перекресток", [["перекресток"], ["перекрестк"]]],
  ["дикси", [["дикс"]]],
  ["вкусвилл", [["вкусвилл"]]],
  // A box of sweets' maker beside its sweets ("коркунов 2 конфетки"): it was left in `unmatched`.
  ["коркунов", [["коркун"], ["коркунов"]]],
  // The Кореновка dairy's brand on its ice cream and condensed milk ("мороженое коровка из кореновки стаканчик"):
  // "коровка" was read as the toffee «Коровка» beside the ice cream.
  ["коровка из кореновки", [["коровк", "из", "кореновк"]]],
  // "додо: 2 куска пиццы", "в додо пицца": the chain, never a food; "додо пицца" stays the pizza named.
  ["додо", [["дод"], ["dodo"]]],
  // Sushi and café chains: "суши вок филадельфия 4 шт" was sushi and four 300 g woks (1,675 kcal); "из якитории",
  // "в тануки", "в шоколаднице" were left unread (decision 024, follow-up: Russian diary text).
  [
    "суши вок",
    [
      ["суш", "вок"],
      ["sushi", "wok"],
    ],
  ],
  ["якитория", [["якитор"]]],
  ["тануки", [["тануки"], ["танук"]]],
  ["шоколадница", [["шоколадниц"]]],
];

/**
 * Chain names in an English text (in a Russian one, RUSSIAN_CHAINS), as raw token index → how many tokens the phrase takes (with the "from", "at" or
 * "in" before it) and `#chain:<FNDDS's name of the chain>`. Russian text names the chains in its own aliases
 * ("крылышки из kfc") and is left alone.
 */
/** A typed word as the chains' names are written, kept once made: the same words come back in every line. */
function chainWord(typed: string): string {
  return keptOrMade(chainWords, CHAIN_WORDS_KEPT, typed, chainWordOf);
}

function chainWordOf(typed: string): string {
  return normaliseText(typed).replace(/\s/g, "").replace(/’/g, "'").toLowerCase();
}

const CHAIN_WORDS_KEPT = 4096;
const chainWords = new Map<string, string>();

/** The first word of every chain's name, in either list: most words start none. */
const FIRST_WORDS: ReadonlySet<string> = new Set(CHAINS.flatMap(([, forms]) => forms.map((form) => form[0]!)));
const RUSSIAN_FIRST_WORDS: ReadonlySet<string> = new Set(
  RUSSIAN_CHAINS.flatMap(([, forms]) => forms.map((form) => form[0]!)),
);

/** Where a chain's name may start: past the place word ("at", "in") or at it, or at the word itself; made once. */
const PAST_A_PLACE_WORD: readonly number[] = [1, 0];
const AT_THE_WORD: readonly number[] = [0];

export function chainsNamed(text: string, raw: readonly RawToken[]): Map<number, { take: number; what: string }> {
  const found = new Map<number, { take: number; what: string }>();
  // Each word is cleaned once: the names are tried at every word, and a long list of ingredients spent a seventh of
  // its reading here.
  // A number may begin a chain's name ("5 guys"): read as a count, the burger was five burgers.
  const words = raw.map((t) => (t.kind !== "separator" ? chainWord(t.text) : undefined));
  const word = (k: number) => words[k];
  if (/[а-яё]/i.test(text)) {
    const stems = words.map((w) => (w === undefined ? undefined : /^[a-z']+$/.test(w) ? w : stem(w)));
    for (let i = 0; i < raw.length; i++) {
      if (!RUSSIAN_FIRST_WORDS.has(stems[i] ?? "")) continue;
      const forms = RUSSIAN_CHAINS.flatMap(([label, all]) =>
        all.filter((form) => form.every((w, k) => stems[i + k] === w)).map((form) => [label, form.length] as const),
      );
      const longest = forms.sort((a, b) => b[1] - a[1])[0];
      if (!longest) continue;
      found.set(i, { take: longest[1], what: `${CHAIN_PREFIX}${longest[0]}` });
      i += longest[1] - 1;
    }
    return found;
  }
  // A loop, not `every`: asked for every chain's form at every first word, a closure made per form was the most of
  // what this allocated (decision 027, follow-up "the reading's time per item").
  const said = (form: readonly string[], from: number) => {
    for (let k = 0; k < form.length; k++) if (words[from + k] !== form[k]) return false;
    return true;
  };
  for (let i = 0; i < raw.length; i++) {
    // "in" may be the place word before a chain or the chain's own first word ("in n out").
    for (const at of AT_A_PLACE.has(word(i) ?? "") ? PAST_A_PLACE_WORD : AT_THE_WORD) {
      if (!FIRST_WORDS.has(word(i + at) ?? "")) continue;
      const hit = CHAINS.find(
        ([label, forms]) =>
          (at === 1 || !CHAIN_ONLY_AFTER.has(label)) &&
          forms.some((form) => said(form, i + at) && !NOT_BEFORE.get(label)?.has(word(i + at + form.length) ?? "")),
      );
      if (!hit) continue;
      const take = at + Math.max(...hit[1].filter((f) => said(f, i + at)).map((f) => f.length));
      found.set(i, { take, what: `${CHAIN_PREFIX}${hit[0]}` });
      i += take - 1;
      break;
    }
  }
  return found;
}
/** What a chain's measure may call its item without naming the food ("1 Dunkin' Donuts sandwich"). */
const ITEM_WORDS: ReadonlySet<string> = new Set(["sandwich", "regular"]);

/**
 * The chain's own item of a food: FNDDS's measure labelled with the chain's name and a typed word ("McDonald's Big
 * Mac" of "big mac") or a word for any item ("Burger King sandwich"); never another of the chain's products filed under
 * the same food ("MCDonald's Mac Jr", "Taco Bell Crunchwrap Supreme" of a burrito).
 */
function chainItemGrams(food: Food, chain: string, typed: readonly string[]): number | undefined {
  let best: { grams: number; score: number } | undefined;
  for (const [label, grams] of food.fnddsPortions ?? []) {
    const lower = label.toLowerCase().replace(/’/g, "'");
    if (!lower.startsWith(`${chain} `)) continue;
    const words = lower
      .slice(chain.length)
      .split(/[^a-z]+/)
      .filter(Boolean);
    // A typed word in either number ("cookies" stems apart from "cookie").
    const said = words.filter((w) => typed.includes(stem(w)) || typed.includes(stem(`${w}s`))).length;
    if (said === 0 && !words.every((w) => ITEM_WORDS.has(w))) continue;
    // The label naming most of what was typed and least else: "McDonald's Big Mac" before "McDonald's Mac Jr".
    const score = said * 2 - words.length;
    if (!best || score > best.score) best = { grams, score };
  }
  return best?.grams;
}

/**
 * Whether FNDDS's record names a food the text did not: "everything bagel w cream cheese from dunkin" is a bagel, not
 * "Egg, cheese, and ham on bagel", the record with a Dunkin' measure that holds the word "bagel" (decision 024,
 * follow-up: the forty-first batch). A word for the chain's item ("sandwich") is no other food.
 */
function namesAnotherFood(db: Database, code: string, typed: readonly string[]): boolean {
  const name = fnddsName(code)?.toLowerCase() ?? "";
  return name
    .replace(/\([^()]*\)/g, " ")
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !ITEM_WORDS.has(w))
    .some((w) => {
      const s = stem(w);
      return !typed.includes(s) && !typed.includes(stem(`${w}s`)) && db.aliases.has(aliasKey([s]));
    });
}

/** A food counted by the piece: "2 piece" before it counts it, not the fried chicken. */
const byThePiece = (f: Food) => f.units.piece !== undefined || f.portion.unit === "piece";

/**
 * "2 piece chicken", "kfc 2 piece", "3 piece from popeyes": "N piece", the way fried-chicken chains sell their chicken,
 * is a count of pieces of fried chicken. Said of chicken it was roast chicken; said beside such a chain with no food
 * after it, nothing was read ("kfc", "2 piece" were left unread), and the chain's name now stands for its chicken. "A
 * piece of chicken" and a count of pieces of a food named ("3 piece tenders") are read as said.
 */
export function piecesOfFriedChicken(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]) {
  const fried = db.byId.get(FRIED_AT_THE_CHAIN.get("chicken")!);
  if (!fried) return;
  const counted = (at: number) => {
    const count = elements[at];
    const unit = elements[at + 1];
    return (
      count?.kind === "number" &&
      count.stem !== "a" &&
      count.stem !== "an" &&
      unit?.kind === "unit" &&
      unit.unit.kind === "portion" &&
      unit.unit.unit === "piece" &&
      /^pieces?$/i.test(text.slice(unit.start, unit.end))
    );
  };
  for (const m of matches) {
    if (m.food.id !== "chicken" || !counted(m.from - 2)) continue;
    const unit = elements[m.from - 1]!;
    // The menu's "2 piece chicken", not "2 pieces of chicken" breast.
    if (/^piece$/i.test(text.slice(unit.start, unit.end)) && !/\S/.test(text.slice(unit.end, elements[m.from]!.start)))
      m.food = fried;
  }
  elements.forEach((e, k) => {
    if (e.kind !== "word" || !FRIED_CHICKEN_CHAINS.has(e.stem.slice(CHAIN_PREFIX.length))) return;
    if (!e.stem.startsWith(CHAIN_PREFIX)) return;
    // "kfc 2 piece mashed potatoes": pieces are no count of a food not eaten by the piece.
    const after = counted(k + 1) && !matches.some((m) => m.from === k + 3 && byThePiece(m.food));
    const before = counted(k - 2) && !matches.some((m) => m.to === k - 2);
    if (!after && !before) return;
    const at = matches.findIndex((m) => m.from > k);
    matches.splice(at < 0 ? matches.length : at, 0, { food: fried, from: k, to: k + 1, fuzzyWords: 0 });
  });
}

function friedAtTheChain(db: Database, chain: string, m: FoodMatch): void {
  const fried = FRIED_CHICKEN_CHAINS.has(chain) ? FRIED_AT_THE_CHAIN.get(m.food.id) : undefined;
  const food = fried ? db.byId.get(fried) : undefined;
  if (food) m.food = food;
}

/** The bounds of the clause around element `k`: the elements between the separators either side of it. */
function clauseOf(elements: readonly Element[], k: number): [from: number, to: number] {
  let from = k;
  while (from > 0 && elements[from - 1]!.kind !== "separator") from--;
  let to = k + 1;
  while (to < elements.length && elements[to]!.kind !== "separator") to++;
  return [from, to];
}

/**
 * Whether a food was had at the chain named at element `where`. Named at the head of its clause ("at kfc i had …",
 * "mcdonalds: …"), the chain holds for that clause and the ones after it; named at the end of the line ("big mac,
 * fries and a coke from mcdonalds"), for the whole list before it; named after a food in the middle ("cherry pie
 * from mcdonald's, black coffee and a plain bagel"), for that food's clause alone: the bagel was McDonald's egg,
 * cheese and ham bagel, and "a large salad with chicken" after a KFC order was its fried chicken.
 */
function servedThere(elements: readonly Element[], where: number, m: FoodMatch, text: string): boolean {
  const [from, to] = clauseOf(elements, where);
  if (m.from >= from && m.to <= to) return true;
  // A heading opens its clause and is set off from the food after it by a colon or words of no food ("at mcdonalds
  // i had a big mac"); "kfc mashed potatoes" names the chain's potatoes alone.
  const chain = elements[where]!;
  const gap = text.slice(chain.end, elements[where + 1]?.start ?? chain.end);
  const heads = from === where && (where + 1 === to || /[:\p{L}]/u.test(gap));
  if (heads) return m.from >= to;
  const last = elements.slice(to).every((e) => e.kind === "separator");
  return last && m.to <= from;
}

/**
 * "3 chocolate chip cookies from subway", "2 soft tacos from taco bell", "mcdonald's hash brown": where the text names
 * one chain, a food FNDDS weighs as that chain's item ("1 Subway cookie" 45 g, where the catalog's cookie is 16 g) is
 * counted by that item, and one said with no amount is one of them. A size or another measure ("a large cookie", "a
 * cup of …") is read as said.
 */
export function byTheChain(
  db: Database,
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
  text: string,
): void {
  const chains = new Set(
    elements.flatMap((e) =>
      e.kind === "word" && e.stem.startsWith(CHAIN_PREFIX) ? [e.stem.slice(CHAIN_PREFIX.length)] : [],
    ),
  );
  if (chains.size !== 1) return;
  const [chain] = chains;
  const where = elements.findIndex((e) => e.kind === "word" && e.stem.startsWith(CHAIN_PREFIX));
  for (const m of matches) {
    if (!m.english || !servedThere(elements, where, m, text)) continue;
    friedAtTheChain(db, chain!, m);
    const own = OWN_ITEMS.get(chain!)?.get(m.food.id) ?? ownByItsWord(chain!, m, elements);
    const ownFood = own === undefined ? undefined : db.byId.get(own);
    if (ownFood) {
      m.food = ownFood;
      continue;
    }
    // "3 slices of pepperoni from pizza hut", "domino's hawaiian": at a pizza chain, what the catalog also names a pizza
    // by ("pepperoni pizza") is that pizza; the slices were of the sausage.
    if (PIZZA_CHAINS.has(chain!) && !m.absorbed && m.fuzzyWords === 0) {
      const stems = windowStems(elements as Element[], m.from, m.to, null);
      const pizza =
        stems && !stems.includes(PIZZA) ? db.aliases.get(aliasKey([...stems, PIZZA]))?.[0]?.food : undefined;
      if (pizza && pizza !== m.food) m.food = pizza;
    }
    const q = assigned.get(m);
    if (q && (q.size || (q.unit && !(q.unit.kind === "portion" && q.unit.unit === "piece")))) continue;
    const typed: string[] = [];
    for (let k = m.from; k < m.to; k++) {
      const e = elements[k]!;
      if (e.kind === "word" && !e.note) typed.push(e.stem);
    }
    let served = m.food;
    let grams = chainItemGrams(served, chain!, typed);
    // "soft taco from taco bell": FNDDS weighs the chain's item under the record of the food "from fast food", of a
    // catalog row made of an FNDDS record too ("bean burrito" is 58100320, Taco Bell's 58100325).
    if (grams === undefined && served.source.startsWith("fn:")) {
      const name = fnddsName(served.source.slice(3));
      const code = name === undefined ? undefined : fnddsCodeNamed(`${name}, from fast food`);
      const fast = code ? db.byId.get(fnddsFoodId(code)) : undefined;
      grams = fast ? chainItemGrams(fast, chain!, typed) : undefined;
      if (fast) served = fast;
    }
    // "sausage egg and cheese croissant from dunkin", "cherry pie from mcdonald's": FNDDS's record of all the typed
    // words that weighs the chain's item ("Croissant sandwich with sausage, egg, and cheese": "1 Dunkin' Donuts
    // sandwich" 180 g), where the food read has none.
    if (grams === undefined) {
      const found = fnddsRecordWithMeasure(typed, `${chain} `);
      const code = found && !namesAnotherFood(db, found, typed) ? found : undefined;
      const named = code ? db.byId.get(fnddsFoodId(code)) : undefined;
      grams = named ? chainItemGrams(named, chain!, typed) : undefined;
      if (named) served = named;
    }
    // "2 mcd cheeseburgers", "a whopper jr from burger king": FNDDS's record named after the chain ("Cheeseburger
    // (McDonalds)", 110 g), where no measure weighs the chain's item; the catalog's cheeseburger was 165 g.
    if (grams === undefined) {
      const code = fnddsChainRecord(typed, chain!.replace(/'/g, ""));
      const named = code ? db.byId.get(fnddsFoodId(code)) : undefined;
      const item = named?.fnddsPortions?.find(([label]) => !/not specified/i.test(label));
      grams = item?.[1];
      if (named) served = named;
    }
    if (grams === undefined) continue;
    m.food = servedAsItem(served, grams);
  }
}

/** The Russian burger chains, as RUSSIAN_CHAINS labels them: "картошка" there is their fries. */
const RUSSIAN_BURGER_CHAINS: ReadonlySet<string> = new Set(["вкусно и точка", "бургер кинг", "ростикс"]);
const stemsOf = (...forms: string[]): ReadonlySet<string> => new Set(forms.map((w) => stem(w)));

/**
 * Plain words that name the chain's own item there, each with the foods the word reads as elsewhere: "картошка" is
 * the fries (it was a boiled potato), "рожок" the soft-serve cone (it was the 4 g wafer cone, "2 рожка" 400 g of
 * pasta horns), "пирожок" the fried fruit pie (a potato pirozhok).
 */
const SAID_AT_A_BURGER_CHAIN: readonly { read: ReadonlySet<string>; words: ReadonlySet<string>; item: string }[] = [
  {
    read: new Set(["potato-boiled"]),
    words: stemsOf("картошка", "картофель", "картошечка"),
    item: "ru-chain-fries",
  },
  {
    read: new Set(["ice-cream-cone", "pasta"]),
    words: stemsOf("рожок", "рожка", "рожки", "рожков", "рожком"),
    item: "ru-ice-cream-cone",
  },
  {
    read: new Set(["pirozhok-potato"]),
    words: stemsOf("пирожок", "пирожка", "пирожки", "пирожков", "пирожком"),
    item: "fast-food-pie",
  },
];

/**
 * "макчикен и картошка маленькая", "вкусно и точка: чизбургер и картошка", "рожок вкусно и точка": beside a burger
 * chain's item, or at a Russian burger chain named in the text, a plain word of SAID_AT_A_BURGER_CHAIN is the chain's
 * item, as people there say it; the fries are weighed by the chain's small, medium and large (decision 024,
 * follow-ups: the forty-seventh batch; Russian names, a fifth sweep). A potato said with a cooking ("картошка пюре",
 * "картошка по-деревенски") is read as said.
 */
export function friesAtTheChain(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  if (!/[а-яё]/i.test(text)) return;
  const atAChain =
    matches.some((m) => CHAIN_MAIN_ITEMS.has(m.food.id)) ||
    elements.some(
      (e) =>
        e.kind === "word" &&
        e.stem.startsWith(CHAIN_PREFIX) &&
        RUSSIAN_BURGER_CHAINS.has(e.stem.slice(CHAIN_PREFIX.length)),
    );
  if (!atAChain) return;
  for (const m of matches) {
    if (m.english) continue;
    const said = SAID_AT_A_BURGER_CHAIN.find((s) => s.read.has(m.food.id));
    const item = said && db.byId.get(said.item);
    if (!item) continue;
    const words = elements.slice(m.from, m.to).filter((e) => e.kind === "word");
    if (words.length === 1 && words[0]!.kind === "word" && said.words.has(words[0]!.stem)) m.food = item;
  }
}

/** Chains that sell subs and little else: a filling named there is that filling's sub. */
const SUB_CHAINS: ReadonlySet<string> = new Set(["subway", "jersey mike's", "jimmy john's"]);
const SUB = stem("sub");
/** A length a sub is sold at, as typed: "6 inch", "12\"", "30 см". */
const SUB_LENGTH = /^(\d+)\s*(?:inch(?:es)?|in|["″”]|см|cm)$/i;
const SUB_INCHES: ReadonlySet<number> = new Set([6, 12]);
const SUB_CM: ReadonlySet<number> = new Set([15, 30]);

/**
 * "subway 6\" oven roasted chicken", "footlong turkey", "jersey mike's turkey and provolone": a filling said with a
 * sub's length or at a sub chain is the catalog's sub of that filling ("oven roasted chicken sub", "turkey sub"),
 * weighed as FNDDS weighs the chain's sub; it was the filling alone, 6 g of roast chicken after the inch mark or 60 g
 * of turkey (decision 024, follow-up: the forty-first batch). "subway" typed with no "from" counts here, as nothing
 * else it names is eaten with a length or a filling.
 */
export function fillingOfASub(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  const atAChain = elements.some(
    (e) =>
      e.kind === "word" &&
      (e.stem === stem("subway") ||
        (e.stem.startsWith(CHAIN_PREFIX) && SUB_CHAINS.has(e.stem.slice(CHAIN_PREFIX.length)))),
  );
  const lengthAt = (k: number) => {
    const e = elements[k];
    if (e?.kind === "word" && e.stem === stem("footlong")) return true;
    if (e?.kind !== "word" || e.stem !== "#size") return false;
    const size = sizeAsFigure(text.slice(e.start, e.end).trim());
    const said = SUB_LENGTH.exec(size);
    if (!said) return false;
    const n = Number(said[1]);
    return /^\d+\s*(?:с|c)/i.test(size) ? SUB_CM.has(n) : SUB_INCHES.has(n);
  };
  for (const m of matches) {
    if (!m.english || SUB_LENGTHS_CM[m.food.id]) continue;
    // Words the food's span left out before it belong to the sub's name ("oven" of "oven roasted chicken").
    let start = lengthAt(m.from) ? m.from + 1 : m.from;
    while (start > 0) {
      const e = elements[start - 1]!;
      if (e.kind !== "word" || e.note || e.stem.startsWith("#") || matches.some((o) => o.to === start)) break;
      start--;
    }
    if (!atAChain && !lengthAt(start - 1) && !lengthAt(m.from - 1) && !lengthAt(m.from)) continue;
    for (const from of [start, lengthAt(m.from) ? m.from + 1 : m.from]) {
      const stems = windowStems(elements as Element[], from, m.to, null);
      if (!stems || stems.length === 0 || stems.includes(SUB)) continue;
      const sub = db.aliases.get(aliasKey([...stems, SUB]))?.[0]?.food;
      if (sub && SUB_LENGTHS_CM[sub.id]) {
        m.food = sub;
        break;
      }
    }
  }
  // "subway 6 inch turkey on wheat": the bread a sub is ordered on is the sub's own, as "turkey sub on wheat" reads;
  // made a sub here, after the bread was read as two slices beside the turkey (fndds-names.ts, breadsAfterOn), the
  // slices were counted a second time.
  for (let k = matches.length - 1; k > 0; k--) {
    const bread = matches[k]!;
    const before = matches[k - 1]!;
    if (!SUB_LENGTHS_CM[before.food.id] || !BREADS_A_SUB_IS_ON.test(bread.food.id)) continue;
    const between = text.slice(elements[before.to - 1]!.end, elements[bread.from]!.start);
    if (/^\s+on\s+(?:(?:a|an|the)\s+)?$/i.test(between)) matches.splice(k, 1);
  }
  // Jersey Mike's sells its subs mini (5 inches), regular (7½) and giant (15), not at Subway's 6 and 12 the catalog
  // weighs: a regular is a quarter more than the 6-inch piece, a giant a quarter more than the footlong.
  const jerseyMikes = elements.some((e) => e.kind === "word" && e.stem === `${CHAIN_PREFIX}jersey mike's`);
  const size = jerseyMikes
    ? elements.find((e) => e.kind === "word" && JERSEY_MIKES_SIZES.has(e.stem) && !e.note)
    : undefined;
  const share = size?.kind === "word" ? JERSEY_MIKES_SIZES.get(size.stem)! : undefined;
  if (share === undefined) return;
  for (const m of matches) {
    if (!SUB_LENGTHS_CM[m.food.id]) continue;
    const piece = m.food.units.piece;
    if (piece === undefined) continue;
    const grams = Math.round(piece * share * 10) / 10;
    m.food = { ...m.food, units: { ...m.food.units, piece: grams }, portion: { unit: "piece", grams } };
  }
}
/** The catalog's breads a sandwich is ordered on ("on wheat", "on white", "on rye"). */
const BREADS_A_SUB_IS_ON = /^bread(?:-|$)/;
/** Jersey Mike's sizes as shares of the 6-inch piece. */
const JERSEY_MIKES_SIZES: ReadonlyMap<string, number> = new Map([
  [stem("mini"), 5 / 6],
  [stem("regular"), 7.5 / 6],
  [stem("giant"), 15 / 6],
]);
