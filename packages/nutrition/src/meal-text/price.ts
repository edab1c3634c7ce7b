// Stage 6 of reading a meal text (see ../analyze.ts): grams and nutrients of each item, and the meal's totals.
import type { AnalyzedItem, Lang } from "../analyze";
import { ADDED_TO_DRINKS, MILK_IN_DISHES, MILKS } from "../catalog/index";
import { NUTRIENT_KEYS, type NutrientKey } from "../database";
import { MICRONUTRIENT_KEYS, micronutrientsIn } from "../nutrient-keys";
import type { ParsedUnit } from "../quantity";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Modifier } from "./modifiers";
import { sizeOf } from "./modifiers";
import { gramsInPlural, isPluralOf } from "./plurals";
import { gramsFor, type Portion } from "./portions";
import type { Binding, Quantity } from "./quantities";

/** A sanity cap so absurd inputs ("10000000 кг") stay finite and comparable; 50 kg is more than any meal. */
const MAX_GRAMS = 50_000;
/**
 * More than any one meal holds. A meal over it that rests on numbers typed without a unit is read again with those
 * items at their typical portions, largest first: "гречка 200" is trusted as grams, "масло 1000" next to nine other
 * heavy items is not, and the person sees the number in `unmatched` instead of a 20,000 kcal dinner.
 */
export const MEAL_KCAL_CEILING = 5000;
/** One item read from a bare number may not pass this either: a kilogram of nuts is a typing slip, not a snack. */
const BARE_ITEM_KCAL_CEILING = 1500;

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Number.isFinite(r) && r > 0 ? r : 0;
}

interface Planned {
  match: FoodMatch;
  portion: Portion;
  quantityShown: boolean;
}

const kcalPerGram = (m: FoodMatch) => m.food.per100g[NUTRIENT_KEYS.indexOf("kcal")]! / 100;

/**
 * The grams of an addition that went into a drink ("чай с сахаром и лимоном": a slice of lemon, not a lemon), when
 * the match at `index` is one (catalog ADDED_TO_DRINKS) joined by "с"/"и" to a drink before it, directly or through
 * other additions, or put "в" the drink after it.
 */
function intoDrink(elements: Element[], matches: FoodMatch[], index: number, binding: Binding): number | undefined {
  const grams = ADDED_TO_DRINKS[matches[index]!.food.id];
  if (grams === undefined) return undefined;
  // "молоко в кофе", "сахар в чай": named first, with only "в" (a stop word) before the drink.
  const next = matches[index + 1];
  if (next?.food.drink && next.from === matches[index]!.to) return grams * drinksCounted(binding.assigned.get(next));
  for (let k = index - 1; k >= 0; k--) {
    const between = elements.slice(matches[k]!.to, matches[k + 1]!.from);
    // "кофе без сахара с молоком": a describing phrase of the drink may stand before the "с".
    const describes = (e: Element) => e.kind === "word" && e.note !== undefined;
    if (!between.some((e) => e.kind === "connector") || !between.every((e) => e.kind === "connector" || describes(e))) {
      return undefined;
    }
    const food = matches[k]!.food;
    if (food.drink) return grams * drinksCounted(binding.assigned.get(matches[k]!));
    if (ADDED_TO_DRINKS[food.id] === undefined) return undefined;
  }
  return undefined;
}

/** More drinks than this in one count are no longer mugs each with its own spoonful ("2 л чая" is a volume). */
const MAX_COUNTED_DRINKS = 5;

/**
 * How many mugs or cups a drink's quantity counts: "2 cups of tea with honey" is honey in each of two cups. A volume
 * or weight ("чай 500 мл") and a decimal are one drink.
 */
function drinksCounted(q: Quantity | undefined): number {
  if (!q || !Number.isInteger(q.count) || q.count < 1 || q.count > MAX_COUNTED_DRINKS) return 1;
  const unit = q.unit;
  if (!unit) return q.bare ? 1 : q.count;
  if (unit.kind === "portion") return q.count;
  return unit.kind === "volume" && unit.unit !== undefined ? q.count : 1;
}

/** The grams of milk that went into the dish named just before it with "с"/"with" (catalog MILK_IN_DISHES). */
function intoDish(elements: Element[], matches: FoodMatch[], index: number): number | undefined {
  const dish = matches[index - 1];
  if (!dish || !MILKS.has(matches[index]!.food.id)) return undefined;
  const between = elements.slice(dish.to, matches[index]!.from);
  const link = between.length === 1 ? between[0] : undefined;
  if (link?.kind !== "connector" || link.and) return undefined;
  return MILK_IN_DISHES[dish.food.id];
}

/**
 * Whether a word of the food's own name (not of a part merged into it) was typed in the plural (plurals.ts). After a
 * measure ("рюмка водки", "кусок пиццы") the same ending is the genitive of one, so a name holding or following an
 * amount is never read as a plural.
 */
function namedInPlural(text: string, elements: Element[], m: FoodMatch): boolean {
  const amount = (e: Element | undefined) => e?.kind === "number" || e?.kind === "unit";
  if (amount(elements[m.from - 1]) || elements.slice(m.from, m.to).some(amount)) return false;
  for (let k = m.from; k < m.to; k++) {
    if (m.absorbed?.some((r) => k >= r.from && k < r.to)) continue;
    const e = elements[k]!;
    if (e.kind === "word" && isPluralOf(m.food, text.slice(e.start, e.end))) return true;
  }
  return false;
}

/** FNDDS's bar, the measure "a bar of chocolate" is weighed by (elements.ts, MEASURES_BEFORE_OF). */
const BAR: ParsedUnit = { kind: "portion", unit: "piece", word: "bar" };

/**
 * "chocolate bar", "2 chocolate bars", "bar of chocolate": a bar named with the food is one bar of it, as "a bar of
 * chocolate" is, where the food's own first English name says no bar (a granola bar's piece is already one). It was
 * the catalog's square of chocolate, 10 g for a bar of 41 (decision 024: never absurd).
 */
function barNamed(text: string, elements: Element[], m: FoodMatch, q: Quantity | undefined): Quantity | undefined {
  if (!m.english || (q && (q.unit || !Number.isInteger(q.count)))) return q;
  const bar = elements.slice(m.from, m.to).some((e) => /^bars?$/i.test(text.slice(e.start, e.end)));
  if (!bar) return q;
  if (/\bbars?\b/i.test(m.food.namesEn[0] ?? "")) return q;
  return { count: q?.count ?? 1, from: q?.from ?? m.from, to: q?.to ?? m.to, unit: BAR };
}

function typical(m: FoodMatch): Portion {
  return { grams: m.food.portion.grams, assumed: true, byCount: false, caloriesStated: false, doubtful: false };
}

export function price(
  text: string,
  lang: Lang,
  elements: Element[],
  matches: FoodMatch[],
  binding: Binding,
  modifiers: Map<FoodMatch, Modifier[]>,
  unmatched: { start: number; end: number }[],
): { items: AnalyzedItem[]; totals: { calories: number; protein: number; fat: number; carbs: number } } {
  const plan: Planned[] = matches.map((m, index) => {
    const q = barNamed(text, elements, m, binding.assigned.get(m));
    const split = binding.shared.get(m);
    const inDrink =
      !q && split === undefined
        ? (intoDrink(elements, matches, index, binding) ?? intoDish(elements, matches, index))
        : undefined;
    if (inDrink !== undefined) {
      return {
        match: m,
        portion: { grams: inDrink, assumed: true, byCount: false, caloriesStated: false, doubtful: false },
        quantityShown: false,
      };
    }
    const size = sizeOf(m.food, modifiers.get(m) ?? []) ?? q?.size;
    const plural = !q && split === undefined && namedInPlural(text, elements, m);
    const portion: Portion =
      split !== undefined
        ? { grams: split, assumed: false, byCount: false, caloriesStated: false, doubtful: false }
        : plural
          ? {
              grams: gramsInPlural(m.food, m.english === true),
              assumed: true,
              byCount: true,
              caloriesStated: false,
              doubtful: false,
            }
          : gramsFor(m.food, q, size, m.english === true);
    return { match: m, portion, quantityShown: q !== undefined };
  });
  const demote = (p: Planned) => {
    const q = binding.assigned.get(p.match);
    if (q) unmatched.push({ start: elements[q.from]!.start, end: elements[q.to - 1]!.end });
    p.portion = typical(p.match);
    p.quantityShown = false;
  };
  const kcal = (p: Planned) => p.portion.statedKcal ?? p.portion.grams * kcalPerGram(p.match);
  for (const p of plan) if (p.portion.doubtful && kcal(p) > BARE_ITEM_KCAL_CEILING) demote(p);
  let total = plan.reduce((sum, p) => sum + kcal(p), 0);
  for (const p of [...plan].sort((a, b) => kcal(b) - kcal(a))) {
    if (total <= MEAL_KCAL_CEILING) break;
    if (!p.portion.doubtful) continue;
    total -= kcal(p);
    demote(p);
    total += kcal(p);
  }
  unmatched.sort((a, b) => a.start - b.start);

  const totals = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  const items = plan.map(({ match: m, portion, quantityShown }) => {
    const q = quantityShown ? binding.assigned.get(m) : undefined;
    const grams = Math.min(MAX_GRAMS, Math.max(0, Number.isFinite(portion.grams) ? portion.grams : 0));
    const mods = modifiers.get(m) ?? [];
    const starts = [elements[m.from]!.start, ...(q ? [elements[q.from]!.start] : []), ...mods.map((x) => x.start)];
    const ends = [elements[m.to - 1]!.end, ...(q ? [elements[q.to - 1]!.end] : []), ...mods.map((x) => x.end)];
    let confidence = 0.95;
    confidence *= 0.75 ** m.fuzzyWords;
    for (const mod of mods) confidence *= mod.known ? 0.95 : 0.85;
    if (portion.assumed) confidence *= 0.8;
    else if (portion.byCount) confidence *= 0.9;
    // A typed figure the food's own numbers do not reach (portions.ts statedGrams) scales the usual portion to it.
    const own = (key: NutrientKey) => (m.food.per100g[NUTRIENT_KEYS.indexOf(key)]! * grams) / 100;
    const stated = portion.statedKcal;
    const scale = stated === undefined ? 1 : own("kcal") > 0 ? stated / own("kcal") : 0;
    const value = (key: NutrientKey) => (key === "kcal" && stated !== undefined ? stated : own(key) * scale);
    totals.calories += value("kcal");
    totals.protein += value("protein");
    totals.fat += value("fat");
    totals.carbs += value("carbs");
    const micronutrients = micronutrientsIn(m.food.per100g, grams);
    for (const key of MICRONUTRIENT_KEYS) micronutrients[key] = round(micronutrients[key], 3);
    const item: AnalyzedItem = {
      text: text.slice(Math.min(...starts), Math.max(...ends)),
      foodId: m.food.id,
      name: (lang === "ru" ? m.food.namesRu[0] : m.food.namesEn[0]) ?? m.food.id,
      grams: round(grams, 1),
      calories: round(value("kcal"), 1),
      protein: round(value("protein"), 1),
      fat: round(value("fat"), 1),
      carbs: round(value("carbs"), 1),
      micronutrients,
      confidence: round(Math.min(1, Math.max(0, confidence)), 2),
      portionAssumed: portion.assumed,
      ...(portion.caloriesStated ? { caloriesStated: true } : {}),
    };
    return item;
  });
  return { items, totals };
}
