// "meat pie and sauce", "sausage roll with sauce": the sauce a savoury pastry is eaten with (decision 024, follow-up
// "English diary lines from outside the sets, a second batch").
import type { Database } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/** A pie, pasty or sausage roll sold hot by the piece, by its English names. */
const SAVOURY_PASTRY =
  /\b(?:meat|beef|steak|pork|chicken|mince|pot|kidney|ale|onion|mushroom|leek|ham) pies?\b|\bsausage rolls?\b|\bpast(?:y|ies)\b/;

/** The catalog's tomato ketchup (SR28 11935). */
const KETCHUP = "ketchup";
const TOMATO_SAUCE = "tomato-sauce";
const SAUCE = stem("sauce");

/**
 * "meat pie and sauce", "sausage roll w/ sauce", "steak pie, tomato sauce": in Australia, New Zealand and Britain the
 * sauce said with no kind (or "tomato sauce") beside a pie, a pasty or a sausage roll is the squirt of tomato ketchup
 * (or brown sauce) on it, not a pasta sauce; the catalog holds no brown sauce, and ketchup is the one of the two the
 * diaries name most, so it is read as ketchup, a tablespoon unless an amount is said. Bare "sauce" was left unread, and
 * "tomato sauce" was 125 g of the pasta sauce. Said beside any other food it is read as before.
 */
export function sauceWithAPie(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]) {
  const ketchup = db.byId.get(KETCHUP);
  if (!ketchup) return;
  const pastry = (m: FoodMatch | undefined) => m?.food.namesEn.some((n) => SAVOURY_PASTRY.test(n)) === true;
  // Joined to the food before by "and", "with", "&", "w/" or a comma, with at most its amount between.
  const joined = (before: FoodMatch, at: number) => {
    const link = elements[before.to];
    if (!link || (link.kind !== "connector" && text.slice(link.start, link.end) !== ",")) return false;
    return at > before.to && elements.slice(before.to + 1, at).every((e) => e.kind === "number" || e.kind === "unit");
  };
  for (let i = 1; i < matches.length; i++) {
    const m = matches[i]!;
    if (m.food.id === TOMATO_SAUCE && pastry(matches[i - 1]) && joined(matches[i - 1]!, m.from)) m.food = ketchup;
  }
  elements.forEach((e, k) => {
    if (e.kind !== "word" || e.stem !== SAUCE || matches.some((m) => m.from <= k && k < m.to)) return;
    const at = matches.findIndex((m) => m.from > k);
    const before = matches[(at < 0 ? matches.length : at) - 1];
    if (!before || !pastry(before) || !joined(before, k)) return;
    matches.splice(at < 0 ? matches.length : at, 0, { food: ketchup, from: k, to: k + 1, fuzzyWords: 0 });
  });
}
