// Sweets, snacks, fats, oils, sauces and condiments. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const sweetsFatsSauces: readonly CatalogRow[] = [
  // Sugars, granulated — 387 kcal
  ["sugar", "sr:19335", "сахар; сахара; сахарок; рафинад; кусочек сахара", "sugar; white sugar", "tsp 5"],
  // Sugars, brown — 380 kcal
  ["brown-sugar", "sr:19334", "коричневый сахар; тростниковый сахар", "brown sugar; cane sugar", "tsp 5"],
  // Sugars, powdered — 389 kcal. A dusting on блины or a doughnut is about a tablespoon unsifted (SR's 8 g).
  [
    "powdered-sugar",
    "sr:19336",
    "сахарная пудра; пудра сахарная",
    "powdered sugar; icing sugar; confectioners sugar; confectioners' sugar",
    "tbsp 8, tsp 3",
  ],
  // Sweeteners, tabletop, sucralose, SPLENDA packets — 336 kcal, a 1 g packet: "coffee with 2 splenda" was left unread.
  [
    "sweetener-packet",
    "sr:19868",
    "сукралоза; пакетик сукралозы",
    "splenda; sweetener packet; sweetener packets; packet of sweetener; sucralose",
    "piece 1",
  ],
  // Sugar substitute, stevia, powder (FNDDS 91108000) — 0 kcal: what "ПП" diaries put in coffee and cottage cheese
  // ("кофе с сахзамом", "творог со стевией", "эритрит 10 г") was left unread. Erythritol is labelled 0 kcal too.
  [
    "sweetener-zero",
    "fn:91108000",
    "сахарозаменитель; сахзам; сахзама; сахзамом; заменитель сахара; подсластитель; стевия; стевии; стевией; эритрит; эритритол; фитпарад; фит парад",
    "stevia; erythritol; sugar substitute",
    "piece 1, tsp 3",
  ],
  // Honey — 304 kcal
  ["honey", "sr:19296", "мёд; мед; мёда; медок", "honey", "tsp 7, tbsp 21"],
  // Jams and preserves — 278 kcal
  ["jam", "sr:19297", "варенье; джем; повидло; конфитюр; варенья", "jam; jams; preserves; jelly", "tbsp 20"],
  // Syrups, maple — 260 kcal
  ["maple-syrup", "sr:19353", "кленовый сироп; сироп", "maple syrup; syrup; pancake syrup", "tbsp 20"],
  // Syrups, sugar free — 52 kcal: "сироп без сахара" is the diet variant of "сироп", not maple syrup.
  [
    "syrup-sugar-free",
    "sr:43026",
    "сироп без сахара; сироп зеро; топпинг без сахара",
    "sugar free syrup; sugar-free syrup",
    "tbsp 20",
  ],
  // Sweetener, syrup, agave — 310 kcal
  ["agave", "sr:19912", "сироп агавы", "agave nectar; agave syrup", "tbsp 21"],
  // Chocolate, dark, 70-85% cacao solids — 598 kcal
  [
    "chocolate-dark",
    "sr:19904",
    "тёмный шоколад; горький шоколад; чёрный шоколад",
    "dark chocolate; bittersweet chocolate; bitter chocolate",
    // A Russian bar ("плитка") is 90-100 g, as of milk chocolate. A square ("долька") is one of the 15-16 a bar is
    // moulded in, 6 g; a piece broken off ("кусочек") is taken as two of them.
    "piece 10, whole 90, slice 6",
  ],
  // Candies, milk chocolate — 535 kcal
  [
    "chocolate-milk-bar",
    "sr:19120",
    "шоколад; молочный шоколад",
    // Cadbury's Dairy Milk is the British milk chocolate bar ("cadbury dairy milk" was read as a non-dairy milk).
    // Aero and Freddo are Nestlé's and Cadbury's milk chocolate ("aero bar" was a granola bar).
    "chocolate; milk chocolate; chocolate bar; milk chocolate bar; dairy milk; cadbury dairy milk; dairy milk chocolate; dairy milk bar; aero; aero bar; aero bars; freddo; freddos; freddo frog; freddo frogs",
    // A square ("долька"), as of dark chocolate.
    "piece 10, whole 90, slice 6",
    // English measures are FNDDS's candy bar's (91705300 Chocolate, sweet or dark: bar (1.45 oz) 41 g, large bar
    // 113 g); its milk chocolate record (91705010) also sizes hollow eggs and bunnies.
    "fndds:91705300",
  ],
  // The same chocolate, named as a whole bar: a Russian шоколадка or плитка is 90-100 g.
  [
    "chocolate-bar",
    "sr:19120",
    "шоколадка; шоколадки; шоколадку; шоколадок; плитка шоколада; плитку шоколада; плитки шоколада",
    "chocolate slab",
    "piece 90, whole 90",
  ],
  // Candies, MARS SNACKFOOD US, SNICKERS Bar — 491 kcal
  // English measures are FNDDS's (91715100 SNICKERS Bar: miniature 9 g, fun size 17 g, bar 57 g).
  ["chocolate-bar-snickers", "sr:19155", "сникерс; батончик сникерс", "snickers", "piece 50", "fndds:91715100"],
  // M&M's Milk Chocolate Candies (FNDDS 91746100) — 492 kcal: a pack is FNDDS's "package (1.69 oz)" 48 g, one candy
  // 0.7 g. FNDDS's name is never found from "m&ms": "&" joins words, and "m" and "ms" name nothing.
  [
    "m-and-ms",
    "fn:91746100",
    "m&m's американские",
    "m&ms; m&m's; m&m; m and ms; m and m's; plain m&ms",
    "pack 48, piece 0.7",
  ],
  // M&M's Peanut Chocolate Candies (FNDDS 91731010) — 515 kcal: a pack is FNDDS's "package (1.67 oz)" 47 g, one candy
  // 2 g. Named as the plain ones with "peanut" beside them, they were the plain pack and 30 g of peanuts.
  [
    "peanut-m-and-ms",
    "fn:91731010",
    "m&m's с арахисом; эмэндэмс с арахисом",
    "peanut m&ms; peanut m&m's; m&ms peanut; m&m's peanut; peanut m and ms; peanut m&m",
    "pack 47, piece 2",
  ],
  // MILKY WAY Bar (FNDDS 91726130) — 456 kcal: a bar is FNDDS's "bar (1.9 oz)" 54 g, its fun size 17 g, king size
  // 102 g. "way" is a stop word of sentences ("on the way to work") except after "milky" (database.ts), and FNDDS's
  // name is never found without its head noun "bar".
  [
    "milky-way",
    "fn:91726130",
    "милки вэй американский",
    "milky way; milky way bar; milky ways; milky way bars",
    "piece 54, small 17, large 102",
  ],
  // Candies, MARS SNACKFOOD US, MARS Almond Bar — 467 kcal
  [
    "chocolate-bar-mars",
    "sr:19115",
    "марс; шоколадный батончик",
    "chocolate candy bar; mars bar; twix; candy bar; candy bars",
    "piece 50",
  ],
  // Hard candy, as FNDDS 91745020 weighs cotton candy among its kinds: one cone 21 g, 394 kcal per 100 g. It was a 6 g
  // hard candy ("cotton candy at the fair" 24 kcal against 83; decision 024, the fiftieth batch).
  ["cotton-candy", "fn:91745020", "сахарная вата", "cotton candy; candy floss; fairy floss", "piece 21"],
  // Candies, hard — 394 kcal. FNDDS's hard candy (91745020) names Jolly Rancher and Nerds among its kinds; by the
  // brand alone they were read as nothing.
  [
    "candies",
    "sr:19107",
    "конфета; конфеты; леденец; карамель; леденцы; конфет",
    "candy; candies; hard candy; lollipop; jolly rancher; jolly ranchers; nerds",
    "piece 6",
  ],
  // Candies, semisweet chocolate — 480 kcal
  [
    "chocolate-candy",
    "sr:19080",
    "шоколадная конфета; шоколадные конфеты; конфеты шоколадные",
    "chocolate candy; chocolates; bonbon",
    "piece 12",
  ],
  // Candies, marshmallows — 318 kcal
  // An English marshmallow is SR28's regular one (7.2 g); the Russian зефир is a 35 g piece.
  [
    "marshmallow",
    "sr:19116",
    "маршмеллоу; зефир; пастила; зефирка",
    "marshmallow; marshmallows",
    "piece 35, en:piece 7.2",
  ],
  // Candies, gumdrops, starch jelly pieces — 396 kcal
  [
    "marmalade",
    "sr:19106",
    "мармелад; мармеладки; желейные конфеты",
    "gummies; gummy bears; jelly candies; haribo; haribos",
    "piece 5",
  ],
  // Candies, sesame crunch — 516 kcal
  ["halva", "sr:19154", "халва; козинак; козинаки", "halva; sesame crunch", "serving 50"],
  // Candies, nougat, with almonds — 398 kcal
  ["nougat", "sr:43046", "нуга", "nougat", "piece 30"],
  // Candies, fudge, chocolate, prepared-from-recipe — 411 kcal
  ["fudge", "sr:19100", "помадка; ирис; ириска; тянучка", "fudge; toffee", "piece 17"],
  // Licorice — 375 kcal
  ["licorice", "fn:91721000", "лакрица", "licorice; twizzlers; twizzler", "piece 10"],
  // Cookies, butter, commercially prepared, enriched — 467 kcal. A Russian печенье is a small packaged one; an English
  // cookie is FNDDS's medium one (53201000 Cookie, NFS: small 20 g, medium 30 g, large 45 g).
  [
    "cookies",
    "sr:18155",
    "печенье; печеньки; печенька; печенья; печенек; печенюшка; печенюшки; печенюшек; печенюшку; печенюшкой",
    "cookies; cookie; biscuit cookie",
    // A pack as a Russian shop sells it ("пачка печенья": Юбилейное 112–313 g, Мария 180 g), taken at 180 g.
    "piece 12, en:piece 30, pack 180",
    "fndds:53201000",
  ],
  // Cookies, oatmeal, commercially prepared, regular — 450 kcal
  // Hobnobs are the British oat biscuit (15 g, 470-odd kcal per 100 g on the pack).
  [
    "oatmeal-cookies",
    "sr:18178",
    "овсяное печенье; печенье овсяное",
    "oatmeal cookies; oat cookies; hobnob; hobnobs",
    "piece 17",
  ],
  // Cookies, chocolate chip, commercially prepared, regular, lower fat — 451 kcal
  [
    "chocolate-chip-cookies",
    "sr:18158",
    "печенье с шоколадом",
    "chocolate chip cookies; chocolate chip cookie",
    // English sizes are FNDDS's (53206000 Cookie, chocolate chip: small 20 g, medium 30 g, large 45 g).
    "piece 16",
    "fndds:53206000",
  ],
  // Cookies, chocolate sandwich, with creme filling, regular — 464 kcal
  [
    "sandwich-cookies",
    "sr:18166",
    "орео; печенье орео",
    "oreo; oreos; oreo cookie; oreo cookies; sandwich cookies",
    // A pack as sold in Russia (Oreo 95 g, eight cookies, pack label); "a pack of oreos" was one 12 g cookie.
    "piece 12, pack 95",
  ],
  // Cookies, gingersnaps — 416 kcal
  ["gingerbread", "sr:18172", "пряник; пряники; пряников; тульский пряник", "gingerbread; gingersnaps", "piece 40"],
  // Cookies, vanilla wafers, lower fat — 441 kcal
  ["wafers", "sr:18212", "вафли; вафля; вафель; вафельный торт", "wafers; wafer", "piece 20"],
  // Cookies, animal crackers (includes arrowroot, tea biscuits) — 446 kcal
  [
    "sushki-sweet",
    "sr:28399",
    "галеты; крекер сладкий; мария печенье",
    "tea biscuits; marie biscuits; rich tea",
    "piece 8",
  ],
  // Chewing gum, sugar free — FNDDS 91802000 (268 kcal; a piece 2 g): the gums sold in Russia by the pack (Orbit,
  // Dirol, Eclipse) are sugar free. "жвачка", "орбит" were unread.
  [
    "chewing-gum",
    "fn:91802000",
    "жвачка; жвачки; жвачку; жвачкой; жевательная резинка; жевательной резинки; жевательную резинку; орбит; орбита; дирол; дирола; эклипс; подушечка жвачки; подушечки жвачки",
    "sugar free gum; sugarless gum; sugar free chewing gum; orbit gum; eclipse gum",
    "piece 2",
  ],
  // Cake, yellow, commercially prepared, with chocolate frosting, in-store bakery — 379 kcal
  ["cake", "sr:18140", "торт; тортик; торта; киевский торт; торт киевский", "cake; cakes; birthday cake", "piece 100"],
  // Cake, chocolate, commercially prepared with chocolate frosting, in-store bakery — 389 kcal
  ["chocolate-cake", "sr:18096", "шоколадный торт; шоколадный бисквит; прага торт", "chocolate cake", "piece 100"],
  // Cream puff, eclair, custard or cream filled, iced — 334 kcal
  [
    "napoleon",
    "sr:18969",
    "наполеон; торт наполеон; эклер; эклеры; пирожное; пирожное эклер; пироженка; пироженки; пироженое",
    // The Australian vanilla slice and the British custard slice are puff pastry layered with custard, the napoleon.
    "napoleon cake; cream puff; pastry; vanilla slice; vanilla slices; custard slice; custard slices; mille feuille",
    "piece 90",
  ],
  // Cake, yellow, commercially prepared, with vanilla frosting — 391 kcal
  ["honey-cake", "sr:18141", "медовик; торт медовик", "honey cake; medovik", "piece 100"],
  // Cheesecake commercially prepared — 321 kcal
  // A piece in English is FNDDS 53104500's, 1/12 of a 9" cheesecake (128 g); a Russian café's slice stays 100 g.
  ["cheesecake", "sr:18147", "чизкейк", "cheesecake", "piece 100, en:piece 128"],
  // Tiramisu — 354 kcal (a café portion is about 100 g)
  // A piece of cake as Russian cafés cut it is 100 g; in English it is FNDDS's piece (tiramisu "1 piece" 175 g,
  // carrot cake "piece (1/12 of 2-layer …)" 133 g), as "a piece of tiramisu" already reads it.
  ["tiramisu", "fn:13252600", "тирамису", "tiramisu", "piece 100, en:piece 175"],
  // Cake or cupcake, carrot, with icing or filling — 429 kcal
  ["carrot-cake", "fn:53104260", "морковный торт; морковный пирог", "carrot cake", "piece 100, en:piece 133"],
  // Cake, sponge, commercially prepared — 290 kcal
  [
    "sponge-cake",
    "sr:18133",
    "бисквит; бисквитный торт",
    "sponge cake; victoria sponge; victoria sandwich; sponge",
    "piece 60",
  ],
  // Cake, sponge, with icing or filling — 362 kcal. A lamington, Australia's square of sponge dipped in chocolate
  // icing and coconut, is FNDDS's nearest, its piece 92 g.
  ["lamington", "fn:53118200", "ламингтон", "lamington; lamingtons", "piece 92"],
  // Muffins, blueberry, commercially prepared (Includes mini-muffins) — 375 kcal
  // English measures are FNDDS's (52301000 Muffin, NFS: miniature 25 g, small 70 g, large 180 g): "3 mini muffins"
  // were three full 110 g muffins.
  ["muffin", "sr:18274", "маффин; маффины", "muffin; muffins", "piece 110", "fndds:52301000"],
  // Cake or cupcake, yellow, with icing or filling — FNDDS 53121270, its regular cupcake 75 g: a cupcake is an iced
  // cake, not the 110 g muffin it was read as ("2 cupcakes" were 825 kcal).
  ["cupcake", "fn:53121270", "капкейк; капкейки; капкейков", "cupcake; cupcakes", "piece 75"],
  // Cake or cupcake, chocolate, devil's food or fudge, with icing or filling — FNDDS 53105270, its regular cupcake 75 g:
  // a chocolate cupcake is iced as any cupcake is; the name search took the record without icing, 42 g (decision 024,
  // the forty-fifth batch).
  [
    "chocolate-cupcake",
    "fn:53105270",
    "шоколадный капкейк; шоколадные капкейки",
    "chocolate cupcake; chocolate cupcakes; chocolate frosted cupcake",
    "piece 75",
  ],
  // Cookies, brownies, commercially prepared — 405 kcal. Sized by FNDDS 53204000 (Cookie, brownie, NS as to icing):
  // small or bite size 30 g, large 90 g; "2 small brownies" had been 0.7 of the 56 g piece each.
  ["brownie", "sr:18151", "брауни", "brownie; brownies; blondie; blondies", "piece 56, small 30, large 90"],
  // Doughnuts, yeast-leavened, glazed, enriched (includes honey buns) — 421 kcal
  // English measures are FNDDS's (53520000 Doughnut, NFS: miniature 15 g). Krispy Kreme calls its glazed one
  // "original glazed" ("krispy kreme original glazed x2" was read as nothing).
  [
    "donut",
    "sr:18255",
    "пончик; пончики; донат; пышка; пышки",
    // A maple bar and a long john are the same raised doughnut made long, iced ("maple bar" was a granola bar).
    "donut; donuts; doughnut; original glazed; original glazed donut; original glazed donuts; maple bar; maple bars; long john; long johns",
    "piece 60",
    "fndds:53520000",
  ],
  // Doughnuts, french crullers, glazed — SR28 18253, 412 kcal; one 3" cruller 41 g, SR's own measure. Tim Hortons'
  // honey cruller is such a glazed French cruller; "honey cruller" was 7 g of honey, "cruller" nothing.
  [
    "cruller",
    "sr:18253",
    "круллер; круллеры",
    "cruller; crullers; french cruller; french crullers; honey cruller; honey crullers; glazed cruller",
    "piece 41",
  ],
  // Pie, apple, commercially prepared, enriched flour — 237 kcal
  // A sweet pie named no further ("кусок пирога") is read as the apple one, the commonest at home.
  [
    "pie-apple",
    "sr:18301",
    "яблочный пирог; шарлотка; шарлотки; пирог с яблоками; пирог; пирога; пирогом; пирожка кусок",
    "apple pie; pie; pies; pie crust",
    "piece 120",
  ],
  // Pie, cherry, commercially prepared — 260 kcal
  ["pie-cherry", "sr:18308", "вишнёвый пирог; пирог с вишней", "cherry pie", "piece 120"],
  // Pie, blueberry, commercially prepared — 232 kcal
  ["pie-blueberry", "sr:18305", "черничный пирог; пирог с черникой", "blueberry pie", "piece 120"],
  // Pie, pecan, commercially prepared — 407 kcal
  ["pecan-pie", "sr:18324", "пирог с пеканом", "pecan pie", "piece 120"],
  // Strudel, apple — 274 kcal
  ["strudel", "sr:18354", "штрудель", "strudel; strudels; apple strudel", "piece 70"],
  // Empanada, Mexican turnover, fruit-filled — 332 kcal
  [
    "turnover",
    "fn:53453150",
    "слойка; слойки; слоёный пирожок; турновер",
    "turnover; puff pastry; pastries",
    "piece 80",
  ],
  // Sweet rolls, cinnamon, commercially prepared with raisins — 372 kcal
  [
    "cinnamon-roll",
    "sr:18356",
    "булочка с корицей; синнабон; сдоба; плюшка; ватрушка сладкая; рулетики с корицей; рулетик с корицей; рулетика с корицей; рулетиков с корицей",
    "cinnamon roll; sweet roll; sweet rolls",
    "piece 80",
  ],
  // Cobbler, apple — 194 kcal
  ["cobbler", "fn:53410100", "кобблер", "cobbler", "serving 150"],
  // Desserts, mousse, chocolate, prepared-from-recipe — 225 kcal
  ["mousse", "sr:19182", "мусс; шоколадный мусс", "mousse; chocolate mousse", "serving 100"],
  // Gelatin desserts, dry mix, prepared with water — 62 kcal
  ["jelly", "sr:19173", "желе", "gelatin; jello; jelly dessert", "serving 120", "fndds:91501010"],
  // Gelatins, dry powder, unsweetened — 335 kcal: collagen peptides are gelatin broken down, and print the same (Vital
  // Proteins: 10 g a scoop, 36 kcal, 9 g protein).
  [
    "collagen",
    "sr:19177",
    "коллаген; желатин",
    "collagen; collagen peptides; collagen powder; gelatin powder",
    "serving 10",
  ],
  // Sorbet — 110 kcal
  ["sorbet", "fn:63430150", "сорбет; фруктовый лёд", "sorbet", "serving 80"],
  // Sherbet, orange — 144 kcal
  ["sherbet", "sr:19097", "шербет", "sherbet", "serving 80"],
  // Frostings, chocolate, creamy, ready-to-eat — 397 kcal
  ["frosting", "sr:19226", "глазурь; крем кондитерский", "frosting; frostings; icing", "tbsp 20"],
  // Ice cream cones, cake or wafer-type — 417 kcal
  ["ice-cream-cone", "sr:18271", "вафельный рожок; рожок", "ice cream cone; ice cream cones", "piece 4"],
  // Snacks, granola bars, hard, plain — 471 kcal. A Russian muesli bar is 25 g; an English granola bar is FNDDS's
  // "1 bar" of 53712100 Cereal or granola bar, NFS, 43 g.
  [
    "granola-bar",
    "sr:19015",
    "мюсли-батончик; батончик мюсли; злаковый батончик; батончик",
    "granola bar; granola bars; cereal bar; cereal bars; breakfast bar; breakfast bars",
    "piece 25, en:piece 43",
  ],
  // Nutrition bar or meal replacement bar, NFS — 426 kcal. A Russian protein bar is 40-60 g; an English one is
  // FNDDS's "1 bar" of this record, 34 g. A Quest bar, a protein bar named by its maker, was the granola bar; so were
  // Clif's Builder's and thinkThin bars, and an RXBAR (egg white, dates and nuts) was left unread.
  [
    "protein-bar",
    "fn:53729000",
    "протеиновый батончик; батончик протеиновый",
    "protein bar; nutrition bars; nutrition bar; quest bar; quest bars; quest protein bar; builder bar; builders bar; builder's bar; think thin bar; thinkthin bar; pure protein bar",
    "piece 60, en:piece 34",
  ],
  // Nutrition bar, NFS — FNDDS 53729000, 426 kcal: an RXBAR (egg white, dates and nuts) weighs 52 g a bar by its
  // label (210 kcal; this record gives 222), where FNDDS's bar of the record is 34 g (decision 024, follow-up
  // "English diary lines, a fifth batch").
  ["rxbar", "fn:53729000", "батончик рксбар", "rxbar; rxbars; rx bar; rx bars", "piece 52"],
  // Snacks, corn-based, extruded, chips, plain — 538 kcal
  // A cup and a bag by FNDDS 54401031 Corn chips, plain (Fritos): cup 45 g, single serving bags 28, 57 and 85 g by
  // size; SR28's only bag is the 7 oz sharing bag, and "a bag of fritos" was 198 g (1,065 kcal).
  ["corn-chips", "sr:19003", "кукурузные чипсы", "corn chips; fritos", "serving 30, pack 28", "fndds:54401031"],
  // Snacks, tortilla chips, plain, white corn, salted — 472 kcal
  // A cup and a bag by FNDDS 54401075 (cup 30 g, single serving bags 28, 57 and 85 g by size). A Russian shop sells
  // them as Doritos in a 100 g pack, no single-serving bag: "пачка доритос" was 28 g.
  [
    "tortilla-chips",
    "sr:19056",
    // Doritos, the tortilla chips sold in Russia by the brand's name; "чипсы доритос" was potato crisps.
    "начос чипсы; тортилья чипсы; доритос; доритоса; доритосом; чипсы доритос; чипсов доритос",
    "tortilla chips",
    "serving 30, cup 30, pack 100, en:pack 28",
    "fndds:54401075",
  ],
  // Snacks, corn-based, extruded, puffs or twists, cheese-flavor — 560 kcal
  // A cup and a bag by FNDDS 54401011 (cup 95 g, single serving bags 28, 57 and 85 g by size).
  [
    "corn-nuts",
    "sr:19008",
    "кукурузные палочки; кукурузные снеки",
    "corn nuts; cheese puffs",
    "serving 30, cup 95, pack 28",
    "fndds:54401011",
  ],
  // Oil, sunflower, linoleic, (approx. 65%) — 884 kcal
  [
    "oil-sunflower",
    "sr:04506",
    "подсолнечное масло; растительное масло; масло подсолнечное; масло растительное",
    "sunflower oil; vegetable oil; cooking oil; oil",
    "tbsp 14, tsp 5",
  ],
  // Oil, olive, salad or cooking — 884 kcal
  // "evoo", extra virgin olive oil as a recipe or a diary shortens it ("1 tsp evoo"), was left unread.
  [
    "olive-oil",
    "sr:04053",
    "оливковое масло; масло оливковое",
    "olive oil; extra virgin olive oil; evoo",
    "tbsp 14, tsp 5",
  ],
  // Oil, canola — 884 kcal
  ["canola-oil", "sr:04582", "рапсовое масло", "canola oil; rapeseed oil", "tbsp 14, tsp 5"],
  // Oil, coconut — 892 kcal
  ["coconut-oil", "sr:04047", "кокосовое масло", "coconut oil", "tbsp 14"],
  // Oil, flaxseed, cold pressed — 884 kcal
  ["linseed-oil", "sr:42231", "льняное масло", "flaxseed oil; linseed oil", "tbsp 14"],
  // Fish oil, salmon — 902 kcal
  ["fish-oil", "sr:04593", "рыбий жир; омега-3", "fish oil; omega-3", "tsp 4.5"],
  // Margarine, regular, 80% fat, composite, stick, with salt — 717 kcal
  ["margarine", "sr:04610", "маргарин; спред", "margarine; spread; spreads", "tsp 5"],
  // Lard — 902 kcal
  ["lard", "sr:04002", "смалец; лярд; жир свиной", "lard", "tbsp 13"],
  // Salad dressing, mayonnaise, regular — 680 kcal
  ["mayonnaise", "sr:04025", "майонез; майонеза; майонезик; провансаль", "mayonnaise; mayo", "tbsp 15"],
  // Catsup — 101 kcal
  ["ketchup", "sr:11935", "кетчуп; кетчупа", "ketchup; catsup", "tbsp 17"],
  // Mustard, prepared, yellow — 60 kcal
  ["mustard", "sr:02046", "горчица; горчицы", "mustard", "tsp 5"],
  // Soy sauce made from soy and wheat (shoyu) — 53 kcal
  ["soy-sauce", "sr:16123", "соевый соус; соевого соуса", "soy sauce; shoyu", "tbsp 16"],
  // Sauce, teriyaki, ready-to-serve — 89 kcal
  ["teriyaki", "sr:06112", "терияки; соус терияки", "teriyaki sauce; teriyaki", "tbsp 18"],
  // Sauce, barbecue — 172 kcal
  ["bbq-sauce", "sr:06150", "соус барбекю; барбекю", "barbecue sauce; bbq sauce", "tbsp 17"],
  // Sauce, pasta, spaghetti/marinara, ready-to-serve — 50 kcal
  [
    "tomato-sauce",
    "sr:06931",
    "томатный соус; соус для пасты; маринара; соус болоньезе основа",
    "tomato sauce; marinara; pasta sauce; marinara sauce",
    "serving 125",
  ],
  // Spaghetti sauce with meat — FNDDS 27162040, 85 kcal; a cup 260 g, a serving as the pasta sauce's. "meat sauce"
  // and "penne with meat sauce" were read by FNDDS's name index as "Alfredo sauce with meat", a cream sauce of twice
  // the energy (decision 024, the forty-first and forty-third batches).
  [
    "meat-sauce",
    "fn:27162040",
    "мясной соус для пасты; мясной соус; соус болоньезе",
    "meat sauce; spaghetti meat sauce; spaghetti sauce with meat; bolognese sauce; meat sauce for pasta",
    "serving 125, cup 260",
  ],
  // Sauce, pizza, canned, ready-to-serve — 54 kcal
  ["pizza-sauce", "sr:06152", "соус для пиццы", "pizza sauce", "tbsp 16"],
  // Tomato products, canned, paste, without salt added — 82 kcal
  ["tomato-paste", "sr:11546", "томатная паста; томат-паста", "tomato paste", "tbsp 16"],
  // Pesto sauce — 574 kcal
  ["pesto", "fn:81302070", "песто; соус песто", "pesto; pesto sauce", "tbsp 16"],
  // Sauce, salsa, ready-to-serve — 29 kcal. Pico de gallo is the fresh tomato salsa, FNDDS's salsa (74402100) by
  // another name; it was read as nothing.
  ["salsa", "sr:06164", "сальса", "salsa; pico de gallo; pico; salsa fresca", "tbsp 16"],
  // Guacamole, NFS — 155 kcal. Named alone it is FNDDS's unspecified amount, 60 g (a side of it), not a spoonful.
  ["guacamole", "fn:63409010", "гуакамоле", "guacamole; guac", "serving 60, tbsp 16"],
  // Sauce, plum, ready-to-serve — 184 kcal
  ["tkemali", "sr:06151", "ткемали; сливовый соус", "plum sauce; tkemali", "tbsp 16"],
  // Sauce, hot chile, sriracha — 93 kcal
  ["adjika", "sr:06631", "аджика; шрирача; острый соус; табаско", "sriracha; hot sauce; chili sauce", "tsp 6"],
  // Sauce, sweet and sour, ready-to-serve — 150 kcal
  [
    "sweet-chili",
    "sr:27050",
    "кисло-сладкий соус; сладкий чили соус",
    "sweet and sour sauce; sweet chili sauce",
    "tbsp 16",
  ],
  // Salad dressing, ranch dressing, regular — 430 kcal
  ["ranch", "sr:04639", "ранч; соус ранч", "ranch dressing; ranch", "tbsp 15"],
  // Honey mustard dressing — FNDDS 83105500, 464 kcal. Named alone it is FNDDS's unspecified amount, 31 g, the cup a
  // dip comes in beside tenders; it was read as 5 g of mustard, the honey dropped unshown.
  [
    "honey-mustard",
    "fn:83105500",
    "медово-горчичный соус",
    "honey mustard; honey mustard sauce; honey mustard dressing; honey mustard dip",
    "serving 31, tbsp 15",
  ],
  // Steak sauce — FNDDS 74406100, 95 kcal, "1 tablespoon" 17 g. Britain's brown sauce (HP) is the same spiced sauce of
  // tomato, vinegar and dates; "bacon sandwich with brown sauce" left the sauce unread.
  ["steak-sauce", "fn:74406100", "соус для стейка", "steak sauce; brown sauce; hp sauce; a1 sauce", "tbsp 17"],
  // Salad dressing, caesar dressing, regular — 542 kcal
  ["caesar-dressing", "sr:43015", "соус цезарь; заправка цезарь", "caesar dressing; ceaser dressing", "tbsp 15"],
  // Salad dressing, italian dressing, commercial, regular — 240 kcal. FNDDS files a bottled balsamic, raspberry or
  // Greek dressing under its Italian one (83106000, 240 kcal), not under the home-made oil and vinegar (449 kcal).
  [
    "italian-dressing",
    "sr:04114",
    "итальянская заправка",
    "italian dressing; salad dressing; balsamic vinaigrette; balsamic dressing; raspberry vinaigrette; greek dressing",
    "tbsp 15",
  ],
  // Salad dressing, french dressing, commercial, regular — 457 kcal
  ["french-dressing", "sr:04120", "французская заправка", "french dressing", "tbsp 15"],
  // Salad dressing, home recipe, vinegar and oil — 449 kcal
  [
    "vinaigrette",
    "sr:04135",
    "заправка из масла и уксуса; винегретная заправка",
    "vinaigrette; oil and vinegar",
    "tbsp 15",
  ],
  // Sauce, tartar, ready-to-serve — 211 kcal
  ["tartar-sauce", "sr:27049", "тартар; соус тартар", "tartar sauce", "tbsp 15"],
  // Tzatziki dip — 92 kcal
  ["tzatziki", "fn:11440060", "дзадзики; цацики; соус чесночный; чесночный соус", "tzatziki; garlic sauce", "tbsp 15"],
  // Gravy, beef, canned, ready-to-serve — 53 kcal
  ["gravy", "sr:06116", "подлива; подливка; соус мясной; гравви", "gravy; brown gravy; onion gravy", "serving 60"],
  // Vinegar, distilled — 18 kcal
  ["vinegar", "sr:02053", "уксус", "vinegar", "tsp 5"],
  // Vinegar, balsamic — 88 kcal
  ["balsamic", "sr:02069", "бальзамический уксус; бальзамик", "balsamic vinegar; balsamic", "tbsp 16"],
  // Lemon juice, raw — 22 kcal
  ["lemon-juice", "sr:09152", "лимонный сок", "lemon juice", "tbsp 15"],
  // Lime juice, raw — 25 kcal
  ["lime-juice", "sr:09160", "сок лайма", "lime juice", "tbsp 15"],
  // Salt, table — 0 kcal
  ["salt", "sr:02047", "соль", "salt", "tsp 6"],
  // Spices, pepper, black — 251 kcal
  ["pepper-black", "sr:02030", "чёрный перец; молотый перец", "black pepper", "tsp 2"],
  // Spices, cinnamon, ground — 247 kcal
  ["cinnamon", "sr:02010", "корица", "cinnamon", "tsp 3"],
  // Cocoa, dry powder, unsweetened — 228 kcal
  ["cocoa-powder", "sr:19165", "какао-порошок; какао порошок", "cocoa powder; cocoa-powder", "tbsp 5"],
  // Chutney — 246 kcal
  ["chutney", "fn:63409020", "чатни", "chutney", "tbsp 20"],
  // Pickle relish, sweet — 130 kcal
  ["relish", "sr:11945", "релиш", "relish; sweet relish; piccalilli", "tbsp 15"],
  // Bean dip, made with refried beans — 119 kcal
  ["hummus-dip", "fn:41205050", "бобовый соус", "bean dip", "tbsp 16"],
];
