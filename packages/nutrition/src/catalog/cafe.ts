// Café and chain food as eaten in Russia: rolls by kind, shawarma, burgers and chicken of the chains, pizza by kind.
// Rolls and shawarma are recipes over catalog foods, weighed as a typical Russian delivery menu serves them (a set of
// 8 pieces of a big roll, 6 of a maki); chain food is USDA's record of the same chain item. Row format: ./types.ts.
import type { CatalogRow } from "./types";

export const cafe: readonly CatalogRow[] = [
  // Fish, salmon, Atlantic, farmed, raw — 208 kcal: the fish of a roll, where cooked salmon (fn:26137110) is not.
  ["salmon-raw", "sr:15236", "сырой лосось; лосось сырой", "raw salmon", "serving 100"],
  // Sushi rice is cooked rice seasoned with sugar and rice vinegar; a set of 8 big pieces weighs 230-260 g.
  [
    "roll-philadelphia",
    "recipe: rice 120, salmon-raw 70, cream-cheese 45, cucumber 12, nori 3, sugar 4, vinegar 6; yield 1",
    "ролл филадельфия; роллы филадельфия; филадельфия ролл; ролл филадельфия классик; роллов филадельфия; филадельфию",
    "philadelphia roll; philadelphia rolls; philly roll; philly rolls",
    "serving 260, piece 32",
  ],
  [
    "roll-california",
    "recipe: rice 120, ru-crab-sticks 40, avocado 25, cucumber 20, caviar-red 10, mayonnaise 10, nori 3, sugar 4, vinegar 6; yield 1",
    "ролл калифорния; роллы калифорния; калифорния ролл; калифорния; роллов калифорния",
    // The Russian delivery roll, with crab sticks, caviar and mayonnaise (143 kcal per 100 g): a "california roll"
    // typed in English is the American one, FNDDS 58151180 (93 kcal), read by its FNDDS name.
    "california roll, russian style",
    "serving 240, piece 30",
  ],
  [
    "roll-maki-salmon",
    "recipe: rice 70, salmon-raw 30, nori 2, sugar 2, vinegar 3; yield 1",
    "маки с лососем; ролл с лососем; роллы с лососем; сяке маки; маки лосось",
    "salmon maki; sake maki",
    "serving 107, piece 18",
  ],
  [
    "roll-maki-cucumber",
    "recipe: rice 70, cucumber 30, nori 2, sugar 2, vinegar 3; yield 1",
    "маки с огурцом; ролл с огурцом; роллы с огурцом; каппа маки; каппа маки ролл",
    "cucumber maki; kappa maki; cucumber roll; cucumber rolls",
    "serving 107, piece 18",
  ],
  [
    "roll-maki-tuna",
    "recipe: rice 70, tuna 30, nori 2, sugar 2, vinegar 3; yield 1",
    "маки с тунцом; ролл с тунцом; роллы с тунцом; текка маки",
    "tuna maki; tekka maki",
    "serving 107, piece 18",
  ],
  [
    "roll-baked",
    "recipe: rice 110, salmon-raw 40, cream-cheese 20, cucumber 10, mayonnaise 20, cheese 15, nori 3, sugar 4, vinegar 5; yield 1",
    "запечённый ролл; запеченный ролл; запечённые роллы; запеченные роллы; запечёнка; ролл запечённый; роллы запеченные",
    "baked roll; baked sushi roll",
    "serving 228, piece 28",
  ],
  [
    "roll-tempura",
    "recipe: rice 110, salmon-raw 40, cream-cheese 25, cucumber 10, flour 20, water 20, oil-sunflower 15, nori 3, sugar 4, vinegar 5; yield 0.95",
    "темпура ролл; ролл темпура; роллы темпура; жареный ролл; горячий ролл; горячие роллы; жареные роллы",
    "tempura roll; fried roll; shrimp tempura roll; tempura shrimp roll; crunchy roll; crunch roll",
    "serving 240, piece 30",
  ],
  [
    "roll-eel",
    "recipe: rice 110, eel 40, cream-cheese 25, avocado 20, cucumber 10, nori 3, sugar 8, soy-sauce 8, vinegar 5; yield 1",
    "ролл с угрём; ролл с угрем; роллы с угрём; унаги ролл; ролл канада; ролл дракон; канада; дракон ролл",
    "eel roll; unagi roll; dragon roll",
    "serving 230, piece 29",
  ],
  [
    "nigiri-salmon",
    "recipe: rice 20, salmon-raw 12, sugar 0.7, vinegar 1; yield 1",
    "суши с лососем; нигири с лососем; нигири; суши сяке; сяке нигири",
    "salmon nigiri; nigiri",
    "serving 68, piece 34",
  ],
  // A gunkan: a nori-wrapped ball of rice under a topping of chopped fish in a spicy mayonnaise, as delivery menus sell it.
  [
    "gunkan",
    "recipe: rice 20, salmon-raw 10, mayonnaise 4, nori 1, sugar 0.7, vinegar 1; yield 1",
    "гункан; гунканы; гункана; гунканов; гунканом; гункан с лососем; спайси гункан; гункан спайси",
    "gunkan; gunkan maki; spicy gunkan",
    "serving 74, piece 37",
  ],
  // The same piece with raw tuna on the rice (maguro).
  [
    "nigiri-tuna",
    "recipe: rice 20, tuna 12, sugar 0.7, vinegar 1; yield 1",
    "нигири с тунцом; суши с тунцом; магуро нигири",
    "tuna nigiri; maguro nigiri; maguro",
    "serving 68, piece 34",
  ],
  [
    "shawarma-beef",
    "recipe: lavash 90, beef 100, cabbage 40, tomato 30, cucumber 30, mayonnaise 15, tzatziki 25, potato-fried 20; yield 1",
    "шаурма с говядиной; шаурма говяжья; шаурма с мясом",
    "beef shawarma",
    "piece 350, small 280, large 480",
  ],
  [
    "shawarma-cheese",
    "recipe: lavash 90, chicken-grilled 100, cheese 30, cabbage 40, tomato 30, cucumber 30, mayonnaise 15, tzatziki 25, potato-fried 20; yield 1",
    "шаурма с сыром; сырная шаурма; шаурма сырная",
    "cheese shawarma",
    "piece 380, small 300, large 520",
  ],
  [
    "shawarma-pita",
    "recipe: pita 70, chicken-grilled 90, cabbage 35, tomato 25, cucumber 25, mayonnaise 12, tzatziki 20; yield 1",
    "шаурма в пите; шаурма в лепёшке; шаурма в лепешке; пита с курицей",
    "shawarma in pita; chicken pita",
    "piece 280",
  ],
  // Burger King and McDonald's records of SR28; the chains' Russian successors sell the same items by other names.
  // Weights are the chains' own for one item.
  ["whopper", "sr:21252", "воппер; вопер; воппера; воппером", "whopper", "piece 270"],
  ["whopper-cheese", "sr:21253", "воппер с сыром; чиз воппер", "whopper with cheese", "piece 295"],
  ["double-whopper", "sr:21254", "двойной воппер; воппер двойной", "double whopper", "piece 350"],
  [
    "whopper-jr",
    "fn:27510552",
    "воппер джуниор; воппер джр; воппер маленький",
    "whopper jr; whopper junior",
    "piece 160",
  ],
  [
    "quarter-pounder",
    "sr:21235",
    "роял чизбургер; гранд; гранд бургер; квотер паундер; биг спешиал; биг спешл",
    "quarter pounder; quarter pounder with cheese; royal cheeseburger",
    "piece 200",
  ],
  // "макчикен": SR28's record of the sandwich by its Russian spelling; in English the word stays FNDDS's fast-food
  // chicken fillet sandwich (fndds.ts), so the English name here is one nobody types.
  [
    "ru-mcchicken",
    "sr:21355",
    "макчикен; мак чикен; макчикена; макчикеном",
    "chain chicken fillet sandwich",
    "piece 131",
  ],
  [
    "filet-o-fish",
    "sr:21232",
    "филе-о-фиш; филе о фиш; фиш бургер; фишбургер; рыбный бургер",
    "filet-o-fish; fish burger",
    "piece 140",
  ],
  // American sandwiches and a side named by a word the catalog read as something else ("a meatball sub" was one
  // meatball, "a philly cheesesteak" and "a reuben" nothing): FNDDS's records, weighed by their own measures (a
  // footlong is the large, FNDDS's "Subway Sub (footlong)").
  [
    "meatball-sub",
    "fn:27510700",
    "саб с фрикадельками",
    "meatball sub; meatball subs; meatball marinara sub; meatball marinara; meatball sandwich; meatball hero",
    "piece 240, large 480",
  ],
  [
    "philly-cheesesteak",
    "fn:27515070",
    "чизстейк; филли чизстейк",
    "philly cheesesteak; cheesesteak; cheese steak; philly cheese steak; cheesesteak sub",
    "piece 260, large 520",
  ],
  ["reuben", "fn:27510950", "сэндвич рубен; рубен", "reuben; reuben sandwich", "piece 181"],
  ["tater-tots", "fn:71505000", "картофельные тоты", "tater tots; tots; potato tots", "serving 65, piece 8"],
  // Chicken parmesan was 5 g of parmesan, "chicken parm" plain chicken: FNDDS 27146300 Chicken or turkey parmigiana,
  // its unspecified amount 209 g. Australians say a "parma" or a "parmi" ("chicken parma and chips" was plain chicken,
  // the word left out as no food). Cheetos were not read: FNDDS 54401081 Cheese flavored corn snacks (Cheetos).
  [
    "chicken-parmesan",
    "fn:27146300",
    "курица пармиджана; пармиджана",
    "chicken parmesan; chicken parm; chicken parmigiana; chicken parmigiano; chicken parma; chicken parmas; chicken parmi; chicken parmy; parmi",
    "serving 209",
  ],
  // A McFlurry or a Blizzard: FNDDS 13130700 Soft serve, blended with candy or cookies, from fast food; the regular
  // cup is its small (300 g).
  [
    "mcflurry",
    "fn:13130700",
    "макфлурри",
    "mcflurry; mcflurries; blizzard; dairy queen blizzard; oreo mcflurry",
    "serving 300, small 300, medium 400, large 500",
  ],
  // Read as something smaller before: "a tuna melt" was 120 g of tuna, "a grilled chicken salad" a garden salad
  // without the chicken (27 kcal), "a loaded baked potato" a plain one. FNDDS's records of the dish, by their measures.
  ["tuna-melt", "fn:27550730", "тунец мелт", "tuna melt; tuna melts; tuna melt sandwich", "piece 201"],
  [
    "grilled-chicken-salad",
    "fn:27446300",
    "салат с курицей гриль",
    "grilled chicken salad; chicken garden salad; salad with grilled chicken",
    "plate 344",
  ],
  [
    "loaded-baked-potato",
    "fn:71507020",
    "печёный картофель с сыром",
    "loaded baked potato; loaded potato; baked potato with cheese; stuffed baked potato",
    "piece 315, small 260, medium 315, large 445",
  ],
  // Potstickers and queso were not read: FNDDS 58111110 fried wonton ("1 pot sticker" 30 g) and 14620150 cheese dip
  // with chili pepper (its unspecified amount 60 g).
  [
    "potstickers",
    "fn:58111110",
    "гёдза; гедза",
    "potstickers; potsticker; pot stickers; gyoza; fried dumplings",
    "serving 100, piece 30",
  ],
  ["queso", "fn:14620150", "сырный соус кесо", "queso; queso dip; chile con queso", "serving 60, tbsp 15"],
  // Twisties and Cheezels (Australia), Wotsits and Quavers (Britain) are cheese-flavoured puffed snacks of the kind.
  [
    "cheetos",
    "fn:54401081",
    "читос",
    "cheetos; cheese puffs; cheese curls; twisties; cheezels; wotsits; quavers",
    "serving 35, pack 28",
  ],
  // Fries with cheese or with chili and cheese were plain fries, the rest of their words read as nothing; sized by
  // their own fast-food orders.
  [
    "cheese-fries",
    "fn:71401039",
    "картофель фри с сыром; картошка фри с сыром; сырная картошка фри",
    "cheese fries; fries with cheese; loaded fries; cheesy fries",
    "serving 130, small 169, medium 222, large 276",
  ],
  // Potato, hash brown, from fresh, with cheese (FNDDS 71405019): "cheesy potatoes" are the Southern and Mormon
  // casserole of shredded potato baked with cheese ("funeral potatoes"); they were plain boiled potatoes, or fries.
  [
    "cheesy-potatoes",
    "fn:71405019",
    "картофельная запеканка с сыром",
    "cheesy potatoes; cheese potatoes; funeral potatoes; cheese potato casserole; cheese hashbrown casserole; cheese hash brown casserole; hashbrown casserole; hash brown casserole",
    "serving 160, cup 160",
  ],
  [
    "chili-cheese-fries",
    "fn:71401050",
    "картофель фри с чили и сыром",
    "chili cheese fries; chili fries; fries with chili and cheese",
    "serving 227, small 227, medium 300, large 372",
  ],
  [
    "jalapeno-poppers",
    "fn:75410550",
    "халапеньо попперс; фаршированные халапеньо",
    "jalapeno poppers; jalapeno popper; stuffed jalapenos",
    "serving 100, piece 25",
  ],
  [
    "cold-cut-sub",
    "fn:27560910",
    "саб с колбасой и сыром",
    // Subway's Italian B.M.T. is its cold-cut sub (salami, pepperoni, ham).
    // Jersey Mike's #13, "The Original Italian", is its cold-cut sub (provolone, ham, cappacuolo, salami, pepperoni).
    // New Orleans' muffuletta is a round loaf of salami, ham, mortadella and provolone under olive salad: a cold-cut
    // sub.
    "italian sub; cold cut sub; cold cut sandwich; italian sandwich; italian hoagie; hoagie; italian bmt; bmt; cold cut combo; original italian; the original italian; muffuletta; muffulettas; muffaletta; muffuletta sandwich",
    "piece 260, large 520",
  ],
  // Subway's Spicy Italian is pepperoni and salami: FNDDS 27560500, "Pepperoni and salami submarine sandwich, with
  // lettuce, tomato and spread", 228 kcal, "1 Subway Sub (6" long)" 240 g, footlong 480 g; "footlong spicy italian"
  // was unread.
  [
    "spicy-italian-sub",
    "fn:27560500",
    "саб с пепперони и салями",
    "spicy italian; spicy italian sub; pepperoni and salami sub; salami and pepperoni sub",
    "piece 240, large 480",
  ],
  // Subway's other subs by the names on its menu, as FNDDS weighs them ("1 Subway Sub (6" long)" 240 g, footlong 480 g):
  // the Veggie Delite is its vegetable sub (58127500), the Sweet Onion Chicken Teriyaki and the Oven Roasted Chicken
  // its chicken sub (27540290); "veggie delite" was unread and "sweet onion chicken" an Asian chicken soup.
  [
    "veggie-sub",
    "fn:58127500",
    "овощной саб; вегетарианский саб",
    "veggie sub; veggie subs; vegetable sub; veggie delite; veggie delight; veggie delite sub",
    "piece 240, large 480",
  ],
  [
    "chicken-sub",
    "fn:27540290",
    "саб терияки; саб с курицей терияки",
    "chicken sub; chicken subs; chicken teriyaki sub; sweet onion chicken teriyaki; sweet onion chicken teriyaki sub; oven roasted chicken sub",
    "piece 240, large 480",
  ],
  // McDonald's breakfast sandwiches, Cinnabon's roll and Taco Bell's Crunchwrap: FNDDS records whose own measures
  // weigh the chain's item ("1 McDonald's McMuffin", "1 Cinnabon", "1 Taco Bell Crunchwrap Supreme").
  [
    "egg-mcmuffin",
    "fn:32202010",
    "макмаффин; макмаффин с яйцом; эгг макмаффин",
    "egg mcmuffin; egg mcmuffins; mcmuffin",
    "piece 135",
  ],
  [
    "sausage-egg-mcmuffin",
    "fn:32202030",
    "макмаффин с яйцом и свиной котлетой; макмаффин с колбаской и яйцом",
    "sausage egg mcmuffin; sausage and egg mcmuffin; sausage mcmuffin with egg",
    "piece 159",
  ],
  [
    "sausage-mcmuffin",
    "fn:27560670",
    "макмаффин со свиной котлетой; макмаффин с колбаской",
    "sausage mcmuffin",
    "piece 114",
  ],
  ["cinnabon", "fn:51160110", "синнабон; булочка синнабон", "cinnabon; cinnabon roll", "piece 240"],
  // The same FNDDS record (Roll, sweet, cinnamon bun, frosted), which names the honey bun: its medium 90 g. A honey bun
  // was a plain 40 g roll by its word "bun" (decision 024, the fiftieth batch).
  ["honey-bun", "fn:51160110", "медовая булочка в глазури", "honey bun; honey buns", "piece 90"],
  ["crunchwrap", "fn:58100135", "кранчврап", "crunchwrap; crunchwrap supreme", "piece 254"],
  // Taco or tostada with meat and beans, from fast food — FNDDS 58101733, 214 kcal, whose additional description names
  // Taco Bell's Mexican Pizza and weighs it, "1 Mexican pizza" 216 g. "taco bell mexican pizza" was the catalog's 110 g
  // slice of cheese pizza (decision 024, follow-up "English diary lines, a fifth batch").
  ["mexican-pizza", "fn:58101733", "мексиканская пицца тако белл", "mexican pizza; mexican pizzas", "piece 216"],
  // "Чикен хит", a chain's name for its fried-chicken sandwich (as "биг хит" is its beef one), is a breaded chicken
  // fillet in a bun as SR28's fast-food sandwich is; the chain's own card is not one the catalog can cite.
  [
    "chicken-burger",
    "sr:21102",
    "чикенбургер; чикен бургер; бургер с курицей; чикен премьер; куриный бургер; лонг чикен; лонгер; лонгера; лонгеры; лонгеров; чикен хит; чикен хита; чикен хиты; чикен хитов; чикенхит",
    "chicken burger; chicken fillet sandwich",
    "piece 150",
  ],
  ["chicken-strips", "sr:21421", "стрипсы; куриные стрипсы; стрипс", "chicken strips; crispy strips", "piece 30"],
  // "Байтсы" of KFC and Rostic's are the same bite-sized breaded chicken.
  [
    "popcorn-chicken",
    "sr:21422",
    "куриный попкорн; попкорн из курицы; баскет; байтсы; байтсов; куриные байтсы",
    "popcorn chicken",
    "serving 100",
  ],
  // Додстер is Додо Пицца's chicken wrap, as Твистер is KFC's.
  [
    "chicken-wrap",
    "fn:27540210",
    "твистер; ролл с курицей; шефролл; шеф ролл; додстер; додстера",
    "chicken wrap; twister",
    "piece 200",
  ],
  // Wrap sandwich, NFS: an English "wrap" is a filled tortilla, not the flatbread alone (FNDDS 27500300: 240 g).
  [
    "wrap-sandwich",
    "fn:27500300",
    "сэндвич-ролл; ролл-сэндвич",
    "wrap; wraps; wrap sandwich; caesar wrap; chicken caesar wrap; turkey wrap; veggie wrap",
    "piece 240",
  ],
  [
    "fast-food-pie",
    "sr:21324",
    "пирожок вишнёвый; пирожок вишневый; пирожок яблочный; вишнёвый пирожок",
    "fast food pie",
    "piece 77",
  ],
  // Mozzarella sticks, breaded, baked, or fried: a Russian café's sticks are about 20 g; counted in English they are
  // FNDDS's "1 piece or stick (4" x 1" x 3/4")", 44 g.
  [
    "mozzarella-sticks",
    "fn:14660200",
    "сырные палочки; палочки моцарелла; моцарелла в панировке",
    "mozzarella sticks",
    "serving 80, piece 20, en:piece 44",
  ],
  // A Russian chain's 30 cm pizza weighs 550-650 g and is cut in 8: a slice is 70-80 g.
  [
    "pizza-vegetables",
    "fn:58106325",
    "пицца с овощами; вегетарианская пицца; овощная пицца; пицца с грибами; грибная пицца",
    "vegetable pizza; veggie pizza",
    "slice 75, piece 75, whole 600",
  ],
  [
    "pizza-meat-vegetables",
    "fn:58106725",
    "пицца ассорти; пицца с ветчиной и грибами; пицца ветчина и грибы; пицца деревенская; пицца супер мясная; пицца суприм",
    "supreme pizza; pizza with meat and vegetables",
    "slice 75, piece 75, whole 600",
  ],
];
