// Grains, porridges, pasta, bread and cereals. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const grainsBread: readonly CatalogRow[] = [
  // Buckwheat groats, roasted, cooked — 92 kcal
  [
    "buckwheat",
    "sr:20010",
    "гречка; гречневая каша; гречу; греча; гречиха; гречневая крупа варёная; греча отварная",
    "buckwheat; buckwheat groats; cooked buckwheat; kasha",
    // A grain eaten both as a side dish and as a porridge (гречка, пшено, перловка, кукурузная каша): named alone or
    // by the portion it is a side dish's 200 g, by the plate a plate of porridge's 250 g, as the typed-meals set's
    // household measures weigh them ("порция гарнира 200 г", "тарелка каши 250 г"; decision 024). "тарелка гречки"
    // was 200 g.
    "serving 200, plate 250",
  ],
  // Buckwheat groats, roasted, dry — 346 kcal
  [
    "buckwheat-dry",
    "sr:20009",
    "гречка сухая; гречневая крупа; сухая гречка; крупа гречневая",
    "dry buckwheat; buckwheat groats dry",
    "serving 60",
  ],
  // Rice, white, long-grain, regular, enriched, cooked — 130 kcal
  [
    "rice",
    "sr:20045",
    "рис; рис варёный; отварной рис; рисик; белый рис",
    "rice; white rice; cooked rice; steamed rice",
    "plate 180, cup 158",
  ],
  // Rice, white, long-grain, regular, raw, enriched — 365 kcal
  // Basmati and jasmine rice are long-grain white rice too: "80g jasmine rice dry".
  [
    "rice-dry",
    "sr:20044",
    "рис сухой; сухой рис; рисовая крупа; сухой басмати; басмати сухой",
    "dry rice; uncooked rice; raw rice; dry white rice; dry basmati; dry basmati rice; dry jasmine rice",
    "serving 70",
  ],
  // Rice, brown, long-grain, cooked — 123 kcal
  ["rice-brown", "sr:20037", "бурый рис; коричневый рис; рис бурый", "brown rice", "plate 180"],
  // Rice, brown, long-grain, raw — 367 kcal. "рис бурый 70 г сухого" is weighed dry, as "рис сухой" is.
  [
    "rice-brown-dry",
    "sr:20036",
    "бурый рис сухой; сухой бурый рис",
    "dry brown rice; uncooked brown rice",
    "serving 70",
  ],
  // Rice, wild, 100%, cooked, no added fat — 100 kcal
  ["rice-wild", "fn:56205210", "дикий рис", "wild rice", "plate 160"],
  // Rice, white, long-grain, regular, enriched, cooked — 130 kcal
  ["rice-basmati", "sr:20045", "басмати; рис басмати", "basmati; basmati rice; jasmine rice", "plate 180"],
  // Oatmeal, regular or quick, made with water, no added fat — 64 kcal
  [
    "oatmeal",
    "fn:56203056",
    "овсянка на воде; каша овсяная на воде; овсяная каша на воде; каша на воде; геркулес",
    "oatmeal; porridge; oat porridge; oatmeal with water",
    "plate 250",
  ],
  // Oatmeal, instant, plain, made with water, no added fat — FNDDS 56203086, 68 kcal; a packet yields 148 g ("packet,
  // dry, yields"). "instant oatmeal" was FNDDS's "NS as to regular, quick, or instant" record by the cup, 240 g
  // (decision 024, follow-up: the forty-first batch).
  [
    "oatmeal-instant",
    "fn:56203086",
    "овсяная каша быстрого приготовления на воде",
    "instant oatmeal; instant oatmeal packet; oatmeal packet; instant oats",
    "pack 148, plate 240",
  ],
  // Oatmeal, regular or quick, made with milk, no added fat — 115 kcal
  [
    "oatmeal-milk",
    "fn:56203066",
    // "каша" named no further is a milk porridge: oat, semolina and rice porridge with milk are all 115-119 kcal.
    // An oat porridge named no further is cooked with milk, as a Russian breakfast porridge is (typed-meals' labellers
    // weigh "каша овсяная", "овсянка с бананом" so); on water it is said.
    "овсянка на молоке; овсяная каша на молоке; геркулес на молоке; каша; каши; кашу; кашей; кашка; каша на молоке; молочная каша; овсянка; овсяная каша; каша овсяная; овсянку; овсяную кашу",
    "oatmeal with milk; porridge with milk",
    "plate 250",
  ],
  // Cereals, oats, regular and quick, not fortified, dry — 379 kcal
  [
    "oats-dry",
    "sr:08120",
    "овсяные хлопья; хлопья овсяные; овёс; сухая овсянка",
    "oats; rolled oats; oat flakes; dry oats; dry oatmeal; uncooked oats; uncooked oatmeal",
    "serving 50",
  ],
  // Millet, cooked — 119 kcal
  ["millet", "sr:20032", "пшено; пшённая каша; пшенка; пшёнка", "millet; millet porridge", "serving 200, plate 250"],
  // Barley, pearled, cooked — 123 kcal
  [
    "barley",
    "sr:20006",
    "перловка; перловая каша; перловая крупа; ячневая каша; ячка",
    "barley; pearl barley",
    "serving 200, plate 250",
  ],
  // Bulgur, cooked — 83 kcal
  ["bulgur", "sr:20013", "булгур", "bulgur; bulghur", "plate 180"],
  // Bulgur, dry — 342 kcal
  ["bulgur-dry", "sr:20012", "булгур сухой; сухой булгур", "dry bulgur; uncooked bulgur", "serving 60"],
  // Couscous, cooked — 112 kcal
  ["couscous", "sr:20029", "кускус", "couscous", "plate 160"],
  // Couscous, dry — 376 kcal
  ["couscous-dry", "sr:20028", "кускус сухой; сухой кускус", "dry couscous; uncooked couscous", "serving 60"],
  // Quinoa, cooked — 120 kcal
  ["quinoa", "sr:20137", "киноа", "quinoa; cooked quinoa", "plate 180"],
  // Quinoa, uncooked — 368 kcal: "quinoa 50g dry", weighed out of the pack.
  ["quinoa-dry", "sr:20035", "сухая киноа; киноа сухая", "dry quinoa; uncooked quinoa", "serving 60"],
  // Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt — 71 kcal
  [
    "corn-grits",
    "sr:08091",
    "кукурузная каша; мамалыга; полента",
    "polenta; grits; corn grits",
    "serving 200, plate 250",
  ],
  // Wheat, durum — 339 kcal
  ["wheat-berries-dry", "sr:20076", "пшеница сухая; зерно пшеницы", "dry wheat berries; wheat grain", "serving 60"],
  // Rice pilaf — 136 kcal. In English "pilaf" is the rice side dish; the Uzbek плов with meat is a recipe (plov).
  ["rice-pilaf", "fn:58162310", "рисовый плов; рис пилаф; пилаф", "pilaf; rice pilaf", "serving 155"],
  // Pasta, cooked, enriched, without added salt — 158 kcal
  [
    "pasta",
    "sr:20121",
    "макароны; паста; макарошки; рожки; спагетти; перья; вермишель; лапша варёная",
    // Pasta named by its shape is the same cooked durum pasta: "linguine with clam sauce" left "linguine" unread.
    "pasta; spaghetti; macaroni; cooked pasta; penne; linguine; linguini; fettuccine; fettuccini; rigatoni; fusilli; farfalle; rotini; tagliatelle; pappardelle; bucatini; angel hair; angel hair pasta; capellini",
    "plate 200, cup 140",
  ],
  // Pasta, dry, enriched — 371 kcal
  [
    "pasta-dry",
    "sr:20120",
    "макароны сухие; сухие макароны; макароны из твёрдых сортов сухие; спагетти из твёрдых сортов сухие",
    "dry pasta; uncooked pasta; dry spaghetti; uncooked spaghetti",
    "serving 80",
  ],
  // Pasta, whole grain, 51% whole wheat, remaining unenriched semolina, cooked — 159 kcal
  [
    "pasta-wholegrain",
    "sr:20136",
    "цельнозерновые макароны; макароны из твёрдых сортов",
    "whole wheat pasta; wholegrain pasta",
    "plate 200",
  ],
  // Pasta, whole-wheat, dry — SR28 20124, 352 kcal: "2 oz dry whole wheat spaghetti" was weighed as the cooked pasta
  // (90 kcal against 200; decision 024, the fiftieth batch), the dry one of plain pasta having a row of its own.
  [
    "pasta-wholegrain-dry",
    "sr:20124",
    "цельнозерновые макароны сухие; сухие цельнозерновые макароны",
    "dry whole wheat pasta; uncooked whole wheat pasta; dry whole wheat spaghetti; uncooked whole wheat spaghetti; dry wholegrain pasta",
    "serving 56",
  ],
  // Noodles, egg, cooked, enriched, with added salt — 138 kcal
  ["egg-noodles", "sr:20310", "яичная лапша; лапша", "egg noodles; noodle", "plate 200"],
  // Rice noodles, cooked — 108 kcal
  [
    "rice-noodles",
    "sr:20134",
    "рисовая лапша; фунчоза",
    // "vermicelli bowl": the Vietnamese bún of rice vermicelli, not FNDDS's vermicelli made from soybeans.
    "rice noodles; glass noodles; rice vermicelli; vermicelli bowl; vermicelli noodle bowl; bun bowl",
    "plate 200",
  ],
  // Noodles, japanese, soba, cooked — 99 kcal
  ["soba", "sr:20115", "соба; гречневая лапша", "soba; soba noodles", "plate 200"],
  // Noodles, cooked — 137 kcal
  ["udon", "fn:56112000", "удон; лапша удон; удон лапша", "udon", "plate 220"],
  // Amaranth grain, cooked — 102 kcal
  ["amaranth", "sr:20002", "амарант; амаранта; каша из амаранта", "amaranth", "serving 150"],
  // Soup, ramen noodle, any flavor, dry — 440 kcal
  [
    "instant-noodles",
    "sr:06583",
    "доширак; роллтон; лапша быстрого приготовления; бичпакет",
    // A Pot Noodle (UK) is instant noodles in their pot: 90 g of dry noodles and sauce. Maruchan's and Top Ramen's
    // packs are 85 g, Batchelors Super Noodles 90 g, an Indomie pack 80 g: the packet as sold.
    "instant noodles; ramen; pot noodle; pot noodles; maruchan; maruchan ramen; top ramen; super noodles; indomie; indomie mi goreng",
    // "a cup of ramen" is one cup of instant noodles as sold (64 g dry), not 240 ml of dry noodles (1,056 kcal).
    "piece 90, cup 64",
  ],
  // Soup, ramen noodle, any flavor, dry — 440 kcal
  // Nissin's Cup Noodles, typed as said ("cup of noodles", "cup o noodles"), are one 64 g cup as sold (its label);
  // they were the 90 g Russian brick of instant noodles.
  [
    "cup-noodles",
    "sr:06583",
    "лапша в стакане",
    "cup noodles; cup o noodles; nissin cup noodles; maruchan instant lunch",
    "piece 64, cup 64",
  ],
  // Pasta, cooked, enriched, without added salt — 158 kcal
  ["orzo", "sr:20121", "орзо; паста орзо", "orzo", "plate 180"],
  // Gnocchi, potato — 133 kcal
  ["gnocchi", "fn:58122220", "ньокки; клёцки картофельные", "gnocchi", "plate 200"],
  // Bread, white, commercially prepared (includes soft bread crumbs) — 266 kcal
  // A whole батон (ГОСТ 27844-88 нарезной) is sold at 400 g: "полбатона" is half of it.
  [
    "bread",
    "sr:18069",
    "хлеб; хлебушек; батон; белый хлеб; булка; нарезной",
    "bread; white bread; loaf",
    "slice 30, whole 400",
  ],
  // Bread, rye — 259 kcal
  [
    "bread-rye",
    "sr:18060",
    "чёрный хлеб; ржаной хлеб; бородинский; бородинский хлеб; дарницкий",
    "rye bread; black bread; borodinsky bread",
    "slice 30",
  ],
  // Bread, whole-wheat, commercially prepared — 252 kcal
  [
    "bread-wholewheat",
    "sr:18075",
    "цельнозерновой хлеб; хлеб цельнозерновой",
    "whole wheat bread; wheat bread; wholemeal bread; wholegrain bread",
    "slice 30",
  ],
  // Bread, multi-grain (includes whole-grain) — 265 kcal
  [
    "bread-multigrain",
    "sr:28397",
    "мультизерновой хлеб; зерновой хлеб; хлеб с отрубями",
    "multigrain bread; seeded bread; grain bread",
    "slice 30",
  ],
  // Bread, french or vienna (includes sourdough) — 272 kcal
  [
    "bread-sourdough",
    "sr:18029",
    "хлеб на закваске; багет; французский багет; чиабатта",
    // Ciabatta is the Italian bread row's (catalog/us-shelf-foods.ts); named here too, "ciabatta" alone was sourdough.
    "sourdough; sourdough bread; baguette; french bread",
    "slice 30",
  ],
  // Bread, white, commercially prepared, toasted — 290 kcal
  ["toast", "sr:18070", "тост; тосты; гренка; гренки; поджаренный хлеб", "toast; toasted bread; toasts", "slice 27"],
  // Bread, potato — 266 kcal
  ["bread-potato", "sr:18971", "картофельный хлеб", "potato bread", "slice 30"],
  // Bread, raisin, enriched — 274 kcal
  ["bread-raisin", "sr:18047", "хлеб с изюмом", "raisin bread", "slice 30"],
  // Bread, egg — 287 kcal
  ["challah", "sr:18027", "хала", "challah; egg bread", "slice 40"],
  // Rolls, dinner, plain, commercially prepared (includes brown-and-serve) — 310 kcal
  ["roll", "sr:18342", "булочка; булочки; булочек", "roll; rolls; dinner roll; bun; buns", "piece 40"],
  // Rolls, hamburger or hotdog, plain — 279 kcal
  ["hamburger-bun", "sr:18350", "булочка для бургера; булочка для хот-дога", "hamburger bun; hot dog bun", "piece 45"],
  // Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame) — 264 kcal
  // English measures are FNDDS's (51180010 Bagel: miniature 26 g, small 69 g, large 131 g).
  // An everything bagel is the plain one under a crust of seeds, onion and garlic; the word "everything", no food, had
  // joined the fillings typed before it to the bagel ("bacon egg and cheese on everything bagel" was the bagel alone).
  // A Russian бублик is this ring, boiled then baked, of 80-100 g; the баранка is its small dry kin (ГОСТ 7128-91
  // names them apart), and "бублик" read as one 20 g баранка.
  [
    "bagel",
    "sr:18001",
    "бейгл; бублик; бублики; бубликов; бублика; бублик с маком",
    "bagel; bagels; everything bagel; everything bagels; plain bagel",
    "piece 100",
    "fndds:51180010",
  ],
  // Bread, pita, white, enriched — 275 kcal
  ["pita", "sr:18041", "пита; питу", "pita; pita bread", "piece 60"],
  // Tortillas, ready-to-bake or -fry, flour, refrigerated — 306 kcal
  ["lavash", "sr:18364", "лаваш; тонкий лаваш", "lavash; flatbread", "piece 50"],
  // Tortillas, ready-to-bake or -fry, flour, refrigerated — 306 kcal
  [
    "tortilla",
    "sr:18364",
    "пшеничная тортилья; пшеничная лепёшка; тортилья пшеничная",
    "flour tortilla; wraps; wrap tortilla",
    "piece 45",
  ],
  // Tortilla, NFS — 262 kcal. USDA's record for a tortilla of unstated kind (corn and flour are both common).
  ["tortilla-nfs", "fn:52215000", "тортилья; тортильи; лепёшка тортилья", "tortilla; tortillas", "piece 40"],
  // Tortillas, ready-to-bake or -fry, corn — 218 kcal
  ["corn-tortilla", "sr:18363", "кукурузная лепёшка; кукурузная тортилья", "corn tortilla", "piece 26"],
  // Naan, Indian flatbread — 311 kcal
  ["naan", "fn:51108100", "наан; лепёшка; лепешка; тандырная лепёшка", "naan; naan bread", "piece 90"],
  // Focaccia, Italian flatbread, plain — 249 kcal
  ["focaccia", "fn:51108010", "фокачча", "focaccia", "piece 70"],
  // English muffins, plain, enriched, with ca prop (includes sourdough) — 227 kcal
  ["english-muffin", "sr:18258", "английский маффин", "english muffin; english muffins", "piece 57"],
  // Croissants, butter — 406 kcal
  // English measures are FNDDS's (51166000 Croissant: mini croissant 28 g, small 42 g, large 73 g).
  // A kouign-amann is croissant dough laminated with sugar as well as butter, baked as a round.
  [
    "croissant",
    "sr:18239",
    "круассан; круассаны",
    "croissant; croissants; kouign amann; kouign amanns; kouign-amann",
    "piece 57",
    "fndds:51166000",
  ],
  // Croissant, chocolate — FNDDS 51166200 (a pain au chocolat is one): "pain au chocolat" was 10 g of chocolate.
  [
    "chocolate-croissant",
    "fn:51166200",
    "круассан с шоколадом; шоколадный круассан; пан о шоколя",
    "chocolate croissant; chocolate croissants; pain au chocolat; pain au chocolate; pains au chocolat",
    "piece 57",
  ],
  // Danish pastry, plain or spice — 403 kcal. A pastry FNDDS names over two words that is said by the first alone;
  // one is FNDDS's "Quantity not specified" 70 g.
  // Bread, banana, prepared from recipe, made with margarine — 326 kcal (SR28 18019: a slice 60 g). Without its own
  // row "banana bread" was bread, the last word of an English compound (meal-text/food-spans.ts, mergeAdjacent).
  // Named with its nuts, as coffee shops sell it, it was FNDDS's reduced-calorie bread with fruit (29 g, 64 kcal).
  [
    "banana-bread",
    "sr:18019",
    "банановый хлеб; банановый кекс",
    "banana bread; banana loaf; banana nut bread; banana walnut bread",
    "slice 60",
  ],
  [
    "danish",
    "fn:53510000",
    "датская булочка; датская слойка",
    // FNDDS files babka under this record (its additional description).
    "danish; danish pastry; danishes; bear claw; bear claws; babka; chocolate babka; cinnamon babka",
    "piece 70",
  ],
  // Crackers, rye, wafers, plain — 334 kcal
  [
    "crispbread",
    "sr:18226",
    "хлебцы; хлебец; хрустящие хлебцы",
    "crispbread; rye crispbread; crispbreads; crisp bread",
    "piece 10",
  ],
  // Snacks, rice cakes, brown rice, plain, unsalted — 387 kcal
  ["rice-cakes", "sr:19816", "рисовые хлебцы; рисовый хлебец", "rice cakes; rice cake", "piece 9"],
  // Crackers, standard snack-type, regular — 510 kcal
  // A serving of crackers or pretzels is the snack's labelled serving, FDA's reference amount of 30 g (21 CFR 101.12;
  // FNDDS weighs 1 oz, 28 g): it was three 3 g crackers, and two 60 g pretzels.
  ["crackers", "sr:18229", "крекер; крекеры", "crackers; cracker", "piece 3, serving 30"],
  // Breadsticks, NFS — 342 kcal. Russian "хлебные палочки" are grissini (10 g); FNDDS's breadstick, the one an American
  // orders with a pizza or at Olive Garden, is the soft medium stick, 43 g.
  [
    "breadsticks",
    "fn:51183990",
    "хлебные палочки; гриссини",
    "breadsticks; breadstick; grissini",
    "piece 10, en:piece 43",
  ],
  // Bread crumbs, dry, grated, plain — 395 kcal
  ["bread-crumbs", "sr:18079", "панировочные сухари; сухари", "bread crumbs; breadcrumbs", "tbsp 7"],
  // Croutons, seasoned — 465 kcal
  ["croutons", "sr:18243", "сухарики; кириешки; гренки сухарики", "croutons", "serving 20"],
  // Snacks, pretzels, hard, plain, salted — 384 kcal
  ["sushki", "sr:19047", "сушки; сушка; баранки; баранка; сухарь", "sushki; bagel rings", "piece 10"],
  // Wheat flour, white, all-purpose, enriched, bleached — 364 kcal
  ["flour", "sr:20081", "мука; мука пшеничная; пшеничная мука", "flour; wheat flour; all-purpose flour", "tbsp 8"],
  // Cornmeal, whole-grain, yellow — 362 kcal
  ["cornmeal", "sr:20020", "кукурузная мука", "cornmeal; corn flour", "tbsp 8"],
  // Cornstarch — 381 kcal
  ["corn-starch", "sr:20027", "крахмал; кукурузный крахмал", "corn starch; cornstarch", "tbsp 8"],
  // Cereals ready-to-eat, granola, homemade — 489 kcal
  ["granola", "sr:08037", "гранола; мюсли запечённые", "granola", "serving 50"],
  // Cereals ready-to-eat, KELLOGG, KELLOGG'S MUESLIX — 355 kcal
  ["muesli", "sr:08286", "мюсли", "muesli", "serving 50"],
  // Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes — 357 kcal
  [
    "cornflakes",
    "sr:08020",
    "кукурузные хлопья; хлопья; сухие завтраки хлопья",
    "corn flakes; cornflakes; cereal; breakfast cereal",
    // A box as sold: 12 oz (340 g, Kellogg's label), 250–500 g in Russian shops; taken at 340 g. "a box of cereal" was
    // one 30 g serving.
    "serving 30, pack 340",
  ],
  // Cereals ready-to-eat, WEETABIX whole grain cereal — 362 kcal; "2 biscuits (1 NLEA serving)" 35 g. The British
  // breakfast is counted in biscuits ("weetabix x2").
  ["weetabix", "sr:42237", "витабикс", "weetabix; weetabix biscuit; weetabix biscuits; weetabixes", "piece 17.5"],
  // Cereals ready-to-eat, KELLOGG, KELLOGG'S RAISIN BRAN — 318 kcal
  ["raisin-bran", "sr:08060", "отруби с изюмом", "raisin bran", "serving 55"],
  // Cereal, chocolate flavored, frosted, puffed corn — 405 kcal
  [
    "chocolate-cereal",
    "fn:57124200",
    "шоколадные шарики; несквик хлопья; шоколадные хлопья",
    "chocolate cereal; cocoa puffs; coco pops; cocoa krispies; cocoa pebbles",
    "serving 30",
  ],
  // Wheat bran, crude — 216 kcal
  ["bran", "sr:20077", "отруби; пшеничные отруби; овсяные отруби", "bran; wheat bran; oat bran", "tbsp 6"],
  // FNDDS 54403001 Popcorn, NFS — 538 kcal, FNDDS's popcorn of no kind named, as microwave and cinema popcorn are
  // (54403051 Popcorn, microwave, NFS: the same values); air-popped (385 kcal) is read only where it is typed
  // (decision 012). A cup popped 14 g, a bag the regular microwave bag (85 g), a serving FNDDS's unspecified 35 g.
  ["popcorn", "fn:54403001", "попкорн", "popcorn", "serving 35, cup 14, pack 85"],
  // Snacks, pretzels, hard, plain, salted — 384 kcal; a cup and a bag by FNDDS 54408000 (cup 40 g, small bag 28 g).
  // An English diary's pretzels are the snack's twists, FNDDS's "pretzel, NS as to size" 3 g, a serving its small bag:
  // "12 pretzels" were twelve 60 g кренделя, 2,765 kcal.
  [
    "pretzels",
    "sr:19047",
    "брецель; брецели; солёный крендель; крендель солёный",
    "pretzel; pretzels; hard pretzels; pretzel twists",
    "piece 60, serving 30, cup 40, pack 28, en:serving 30, en:piece 3",
  ],
  // Pretzels, soft, NFS — 345 kcal: a bakery or mall pretzel, "1 medium/regular" 120 g (FNDDS 54408400); the hard
  // snack pretzel above is another food (384 kcal, 60 g).
  ["soft-pretzel", "fn:54408400", "мягкий крендель; мягкий брецель", "soft pretzel; soft pretzels", "piece 120"],
  // Bread stuffing — FNDDS 51182010, 177 kcal, as served: its unspecified amount 100 g, a cup 200 g. SR28's dry mix
  // (386 kcal) made "stuffing 1 cup" 926 kcal.
  [
    "stuffing",
    "fn:51182010",
    "начинка из хлеба; стаффинг",
    "stuffing; dressing stuffing; bread stuffing",
    "serving 100, cup 200",
  ],
  // Bread, cornbread, prepared from recipe, made with low fat (2%) milk — 266 kcal
  // Hot water cornbread is the Southern fried cornmeal cake of the same batter; "hot water" was read as 250 g of water.
  ["cornbread", "sr:18024", "кукурузный хлеб", "cornbread; corn bread; hot water cornbread", "piece 60"],
  // Biscuits, plain or buttermilk, frozen, baked — 338 kcal
  ["biscuits", "sr:18009", "бисквит; американский бисквит", "biscuits; biscuit", "piece 60"],
  // Scone — FNDDS 52105100, 374 kcal; one regular 70 g. A British scone is richer than the American biscuit it was
  // read as (338 kcal, 60 g), and "cheese scone" was the scone beside 20 g of cheese.
  ["scone", "fn:52105100", "скон; сконы", "scone; scones; cheese scone; cheese scones; plain scone", "piece 70"],
  // Biscuit with gravy — 224 kcal. An American breakfast dish, not a biscuit and a ladle of gravy side by side.
  [
    "biscuits-and-gravy",
    "fn:58128000",
    "бисквит с соусом грейви",
    "biscuits and gravy; biscuit and gravy; biscuits & gravy; biscuit with gravy",
    "serving 220",
  ],
  // Semolina, enriched — 360 kcal
  ["semolina", "sr:20066", "манная крупа; манка сухая", "semolina; semolina flour", "tbsp 10"],
  // Tapioca, pearl, dry — 358 kcal: the pearls of bubble tea, weighed dry.
  [
    "tapioca-pearls",
    "sr:20068",
    "тапиока; тапиоки; шарики тапиоки; жемчуг тапиоки",
    "tapioca; tapioca pearls; boba",
    "tbsp 10",
  ],
  // Garlic bread, NFS — FNDDS 51121015 (349 kcal; a medium slice 79 g, its unspecified amount). Typed after another
  // food ("soup and garlic bread", "lasagna, garlic bread") the two words were read apart as a 30 g slice of bread,
  // and the soup before them was lost.
  ["garlic-bread", "fn:51121015", "чесночный хлеб", "garlic bread; garlic toast", "slice 79"],
  // Phyllo dough — SR28 18338 (299 kcal; a sheet 19 g): the pastry of baklava and, shredded, of knafeh.
  [
    "phyllo",
    "sr:18338",
    "тесто фило; фило; тесто катаифи; катаифи",
    "phyllo; phyllo dough; filo; filo pastry; kataifi",
    "piece 19",
  ],
  // Pannetone — FNDDS 51188100 (321 kcal), which spells the name with one "t" too few and two "n"s, so "panettone"
  // found no record. Its slice (27 g) is a sliver; the catalog's slice and piece, a twelfth of the 1 kg loaf Italian
  // makers sell, serve the name alone and Russian text, and "a slice of panettone" keeps FNDDS's (portions.ts weighs an
  // English measure by the FNDDS record's own).
  [
    "panettone",
    "fn:51188100",
    "панеттоне; панетоне; панеттон; кулич панеттоне; итальянский кулич",
    "panettone; pannetone; panetone; panattone",
    "slice 80, piece 80, whole 1000",
  ],
  // Stollen, from catalog rows, in the proportions Germany's food code (Leitsätze für Feine Backwaren) sets for a
  // Butterstollen: per 100 parts of flour at least 40 of butter and 70 of dried fruit (here raisins and candied peel),
  // with almonds, milk, sugar and the dusting of icing sugar; yield 0.88 of the dough's weight after baking. FNDDS
  // holds no stollen. A slice is 60 g, a fifteenth of the 1 kg loaf it is sold as.
  [
    "stollen",
    "recipe: flour 500, milk 150, butter 200, sugar 60, raisins 270, candied-fruit 80, almonds 50, powdered-sugar 25; yield 0.88",
    "штоллен; штолен; рождественский штоллен; штоллен рождественский; немецкий штоллен",
    "stollen; christstollen; christmas stollen; german stollen; stollen bread",
    "slice 60, piece 60, whole 1000",
  ],
];
