// Dishes as eaten (FNDDS mixed dishes). Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const dishes: readonly CatalogRow[] = [
  // Pizza, cheese, from restaurant or fast food, medium crust — 266 kcal
  [
    "pizza",
    "fn:58106225",
    // "кусок пиццы" is a piece of the chain's pizza the Russian names mean (label-foods-cafe.ts, decision 025).
    "пицца; пиццы; пицца маргарита; маргарита пицца",
    "pizza; cheese pizza; pizza margherita; slice of pizza",
    // A whole medium pizza is eight slices: "половина пиццы", "треть пиццы".
    "slice 110, whole 880",
  ],
  // Pizza with pepperoni, from restaurant or fast food,  medium crust — 282 kcal
  ["pizza-pepperoni", "fn:58106555", "пицца пепперони", "pepperoni pizza", "slice 110, whole 880"],
  // Pizza with meat other than pepperoni, from restaurant or fast food, medium crust — 280 kcal
  [
    "pizza-meat",
    "fn:58106625",
    "пицца с мясом; пицца с колбасой; пицца мясная",
    "meat pizza; sausage pizza",
    "slice 115, whole 920",
  ],
  // Calzone, with cheese, meatless — 388 kcal
  ["calzone", "fn:58108000", "кальцоне", "calzone; calzones", "piece 250"],
  // Hamburger, on white bun, 1 medium patty — 288 kcal
  ["hamburger", "fn:27510631", "гамбургер; бургер; бургеры", "hamburger; burger; burgers; hamburgers", "piece 145"],
  // Cheeseburger, on white bun, 1 medium patty — 297 kcal
  ["cheeseburger", "fn:27510241", "чизбургер; чизбургера", "cheeseburger; cheeseburgers", "piece 165"],
  // Double cheeseburger (McDonalds) — 282 kcal
  ["big-mac", "fn:27510387", "биг мак; бигмак; двойной чизбургер", "big mac", "piece 220"],
  // Double cheeseburger, from fast food, 2 small patties — 298 kcal: a double cheeseburger is FNDDS's 155 g burger,
  // not a Big Mac's 220 g. ("Double double" is one at In-N-Out but a coffee at Tim Hortons: not a name here.)
  ["double-cheeseburger", "fn:27510371", "дабл чизбургер", "double cheeseburger; double cheeseburgers", "piece 155"],
  // Double cheeseburger, from fast food, 2 large patties — FNDDS 27510405, 299 kcal, one 330 g: Wendy's Baconator is
  // two quarter-pound patties with cheese and bacon, and was left unread.
  ["baconator", "fn:27510405", "бейконатор", "baconator; baconators", "piece 330"],
  // Pork barbecue sandwich or Sloppy Joe, on bun: "pulled pork sandwich" was FNDDS's hot dog of beef and pork.
  [
    "pulled-pork-sandwich",
    "fn:27520510",
    "сэндвич с рваной свининой; бургер с рваной свининой",
    "pulled pork sandwich; pulled pork sandwiches; bbq pork sandwich; barbecue pork sandwich; pulled pork burger; sloppy joe; sloppy joes",
    "piece 186",
  ],
  // Ham or pork with barbecue sauce, FNDDS's amount when none is said (197 g).
  ["pulled-pork", "fn:27120030", "рваная свинина; пулд порк", "pulled pork; bbq pork; barbecue pork", "serving 197"],
  // Frankfurter or hot dog sandwich, NFS, plain, on white bun — 308 kcal
  ["hot-dog", "fn:27564000", "хот-дог; хот дог; хотдог", "hot dog; hot dogs", "piece 100"],
  // Frankfurter or hot dog sandwich, beef, plain, on white bun — FNDDS 27564060, 308 kcal. Costco's food court sells a
  // quarter-pound all-beef frank on its bun: FNDDS's 113 g of beef frankfurter (25210210) on its 45 g hot dog bun
  // (51154010), 158 g, where FNDDS's own sandwich holds a 57 g frank. "costco hot dog" was the 100 g one (decision 024,
  // the fiftieth batch).
  ["costco-hot-dog", "fn:27564060", "хот-дог костко", "costco hot dog; costco hot dogs; costco dog", "piece 158"],
  // Costco cuts its 18-inch pie in six: a slice is a sixth of FNDDS's extra-large restaurant pizza (16-18"), cheese
  // 1278 g / 6 = 213 g (58106210), pepperoni 1338 g / 6 = 223 g (58106540). It was FNDDS's 124 g piece. The rows are
  // the catalog's pizzas by their own weights, so that an English "slice" is this slice and not FNDDS's piece.
  [
    "costco-pizza",
    "recipe: pizza 100; yield 1",
    "пицца костко",
    "costco pizza; costco cheese pizza; slice of costco pizza",
    "slice 213, whole 1278",
  ],
  [
    "costco-pizza-pepperoni",
    "recipe: pizza-pepperoni 100; yield 1",
    "пицца пепперони костко",
    "costco pepperoni pizza",
    "slice 223, whole 1338",
  ],
  // Corn dog, frankfurter or hot dog with cornbread coating — 250 kcal
  ["corn-dog", "fn:27560300", "корн-дог", "corn dog; corn dogs", "piece 80"],
  // Ham sandwich, with spread — 216 kcal
  // Beef barbecue submarine sandwich, on bun (FNDDS 27510130): a brisket sandwich is smoked beef on a bun with
  // barbecue sauce; it was the generic ham sandwich, the brisket read into its name.
  [
    "brisket-sandwich",
    "fn:27510130",
    "сэндвич с брискетом; бургер с брискетом",
    "brisket sandwich; brisket sandwiches; bbq brisket sandwich; beef brisket sandwich; smoked brisket sandwich; bbq beef sandwich; barbecue beef sandwich; chopped beef sandwich",
    "piece 192",
  ],
  ["sandwich", "fn:27520300", "сэндвич; сандвич; сендвич", "sandwich; sandwiches; ham sandwich", "piece 150"],
  // "bacon and egg roll", "bacon n egg roll": British and Australian diaries name the breakfast sandwich of bacon and
  // an egg in a bread roll so, never the Chinese fried egg roll; FNDDS weighs the sandwich at 177 g.
  [
    "bacon-egg-sandwich",
    "fn:27520140",
    "сэндвич с беконом и яйцом; бутерброд с беконом и яйцом",
    "bacon and egg sandwich; bacon and egg roll; bacon egg roll; bacon n egg roll; bacon and egg butty",
    "piece 177",
  ],
  // Sliced chicken sandwich, with spread — 225 kcal
  ["club-sandwich", "fn:27540110", "сэндвич с курицей; клаб-сэндвич", "chicken sandwich; club sandwich", "piece 200"],
  // Grilled cheese sandwich, Cheddar cheese, on white bread — 367 kcal
  [
    "grilled-cheese",
    "fn:14640125",
    // A Russian "тост с сыром" is an open slice of toast with cheese, two items (toast, cheese), not this sandwich;
    // nor is a "горячий бутерброд", an open slice baked under cheese (catalog recipes, hot-sandwich).
    "сэндвич с сыром на гриле; гриль-сэндвич с сыром",
    // "cheese toast", "cheese on toast" are the open slice (recipes.ts, hot-sandwich), counted by the slice.
    "grilled cheese; grilled cheese sandwich",
    "piece 130",
  ],
  // Fast foods, submarine sandwich, bacon, lettuce, and tomato on white bread — 205 kcal
  ["blt", "sr:21162", "сэндвич с беконом", "blt; blt sandwich", "piece 150"],
  // Peanut butter and jelly sandwich, NFS — 363 kcal
  [
    "pbj",
    "fn:42302010",
    "бутерброд с арахисовой пастой",
    "peanut butter sandwich; pb&j; peanut butter and jelly sandwich; peanut butter and jelly; pbj",
    "piece 100",
  ],
  // Cheese sandwich, NFS — 285 kcal (two slices; the open Russian бутерброд с сыром is a recipe)
  ["cheese-sandwich", "fn:14640000", "сэндвич с сыром", "cheese sandwich", "piece 102"],
  // Bologna sandwich, with spread — 295 kcal
  ["bologna-sandwich", "fn:27560110", "сэндвич с колбасой", "bologna sandwich; sausage sandwich", "piece 83"],
  // Tuna salad wrap sandwich — 246 kcal
  ["tuna-sandwich", "fn:27550755", "сэндвич с тунцом", "tuna sandwich", "piece 180"],
  // French toast, plain — 272 kcal
  ["french-toast", "fn:55301000", "французский тост; гренки с яйцом", "french toast", "slice 65"],
  // Pancakes, plain — 279 kcal
  ["pancakes-us", "fn:55101000", "панкейк; панкейки; панкейков", "pancakes; pancake; hotcakes", "piece 40"],
  // Waffle, plain — 369 kcal
  ["waffles", "fn:55201000", "вафли венские; венские вафли", "waffle; waffles", "piece 75"],
  // The same record; a thick Belgian waffle is FNDDS 55201000's "1 thick / Belgian waffle" (135 g).
  [
    "belgian-waffle",
    "fn:55201000",
    "бельгийская вафля; бельгийские вафли",
    "belgian waffle; belgian waffles",
    "piece 135",
  ],
  // Crepe, plain — 223 kcal
  ["crepes", "fn:55401000", "крепы; креп", "crepes; crepe", "piece 60"],
  // Fast foods, burrito, with beans and beef — 191 kcal
  ["burrito", "sr:21063", "буррито", "burrito; burritos; chicken burrito; beef burrito", "piece 300"],
  // Taco or tostada with chicken — 255 kcal
  ["tacos", "fn:58101520", "тако; такос", "taco; tacos", "piece 100"],
  // Chicken or turkey, potatoes, corn, and cheese, with gravy — 124 kcal: KFC's Famous Bowl, FNDDS's "KFC Bowl" 531 g
  // ("kfc famous bowl" was not read at all).
  ["famous-bowl", "fn:27341000", "боул kfc", "famous bowl; famous bowls; kfc bowl", "piece 531"],
  // Taco or tostada with meat — 247 kcal, a taco of no size named 115 g (FNDDS's "taco or tostada, NS size"): "beef
  // tacos" were FNDDS's beef taco filling, 153 g each.
  [
    "beef-tacos",
    "fn:58101320",
    "тако с говядиной",
    "beef taco; beef tacos; ground beef taco; ground beef tacos; meat taco; meat tacos",
    "piece 115",
  ],
  // Taco shell, corn — 476 kcal
  ["taco-shells", "fn:52215300", "тако шеллы", "taco shell; taco shells", "piece 13"],
  // Taco or tostada with chicken and beans — 204 kcal
  ["tostadas", "fn:58101735", "тостада; тостады", "tostada; tostadas", "piece 100"],
  // Quesadilla with chicken — 325 kcal
  ["quesadilla", "fn:58104740", "кесадилья; кесадилья с курицей", "quesadilla; quesadillas", "piece 180"],
  // Enchilada with chicken and beans, red-chile or enchilada sauce — 117 kcal
  ["enchiladas", "fn:58100620", "энчилада", "enchilada; enchiladas", "piece 160"],
  // Nachos with cheese — 343 kcal
  ["nachos", "fn:58104120", "начос", "nachos", "serving 120"],
  // Nachos with meat, cheese, and sour cream — FNDDS 58104180, 211 kcal, which names Taco Bell's Nachos Supreme and
  // weighs one at 195 g; "nachos supreme" had been the plain nachos with cheese (decision 024, the fiftieth batch).
  ["nachos-supreme", "fn:58104180", "начос суприм", "nachos supreme; nacho supreme", "serving 195"],
  // Fajita with chicken and vegetables — 161 kcal
  ["fajitas", "fn:58105000", "фахитос; фахита", "fajita; fajitas", "piece 200"],
  // Chimichanga with meat — 246 kcal
  ["chimichanga", "fn:58104500", "чимичанга", "chimichanga; chimichangas", "piece 200"],
  // Taquito or flauta with chicken — 284 kcal
  ["taquitos", "fn:58104830", "такитос", "taquitos", "piece 40"],
  // Tamale with meat — 215 kcal
  ["tamales", "fn:58103120", "тамалес", "tamale; tamales", "piece 140"],
  // Chilaquiles, tortilla casserole with salsa and cheese, no egg — 298 kcal
  ["chilaquiles", "fn:58100370", "чилакилес", "chilaquiles", "serving 200"],
  // Empanada, Mexican turnover, filled with meat and vegetables — 335 kcal
  ["empanada", "fn:58116120", "эмпанада", "empanada; empanadas", "piece 120"],
  // Taco or tostada salad with meat — 178 kcal
  // Its meat named first is still the salad ("beef taco salad" was beef and a taco salad, then a taco and a salad).
  [
    "taco-salad",
    "fn:58101930",
    "тако-салат",
    "taco salad; beef taco salad; ground beef taco salad; meat taco salad",
    "plate 250",
  ],
  // Chili con carne with beans — 102 kcal
  ["chili", "fn:27111410", "чили кон карне; чили", "chili; chili con carne", "plate 250"],
  // Lasagna with meat — 139 kcal
  [
    "lasagna",
    "fn:58130011",
    "лазанья; лазаньи; лазанью; лазанья болоньезе",
    "lasagna; lasagne; lasagne bolognese; lasagna bolognese; lasagne al forno; lasagna al forno",
    // A whole one is FNDDS's 8" square pan (58130020: 1,235 g, six of its 206 g pieces).
    "piece 250, whole 1235",
  ],
  // Spaghetti with meat sauce, frozen entree — 90 kcal
  [
    "spaghetti-bolognese",
    "sr:22401",
    "спагетти болоньезе; болоньезе; паста болоньезе",
    "spaghetti bolognese; spaghetti with meat sauce; bolognese; spag bol; spag bols",
    "plate 300",
  ],
  // Pasta with tomato-based sauce, restaurant — 157 kcal
  // "паста в томатном соусе", as "паста в сливочном соусе" below: the pasta in its sauce had been 125 g of the sauce
  // alone, named "соус для пасты" (whose words, "для" left out, the plain "паста в соусе" still shares).
  [
    "pasta-tomato",
    "fn:58146221",
    "паста с томатным соусом; паста в томатном соусе",
    "pasta with tomato sauce; pasta marinara",
    "plate 300",
  ],
  // Pasta with cream sauce, restaurant — 202 kcal
  [
    "alfredo",
    "fn:58146381",
    "паста альфредо; паста со сливочным соусом; паста в сливочном соусе",
    "fettuccine alfredo; alfredo pasta; creamy pasta",
    "plate 300",
  ],
  // Pasta with cream sauce and poultry, restaurant — FNDDS 58146421, 204 kcal; with seafood, 58146441, 200 kcal: the
  // alfredo with its chicken or shrimp in it, on the plain alfredo's plate. "fettuccine alfredo with chicken" was the
  // plain plate and 120 g of chicken beside it, 804 kcal (decision 024, "Readings left open, a second round").
  [
    "chicken-alfredo",
    "fn:58146421",
    "паста альфредо с курицей; паста с курицей в сливочном соусе; паста со сливочным соусом и курицей",
    "chicken alfredo; chicken fettuccine alfredo; chicken alfredo pasta; alfredo chicken pasta; chicken fettuccine; creamy chicken pasta",
    "plate 300",
  ],
  [
    "seafood-alfredo",
    "fn:58146441",
    "паста альфредо с креветками; паста с креветками в сливочном соусе; паста с морепродуктами в сливочном соусе",
    "shrimp alfredo; shrimp fettuccine alfredo; shrimp alfredo pasta; seafood alfredo; seafood fettuccine alfredo; creamy shrimp pasta",
    "plate 300",
  ],
  // Macaroni or noodles with cheese — 222 kcal
  // The American dish of pasta in a cheese sauce. A Russian "макароны с сыром" is boiled pasta with grated cheese over
  // it (the catering recipe book's "макаронные изделия отварные с сыром"), read as the pasta and the cheese, as
  // "макароны с тёртым сыром" is; as this record it was some 40% over (decision 024, follow-up: Russian diary text).
  [
    "mac-and-cheese",
    "fn:58145110",
    "мак энд чиз; мак-н-чиз; макнчиз",
    "macaroni and cheese; mac and cheese; mac n cheese",
    "plate 250",
  ],
  // Ravioli, cheese-filled, with tomato sauce — 98 kcal
  // Ravioli named by their cheese or spinach filling are these cheese ravioli, not spinach and ricotta beside them.
  [
    "ravioli",
    "fn:58131520",
    "равиоли",
    "ravioli; cheese ravioli; ricotta ravioli; spinach ravioli; spinach and ricotta ravioli; spinach ricotta ravioli",
    "plate 250",
  ],
  // Tortellini, cheese-filled, meatless, with tomato sauce — 147 kcal
  ["tortellini", "fn:58134620", "тортеллини", "tortellini", "plate 250"],
  // KASHI Mushroom & Asparagus Risotto, frozen, unprepared — 116 kcal
  ["risotto", "sr:32023", "ризотто", "risotto", "plate 250"],
  // Paella with seafood — 142 kcal
  ["paella", "fn:27350020", "паэлья", "paella", "plate 300"],
  // Jambalaya with meat and rice — 162 kcal
  ["jambalaya", "fn:27363100", "джамбалайя", "jambalaya", "plate 300"],
  // Gumbo with rice — 89 kcal
  ["gumbo", "fn:27363000", "гамбо", "gumbo", "plate 300"],
  // Rice, fried, NFS — 174 kcal
  [
    "fried-rice",
    "fn:58150310",
    "жареный рис; рис жареный; рис с овощами жареный",
    "fried rice; egg fried rice; special fried rice",
    "plate 250",
  ],
  // Chow mein or chop suey, NS as to type of meat, with noodles — 131 kcal: FNDDS's own record of "chow mein, NFS";
  // takeout chow mein is fried noodles with meat (the meatless vegetables with no noodles were 43 kcal).
  ["chow-mein", "fn:27360080", "чоу мейн", "chow mein", "plate 250"],
  // Lo mein, NFS — 121 kcal
  [
    "lo-mein",
    "fn:58136110",
    "лапша вок; вок; лапша с овощами; удон вок",
    // Yakisoba is the Japanese plate of the same stir-fried wheat noodles with pork and vegetables.
    // Pancit (canton, bihon) is the Filipino plate of the same stir-fried noodles with meat and vegetables (decision
    // 024, the forty-third batch).
    "lo mein; wok noodles; stir-fried noodles; yakisoba; yaki soba; pancit; pancit canton; pancit bihon",
    "plate 300",
  ],
  // Pad Thai, NFS — 154 kcal
  ["pad-thai", "fn:58137210", "пад тай; пад-тай", "pad thai", "plate 300"],
  // Chicken curry — 106 kcal
  // Tikka masala, korma and butter chicken are the same dish to FNDDS, which has no record of them apart; named so
  // they were chicken with their words read as nothing (butter chicken a diet frozen meal with potatoes). So are the
  // British curry house's madras, jalfrezi, bhuna, balti, dopiaza and pasanda, and paneer in the butter chicken's sauce
  // ("chicken madras" was 120 g of plain chicken, "paneer butter masala" a pat of butter).
  [
    "curry",
    "fn:27146150",
    "карри; курица карри; карри с курицей; тикка масала; курица тикка масала; корма",
    "curry; chicken curry; curries; chicken tikka masala; tikka masala; chicken korma; korma; butter chicken; murgh makhani; chicken makhani; chicken madras; madras; chicken jalfrezi; jalfrezi; chicken bhuna; bhuna; chicken balti; balti; chicken dopiaza; dopiaza; chicken pasanda; pasanda; paneer butter masala; paneer makhani",
    "plate 250",
  ],
  // Sushi, NFS — 93 kcal
  // A serving of rolls is one roll cut in eight pieces.
  // Named with no count, a set of eight pieces, as a roll or a portion is served. A sushi bar's own rolls, named by
  // no fish FNDDS has a roll of ("rainbow roll", "spicy yellowtail hand roll"), are rolls of no kind named; read by
  // their last word they were a 40 g bread roll.
  [
    "sushi",
    "fn:58151100",
    "суши; ролл; роллы; роллов",
    "sushi; sushi roll; rolls; maki; rainbow roll; spider roll; yellowtail roll; spicy yellowtail roll; hand roll; hand rolls; temaki; salmon avocado roll; caterpillar roll; volcano roll; dynamite roll; specialty roll",
    // A set ("сет роллов") is boxed for delivery as three rolls, 24 pieces of FNDDS's 30 g.
    "serving 240, piece 30, pack 720",
  ],
  // Broccoli cheese soup, prepared with milk — FNDDS's amount when none is said, 299 g. "broccoli cheddar soup" was
  // broccoli beside a cheddar soup.
  [
    "broccoli-cheese-soup",
    "fn:72302100",
    "сырный суп с брокколи; суп с брокколи и сыром",
    "broccoli cheddar soup; broccoli cheese soup",
    "plate 299",
  ],
  // Soybean soup, miso broth — 33 kcal
  ["miso-soup", "fn:41601070", "мисо; мисо-суп; мисо суп", "miso soup", "plate 250"],
  // Pho — 88 kcal. FNDDS's record is any Vietnamese meat and rice noodle soup, bun bo hue among them; "bun" alone
  // was read as a bread roll.
  ["pho", "fn:28310330", "фо бо; суп фо", "pho; bun bo hue; bún bò huế", "plate 500"],
  // Egg rolls, pork, refrigerated, heated — 222 kcal
  // Lumpia, the Filipino fried roll of pork and vegetables in a wheat wrapper, has no USDA record of its own; it is
  // read as this egg roll, the same roll (decision 024, the forty-third batch); so is the Vietnamese chả giò.
  [
    "egg-rolls",
    "sr:22953",
    "яичный ролл",
    "egg rolls; egg roll; lumpia; lumpias; lumpia shanghai; lumpiang shanghai; cha gio; vietnamese egg roll; vietnamese egg rolls; imperial rolls",
    "piece 90",
  ],
  // Dumpling, steamed, filled with meat, poultry, or seafood — 113 kcal
  [
    "dumplings-asian",
    "fn:58112510",
    "дим-самы; дамплинги; гёдза",
    // Dim sum's steamed dumplings by their menu names: har gow (shrimp), siu mai or shumai (pork and shrimp), and the
    // Australian takeaway's dim sim, and Korean mandu.
    "dumplings; dim sum; gyoza; pork dumplings; chicken dumplings; shrimp dumplings; steamed dumplings; har gow; har gau; siu mai; shumai; shu mai; siomai; dim sim; dim sims; mandu",
    "piece 25",
  ],
  // Stuffed grape leaves with beef and rice — 237 kcal. A Caucasian долма is larger than FNDDS's 21 g roll.
  // English "dolmas" are the Greek rice rolls (us-shelf-foods.ts); this row is the Caucasian one with meat.
  [
    "dolma",
    "fn:27315270",
    "долма; долмы; долму; толма; толмы",
    "meat dolma; dolma with meat; stuffed grape leaves with meat",
    "serving 200, piece 35",
  ],
  // Falafel — 509 kcal
  ["falafel", "fn:41209000", "фалафель", "falafel", "piece 17"],
  // Gyro sandwich (pita bread, beef, lamb, onion, condiments), with tomato and spread — 167 kcal
  [
    "gyro",
    "fn:27516010",
    "гирос; донер; донер-кебаб; донер кебаб; дёнер кебаб; дёнер-кебаб",
    // "doner", "chicken doner", "souvlaki pita": the kebab shop's and the Greek grill's meat in a pita, as typed there.
    "gyro; gyros; doner kebab; chicken gyro; lamb gyro; beef gyro; doner; chicken doner; lamb doner; doner wrap; souvlaki pita; chicken souvlaki pita; pork souvlaki pita; souvlaki wrap; donair; donairs",
    "piece 390",
  ],
  // Lamb, domestic, cubed for stew or kabob (leg and shoulder), separable lean only, trimmed to 1/4" fat, cooked, braised — 223 kcal
  ["kebab", "sr:17060", "шашлык; шашлыка; шашлычок; кебаб", "shish kebab; kebab; kabob; shashlik", "serving 200"],
  // Chicken, NS as to part, baked, broiled, or roasted, NS as to skin eaten — 165 kcal
  [
    "chicken-shashlik",
    "fn:24102000",
    "шашлык из курицы; куриный шашлык",
    // Lebanese shish tawook and Japanese yakitori are chicken grilled on skewers, this kebab.
    "chicken kebab; chicken shashlik; shish tawook; shish taouk; chicken shish tawook; tawook; yakitori; chicken yakitori",
    "serving 200",
  ],
  // Chicken thighs are skewered in Russia with their skin: Chicken, broilers or fryers, thigh, meat and skin, cooked,
  // roasted — 232 kcal. Read as the chicken shashlik NFS it was 165.
  [
    "chicken-thigh-shashlik",
    "sr:05094",
    "шашлык из куриных бедер; шашлык из куриных бёдер; шашлык из бедер; шашлык из бёдер; шашлык из бедра; шашлык из куриного бедра; шашлык из бедрышек; шашлык из куриных бедрышек",
    "chicken thigh kebab",
    "serving 200",
  ],
  // Meatballs, NS as to type of meat, with sauce — 185 kcal
  ["kebab-lula", "fn:27160100", "люля-кебаб; люля", "lula kebab", "piece 100"],
  // Meat loaf made with beef — 200 kcal
  ["meatloaf", "fn:27214100", "мясной рулет; митлоф", "meatloaf; meat loaf", "slice 110"],
  // Chicken or turkey pot pie — 204 kcal
  [
    "pot-pie",
    "fn:27347100",
    "пирог с курицей; курник; куриный пирог",
    "pot pie; chicken pot pie; pot pies; chicken and mushroom pie; chicken and leek pie; chicken and ham pie",
    "piece 220",
  ],
  // Beef pot pie — 223 kcal. The meat pie of a British, Australian or New Zealand diary is one pie a person, as
  // FNDDS's 8 oz pot pie (227 g) is; read as a Russian meat pirozhok it was 90 g.
  [
    "meat-pie",
    "fn:27317010",
    "мясной пирог порционный; пирог с говядиной порционный",
    // A Québec tourtière is a meat pie of the same kind, one to a person.
    "meat pie; meat pies; beef pie; beef pot pie; tourtiere; tourtieres; tourtière",
    "piece 227",
  ],
  // Quiche with meat, poultry or fish — 386 kcal
  ["quiche", "fn:58125110", "киш; киш лорен", "quiche; quiche lorraine", "piece 150"],
  // Cheese souffle — 204 kcal
  ["souffle", "fn:14630200", "суфле", "souffle", "serving 100"],
  // Beef stew with potatoes and vegetables including carrots, broccoli, and/or dark-green leafy; tomato-based sauce — 90 kcal
  ["stew", "fn:27311310", "рагу; рагу овощное с мясом; тушёное мясо с овощами", "stew; beef stew; stews", "plate 300"],
  // Beef goulash — 102 kcal
  ["goulash", "fn:27111100", "гуляш; гуляша", "goulash", "plate 250"],
  // Chicken or turkey noodle soup, cream of, home recipe, canned, or ready-to-serve — 49 kcal. A soup not named
  // further ("тарелка супа", "супчик") is the everyday Russian one: chicken broth with noodles or potato.
  // Sopa de tortilla, Mexican style tortilla soup, home recipe (FNDDS 58421080): it is made on chicken, so "chicken
  // tortilla soup" is this soup, not 120 g of chicken beside it.
  [
    "tortilla-soup",
    "fn:58421080",
    "суп с тортильей; мексиканский суп с тортильей",
    "tortilla soup; chicken tortilla soup; sopa de tortilla",
    "plate 300",
  ],
  // Kidney beans and rice, from fast food / restaurant (FNDDS 58160102): red beans and rice, the Louisiana dish, is one
  // record; it was red beans and rice counted apart.
  [
    "red-beans-and-rice",
    "fn:58160102",
    "красная фасоль с рисом",
    "red beans and rice; red beans & rice; red beans n rice; red beans 'n rice; red beans with rice",
    "serving 170, cup 170",
  ],
  [
    "chicken-soup",
    "fn:58403050",
    "куриный суп; суп с курицей; куриный суп с лапшой; суп куриный; суп; супа; супы; суп домашний; суп-лапша; суп лапша",
    "chicken soup; chicken noodle soup",
    "plate 300",
  ],
  // Tomato soup, NFS — 33 kcal
  ["tomato-soup", "fn:74601000", "томатный суп; суп томатный; гаспачо", "tomato soup; gazpacho", "plate 300"],
  // Soup, cream of mushroom, canned, condensed — 79 kcal
  [
    "cream-soup",
    "sr:06043",
    "крем-суп; суп-пюре; грибной крем-суп; сырный суп; суп-пюре грибной",
    "cream soup; cream of mushroom soup; mushroom soup",
    "plate 300",
  ],
  // Vegetable soup, home recipe — 38 kcal
  ["vegetable-soup", "fn:75649110", "овощной суп; суп овощной", "vegetable soup; minestrone", "plate 300"],
  // Clam chowder, New England, prepared with milk — 61 kcal
  ["chowder", "fn:28355120", "чаудер; суп с морепродуктами", "chowder; chowders; clam chowder", "plate 300"],
  // Lentil soup, home recipe, canned, or ready-to-serve — 64 kcal
  ["lentil-soup", "fn:41603010", "чечевичный суп; суп из чечевицы", "lentil soup", "plate 300"],
  // Greek Salad, no dressing — 42 kcal: what a Greek salad is once a dressing is named or refused (index.ts
  // SALADS_UNDRESSED); named alone it is served dressed (recipes.ts greek-salad).
  ["greek-salad-plain", "fn:75146000", "греческий салат без заправки", "greek salad without dressing", "plate 200"],
  // Fast foods, coleslaw — 153 kcal
  ["coleslaw", "sr:21127", "коул-слоу; капустный салат с майонезом", "coleslaw; cole slaw", "serving 120"],
  // Potato salad with egg, from restaurant — 175 kcal
  ["potato-salad", "fn:71600950", "картофельный салат", "potato salad", "serving 150"],
  // Macaroni or pasta salad with meat — 211 kcal
  ["pasta-salad", "fn:58148550", "салат с макаронами", "pasta salad", "serving 150"],
  // Egg salad, made with mayonnaise — 257 kcal
  ["egg-salad", "fn:32103000", "яичный салат", "egg salad", "serving 100"],
  // Chicken or turkey salad, made with mayonnaise — 235 kcal
  ["chicken-salad", "fn:27446200", "куриный салат; салат с курицей", "chicken salad", "serving 150"],
  // Tuna salad, made with mayonnaise — 196 kcal
  // Shepherd's pie with beef — FNDDS 27311510 (its usual amount 182 g): the British "cottage pie" is the beef one
  // ("cottage pie" was an apple pie).
  ["cottage-pie", "fn:27311510", "пастуший пирог с говядиной", "cottage pie; cottage pies", "serving 182"],
  // "Tuna mayo" is the British name of the same filling ("a jacket potato with tuna mayo" was 15 g of mayonnaise).
  ["tuna-salad", "fn:27450060", "салат с тунцом", "tuna salad; tuna mayo; tuna mayonnaise", "serving 150"],
  // Tabbouleh — 126 kcal
  ["tabouli", "fn:58175110", "табуле", "tabouli; tabbouleh", "serving 150"],
  // Yogurt parfait, low fat, with fruit — 84 kcal
  // FNDDS's parfait is yoghurt with fruit, 84 kcal per 100 g: "йогурт с гранолой", "гранола с йогуртом" are the two
  // foods, the granola at 400-odd kcal per 100 g, not this (a 50 g granola was read as 168 kcal of parfait).
  ["yogurt-parfait", "fn:11446000", "парфе", "yogurt parfait; parfait", "piece 200"],
  // Oatmeal, regular or quick, made with milk, fat added — 126 kcal
  ["overnight-oats", "fn:56203067", "ленивая овсянка; овсянка в банке", "overnight oats", "piece 250"],
  // Puddings, rice, dry mix, prepared with whole milk — 121 kcal
  [
    "porridge-rice-milk",
    "sr:19195",
    "рисовая каша; рисовая каша на молоке; каша рисовая; каша дружба; каша «дружба»",
    // Kheer is the Indian rice pudding.
    "rice porridge; rice pudding; milk rice; kheer",
    "plate 250",
  ],
  // Corn, sweet, yellow, cooked, boiled, drained, without salt — 96 kcal
  ["corn-on-cob", "sr:11168", "варёная кукуруза; кукуруза в початках", "corn on the cob; boiled corn", "piece 150"],
  // Bruschetta, FNDDS's record (51136000: toasted bread topped with tomato, oil and garlic, 43 g a slice), which the
  // English name read before the Russian one was added.
  [
    "bruschetta",
    "fn:51136000",
    "брускетта; брускетты; брускетту; брускеттой; брускетт; брускетта с томатами; брускетта с помидорами",
    "bruschetta",
    "slice 43, piece 43",
  ],
  // Onion rings, breaded, par fried, frozen, prepared, heated in oven — 276 kcal
  // English measures ("an order of onion rings") by FNDDS's fried onion rings (75415022: fast food order 120 g), which
  // FNDDS's name search misses for its "Onion flavored rings" snack.
  [
    "onion-rings",
    "sr:11296",
    "луковые кольца; луковых колец; луковыми кольцами; луковое кольцо; луковые колечки; луковых колечек; луковыми колечками",
    "onion rings",
    "serving 100, piece 10",
    "fndds:75415022",
  ],
  // Potato skins, with cheese and bacon — 214 kcal
  ["potato-skins", "fn:71411000", "картофельные шкурки", "potato skins", "serving 100"],
  // Chicken wing, grilled with sauce — 250 kcal
  [
    "chicken-wings-bbq",
    "fn:24164010",
    "крылышки барбекю; крылышки баффало",
    "buffalo wings; bbq wings; hot wings",
    "piece 40",
  ],
  // Succotash, (corn and limas), cooked, boiled, drained, without salt — 115 kcal
  ["succotash", "sr:11496", "саккоташ", "succotash", "serving 150"],
  // Hominy, canned, white — 72 kcal
  ["hominy", "sr:20030", "хомини", "hominy", "serving 150"],
  // Vegetable tempura — 234 kcal
  ["tempura", "fn:75440200", "темпура", "tempura; vegetable tempura", "serving 100"],
];
