// Every name, alias, portion and recipe the engine knows, in one place (docs/product.md, Nutrition numbers: "Every recipe and alias is data,
// reviewable in one place"). Order inside each file is rough commonness; it breaks ties in search.

import { wordTable } from "../word-table";
import { cafe } from "./cafe";
import { dairyEggs } from "./dairy-eggs";
import { dishes } from "./dishes";
import { drinks } from "./drinks";
import { fruitNutsLegumes } from "./fruit-nuts-legumes";
import { grainsBread } from "./grains-bread";
import { labelFoods } from "./label-foods";
import { CHAIN_PIZZAS } from "./label-foods-cafe";
import { meatFish } from "./meat-fish";
import { moreFoods } from "./more-foods";
import { nutrition5kAliases } from "./nutrition5k-aliases";
import { recipes } from "./recipes";
import { sweetsFatsSauces } from "./sweets-fats-sauces";
import type { CatalogRow, LabelFood, LabelValues } from "./types";
import { usShelfFoods } from "./us-shelf-foods";
import { vegetables } from "./vegetables";
import { worldDishes } from "./world-dishes";

export type { CatalogRow, LabelFood, LabelValues, UnitKey } from "./types";
export { UNIT_KEYS } from "./types";
export { nutrition5kAliases };

/** "2,5%" as printed on a Russian pack, "2.5%" in English. */
function percentName(fat: number, lang: "ru" | "en"): string {
  return `${lang === "ru" ? String(fat).replace(".", ",") : String(fat)}%`;
}

/** "кефир 2,5%" → "kefir-2-5": a variant's id from its food's id and fat content. */
function variantId(id: string, fat: number): string {
  return `${id}-${String(fat).replace(".", "-")}`;
}

const firstName = (names: string) => names.split(";")[0]!.trim();

/**
 * Catalog rows of the label foods: one row for the product as it is usually sold (display name with its fat content,
 * then every name people use for it), and one row per other fat content named "<first name> <percent>", which
 * database.ts reads as that food's fat variants.
 */
export function labelRows(foods: readonly LabelFood[] = labelFoods): CatalogRow[] {
  const rows: CatalogRow[] = [];
  for (const f of foods) {
    const ru = f.fat === undefined ? f.ru : `${firstName(f.ru)} ${percentName(f.fat, "ru")}; ${f.ru}`;
    const en = f.fat === undefined ? f.en : `${firstName(f.en)} ${percentName(f.fat, "en")}; ${f.en}`;
    rows.push([f.id, `label:${f.id}`, ru, en, f.portions]);
    for (const v of f.variants ?? []) {
      const id = variantId(f.id, v.fat);
      rows.push([
        id,
        `label:${id}`,
        `${firstName(f.ru)} ${percentName(v.fat, "ru")}${v.ru ? `; ${v.ru}` : ""}`,
        `${firstName(f.en)} ${percentName(v.fat, "en")}`,
        f.portions,
      ]);
    }
  }
  return rows;
}

export interface LabelRecord {
  name: string;
  source: string;
  values: LabelValues;
}

/** The values of every label row by its source (`label:<id>`), with the citation, for scripts/generate.ts. */
export function labelRecords(foods: readonly LabelFood[] = labelFoods): Map<string, LabelRecord> {
  const records = new Map<string, LabelRecord>();
  const add = (id: string, record: LabelRecord) => {
    if (records.has(`label:${id}`)) throw new Error(`label foods: duplicate id ${id}`);
    records.set(`label:${id}`, record);
  };
  for (const f of foods) {
    const name = f.fat === undefined ? firstName(f.ru) : `${firstName(f.ru)} ${percentName(f.fat, "ru")}`;
    add(f.id, { name, source: f.source, values: f.values });
    for (const v of f.variants ?? []) {
      add(variantId(f.id, v.fat), {
        name: `${firstName(f.ru)} ${percentName(v.fat, "ru")}`,
        source: v.source,
        values: v.values,
      });
    }
  }
  return records;
}

// Label foods and café food come first: where a Russian name is shared with a USDA row ("творог", "кефир", "сметана"),
// the product sold in Russia is what the name means, and the earlier row wins the name (database.ts). The USDA rows keep
// their names for what refers to them by id: dishes already stored, the supplement and nutritionist screens.
export const CATALOG: readonly CatalogRow[] = [
  ...labelRows(),
  ...cafe,
  ...grainsBread,
  ...dairyEggs,
  ...meatFish,
  ...vegetables,
  ...fruitNutsLegumes,
  ...drinks,
  ...recipes,
  ...dishes,
  ...sweetsFatsSauces,
  ...moreFoods,
  ...usShelfFoods,
  ...worldDishes,
];

/** Foods that dress a salad: naming one as its own item means the salad itself was weighed without it. */
export const SALAD_DRESSINGS: ReadonlySet<string> = new Set([
  "caesar-dressing",
  "italian-dressing",
  "french-dressing",
  "ranch",
  "vinaigrette",
]);

/** A dressed salad → the same salad without its dressing (USDA's "no dressing" record). */
export const SALADS_UNDRESSED: Readonly<Record<string, string>> = wordTable({
  "caesar-salad": "caesar-salad-chicken-plain",
  "caesar-salad-side": "caesar-salad-plain",
  "greek-salad": "greek-salad-plain",
  "tomato-cucumber-salad": "tomato-cucumber-salad-plain",
});

/**
 * Instant noodles sold in flavours of a meat or seafood: "доширак с говядиной", "роллтон со вкусом курицы" name the
 * flavour of the pack, where "доширак с яйцом" adds an egg (meal-text/food-spans.ts, absorbFillings).
 */
export const FLAVOURED_NOODLES: ReadonlySet<string> = new Set(["ru-instant-noodles", "ru-rollton"]);

/**
 * What a dish is served topped with under its own name: "a loaded baked potato with sour cream, bacon and cheese" is
 * FNDDS 71507020's potato with its cheese (152 kcal per 100 g, where a plain one is 93), the toppings the word
 * "loaded" says; they were counted again beside it (meal-text/food-spans.ts, absorbOwnParts).
 */
export const SERVED_TOPPED_WITH: Readonly<Record<string, readonly string[]>> = wordTable({
  "loaded-baked-potato": [
    "sour cream",
    "bacon",
    "bacon bits",
    "cheese",
    "cheddar",
    "cheddar cheese",
    "shredded cheese",
    "butter",
    "chives",
    "green onion",
    "green onions",
    "scallions",
  ],
  // A parfait is yoghurt layered with granola and fruit: FNDDS 11446000's measure of one is McDonald's parfait, which
  // is so layered.
  "yogurt-parfait": ["granola", "berries", "mixed berries", "fruit", "honey"],
});

/**
 * What a dish is made of, said after its name with "с"/"with": "харчо с рисом и мясом", "chili with beans and beef",
 * "fried rice with egg and peas" name the dish's own parts, not a serving of each beside its full plate
 * (meal-text/food-spans.ts, absorbOwnParts; decision 024, follow-up "a dish named with its own parts"). Each name is
 * a part of the recipe row (recipes.ts) or of the USDA record's description (FNDDS 2017-2018) the dish is read by; a
 * name matches the words typed, or any catalog food its words name ("говядиной" is the beef of "говядина"). What is
 * put on a dish at the table is not listed, and stays an addition: the sour cream on borscht, the egg on a bowl of
 * ramen, cheese on chili, bread, rice served beside a curry.
 */
export const MADE_WITH_ITS_PARTS: Readonly<Record<string, readonly string[]>> = wordTable({
  // recipes.ts: beef, beet, cabbage and potato are boiled in the pot.
  borscht: ["мясо", "говядина", "свинина", "свёкла", "свекла", "капуста", "картошка", "meat", "beef", "pork", "beets"],
  shchi: ["мясо", "говядина", "свинина", "капуста", "квашеная капуста", "картошка", "meat", "beef", "cabbage"],
  // recipes.ts: beef and rice.
  kharcho: ["мясо", "говядина", "баранина", "рис", "meat", "beef", "lamb", "rice"],
  // recipes.ts: pearl barley, pickles and beef.
  rassolnik: ["перловка", "огурцы", "солёные огурцы", "соленые огурцы", "мясо", "говядина", "barley", "pickles"],
  // recipes.ts: beef, smoked and boiled sausage, ham, pickles and olives.
  solyanka: ["мясо", "колбаса", "копчёная колбаса", "ветчина", "огурцы", "оливки", "маслины", "sausage", "olives"],
  // recipes.ts: boiled potato, egg, sausage, cucumber and radish in the kvass or the kefir.
  "okroshka-kvass": ["колбаса", "мясо", "яйцо", "огурец", "картошка", "редиска", "sausage", "egg", "cucumber"],
  "okroshka-kefir": ["колбаса", "мясо", "яйцо", "огурец", "картошка", "редиска", "sausage", "egg", "cucumber"],
  // recipes.ts: lamb and noodles.
  lagman: ["мясо", "говядина", "баранина", "лапша", "meat", "beef", "lamb", "noodles"],
  // FNDDS 27111100 Beef goulash.
  goulash: ["мясо", "говядина", "свинина", "meat", "beef", "pork"],
  // FNDDS 58403050 chicken noodle soup; a bare «суп» is read as it, with dumplings (клёцки) or vermicelli in it.
  "chicken-soup": [
    "курица",
    "мясо",
    "лапша",
    "вермишель",
    "клёцки",
    "клецки",
    "chicken",
    "meat",
    "noodles",
    "dumplings",
  ],
  // FNDDS 27111410 Chili con carne with beans: "kidney beans and hamburger with tomato sauce".
  chili: ["фасоль", "говядина", "фарш", "мясо", "beans", "kidney beans", "beef", "ground beef", "meat"],
  // FNDDS 27311310 Beef stew with potatoes and vegetables including carrots.
  stew: ["мясо", "говядина", "картошка", "морковь", "овощи", "beef", "meat", "potatoes", "carrots", "vegetables"],
  // FNDDS 27146150 Chicken curry, cooked with potato and vegetables; rice is served beside it.
  curry: ["курица", "картошка", "овощи", "chicken", "potatoes", "vegetables"],
  // FNDDS 28310330 Pho: meat and rice noodle soup.
  pho: ["говядина", "курица", "лапша", "рисовая лапша", "beef", "chicken", "noodles", "rice noodles"],
  // The café's tonkotsu ramen (label-foods-cafe.ts): its pork slices and noodles; the egg is a topping.
  "ru-ramen": ["свинина", "лапша", "pork", "chashu", "noodles"],
  // FNDDS 58150310 fried rice: rice fried with egg, peas, carrot and onion.
  "fried-rice": ["яйцо", "горошек", "морковь", "овощи", "egg", "eggs", "peas", "carrots", "vegetables", "onions"],
  // FNDDS 58137210 Pad Thai: rice noodles with shrimp or chicken, egg and tofu.
  "pad-thai": ["креветки", "лапша", "курица", "shrimp", "noodles", "rice noodles", "chicken", "egg", "tofu"],
  // FNDDS 27363100 Jambalaya with meat and rice, "chicken and sausage jambalaya".
  jambalaya: ["колбаса", "рис", "курица", "креветки", "sausage", "andouille", "rice", "chicken", "shrimp"],
  // FNDDS 27363000 Gumbo with rice: "shellfish, pork, poultry, tomatoes, and okra".
  gumbo: ["креветки", "колбаса", "курица", "shrimp", "sausage", "andouille", "chicken", "crab", "okra"],
  // FNDDS 58130011 Lasagna with meat: its meat sauce and cheeses.
  lasagna: ["фарш", "мясо", "сыр", "beef", "ground beef", "meat", "meat sauce", "cheese", "ricotta"],
  // FNDDS 58421080 Mexican style tortilla soup, home recipe, made with chicken.
  "tortilla-soup": ["курица", "chicken"],
  // FNDDS 75649110 Vegetable soup, home recipe (read for minestrone too: its pasta and beans).
  "vegetable-soup": ["картошка", "морковь", "фасоль", "potatoes", "carrots", "beans", "pasta", "celery"],
  // FNDDS 27311510 and 27330010, Shepherd's pie with beef or with lamb, read by the FNDDS fallback under their codes:
  // the minced meat and vegetables under a crust of mashed potato.
  "fndds-27311510": ["beef", "ground beef", "potatoes", "mashed potatoes", "vegetables", "peas", "carrots"],
  "fndds-27330010": ["lamb", "ground lamb", "potatoes", "mashed potatoes", "vegetables", "peas", "carrots"],
  // FNDDS 27347100 Chicken or turkey pot pie: chicken, peas and carrots in the crust.
  "pot-pie": ["курица", "горошек", "морковь", "chicken", "peas", "carrots", "vegetables"],
});

/**
 * A packet of instant noodles said with the meat a ramen shop's bowl is made with → that bowl: "ramen with pork and
 * egg" is a bowl of tonkotsu ramen with its pork and an egg on top (label-foods-cafe.ts, ru-ramen), never a 90 g packet
 * with a 120 g serving of pork beside it; "ramen" alone, or with an egg, stays the packet (meal-text/food-spans.ts,
 * absorbOwnParts).
 */
export const BOWL_BY_ITS_MEAT: Readonly<Record<string, string>> = wordTable({ "instant-noodles": "ru-ramen" });

/** Nut butters, spread on a slice as FNDDS spreads peanut butter in its sandwiches (meal-text/price.ts, spreadOnSlices). */
export const NUT_BUTTERS: ReadonlySet<string> = new Set(["peanut-butter", "almond-butter", "nutella"]);

/** Breads eaten by the slice or a slice's worth, one spoon of a spread on each (meal-text/price.ts, spreadOnSlices). */
export const SPREAD_BY_THE_SLICE: ReadonlySet<string> = new Set([
  "bread",
  "bread-rye",
  "bread-wholewheat",
  "bread-multigrain",
  "bread-sourdough",
  "toast",
  "bread-potato",
  "bread-raisin",
  "challah",
  "english-muffin",
  "rice-cakes",
  // The Russian loaves by the slice, and crispbreads by the piece.
  "ru-baton",
  "ru-darnitsky",
  "ru-borodinsky",
  "ru-khlebtsy",
]);

/**
 * Dishes of their own that are also set on another food as a topping ("hot dog with chili", "yogurt with granola"):
 * a quarter cup of them there, as FNDDS's chili dogs and chili fries hold (meal-text/price.ts, toppingOfDish).
 */
export const TOPPINGS: ReadonlySet<string> = new Set(["chili", "granola"]);

/**
 * Packaged meals sold under a maker's name in many dishes: "lean cuisine chicken alfredo", "hot pocket pepperoni
 * pizza" name which of the maker's meals it was, not an alfredo or a pizza beside it (meal-text/food-spans.ts,
 * flavoursAfterAMaker).
 */
export const MEALS_NAMED_BY_THEIR_DISH: ReadonlySet<string> = new Set(["diet-frozen-meal", "hot-pocket"]);

/**
 * Courses named by where they come in a meal, not by what they are: "второе", "бизнес-ланч". The dish typed straight
 * after one ("на второе пюре с курицей", "бизнес-ланч: суп, второе и компот") says what the course was, and the
 * course is no food beside it (meal-text/food-spans.ts, coursesNamedByTheirDish). So is a side dish named no
 * further: "гарнир гречка", "с гарниром из риса", "рис на гарнир" name the side dish.
 */
export const COURSES_NAMED_BY_THEIR_DISH: ReadonlySet<string> = new Set([
  "ru-main-course",
  "ru-set-lunch",
  "ru-garnish",
]);
/** The side dish named no further (COURSES_NAMED_BY_THEIR_DISH), which a dish said just before "на гарнир" also names. */
export const GARNISH = "ru-garnish";

/**
 * What a burger's patty is typed as: "бургер с говяжьей котлетой", "фиш бургер с рыбной котлетой" name the patty
 * inside the burger, whose weight already holds it (meal-text/food-spans.ts, absorbFillings).
 */
export const BURGER_PATTIES: ReadonlySet<string> = new Set([
  "kotleta",
  "kotleta-chicken",
  "kotleta-fish",
  "beef-ground",
]);

/**
 * What the burger chains sell as a meal's main item: beside one of them, "картошка" is the chain's fries
 * (meal-text/chains.ts, friesAtTheChain).
 */
export const CHAIN_MAIN_ITEMS: ReadonlySet<string> = new Set([
  "ru-chain-hamburger",
  "ru-chain-cheeseburger",
  "ru-chain-double-cheeseburger",
  "ru-chain-big-hit",
  "ru-chain-nuggets",
  "ru-chain-twister",
  "ru-chain-chefburger",
  "ru-chain-boxmaster",
  "ru-chain-wings",
  "ru-mcchicken",
  "big-mac",
  "whopper",
  "whopper-cheese",
  "double-whopper",
  "whopper-jr",
  "quarter-pounder",
  "filet-o-fish",
  "chicken-strips",
  "popcorn-chicken",
  "ru-chain-sanders-basket",
]);

/**
 * A dish that a shop or a maker of packed food sells ready to heat, by the row of the cafe's or the home's dish it is
 * read as otherwise: "наггетсы мираторг" are the shop's frozen nuggets, not a chain's; "котлеты мираторг" the shop's
 * patties, not home-made ones (meal-text/brands.ts, packedByItsMaker).
 */
export const SOLD_PACKED: ReadonlyMap<string, string> = new Map([
  ["ru-chain-nuggets", "ru-nuggets-frozen"],
  ["chicken-nuggets", "ru-nuggets-frozen"],
  ["kotleta", "ru-kotlety-frozen"],
]);

/**
 * Packs sold in fruit flavours: "фрутоняня груша", "детское пюре яблоко" name the pouch's fruit, not a pear eaten
 * beside it (meal-text/food-spans.ts, flavoursAfterAMaker).
 */
export const FRUIT_FLAVOURED_PACKS: ReadonlySet<string> = new Set([
  "ru-baby-fruit-puree",
  // "барни клубника", "творожок агуша банан", "сырок ваниль": the filling of a sponge bear, a fruit curd dessert, a
  // glazed curd snack.
  "ru-barni",
  "ru-tvorozhok-fruit",
  "ru-syrok",
]);

/**
 * "мороженое клубника 80г", "молочный коктейль клубника 300мл", "йогурт питьевой банан 270г", "пудинг шоколад": an ice
 * cream, a milkshake, a drinking or fruit yoghurt and a pudding are sold by their flavour as the curd dessert is
 * (decision 024, follow-up "Russian diary text, a fifth sweep"); the fruit was a food beside them and took their weight.
 * One flavour only: "мороженое банан клубника" may as well be three foods typed without commas.
 */
export const SOLD_IN_ONE_FLAVOUR: ReadonlySet<string> = new Set([
  "ru-plombir",
  "ru-eskimo",
  "ru-cafe-milkshake",
  "ru-milkshake-chudo",
  "ru-yogurt-drink",
  "ru-yogurt-fruit",
  "ru-pudding",
  // "актимель клубника 1 бутылочка": the shot is sold in fruit flavours, its label's figures already of one (decision
  // 024, follow-up "Russian diary text, a sixth sweep"); the bottle went to 317 g of strawberries beside it.
  "ru-probiotic-shot",
]);

/**
 * Flavours other than a fruit that the packs of FRUIT_FLAVOURED_PACKS and SOLD_IN_ONE_FLAVOUR are sold in:
 * "творожный десерт шоколад", "сырок сгущенка", "мороженое карамель", "пудинг кокос". After any other food they stay
 * a food of their own.
 */
export const SWEET_FLAVOURS: ReadonlySet<string> = new Set([
  "chocolate-milk-bar",
  "chocolate-dark",
  "ru-caramel",
  "coconut",
  "ru-condensed-milk",
]);

/**
 * A plain dairy food that a fruit typed after it, then the pack's amount, makes the fruit one: "йогурт клубника 125 г"
 * is a strawberry yoghurt, "творожок персик 100г" a fruit curd dessert. Without an amount after the fruit the two may be
 * a list typed without a comma ("йогурт банан") and stay two foods.
 */
export const FRUIT_KIND_OF: ReadonlyMap<string, string> = new Map([
  ["yogurt-plain", "ru-yogurt-fruit"],
  ["ru-tvorog", "ru-tvorozhok-fruit"],
]);

/**
 * Snacks sold in flavours, weighed by their pack's label whatever the flavour: "лейз с крабом", "чипсы со сметаной и
 * луком", "кириешки с беконом", "чипсы со вкусом сыра" name a seasoning, not crab, sour cream or bacon eaten beside
 * them.
 */
export const FLAVOURED_SNACKS: ReadonlySet<string> = new Set([
  "ru-chips",
  "potato-chips",
  "ru-pringles",
  "ru-cheetos",
  "cheetos",
  "ru-sukhariki",
  "ru-popcorn",
  "popcorn",
  "corn-chips",
]);

/**
 * Pastries weighed with their filling: "самса с курицей", "хачапури с сыром", "ватрушка с творогом" name what is
 * inside, not a second food. What goes on top of them is still its own item (PASTRY_TOPPINGS).
 */
export const FILLED_PASTRIES: ReadonlySet<string> = new Set([
  "samsa",
  "khachapuri",
  "vatrushka",
  "chebureki",
  "belyash",
  "pirozhok-potato",
  "pirozhok-cabbage",
  "pirozhok-meat",
  "pie-cabbage",
  "pie-meat",
  "ru-kulebyaka",
  "ru-rasstegai",
  "ru-rogalik",
  "ru-achma",
  "ru-echpochmak",
  "ru-ossetian-pie",
  "ru-shanga",
  "ru-khychin",
  "ru-kutab",
  "kubdari",
  // "манты с мясом", "манты с тыквой": what the dumpling is steamed with; the meat was 120 g of beef beside them.
  "manty",
  "manty-pumpkin",
  "buuzy",
  "chudu-meat",
  // Голубцы are cabbage leaves rolled round their filling: "голубцы с мясом и рисом 2 шт", "постные голубцы с грибами
  // и рисом" name what is inside; the rice and the mushrooms were read again beside them.
  "golubtsy",
  // A pie named no further ("пирог с мясом", "пирог с рыбой"): what it is filled with is baked into it.
  "pie-apple",
  // A слойка is filled, as a пирожок is: "слойка с творогом", "слойка с ветчиной и сыром" (a 180 g pack of творог
  // had been read beside it).
  "turnover",
  // «Крошка Картошка» is split and filled: "крошка картошка с сыром", "… с курицей и грибами" name its filling.
  "potato-baked-cheese",
  // Vareniki are filled, as pirozhki are: "вареники с картошкой и грибами", "вареники с вишней".
  "vareniki-potato",
  "vareniki-cabbage",
  "ru-vareniki-potato",
  "ru-vareniki-tvorog",
  "ru-vareniki-cherry",
]);
/**
 * Bars made with nuts, seeds or dried fruit: "шоколад с орехами", "мюсли батончик с орехами", "батончик с изюмом"
 * name what is in the bar, not a handful eaten beside it (meal-text/food-spans.ts, absorbFillings; decision 024,
 * follow-up "Russian names, a fourth sweep").
 */
export const BARS_MADE_WITH: ReadonlySet<string> = new Set([
  "chocolate-bar",
  "chocolate-milk-bar",
  "chocolate-dark",
  "ru-milk-chocolate-bar",
  "ru-milka",
  "ru-alenka",
  "ru-dark-chocolate-bar",
  "ru-toblerone",
  "ru-ritter-sport",
  "ru-cereal-bar",
  "granola-bar",
  "ru-protein-bar",
  "protein-bar",
  "rxbar",
]);
/**
 * Baked round and cut like a pie, yet also eaten whole: a Russian "кусок" of a хачапури по-имеретински or
 * по-мегрельски is its slice (catalog portion "slice"), while "хачапури 2 шт" are two whole ones (meal-text/portions.ts,
 * gramsFor). "хачапури 2 куска" were two whole 260 g хачапури.
 */
export const CUT_LIKE_A_PIE: ReadonlySet<string> = new Set(["khachapuri"]);
/**
 * Meat grilled in chunks on a skewer: "5 кусочков шашлыка", "шашлык 4 куска" count the chunks, each FNDDS's piece of
 * cooked pork (22000100 Pork, NS as to cut, cooked: "1 piece" 42 g), where the dish's serving is a skewer of about
 * five; a piece said as a part ("кусок") was the whole 200 g skewer, and five of them a kilogram (decision 024,
 * follow-up "Russian diary text, a fifth sweep"). "шашлык 2 шт", "шашлык 1 шампур" stay skewers.
 */
export const CHUNK_GRAMS = 42;
export const GRILLED_IN_CHUNKS: ReadonlySet<string> = new Set([
  "kebab",
  "pork-shashlik",
  "chicken-shashlik",
  "chicken-thigh-shashlik",
]);
/**
 * Dumplings filled with minced meat: "хинкали с бараниной", "пельмени с говядиной", "пельмени из свинины" name the
 * meat inside, weighed with them, not a serving of meat beside the plate (meal-text/food-spans.ts).
 */
export const MEAT_DUMPLINGS: ReadonlySet<string> = new Set(["pelmeni", "ru-pelmeni", "khinkali"]);
/** Spooned or poured over a pastry, never baked into it: "пирожок со сметаной", "ватрушка с чаем" is two items. */
/**
 * Dishes whose record already holds their meat, poultry or seafood, so "burrito w/ steak", "pho with beef", "pad thai
 * with shrimp" name which one it is, not a second portion of meat beside the dish (meal-text/food-spans.ts,
 * absorbFillings): burrito (SR28 21063 "Fast foods, burrito, with beans and beef"), tacos (FNDDS 58101520 "Taco or
 * tostada with chicken"), quesadilla (58104740 "Quesadilla with chicken"), enchiladas (58100620 "Enchilada with
 * chicken and beans"), pho (28310330, the beef noodle soup), pad thai and fried rice (58137210, 58150310: the NFS
 * records average the kinds made with meat, chicken or shrimp), the sub (27560910 "Cold cut submarine sandwich"), the
 * sandwich (27520300 "Ham sandwich") and the burrito bowl (its recipe's grilled chicken).
 */
/**
 * A dish FNDDS records plain and with its meat, poultry or seafood, as separate foods: "fettuccine alfredo with
 * chicken" is its record with poultry (meal-text/meat-before-dish.ts, dishOfItsMeat), not the plain dish and a portion
 * of chicken beside it.
 */
export const DISH_KINDS_BY_MEAT: Readonly<Record<string, { poultry: string; seafood: string }>> = {
  alfredo: { poultry: "chicken-alfredo", seafood: "seafood-alfredo" },
};

export const DISHES_WITH_THEIR_MEAT: ReadonlySet<string> = new Set([
  "burrito",
  "tacos",
  "quesadilla",
  "enchiladas",
  "pho",
  "pad-thai",
  "fried-rice",
  "sub",
  "sandwich",
  "burrito-bowl",
  // "wrap w/ turkey and cheese": the FNDDS wrap sandwich (27500300) is already filled with its meat.
  "wrap-sandwich",
  // Lasagna with meat (58130011), steamed dumplings filled with meat or seafood (58112510), chow mein with meat and
  // noodles (27360080), lo mein NFS (58136110), chicken curry (27146150), the gyro (27516010), the teriyaki bowl
  // (27345310) and the street taco (58101320): "beef lasagna", "pork dumplings", "lamb curry" name their meat.
  "lasagna",
  "dumplings-asian",
  "chow-mein",
  "lo-mein",
  "curry",
  "gyro",
  "teriyaki-bowl",
  "street-taco",
  // Fajita with chicken and vegetables (58105000): "steak fajitas", "fajitas chicken".
  "fajitas",
  // Fried wontons filled with meat (58111110), chow fun with meat (58135110), bibimbap with meat (58150100), the
  // bulgogi recipe, the meat empanada (58116120) and nigiri, whose fish is its filling: "pork potstickers", "beef
  // drunken noodles", "tuna nigiri".
  "potstickers",
  "chow-fun",
  "bibimbap",
  "bulgogi",
  "empanada",
  "nigiri-salmon",
  // Tamale with meat (58103120) and chimichanga with meat (58104500): "beef tamale", "pork chimichanga" name its meat.
  "tamales",
  "chimichanga",
  // Jambalaya with meat and rice (27363100) and gumbo with rice (27363000), made with sausage, poultry or shellfish:
  // "chicken and sausage jambalaya", "seafood gumbo" name what they are made with.
  "jambalaya",
  "gumbo",
]);

export const PASTRY_TOPPINGS: ReadonlySet<string> = new Set([
  "ru-smetana",
  "sour-cream",
  "ru-varenye",
  "jam",
  "honey",
  "ru-condensed-milk",
  "ketchup",
  "ru-mayonnaise",
  "mayonnaise",
  "ru-butter",
  "butter",
  // "шарлотка с мороженым": a scoop beside the pie.
  "ru-plombir",
  "ice-cream",
]);

/**
 * What an English pie is served with, typed in English after "with": "apple pie with custard" (a jug's share poured
 * over it), "steak pie with mash", "pie with chips and gravy" (the sides on the plate) are items beside the pie, not its
 * filling; the custard and the mash were dropped. A Russian "пирог с пюре" is filled with it and stays one item.
 */
export const SERVED_WITH_AN_ENGLISH_PIE: ReadonlySet<string> = new Set([
  "custard",
  "cream",
  "whipped-cream",
  "whipped-topping",
  "mashed-potatoes",
  "potato-fried",
  "potato-chips",
  "gravy",
  "baked-beans",
]);

/**
 * The noodles, grains and vegetables a soup is cooked with, which its own record already holds: "суп с вермишелью",
 * "суп с рисом", "уха с картошкой" say what is in the plate, not a second food beside it. Meat and meatballs are not
 * listed, since a soup's record holds little or none of them (a soup made with meatballs is a row of its own,
 * "суп с фрикадельками"),
 * nor what is eaten with a soup (bread, sour cream, an egg, croutons): "щи со сметаной", "суп с хлебом" stay two items
 * (meal-text/food-spans.ts, absorbFillings).
 */
export const COOKED_IN_SOUPS: ReadonlySet<string> = new Set([
  "pasta",
  "egg-noodles",
  "rice-noodles",
  "rice",
  "rice-basmati",
  "buckwheat",
  "millet",
  "barley",
  "semolina",
  "gnocchi",
  "potato-boiled",
  "cabbage",
  "sauerkraut",
  "mushrooms",
  "carrot",
  "onion",
  "mixed-vegetables",
]);

/**
 * A porridge whose cooked plate weighs 250 g, and the dry flakes it is cooked from: a weight well under a plate
 * ("овсянка 50 г", "овсянка 40г на молоке") is what was weighed out of the pack, as people counting calories weigh it
 * (meal-text/food-spans.ts, weighedDry).
 */
export const WEIGHED_DRY: Readonly<Record<string, string>> = wordTable({
  oatmeal: "ru-oat-flakes",
  "oatmeal-milk": "ru-oat-flakes",
  // "30 г манки" in a recipe, "манка 40 г": the groats, as a plate of манная каша is never so small.
  "semolina-porridge": "ru-semolina",
});

/**
 * A coffee served by its own small cup: an espresso's shot of 30 ml (FNDDS 92101610 "fl oz" 30 g), a doppio's 60 ml
 * (its "espresso cup (2 fl oz)" 60 g), a ristretto's shorter pull. A чашка, a кружка or a шот of it is that one cup
 * (meal-text/portions.ts); «чашка эспрессо» was 200 ml of it, the tea cup's volume.
 */
export const SERVED_BY_ITS_OWN_CUP: ReadonlySet<string> = new Set(["espresso", "espresso-double", "ristretto"]);

/**
 * A grain or flakes sold dry → the porridge cooked from it, where a plate of it is said: "тарелка геркулеса",
 * "тарелка гречневой крупы" are a plate of porridge, as "тарелка гречки" is the catalog's cooked plate of 250 g, never
 * a plate heaped with dry flakes (meal-text/food-spans.ts, platedPorridge). The porridge is on water unless milk is
 * said, as the flakes' pack (ГОСТ 21149-93 «Геркулес») gives it; a grain's porridge is its cooked row.
 */
export const PLATE_OF_PORRIDGE: Readonly<Record<string, string>> = wordTable({
  "ru-oat-flakes": "oatmeal",
  "oats-dry": "oatmeal",
  "ru-semolina": "semolina-porridge",
  semolina: "semolina-porridge",
  "ru-buckwheat-dry": "buckwheat",
  "buckwheat-dry": "buckwheat",
  "ru-rice-dry": "rice",
  "rice-dry": "rice",
  "ru-millet-dry": "millet",
  "ru-pearl-barley-dry": "barley",
  "ru-barley-groats-dry": "barley",
  "ru-corn-grits-dry": "corn-grits",
});

/**
 * "тарелка лапши": a Russian plate of лапша is the noodle soup far more often than plain noodles, as a plate is what
 * soup is counted by ("тарелка супа", "тарелка борща") and a side of noodles is a portion; the catalog's homemade
 * chicken noodle soup (recipes.ts, "куриная лапша") is it. It was 200 g of plain egg noodles (meal-text/food-spans.ts,
 * platedPorridge). Noodles said otherwise ("лапша 200 г", "порция лапши") stay noodles.
 */
export const PLATE_OF_SOUP: Readonly<Record<string, string>> = wordTable({
  "egg-noodles": "noodle-soup-home",
});

/** The porridge of PLATE_OF_PORRIDGE when milk is said with the flakes: "тарелка овсяных хлопьев на молоке". */
export const PLATE_OF_PORRIDGE_ON_MILK: Readonly<Record<string, string>> = wordTable({
  oatmeal: "oatmeal-milk",
});

/**
 * A porridge said "с молоком" → the porridge cooked on milk (recipes.ts): «греча с молоком», «пшённая каша с
 * молоком» are one plate of porridge cooked with its milk (Скурихин's молочные каши), not a plate of porridge and a
 * 250 ml glass of milk beside it (meal-text/food-spans.ts, absorbOwnParts). Only a Russian line: an English "oatmeal
 * with blueberries and milk" pours the milk on (MILK_ON_HOT_CEREAL). A porridge already cooked on milk maps to itself,
 * in either language: its milk was counted a second time beside it.
 */
export const PORRIDGE_ON_MILK: Readonly<Record<string, string>> = wordTable({
  buckwheat: "buckwheat-milk",
  millet: "millet-porridge-milk",
  rice: "rice-porridge",
  oatmeal: "oatmeal-milk",
});
export const COOKED_ON_MILK: ReadonlySet<string> = new Set([
  "buckwheat-milk",
  "millet-porridge-milk",
  "rice-porridge",
  "oatmeal-milk",
  "semolina-porridge",
  "pumpkin-porridge",
]);

/**
 * The same porridge said "на молоке" with the flakes' weight: the flakes and the milk they were cooked on, weighed
 * by the flakes (meal-text/food-spans.ts, weighedDry).
 */
export const WEIGHED_DRY_ON_MILK: Readonly<Record<string, string>> = wordTable({
  "oatmeal-milk": "oatmeal-milk-by-flakes",
});

/**
 * A dish the catalog reads by its generic word ("бутерброд" alone is the everyday one with sausage) → what it is made
 * on. Said with what is on it ("бутерброд с паштетом", "бутерброд с авокадо") it is that base and the topping, not the
 * everyday dish with the topping added (meal-text/food-spans.ts, onTheirBase).
 */
export const GENERIC_DISH_BASES: Readonly<Record<string, string>> = wordTable({
  "sandwich-sausage": "bread",
});

/**
 * Spirits are poured by the shot ("водка 2" is two рюмки), but a decimal after one is the bottle's litres, as after
 * any drink: "водка 0,5", "коньяк 0,25" (meal-text/portions.ts).
 */
export const SPIRITS: ReadonlySet<string> = new Set(["vodka", "gin", "tequila", "whiskey", "cognac", "rum", "liqueur"]);

/**
 * Drinks sold by the can, bottle or carton, whose first portion is that pack rather than a glass: still drinks, so a
 * decimal after them is litres ("энергетик 0,5", "коктейль чудо 0,2" were half a can and a fifth of a carton) and
 * what goes into a drink goes into them. The rest of the catalog's drinks are poured by the glass or mug first.
 */
export const DRINKS_SOLD_IN_PACKS: ReadonlySet<string> = new Set([
  "energy-drink",
  "energy-drink-sugar-free",
  "red-bull",
  "ru-energy-drink",
  "ru-ice-tea",
  "ru-milkshake-chudo",
]);

/**
 * A food the catalog weighs as one whole bar → the food a piece broken off it is: "кусочек шоколадки" is a square of
 * chocolate, not the 90 g bar "шоколадка" alone means (meal-text/food-spans.ts, piecesOfABar).
 */
export const BARS_BROKEN_INTO: Readonly<Record<string, string>> = wordTable({
  "chocolate-bar": "chocolate-milk-bar",
  // A bar named by its maker: "кусочек альпен гольд", "2 дольки милки" were the whole 90 g bar.
  "ru-milk-chocolate-bar": "chocolate-milk-bar",
  "ru-milka": "chocolate-milk-bar",
  "ru-alenka": "chocolate-milk-bar",
});

export { CHAIN_PIZZA_CM, CHAIN_PIZZAS, TEREMOK_BLIN } from "./label-foods-cafe";

/**
 * Pizzas whose whole weighs a {@link CHAIN_PIZZA_CM} one, eight slices: the chain pizzas, and FNDDS's restaurant pizzas
 * (./dishes.ts), whose "1 large pizza (13-15" diameter)" weighs 954 g (58106225) and whose whole the catalog takes at
 * 880 g. A diameter said beside one of them weighs it by its area (meal-text/food-spans.ts, byLength).
 */
export const PIZZAS_BY_DIAMETER: ReadonlySet<string> = new Set([
  ...CHAIN_PIZZAS,
  "pizza",
  "pizza-pepperoni",
  "pizza-meat",
]);

/**
 * A sub's length as a chain sells it: its piece is the 15 cm (6-inch) one, its large the 30 cm footlong. Every sub the
 * catalog weighs by FNDDS's "Subway Sub (6" long)" and "(footlong)" is sold at both ("12 inch turkey sub" was the
 * 6-inch one; decision 024, follow-up: the forty-first batch).
 */
const BOTH_LENGTHS = { piece: 15, large: 30 } as const;
export const SUB_LENGTHS_CM: Readonly<Record<string, { piece: number; large: number }>> = wordTable({
  sub: BOTH_LENGTHS,
  "turkey-sub": BOTH_LENGTHS,
  "cold-cut-sub": BOTH_LENGTHS,
  "spicy-italian-sub": BOTH_LENGTHS,
  "chicken-sub": BOTH_LENGTHS,
  "veggie-sub": BOTH_LENGTHS,
  "meatball-sub": BOTH_LENGTHS,
  "steak-cheese-sub": BOTH_LENGTHS,
});

/**
 * A loaf the catalog weighs whole, by the length it is baked at: a French baguette is 250 g at 55–65 cm (the décret
 * n° 93-1074 baguette, as Russian bakeries copy it), so "багет 30 см" is half of it.
 */
export const LOAF_LENGTHS_CM: Readonly<Record<string, number>> = wordTable({
  "ru-baguette": 60,
});

/** What a Russian salad is dressed with when the dressing is named after it ("… с майонезом", "… с маслом"). */
export const RUSSIAN_DRESSINGS: ReadonlySet<string> = new Set([
  "ru-mayonnaise",
  "mayonnaise",
  "ru-smetana",
  "sour-cream",
  "oil-sunflower",
  "olive-oil",
]);

/**
 * A drink the catalog keeps sweetened → the same drink without its sugar. "чай с сахаром 2 ложки" is a mug of tea
 * and two spoons of sugar, not two spoons of sweet tea (meal-text/sweetened.ts).
 */
export const SWEETENED_DRINKS: Readonly<Record<string, string>> = wordTable({
  "tea-with-sugar": "tea",
  "coffee-with-sugar": "coffee",
  "coffee-with-milk-sugar": "coffee-with-milk",
});

/**
 * What people put into tea or coffee, with the grams that go into one mug: a teaspoon of sugar or honey, a slice of
 * lemon, a splash of milk or cream. Named right after a drink ("чай сахар 2 ложки", "кофе молоко") it is an
 * addition of its own, never a second name of the drink (meal-text/food-spans.ts, mergeAdjacent); joined to a drink
 * by "с" or "и" with no amount ("чай с сахаром и лимоном") it is the amount that goes into the mug
 * (meal-text/price.ts).
 */
const ADDED_BY_ID: Readonly<Record<string, number>> = wordTable({
  sugar: 5,
  "brown-sugar": 5,
  honey: 7,
  milk: 30,
  "ru-milk": 30,
  // Milk named by its fat or its plant ("coffee with skim milk", "tea with 2% milk", "coffee w/ almond milk") is the
  // same splash, never a glass of its own beside the drink.
  "milk-2": 30,
  "milk-1": 30,
  "milk-skim": 30,
  lactaid: 30,
  "almond-milk": 30,
  // The plant milks a café pours as the splash of milk ("кофе с овсяным молоком", "tea with soy milk").
  "ru-oat-milk": 30,
  "soy-milk": 30,
  "rice-milk": 30,
  "coconut-milk-drink": 30,
  "cream-light": 15,
  "ru-cream": 15,
  // Heavy cream goes in by the tablespoon too ("cold brew sweet cream", "coffee with heavy cream"); taken as the head of
  // an English compound, it had swallowed the cold brew before it.
  cream: 15,
  // A tablespoon of liquid creamer (SR28 01067: tbsp 15 g), one to a cup.
  "coffee-creamer": 15,
  "sweetener-packet": 1,
  "sweetener-zero": 1,
  lemon: 8,
  // «какао с маршмеллоу», "hot chocolate with marshmallows": a few mini marshmallows float on the cup, SR28 19116's
  // "10 miniatures" (7.0 g), never the Russian зефир's 35 g piece.
  marshmallow: 7,
});

/**
 * ADDED_BY_ID, and each label food's other fat contents as the food itself: "кофе со стевией и молоком 1,5%" is a
 * splash of the 1,5% milk, not a glass of it beside the coffee.
 */
export const ADDED_TO_DRINKS: Readonly<Record<string, number>> = Object.fromEntries([
  ...Object.entries(ADDED_BY_ID),
  ...labelFoods.flatMap((f) =>
    ADDED_BY_ID[f.id] === undefined
      ? []
      : (f.variants ?? []).map((v) => [variantId(f.id, v.fat), ADDED_BY_ID[f.id]!] as const),
  ),
]);

/**
 * A drink that is a powder made up: "protein shake with 1 scoop whey" is the scoops of powder (and what else is named),
 * not a bottle of a ready-to-drink shake besides them (meal-text/food-spans.ts, mergeAdjacent).
 */
export const MADE_UP_FROM: Readonly<Record<string, string>> = wordTable({
  "protein-shake-drink": "protein-shake",
});

/**
 * The milks a shake of powder is made up with: "protein shake with 2% milk" is a scoop of the powder and a glass of
 * that milk, as the catalog's "protein shake with milk" is (recipes.ts), never a ready-made shake with a splash.
 */
export const SHAKE_MILKS: ReadonlySet<string> = new Set([
  "milk",
  "milk-2",
  "milk-1",
  "milk-skim",
  "lactaid",
  "almond-milk",
  "soy-milk",
  "ru-oat-milk",
  "coconut-milk-drink",
]);

/**
 * Milk poured into a dish named before it with "с"/"with" ("a bowl of cereal with milk", "омлет с молоком"): the
 * grams that go in, not a glass of its own. Cereal takes half a US cup (SR 01077: 1 cup = 244 g); an omelette a
 * splash, as a mug of coffee does (ADDED_TO_DRINKS).
 */
export const MILK_IN_DISHES: Readonly<Record<string, number>> = wordTable({
  cornflakes: 122,
  granola: 122,
  muesli: 122,
  "raisin-bran": 122,
  "chocolate-cereal": 122,
  weetabix: 122,
  omelette: 30,
});
/**
 * Milk poured on a hot cereal named in English ("oatmeal with blueberries and milk", "grits with milk"): FNDDS's
 * "guideline amount per cup of hot cereal" of every milk (11111000: 61 g). A Russian "каша с молоком" is porridge
 * cooked on milk, and stays as it reads.
 */
export const MILK_ON_HOT_CEREAL: Readonly<Record<string, number>> = wordTable({
  oatmeal: 61,
  "corn-grits": 61,
  "cream-of-wheat": 61,
});
// The American milks by fat ("cheerios with 2% milk", "cheerios w lactaid") are poured as whole milk is.
export const MILKS: ReadonlySet<string> = new Set(["milk", "ru-milk", "milk-2", "milk-1", "milk-skim", "lactaid"]);

/** USDA record ids the catalog refers to directly; the generator keeps only these. */
export function usdaSources(rows: readonly CatalogRow[] = CATALOG): string[] {
  const ids = new Set<string>();
  for (const row of rows) if (/^(sr|fn):/.test(row[1])) ids.add(row[1]);
  return [...ids].sort();
}
