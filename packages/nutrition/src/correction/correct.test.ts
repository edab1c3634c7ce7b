import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CORRECTIONS_DEV, judgeCorrection } from "../../bench/corrections";
import { analyzeMealText } from "../analyze";
import { type CorrectionItem, correctMealItems } from "./correct";

const meal = (text: string) => analyzeMealText(text).items;

describe("correctMealItems — the development table", () => {
  const ru = CORRECTIONS_DEV.filter((c) => c.lang === "ru");
  const en = CORRECTIONS_DEV.filter((c) => c.lang === "en");
  it("has at least 20 corrections in each language", () => {
    expect(ru.length).toBeGreaterThanOrEqual(20);
    expect(en.length).toBeGreaterThanOrEqual(20);
  });
  // Each expected meal is written as the text a person would have typed had the first reading been right.
  it.each(CORRECTIONS_DEV.map((c) => [c.lang, c.meal, c.correction, c.expect ?? "(refused)", c] as const))(
    "[%s] %s + «%s» → %s",
    (_lang, _meal, _correction, _expect, c) => {
      const { ok, got } = judgeCorrection(c);
      expect(ok, got).toBe(true);
    },
  );
});

describe("correctMealItems — what it says it changed", () => {
  it("lists a weight change as from → to, with the item's own name", () => {
    const r = correctMealItems(meal("гречка 200 г и котлета"), "гречки было 150");
    expect(r.understood).toBe(true);
    expect(r.changes).toEqual([{ kind: "grams", name: "гречка", from: 200, to: 150 }]);
    // The nutrients follow the grams in proportion: 92 kcal per 100 g of buckwheat.
    expect(r.items[0]!.calories).toBeCloseTo(138, 1);
    expect(r.items[0]!.micronutrients!.magnesium).toBeCloseTo(76.5, 1);
    expect(r.origins).toEqual([0, 1]);
  });

  it("names a replacement and keeps the old grams when they were given", () => {
    const r = correctMealItems(meal("rice 200 g and chicken 150 g"), "not rice, quinoa");
    expect(r.changes).toEqual([{ kind: "replaced", name: "rice", to: "quinoa", grams: 200 }]);
    expect(r.origins).toEqual([null, 1]);
    expect(r.items[0]!.portionAssumed).toBe(false);
  });

  it("names new foods in the meal's language, not the remark's", () => {
    const r = correctMealItems(meal("рис 200 г"), "add bread");
    expect(r.changes).toEqual([{ kind: "added", name: "хлеб", grams: 30 }]);
  });

  it("adds to an item already there instead of listing the food twice", () => {
    const r = correctMealItems(meal("гречка 200 г и хлеб"), "ещё хлеб");
    expect(r.items).toHaveLength(2);
    expect(r.changes).toEqual([{ kind: "grams", name: "хлеб", from: 30, to: 60 }]);
  });

  it("takes one piece off a counted item and removes the last one", () => {
    const two = meal("гречка 200 г и 2 котлеты");
    const one = correctMealItems(two, "убери одну котлету");
    expect(one.items.map((i) => i.grams)).toEqual([200, 90]);
    expect(correctMealItems(one.items, "убери котлету").items.map((i) => i.foodId)).toEqual(["buckwheat"]);
  });

  it("reads sugar and dressing refused as the plain drink or the undressed salad", () => {
    const tea = correctMealItems(meal("чай с сахаром и сырники"), "без сахара");
    expect(tea.items.map((i) => i.foodId)).toEqual(["tea", "syrniki"]);
    expect(tea.items[0]!.grams).toBe(250);
    const salad = correctMealItems(meal("caesar salad"), "no dressing");
    expect(salad.items[0]!.foodId).toBe("caesar-salad-plain");
    expect(salad.items[0]!.calories).toBeLessThan(meal("caesar salad")[0]!.calories);
  });

  it("finds where the old food ends in «вместо X Y», and refuses a phrase naming two foods as one item", () => {
    const r = correctMealItems(meal("гречка 200 г и котлета"), "вместо гречки рис, и чай с сахаром");
    expect(r.items.map((i) => [i.foodId, i.grams])).toEqual([
      ["rice", 200],
      ["kotleta", 90],
      ["tea-with-sugar", 250],
    ]);
    const two = correctMealItems(meal("гречка 200 г и котлета"), "гречки рис было 100");
    expect(two).toMatchObject({ understood: false, reason: "not-understood", words: "рис" });
  });

  it("applies one amount to each item named in turn", () => {
    const r = correctMealItems(meal("гречка 200 г и 2 котлеты"), "гречки 150 и котлет 3");
    expect(r.items.map((i) => i.grams)).toEqual([150, 270]);
  });

  it("scales the whole meal when no item is named", () => {
    const r = correctMealItems(meal("гречка 200 г и 2 котлеты"), "на 20% меньше");
    expect(r.items.map((i) => i.grams)).toEqual([160, 144]);
    expect(correctMealItems(meal("steak 200 g"), "a third").items[0]!.grams).toBeCloseTo(66.7, 1);
  });

  it("corrects items from outside the catalog by weight, volume or stated calories, in proportion", () => {
    const photo: CorrectionItem[] = [
      { foodId: null, name: "Плов", grams: 300, calories: 450, protein: 15, fat: 18, carbs: 57 },
    ];
    const byWeight = correctMealItems(photo, "плова было 200 г");
    expect(byWeight.items[0]).toMatchObject({ grams: 200, calories: 300, protein: 10, fat: 12, carbs: 38 });
    const byKcal = correctMealItems(photo, "это было 600 ккал");
    expect(byKcal.items[0]).toMatchObject({ grams: 400, calories: 600, caloriesStated: true });
    // Two of a dish the catalog does not know has no weight to read.
    expect(correctMealItems(photo, "плова было две штуки").understood).toBe(false);
  });
});

describe("correctMealItems — refusals", () => {
  it.each([
    ["гречка 200 г и котлета", "убери рыбу", "not-in-meal", "рыбу"],
    ["гречка 200 г и котлета", "это было 300 г", "which-item", "это было 300 г"],
    ["гречка 200 г", "кот", "not-understood", "кот"],
    ["steak 200 g", "hello there", "not-understood", "hello"],
    ["гречка 200 г", "в 100 раз больше", "implausible", "в 100 раз больше"],
    ["гречка 200 г", "", "not-understood", ""],
    ["rice 200 g", "not rice, glorbnak", "not-understood", "glorbnak"],
  ])("%s + «%s» → %s", (text, correction, reason, words) => {
    const items = meal(text);
    const r = correctMealItems(items, correction);
    expect(r.understood).toBe(false);
    if (r.understood) return;
    expect(r.reason).toBe(reason);
    expect(r.words).toContain(words);
    expect(r.items).toEqual(items);
    expect(r.changes).toEqual([]);
  });
});

describe("correctMealItems — properties", () => {
  const meals = [
    "гречка 200 г и котлета",
    "рис 200 г, курица 150 г, хлеб",
    "борщ со сметаной и хлеб",
    "пельмени со сметаной",
    "2 eggs and toast",
    "chicken breast 200 g and rice",
    "burger and fries",
    "coffee with milk and a croissant",
    "чай с сахаром и сырники",
    "шаурма",
  ].map(meal);
  const word = fc.constantFrom(
    ...["без", "убери", "ещё", "и", "не", "а", "вместо", "в", "два", "раза", "меньше", "больше", "половину", "было"],
    ...["грамм", "г", "кг", "л", "0,5", "150", "300", "5000", "1e9", "-50", "2", "x2", "×10", "на", "20%", "треть"],
    ...["гречки", "котлету", "хлеб", "соуса", "сахара", "рис", "киноа", "масло", "торт", "водки", "кошка"],
    ...["no", "not", "without", "add", "plus", "half", "double", "twice", "instead", "of", "the", "rice", "chicken"],
    ...["fries", "eggs", "toast", "quinoa", "butter", "g", "ml", "slices", "it", "was", "more", "less", ",", "!"],
  );
  const remark = fc.oneof(
    fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(" ")),
    fc.string({ maxLength: 60 }),
  );

  it("never yields negative or non-finite grams, nor more than 5,000 kcal from an ordinary meal", () => {
    fc.assert(
      fc.property(fc.constantFrom(...meals), remark, (items, text) => {
        const r = correctMealItems(items, text);
        for (const item of r.items) {
          for (const v of [item.grams, item.calories, item.protein, item.fat, item.carbs]) {
            expect(Number.isFinite(v) && v >= 0).toBe(true);
          }
          expect(item.grams).toBeGreaterThan(0);
        }
        expect(r.items.reduce((s, i) => s + i.calories, 0)).toBeLessThanOrEqual(5000);
      }),
      { numRuns: 400 },
    );
  });

  it("changes nothing when it does not understand, and lists a change whenever it does", () => {
    fc.assert(
      fc.property(fc.constantFrom(...meals), remark, (items, text) => {
        const before = structuredClone(items);
        const r = correctMealItems(items, text);
        expect(items).toEqual(before);
        if (!r.understood) {
          expect(r.items).toEqual(before);
          expect(r.changes).toEqual([]);
        } else {
          expect(r.changes.length).toBeGreaterThan(0);
          expect(r.origins).toHaveLength(r.items.length);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("correctMealItems — remarks about a part of one dish, an amount against another, a size, a kind", () => {
  const en = (text: string) => analyzeMealText(text, { lang: "en" }).items;
  const fix = (items: CorrectionItem[], text: string, lang: "ru" | "en" = "ru") =>
    correctMealItems(items, text, { lang });

  // A dish read as one ("гречка с курицей") is a recipe of parts: a remark about one part lays the dish out as its
  // parts at their shares of its grams and changes that part only, never dropping or reweighing the other.
  it.each([
    ["ru", "гречка с курицей", "без курицы", [["гречка", 150]]],
    [
      "ru",
      "гречка с курицей",
      "не гречка а рис",
      [
        ["рис", 150],
        ["куриная грудка", 100],
      ],
    ],
    [
      "ru",
      "гречка с курицей",
      "курицы было 150 г",
      [
        ["гречка", 150],
        ["куриная грудка", 150],
      ],
    ],
    [
      "ru",
      "курица с рисом",
      "замени рис на киноа",
      [
        ["киноа", 150],
        ["куриная грудка", 100],
      ],
    ],
    [
      "ru",
      "курица с рисом",
      "киноа вместо риса",
      [
        ["киноа", 150],
        ["куриная грудка", 100],
      ],
    ],
    [
      "ru",
      "курица с рисом",
      "вместо риса киноа",
      [
        ["киноа", 150],
        ["куриная грудка", 100],
      ],
    ],
    [
      "en",
      "chicken and rice",
      "not rice, quinoa",
      [
        ["quinoa", 150],
        ["chicken breast", 100],
      ],
    ],
    ["en", "chicken and rice", "no rice", [["chicken breast", 100]]],
    [
      "en",
      "chicken and rice",
      "the chicken was 150 g",
      [
        ["rice", 150],
        ["chicken breast", 150],
      ],
    ],
    [
      "en",
      "coffee with milk and sugar",
      "without milk",
      [
        ["coffee", 212],
        ["sugar", 6],
      ],
    ],
  ] as const)("[%s] %s + «%s» changes only the part named", (lang, text, remark, expected) => {
    const items = analyzeMealText(text, { lang }).items;
    expect(items).toHaveLength(1);
    const r = fix(items, remark, lang);
    expect(r.understood).toBe(true);
    expect(r.items.map((i) => [i.name, Math.round(i.grams)])).toEqual(expected);
    expect(r.origins).toEqual(expected.map(() => null));
    expect(r.changes[0]).toMatchObject({ kind: "replaced", name: items[0]!.name });
  });

  it("lays out a dish's parts at its own energy, and refuses a part of a dish with no recipe", () => {
    const parts = fix(meal("курица с рисом"), "курицы было 100 г");
    expect(parts.items.reduce((sum, i) => sum + i.calories, 0)).toBeCloseTo(meal("курица с рисом")[0]!.calories, 0);
    const photo: CorrectionItem[] = [
      { foodId: null, name: "chicken and rice", grams: 300, calories: 450, protein: 30, fat: 10, carbs: 50 },
    ];
    const r = fix(photo, "no rice", "en");
    expect(r.understood).toBe(false);
    // Said as what it is: a part of a dish weighed whole, not a food the meal lacks.
    expect(r.understood === false && r.reason).toBe("part-of-dish");
    expect(r.items).toEqual(photo);
  });

  it("still reweighs or removes the whole dish when the remark names it or nothing", () => {
    expect(fix(meal("гречка с курицей"), "было 300 г").items[0]!.grams).toBe(300);
    expect(fix(en("chicken and rice"), "half", "en").items[0]!.grams).toBe(125);
    expect(fix(meal("шаурма"), "убери шаурму").items).toEqual([]);
  });

  it("reads «N, not M» as the amount of the item named with N", () => {
    const cutlets = fix(meal("котлета и пюре"), "2 котлеты а не 1");
    expect(cutlets.items.map((i) => [i.name, i.grams])).toEqual([
      ["котлета", 180],
      ["пюре", 200],
    ]);
    expect(fix(en("burger and fries"), "it was 2 burgers not 1", "en").items[0]!.grams).toBe(290);
    expect(fix(en("beer"), "3 not 2", "en").items[0]!.grams).toBeCloseTo(356 * 3, 0);
    expect(fix(en("eggs and toast"), "it was 3 eggs not 2", "en").items[0]!.grams).toBe(150);
  });

  it("reads «Y not X» without a comma as a replacement, but not «did not have»", () => {
    expect(fix(en("chicken 150 g and rice 200 g"), "it was quinoa not rice", "en").items.map((i) => i.name)).toEqual([
      "chicken",
      "quinoa",
    ]);
    expect(fix(en("salmon with rice"), "brown rice not white", "en").items.map((i) => i.name)).toEqual([
      "salmon",
      "brown rice",
    ]);
    expect(fix(en("eggs and toast"), "i did not have toast", "en").items.map((i) => i.name)).toEqual(["egg"]);
  });

  // A size word alone is read with the item's name as the engine reads it: a large latte is its large cup.
  it.each([
    ["ru", "плов", "порция была большая", 420],
    ["ru", "латте", "латте большой", 500],
    ["ru", "плов", "маленькая", 210],
    ["en", "latte", "it was a large", 600],
    ["en", "burrito", "a small one", 210],
    ["en", "caesar salad", "it was a large", 210],
  ] as const)("[%s] %s + «%s» → %i g", (lang, text, remark, grams) => {
    const r = fix(analyzeMealText(text, { lang }).items, remark, lang);
    expect(r.items.map((i) => i.grams)).toEqual([grams]);
  });

  it("sizes the item named among several, and leaves a typed amount to a size word", () => {
    const r = fix(en("burger and fries"), "large fries", "en");
    expect(r.items.map((i) => [i.name, i.grams])).toEqual([
      ["hamburger", 145],
      ["french fries", 180],
    ]);
    expect(fix(en("latte 300 ml"), "large", "en").understood).toBe(false);
  });

  // Another kind of the item's food (its fat, its milk): that food at the item's grams.
  it.each([
    ["ru", "кефир", "кефир 1%", "кефир 1%"],
    ["ru", "кефир 3,2% 250 мл", "на самом деле 1%", "кефир 1%"],
    ["ru", "творог 5% 200 г", "творог 9%", "творог 9%"],
    ["ru", "творог", "0%", "творог 0%"],
    ["en", "milk 250 ml", "it was skim", "skim milk"],
    ["en", "yogurt", "greek yogurt", "greek yogurt"],
  ] as const)("[%s] %s + «%s» → %s at the same grams", (lang, text, remark, name) => {
    const items = analyzeMealText(text, { lang }).items;
    const r = fix(items, remark, lang);
    expect(r.items.map((i) => [i.name, i.grams])).toEqual([[name, items[0]!.grams]]);
  });

  it("puts no kind of food in a dish's place, nor another food in an unnamed item's", () => {
    expect(fix(en("coffee with milk"), "oat milk", "en").understood).toBe(false);
    expect(fix(meal("гречка и котлета"), "рис").understood).toBe(false);
    // An amount asked for, or the item's own name again, is no other kind of it.
    expect(fix(en("cereal with milk"), "more milk", "en").understood).toBe(false);
    expect(fix(en("milk"), "milk", "en").understood).toBe(false);
    expect(fix(meal("кефир"), "кефира побольше").understood).toBe(false);
    // A food that only shares a synonym with the item is another food, not a kind of it.
    expect(fix(en("apple"), "pear", "en").understood).toBe(false);
  });

  // "it was a pear" of a meal of one item: the food said takes its place; an amount after "it was" stays an amount.
  it.each([
    ["en", "apple", "it was a pear", "pear"],
    ["en", "apple", "that was a banana", "banana"],
    ["ru", "яблоко", "это была груша", "груша"],
    ["ru", "гречка", "это был рис", "рис"],
  ] as const)("[%s] %s + «%s» → %s", (lang, text, remark, name) => {
    const r = fix(analyzeMealText(text, { lang }).items, remark, lang);
    expect(r.items.map((i) => i.name)).toEqual([name]);
  });

  it("keeps «it was» an amount, and asks which item among several", () => {
    expect(fix(meal("гречка"), "это было 300 г").items[0]!.grams).toBe(300);
    expect(fix(en("apple and banana"), "it was a pear", "en").understood).toBe(false);
    expect(fix(en("oatmeal"), "it was nice", "en").understood).toBe(false);
    expect(fix(meal("гречка 200 г"), "гречки рис было 100").understood).toBe(false);
  });
});

describe("correctMealItems — what goes into a drink or onto cereal", () => {
  const read = (lang: "ru" | "en", text: string, remark: string) =>
    correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang }).items.map((i) => [
      i.foodId,
      Math.round(i.grams),
    ]);

  // Said with no amount, the milk, sugar or lemon goes into the meal's one drink as the meal text reads the two said
  // together; it was a 250 g glass of milk beside the drink.
  it.each([
    ["en", "coffee", "with milk", [["coffee-with-milk", 250]]],
    ["en", "tea", "with milk", [["tea-with-milk", 250]]],
    ["en", "latte", "with skim milk", [["latte-nonfat", 300]]],
    ["en", "latte", "with oat milk", [["latte-plant-milk", 300]]],
    ["en", "cappuccino", "add almond milk", [["cappuccino-plant-milk", 250]]],
    ["ru", "кофе", "с молоком", [["coffee-with-milk", 250]]],
    [
      "ru",
      "кофе и бутерброд",
      "и молоко",
      [
        ["coffee-with-milk", 250],
        ["sandwich-sausage", 50],
      ],
    ],
  ] as const)("[%s] %s + «%s»", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it("pours milk said with no amount on cereal as the meal text does, not a glass beside it", () => {
    expect(read("en", "cereal", "with milk")).toEqual([
      ["cornflakes", 30],
      ["milk", 122],
    ]);
  });

  it("keeps an amount said with the milk, and food that goes into no drink, as items of their own", () => {
    expect(read("en", "latte", "add oat milk 100 ml")).toEqual([
      ["latte", 300],
      ["ru-oat-milk", 100],
    ]);
    expect(read("en", "chicken", "add rice")).toEqual([
      ["chicken", 120],
      ["rice", 180],
    ]);
  });
});

describe("correctMealItems — the eggs of an egg dish, the plate of a soup, «со»", () => {
  const grams = (lang: "ru" | "en", text: string, remark: string) =>
    correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang }).items.map((i) => [
      i.foodId,
      Math.round(i.grams),
    ]);

  // A count said of a dish whose text counts its eggs is the eggs: it had been three omelettes (366 g, 699 kcal).
  it.each([
    ["ru", "омлет из 2 яиц", "из трёх", [["omelette", 150]]],
    ["ru", "омлет из 2 яиц", "яиц было три", [["omelette", 150]]],
    ["ru", "яичница из двух яиц", "из трех яиц", [["egg-fried", 150]]],
    ["en", "3 egg omelette", "it was 4 eggs", [["omelette", 200]]],
    ["en", "omelette of 3 eggs", "of 2", [["omelette", 100]]],
    [
      "ru",
      "омлет из 2 яиц и кофе",
      "из 3",
      [
        ["omelette", 150],
        ["coffee", 250],
      ],
    ],
  ] as const)("[%s] %s + «%s»", (lang, text, remark, expected) => {
    expect(grams(lang, text, remark)).toEqual(expected);
  });

  it("keeps a count of eggs eaten whole a count of them", () => {
    expect(grams("en", "2 eggs", "3")).toEqual([["egg", 150]]);
    expect(grams("ru", "пельмени 10 шт", "15 штук")).toEqual([["ru-pelmeni", 180]]);
  });

  it("reads the plate or bowl a soup was served in as its portion", () => {
    expect(grams("ru", "борщ", "тарелка была большая")[0]![1]).toBeGreaterThan(300);
    expect(grams("ru", "борщ", "маленькая тарелка")[0]![1]).toBeLessThan(300);
    expect(grams("en", "chili", "the bowl was big")[0]![1]).toBeGreaterThan(250);
  });

  it("adds what is said after «со» as after «с»", () => {
    expect(grams("ru", "сырники 3 шт", "со сметаной").map(([id]) => id)).toEqual(["syrniki", "ru-smetana"]);
  });
});

describe("correctMealItems — the same food read again", () => {
  it("says only its grams changed, or nothing where they did not", () => {
    const eggs = correctMealItems(analyzeMealText("омлет из 2 яиц").items, "из трёх");
    expect(eggs.changes).toEqual([{ kind: "grams", name: "омлет", from: 100, to: 150 }]);
    const cereal = correctMealItems(analyzeMealText("cereal", { lang: "en" }).items, "with milk", { lang: "en" });
    expect(cereal.changes).toEqual([{ kind: "added", name: "milk", grams: 122 }]);
  });
});

describe("correctMealItems — several changes, a dish by its head, what went with an item, a portion word", () => {
  const read = (lang: "ru" | "en", text: string, remark: string) => {
    const r = correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang });
    return r.understood ? r.items.map((i) => [i.foodId, Math.round(i.grams)]) : `${r.reason}: ${r.words}`;
  };

  // Refused whole, a remark is read clause by clause; a clause not read refuses it all, never half-applied.
  it.each([
    [
      "ru",
      "рис с соусом терияки и курица",
      "рис 150 и без соуса",
      [
        ["rice", 150],
        ["chicken", 120],
      ],
    ],
    ["en", "burger and fries", "no burger, fries 100 g", [["potato-fried", 100]]],
    ["ru", "рис с соусом терияки и курица", "рис 150 и гречка", "not-understood: гречка"],
  ] as const)("[%s] %s + «%s»: each clause in turn", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  // The dish named by the food its name is headed by, where it has no recipe to lay out: it had been "a part of it".
  it.each([
    ["ru", "плов из баранины", "плова граммов 350", [["plov", 350]]],
    ["ru", "блины с творогом", "блинов было 4", [["bliny-tvorog", 320]]],
    // An English name's head is its last word: "mushroom" of a mushroom pizza is a part, not the pizza it removed.
    ["en", "mushroom pizza", "no mushrooms", "part-of-dish: mushrooms"],
    ["en", "mushroom pizza", "pepperoni not mushroom", "part-of-dish: mushroom"],
  ] as const)("[%s] %s + «%s»: the dish by its head", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it.each([
    // What went with an item is added beside it, or into the drink.
    [
      "ru",
      "чай и печенье",
      "чай с сахаром две ложки",
      [
        ["tea", 250],
        ["cookies", 24],
        ["sugar", 10],
      ],
    ],
    [
      "ru",
      "чай и печенье",
      "чай с сахаром",
      [
        ["tea-with-sugar", 250],
        ["cookies", 24],
      ],
    ],
    // Read together as one kind of the item, that kind takes its place: no 200 g of noodles beside the soup.
    [
      "ru",
      "суп куриный и хлеб",
      "суп был с лапшой",
      [
        ["noodle-soup-home", 300],
        ["bread", 30],
      ],
    ],
    [
      "en",
      "toast and coffee",
      "toast with butter",
      [
        ["sandwich-butter", 40],
        ["coffee", 250],
      ],
    ],
    ["ru", "блины с творогом", "блины с мясом а не с творогом", [["bliny-meat", 160]]],
    ["ru", "йогурт клубничный", "йогурт был греческий", [["ru-greek-yogurt", 125]]],
    // A kind the catalog does not know is refused, not FNDDS's "Coffee, NS as to type" put in the coffee's place.
    ["en", "coffee and a muffin", "the coffee was decaf", "not-understood: the coffee was decaf"],
  ] as const)("[%s] %s + «%s»: what went with it, or its kind", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  // A food of a dish's recipe is a part of it, laid out and taken off; said of another item, the remark is refused.
  it.each([
    ["ru", "греческий салат и хлеб", "салат без оливок", 7],
    ["ru", "салат оливье и котлета", "оливье без майонеза", 8],
  ] as const)("[%s] %s + «%s»: a part of a recipe taken off", (lang, text, remark, left) => {
    const r = correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang });
    expect(r.changes.at(-1)).toMatchObject({ kind: "removed" });
    expect(r.items).toHaveLength(left);
  });
  it.each([
    ["ru", "салат оливье и котлета", "котлета без майонеза", "not-understood: котлета без майонеза"],
    [
      "ru",
      "кофе с сахаром и печенье",
      "кофе без сахара",
      [
        ["coffee", 250],
        ["cookies", 24],
      ],
    ],
  ] as const)("[%s] %s + «%s»: what an item was without", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it.each([
    ["en", "a grande latte", "venti", [["latte", 600]]],
    // A slice or a plate only one item is served by names it; grams alone still ask which item.
    [
      "en",
      "pizza 2 slices and a sprite",
      "it was 3 slices",
      [
        ["pizza", 357],
        ["lemon-soda", 330],
      ],
    ],
    [
      "ru",
      "борщ и хлеб",
      "тарелка большая",
      [
        ["borscht", 420],
        ["bread", 30],
      ],
    ],
    ["en", "rice 200 g and chicken 150 g", "it was 300 g", "which-item: it was 300 g"],
  ] as const)("[%s] %s + «%s»: a cup size, a portion word", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });
});

describe("correctMealItems — a burger's parts, a compound's head, a kind said of the item as typed, nothing new", () => {
  const read = (lang: "ru" | "en", text: string, remark: string) => {
    const r = correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang });
    return r.understood ? r.items.map((i) => [i.foodId, Math.round(i.grams)]) : `${r.reason}: ${r.words}`;
  };
  const kcal = (lang: "ru" | "en", text: string, remark: string) =>
    Math.round(correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang }).items[0]!.calories);

  // The cheese and the bun FNDDS weighs in a burger were "not in this meal": now taken out as the meal text takes them
  // out of "cheeseburger no cheese", a 20 g slice of processed cheese and the 45 g bun.
  it.each([
    [
      "en",
      "cheeseburger and fries",
      "hold the cheese",
      [
        ["cheeseburger", 145],
        ["potato-fried", 120],
      ],
    ],
    [
      "en",
      "cheeseburger and fries",
      "without the bun",
      [
        ["cheeseburger", 120],
        ["potato-fried", 120],
      ],
    ],
    [
      "en",
      "cheeseburger and fries",
      "no cheese, no bun",
      [
        ["cheeseburger", 100],
        ["potato-fried", 120],
      ],
    ],
    ["en", "2 cheeseburgers", "no cheese", [["cheeseburger", 290]]],
    ["en", "double cheeseburger", "no cheese", [["double-cheeseburger", 115]]],
    [
      "ru",
      "чизбургер и картошка фри",
      "без сыра",
      [
        ["ru-chain-cheeseburger", 100],
        ["ru-chain-fries", 110],
      ],
    ],
    // A cheese of its own in the meal is the one the remark takes out.
    ["en", "cheeseburger and a cheese stick", "no cheese", [["cheeseburger", 165]]],
  ] as const)("[%s] %s + «%s»: a part weighed in the dish", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it("takes the part's own energy out, as the meal text reads the dish without it", () => {
    const meal = analyzeMealText("cheeseburger no cheese", { lang: "en" }).items[0]!;
    expect(kcal("en", "cheeseburger", "no cheese")).toBe(Math.round(meal.calories));
    // The 45 g bun is more of the burger's energy than the 20 g slice of cheese.
    expect(kcal("en", "cheeseburger", "no bun")).toBeLessThan(kcal("en", "cheeseburger", "no cheese"));
    expect(kcal("en", "cheeseburger", "no cheese")).toBeLessThan(490);
  });

  it.each([
    // "burger" is the head of "cheeseburger": it was "not in this meal".
    [
      "en",
      "cheeseburger and fries",
      "only half the burger",
      [
        ["cheeseburger", 83],
        ["potato-fried", 120],
      ],
    ],
    ["en", "cheeseburger and fries", "no burger", [["potato-fried", 120]]],
    [
      "en",
      "cheesecake and coffee",
      "half the cake",
      [
        ["cheesecake", 64],
        ["coffee", 250],
      ],
    ],
    // A portion word names the item it is the serving of: a single fry is FNDDS's 9 g "slice", and "it was 2 slices"
    // of a burger and fries made the fries 18 g.
    ["en", "cheeseburger and fries", "it was 2 slices", "which-item: it was 2 slices"],
    // "toast" names the bread of "toast with butter", laid out as bread and butter.
    [
      "en",
      "toast with butter and coffee",
      "toast was 2 slices",
      [
        ["bread", 60],
        ["butter", 10],
        ["coffee", 250],
      ],
    ],
  ] as const)("[%s] %s + «%s»: the item named", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it("reads a kind said of an item as typed: a large coke's diet kind is a diet coke, no whiskey and diet cola", () => {
    expect(read("en", "big mac and a large coke", "the coke was diet")).toEqual([
      ["big-mac", 220],
      ["cola-zero", 744],
    ]);
  });

  // A remark that says what the meal says was "not understood", which it was.
  it.each([
    ["en", "spaghetti with meatballs", "2 meatballs"],
    ["ru", "гречка 200 г и котлета", "гречки было 200"],
    ["ru", "гречка 200 г и котлета", "котлета одна"],
  ] as const)("[%s] %s + «%s»: what the meal already says", (lang, text, remark) => {
    expect(read(lang, text, remark)).toBe(`unchanged: ${remark}`);
  });
});

describe("correctMealItems — a kind word in a dish's name, more of what an item is a kind of, regular, a typed count", () => {
  const read = (lang: "ru" | "en", text: string, remark: string) => {
    const r = correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang });
    return r.understood ? r.items.map((i) => [i.foodId, Math.round(i.grams)]) : `${r.reason}: ${r.words}`;
  };

  it.each([
    // "chicken" of a "chicken burrito bowl" says which bowl, not the whole of it: the 445 g bowl had become 200 g of
    // steak. Read again as a "steak burrito bowl" it is the same catalog bowl, so its recipe is laid out and the
    // chicken in it is the steak now.
    [
      "en",
      "chicken burrito bowl and chips and guac",
      "not chicken, steak",
      [
        ["rice", 120],
        ["steak", 110],
        ["black-beans", 110],
        ["salsa", 60],
        ["cheddar", 25],
        ["lettuce", 20],
        ["tortilla-chips", 28],
        ["guacamole", 60],
      ],
    ],
    // The dish's head said once: "с мясом, а не с творогом" of "блины с творогом" are блины с мясом.
    ["ru", "блины с творогом 3 шт", "с мясом а не с творогом", [["bliny-meat", 240]]],
    // A coconut latte and "ещё один латте": one more of it, not a plain latte beside it.
    [
      "ru",
      "латте на кокосовом молоке и маффин",
      "ещё один латте",
      [
        ["latte-plant-milk", 600],
        ["muffin", 110],
      ],
    ],
    // "and another muffin" of a blueberry muffin: one more of it ("another" after "and" was a word not understood, and
    // a plain muffin was added beside).
    [
      "en",
      "coffee and a blueberry muffin",
      "and another muffin",
      [
        ["coffee", 250],
        ["fndds-52302010", 260],
      ],
    ],
    // A banana is no kind of banana bread: it is added.
    [
      "en",
      "banana bread",
      "add a banana",
      [
        ["banana-bread", 60],
        ["banana", 120],
      ],
    ],
    // "regular" of a diet coke is the plain coke at its grams; it was read as a size (a 651 g diet coke).
    [
      "en",
      "chicken caesar salad and a diet coke",
      "the coke was regular",
      [
        ["caesar-salad", 210],
        ["cola", 330],
      ],
    ],
    // The count one item was typed with names it: it asked which item.
    [
      "en",
      "2 tacos and a horchata",
      "it was 3 not 2",
      [
        ["tacos", 300],
        ["horchata", 248],
      ],
    ],
    // The bowl of a burrito bowl is that item's own name.
    [
      "en",
      "chicken burrito bowl and chips and guac",
      "the bowl was big",
      [
        ["burrito-bowl", 623],
        ["tortilla-chips", 28],
        ["guacamole", 60],
      ],
    ],
    // "nah" says only that the reading was wrong; "2 of them" of a grande is two grandes, not two usual cups.
    [
      "en",
      "pepperoni pizza 3 slices and a beer",
      "nah 2 slices",
      [
        ["pizza-pepperoni", 248],
        ["beer", 356],
      ],
    ],
    ["en", "grande caramel macchiato", "actually 2 of them", [["raf", 992]]],
    // "салат" names a vegetable salad whose recipe lays it out: the food it reads as is the same salad with oil.
    [
      "ru",
      "суп куриный с лапшой и салат из огурцов и помидоров",
      "салата грамм 200",
      [
        ["chicken-soup", 300],
        ["tomato-cucumber-salad-plain", 200],
      ],
    ],
    [
      "ru",
      "суп куриный с лапшой и салат из огурцов и помидоров",
      "салат был со сметаной",
      [
        ["chicken-soup", 300],
        ["tomato-cucumber-salad-sc", 150],
      ],
    ],
    // A kind said of an item typed with more words than its catalog name: the new word before the item as typed.
    [
      "en",
      "large iced latte and a blueberry muffin",
      "the latte was skim",
      [
        ["iced-latte-nonfat", 600],
        ["fndds-52302010", 130],
      ],
    ],
    // "black" is one of a coffee's own names: the meal says so already; a kind the catalog does not know is refused.
    ["en", "oatmeal with blueberries and a coffee", "coffee was black", "unchanged: coffee was black"],
    ["en", "oatmeal with blueberries and a coffee", "the coffee was decaf", "not-understood: the coffee was decaf"],
    // Still as before: a latte takes oat milk as its kind; a size word of a plain item is a size.
    ["en", "latte", "with oat milk", [["latte-plant-milk", 300]]],
    ["en", "medium fries", "it was a regular", "unchanged: it was a regular"],
  ] as const)("[%s] %s + «%s»", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });

  it.each([
    // The plov the catalog reads "плов с говядиной" as is the chicken plov shown: 120 g of beef had been added beside it.
    ["ru", "плов и чай", "плов был с говядиной", "not-understood: говядиной"],
    // A milk said of a drink made with milk that the engine knows no such kind of: a 30 g splash had been added.
    ["en", "grande caramel macchiato", "with oat milk", "not-understood: oat milk"],
  ] as const)("[%s] %s + «%s»: refused, nothing added beside", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toBe(expected);
  });
});

describe("correctMealItems — a double, what was used of a dressing, croutons by their other name, a size typed as it sounds", () => {
  const read = (lang: "ru" | "en", text: string, remark: string) => {
    const r = correctMealItems(analyzeMealText(text, { lang }).items, remark, { lang });
    return r.understood ? r.items.map((i) => [i.foodId, Math.round(i.grams)]) : `${r.reason}: ${r.words}`;
  };

  it.each([
    // "double" said last names the item's double kind: a burger of two patties (FNDDS 27510655, 230 g), a double
    // espresso; it was read as a scale of "the burger was a" and refused. A double portion still scales.
    [
      "en",
      "burger and fries",
      "the burger was a double",
      [
        ["hamburger", 230],
        ["potato-fried", 120],
      ],
    ],
    [
      "ru",
      "бургер и картошка фри",
      "бургер был двойной",
      [
        ["ru-cafe-burger", 365],
        ["ru-chain-fries", 110],
      ],
    ],
    [
      "en",
      "espresso and a croissant",
      "the espresso was a double",
      [
        ["espresso-double", 60],
        ["croissant", 57],
      ],
    ],
    [
      "en",
      "burger and fries",
      "double portion of fries",
      [
        ["hamburger", 145],
        ["potato-fried", 240],
      ],
    ],
    // Where a dressing was served says nothing of its amount; what was used of it is its share.
    [
      "en",
      "garden salad with ranch dressing",
      "dressing on the side, used half",
      [
        ["garden-salad", 150],
        ["ranch", 15],
      ],
    ],
    [
      "en",
      "garden salad with ranch dressing",
      "used half the dressing",
      [
        ["garden-salad", 150],
        ["ranch", 15],
      ],
    ],
    [
      "ru",
      "пельмени со сметаной",
      "сметаны съел половину",
      [
        ["ru-pelmeni", 250],
        ["ru-smetana", 8],
      ],
    ],
    // "гренки" reads as toast alone, and is a name of the Caesar's croutons ("гренки сухарики"): the part is taken out.
    [
      "ru",
      "цезарь с курицей",
      "без гренок",
      [
        ["romaine", 81],
        ["chicken-grilled", 61],
        ["parmesan", 8],
        ["caesar-dressing", 25],
        ["cherry-tomato", 20],
      ],
    ],
    [
      "ru",
      "салат цезарь и кофе",
      "гренок не было",
      [
        ["romaine", 81],
        ["chicken-grilled", 61],
        ["parmesan", 8],
        ["caesar-dressing", 25],
        ["cherry-tomato", 20],
        ["coffee", 250],
      ],
    ],
    // Toast in the meal is still the toast.
    ["ru", "гречка и тост", "без гренок", [["buckwheat", 200]]],
    // A size word typed as it sounds is the size.
    ["ru", "шаурма", "шаурма болшая", [["shawarma", 480]]],
    [
      "ru",
      "шаурма и кола",
      "шаурма балшая",
      [
        ["shawarma", 480],
        ["cola", 330],
      ],
    ],
    ["ru", "кофе", "кофе болшой", [["coffee", 350]]],
  ] as const)("[%s] %s + «%s»", (lang, text, remark, expected) => {
    expect(read(lang, text, remark)).toEqual(expected);
  });
});
