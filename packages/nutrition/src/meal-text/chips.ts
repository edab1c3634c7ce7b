// "Chips" in British English: the fried potatoes of a hot plate ("egg and chips", "pie and chips"), not a bag of crisps.
import type { Lang } from "../analyze";
import type { Database, Food } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/** The catalog's bag of crisps, which the American "chips" names, and its fried potatoes. */
const POTATO_CHIPS = "potato-chips";
const FRIES = "potato-fried";
const CHIPS_WORD = /^chips$/i;

/**
 * The hot foods a British plate serves chips with: eggs, pies, sausages, kebabs, steak, beans, peas, gravy and curry
 * sauce, by catalog id, and any fish (below). A sandwich, a burger or a dip says nothing: in American English a
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
  "beans",
  "baked-beans",
  "peas",
  "gravy",
  "fndds-81312100",
]);
/** SR28's and FNDDS's fish groups: cod, haddock, fish fingers, battered fish. */
const FISH = /^(?:sr:15|fn:26)/;

const onAHotPlate = (food: Food) => HOT_PLATE.has(food.id) || FISH.test(food.source);

/**
 * "egg and chips", "a chippy tea - cod and chips", "fish fingers, chips and beans": "chips" typed in a meal with a hot
 * food a British plate serves them with are fried potatoes (FNDDS french fries); read as a 30 g bag of crisps, the
 * plate lost half its energy. Elsewhere "chips" stay the American crisps.
 */
export function chipsOnAHotPlate(
  db: Database,
  lang: Lang,
  elements: Element[],
  text: string,
  matches: FoodMatch[],
): void {
  if (lang !== "en" || !matches.some((m) => onAHotPlate(m.food))) return;
  const fries = db.byId.get(FRIES);
  if (!fries) return;
  for (const m of matches) {
    if (m.food.id === POTATO_CHIPS && typedAsChips(m, elements, text)) m.food = fries;
  }
}

/** Whether the food was typed as the one word "chips", not "potato chips" or "crisps". */
function typedAsChips(m: FoodMatch, elements: Element[], text: string): boolean {
  if (m.to - m.from !== 1) return false;
  const word = elements[m.from];
  return word?.kind === "word" && CHIPS_WORD.test(text.slice(word.start, word.end));
}
