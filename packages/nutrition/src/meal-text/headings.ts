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
  if (!first || !next || first.from !== 0 || matches.length < 4) return matches;
  if (!/^\s+[-–—]\s/.test(text.slice(elements[first.to - 1]!.end))) return matches;
  const between = elements.slice(first.to, next.from);
  if (!between.every((e) => e.kind === "number" || e.kind === "unit")) return matches;
  const commas = text.slice(elements[next.from]!.start).match(/,/g)?.length ?? 0;
  return commas >= 2 ? matches.slice(1) : matches;
}
