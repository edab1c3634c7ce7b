// A part of a dish's recipe refused with "no" or "without" ("burrito bowl no rice", "…, no rice no beans"): the dish
// is weighed without it (decision 024, follow-up: the forty-first batch).
import type { Database, Food } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/**
 * "chipotle lettuce bowl: chicken, fajita veggies, guac, no rice no beans", "burrito bowl without rice": a refusal
 * said with or after a dish the catalog weighs by its recipe, naming one of the recipe's parts ("rice" of its rice,
 * "beans" of its black beans), takes that part out: its share of the weight and of every nutrient. The refusal was
 * read as describing the dish and the bowl kept its 120 g of rice and 110 g of beans. A part named as a food of its
 * own elsewhere in the text is left in the dish.
 */
export function withoutRefusedParts(db: Database, elements: readonly Element[], matches: FoodMatch[]): void {
  const refusals = elements.flatMap((e, k) =>
    e.kind === "word" && e.note === "negation" && e.refused ? [{ at: k, stem: e.refused }] : [],
  );
  if (refusals.length === 0) return;
  for (const m of matches) {
    let food = m.food;
    for (const r of refusals) {
      if (r.at < m.from || !food.components) continue;
      const part = food.components.find((c) => {
        const f = db.byId.get(c.id);
        return f !== undefined && namedBy(f, r.stem) && !matches.some((o) => o !== m && o.food.id === c.id);
      });
      const partFood = part ? db.byId.get(part.id) : undefined;
      if (!part || !partFood || part.share >= 0.9) continue;
      food = without(food, part, partFood);
    }
    m.food = food;
  }
}

/** Whether one of the food's English names holds the stem as a word of its own ("black beans" of "bean"). */
function namedBy(food: Food, refused: string): boolean {
  return food.namesEn.some((name) => name.split(/\s+/).some((w) => stem(w) === refused));
}

function without(food: Food, part: { id: string; share: number }, partFood: Food): Food {
  const keep = 1 - part.share;
  const per100g = food.per100g.map((v, i) => Math.max(0, (v - part.share * (partFood.per100g[i] ?? 0)) / keep));
  const scale = (g: number) => Math.round(g * keep * 10) / 10;
  const units = Object.fromEntries(Object.entries(food.units).map(([u, g]) => [u, scale(g!)]));
  const components = food.components!.filter((c) => c !== part).map((c) => ({ ...c, share: c.share / keep }));
  return {
    ...food,
    per100g,
    units,
    portion: { ...food.portion, grams: scale(food.portion.grams) },
    ...(food.portionEn ? { portionEn: { ...food.portionEn, grams: scale(food.portionEn.grams) } } : {}),
    components,
  };
}
