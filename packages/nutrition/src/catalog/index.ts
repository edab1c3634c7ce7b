// Every name, alias, portion and recipe the engine knows, in one place (issue 3 §2: "Every recipe and alias is data,
// reviewable in one place"). Order inside each file is rough commonness; it breaks ties in search.
import { dairyEggs } from "./dairy-eggs";
import { dishes } from "./dishes";
import { drinks } from "./drinks";
import { fruitNutsLegumes } from "./fruit-nuts-legumes";
import { grainsBread } from "./grains-bread";
import { meatFish } from "./meat-fish";
import { moreFoods } from "./more-foods";
import { nutrition5kAliases } from "./nutrition5k-aliases";
import { recipes } from "./recipes";
import { sweetsFatsSauces } from "./sweets-fats-sauces";
import type { CatalogRow } from "./types";
import { vegetables } from "./vegetables";

export type { CatalogRow, UnitKey } from "./types";
export { UNIT_KEYS } from "./types";
export { nutrition5kAliases };

export const CATALOG: readonly CatalogRow[] = [
  ...grainsBread,
  ...dairyEggs,
  ...meatFish,
  ...vegetables,
  ...fruitNutsLegumes,
  ...drinks,
  ...recipes,
  ...dishes,
  ...sweetsFatsSauces,
  ...moreFoods,
];

/** Foods that dress a salad: naming one as its own item means the salad itself was weighed without it. */
export const SALAD_DRESSINGS: ReadonlySet<string> = new Set([
  "caesar-dressing",
  "italian-dressing",
  "french-dressing",
  "ranch",
  "vinaigrette",
]);

/** A dressed salad → the same salad without its dressing (USDA's "no dressing" record). */
export const SALADS_UNDRESSED: Readonly<Record<string, string>> = {
  "caesar-salad": "caesar-salad-chicken-plain",
  "caesar-salad-side": "caesar-salad-plain",
};

/** USDA record ids the catalog refers to directly; the generator keeps only these. */
export function usdaSources(rows: readonly CatalogRow[] = CATALOG): string[] {
  const ids = new Set<string>();
  for (const row of rows) if (!row[1].startsWith("recipe:")) ids.add(row[1]);
  return [...ids].sort();
}
