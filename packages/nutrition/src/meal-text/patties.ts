// The patties of a burger: "burger with 2 patties" is one burger holding two, not two burgers or two cutlets.
import { fnddsCodeOf } from "../database";
import { fnddsName } from "../fndds";
import type { ParsedUnit } from "../quantity";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/** A burger's medium patty: FNDDS 21500310 Ground beef patty, cooked, "1 medium patty" 85 g. */
const PATTY_GRAMS = 85;
/** A burger in its bun by its name's first part: "Hamburger, …", "Turkey or chicken burger, on white bun". */
const BURGER = /^[^,]*\b(?:hamburger|cheeseburger|burger)\b/i;
/** A patty with no bun the catalog names a burger: "veggie burger" (SR28 16147, the frozen patty). */
const PATTY_ONLY = /\bpatty\b/i;
const GRAMS: ParsedUnit = { kind: "mass", gramsPerUnit: 1 };
const PATTIES: ParsedUnit = { kind: "portion", unit: "piece", word: "patty" };

/** Whether a food is a burger in its bun: the catalog's or FNDDS's hamburger or cheeseburger. */
function isBurger(m: FoodMatch): boolean {
  const code = fnddsCodeOf(m.food.source);
  const name = code ? fnddsName(code) : m.food.namesEn[0];
  return name !== undefined && BURGER.test(name) && !m.food.namesEn.some((n) => PATTY_ONLY.test(n));
}

/** Foods a burger's meat is read as when named on its own: a Russian cutlet, a beef patty. */
const BURGER_MEAT: ReadonlySet<string> = new Set(["kotleta", "kotleta-chicken", "beef-ground"]);
const DOUBLE_STEMS: ReadonlySet<string> = new Set(["двойной", "двойная", "двойную", "double"].map((w) => stem(w)));

/** Whether a word between `from` and `to` says the meat is doubled ("с двойной котлетой", "with a double patty"). */
export function saidDouble(elements: readonly Element[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const e = elements[k];
    if (e?.kind === "word" && DOUBLE_STEMS.has(e.stem)) return true;
  }
  return false;
}

/**
 * "бургер с двумя котлетами", "чизбургер с двойной котлетой", "burger with 2 beef patties": the meat said after
 * "с" or "with" a burger holds is inside that burger, its count the burger's patties; read as cutlets beside it, the
 * meal held the burger's meat twice over (a 280 g burger and 180 g of cutlets).
 */
function cutletsInABurger(
  elements: readonly Element[],
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let i = matches.length - 1; i > 0; i--) {
    const meat = matches[i]!;
    const burger = matches[i - 1]!;
    const joint = elements[burger.to];
    const q = assigned.get(meat);
    if (!BURGER_MEAT.has(meat.food.id) || !isBurger(burger) || assigned.has(burger) || q?.unit) continue;
    // "бургер 2 котлеты": the count of cutlets right after the burger's name, nothing between, is its patties too.
    const counted = q !== undefined && q.from === burger.to && q.to === meat.from && q.count > 1;
    if (!counted && (joint?.kind !== "connector" || joint.and)) continue;
    const patties = q?.count ?? (saidDouble(elements, burger.to, meat.to) ? 2 : 1);
    matches.splice(i, 1);
    assigned.delete(meat);
    const from = burger.from;
    burger.to = meat.to;
    assigned.set(burger, { count: patties, unit: PATTIES, from, to: meat.to });
  }
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
  matches: FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
  orphans: Quantity[],
): void {
  cutletsInABurger(elements, matches, assigned);
  for (const q of [...orphans]) {
    if (!isPatties(q)) continue;
    const burger = burgerBefore(elements, matches, q);
    if (!burger || assigned.has(burger)) continue;
    orphans.splice(orphans.indexOf(q), 1);
    assigned.set(burger, q);
  }
  doubleBurgers(elements, matches, assigned);
  for (const [m, q] of assigned) {
    if (!isPatties(q) || !isBurger(m)) continue;
    const one = m.food.units.piece ?? m.food.portion.grams;
    assigned.set(m, { ...q, count: one + Math.max(0, q.count - 1) * PATTY_GRAMS, unit: GRAMS, size: undefined });
  }
}

/**
 * "double burger", "двойной бургер", "бургер двойной": a burger said "double" right before or after its name, with no
 * patties counted, holds two patties; the word was taken silently and the burger weighed with one (decision 024,
 * "Readings left open, a second round"). A count of burgers ("2 double burgers") counts burgers of two patties each.
 */
function doubleBurgers(
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (const m of matches) {
    if (!isBurger(m) || saidDouble(elements, m.from, m.to)) continue;
    const before = saidDouble(elements, m.from - 1, m.from);
    const after = saidDouble(elements, m.to, m.to + 1);
    const q = assigned.get(m);
    if ((!before && !after) || (q && (q.unit || !Number.isInteger(q.count) || q.count < 1))) continue;
    const one = (m.food.units.piece ?? m.food.portion.grams) + PATTY_GRAMS;
    const from = Math.min(q?.from ?? m.from, before ? m.from - 1 : m.from);
    const to = Math.max(q?.to ?? m.to, after ? m.to + 1 : m.to);
    assigned.set(m, { count: (q?.count ?? 1) * one, unit: GRAMS, from, to });
  }
}
