// English meal descriptions generated from FNDDS foods and their household measures ("a cup of chicken noodle soup",
// "1 medium bagel", "2 slices of cheese pizza"), to measure how far the engine generalises past the names and
// portions it was written for. Deterministic: a seeded shuffle, so every run scores the same descriptions.
//
// The reference is computed here from the raw FNDDS files in ../shared/data (scripts/usda-source.ts), never through
// the engine or data/fndds.json: the food's carbohydrate and energy per 100 g times the weight FNDDS gives the
// measure. The names are written the way a person shortens an FNDDS description ("Chicken or turkey noodle soup,
// canned or ready-to-serve" → "chicken noodle soup"), so the engine has to find the food from fewer words than
// FNDDS spells, and a shortened name may fairly mean a sibling record; the score (carbohydrate within 7.5 g, the
// metric of public meal-text benchmarks) allows for that.
import { loadFndds, type RawFood } from "../scripts/usda-source";

export interface GeneratedMeal {
  text: string;
  code: string;
  grams: number;
  reference: { calories: number; carbs: number };
}

/** Small, seedable, and the same on every platform (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Segments of an FNDDS description that say how it was bought or reported, never how a person names the food. */
const BOILERPLATE =
  /^(nfs|ns |from |home recipe|canned|ready-to|made |prepared|with |without |fat added|no added|regular|reduced|lower|low |diet|fortified|for use|commercial|frozen|restaurant|fast food|school)/i;

/** "Chicken or turkey noodle soup, canned or ready-to-serve" → "chicken noodle soup"; undefined for brands. */
export function personName(description: string): string | undefined {
  const segments = description.split(",").map((s) => s.trim());
  const first = segments[0]!;
  // A brand or a proper name inside ("Reese's", "McDonald's", "Puerto Rican style") is not a generic food.
  if (/\b[A-Z]/.test(first.slice(1)) || /[\d()"/]/.test(description)) return undefined;
  const second = segments[1];
  const qualifier = second && !BOILERPLATE.test(second) && second.split(" ").length <= 2 ? second : undefined;
  const name = (qualifier ? `${qualifier} ${first}` : first)
    .replace(/\s+or\s+\S+/gi, "")
    .toLowerCase()
    .trim();
  const words = name.split(/\s+/);
  return words.length <= 5 ? name : undefined;
}

interface Template {
  /** The FNDDS measure label (after its amount) this template says, by its first words. */
  measure: RegExp;
  render: (name: string, count: number) => string;
  counts: number[];
}

const TEMPLATES: Template[] = [
  {
    measure: /^cup(,\s*NFS)?$/i,
    render: (n, c) => (c === 0.5 ? `half a cup of ${n}` : c === 1 ? `a cup of ${n}` : `${c} cups of ${n}`),
    counts: [1, 1, 0.5, 2],
  },
  {
    measure: /^(slice|piece)(,\s*NFS)?$/i,
    render: (n, c) => (c === 1 ? `a slice of ${n}` : `${c} pieces of ${n}`),
    counts: [1, 2, 3],
  },
  { measure: /^medium$/i, render: (n) => `1 medium ${n}`, counts: [1] },
  { measure: /^small$/i, render: (n) => `a small ${n}`, counts: [1] },
  { measure: /^large$/i, render: (n) => `1 large ${n}`, counts: [1] },
  { measure: /^tablespoon$/i, render: (n, c) => `${c} tbsp ${n}`, counts: [1, 2] },
];

export function generateFnddsMeals(count = 3000, seed = 20260107): GeneratedMeal[] {
  const rand = random(seed);
  const foods: RawFood[] = [...loadFndds().values()].filter(
    (f) => !(f.category !== undefined && ((f.category >= 9002 && f.category <= 9406) || f.category === 9602)),
  );
  // Fisher-Yates with the seeded generator.
  for (let i = foods.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [foods[i], foods[j]] = [foods[j]!, foods[i]!];
  }
  const meals: GeneratedMeal[] = [];
  for (const food of foods) {
    if (meals.length >= count) break;
    const name = personName(food.name);
    if (!name) continue;
    const options: { text: string; grams: number }[] = [];
    for (const t of TEMPLATES) {
      const portion = food.portions.find((p) => t.measure.test(p.label.trim()));
      if (!portion) continue;
      const c = t.counts[Math.floor(rand() * t.counts.length)]!;
      options.push({ text: t.render(name, c), grams: portion.grams * c });
    }
    // The name alone is FNDDS's "Quantity not specified"; one in five descriptions says no amount.
    if (food.defaultGrams !== undefined && (options.length === 0 || rand() < 0.2)) {
      options.push({ text: name, grams: food.defaultGrams });
    }
    if (options.length === 0) continue;
    const pick = options[Math.floor(rand() * options.length)]!;
    const per100 = (k: number) => food.values[k] ?? 0;
    meals.push({
      text: pick.text,
      code: food.id.slice(3),
      grams: pick.grams,
      reference: { calories: (per100(0) * pick.grams) / 100, carbs: (per100(3) * pick.grams) / 100 },
    });
  }
  return meals;
}
