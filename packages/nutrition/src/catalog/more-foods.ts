// More everyday foods: preserves, canned fish and meat, game, juices and sodas. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const moreFoods: readonly CatalogRow[] = [
  // Jams and preserves, apricot — 242 kcal
  ["apricot-jam", "sr:19719", "абрикосовое варенье; абрикосовый джем", "apricot jam", "tbsp 20"],
  // Jams and preserves — 278 kcal
  ["strawberry-jam", "sr:19297", "клубничное варенье; клубничный джем", "strawberry jam", "tbsp 20"],
  // Marmalade, orange — 246 kcal
  ["marmalade-orange", "sr:19303", "апельсиновый джем", "orange marmalade", "tbsp 20"],
  // Cream puff, eclair, custard or cream filled, NS as to icing — 276 kcal
  ["cream-puff", "fn:53420000", "профитроли; заварное пирожное", "profiteroles; cream puff", "piece 50"],
  // Ice cream cones, sugar, rolled-type — 402 kcal
  ["waffle-cone", "sr:18272", "сахарный рожок", "sugar cone", "piece 10"],
  // Snacks, tortilla chips, nacho cheese — 519 kcal. English bags by FNDDS 54401110 Tortilla chips, nacho cheese flavor
  // (Doritos): "a medium bag of doritos" is its 57 g single serving bag, a bag with no size the 1 oz snack bag as sold,
  // as of potato chips (decision 024, measures).
  [
    "chips-corn-salsa",
    "sr:19057",
    "начос с сыром чипсы",
    // The flavour before the brand is the chips' ("nacho doritos" was a 120 g plate of nachos beside them).
    "nacho cheese chips; doritos; nacho doritos; nacho cheese doritos; doritos nacho cheese",
    "serving 30, pack 28",
    "fndds:54401110",
  ],
  // Tortilla chips, cool ranch flavor (Doritos) — FNDDS 54401111, 470 kcal, its bags weighed as the nacho ones'
  // ("cool ranch doritos" was ranch dressing beside the chips).
  [
    "chips-cool-ranch",
    "fn:54401111",
    "чипсы доритос кул ранч",
    "cool ranch doritos; doritos cool ranch",
    "serving 30, pack 28",
  ],
  // Crackers, saltines (includes oyster, soda, soup) — 418 kcal
  [
    "crackers-saltine",
    "sr:18228",
    "солёные крекеры; галеты солёные",
    "saltines; saltine crackers; soda crackers",
    // SR28's "5 crackers square (1 serving)": saltines named with no count are that serving, not two crackers.
    "piece 3, serving 15",
  ],
  // Crackers, cheese, regular — 489 kcal. Named with no count they are SR28's single-serving bag of 28 g, not two of
  // its 1 g crackers.
  ["crackers-cheese", "sr:18214", "сырные крекеры", "cheese crackers", "piece 1, serving 28"],
  // Fish, tuna, light, canned in oil, drained solids — 198 kcal
  ["tuna-oil", "sr:15119", "тунец в масле", "tuna in oil", "serving 100"],
  // Fish, salmon, pink, canned, drained solids — 138 kcal
  ["salmon-canned", "sr:15260", "горбуша консервированная; лосось консервированный", "canned salmon", "serving 100"],
  // Fish, cod, Atlantic, canned, solids and liquid — 105 kcal
  ["cod-liver", "sr:15017", "печень трески", "cod liver; canned cod", "tbsp 20"],
  // Fish, mackerel, jack, canned, drained solids — 156 kcal
  ["saury", "sr:15048", "сайра; скумбрия консервированная", "canned mackerel; saury", "serving 100"],
  // Chicken, canned, meat only, with broth — 165 kcal
  ["chicken-canned", "sr:05277", "курица консервированная", "canned chicken", "serving 100"],
  // Liver sausage, liverwurst, pork — 326 kcal
  ["liver-sausage", "sr:07041", "ливерная колбаса; ливерка", "liverwurst; liver sausage", "slice 18"],
  // Blood sausage — 379 kcal
  ["blood-sausage", "sr:07005", "кровяная колбаса", "blood sausage; black pudding", "slice 25"],
  // Sausage, Italian, pork, cooked — 344 kcal. English measures are FNDDS's (25221350 Italian sausage: slice 15 g,
  // bun-size link 75 g): a slice is of a sausage, never a link.
  ["italian-sausage", "sr:07089", "итальянская колбаска", "italian sausage", "piece 80", "fndds:25221350"],
  // Chorizo, pork and beef — 455 kcal
  // A chorizo sausage is FNDDS 25220710's bun-size link, 75 g; "a chorizo sausage" was a slice and a sausage.
  ["chorizo", "sr:07019", "чоризо", "chorizo; chorizo sausage; chorizo sausages", "slice 10, piece 75"],
  // Frankfurter, turkey — 223 kcal
  ["turkey-sausage", "sr:07025", "сосиски из индейки", "turkey frankfurter; turkey hot dog", "piece 45"],
  // Duck, domesticated, liver, raw — 136 kcal
  // One liver counted is SR28 05143's "liver" of 44 g, not its 10 g "unit (yield from 1 lb ready-to-cook duck)".
  ["duck-liver", "sr:05143", "утиная печень", "duck liver", "serving 80, piece 44"],
  // Goose, domesticated, meat only, cooked, roasted — 238 kcal
  ["goose", "sr:05149", "гусь; гусятина", "goose", "serving 150"],
  // Game meat, deer, cooked, roasted — 158 kcal
  ["venison", "sr:17165", "оленина; лосятина", "venison; deer meat", "serving 120"],
  // Quail, cooked, total edible — 227 kcal
  ["quail", "sr:43282", "перепёлка; перепел", "quail", "piece 90"],
  // Game meat, horse, cooked, roasted — 175 kcal
  ["horse-meat", "sr:17171", "конина; казы", "horse meat", "serving 100"],
  // Cheese spread, pasteurized process, American — 290 kcal
  // FNDDS files Velveeta and Cheez Whiz under its cheese spread (14420100, 290 kcal, as this row).
  [
    "cheese-spread",
    "sr:01048",
    "сырный соус; сырная паста",
    // The Laughing Cow's wedges are a processed cheese spread (FNDDS's record, 14420100, names such spreads).
    "cheese spread; cheese sauce; velveeta; cheez whiz; laughing cow; the laughing cow; laughing cow cheese; laughing cow wedge; laughing cow wedges",
    "tbsp 15",
  ],
  // Kefir, lowfat, plain, LIFEWAY — 41 kcal
  ["kefir-lowfat", "sr:01289", "кефир 1%; обезжиренный кефир; кефир нежирный", "low fat kefir", "glass 250"],
  // Milk, goat, fluid, with added vitamin D — 69 kcal
  ["goat-milk", "sr:01106", "козье молоко", "goat milk; goat's milk", "glass 250"],
  // Milk, whole, 3.25% milkfat, with added vitamin D — 61 kcal
  ["baked-milk", "sr:01077", "топлёное молоко; молоко топлёное", "baked milk", "glass 250"],
  // Beverages, rice milk, unsweetened — 47 kcal
  ["rice-milk", "sr:14639", "рисовое молоко", "rice milk", "glass 250"],
  // Nuts, coconut water (liquid from coconuts) — 19 kcal
  ["coconut-water", "sr:12119", "кокосовая вода", "coconut water", "glass 250"],
  // Beverages, carbonated, club soda — 0 kcal
  // Unsweetened flavoured sparkling waters sold by brand are this water (La Croix, Bubly, Perrier: 0 kcal a can).
  [
    "mineral-sparkling",
    "sr:14121",
    "газированная вода; содовая",
    "club soda; soda water; seltzer; seltzer water; la croix; lacroix; bubly; perrier",
    "glass 250",
  ],
  // Beverages, carbonated, tonic water — 34 kcal
  [
    "tonic",
    "sr:14155",
    "тоник; швепс; швепс тоник; биттер лемон",
    "tonic water; tonic; schweppes; bitter lemon",
    "glass 250",
  ],
  // Beverages, carbonated, ginger ale — 34 kcal
  ["ginger-ale", "sr:14136", "имбирный эль", "ginger ale", "glass 330"],
  // Soft drinks, diet — FNDDS 92410620 (ginger ale), 92410720 (root beer), 92410420 (cream soda), 0 kcal; and 92550620
  // Fruit flavored drink, diet (Minute Maid Light lemonade), 4 kcal. "Diet" before a soda with no diet row of its own
  // was dropped, and "diet ginger ale" was the sugared one (docs/decisions/024, the diet variants follow-up).
  ["ginger-ale-diet", "fn:92410620", "имбирный эль без сахара", "diet ginger ale; ginger ale zero", "glass 330"],
  ["root-beer-diet", "fn:92410720", "рутбир без сахара", "diet root beer; root beer zero", "glass 330"],
  // Before the cream soda: a Russian «лимонад» is named «крем-сода» too, and its diet kind is the first row named so.
  [
    "lemonade-diet",
    "fn:92550620",
    "лимонад без сахара",
    "diet lemonade; light lemonade; sugar free lemonade",
    "glass 250",
  ],
  ["cream-soda-diet", "fn:92410420", "крем-сода без сахара", "diet cream soda; cream soda zero", "glass 330"],
  // Soft drink, cream soda — FNDDS 92410410, 51 kcal: "cream soda" was FNDDS's chocolate ice cream soda, 209 kcal.
  ["cream-soda", "fn:92410410", "американская крем-сода", "cream soda; cream sodas", "glass 330"],
  // Beverages, carbonated, lemon-lime soda, no caffeine — 41 kcal
  // A fountain drink in a Russian chain's cups, as cola (./drinks.ts).
  [
    "lemon-soda",
    "sr:14144",
    "спрайт; лимонад газированный; фанта",
    "sprite; lemon-lime soda; 7up; fanta",
    "glass 330, ru:small 300, ru:medium 400, ru:large 500",
  ],
  // Beverages, carbonated, low calorie, other than cola or pepper, without caffeine — 0 kcal
  [
    "lemon-soda-diet",
    "sr:14143",
    "спрайт зеро; спрайт без сахара; диетический спрайт",
    "diet sprite; sprite zero; diet 7up; diet lemon-lime soda",
    "glass 330",
  ],
  // Pear nectar, canned, without added ascorbic acid — 60 kcal
  ["pear-juice", "sr:09262", "грушевый сок", "pear juice; pear nectar", "glass 250"],
  // Pineapple juice, canned or bottled, unsweetened, without added ascorbic acid — 53 kcal
  ["pineapple-juice", "sr:09273", "ананасовый сок", "pineapple juice", "glass 250"],
  // Carrot juice, canned — 40 kcal
  ["carrot-juice", "sr:11655", "морковный сок", "carrot juice", "glass 250"],
  // Pomegranate juice, bottled — 54 kcal
  ["pomegranate-juice", "sr:09442", "гранатовый сок", "pomegranate juice", "glass 250"],
  // Beverages, chocolate-flavor beverage mix, powder, prepared with whole milk — 85 kcal. Its milk is in it: "несквик
  // на молоке" is this drink (a 30 g splash was added beside it); the id's "water" is kept for stored meals.
  ["cocoa-beverage-water", "sr:14177", "несквик; какао несквик", "nesquik; nesquik with milk", "glass 250"],
  // Mango nectar, canned — 51 kcal
  ["mango-juice", "sr:09436", "манговый сок; нектар манго", "mango juice; mango nectar", "glass 250"],
  // Names that used to land on the wrong food ("mahi mahi" → sushi, "soy sausage" → pork sausage, "spring rolls" →
  // bread rolls) or on nothing.
  // Fish, mahimahi, cooked, dry heat — 109 kcal
  ["mahi-mahi", "sr:15194", "махи-махи; махи махи; золотая макрель", "mahi mahi; mahi-mahi; mahimahi", "piece 150"],
  // Pastrami, NFS — 147 kcal
  ["pastrami", "fn:25221215", "пастрами; пастрама", "pastrami", "slice 28"],
  // Sausage, meatless — 255 kcal
  [
    "sausage-meatless",
    "sr:16107",
    "соевая сосиска; соевые сосиски; вегетарианская сосиска; веганская колбаска",
    "soy sausage; meatless sausage; veggie sausage; vegetarian sausage; vegan sausage",
    "piece 40",
  ],
  // Egg roll, meatless — 269 kcal. FNDDS has no "spring roll"; the fried egg roll is the same wrapper-and-vegetable
  // roll.
  [
    "spring-roll",
    "fn:58110110",
    "спринг-ролл; спринг ролл; спринг-роллы; весенний ролл",
    "spring roll; spring rolls",
    "piece 64",
  ],
  // Roll with meat and/or shrimp, vegetables and rice paper, not fried — FNDDS 58110200 ("summer roll", "Goi Cuon";
  // one roll 71 g): "fresh spring rolls" were the fried egg roll above, half as rich again.
  [
    "summer-roll",
    "fn:58110200",
    "летний ролл; летние роллы; ролл в рисовой бумаге; роллы в рисовой бумаге",
    "summer roll; summer rolls; fresh spring roll; fresh spring rolls; fresh roll; fresh rolls; goi cuon; rice paper roll; rice paper rolls",
    "piece 71",
  ],
  // Takeout dishes FNDDS has a record of that were read as one of their words (decision 024: "crab rangoon x4" was
  // 400 g of crab, "eggplant parmesan" an eggplant and a teaspoon of parmesan, "bean burrito" one with meat).
  // Puffs, fried, crab meat and cream cheese filled — FNDDS 58111200 ("Crab Rangoon"; one puff 23 g).
  [
    "crab-rangoon",
    "fn:58111200",
    "крабовый рангун; крабовые рангуны",
    "crab rangoon; crab rangoons; crab puffs; crab wontons; cream cheese wontons; cream cheese rangoon; cream cheese rangoons",
    // An order said with no count is FNDDS's unspecified amount, 100 g (four or so); one puff stays 23 g.
    "serving 100, piece 23",
  ],
  // Eggplant parmesan casserole, regular — FNDDS 75412060 (a cup 198 g, the serving of a plate of it).
  [
    "eggplant-parmesan",
    "fn:75412060",
    "баклажаны пармиджана; пармиджана из баклажанов",
    "eggplant parmesan; eggplant parm; eggplant parmigiana; aubergine parmigiana",
    "plate 198, cup 198",
  ],
  // Burrito with beans, meatless — FNDDS 58100320 (a burrito of no size named 285 g).
  [
    "bean-burrito",
    "fn:58100320",
    "буррито с фасолью",
    "bean burrito; bean burritos; bean and cheese burrito; burrito with beans",
    "piece 285",
  ],
  // Doughnut holes — FNDDS 53520170 ("Munchkins"; one 15 g): Dunkin's munchkins and Tim Hortons' timbits.
  [
    "doughnut-holes",
    "fn:53520170",
    "пончики-шарики",
    "donut holes; doughnut holes; donut hole; doughnut hole; munchkins; munchkin; timbits; timbit",
    "piece 15",
  ],
  // Frankfurter or hot dog sandwich, with chili, on white bun — FNDDS 27564440 (one 166 g, "chili dog"). A "coney",
  // after Coney Island, is what Michigan and Sonic call the chili dog; alone it was read as nothing.
  [
    "chili-dog",
    "fn:27564440",
    "чили-дог; чили дог",
    "chili dog; chili dogs; chili cheese dog; chili cheese dogs; coney dog; coney dogs; coney; coneys; chili cheese coney",
    "piece 166",
  ],
  // Orange chicken — FNDDS 27146350 (its "Quantity not specified" 189 g). Trader Joe's and takeout menus sell it as
  // "mandarin orange chicken" or "mandarin chicken", which was a mandarin and plain chicken.
  [
    "orange-chicken",
    "fn:27146350",
    "курица в апельсиновом соусе",
    "orange chicken; mandarin orange chicken; mandarin chicken",
    "serving 189",
  ],
  // Lentil curry — FNDDS 41311030 ("chickpea; other beans"; a cup 240 g): Indian takeout's dal and chana masala.
  [
    "lentil-curry",
    "fn:41311030",
    "чечевичное карри; нут масала; чана масала; дал из чечевицы",
    // Ethiopian misir wat is the same red lentils stewed in a spiced sauce.
    "dal; daal; dhal; dal tadka; dal makhani; lentil curry; chana masala; chole; chickpea curry; misir wat; misir wot; misir",
    "plate 240, cup 240",
  ],
  // Raw fish cut for sashimi, counted by FNDDS's slice of it ("1 cubic inch, boneless" 16 g); a serving with no count
  // is FNDDS's unspecified 57 g. "2 pieces of tuna sashimi" were two 120 g servings of tuna.
  [
    "tuna-sashimi",
    "fn:26153100",
    "сашими из тунца; сашими тунец",
    "tuna sashimi; ahi sashimi",
    "serving 57, piece 16, slice 16",
  ],
  // Sashimi said with no fish is the salmon most sushi menus serve most.
  [
    "salmon-sashimi",
    "fn:26137100",
    "сашими лосось; сашими из лосося; сашими",
    "salmon sashimi; sashimi",
    "serving 57, piece 16, slice 16",
  ],
  // Chow fun noodles with meat and vegetables — FNDDS 58135110 (a cup 152 g): the wide rice noodles of Cantonese chow
  // fun and Thai pad see ew, by the plate of the catalog's pad thai; drunken noodles are the same noodles with basil,
  // and Korean japchae glass noodles stir-fried with beef and vegetables, FNDDS having no record of either.
  [
    "chow-fun",
    "fn:58135110",
    "пад си ю; пад сиу",
    "chow fun; beef chow fun; chicken chow fun; pad see ew; chicken pad see ew; beef pad see ew; pad siew; pad si ew; drunken noodles; pad kee mao; pad kee mow; japchae; chapchae; jap chae",
    "plate 300, cup 152",
  ],
  // Diner and Italian-American plates FNDDS lists under another name, each of them in its own additional
  // descriptions: read by their words they were a fried chicken beside a Salisbury steak, a dip, a chicken, garlic.
  // Beef steak, battered, fried — FNDDS 21104110 ("chicken fried steak"): its medium steak 243 g, small 182, large 324.
  [
    "chicken-fried-steak",
    "fn:21104110",
    "стейк в кляре",
    "chicken fried steak; country fried steak; chicken-fried steak; chicken fried steak with gravy; country fried steak with gravy",
    "piece 243, small 182, large 324",
  ],
  // Chicken or turkey with mushroom sauce — FNDDS 27144000 ("chicken or turkey marsala"): half a breast with its
  // sauce 129 g, a cup 256 g, the plate a restaurant serves.
  ["chicken-marsala", "fn:27144000", "курица марсала", "chicken marsala; turkey marsala", "plate 256, cup 256"],
  // Roast beef submarine sandwich, on roll, au jus — FNDDS 27513070 ("French Dip sandwich"): one 193 g.
  ["french-dip", "fn:27513070", "френч дип", "french dip; french dip sandwich; french dip sub", "piece 193"],
  // Pasta with tomato-based sauce and cheese — FNDDS 58146150 ("Baked Ziti"): a cup 250 g.
  ["baked-ziti", "fn:58146150", "запечённые зити", "baked ziti", "plate 250, cup 250"],
  // Breadsticks, soft, from fast food / restaurant — FNDDS 51184210 ("Olive Garden; garlic breadsticks; garlic knot"):
  // a garlic knot 34 g, a restaurant's breadstick 50 g; the catalog's "breadsticks" are grissini (10 g).
  [
    "garlic-knots",
    "fn:51184210",
    "чесночные узелки",
    "garlic knots; garlic knot; soft breadsticks; soft breadstick; garlic breadsticks; garlic breadstick",
    "piece 34",
  ],
  // Steak and cheese submarine sandwich — FNDDS 27515020 ("Subway Steak & Cheese Sub": 6-inch 260 g, footlong 520 g).
  [
    "steak-cheese-sub",
    "fn:27515020",
    "саб со стейком и сыром",
    "steak and cheese sub; steak and cheese; steak & cheese; steak and cheese sandwich; steak & cheese sub",
    "piece 260, large 520",
  ],
  // FNDDS names a chalupa only third in "Gordita, sope, or chalupa with meat" (58104290; with sour cream, 58104280, is
  // Taco Bell's Chalupa Supreme): "chalupa" alone was read as nothing. One is the chain's 153 g.
  ["chalupa", "fn:58104290", "чалупа", "chalupa; chalupas; beef chalupa; chalupa baja", "piece 153"],
  // The same record shown as a sope where the text says "sope": a thick corn masa round with its topping, which a
  // reader of "sopes" shown "chalupa" would not know for their own food.
  ["sope", "fn:58104290", "сопес", "sope; sopes", "piece 153"],
  [
    "chalupa-supreme",
    "fn:58104280",
    "чалупа суприм",
    "chalupa supreme; chalupa supremes; gordita supreme; sope with sour cream",
    "piece 153",
  ],
  // General Tso chicken — FNDDS 27445150 (its unspecified amount 110 g, a cup 146 g): said without "chicken", as
  // takeout menus print it, it was read as nothing.
  [
    "general-tso",
    "fn:27445150",
    "курица генерала цо",
    "general tso's; general tso; general tsos; general tso's chicken; general tso chicken; general tao's chicken; general tao chicken; general tao's; general gau's chicken",
    "serving 110, cup 146",
  ],
  // Pastry, filled with potatoes and peas, fried — FNDDS 58124500 ("samosa"; a regular one 100 g): the Indian samosa
  // is this potato pastry, not the Central Asian samsa of lamb in butter pastry (120 g) it was read as.
  [
    "samosa",
    "fn:58124500",
    "индийская самоса",
    "samosa; samosas; vegetable samosa; vegetable samosas; potato samosa; aloo samosa; veg samosa",
    "piece 100",
  ],
  // Pakora — FNDDS 75440400 (vegetables dipped in chickpea flour, fried; one 12 g, an order of no count 48 g).
  ["pakora", "fn:75440400", "пакора", "pakora; pakoras; vegetable pakora; veg pakora", "serving 48, piece 12"],
  // Ice cream sundae, NFS — 243 kcal
  ["sundae", "fn:13121000", "мороженое сандей; сандей", "sundae; sundaes; ice cream sundae", "piece 150"],
  // Turnover, meat- and cheese-filled, no gravy: FNDDS's own record of the Hot Pockets sandwiches, one weighs 142 g.
  ["hot-pocket", "fn:58126130", "хот покет; хот-покет", "hot pocket; hot pockets; hotpocket", "piece 142"],
  // Spreads of butter or margarine with oil, as FNDDS weighs them (81104500, 81103040: cup 224 g, stick 112 g, tbsp 14 g).
  [
    "butter-oil-blend",
    "fn:81104500",
    "масло сливочно-растительное; спред сливочно-растительный",
    "butter-oil blend; butter oil blend; butter blend",
    "tbsp 14, cup 224, piece 112",
  ],
  [
    "margarine-oil-blend",
    "fn:81103040",
    "маргарин с растительным маслом",
    "margarine-oil blend; margarine oil blend",
    "tbsp 14, cup 224, piece 112",
  ],
  // Snack mix — FNDDS 54402200 (cup 60 g, small single serving bag 28 g).
  [
    "snack-mix",
    "fn:54402200",
    "снековая смесь",
    "party mix; chex mix; gardettos; gardetto's",
    "serving 28, cup 60, pack 28",
  ],
  // Pig in a blanket — FNDDS 27560350 (one 85 g). The British sausage roll is the same sausage baked in pastry, about
  // as rich (a bakery's: 317 kcal per 100 g against 324); "greggs sausage roll" was a 40 g bread roll.
  [
    "pig-in-blanket",
    "fn:27560350",
    "сосиска в тесте; сосиска в слойке",
    "pig in a blanket; pigs in a blanket; sausage roll; sausage rolls",
    "piece 85",
  ],
  // Crisp (fruit baked under a crumb topping) — FNDDS 53415100 (cup 246 g, a serving 123 g).
  [
    "fruit-crisp",
    "fn:53415100",
    "фруктовый крамбл; крамбл; яблочный крамбл",
    "fruit crisp; apple crisp; peach crisp; blueberry crisp; crumble; apple crumble; cobbler",
    "serving 123, cup 246",
  ],
  // Popover — FNDDS 52311010, whose other name is Yorkshire pudding (one 31 g). "yorkshire pudding" was a 120 g bowl of
  // sweet pudding.
  [
    "yorkshire-pudding",
    "fn:52311010",
    "йоркширский пудинг; йоркширские пудинги",
    "yorkshire pudding; yorkshire puddings; yorkshire pud; yorkshire puds; yorkshires; popover; popovers",
    "piece 31",
  ],
  // Toad in the hole: sausages baked in Yorkshire pudding batter, the batter weighed as baked popovers, one serving
  // of two sausages in its share of the tin.
  [
    "toad-in-the-hole",
    "recipe: yorkshire-pudding 150, sausage 100; yield 1",
    "сосиски в кляре по-английски",
    "toad in the hole; toad in a hole",
    "serving 220",
  ],
  // Turnover, meat-, potato-, and vegetable-filled, no gravy — FNDDS 58126180: the Cornish pasty's filling of beef,
  // potato, swede and onion. FNDDS's turnover is 88 g; a British bakery pasty weighs 200–230 g.
  [
    "pasty",
    "fn:58126180",
    "корнуоллский пирожок; пасти",
    "pasty; pasties; cornish pasty; cornish pasties; steak pasty",
    "piece 200",
  ],
  // Cookies, vanilla sandwich with creme filling — SR28 18210 (a round cookie 10 g, an oval one 15 g): the British
  // custard cream, 12–13 g. It was read as custard and a spoon of cream.
  [
    "custard-creams",
    "sr:18210",
    "печенье-сэндвич ванильное",
    "custard creams; custard cream; custard cream biscuits; vanilla sandwich cookies; vanilla sandwich cookie",
    "piece 12.5",
  ],
  // Graham crackers — FNDDS 54102010 (430 kcal, a large piece 14 g): the nearest USDA record to the British
  // digestive, a wholemeal biscuit of 470-odd kcal per 100 g on its pack, about 15 g each. A biscuit with a cup of tea
  // is read as this one (meal-text/biscuits.ts).
  [
    "digestive",
    "fn:54102010",
    "печенье дайджестив",
    "digestive; digestives; digestive biscuit; digestive biscuits; sweet biscuit; sweet biscuits",
    "piece 15",
  ],
  // Graham crackers, chocolate covered — FNDDS 54102020, 500 kcal: an Australian Tim Tam is two chocolate biscuits
  // sandwiched and coated in chocolate, about 18 g each (a 200 g pack holds eleven). It was left unread.
  ["tim-tam", "fn:54102020", "тим там", "tim tam; tim tams; timtam; timtams", "piece 18"],
  // Cookie, shortbread — FNDDS 53239000, 514 kcal; a medium one 30 g. Typed "shortbread biscuits" beside a tea, the
  // British butter biscuit was the digestive by its last word, 15 g and 470-odd kcal per 100 g. Only the British name
  // is the row's: "shortbread cookie" FNDDS finds by its own words, with icing or without.
  [
    "shortbread-biscuit",
    "fn:53239000",
    "песочное печенье шортбред",
    "shortbread biscuit; shortbread biscuits; shortbread",
    "piece 30",
  ],
  // A Scotch egg: a boiled egg wrapped in sausage meat and crumbed, as a shop's 113 g one (about 260 kcal per 100 g).
  // "scotch egg" was a shot of whisky and an egg.
  [
    "scotch-egg",
    "recipe: egg-boiled 55, sausage 45, bread-crumbs 13; yield 1",
    "шотландское яйцо; яйцо по-шотландски",
    "scotch egg; scotch eggs",
    "piece 113",
  ],
  // A full English breakfast as a café plates it: two sausages, two rashers of bacon, a fried egg, beans, a slice of
  // toast, mushrooms and a tomato, about 800 kcal.
  [
    "full-english",
    "recipe: sausage 100, bacon 24, egg-fried 46, baked-beans 130, toast 30, mushrooms 50, tomato 60; yield 1",
    // "завтрак" and "breakfast" are words a name drops (database.ts), so each name keeps a word of its own.
    "полный английский завтрак; фулл инглиш",
    "full english; full english breakfast; fry up; fry-up; full english fry up",
    "plate 440",
  ],
  // Chicken or turkey with dumplings — FNDDS 27246100 (a cup and its unspecified amount 244 g): the American stew of
  // chicken and dumplings, one dish, not chicken beside Asian dumplings.
  [
    "chicken-and-dumplings",
    "fn:27246100",
    "курица с клёцками",
    "chicken and dumplings; chicken with dumplings; chicken n dumplings",
    "serving 244",
  ],
  // Restaurant, café and takeaway dishes by their menu names (decision 024, follow-up "English names, a second
  // sweep"), each unread or read by one word of its name.
  // Snow cone — FNDDS 91621000, its unspecified amount 200 g: Hawaiian shave ice is the same shaved ice and syrup.
  [
    "snow-cone",
    "fn:91621000",
    "снежный конус",
    "snow cone; snow cones; shave ice; shaved ice; hawaiian shave ice",
    "piece 200",
  ],
  // Meringues — FNDDS 32401000, a medium one 22 g as its unspecified amount.
  ["meringue", "fn:32401000", "меренга; меренги", "meringue; meringues", "piece 22"],
  // A Jamaican patty: spiced beef in a turmeric pastry, FNDDS's meat pie (27360050 Meat pie, NFS, 119 g) by its own
  // 140 g turnover, as Caribbean bakeries sell it; "jamaican beef patty" was a beef burger patty.
  [
    "jamaican-patty",
    "fn:27360050",
    "ямайский пирожок",
    "jamaican patty; jamaican patties; jamaican beef patty; jamaican beef patties",
    "piece 140",
  ],
  // An egg tart, Hong Kong's dim sum or Portugal's pastel de nata: FNDDS's custard pie as a tart (53344070), one of a
  // bakery's 65 g tarts; "egg tart" was an egg.
  [
    "egg-tart",
    "fn:53344070",
    "тарталетка с заварным кремом; паштел де ната",
    "egg tart; egg tarts; custard tart; custard tarts; portuguese tart; pastel de nata; pasteis de nata",
    "piece 65",
  ],
  // Char siu, Cantonese barbecued pork: FNDDS's pork with barbecue sauce (27120030), its unspecified 197 g.
  ["char-siu", "fn:27120030", "чар сиу", "char siu; cha siu; chinese bbq pork; chinese barbecue pork", "serving 197"],
  // Sopaipilla with syrup or honey — FNDDS 53420410, one 70 g: menus and diaries spell it "sopapilla" as often, which
  // FNDDS's name does not hold.
  ["sopapilla", "fn:53420410", "сопапилья", "sopapilla; sopapillas; sopaipilla; sopaipillas", "piece 70"],
  // Affogato: a shot of espresso poured over a scoop of vanilla ice cream (66 g, SR28's half cup).
  ["affogato", "recipe: espresso 30, ice-cream 66; yield 1", "аффогато", "affogato", "piece 96"],
  // A London fog: Earl Grey tea with steamed milk and vanilla syrup, a café's 12 fl oz cup.
  [
    "london-fog",
    "recipe: tea 240, milk 110, sugar 12; yield 1",
    "лондонский туман",
    "london fog; london fog latte; earl grey latte",
    "mug 362",
  ],
  // Hawaiian loco moco: rice, a hamburger patty, a fried egg and brown gravy, as a plate lunch serves it.
  [
    "loco-moco",
    "recipe: rice 200, beef-ground 110, egg-fried 46, gravy 60; yield 1",
    "локо моко",
    "loco moco; loco mocos",
    "plate 416",
  ],
  // A diner's patty melt: a beef patty with Swiss cheese and grilled onions on buttered, griddled rye.
  [
    "patty-melt",
    "recipe: bread-rye 64, beef-ground 100, swiss-cheese 28, onion 40, butter 10; yield 1",
    "пэтти мелт",
    "patty melt; patty melts",
    "piece 242",
  ],
  // Pavlova: a meringue base under whipped cream and fruit, a slice of an eight-slice one.
  [
    "pavlova",
    "recipe: meringue 40, cream 40, strawberries 40; yield 1",
    "павлова; торт павлова",
    "pavlova; pavlovas",
    "piece 120",
  ],
  // Eton mess: broken meringue stirred with whipped cream and strawberries.
  [
    "eton-mess",
    "recipe: meringue 25, cream 60, strawberries 80; yield 1",
    "итонская путаница",
    "eton mess",
    "bowl 165",
  ],
  // A ploughman's lunch: bread and butter, cheddar, pickle (a chutney), an apple, lettuce and tomato.
  [
    "ploughmans",
    "recipe: bread 60, butter 10, cheddar 50, chutney 30, apple 80, lettuce 20, tomato 50; yield 1",
    "плаумэнс",
    "ploughman's; ploughmans; ploughman's lunch; ploughmans lunch; ploughman's platter",
    "plate 300",
  ],
  // Insalata caprese: a sliced tomato (SR28 11529, a medium one 123 g) and three ounces of fresh mozzarella (85 g) with
  // basil and two teaspoons of olive oil (9 g). "caprese salad" was the 150 g garden salad (27 kcal).
  [
    "caprese-salad",
    "recipe: tomato 123, mozzarella 85, olive-oil 9, basil 2; yield 1",
    "салат капрезе; капрезе",
    "caprese salad; caprese; insalata caprese; tomato mozzarella salad",
    "plate 219",
  ],
  // Bubble and squeak: mashed potato and cooked cabbage fried together in a pan.
  [
    "bubble-and-squeak",
    "recipe: mashed-potatoes 150, cabbage-stewed 60, oil-sunflower 8; yield 0.95",
    "бабл энд сквик",
    "bubble and squeak",
    "plate 207",
  ],
  // Fattoush: a Levantine salad of lettuce, tomato, cucumber and toasted pita with olive oil and lemon.
  [
    "fattoush",
    "recipe: lettuce 60, tomato 60, cucumber 50, pita 25, olive-oil 10, lemon-juice 10, parsley 5; yield 1",
    "фаттуш",
    "fattoush; fattoush salad",
    "bowl 220",
  ],
  // An acai bowl: frozen acai pulp blended with banana, topped with granola, fruit and honey. The catalog has no acai;
  // the unsweetened pulp is about 60-70 kcal per 100 g, as blueberries (57) are, which stand for it.
  [
    "acai-bowl",
    "recipe: blueberries 150, banana 60, granola 40, strawberries 40, honey 10; yield 1",
    "асаи боул; смузи боул",
    "acai bowl; acai bowls; açaí bowl; smoothie bowl",
    "bowl 300",
  ],
];
