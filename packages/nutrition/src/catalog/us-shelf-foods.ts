// Foods an English diary names by the product on a US or UK shelf or the dish on a takeaway menu, where FNDDS has a
// record and the catalog had none, or gave the name to a neighbour with other energy. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const usShelfFoods: readonly CatalogRow[] = [
  // Soft drink, fruit flavored, caffeine containing — FNDDS 92410550, 49 kcal; its additional description names
  // Mountain Dew (and Mellow Yellow, Big Red, Sunkist); a can 12 fl oz, 372 g. "mountain dew" was read as nothing.
  [
    "mountain-dew",
    "fn:92410550",
    "маунтин дью",
    // Baja Blast is a Mountain Dew flavour, sold at Taco Bell (decision 024, "English names, a fifth sweep").
    "mountain dew; mtn dew; mountain dew code red; mellow yellow; sunkist; sunkist orange; baja blast; mountain dew baja blast",
    "glass 372",
  ],
  // Soft drink, fruit flavored, caffeine containing, diet — FNDDS 92410560, 0 kcal (Diet Mountain Dew).
  ["mountain-dew-diet", "fn:92410560", "маунтин дью диет", "diet mountain dew; diet mtn dew", "glass 360"],
  // Cereal or granola bar (General Mills Fiber One Chewy Bar) — FNDDS 53710400, 389 kcal; one bar 40 g. "fiber
  // one bar" was a granola bar and the word "fiber" left over.
  ["fiber-one-bar", "fn:53710400", "батончик файбер уан", "fiber one bar; fiber one bars; fiber one", "piece 40"],
  // Crackers, woven wheat, plain (Triscuit) — FNDDS 54337020, 441 kcal; one cracker 5 g, a label serving 6 of them.
  [
    "triscuit",
    "fn:54337020",
    "крекеры трискит",
    "triscuit; triscuits; woven wheat crackers; triscuit crackers",
    "serving 28, piece 5",
  ],
  // Crackers, wheat, plain (Wheat Thins) — FNDDS 54338010, 441 kcal; one cracker 3 g, a label serving 16 of them,
  // 31 g. "wheat thins" was FNDDS's Puerto Rican cream of wheat, a 245 g bowl.
  ["wheat-thins", "fn:54338010", "крекеры уит финс", "wheat thins; wheat thin", "serving 31, piece 3"],
  // Crackers, cheese (Goldfish) — FNDDS 54304020, 489 kcal; one 1 g cracker, a label serving 30 g.
  ["goldfish-crackers", "fn:54304020", "крекеры голдфиш", "goldfish; goldfish crackers", "serving 30, piece 1"],
  // Snack cake, not chocolate, with icing or filling — FNDDS 53109200 (Hostess Twinkies), 374 kcal; one 40 g.
  [
    "snack-cake",
    "fn:53109200",
    "твинки",
    "twinkie; twinkies; snack cake; snack cakes; zebra cake; zebra cakes",
    "piece 40",
  ],
  // Hoisin sauce — FNDDS 41420250, 220 kcal; a tablespoon 16 g.
  ["hoisin", "fn:41420250", "соус хойсин", "hoisin; hoisin sauce", "tbsp 16"],
  // Grape leaves stuffed with rice — FNDDS 58161510, 166 kcal; one roll 56 g.
  [
    "dolmas",
    "fn:58161510",
    "долма постная",
    "dolma; dolmas; dolmades; dolmathes; stuffed grape leaves; stuffed vine leaves",
    "piece 56",
  ],
  // Cheese, edam — SR28 01018, 357 kcal: a Mini Babybel is an Edam-type cheese of 20 g (its wrapper: 70 kcal).
  ["babybel", "sr:01018", "бейбибел", "babybel; babybels; mini babybel; mini babybels", "piece 20"],
  // Yogurt, low fat milk, fruit — FNDDS 11432000, 89 kcal; the Yoplait Original cup is FNDDS's 6 oz container, 170 g.
  ["yoplait", "fn:11432000", "йогурт йоплейт", "yoplait; yoplait yogurt; yoplait original", "piece 170"],
  // Yogurt, low fat milk, fruit — FNDDS 11432000, 89 kcal; an Activia cup is FNDDS's "1 4 oz container", 113 g.
  // "activia strawberry 4oz" was 113 g of strawberries, "activia" alone nothing.
  ["activia", "fn:11432000", "йогурт активиа; активиа", "activia; activia yogurt; dannon activia", "piece 113"],
  // Yogurt, whole milk, fruit — FNDDS 11431000, 87 kcal: a Müller Corner is whole-milk yogurt with its fruit in the
  // corner, the UK pot 124 g as the pack states. "muller corner strawberry" was 150 g of strawberries.
  [
    "muller-corner",
    "fn:11431000",
    "мюллер корнер",
    "muller corner; müller corner; muller corners; muller fruit corner; müller fruit corner",
    "piece 124",
  ],
  // Yogurt, nonfat milk, flavors other than fruit — FNDDS 11434300, 66 kcal: Dannon's Light + Fit is a nonfat yogurt
  // sweetened without sugar, its cup 5.3 oz, 150 g (the label: 80 kcal, where this record gives 99).
  [
    "light-and-fit",
    "fn:11434300",
    "йогурт лайт энд фит",
    "light and fit; light & fit; light n fit; light + fit; dannon light and fit; dannon light & fit; light and fit yogurt",
    "piece 150",
  ],
  // Yogurt, Greek, nonfat milk, flavors other than fruit — FNDDS 11435030, 78 kcal: siggi's is a strained (skyr)
  // yogurt of 0 to 2% fat, its cup FNDDS's "1 5.3 oz container", 150 g (the vanilla cup's label: 110 kcal).
  [
    "siggis",
    "fn:11435030",
    "йогурт сигги",
    "siggis; siggi's; siggi; siggis yogurt; siggi's yogurt; siggis skyr; siggi's skyr",
    "piece 150",
  ],
  // Candies, semisweet chocolate — SR28 19080, 480 kcal: the baking chips, its serving 14.5 g and "cup chips (6 oz
  // package)" 168 g, a tablespoon a sixteenth of it. "a small handful of dark chocolate chips" was a bag of potato
  // chips flavoured with chocolate (decision 024, follow-up "English diary lines, a fifth batch").
  [
    "chocolate-chips",
    "sr:19080",
    "шоколадные капли; шоколадные дропсы",
    "chocolate chips; semi sweet chocolate chips; semisweet chocolate chips; semi-sweet chocolate chips; dark chocolate chips; milk chocolate chips; chocolate morsels",
    "serving 14.5, tbsp 10.5, cup 168",
  ],
  // Pizza with pepperoni, from frozen, thick crust — FNDDS 58106516, whose additional description names Bagel Bites and
  // weighs "1 Bagel Bite" 22 g; the box's serving is four, 88 g. "bagel bites 4" was four 105 g bagels, 1,109 kcal
  // (decision 024, follow-up "English diary lines, a fifth batch").
  [
    "bagel-bites",
    "fn:58106516",
    "мини-пиццы на бейгле",
    "bagel bites; bagel bite; pizza bagel bites",
    "serving 88, piece 22",
  ],
  // Cookie, biscotti — FNDDS 53203500, 366 kcal; "1 cookie" 32 g. FNDDS files it under "Cookie", so "a biscotti"
  // beside an espresso was left unread (decision 024, follow-up "English diary lines, a fifth batch").
  ["biscotti", "fn:53203500", "бискотти; кантуччи", "biscotti; biscotto; biscottis; cantucci", "piece 32"],
  // Pancakes, plain, dry mix, complete (includes buttermilk) — SR28 18289, 368 kcal; its "1/3 cup" 52 g and "cup,
  // poured from box" 130 g. Kodiak Cakes is a pancake mix sold by its brand (its label: 1/2 cup, 53 g, 190 kcal);
  // "kodiak cakes 1/2 cup mix" was a 100 g cake and 120 g of a protein powder (854 kcal).
  [
    "pancake-mix",
    "sr:18289",
    "кодиак кейкс",
    "pancake mix; pancake mixes; kodiak cakes; kodiak cakes mix; kodiak power cakes; kodiak; krusteaz",
    "serving 52, cup 130",
  ],
  // Seeds, hemp seed, hulled — SR28 12012, 553 kcal; 3 tbsp 30 g.
  [
    "hemp-seeds",
    "sr:12012",
    "семена конопли; конопляное семя",
    "hemp seeds; hemp seed; hemp hearts; hulled hemp seeds",
    "tbsp 10",
  ],
  // Brioche — FNDDS 51167000, 418 kcal; a piece 77 g. It was the challah (SR28 18027, 287 kcal) and, as "brioche
  // bun", a challah and a roll side by side.
  [
    "brioche",
    "fn:51167000",
    "бриошь; булочка бриошь",
    "brioche; brioches; brioche bun; brioche buns; brioche roll",
    "piece 77",
  ],
  // Cake, pound, without icing or filling — FNDDS 53116000, 353 kcal; a piece (1/10 of a loaf) 91 g. It was the
  // sponge cake (SR28 18133, 290 kcal, 60 g).
  ["pound-cake", "fn:53116000", "кекс фунтовый", "pound cake; pound cakes; lemon pound cake", "piece 91"],
  // Popsicle — FNDDS 91611000, 79 kcal; a single stick 50 g. It was the sorbet (134 kcal, 80 g).
  [
    "popsicle",
    "fn:91611000",
    "попсикл",
    // A rocket pop is the red, white and blue one of a Fourth of July; a push pop FNDDS names under this record.
    "popsicle; popsicles; ice pop; ice pops; ice lolly; ice lollies; freezie; freezies; rocket pop; rocket pops; push pop; push pops; otter pop; otter pops; freezer pop; freezer pops",
    "piece 50",
  ],
  // Fruit leather and fruit snacks candy — FNDDS 91708030, 365 kcal; a pouch 26 g, a Fruit Roll-Up 14 g. "fruit
  // snacks" were the fruit salad, a "fruit roll up" a frosted sweet roll with fruit (90 g, 341 kcal).
  [
    "fruit-snacks",
    "fn:91708030",
    // Fruittella and Mamba, the chewy fruit sticks of Russian shops, are these sweets (a Mamba stick 26.5 g, the pack).
    "фруктовые конфеты жевательные; фрутелла; фрутеллы; фрутеллу; фрутеллой; мамба; мамбы; мамбу; мамбой",
    "fruit snacks; fruit snack; gushers; fruit roll up; fruit roll ups; fruit roll-up; fruit roll-ups; fruit by the foot; fruit leather",
    "pack 26, piece 14",
  ],
  // Cream of wheat, regular or quick, made with water — FNDDS 56207015, 64 kcal; a cup, cooked, 240 g. It was the
  // Russian semolina porridge on milk with sugar and butter (119 kcal).
  ["cream-of-wheat", "fn:56207015", "крем оф вит", "cream of wheat; farina; cream of wheat cereal", "cup 240"],
  // Beef with soy-based sauce — FNDDS 27115000, 186 kcal; FNDDS's unspecified amount 183 g, a cup 244 g. Bulgogi is
  // beef in a soy-based marinade; FNDDS has no record of its own.
  ["bulgogi", "fn:27115000", "пулькоги; бульгоги", "bulgogi; beef bulgogi; bulgogi beef", "serving 183"],
  // Crackers, cheese (Cheez-It) — FNDDS 54304005, 489 kcal; one cracker 1 g, a label serving 30 g, the box on the
  // shelf 12.4 oz (351 g).
  [
    "cheez-it",
    "fn:54304005",
    "крекеры чиз-ит",
    "cheez its; cheez-it; cheez-its; cheezits; cheez it crackers",
    "serving 30, piece 1, pack 351",
  ],
  // Cake, Boston cream pie — FNDDS 53103000, 252 kcal; a piece (1/12 of an 8" cake) 69 g. FNDDS files it under its
  // head "Cake", never typed, so "boston cream pie" was the banana cream pie (decision 024, "Readings left open, a
  // second round").
  [
    "boston-cream-pie",
    "fn:53103000",
    "бостонский кремовый пирог; бостонский пирог",
    "boston cream pie; boston cream pies; boston cream cake",
    "piece 69",
  ],
  // Cookie, marshmallow pie, chocolate covered — FNDDS 53208200, 421 kcal; a Moon Pie 78 g, a whoopie pie 57 g (its
  // own measures). FNDDS files them under "Cookie"; they were the apple pie, 120 g.
  ["moon-pie", "fn:53208200", "мун пай; мунпай", "moon pie; moon pies; moonpie; moonpies; marshmallow pie", "piece 78"],
  ["whoopie-pie", "fn:53208200", "вупи пай", "whoopie pie; whoopie pies; whoopee pie", "piece 57"],
  // Onion flavored rings (Funyuns) — FNDDS 54406010, 499 kcal; a small single-serving bag 28 g.
  ["funyuns", "fn:54406010", "фаньюнс", "funyuns; funyun", "pack 28"],
  // Vegetable chips (veggie straws, Terra) — FNDDS 71220000, 495 kcal; a small single-serving bag 28 g.
  [
    "vegetable-chips",
    "fn:71220000",
    "овощные чипсы",
    "veggie straws; veggie chips; vegetable chips; terra chips",
    "pack 28",
  ],
  // Tortilla chips, flavored (Takis, rolled tortilla chips) — FNDDS 54401085, 519 kcal; a small bag 28 g.
  ["takis", "fn:54401085", "чипсы такис", "takis; rolled tortilla chips", "pack 28"],
  // Cookie, fig bar (Fig Newton) — FNDDS 53220030, 348 kcal; one Newton 16 g. Two were 100 g of fresh figs.
  ["fig-newton", "fn:53220030", "фиг ньютон", "fig newton; fig newtons; newtons; fig bar; fig bars", "piece 16"],
  // Cookie, marshmallow, with rice cereal, no bake (Rice Krispies Treats) — FNDDS 53226500, 417 kcal; a medium bar
  // 38 g. Two were 360 g of boiled rice.
  [
    "rice-krispie-treat",
    "fn:53226500",
    "райс криспи трит",
    "rice krispie treat; rice krispie treats; rice krispies treat; rice krispies treats; rice crispy treat; rice crispy treats",
    "piece 38",
  ],
  // Cookie, macaroon — FNDDS 53225000, 460 kcal; one 24 g. A French macaron, almond meringue, is FNDDS's nearest.
  ["macaroon", "fn:53225000", "макарон; макаруны", "macaron; macarons; macaroon; macaroons", "piece 24"],
  // Cream puff, eclair, custard or cream filled — FNDDS 53420000, 276 kcal; one eclair 102 g. It was the napoleon.
  ["eclair", "fn:53420000", "эклер американский", "eclair; eclairs; chocolate eclair", "piece 102"],
  // Pastry, Italian, with cheese (cannoli) — FNDDS 53452200, 265 kcal; one pastry 85 g.
  ["cannoli", "fn:53452200", "канноли", "cannoli; cannolis; cannolo", "piece 85"],
  // Roll, sweet, no frosting — FNDDS 51160000, 321 kcal; a medium one 90 g. It was a plain dinner roll.
  ["hot-cross-bun", "fn:51160000", "крестовая булочка", "hot cross bun; hot cross buns", "piece 90"],
  // Bread, Italian, Grecian, Armenian — FNDDS 51109010, 259 kcal; an individual loaf 82 g, a slice 31 g. A ciabatta
  // roll was a slice of sourdough and a dinner roll.
  [
    "ciabatta",
    "fn:51109010",
    "чиабатта",
    "ciabatta; ciabatta roll; ciabatta rolls; ciabatta bread; italian bread",
    "piece 82",
  ],
  // Caramel, chocolate-flavored roll (Tootsie Roll) — FNDDS 91703010, 387 kcal; one piece 6.5 g. It was a bread roll.
  ["tootsie-roll", "fn:91703010", "тутси ролл", "tootsie roll; tootsie rolls; tootsie roll midgees", "piece 6.5"],
  // Gumdrops (jelly beans, gummy fish, Mike and Ike) — FNDDS 91745010, 396 kcal; ten gumdrops 36 g. "swedish fish"
  // were fish, "jelly beans" jam and beans.
  [
    "gumdrops",
    "fn:91745010",
    "мармеладные драже",
    "gumdrops; gumdrop; jelly beans; jelly bean; jellybeans; swedish fish; sour patch kids; mike and ike; gummy worms; gummy bears; gummy bear",
    "serving 36",
  ],
  // Fondant, chocolate covered (Peppermint Pattie) — FNDDS 91707010, 366 kcal; a large patty 43 g.
  [
    "peppermint-pattie",
    "fn:91707010",
    "мятная конфета в шоколаде",
    "peppermint pattie; peppermint patties; york peppermint pattie; york peppermint patty; peppermint patty",
    "piece 43",
  ],
  // Ice cream bar, chocolate (Klondike, Dove Bar) — FNDDS 13120140, 329 kcal; one bar 75 g. It was a granola bar.
  ["klondike", "fn:13120140", "клондайк", "klondike; klondike bar; klondike bars; dove bar; dove bars", "piece 75"],
  // Fruit butter (apple butter) — FNDDS 91403000, 173 kcal; a tablespoon 20 g. It was dairy butter.
  ["fruit-butter", "fn:91403000", "эппл баттер", "apple butter; pumpkin butter; fruit butter", "tbsp 20"],
  // Worcestershire sauce — FNDDS 41420450, 77 kcal; FNDDS's unspecified amount 5 g.
  ["worcestershire", "fn:41420450", "вустерширский соус", "worcestershire; worcestershire sauce", "tsp 5"],
  // Thousand Island dressing — FNDDS 83114000, 379 kcal; a tablespoon 15.6 g.
  ["thousand-island", "fn:83114000", "соус тысяча островов", "thousand island; thousand island dressing", "tbsp 16"],
  // Ham, prosciutto — FNDDS 22311450, 195 kcal; a thin slice 9.2 g.
  ["prosciutto", "fn:22311450", "прошутто; пармская ветчина", "prosciutto; parma ham", "slice 9"],
  // Blackeyed peas, from dried — FNDDS 41301010, 165 kcal; a cup 185 g. They were green peas (84 kcal).
  [
    "black-eyed-peas",
    "fn:41301010",
    "коровий горох",
    "black eyed peas; black-eyed peas; blackeyed peas; cowpeas",
    "serving 92",
  ],
  // Jackfruit, raw — SR28 09144, 95 kcal; a cup, sliced 165 g.
  ["jackfruit", "sr:09144", "джекфрут", "jackfruit", "cup 165"],
  // Meat and corn hominy soup, Mexican style (pozole) — FNDDS 28315150, 90 kcal; a cup 238 g.
  ["pozole", "fn:28315150", "мексиканский суп посоле", "pozole; posole", "cup 238"],
  // Menudo soup, home recipe — FNDDS 28311020, 50 kcal; a cup 241 g. FNDDS names it only with "soup", so "menudo"
  // alone was left unread (decision 024, the forty-third batch).
  ["menudo", "fn:28311020", "мексиканский суп менудо", "menudo; menudo soup", "cup 241"],
  // Chicken or turkey chow mein with noodles — FNDDS 27343910, 131 kcal; a cup 220 g. Japanese yakisoba is chicken
  // and stir-fried wheat noodles; it was the chicken alone.
  ["yakisoba", "fn:27343910", "якисоба", "yakisoba; chicken yakisoba; yaki soba", "cup 220"],
  // Dumpling, potato- or cheese-filled (pierogi) — FNDDS 58121610, 195 kcal; one pierogi 38 g, FNDDS's unspecified
  // amount 100 g. "a serving of pierogies" was a Russian 250 g plate of vareniki.
  [
    "pierogi",
    "fn:58121610",
    "пироги польские",
    "pierogi; pierogies; pierogis; perogies; perogy; potato pierogi; cheese pierogi; potato and cheese pierogi",
    "serving 100, piece 38",
  ],
  // Beef curry (lamb, mutton, goat, pork) — FNDDS 27116100, 111 kcal; a cup 240 g. "lamb vindaloo" was 120 g of
  // roast lamb with nothing of its sauce. Keema is minced lamb or beef in the same curry sauce.
  [
    "meat-curry",
    "fn:27116100",
    "карри с говядиной; карри с бараниной",
    "beef curry; lamb curry; mutton curry; goat curry; vindaloo; lamb vindaloo; beef vindaloo; pork vindaloo; rogan josh; lamb rogan josh; keema; kheema; keema curry; lamb keema; beef keema",
    "serving 240",
  ],
  // Cookie, chocolate chip (Chips Ahoy!) — FNDDS 53206000, 492 kcal; its measure "Nabisco Chips Ahoy!" 10.5 g, a label
  // serving three of them ("chips ahoy cookies x4" were four 30 g cookies, "chips ahoy" a bag of potato chips).
  [
    "chips-ahoy",
    "fn:53206000",
    "печенье чипс ахой",
    "chips ahoy; chips ahoy cookies; chips ahoy cookie; chips ahoys",
    "serving 32, piece 10.5",
  ],
  // Reese's Peanut Butter Cup — FNDDS 91734100, 515 kcal; a cup of the usual pack 21 g, the pack of two 45 g.
  [
    "reeses",
    "fn:91734100",
    "ризес; рисес",
    "reese's; reeses; reese's cups; reeses cups; reese's peanut butter cups; reese cups; peanut butter cups; pb cups; pb cup; reese's pb cups; reeses pb cups",
    "pack 45, piece 21",
  ],
  // Ice creams, vanilla, rich — SR28 19089, 249 kcal: Häagen-Dazs and Ben & Jerry's, churned with less air than USDA's
  // ice cream; their label serving is 2/3 cup, 143 g, and a pint three of them, so a cup 215 g ("pint of ben and
  // jerrys" was no food).
  [
    "premium-ice-cream",
    "sr:19089",
    "мороженое премиум",
    "premium ice cream; haagen dazs; häagen dazs; haagen-dazs; häagen-dazs; ben and jerrys; ben and jerry's; ben & jerry's; ben n jerrys",
    "serving 143, cup 215",
  ],
  // Cookies, sugar, commercially prepared, regular (includes vanilla) — SR28 18204, 464 kcal: a snickerdoodle is a
  // sugar cookie rolled in cinnamon sugar; one of FNDDS 53206000's medium cookie size, 30 g.
  ["snickerdoodle", "sr:18204", "печенье сникердудл", "snickerdoodle; snickerdoodles", "piece 30"],
  // Cake, shortcake, sponge type, with whipped cream and fruit — FNDDS 53123070, 242 kcal; one 3" cake 118 g
  // ("strawberry shortcake" was a pancake).
  [
    "strawberry-shortcake",
    "fn:53123070",
    "клубничный шорткейк",
    "strawberry shortcake; strawberry shortcakes; shortcake",
    "piece 118",
  ],
  // Cookie, sugar wafer, chocolate-covered — FNDDS 53209010, 526 kcal: Girl Scout Thin Mints, whose label serving is
  // four cookies, 32 g; one 8 g.
  [
    "thin-mints",
    "fn:53209010",
    "печенье тин минтс",
    "thin mints; thin mint; thin mint cookies; girl scout cookies; girl scout cookie",
    "serving 32, piece 8",
  ],
  // Macaroni or noodles with cheese, made from packaged mix — FNDDS 58145112, 178 kcal; a cup 230 g, its unspecified
  // amount ("kraft mac and cheese" was the home recipe, 222 kcal). Its box (Kraft's label: 7.25 oz of dry mix, about 3
  // servings of a prepared cup) makes three of those cups. In Canada the same box is sold as Kraft Dinner ("KD").
  [
    "boxed-mac-and-cheese",
    "fn:58145112",
    "макароны с сыром из пакета",
    "kraft mac and cheese; kraft mac n cheese; kraft macaroni and cheese; boxed mac and cheese; box mac and cheese; kraft dinner",
    "serving 230, pack 690",
  ],
  // Whipped topping (Cool Whip) — FNDDS 12220200, 318 kcal; its unspecified amount 19 g, a cup 75 g.
  [
    "whipped-topping",
    "fn:12220200",
    "взбитый топпинг",
    "cool whip; whipped topping; cool whip lite",
    "serving 19, cup 75",
  ],
  // Popcorn, ready-to-eat packaged, kettle corn — FNDDS 54403089, 526 kcal; a popped cup 14 g, its unspecified amount
  // 35 g ("kettle corn" was sweet corn on the cob).
  ["kettle-corn", "fn:54403089", "попкорн сладко-солёный", "kettle corn; kettlecorn", "serving 35, cup 14"],
  // Fruit cocktail, canned, juice pack — FNDDS 63311170, 48 kcal; its snack size container 113 g ("fruit cup in juice"
  // was a fruit salad and a glass of apple juice).
  [
    "fruit-cup",
    "fn:63311170",
    "фруктовый коктейль в соку",
    "fruit cup in juice; fruit cups in juice; fruit cup in 100% juice; fruit cocktail in juice",
    "piece 113",
  ],
  // Milk chocolate candy, plain — FNDDS 91705010, 535 kcal; its measure "Hershey Kiss or Star: kiss" 5 g, a label
  // serving nine of them, 41 g ("3 hershey kisses" was no food).
  [
    "hershey-kisses",
    "fn:91705010",
    "конфеты hershey kisses",
    "hershey kisses; hershey's kisses; hershey kiss; hershey's kiss; hersheys kisses",
    "serving 41, piece 5",
  ],
  // The same record's Hershey's bar: FNDDS 91705010's "bar" 44 g ("hershey bar" was a granola bar).
  [
    "hershey-bar",
    "fn:91705010",
    "шоколадка hershey's; херши; шоколадка херши; шоколад херши; херши шоколадка; хершис",
    "hershey bar; hershey's bar; hersheys bar; hershey bars; hershey's milk chocolate bar; hershey chocolate bar",
    "piece 44",
  ],
  // Chicken with rice and vegetable, diet frozen meal — FNDDS 28141250 (Lean Cuisine), 109 kcal; one meal 241 g.
  // Its siblings (teriyaki chicken, Swedish meatballs, Salisbury steak) are 107–126 kcal.
  [
    "diet-frozen-meal",
    "fn:28141250",
    "замороженный диетический обед",
    "lean cuisine; lean cuisines; smart ones; healthy choice meal; diet frozen meal",
    "piece 241",
  ],
  // Yogurt, low fat milk, fruit — FNDDS 11432000, whose own synonyms name Go-Gurt (a tube 64 g). A kid's yogurt tube
  // named by its brand was left unread.
  [
    "yogurt-tube",
    "fn:11432000",
    "йогурт в тюбике",
    "go-gurt; gogurt; gogurts; go gurt; go gurts; yogurt tube; yogurt tubes; yoghurt tube",
    "piece 64",
  ],
  // Peanut butter and jelly sandwich, frozen commercial product without crusts — FNDDS 42303100, whose synonyms name
  // Smucker's Uncrustables (a sandwich 60 g). Named by the brand it was left unread.
  [
    "uncrustables",
    "fn:42303100",
    "сэндвич без корочки с арахисовой пастой",
    "uncrustable; uncrustables; smucker's uncrustables; smuckers uncrustables",
    "piece 60",
  ],
  // Cake, fruit cake, light or dark, holiday type cake — FNDDS 53110000 (a piece, 1/12 of a 7" cake, 113 g). Typed as one
  // word, as it usually is, "fruitcake" named no FNDDS record.
  ["fruitcake", "fn:53110000", "кекс фруктовый рождественский", "fruitcake; fruitcakes; fruit cake", "piece 113"],
  // Ice cream cone, vanilla, prepackaged — FNDDS 13120790, whose synonyms name the Drumstick and the Nutty Buddy (a cone
  // 95 g). "drumstick ice cream" was a scoop of ice cream with the brand unread.
  [
    "ice-cream-cone-prepackaged",
    "fn:13120790",
    "мороженое драмстик",
    "drumstick ice cream; drumstick ice cream cone; drumstick cone; drumstick cones; nutty buddy; sundae cone",
    "piece 95",
  ],
  // Light ice cream, vanilla — FNDDS 13130300, whose synonyms name reduced-fat and sugar-free pints; Halo Top is such a
  // pint, its cup FNDDS's 135 g, so a pint of 473 ml about 266 g (decision 024, the thirty-ninth batch). Named by the
  // brand it was left unread.
  ["halo-top", "fn:13130300", "мороженое хало топ", "halo top; halotop; halo top ice cream", "cup 135"],
  // Popcorn, ready-to-eat packaged, plain — FNDDS 54403081: SkinnyPop is bagged ready-to-eat popcorn, a small single
  // serving bag 28 g and a cup 11 g (FNDDS's portions). Named by the brand it was left unread.
  [
    "skinnypop",
    "fn:54403081",
    "попкорн скинипоп",
    "skinnypop; skinny pop; skinnypop popcorn; skinny pop popcorn",
    "pack 28, cup 11, small 28, medium 57, large 85",
  ],
  // Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar) — FNDDS 53710906, whose own synonyms call
  // it "Nature Valley Granola Bar, NFS"; a bar 21 g, a package of two 42 g. A Nature Valley bar named without its kind
  // was the yogurt-coated chewy bar, 35 g.
  [
    "nature-valley-bar",
    "fn:53710906",
    "батончик нейчер вэлли",
    "nature valley bar; nature valley; nature valley bars; nature valley granola bar; nature valley granola bars",
    "piece 21, pack 42",
  ],
  // Theater candy by the box, FNDDS's records and their boxes (decision 024, the forty-fifth batch): Milk Duds are
  // FNDDS 91703040 Caramel candy, chocolate covered, 417 kcal, a box (1.25 oz) 35 g and a piece 3 g ("a box of milk
  // duds" was a 250 g glass of milk); Junior Mints FNDDS 91707010 Fondant, chocolate covered, 366 kcal, a box (1.6 oz)
  // 45 g ("junior mints" was one 2 g mint); Reese's Pieces FNDDS 91734200, 497 kcal, a package (1.95 oz) 55 g, a piece
  // 0.8 g (the word "pieces" counted the peanut butter cup).
  ["milk-duds", "fn:91703040", "конфеты милк дадс", "milk duds; milk dud", "pack 35, piece 3"],
  ["junior-mints", "fn:91707010", "конфеты джуниор минтс", "junior mints; junior mint", "pack 45, piece 3"],
  [
    "reeses-pieces",
    "fn:91734200",
    "драже ризес писес",
    "reese's pieces; reeses pieces; reese pieces",
    "pack 55, piece 0.8",
  ],
  // Seasonal candy, FNDDS's records and their own items: a Cadbury creme egg is FNDDS 91707010's "Easter egg,
  // chocolate covered creme: egg (1.02 oz) (Cadbury)" 29 g (it was a hen's egg); a Peeps chick or bunny FNDDS
  // 91723000 Marshmallow's 8 g; candy corn FNDDS 91707000 Fondant, 373 kcal, a piece 1 g (it was candy and a 100 g ear
  // of corn); a chocolate Easter bunny FNDDS 91705010 Milk chocolate candy's "Easter bunnies" — small hollow 42 g,
  // medium hollow 132 g, large hollow 193 g (it was one 7 g piece of chocolate).
  [
    "creme-egg",
    "fn:91707010",
    "яйцо кэдбери",
    "cadbury creme egg; cadbury creme eggs; creme egg; creme eggs; cadbury egg; cadbury eggs",
    "piece 29",
  ],
  ["peeps", "fn:91723000", "маршмеллоу пипс", "peeps; peep; marshmallow peeps", "piece 8"],
  // Cadbury Mini Eggs: FNDDS 91746150 "Easter egg, candy coated chocolate", its "Cadbury Mini Egg" 3 g, bag (1.5 oz)
  // 43 g and unspecified amount 21 g (a plural with no count); "mini eggs" had been two hen's eggs made small (121 g),
  // "cadbury mini eggs" two creme eggs.
  [
    "mini-eggs",
    "fn:91746150",
    "мини яйца кэдбери; шоколадные мини яйца",
    "mini eggs; cadbury mini eggs; cadbury mini egg; mini egg candy; chocolate mini eggs",
    "pack 43, piece 3, serving 21",
  ],
  ["candy-corn", "fn:91707000", "конфеты кэнди корн", "candy corn; candy corns", "serving 28, piece 1"],
  [
    "easter-bunny",
    "fn:91705010",
    "шоколадный пасхальный заяц",
    "chocolate easter bunny; chocolate bunny; easter bunny; chocolate bunnies; easter bunnies",
    "piece 42, small 42, medium 132, large 193",
  ],
  // Popcorn, movie theater, with added butter — FNDDS 54403005, 656 kcal, by the theater's order: kids 84 g, small
  // 112 g, medium 182 g, large 238 g. Buttered popcorn is the cinema's; it was FNDDS's popcorn of no kind, whose
  // medium is a 57 g single-serving bag.
  [
    "movie-popcorn",
    "fn:54403005",
    "попкорн в кинотеатре",
    "buttered popcorn; movie popcorn; movie theater popcorn; movie theatre popcorn; theater popcorn; cinema popcorn",
    "serving 182, small 112, medium 182, large 238",
  ],
  // Cheesecake with fruit — FNDDS 53104550, 209 kcal, a piece (1/12 of 9") 142 g: a cheesecake topped with
  // strawberries or cherries is FNDDS's own record, not a plain cheesecake and a 150 g serving of berries beside it.
  [
    "fruit-cheesecake",
    "fn:53104550",
    "чизкейк с ягодами",
    "cheesecake with strawberries; strawberry cheesecake; cheesecake with cherries; cherry cheesecake; cheesecake with fruit; blueberry cheesecake",
    "piece 142, slice 142",
  ],
  // Cookie, animal — FNDDS 53240000, 446 kcal; one cracker 4 g, the individual box (2 oz) 57 g. "animal crackers"
  // were the catalog's savoury crackers by the 30 g serving, the box left unread.
  [
    "animal-crackers",
    "fn:53240000",
    "печенье зверушки",
    "animal crackers; animal cracker; animal cookies; animal cookie",
    "pack 57, piece 4",
  ],
  // Sweet potato, candied — FNDDS 73406000, 178 kcal; FNDDS's unspecified amount 100 g, a cup 250 g, a piece 45 g.
  // The candied "yams" of an American holiday table are sweet potatoes; they were the catalog's true yam, boiled.
  [
    "candied-sweet-potatoes",
    "fn:73406000",
    "батат в карамели; засахаренный батат",
    "candied yams; candied yam; candied sweet potatoes; candied sweet potato; glazed sweet potatoes",
    "serving 100, cup 250, piece 45",
  ],
  // Nutrition bar (PowerBar) — FNDDS 53720300, 68 g a bar. Typed as two words it was the 43 g granola bar.
  ["powerbar", "fn:53720300", "батончик пауэрбар", "powerbar; power bar; power bars; powerbars", "piece 68"],
  // Cereal or granola bar, fruit and nut — FNDDS 53713010, a 40 g bar: a Larabar is a bar of dates, fruit and nuts
  // (45 g on its wrapper). Named by the brand it was left unread.
  ["larabar", "fn:53713010", "батончик ларабар", "larabar; larabars; lara bar; lara bars", "piece 45"],
  // Cracklin' Oat Bran — FNDDS 57143000, a cup 73 g. It was the catalog's wheat bran by its last word, 6 g a spoon.
  [
    "cracklin-oat-bran",
    "fn:57143000",
    "хлопья краклин оат бран",
    "cracklin oat bran; cracklin' oat bran",
    "serving 73, bowl 73, cup 73",
  ],
  // Kashi GOLEAN — FNDDS 57301510, a cup 52 g. The maker writes the name as one word, people as two; it was unread.
  [
    "kashi-golean",
    "fn:57301510",
    "хлопья каши голин",
    "kashi go lean; kashi golean; go lean cereal",
    "serving 52, bowl 52, cup 52",
  ],
  // Fiber One — FNDDS 57206700, a cup 60 g. "fiber one cereal" was corn flakes by its last word.
  ["fiber-one-cereal", "fn:57206700", "хлопья файбер ван", "fiber one cereal", "serving 60, bowl 60, cup 60"],
  // 3 Musketeers — FNDDS 91726420; a fun-size bar 21 g, as FNDDS's default. Spelled out the number left it unread.
  ["three-musketeers", "fn:91726420", "батончик три мушкетёра", "three musketeers; 3 musketeers", "piece 21"],
  // Water, bottled, flavored (Glaceau Vitamin Water) — FNDDS 94210200; a 20 fl oz bottle 591 g. The brand writes it as
  // one word, which named no FNDDS record.
  ["vitaminwater", "fn:94210200", "витаминная вода", "vitaminwater; vitamin water", "pack 591, glass 250"],
  // Water, bottled, flavored (Propel Water) — FNDDS 94210100; a 500 ml bottle. Named by the brand it was left unread.
  ["propel-water", "fn:94210100", "вода пропел", "propel; propel water; propel fitness water", "pack 500, glass 250"],
  // Tea, iced, bottled, black — FNDDS 92309000: Snapple's teas, a 16 fl oz bottle 473 g. Unread by the brand.
  ["snapple", "fn:92309000", "холодный чай снэппл", "snapple; snapple iced tea; snapple tea", "pack 473, glass 250"],
  // Soft drink, fruit flavored, caffeine containing — FNDDS 92410550: Irn-Bru, Scotland's orange soda with caffeine,
  // a 330 ml can. Unread with its hyphen or without.
  ["irn-bru", "fn:92410550", "ирн-брю", "irn bru; irn-bru; irnbru", "glass 330"],
  // Cookie, peanut butter sandwich — FNDDS 53235000, 42 g a serving of three; a Nutter Butter is one such cookie,
  // 14 g. Read by its last word it was a 5 g pat of butter.
  [
    "nutter-butter",
    "fn:53235000",
    "печенье наттер баттер",
    "nutter butter; nutter butters; nutter butter cookies",
    "piece 14, serving 42",
  ],
  // Toffee, chocolate covered — FNDDS 91760100, 541 kcal; its additional description names Heath Bar and SKOR, its
  // measure "1 bar (1.4 oz)" 40 g. "heath bar" was the granola bar by its last word.
  ["heath-bar", "fn:91760100", "батончик хит", "heath bar; heath bars; heath; skor; skor bar", "piece 40"],
  // Popcorn, caramel coated — FNDDS 54403110, 428 kcal; a cup 35 g. Cracker Jack is its boxed kind with peanuts;
  // "cracker jack" was a 3 g cracker.
  [
    "caramel-popcorn",
    "fn:54403110",
    "карамельный попкорн",
    "caramel popcorn; caramel corn; cracker jack; cracker jacks; crackerjack",
    "serving 35, cup 35",
  ],
  // Chicken with mole sauce — FNDDS 27146160 (additional description "chicken mole"), 137 kcal; a cup 244 g. "mole"
  // alone is the dish on a Mexican menu; it was read as nothing.
  [
    "chicken-mole",
    "fn:27146160",
    "курица в соусе моле",
    "chicken mole; mole; mole poblano; pollo en mole; chicken in mole sauce",
    "serving 244",
  ],
  // Bread, paratha, wheat — FNDDS 51300185, 326 kcal; one paratha 70 g. The stuffed aloo paratha
  // has no record of its own and is the nearest under it; both were read as nothing.
  ["paratha", "fn:51300185", "паратха", "paratha; parathas; aloo paratha; aloo parathas; lachha paratha", "piece 70"],
  // Plantain, cooked with oil — FNDDS 71900200, 144 kcal; a slice 25 g, its unspecified amount 85 g. Tostones
  // (patacones) are green plantain slices fried twice, maduros ripe ones fried; both were read as nothing.
  ["tostones", "fn:71900200", "тостонес", "tostones; tostone; patacones; maduros", "serving 85, piece 25"],
  // Egg foo yung, NFS — FNDDS 32105200, 124 kcal; one patty 86 g, its unspecified amount 131 g. FNDDS's own spelling
  // was found by its words; the menu's "egg foo young" was a 50 g egg.
  [
    "egg-foo-young",
    "fn:32105200",
    "омлет фу юн",
    "egg foo young; egg foo yung; egg fu yung; egg foo yong",
    "serving 131, piece 86",
  ],
  // Shrimp chips — FNDDS 54406200 (additional description "shrimp crackers; prawn crackers"), 426 kcal; one chip 6 g, a cup
  // 40 g. "prawn crackers" was 100 g of shrimp beside a cracker.
  [
    "prawn-crackers",
    "fn:54406200",
    "креветочные чипсы",
    "prawn crackers; prawn cracker; shrimp chips; shrimp crackers",
    "serving 40, piece 6",
  ],
  // Foods the names list's fifth sweep found unread or read as a neighbour (decision 024, "English names, a fifth
  // sweep"): soul food, the Jewish deli and bakery, Hawaiian and Korean plates, and grocery names.
  // Beef, oxtails, cooked — FNDDS 21301000, 251 kcal; its unspecified amount 67 g, a cup of the meat off the bone
  // 134 g. "oxtails" was read as nothing and "oxtail stew" as a stew of no meat said.
  [
    "oxtail",
    "fn:21301000",
    "бычий хвост; говяжий хвост",
    "oxtail; oxtails; beef oxtail; braised oxtail; oxtail stew; stewed oxtail",
    "serving 67, cup 134, plate 240",
  ],
  // Chitterlings, cooked — FNDDS 25170210, 231 kcal; its unspecified amount 85 g, a cup 125 g.
  [
    "chitterlings",
    "fn:25170210",
    "свиные кишки",
    "chitterlings; chitlins; chitlings; chittlins",
    "serving 85, cup 125",
  ],
  // Pork, neck bones, cooked — FNDDS 22706010, 182 kcal; its unspecified amount 93 g of meat off the bone.
  ["pork-neck-bones", "fn:22706010", "свиные шейные косточки", "neck bones; neckbones; pork neck bones", "serving 93"],
  // Pork, cracklings, cooked — FNDDS 22704010, 468 kcal; its unspecified amount 59 g, a cup 91 g. "pork scratchings"
  // was 120 g of pork.
  [
    "pork-cracklings",
    "fn:22704010",
    "свиные шкварки",
    "cracklings; cracklins; pork cracklings; pork cracklins; pork scratchings; scratchings",
    "serving 59, cup 91",
  ],
  // Soup, mostly noodles — FNDDS 58407030, 67 kcal, whose additional description names "saimin soup"; a bowl is its
  // unspecified 388 g. Hawaii's saimin was read as nothing.
  ["saimin", "fn:58407030", "саймин", "saimin; saimin noodles; saimin soup", "serving 388"],
  // Beignet — FNDDS 53520510 (additional description "malasada"), 417 kcal; one 45 g. Hawaii's and the Azores'
  // malasada is the same fried yeast dough; it was read as nothing.
  ["beignet", "fn:53520510", "бенье", "beignet; beignets; malasada; malasadas", "piece 45"],
  // Doughnut, jelly — FNDDS 53521140, 390 kcal; one 80 g. Hanukkah's sufganiyot and Poland's paczki are jelly
  // doughnuts; "sufganiyot" was read as nothing.
  [
    "jelly-doughnut",
    "fn:53521140",
    "пончик с джемом; пончик с повидлом",
    "jelly doughnut; jelly doughnuts; jelly donut; jelly donuts; sufganiyot; sufganiyah; paczki",
    "piece 80",
  ],
  // Doughnut, custard-filled, with icing — FNDDS 53521230, 368 kcal; one 90 g. A Boston cream (Dunkin's "Boston
  // Kreme") and a Bavarian cream doughnut are this one: "boston cream donut" was a plain doughnut and a spoon of
  // cream beside it, "boston kreme" nothing.
  [
    "custard-doughnut",
    "fn:53521230",
    "пончик с заварным кремом; пончики с заварным кремом",
    "boston cream donut; boston cream donuts; boston cream doughnut; boston kreme; boston kreme donut; boston kreme donuts; bavarian cream donut; bavarian kreme donut; bavarian kreme; custard donut; custard filled donut; custard doughnut; cream filled donut; cream filled donuts",
    "piece 90",
  ],
  // Cookie, rugelach — FNDDS 53251100, 348 kcal; one medium roll-up 23 g, its unspecified amount 46 g.
  ["rugelach", "fn:53251100", "ругелах", "rugelach; rugelah; rugalach; rugelakh", "serving 46, piece 23"],
  // Crackers, matzo — FNDDS 54307000, 395 kcal; one matzo 28 g. "matzo" was read as nothing; "matzo ball soup" keeps
  // its own FNDDS record (58404500), a longer name.
  ["matzo", "fn:54307000", "маца", "matzo; matzos; matzah; matzahs; matza; matzo cracker; matzo crackers", "piece 28"],
  // Zwieback toast — FNDDS 51188500 (Gerber), 426 kcal; one rusk 10 g, a Gerber piece 5 g; read as nothing.
  [
    "zwieback",
    "fn:51188500",
    "цвибак",
    "zwieback; zwiebacks; zwieback toast; teething biscuit; teething biscuits; teething rusk; teething rusks",
    "piece 10",
  ],
  // Macaroni or pasta salad, made with mayonnaise — FNDDS 58148110, 221 kcal; a cup 204 g, its unspecified amount
  // 136 g. Hawaii's plate-lunch "mac salad" was a garden salad.
  [
    "macaroni-salad",
    "fn:58148110",
    "макаронный салат с майонезом",
    "macaroni salad; macaroni salads; mac salad; hawaiian mac salad",
    "serving 136, cup 204",
  ],
  // Ham and pork, canned luncheon meat, chopped, minced, pressed, spiced — FNDDS 25230530 (Spam; Treet), 315 kcal; a
  // slice 56 g, its unspecified amount 57 g. "spam" was read as nothing.
  ["spam", "fn:25230530", "спам; консервированная ветчина", "spam; spam slices; luncheon meat; treet", "slice 56"],
  // Macaroni or noodles with cheese, Easy Mac type — FNDDS 58145117, 110 kcal; a prepared cup 230 g. "easy mac" was
  // read as nothing.
  [
    "easy-mac",
    "fn:58145117",
    "макароны с сыром быстрого приготовления",
    "easy mac; easy mac cup; microwave mac and cheese; mac and cheese cup",
    "serving 230",
  ],
  // Flavored rice and pasta mixture — FNDDS 58163380 (Rice-A-Roni, all flavors; Knorr Rice Sides), 118 kcal; its
  // unspecified amount 147 g. "rice a roni" was rice with "roni" unread.
  [
    "rice-a-roni",
    "fn:58163380",
    "рис с вермишелью",
    "rice a roni; rice-a-roni; ricearoni; knorr rice sides; rice and pasta mix",
    "serving 147",
  ],
  // Cereal (Quaker Oatmeal Squares) — FNDDS 57327500, 379 kcal; a cup 56 g. It was a bowl of oatmeal.
  ["oatmeal-squares", "fn:57327500", "хлопья овсяные квадратики", "oatmeal squares; quaker oatmeal squares", "cup 56"],
  // Cake made with glutinous rice — FNDDS 55701000 ("Japanese rice cake Mochi; Chinese Nian gao"), 276 kcal; an
  // ounce 28 g; one daifuku is about 45 g. "mochi" was read as nothing.
  ["mochi", "fn:55701000", "моти", "mochi; mochis; daifuku; nian gao", "piece 45"],
  // Cake or pancake made with rice flour and/or dried beans — FNDDS 55702000 ("Indian steamed rice cake (Idli)"),
  // 128 kcal; one idli 38 g. "idli" was read as nothing.
  ["idli", "fn:55702000", "идли", "idli; idlis; idly; idlies", "piece 38"],
  // Beef, shortribs, barbecued, with sauce — FNDDS 21304200, 397 kcal; its unspecified amount 85 g of meat. Korean
  // galbi is short ribs grilled in a sweet soy marinade, the barbecued short rib of FNDDS; read as nothing.
  ["galbi", "fn:21304200", "кальби", "galbi; kalbi; la galbi; korean short ribs; korean bbq short ribs", "serving 85"],
  // Milk, malted — FNDDS 11526000 (Ovaltine), 64 kcal; a cup 256 g. Milo, Australia's chocolate malt drink, is made
  // the same way with milk, and so is Britain's Horlicks; read as nothing.
  ["malted-milk", "fn:11526000", "солодовое молоко", "malted milk; ovaltine; milo; horlicks", "glass 256"],
  // Rows for names of the sixth sweep of the English names list (decision 024, "English names, a sixth sweep").
  // Cheeseburger submarine sandwich with lettuce, tomato and spread — FNDDS 27510235, 183 kcal; one submarine 380 g.
  // New York's chopped cheese is ground beef chopped on the griddle with cheese, on a hero roll with lettuce, tomato
  // and mayonnaise: this sub. It was 20 g of cheese.
  [
    "chopped-cheese",
    "fn:27510235",
    "сэндвич чопд чиз",
    "chopped cheese; chopped cheeses; chop cheese; chopped cheese sandwich; chopped cheese hero",
    "piece 380",
  ],
  // Veal parmigiana — FNDDS 27135110, 203 kcal; its unspecified amount 157 g, a patty with sauce and cheese 182 g. It
  // was veal beside 5 g of parmesan.
  [
    "veal-parmigiana",
    "fn:27135110",
    "телятина пармиджана",
    "veal parmigiana; veal parmesan; veal parm; veal parmy; veal parmi",
    "serving 157, piece 182",
  ],
  // Milk shake with malt — FNDDS 11541400, 124 kcal; a 10 fl oz shake 280 g. A diner's "chocolate malt" is this shake;
  // it was 10 g of chocolate with "malt" unread.
  [
    "malt-shake",
    "fn:11541400",
    "солодовый молочный коктейль",
    "malt shake; malt shakes; malted shake; malted milkshake; malted milk shake; chocolate malt; chocolate malts; chocolate malted; vanilla malt; strawberry malt",
    "glass 280",
  ],
  // Bread, pumpernickel — FNDDS 51404010, 250 kcal; a medium slice 32 g. Read as nothing.
  ["pumpernickel", "fn:51404010", "пумперникель", "pumpernickel; pumpernickel bread; pumpernickel toast", "slice 32"],
  // Cereal (Post Shredded Wheat) — FNDDS 57417000, 344 kcal; a cup of spoon-size biscuits 50 g, one large biscuit
  // 24 g. Shreddies are the same woven whole wheat in small squares; read as nothing.
  [
    "shredded-wheat",
    "fn:57417000",
    "хлопья шреддед вит",
    "shredded wheat; shreddies; spoon size shredded wheat",
    "serving 50, piece 24",
  ],
  // Snack cake, chocolate, with icing or filling — FNDDS 53108200 (Ding Dongs, Ho Hos, Yodels), 399 kcal; one 40 g.
  // Québec's Jos Louis is Vachon's cake of the kind; read as nothing.
  [
    "chocolate-snack-cake",
    "fn:53108200",
    "шоколадное пирожное в глазури",
    "chocolate snack cake; chocolate snack cakes; ding dong; ding dongs; ho hos; ho ho; yodels; jos louis",
    "piece 40",
  ],
  // Ice cream bar, vanilla — FNDDS 13120050, 358 kcal; one bar 75 g by its record. Australia's Paddle Pop is such an
  // ice cream on a stick; read as nothing.
  ["paddle-pop", "fn:13120050", "эскимо паддл поп", "paddle pop; paddle pops; paddlepop", "piece 75"],
  // Frybread, made with lard (Navajo) — SR28 35142, 330 kcal; one piece 152 g. Canada's bannock, the First Nations'
  // bread, is most often this dough fried; it was read as nothing.
  [
    "frybread",
    "sr:35142",
    "жареная лепёшка навахо",
    "frybread; fry bread; navajo fry bread; indian fry bread; bannock; bannocks",
    "piece 152",
  ],
];
