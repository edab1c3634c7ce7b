// English meal descriptions generated from FNDDS foods and their household measures ("a cup of chicken noodle soup",
// "1 medium bagel", "2 slices of cheese pizza"), to measure how far the engine generalises past the names and
// portions it was written for. Deterministic: a seeded shuffle, so every run scores the same descriptions.
//
// The reference is computed here from the raw FNDDS files in ../shared/data (scripts/usda-source.ts), never through
// the engine or data/fndds.json: the food's carbohydrate and energy per 100 g times the weight FNDDS gives the
// measure. Each description says what a person would say about that record: its name with the qualifiers that tell it
// from its siblings ("sweetened", "with milk", "canned", "fried", the dish rather than its first ingredient) and a
// measure FNDDS lists for it, in FNDDS's words ("a thin slice", "1 medium fillet"); a record no plain description
// identifies is skipped and counted (docs/decisions/029-fndds-generated-set.md). The engine still has to find the
// food from fewer words than FNDDS spells, and the score (carbohydrate within 7.5 g, the metric of public meal-text
// benchmarks) allows for a near sibling.
import { loadFndds, type RawFood } from "../scripts/usda-source";

export interface GeneratedMeal {
  text: string;
  code: string;
  grams: number;
  reference: { calories: number; carbs: number };
}

/** Small, seedable, and the same on every platform (mulberry32): the generated set, and the absurd hunt's texts. */
export function random(seed: number): () => number {
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

/** "Chicken or turkey noodle soup, canned or ready-to-serve" → "chicken noodle soup"; undefined for brands. The first version's names. */
function firstPartName(description: string): string | undefined {
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

const FIRST_PART_TEMPLATES: Template[] = [
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

/**
 * FNDDS's records in a seeded random order (Fisher-Yates), leaving out the categories both versions of the set
 * skip, with the generator that drew them, which goes on to pick each record's measure.
 */
function drawRecords(seed: number): { rand: () => number; foods: RawFood[] } {
  const rand = random(seed);
  const foods: RawFood[] = [...loadFndds().values()].filter(
    (f) => !(f.category !== undefined && ((f.category >= 9002 && f.category <= 9406) || f.category === 9602)),
  );
  for (let i = foods.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [foods[i], foods[j]] = [foods[j]!, foods[i]!];
  }
  return { rand, foods };
}

/**
 * The first version of the set, kept so that the bench prints its figures beside the current ones in the same run
 * (docs/decisions/029-fndds-generated-set.md): the name is the first part of the FNDDS description, and a record
 * without a listed measure is said by its name alone at FNDDS's "Quantity not specified" weight.
 */
export function generateFirstPartMeals(count = 3000, seed = 20260107): GeneratedMeal[] {
  const { rand, foods } = drawRecords(seed);
  const meals: GeneratedMeal[] = [];
  for (const food of foods) {
    if (meals.length >= count) break;
    const name = firstPartName(food.name);
    if (!name) continue;
    const options: { text: string; grams: number }[] = [];
    for (const t of FIRST_PART_TEMPLATES) {
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

/** Why a drawn record is left out of the set; the bench prints how many of each. */
export type SkipReason =
  | "brand or measure in the description"
  | 'regional recipe ("… style")'
  | "lean part only (fat cut off)"
  | "too many qualifiers to say plainly"
  | "no measure a person says"
  | "said as another record over 3× apart in energy";

/** A plain description of one FNDDS record: the food's name with the qualifiers that tell it from its siblings. */
type Naming = { name: string } | { skip: SkipReason };

/** What a qualifier segment contributes: a word before the name, a "with …" after it, or a noun after it. */
interface Said {
  before: string[];
  after: string[];
  noun?: string;
  /** A later segment that names the dish the food went into: "Squash, summer, souffle" is a souffle. */
  dish?: string;
}

/** A later segment naming a dish made of the food; it goes after the name. */
const DISH =
  /(?:^|\s)(souffle|casserole|pie|soup|stew|salad|sandwich|dip|pudding|fritters?|patty|loaf|stir fry|luncheon meat|frozen meal)\b/;

/**
 * A later segment names the drink itself for coffees and teas ("Coffee, Iced Latte", "Coffee, cafe con leche",
 * "Tea, hot, chai, with milk"); the drink is named by it, as on a café menu.
 */
const DRINK_KIND = /\b(latte|mocha|cappuccino|con leche|macchiato|espresso|chai|frappuccino|americano|cortado)\b/;

/** Flavours and kinds that change a food's energy, said before its name when FNDDS puts them after. */
const FLAVOUR =
  /^(chocolate|vanilla|strawberry|plain|salted|buttered|whole|multigrain|cheese|fruit|lemon|cherry|apple|peach|coconut|peanut butter|honey|caramel)$/;

/** "X or Y" in a name means either; the first is said ("Dietetic or low calorie gumdrops" → "dietetic gumdrops"). */
function either(name: string): string {
  return name
    .replace(/^(\S+) or (low calorie|reduced fat|\S+)/, "$1")
    .replace(/^(\S+\s+\S+.*?) or .*$/, "$1")
    .trim();
}

/** Segments that say how the food was reported or bought, not what a person would name; they are dropped. */
const UNSAID =
  /^(nfs|no (?!sugar)|ns as to|from |home recipe|ready-to|prepared|fat added|no added|not fat added|fortified|for use|commercial|restaurant|fast food|school|regular|peel|lean and fat|with high vitamin|with added|plus added|with spread|without |made from|includ|exclud|decaffeinated|reduced sodium|low sodium|frozen|fresh)/;

/**
 * Reads one qualifier segment of an FNDDS description (lower-cased) into the words a person would say. Only what
 * changes the food's energy by a lot is kept (docs/decisions/029-fndds-generated-set.md): how it was cooked or kept
 * (cooked, canned, fried, baked), what was added (sweetened, with milk, with creamer, with cheese), and powder as
 * sold. `context` is the whole description ("Milk, dry, reconstituted" is milk, not powder). Returns whether the
 * segment was one of these.
 */
function readQualifier(segment: string, said: Said, context = ""): boolean {
  // "baked or fried", "braised or boiled": either way; the first is said.
  const seg = segment.replace(/^(\S+) or \S+$/, "$1");
  let matched = false;
  const add = (list: string[], word: string) => {
    if (!list.includes(word)) list.push(word);
    matched = true;
  };
  if (/not reconstituted|dry mix|^powder(ed)?$|^dry$/.test(seg) && !/(^|, )reconstituted/.test(context)) {
    said.noun = /concentrate/.test(context) ? "concentrate" : "powder";
    matched = true;
  }
  if (/pre-lightened/.test(seg)) add(said.after, "with creamer");
  if (/low calorie sweetener|artificial sweetener/.test(seg)) add(said.after, "with sweetener");
  else if (/\bunsweetened\b|no sugar added|sugar free/.test(seg)) add(said.before, "sugar free");
  else if (/sweetened/.test(seg)) add(said.before, "sweetened");
  if (/\bcanned\b/.test(seg)) add(said.before, "canned");
  // "Chicken wing, baked, coated" is breaded; "Popcorn, caramel coated" is caramel popcorn.
  const coating = /^(\w+) (coated|covered)$/.exec(seg);
  if (coating) add(said.before, coating[1]!);
  else if (/coated|breaded|battered/.test(seg)) add(said.before, "breaded");
  if (/\bfried\b/.test(seg)) add(said.before, "fried");
  if (/\b(baked|broiled)\b/.test(seg)) add(said.before, "baked");
  if (/^raw\b/.test(seg)) add(said.before, "raw");
  const cooked =
    /^(boiled|steamed|grilled|roasted|stewed|braised|scrambled|poached|mashed|pickled|dried|smoked|toasted|iced|hot|instant)\b/.exec(
      seg,
    );
  if (cooked) add(said.before, cooked[1]!);
  if (/\bcooked\b/.test(seg)) add(said.before, "cooked");
  const cookedWith = /cooked with (oil|butter)/.exec(seg);
  if (cookedWith) add(said.after, `with ${cookedWith[1]}`);
  if (/nonfat|fat free/.test(seg)) add(said.before, "fat free");
  if (/^(low calorie|diet)\b/.test(seg)) add(said.before, "diet");
  // "Fruit juice drink, …, light" is a third of the plain drink's energy; people say "light".
  if (/^light$/.test(seg)) add(said.before, "light");
  const withWhat = /^(?:made |blended )?with (.+)$/.exec(seg);
  if (withWhat && !UNSAID.test(seg)) add(said.after, `with ${withWhat[1]!.replace(/\s+or\s+[^,]+$/, "")}`);
  const dish = DISH.exec(seg);
  if (dish) {
    said.dish = dish[1]!;
    matched = true;
  }
  return matched;
}

/** A segment that says nothing of how the food was made or what was added; it may name a dish ("and tomato sandwich"). */
function namesNoQualifier(segment: string): boolean {
  const probe: Said = { before: [], after: [] };
  readQualifier(segment, probe);
  return probe.before.length === 0 && probe.after.length === 0 && probe.noun === undefined;
}

/**
 * The description a person would give of one FNDDS record: the food's name, the qualifiers that distinguish it from
 * its siblings, and for a dish the dish ("egg, cheese and bacon on bagel" is an egg sandwich, not an egg). A record
 * no plain description can identify is skipped, with the reason.
 */
export function recordName(description: string): Naming {
  // A brand, a proper name or a measure inside ("Reese's", "McDonald's", "(1 oz)") is not a generic food.
  const segments = description.split(",").map((s) => s.trim());
  if (/\b[A-Z]/.test(segments[0]!.slice(1)) || /[\d()"/]/.test(description)) {
    return { skip: "brand or measure in the description" };
  }
  // "Fish, noodles, and vegetables excluding carrots, broccoli, and dark-green leafy; cheese sauce": what follows
  // the semicolon is the sauce, and what is excluded is never said.
  const [main, sauce] = description.toLowerCase().split(";");
  let excluding = false;
  let lower = main!
    .split(",")
    .map((s) => {
      const seg = s.trim();
      // The list an "excluding" starts goes on to its "and …": none of it is said.
      if (excluding && !/^(with|made|no)\s/.test(seg) && !UNSAID.test(seg)) {
        if (/^and\s/.test(seg)) excluding = false;
        return "";
      }
      excluding = false;
      if (/\b(excluding|including)\b/.test(seg) && !/\band\s/.test(seg.replace(/^.*?\b(excluding|including)\b/, ""))) {
        excluding = true;
      }
      return seg.replace(/\s+(excluding|including)\b.*$/, "");
    })
    // "cereal- and vegetable protein-based": how a product is made, as a label says it, never as a person does.
    .filter((s) => s !== "" && !/-\s+and\s/.test(s));
  // Alternatives listed before an "or": "Burrito, taco, or quesadilla with egg", "Chicken, NS as to part, baked,
  // broiled, or roasted". The first is said, with what follows the last ("with egg"). They are the short segments
  // just before the "or"; the name itself is one of them only when something follows the last and the alternatives
  // are no ways of cooking ("Chicken breast, baked, broiled, or roasted with marinade" is a chicken breast).
  const orAt = lower.findIndex((s, i) => i > 0 && /^or\s/.test(s));
  if (orAt > 0) {
    // "or half and half" is one alternative, with nothing after it.
    const tail = lower[orAt]!.replace(/^or\s+\S+\s*/, "").replace(/^and\s.*$/, "");
    const isCooking = (seg: string) => readQualifier(seg, { before: [], after: [] });
    const cooking = isCooking(lower[orAt]!.replace(/^or\s+(\S+).*$/, "$1"));
    let first = orAt - 1;
    while (
      first > (tail && !cooking ? 0 : 1) &&
      lower[first - 1]!.split(" ").length <= 2 &&
      !UNSAID.test(lower[first - 1]!) &&
      (!cooking || isCooking(lower[first - 1]!))
    ) {
      first--;
    }
    lower = [...lower.slice(0, first + 1), ...(tail ? [tail] : []), ...lower.slice(orAt + 1)];
  }
  // "…; no potatoes, gravy": the sauce is what is there, not what is not.
  const sauceSaid = (sauce ?? "")
    .split(",")
    .map((x) => x.trim().replace(/^with\s+/, ""))
    .filter((x) => x !== "" && !/^no\s/.test(x));
  if (sauceSaid.length > 0) lower.push(`with ${either(sauceSaid.join(", "))}`);
  // "Cornmeal, Puerto Rican style": a regional recipe whose energy its plain name does not carry.
  if (lower.some((s) => /\bstyle$/.test(s))) return { skip: 'regional recipe ("… style")' };
  // The weights of "lean only eaten" records are what is left after the fat is cut off, a thing people do not say;
  // the same words describe the "NS as to fat eaten" sibling, which stays in the set.
  if (lower.some((s) => /lean only/.test(s))) return { skip: "lean part only (fat cut off)" };

  const said: Said = { before: [], after: [] };
  let name: string;
  // A dish named by its ingredients: "Egg, cheese and bacon on bagel", "Bacon, lettuce, and tomato sandwich with
  // spread". The list ends at the segment that joins it with "and"; the whole list is the dish's name.
  const listEnd = lower.findIndex(
    (s, i) =>
      i > 0 && /(^|\s)and\s/.test(s) && !UNSAID.test(s) && !/^(with|made|blended) /.test(s) && namesNoQualifier(s),
  );
  let rest: string[];
  if (listEnd > 0) {
    name = either(
      lower
        .slice(0, listEnd + 1)
        .join(" ")
        .replace(/\s+with spread$/, "")
        .replace(/\bon bagel\b/, "on a bagel"),
    );
    rest = lower.slice(listEnd + 1);
  } else {
    // "Meat loaf made with beef and pork" is a beef and pork meat loaf; "Cucumber salad made with cucumber and
    // vinegar" a vinegar cucumber salad.
    name = either(lower[0]!).replace(/^(.+?) made with (.+)$/, (_, dish: string, what: string) => {
      const own = what
        .split(" ")
        .filter((w) => !dish.split(" ").includes(w))
        .join(" ")
        .replace(/^and\s+/, "");
      return `${own} ${dish}`;
    });
    rest = lower.slice(1);
    const kind = lower.slice(1).findIndex((s) => DRINK_KIND.test(s));
    if (/^(coffee|tea)$/.test(name) && kind >= 0) {
      name = lower[kind + 1]!;
      rest = lower.slice(1).filter((_, i) => i !== kind);
    }
    // "Squash, summer" → "summer squash": a short second segment that is no qualifier names the kind.
    const second = rest[0];
    if (second !== undefined && !UNSAID.test(second) && second.split(" ").length <= 2) {
      const probe: Said = { before: [], after: [] };
      if (!readQualifier(second, probe) && !/^(and|or)\b/.test(second)) {
        // "Cheese sandwich, American cheese" → "american cheese sandwich": a word the name has is said once.
        const own = second
          .split(" ")
          .filter((w) => !name.split(" ").includes(w))
          .join(" ");
        name = own ? `${own} ${name}` : name;
        rest = rest.slice(1);
      }
    }
  }
  for (const seg of rest) {
    // A sandwich's "with lettuce, tomato, and spread" is what every such sandwich holds.
    if (/^(and|or)\b/.test(seg) || /\blettuce\b/.test(seg) || UNSAID.test(seg)) continue;
    // A flavour or kind said on its own further on ("Soy milk, nonfat, chocolate" is chocolate soy milk).
    if (!readQualifier(seg, said, lower.join(", ")) && FLAVOUR.test(seg)) said.before.push(seg);
  }
  // "cooked" says nothing more once another word says how (canned, fried, baked).
  const before = said.before.filter(
    (w) => !(w === "cooked" && said.before.some((o) => o !== "cooked" && o !== "fat free" && o !== "diet")),
  );
  const words = [...before.filter((w) => !name.includes(w)), name];
  if (said.dish && !name.includes(said.dish)) words.push(said.dish);
  if (said.noun && !name.includes(said.noun)) words.push(said.noun);
  // "with creamer", "with sweetener" → "with creamer and sweetener".
  const after = said.after.filter((w) => !name.includes(w.slice(5))).map((w, i) => (i === 0 ? w : `and ${w.slice(5)}`));
  words.push(...after);
  const text = words.join(" ").replace(/\s+/g, " ").trim();
  return text.split(" ").length <= 8 ? { name: text } : { skip: "too many qualifiers to say plainly" };
}

/** The FNDDS measures the descriptions say, in FNDDS's own words ("1 thin slice", "2 tsp"). */
const TEMPLATES: Template[] = [
  {
    // "cup, cooked, flaked" of a fish is a cup of the cooked fish; the name says it was cooked.
    measure: /^cup(, cooked(, (diced|flaked))?)?( \(8 fl oz\))?(,\s*NFS)?$/i,
    render: (n, c) => (c === 0.5 ? `half a cup of ${n}` : c === 1 ? `a cup of ${n}` : `${c} cups of ${n}`),
    counts: [1, 1, 0.5, 2],
  },
  { measure: /^medium$/i, render: (n) => `1 medium ${n}`, counts: [1] },
  { measure: /^small$/i, render: (n) => `a small ${n}`, counts: [1] },
  { measure: /^large$/i, render: (n) => `1 large ${n}`, counts: [1] },
  { measure: /^tablespoon$/i, render: (n, c) => `${c} tbsp ${n}`, counts: [1, 2] },
  { measure: /^teaspoon(, dry)?$/i, render: (n, c) => `${c} tsp ${n}`, counts: [1, 2] },
];

/**
 * A slice or a piece as FNDDS sizes it: "thin slice (approx 4-1/2" x 2-1/2" x 1/8")" is said "a thin slice", and a
 * sausage's "slice" (15 g) is a slice, not a piece (a link).
 */
const SLICE_SIZES: [RegExp, string][] = [
  [/^small or thin(\/very thin)? slice/i, "thin slice"],
  [/^medium or regular slice/i, "medium slice"],
  [/^large or thick slice/i, "thick slice"],
];
const sliceLabel = (label: string) => SLICE_SIZES.reduce((l, [from, to]) => l.replace(from, to), label.trim());

/**
 * One whole item as FNDDS counts it: "medium fillet" of a fish, "steak", "can or bottle (12 fl oz)" of a drink,
 * "medium trout". Said with its size and noun ("1 medium fillet of baked trout", "a can of cola"), or by the food's
 * name when the noun is the food ("1 medium trout", "1 whiskey and cola" for "drink").
 */
const UNIT =
  /^(?:(small|medium|large) )?(fillet|steak|chop|can or bottle|can|bottle|packet|bar|drink|meal|trout|whole fish|tart)(?: \([^)]*\))?$/i;

const SLICE = /^(?:(thin|thick|small|medium|large|regular) )?(slice|piece)(?: \([^)]*\))?(,\s*NFS)?$/i;

/**
 * Whether a measure is one whole of the food itself, what its name alone means: "sandwich" for a sandwich, "apple, any
 * size" for a baked apple, "medium" for a fruit. A piece of a cake, a cup or an ounce is not.
 */
function namesTheFood(label: string, name: string): boolean {
  if (/^(small|medium|large)$/i.test(label)) return true;
  const noun = /^(?:(?:small|medium|large|regular) )?([a-z]+(?: [a-z]+)?)(?:,\s*any size)?$/i.exec(label)?.[1];
  return (
    noun !== undefined && name.split(" ").some((w) => w.replace(/s$/, "") === noun.toLowerCase().replace(/s$/, ""))
  );
}

/**
 * How far apart in energy per 100 g two records said in the same words may be and still be one description: the
 * bench's factor for an absurd total. FNDDS's plain "Fruit juice drink" (10 kcal) and its "with high vitamin C"
 * record (46 kcal) are both "fruit juice drink"; whichever the engine reads, one of them is an absurd total that says
 * nothing about the engine, so a record so said is left out. Nearer siblings ("whole milk" and its low-sodium
 * record) stay: the score allows for a near sibling.
 */
const SAME_WORDS_FACTOR = 3;

/** Each plain description the pool's records are said by, with the energy per 100 g of every record said so. */
function energiesByName(foods: RawFood[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (const food of foods) {
    const naming = recordName(food.name);
    if (!("name" in naming)) continue;
    const energies = byName.get(naming.name) ?? [];
    energies.push(food.values[0] ?? 0);
    byName.set(naming.name, energies);
  }
  return byName;
}

/** Whether another record said in the same words is more than SAME_WORDS_FACTOR away in energy (1 kcal floor). */
export function saidAsAFarRecord(kcal: number, sameWords: readonly number[]): boolean {
  return sameWords.some((other) => Math.max(other, kcal) > SAME_WORDS_FACTOR * Math.max(1, Math.min(other, kcal)));
}

export interface GeneratedSet {
  meals: GeneratedMeal[];
  /** Records drawn and left out, by reason, until the set was full. */
  skipped: Map<SkipReason, number>;
}

/**
 * The set the bench scores (docs/decisions/029-fndds-generated-set.md): each drawn record is described by its name
 * with its distinguishing qualifiers (recordName) and by a measure FNDDS lists for it, in FNDDS's words.
 */
export function generateFnddsMeals(count = 3000, seed = 20260107): GeneratedSet {
  const { rand, foods } = drawRecords(seed);
  const meals: GeneratedMeal[] = [];
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const sameWords = energiesByName(foods);
  for (const food of foods) {
    if (meals.length >= count) break;
    const naming = recordName(food.name);
    if ("skip" in naming) {
      skip(naming.skip);
      continue;
    }
    const name = naming.name;
    const options: { text: string; grams: number }[] = [];
    for (const t of TEMPLATES) {
      // Nobody measures cake, cookies or doughnuts by the cup (WWEIA 5502-5508, sweet bakery products), though FNDDS
      // lists a cup for some of them.
      if (
        t.measure.source.startsWith("^cup") &&
        food.category !== undefined &&
        food.category >= 5502 &&
        food.category <= 5508
      )
        continue;
      const portion = food.portions.find((p) => t.measure.test(p.label.trim()));
      if (!portion) continue;
      const c = t.counts[Math.floor(rand() * t.counts.length)]!;
      options.push({ text: t.render(name, c), grams: portion.grams * c });
    }
    const slice = food.portions.map((p) => ({ p, m: SLICE.exec(sliceLabel(p.label)) })).find((x) => x.m);
    if (slice?.m) {
      const c = [1, 2, 3][Math.floor(rand() * 3)]!;
      const size = slice.m[1] ? `${slice.m[1].toLowerCase()} ` : "";
      const noun = slice.m[2]!.toLowerCase();
      const text = c === 1 ? `a ${size}${noun} of ${name}` : `${c} ${size}${noun}s of ${name}`;
      options.push({ text, grams: slice.p.grams * c });
    }
    const unit1 = food.portions.map((p) => ({ p, m: UNIT.exec(p.label.trim()) })).find((x) => x.m);
    if (unit1?.m) {
      const size = unit1.m[1]?.toLowerCase();
      const noun = unit1.m[2]!.toLowerCase().replace(/ or .*$/, "");
      const one = size ? (size === "small" ? `a small` : `1 ${size}`) : /^[aeiou]/.test(noun) ? "an" : "a";
      const own = /^(drink|meal)$/.test(noun) || name.split(" ").some((w) => w.replace(/s$/, "") === noun);
      options.push({ text: own ? `${size ? one : "1"} ${name}` : `${one} ${noun} of ${name}`, grams: unit1.p.grams });
    }
    // The name alone is what a person says of one whole unit (a sandwich, an apple, a cup). FNDDS's "Quantity not
    // specified" weight is used for it only when it is the weight of such a unit; otherwise it is a survey average
    // (113 g of tuna, 45 g of pork roast, 12.8 g of coffee powder) that no description without an amount names.
    const unit =
      food.defaultGrams !== undefined &&
      food.portions.some((p) => Math.abs(p.grams - food.defaultGrams!) < 0.5 && namesTheFood(p.label.trim(), name));
    if (unit && food.defaultGrams !== undefined && (options.length === 0 || rand() < 0.2)) {
      options.push({ text: name, grams: food.defaultGrams });
    }
    if (options.length === 0) {
      skip("no measure a person says");
      continue;
    }
    const pick = options[Math.floor(rand() * options.length)]!;
    // Left out after its measure is drawn, so that every other record is said as it was before the rule.
    if (saidAsAFarRecord(food.values[0] ?? 0, sameWords.get(name) ?? [])) {
      skip("said as another record over 3× apart in energy");
      continue;
    }
    const per100 = (k: number) => food.values[k] ?? 0;
    meals.push({
      text: pick.text,
      code: food.id.slice(3),
      grams: pick.grams,
      reference: { calories: (per100(0) * pick.grams) / 100, carbs: (per100(3) * pick.grams) / 100 },
    });
  }
  return { meals, skipped };
}
