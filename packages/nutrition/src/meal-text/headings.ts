import type { Database, Food } from "../database";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/**
 * "full english - 2 sausages, 2 rashers of bacon, fried egg, beans, toast": a food named first and closed by a
 * spaced dash, with a list of foods after it, is the heading of that list, as a colon closes one (headingsBeforeColon);
 * read as a food of its own, the whole breakfast was counted beside its own parts. Only a list of three or more foods
 * after the dash with a comma between them makes it a heading: "burger - fries" or "pizza - 2 slices" stay as typed.
 */
export function headingBeforeDash(matches: FoodMatch[], elements: Element[], text: string): FoodMatch[] {
  const first = matches[0];
  const next = matches[1];
  if (!first || !next || !firstSaid(elements, first.from) || matches.length < 4) return matches;
  // "turkey taco bowl - 4 oz turkey, …": the vessel named after the heading's food ("bowl", "box") is part of it; the
  // dash was looked for after "taco" and the bowl counted as a 172 g taco beside its parts (decision 024, follow-up:
  // the forty-first batch).
  let end = first.to;
  while (end < next.from && elements[end]?.kind === "unit") end++;
  if (!/^\s+[-–—]\s/.test(text.slice(elements[end - 1]!.end))) return matches;
  const between = elements.slice(end, next.from);
  if (!between.every((e) => e.kind === "number" || e.kind === "unit")) return matches;
  const commas = text.slice(elements[next.from]!.start).match(/,/g)?.length ?? 0;
  return commas >= 2 ? matches.slice(1) : matches;
}

/** The stems of the words typed for a match, less what its span absorbed. */
function typedStems(m: FoodMatch, elements: Element[]): string[] {
  return elements.slice(m.from, m.to).flatMap((e) => (e.kind === "word" ? [e.stem] : []));
}

const amountAt = (e: Element | undefined) => e?.kind === "number" || e?.kind === "unit";

/**
 * "rice and beans, 1 cup rice and 1/2 cup pinto beans", "eggs and toast, 2 eggs and 1 slice toast": foods named first
 * with no amount and closed by a comma, then each named again with its amount right after it, are the heading of what
 * follows, as a colon closes one (headingsBeforeColon): the meal said, then what went into it. Read as foods
 * of their own they counted each twice (decision 024, the forty-third batch). The later food may be a kind of the
 * first ("beans" then "pinto beans"). Its words are left to the unmatched ones, never priced.
 */
export function headingRestatedWithAmounts(matches: FoodMatch[], elements: Element[], text: string): FoodMatch[] {
  // Only describing words may come first ("1) rice and beans, …": a list number; decision 024, the same meal typed
  // another way).
  if (!matches[0] || !firstSaid(elements, matches[0].from)) return matches;
  // The heading: the foods before the first comma, joined by "and"/"with" only, none with an amount of its own.
  let h = 1;
  while (h < matches.length) {
    const between = elements.slice(matches[h - 1]!.to, matches[h]!.from);
    if (between.length !== 1 || between[0]!.kind !== "connector") break;
    h++;
  }
  // Words may close the heading's last food ("tofu scramble"), never an amount.
  let end = matches[h - 1]!.to;
  while (elements[end]?.kind === "word") end++;
  const comma = elements[end];
  if (comma?.kind !== "separator" || !/^\s*,/.test(text.slice(elements[end - 1]!.end))) return matches;
  // One food said again after a comma is that food's amount said apart from it (quantities.ts,
  // restatedAfterASeparator), its words kept; a heading is of two foods or more.
  if (h < 2) return matches;
  const heading = matches.slice(0, h);
  const rest = matches.slice(h);
  // What follows names them again before any other food, in the next clause.
  const said = rest.slice(0, heading.length);
  if (said.length < heading.length) return matches;
  const clauseEnd = elements.findIndex((e, k) => k > end && e.kind === "separator");
  if (clauseEnd >= 0 && said.some((m) => m.to > clauseEnd)) return matches;
  const restated = heading.every((head) => {
    const words = typedStems(head, elements);
    return said.some(
      (m) =>
        (amountAt(elements[m.from - 1]) || amountAt(elements[m.to])) &&
        (m.food.id === head.food.id || words.every((w) => typedStems(m, elements).includes(w))),
    );
  });
  return restated ? rest : matches;
}

/** Whether only describing words ("meal prep", a hashtag) come before the element at `from`. */
export function firstSaid(elements: readonly Element[], from: number): boolean {
  return elements.slice(0, from).every((e) => e.kind === "word" && e.note === "describes");
}

/**
 * "fry up this morning, two eggs, bacon, sausages, beans and toast": a dish made of parts (a catalog recipe) named
 * first and closed by a comma, then a list in which two or more foods are its own parts, is the heading of that list,
 * as a dash or a colon closes one (headingBeforeDash); read as a food of its own, the whole breakfast was counted
 * beside its own parts. A list of other foods ("pizza, wings, fries") keeps the first as a food.
 */
export function headingBeforeItsParts(db: Database, matches: FoodMatch[], elements: Element[], text: string) {
  const [first, next] = matches;
  const parts = first?.food.components;
  if (!first || !next || !parts || !firstSaid(elements, first.from) || matches.length < 4) return matches;
  const between = elements.slice(first.to, next.from);
  if (!between.every((e) => e.kind === "word" || e.kind === "separator" || e.kind === "number")) return matches;
  if (!text.slice(elements[first.to - 1]!.end, elements[next.from]!.start).includes(",")) return matches;
  const heads = new Set(parts.flatMap(({ id }) => (db.byId.get(id) ? [headOf(db.byId.get(id)!)] : [])));
  const own = matches.slice(1).filter((m) => parts.some(({ id }) => id === m.food.id) || heads.has(headOf(m.food)));
  if (own.length < 2) return matches;
  // Its parts named bare are what it was made of, as after a colon (food-spans.ts, absorbFillings): "poke bowl,
  // salmon, rice, avocado, edamame" is the bowl, never its parts at a serving each; foods after them stay foods.
  const rest = matches.slice(1);
  if (own.every((m) => !amountAt(elements[m.from - 1]) && !amountAt(elements[m.to]))) {
    let n = 0;
    while (n < rest.length && own.includes(rest[n]!)) n++;
    if (n < own.length) return matches;
    const to = rest[n - 1]!.to;
    return [{ ...first, to, absorbed: [...(first.absorbed ?? []), { from: first.to, to }] }, ...rest.slice(n)];
  }
  return rest;
}

/** The stem of the last word of a food's first English name ("egg" of "fried egg", "beans" of "baked beans"). */
function headOf(food: Food): string {
  return stem((food.namesEn[0] ?? "").toLowerCase().split(/\s+/).at(-1) ?? "");
}

/** Dishes that are nothing but what went into them, blended or stirred together ("smoothie", "shake"). */
const BLENDS: ReadonlySet<string> = new Set(["smoothie", "shake", "protein-shake-drink", "milkshake"]);

/**
 * "smoothie with 1 banana, 1 cup frozen strawberries, 1 scoop protein, 1 cup almond milk", "chicken stir fry with 6 oz
 * chicken, 2 cups veggies, 1 tbsp sesame oil", "overnight oats 1/2 cup oats, 1/2 cup greek yogurt, 1/2 cup milk": a
 * dish named first with no amount, then what went into it each with its amount, after "with" or straight after it, is
 * the heading of that list, as after a comma (headingBeforeItsParts) or a colon: the meal said, then its recipe. Read as
 * a food of its own, the whole smoothie (324 g) or stir fry (300 g) was counted beside its own parts (decision 024,
 * follow-up "English diary lines, a fourth batch"). The dish is known to be made of them where it is a blend, where two
 * of them are its recipe's parts, or where one is the food it is named by ("oats" of "overnight oats"). A dish with
 * what it was served with ("chicken curry with 1 cup rice, 1 naan") keeps both.
 */
export function headingOfMeasuredParts(db: Database, matches: FoodMatch[], elements: Element[], text: string) {
  const [first, next] = matches;
  if (!first || !next || !firstSaid(elements, first.from) || matches.length < 4) return matches;
  // Only "with", a comma or nothing before the first part's amount; an amount right before the first part is its own
  // ("overnight oats 1/2 cup oats").
  const between = elements.slice(first.to, next.from).filter((e) => !amountAt(e));
  if (amountAt(elements[first.from - 1]) || (amountAt(elements[first.to]) && between.length > 0)) return matches;
  const joined = between.every((e, k) => (e.kind === "connector" && !e.and && k === 0) || e.kind === "separator");
  if (!joined || between.some((e) => e.kind === "separator" && !/^\s*,/.test(text.slice(e.start)))) return matches;
  const rest = matches.slice(1);
  const measured = rest.filter((m) => amountAt(elements[m.from - 1]) || amountAt(elements[m.to]));
  if (measured.length < 3 || !amountAt(elements[next.from - 1])) return matches;
  const parts = first.food.components ?? [];
  const heads = new Set(parts.flatMap(({ id }) => (db.byId.get(id) ? [headOf(db.byId.get(id)!)] : [])));
  const own = measured.filter((m) => parts.some(({ id }) => id === m.food.id) || heads.has(headOf(m.food)));
  const head = typedStems(first, elements).at(-1);
  const namedBy = measured.some(
    (m) => headOf(m.food) === headOf(first.food) || typedStems(m, elements).at(-1) === head,
  );
  return BLENDS.has(first.food.id) || own.length >= 2 || namedBy ? rest : matches;
}
