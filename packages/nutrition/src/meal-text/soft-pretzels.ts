// One pretzel counted in English is the soft pretzel of a bakery, a mall or a ballpark (FNDDS 54408400, "1
// medium/regular" 120 g), not the 3 g twist of a snack bag: no one counts a single twist, and "I had a hot dog at the
// ballpark and a pretzel" was 12 kcal of pretzel. Pretzels counted in the plural, a bag or a handful stay the snack
// (catalog pretzels, decision 024). Decision 024, follow-up "English meals told as sentences".
import type { Database } from "../database";
import type { Element } from "./elements";
import type { FoodMatch } from "./food-spans";
import type { Quantity } from "./quantities";

const HARD = "pretzels";
const SOFT = "soft-pretzel";

export function softPretzelsCounted(
  db: Database,
  text: string,
  elements: readonly Element[],
  matches: readonly FoodMatch[],
  assigned: ReadonlyMap<FoodMatch, Quantity>,
): void {
  const soft = db.byId.get(SOFT);
  if (!soft) return;
  for (const m of matches) {
    if (m.food.id !== HARD || !m.english) continue;
    const q = assigned.get(m);
    if (!q || q.unit || q.size || q.count !== 1) continue;
    // Only the plain word: "hard pretzels", "pretzel twists", "mini pretzels" name the snack.
    const typed = text.slice(elements[m.from]!.start, elements[m.to - 1]!.end).toLowerCase();
    if (typed === "pretzel") m.food = soft;
  }
}
