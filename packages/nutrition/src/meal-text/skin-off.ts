// Poultry eaten without its skin, said in words beside it ("rotisserie chicken breast, took the skin off").
import { type Database, fnddsCodeOf, fnddsFoodId } from "../database";
import { fnddsCodeNamed, fnddsName } from "../fndds";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

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
