// The patties of a burger: "burger with 2 patties" is one burger holding two, not two burgers or two cutlets.
import { fnddsRecord } from "../fndds";
import type { ParsedUnit } from "../quantity";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** A burger's medium patty: FNDDS 21500310 Ground beef patty, cooked, "1 medium patty" 85 g. */
const PATTY_GRAMS = 85;
const BURGER = /^(?:hamburger|cheeseburger|double hamburger|double cheeseburger|burger)\b/i;
const GRAMS: ParsedUnit = { kind: "mass", gramsPerUnit: 1 };

/** Whether a food is a burger in its bun: the catalog's or FNDDS's hamburger or cheeseburger. */
function isBurger(m: FoodMatch): boolean {
  const code = /^fn:(\d{8})$/.exec(m.food.source)?.[1];
  const name = code ? fnddsRecord(code)?.name : m.food.namesEn[0];
  return name !== undefined && BURGER.test(name);
}

const isPatties = (q: Quantity) => q.unit?.kind === "portion" && q.unit.word === "patty";

/** The burger just before an orphan count of patties, "with" or a comma between ("burger with 2 patties"). */
function burgerBefore(elements: readonly Element[], matches: readonly FoodMatch[], q: Quantity): FoodMatch | undefined {
  const m = matches.findLast((x) => x.to <= q.from);
  if (!m || !isBurger(m)) return undefined;
  for (let k = m.to; k < q.from; k++) {
    const e = elements[k]!;
    if (e.kind !== "separator" && !(e.kind === "connector" && !e.and)) return undefined;
  }
  return m;
}

/**
 * "burger with 2 patties", "double burger 2 patties", "cheeseburger, 3 patties": patties counted of a burger are the
 * meat inside one burger; each past the first adds a medium patty to the burger's own weight (FNDDS 27510655 Double
 * hamburger, 230 g, is its 145 g hamburger and one 85 g patty more). Read as a count of the burger, two patties were
 * two burgers; left unread after "with", the second patty was lost.
 */
export function pattiesOfABurger(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
  orphans: Quantity[],
): void {
  for (const q of [...orphans]) {
    if (!isPatties(q)) continue;
    const burger = burgerBefore(elements, matches, q);
    if (!burger || assigned.has(burger)) continue;
    orphans.splice(orphans.indexOf(q), 1);
    assigned.set(burger, q);
  }
  for (const [m, q] of assigned) {
    if (!isPatties(q) || !isBurger(m)) continue;
    const one = m.food.units.piece ?? m.food.portion.grams;
    assigned.set(m, { ...q, count: one + Math.max(0, q.count - 1) * PATTY_GRAMS, unit: GRAMS, size: undefined });
  }
}
