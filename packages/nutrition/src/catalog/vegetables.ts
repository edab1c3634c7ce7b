// Vegetables, greens and herbs. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const vegetables: readonly CatalogRow[] = [
  // Potatoes, boiled, cooked in skin, flesh, without salt — 87 kcal
  [
    "potato-boiled",
    "sr:11365",
    "картошка; картофель; варёная картошка; картофель отварной; отварной картофель; картошка варёная; картофелина; картофелины; картошина; картошины; картошин; картоха; картохи; картоху; картофан; картошка в мундире; картофель в мундире; картошки в мундире",
    "potato; potatoes; boiled potatoes; boiled potato",
    // Named no further ("картошка", "с картошкой") it is a side dish's portion; counted, one potato. A size said in
    // English is FNDDS 71102980 Potato, boiled, NFS's (small 130 g, medium 170 g, large 300 g), as the typed set's
    // labeller weighs a named size; SR28's piece scaled by size was 84, 120 and 168 g. One counted in English with no
    // size is FNDDS's medium, 170 g (also its "Potato, NFS: potato, any size"); a Russian картофелина stays 120 g.
    "serving 200, piece 120, en:serving 200, en:piece 170",
    "fndds:71102980",
  ],
  // Potatoes, baked, flesh and skin, without salt — 93 kcal. "Картошка в мундире" is boiled in its skin, not baked: it
  // is the boiled potato's row above.
  [
    "potato-baked",
    "sr:11674",
    "печёная картошка; запечённый картофель; картофель запечённый; картошка в углях; картошка на углях; печёная в углях картошка",
    "baked potato; baked potatoes; jacket potato",
    // Named no further ("baked potato for lunch", "jacket potato with beans") it is a side's serving, SR28's medium
    // potato, 170 g, in either language; counted, one potato. One counted in English with no size ("a baked potato",
    // "2 baked potatoes") is FNDDS 71100100 Potato, baked, NFS's medium and default, 285 g (small 230 g, large 400 g),
    // the weight "a medium baked potato" already had, as the boiled potato's row above counts FNDDS's medium; it was
    // 170 g, under FNDDS's small, and Wendy's card weighs its plain baked potato at 284 g (decision 024, follow-up
    // "English default amounts"). A Russian печёная картошка counted stays 170 g.
    "serving 170, piece 170, en:serving 170, en:piece 285",
  ],
  // Potato, roasted, NFS — 125 kcal. USDA's default for roasted potatoes when the fat is not stated: roasting is
  // done with oil or butter, so the fat-free record (93 kcal) understated every "roasted potatoes".
  [
    "potato-roasted",
    "fn:71104030",
    "картошка по-деревенски; запечённая картошка с маслом; жареная картошка в духовке; картофель из печи; картошка из печи; картофеля из печи",
    "roasted potatoes; roast potatoes; potato wedges; roasties; roast spuds",
    "serving 150",
  ],
  // Potato, french fries, NFS — 224 kcal: fries named no further are FNDDS's not-specified fries, fried or baked
  // (oven-heated frozen fries are 166 kcal, fast-food ones 312). English orders ("a medium order of fries") are
  // weighed by FNDDS's fast-food fries (71401030: small 110 g, medium 145 g).
  [
    "potato-fried",
    "fn:71400990",
    "картофель фри; картошка фри; фри",
    // Waffle, curly and steak fries are fries cut another way, not a waffle or a steak beside fries.
    // Australia's and New Zealand's "hot chips" are fries, where "chips" alone may be crisps.
    "french fries; fries; waffle fries; curly fries; steak fries; hot chips",
    "serving 120",
    "fndds:71401030",
  ],
  // Potato, home fries, from fresh — 183 kcal
  [
    "potato-pan-fried",
    "fn:71403040",
    "жареная картошка; картошка жареная; картофель жареный; жарёха; жареная картоха; картоха жареная; картофан жареный; жареный картофан",
    "fried potatoes; home fries; pan fried potatoes",
    "plate 200",
  ],
  // Potato, mashed, from fresh, made with milk — 113 kcal
  [
    "mashed-potatoes",
    "fn:71501010",
    // "картошка пюре", "картофель пюре": the noun named before the dish, as a diary puts it.
    "пюре; картофельное пюре; пюрешка; толчёнка; картошка пюре; картофель пюре",
    // "tatties" are Scots potatoes, mashed beside haggis and neeps.
    "mashed potatoes; potato puree; mash; tatties; mashed tatties",
    "plate 200",
  ],
  // Potatoes, hash brown, frozen, plain, prepared, pan fried in canola oil — 219 kcal
  [
    "hash-browns",
    "sr:11391",
    "драники из пакета; хэшбраун; картофельные оладьи фри",
    "hash browns; hash brown; hashbrowns; hashbrown",
    "piece 60",
    // English measures are FNDDS's (71404000 Potato, hash brown, NFS: patty 55 g): "hash browns, 2 patties" are two
    // of them, not two Russian cutlets.
    "fndds:71404000",
  ],
  // Snacks, potato chips, plain, salted — 532 kcal. "Chips" is the American word (British chips are fries above);
  // A cup and a bag (a 1 oz snack bag) are FNDDS 71200010's (cup 25 g, single serving bags 28, 57 and 85 g by size).
  // The brands a bag is called by are these chips ("small bag of lays" was not read at all).
  [
    "potato-chips",
    "sr:19411",
    "чипсы; чипсы картофельные; лейс",
    "potato chips; crisps; chips; lays; lay's; lays chips; ruffles; walkers; walkers crisps; kettle chips; kettle cooked chips",
    "serving 30, cup 25, pack 28",
    "fndds:71200010",
  ],
  // Sweet potato, cooked, baked in skin, flesh, without salt — 90 kcal
  ["sweet-potato", "sr:11508", "батат; сладкий картофель", "sweet potato; sweet potatoes", "piece 130"],
  // Cabbage, raw — 25 kcal
  [
    "cabbage",
    "sr:11109",
    "капуста; белокочанная капуста; капуста свежая; капусты",
    "cabbage; white cabbage; green cabbage",
    "serving 100",
  ],
  // Cabbage, cooked, boiled, drained, without salt — 23 kcal
  [
    "cabbage-stewed",
    "sr:11110",
    "капуста варёная; варёная капуста; отварная капуста",
    "stewed cabbage; boiled cabbage; cooked cabbage",
    "plate 200",
  ],
  // Sauerkraut, canned, solids and liquids — 19 kcal
  [
    "sauerkraut",
    "sr:11439",
    "квашеная капуста; кислая капуста; капуста квашеная",
    "sauerkraut; pickled cabbage",
    "serving 100",
  ],
  // Cabbage, red, raw — 31 kcal
  ["red-cabbage", "sr:11112", "краснокочанная капуста; красная капуста", "red cabbage; purple cabbage", "serving 100"],
  // Cabbage, chinese (pe-tsai), raw — 16 kcal
  ["chinese-cabbage", "sr:11119", "пекинская капуста; пекинка", "napa cabbage; chinese cabbage", "serving 100"],
  // Cabbage, chinese (pak-choi), raw — 13 kcal
  ["bok-choy", "sr:11116", "бок-чой; пак-чой", "bok choy; pak choi; tatsoi", "serving 100"],
  // Cabbage, kimchi — 15 kcal
  ["kimchi", "sr:11118", "кимчи", "kimchi", "serving 50"],
  // Broccoli, cooked, boiled, drained, without salt — 35 kcal
  [
    "broccoli",
    "sr:11091",
    "брокколи; брокколи варёная; брокколи на пару",
    "broccoli; steamed broccoli; cooked broccoli",
    "serving 150",
  ],
  // Broccoli, raw — 34 kcal
  ["broccoli-raw", "sr:11090", "сырая брокколи; брокколи свежая", "raw broccoli", "serving 100"],
  // Cauliflower, cooked, boiled, drained, without salt — 23 kcal
  [
    "cauliflower",
    "sr:11136",
    "цветная капуста; цветная капуста варёная",
    // "cauliflower rice" is cauliflower grated and steamed, not rice beside it.
    "cauliflower; cooked cauliflower; cauliflower rice; riced cauliflower",
    "serving 150",
  ],
  // Cauliflower, raw — 25 kcal
  ["cauliflower-raw", "sr:11135", "сырая цветная капуста", "raw cauliflower", "serving 100"],
  // Brussels sprouts, fresh, cooked, no added fat — 45 kcal (FNDDS, as eaten; the SR boiled record drains more water)
  ["brussels-sprouts", "fn:75209011", "брюссельская капуста", "brussels sprouts; brussel sprouts", "serving 100"],
  // Kohlrabi, raw — 27 kcal
  ["kohlrabi", "sr:11241", "кольраби", "kohlrabi", "serving 100"],
  // Carrots, raw — 41 kcal
  [
    "carrot",
    "sr:11124",
    "морковь; морковка; морковку; моркови; морковь сырая; тёртая морковь",
    "carrot; carrots; raw carrot; grated carrot",
    "piece 60",
  ],
  // Carrots, cooked, boiled, drained, without salt — 35 kcal. Stewed carrot ("тушёная") is cooked in fat and read as
  // FNDDS's cooked, fat added record (meal-text/modifiers.ts), as a stewed eggplant is.
  ["carrot-cooked", "sr:11125", "морковь варёная; варёная морковь", "cooked carrots; boiled carrots", "serving 80"],
  // Carrots, baby, raw — 35 kcal
  // English measures by FNDDS 73101010 (Carrots, raw): a cup 120 g, one baby carrot 10 g; a cup was 240 g.
  ["baby-carrots", "sr:11960", "мини-морковь; бейби-морковь", "baby carrots", "handful 50", "fndds:73101010"],
  // Beets, cooked, boiled, drained — 44 kcal
  [
    "beet",
    "sr:11081",
    "свёкла; свекла; свёклу; варёная свёкла; свекла отварная; свёколка",
    "beet; beets; beetroot; cooked beets",
    "piece 80",
  ],
  // Beets, raw — 43 kcal
  ["beet-raw", "sr:11080", "сырая свёкла", "raw beets; raw beetroot", "piece 80"],
  // Onions, raw — 40 kcal
  [
    "onion",
    "sr:11282",
    "лук; луковица; репчатый лук; лук репчатый; лука; лучок",
    "onion; onions; raw onion",
    "piece 100",
  ],
  // Onions, cooked, boiled, drained, without salt — 44 kcal
  [
    "onion-fried",
    "sr:11283",
    "жареный лук; пассерованный лук; лук жареный",
    "fried onions; cooked onion; sauteed onions",
    "tbsp 15",
  ],
  // Onions, spring or scallions (includes tops and bulb), raw — 32 kcal
  [
    "green-onion",
    "sr:11291",
    "зелёный лук; лук зелёный; лук-перо",
    "green onion; green onions; scallion; scallions; spring onion",
    "tbsp 6",
  ],
  // Leeks, (bulb and lower leaf-portion), raw — 61 kcal
  ["leek", "sr:11246", "лук-порей; порей", "leek; leeks", "serving 50"],
  // Shallots, raw — 72 kcal
  ["shallot", "sr:11677", "шалот; лук шалот", "shallot; shallots", "tbsp 10"],
  // Garlic, raw — 149 kcal
  ["garlic", "sr:11215", "чеснок; чеснока; зубчик чеснока; чесночок", "garlic; garlic clove", "piece 3"],
  // Tomatoes, red, ripe, raw, year round average — 18 kcal
  ["tomato", "sr:11529", "помидор; помидоры; помидорка; томат; томаты; помидоров", "tomato; tomatoes", "piece 120"],
  // Tomatoes, red, ripe, raw, year round average — 18 kcal
  [
    "cherry-tomato",
    "sr:11529",
    "черри; помидоры черри; томаты черри; помидорки черри",
    "cherry tomatoes; cherry tomato; grape tomatoes",
    "piece 17",
  ],
  // Cucumber, with peel, raw — 15 kcal
  ["cucumber", "sr:11205", "огурец; огурцы; огурчик; огурцов; свежий огурец", "cucumber; cucumbers", "piece 120"],
  // Pickles, cucumber, dill or kosher dill — 12 kcal
  [
    "pickles",
    "sr:11937",
    "солёный огурец; маринованный огурец; огурцы солёные; солёные огурцы; малосольный огурец; корнишоны",
    "pickles; pickle; pickled cucumber; gherkins; half sour pickles; half sour pickle; half sours",
    "piece 60",
  ],
  // Tomatoes, red, ripe, canned, packed in tomato juice — 16 kcal
  [
    "pickled-tomato",
    "sr:11531",
    "солёные помидоры; маринованные помидоры",
    "pickled tomatoes; canned tomatoes",
    "piece 80",
  ],
  // Peppers, sweet, red, raw — 31 kcal
  [
    "bell-pepper",
    "sr:11821",
    "перец; болгарский перец; перец болгарский; сладкий перец; перчик; перца; перцы",
    "bell pepper; bell peppers; red pepper; sweet pepper; pepper",
    "piece 120",
  ],
  // Peppers, sweet, green, raw — 20 kcal
  // Peppers and onions, cooked, fat added — FNDDS 75307000, 57 kcal, a cup 145 g: a taqueria's "fajita veggies" were a
  // 200 g fajita beside 150 g of mixed vegetables (decision 024, follow-up: the forty-first batch). Served as a side is,
  // half a cup.
  [
    "peppers-onions",
    "fn:75307000",
    "жареный перец с луком",
    "fajita veggies; fajita vegetables; fajita veg; peppers and onions; sauteed peppers and onions",
    "serving 73, cup 145",
  ],
  ["green-pepper", "sr:11333", "зелёный перец", "green pepper; green bell pepper", "piece 120"],
  // Peppers, jalapeno, raw — 29 kcal
  ["jalapeno", "sr:11979", "халапеньо; острый перец; перец чили", "jalapeno; jalapenos; chili pepper", "piece 14"],
  // Squash, summer, zucchini, includes skin, raw — 17 kcal
  ["zucchini", "sr:11477", "кабачок; кабачки; цукини; кабачков", "zucchini; courgette", "piece 200"],
  // Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt — 15 kcal
  [
    "zucchini-cooked",
    "sr:11478",
    "тушёные кабачки; кабачки тушёные; кабачки варёные; варёные кабачки; кабачки на пару",
    "cooked zucchini; grilled zucchini",
    "serving 150",
  ],
  // Squash, winter, butternut, cooked, baked, without salt — 40 kcal
  [
    "pumpkin",
    "sr:11486",
    "тыква; тыквы; запечённая тыква",
    "pumpkin; pumpkins; butternut squash; winter squash",
    "serving 150",
  ],
  // Squash, summer, all varieties, cooked, boiled, drained, without salt — 20 kcal
  [
    "squash",
    "sr:11642",
    "летние кабачки; жёлтый кабачок; патиссон",
    "squash; summer squash; yellow squash",
    "serving 150",
  ],
  // Yam, cooked, boiled, drained, or baked, without salt — 116 kcal
  ["yam", "sr:11602", "ямс", "yam", "serving 150"],
  // Eggplant, cooked, boiled, drained, without salt — 35 kcal
  // Jerusalem-artichokes, raw — 73 kcal
  ["jerusalem-artichoke", "sr:11226", "топинамбур; топинамбура", "jerusalem artichoke; sunchokes", "serving 100"],
  // Dock, raw — 22 kcal. Sorrel, the leaf of green щи.
  ["sorrel", "sr:11616", "щавель; щавеля", "sorrel; dock", "serving 50"],
  ["eggplant", "sr:11210", "баклажан; баклажаны; баклажанов", "eggplant; aubergine", "serving 150"],
  // Mushrooms, white, raw — 22 kcal
  [
    "mushrooms",
    "sr:11260",
    "грибы; грибов; шампиньоны; шампиньон; грибочки",
    "mushroom; mushrooms; champignons",
    "serving 80",
  ],
  // Fried the way a Russian kitchen fries them, in a spoon of oil, losing a third of their weight (SR's stir-fried
  // record, 26 kcal, has no fat).
  [
    "mushrooms-fried",
    "recipe: mushrooms 150, oil-sunflower 10; yield 0.65",
    "жареные грибы; грибы жареные; шампиньоны жареные",
    "fried mushrooms; sauteed mushrooms",
    "serving 100",
  ],
  // Mushrooms, canned, drained solids — 25 kcal
  [
    "mushrooms-pickled",
    "sr:11264",
    "маринованные грибы; грибы маринованные; солёные грузди; опята",
    "pickled mushrooms; canned mushrooms",
    "serving 50",
  ],
  // Mushrooms, oyster, raw — 33 kcal
  ["oyster-mushrooms", "sr:11987", "вёшенки; вешенки", "oyster mushrooms", "serving 100"],
  // Lettuce, green leaf, raw — 15 kcal
  [
    "lettuce",
    "sr:11253",
    "салат листовой; листья салата; салат айсберг; айсберг; латук",
    "lettuce; lettuce leaves; iceberg",
    "serving 40",
  ],
  // Lettuce, cos or romaine, raw — 17 kcal
  ["romaine", "sr:11251", "романо; ромэн", "romaine; romaine lettuce", "serving 50"],
  // Lettuce, green leaf, raw — 15 kcal
  [
    "mixed-greens",
    "sr:11253",
    "микс салатов; салатный микс; зелень салатная",
    "mixed greens; salad greens; spring mix",
    "serving 50",
  ],
  // Arugula, raw — 25 kcal
  ["arugula", "sr:11959", "руккола; рукола", "arugula; rocket", "handful 20"],
  // Spinach, raw — 23 kcal
  ["spinach", "sr:11457", "шпинат", "spinach; spinach (raw); baby spinach", "handful 30"],
  // Spinach, cooked, boiled, drained, without salt — 23 kcal. Stewed spinach is read as cooked in fat, as carrot is.
  ["spinach-cooked", "sr:11458", "шпинат варёный", "cooked spinach; spinach (cooked); sauteed spinach", "serving 90"],
  // Kale, raw — 49 kcal
  ["kale", "sr:11233", "кале; кудрявая капуста; капуста кейл", "kale", "serving 60"],
  // Chard, swiss, raw — 19 kcal
  ["chard", "sr:11147", "мангольд", "chard; swiss chard", "serving 60"],
  // Collards, cooked, boiled, drained, without salt — 33 kcal
  ["collards", "sr:11162", "листовая капуста", "collards; collard greens", "serving 100"],
  // Mustard greens, raw — 27 kcal
  ["mustard-greens", "sr:11270", "горчичная зелень", "mustard greens", "serving 60"],
  // Endive, raw — 17 kcal
  ["endive", "sr:11213", "цикорий салатный; эндивий", "endive; chicory", "serving 50"],
  // Dill weed, fresh — 43 kcal
  ["dill", "sr:02045", "укроп; укропчик", "dill", "tbsp 2"],
  // Parsley, fresh — 36 kcal
  // "зелень", "с зеленью": herbs said no further, most often parsley with dill (36 and 43 kcal per 100 g); unknown,
  // the word was left unread.
  ["parsley", "sr:11297", "петрушка; зелень; зелени; зеленью; зеленушка", "parsley", "tbsp 4"],
  // Coriander (cilantro) leaves, raw — 23 kcal
  ["cilantro", "sr:11165", "кинза; кориандр", "cilantro; coriander", "tbsp 2"],
  // Basil, fresh — 23 kcal
  ["basil", "sr:02044", "базилик", "basil", "tbsp 2"],
  // Spearmint, fresh — 44 kcal
  ["mint", "sr:02065", "мята", "mint", "tbsp 2"],
  // Rosemary, fresh — 131 kcal
  ["rosemary", "sr:02063", "розмарин", "rosemary", "tsp 1"],
  // Thyme, fresh — 101 kcal
  ["thyme", "sr:02049", "тимьян; чабрец", "thyme", "tsp 1"],
  // Spices, oregano, dried — 265 kcal
  ["oregano", "sr:02027", "орегано", "oregano", "tsp 1"],
  // Chives, raw — 30 kcal
  ["chives", "sr:11156", "шнитт-лук; лук-резанец", "chive; chives", "tbsp 3"],
  // Ginger root, raw — 80 kcal
  ["ginger", "sr:11216", "имбирь", "ginger", "tsp 2"],
  // Celery, raw — 16 kcal
  ["celery", "sr:11143", "сельдерей; стебель сельдерея", "celery", "piece 40"],
  // Celeriac, raw — 42 kcal
  ["celery-root", "sr:11141", "корень сельдерея; сельдерей корневой", "celery root; celeriac", "serving 100"],
  // Fennel, bulb, raw — 31 kcal
  ["fennel", "sr:11957", "фенхель", "fennel", "serving 80"],
  // Radishes, raw — 16 kcal
  ["radish", "sr:11429", "редиска; редис; редиски", "radish; radishes", "piece 10"],
  // Radishes, oriental, raw — 18 kcal
  ["daikon", "sr:11430", "дайкон; редька", "daikon; white radish", "serving 100"],
  // Turnips, cooked, boiled, drained, without salt — 22 kcal
  // Scottish "neeps", served beside haggis, are mashed swede, the yellow turnip; the turnip stands for it.
  ["turnip", "sr:11565", "репа", "turnip; turnips; neeps; bashed neeps", "serving 100"],
  // Parsnips, cooked, boiled, drained, without salt — 71 kcal
  ["parsnip", "sr:11299", "пастернак", "parsnip; parsnips", "serving 100"],
  // Asparagus, cooked, boiled, drained — 22 kcal
  // A spear: SR28's "4 spears (1/2\" base)" weigh 60 g.
  ["asparagus", "sr:11012", "спаржа", "asparagus", "serving 100, piece 15"],
  // Beans, snap, green, cooked, boiled, drained, without salt — 35 kcal
  [
    "green-beans",
    "sr:11053",
    "стручковая фасоль; зелёная фасоль; фасоль стручковая",
    "green beans; string beans",
    "serving 100",
  ],
  // Peas, green, cooked, boiled, drained, without salt — 84 kcal
  ["peas", "sr:11305", "горошек; зелёный горошек; горох зелёный", "peas; green peas", "serving 80"],
  // Peas, green, canned, drained solids, rinsed in tap water — 71 kcal
  ["peas-canned", "sr:11311", "консервированный горошек; горошек консервированный", "canned peas", "tbsp 15"],
  // Peas, edible-podded, raw — 42 kcal
  [
    "snow-peas",
    "sr:11300",
    "сахарный горошек; горох в стручках",
    "snow peas; sugar snap peas; snap peas; snap pea",
    "serving 80",
  ],
  // Corn, sweet, yellow, cooked, boiled, drained, without salt — 96 kcal
  [
    "corn",
    "sr:11168",
    "кукуруза; кукуруза варёная; початок; початок кукурузы",
    "corn; corn on the cob; sweet corn; ear of corn",
    "piece 100",
  ],
  // Corn, sweet, yellow, canned, whole kernel, drained solids — 67 kcal
  [
    "corn-canned",
    "sr:11172",
    "консервированная кукуруза; кукуруза консервированная",
    "canned corn; corn kernels",
    "tbsp 15",
  ],
  // Okra, cooked, boiled, drained, without salt — 22 kcal
  ["okra", "sr:11279", "бамия", "okra", "serving 100"],
  // Artichokes, (globe or french), cooked, boiled, drained, without salt — 53 kcal
  ["artichoke", "sr:11008", "артишок; артишоки", "artichoke; artichokes", "piece 120"],
  // Mung beans, mature seeds, sprouted, raw — 30 kcal
  ["bean-sprouts", "sr:11043", "ростки фасоли; проростки маша; ростки сои", "bean sprouts; sprouts", "serving 50"],
  // Alfalfa seeds, sprouted, raw — 23 kcal
  ["alfalfa", "sr:11001", "ростки люцерны; проростки", "alfalfa; alfalfa sprouts; microgreens", "serving 30"],
  // Seaweed, kelp, raw — 43 kcal
  // A cup is FNDDS 75127500's (80 g).
  ["seaweed", "sr:11445", "морская капуста; водоросли; ламинария", "seaweed; kelp", "serving 50, cup 80"],
  // Seaweed, laver, raw — 35 kcal
  ["nori", "sr:11446", "нори", "nori", "piece 3"],
  // Waterchestnuts, chinese, canned, solids and liquids — 50 kcal
  ["water-chestnuts", "sr:11590", "водяной каштан", "water chestnuts", "serving 50"],
  // Yambean (jicama), raw — 38 kcal
  ["jicama", "sr:11603", "хикама; ямс бобовый", "jicama", "serving 100"],
  // Nopales, cooked, without salt — 15 kcal
  ["nopales", "sr:11964", "нопалес; кактус", "nopales", "serving 100"],
  // Chayote, fruit, cooked, boiled, drained, without salt — 24 kcal
  ["chayote", "sr:11150", "чайот", "chayote squash; chayote", "serving 100"],
  // Tomatillos, raw — 32 kcal
  ["tomatillo", "sr:11954", "томатилло", "tomatillo; tomatillos", "piece 35"],
  // Tomatoes, sun-dried — 258 kcal
  [
    "sun-dried-tomatoes",
    "sr:11955",
    "вяленые помидоры; вяленые томаты",
    "sun dried tomatoes; sun-dried tomatoes",
    "piece 5",
  ],
  // Vegetables, mixed, frozen, cooked, boiled, drained, without salt — 65 kcal
  [
    "mixed-vegetables",
    "sr:11584",
    // The frozen mixes are sold by name ("гавайская смесь"); said so they are vegetables, never the baby's formula
    // that "смесь" alone is (label-foods-shop.ts).
    "овощи; овощная смесь; смесь овощей; овощи на пару; мексиканская смесь; смесь мексиканская; гавайская смесь; смесь гавайская; овощи тушёные",
    "mixed vegetables; vegetables; steamed vegetables; veggies",
    "serving 150",
  ],
  // Olives, ripe, canned (small-extra large) — 115 kcal
  // A Russian tin of 300 ml holds 115–140 g of olives without their brine.
  [
    "olives",
    "sr:09193",
    "маслины; оливки; маслин; оливок",
    "olives; black olives; green olives; olive",
    "piece 4, pack 130",
  ],
  // Capers, canned — 23 kcal
  ["capers", "sr:02054", "каперсы", "capers", "tsp 3"],
  // Horseradish, prepared — 48 kcal
  ["horseradish", "sr:02055", "хрен; хрена", "horseradish", "tsp 5"],
  // Potatoes, flesh and skin, raw — 77 kcal
  ["potato-raw", "sr:11352", "сырой картофель; картофель сырой", "raw potato; raw potatoes", "piece 150"],
];
