// Foods an English diary names by the product on a US or UK shelf or the dish on a takeaway menu, where FNDDS has a
// record and the catalog had none, or gave the name to a neighbour with other energy. Row format and rules: ./types.ts.
import type { CatalogRow } from "./types";

export const usShelfFoods: readonly CatalogRow[] = [
  // Crackers, woven wheat, plain (Triscuit) — FNDDS 54337020, 441 kcal; one cracker 5 g, a label serving 6 of them.
  [
    "triscuit",
    "fn:54337020",
    "крекеры трискит",
    "triscuit; triscuits; woven wheat crackers; triscuit crackers",
    "serving 28, piece 5",
  ],
  // Crackers, cheese (Goldfish) — FNDDS 54304020, 489 kcal; one 1 g cracker, a label serving 30 g.
  ["goldfish-crackers", "fn:54304020", "крекеры голдфиш", "goldfish; goldfish crackers", "serving 30, piece 1"],
  // Snack cake, not chocolate, with icing or filling — FNDDS 53109200 (Hostess Twinkies), 374 kcal; one 40 g.
  [
    "snack-cake",
    "fn:53109200",
    "твинки; бисквитное пирожное с кремом",
    "twinkie; twinkies; snack cake; snack cakes; zebra cake; zebra cakes",
    "piece 40",
  ],
  // Hoisin sauce — FNDDS 41420250, 220 kcal; a tablespoon 16 g.
  ["hoisin", "fn:41420250", "соус хойсин", "hoisin; hoisin sauce", "tbsp 16"],
  // Eggplant and meat casserole (moussaka made with lamb or beef) — FNDDS 77316600, 96 kcal; a cup 203 g.
  ["moussaka", "fn:77316600", "мусака", "moussaka; mousaka", "serving 203"],
  // Eggplant dip (baba ghanoush) — FNDDS 75412030, 162 kcal; FNDDS's unspecified amount 60 g, a tablespoon 15 g.
  [
    "baba-ganoush",
    "fn:75412030",
    "бабагануш; баба гануш",
    "baba ganoush; baba ghanoush; baba ghanouj; baba ganouj; eggplant dip",
    "serving 60, tbsp 15",
  ],
  // Grape leaves stuffed with rice — FNDDS 58161510, 166 kcal; one roll 56 g.
  [
    "dolmas",
    "fn:58161510",
    "долма постная",
    "dolma; dolmas; dolmades; dolmathes; stuffed grape leaves; stuffed vine leaves",
    "piece 56",
  ],
  // Spanakopitta (Greek spinach-cheese pie) — FNDDS 58124250, 206 kcal; FNDDS's unspecified amount 100 g.
  ["spanakopita", "fn:58124250", "спанакопита", "spanakopita; spanakopitta; greek spinach pie", "piece 100"],
  // Cheese, edam — SR28 01018, 357 kcal: a Mini Babybel is an Edam-type cheese of 20 g (its wrapper: 70 kcal).
  ["babybel", "sr:01018", "бейбибел", "babybel; babybels; mini babybel; mini babybels", "piece 20"],
  // Yogurt, low fat milk, fruit — FNDDS 11432000, 89 kcal; the Yoplait Original cup is FNDDS's 6 oz container, 170 g.
  ["yoplait", "fn:11432000", "йогурт йоплейт", "yoplait; yoplait yogurt; yoplait original", "piece 170"],
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
    "popsicle; popsicles; ice pop; ice pops; ice lolly; ice lollies; freezie; freezies",
    "piece 50",
  ],
  // Fruit leather and fruit snacks candy — FNDDS 91708030, 365 kcal; a pouch 26 g, a Fruit Roll-Up 14 g. "fruit
  // snacks" were the fruit salad, a "fruit roll up" a frosted sweet roll with fruit (90 g, 341 kcal).
  [
    "fruit-snacks",
    "fn:91708030",
    "фруктовые конфеты жевательные",
    "fruit snacks; gushers; fruit roll up; fruit roll ups; fruit roll-up; fruit roll-ups; fruit by the foot; fruit leather",
    "pack 26, piece 14",
  ],
  // Cream of wheat, regular or quick, made with water — FNDDS 56207015, 64 kcal; a cup, cooked, 240 g. It was the
  // Russian semolina porridge on milk with sugar and butter (119 kcal).
  ["cream-of-wheat", "fn:56207015", "крем оф вит", "cream of wheat; farina; cream of wheat cereal", "cup 240"],
  // Chicken with rice and vegetable, diet frozen meal — FNDDS 28141250 (Lean Cuisine), 109 kcal; one meal 241 g.
  // Its siblings (teriyaki chicken, Swedish meatballs, Salisbury steak) are 107–126 kcal.
  [
    "diet-frozen-meal",
    "fn:28141250",
    "замороженный диетический обед",
    "lean cuisine; lean cuisines; smart ones; healthy choice meal; diet frozen meal",
    "piece 241",
  ],
];
