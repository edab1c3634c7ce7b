// Takeout and restaurant dishes of other cuisines as English speakers order them. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const worldDishes: readonly CatalogRow[] = [
  // Dosa (Indian), plain — FNDDS 55702100 (210 kcal; a medium dosa 80 g); with filling — FNDDS 58174100 (184 kcal; a
  // medium one 267 g), the potato-filled masala dosa. FNDDS writes "Dosa (Indian)", so neither was read by its name
  // (decision 024, the forty-third batch).
  // Uttapam is the same batter made a thick pancake, its unspecified amount the dosa's (decision 024, a sixth sweep).
  [
    "dosa",
    "fn:55702100",
    "доса; доса простая",
    "dosa; dosas; plain dosa; sada dosa; uttapam; uttapams; uthappam; oothappam",
    "piece 80",
  ],
  [
    "masala-dosa",
    "fn:58174100",
    "масала доса",
    "masala dosa; masala dosas; dosa with filling; potato dosa",
    "piece 267",
  ],
  // Bread, chapati or roti, plain, commercially prepared — SR28 28306 (297 kcal; one piece 68 g).
  ["roti", "sr:28306", "роти; чапати", "roti; rotis; chapati; chapatis; chapatti; chapattis; phulka", "piece 68"],
  // Palak Paneer — FNDDS 72125310, whose own synonyms are saag paneer and saagwala: a cup, 200 g, is the plate a
  // curry house serves; its unspecified amount (100 g) is a side spoonful.
  ["palak-paneer", "fn:72125310", "палак панир", "palak paneer; saag paneer; saagwala; sag paneer", "serving 200"],
  // Eggplant dip — FNDDS 75412030 ("Baba Ghanoush"; its unspecified amount 60 g, a tablespoon 15 g).
  [
    "baba-ganoush",
    "fn:75412030",
    "баба гануш; бабагануш",
    "baba ganoush; baba ghanoush; baba ganouj; baba ghanouj; eggplant dip",
    "serving 60, tbsp 15",
  ],
  // Shrimp, coated, fried, from fast food / restaurant — FNDDS 26319145 (its synonyms include shrimp tempura; a
  // prawn 17 g): five prawns are the serving of a tempura plate.
  [
    "shrimp-tempura",
    "fn:26319145",
    "креветки темпура; темпура из креветок; креветки в темпуре",
    "shrimp tempura; tempura shrimp; prawn tempura; tempura prawns; tempura prawn",
    "serving 85, piece 17",
  ],
  // Popcorn shrimp are the same fried shrimp, bite-sized — FNDDS 26319145 ("1 tiny shrimp ("popcorn")" 2 g); an order
  // is FNDDS's cup of them, 129 g. Read apart they were a bag of popcorn and 100 g of boiled shrimp.
  ["popcorn-shrimp", "fn:26319145", "креветки попкорн; попкорн из креветок", "popcorn shrimp", "serving 129, piece 2"],
  // Sesame chicken — FNDDS 27146360 (its unspecified amount 189 g, a cup 252 g). Named before rice it was read as
  // "chicken and rice", the sesame chicken dropped.
  ["sesame-chicken", "fn:27146360", "курица в кунжуте", "sesame chicken", "serving 189, cup 252"],
  // Chicken, rice and vegetables with a soy-based sauce — FNDDS 27345310, FNDDS's own record of a chicken teriyaki bowl
  // (a bowl 499 g). Typed with "bowl" it had been read as a burrito bowl.
  [
    "teriyaki-bowl",
    "fn:27345310",
    "боул терияки; терияки боул",
    "teriyaki bowl; teriyaki bowls; chicken teriyaki bowl; teriyaki chicken bowl; teriyaki rice bowl; chicken teriyaki with rice; teriyaki chicken with rice; chicken teriyaki and rice; teriyaki chicken and rice",
    "bowl 499",
  ],
  // Enchilada, just cheese, meatless, no beans, red-chile sauce — FNDDS 58100800 (one 119 g). The FNDDS name index
  // had taken "cheese enchiladas" to a 284 g frozen meal, three of them 852 g.
  ["cheese-enchilada", "fn:58100800", "энчилада с сыром", "cheese enchilada; cheese enchiladas", "piece 119"],
  // Chicken breast, fried, coated, prepared skinless, coating eaten — FNDDS 24127202 (a medium breast 165 g): the
  // Japanese breaded cutlet; plain chicken had lost its crumb and frying fat.
  [
    "chicken-katsu",
    "fn:24127202",
    "куриная кацу; кацу",
    "chicken katsu; katsu; chicken cutlet katsu; katsu chicken",
    "piece 165",
  ],
  // Pork chop, breaded or floured, fried — FNDDS 22101300 (a large cut 139 g): tonkatsu, the breaded pork cutlet.
  ["tonkatsu", "fn:22101300", "тонкацу", "tonkatsu; pork katsu; katsu pork", "piece 139"],
  // Katsu curry, from catalog rows: a breaded chicken cutlet on rice under curry sauce, as a Japanese curry house
  // plates it; "katsu curry" had been read as the curry alone.
  [
    "katsu-curry",
    "recipe: chicken-katsu 140, curry 200, rice 200; yield 1",
    "кацу карри",
    "katsu curry; chicken katsu curry; katsu curry with rice",
    "plate 540",
  ],
  // Raita, from catalog rows: plain whole-milk yogurt with grated cucumber, the side an Indian meal comes with.
  ["raita", "recipe: yogurt-plain 80, cucumber 20; yield 1", "райта", "raita; cucumber raita", "serving 100"],
  // Vodka sauce with tomatoes and cream — FNDDS 74404090 (a cup 260 g).
  ["vodka-sauce", "fn:74404090", "соус водка", "vodka sauce; alla vodka sauce", "serving 65, cup 260"],
  // Penne alla vodka, from catalog rows: a plate of cooked pasta under half a cup of FNDDS's vodka sauce; the word
  // "vodka" had been read as a shot of the spirit.
  [
    "penne-vodka",
    "recipe: pasta 220, vodka-sauce 130; yield 1",
    "пенне алла водка",
    "penne alla vodka; pasta alla vodka; rigatoni alla vodka; penne vodka; vodka pasta; penne with vodka sauce; pasta with vodka sauce",
    "plate 350",
  ],
  // Bibimbap, Korean — FNDDS 58150100 (a cup 162 g; its unspecified amount, 121 g, is a side dish's). A restaurant's
  // bowl of rice under its vegetables, meat and egg holds three of those cups.
  ["bibimbap", "fn:58150100", "пибимпап; бибимбап", "bibimbap; dolsot bibimbap; bibimbap bowl", "bowl 486, cup 162"],
  // Rice, white, cooked, glutinous — FNDDS 56205190 ("sticky rice"; a cup 174 g).
  ["sticky-rice", "fn:56205190", "клейкий рис", "sticky rice; glutinous rice", "cup 174"],
  // Mango sticky rice, from catalog rows: sticky rice under sweetened canned coconut milk, with half a mango.
  [
    "mango-sticky-rice",
    "recipe: sticky-rice 150, coconut-milk 60, sugar 15, mango 120; yield 1",
    "манго с клейким рисом",
    "mango sticky rice; sticky rice with mango; mango with sticky rice; khao niao mamuang",
    "plate 345",
  ],
  // Aloo gobi, from catalog rows: potatoes and cauliflower cooked down with onion in oil; FNDDS holds no such curry.
  [
    "aloo-gobi",
    "recipe: potato-boiled 100, cauliflower 90, onion 20, oil-sunflower 10; yield 1",
    "алу гоби",
    "aloo gobi; aloo gobhi; alu gobi; potato cauliflower curry",
    "serving 220",
  ],
  // Taco or tostada with meat — FNDDS 58101320: a small taco, 94 g, is the street taco on a small corn tortilla,
  // which the catalog's medium taco (100 g of the chicken one) had weighed as more.
  [
    "street-taco",
    "fn:58101320",
    "уличное тако",
    // Quesabirria is a small taco of birria (beef braised in chile) with melted cheese, dipped in its broth.
    "street taco; street tacos; al pastor taco; al pastor tacos; taco al pastor; tacos al pastor; quesabirria; quesabirrias; quesabirria taco; quesabirria tacos",
    "piece 94",
  ],
  // Spanakopitta — FNDDS 58124250 (Greek spinach-cheese pie; its unspecified amount 100 g, a triangle or a square).
  [
    "spanakopita",
    "fn:58124250",
    "спанакопита",
    // Turkish börek and Balkan burek are the same filo pie of cheese and spinach (decision 024, a sixth sweep).
    "spanakopita; spanakopitta; spinach pie; spinach and feta pie; greek spinach pie; borek; boreks; burek; bureks; börek",
    "piece 100",
  ],
  // Sweet bread dough, filled with meat, steamed — FNDDS 58123110 (char siu bao; one 93 g).
  [
    "bao",
    "fn:58123110",
    "бао",
    "bao; baos; bao bun; bao buns; char siu bao; pork bun; pork buns; steamed pork bun; steamed pork buns; manapua",
    "piece 93",
  ],
  // Udon soup, from catalog rows: a plate of udon in broth; read word by word it was the noodles and a second,
  // unnamed noodle soup beside them.
  [
    "udon-soup",
    "recipe: udon 220, broth 300; yield 1",
    "суп удон",
    "udon soup; udon noodle soup; kake udon",
    "plate 520",
  ],
  // Tom kha gai, from catalog rows: chicken and mushrooms in broth with canned coconut milk; FNDDS holds no such soup.
  [
    "tom-kha",
    "recipe: broth 200, coconut-milk 100, chicken 60, mushrooms 30; yield 1",
    "том кха; том ка гай",
    "tom kha; tom kha gai; tom kha kai; thai coconut soup; coconut chicken soup",
    "plate 390",
  ],
  // Eggplant and meat casserole — FNDDS 77316600 ("Moussaka made with lamb or beef"; a cup 203 g).
  ["moussaka", "fn:77316600", "мусака", "moussaka; mousaka", "serving 203"],
  // Papad, grilled or broiled — FNDDS 41311000 (papadum; one 9 g).
  [
    "papad",
    "fn:41311000",
    "пападам",
    "papad; papads; papadum; papadums; poppadom; poppadoms; poppadum; poppadums; pappadam",
    "piece 9",
  ],
  // Chicken thigh, fried, coated, from restaurant — FNDDS 24157330 (a thigh 110 g): karaage, Japanese fried chicken
  // thigh in bites of about an ounce (28 g).
  [
    "karaage",
    "fn:24157330",
    "карааге",
    "karaage; chicken karaage; kara-age; japanese fried chicken",
    "serving 110, piece 28",
  ],
  // Beef and rice, no sauce — FNDDS 27213000 (a cup 196 g): gyudon, simmered beef over rice, in a bowl of two cups.
  ["gyudon", "fn:27213000", "гюдон", "gyudon; gyu don; gyudon bowl; japanese beef bowl", "bowl 392, cup 196"],
  // Pork shish kabob with vegetables — FNDDS 27420520 (its unspecified amount 115 g, a skewer with its vegetables
  // 202 g): souvlaki, the Greek grill's skewer of pork or chicken.
  [
    "souvlaki",
    "fn:27420520",
    "сувлаки",
    "souvlaki; souvlakia; pork souvlaki; chicken souvlaki; souvlaki skewer; souvlaki skewers",
    "piece 115",
  ],
  // Honey walnut shrimp, from catalog rows: fried shrimp tossed in honeyed mayonnaise with candied walnuts, by the
  // 110 g of Panda Express's serving; read word by word it was honey-roasted walnuts beside plain shrimp.
  [
    "honey-walnut-shrimp",
    "recipe: shrimp-tempura 120, mayonnaise 15, honey 10, walnuts 15; yield 1",
    "креветки с мёдом и грецким орехом",
    "honey walnut shrimp; walnut shrimp",
    "serving 110",
  ],
  // Three Chinese-takeaway dishes FNDDS names no record of, each a recipe of catalog rows by the grams a published
  // home recipe puts in, with the frying oil a battered or seared food takes up, then its weight once cooked; weighed
  // by the 189 g FNDDS gives sesame chicken (27146360) when no amount is said, the same kind of fried meat in a sweet
  // sauce. Read word by word each was the plain meat, a sixth of its energy gone.
  // Honey chicken (yourlifechoices.com.au, "Honey Chicken", serves 4): 800 g of chicken in a batter of 4 tbsp
  // cornflour, 1/4 cup flour, 1/2 cup water, an egg and an egg white, deep-fried, then a sauce of 3 tbsp honey,
  // 1 1/2 tbsp olive oil, ginger, garlic and 1/2 cup water: 227 kcal per 100 g.
  [
    "honey-chicken",
    "recipe: chicken-breast-raw 800, corn-starch 35, flour 31, water 240, egg 83, honey 63, olive-oil 20, ginger 10, garlic 9, oil-sunflower 60; yield 0.73",
    "курица в мёду; курица в меду; медовая курица; курица в медовом соусе",
    "honey chicken; honey garlic chicken; crispy honey chicken",
    "serving 189",
  ],
  // Mongolian beef (dinnerthendessert.com's "Easy Mongolian Beef"): 1 lb flank steak tossed in 1/4 cup cornstarch and
  // seared in oil, a sauce of 1/3 cup soy sauce, 1/3 cup water, 1/2 cup dark brown sugar, ginger and garlic, four
  // green onions; SR28's raw sirloin for the flank steak: 248 kcal per 100 g.
  [
    "mongolian-beef",
    "recipe: steak-raw 454, corn-starch 32, canola-oil 28, ginger 4, garlic 8, soy-sauce 85, water 80, brown-sugar 110, green-onion 60; yield 0.78",
    "говядина по-монгольски; монгольская говядина",
    "mongolian beef",
    "serving 189",
  ],
  // Coconut shrimp (inthekitchenwithpolly.com, "Coconut Shrimp"): 1 lb raw large shrimp in 1/3 cup flour, two eggs,
  // 3/4 cup panko and a cup of sweetened shredded coconut (SR28's cup, 93 g), deep-fried: 263 kcal per 100 g. A
  // shrimp is FNDDS's extra-large coated fried one, 25 g (26319140); six, a restaurant's starter, when none are counted.
  [
    "coconut-shrimp",
    "recipe: shrimp-raw 454, flour 44, egg 100, bread-crumbs 45, coconut-sweetened 93, oil-sunflower 50; yield 0.86",
    "креветки в кокосовой стружке; кокосовые креветки",
    "coconut shrimp; coconut shrimps; coconut prawns; coconut fried shrimp",
    "serving 150, piece 25",
  ],
  // Pork, tofu and vegetables, soy-based sauce — FNDDS 27420370 (its unspecified amount 163 g, a cup 217 g): mapo
  // tofu, bean curd simmered with minced pork; read word by word it was plain tofu.
  ["mapo-tofu", "fn:27420370", "мапо тофу", "mapo tofu; ma po tofu; mapo doufu", "serving 217"],
  // Onion bhaji — the pakora's batter (FNDDS 75440400) shaped as a fritter, FNDDS's vegetable fritter weighing 30 g
  // (75440200); counted by the pakora's 12 g, three bhajis were 36 g. Counted one by one, as samosas are.
  [
    "onion-bhaji",
    "fn:75440400",
    "луковый бхаджи",
    "onion bhaji; onion bhajis; onion bhajee; onion bhajees",
    "piece 30",
  ],
  // Banh mi, from catalog rows: a baguette with pork, mayonnaise and pickled carrot and cucumber.
  [
    "banh-mi",
    "recipe: bread-sourdough 100, pork 60, mayonnaise 10, carrot 20, cucumber 15; yield 1",
    "бань ми",
    "banh mi; banh mis; bahn mi; pork banh mi; banh mi sandwich",
    "piece 205",
  ],
  // Elote, from catalog rows: a cob of sweet corn spread with mayonnaise and grated cheese.
  [
    "elote",
    "recipe: corn 150, mayonnaise 10, parmesan 10; yield 1",
    "элоте",
    "elote; elotes; mexican street corn; street corn",
    "piece 170",
  ],
  // Lassi, sweet, from catalog rows: whole-milk yogurt thinned with milk and sweetened, as Indian restaurants pour it
  // (a 300 ml glass). FNDDS and SR28 hold no lassi.
  ["lassi", "recipe: yogurt-plain 200, milk 80, sugar 15; yield 1", "ласси", "lassi; sweet lassi", "glass 300"],
  // Mango lassi, from catalog rows: the sweet lassi blended with mango pulp.
  [
    "mango-lassi",
    "recipe: yogurt-plain 150, milk 60, mango 90, sugar 12; yield 1",
    "манго ласси; ласси с манго",
    "mango lassi; mango lassis",
    "glass 300",
  ],
  // Horchata beverage, made with water — FNDDS 92610020 (87 kcal; a cup 248 g). FNDDS names it "Horchata beverage",
  // whose head is "beverage", so the drink's own word alone named no record and was left unread.
  ["horchata", "fn:92610020", "орчата", "horchata; horchatas", "glass 248, cup 248"],
  // Egg, Benedict — FNDDS 32101500 (283 kcal; one egg on its muffin half with ham and hollandaise 155 g). Said with the
  // plural a menu uses, "eggs benedict" was 100 g of plain egg, the dish's name dropped.
  [
    "eggs-benedict",
    "fn:32101500",
    "яйца бенедикт; яйцо бенедикт",
    "eggs benedict; egg benedict; eggs benny",
    "piece 155",
  ],
  // Danish pastry, with cheese — FNDDS 53511000 (374 kcal; its unspecified amount 70 g). Its filling typed before it
  // was read as a second food: "a cheese danish" was 20 g of cheese and a plain danish.
  ["cheese-danish", "fn:53511000", "датская булочка с сыром", "cheese danish; cheese danishes", "piece 70"],
  // Takoyaki, from catalog rows: a thin batter of flour and egg in dashi (the broth row) round diced octopus, cabbage
  // and green onion, fried in a little oil in the pan's moulds, under takoyaki sauce (a thick Worcestershire-type
  // sauce) and mayonnaise; FNDDS holds no such dish. Yield 0.75: the runny batter cooks down to the balls. A ball is
  // 25 g; one typed without an amount is the boat of six a stall or a chain (Gindaco) sells.
  [
    "takoyaki",
    "recipe: flour 100, egg 50, broth 300, octopus 60, cabbage 30, green-onion 10, oil-sunflower 8, worcestershire 15, mayonnaise 15; yield 0.75",
    "такояки; такояки с осьминогом; шарики такояки; осьминожьи шарики",
    "takoyaki; tako yaki; takoyaki balls; octopus balls",
    "serving 150, piece 25",
  ],
  // Knafeh, from catalog rows: shredded phyllo (kataifi) soaked in ghee over a soft white cheese (mozzarella, as
  // recipes outside the Levant put for akkawi), baked and drenched in sugar syrup; FNDDS holds no such pastry. A
  // piece is the 100 g square a bakery cuts from the tray.
  [
    "knafeh",
    "recipe: phyllo 100, ghee 40, mozzarella 100, sugar 60, water 40; yield 0.95",
    "кнафе; кнафа; кнафэ; кунафа; кунафе; кунафа с сыром",
    "knafeh; knafe; kunafa; kunafeh; kanafeh; konafa; kenafeh; cheese knafeh",
    "piece 100",
  ],
  // Khao soi, the northern Thai curry noodle soup: egg noodles and chicken in a coconut-milk curry broth, crisp fried
  // noodles on top, from catalog rows; FNDDS holds no such soup (its curry and noodle soups are without coconut milk).
  // A bowl is the 500 g a Thai restaurant serves, about 120 kcal per 100 g (decision 024, "Readings left open, a
  // second round").
  [
    "khao-soi",
    "recipe: egg-noodles 170, chicken 100, coconut-milk 100, broth 110, onion 15, oil-sunflower 5; yield 1",
    "као сой; кхао сой",
    "khao soi; khao soy; khao soi gai; chicken khao soi",
    "bowl 500",
  ],
  // Pav bhaji, the Mumbai street dish: a buttery mash of potato, mixed vegetables, tomato and onion (the bhaji) with
  // two buttered soft rolls (the pav), from catalog rows; FNDDS holds no such dish. A plate is the bhaji's 215 g and
  // two 40 g rolls.
  [
    "pav-bhaji",
    "recipe: potato-boiled 80, mixed-vegetables 60, tomato 40, onion 20, butter 15, roll 80; yield 1",
    "пав бхаджи; пав баджи",
    "pav bhaji; pav bhaaji; pao bhaji",
    "plate 295",
  ],
];
