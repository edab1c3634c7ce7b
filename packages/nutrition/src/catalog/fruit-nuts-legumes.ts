// Fruit, berries, nuts, seeds and legumes. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const fruitNutsLegumes: readonly CatalogRow[] = [
  // Apples, raw, with skin — 52 kcal
  ["apple", "sr:09003", "яблоко; яблоки; яблок; яблочко; яблока", "apple; apples", "piece 180"],
  // Bananas, raw — 89 kcal
  ["banana", "sr:09040", "банан; бананы; банана; бананов", "banana; bananas", "piece 120"],
  // Bananas, raw — 89 kcal
  ["banana-with-peel", "sr:09040", "банан с кожурой", "banana with peel", "piece 180", "refuse"],
  // Oranges, raw, all commercial varieties — 47 kcal
  ["orange", "sr:09200", "апельсин; апельсины; апельсина", "orange; oranges", "piece 150"],
  // Oranges, raw, all commercial varieties — 47 kcal
  ["orange-with-peel", "sr:09200", "апельсин с кожурой", "orange with peel", "piece 200", "refuse"],
  // Tangerines, (mandarin oranges), raw — 53 kcal
  [
    "mandarin",
    "sr:09218",
    "мандарин; мандарины; мандаринка; мандаринов",
    "mandarin; mandarins; tangerine; clementine; mandarin oranges",
    "piece 75",
  ],
  // Grapefruit, raw, pink and red, all areas — 42 kcal
  ["grapefruit", "sr:09112", "грейпфрут", "grapefruit; grapefruits", "piece 250"],
  // Lemons, raw, without peel — 29 kcal
  ["lemon", "sr:09150", "лимон; лимона", "lemon; lemons", "piece 60"],
  // Limes, raw — 30 kcal
  ["lime", "sr:09159", "лайм", "lime; limes", "piece 45"],
  // Pears, raw — 57 kcal
  ["pear", "sr:09252", "груша; груши; груш", "pear; pears", "piece 170"],
  // Peaches, yellow, raw — 39 kcal
  ["peach", "sr:09236", "персик; персики", "peach; peaches", "piece 150"],
  // Nectarines, raw — 44 kcal
  ["nectarine", "sr:09191", "нектарин; нектарины", "nectarine; nectarines", "piece 140"],
  // Apricots, raw — 48 kcal
  ["apricot", "sr:09021", "абрикос; абрикосы", "apricot; apricots", "piece 35"],
  // Plums, raw — 46 kcal
  ["plum", "sr:09279", "слива; сливы", "plum; plums", "piece 65"],
  // Cherries, sweet, raw — 63 kcal
  ["cherries", "sr:09070", "черешня; черешни; черешен", "cherries; cherry; sweet cherries", "handful 80"],
  // Cherries, sour, red, raw — 50 kcal. Russian "вишня" is the sour cherry; черешня is the sweet one. SR28 weighs no
  // single sour cherry: one is 4-6 g, smaller than a sweet one (8.2 g).
  [
    "sour-cherries",
    "sr:09063",
    "вишня; вишни; вишен; вишенка; вишенки",
    "sour cherries; tart cherries",
    "handful 80, piece 5",
  ],
  // Grapes, red or green (European type, such as Thompson seedless), raw — 69 kcal
  [
    "grapes",
    "sr:09132",
    "виноград; винограда; виноградинки; виноградина; виноградины; виноградинка",
    "grapes; grape",
    "serving 100",
  ],
  // Kiwifruit, green, raw — 61 kcal
  ["kiwi", "sr:09148", "киви", "kiwi; kiwifruit; kiwis", "piece 75"],
  // Pineapple, raw, all varieties — 50 kcal
  // A ring of pineapple ("2 кольца ананаса") is SR28's thin slice, 56 g; its thick slice (166 g) is hardly cut.
  ["pineapple", "sr:09266", "ананас; ананаса", "pineapple", "serving 100, slice 56"],
  // Mangos, raw — 60 kcal
  ["mango", "sr:09176", "манго", "mango; mangos; mangoes", "piece 200"],
  // Papayas, raw — 43 kcal
  ["papaya", "sr:09226", "папайя", "papaya; papayas", "serving 150"],
  // Persimmons, japanese, raw — 70 kcal
  ["persimmon", "sr:09263", "хурма", "persimmon", "piece 170"],
  // Feijoa, raw — 61 kcal. A fruit without its peel weighs 42 g in SR28, and the pulp is what is eaten.
  ["feijoa", "sr:09334", "фейхоа", "feijoa", "piece 42"],
  // Litchis, raw — 66 kcal. SR28's fruit without shell and seed, 9.6 g.
  ["lychee", "sr:09164", "личи", "lychee; lychees; litchi", "piece 10"],
  // Passion-fruit, (granadilla), purple, raw — 97 kcal. The pulp of one fruit, 18 g in SR28.
  ["passion-fruit", "sr:09231", "маракуйя; маракуйи", "passion fruit; passion fruits", "piece 18"],
  // Guavas, common, raw — 68 kcal. One fruit, 55 g in SR28.
  ["guava", "sr:09139", "гуава; гуавы", "guava; guavas", "piece 55"],
  // Kumquats, raw — 71 kcal. One fruit, 19 g in SR28.
  ["kumquat", "sr:09149", "кумкват; кумкваты; кумквата; кумкватов", "kumquat; kumquats", "piece 19"],
  // Pummelo, raw — 38 kcal. A fruit without its rind and membranes is 609 g in SR28, so a segment ("долька помело")
  // is a tenth of it; named alone, a bowl of segments.
  ["pomelo", "sr:09295", "помело", "pomelo; pummelo", "serving 150, piece 609"],
  // Pomegranates, raw — 83 kcal
  ["pomegranate", "sr:09286", "гранат; граната; зёрна граната", "pomegranate; pomegranate seeds", "piece 250"],
  // Watermelon, raw — 30 kcal
  ["watermelon", "sr:09326", "арбуз; арбуза", "watermelon", "serving 300"],
  // Melons, cantaloupe, raw — 34 kcal
  ["melon", "sr:09181", "дыня; дыни", "melon; cantaloupe", "serving 200"],
  // Melons, honeydew, raw — 36 kcal
  ["honeydew", "sr:09184", "дыня медовая; медовая дыня", "honeydew; honeydew melon; honeydew melons", "serving 200"],
  // Strawberries, raw — 32 kcal
  ["strawberries", "sr:09316", "клубника; клубники; земляника; клубничка", "strawberries; strawberry", "serving 150"],
  // Raspberries, raw — 52 kcal
  ["raspberries", "sr:09302", "малина; малины", "raspberries; raspberry", "serving 100"],
  // Blueberries, raw — 57 kcal
  // "bluberries" is how FNDDS misspells its canned blueberries (63203110, "Bluberries, canned"), and how people slip
  // typing the fresh ones: "handful of bluberries" was 125 g of the canned fruit in syrup.
  [
    "blueberries",
    "sr:09050",
    "черника; голубика; черники",
    "blueberries; blueberry; bluberries; bluberry",
    "serving 100",
  ],
  // Blackberries, raw — 43 kcal
  ["blackberries", "sr:09042", "ежевика", "blackberries; blackberry", "serving 100"],
  // Currants, european black, raw — 63 kcal
  ["currants", "sr:09083", "смородина; чёрная смородина; красная смородина", "currants; blackcurrant", "serving 100"],
  // Gooseberries, raw — 44 kcal
  ["gooseberries", "sr:09107", "крыжовник", "gooseberries", "serving 100"],
  // Cranberries, raw — 46 kcal
  ["cranberries", "sr:09078", "клюква; брусника", "cranberries; cranberry; lingonberry", "serving 50"],
  // Blueberries, raw — 57 kcal
  ["berries", "sr:09050", "ягоды; ягодки; ягод; ягодный микс", "berries; mixed berries", "serving 100"],
  // Figs, raw — 74 kcal
  ["figs", "sr:09089", "инжир; инжира", "figs; fig", "piece 50"],
  // Figs, dried, uncooked — 249 kcal
  ["dried-figs", "sr:09094", "инжир сушёный; сушёный инжир", "dried figs", "piece 20"],
  // Apples, dried, sulfured, uncooked — 243 kcal. "Сушёные яблоки" read as fresh apples were a third of it.
  [
    "dried-apples",
    "sr:09011",
    "сушёные яблоки; сушеные яблоки; яблоки сушёные; яблочные чипсы; сушка яблочная",
    "dried apples; apple chips",
    "handful 30",
  ],
  // Cherries, dried — 333 kcal
  [
    "dried-cherries",
    "fn:62106000",
    "вяленая вишня; сушёная вишня; сушеная вишня; вишня вяленая; вишня сушёная",
    "dried cherries",
    "handful 30",
  ],
  // Fruit peel, candied — 322 kcal. Russian цукаты are candied peel and fruit pieces.
  ["candied-fruit", "fn:91708000", "цукаты; цукатов; цукатами", "candied peel; candied fruit", "handful 30"],
  // Dates, medjool — 277 kcal
  ["dates", "sr:09421", "финики; финик; фиников", "dates; date; medjool", "piece 24"],
  // Raisins, seedless — 299 kcal
  // A shop pack of dried fruit ("пачка изюма", "пачка кураги"): 200 g, the usual size of 100–500 g packs.
  ["raisins", "sr:09298", "изюм; изюма", "raisins", "tbsp 10, pack 200"],
  // Plums, dried (prunes), uncooked — 240 kcal
  // "чернослив" and "курага" are mass nouns, one word for one fruit and a heap: named alone they are a snack of four or
  // five (40 g, about the quarter cup SR28 weighs), not one prune of 10 g (decision 024, follow-up: Russian foods as
  // people name them). Counted ("5 штук") they are pieces.
  ["prunes", "sr:09291", "чернослив", "prunes; prune", "serving 40, piece 10"],
  // Apricots, dried, sulfured, uncooked — 241 kcal
  ["dried-apricots", "sr:09032", "курага; кураги", "dried apricots", "serving 40, piece 8, pack 200"],
  // Dried fruit named no further ("горсть сухофруктов"): the Russian shop mix of apricots, raisins and prunes.
  [
    "dried-fruit-mix",
    "recipe: dried-apricots 35, raisins 35, prunes 30; yield 1",
    "сухофрукты; сухофруктов; сухофруктами; смесь сухофруктов",
    "dried fruit mix",
    "handful 30, pack 200",
  ],
  // Nuts, coconut meat, raw — 354 kcal
  // A piece is SR28's 2" x 2" x 1/2" piece of the meat, 45 g: counted, a coconut was the whole medium one's 397 g of
  // meat ("кусочек кокоса" 1,405 kcal, "кокос x2" 2,811).
  [
    "coconut",
    "sr:12104",
    "кокос; кокосовая стружка",
    "coconut; coconuts; coconut flakes",
    "serving 30, piece 45, whole 397",
  ],
  // Nuts, coconut meat, dried (desiccated), sweetened, shredded — 501 kcal; a cup 93 g. The baker's coconut a coating
  // or a cake takes (coconut shrimp), where the raw meat above is 354 kcal.
  [
    "coconut-sweetened",
    "sr:12179",
    "сладкая кокосовая стружка; кокосовая стружка с сахаром",
    "sweetened coconut; sweetened shredded coconut; sweetened coconut flakes",
    "tbsp 6, cup 93",
  ],
  // Avocados, raw, all commercial varieties — 160 kcal
  ["avocado", "sr:09037", "авокадо", "avocado; avocados", "piece 150"],
  // Fruit salad, (peach and pear and apricot and pineapple and cherry), canned, water pack, solids and liquids — 30 kcal
  ["fruit-salad", "sr:09102", "фруктовый салат; фрукты", "fruit salad; fruit; fruits", "serving 150"],
  // Fruit cocktail, (peach and pineapple and pear and grape and cherry), canned, light syrup, solids and liquids — 57 kcal
  // English measures of it, and of applesauce and gelatin, by FNDDS's record of the same food (63311140, 63101120,
  // 91501010): "applesauce cup", "jello cup" are the 113 g and 95 g snack containers it is sold in, not a 244 g cup
  // and a 540 g package.
  [
    "fruit-cocktail",
    "sr:09099",
    "фруктовый коктейль консервированный",
    "fruit cocktail",
    "serving 120",
    "fndds:63311140",
  ],
  // Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity) — 42 kcal
  [
    "applesauce",
    "sr:09019",
    "яблочное пюре; пюре фруктовое; фруктовое пюре",
    "applesauce; apple sauce",
    "serving 120",
    "fndds:63101120",
  ],
  // Nuts, almonds — 579 kcal
  ["almonds", "sr:12061", "миндаль; миндаля", "almonds; almond", "handful 30"],
  // Nuts, walnuts, english — 654 kcal
  ["walnuts", "sr:12155", "грецкие орехи; грецкий орех; орехи грецкие", "walnuts; walnut", "handful 30"],
  // Nuts, hazelnuts or filberts — 628 kcal
  ["hazelnuts", "sr:12120", "фундук; лесные орехи; лесной орех", "hazelnuts; filberts", "handful 30"],
  // Nuts, cashew nuts, raw — 553 kcal
  // One nut is FNDDS 42104000's 1.5 g: "кешью 10 шт" was ten handfuls.
  ["cashews", "sr:12087", "кешью", "cashews; cashew", "handful 30, piece 1.5"],
  // Peanuts, all types, dry-roasted, without salt — 587 kcal
  ["peanuts", "sr:16390", "арахис; арахиса", "peanuts; peanut", "handful 30"],
  // Nuts, pistachio nuts, dry roasted, without salt added — 572 kcal
  ["pistachios", "sr:12152", "фисташки; фисташек", "pistachios; pistachio", "handful 30"],
  // Nuts, pecans — 691 kcal
  ["pecans", "sr:12142", "пекан; орехи пекан", "pecans; pecan", "handful 30"],
  // Nuts, brazilnuts, dried, unblanched — 659 kcal
  ["brazil-nuts", "sr:12078", "бразильский орех", "brazil nuts", "handful 30"],
  // Nuts, macadamia nuts, raw — 718 kcal
  ["macadamia", "sr:12131", "макадамия", "macadamia nuts; macadamia", "handful 30"],
  // Nuts, pine nuts, dried — 673 kcal
  ["pine-nuts", "sr:12147", "кедровые орехи; кедровые орешки", "pine nuts", "tbsp 9"],
  // Nuts, chestnuts, european, roasted — 245 kcal
  ["chestnuts", "sr:12167", "каштаны", "chestnuts", "handful 30"],
  // Nuts, mixed nuts, dry roasted, with peanuts, without salt added — 607 kcal
  // A snack pack of nuts ("пачка орешков") is sold at 50–150 g: 100 g.
  ["nuts", "sr:12135", "орехи; орешки; ореховый микс; смесь орехов", "nuts; mixed nuts", "handful 30, pack 100"],
  // Snacks, trail mix, regular — 462 kcal
  // A handful of nuts, seeds and dried fruit is 30 g (decision 024), of a mix of them too.
  ["trail-mix", "sr:19059", "трейл-микс; смесь орехов и сухофруктов", "trail mix", "handful 30"],
  // Seeds, sunflower seed kernels, dried — 584 kcal
  [
    "sunflower-seeds",
    "sr:12036",
    "семечки; семечки подсолнечника; подсолнечные семечки",
    "sunflower seeds; seeds",
    "handful 30",
  ],
  // Seeds, pumpkin and squash seed kernels, dried — 559 kcal
  ["pumpkin-seeds", "sr:12014", "тыквенные семечки; тыквенных семечек", "pumpkin seeds; pepitas", "tbsp 10"],
  // Seeds, chia seeds, dried — 486 kcal
  ["chia", "sr:12006", "чиа; семена чиа", "chia seeds; chia", "tbsp 12"],
  // Seeds, flaxseed — 534 kcal
  ["flax", "sr:12220", "семена льна; льняное семя", "flaxseed; flax seeds", "tbsp 10"],
  // Seeds, sesame seeds, whole, dried — 573 kcal
  ["sesame", "sr:12023", "кунжут", "sesame; sesame seeds", "tsp 3"],
  // Peanut butter, smooth style, without salt — 598 kcal
  // Named with no amount, USDA's serving of two tablespoons (32 g), as on toast or with celery.
  // "pb" is how a calorie app's quick-add is typed ("apple w/ 2 tbsp pb", "toast with pb").
  [
    "peanut-butter",
    "sr:16398",
    "арахисовая паста; арахисовое масло",
    "peanut butter; pb; jif; skippy",
    "serving 32, tbsp 16",
  ],
  // Peanut flour, low fat — 428 kcal: powdered peanut butter is peanuts pressed of most of their oil and ground, sold
  // by the 2-tablespoon serving (PB2's label: 2 tbsp 12-13 g, 50-60 kcal, 1.5 g fat; the low-fat flour 51 kcal and
  // 2.6 g, the defatted one 39 kcal and 0.1 g).
  [
    "peanut-powder",
    "sr:16100",
    "арахисовая мука; арахисовый порошок; сухая арахисовая паста",
    "powdered peanut butter; pb2; peanut butter powder; peanut powder; peanut flour",
    "serving 12, tbsp 6",
  ],
  // Nuts, almond butter, plain, without salt added — 614 kcal
  ["almond-butter", "sr:12195", "миндальная паста", "almond butter", "tbsp 16"],
  // Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type) — 595 kcal
  ["tahini", "sr:12166", "тахини; кунжутная паста", "tahini", "tbsp 15"],
  // Chocolate-flavored hazelnut spread — 541 kcal
  [
    "nutella",
    "sr:19125",
    "нутелла; нутеллы; нутеллу; нутеллой; нутеллка; нутеллки; паста нутелла; пасты нутелла; пастой нутелла; шоколадная паста",
    "nutella; hazelnut spread; chocolate spread",
    "tbsp 19",
  ],
  // Soybeans, mature seeds, dry roasted — 449 kcal
  ["soy-nuts", "sr:16111", "соевые орехи", "soy nuts", "handful 30"],
  // Beans, kidney, all types, mature seeds, cooked, boiled, without salt — 127 kcal
  [
    "beans",
    "sr:16028",
    "фасоль; фасоли; красная фасоль; варёная фасоль",
    "beans; kidney beans; red beans; bean(seed)",
    "serving 150",
  ],
  // Beans, kidney, all types, mature seeds, raw — 333 kcal
  ["beans-dry", "sr:16027", "фасоль сухая; сухая фасоль", "dry beans; uncooked beans", "serving 60"],
  // Beans, kidney, red, mature seeds, canned, drained solids — 124 kcal
  ["beans-canned", "sr:16145", "фасоль консервированная; консервированная фасоль", "canned beans", "serving 150"],
  // Beans, white, mature seeds, cooked, boiled, without salt — 139 kcal
  ["white-beans", "sr:16050", "белая фасоль", "white beans; cannellini", "serving 150"],
  // Beans, black, mature seeds, cooked, boiled, without salt — 132 kcal
  ["black-beans", "sr:16015", "чёрная фасоль", "black beans", "serving 150"],
  // Beans, pinto, mature seeds, cooked, boiled, without salt — 143 kcal
  ["pinto-beans", "sr:16043", "пёстрая фасоль", "pinto beans", "serving 150"],
  // Lima beans, large, mature seeds, cooked, boiled, without salt — 115 kcal
  ["lima-beans", "sr:16072", "лимская фасоль", "lima beans; butter beans", "serving 150"],
  // Beans, baked, canned, plain or vegetarian — 94 kcal
  [
    "baked-beans",
    "sr:16006",
    "фасоль в томатном соусе; печёные бобы",
    "baked beans; beans in tomato sauce",
    "serving 150",
  ],
  // Refried beans, canned, traditional style (includes USDA commodity) — 90 kcal
  ["refried-beans", "sr:16103", "фасолевое пюре", "refried beans", "serving 120"],
  // Lentils, mature seeds, cooked, boiled, without salt — 116 kcal
  ["lentils", "sr:16070", "чечевица; чечевицы; чечевичная каша", "lentils; lentil", "serving 150"],
  // Lentils, raw — 352 kcal: "lentils 60g dry", weighed out of the pack.
  ["lentils-dry", "sr:16069", "сухая чечевица; чечевица сухая", "dry lentils; uncooked lentils", "serving 60"],
  // Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt — 164 kcal
  ["chickpeas", "sr:16057", "нут; нута; турецкий горох", "chickpeas; garbanzo beans; chickpea", "serving 150"],
  // Chickpeas (garbanzo beans, bengal gram), mature seeds, raw — 378 kcal
  ["chickpeas-dry", "sr:16056", "нут сухой; сухой нут", "dry chickpeas; uncooked chickpeas", "serving 60"],
  // Peas, split, mature seeds, cooked, boiled, without salt — 118 kcal
  ["split-peas", "sr:16086", "горох; гороховая каша; колотый горох", "split peas; pea puree", "serving 150"],
  // Edamame, frozen, prepared — 121 kcal
  ["edamame", "sr:11212", "эдамаме; соевые бобы", "edamame; soybeans", "serving 100"],
  // Hummus, commercial — 166 kcal
  // A tub as sold: 10 oz (283 g, Sabra label), 200 g in Russian shops; taken at 200 g. "a tub of hummus" was a spoon.
  ["hummus", "sr:16158", "хумус; хумуса", "hummus; houmous", "tbsp 15, pack 200"],
  // Mung beans, mature seeds, cooked, boiled, without salt — 105 kcal
  ["mung-beans", "sr:16081", "маш", "mung beans", "serving 150"],
];
