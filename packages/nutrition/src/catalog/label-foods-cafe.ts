// Café and chain food as sold in Russia, in the form of ./label-foods.ts (LabelFood, ./types.ts): per 100 g as the
// chain's own nutrition table or a typical delivery menu card prints it («Вкусно — и точка», Rostic's, «Додо Пицца»,
// coffee chains), with the portion the menu weighs. A chain prints its figures per item; they are divided by the
// item's weight here. Rolls and shawarma stay recipes in ./cafe.ts (docs/decisions/025-russian-catalog-to-300-products.md).
import type { LabelFood } from "./types";

// A chain's pizza is cut in eight: a 30 cm one weighs 600–650 g, a 35 cm one 850–900 g; a slice is taken at 110 g,
// as the catalog weighed a slice before (docs/decisions/016-everyday-russian-meal-text.md). A chain sells it small,
// medium and large at 25, 30 and 35 cm («Додо Пицца»): "маленькая пицца" is a whole 25 cm pizza, weighed by its area
// against the 35 cm one as a diameter is (meal-text/food-spans.ts, byLength), not a small slice.
const PIZZA = "slice 110, piece 110, whole 880, small 449, medium 647, large 880";
/** The diameter whose pizza the portions above weigh (a 35 cm one, 880 g whole). */
export const CHAIN_PIZZA_CM = 35;

export const cafeLabelFoods: readonly LabelFood[] = [
  // Soups of Asian cafés: a bowl as the menu weighs it
  {
    id: "ru-ramen",
    ru: "рамен; рамена; рамэн; рамён; рамену; раменом; лапша рамен; суп рамен; рамен с курицей; рамен со свининой; тонкоцу рамен",
    // A ramen shop's bowls by their broth; "ramen" alone in English is the instant packet.
    en: "restaurant ramen; tonkotsu ramen; shoyu ramen; shio ramen; miso ramen; ramen bowl",
    portions: "plate 550, bowl 550",
    values: [85, 5, 3, 9.5],
    source: "Рамен (пшеничная лапша в свином или курином бульоне, яйцо, мясо), типичная карточка меню (КБЖУ на 100 г)",
  },
  {
    id: "ru-tom-yam",
    ru: "том ям; том-ям; томям; суп том ям; том яма; том ям с креветками; том ям кунг; том ям с курицей",
    en: "tom yum; tom yam; tom yum soup; tom yam soup; tom yum goong; tom yum kung",
    portions: "plate 400, bowl 400",
    values: [60, 4, 3.5, 3],
    source: "Том ям на кокосовом молоке с креветками, типичная карточка меню (КБЖУ на 100 г)",
  },
  // Pizza by kind, per 100 g as «Додо Пицца» and the delivery chains print it
  {
    id: "ru-pizza-margherita",
    ru: "пицца маргарита; маргарита пицца; пицца; пиццы; пиццу; пиццей; пиццка; пицулька; пицульки; пицульку; пицца с сыром; пицуля; пицули; пицулю; пиццуля",
    en: "chain margherita pizza",
    portions: PIZZA,
    values: [230, 9.6, 9, 27.6],
    source: "Пицца «Маргарита» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-pepperoni",
    ru: "пицца пепперони; пиццы пепперони; пиццу пепперони; пепперони пицца",
    en: "chain pepperoni pizza",
    portions: PIZZA,
    values: [256, 10.9, 11.6, 27],
    source: "Пицца «Пепперони» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-four-cheese",
    ru: "пицца четыре сыра; четыре сыра; пиццы четыре сыра; сырная пицца; пицца сырная; пицца 4 сыра; пиццы 4 сыра",
    en: "chain four cheese pizza",
    portions: PIZZA,
    values: [270, 11.7, 12.6, 27.5],
    source: "Пицца «Четыре сыра» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-hawaiian",
    ru: "пицца гавайская; гавайская пицца; пицца с ананасами; пиццы гавайской",
    en: "chain hawaiian pizza",
    portions: PIZZA,
    values: [220, 9, 8, 28],
    source: "Пицца «Гавайская» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-meat",
    ru: "пицца мясная; мясная пицца; пицца с мясом; пицца с колбасой; пицца барбекю; пицца мясное ассорти; пиццы мясной",
    en: "chain meat pizza",
    portions: PIZZA,
    values: [247, 11, 11, 26],
    source: "Пицца «Мясная», «Барбекю» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-ham-mushrooms",
    ru: "пицца с ветчиной и грибами; пицца ветчина и грибы; пицца ветчина грибы; пицца деревенская; пицца ассорти; пицца с ветчиной",
    en: "chain ham and mushroom pizza",
    portions: PIZZA,
    values: [215, 9.5, 8.5, 25],
    source: "Пицца «Ветчина и грибы» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  {
    id: "ru-pizza-chicken",
    ru: "пицца с курицей; куриная пицца; пицца цыплёнок ранч; пицца цыпленок ранч; пицца чикен",
    en: "chain chicken pizza",
    portions: PIZZA,
    values: [225, 10.5, 9, 25.5],
    source: "Пицца «Цыплёнок ранч» 30 см («Додо Пицца»), КБЖУ на 100 г в меню сети",
  },
  // Onigiri as the delivery shops and convenience chains sell them: a 100–120 g rice triangle in nori.
  {
    id: "ru-onigiri",
    ru: "онигири; онигири с тунцом; онигири с лососем; онигири с курицей; рисовый треугольник",
    en: "onigiri; rice ball",
    portions: "piece 110",
    values: [175, 5.5, 3, 31],
    source: "Онигири с тунцом, 110 г (ВкусВилл, Яндекс Лавка), типичная этикетка",
  },
  // A shop's frozen pizza is smaller and thinner than a chain's: a 320–360 g one, baked at home and cut in eight.
  {
    id: "ru-pizza-frozen",
    ru: "пицца замороженная; замороженная пицца; пиццу замороженную; замороженную пиццу; пицца магазинная; магазинная пицца; пицца из магазина; пицца ристоранте; ристоранте",
    en: "frozen store pizza",
    portions: "whole 340, piece 43, slice 43",
    values: [247, 9.6, 10.5, 27],
    source: "Пицца замороженная «Моцарелла» 335 г (Dr. Oetker «Ристоранте»), типичная этикетка",
  },
  // Burger chains: the chain's item weight, its printed figures divided by it
  {
    id: "ru-chain-hamburger",
    ru: "гамбургер; гамбургера; гамбургеры; гамбургеров; гамбургером",
    en: "chain hamburger",
    portions: "piece 100",
    values: [255, 12.9, 9.3, 31.1],
    source: "«Вкусно — и точка»: гамбургер 100 г, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-cheeseburger",
    ru: "чизбургер; чизбургера; чизбургеры; чизбургеров; чизбургером",
    en: "chain cheeseburger",
    portions: "piece 120",
    values: [263, 13.7, 11.2, 27.5],
    source: "«Вкусно — и точка»: чизбургер 114 г, 300 ккал; «Бургер Кинг» 131 г; таблицы пищевой ценности сетей",
  },
  {
    id: "ru-chain-double-cheeseburger",
    ru: "двойной чизбургер; двойного чизбургера; дабл чизбургер; двойной чиз",
    en: "chain double cheeseburger",
    portions: "piece 170",
    values: [261, 15.4, 13.4, 19.2],
    source: "«Вкусно — и точка»: двойной чизбургер 170 г, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-big-hit",
    ru: "биг хит; бигхит; биг мак; бигмак; биг мака; бигмака",
    en: "big hit; chain big burger",
    portions: "piece 210",
    values: [240, 12.4, 11.9, 20],
    source: "«Вкусно — и точка»: Биг Хит 210 г, таблица пищевой ценности сети",
  },
  {
    // A burger of a burger café ("бургерная") weighs 250–320 g; the chains' small burgers keep their own names.
    id: "ru-cafe-burger",
    ru: "бургер; бургеры; бургера; бургеров; бургером; бургос; бургоса; бургосы; бургер в кафе; бургер с говядиной; говяжий бургер; классический бургер; бургерок",
    en: "café beef burger",
    portions: "piece 280",
    values: [248, 12.5, 14, 18],
    source:
      "Бургер с говяжьей котлетой в бургерной (Black Star, Burger Heroes), типичная карточка меню (КБЖУ на 100 г)",
  },
  {
    id: "ru-chain-fries",
    ru: "картофель фри; картошка фри; фри; картошки фри; картошкой фри; картофеля фри; картошку фри; фришка",
    en: "chain french fries",
    portions: "serving 110, small 80, medium 110, large 150",
    values: [289, 3.5, 15, 35],
    source:
      "«Вкусно — и точка»: картофель фри (малый 80 г, средний 110 г, большой 150 г), таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-country-potatoes",
    ru: "картофель по-деревенски; картошка по-деревенски; картофель по деревенски; картошка по деревенски; деревенская картошка; картошки по-деревенски; картофельные дольки; картофельных долек; картошка дольками; картофель дольками",
    en: "potato wedges",
    portions: "serving 130",
    values: [227, 3, 11, 29],
    source: "«Вкусно — и точка», Rostic's: картофель по-деревенски 130 г, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-nuggets",
    ru: "наггетсы; нагетсы; наггетсов; наггетса; наггетс; куриные наггетсы; макнаггетсы; чикен макнаггетс; чикен наггетсы",
    en: "chain chicken nuggets",
    portions: "piece 17",
    values: [259, 15, 15, 16],
    source: "«Вкусно — и точка»: наггетсы 6 шт. 102 г, таблица пищевой ценности сети",
  },
  {
    id: "ru-cafe-milkshake",
    ru: "молочный коктейль; молочного коктейля; молочным коктейлем; милкшейк; милкшейка; коктейль молочный; шейк",
    en: "café milkshake",
    portions: "glass 300, small 300, medium 400, large 500",
    values: [112, 3.2, 3, 18],
    source: "«Вкусно — и точка»: молочный коктейль ванильный, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-mcflurry",
    ru: "макфлури; мак флури; флури; мороженое макфлури; мороженое с наполнителем",
    en: "chain soft serve with topping",
    portions: "piece 180",
    values: [172, 3.8, 5.5, 27],
    source: "«Вкусно — и точка»: мороженое с наполнителем, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-twister",
    // "ролл цезарь", the burger chains' wrap of breaded chicken, lettuce and Caesar sauce, is made as a twister is; it
    // was a plate of sushi beside a Caesar salad. Read as the twister until the chain's own table is in the catalog.
    ru: "твистер; твистера; твистеры; твистером; твистер оригинальный; шефролл; шеф ролл; шефролла; ролл цезарь; цезарь ролл; цезарь-ролл; ролла цезарь",
    en: "chain twister wrap",
    portions: "piece 200",
    values: [240, 10, 12, 23],
    source: "Rostic's: твистер оригинальный 200 г, таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-chefburger",
    ru: "шефбургер; шеф бургер; шефбургера; шефбургер острый",
    en: "chain chefburger",
    portions: "piece 190",
    values: [243, 11, 11, 25],
    source: "Rostic's: шефбургер 190 г, таблица пищевой ценности сети",
  },
  {
    // A wrap folded round a fillet, a hash brown, cheese and sauce: "боксмастер" was left unread.
    id: "ru-chain-boxmaster",
    ru: "боксмастер; боксмастера; боксмастером; боксмастер оригинальный; бокс мастер; боксмастер острый",
    en: "chain boxmaster",
    portions: "piece 236",
    values: [251, 10.6, 12.7, 22.9],
    source: "Rostic's: боксмастер оригинальный 236 г (592 ккал), таблица пищевой ценности сети",
  },
  {
    id: "ru-chain-wings",
    ru: "острые крылышки; крылышки острые; крылья острые; острых крылышек; острых крыльев; хот вингс; хотвингс; крылышки из kfc; крылышки ростикс",
    en: "chain hot wings",
    // A bucket is sold with 9 to 25 wings: 16 of them.
    portions: "piece 30, serving 150, bucket 480",
    values: [292, 19, 20, 9],
    source: "Rostic's: острые крылышки, таблица пищевой ценности сети",
  },
  {
    id: "ru-street-hot-dog",
    ru: "хот-дог; хот дог; хотдог; хот-дога; хот-доги; хотдоги; хот-догов; французский хот-дог; хот-дог с сосиской",
    en: "street hot dog",
    portions: "piece 130",
    values: [249, 9, 13, 24],
    source: "Хот-дог с сосиской в булочке (Stardog!s), типичная карточка меню (КБЖУ на 100 г)",
  },
  {
    id: "ru-corn-dog",
    ru: "корн-дог; корн дог; корндог; корн-дога; корндоги",
    en: "russian corn dog",
    portions: "piece 100",
    values: [279, 8, 15, 28],
    source: "Корн-дог (сосиска в кукурузном тесте), типичная карточка меню (КБЖУ на 100 г)",
  },
  // Coffee chains: a cup's size as the menu prints it (S 250, M 350, L 450 ml)
  {
    id: "ru-cappuccino",
    // "капучино на молоке" is this cup, as its source says, not a cappuccino and a glass of milk.
    ru: "капучино; капучинка; капучиной; капуч; капучино с собой; кофе капучино; капучино на молоке; капучино на обычном молоке",
    en: "café cappuccino",
    // Weighed, not poured: a third of the cup is milk foam, so 250 ml of cappuccino is about 190 g (a cup, 240 ml, 180 g).
    portions: "mug 190, small 190, medium 265, large 340, cup 180",
    values: [40, 2.2, 2, 3.3],
    source: "Капучино на молоке 2,5–3,2%, карточки меню кофеен («Шоколадница», «Кофе Хауз», Cofix)",
  },
  {
    id: "ru-latte",
    ru: "латте; кофе латте; латтешка; латте с собой; латте макиато; латте маккиато; латте на молоке; латте на обычном молоке",
    en: "café latte",
    portions: "mug 300, small 300, medium 400, large 500",
    values: [47, 2.5, 2.5, 3.7],
    source: "Латте на молоке 2,5–3,2%, карточки меню кофеен («Шоколадница», «Кофе Хауз», Cofix)",
  },
  {
    id: "ru-raf",
    ru: "раф; раф кофе; раф-кофе; рафа; раф ванильный; ванильный раф; раф с собой",
    en: "raf coffee",
    portions: "mug 300, small 300, medium 400, large 500",
    values: [114, 2.5, 8, 8],
    source: "Раф-кофе (эспрессо, сливки 10%, ванильный сахар), карточки меню кофеен",
  },
  {
    id: "ru-flat-white",
    ru: "флэт уайт; флэт вайт; флет уайт; флэтуайт; флет вайт",
    en: "café flat white",
    portions: "mug 200",
    values: [42, 2.3, 2.1, 3.5],
    source: "Флэт уайт на молоке 3,2%, карточки меню кофеен",
  },
  {
    id: "ru-hot-chocolate",
    ru: "горячий шоколад; горячего шоколада; горячим шоколадом; горячий шоколад в кафе",
    en: "café hot chocolate",
    portions: "mug 250, small 200, medium 300, large 400",
    values: [121, 3, 5, 16],
    source: "Горячий шоколад на молоке («Шоколадница», «Кофе Хауз»), карточка меню (КБЖУ на 100 г)",
  },
  // A raf or a cocoa made on a plant milk ("раф на миндальном", "какао на соевом молоке"): FNDDS 2017–2018's records
  // with non-dairy milk, whose codes data/foods.json does not hold, by their per-100 g values. Any plant milk the
  // catalog names no drink on reads as "на растительном" (meal-text/food-spans.ts, madeOnMilk).
  {
    id: "ru-raf-plant-milk",
    ru: "раф на растительном молоке; раф на растительном; раф кофе на растительном молоке",
    en: "raf coffee with plant milk",
    portions: "mug 300, small 300, medium 400, large 500",
    values: [43, 1.22, 1.01, 7.63],
    source: "FNDDS 2017–2018 92101906, Coffee, Latte, with non-dairy milk, flavored (per 100 g)",
  },
  {
    id: "ru-cocoa-plant-milk",
    ru: "какао на растительном молоке; какао на растительном; горячий шоколад на растительном молоке",
    en: "cocoa with plant milk",
    portions: "mug 250",
    values: [80, 1.21, 0.98, 16.68],
    source: "FNDDS 2017–2018 11512030, Hot chocolate / Cocoa, ready to drink, made with non-dairy milk (per 100 g)",
  },
  {
    id: "ru-matcha-latte",
    ru: "матча латте; латте матча; матча; матча на молоке",
    en: "matcha latte",
    portions: "mug 300, small 250, medium 350, large 450",
    values: [50, 2.6, 2.4, 4.6],
    source: "Матча латте на молоке 2,5%, карточки меню кофеен",
  },
  // Starbucks' Pink Drink (its strawberry-açaí base shaken with coconut milk, over ice), weighed as poured: the chain
  // prints it per drink, a grande (16 fl oz, 473 ml) 140 kcal, so the values are per 100 g of that cup, ice and all.
  {
    id: "pink-drink",
    ru: "пинк дринк; пинк дринк старбакс; розовый напиток старбакс; розовый напиток из старбакса",
    en: "pink drink; starbucks pink drink; the pink drink; strawberry acai with coconut milk",
    portions: "glass 473, small 355, medium 473, large 710",
    values: [30, 0.2, 0.5, 5.7],
    source:
      "Starbucks: Pink Drink grande 473 мл (140 ккал, белки 1 г, жиры 2,5 г, углеводы 27 г), таблица пищевой ценности сети",
  },
  // Starbucks' Strawberry Açaí Refresher (the Pink Drink's base, with water, over ice), printed per drink as the Pink
  // Drink is: a grande 473 ml 100 kcal. "grande strawberry acai refresher" was 150 g of strawberries, the drink dropped
  // (decision 024, follow-up "English diary lines, a fifth batch"). The chain's other Refreshers are 90 to 100 kcal a
  // grande, so "a refresher" is read as this one.
  {
    id: "starbucks-refresher",
    ru: "рефрешер старбакс; клубнично-асаи рефрешер",
    en: "strawberry acai refresher; strawberry açaí refresher; strawberry acai; refresher; refreshers; starbucks refresher; mango dragonfruit refresher; mango dragon fruit refresher",
    portions: "glass 473, small 355, medium 473, large 710",
    values: [21, 0, 0, 5.1],
    source:
      "Starbucks: Strawberry Açaí Refresher grande 473 мл (100 ккал, белки 0 г, жиры 0 г, углеводы 24 г), таблица пищевой ценности сети",
  },
  // Starbucks' Pumpkin Spice Latte as the chain makes it (2% milk, whipped cream), printed per drink: a grande (16 fl
  // oz, 473 ml) 390 kcal; "psl", the chain's own short name, was read as nothing (decision 024, follow-up "readings
  // left open, a fifth round"). Tall, grande and venti are the chain's 12, 16 and 20 fl oz. A "pumpkin spice latte"
  // with no chain named may be any café's or a home one, made with any milk: it stays FNDDS's flavored latte, as the
  // typed meals' references weigh it (taken as this row, two development lines were missed).
  {
    id: "pumpkin-spice-latte",
    ru: "тыквенный латте старбакс; тыквенный латте из старбакса",
    en: "psl; psls; starbucks pumpkin spice latte; starbucks pumpkin spice lattes; starbucks psl",
    portions: "glass 473, small 355, medium 473, large 591",
    values: [82, 3, 3, 11],
    source:
      "Starbucks: Pumpkin Spice Latte grande 473 мл, молоко 2% и взбитые сливки (390 ккал, белки 14 г, жиры 14 г, углеводы 52 г), таблица пищевой ценности сети",
  },
  // Starbucks' cake pop (its Birthday Cake Pop: cake and frosting rolled in a candy coating, on a stick), printed per
  // pop, about 1.5 oz (42 g): 170 kcal. It was 100 g of layer cake, 379 kcal.
  {
    id: "cake-pop",
    ru: "кейк-попс; кейк попс; кейкпопс; кейк-поп; кейк поп",
    en: "cake pop; cake pops; starbucks cake pop; birthday cake pop; birthday cake pops; chocolate cake pop",
    portions: "piece 42",
    values: [405, 2.4, 21.4, 54.8],
    source:
      "Starbucks: Birthday Cake Pop, 1 шт. около 42 г (170 ккал, белки 1 г, жиры 9 г, углеводы 23 г), таблица пищевой ценности сети",
  },
  // Popeyes' chicken sandwich (classic or spicy), printed per sandwich: 700 kcal, about two of FNDDS's regular fast-food
  // fried chicken fillet sandwiches (27540146, 140 g, 393 kcal), which "popeyes chicken sandwich" was. Weighed at
  // that record's 281 kcal per 100 g: 250 g. Read where Popeyes is named (meal-text/chains.ts, OWN_ITEMS).
  {
    id: "popeyes-chicken-sandwich",
    ru: "сэндвич с курицей из попайс",
    en: "popeyes chicken sandwich",
    portions: "piece 250",
    values: [280, 11.2, 16.8, 20.8],
    source:
      "Popeyes Louisiana Kitchen, nutrition information (US): Classic Chicken Sandwich, 700 kcal, fat 42 g, carbohydrate 52 g, protein 28 g",
  },
  // Georgian and Russian café food
  {
    id: "ru-khachapuri-adjarian",
    ru: "хачапури по-аджарски; хачапури лодочка; аджарский хачапури; аджарули; хачапури по аджарски",
    en: "adjarian khachapuri",
    portions: "piece 300",
    values: [291, 12, 15, 27],
    source: "Хачапури по-аджарски с яйцом, типичная карточка меню грузинского кафе (КБЖУ на 100 г)",
  },
  {
    id: "ru-blin-ham-cheese",
    // The chain's 200 g blin only where the chain is named: a "блин с ветчиной и сыром" named no further is a home
    // blin with ham and cheese, as typed-meals' labellers weigh it (decision 024). Any other blin said beside the
    // chain's name weighs the chain's 200 g too (TEREMOK_BLIN).
    ru: "блин с ветчиной и сыром теремок; блин с ветчиной и сыром теремке; блин с сыром и ветчиной теремок; блин с сыром и ветчиной теремке",
    en: "crepe with ham and cheese",
    portions: "piece 200",
    values: [235, 11, 12, 20.5],
    source: "«Теремок»: блин с ветчиной и сыром, таблица пищевой ценности сети",
  },
  {
    id: "ru-blin-sweet",
    ru: "блин со сгущёнкой теремок; блин со сгущёнкой теремке; блин с шоколадом теремок; блин с шоколадом теремке; блин с бананом и шоколадом",
    en: "crepe with condensed milk",
    portions: "piece 150",
    values: [256, 6, 8, 40],
    source: "«Теремок»: блин со сгущённым молоком, таблица пищевой ценности сети",
  },
  {
    id: "ru-roll-spicy",
    ru: "спайси ролл; острый ролл; спайси маки; ролл спайси; роллы спайси; острые роллы; спайси ролл с лососем",
    en: "spicy salmon maki",
    portions: "serving 120, piece 20",
    values: [188, 7, 7.5, 23],
    source: "Ролл спайси с лососем (6 шт.), типичная карточка меню доставки (КБЖУ на 100 г)",
  },
  {
    id: "ru-roll-shrimp",
    ru: "ролл с креветкой; роллы с креветкой; ролл эби; эби ролл; ролл с тигровой креветкой",
    en: "shrimp roll",
    portions: "serving 240, piece 30",
    values: [174, 7, 5.5, 24],
    source: "Ролл с креветкой (8 шт.), типичная карточка меню доставки (КБЖУ на 100 г)",
  },
  {
    id: "ru-cheesecake",
    ru: "чизкейк; чизкейка; чизкейком; чизкейк нью-йорк; чизкейк сан-себастьян; кусок чизкейка",
    en: "café cheesecake",
    portions: "piece 130",
    values: [322, 6, 22, 25],
    source: "Чизкейк «Нью-Йорк» («Шоколадница», «Кофе Хауз»), карточка меню (КБЖУ на 100 г)",
  },
  // A US chain's sides by its own published nutrition, per item divided by the item's weight: read "from chipotle"
  // (meal-text/chains.ts, OWN_ITEMS), the chain's 4 oz bag of chips and 4 oz side of guacamole, where the catalog's
  // tortilla chips (30 g) and guacamole (60 g) made "chips and guac from chipotle" 235 kcal for the chain's 770.
  {
    id: "chipotle-chips",
    ru: "чипсы из чипотле",
    en: "chipotle tortilla chips",
    portions: "pack 113, large 170",
    values: [478, 6.2, 22.1, 64.6],
    source:
      "Chipotle Mexican Grill, nutrition facts (US): Chips, 4 oz, 540 kcal, fat 25 g, carbohydrate 73 g, protein 7 g",
  },
  {
    id: "chipotle-guacamole",
    ru: "гуакамоле из чипотле",
    en: "chipotle guacamole",
    portions: "pack 113, large 227",
    values: [204, 1.8, 19.5, 7.1],
    source:
      "Chipotle Mexican Grill, nutrition facts (US): Side of Guacamole, 4 oz, 230 kcal, fat 22 g, carbohydrate 8 g, protein 2 g",
  },
  // Shop products that complete the catalog's staples
  {
    id: "ru-condensed-cocoa",
    ru: "сгущёнка с какао; сгущенка с какао; сгущённое молоко с какао; какао со сгущёнкой",
    en: "condensed milk with cocoa",
    portions: "tbsp 20, tsp 7, pack 380",
    values: [320, 7, 7.5, 56],
    source: "Молоко сгущённое с сахаром и какао 7,5% (ГОСТ 31688-2012), типичная этикетка",
  },
  // Haggis, the Scottish pudding of sheep's offal, oatmeal, suet and onion, boiled: FNDDS and SR28 hold none, and
  // the British tables give it as cooked. A portion is the 150 g slice served with neeps and tatties.
  {
    id: "haggis",
    ru: "хаггис",
    en: "haggis; haggises; scottish haggis",
    portions: "serving 150, slice 150",
    values: [310, 10.7, 21.7, 19.2],
    source:
      "McCance and Widdowson's The Composition of Foods (CoFID, Public Health England): Haggis, boiled, per 100 g (310 kcal, protein 10.7 g, fat 21.7 g, carbohydrate 19.2 g)",
  },
];

/** The chain pizzas above, weighed whole and by the slice as a {@link CHAIN_PIZZA_CM} one. */
export const CHAIN_PIZZAS: ReadonlySet<string> = new Set(
  cafeLabelFoods.filter((f) => f.portions === PIZZA).map((f) => f.id),
);

/** «Теремок»'s blin, filled and folded, as the chain weighs the one above; "теремок блин с творогом" is one of them. */
export const TEREMOK_BLIN = { grams: 200, foods: new Set(["bliny", "bliny-meat", "bliny-tvorog"]) } as const;
