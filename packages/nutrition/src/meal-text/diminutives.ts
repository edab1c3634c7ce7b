// Diminutives in Russian meal text (docs/product.md, Nutrition numbers: food named "the way people type it"):
// "супчик", "салатик", "бутербродик", "картошечка", "колбаска", "хлебушек", "винишко" are the food the same word
// without its endearing suffix names. The catalog lists the common ones as names; the rest are read here.
import { correctStem, type Database } from "../database";
import { stem as stemOf } from "../text";

/**
 * Suffix rewrites on a stem (after ../text.ts has cut the case ending), longest first. Each maps a diminutive stem
 * ending to what the plain word's stem ends with: "картошечк" → "картошк", "супчик" → "суп", "огурчик" → "огурец",
 * "коньячок" → "коньяк", "чаек" → "чай", "колбаск" → "колбас", "мясц" → "мяс", "сырничк" → "сырник", "слоечк" → "слойк".
 */
const REWRITES: readonly (readonly [suffix: string, replacements: readonly string[]])[] = [
  ["ушек", [""]],
  ["ышек", [""]],
  ["очек", ["ок", ""]],
  ["ечек", ["ок", ""]],
  // The genitive plural of a word in "-чка"/"-чко" puts "е" before its "к" (decision 024, the same meal misspelt):
  // "яичек" is "яичко"'s, "булочек" "булочка"'s; "омлет из 2 яичек" left the eggs unread and the omelette unweighed.
  // A word in "-ник" makes its diminutive in "-ничек": "рассольничек" → "рассольник", "сырничек" → "сырник". Read
  // only through the typo correction before, they were left unread once the dictionaries listed them (src/dictionary.ts).
  ["чек", ["чк", "к"]],
  // A word in "-йка" makes its diminutive in "-ечка": "слоечка" → "слойка", "саечка" → "сайка".
  ["ечк", ["к", "", "йк"]],
  // "курочка" is "курица"'s: "курочка гриль" is the catalog's "курица гриль", not a plain chicken.
  ["очк", ["к", "иц", ""]],
  ["ичк", ["ик", "", "к"]],
  ["ушк", [""]],
  // "ч" before the suffix is the plain word's "к": "коньячок" → "коньяк", "коньячку" → "коньяк".
  ["чок", ["к"]],
  ["чк", ["к"]],
  ["юшк", [""]],
  ["ишк", [""]],
  // "макарошки" is "макароны"'s, its "-он" made "-ошк": "макарошки по-флотски" was plain pasta (decision 024,
  // follow-up: Russian diary text).
  ["ошк", ["он"]],
  // A word ending in a vowel makes its diminutive in "-шка": "эскимошка" → "эскимо", "какаошка" → "какао".
  ["шк", [""]],
  ["чик", ["", "ец"]],
  ["ик", [""]],
  ["ок", ["", "й"]],
  ["ек", ["", "й"]],
  ["к", [""]],
  ["ц", [""]],
];

/** A plain stem shorter than this is too short to tell apart from another ("ча", "су"). */
const MIN_BASE = 3;

/**
 * The stem of the plain word a diminutive stem stands for, when that plain stem names a food in `known` and the
 * diminutive itself does not. A stem the catalog already knows is never rewritten, so a word with a meaning of its
 * own ("сырок", "булочка", "грудка") keeps it: a diminutive changes how a food is said, never which food it is.
 */
export function plainStem(known: ReadonlySet<string>, stem: string): string | undefined {
  if (known.has(stem)) return undefined;
  return rewrite(known, stem);
}

/**
 * The stem a typed word is read as: its plain word's where it is a diminutive (plainStem), unless that plain stem names
 * no food by itself while the word as typed is a slip of one that does. "сырнеки" is "сырники" with one letter
 * wrong, not a diminutive in "-ек" of the adjective stem "сырн" (of "сырная шаурма"), which left it unread.
 */
export function diminutiveOrSlip(db: Database, stem: string): string {
  const plain = plainStem(db.vocabularySet, stem);
  if (plain === undefined || db.aliases.has(plain)) return plain ?? stem;
  // "голубчики" are "голубцы": where the first plain stem a suffix reaches names no food by itself ("голуб", a word of
  // "голубой сыр"), a later one that does is the word; stuffed cabbage rolls were read as blueberries, "голуб" put
  // right to "голубик" (decision 024, follow-up "Russian diary text, a fourth sweep").
  const alone = rewrites(db.vocabularySet, stem).find((p) => db.aliases.has(p));
  if (alone !== undefined) return alone;
  const slip = correctStem(db, stem);
  return slip !== null && slip !== plain && db.aliases.has(slip) ? stem : plain;
}

/**
 * A diminutive the catalog lists as a name of the same food as its plain word ("кофеек" and "кофе" are both coffee):
 * the plain word's stem, which the longer names are built on, so "кофеёк с молочком" can be read as "кофе с
 * молоком". The matcher tries it after the word as typed (food-spans.ts), so a name built on the diminutive itself
 * ("гречка сухая") is found first.
 */
export function sameFoodPlainStem(db: Pick<Database, "vocabularySet" | "aliases">, stem: string): string | undefined {
  const known = db.vocabularySet;
  if (!known.has(stem)) return undefined;
  const cached = sameFood.get(stem);
  if (cached !== undefined) return cached || undefined;
  const food = (s: string) => db.aliases.get(s)?.[0]?.food;
  // Every plain stem a suffix allows, not only the first known one: "молочк" is "молок" past "мол", which "очк" → ""
  // reaches first, so "молочком" was no plain "молоком" and "гречка с молочком" was a glass of milk beside the
  // buckwheat (decision 024, follow-up: Russian diary text, a third sweep).
  const same = food(stem) === undefined ? "" : (rewrites(known, stem).find((p) => food(p) === food(stem)) ?? "");
  if (sameFood.size > 5000) sameFood.clear();
  sameFood.set(stem, same);
  return same || undefined;
}
const sameFood = new Map<string, string>();

/** The known plain stems the suffix rewrites reach from `stem`, in order; with `firstOnly` the first alone. */
function rewrites(known: ReadonlySet<string>, stem: string, firstOnly = false): string[] {
  const out: string[] = [];
  if (!/^[а-я]+$/.test(stem)) return out;
  for (const [suffix, replacements] of REWRITES) {
    if (!stem.endsWith(suffix)) continue;
    const base = stem.slice(0, -suffix.length);
    // "гречкк" is a doubled letter, a typo the fuzzy matcher corrects at lower confidence, not a suffix.
    if (base.length < MIN_BASE - 1 || base.endsWith(suffix[0]!)) continue;
    for (const r of replacements) {
      // The plain word may itself end like a case ending the stemmer cuts: "кофеек" → "кофе" → "коф".
      for (const candidate of [base + r, stemOf(base + r)]) {
        if (candidate.length < MIN_BASE || !known.has(candidate) || out.includes(candidate)) continue;
        out.push(candidate);
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

function rewrite(known: ReadonlySet<string>, stem: string): string | undefined {
  return rewrites(known, stem, true)[0];
}
