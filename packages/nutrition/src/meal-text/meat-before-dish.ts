// A meat named beside a dish whose record already holds its meat ("beef lasagna", "fajitas chicken") says which meat
// the dish is made with, never a portion of meat beside it (decision 024).
import { DISH_KINDS_BY_MEAT, DISHES_WITH_THEIR_MEAT } from "../catalog/index";
import type { Database, Food } from "../database";
import { type Element, isAmount } from "./elements";
import { type FoodMatch, isMeat, isMeatWord, withNamedBefore } from "./food-spans";

/** Whether `meat` is one bare meat word typed right before `dish`, with nothing of its own between or inside. */
function namesTheDishMeat(meat: FoodMatch, dish: FoodMatch, elements: readonly Element[]): boolean {
  if (meat.to !== dish.from || meat.absorbed || meat.madeOf) return false;
  if (!DISHES_WITH_THEIR_MEAT.has(dish.food.id) || !isMeat(meat.food) || dishOfMeat(meat)) return false;
  for (let k = meat.from; k < meat.to; k++) {
    if (elements[k]?.kind !== "word") return false;
  }
  return true;
}

/**
 * "kung pao chicken fried rice", "orange chicken chow mein": a dish named by its meat (FNDDS's mixed dishes of meat,
 * 27xxxxxx, and frozen meals, 28xxxxxx, or a recipe of the catalog) is a plate of its own beside the other, as a
 * takeaway's two-item plate is typed; it was dropped without a word into the chicken fried rice.
 */
function dishOfMeat(meat: FoodMatch): boolean {
  return /^fn:2[78]/.test(meat.food.source) || meat.food.components !== undefined;
}

/**
 * "fajitas chicken", "pho beef": the meat typed right after such a dish, as a menu lists it, with no amount of its own
 * after it ("fried rice chicken 200g" weighs the chicken).
 */
function namesItsMeatAfter(dish: FoodMatch, meat: FoodMatch, elements: readonly Element[]): boolean {
  if (isAmount(elements[meat.to])) return false;
  return namesTheDishMeat(meat, { ...dish, from: meat.to }, elements) && dish.to === meat.from;
}

/**
 * "beef lasagna", "shrimp pad thai", "8 pork dumplings", "beef teriyaki bowl": a meat typed right before a dish whose
 * record already holds its meat (catalog DISHES_WITH_THEIR_MEAT) says which meat it is, as "burrito w/ steak" does
 * after it (absorbFillings); read as two items it had added a 120 g portion of meat beside the dish, and a count
 * before the meat ("8 pork dumplings") was left to nothing.
 */
export function meatBeforeDish(matches: readonly FoodMatch[], elements: readonly Element[]): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (const m of matches) {
    const prev = out[out.length - 1];
    if (prev && namesTheDishMeat(prev, m, elements)) {
      out[out.length - 1] = withNamedBefore(prev, m);
      meatJoinedBefore(out, elements);
      continue;
    }
    if (DISHES_WITH_THEIR_MEAT.has(m.food.id) && isMeatWord(elements[m.from])) {
      out.push(m);
      meatJoinedBefore(out, elements);
      continue;
    }
    if (prev && namesItsMeatAfter(prev, m, elements)) {
      out[out.length - 1] = {
        ...prev,
        to: m.to,
        fuzzyWords: prev.fuzzyWords + m.fuzzyWords,
        absorbed: [...(prev.absorbed ?? []), { from: m.from, to: m.to }],
      };
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * "chicken and sausage jambalaya", "chicken and beef fajitas": a meat joined by "and" to the meat a dish is named by
 * (the last of `out`) is the dish's meat too; it had stayed a 120 g portion of chicken beside the dish.
 */
function meatJoinedBefore(out: FoodMatch[], elements: readonly Element[]): void {
  const dish = out[out.length - 1];
  const meat = out[out.length - 2];
  const link = dish ? elements[dish.from - 1] : undefined;
  if (!dish || !meat || link?.kind !== "connector" || !link.and || meat.to !== dish.from - 1) return;
  if (!namesTheDishMeat(meat, { ...dish, from: meat.to }, elements)) return;
  out.splice(out.length - 2, 2, withNamedBefore(meat, dish));
}

/**
 * Poultry (SR28 group 05, FNDDS 24) and fish and shellfish (group 15, FNDDS 26), the kinds a dish is recorded with, or
 * a catalog food named by one ("grilled chicken").
 */
function meatKind(food: Food): "poultry" | "seafood" | undefined {
  const last = food.namesEn[0]?.toLowerCase().split(/\s+/).at(-1) ?? "";
  if (/^(?:sr:05|fn:24)/.test(food.source) || POULTRY.has(last)) return "poultry";
  if (/^(?:sr:15|fn:26)/.test(food.source) || SEAFOOD.has(last)) return "seafood";
  return undefined;
}
const POULTRY: ReadonlySet<string> = new Set(["chicken", "turkey"]);
const SEAFOOD: ReadonlySet<string> = new Set(["shrimp", "shrimps", "prawns", "salmon", "fish", "scallops", "crab"]);

/**
 * "fettuccine alfredo with chicken", "паста альфредо с креветками": a plain dish said "with" a poultry or a seafood
 * with no amount of its own, where FNDDS records the dish with it (catalog DISH_KINDS_BY_MEAT), is that record; it was
 * the plain plate and 120 g of chicken beside it (decision 024, "Readings left open, a second round").
 */
export function dishOfItsMeat(db: Database, matches: readonly FoodMatch[], elements: readonly Element[]): FoodMatch[] {
  const out: FoodMatch[] = [];
  for (let i = 0; i < matches.length; i++) {
    const dish = matches[i]!;
    const meat = matches[i + 1];
    const kinds = DISH_KINDS_BY_MEAT[dish.food.id];
    const between = meat ? elements.slice(dish.to, meat.from) : [];
    const link = between.length === 1 ? between[0] : undefined;
    const kind = meat && isMeat(meat.food) ? meatKind(meat.food) : undefined;
    const food = kinds && kind ? db.byId.get(kinds[kind]) : undefined;
    if (!meat || !food || link?.kind !== "connector" || link.and || isAmount(elements[meat.to])) {
      out.push(dish);
      continue;
    }
    out.push({
      ...dish,
      food,
      to: meat.to,
      fuzzyWords: dish.fuzzyWords + meat.fuzzyWords,
      absorbed: [...(dish.absorbed ?? []), { from: meat.from, to: meat.to }],
    });
    i++;
  }
  return out;
}
