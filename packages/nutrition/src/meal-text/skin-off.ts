// Poultry eaten without its skin, said in words beside it ("rotisserie chicken breast, took the skin off").
import { aliasKey, type Database, type Food, fnddsCodeOf, fnddsFoodId } from "../database";
import { fnddsCodeNamed, fnddsName } from "../fndds";
import { stem } from "../text";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import { PREPARATION_STEMS } from "./modifiers";

/** Ways a diary says the skin was not eaten. */
const SKIN_OFF =
  /\b(?:skinless|no skin|without (?:the )?skin|skin (?:off|removed|taken off|pulled off)|(?:took|take|taking|pulled|peeled|removed) (?:the |all the |off the )?skin(?: off)?)\b/i;

/**
 * "half a rotisserie chicken breast, took the skin off": FNDDS keeps poultry with its skin eaten and without it as two
 * records of one name ("Chicken breast, rotisserie, skin eaten" 175 kcal per 100 g, "…, skin not eaten" 144); where the
 * words up to the next food say the skin came off, the food read is the one without it. The skin's words were left
 * unread and the skin counted (decision 024, the fiftieth batch).
 */
export function skinTakenOff(db: Database, text: string, elements: readonly Element[], matches: FoodMatch[]): void {
  matches.forEach((m, k) => {
    const code = fnddsCodeOf(m.food.source);
    const name = code ? fnddsName(code) : undefined;
    if (!name || !/, skin eaten\b/.test(name)) return;
    const next = matches[k + 1];
    const end = next ? elements[next.from]!.start : text.length;
    if (!SKIN_OFF.test(text.slice(elements[m.from]!.start, end))) return;
    const without = fnddsCodeNamed(name.replace(/, skin eaten\b/, ", skin not eaten"));
    const food = without ? db.byId.get(fnddsFoodId(without)) : undefined;
    if (food) m.food = food;
  });
}

const SKIN = stem("skin");
const ON = stem("on");

/**
 * "two chicken thighs roasted w skin", "2 roasted chicken thighs with skin": the skin said after a word of how the
 * bird was cooked is the catalog's skin-on piece, as "chicken thighs w skin" already read; the word "skin" was left
 * unread and the thigh counted without it. FNDDS's records of a piece "skin not eaten" turn to their "skin eaten"
 * twin. Decision 024, follow-up: English diary lines written fresh.
 */
export function skinLeftOn(db: Database, elements: readonly Element[], matches: FoodMatch[]): void {
  for (const m of matches) {
    let k = m.to;
    while (isPreparation(elements[k])) k++;
    const link = elements[k];
    const skin = link?.kind === "connector" && !link.and ? k + 1 : -1;
    const word = elements[skin];
    if (skin < 0 || word?.kind !== "word" || word.stem !== SKIN) continue;
    const after = elements[skin + 1];
    if (after?.kind === "word" && after.stem !== ON && !isPreparation(after)) continue;
    const food = hasSkin(m.food) ? m.food : withSkin(db, m);
    if (!food) continue;
    m.food = food;
    // The words up to "skin" (and its "on") say how the piece was had, nothing of their own.
    const to = after?.kind === "word" && after.stem === ON ? skin + 2 : skin + 1;
    m.absorbed = [...(m.absorbed ?? []), { from: m.to, to }];
    m.to = to;
  }
}

function hasSkin(food: Food): boolean {
  const code = fnddsCodeOf(food.source);
  const name = code ? fnddsName(code) : undefined;
  return (name !== undefined && /, skin eaten\b/.test(name)) || food.namesEn.some((n) => /\bwith skin\b/.test(n));
}

function isPreparation(e: Element | undefined): boolean {
  return e?.kind === "word" && PREPARATION_STEMS.has(e.stem);
}

/** The food's skin-on twin: its name "with skin" in the catalog, or FNDDS's record of it "skin eaten". */
function withSkin(db: Database, m: FoodMatch) {
  const code = fnddsCodeOf(m.food.source);
  const name = code ? fnddsName(code) : undefined;
  if (name && /, skin not eaten\b/.test(name)) {
    const eaten = fnddsCodeNamed(name.replace(/, skin not eaten\b/, ", skin eaten"));
    return eaten ? db.byId.get(fnddsFoodId(eaten)) : undefined;
  }
  const words = (m.food.namesEn[0] ?? "").split(/\s+/).map(stem);
  const found = db.aliases.get(aliasKey([...words, "with", SKIN]))?.[0]?.food;
  return found && found.id !== m.food.id ? found : undefined;
}
