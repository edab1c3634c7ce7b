// A "biscuit" in British English: the sweet one eaten with a cup of tea, not the American scone-like bread.
import type { Lang } from "../analyze";
import type { Database } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";

/** The catalog's American biscuit (SR28 plain or buttermilk, 60 g), whose names also hold the scone. */
const AMERICAN_BISCUIT = "biscuits";
/** The catalog's British sweet biscuit, a digestive of 15 g. */
const SWEET_BISCUIT = "digestive";
/** Hot teas a British biscuit goes with; iced and sweet tea are American and say nothing of it. */
const HOT_TEAS: ReadonlySet<string> = new Set(["tea", "tea-with-milk", "green-tea", "herbal-tea"]);
const BISCUIT_WORD = /^biscuits?$/i;

/**
 * "a cuppa and 2 biscuits", "a few biscuits with my tea": biscuits typed beside a hot tea are the British sweet ones,
 * 15 g each; read as the American bread they were 60 g apiece, four times the energy. A scone is still the bread, and
 * a biscuit with no tea in the meal stays American ("biscuits and gravy" is its own dish).
 */
export function biscuitsWithTea(
  db: Database,
  lang: Lang,
  matches: FoodMatch[],
  elements: Element[],
  text: string,
): void {
  if (lang !== "en" || !matches.some((m) => HOT_TEAS.has(m.food.id))) return;
  const sweet = db.byId.get(SWEET_BISCUIT);
  if (!sweet) return;
  for (const m of matches) {
    if (m.food.id === AMERICAN_BISCUIT && typedAsBiscuit(m, elements, text)) m.food = sweet;
  }
}

/** Whether the food's last typed word is "biscuit" or "biscuits", not "scone". */
function typedAsBiscuit(m: FoodMatch, elements: Element[], text: string): boolean {
  const last = elements[m.to - 1];
  return last?.kind === "word" && BISCUIT_WORD.test(text.slice(last.start, last.end));
}
