// A flavour said alone after a comma ("ice cream cone, chocolate"): the kind of the food before it, as FNDDS lists it.
import { aliasKey, type Database, type Food, fnddsFoodId } from "../database";
import { FRUIT_FLAVOURS, findFnddsName, fnddsName, OTHER_FLAVOURS } from "../fndds";
import { stem } from "../text";
import type { Element } from "./elements";
import { type FoodMatch, windowStems } from "./food-spans";

/** A flavour said alone after a comma: a fruit's or another flavour's word, typed in the singular. */
const FLAVOUR_SAID: ReadonlySet<string> = new Set([...FRUIT_FLAVOURS, ...OTHER_FLAVOURS]);

/**
 * "ice cream cone, chocolate", "milkshake, strawberry", "muffin, blueberry": a flavour said alone after a comma, ending
 * the item, names the kind of the food before it, as FNDDS lists its records ("Ice cream cone, scooped, chocolate"),
 * where the food in that flavour has a name of its own; it was a chocolate bar or a bowl of strawberries beside it.
 * Plural fruit ("yogurt, strawberries") and a food named by its flavour ("honey", "coffee") stay foods of their own.
 */
export function flavourAfterAComma(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]) {
  for (let i = matches.length - 1; i > 0; i--) {
    const food = matches[i - 1]!;
    const flavour = matches[i]!;
    if (flavour.to - flavour.from !== 1 || flavour.from - food.to !== 1) continue;
    const comma = elements[food.to]!;
    const word = elements[flavour.from]!;
    if (comma.kind !== "separator" || text.slice(comma.start, comma.end) !== ",") continue;
    if (word.kind !== "word" || !FLAVOUR_SAID.has(text.slice(word.start, word.end).toLowerCase())) continue;
    // Ending the item: a comma-separated list goes on ("ice cream, chocolate, cookies" stays three foods).
    const after = elements[flavour.to];
    if (after !== undefined && (after.kind !== "separator" || text.slice(after.start, after.end) === ",")) continue;
    const stems = windowStems(elements as Element[], food.from, food.to, null);
    if (!stems) continue;
    const named = [word.stem, ...stems];
    const said = text.slice(word.start, word.end).toLowerCase();
    const flavoured = db.aliases.get(aliasKey(named))?.[0]?.food ?? fnddsOfTheFood(db, named, stems, said);
    if (!flavoured || flavoured.id === food.food.id) continue;
    matches.splice(i - 1, 2, {
      ...food,
      food: flavoured,
      to: flavour.to,
      fuzzyWords: food.fuzzyWords + flavour.fuzzyWords,
      absorbed: [...(food.absorbed ?? []), { from: food.to, to: flavour.to }],
    });
  }
}

/**
 * FNDDS's record of the food in that flavour: its description's first part names the food typed before the comma,
 * never a dish the flavour names ("Lemon chicken" of "chicken, lemon"), and the rest names the flavour itself, not
 * its class: "cereal, banana" is a bowl of cereal and a banana, not FNDDS's "Cereal, fruit rings".
 */
function fnddsOfTheFood(db: Database, named: readonly string[], food: readonly string[], flavour: string) {
  const code = findFnddsName(named);
  const name = code ? (fnddsName(code)?.toLowerCase() ?? "") : "";
  const words = name.split(",")[0]?.match(/[a-z]+/g) ?? [];
  if (!code || words.length === 0 || !words.every((w) => food.includes(stem(w)))) return undefined;
  const said: readonly string[] = name.match(/[a-z]+/g) ?? [];
  if (!said.includes(flavour)) return undefined;
  return db.byId.get(fnddsFoodId(code));
}

/**
 * "pbj on wheat, crunchy pb", "turkey sandwich, whole wheat bread", "burrito bowl, brown rice": a food said after a
 * comma with a word of its kind before it, which the dish before the comma already holds, says what that part was; it
 * was a second food beside the dish (the peanut butter counted twice, 554 kcal for the sandwich). The dish holds it
 * when one of its English names holds the food's ("peanut butter sandwich"), when its recipe has it or a food it is a
 * kind of among its main parts, or, a sandwich, when it is a bread. Said plain ("pbj, pb") or with an amount it is
 * more of it, eaten beside.
 */
export function kindOfItsPartAfterAComma(
  db: Database,
  text: string,
  elements: readonly Element[],
  matches: FoodMatch[],
) {
  for (let i = matches.length - 1; i > 0; i--) {
    const dish = matches[i - 1]!;
    const part = matches[i]!;
    const comma = elements[dish.to];
    if (comma?.kind !== "separator" || text.slice(comma.start, comma.end) !== ",") continue;
    const said = elements.slice(dish.to + 1, part.to);
    if (said.length < 2 || !said.every((e) => e.kind === "word")) continue;
    const held = heldPart(db, dish.food, part.food);
    const first = said[0] as Extract<Element, { kind: "word" }>;
    if (!held || held.includes(first.stem)) continue;
    matches.splice(i - 1, 2, {
      ...dish,
      to: part.to,
      fuzzyWords: dish.fuzzyWords + part.fuzzyWords,
      absorbed: [...(dish.absorbed ?? []), { from: dish.to, to: part.to }],
    });
  }
}

/** A MAIN part of a recipe is at least this share of its raw weight (as food-spans.ts reads typed parts). */
const MAIN_PART_SHARE = 0.1;

/** The stems of the name under which `dish` holds `food`, if it does. */
function heldPart(db: Database, dish: Food, food: Food): string[] | undefined {
  const stemsOf = (name: string) => (name.toLowerCase().match(/[a-z]+/g) ?? []).map(stem);
  const within = (inner: readonly string[], outer: readonly string[]) =>
    inner.length > 0 && outer.some((_, k) => inner.every((w, j) => outer[k + j] === w));
  const dishNames = dish.namesEn.map(stemsOf);
  const named = food.namesEn.map(stemsOf).find((n) => dishNames.some((d) => d.length > n.length && within(n, d)));
  if (named) return named;
  for (const { id, share } of dish.components ?? []) {
    const part = share >= MAIN_PART_SHARE ? db.byId.get(id) : undefined;
    if (!part) continue;
    if (part.id === food.id) return stemsOf(part.namesEn[0] ?? "");
    const foodNames = food.namesEn.map(stemsOf);
    const kindOf = part.namesEn.map(stemsOf).find((p) => foodNames.some((f) => within(p, f)));
    if (kindOf) return kindOf;
  }
  const bread = food.namesEn.some((n) => /\b(?:bread|toast)\b/.test(n.toLowerCase()));
  return bread && dish.namesEn.some((n) => /\bsandwich\b/.test(n.toLowerCase())) ? [BREAD] : undefined;
}

const BREAD = stem("bread");
