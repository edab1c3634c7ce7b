// Drinks. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const drinks: readonly CatalogRow[] = [
  // Beverages, water, tap, drinking — 0 kcal
  [
    "water",
    "sr:14411",
    // Russian mineral waters are typed by their spring's name (Боржоми, Нарзан, Ессентуки): 0 kcal, none of them sweet.
    "вода; водичка; вода минеральная; минералка; боржоми; нарзан; ессентуки; бонаква; аква минерале; святой источник",
    "water; mineral water; sparkling water",
    "glass 250",
  ],
  // Beverages, tea, black, brewed, prepared with tap water — 1 kcal
  [
    "tea",
    "sr:14355",
    // Pu-erh, oolong and bergamot (Earl Grey) tea are brewed leaves too, about 1 kcal per 100 ml like black tea.
    "чай; чая; чаю; чаем; чаёк; чёрный чай; чай без сахара; пуэр; чай пуэр; улун; чай улун; молочный улун; чай с бергамотом; чая с бергамотом; чаю с бергамотом; эрл грей",
    "tea; black tea; tea without sugar; hot tea; hot black tea",
    "mug 250",
  ],
  // Beverages, tea, green, brewed, regular — 1 kcal
  // Named by its flavour, as the plain tea's "чай с бергамотом" is: jasmine scents green tea. The cases of "чай", too
  // short for the stemmer to cut, are listed as the plain tea's are ("кружка зелёного чая" was plain tea with
  // "зелёного" unread).
  [
    "green-tea",
    "sr:14278",
    "зелёный чай; зеленый чай; зелёного чая; зеленого чая; зелёным чаем; зелёный чай с жасмином; зелёного чая с жасмином; чай с жасмином; чая с жасмином; жасминовый чай",
    "green tea",
    "mug 250",
  ],
  // Beverages, tea, herb, other than chamomile, brewed — 1 kcal
  [
    "herbal-tea",
    "sr:14381",
    "травяной чай; травяного чая; ромашковый чай; ромашкового чая; иван-чай; каркаде",
    "herbal tea; chamomile tea",
    "mug 250",
  ],
  // Beverages, coffee, brewed, prepared with tap water — 1 kcal
  [
    "coffee",
    "sr:14209",
    "кофе; кофе чёрный; чёрный кофе; американо; кофеёк; кофе без сахара",
    // Starbucks' brewed coffees by name ("tall pike place" was a pike, the fish).
    // A red eye is brewed coffee with a shot of espresso in it, a few kcal either way. An Australian's "long black" is
    // espresso over hot water, an americano.
    "coffee; black coffee; americano; long black; long blacks; brewed coffee; red eye; red eye coffee; cold brew; cold brew coffee; drip coffee; pike place; pike place roast; blonde roast",
    "mug 250",
  ],
  // Beverages, coffee, brewed, espresso, restaurant-prepared — 9 kcal
  // A single shot is 30 ml, a doppio 60 ml (FNDDS 92101610 Coffee, espresso: "fl oz" 30 g, "espresso cup (2 fl oz)"
  // 60 g); a ristretto is a shorter pull of the same shot, 20 ml as coffee-shop menus pour it.
  // "экспрессо" is how espresso is often spelt, after the word "экспресс".
  ["espresso", "sr:14210", "эспрессо; экспрессо", "espresso", "piece 30"],
  ["espresso-double", "sr:14210", "двойной эспрессо; эспрессо двойной; доппио", "double espresso; doppio", "piece 60"],
  ["ristretto", "sr:14210", "ристретто", "ristretto", "piece 20"],
  // Coffee, Cappuccino — 27 kcal
  // Coffee chains in Russia sell S / M / L cups of about 250, 350 and 450 ml.
  ["cappuccino", "fn:92161000", "капучино", "cappuccino", "mug 250, small 250, medium 350, large 450"],
  // Coffee, Latte — 43 kcal
  // Made with whole or 2% milk it is the latte itself (FNDDS's is made with milk not further specified), no splash.
  [
    "latte",
    "fn:92101900",
    "латте; кофе латте",
    "latte; caffe latte; latte with whole milk; whole milk latte; latte with 2% milk; latte with 2 percent milk",
    "mug 300, small 300, medium 400, large 500",
  ],
  // Coffee, Latte — 43 kcal
  // A flat white is the small cup of the latte's record: in English FNDDS's "cup (8 fl oz)", 240 g, as the typed
  // benchmark weighs it, not the record's unspecified 12 fl oz latte (meal-text/portions.ts, sizedDrinkServing).
  ["flat-white", "fn:92101900", "флэт уайт; флет уайт", "flat white", "mug 200, en:mug 240"],
  // A latte or cappuccino made with a plant milk, as a café order names it ("latte with oat milk", "soy cappuccino",
  // "капучино на овсяном", the milk left unsaid):
  // FNDDS's record "with non-dairy milk" (Latte 32 kcal, Cappuccino 20 kcal), never the dairy drink with a splash of
  // milk added, nor oats. English sizes and its unspecified amount are FNDDS's (small 360 g).
  [
    "latte-plant-milk",
    "fn:92101903",
    "латте на растительном молоке; латте на овсяном молоке; латте на миндальном молоке; латте на соевом молоке; латте на кокосовом молоке; латте на растительном; латте на овсяном; латте на миндальном; латте на соевом; латте на кокосовом",
    "latte with plant milk; latte with oat milk; oat milk latte; oat latte; latte with almond milk; almond milk latte; almond latte; latte with soy milk; soy milk latte; soy latte; latte with coconut milk; coconut milk latte",
    "mug 300, small 300, medium 400, large 500",
  ],
  [
    "cappuccino-plant-milk",
    "fn:92161002",
    "капучино на растительном молоке; капучино на овсяном молоке; капучино на миндальном молоке; капучино на соевом молоке; капучино на кокосовом молоке; капучино на растительном; капучино на овсяном; капучино на миндальном; капучино на соевом; капучино на кокосовом",
    "cappuccino with plant milk; cappuccino with oat milk; oat milk cappuccino; oat cappuccino; cappuccino with almond milk; almond milk cappuccino; cappuccino with soy milk; soy milk cappuccino; soy cappuccino; cappuccino with coconut milk",
    "mug 250, small 250, medium 350, large 450",
  ],
  // A flat white made on a plant milk ("флэт уайт на овсяном"): FNDDS's latte with non-dairy milk, as the dairy flat
  // white is its latte (a raf and a cocoa made so are in label-foods-cafe.ts). Any plant milk the catalog names no
  // drink on reads as "на растительном" (meal-text/food-spans.ts, madeOnMilk).
  [
    "flat-white-plant-milk",
    "fn:92101903",
    "флэт уайт на растительном молоке; флет уайт на растительном молоке; флэт уайт на растительном; флет уайт на растительном",
    "flat white with plant milk; oat flat white; oat milk flat white",
    "mug 200, en:mug 240",
  ],
  // A latte or cappuccino ordered with skim milk ("latte with skim milk", "skinny latte") is FNDDS's nonfat record
  // (Latte, nonfat 30 kcal; Cappuccino, nonfat 19 kcal), not the latte with a splash of skim milk added to it.
  [
    "latte-nonfat",
    "fn:92101901",
    "скинни латте",
    "nonfat latte; skim latte; skinny latte; fat free latte; latte with skim milk; latte with nonfat milk; latte with fat free milk; skim milk latte; nonfat milk latte",
    "mug 300, small 300, medium 400, large 500",
  ],
  [
    "iced-latte-nonfat",
    "fn:92102501",
    "айс скинни латте",
    "iced latte with skim milk; iced latte with nonfat milk; iced skim latte; iced skinny latte; skinny iced latte; skim iced latte",
    "mug 360, small 360, medium 480, large 600",
  ],
  [
    "cappuccino-nonfat",
    "fn:92161001",
    "скинни капучино",
    "nonfat cappuccino; skim cappuccino; skinny cappuccino; cappuccino with skim milk; cappuccino with nonfat milk; skim milk cappuccino",
    "mug 250, small 250, medium 350, large 450",
  ],
  // Coffee, Latte, flavored — 54 kcal
  // A coffee chain's caramel macchiato is a vanilla latte marked with caramel, not FNDDS's espresso macchiato (60 g,
  // 14 kcal), which it was read as. Shown in English by FNDDS's name: "raf coffee" is the Russian café's word, and a
  // "grande caramel macchiato" or a "pumpkin spice latte" shown as one looked like another drink.
  [
    "raf",
    "fn:92101904",
    "раф; раф кофе; карамельный макиато; карамель макиато",
    "flavored latte; raf coffee; caramel macchiato; caramel macchiatos; iced caramel macchiato",
    "mug 300, small 300, medium 400, large 500",
  ],
  // Tea, hot, chai, with milk — 50 kcal: "a chai latte" was a coffee latte with "chai" read as nothing.
  [
    "chai-latte",
    "fn:92306800",
    "чай латте; масала чай",
    "chai latte; chai tea latte; chai lattes; chai tea; masala chai",
    "mug 300, small 300, medium 400, large 500",
  ],
  // Beverages, coffee, instant, regular, prepared with water — 2 kcal
  ["instant-coffee", "sr:14215", "растворимый кофе; нескафе", "instant coffee", "mug 250"],
  // Coffee, instant, pre-lightened and pre-sweetened with sugar, reconstituted — 26 kcal. A Russian sachet of 3 в 1
  // (labels of MacCoffee, Nescafé, Jacobs: 14.5–20 g of powder, 65–90 kcal, about 80) is made into one mug; it holds
  // what FNDDS's reconstituted drink has in 300 g, so a mug or sachet of it weighs 300 g (a mug of 200 g read 52 kcal); US text keeps its 200 g mug.
  [
    "coffee-3in1",
    "fn:92121000",
    // Said with "растворимый" inside its name too; there the "3" was read as three mugs of black instant coffee.
    "кофе 3 в 1; кофе три в одном; кофе три в один; кофе 3в1; растворимый кофе 3 в 1; кофе растворимый 3 в 1; растворимый кофе 3в1; кофе растворимый 3в1",
    "3 in 1 coffee; instant coffee mix",
    "mug 300, en:mug 200",
  ],
  // Hot chocolate / Cocoa, ready to drink — 91 kcal
  ["cocoa-drink", "fn:11512010", "какао напиток; какао на воде", "cocoa drink", "mug 250"],
  // Orange juice, raw — 45 kcal
  [
    "orange-juice",
    "sr:09206",
    "апельсиновый сок; сок апельсиновый; фреш",
    "orange juice; fresh orange juice; oj",
    "glass 250",
  ],
  // Apple juice, canned or bottled, unsweetened, without added ascorbic acid — 46 kcal
  ["apple-juice", "sr:09016", "яблочный сок; сок яблочный; сок", "apple juice; juice", "glass 250"],
  // Apple cider — 46 kcal
  ["apple-cider", "fn:64101010", "яблочный сидр безалкогольный", "apple cider", "glass 250"],
  // Grape juice, canned or bottled, unsweetened, without added ascorbic acid — 60 kcal
  ["grape-juice", "sr:09135", "виноградный сок", "grape juice", "glass 250"],
  // Grapefruit juice, white, raw — 39 kcal
  ["grapefruit-juice", "sr:09128", "грейпфрутовый сок", "grapefruit juice", "glass 250"],
  // Cranberry juice cocktail, bottled — 54 kcal
  [
    "cranberry-juice",
    "sr:14242",
    "морс; клюквенный морс; ягодный морс; клюквенный сок",
    "cranberry juice; fruit drink; mors",
    "glass 250",
  ],
  // Tomato juice, canned, with salt added — 17 kcal
  ["tomato-juice", "sr:11540", "томатный сок; сок томатный", "tomato juice", "glass 250"],
  // Vegetable juice cocktail, canned — 22 kcal
  ["vegetable-juice", "sr:11578", "овощной сок", "vegetable juice; v8", "glass 250"],
  // Peach nectar, canned, without added ascorbic acid — 54 kcal
  ["nectar", "sr:09251", "нектар; сок персиковый", "nectar; peach nectar", "glass 250"],
  // Fruit juice drink, with high vitamin C — 46 kcal. FNDDS's plain "Fruit juice drink" (92510610) is 10 kcal per
  // 100 g, lighter than any juice drink sold sweetened; its sweetened sibling is what the name means.
  ["fruit-juice-drink", "fn:92530610", "сокосодержащий напиток", "fruit juice drink; juice drink", "glass 250"],
  // Beverages, Malt liquor beverage — 40 kcal
  ["kvass", "sr:14252", "квас; кваса", "kvass; malt beverage", "glass 250"],
  // Lemonade, frozen concentrate, white, prepared with water — 40 kcal. Poured from a fountain as a soft drink is, and
  // sized as FNDDS sizes one (92410310 Soft drink, cola: small 372 g, medium 512 g, large 744 g; FNDDS weighs
  // lemonade by the fl oz only), in Russian by the chains' 0.3, 0.4 and 0.5 l cups as cola is: "a large lemonade at
  // the state fair" was a 350 g glass (decision 024, the fiftieth batch).
  [
    "lemonade",
    "sr:14293",
    "лимонад",
    "lemonade",
    "glass 250, small 372, medium 512, large 744, ru:small 300, ru:medium 400, ru:large 500",
  ],
  // Beverages, carbonated, cola, regular — 42 kcal
  [
    "cola",
    "sr:14148",
    "кола; кока-кола; пепси; газировка; сладкая газировка",
    // The maker's name typed whole: "coca" alone was read as cocoa powder beside the cola.
    "cola; coke; pepsi; soda; soft drink; coca cola; coca-cola",
    // Russian chains pour a fountain drink in 0.3, 0.4 and 0.5 l cups («Вкусно и точка», Rostic's, Бургер Кинг menus);
    // an English "large coke" stays FNDDS's 30 fl oz.
    "glass 330, ru:small 300, ru:medium 400, ru:large 500",
  ],
  // Soft drink, pepper type — 42 kcal
  ["dr-pepper", "fn:92410360", "доктор пеппер", "dr pepper; dr. pepper; pepper soda", "glass 330"],
  // Soft drink, pepper type, diet — 2 kcal
  ["dr-pepper-diet", "fn:92410370", "доктор пеппер зеро", "diet dr pepper; dr pepper zero", "glass 330"],
  // Beverages, carbonated, low calorie, cola or pepper-type, with aspartame, without caffeine — 1 kcal
  [
    "cola-zero",
    "sr:14146",
    "кола зеро; кола без сахара; диетическая кола",
    "diet coke; diet cola; coke zero; diet soda; coca cola zero; coca-cola zero; diet coca cola; diet coca-cola",
    "glass 330",
  ],
  // Beverages, carbonated, root beer — 41 kcal
  // A&W is the root beer most sold in the US by its maker's name.
  ["root-beer", "sr:14157", "рутбир", "root beer; a&w root beer; a&w; a & w root beer", "glass 330"],
  // Beverages, tea, black, ready-to-drink, lemon, sweetened — 45 kcal
  ["iced-tea", "sr:14199", "холодный чай; липтон; айс ти", "iced tea; ice tea", "glass 330"],
  // Tea, iced, bottled, black, diet — FNDDS 92309020, 1 kcal: the diet variant "sugar free", "zero sugar" ask of iced
  // tea, which was read sweetened with the words dropped.
  ["iced-tea-diet", "fn:92309020", "холодный чай без сахара", "diet iced tea; diet ice tea", "glass 330"],
  // Beverages, Energy drink, RED BULL — 43 kcal
  [
    "energy-drink",
    "sr:14154",
    "энергетик; энергетический напиток",
    "energy drink; energy drinks; rockstar",
    // A 250 ml can in Russia; in the US a 16 fl oz can (FNDDS 95310400: 496 g).
    "piece 250, pack 250, en:piece 496",
  ],
  // Energy drink (Monster) — 47 kcal: the brand FNDDS has a record of, with its cans (8.3 to 32 fl oz); one Monster is
  // the 16 fl oz can it is mostly sold in (FNDDS's unspecified amount, 496 g; 500 ml in Russia), "a can of monster"
  // FNDDS's can, not the 250 ml can of the energy drink above.
  [
    "monster-energy",
    "fn:95310400",
    "монстр энерджи; энергетик монстр; монстр; монстра; монстром",
    "monster; monster energy; monster energy drink; monster drink",
    "piece 500, en:piece 496",
  ],
  // Energy drink, sugar free — 4 kcal: "monster zero", "sugar free red bull" (the diet variant of the two rows around
  // it, database.ts). A 250 ml can in Russia, a 16 fl oz can in the US (FNDDS 95313200: 480 g). Bang, Celsius, Ghost
  // and Reign are sold only sugar-free (0-10 kcal a can).
  [
    "energy-drink-sugar-free",
    "fn:95313200",
    "энергетик без сахара; энергетик зеро; энергетик лайт; ред булл без сахара",
    "zero energy drink; diet energy drink; sugar free energy drink; zero sugar energy drink; monster zero; zero monster; monster zero ultra; zero red bull; bang; bang energy; bang energy drink; celsius; ghost energy; reign",
    "piece 250, pack 250, en:piece 480",
  ],
  // The same record as an energy shot: 5-hour Energy's 1.93 fl oz bottle, 57 g, is sugar-free (4 kcal a bottle on its
  // label, as this record's 4 kcal per 100 g gives within a few). "5 hour energy" was read as nothing.
  [
    "energy-shot",
    "fn:95313200",
    "энергетический шот",
    "energy shot; energy shots; 5 hour energy; 5-hour energy; five hour energy; 5 hour energy shot",
    "piece 57",
  ],
  // The same record; Red Bull's can is 250 ml everywhere.
  ["red-bull", "sr:14154", "ред булл; редбулл", "red bull; red bull energy drink", "piece 250, pack 250"],
  // Tea, iced, brewed, black, pre-sweetened with sugar ("sweet tea"); a small drink (FNDDS 92308000: 372 g).
  // Fruit flavored drink, powdered, reconstituted — FNDDS 92541010 (25 kcal): British squash, a fruit concentrate
  // diluted with water, by the glass. One sold with no added sugar is lighter still. Vimto is a squash too, Australia's
  // cordial the same drink, and Kool-Aid is the powder its record names (Flavor Aid), made up with water.
  [
    "squash-drink",
    "fn:92541010",
    "разбавленный фруктовый концентрат; напиток сквош",
    "squash drink; orange squash; blackcurrant squash; fruit squash; diluted squash; lemon squash; vimto; lime cordial; orange cordial; fruit cordial; kool aid; kool-aid; koolaid",
    "glass 250",
  ],
  ["sweet-tea", "fn:92308000", "холодный сладкий чай", "sweet tea; sweet iced tea", "glass 372"],
  // Frozen coffee drink ("Frappuccino"); FNDDS 92101920's small, medium and large drinks.
  [
    "frappuccino",
    "fn:92101920",
    "фраппучино; фраппе",
    "frappuccino; frozen coffee drink; frappe",
    "glass 372, small 372, medium 496, large 620",
  ],
  // Sports drink (Gatorade G) — 26 kcal
  // Powerade is the same sports drink by another maker (FNDDS 95320500, 32 kcal per 100 g against 26).
  [
    "sports-drink",
    "fn:95320200",
    "изотоник; спортивный напиток",
    "sports drink; gatorade; powerade; bodyarmor; body armor",
    "glass 500",
  ],
  // Sports drink, low calorie (Powerade Zero) — 0 kcal: the diet variant of the row above ("gatorade zero").
  [
    "sports-drink-zero",
    "fn:95322500",
    "изотоник без сахара",
    "zero sports drink; gatorade zero; zero gatorade; powerade zero",
    "glass 500",
  ],
  // Fruit smoothie, NFS — 63 kcal
  ["smoothie", "fn:11553100", "смузи", "smoothie; smoothies", "glass 300"],
  // Slush frozen drink — FNDDS 92513000, 28 kcal, which names Slurpee, Icee and Slush Puppy; sized by FNDDS's own
  // small 360 g, medium 660 g and large 840 g, the medium when none is said (its amount not specified). "medium
  // slurpee on the road trip" and "large icee at the movies" were read as nothing (decision 024, the fiftieth batch).
  [
    "slush",
    "fn:92513000",
    "слаш; слаши; слаш-напиток; ледяной напиток",
    "slush; slushes; slushie; slushies; slushy; slushee; slurpee; slurpees; icee; icees; slush puppy; slush puppie; frozen slush",
    "glass 660, small 360, medium 660, large 840",
  ],
  // Beverages, Protein powder whey based — 352 kcal. Casein and isolate tins print the same energy within a tenth
  // (a 33-34 g scoop of casein 120 kcal, a 30 g scoop of isolate 110), so they are read as this powder.
  [
    "protein-shake",
    "sr:14066",
    "протеин; протеиновый коктейль; протеиновый порошок; сывороточный протеин; протеиновый шейк; шейк протеиновый; изолят; изолят протеина; изолят сывороточного протеина; вэй; вей протеин",
    "protein powder; whey; whey protein; whey isolate; casein; casein protein; protein isolate",
    "serving 30",
  ],
  // A protein shake said in English is the drink, as two independently labelled sets weigh it (160 and 205 kcal), not
  // 30 g of powder: FNDDS 95120010 Nutritional drink or shake, high protein, ready-to-drink, NFS — 61 kcal, its
  // unspecified amount 256 g. Said with its scoops ("with 1 scoop whey") it is the powder made up (MADE_UP_FROM).
  // The shakes sold ready in the US are it by their brand (Premier Protein's 325 ml 160 kcal, Core Power's 414 ml 170).
  [
    "protein-shake-drink",
    "fn:95120010",
    "готовый протеиновый коктейль; протеиновый напиток",
    "protein shake; protein shakes; protein drink; whey shake; whey protein shake; casein shake; fairlife protein shake; core power; premier protein; premier protein shake",
    "glass 256",
  ],
  // A beer is a 0.5 l glass or bottle in Russia and a 12 fl oz can or bottle in the US (USDA 14003: 356 g).
  // Alcoholic beverage, beer, regular, all — 43 kcal
  // Sold in Russia in 0.5 l bottles and cans: a "бутылка" or "банка" of it is one.
  [
    "beer",
    "sr:14003",
    // Lagers are typed by brand, each about 40-45 kcal per 100 ml; "корона" is left out in Russian, a chocolate too.
    // Russia's own lagers too: "жигули барное 2 банки" was 300 g of a sponge-cake bear ("барни"), "клинское 1,5"
    // unread (decision 024, follow-up: Russian diary text).
    "пиво; пива; пивко; лагер; пивас; пивасик; стаут; эль; эля; элем; гиннесс; балтика; жигулёвское; жигулевское; хайнекен; хейнекен; эфес; крушовице; козел пиво; бад пиво; жигули; жигули барное; клинское; клинского; три медведя; старый мельник; невское; туборг; карлсберг; сибирская корона; арсенальное; велкопоповицкий козел; бочкарев; бочкарёв; хамовники; амстел; толстяк",
    // Victoria Bitter ("a can of vb") is Australia's most sold lager, 4.9%.
    // British pub lagers and more American ones by the brand alone ("a pint of stella", "2 carlings", "a bottle of
    // bud"); each 4-5% lager, about 40-45 kcal per 100 ml, as SR28's regular beer.
    "beer; lager; ale; ales; real ale; vb; victoria bitter; pale ale; wheat beer; ipa; stout; guinness; porter; corona; coronas; heineken; modelo; stella artois; budweiser; blue moon; dos equis; pacifico; yuengling; peroni; asahi; sapporo; tsingtao; pbr; pabst; pabst blue ribbon; stella; carling; carlings; fosters; foster's; carlsberg; kronenbourg; san miguel; amstel; becks; beck's; pilsner; pilsners; pils; pilsener; moretti; birra moretti; cobra; tennents; tennent's; coors; miller high life; michelob; bud; busch; grolsch; estrella; estrella damm; madri; hoegaarden; leffe; sam adams; samuel adams; sierra nevada; kirin",
    // A beer mug in a Russian bar or at a barrel holds 0.5 l, not the 300 ml of a tea mug.
    "glass 500, pack 500, mug 500, en:piece 356",
  ],
  // Alcoholic beverage, beer, light — 29 kcal
  // The American light beers are typed by brand ("bud light x3", "a coors light"); each is a light lager of about
  // 100 kcal per 12 fl oz can, SR28's light beer.
  [
    "beer-light",
    "sr:14006",
    "светлое лёгкое пиво; лайт пиво",
    "light beer; bud light; coors light; miller lite; michelob ultra; natural light; busch light",
    "glass 500, pack 500, mug 500, en:piece 354",
  ],
  // Beer, higher alcohol — FNDDS 93102300 (58 kcal): the strong lagers of 7-9% sold by the can in Russia
  // ("охота крепкое", "крепкое пиво"), a third over a regular beer.
  [
    "beer-strong",
    "fn:93102300",
    "крепкое пиво; пиво крепкое; крепкого пива; охота крепкое; балтика крепкое; жигули крепкое",
    "strong beer; high alcohol beer; malt liquor",
    "glass 500, pack 500, mug 500, en:piece 356",
  ],
  // Alcoholic beverage, beer, regular, all — 43 kcal
  [
    "beer-ipa",
    "sr:14003",
    "ипа; крафтовое пиво",
    "india pale ale beer; craft beer",
    "glass 500, mug 500, en:piece 356",
  ],
  // Alcoholic beverage, beer, regular, all — 43 kcal
  ["stout", "sr:14003", "стаут; тёмное пиво", "stout beer; stout; dark beer", "glass 500, mug 500, en:piece 356"],
  // Alcoholic beverage, beer, light, low carb — 27 kcal
  // "б/а" and "безалк" are how a menu and a receipt shorten "безалкогольное".
  [
    "non-alcoholic-beer",
    "sr:14013",
    "безалкогольное пиво; пиво безалкогольное; б/а пиво; пиво б/а; безалк пиво; пиво безалк; безалкоголка; нулевое пиво",
    "non-alcoholic beer; non alcoholic beer; na beer; alcohol free beer; alcohol-free beer; heineken 0.0",
    // Sold in Russia in cans and bottles of 0.45 l (Балтика 0, Bud 0,0), a bottle or can of it is one.
    "glass 500, mug 500, pack 450",
  ],
  // A shandy is beer topped up with as much lemonade (the British lemon-lime soda), a snakebite lager with as much
  // cider, each poured as a pint; neither has a record of its own, and both were read as nothing.
  [
    "shandy",
    "recipe: beer 284, lemon-soda 284; yield 1",
    "шэнди; пиво с лимонадом",
    "shandy; shandies; lager shandy",
    "glass 568",
  ],
  ["snakebite", "recipe: beer 284, cider 284; yield 1", "снейкбайт", "snakebite; snakebites; snakey b", "glass 568"],
  // Beverages, AMBER, hard cider — 56 kcal. FNDDS's hard cider (93106500) names Woodchuck, Strongbow and Crispin;
  // Angry Orchard, Magners and Bulmers are hard ciders of the same kind. A brand typed alone was read as nothing.
  // Медовуха, the Russian honey drink of 5-6% sold by the bottle, is as light as a cider (its labels print some 60-70
  // kcal per 100 ml; no USDA record of mead): "медовуха" was split into honey and fish soup (decision 024, follow-up:
  // Russian diary text).
  [
    "cider",
    "sr:14250",
    "сидр; медовуха; медовухи; медовуху; медовухой",
    "hard cider; cider; strongbow; woodchuck; crispin; angry orchard; magners; bulmers",
    "glass 330",
  ],
  // Alcoholic beverage, wine, table, red — 85 kcal
  // A bottle of wine or sparkling wine is 0.75 l ("бутылка вина", "полбутылки вина").
  // A rosé is a table wine of the same energy (SR28 has red and white only); "2 glasses of rose" was left unread.
  [
    "wine-red",
    "sr:14096",
    // Wine is also typed by its grape: the red ones here, the white ones below (SR28 gives one record for each colour).
    "красное вино; вино; каберне; каберне совиньон; мерло; пино нуар; мальбек; шираз; кьянти; риоха; саперави; розовое вино",
    "wine; red wine; rose; rose wine; rosé; rosé wine; cabernet; cabernet sauvignon; merlot; pinot noir; malbec; shiraz; syrah; zinfandel; chianti; rioja",
    // A small, medium and large glass are the pub pours of 125, 175 and 250 ml (UK Weights and Measures Order 1988);
    // unread, "a large glass of wine" was the usual 150 ml.
    "glass 150, pack 750, small 125, medium 175, large 250",
  ],
  // Alcoholic beverage, wine, table, white — 82 kcal
  [
    "wine-white",
    "sr:14106",
    "белое вино; шардоне; совиньон блан; рислинг; пино гриджио; пино гри; шабли; гевюрцтраминер; москато; ркацители",
    "white wine; chardonnay; sauvignon blanc; riesling; pinot grigio; pinot gris; chablis; moscato; gewurztraminer",
    "glass 150, pack 750, small 125, medium 175, large 250",
  ],
  // Alcoholic beverage, wine, table, white — 82 kcal
  [
    "champagne",
    "sr:14106",
    "шампанское; игристое; просекко; шампусик",
    "champagne; sparkling wine; prosecco",
    "glass 150, pack 750",
  ],
  // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof — 231 kcal. "A glass of whiskey" in English
  // is a pour, FNDDS's "drink" of a liquor neat (93201000, 68 g), not a 250 g glass of it (625 kcal); a Russian
  // "стакан водки" is the glass itself, so only the English glass is the pour.
  ["vodka", "sr:14037", "водка; водки; самогон; самогона", "vodka", "piece 50, en:piece 50, en:glass 68"],
  // The same record under each spirit's own name: "коньяк" shown as "виски", "джин" as "водка" was read as another
  // drink though its energy is the same.
  ["gin", "sr:14037", "джин; джина; джином", "gin", "piece 50, en:piece 50, en:glass 68"],
  ["tequila", "sr:14037", "текила; текилы; текилу; текилой", "tequila", "piece 50, en:piece 50, en:glass 68"],
  // Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 86 proof — 250 kcal
  [
    "whiskey",
    "sr:14550",
    "виски; вискарь; вискаря; вискарём; вискарем",
    "whiskey; whisky; bourbon; scotch; fireball",
    "piece 40, en:piece 40, en:glass 68",
  ],
  ["cognac", "sr:14550", "коньяк; коньяка; коньяку; бренди", "cognac; brandy", "piece 40, en:piece 40, en:glass 68"],
  ["rum", "sr:14550", "ром; рома; ромом", "rum", "piece 40, en:piece 40, en:glass 68"],
  // Alcoholic beverage, liqueur, coffee, 53 proof — 336 kcal
  [
    "liqueur",
    "sr:14414",
    "ликёр; ликер; егермейстер",
    "liqueur; jagermeister; jager; jäger; limoncello; limoncellos",
    "piece 40",
  ],
  // Margarita — 122 kcal
  ["margarita", "fn:93301100", "маргарита коктейль", "margarita", "glass 200"],
  // Pina Colada — 151 kcal
  ["cocktail", "fn:93301200", "коктейль алкогольный; пина колада", "cocktail; pina colada; piña colada", "glass 250"],
  // Mojito — 61 kcal (FNDDS 93301125, "1 drink" 225 g): rum, lime, mint, sugar and soda, a third of a pina colada's
  // energy, so it is no name of the cocktail above.
  ["mojito", "fn:93301125", "мохито", "mojito; mojitos", "glass 250, en:glass 225"],
  // FNDDS's mixed drinks by their Russian bar names, each of FNDDS's "1 drink" (225 g; a White Russian's the same).
  // Said as two foods ("виски с колой") the mixer was a whole 330 ml can and the drink 240 kcal, not 200.
  [
    "gin-tonic",
    "fn:93301060",
    "джин-тоник; джин тоник; джин с тоником",
    "gin tonic; gin and tonic; gin and tonics; gin & tonic; g&t; g&ts; g and t",
    "glass 225",
  ],
  [
    "whiskey-cola",
    "fn:93301182",
    "виски с колой; виски-кола; виски кола",
    "whiskey and coke; whiskey coke; jack and coke; jack coke; bourbon and coke",
    "glass 225",
  ],
  // Bundaberg ("Bundy") is the Australian rum its rum and cola is made with, sold premixed in cans.
  // Whiskey and ginger ale — FNDDS 93301184, 83 kcal; one drink 225 g. Canada's rye and ginger is Canadian whisky
  // ("rye") with ginger ale; "rye" was unread beside 2 g of ginger.
  [
    "whiskey-ginger",
    "fn:93301184",
    "виски с имбирным элем",
    "whiskey and ginger; whiskey ginger; whisky and ginger; whiskey and ginger ale; rye and ginger; rye and ginger ale; rye ginger; jameson and ginger; jameson ginger",
    "glass 225",
  ],
  [
    "rum-cola",
    "fn:93301190",
    "ром с колой; ром-кола; ром кола; куба либре",
    "rum and coke; cuba libre; bundy and coke; bundy coke; bundy rum and coke",
    "glass 225",
  ],
  ["vodka-cola", "fn:93301214", "водка с колой", "vodka and coke; vodka coke", "glass 225"],
  [
    "cape-cod",
    "fn:93301032",
    "водка с клюквенным соком; водка с морсом",
    "vodka cranberry; vodka cran; cape cod; cape codder",
    "glass 225",
  ],
  // Sangria, red — 96 kcal, FNDDS's glass of 228 g.
  ["sangria", "fn:93404550", "сангрия; сангрии", "sangria; red sangria", "glass 228"],
  ["vodka-tonic", "fn:93301218", "водка с тоником; водка-тоник", "vodka tonic", "glass 225"],
  ["screwdriver", "fn:93301140", "отвёртка; отвертка; водка с апельсиновым соком", "screwdriver", "glass 225"],
  [
    "long-island",
    "fn:93301360",
    "лонг айленд; лонг-айленд; лонг айленд айс ти",
    "long island; long island iced tea",
    "glass 225",
  ],
  ["white-russian", "fn:93301250", "белый русский", "white russian", "glass 225"],
  ["tequila-sunrise", "fn:93301320", "текила санрайз", "tequila sunrise", "glass 225"],
  // Martini, flavored — 189 kcal: cosmopolitan and the sweet martinis, FNDDS's drink of 120 g.
  ["cosmopolitan", "fn:93301111", "космополитен", "cosmopolitan; cosmo; appletini", "glass 120"],
  // Liqueur with cream (Bailey's) — 327 kcal, poured by the 50 ml shot.
  [
    "cream-liqueur",
    "fn:93301450",
    "бейлиз; бейлис; сливочный ликёр; сливочный ликер",
    "baileys; irish cream",
    "piece 50",
  ],
  // Wine, dessert, sweet — 160 kcal: "мартини" in Russian is Martini's vermouth (bianco or rosso, 15-16% and about
  // 15 g of sugar per 100 ml), sweet vermouth in FNDDS's list of this record, as port is; poured by 100 ml.
  [
    "vermouth",
    "fn:93402000",
    "мартини; мартини бьянко; мартини россо; вермут; портвейн; херес; кагор",
    "vermouth; sweet vermouth; port; port wine; sherry",
    "glass 100",
  ],
  // An Aperol spritz as the IBA writes it: 3 parts prosecco, 2 of Aperol, 1 of soda (90, 60 and 30 ml). Aperol is 11%
  // and about 21 g of sugar per 100 ml, some 90 kcal in 60 ml: the energy of 26 g of the coffee liqueur above.
  [
    "aperol-spritz",
    "recipe: champagne 90, liqueur 26, mineral-sparkling 30; yield 1",
    "апероль шприц; апероль; апероль спритц",
    "aperol spritz; aperol; aperol spritzer",
    "glass 146",
  ],
  // The classic recipes in equal or IBA parts, from catalog rows: a Negroni is gin, Campari and sweet vermouth, 30 ml
  // each (Campari's 25% and sugar about 70 kcal in 30 ml, 21 g of the coffee liqueur); a Moscow mule 45 ml of vodka,
  // 120 ml of ginger beer (ginger ale's energy) and a squeeze of lime; a B-52 layered coffee liqueur, Baileys and
  // orange liqueur, 15 ml each.
  ["negroni", "recipe: gin 30, liqueur 21, vermouth 30; yield 1", "негрони", "negroni; negronis", "glass 81"],
  [
    "moscow-mule",
    "recipe: vodka 45, ginger-ale 120, lime-juice 10; yield 1",
    "московский мул; москоу мьюл",
    "moscow mule; moscow mules",
    "glass 175",
  ],
  ["b-52", "recipe: liqueur 30, cream-liqueur 15; yield 1", "б-52; б52; b-52", "b-52 shot", "piece 45"],
  // A cortado is espresso cut with as much warm milk: a double shot and 60 ml of milk.
  ["cortado", "recipe: espresso 60, milk 60; yield 1", "кортадо", "cortado; cortados", "mug 120"],
  // Iced Tea / Lemonade juice drink — 33 kcal, half iced tea and half lemonade; FNDDS's 12 fl oz bottle.
  ["arnold-palmer", "fn:92307500", "арнольд палмер", "arnold palmer; arnold palmers", "glass 360"],
  // A hard seltzer (White Claw, Truly) is 5% alcohol in soda water, about 100 kcal a 12 fl oz can: its 14 g of
  // alcohol are those of 42 g of 80-proof spirit.
  [
    "hard-seltzer",
    "recipe: vodka 42, mineral-sparkling 313; yield 1",
    "хард зельтцер; хард селтзер",
    "hard seltzer; hard seltzers; spiked seltzer; white claw; truly seltzer",
    "glass 355, pack 355",
  ],
  // Soju, the Korean green-bottle spirit: 16.9% alcohol (Chamisul Fresh; Chum Churum 16.5%), its energy that of its
  // alcohol, as 42 g of 80-proof spirit in 58 g of water is (97 kcal per 100 g, a bottle about 350 kcal). A bottle is
  // 360 ml, the small glass it is poured into 50 ml (seven to a bottle).
  [
    "soju",
    "recipe: vodka 42, water 58; yield 1",
    "соджу; сочжу; соджу корейская",
    "soju; sojus; korean soju; chamisul; jinro soju",
    "glass 50, piece 50, pack 360",
  ],
  // Glug (mulled wine) — 96 kcal, served hot in a 200 ml glass
  ["mulled-wine", "fn:93406000", "глинтвейн; глинтвейна", "mulled wine; gluhwein; glogg", "glass 200"],
  // Grape juice, canned or bottled, unsweetened — 60 kcal: a non-alcoholic mulled wine is grape juice heated with
  // spices, a third lighter than the mulled wine above that it was read as.
  [
    "mulled-wine-non-alcoholic",
    "sr:09135",
    "безалкогольный глинтвейн; глинтвейн безалкогольный",
    "non-alcoholic mulled wine; alcohol free mulled wine",
    "glass 200",
  ],
  // A bumble is espresso over orange juice and caramel syrup, as coffee shops pour it into a 300 ml cup.
  [
    "bumble",
    "recipe: espresso 30, orange-juice 200, ru-coffee-syrup 20; yield 1",
    "бамбл; бамбл кофе; кофе бамбл",
    "bumble coffee; espresso orange",
    "glass 250",
  ],
  // Alcoholic beverage, beer, regular, all — 43 kcal
  ["alcohol", "sr:14003", "алкоголь", "alcohol", "glass 330"],
  // Soup, stock, chicken, home-prepared — 36 kcal
  ["broth", "sr:06172", "бульон; куриный бульон; бульончик", "broth; chicken broth; stock", "plate 250"],
  // Soup, beef broth or bouillon canned, ready-to-serve — 7 kcal
  // Bovril, the British beef extract, is drunk a teaspoon of it stirred into a mug of hot water: a beef bouillon.
  ["beef-broth", "sr:06008", "мясной бульон; говяжий бульон", "beef broth; bone broth; bovril", "plate 250"],
];
