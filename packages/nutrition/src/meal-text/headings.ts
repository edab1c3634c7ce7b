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
