// A pizza ordered by its crust and its topping, the word "pizza" unsaid ("2 slices of thin crust pepperoni", "large
// hand tossed pepperoni", "deep dish sausage"): the crust says it is a pizza, so the topping names the pizza made with
// it (decision 024, follow-up "English diary lines, a fifth batch"). Read as typed, "2 slices of thin crust pepperoni"
// was 4 g of pepperoni, 20 kcal, the crust words passed over as words that describe.
import { stem } from "../text";
import type { Element } from "./elements";

/** A pizza's crust or style, as stems, said before its topping or right after it. */
const CRUSTS: readonly (readonly string[])[] = [
  ["thin", "crust"],
  ["thick", "crust"],
  ["stuffed", "crust"],
  ["hand", "tossed"],
  ["handtossed"],
  ["deep", "dish"],
  ["pan"],
  ["brooklyn", "style"],
  ["ny", "style"],
  ["new", "york", "style"],
  ["chicago", "style"],
  ["detroit", "style"],
].map((words) => words.map(stem));

/** Toppings a pizza is ordered by, as stems: the catalog and FNDDS name a pizza of each. */
const TOPPINGS: ReadonlySet<string> = new Set(
  ["pepperoni", "cheese", "sausage", "margherita", "hawaiian", "supreme", "veggie", "mushroom"].map(stem),
);
const PIZZA = stem("pizza");

function crustAt(elements: readonly Element[], k: number): number {
  // Asked at every element of every English line: plain loops, where a closure made for each crust at each element
  // was a sixteenth of what a long list's reading allocates (decision 027, follow-up "the reading's time per item").
  for (const words of CRUSTS) {
    let n = 0;
    while (n < words.length) {
      const e = elements[k + n];
      if (e?.kind !== "word" || e.note || e.stem !== words[n]) break;
      n++;
    }
    if (n === words.length) return words.length;
  }
  return 0;
}

/** Whether the item ends at `k`: the line's end, a separator, a connector or an amount. */
function endsAt(elements: readonly Element[], k: number): boolean {
  const e = elements[k];
  return e === undefined || e.kind === "separator" || e.kind === "connector" || e.kind === "number";
}

/**
 * Puts the unsaid "pizza" after a topping said with a crust: "thin crust pepperoni" is read as "thin crust pepperoni
 * pizza", "pepperoni thin crust" as "pepperoni pizza thin crust". The word takes no room in the text, so nothing new
 * is shown unread.
 */
export function pizzaOfItsCrust(elements: Element[]): void {
  for (let k = 0; k < elements.length; k++) {
    const crust = crustAt(elements, k);
    if (crust > 0) {
      const topping = elements[k + crust];
      if (topping?.kind === "word" && !topping.note && TOPPINGS.has(topping.stem) && endsAt(elements, k + crust + 1)) {
        elements.splice(k + crust + 1, 0, { kind: "word", stem: PIZZA, start: topping.end, end: topping.end });
        k += crust + 1;
      }
      continue;
    }
    const topping = elements[k];
    if (topping?.kind !== "word" || topping.note || !TOPPINGS.has(topping.stem)) continue;
    const after = crustAt(elements, k + 1);
    if (
      after > 0 &&
      endsAt(elements, k + 1 + after) &&
      (k === 0 || endsAt(elements, k - 1) || elements[k - 1]?.kind === "unit")
    ) {
      elements.splice(k + 1, 0, { kind: "word", stem: PIZZA, start: topping.end, end: topping.end });
      k += after + 1;
    }
  }
}
