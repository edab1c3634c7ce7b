// Ice cream said in the cone it was served in ("mint chip ice cream in a waffle cone"): FNDDS's cone already holds it.
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/** FNDDS's ice cream in a cone, scooped or soft serve ("Ice cream cone, scooped, vanilla, waffle cone"). */
const ICE_CREAM_CONE = /^Ice cream cone\b/;
/** FNDDS's ice creams (13110000-13139999) and the catalog's (SR28 19095). */
const ICE_CREAM_SOURCE = /^fn:131[123]\d{4}$|^sr:19095$/;
/** Only "in" and an article between the ice cream and its cone. */
const IN_A = /^\s+in\s+(?:an?\s+)?$/i;

function servedIn(iceCream: FoodMatch, cone: FoodMatch, elements: readonly Element[], text: string): boolean {
  if (!ICE_CREAM_SOURCE.test(iceCream.food.source) || !ICE_CREAM_CONE.test(cone.food.namesEn[0] ?? "")) return false;
  const last = elements[iceCream.to - 1]!;
  const end = IN_A.test(text.slice(last.end, elements[cone.from]!.start));
  // FNDDS's name may have taken the "in" into the ice cream's span ("vanilla ice cream in").
  const inTaken = last.kind === "word" && /^in$/i.test(text.slice(last.start, last.end));
  return end || (inTaken && /^\s+(?:an?\s+)?$/i.test(text.slice(last.end, elements[cone.from]!.start)));
}

/**
 * "vanilla ice cream in a waffle cone", "mint chocolate chip ice cream in a cone": the ice cream is what FNDDS's scooped
 * cone holds (a waffle cone 255 g with its ice cream), so the two are one item, the cone's; counted apart, the ice
 * cream was had twice.
 */
export function iceCreamInItsCone(text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  for (let i = matches.length - 1; i > 0; i--) {
    const iceCream = matches[i - 1]!;
    const cone = matches[i]!;
    if (!servedIn(iceCream, cone, elements, text)) continue;
    matches.splice(i - 1, 2, {
      ...cone,
      from: iceCream.from,
      fuzzyWords: iceCream.fuzzyWords + cone.fuzzyWords,
      absorbed: [...(cone.absorbed ?? []), { from: iceCream.from, to: cone.from }],
    });
  }
}
