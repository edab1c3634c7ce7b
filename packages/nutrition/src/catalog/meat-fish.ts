// Meat, poultry, fish, seafood and protein alternatives. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const meatFish: readonly CatalogRow[] = [
  // Chicken, broilers or fryers, breast, meat only, cooked, roasted — 165 kcal
  [
    "chicken",
    "sr:05064",
    "курица; курятина; куриное мясо; курочка; мясо курицы; цыплёнок",
    "chicken; chicken meat; cooked chicken",
    // A кусок курицы is a serving piece, not SR's 52 g "unit (yield from 1 lb ready-to-cook chicken)". A share of a
    // chicken ("quarter chicken", "полкурицы") is of the whole bird's meat, SR28 05009's "chicken, bone removed"
    // (0.5 of it 299 g): it was a share of one serving, 30 g for a quarter.
    "serving 120, piece 120, whole 598",
  ],
  // Chicken, broilers or fryers, breast, meat only, cooked, roasted — 165 kcal
  [
    "chicken-breast",
    "sr:05064",
    "куриная грудка; грудка куриная; филе куриное; куриное филе; грудка; филе грудки",
    "chicken breast; chicken fillet; chicken breasts",
    // A Russian portion of breast named no further is 120 g of meat, as typed-meals' labellers weigh it; English keeps
    // a whole breast.
    "piece 120, en:piece 150",
    // English measures are FNDDS's (24122131 Chicken breast, baked, skin not eaten: small or thin slice 30 g, medium
    // slice 60 g, medium breast 120 g): a slice of a breast is a slice, never a breast.
    "fndds:24122131",
  ],
  // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw — 120 kcal
  // "150g raw chicken": chicken weighed raw for a meal prep is the breast (SR28 05011, all raw meat, is 119 kcal).
  [
    "chicken-breast-raw",
    "sr:05062",
    "сырая куриная грудка; куриное филе сырое",
    "raw chicken breast; raw chicken",
    "piece 170",
  ],
  // Chicken, broilers or fryers, breast, meat only, cooked, stewed — 151 kcal
  [
    "chicken-breast-boiled",
    "sr:05065",
    "варёная курица; отварная курица; курица варёная; куриная грудка варёная; отварное куриное филе",
    "boiled chicken; poached chicken; stewed chicken",
    "serving 120",
  ],
  // Chicken, broilers or fryers, breast, meat only, cooked, fried — 187 kcal
  [
    "chicken-breast-fried",
    "sr:05063",
    "жареная курица; жареная куриная грудка; курица жареная",
    "fried chicken breast",
    "piece 150",
  ],
  // Chicken breast, grilled without sauce, skin not eaten — 176 kcal
  [
    "chicken-grilled",
    "fn:24123301",
    "куриная грудка гриль; грудка на гриле",
    "grilled chicken; grilled chicken breast",
    "piece 150",
  ],
  // Chicken breast, fried, coated, prepared skinless, coating eaten, from raw — 218 kcal: the Russian куриная отбивная,
  // a beaten skinless breast fried in batter or crumbs (Скурихин and кулинария give 200-230 kcal). Read by the pork
  // schnitzel's aliases, it was 338 kcal per 100 g (decision 024). A piece is a кулинария's half breast, 100-130 г.
  [
    "chicken-chop-coated",
    "fn:24127202",
    "куриная отбивная; отбивная куриная; отбивная из курицы; куриная отбивная в кляре; куриная отбивная в панировке; куриный шницель; шницель куриный; шницель из курицы",
    "breaded chicken cutlet; chicken schnitzel",
    "piece 120",
  ],
  // Chicken thighs are sold differently: in Russia on the bone with their skin ("куриное бедро", the skinless meat is
  // "филе бедра"), in the US mostly boneless and skinless, as Nutrition5k's cafeteria weighed them (1.77 kcal/g).
  // USDA's weights of one roasted thigh: "thigh with skin" 137 g, "thigh without skin" 116 g.
  // Chicken, broilers or fryers, thigh, meat and skin, cooked, roasted — 232 kcal
  [
    "chicken-thigh",
    "sr:05094",
    "куриное бедро; бедро куриное; бёдрышко; куриные бёдра; бедрышки",
    "chicken thigh with skin; chicken thighs with skin; skin-on chicken thigh",
    "piece 137",
  ],
  // Chicken, broilers or fryers, thigh, meat only, cooked, roasted — 179 kcal
  [
    "chicken-thigh-skinless",
    "sr:05098",
    "филе бедра; куриное филе бедра; филе куриного бедра",
    "chicken thigh; chicken thighs; skinless chicken thigh; boneless skinless chicken thigh; chicken thigh fillet",
    "piece 116",
  ],
  // Chicken, broilers or fryers, dark meat, drumstick, meat only, cooked, roasted — 155 kcal
  [
    "chicken-drumstick",
    "sr:05073",
    "куриная голень; голень; ножка куриная; куриные ножки; ножка; ножки; ножку; ножек; ножкой; ножками",
    "chicken drumstick; chicken drumsticks; chicken leg",
    "piece 95",
  ],
  // Chicken, broilers or fryers, leg, meat and skin, cooked, roasted — 184 kcal. A Russian окорочок is the whole leg
  // quarter, thigh and drumstick: SR28's thigh with skin 133 g and drumstick with skin 91 g (its "leg" measure, 258 g,
  // adds the back). It was the drumstick alone, 95 g.
  [
    "chicken-leg-quarter",
    "sr:05078",
    "окорочок; окорочка; окорочков; окорочки; куриный окорочок; окорочок куриный; куриные окорочка; окорочок запечённый",
    "chicken leg quarter; chicken leg quarters",
    "piece 224",
  ],
  // Turkey, drumstick, roasted, skin eaten (FNDDS 24202070) and smoked (24202120): a turkey leg said with no amount is
  // one drumstick, FNDDS's medium one (205 g off the bone); a smoked one, as fairs and theme parks sell it, is a tom's,
  // FNDDS's large (285 g). Both were FNDDS's unspecified 85 g, or 120 g of turkey breast.
  [
    "turkey-leg",
    "fn:24202070",
    "индюшиная голень; голень индейки; ножка индейки",
    "turkey leg; turkey legs; turkey drumstick; turkey drumsticks; roast turkey leg; roasted turkey leg",
    "piece 205, small 125, medium 205, large 285",
  ],
  [
    "smoked-turkey-leg",
    "fn:24202120",
    "копчёная голень индейки; копченая голень индейки",
    "smoked turkey leg; smoked turkey legs; smoked turkey drumstick",
    "piece 285, small 125, medium 205, large 285",
  ],
  // Chicken, broilers or fryers, wing, meat and skin, cooked, roasted — 254 kcal
  [
    "chicken-wings",
    "sr:05103",
    "куриные крылышки; крылышки; крылышек; куриных крылышек; шашлык из крылышек; крылышки на мангале; крылышки гриль; крыло куриное; куриные крылья; крылья; крыльев; крыло; крылышко",
    "chicken wings; chicken wing; wings",
    // A chain's bucket ("ведёрко крыльев") is sold with 9 to 25 wings: 16 of them.
    "piece 35, bucket 560",
  ],
  // Chicken "wings", boneless, with hot sauce, from fast food / restaurant — FNDDS 24168030 (one boneless wing 35 g,
  // an order of no count 140 g). Read from FNDDS's name alone it had no piece, so "10 boneless wings" were 10 g and
  // "6 piece boneless wings" six orders.
  [
    "boneless-wings",
    "fn:24168030",
    "наггетсы-крылышки без костей; крылышки без костей",
    "boneless wings; boneless wing; boneless chicken wings; boneless buffalo wings; boneless hot wings",
    "piece 35, serving 140",
  ],
  // Chicken, broilers or fryers, meat and skin, cooked, roasted — 239 kcal
  [
    "chicken-roast",
    "sr:05009",
    "курица запечённая; запечённая курица; курица в духовке; курица-гриль; курица гриль; кура гриль; кур гриль",
    "roast chicken; roasted chicken; rotisserie chicken",
    "serving 150",
  ],
  // Chicken, broilers or fryers, meat and skin, cooked, fried, batter — 289 kcal
  // KFC's Original Recipe and Extra Crispy are this battered chicken ("original recipe chicken" was FNDDS's home-recipe
  // chicken broth, by the word "recipe").
  [
    "chicken-fried",
    "sr:05007",
    "курица в панировке; жареная курица в кляре",
    "fried chicken; original recipe chicken; extra crispy chicken",
    "piece 120",
  ],
  // Chicken nuggets, NFS — 307 kcal
  [
    "chicken-nuggets",
    "fn:24198729",
    "наггетсы; куриные наггетсы; макнаггетсы",
    "chicken nuggets; nuggets; mcnuggets; chicken mcnuggets",
    "piece 17",
  ],
  // Chicken tenders or strips, NFS — 271 kcal (FNDDS 24198739, which also names them "chicken fingers"): "1 tender,
  // strip, or finger" 50 g; said with no count, FNDDS's quantity not specified, 100 g. "3 piece tenders" and "chicken
  // fingers" were read as nothing and as 120 g roast chickens.
  [
    "chicken-tenders",
    "fn:24198739",
    "куриные тендеры; тендеры",
    "chicken tenders; chicken tender; tenders; chicken fingers; chicken finger; tendies",
    "serving 100, piece 50",
  ],
  // Chicken, ground, crumbles, cooked, pan-browned — 189 kcal
  ["chicken-ground", "sr:05333", "куриный фарш; фарш куриный", "ground chicken; minced chicken", "serving 100"],
  // Chicken, liver, all classes, cooked, simmered — 167 kcal
  [
    "chicken-liver",
    "sr:05028",
    "куриная печень; печень куриная; печёнка куриная",
    "chicken liver; chicken livers",
    // One liver counted: FNDDS 25110420's braised chicken "liver" of 20 g, a lobe as the pieces are sold; with no
    // piece ("3 куриные печени") it was three 100 g servings.
    "serving 100, piece 20",
  ],
  // Chicken, heart, all classes, cooked, simmered — 185 kcal
  // One heart counted: SR28 05025 (raw) weighs a heart 6.1 g, which simmered (protein 15.6 → 26.4 g per 100 g, a
  // yield of 0.59) is 3.6 g; FNDDS 25120000 gives a cooked "chicken heart" 3 g. It was SR28 05026's 1 g "unit (yield
  // from 1 lb ready-to-cook chicken)", the hearts one pound of chicken yields, read as one heart.
  ["chicken-hearts", "sr:05026", "куриные сердечки; сердечки", "chicken hearts", "serving 100, piece 4"],
  // Chicken, gizzard, all classes, cooked, simmered — 154 kcal
  // One gizzard counted: FNDDS 25170420's "gizzard, chicken, cooked" of 22 g; with no piece it was a 100 g serving.
  [
    "chicken-gizzards",
    "sr:05024",
    "куриные желудки; пупки куриные; желудочки",
    "chicken gizzards",
    "serving 100, piece 22",
  ],
  // Turkey, whole, meat only, cooked, roasted — 159 kcal
  ["turkey", "sr:05168", "индейка; индюшка; мясо индейки", "turkey; roast turkey", "serving 120"],
  // Turkey, retail parts, breast, meat only, cooked, roasted — 136 kcal
  // Turkey, retail parts, breast, meat only, raw — 114 kcal
  [
    "turkey-breast-raw",
    "sr:05710",
    "филе индейки сырое; сырое филе индейки; грудка индейки сырая; сырая грудка индейки; индейка сырая; сырая индейка",
    "raw turkey breast",
    "serving 120",
  ],
  [
    "turkey-breast",
    "sr:05711",
    "грудка индейки; филе индейки; индюшиная грудка",
    "turkey breast; turkey fillet",
    "serving 120",
  ],
  // Ground turkey, cooked — 203 kcal
  // A turkey burger's patty said so is the ground meat, not the burger in its bun.
  [
    "turkey-ground",
    "sr:05306",
    "фарш индейки; индюшиный фарш",
    "ground turkey; minced turkey; turkey patty; turkey burger patty",
    "serving 100",
  ],
  // Ground turkey by the lean and fat shares on its pack ("93/7 ground turkey" is 7% fat: meal-text/elements.ts), each
  // the fat variant of the row above. Ground turkey, 93% lean, 7% fat, pan-broiled crumbles — 213 kcal
  ["turkey-ground-7", "sr:05666", "фарш индейки 7%", "ground turkey 7%", "serving 100"],
  // Ground turkey, 85% lean, 15% fat, pan-broiled crumbles — 258 kcal
  ["turkey-ground-15", "sr:05669", "фарш индейки 15%", "ground turkey 15%", "serving 100"],
  // Ground turkey, fat free, pan-broiled crumbles — 151 kcal (sold as 99/1)
  ["turkey-ground-1", "sr:05663", "фарш индейки 1%", "ground turkey 1%", "serving 100"],
  // Ground turkey, raw — 148 kcal: weighed out of the pack before cooking, as people counting macros weigh it.
  [
    "turkey-ground-raw",
    "sr:05305",
    "фарш индейки сырой; сырой фарш индейки; индюшиный фарш сырой",
    "raw ground turkey",
    "serving 100",
  ],
  // Ground turkey, 93% lean, 7% fat, raw — 150 kcal
  ["turkey-ground-raw-7", "sr:05665", "сырой фарш индейки 7%", "raw ground turkey 7%", "serving 100"],
  // Ground turkey, 85% lean, 15% fat, raw — 180 kcal
  ["turkey-ground-raw-15", "sr:05668", "сырой фарш индейки 15%", "raw ground turkey 15%", "serving 100"],
  // Ground turkey, fat free, raw — 112 kcal
  ["turkey-ground-raw-1", "sr:05662", "сырой фарш индейки 1%", "raw ground turkey 1%", "serving 100"],
  // Turkey breast, sliced, prepackaged — 100 kcal
  [
    "turkey-deli",
    "sr:07081",
    "индейка нарезка; ветчина из индейки",
    "deli turkey; sliced turkey; turkey deli meat",
    "slice 20",
  ],
  // Duck, domesticated, meat only, cooked, roasted — 201 kcal
  ["duck", "sr:05142", "утка; утятина; утиная грудка", "duck; duck breast; roast duck", "serving 150"],
  // Beef, NS as to cut, cooked, lean and fat eaten — 235 kcal
  ["beef", "fn:21000110", "говядина; говяжье мясо; мясо; говядинка", "beef; cooked beef", "serving 120"],
  // Beef, chuck, blade roast, separable lean only, trimmed to 0" fat, all grades, cooked, braised — 253 kcal
  [
    "beef-boiled",
    "sr:13382",
    "говядина варёная; отварная говядина; тушёная говядина; говядина тушёная",
    "boiled beef; stewed beef; braised beef; beef stew meat",
    "serving 120",
  ],
  // Beef, top sirloin, steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled — 212 kcal
  [
    "steak",
    "sr:13451",
    "стейк; стейк говяжий; бифштекс; говяжий стейк",
    // The row is SR28's top sirloin: "5 oz sirloin" was FNDDS's frozen meal named "Sirloin, chopped, with gravy, …".
    // Carne asada is a thin beef steak grilled, as taquerias serve it sliced.
    "steak; beef steak; sirloin steak; sirloin; top sirloin; carne asada",
    "piece 200",
  ],
  // Beef, rib eye, small end (ribs 10-12), separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled — 249 kcal
  ["ribeye", "sr:13952", "рибай; стейк рибай", "ribeye; rib eye steak", "piece 250"],
  // Beef, ground, 80% lean meat / 20% fat, patty, cooked, pan-broiled — 246 kcal. A shop's patty "for a burger"
  // is this patty: read by its words it was a котлета and a whole café burger.
  [
    "beef-ground",
    "sr:23574",
    "говяжий фарш; фарш говяжий; фарш; говяжий фарш 20%; котлета для бургера; котлеты для бургера; котлета для бургеров; котлеты для бургеров; бургерная котлета; котлета для гамбургера",
    // An English patty named no further is a burger's (FNDDS 21500310 Ground beef patty, cooked: medium patty 85 g);
    // "patty" is also the measure of a food named before it ("sausage patty", "hash browns, 2 patties"; quantity.ts).
    "ground beef; minced beef; beef mince; ground beef 20%; beef patty; burger patty; hamburger patty; patty; patties; meat patty",
    "serving 100, en:piece 85",
  ],
  // Beef, ground, 80% lean meat / 20% fat, raw — 254 kcal
  [
    "beef-ground-raw",
    "sr:23572",
    "сырой фарш; фарш сырой; сырой фарш 20%",
    "raw ground beef; raw ground beef 20%",
    "serving 100",
  ],
  // Ground beef by the lean and fat shares on its pack ("90/10", "93/7": meal-text/elements.ts), each the fat variant
  // of the 80/20 row above, cooked as it is (patty, pan-broiled). Beef, ground, 97% lean meat /3% fat — 144 kcal
  ["beef-ground-3", "sr:23479", "говяжий фарш 3%", "ground beef 3%", "serving 100"],
  // Beef, ground, 95% lean meat / 5% fat, patty, cooked, pan-broiled — 164 kcal
  ["beef-ground-5", "sr:23559", "говяжий фарш 5%", "ground beef 5%", "serving 100"],
  // Beef, ground, 93% lean meat /7% fat, patty, cooked, pan-broiled — 182 kcal
  ["beef-ground-7", "sr:23474", "говяжий фарш 7%", "ground beef 7%", "serving 100"],
  // Beef, ground, 90% lean meat / 10% fat, patty, cooked, pan-broiled — 204 kcal
  ["beef-ground-10", "sr:23564", "говяжий фарш 10%", "ground beef 10%", "serving 100"],
  // Beef, ground, 85% lean meat / 15% fat, patty, cooked, pan-broiled — 232 kcal
  ["beef-ground-15", "sr:23569", "говяжий фарш 15%", "ground beef 15%", "serving 100"],
  // Beef, ground, 75% lean meat / 25% fat, patty, cooked, pan-broiled — 248 kcal
  ["beef-ground-25", "sr:23579", "говяжий фарш 25%", "ground beef 25%", "serving 100"],
  // The same shares raw. Beef, ground, 97% lean meat / 3% fat, raw — 121 kcal
  ["beef-ground-raw-3", "sr:23477", "сырой фарш 3%", "raw ground beef 3%", "serving 100"],
  // Beef, ground, 95% lean meat / 5% fat, raw — 137 kcal
  ["beef-ground-raw-5", "sr:23557", "сырой фарш 5%", "raw ground beef 5%", "serving 100"],
  // Beef, ground, 93% lean meat / 7% fat, raw — 152 kcal
  ["beef-ground-raw-7", "sr:23472", "сырой фарш 7%", "raw ground beef 7%", "serving 100"],
  // Beef, ground, 90% lean meat / 10% fat, raw — 176 kcal
  ["beef-ground-raw-10", "sr:23562", "сырой фарш 10%", "raw ground beef 10%", "serving 100"],
  // Beef, ground, 85% lean meat / 15% fat, raw — 215 kcal
  ["beef-ground-raw-15", "sr:23567", "сырой фарш 15%", "raw ground beef 15%", "serving 100"],
  // Beef, ground, 75% lean meat / 25% fat, raw — 293 kcal
  ["beef-ground-raw-25", "sr:23577", "сырой фарш 25%", "raw ground beef 25%", "serving 100"],
  // Beef, NS as to cut, cooked, lean only eaten (FNDDS 21000120) — 184 kcal
  [
    "beef-lean",
    "fn:21000120",
    "говядина постная; постная говядина; нежирная говядина; говядина нежирная; говядина без жира",
    "lean beef",
    "serving 120",
  ],
  // Beef, brisket, flat half, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised — 213 kcal
  ["beef-brisket", "sr:13369", "грудинка говяжья; брискет", "brisket; beef brisket", "serving 150"],
  // Beef, rib, whole (ribs 6-12), separable lean and fat, trimmed to 1/8" fat, all grades, cooked, roasted — 351 kcal.
  // Prime rib is this roast carved, a restaurant's smallest cut about 8 oz cooked ("prime rib" was pork spareribs).
  [
    "prime-rib",
    "sr:13826",
    "прайм риб; ростбиф из рёбер",
    "prime rib; prime ribs; prime rib roast; standing rib roast; rib roast",
    "serving 227",
  ],
  // Beef, brisket, whole, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised — 291 kcal: burnt ends
  // are the fatty point of a smoked brisket, cubed; a serving as the brisket's, 150 g.
  ["burnt-ends", "sr:13367", "бёрнт эндс", "burnt ends; brisket burnt ends", "serving 150"],
  // Beef, round, eye of round roast, boneless, separable lean only, trimmed to 0" fat, all grades, cooked, roasted — 163 kcal
  // A Russian ростбиф is sliced cold meat; an English roast beef with no amount is a dinner's, FNDDS 21401000's
  // "Quantity not specified" (67 g), not one 30 g slice ("roast beef with yorkshire puddings" was 49 kcal of beef).
  ["roast-beef", "sr:13418", "ростбиф", "roast beef", "slice 30, en:serving 67"],
  // Beef, pot roast, braised or boiled, NS as to fat eaten — FNDDS 21407000 (251 kcal; a medium slice 42 g, its
  // unspecified amount 67 g). An American pot roast is the braised chuck carved in slices (decision 024, the
  // forty-third batch); it was the catalog's Russian жаркое, a stew of pork and potatoes at 131 kcal, 30 g a slice.
  [
    "pot-roast",
    "fn:21407000",
    "пот-роуст",
    "pot roast; beef pot roast; pot roast beef; chuck roast",
    "serving 67, slice 42",
  ],
  // Beef, cured, corned beef, brisket, cooked — 251 kcal
  ["corned-beef", "sr:13347", "солонина", "corned beef", "serving 85"],
  // Beef, variety meats and by-products, tongue, cooked, simmered — 284 kcal
  ["beef-tongue", "sr:13340", "говяжий язык; язык", "beef tongue; tongue", "serving 100"],
  // Beef, variety meats and by-products, liver, cooked, pan-fried — 175 kcal
  ["beef-liver", "sr:13327", "говяжья печень; печень; печёнка", "beef liver; liver", "serving 100"],
  // Veal, composite of trimmed retail cuts, separable lean and fat, cooked — 231 kcal
  // A piece of meat is a serving, as for beef and chicken: USDA's "piece" of these rows is a slice (pork, 42 g) or
  // the yield of a pound of raw meat (lamb 242 g, veal 209 g), neither what "кусок свинины" means.
  ["veal", "sr:17089", "телятина", "veal", "serving 120, piece 120"],
  // Pork, NS as to cut, cooked, lean and fat eaten — 211 kcal
  ["pork", "fn:22000110", "свинина; свиное мясо", "pork; cooked pork", "serving 120, piece 120"],
  // Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted — 143 kcal; raw — 120 kcal
  [
    "pork-tenderloin",
    "sr:10061",
    "свиная вырезка; вырезка свиная; свинина вырезка; вырезка свинины",
    "pork tenderloin",
    "serving 150",
  ],
  [
    "pork-tenderloin-raw",
    "sr:10060",
    "свиная вырезка сырая; сырая свиная вырезка",
    "raw pork tenderloin",
    "serving 150",
  ],
  // Pork, fresh, loin, whole, separable lean and fat, cooked, broiled — 242 kcal
  [
    "pork-chop",
    "sr:10022",
    "свиная отбивная; отбивная; корейка свиная; свиная корейка",
    "pork chop; pork chops; pork loin",
    // A size said in English is FNDDS 22101100 Pork chop, broiled or baked's chop of that size off the bone (small
    // 49 g, medium 90 g, large 131 g); one said with no size stays the catalog's 150 g.
    "piece 150",
    "fndds:22101100",
  ],
  // Pork, fresh, loin, whole, separable lean and fat, cooked, roasted — 248 kcal
  [
    "pork-roast",
    "sr:10023",
    "запечённая свинина; свинина запечённая; буженина",
    // Filipino lechon is a whole pig roasted on a spit, served as its roast meat; Puerto Rican pernil the roast pork
    // shoulder (FNDDS's Puerto Rican roast pork 22400100 sits beside its pork roast); Mexican carnitas and Hawaiian
    // kalua pig are pork shoulder slow-cooked and pulled, which neither FNDDS nor SR28 has a record of.
    "roast pork; pork roast; lechon; lechon baboy; pernil; carnitas; kalua pig; kalua pork",
    "serving 120",
  ],
  // Pork, ground, 84% lean / 16% fat, cooked, crumbles — 289 kcal
  ["pork-ground", "sr:10975", "свиной фарш; фарш свиной", "ground pork; minced pork", "serving 100"],
  // Pork, fresh, spareribs, separable lean and fat, cooked, braised — 397 kcal
  // One rib is FNDDS 22701000's medium rib (35 g of meat, bone removed; USDA's "piece" is a pound of raw ribs), and a
  // whole rack some twelve of them, 420 g.
  [
    "pork-ribs",
    "sr:10089",
    "свиные рёбрышки; рёбрышки; рёбра",
    "ribs; pork ribs; spare ribs",
    "serving 200, piece 35, whole 420",
  ],
  // Pork, fresh, belly, raw — 518 kcal
  ["pork-belly", "sr:10005", "свиная грудинка; грудинка", "pork belly", "serving 50"],
  // Pork, fresh, backfat, raw — 812 kcal
  ["salo", "sr:10004", "сало; сальце; шпик", "salo; pork fat; lard fatback", "slice 10"],
  // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, cooked — 294 kcal
  ["lamb", "sr:17002", "баранина; ягнятина; мясо ягнёнка", "lamb; mutton", "serving 120, piece 120"],
  // Lamb, domestic, loin, separable lean and fat, trimmed to 1/4" fat, choice, cooked, broiled — 316 kcal
  ["lamb-chop", "sr:17024", "бараньи рёбрышки; каре ягнёнка", "lamb chops; lamb chop", "piece 100"],
  // Game meat, rabbit, domesticated, composite of cuts, cooked, stewed — 206 kcal
  ["rabbit", "sr:17179", "кролик; крольчатина", "rabbit", "serving 120"],
  // Game meat, bison, separable lean only, cooked, roasted — 143 kcal
  ["bison", "sr:17157", "бизон", "bison", "serving 120"],
  // Pork, cured, bacon, cooked, broiled, pan-fried or roasted, reduced sodium — 541 kcal
  ["bacon", "sr:43378", "бекон; жареный бекон", "bacon; cooked bacon", "slice 8"],
  // Turkey bacon, cooked — 368 kcal
  ["turkey-bacon", "fn:24208500", "бекон из индейки", "turkey bacon", "slice 15"],
  // Fish, sea bass, mixed species, cooked, dry heat — 124 kcal. A restaurant's whole сибас; "sea bass" in English
  // stays FNDDS's, which has its cooking methods and measures.
  ["sea-bass", "sr:15092", "сибас; сибаса; лаврак", "branzino", "piece 250"],
  // Porgy, baked or broiled, no added fat — 133 kcal. Дорадо is the gilt-head sea bream, a porgy.
  ["dorado", "fn:26133121", "дорадо; дорада", "dorado; gilt-head bream; sea bream", "piece 250"],
  // Fish, cisco, raw — 98 kcal. Муксун is a Siberian cisco (Coregonus), which SR28 holds only as the North American
  // one; Скурихин's муксун, 88 kcal, is near it. Строганина is such a fish frozen and shaved raw, 150 g a plate. They
  // were unread ("строганина из муксуна 150 г" weighed nothing). Омуль is the Baikal cisco; "омле", an omelette typed
  // short, stays the omelette, whose name it begins (meal-text/typos.ts, a cut word before a typo).
  [
    "cisco",
    "sr:15013",
    "муксун; муксуна; муксуном; строганина; строганины; строганину; строганиной; омуль; омуля; омулем; омулю; омули; омулей; жареный омуль; омуль жареный",
    "cisco",
    "serving 150",
  ],
  // Fish, cisco, smoked — 177 kcal. A smoked муксун is sold whole, 250-350 g, about two thirds of it eaten: 200 g.
  [
    "cisco-smoked",
    "sr:15014",
    "муксун копчёный; муксун копченый; копчёный муксун; копченый муксун; муксун горячего копчения; муксун холодного копчения; омуль копчёный; омуль копченый; копчёный омуль; копченый омуль; копчёного омуля; копченого омуля; омуль горячего копчения; омуль холодного копчения; омуля горячего копчения; омуля холодного копчения",
    "smoked cisco",
    "piece 200",
  ],
  // Fish, whitefish, mixed species, cooked, dry heat — 172 kcal. Сиг, нельма and хариус are the whitefish and
  // grayling of Siberian and northern rivers (Coregonus, Stenodus, Thymallus), which SR28 holds only as its mixed
  // whitefish; they were unread.
  [
    "whitefish",
    "sr:15223",
    "сиг; сига; сигом; сиги; нельма; нельмы; нельму; нельмой; хариус; хариуса; хариусом; хариусы; хариусов",
    "grayling; nelma",
    "piece 150",
  ],
  // Fish, whitefish, mixed species, smoked — 108 kcal. A smoked сиг or хариус is sold whole, half of it a portion.
  [
    "whitefish-smoked",
    "sr:15131",
    "сиг копчёный; сиг копченый; копчёный сиг; копченый сиг; копченого сига; копчёного сига; хариус копчёный; хариус копченый; копчёный хариус; копченый хариус; копченого хариуса; копчёного хариуса; нельма копчёная; нельма копченая; копчёная нельма; копченая нельма",
    "smoked grayling",
    "piece 150",
  ],
  // Fish, burbot, cooked, dry heat — 115 kcal. Налим, the freshwater cod of Russian rivers; it was unread.
  ["burbot", "sr:15190", "налим; налима; налимом; налиму; налимы", "burbot", "piece 150"],
  // Fish, smelt, rainbow, cooked, dry heat — 124 kcal
  // Мойва (capelin) is a smelt of the same family, baked or grilled as корюшка is. Both are counted by the fish ("10
  // штук корюшки"), which neither SR28 nor FNDDS weighs: a capelin of normal size is sold 50 to the kilogram (a
  // Murmansk wholesaler, СеверПост, 5 March 2015: "нормальный размер мойвы — это по 50 штук на кг"), 20 g; the
  // smelt of the Baltic catch is as long (11–16 cm, АтлантНИРО, 2021) and is taken at the same 20 g.
  ["smelt", "sr:15100", "корюшка; корюшки; корюшку; корюшек; мойва; мойвы; мойву", "smelt", "serving 100, piece 20"],
  // Fish, herring, Atlantic, cooked, dry heat — 203 kcal. Салака is the Baltic herring, a small Atlantic herring of
  // the capelin's length (14–18 cm), counted by the fish at the capelin's 20 g; it was read as сало, one slip away.
  ["baltic-herring", "sr:15040", "салака; салаки; салаку; салакой", "baltic herring", "serving 100, piece 20"],
  // Beef, cured, dried — 153 kcal. Бастурма is the Armenian air-dried beef, sliced thin; 30 g is a plate's few slices.
  ["basturma", "sr:13350", "бастурма; бастурмы; бастурмой", "basturma; pastirma", "serving 30, slice 3"],
  // Ham, sliced, regular (approximately 11% fat) — 163 kcal
  ["ham", "sr:07029", "ветчина; окорок", "ham; sliced ham", "slice 28"],
  // Bologna, beef and pork — 308 kcal
  [
    "sausage-boiled",
    "sr:07008",
    "колбаса варёная; варёная колбаса; докторская; докторская колбаса; колбаса; колбаска; молочная колбаса",
    "bologna; boiled sausage; doktorskaya sausage",
    "slice 25",
  ],
  // Sausage, smoked link sausage, pork and beef — 320 kcal
  [
    "sausage-smoked",
    "sr:07075",
    "копчёная колбаса; колбаса копчёная; сервелат; краковская",
    "smoked sausage; cervelat",
    // An American smoked sausage is a link, FNDDS 25221460's bun-size link of pork and beef sausage, 75 g; a Russian
    // копчёная колбаса is sliced ("smoked sausage link" was one 15 g slice).
    "slice 15, en:piece 75",
  ],
  // Salami, dry or hard, pork — 407 kcal
  // A cup (of pieces) is FNDDS 25221500's (140 g).
  ["salami", "sr:07071", "салями; сырокопчёная колбаса", "salami", "slice 10, cup 140"],
  // Pepperoni, beef and pork, sliced — 504 kcal
  ["pepperoni", "sr:07057", "пепперони", "pepperoni", "slice 2"],
  // Frankfurter, beef, unheated — 316 kcal
  // An English frankfurter or wiener is FNDDS 25210110's, 57 g (its "frankfurter" and "bun length" alike); a Russian
  // сосиска stays 45 g.
  [
    "hot-dog-sausage",
    "sr:07022",
    "сосиска; сосиски; сосисок",
    "hot dog sausage; frankfurter; wiener",
    "piece 45, en:piece 57",
  ],
  // Sausage, Polish, pork and beef, smoked — 301 kcal
  [
    "sardelka",
    "sr:07916",
    "сарделька; сардельки; сарделек; купаты",
    // "brat" is how a cookout says bratwurst ("brat w sauerkraut on a bun" was left unread: decision 024, the fiftieth
    // batch).
    "polish sausage; kielbasa; bratwurst; bratwursts; brat; brats",
    // An English bratwurst or kielbasa is FNDDS's bun-size link, 75 g (25220350 Bratwurst, 25221310 Polish sausage);
    // a Russian сарделька stays the 100 g one.
    "piece 100, en:piece 75",
  ],
  // Sausage, Italian, pork, cooked — 344 kcal
  [
    "sausage",
    "sr:07089",
    "жареная колбаска; колбаски жареные; колбаски гриль",
    "sausage; sausages; breakfast sausage; pork sausage; banger; bangers; snag; snags",
    "piece 50",
    // English measures are FNDDS's (25221405 Pork sausage: slice 15 g, patty 35 g): a slice is of a sausage.
    "fndds:25221405",
  ],
  // Turkey or chicken sausage — 199 kcal
  [
    "chicken-sausage",
    "fn:25221830",
    "куриная колбаска; куриные сосиски",
    "chicken sausage; turkey sausage; chicken apple sausage",
    "piece 75",
  ],
  // Pate, liver, not specified, canned — 319 kcal
  ["pate", "sr:07055", "паштет; печёночный паштет", "pate; liver pate", "tbsp 15"],
  // Snacks, beef jerky, chopped and formed — 410 kcal
  ["jerky", "sr:19002", "вяленое мясо; джерки", "jerky; beef jerky; jack links; jack link's", "serving 28"],
  // Meatballs, frozen, Italian style — 286 kcal
  // Meat loaf made with chicken or turkey (FNDDS 27246500, also its "chicken or turkey meatball") — 173 kcal: meatballs
  // of poultry were beef and pork ones (286 kcal).
  [
    "meatballs-poultry",
    "fn:27246500",
    "тефтели из индейки; тефтели из курицы; куриные тефтели; тефтели куриные; тефтели индюшиные; фрикадельки из индейки; фрикадельки из курицы; куриные фрикадельки",
    "turkey meatballs; chicken meatballs",
    "piece 30",
  ],
  ["meatballs", "sr:07972", "тефтели; фрикадельки; тефтелей; тефтеля; тефтелька; фрикаделька", "meatballs", "piece 30"],
  // Salmon, cooked, NS as to cooking method — 189 kcal. USDA's record for salmon eaten without a stated species or
  // method; one farmed species (Atlantic, 206 kcal) overstated the rest (wild Atlantic 182, sockeye 169, coho 139).
  [
    "salmon",
    "fn:26137110",
    "лосось; сёмга; сёмги; семга; филе лосося; шашлык из сёмги; шашлык из лосося; шашлык из красной рыбы; сёмга на мангале",
    "salmon; salmon fillet; atlantic salmon",
    "piece 150",
  ],
  // Fish, salmon, chinook, smoked — 117 kcal
  [
    "salmon-smoked",
    "sr:15077",
    "копчёный лосось; слабосолёная сёмга; малосольная сёмга; красная рыба",
    "smoked salmon; lox",
    "slice 15",
  ],
  // Fish, trout, rainbow, farmed, cooked, dry heat — 168 kcal
  ["trout", "sr:15241", "форель", "trout; rainbow trout", "piece 150"],
  // Fish, salmon, pink, cooked, dry heat — 153 kcal
  ["pink-salmon", "sr:15212", "горбуша", "pink salmon", "piece 150"],
  // Fish, salmon, chum, raw — 120 kcal
  ["chum-salmon", "sr:15079", "кета", "chum salmon", "piece 150"],
  // Fish, salmon, Atlantic, wild, cooked, dry heat — 182 kcal
  ["arctic-char", "sr:15209", "голец; арктический голец", "arctic char; artic char", "piece 150"],
  // Fish, cod, Atlantic, cooked, dry heat — 105 kcal. Навага (saffron cod) is a cod of the same family.
  ["cod", "sr:15016", "треска; трески; навага; наваги; навагу", "cod", "piece 150"],
  // Fish, cod, Atlantic, raw — 82 kcal
  ["cod-raw", "sr:15015", "треска сырая; сырая треска", "raw cod", "piece 150"],
  // Fish, pollock, Alaska, cooked, dry heat (may have been previously frozen) — 111 kcal
  ["pollock", "sr:15067", "минтай; минтая", "pollock; alaska pollock", "piece 150"],
  // Fish, pollock, Alaska, raw (not previously frozen) — 70 kcal, as Russian tables give raw минтай (72): "минтай 200 г
  // сырой" is weighed before cooking.
  ["pollock-raw", "sr:15266", "минтай сырой; сырой минтай", "raw pollock", "piece 150"],
  // Fish, whiting, mixed species, cooked, dry heat — 116 kcal
  ["hake", "sr:15133", "хек; мерлуза", "hake; whiting", "piece 150"],
  // Fish, haddock, cooked, dry heat — 90 kcal
  ["haddock", "sr:15034", "пикша", "haddock", "piece 150"],
  // Fish, flatfish (flounder and sole species), cooked, dry heat — 86 kcal
  ["flounder", "sr:15029", "камбала", "flounder; sole", "piece 150"],
  // Fish, halibut, Atlantic and Pacific, cooked, dry heat — 111 kcal
  ["halibut", "sr:15037", "палтус", "halibut", "piece 150"],
  // Fish, tilapia, cooked, dry heat — 128 kcal
  ["tilapia", "sr:15262", "тилапия", "tilapia", "piece 150"],
  // Fish, catfish, channel, farmed, cooked, dry heat — 144 kcal
  [
    "catfish",
    "sr:15235",
    "сом; сома; сомом; сому; сомик; сом жареный; жареный сом; жареного сома",
    "catfish",
    "piece 150",
  ],
  // Fish, carp, cooked, dry heat — 162 kcal. The карась (crucian carp) is a carp of the same family, pan-fried whole
  // from a pond or a river; SR28 has no record of its own.
  [
    "carp",
    "sr:15009",
    "карп; сазан; карась; караси; карася; карасей; карасик; карасики; карасиков",
    "carp",
    "piece 150",
  ],
  // Fish, pike, walleye, cooked, dry heat — 119 kcal
  ["pike-perch", "sr:15204", "судак; щука", "pike; zander; pike perch; walleye", "piece 150"],
  // Fish, perch, mixed species, cooked, dry heat — 117 kcal
  ["perch", "sr:15061", "окунь", "perch", "piece 150"],
  // Fish, mackerel, Atlantic, cooked, dry heat — 262 kcal
  ["mackerel", "sr:15047", "скумбрия; скумбрии", "mackerel", "piece 150"],
  // Fish, herring, Atlantic, pickled — 262 kcal
  [
    "herring",
    "sr:15041",
    "селёдка; сельдь; селедка; селёдочка; сельдь солёная",
    "herring; pickled herring",
    "serving 50",
  ],
  // Fish, sardine, Atlantic, canned in oil, drained solids with bone — 208 kcal
  ["sprats", "sr:15088", "шпроты; сардины; сардина", "sprats; sardines; sardine", "serving 50"],
  // Fish, anchovy, european, canned in oil, drained solids — 210 kcal
  // Хамса is the Black Sea anchovy. One anchovy is SR28 15002's "1 anchovy", 4 g.
  [
    "anchovies",
    "sr:15002",
    "анчоусы; анчоус; анчоусов; хамса; хамсы; хамсу",
    "anchovies; anchovy",
    "serving 15, piece 4",
  ],
  // Fish, tuna, yellowfin, fresh, cooked, dry heat — 130 kcal
  ["tuna", "sr:15221", "тунец; тунца; тунцом; стейк тунца", "tuna; tuna steak", "serving 120"],
  // Fish, tuna, light, canned in water, drained solids — 86 kcal
  [
    "tuna-canned",
    "sr:15121",
    "тунец консервированный; консервированный тунец; тунец в собственном соку; тунца консервированного",
    "canned tuna; tuna in water",
    // A can is SR 15121's (165 g, drained solids).
    "serving 100, pack 165",
  ],
  // Fish, swordfish, cooked, dry heat — 172 kcal
  ["swordfish", "sr:15111", "меч-рыба", "swordfish", "piece 150"],
  // Fish, snapper, mixed species, cooked, dry heat — 128 kcal
  ["snapper", "sr:15102", "луциан", "snapper; red snapper", "piece 150"],
  // Fish, eel, mixed species, cooked, dry heat — 236 kcal
  // Unagi is the sushi bar's eel (FNDDS files the unagi roll under eel, 58151190).
  ["eel", "sr:15026", "угорь", "eel; unagi", "serving 100"],
  // Fish, NS as to type, baked or broiled, no added fat — 137 kcal
  [
    "fish",
    "fn:26100123",
    "рыба; рыбка; рыбное филе; рыба запечённая; белая рыба; шашлык из рыбы",
    "fish; fish fillet; white fish; baked fish",
    "piece 150",
  ],
  // Fish, NS as to type, coated, fried, no added fat — 188 kcal
  [
    "fish-fried",
    "fn:26100143",
    // Навага, fried whole in flour, is the same dish.
    "рыба жареная; жареная рыба; жареный минтай; минтай жареный; жареная треска; треска жареная; жареный хек; хек жареный; жареная навага; навага жареная",
    "fried fish; fried pollock; fried cod",
    "piece 150",
  ],
  // The same record: small fish fried whole in flour, counted by the fish ("10 штук жареной корюшки", "мойва жареная
  // 6 шт"), each the 20 g of the smelt row above; the piece of fried fish is a 150 g fillet, so the count was left
  // unread past the reading's ceilings. Unmeasured, they are the fried-fish row's 150 g.
  [
    "small-fish-fried",
    "fn:26100143",
    "мелкая жареная рыба; жареная мойва; мойва жареная; жареной мойвы; жареная корюшка; корюшка жареная; жареной корюшки; жареная салака; салака жареная; жареной салаки",
    "fried smelt; fried capelin",
    "serving 150, piece 20",
  ],
  // Fish, fish sticks, frozen, prepared — 277 kcal. SR28 weighs a 4-inch stick (28 g); an English count is of FNDDS's
  // stick (26100270 Fish stick, patty or nugget: "1 stick" 17 g), the measure English labellers count in.
  ["fish-sticks", "sr:15027", "рыбные палочки", "fish sticks; fish fingers", "piece 28, en:piece 17"],
  // Crustaceans, shrimp, cooked (not previously frozen) — 99 kcal
  // A cup of cooked shrimp is FNDDS 26319110's "1 cup, cooked" (145 g).
  // One shrimp is FNDDS 26319130's "medium shrimp (shelled)", 5 g, as English counts read it: counted in Russian,
  // shrimp were 1 g each ("10 креветок") or a 100 g serving each ("креветки 10 шт", 1 kg).
  ["shrimp", "sr:15271", "креветки; креветка; креветок", "shrimp; shrimps; prawns", "serving 100, cup 145, piece 5"],
  // Crustaceans, crab, alaska king, cooked, moist heat — 97 kcal
  // English measures by FNDDS 26305110 (Crab, cooked): a cup of flaked crab 118 g, not 240 ml.
  ["crab", "sr:15137", "краб; крабовое мясо", "crab; crab meat", "serving 100", "fndds:26305110"],
  // Fish, surimi — 99 kcal
  ["crab-sticks", "sr:15109", "крабовые палочки; крабовых палочек", "crab sticks; imitation crab; surimi", "piece 17"],
  // Crustaceans, lobster, northern, cooked, moist heat — 89 kcal
  ["lobster", "sr:15148", "омар; лобстер", "lobster", "serving 100"],
  // Crustaceans, crayfish, mixed species, farmed, cooked, moist heat — 87 kcal
  // A boiled crayfish is eaten for its tail and claws, about 10 g of meat; counted, "раки 10 шт" were ten 100 g
  // servings.
  ["crawfish", "sr:15243", "раки; рак; раков", "crawfish; crayfish", "serving 100, piece 10"],
  // Mollusks, mussel, blue, cooked, moist heat — 172 kcal. English measures are FNDDS's (26313160 Mussels, steamed
  // or poached: cup 150 g of shelled mussels, not a cup of water's 240 g).
  // One mussel is FNDDS 26313160's "medium mussel", 8 g: "мидии 10 шт" were ten 100 g servings.
  ["mussels", "sr:15165", "мидии; мидий", "mussels", "serving 100, piece 8", "fndds:26313160"],
  // Mollusks, clam, mixed species, cooked, moist heat — 148 kcal
  ["clams", "sr:15159", "моллюски; венерки", "clams", "serving 100"],
  // Mollusks, oyster, eastern, farmed, cooked, dry heat — 79 kcal
  ["oysters", "sr:15246", "устрицы", "oysters", "piece 15"],
  // Scallops, cooked, NS as to cooking method — 115 kcal. SR28's only cooked scallops are breaded and fried (15173,
  // 216 kcal): plain "scallops" are not breaded, and a breaded or fried one is FNDDS's own "coated" record.
  // One scallop is FNDDS 26317110's 16 g: "гребешки 5 шт" were five 100 g servings.
  ["scallops", "fn:26317110", "гребешки; морские гребешки", "scallops", "serving 100, piece 16"],
  // Squid, baked or broiled, no added fat — 113 kcal. Squid named no further is mostly boiled in Russia (for a salad
  // or as it is); a fried one is named so. Counted ("2 кальмара"), a squid is a cleaned carcass (тушка) as sold
  // frozen, about 150 g; FNDDS's 14 g piece is a ring cut from one.
  [
    "squid",
    "fn:26213121",
    "кальмар; кальмары; кальмаров; варёный кальмар; кальмар варёный; тушка кальмара",
    "squid",
    "serving 100, piece 150",
  ],
  // Mollusks, squid, mixed species, cooked, fried — 175 kcal
  [
    "squid-fried",
    "sr:15176",
    "жареный кальмар; кальмар жареный; жареные кальмары; кальмары жареные; кольца кальмара",
    "fried squid; calamari",
    "serving 100",
  ],
  // Mollusks, octopus, common, cooked, moist heat — 164 kcal
  ["octopus", "sr:15230", "осьминог", "octopus", "serving 100"],
  // Fish, caviar, black and red, granular — 264 kcal
  [
    "caviar-red",
    "sr:15012",
    "икра; красная икра; икра красная; чёрная икра",
    "caviar; red caviar; salmon roe",
    // A jar as sold: red caviar by GOST 18173-2004 in 140 g jars.
    "tbsp 16, pack 140",
  ],
  // Tofu, raw, regular, prepared with calcium sulfate — 76 kcal
  // A block: SR28's quarter block weighs 116 g.
  // Chipotle's sofritas are tofu braised and shredded in a chili sauce, ordered in place of meat.
  ["tofu", "sr:16427", "тофу; соевый творог", "tofu; sofritas", "serving 100, pack 464"],
  // Tempeh, cooked — 195 kcal
  // A cup of tempeh is SR28's cup of it (16114, 166 g), not 240 ml of a liquid.
  ["tempeh", "sr:16174", "темпе", "tempeh", "serving 100, cup 166"],
  // Meat substitute, cereal- and vegetable protein-based, fried — 334 kcal
  ["seitan", "fn:59003000", "сейтан", "seitan", "serving 100"],
  // Veggie burgers or soyburgers, unprepared — 177 kcal
  [
    "veggie-burger",
    "sr:16147",
    "соевая котлета; вегетарианская котлета; веганская котлета",
    "veggie burger; veggie burgers; vegetarian patty; veggie patty; veggie patties",
    "piece 70",
  ],
  // Pork, ground, 84% lean / 16% fat, raw — 218 kcal
  ["pork-ground-raw", "sr:10972", "сырой свиной фарш", "raw ground pork", "serving 100"],
  // Chicken, ground, raw — 143 kcal
  ["chicken-ground-raw", "sr:05332", "сырой куриный фарш", "raw ground chicken", "serving 100"],
  // Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, all grades, raw — 244 kcal
  // Beef, tenderloin, steak, separable lean only, trimmed to 1/8" fat, all grades, cooked, broiled — 200 kcal
  [
    "beef-tenderloin",
    "sr:23600",
    "говяжья вырезка; вырезка говяжья; говяжьей вырезки; вырезка говядины; филе миньон",
    "beef tenderloin; filet mignon",
    "serving 150",
  ],
  // The same cut raw — 153 kcal
  [
    "beef-tenderloin-raw",
    "sr:23601",
    "говяжья вырезка сырая; сырая говяжья вырезка",
    "raw beef tenderloin",
    "serving 150",
  ],
  ["beef-raw", "sr:13809", "сырая говядина; говядина сырая", "raw beef", "serving 100"],
  // Pork, fresh, loin, whole, separable lean and fat, raw — 198 kcal
  ["pork-raw", "sr:10020", "сырая свинина; свинина сырая", "raw pork", "serving 100"],
  // Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, raw — 267 kcal
  ["lamb-raw", "sr:17001", "сырая баранина", "raw lamb", "serving 100"],
  // Chicken, broilers or fryers, dark meat, thigh, meat only, raw — 121 kcal
  ["chicken-thigh-raw", "sr:05096", "сырое куриное бедро", "raw chicken thigh", "piece 110"],
  // Fish, NS as to type, raw — 109 kcal
  ["fish-raw", "fn:26100100", "сырая рыба; рыба сырая", "raw fish", "piece 150"],
  // Fish and shrimp weighed raw for a meal prep ("tilapia 6 oz raw"), as the cooked rows above weigh them cooked.
  // Fish, tilapia, raw — 96 kcal
  ["tilapia-raw", "sr:15261", "сырая тилапия", "raw tilapia", "piece 170"],
  // Crustaceans, shrimp, raw (not previously frozen) — 85 kcal
  ["shrimp-raw", "sr:15270", "сырые креветки", "raw shrimp; raw prawns", "serving 100"],
  // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw — 201 kcal
  ["steak-raw", "sr:13929", "сырой стейк", "raw steak; raw sirloin", "piece 250"],
  // Fish, tuna, fresh, yellowfin, raw — 109 kcal
  ["tuna-raw", "sr:15127", "сырой тунец", "raw tuna; raw tuna steak", "serving 120"],
];
