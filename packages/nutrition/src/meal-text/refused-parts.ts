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
      if (r.at < m.from) continue;
      if (!food.components) {
        food = withoutItsBun(db, food, r.stem);
        continue;
      }
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

/** The bun a burger or a hot dog is served in: SR28 18350, "roll 1 serving" 44 g (the catalog row's 45 g). */
const BUN_ID = "hamburger-bun";
const BUN_STEM = stem("bun");
/** Foods FNDDS weighs in their bun: "hamburger", "Turkey or chicken burger, on white bun", "hot dog". */
const IN_A_BUN = /\b(?:\w*burgers?|whoppers?|hot ?dogs?|on (?:a |white |wheat )?bun)\b/i;

const PATTY = /\b(?:patty|patties|ground)\b/i;

/**
 * "turkey burger no bun", "cheeseburger without the bun", "bunless burger": FNDDS weighs a burger whole, bun and
 * all, and has no recipe to take a part out of, so the refused bun stayed in (a 145 g burger for 100 g of patty).
 * The catalog's bun is taken out, its weight and its nutrients; a burger too light to hold it is left as it is.
 */
function withoutItsBun(db: Database, food: Food, refused: string): Food {
  // A patty is already the burger without its bun ("turkey burger patty no bun" is ground turkey).
  if (refused !== BUN_STEM || food.namesEn.some((n) => PATTY.test(n))) return food;
  if (!food.namesEn.some((n) => IN_A_BUN.test(n))) return food;
  const bun = db.byId.get(BUN_ID);
  const grams = food.portionEn?.grams ?? food.portion.grams;
  if (!bun || grams < 2 * bun.portion.grams) return food;
  const part = { id: BUN_ID, share: bun.portion.grams / grams };
  return without({ ...food, components: [part] }, part, bun);
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
    ...(components.length > 0 ? { components } : {}),
  };
}
