// "Chips" in British English: the fried potatoes of a hot plate or a chip shop ("egg and chips", "cod and chips",
// "chips and gravy", "cheesy chips"), not a bag of crisps (decision 024).
import type { Lang } from "../analyze";
import type { Database, Food } from "../database";
import { stem } from "../text";
import { CHAIN_PREFIX } from "./chains";
import type { Element } from "./elements";
import { CHIP_DIPS, type FoodMatch } from "./food-spans";
import { CHIP_SHOP_LABEL } from "./places";

/** The catalog's bag of crisps, which the American "chips" names, its fried potatoes and its cheese fries. */
const POTATO_CHIPS = "potato-chips";
const FRIES = "potato-fried";
const CHEESE_FRIES = "cheese-fries";
const CHIPS_STEM = stem("chips");
/** "cheesy chips": the chip shop's fries under melted cheese. */
const CHEESY_STEM = stem("cheesy");
/** "peri chips", "peri peri chips": Nando's fries under its peri-peri salt, plain chips to this rule. */
const PERI_STEM = stem("peri");
/**
 * British chains whose chips are fries: "nandos quarter chicken with chips" was a bag of crisps; and the chip shop
 * (places.ts), "chips from the chippy".
 */
const CHIPS_ARE_FRIES_AT: ReadonlySet<string> = new Set(["nando's", CHIP_SHOP_LABEL].map((c) => `${CHAIN_PREFIX}${c}`));

/**
 * The hot foods a British plate serves chips with: eggs, pies, sausages, kebabs, steak, chicken, beans,
 * peas, gravy and curry sauce, by catalog id, and any fish (below). A sandwich, a burger or a dip says nothing: in American English a
 * sandwich and chips, chips and salsa are crisps.
 */
const HOT_PLATE: ReadonlySet<string> = new Set([
  "egg",
  "egg-fried",
  "pie-meat",
  "pot-pie",
  "cottage-pie",
  "pasty",
  "sausage",
  "kebab",
  "gyro",
  "steak",
  // Plain "chicken and chips" is the takeaway's plate; an American names crisps beside a sandwich, not beside chicken.
  "chicken",
  "beans",
  "baked-beans",
  "peas",
  "gravy",
  "fndds-81312100",
  "chicken-roast",
  "chicken-fried",
  // An Australian pub's parma comes with chips: "chicken parma and chips" were a bag of crisps.
  "chicken-parmesan",
]);
/** SR28's and FNDDS's fish groups: cod, haddock, fish fingers, battered fish. */
const FISH = /^(?:sr:15|fn:26)/;

/** Words of a chip shop's or a kebab shop's food, as stems, whatever food the words were read as. */
const CHIP_SHOP_STEMS: ReadonlySet<string> = new Set(
  [
    "fish",
    "cod",
    "haddock",
    "plaice",
    "pollock",
    "hake",
    "scampi",
    "battered",
    "kebab",
    "doner",
    "gyro",
    "shawarma",
    "sausage",
    "saveloy",
    "gravy",
    "curry",
    "mushy",
    "pie",
  ].map(stem),
);

function wordStems(m: FoodMatch, elements: readonly Element[]): string[] {
  const stems: string[] = [];
  for (let k = m.from; k < m.to; k++) {
    const e = elements[k];
    if (e?.kind === "word") stems.push(e.stem);
  }
  return stems;
}

/** Whether the food was typed as plain "chips" (or "cheesy chips"), not "potato chips" or "crisps". */
function plainChips(m: FoodMatch, elements: readonly Element[]): boolean {
  if (m.food.id !== POTATO_CHIPS || m.absorbed) return false;
  const stems = wordStems(m, elements);
  return stems.at(-1) === CHIPS_STEM && stems.every(isChipsWord);
}

const isChipsWord = (s: string) => s === CHIPS_STEM || s === CHEESY_STEM || s === PERI_STEM;

/** Whether a British chain that serves its chips as fries was named ("nandos", "at greggs"). */
const atFriesChain = (e: Element) => e.kind === "word" && CHIPS_ARE_FRIES_AT.has(e.stem);

function servedWithChips(m: FoodMatch, elements: readonly Element[]): boolean {
  return (
    HOT_PLATE.has(m.food.id) || FISH.test(m.food.source) || wordStems(m, elements).some((s) => CHIP_SHOP_STEMS.has(s))
  );
}

/**
 * "egg and chips", "cod and chips", "kebab and chips", "fish, chips and mushy peas", "cheesy chips": plain "chips" in a
 * meal with a hot food a British plate or a chip shop serves them with are fried potatoes (FNDDS french fries); read as
 * a 30 g bag of crisps, the plate lost half its energy. Run before fillings are absorbed, so "chips with gravy" is no
 * flavour of crisps. Elsewhere "chips" stay the American crisps, and beside salsa they are tortilla chips.
 */
export function britishChips(
  db: Database,
  lang: Lang,
  matches: FoodMatch[],
  elements: readonly Element[],
  text = "",
): void {
  if (lang !== "en" || matches.some((m) => CHIP_DIPS.has(m.food.id))) return;
  const fries: Food | undefined = db.byId.get(FRIES);
  const cheeseFries: Food | undefined = db.byId.get(CHEESE_FRIES);
  if (!fries || !cheeseFries) return;
  // Most lines name no chips: the sentences are not worked out for them, which went over every element of every line.
  if (!matches.some((m) => plainChips(m, elements))) return;
  // The plate is the sentence: "breakfast: 2 eggs, toast. lunch: turkey sandwich, chips" keeps the lunch's chips a
  // bag of crisps; the breakfast's eggs had made them fries.
  const sentence = sentencesOf(elements, text);
  const chain = elements.some(atFriesChain);
  for (const m of matches) {
    if (!plainChips(m, elements)) continue;
    const hotPlate =
      chain ||
      matches.some(
        (o) => sentence[o.from] === sentence[m.from] && !plainChips(o, elements) && servedWithChips(o, elements),
      );
    const before = elements[m.from - 1];
    const cheesy =
      wordStems(m, elements).includes(CHEESY_STEM) || (before?.kind === "word" && before.stem === CHEESY_STEM);
    if (cheesy) m.food = cheeseFries;
    else if (hotPlate) m.food = fries;
  }
}

/**
 * The sentence of each element: a new one begins after a full stop, a semicolon, a line's end, or the colon of a
 * heading ("lunch:").
 */
function sentencesOf(elements: readonly Element[], text: string): number[] {
  let n = 0;
  return elements.map((e, k) => {
    const gap = text.slice(elements[k - 1]?.end ?? e.start, e.start);
    const stop = e.kind === "separator" && /[.;\n]/.test(text.slice(e.start, e.end));
    if (/[.;:\n]/.test(gap) || stop) n++;
    return n;
  });
}
