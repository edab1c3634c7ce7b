// Words a meal told as a sentence holds around its foods that name no food and no amount: how it was had ("quickly",
// "ordered"), what the person thought of it ("delicious", "quite tasty"), whose cooking or which cuisine it was ("my
// mom's", "we ordered chinese"), how it was warmed ("warmed up in the microwave"), and how hungry the person was. Said
// beside a food they describe it (modifiers.ts reads them so); said apart, between commas or after the meal's own
// words, they were shown as words not read ("quickly", "a delicious", "homemade", "wasn't very hungry", "ordered
// chinese"), as if a food had been missed. Docs/product.md (every word typed is shown with an item or as not read) and
// decision 024, follow-up "English meals told as sentences".
import { stem } from "../text";
import type { Element } from "./elements";
import { PLACE } from "./places";

const TOLD: ReadonlySet<string> = new Set(
  [
    // how and when it was had
    "quickly",
    "quick",
    "fast",
    "ordered",
    "made",
    "cooked",
    "warmed",
    "reheated",
    "heated",
    "microwaved",
    "microwave",
    "up",
    "in",
    "usual",
    "typical",
    "out",
    "together",
    "them",
    "they",
    "us",
    "our",
    // what the person thought of it
    "delicious",
    "tasty",
    "yummy",
    "amazing",
    "lovely",
    "nice",
    "good",
    "really",
    "quite",
    "pretty",
    "so",
    "very",
    "super",
    // how hungry the person was
    "hungry",
    "starving",
    "wasnt",
    "wasn't",
    "wasn",
    "not",
    // where it came from and whose cooking it was
    "homemade",
    "leftover",
    "takeout",
    "takeaway",
    "restaurant",
    "restaurants",
    "mom",
    "moms",
    "mum",
    "mums",
    "grandma",
    "grandmas",
    "grandmother",
    "grandmothers",
    // a cuisine said alone is what was ordered, not a food ("we ordered chinese", "leftover chinese takeout")
    "chinese",
    "indian",
    "thai",
    "mexican",
    "italian",
    "japanese",
    "korean",
    "vietnamese",
    "greek",
    "lebanese",
    "turkish",
  ].map((w) => stem(w)),
);

/** The articles a told phrase may open with ("a delicious", "a quick"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an"].map((w) => stem(w)));

/** Whether every word of the run is told around the meal, and at least one is not an article. */
export function toldAroundTheMeal(run: readonly Element[]): boolean {
  let told = false;
  for (const e of run) {
    if (e.kind !== "word") return false;
    // "warmed up in the microwave at work": a place said among them is read already (places.ts).
    if (TOLD.has(e.stem)) told = true;
    else if (e.stem === PLACE) continue;
    else if (!ARTICLES.has(e.stem) && !/^[st]$/.test(e.stem)) return false;
  }
  return told;
}
