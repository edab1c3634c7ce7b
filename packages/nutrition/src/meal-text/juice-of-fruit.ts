// "сок добрый 0,33 апельсин", "сок 200 мл вишня", "нектар персик": a fruit typed after a juice, past the maker and the
// pack's litres, names the juice's kind, as a pack's flavour said after it does (decision 024, Russian diary lines).
// Read apart, it was a glass of apple juice and a whole orange beside it.
import { aliasKey, type Database, type Food } from "../database";
import { stem } from "../text";
import { type Element, isAmount } from "./elements";
import { type FoodMatch, isRawFruit } from "./food-spans";

/** The catalog's juices a bare "сок" or "нектар" reads as, before its kind is known. */
const GENERIC_JUICES: ReadonlySet<string> = new Set(["ru-juice-apple", "apple-juice", "nectar"]);
/** "сок яблочный 0,2 банан": a juice that names its own kind keeps it. */
const OWN_KIND = /^(?:яблочн|апельсин|вишн|томатн|виноградн|персик|мультифрукт)/;
/** An English name of a drunk juice: "packaged orange juice", "cherry nectar", "peach nectar". */
const JUICE_NAME = /(?:^|\s)([a-z]+) (?:juice|nectar)$/;
/** A juice drunk by the glass, never a squeeze of lemon juice by the spoon. */
const MIN_GLASS_G = 150;

const juicesByDb = new WeakMap<Database, ReadonlyMap<string, Food>>();

/** Fruit stem → its juice, the Russian pack's row before USDA's; built once per database. */
function juicesByFruit(db: Database): ReadonlyMap<string, Food> {
  const built = juicesByDb.get(db);
  if (built) return built;
  const out = new Map<string, Food>();
  for (const food of db.foods) {
    if (!food.drink || food.portion.grams < MIN_GLASS_G) continue;
    for (const name of food.namesEn) {
      const fruit = JUICE_NAME.exec(name)?.[1];
      if (!fruit) continue;
      const key = stem(fruit);
      if (!out.has(key) || (food.id.startsWith("ru-") && !out.get(key)!.id.startsWith("ru-"))) out.set(key, food);
    }
  }
  juicesByDb.set(db, out);
  return out;
}

/** A juice named by its kind alone ("мультифрукт"), not the generic one. */
const isJuiceKind = (food: Food) =>
  food.drink === true && /(?:juice|nectar)/.test(food.id) && !GENERIC_JUICES.has(food.id);

/** Whether only a maker's word, a number or a volume stands between the juice and the fruit. */
function packWords(between: readonly Element[]): boolean {
  return between.every(
    (e) => e.kind === "word" || e.kind === "number" || (e.kind === "unit" && e.unit.kind === "volume"),
  );
}

/** The juice of a raw fruit, by the fruit's English names; undefined where the catalog holds none. */
function juiceOf(db: Database, fruit: Food): Food | undefined {
  const juices = juicesByFruit(db);
  for (const name of fruit.namesEn) {
    const juice = juices.get(stem(name.split(/\s+/).at(-1) ?? ""));
    if (juice) return juice;
  }
  return undefined;
}

export function juiceNamedByItsFruit(db: Database, elements: Element[], matches: FoodMatch[]): void {
  for (let i = matches.length - 2; i >= 0; i--) {
    const juice = matches[i]!;
    const fruit = matches[i + 1]!;
    if (!GENERIC_JUICES.has(juice.food.id) || fruit.absorbed) continue;
    const own = elements.slice(juice.from, juice.to).some((e) => e.kind === "word" && OWN_KIND.test(e.stem));
    if (own || !packWords(elements.slice(juice.to, fruit.from))) continue;
    // "сок 0,2 апельсин 2 шт": a fruit with its own amount after it is a fruit eaten beside.
    if (isAmount(elements[fruit.to])) continue;
    // "нектар 0,3 мультифрукт": a juice's kind that is a juice's row of its own.
    const kind = isRawFruit(fruit.food) ? juiceOf(db, fruit.food) : isJuiceKind(fruit.food) ? fruit.food : undefined;
    if (!kind) continue;
    juice.food = kind;
    matches.splice(i + 1, 1);
  }
}

/**
 * Whether words typed after a juice's own amount are the fruit it was named by ("сок 0,2 вишня"): they describe the
 * juice, as a preparation word after a weight does (modifiers.ts), and are no word left unread.
 */
export function namesItsFruit(db: Database, juice: Food, stems: readonly string[]): boolean {
  const fruit = db.aliases.get(aliasKey(stems))?.[0]?.food;
  return fruit !== undefined && (fruit === juice || (isRawFruit(fruit) && juiceOf(db, fruit) === juice));
}
