// Milk, dairy and eggs. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const dairyEggs: readonly CatalogRow[] = [
  // Egg, whole, raw, fresh — 143 kcal
  ["egg", "sr:01123", "яйцо; яйцо куриное; яйца; яиц; яичко", "egg; eggs; whole egg; chicken egg", "piece 50"],
  // Egg, whole, cooked, hard-boiled — 155 kcal
  [
    "egg-boiled",
    "sr:01129",
    "яйцо варёное; яйцо вкрутую; варёное яйцо; яйца варёные; яиц варёных",
    "boiled egg; hard boiled egg; hard-boiled egg; hard boiled eggs",
    "piece 50",
  ],
  // Egg, whole, cooked, poached — 143 kcal
  [
    "egg-soft-boiled",
    "sr:01131",
    "яйцо всмятку; яйцо пашот; яйцо в мешочек",
    "poached egg; poached eggs; soft boiled egg",
    "piece 50",
  ],
  // Egg, whole, cooked, fried — 196 kcal. A Russian "яичница" with no count is made of two eggs, as a canteen's
  // portion is; "a fried egg" is one, and a counted one is one egg.
  [
    "egg-fried",
    "sr:01128",
    "яичница; яичница-глазунья; глазунья; яишенка; яичнице",
    "fried egg; fried eggs; sunny side up",
    "serving 92, piece 46, en:piece 46",
  ],
  // The same egg named in the singular, "яйцо жареное": one egg.
  ["egg-fried-one", "sr:01128", "яйцо жареное; жареное яйцо", "one fried egg", "piece 46"],
  // Egg, whole, fried no added fat (FNDDS 31105010) — 143 kcal: "яичница без масла" of a weight-loss diary.
  [
    "egg-fried-no-fat",
    "fn:31105010",
    "яичница без масла; глазунья без масла; яйцо жареное без масла",
    "fried egg without oil; fried eggs without oil",
    "serving 92, piece 46, en:piece 46",
  ],
  // Egg, whole, cooked, scrambled — 149 kcal
  ["egg-scrambled", "sr:01132", "яичница-болтунья; болтунья; скрэмбл", "scrambled eggs; scrambled egg", "serving 120"],
  // Egg omelet or scrambled egg, made with oil — 191 kcal
  // A Russian omelette named no further is of two eggs, 61 g of omelette each as USDA weighs one (SR28 01130); the
  // English serving stays FNDDS's.
  ["omelette", "fn:32130010", "омлет; омлетик", "omelet; omelette; omelets", "serving 122, en:serving 150"],
  // Egg omelet or scrambled egg, no added fat (FNDDS 32130070) — 143 kcal
  // Egg omelet or scrambled egg, with cheese, made with oil (FNDDS 32130110): "cheesy eggs", "cheese eggs" were
  // FNDDS's egg and cheese on a biscuit, a bread never said.
  [
    "egg-scrambled-cheese",
    "fn:32130110",
    // Russian "омлет с сыром" stays the omelette and the cheese named apart (home-diary tests).
    "скрэмбл с сыром",
    "cheese eggs; scrambled eggs with cheese; cheese omelet; cheese omelette",
    "serving 130, piece 65",
  ],
  // Egg omelet or scrambled egg, with cheese and meat, no added fat (FNDDS 32130370) — 177 kcal: egg bites are eggs
  // and cheese cooked sous vide, bacon or ham in them, no fat added; they were one 50 g egg. A bite is FNDDS's "1 egg"
  // of the dish, 80 g, and they are sold two to an order.
  ["egg-bites", "fn:32130370", "яичные маффины", "egg bites; egg bite; sous vide egg bites", "serving 160, piece 80"],
  // Egg white, omelet, scrambled, or fried, with cheese and vegetables (FNDDS 32400500) — 120 kcal: egg white bites
  // (whites, cheese, peppers and spinach) were 33 g of plain egg white. A bite is FNDDS's "1 egg white" of the dish,
  // 51 g, and an order of two its "Quantity not specified", 102 g.
  [
    "egg-white-bites",
    "fn:32400500",
    "белковые маффины",
    "egg white bites; egg white bite; sous vide egg white bites",
    "serving 102, piece 51",
  ],
  ["omelette-no-fat", "fn:32130070", "омлет без масла", "omelet without oil; omelette without oil", "serving 122"],
  // Egg white omelet, scrambled, or fried, NS as to fat — FNDDS 32400055, by its cup (135 g, about four whites): "egg
  // white omelette" was a whole-egg omelet, and FNDDS's own name alone one white (36 g).
  [
    "egg-white-omelette",
    "fn:32400055",
    "белковый омлет; омлет из белков",
    "egg white omelette; egg white omelet; egg white omelettes; egg white omelets",
    "serving 135",
  ],
  // Egg, white, raw, fresh — 52 kcal
  [
    "egg-white",
    "sr:01124",
    "яичный белок; белок яйца; белки яиц; белок; белки; белка; белков",
    "egg white; egg whites; liquid egg whites",
    // A carton of liquid egg whites is 16 fl oz (454 g), as US stores sell it.
    "piece 33, pack 454",
  ],
  // Egg, yolk, raw, fresh — 322 kcal
  ["egg-yolk", "sr:01125", "яичный желток; желток; желтки", "egg yolk; egg yolks", "piece 17"],
  // Egg, quail, whole, fresh, raw — 158 kcal
  ["quail-egg", "sr:01140", "перепелиное яйцо; перепелиные яйца; перепелиных яиц", "quail egg; quail eggs", "piece 9"],
  // Milk, whole, 3.25% milkfat, with added vitamin D — 61 kcal
  ["milk", "sr:01077", "молоко; молоко 3,2%; молоко цельное; молочко", "milk; whole milk", "glass 250"],
  // Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D — 50 kcal
  [
    "milk-2",
    "sr:01079",
    "молоко 2,5%; молоко 2%; молоко полуобезжиренное",
    // British semi-skimmed milk is 1.7% fat, nearer 2% than 1% ("weetabix with semi skimmed milk"). Fairlife is
    // ultra-filtered milk, its 2% at 50 kcal per 100 ml as this; its 340 ml shake is 150 kcal, so the brand said alone
    // is weighed as this milk too.
    "milk 2%; reduced fat milk; 2% milk; semi skimmed milk; semi-skimmed milk; fairlife; fairlife milk",
    "glass 250",
  ],
  // Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D — 42 kcal
  ["milk-1", "sr:01082", "молоко 1%; молоко 1,5%", "milk 1%; low fat milk; lowfat milk", "glass 250"],
  // Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim) — 34 kcal
  [
    "milk-skim",
    "sr:01085",
    "обезжиренное молоко; молоко обезжиренное; молоко 0%",
    "skim milk; nonfat milk; fat free milk; skimmed milk; skimmilk",
    "glass 250",
  ],
  // Milk, lactose free, low fat (1%) — FNDDS 11114300, 43 kcal; its additional description names "Lactaid, NS as to fat
  // content". "cheerios w lactaid" left the milk unread.
  ["lactaid", "fn:11114300", "лактейд", "lactaid; lactaid milk", "glass 244"],
  // Kefir, NS as to fat content — 52 kcal
  ["kefir", "fn:11115400", "кефир; кефирчик; кефир 2,5%", "kefir", "glass 250"],
  // Milk, whole, 3.25% milkfat, with added vitamin D — 61 kcal
  ["ryazhenka", "sr:01077", "ряженка; варенец", "ryazhenka; baked fermented milk", "glass 250"],
  // Yogurt, plain, low fat, 12 grams protein per 8 ounce — 63 kcal
  ["ayran", "sr:01117", "айран; тан", "ayran; yogurt drink", "glass 250"],
  // Yogurt, plain, whole milk, 8 grams protein per 8 ounce — 61 kcal
  [
    "yogurt-plain",
    "sr:01116",
    "йогурт; йогурт натуральный; йогурт без добавок; простокваша; мацони",
    "yogurt; plain yogurt; natural yogurt; yoghurt",
    "serving 150",
  ],
  // Yogurt, fruit, low fat, 10 grams protein per 8 ounce — 102 kcal
  [
    "yogurt-fruit",
    "sr:01121",
    "йогурт фруктовый; фруктовый йогурт; йогурт с фруктами",
    "fruit yogurt; flavored yogurt",
    "serving 150",
  ],
  // Yogurt, NS as to type of milk, flavors other than fruit — 73 kcal; USDA's container is 170 g (6 oz).
  [
    "yogurt-vanilla",
    "fn:11434090",
    "ванильный йогурт; йогурт ванильный; йогурт с ванилью",
    "vanilla yogurt; vanilla yoghurt",
    "piece 170",
  ],
  // The same USDA record sold as a drink: a bottle or glass, not a 150 g pot.
  [
    "yogurt-drink",
    "sr:01121",
    "йогурт питьевой; питьевой йогурт; питьевого йогурта",
    "drinkable yogurt; drinking yogurt; yogurt smoothie",
    "glass 250",
  ],
  // Yogurt, Greek, plain, nonfat — 59 kcal
  // Skyr is strained as Greek yogurt is, and its plain pack prints the same (Siggi's 0%: 150 g 90 kcal, 15 g protein
  // against SR28's 89 kcal and 15 g); Chobani, Fage and Oikos are the Greek yogurts sold in the US, a cup 5.3 oz
  // (Oikos Triple Zero's 150 g: 90 kcal).
  [
    "greek-yogurt",
    "sr:01256",
    "греческий йогурт; йогурт греческий; скир; исландский йогурт",
    "greek yogurt; greek yoghurt; chobani; fage; oikos; oikos triple zero",
    "serving 150, pack 150",
  ],
  // Cheese, cottage, lowfat, 2% milkfat — 81 kcal
  [
    "tvorog",
    "sr:01015",
    "творог; творожок; творог 5%; творога",
    "cottage cheese; tvorog; farmer cheese; quark",
    "serving 150",
  ],
  // Cheese, cottage, lowfat, 1% milkfat — 72 kcal
  [
    "tvorog-lowfat",
    "sr:01016",
    "творог обезжиренный; обезжиренный творог; творог 0%; творог 1%",
    "low fat cottage cheese; nonfat cottage cheese",
    "serving 150",
  ],
  // Cheese, cottage, creamed, large or small curd — 98 kcal
  [
    "tvorog-9",
    "sr:01012",
    "творог 9%; творог жирный; творог домашний; зернёный творог; творог зерненый",
    "full fat cottage cheese; creamed cottage cheese; cottage cheese 4%",
    "serving 150",
  ],
  // Cheese, cottage, creamed, with fruit — 97 kcal
  [
    "curd-snack",
    "sr:01013",
    "творожная масса; творожок сладкий; сырок; глазированный сырок; творожный сырок",
    "sweet curd; glazed curd snack",
    "piece 50",
  ],
  // Cream, sour, cultured — 198 kcal
  ["sour-cream", "sr:01056", "сметана; сметаны; сметанка; сметана 20%", "sour cream", "tbsp 15"],
  // Cream, sour, reduced fat, cultured — 135 kcal
  [
    "sour-cream-light",
    "sr:01055",
    "сметана 10%; сметана 15%; сметана нежирная",
    "light sour cream; reduced fat sour cream",
    "tbsp 15",
  ],
  // Cream, fluid, heavy whipping — 340 kcal
  ["cream", "sr:01053", "сливки; сливки 33%; жирные сливки", "cream; heavy cream; whipping cream", "tbsp 15"],
  // Cream, fluid, half and half — 123 kcal
  [
    "cream-light",
    "sr:01049",
    "сливки 10%; сливки для кофе; сливки 20%",
    "half and half; light cream; coffee cream",
    "tbsp 15",
  ],
  // Milk, dry, whole, with added vitamin D — 496 kcal; SR28 weighs a quarter cup at 32 g, so a tablespoon is 8 g.
  [
    "dry-milk",
    "sr:01090",
    "сухое молоко; молоко сухое; сухое цельное молоко; молочный порошок",
    "dry milk; powdered milk; milk powder; dried milk; dry whole milk",
    "tbsp 8",
  ],
  // Cream substitute, liquid, with hydrogenated vegetable oil and soy protein — 136 kcal
  [
    "coffee-creamer",
    "sr:01067",
    "сухие сливки; растительные сливки",
    "coffee creamer; non-dairy creamer; creamer; coffee mate; coffee-mate; coffeemate",
    "tbsp 15",
  ],
  // Cream, whipped, cream topping, pressurized — 257 kcal
  ["whipped-cream", "sr:01054", "взбитые сливки", "whipped cream", "tbsp 8"],
  // Milk, canned, condensed, sweetened — 321 kcal
  [
    "condensed-milk",
    "sr:01095",
    "сгущёнка; сгущенное молоко; сгущённое молоко; сгущенка",
    "condensed milk; sweetened condensed milk",
    "tbsp 20",
  ],
  // Butter, salted — 717 kcal
  // Whey, acid, fluid — 24 kcal. Russian сыворотка is left over from making творог, the acid whey.
  ["whey", "sr:01112", "сыворотка; молочная сыворотка; сыворотки", "acid whey; liquid whey", "glass 250"],
  ["butter", "sr:01001", "масло сливочное; сливочное масло; масло; маслице", "butter", "tsp 5, tbsp 14, slice 10"],
  // Butter oil, anhydrous — 876 kcal
  ["ghee", "sr:01003", "топлёное масло; гхи; масло топленое", "ghee; clarified butter", "tbsp 13"],
  // Cheese, cheddar — 404 kcal
  // Its pack, "a block of cheese": the 8 oz (227 g) block hard cheese is sold in (Tillamook, Cabot, Kraft), a weight
  // SR28 has no measure of; a block was one 20 g slice (decision 024, follow-up "small readings, a fourth round").
  [
    "cheese",
    "sr:01009",
    "сыр; сыр твёрдый; сыра; сырок твёрдый; российский сыр; сыр российский",
    "cheese; hard cheese",
    "slice 20, pack 227",
  ],
  // Cheese, cheddar — 404 kcal; its pack the 8 oz block, as above.
  ["cheddar", "sr:01009", "чеддер; сыр чеддер", "cheddar; cheddar cheese", "slice 20, pack 227"],
  // Cheese, gouda — 356 kcal
  ["gouda", "sr:01022", "гауда; сыр гауда; голландский сыр", "gouda; gouda cheese", "slice 20"],
  // Cheese, edam — 357 kcal
  ["edam", "sr:01018", "эдам; сыр эдам", "edam; edam cheese", "slice 20"],
  // Cheese, mozzarella, whole milk — 300 kcal
  // Fresh (buffalo) mozzarella is the whole-milk cheese of this record as sold in brine: "caprese salad with fresh
  // mozzarella" left "fresh" between the salad and its part, and the cheese was counted beside the salad.
  [
    "mozzarella",
    "sr:01026",
    "моцарелла; сыр моцарелла",
    "mozzarella; mozzarella cheese; fresh mozzarella; buffalo mozzarella",
    "serving 30",
  ],
  // Cheese, parmesan, grated — 420 kcal
  [
    "parmesan",
    "sr:01032",
    "пармезан; сыр пармезан; тёртый пармезан",
    "parmesan; parmesan cheese; grated parmesan",
    "tbsp 5, slice 20",
  ],
  // Cheese, feta — 264 kcal
  ["feta", "sr:01019", "фета; сыр фета; брынза; сыр брынза", "feta; feta cheese; brynza", "serving 30"],
  // Cheese, cream — 350 kcal
  [
    "cream-cheese",
    "sr:01017",
    "сливочный сыр; творожный сыр; филадельфия; сыр филадельфия; крем-чиз",
    "cream cheese; philadelphia",
    "tbsp 15",
  ],
  // Cheese, pasteurized process, American, fortified with vitamin D — 366 kcal
  [
    "processed-cheese",
    "sr:01042",
    "плавленый сыр; плавленный сыр; сырок плавленый; дружба сыр; хохланд",
    "processed cheese; american cheese; cheese slice; kraft singles; kraft single; kraft cheese slice; americancheese",
    "slice 20",
  ],
  // Cheese, brie — 334 kcal
  // A slice of a soft or a blue cheese is 20 g, as of any cheese in the typed-meals set's household measures (decision
  // 024); with no slice of its own it was the 30 g serving (of camembert SR28's 38 g).
  ["brie", "sr:01006", "бри; сыр бри", "brie; brie cheese", "serving 30, slice 20"],
  // Cheese, camembert — 300 kcal
  ["camembert", "sr:01007", "камамбер; сыр камамбер", "camembert; camembert cheese", "serving 30, slice 20"],
  // Cheese, blue — 353 kcal
  [
    "blue-cheese",
    "sr:01004",
    "дорблю; сыр с плесенью; голубой сыр; горгонзола",
    "blue cheese; gorgonzola; gorgonzola cheese; dorblu",
    "serving 30, slice 20",
  ],
  // Cheese, swiss — 393 kcal. "Swiss" alone is the cheese in a deli order ("ham and swiss"); "swiss roll" and "swiss
  // chard" are longer names of their own.
  [
    "swiss-cheese",
    "sr:01040",
    "швейцарский сыр; эмменталь; маасдам",
    "swiss cheese; swiss; emmental; maasdam",
    "slice 20",
  ],
  // Cheese, provolone — 351 kcal
  ["provolone", "sr:01035", "проволоне", "provolone; provolone cheese", "slice 20"],
  // Cheese, muenster — 368 kcal
  ["muenster", "sr:01030", "мюнстер", "muenster cheese; munster cheese; muenster; munster", "slice 20"],
  // Cheese, colby — 394 kcal
  ["colby", "sr:01011", "колби", "colby cheese; colby jack", "slice 20"],
  // Cheese, monterey — 373 kcal
  // English measures by FNDDS 14106200 (Cheese, Monterey, also pepper jack): a slice 21 g.
  [
    "monterey",
    "sr:01025",
    "сыр монтерей джек",
    "monterey jack; mexican cheese; mexican blend cheese; pepper jack; pepper jack cheese",
    "serving 30",
    "fndds:14106200",
  ],
  // Cheese, gouda — 356 kcal
  ["havarti", "sr:01022", "хаварти", "havarti cheese; havarti", "slice 20"],
  // Cheese, romano — 387 kcal
  ["romano", "sr:01038", "романо; пекорино", "romano cheese; pecorino", "tbsp 5"],
  // Cheese, ricotta, whole milk — 174 kcal
  ["ricotta", "sr:01036", "рикотта", "ricotta; ricotta cheese; whole milk ricotta; part skim ricotta", "serving 60"],
  // Cheese, goat, soft type — 264 kcal
  ["goat-cheese", "sr:01159", "козий сыр", "goat cheese; chevre", "serving 30, slice 20"],
  // Cheese, mozzarella, part skim milk — 254 kcal
  ["string-cheese", "sr:01028", "сыр косичка; сыр-косичка; сулугуни; чечил", "string cheese; suluguni", "piece 28"],
  // Cheese, mozzarella, whole milk — 300 kcal
  ["adyghe-cheese", "sr:01026", "адыгейский сыр; адыгейский", "adyghe cheese", "serving 50"],
  // Cheese, mozzarella, whole milk — 300 kcal
  ["halloumi", "sr:01026", "халуми; халлуми", "halloumi", "serving 50"],
  // Ice creams, vanilla — 207 kcal
  [
    "ice-cream",
    "sr:19095",
    "мороженое; пломбир; мороженка; эскимо",
    // "pie a la mode" is pie with a scoop of ice cream on it. A flavour named by a sweet ("mint chocolate chip",
    // "cookie dough", "birthday cake") is the ice cream's, within a fifth of vanilla's energy; read as foods, "mint
    // chocolate chip ice cream" was a chocolate bar, a bag of chips and the ice cream.
    "ice cream; ice creams; vanilla ice cream; a la mode; à la mode; chocolate chip ice cream; mint chocolate chip ice cream; mint chip ice cream; cookies and cream ice cream; cookies n cream ice cream; cookie dough ice cream; chocolate chip cookie dough ice cream; birthday cake ice cream; cake batter ice cream; butter pecan ice cream; peanut butter cup ice cream",
    // USDA gives only "serving 1/2 cup" = 66 g, which the generator does not read as a cup. A pack or tub is the pint
    // tub ice cream is sold in (two of USDA's cups); "a tub of ice cream" was one 80 g serving.
    "serving 80, cup 132, pack 264",
  ],
  // Ice creams, chocolate — 216 kcal
  ["ice-cream-chocolate", "sr:19270", "шоколадное мороженое", "chocolate ice cream", "serving 80"],
  // Ice creams, french vanilla, soft-serve — 222 kcal
  [
    "soft-serve",
    "sr:19090",
    "мягкое мороженое; рожок мороженого",
    "soft serve; soft serve ice creams; soft serve ice cream",
    "serving 90",
  ],
  // Frozen yogurts, vanilla, soft-serve — 159 kcal. English sizes are FNDDS 11460000's (Frozen yogurt, vanilla: small
  // ice cream cup 160 g, medium 320 g, large 480 g, scoop 160 g), as a frozen-yogurt shop serves them.
  ["frozen-yogurt", "sr:19293", "замороженный йогурт", "frozen yogurt; froyo", "serving 100", "fndds:11460000"],
  // Milk shakes, thick chocolate — 119 kcal. A Russian café glass is 300 g; an English milkshake is a fast-food cup,
  // weighed by FNDDS 11542200 (Milk shake, fast food: small and unspecified 405 g, medium 526 g, large 690 g).
  // "a shake" alone is what a fast-food menu and a diner call their milkshake.
  [
    "milkshake",
    "sr:01110",
    "молочный коктейль; милкшейк",
    "milkshake; milk shake; milk shakes; shake; shakes",
    "glass 300, en:glass 405",
    "fndds:11542200",
  ],
  // Milk shakes, thick chocolate — 119 kcal, as the milkshake above: Wendy's Frosty, a thick chocolate shake eaten
  // with a spoon, was left unread. Its cups are 12, 16 and 20 fl oz: 336, 448 and 560 g by FNDDS's 28 g fl oz of a
  // fast-food shake (11542100), the small when no size is said.
  [
    "frosty",
    "sr:01110",
    "фрости",
    "frosty; frostys; wendy's frosty; chocolate frosty; vanilla frosty",
    "piece 336, small 336, medium 448, large 560",
  ],
  // Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D — 83 kcal
  [
    "chocolate-milk",
    "sr:01102",
    "шоколадное молоко; какао с молоком; какао",
    "chocolate milk; cocoa with milk",
    "glass 250",
  ],
  // Milk, chocolate beverage, hot cocoa, homemade — 77 kcal
  // "cocoa" alone, as "какао" alone, is the drink; a spoon of it is the powder (meal-text/food-spans.ts, spoonedPowder).
  ["hot-chocolate", "sr:01105", "горячий шоколад", "hot chocolate; hot cocoa; cocoa", "mug 250"],
  // Milk, buttermilk, fluid, cultured, lowfat — 40 kcal
  ["buttermilk", "sr:01088", "пахта", "buttermilk", "glass 250"],
  // Soymilk, original and vanilla, with added calcium, vitamins A and D — 43 kcal
  ["soy-milk", "sr:16139", "соевое молоко", "soy milk; soymilk", "glass 250"],
  // Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink — 38 kcal
  ["almond-milk", "sr:14016", "миндальное молоко", "almond milk", "glass 250"],
  // Nuts, coconut milk, canned (liquid expressed from grated meat and water) — 197 kcal
  // In Russian "кокосовое молоко" is the can cooked with; in English "coconut milk" is the carton drink below.
  ["coconut-milk", "sr:12118", "кокосовое молоко", "canned coconut milk; coconut milk canned", "tbsp 15"],
  // Coconut milk (FNDDS: the milk substitute sold in cartons and drunk by the cup) — 31 kcal
  ["coconut-milk-drink", "fn:11370000", "кокосовый напиток", "coconut milk; coconut milk beverage", "glass 250"],
  // Yogurt, soy — 94 kcal
  ["soy-yogurt", "fn:41420380", "соевый йогурт", "soy yogurt", "serving 150"],
  // Eggnog — 88 kcal
  ["eggnog", "sr:01057", "эгг-ног; гоголь-моголь", "eggnog", "glass 250"],
  // Egg custards, dry mix, prepared with whole milk — 122 kcal
  ["custard", "sr:19170", "заварной крем; кастард", "custard", "serving 100"],
  // Puddings, chocolate, ready-to-eat — 142 kcal
  ["pudding", "sr:19183", "пудинг", "pudding; puddings", "serving 120"],
  // Labneh, from catalog rows: plain whole-milk yogurt (SR28 01116) strained to two fifths of its weight; FNDDS holds
  // none. The whey that runs off is counted as water, so its milk sugar stays in (about 11 g of carbohydrate per 100 g
  // where labels print 4-5) and the energy is some 15% over a pack's. Its serving is the 2-tablespoon 30 g a label gives.
  [
    "labneh",
    "recipe: yogurt-plain 250; yield 0.4",
    "лабне; лабнэ; лабна; сыр лабне; лабне сыр; йогуртовый сыр",
    "labneh; labne; labna; lebneh; labneh cheese; yogurt cheese",
    "serving 30, tbsp 15",
  ],
];
