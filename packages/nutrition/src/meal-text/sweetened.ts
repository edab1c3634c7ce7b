// Stage 5½ of reading a meal text (see ../analyze.ts): spoons said of a sweetened drink are its sugar. "чай с сахаром
// 2 ложки", "чай сладкий две ложки": the person counts the sugar, and the drink is the usual mug of it. So are lumps:
// "чай с сахаром 2 кусочка" is a mug of tea and two lumps of sugar, where it was two mugs of sweet tea (decision 024,
// "Readings left open, a second round").
import { SWEETENED_DRINKS } from "../catalog/index";
import type { Database } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Binding, Quantity } from "./quantities";

/** Spoon measures, the only amounts a person gives of the sugar rather than of the drink. */
const SPOONS: ReadonlySet<string> = new Set(["tsp", "tbsp"]);
/** The catalog's lump of refined sugar (label-foods-shop.ts, 5 g a piece). */
const SUGAR_LUMP = "ru-sugar-cube";

/** A lump of sugar as a count says it: "2 кусочка", "3 кубика", "2 lumps", "2 cubes". */
const LUMP = /^(?:кусоч|кубик|lump|cube)/i;

/** Whether `q` counts lumps: pieces, said in a lump's own word. */
function countsLumps(text: string, elements: readonly Element[], q: Quantity): boolean {
  if (q.unit?.kind !== "portion" || q.unit.unit !== "piece") return false;
  return elements.slice(q.from, q.to).some((e) => e.kind === "unit" && LUMP.test(text.slice(e.start, e.end)));
}

/**
 * A quantity typed as lumps and the drink's own measure together ("2 кусочка 300 мл", "300 мл 2 кусочка"), parted
 * into the count of lumps and the drink's amount; undefined where it is not two such amounts.
 */
function drinkApartFromLumps(
  text: string,
  elements: readonly Element[],
  q: Quantity,
): { lumps: Quantity; drink: Quantity } | undefined {
  const amounts: Quantity[] = [];
  for (let i = q.from; i + 1 < q.to; i++) {
    const n = elements[i]!;
    const u = elements[i + 1]!;
    if (n.kind === "number" && u.kind === "unit") amounts.push({ count: n.value, unit: u.unit, from: i, to: i + 2 });
  }
  if (amounts.length !== 2) return undefined;
  const lumps = amounts.find((a) => countsLumps(text, elements, a));
  const drink = amounts.find((a) => a !== lumps && a.unit?.kind !== "portion");
  return lumps && drink ? { lumps, drink } : undefined;
}

/**
 * Splits each sweetened drink whose quantity is in spoons or lumps into the plain drink at its typical portion and a
 * sugar item carrying the spoons (the catalog's lump of refined sugar, 5 g, carrying the lumps); returns the matches
 * in text order. Other matches are returned as they are.
 */
export function splitSugarSpoons(
  db: Database,
  text: string,
  elements: readonly Element[],
  matches: FoodMatch[],
  binding: Binding,
): FoodMatch[] {
  const sugar = db.byId.get("sugar");
  const lump = db.byId.get(SUGAR_LUMP);
  if (!sugar || !lump) return matches;
  const out: FoodMatch[] = [];
  for (const m of matches) {
    out.push(m);
    const plain = SWEETENED_DRINKS[m.food.id];
    const q = binding.assigned.get(m);
    // "2 кубика сахара", "3 lumps of sugar": sugar counted in lumps is the catalog's lump of refined sugar.
    if (m.food.id === sugar.id && q && countsLumps(text, elements, q)) m.food = lump;
    const drink = plain ? db.byId.get(plain) : undefined;
    if (!drink || !q) continue;
    const spooned = q.unit?.kind === "volume" && q.unit.unit !== undefined && SPOONS.has(q.unit.unit);
    // "чай с сахаром 2 кусочка 300 мл": the lumps are the sugar's, the millilitres the drink's.
    const apart = spooned ? undefined : drinkApartFromLumps(text, elements, q);
    const lumps = apart !== undefined || (!spooned && countsLumps(text, elements, q));
    if (!spooned && !lumps) continue;
    m.food = drink;
    binding.assigned.delete(m);
    if (apart) binding.assigned.set(m, apart.drink);
    const counted = apart?.lumps ?? q;
    const spoons: FoodMatch = { food: lumps ? lump : sugar, from: counted.from, to: counted.to, fuzzyWords: 0 };
    binding.assigned.set(spoons, counted);
    out.push(spoons);
  }
  return out.sort((a, b) => a.from - b.from);
}
