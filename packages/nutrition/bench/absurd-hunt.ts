// A hunt for absurd readings that needs no reference (decision 024, follow-up "absurd readings found without
// references"): descriptions generated, seeded, from the catalog's names in both languages and the development names
// of russian-names.txt and english-names.txt (their held-out third is never read), each put in a quantity template
// people type, and each reading checked against limits any reading must keep whatever the truth:
//
// - heavy: an item past 1.5 kg where no kilogram or litre was typed, nor its own weight or a count of sane pieces
//   (weighedAsTyped);
// - tiny: an item under 3 g that is no spice, sweetener, seasoning or drop;
// - kcal: one item past 2,500 kcal, likewise;
// - grams: a stated gram amount the item's grams do not equal;
// - count: a count of pieces read as grams ("2 шт" as 2 g), or grams read as pieces (a bare number past 20);
// - measure: a household measure outside a third to three times its usual weight (a cup ~240 ml, a spoon 5–18 g, a
//   bowl or тарелка 250–500 g, a slice or кусок 10–150 g, a handful 20–60 g);
// - unread: words left unread, or nothing read.
//
//   node --import tsx packages/nutrition/bench/absurd-hunt.ts [--seed N] [--count N] [--examples N] [--check NAME]
//
// It prints the count of each check, by template, and examples of each.
import { analyzeMealText, type MealAnalysis } from "../src/analyze";
import { CATALOG } from "../src/catalog";
import { type Food, getDatabase } from "../src/database";
import { englishNames } from "./english-names";
import { random } from "./fndds-generated";
import { heldOutByHash } from "./held-out";
import { readNames } from "./russian-names";

type Lang = "ru" | "en";

/** A food name as a person types it, with the catalog food it is known to be when the hunt knows it. */
interface Name {
  text: string;
  lang: Lang;
  food?: Food;
}

/** What a template says about the amount of its one food, for the checks. */
interface Said {
  grams?: number;
  count?: number;
  bare?: number;
  measure?: Measure;
  kilograms?: boolean;
  /** Ounces of weight typed of a food that is no drink: 28.35 g each. */
  ounces?: number;
  /** The same meal with no amount: a number that is none ("в 19:30", "на двоих") must read as this does. */
  plain?: string;
  /** The same food in a measure `times` this one ("полпачки" is half of "пачка"): the reading must keep the ratio. */
  scaled?: { text: string; times: number };
}

type Measure = "cup" | "spoon" | "bowl" | "slice" | "handful";

/** Usual weight of one household measure, grams (the brief's figures; a cup is 240 ml of water). */
const MEASURE_GRAMS: Record<Measure, readonly [number, number]> = {
  cup: [240, 240],
  spoon: [5, 18],
  bowl: [250, 500],
  slice: [10, 150],
  handful: [20, 60],
};

export interface Generated {
  text: string;
  lang: Lang;
  template: string;
  /** The amount said of each food, in the order the foods stand. */
  said: Said[];
  names: Name[];
}

export interface Finding {
  check: Check;
  detail: string;
}

export type Check = "heavy" | "tiny" | "kcal" | "grams" | "count" | "measure" | "number" | "ratio" | "unread";
export const CHECKS: readonly Check[] = [
  "heavy",
  "tiny",
  "kcal",
  "grams",
  "count",
  "measure",
  "number",
  "ratio",
  "unread",
];

/** A crude Russian genitive of a name in the nominative, enough for "тарелка борща", "стакан молока". */
export function genitive(name: string): string {
  return name
    .split(" ")
    .map((w, i, all) => {
      // Only the words up to the head noun agree; what follows it ("суп с лапшой") stays as it is.
      const head = all.findIndex((x) => !/(ый|ий|ой|ая|яя|ое|ее)$/.test(x));
      if (head >= 0 && i > head) return w;
      if (!/^[а-яё-]+$/.test(w)) return w;
      if (/(ый|ой)$/.test(w)) return w.replace(/(ый|ой)$/, "ого");
      if (/ий$/.test(w)) return w.replace(/ий$/, /[кгхжшчщ]ий$/.test(w) ? "ого" : "его");
      if (/ая$/.test(w)) return w.replace(/ая$/, "ой");
      if (/яя$/.test(w)) return w.replace(/яя$/, "ей");
      if (/ое$/.test(w)) return w.replace(/ое$/, "ого");
      if (/ее$/.test(w)) return w.replace(/ее$/, "его");
      if (/ия$/.test(w)) return w.replace(/ия$/, "ии");
      if (/[кгхжшчщ]а$/.test(w)) return w.replace(/а$/, "и");
      if (/а$/.test(w)) return w.replace(/а$/, "ы");
      if (/я$/.test(w)) return w.replace(/я$/, "и");
      if (/[ьй]$/.test(w)) return w.replace(/[ьй]$/, "я");
      if (/о$/.test(w)) return w.replace(/о$/, "а");
      if (/[бвгджзклмнпрстфхцчшщ]$/.test(w)) return `${w}а`;
      return w;
    })
    .join(" ");
}

/** One keyboard slip in a long word: a letter dropped, doubled or two swapped. */
function typo(text: string, r: () => number): string {
  const words = text.split(" ");
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 6 && /^\p{L}+$/u.test(w));
  if (long.length === 0) return text;
  const [w, i] = long[Math.floor(r() * long.length)]!;
  const at = 1 + Math.floor(r() * (w.length - 3));
  const kind = Math.floor(r() * 3);
  const slipped =
    kind === 0
      ? w.slice(0, at) + w.slice(at + 1)
      : kind === 1
        ? w.slice(0, at) + w[at] + w.slice(at)
        : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  words[i] = slipped;
  return words.join(" ");
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Names of the catalog in both languages, and the development names of the two lists. */
export function huntNames(): Name[] {
  const db = getDatabase();
  const names: Name[] = [];
  const seen = new Set<string>();
  const add = (text: string, lang: Lang, food?: Food) => {
    const t = text.trim();
    if (t === "" || /\d/.test(t) || seen.has(`${lang}:${t}`)) return;
    seen.add(`${lang}:${t}`);
    names.push({ text: t, lang, ...(food ? { food } : {}) });
  };
  for (const [id, , ru, en] of CATALOG) {
    const food = db.byId.get(id);
    for (const n of ru.split(";")) add(n.toLowerCase(), "ru", food);
    for (const n of en.split(";")) add(n.toLowerCase(), "en", food);
  }
  for (const n of readNames()) if (!heldOutByHash(n.name)) add(n.name, "ru", db.byId.get(n.foods[0]!));
  for (const n of englishNames()) if (!heldOutByHash(n.name)) add(n.name, "en");
  return names;
}

const GRAMS = [30, 50, 80, 100, 120, 150, 180, 200, 250, 300, 350, 400, 500];
const BARE = [50, 100, 150, 200, 250, 300, 400];
const COUNTS = [2, 2, 3, 4, 5];

type Template = (n: Name, r: () => number) => { text: string; said: Said } | undefined;

const has = (n: Name, ...units: string[]) => units.some((u) => n.food?.units[u as keyof Food["units"]] !== undefined);
const countable = (n: Name) => n.food?.countable === true;
const drink = (n: Name) => n.food?.drink === true;
/**
 * A food served by the spoon (a sauce, a spread, a sweetener: its usual helping 20 g or less and no piece), which no one
 * eats by the plate or bowl: "тарелка горчицы", "a bowl of hoisin sauce" were the templates' own, not misreadings.
 */
const byTheSpoon = (n: Name) =>
  n.food !== undefined && n.food.portion.grams <= 20 && n.food.units.piece === undefined && !n.food.countable;
/** A bottle holds a drink or a food poured as one (oil, syrup, a sauce): "2 бутылки гречки" is typed by no one. */
const bottled = (n: Name) => n.food === undefined || drink(n) || has(n, "cup", "tbsp", "glass");
/** A food the templates may put in a measure it has no weight for, as people do, now and then. */
const loosely = (r: () => number) => r() < 0.15;

const RU: Record<string, Template> = {
  "N г": (n, r) => {
    const g = pick(r, GRAMS);
    return pick(r, [
      { text: `${n.text} ${g} г`, said: { grams: g } },
      { text: `${g}г ${n.text}`, said: { grams: g } },
      { text: `${n.text} ${g}гр`, said: { grams: g } },
    ]);
  },
  bare: (n, r) => {
    const g = pick(r, BARE);
    return { text: `${n.text} ${g}`, said: { bare: g } };
  },
  "N шт": (n, r) => {
    if (!countable(n) && !loosely(r)) return undefined;
    const c = pick(r, COUNTS);
    return pick(r, [
      { text: `${n.text} ${c} шт`, said: { count: c } },
      { text: `${c} шт ${n.text}`, said: { count: c } },
    ]);
  },
  тарелка: (n, r) =>
    drink(n) || byTheSpoon(n) || (countable(n) && !loosely(r))
      ? undefined
      : { text: `тарелка ${genitive(n.text)}`, said: { measure: "bowl" } },
  стакан: (n, r) =>
    drink(n) || has(n, "cup", "glass") || loosely(r)
      ? { text: `стакан ${genitive(n.text)}`, said: { measure: "cup" } }
      : undefined,
  ложка: (n, r) =>
    has(n, "tbsp", "tsp") || loosely(r)
      ? pick(r, [
          { text: `ложка ${genitive(n.text)}`, said: { measure: "spoon" } },
          { text: `${n.text} 2 ложки`, said: { measure: "spoon", count: 2 } },
          { text: `столовая ложка ${genitive(n.text)}`, said: { measure: "spoon" } },
        ])
      : undefined,
  кусок: (n, r) =>
    !drink(n) && (has(n, "slice", "piece") || loosely(r))
      ? pick(r, [
          { text: `кусок ${genitive(n.text)}`, said: { measure: "slice" } },
          { text: `кусочек ${genitive(n.text)}`, said: { measure: "slice" } },
        ])
      : undefined,
  пачка: (n, r) => (has(n, "pack") || loosely(r) ? { text: `пачка ${genitive(n.text)}`, said: {} } : undefined),
  половина: (n, r) =>
    countable(n) || has(n, "whole")
      ? pick(r, [
          { text: `половина ${genitive(n.text)}`, said: {} },
          { text: `пол ${genitive(n.text)}`, said: {} },
        ])
      : undefined,
  полбанки: (n, r) =>
    has(n, "pack") || drink(n) || loosely(r) ? { text: `полбанки ${genitive(n.text)}`, said: {} } : undefined,
  горсть: (n, r) =>
    has(n, "handful") || (n.food?.itemGrams ?? 99) < 10 || loosely(r)
      ? { text: `горсть ${genitive(n.text)}`, said: { measure: "handful" } }
      : undefined,
  размер: (n, r) => ({ text: `${pick(r, ["большой", "маленький", "большая", "маленькая"])} ${n.text}`, said: {} }),
  опечатка: (n, r) => ({ text: typo(n.text, r), said: {} }),
  кг: (n, r) =>
    drink(n) || countable(n) ? undefined : { text: `${n.text} ${pick(r, ["0,5", "1"])} кг`, said: { kilograms: true } },
  "грамм словом": (n, r) => {
    const g = pick(r, GRAMS);
    return pick(r, [
      { text: `${n.text} ${g} грамм`, said: { grams: g } },
      { text: `${n.text} ${g} граммов`, said: { grams: g } },
      { text: `${n.text} ${g}гр.`, said: { grams: g } },
      { text: `${n.text} - ${g}г`, said: { grams: g } },
      { text: `${n.text}: ${g} г`, said: { grams: g } },
      { text: `съел ${n.text} ${g} г`, said: { grams: g } },
      { text: `на обед ${n.text} ${g}г`, said: { grams: g } },
    ]);
  },
  "шт словом": (n, r) => {
    if (!countable(n) && !loosely(r)) return undefined;
    const c = pick(r, COUNTS);
    return pick(r, [
      { text: `${n.text} ${c}шт`, said: { count: c } },
      { text: `${n.text} ${c} штуки`, said: { count: c } },
      { text: `${n.text} x${c}`, said: { count: c } },
      { text: `${n.text} ${c}х`, said: { count: c } },
      { text: `${pick(r, ["две", "три", "пару"])} ${n.text}`, said: {} },
    ]);
  },
  мл: (n, r) =>
    drink(n)
      ? pick(r, [
          { text: `${n.text} ${pick(r, [200, 250, 330, 500])} мл`, said: {} },
          { text: `${n.text} ${pick(r, ["0,5", "0,33", "1,5", "0.5"])} л`, said: { kilograms: true } },
          { text: `${n.text} ${pick(r, ["0,5", "0,33"])}`, said: {} },
          { text: `бутылка ${genitive(n.text)}`, said: {} },
          { text: `кружка ${genitive(n.text)}`, said: { measure: "cup" } },
        ])
      : undefined,
  полтора: (n, r) =>
    drink(n) || has(n, "cup", "glass")
      ? {
          text: `${pick(r, ["полтора стакана", "1,5 стакана", "2 стакана", "пол стакана", "полстакана"])} ${genitive(n.text)}`,
          said: {},
        }
      : undefined,
  "за рубли": (n, r) => ({ text: `${n.text} за ${pick(r, [89, 150, 250, 399])} руб`, said: {} }),
  ккал: (n, r) => ({ text: `${n.text} ${pick(r, [90, 150, 250, 400])} ккал`, said: {} }),
  "не количество": (n, r) => {
    const t = pick(r, [
      `${n.text} в 19:30`,
      `${n.text} в 8 утра`,
      `${n.text} на двоих`,
      `${n.text} на 2 человек`,
      `${n.text} за 2 часа до тренировки`,
      `${n.text} после пробежки 5 км`,
      `день 3: ${n.text}`,
      `${n.text} (2-й раз за день)`,
      `${n.text} за 250 ₽`,
      `${n.text} 250р`,
      `${n.text} скидка 20%`,
      `${n.text} 27.11`,
      `${n.text} 1-е`,
      `${n.text} #2`,
      `2 раза ${n.text}`,
      `${n.text} 2 порции`,
      `${n.text}, потом еще 1`,
    ]);
    return { text: t, said: { plain: n.text } };
  },
  тара: (n, r) => {
    const [whole, half, two] = pick(r, [
      ["коробка", "полкоробки", "2 коробки"],
      ["пачка", "полпачки", "2 пачки"],
      ["банка", "полбанки", "2 банки"],
      ["бутылка", "полбутылки", "2 бутылки"],
      ["упаковка", "пол упаковки", "2 упаковки"],
      ["пакет", "полпакета", "2 пакета"],
      ["тарелка", "полтарелки", "2 тарелки"],
      ["стакан", "полстакана", "2 стакана"],
      ["кусок", "пол куска", "2 куска"],
      ["ложка", "пол ложки", "2 ложки"],
    ] as const);
    const g = genitive(n.text);
    if ((whole === "бутылка" && !bottled(n)) || ((whole === "кусок" || whole === "тарелка") && drink(n)))
      return undefined;
    return r() < 0.5
      ? { text: `${half} ${g}`, said: { scaled: { text: `${whole} ${g}`, times: 0.5 } } }
      : { text: `${two} ${g}`, said: { scaled: { text: `${whole} ${g}`, times: 2 } } };
  },
  время: (n, r) => ({ text: `${pick(r, ["в 13:00", "в 8", "утром", "вечером", "на ужин"])} ${n.text}`, said: {} }),
};

const EN: Record<string, Template> = {
  "N g": (n, r) => {
    const g = pick(r, GRAMS);
    return pick(r, [
      { text: `${g}g ${n.text}`, said: { grams: g } },
      { text: `${n.text} ${g} g`, said: { grams: g } },
      { text: `${g} grams of ${n.text}`, said: { grams: g } },
    ]);
  },
  bare: (n, r) => {
    const g = pick(r, BARE);
    return { text: `${n.text} ${g}`, said: { bare: g } };
  },
  count: (n, r) => {
    if (!countable(n) && !loosely(r)) return undefined;
    const c = pick(r, COUNTS);
    return { text: `${c} ${n.text}`, said: { count: c } };
  },
  "a cup of": (n, r) =>
    drink(n) || has(n, "cup", "glass") || loosely(r)
      ? { text: `a cup of ${n.text}`, said: { measure: "cup" } }
      : undefined,
  "2 slices": (n, r) =>
    !drink(n) && (has(n, "slice") || loosely(r))
      ? { text: `2 slices ${n.text}`, said: { measure: "slice", count: 2 } }
      : undefined,
  "a slice of": (n, r) =>
    !drink(n) && (has(n, "slice") || loosely(r))
      ? { text: `a slice of ${n.text}`, said: { measure: "slice" } }
      : undefined,
  "a bowl of": (n, r) =>
    drink(n) || byTheSpoon(n) || (countable(n) && !loosely(r))
      ? undefined
      : { text: `a bowl of ${n.text}`, said: { measure: "bowl" } },
  "a handful of": (n, r) =>
    has(n, "handful") || (n.food?.itemGrams ?? 99) < 10 || loosely(r)
      ? { text: `a handful of ${n.text}`, said: { measure: "handful" } }
      : undefined,
  spoon: (n, r) =>
    has(n, "tbsp", "tsp") || loosely(r)
      ? pick(r, [
          { text: `a spoon of ${n.text}`, said: { measure: "spoon" } },
          { text: `1 tbsp ${n.text}`, said: { measure: "spoon" } },
          { text: `2 tbsp ${n.text}`, said: { measure: "spoon", count: 2 } },
        ])
      : undefined,
  "1/2": (n) => (countable(n) || has(n, "whole") ? { text: `1/2 ${n.text}`, said: {} } : undefined),
  "half a": (n) => (countable(n) || has(n, "whole") ? { text: `half a ${n.text}`, said: {} } : undefined),
  "a can of": (n, r) => (drink(n) || loosely(r) ? { text: `a can of ${n.text}`, said: {} } : undefined),
  "a bottle of": (n) => (drink(n) ? { text: `a bottle of ${n.text}`, said: {} } : undefined),
  "a pack of": (n, r) => (has(n, "pack") || loosely(r) ? { text: `a pack of ${n.text}`, said: {} } : undefined),
  size: (n, r) => ({ text: `${pick(r, ["small", "large", "a small", "a large", "big"])} ${n.text}`, said: {} }),
  typo: (n, r) => ({ text: typo(n.text, r), said: {} }),
  kg: (n, r) =>
    drink(n) || countable(n) ? undefined : { text: `${pick(r, ["0.5", "1"])} kg ${n.text}`, said: { kilograms: true } },
  "grams worded": (n, r) => {
    const g = pick(r, GRAMS);
    return pick(r, [
      { text: `${n.text} ${g}gr`, said: { grams: g } },
      { text: `${n.text} - ${g}g`, said: { grams: g } },
      { text: `${n.text}: ${g} grams`, said: { grams: g } },
      { text: `had ${g}g of ${n.text}`, said: { grams: g } },
      { text: `lunch: ${n.text} ${g}g`, said: { grams: g } },
    ]);
  },
  "count worded": (n, r) => {
    if (!countable(n) && !loosely(r)) return undefined;
    const c = pick(r, COUNTS);
    return pick(r, [
      { text: `${n.text} x${c}`, said: { count: c } },
      { text: `${c}x ${n.text}`, said: { count: c } },
      { text: `${n.text} ${c} pieces`, said: { count: c } },
      { text: `${pick(r, ["two", "three", "a couple of", "a few"])} ${n.text}`, said: {} },
    ]);
  },
  ounces: (n, r) => {
    const oz = pick(r, [4, 6, 8, 12]);
    // An ounce of a drink is a fluid ounce of it, left unchecked; of any other food 28.35 g.
    const said: Said = drink(n) ? {} : { ounces: oz };
    return pick(r, [
      { text: `${oz} oz ${n.text}`, said },
      { text: `${n.text} ${oz}oz`, said },
      { text: `${pick(r, ["1/2", "1", "2", "1.5"])} cups ${n.text}`, said: {} },
      { text: `${n.text} ${pick(r, [250, 330, 500])} ml`, said: {} },
    ]);
  },
  calories: (n, r) => ({ text: `${n.text} ${pick(r, [90, 150, 250, 400])} cal`, said: {} }),
  "not an amount": (n, r) => {
    const t = pick(r, [
      `${n.text} at 7:30pm`,
      `${n.text} at 7`,
      `${n.text} for 2 people`,
      `split ${n.text} with 2 friends`,
      `${n.text} 2 hours before the gym`,
      `${n.text} after a 5k run`,
      `day 3: ${n.text}`,
      `${n.text} (2nd today)`,
      `${n.text} $5.99`,
      `${n.text} for $3`,
      `${n.text} 20% off`,
      `${n.text} 11/27`,
      `${n.text} #2`,
      `${n.text} 2 servings`,
      `${n.text}, then 1 more`,
      `${n.text} x2`,
    ]);
    return { text: t, said: { plain: n.text } };
  },
  containers: (n, r) => {
    const whole = pick(r, [
      "a bag of",
      "a box of",
      "a jar of",
      "a tub of",
      "a can of",
      "a bottle of",
      "a pack of",
      "a bowl of",
      "a cup of",
      "a slice of",
      "a plate of",
      "a container of",
      "a packet of",
    ]);
    const unit = whole.split(" ")[1]!;
    if ((unit === "bottle" && !bottled(n)) || ((unit === "slice" || unit === "plate") && drink(n))) return undefined;
    // "2 boxes of", never "2 boxs of", which no one types and the engine rightly reads as no box.
    const units = /x$/.test(unit) ? `${unit}es` : `${unit}s`;
    return r() < 0.5
      ? { text: `half ${whole} ${n.text}`, said: { scaled: { text: `${whole} ${n.text}`, times: 0.5 } } }
      : { text: `2 ${units} of ${n.text}`, said: { scaled: { text: `${whole} ${n.text}`, times: 2 } } };
  },
  time: (n, r) => ({
    text: `${pick(r, ["at 1pm", "breakfast:", "for dinner", "snack -", "this morning"])} ${n.text}`,
    said: {},
  }),
};

const BRANDS: Record<Lang, readonly string[]> = {
  ru: ["простоквашино", "домик в деревне", "вкусвилл", "пятерочка", "магнит", "савушкин", "макфа"],
  en: ["kirkland", "trader joe's", "great value", "tesco", "heinz", "kraft", "costco", "walmart"],
};

/** Generates `count` descriptions from `names`, seeded. */
export function generate(names: readonly Name[], count: number, seed: number): Generated[] {
  const r = random(seed);
  const byLang: Record<Lang, Name[]> = {
    ru: names.filter((n) => n.lang === "ru"),
    en: names.filter((n) => n.lang === "en"),
  };
  const out: Generated[] = [];
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    const lang: Lang = r() < 0.55 ? "ru" : "en";
    const templates = lang === "ru" ? RU : EN;
    const keys = Object.keys(templates);
    const roll = r();
    if (roll < 0.18) {
      // A list of two to four foods, each in a template of its own, joined as people join them.
      const k = 2 + Math.floor(r() * 3);
      const parts: { text: string; said: Said; name: Name }[] = [];
      for (let i = 0; i < k; i++) {
        const name = pick(r, byLang[lang]);
        const key = pick(
          r,
          keys.filter((x) => x !== "опечатка" && x !== "typo" && x !== "кг" && x !== "kg"),
        );
        const t = templates[key]!(name, r);
        if (!t) {
          i--;
          continue;
        }
        parts.push({ ...t, name });
      }
      const joins = lang === "ru" ? [", ", " и ", " + ", " с "] : [", ", " and ", " with ", " + "];
      let text = parts[0]!.text;
      for (const p of parts.slice(1)) text += pick(r, joins) + p.text;
      out.push({
        text,
        lang,
        template: `list of ${k}`,
        said: parts.map((p) => p.said),
        names: parts.map((p) => p.name),
      });
      continue;
    }
    const name = pick(r, byLang[lang]);
    if (roll < 0.23) {
      const t = templates[lang === "ru" ? "N г" : "N g"]!(name, r)!;
      out.push({ text: `${pick(r, BRANDS[lang])} ${t.text}`, lang, template: "brand", said: [t.said], names: [name] });
      continue;
    }
    const key = pick(r, keys);
    const t = templates[key]!(name, r);
    if (!t) continue;
    out.push({ text: t.text, lang, template: key, said: [t.said], names: [name] });
  }
  return out;
}

/** Foods under 3 g are sensible: spices, seasonings, sweeteners, drops, leaves and the like. */
const SMALL_KINDS =
  /salt|pepper|spice|sugar|sweeten|stevia|cinnamon|vanilla|herb|dill|parsley|basil|oregano|paprika|powder|ginger|garlic|mustard|vinegar|lemon|lime|sauce|ketchup|extract|yeast|baking|gelatin|cocoa|seasoning|bouillon|mint|cumin|turmeric|cilantro|coriander|zest|nutmeg|clove|chili|tea|coffee|gum|candy|mint|sesame|seed|caper|olive|leaf|lettuce|sprinkle|syrup|honey|oil|butter|cream|milk|jam|flake|crouton|chip|cracker|pretzel|raisin|nut|almond|berry|corn|onion|anise|bay|thyme|rosemary|sage|saffron|wasabi|horseradish|dressing|mayo|jelly|marshmallow/i;

/**
 * Whether a weight under 3 g is half and more of one of the food's own small units (a piece, a slice, a spoon under
 * 6 g): "three m&m's" (0.7 g each), "маленький лук-резанец", "пол ложки пак-чоя" are read as typed.
 */
function ofATinyUnit(food: Food | undefined, grams: number): boolean {
  if (!food) return false;
  const small = [
    food.units.piece,
    food.units.slice,
    food.units.tbsp,
    food.units.tsp,
    food.itemGrams,
    food.portion.grams,
  ];
  return small.some((g) => g !== undefined && g < 6 && grams >= g / 2 - 0.05);
}

/** The heavy and energy checks' limits, on one item. */
const HEAVY_GRAMS = 1500;
const HEAVY_KCAL = 2500;

/**
 * Whether an item's weight is what its own words state, however much: grams, ounces or millilitres it weighs
 * ("шоколад 500 г", "steak 12oz", "cooking oil 500 ml"), or a count of two and more of pieces each within the checks'
 * limits ("5x arizona iced tea", "кесадилья 5 шт"). A heavy meal typed so is no misreading; the heavy and energy
 * checks are for weights no typed amount explains.
 */
export function weighedAsTyped(item: MealAnalysis["items"][number]): boolean {
  const said = item.text.toLowerCase().replace(/(\d),(\d)/g, "$1.$2");
  const amounts = /(\d+(?:\.\d+)?)\s*(g|gr|grams?|г|гр|грамм\p{L}*|oz|ounces?|ml|мл)(?![\p{L}])/gu;
  for (const m of said.matchAll(amounts)) {
    const unit = m[2]!;
    const grams = Number(m[1]) * (/^o/.test(unit) ? 28.35 : 1);
    // A millilitre weighs what the food's density makes it: oil 0.92 g, honey 1.4 g.
    const near = /^(?:ml|мл)$/.test(unit) ? grams * 0.5 : 1;
    if (Math.abs(grams - item.grams) <= Math.max(1, near)) return true;
  }
  const counts = [...said.matchAll(/(?<![\d.])(\d{1,2})(?![\d.])/g)].map((m) => Number(m[1]));
  // "пару ананасов", "two watermelons", "a couple of …": a count said in words counts as one in digits does.
  for (const [word, n] of Object.entries(COUNT_WORDS)) if (new RegExp(`(?:^|\\s)${word}\\s`).test(said)) counts.push(n);
  for (const count of counts)
    if (count >= 2 && item.grams / count <= HEAVY_GRAMS && item.calories / count <= HEAVY_KCAL) return true;
  const food = getDatabase().byId.get(item.foodId);
  if (!food) return false;
  // "полтора стакана масла", "пачка риса", "2 bags of flour", "половина арбуза": so many of a measure the words name,
  // at the catalog's own weight of that measure of the food (a whole at most once), is the amount typed, heavy as it is (a cup of oil is
  // 1,900 kcal, a pack of dry rice 900 g). The checks are for weights no typed amount explains.
  for (const [unit, words] of MEASURE_WORDS) {
    const one = food.units[unit];
    if (one === undefined || !words.test(said)) continue;
    const times = item.grams / one;
    // A whole, its share or its size ("a small watermelon") is at most the whole the catalog weighs.
    if (unit === "whole" ? times <= 1.02 : [0.5, 1, 1.5, 2, 3].some((t) => Math.abs(times - t) <= 0.02 * t))
      return true;
  }
  return false;
}

/** Counts said in words, as the templates say them. */
const COUNT_WORDS: Record<string, number> = {
  пару: 2,
  две: 2,
  два: 2,
  три: 3,
  two: 2,
  three: 3,
  "a couple of": 2,
  "a few": 3,
};

/** The words of each measure as typed, by the catalog's unit that weighs it. */
const MEASURE_WORDS: readonly (readonly [keyof Food["units"], RegExp])[] = [
  ["cup", /стакан|кружк|\bcups?\b|\bmugs?\b/],
  ["glass", /стакан|бокал|\bglass/],
  ["mug", /кружк|\bmugs?\b/],
  ["pack", /пач[ке]|упаков|пакет|коробк|банк|бутыл|\b(?:pack|packet|bag|box|jar|tub|can|bottle|container)s?\b/],
  ["whole", /половин|\bпол|целы|\bhalf\b|\bwhole\b|\b1\/2\b|\bsmall\b|\blarge\b|маленьк|больш/],
];

/** The checks that fail for one generated description's reading. */
export function check(g: Generated, reading: MealAnalysis): Finding[] {
  const db = getDatabase();
  const found: Finding[] = [];
  const kilos = /(\d\s*(кг|kg|л|l|литр|liter|litre|lb|pound|фунт))|кило|kilo/i.test(g.text);
  for (const item of reading.items) {
    const typed = weighedAsTyped(item);
    if (item.grams > HEAVY_GRAMS && !kilos && !typed)
      found.push({ check: "heavy", detail: `${item.name} ${Math.round(item.grams)} g` });
    const food = db.byId.get(item.foodId);
    const kind = `${item.foodId} ${food?.namesEn.join(" ") ?? item.name}`;
    if (item.grams < 3 && item.foodId !== "" && !SMALL_KINDS.test(kind) && !ofATinyUnit(food, item.grams))
      found.push({ check: "tiny", detail: `${item.name} ${item.grams} g` });
    if (item.calories > HEAVY_KCAL && !kilos && !item.caloriesStated && !typed)
      found.push({ check: "kcal", detail: `${item.name} ${Math.round(item.calories)} kcal` });
  }
  if (reading.items.length === 0) found.push({ check: "unread", detail: "nothing read" });
  else if (reading.unmatched.length > 0) found.push({ check: "unread", detail: reading.unmatched.join(" | ") });
  for (const said of g.said) {
    if (said.plain === undefined || g.said.length > 1) continue;
    const plain = analyzeMealText(said.plain).totals.calories;
    const now = reading.totals.calories;
    // "на двоих", "x2", "2 servings", "then 1 more" may halve or double a meal, never more than three times.
    // (A little past three, so a share of one among three, "split … with 2 friends", is no finding.)
    if (plain >= 30 && (now > plain * 3.2 || now < plain / 3.2))
      found.push({ check: "number", detail: `${Math.round(now)} kcal where "${said.plain}" is ${Math.round(plain)}` });
  }
  for (const said of g.said) {
    if (said.scaled === undefined || g.said.length > 1) continue;
    const one = analyzeMealText(said.scaled.text).totals.calories;
    const now = reading.totals.calories;
    const want = one * said.scaled.times;
    if (one >= 30 && (now > want * 1.5 || now < want / 1.5))
      found.push({
        check: "ratio",
        detail: `${Math.round(now)} kcal where "${said.scaled.text}" is ${Math.round(one)} (×${said.scaled.times})`,
      });
  }
  // The amount checks hold only where the text is one food, whose items are all of its reading.
  if (g.said.length === 1 && reading.items.length > 0) {
    const said = g.said[0]!;
    const grams = reading.items.reduce((s, i) => s + i.grams, 0);
    const first = reading.items[0]!;
    const food = db.byId.get(first.foodId);
    if (said.grams !== undefined && Math.abs(grams - said.grams) > 1)
      found.push({ check: "grams", detail: `said ${said.grams} g, read ${Math.round(grams)} g` });
    if (said.ounces !== undefined && Math.abs(grams - said.ounces * 28.35) > 1)
      found.push({ check: "grams", detail: `said ${said.ounces} oz, read ${Math.round(grams)} g` });
    if (
      said.count !== undefined &&
      said.measure === undefined &&
      Math.abs(grams - said.count) < 0.5 &&
      (food?.units.piece ?? food?.itemGrams ?? 10) > 3
    )
      found.push({ check: "count", detail: `${said.count} pieces read as ${grams} g` });
    if (said.bare !== undefined && (grams > said.bare * 3 || grams < said.bare / 3) && reading.items.length === 1) {
      const ml = food?.drink ? said.bare : 0;
      if (Math.abs(grams - ml) > said.bare * 0.2)
        found.push({ check: "count", detail: `bare ${said.bare} read as ${Math.round(grams)} g` });
    }
    if (said.measure !== undefined) {
      // A cup or a bowl is a volume: of a food the catalog weighs a cup of, its weight is that volume of the food
      // (a bowl of popcorn is 30 g, of nuts 140 g and more), as the food's kind says.
      const density =
        (said.measure === "cup" || said.measure === "bowl") && food?.units.cup !== undefined ? food.units.cup / 240 : 1;
      // A slice is the food's own where the catalog weighs one: a slice of carrot is 3 g, of bread 30 g.
      const own = said.measure === "slice" ? food?.units.slice : undefined;
      const [low, high] = (own !== undefined ? [own, own] : MEASURE_GRAMS[said.measure].map((g) => g * density)) as [
        number,
        number,
      ];
      const times = said.count ?? 1;
      if (grams > high * 3 * times || grams < (low / 3) * times)
        found.push({ check: "measure", detail: `${said.measure}×${times} read as ${Math.round(grams)} g` });
    }
  }
  return found;
}

function main() {
  const args = process.argv.slice(2);
  const arg = (k: string) => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const seed = Number(arg("--seed") ?? 1);
  const count = Number(arg("--count") ?? 4000);
  const examples = Number(arg("--examples") ?? 12);
  const only = arg("--check");
  const names = huntNames();
  const generated = generate(names, count, seed);
  const byCheck = new Map<Check, { text: string; detail: string; template: string }[]>();
  const byTemplate = new Map<string, Map<Check, number>>();
  let faulty = 0;
  for (const g of generated) {
    const findings = check(g, analyzeMealText(g.text));
    if (findings.length > 0) faulty++;
    for (const f of findings) {
      const list = byCheck.get(f.check) ?? [];
      list.push({ text: g.text, detail: f.detail, template: g.template });
      byCheck.set(f.check, list);
      const t = byTemplate.get(g.template) ?? new Map<Check, number>();
      t.set(f.check, (t.get(f.check) ?? 0) + 1);
      byTemplate.set(g.template, t);
    }
  }
  console.log(`${generated.length} descriptions from ${names.length} names (seed ${seed}); ${faulty} with a finding`);
  for (const c of CHECKS) console.log(`  ${c.padEnd(8)} ${byCheck.get(c)?.length ?? 0}`);
  console.log("\nby template:");
  for (const [t, m] of [...byTemplate].sort())
    console.log(`  ${t.padEnd(12)} ${[...m].map(([c, n]) => `${c} ${n}`).join(", ")}`);
  const r = random(seed + 1);
  for (const c of CHECKS) {
    if (only && c !== only) continue;
    const list = byCheck.get(c) ?? [];
    if (list.length === 0) continue;
    console.log(`\n${c} (${list.length}):`);
    const shown = only ? list : [...list].sort(() => r() - 0.5).slice(0, examples);
    for (const e of shown) console.log(`  [${e.template}] ${e.text} → ${e.detail}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) main();
