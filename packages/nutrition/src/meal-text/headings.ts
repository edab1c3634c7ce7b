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

/** Whether only describing words ("meal prep", a hashtag) come before the element at `from`. */
export function firstSaid(elements: readonly Element[], from: number): boolean {
  return elements.slice(0, from).every((e) => e.kind === "word" && e.note === "describes");
}
