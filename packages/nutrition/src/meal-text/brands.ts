// Shops and makers typed with a food ("kirkland 100g parsnip", "costco 1 slice pizza", "савушкин 250г творог"): the
// brand's words are the food's, wherever its amount stands (decision 024, follow-up "English readings mended").
import { SOLD_PACKED } from "../catalog/index";
import { aliasKey, type Database } from "../database";
import { CHAIN_PREFIX } from "./chains";
import type { Element } from "./elements";
import { coveredByAMatch, type FoodMatch, windowStems } from "./food-spans";

/**
 * Grocers, their own labels and makers of packed food, as typed, each word apart. None is a food of its own nor a
 * common word ("target", "giant", "iceland", "co-op" are left out: "a giant 300g steak"). A name the catalog holds
 * as part of a food's ("costco pizza", "kraft singles") is read with that food first (brandsOwnFood).
 */
const BRAND_NAMES: readonly string[] = [
  // US and UK grocers and their own labels.
  "costco",
  "kirkland",
  "kirkland signature",
  "trader joe's",
  "tj's",
  "walmart",
  "great value",
  "sam's club",
  "member's mark",
  "aldi",
  "lidl",
  "kroger",
  "safeway",
  "publix",
  "wegmans",
  "heb",
  "h-e-b",
  "meijer",
  "tesco",
  "sainsbury's",
  "asda",
  "morrisons",
  "waitrose",
  "m&s",
  "marks and spencer",
  "marks & spencer",
  // Makers of packed food.
  "heinz",
  "kraft",
  "nestle",
  "nestlé",
  "kellogg's",
  "general mills",
  "dannon",
  "danone",
  "chobani",
  "fage",
  "yoplait",
  "tyson",
  "perdue",
  "hormel",
  "oscar mayer",
  "hillshire farm",
  "barilla",
  "campbell's",
  "progresso",
  "birds eye",
  "green giant",
  "del monte",
  "kerrygold",
  "tillamook",
  "sargento",
  "smucker's",
  "stouffer's",
  "lean cuisine",
  "healthy choice",
  "marie callender's",
  "old el paso",
  "pepperidge farm",
  "sara lee",
  "boar's head",
  "jimmy dean",
  "hellmann's",
  "warburtons",
  "hovis",
  // Russian shops and makers.
  "вкусвилл",
  "пятерочка",
  "магнит",
  "перекресток",
  "ашан",
  "лента",
  "дикси",
  "азбука вкуса",
  "самокат",
  "простоквашино",
  "домик в деревне",
  "савушкин",
  "савушкин продукт",
  "макфа",
  "мираторг",
  "вкуснотеево",
  "валио",
  "черкизово",
  "петелинка",
  "село зеленое",
  "брест-литовск",
];

/** A word as compared with the names: small letters, no apostrophe, ё as е ("Trader Joe’s" is "trader joes"). */
const plainWord = (w: string) => w.toLowerCase().replace(/['’]/g, "").replace(/ё/g, "е");

/** The names as plain words, longest first, so "kirkland signature" is one name, not "kirkland" and a word. */
const BRANDS: readonly (readonly string[])[] = BRAND_NAMES.map((n) => n.split(/\s+/).map(plainWord)).sort(
  (a, b) => b.length - a.length,
);

/** Whether the words typed from `from` to `to` are names of shops or makers, every one of them. */
export function brandsOnly(text: string, elements: readonly Element[], from: number, to: number): boolean {
  if (from >= to || elements.slice(from, to).some((e) => e.kind !== "word")) return false;
  // The text as typed, for the small words the elements leave out ("домик в деревне").
  const typed = text
    .slice(elements[from]!.start, elements[to - 1]!.end)
    .split(/\s+/)
    .map(plainWord);
  let k = 0;
  while (k < typed.length) {
    const name = BRANDS.find((words) => words.every((w, j) => typed[k + j] === w));
    if (!name) return false;
    k += name.length;
  }
  return true;
}

/**
 * The food a brand typed before its amount names: the first food after the words, with only that amount between and
 * words that describe the food ("kirkland 100g parsnip", "costco 1 slice pizza", "heinz 350 grams of smoked brisket").
 */
export function foodAfterItsAmount(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  to: number,
): FoodMatch | undefined {
  const m = matches.find((x) => x.from >= to);
  const first = elements[to];
  if (!m || m.from === to || (first?.kind !== "number" && first?.kind !== "unit")) return undefined;
  const between = elements.slice(to, m.from);
  return between.every((e) => e.kind === "number" || e.kind === "unit" || e.kind === "word") ? m : undefined;
}

/**
 * "costco 1 slice pizza": where a brand typed before a food's amount and the food's name are together a catalog
 * name, the food is that one, the brand's own item (Costco's slice, a sixth of its 18-inch pie), as "costco pizza" and
 * "a slice of costco pizza" already were; the amount stood between them, and the item was a generic slice.
 */
export function brandsOwnFood(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  let k = 0;
  while (k < elements.length) {
    const from = k;
    while (k < elements.length && elements[k]!.kind === "word" && !coveredByAMatch(matches, k)) k++;
    if (k === from) {
      k++;
      continue;
    }
    const m = brandsOnly(text, elements, from, k) ? foodAfterItsAmount(elements, matches, k) : undefined;
    const stems = m ? windowStems(elements as Element[], m.from, m.to, null) : null;
    if (!m || !stems) continue;
    const brand = elements.slice(from, k).map((e) => (e.kind === "word" ? e.stem : ""));
    const own = db.aliases.get(aliasKey([...brand, ...stems]));
    if (own?.length) m.food = own[0]!.food;
  }
}

/** Grocers among the chains' labels (chains.ts, RUSSIAN_CHAINS): a dish bought there ready is a shop's. */
const GROCERS: ReadonlySet<string> = new Set(["ашан", "пятерочка", "магнит", "перекресток", "дикси", "вкусвилл"]);

/**
 * "наггетсы мираторг", "петелинка наггетсы", "наггетсы из пятерочки": a dish of SOLD_PACKED with a shop or a maker of
 * packed food typed right beside it is the shop's packed dish (decision 024, follow-up "Russian names, a fifth
 * sweep"): the nuggets were a chain's, the patties home-made ones of 90 g each where the shop's weigh 75.
 */
export function packedByItsMaker(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  const grocer = (k: number) => {
    const e = elements[k];
    return e?.kind === "word" && e.stem.startsWith(CHAIN_PREFIX) && GROCERS.has(e.stem.slice(CHAIN_PREFIX.length));
  };
  // The words of a shop or maker that end right before `to` or begin at `from`, none of a food.
  const brandBefore = (to: number) => {
    for (let from = to - 1; from >= Math.max(0, to - 3) && !coveredByAMatch(matches, from); from--) {
      if (brandsOnly(text, elements, from, to)) return true;
    }
    return false;
  };
  const brandAfter = (from: number) => {
    for (let to = from + 1; to <= Math.min(elements.length, from + 3) && !coveredByAMatch(matches, to - 1); to++) {
      if (brandsOnly(text, elements, from, to)) return true;
    }
    return false;
  };
  for (const m of matches) {
    const packed = SOLD_PACKED.get(m.food.id);
    const food = packed === undefined ? undefined : db.byId.get(packed);
    if (!food) continue;
    if (grocer(m.from - 1) || grocer(m.to) || brandBefore(m.from) || brandAfter(m.to)) m.food = food;
  }
}
