// Crispy onions on a dish (decision 024, follow-up: readings left open, a third round): "cheeseburger with crispy
// onions", "бургер с хрустящим луком" were a whole raw onion, 100 g, beside the burger. Crispy onions are the fried,
// breaded strips a burger or a steak is topped with; said "with" a dish and with no amount of their own, they are a
// topping's share of the catalog's fried onion rings (SR28 11296), 28 g, as a garnish of onion is two slices
// (price.ts, GARNISH_WITH_A_DISH) — not the raw onion, whose energy is a sixth of theirs.
import type { Database } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const CRISPY: ReadonlySet<string> = new Set(
  ["crispy", "crispy-fried", "crunchy", "хрустящий", "хрустящим", "хрустящего", "хрустящие", "хрустящими"].map(stem),
);
const ONION = "onion";
const FRIED_RINGS = "onion-rings";
/** A topping of crispy onions on a burger or a steak: a handful as served, 28 g (an ounce, about 77 kcal). */
const TOPPING_GRAMS = 28;

export function crispyOnionsOfADish(
  db: Database,
  elements: readonly Element[],
  matches: FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  const rings = db.byId.get(FRIED_RINGS);
  if (!rings) return;
  for (let i = 1; i < matches.length; i++) {
    const m = matches[i]!;
    if (m.food.id !== ONION || assigned.has(m)) continue;
    const dish = matches[i - 1]!;
    if (dish.food.drink) continue;
    const span = elements.slice(dish.to, m.to);
    const link = span[0];
    if (link?.kind !== "connector" || link.and) continue;
    if (!span.some((e) => e.kind === "word" && CRISPY.has(e.stem.replace(/^#/, "")))) continue;
    if (!span.slice(1).every((e) => e.kind === "word")) continue;
    const { itemGrams: _item, portionEn: _en, unitsEn: _units, ...food } = rings;
    const portion = { unit: "serving", grams: TOPPING_GRAMS } as const;
    m.food = {
      ...food,
      units: { serving: TOPPING_GRAMS },
      portion,
      countable: false,
      sizes: {},
      fnddsPortions: undefined,
    };
  }
}
