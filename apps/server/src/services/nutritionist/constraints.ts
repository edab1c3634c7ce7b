import { normalise, Words } from "./words";

/**
 * What a "what should I eat" question asks for, read from its words: "перекус до 200 ккал", "ужин без мяса",
 * "high-protein dinner, max 400 kcal". A suggestion is then computed from the food database and checked against
 * every part of it (suggest.ts), so "до 200 ккал" is a limit the answer keeps, not a wish.
 */

export type FoodTag = "meat" | "fish" | "dairy" | "egg";
export type MealKind = "breakfast" | "lunch" | "dinner" | "snack";

export interface MealRequest {
  /** The most calories the suggestion may have, as the person stated it; null when they named none. */
  maxKcal: number | null;
  /** A protein-rich choice was asked for. */
  protein: boolean;
  exclude: FoodTag[];
  /** The meal named; null when none was. */
  meal: MealKind | null;
  sweet: boolean;
}

const LIMIT_WORDS =
  "до|не более|не больше|меньше|менее|в пределах|в рамках|максимум|макс|не выше|под|<=?|≤|under|below|less than|fewer than|max|maximum|up to|within|no more than|at most|not over|not more than";
const KCAL_UNIT = "(?:ккал|кал|калори\\p{L}*|kcal|cals?|calories?|к)";

/** "до 200 ккал", "under 300 calories", "<120 kcal", "max 400". */
const LIMIT = new RegExp(`(?:^|[^\\p{L}])(?:${LIMIT_WORDS})\\s*:?\\s*(\\d{2,4})(?:\\s*${KCAL_UNIT})?`, "u");
/** "a 300 kcal lunch", "на 450 ккал", "калорий на 450". */
const STATED = new RegExp(`(\\d{2,4})\\s*-?\\s*${KCAL_UNIT}(?![\\p{L}])`, "u");
const STATED_AFTER = /(?:калори\p{L}*|ккал|calories|kcal)\s+(?:на|в|of|around|about)\s+(\d{2,4})/u;
/** A daily amount: "800 ккал в день", "500 calories a day". Handled as a goal (safety.ts), never as a meal limit. */
const PER_DAY =
  /(\d{3,4})\s*-?\s*(?:ккал|калори\p{L}*|kcal|cals?|calories?)?\s*(?:в день|в сутки|за день|a day|per day|daily|\/\s*day|each day)/u;

export function dailyKcalOf(text: string): number | null {
  const m = PER_DAY.exec(normalise(text));
  return m ? Number(m[1]) : null;
}

function maxKcalOf(text: string): number | null {
  const t = normalise(text);
  if (PER_DAY.test(t)) return null;
  for (const pattern of [LIMIT, STATED_AFTER, STATED]) {
    const m = pattern.exec(t);
    if (m) {
      const n = Number(m[1]);
      // A limit names a meal's calories; "до 18" is a time, "до 5 кг" a weight.
      if (
        pattern === LIMIT &&
        !new RegExp(`^\\s*${KCAL_UNIT}`, "u").test(t.slice((m.index ?? 0) + m[0].length)) &&
        n < 50
      )
        continue;
      if (n >= 30 && n <= 3000) return n;
    }
  }
  return null;
}

/** Word starts naming what may not be in the food, in both languages. */
const TAG_STEMS: Record<FoodTag, readonly string[]> = {
  meat: ["мяс", "мясн", "куриц", "курин", "свинин", "говядин", "колбас", "meat", "chicken", "beef", "pork"],
  fish: ["рыб", "морепрод", "fish", "seafood"],
  dairy: ["молоч", "молок", "лактоз", "сыр", "творог", "dairy", "milk", "lactose", "cheese"],
  egg: ["яиц", "яйц", "яйк", "egg"],
};

const NEGATORS = ["=без", "=no", "=without", "=not", "=skip", "=except", "=free"];

function excludedOf(w: Words): FoodTag[] {
  const out = new Set<FoodTag>();
  const list = w.list;
  list.forEach((word, i) => {
    const negated = NEGATORS.some((n) => n.slice(1) === word);
    // "без рыбы и мяса": the words after a "без" up to the next sentence-level word all belong to it.
    if (negated) {
      for (const next of list.slice(i + 1, i + 5)) {
        for (const [tag, stems] of Object.entries(TAG_STEMS) as [FoodTag, readonly string[]][]) {
          if (stems.some((s) => next.startsWith(s))) out.add(tag);
        }
      }
    }
    // "dairy free", "egg-free", "meat free".
    if (word === "free" && i > 0) {
      for (const [tag, stems] of Object.entries(TAG_STEMS) as [FoodTag, readonly string[]][]) {
        if (stems.some((s) => list[i - 1]!.startsWith(s))) out.add(tag);
      }
    }
  });
  if (w.has(["веган", "vegan", "plant based", "растительн"])) {
    for (const tag of ["meat", "fish", "dairy", "egg"] as const) out.add(tag);
  }
  if (w.has(["вегетариан", "vegetarian", "=veggie", "постн", "=meatless", "meat free"])) {
    out.add("meat");
    out.add("fish");
  }
  if (w.has(["=meatless", "pescatarian", "пескетариан"])) out.add("meat");
  if (w.has(["безлактоз", "lactose"])) out.add("dairy");
  return [...out];
}

const PROTEIN_WORDS = ["белк", "белок", "протеин", "protein", "высокобелк", "белков"];
/** Words that make a protein mention about the person's own goal ("добрать белок"), not about the food asked for. */
const PROTEIN_GOAL = ["добра", "добить", "закрыть", "норм", "цел", "hit", "reach", "goal", "target", "left", "остал"];

/** Meal words a protein word may stand next to: "protein snack", "белковый завтрак". */
const MEAL_WORDS = [
  "перекус",
  "завтрак",
  "обед",
  "ужин",
  "блюд",
  "snack",
  "breakfast",
  "lunch",
  "dinner",
  "meal",
  "bar",
];

function proteinWanted(w: Words): boolean {
  if (!w.has(PROTEIN_WORDS) || w.has(PROTEIN_GOAL)) return false;
  if (w.has(["высокобелк", "белков", "protein rich", "high protein", "rich in protein", "с белком", "с протеином"]))
    return true;
  if (w.has(["with protein", "lots of protein", "побольше белка", "богат", "много белка", "protein packed"]))
    return true;
  // A protein word right next to a meal word modifies it.
  const at = w.firstAt(PROTEIN_WORDS);
  return w.list.some((word, i) => Math.abs(i - at) === 1 && MEAL_WORDS.some((m) => word.startsWith(m)));
}

const MEALS: readonly [MealKind, readonly string[]][] = [
  ["breakfast", ["завтрак", "breakfast", "brunch"]],
  ["lunch", ["обед", "=lunch", "lunches", "ланч"]],
  ["dinner", ["ужин", "dinner", "supper"]],
  ["snack", ["перекус", "snack", "на ночь", "late night", "полдник", "перекусить"]],
];

export function mealOf(w: Words): MealKind | null {
  let best: { kind: MealKind; at: number } | null = null;
  for (const [kind, cues] of MEALS) {
    const at = w.firstAt(cues);
    if (at >= 0 && (best == null || at < best.at)) best = { kind, at };
  }
  return best?.kind ?? null;
}

export function mealRequestOf(text: string): MealRequest {
  const w = new Words(text);
  return {
    maxKcal: maxKcalOf(text),
    protein: proteinWanted(w),
    exclude: excludedOf(w),
    meal: mealOf(w),
    sweet: w.has(["сладк", "шоколад", "десерт", "вкусненьк", "sweet", "chocolate", "dessert", "candy"]),
  };
}

/** True when the request limits the suggestion in any way a plain "what's left" answer would not. */
export function isConstrained(r: MealRequest): boolean {
  return r.maxKcal != null || r.protein || r.exclude.length > 0;
}
