// Diminutives in Russian meal text (docs/product.md, Nutrition numbers: food named "the way people type it"):
// "супчик", "салатик", "бутербродик", "картошечка", "колбаска", "хлебушек", "винишко" are the food the same word
// without its endearing suffix names. The catalog lists the common ones as names; the rest are read here.

/**
 * Suffix rewrites on a stem (after ../text.ts has cut the case ending), longest first. Each maps a diminutive stem
 * ending to what the plain word's stem ends with: "картошечк" → "картошк", "супчик" → "суп", "огурчик" → "огурец",
 * "чаек" → "чай", "колбаск" → "колбас", "мясц" → "мяс".
 */
const REWRITES: readonly (readonly [suffix: string, replacements: readonly string[]])[] = [
  ["ушек", [""]],
  ["ышек", [""]],
  ["очек", ["ок", ""]],
  ["ечек", ["ок", ""]],
  ["ечк", ["к", ""]],
  ["очк", ["к", ""]],
  ["ичк", ["к", ""]],
  ["ушк", [""]],
  ["юшк", [""]],
  ["ишк", [""]],
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
  if (known.has(stem) || !/^[а-я]+$/.test(stem)) return undefined;
  for (const [suffix, replacements] of REWRITES) {
    if (!stem.endsWith(suffix)) continue;
    const base = stem.slice(0, -suffix.length);
    // "гречкк" is a doubled letter, a typo the fuzzy matcher corrects at lower confidence, not a suffix.
    if (base.length < MIN_BASE - 1 || base.endsWith(suffix[0]!)) continue;
    for (const r of replacements) {
      const candidate = base + r;
      if (candidate.length >= MIN_BASE && known.has(candidate)) return candidate;
    }
  }
  return undefined;
}
