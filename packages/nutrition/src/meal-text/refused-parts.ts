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
        food = withoutAPartWeighedIn(db, food, r.stem);
        continue;
      }
      const part = food.components.find((c) => {
        const f = db.byId.get(c.id);
        return f !== undefined && namedBy(f, r.stem) && !matches.some((o) => o !== m && o.food.id === c.id);
      });
      const partFood = part ? db.byId.get(part.id) : undefined;
      if (!part || !partFood) {
        food = withoutAPartOfAPart(db, food, r.stem);
        continue;
      }
      if (part.share >= 0.9) continue;
      food = without(food, part, partFood);
    }
    m.food = food;
  }
}

/**
 * A part FNDDS weighs inside a dish it has no recipe for, with the catalog row that weighs one of it: the bun a burger
 * or a hot dog is served in (SR28 18350, "roll 1 serving" 44 g, the catalog row's 45 g) and the slice of cheese of a
 * cheeseburger (the catalog's processed cheese, a 20 g slice; two in a double, three in a triple).
 */
interface PartWeighedIn {
  stems: readonly string[];
  id: string;
  /** The dishes that hold it, by a name in either language. */
  in: RegExp;
  /** How many of it a dish of that name holds. */
  count: (name: string) => number;
  /** The grams of one of it in the dish, where that is not the row's own portion. */
  grams?: number;
}

const PARTS_WEIGHED_IN: readonly PartWeighedIn[] = [
  {
    stems: ["bun", "булка", "булочка"].map((w) => stem(w)),
    id: "hamburger-bun",
    // Foods FNDDS weighs in their bun: "hamburger", "Turkey or chicken burger, on white bun", "hot dog".
    in: /\b(?:\w*burgers?|whoppers?|hot ?dogs?|on (?:a |white |wheat )?bun)\b|бургер|воппер|хот-?дог/i,
    count: () => 1,
  },
  {
    stems: [stem("cheese"), stem("сыр")],
    id: "processed-cheese",
    in: /\bcheese ?burgers?\b|чизбургер/i,
    count: (name) => (/\btriple\b|трипл/i.test(name) ? 3 : /\bdouble\b|дабл|двойн/i.test(name) ? 2 : 1),
  },
  // The croutons of FNDDS's undressed Caesar salad (72116150, "Caesar salad, with romaine, no dressing", Wendy's side
  // salad), weighed whole with its romaine and parmesan: the 15 g the catalog's own Caesar recipe holds (recipes.ts).
  {
    stems: ["crouton", "croutons", "гренки", "гренок", "сухарики", "сухариков"].map((w) => stem(w)),
    id: "croutons",
    in: /\bundressed caesar salad\b|цезарь без заправки/i,
    count: () => 1,
    grams: 15,
  },
];

const PATTY = /\b(?:patty|patties|ground)\b/i;

/**
 * The part of a dish a refused word names, where FNDDS weighs the dish with it and has no recipe to take it out of:
 * the catalog's row for one of it and its grams in one of the dish. Undefined when the word names no such part of
 * the food, or the food is too light to hold it.
 */
export function partWeighedIn(db: Database, food: Food, refused: string): { food: Food; grams: number } | undefined {
  const part = PARTS_WEIGHED_IN.find((p) => p.stems.includes(refused));
  if (food.components) return partOfAPart(db, food, refused)?.part;
  // A patty is already the burger without its bun ("turkey burger patty no bun" is ground turkey).
  if (!part || food.namesEn.some((n) => PATTY.test(n))) return undefined;
  const name = [...food.namesEn, ...food.namesRu].find((n) => part.in.test(n));
  const one = db.byId.get(part.id);
  if (name === undefined || !one) return undefined;
  const grams = part.count(name) * (part.grams ?? one.portion.grams);
  return (food.portionEn?.grams ?? food.portion.grams) < 2 * grams ? undefined : { food: one, grams };
}

const servingGrams = (food: Food) => food.portionEn?.grams ?? food.portion.grams;

/**
 * "side caesar no croutons": a dish the catalog makes of another dish FNDDS weighs whole (the side Caesar is the
 * undressed Caesar and its dressing) holds that dish's parts one recipe down; the croutons stayed in (decision 023,
 * follow-up: readings left open, a third round). The part, its grams in one serving of the dish, and the component
 * that holds it.
 */
function partOfAPart(
  db: Database,
  food: Food,
  refused: string,
): { part: { food: Food; grams: number }; holder: { id: string; share: number } } | undefined {
  for (const c of food.components ?? []) {
    const inner = db.byId.get(c.id);
    if (!inner || inner.components) continue;
    const part = partWeighedIn(db, inner, refused);
    if (!part) continue;
    const grams = (part.grams * c.share * servingGrams(food)) / servingGrams(inner);
    return { part: { food: part.food, grams }, holder: c };
  }
  return undefined;
}

/** A dish of the catalog's recipe without a part of one of its components (partOfAPart), its weight and nutrients. */
function withoutAPartOfAPart(db: Database, food: Food, refused: string): Food {
  const found = partOfAPart(db, food, refused);
  if (!found) return food;
  const share = found.part.grams / servingGrams(food);
  const part = { id: found.part.food.id, share };
  const components = [
    ...food.components!.map((c) => (c === found.holder ? { ...c, share: c.share - share } : c)),
    part,
  ];
  return without({ ...food, components }, part, found.part.food);
}

/**
 * "turkey burger no bun", "cheeseburger without the bun", "bunless burger", "cheeseburger no cheese": FNDDS weighs a
 * burger whole, bun, cheese and all, and has no recipe to take a part out of, so the refused part stayed in (a 145 g
 * burger for 100 g of patty). The catalog's part is taken out, its weight and its nutrients; a dish too light to hold
 * it is left as it is. The correction in words takes a part out the same way (correction/correct.ts).
 */
function withoutAPartWeighedIn(db: Database, food: Food, refused: string): Food {
  const part = partWeighedIn(db, food, refused);
  if (!part) return food;
  const share = { id: part.food.id, share: part.grams / (food.portionEn?.grams ?? food.portion.grams) };
  // FNDDS's measures weigh the dish with its part, so they go with it. Kept, they made the lighter dish's piece no
  // FNDDS measure, and FNDDS's whole piece was read in its place (portions.ts, usualSizedPiece), and kept as the row's
  // for every reading after: "cheeseburger without bun" was 165 g read first and 120 g read after "cheeseburger".
  const { fnddsPortions: _portions, fnddsServing: _serving, itemGrams: _item, ...measured } = food;
  return without({ ...measured, components: [share] }, share, part.food);
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
