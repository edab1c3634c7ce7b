// A food sold both by the spoon and for drinking, said by its bottle ("йогурт чудо бутылочка", "активиа бутылочка"):
// a bottle holds the drinkable kind, as "йогурт питьевой" names it (decision 024: a pack is weighed as sold).
import { aliasKey, aliasTokens, type Database } from "../database";
import { stem } from "../text";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const DRINKABLE = stem("питьевой");

/**
 * "йогурт чудо клубника бутылочка": a food that is no drink, counted by a bottle, whose kind the catalog also names
 * drinkable ("йогурт питьевой", by the first word of the food's own name), is that drinkable kind; the spoonable
 * yoghurt by a half-litre bottle was 510 g, twice what a yoghurt bottle holds.
 */
export function drinkableByTheBottle(db: Database, assigned: Map<FoodMatch, Quantity>): void {
  for (const [m, q] of assigned) {
    if (q.unit?.kind !== "volume" || q.unit.container !== "bottle") continue;
    if (m.food.drink) {
      // The names "в бутылке" are Russian labels: an English "bottle of tea" keeps FNDDS's reading.
      if (!m.english) bottledKind(db, m);
      continue;
    }
    const head = aliasTokens(m.food.namesRu[0] ?? "")[0];
    if (!head) continue;
    const found = db.aliases.get(aliasKey([head, DRINKABLE]))?.[0]?.food;
    if (found && found !== m.food) m.food = found;
  }
}

const BOTTLE = stem("бутылке");

/**
 * "бутылка молочного коктейля", "бутылка компота": a drink made in a café or at home, counted by a bottle, whose
 * bottled kind the catalog names "в бутылке", is that kind as the shop sells it; the milkshake was the café's large
 * cup of 500 g (decision 024, follow-up "Russian names, a fifth sweep").
 */
function bottledKind(db: Database, m: FoodMatch): void {
  const found = db.aliases.get(aliasKey([...aliasTokens(m.food.namesRu[0] ?? ""), BOTTLE]))?.[0]?.food;
  if (found && found !== m.food) m.food = found;
}
