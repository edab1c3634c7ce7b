import type { Database } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import { CHIP_DIPS, type FoodMatch } from "./food-spans";

/**
 * Words of a chip shop's or a kebab shop's food, as stems: typed beside plain "chips", they say the chips are the
 * British ones, fried potatoes, not a bag of crisps, as salsa beside them says tortilla chips (decision 024).
 */
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

/** "cheesy chips": the chip shop's fries under melted cheese. */
const CHEESY_STEM = stem("cheesy");

function isPlainChips(m: FoodMatch, elements: readonly Element[]): boolean {
  if (m.food.id !== "potato-chips") return false;
  const last = elements[m.to - 1];
  return last?.kind === "word" && last.stem === stem("chips") && !m.absorbed;
}

function wordStems(m: FoodMatch, elements: readonly Element[]): string[] {
  const stems: string[] = [];
  for (let k = m.from; k < m.to; k++) {
    const e = elements[k];
    if (e?.kind === "word") stems.push(e.stem);
  }
  return stems;
}

/** The word typed right before `m`, with nothing between, when `m` itself does not hold it. */
function wordBefore(m: FoodMatch, elements: readonly Element[]): string | undefined {
  const e = elements[m.from - 1];
  return e?.kind === "word" ? e.stem : undefined;
}

/**
 * "fish and chips" typed apart ("cod and chips", "kebab and chips", "chips and gravy", "fish, chips and mushy peas"),
 * "cheesy chips": plain "chips" among a chip shop's foods are fries, which the catalog's "chips" (the American
 * word, potato crisps) had read as a 30 g bag. Run before fillings are absorbed, so "chips with gravy" is no flavour
 * of crisps.
 */
export function chipShopChips(db: Database, matches: FoodMatch[], elements: readonly Element[]): void {
  const fries = db.byId.get("potato-fried");
  const cheeseFries = db.byId.get("cheese-fries");
  if (!fries || !cheeseFries) return;
  // Beside salsa or guacamole they are tortilla chips (chipsForDips).
  if (matches.some((m) => CHIP_DIPS.has(m.food.id))) return;
  const chipShop = matches.some(
    (m) => !isPlainChips(m, elements) && wordStems(m, elements).some((s) => CHIP_SHOP_STEMS.has(s)),
  );
  for (const m of matches) {
    if (!isPlainChips(m, elements)) continue;
    const cheesy = wordStems(m, elements).includes(CHEESY_STEM) || wordBefore(m, elements) === CHEESY_STEM;
    if (cheesy) m.food = cheeseFries;
    else if (chipShop) m.food = fries;
  }
}
