// A drink made "на" a milk named by its kind alone, after the drink's amount or before it ("латте 400 мл на
// кокосовом", "раф на миндальном 350 мл", "кофе с молоком на безлактозном"): decision 024, follow-up on milks named
// after the amount. The word is made the milk it names, so that food-spans.ts's madeOnMilk reads the drink made with
// it where the catalog has one, and price.ts otherwise puts that milk into the drink at its usual share.
import { ADDED_TO_DRINKS } from "../catalog/index";
import type { Database } from "../database";
import { wordTable } from "../word-table";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

/**
 * The milk each adjective names, by its stem. A plant milk said no further ("на растительном") is the oat drink, the
 * plant milk Russian cafés pour by default; a lactose-free milk is milk (FNDDS 11114330, lactose free 2%, has the
 * energy and macronutrients of 11112110, 2%, to the gram).
 */
const MILK_BY_KIND: Readonly<Record<string, string>> = wordTable({
  овсян: "ru-oat-milk",
  миндальн: "almond-milk",
  соев: "soy-milk",
  кокосов: "coconut-milk-drink",
  рисов: "rice-milk",
  растительн: "ru-oat-milk",
  безлактозн: "ru-milk",
});

/** The milks a café pours in place of cow's milk, by the catalog's rows ("латте на овсяном"): the kinds above but milk. */
export const PLANT_MILKS: ReadonlySet<string> = new Set(Object.values(MILK_BY_KIND).filter((id) => id !== "ru-milk"));

/** The stem of a lactose-free milk's adjective, which says nothing of what the milk holds. */
export const LACTOSE_FREE = "безлактозн";

/** "на кокосовом молоке" after a drink is the carton drink poured in a café, never the can a curry is cooked with. */
const CANNED_COCONUT_MILK = "coconut-milk";

/** Whether the element is part of an amount typed between a drink and its milk ("латте 400 мл на овсяном"). */
export function partOfAnAmount(e: Element): boolean {
  return e.kind === "number" || e.kind === "unit";
}

export function milkNamedByItsKind(db: Database, matches: FoodMatch[], elements: Element[], text: string): FoodMatch[] {
  const out = matches.map((m) => ({ ...m }));
  const covered = (k: number) => out.some((m) => m.from <= k && k < m.to);
  for (const drink of matches) {
    if (drink.food.drink !== true) continue;
    let k = drink.to;
    while (k < elements.length && partOfAnAmount(elements[k]!) && !covered(k)) k++;
    const e = elements[k];
    if (e?.kind !== "word" || !/^\s+на\s+$/i.test(text.slice(elements[k - 1]!.end, e.start))) continue;
    const named = out.find((m) => m.from === k);
    if (named?.food.id === CANNED_COCONUT_MILK) {
      named.food = db.byId.get(MILK_BY_KIND["кокосов"]!) ?? named.food;
      continue;
    }
    const milk = MILK_BY_KIND[e.stem];
    const food = milk === undefined ? undefined : db.byId.get(milk);
    if (!food || covered(k)) continue;
    // "на безлактозном молоке": the milk named after the adjective is that milk, the adjective its first word.
    const after = out.find((m) => m.from === k + 1 && m.food.id.includes("milk"));
    if (after) {
      after.from = k;
      if (e.stem === LACTOSE_FREE) after.food = food;
      continue;
    }
    const next = elements[k + 1];
    const to = next?.kind === "word" && next.stem.startsWith("молок") && !covered(k + 1) ? k + 2 : k + 1;
    out.push({ food, from: k, to, fuzzyWords: 0 });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** Millilitres or grams of a milk said after it that are a splash, not the drink it went into. */
const MOST_SPLASH = 50;

/**
 * "кофе на овсяном молоке 300 мл", "американо на кокосовом 350 мл": a volume or weight after the milk a drink is made
 * on, past a splash, is the drink's, as it is after "кофе с овсяным молоком"; it was 300 ml of oat milk beside the
 * coffee's assumed mug. The milk goes in at its splash (price.ts).
 */
export function amountOfTheDrinkMadeOn(
  matches: readonly FoodMatch[],
  elements: readonly Element[],
  text: string,
  assigned: Map<FoodMatch, Quantity>,
): void {
  for (let k = 1; k < matches.length; k++) {
    const milk = matches[k]!;
    const drink = matches[k - 1]!;
    const q = assigned.get(milk);
    if (!q || q.from < milk.to || assigned.has(drink) || drink.food.drink !== true || drink.to !== milk.from) continue;
    if (ADDED_TO_DRINKS[milk.food.id] === undefined || !milk.food.id.includes("milk")) continue;
    if (!/^\s+на\s+$/i.test(text.slice(elements[drink.to - 1]!.end, elements[milk.from]!.start))) continue;
    const said =
      q.unit?.kind === "volume" && !q.unit.spoon && q.unit.unit === undefined
        ? q.count * q.unit.ml
        : q.unit?.kind === "mass"
          ? q.count * q.unit.gramsPerUnit
          : undefined;
    if (said === undefined || said <= MOST_SPLASH) continue;
    assigned.delete(milk);
    assigned.set(drink, q);
  }
}
