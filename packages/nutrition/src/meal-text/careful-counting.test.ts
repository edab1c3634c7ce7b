// Text of people who count calories carefully ("ПП", weight loss, sport): dry and raw weights, canned fish in its own
// juice, sport powders and their shakes, sweeteners, sugar-free drinks and the dishes of a "ПП" diet.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("ru");
const one = oneItemAs("ru");
const ids = (text: string) => read(text).items.map((i) => i.foodId);
const kcal = (text: string) => Math.round(read(text).totals.calories);

describe("a grain or a legume weighed dry", () => {
  it("is the dry food, which the catalog names for each grain and legume sold dry", () => {
    // "булгур 60г сухой" was 60 g of cooked bulgur (50 kcal), "нут 60 г сухого" cooked chickpeas.
    expect(one("булгур 80 г сухого").foodId).toBe("bulgur-dry");
    expect(one("бурый рис 50г сухой").foodId).toBe("rice-brown-dry");
    expect(one("киноа 40 г в сухом виде").foodId).toBe("quinoa-dry");
    expect(one("кускус 70 г сухой").foodId).toBe("couscous-dry");
    expect(one("чечевица красная 60 г сухая").foodId).toBe("lentils-dry");
    expect(one("нут 100 г сухой").foodId).toBe("chickpeas-dry");
    expect(one("фасоль 50 г сухая").foodId).toBe("beans-dry");
    expect(one("спагетти из твердых сортов 90 г сухие").foodId).toBe("pasta-dry");
    // Said with no weighing word, each stays cooked.
    expect(one("булгур 150 г").foodId).toBe("bulgur");
    expect(one("нут 150 г").foodId).toBe("chickpeas");
  });

  it("is read from 'сырого веса' and 'в сухом весе', which name no food", () => {
    // "веса" was left unread and the chicken weighed cooked (165 kcal per 100 g against 120 raw).
    const chicken = read("куриное филе 180 г сырого веса");
    expect(chicken.items.map((i) => i.foodId)).toEqual(["chicken-breast-raw"]);
    expect(chicken.unmatched).toEqual([]);
    expect(one("гречка 50 г в сухом весе").foodId).toBe(one("гречка 50 г сухая").foodId);
    expect(one("макароны 70 г сухого веса").foodId).toBe(one("макароны 70 г сухие").foodId);
    expect(read("рис 60 г сухой вес").unmatched).toEqual([]);
  });
});

describe("canned in its own juice", () => {
  it("describes the food as canned and is no juice", () => {
    // "тунец консервированный в собственном соку 1 банка" had a litre of apple juice beside the tuna.
    expect(ids("тунец консервированный в собственном соку банка")).toEqual(["tuna-canned"]);
    expect(ids("томаты в собственном соку 150 г")).toEqual(ids("томаты 150 г"));
    expect(ids("тунец в своём соку 80 г")).toEqual(["tuna-canned"]);
  });

  it("is read from the shorthand 'в с/с'", () => {
    // "тунец в с/с 100 г" was fresh tuna of an assumed portion, its 100 g unread.
    const tuna = read("тунец в с/с 120 г");
    expect(tuna.items.map((i) => [i.foodId, i.grams])).toEqual([["tuna-canned", 120]]);
    expect(tuna.unmatched).toEqual([]);
  });
});

describe("sport powders", () => {
  it("are read by name: gainer, casein, isolate", () => {
    // All three were left unread; "изолят 25 г на воде" was 25 g of water.
    expect(one("гейнер 2 скупа").foodId).toBe("ru-gainer");
    expect(one("казеин перед сном 30г").foodId).toBe("ru-casein");
    expect(ids("изолят 30 г")).toEqual(["protein-shake"]);
  });

  it("said by a volume of liquid, are that drink made up from its scoop, never millilitres of powder", () => {
    // "протеин 300 мл" was 121 g of powder, 427 kcal.
    expect(one("протеиновый коктейль 250 мл").grams).toBe(25);
    expect(one("протеин 0,5 л").grams).toBe(50);
    expect(one("казеин 300 мл").grams).toBe(30);
    // A spoon of it is still its scoop, a weight still a weight.
    expect(one("казеин 1 мерная ложка").grams).toBe(30);
    expect(one("протеин 40 г").grams).toBe(40);
  });

  it("shaken on milk is the protein shake made with milk", () => {
    // "шейк протеиновый на молоке" was a 336 kcal milkshake.
    expect(ids("протеиновый шейк на молоке")).toEqual(["protein-shake-milk"]);
  });
});

describe("sweeteners and sugar-free drinks", () => {
  it("read a sweetener as next to no energy, a splash in a drink", () => {
    // "кофе с сахзамом", "чай со стевией" left the sweetener unread.
    expect(ids("кофе с сахзамом")).toEqual(["coffee", "sweetener-zero"]);
    expect(read("чай со стевией").unmatched).toEqual([]);
    expect(kcal("творог 200 г с эритритом")).toBe(kcal("творог 200 г"));
    expect(one("фитпарад 2 г").grams).toBe(2);
  });

  it("read an energy drink or a syrup 'без сахара' as the sugar-free one", () => {
    // "энергетик без сахара" was 207 kcal, "сироп без сахара" maple syrup.
    expect(kcal("энергетик без сахара банка")).toBeLessThan(30);
    expect(one("сироп без сахара 2 ст.л.").foodId).toBe("syrup-sugar-free");
    expect(one("энергетик").foodId).not.toBe("energy-drink-sugar-free");
    // Sold in cans like the sweet one: a decimal after it is litres, not half a can.
    expect(one("энергетик без сахара 0,5").grams).toBe(500);
    expect(read("креветки 300 г замороженные").unmatched).toEqual([]);
  });
});

describe("ПП dishes and proteins", () => {
  it("reads an oat pancake, skyr, a bio yogurt and poultry meatballs", () => {
    // "овсяноблин" and "скир" were left unread; turkey meatballs were beef ones (286 kcal per 100 g).
    expect(one("овсяноблин 1 шт").foodId).toBe("oat-pancake");
    expect(one("скир 0%").foodId).toBe("ru-skyr");
    expect(one("биойогурт 125 г").foodId).toBe("ru-yogurt-natural");
    expect(one("куриные тефтели 200 г").foodId).toBe("meatballs-poultry");
    expect(one("тефтели 200 г").foodId).toBe("meatballs");
  });

  it("keeps pancakes on oat flour the pancakes they are", () => {
    expect(ids("блины на овсяной муке 2 шт")).toEqual(ids("блины 2 шт"));
  });

  it("reads a beef tenderloin, raw when weighed raw", () => {
    expect(one("говяжья вырезка 200 г").foodId).toBe("beef-tenderloin");
    expect(one("говяжья вырезка 200 г сырая").foodId).toBe("beef-tenderloin-raw");
  });
});

describe("eggs cooked the careful way", () => {
  it("an egg dish made of whites alone is those whites", () => {
    // "омлет из 3 белков" was 99 g of a whole-egg omelette, 189 kcal.
    const whites = one("омлет из 5 белков");
    expect([whites.foodId, whites.grams]).toEqual(["egg-white", 165]);
    expect(one("омлет из 3 яиц").foodId).toBe("omelette");
  });

  it("fried or made into an omelette 'без масла' is FNDDS's no-added-fat record", () => {
    // "яичница из 2 яиц без масла" was fried in fat, 196 kcal against 143.
    expect(one("яичница из 3 яиц без масла").foodId).toBe("egg-fried-no-fat");
    expect(one("яичница из 3 яиц без масла").grams).toBe(150);
    expect(one("омлет 2 яйца без масла").foodId).toBe("omelette-no-fat");
    // Anything else refused leaves the food as it was.
    expect(one("яичница без соли").foodId).toBe("egg-fried");
    expect(one("гречка без масла 200 г").foodId).toBe(one("гречка 200 г").foodId);
  });
});

describe("a smoothie named with what it was blended from", () => {
  it("is the smoothie alone, and a volume after the ingredients is its own", () => {
    // "смузи банан шпинат 300 мл" was a smoothie, a banana and spinach beside it, 310 kcal.
    expect(ids("смузи киви яблоко шпинат")).toEqual(["smoothie"]);
    expect(ids("смузи из клубники и банана")).toEqual(["smoothie"]);
    expect(ids("смузи с бананом и ягодами")).toEqual(["smoothie"]);
    expect(one("смузи из манго и кефира 400 мл").grams).toBe(one("смузи 400 мл").grams);
  });

  it("keeps a food with its own weight, or another drink, apart", () => {
    expect(ids("смузи и банан 100 г")).toEqual(["smoothie", "banana"]);
    expect(ids("смузи, кофе")).toHaveLength(2);
  });
});

describe("cheese of a lower fat content", () => {
  it("is the reduced-fat cheese", () => {
    // "сыр лёгкий 17% 30 г" was a 45% cheese, 105 kcal against 80.
    expect(one("сыр 17% 40 г").foodId).not.toBe(one("сыр 40 г").foodId);
    expect(one("сыр 17% 40 г").foodId).toBe(one("сыр лёгкий 40 г").foodId);
    expect(one("сыр 17% 40 г").calories).toBeLessThan(one("сыр 40 г").calories * 0.8);
  });
});

describe("a smoothie with protein or honey", () => {
  it("keeps the scoop or the spoon as energy added", () => {
    expect(ids("смузи с протеином")).toEqual(["smoothie", "protein-shake"]);
    expect(ids("смузи банан с мёдом")).toEqual(["smoothie", "honey"]);
  });
});

describe("a splash of milk of a stated fat in a drink with other additions", () => {
  it("is a splash of that milk, not a glass", () => {
    // "кофе со стевией и молоком 1,5%" had 250 g of milk beside the coffee.
    const coffee = read("кофе с сахзамом и молоком 0,5%");
    expect(coffee.items.find((i) => i.foodId === "ru-milk-0-5")?.grams).toBe(30);
    expect(read("чай с лимоном и молоком 3,2%").items.find((i) => i.foodId === "ru-milk-3-2")?.grams).toBe(30);
  });
});

describe("meat and fish as a weight-loss diary weighs them", () => {
  it("reads lean cuts and mince by its printed fat", () => {
    // "фарш говяжий 5% 150 г" was the 20% mince, "свинина вырезка" a fatty cooked pork.
    expect(one("говяжий фарш 10% 200 г").foodId).toBe("beef-ground-10");
    expect(one("фарш говяжий 5%").foodId).toBe("beef-ground-5");
    expect(one("вырезка свиная 120 г").foodId).toBe("pork-tenderloin");
    expect(one("нежирная говядина 150 г").foodId).toBe("beef-lean");
  });

  it("reads fish and turkey weighed raw", () => {
    expect(one("треска сырая 250 г").foodId).toBe("cod-raw");
    expect(one("минтай 300 г в сыром виде").foodId).toBe("pollock-raw");
    expect(one("грудка индейки 200 г сырого веса").foodId).toBe("turkey-breast-raw");
    expect(one("минтай 300 г").foodId).toBe("pollock");
  });

  it("reads a saury canned in its own juice as the natural one", () => {
    expect(one("сайра в собственном соку 100 г").foodId).toBe("ru-saira-natural");
    expect(one("сайра 100 г").foodId).toBe("ru-saira");
  });
});

describe("more of a weight-loss diary's dairy and vegetables", () => {
  it("reads a 1% ryazhenka and cabbage stewed without oil", () => {
    expect(one("ряженка 1% стакан").foodId).toBe("ru-ryazhenka-1");
    expect(one("капуста тушёная без масла 250 г").foodId).toBe("cabbage-braised-no-oil");
    expect(one("тушёная капуста 250 г").foodId).toBe("cabbage-braised");
  });

  it("knows 'сух' and 'сухой' after a food already weighed dry", () => {
    // "сух вес" and "сухой" after oats were left unread.
    expect(read("геркулес 45 г сух вес").unmatched).toEqual([]);
    expect(read("овсянка на воде 60 г сухой").unmatched).toEqual([]);
  });
});

describe("a recipe said in words", () => {
  it("is what was weighed and the eggs, one each when not counted, never the dish besides", () => {
    // "сырники ПП из творога 200 г и яйца" was 200 g of сырники and three eggs, 663 kcal.
    expect(read("оладьи из кефира 200 мл, муки 60 г и яйца").items.map((i) => i.foodId)).not.toContain("oladyi");
    const casserole = read("запеканка из творога 2% 300 г, 1 яйца и 20 г манки");
    expect(casserole.items.map((i) => [i.foodId, i.grams])).toEqual([
      ["ru-tvorog-2", 300],
      ["egg", 50],
      ["ru-semolina", 20],
    ]);
    expect(casserole.unmatched).toEqual([]);
    const pancake = read("овсяноблин из 35 г овсяных хлопьев и яйца");
    expect(pancake.items.map((i) => i.foodId)).toEqual(["ru-oat-flakes", "egg"]);
    expect(pancake.unmatched).toEqual([]);
  });

  it("leaves a dish made of one weighed food, and a dish and an egg, as they were", () => {
    expect(ids("тефтели из индейки 200 г")).toEqual(["meatballs-poultry"]);
    expect(ids("омлет из 2 яиц")).toEqual(["omelette"]);
    expect(ids("котлеты из индейки 150 г и яйцо")).toEqual(["kotleta-chicken", "egg"]);
  });
});

describe("ПП versions of everyday dishes", () => {
  it("reads baked сырники and a pizza on lavash", () => {
    // "ПП сырники" were fried ones with sugar; "ПП пицца на лаваше" a margherita with a whole lavash beside it.
    expect(one("пп сырники 2 шт").foodId).toBe("syrniki-pp");
    expect(one("сырники 2 шт").foodId).toBe("syrniki");
    expect(ids("пицца на лаваше 1 шт")).toEqual(["pizza-lavash"]);
    expect(one("котлета из индейки").foodId).toBe("kotleta-chicken");
  });
});

describe("what a weight-loss diary weighs and measures", () => {
  it("reads basmati and jasmine rice weighed dry, and 'готовой' as cooked", () => {
    expect(one("басмати 70 г сухой").foodId).toBe(one("рис 70 г сухой").foodId);
    expect(read("перловка 180 г готовой").unmatched).toEqual([]);
  });

  it("weighs semolina under a plate as the groats", () => {
    expect(one("манка 25 г").foodId).toBe("ru-semolina");
    expect(one("манная каша 250 г").foodId).toBe("semolina-porridge");
  });

  it("reads a 'стаканчик' of ice cream or yogurt as its cup, of a drink as a small glass", () => {
    // "мороженое 1 стаканчик" was a 250 ml glass of ice cream, 137 g.
    expect(one("пломбир 2 стаканчика").grams).toBe(160);
    expect(one("стаканчик кофе").grams).toBeGreaterThan(200);
  });
});

describe("'бутерброд' said right before its bread", () => {
  it("heads the list of what it is made of, with no sausage sandwich beside it", () => {
    // "бутерброд хлебец сыр 17% огурец" had a 141 kcal sausage sandwich besides the crispbread, cheese and cucumber.
    expect(ids("бутерброд хлебцы 2 шт творожный сыр")).toEqual([...ids("хлебцы 2 шт"), ...ids("творожный сыр")]);
    expect(ids("бутерброд: батон, масло")).toEqual([ids("батон")[0], ids("масло")[0]]);
    expect(read("бутерброд хлеб").unmatched).toEqual([]);
  });

  it("stays the everyday sandwich when said apart from a bread or with its filling", () => {
    expect(ids("бутерброд, хлеб")).toHaveLength(2);
    expect(ids("бутерброд с колбасой")).toEqual(["sandwich-sausage"]);
    expect(ids("2 бутерброда")).toEqual(["sandwich-sausage"]);
  });
});

describe("more ways of saying how a food was weighed or cooked", () => {
  it("reads 'сухой крупы' after the amount as the groats weighed dry", () => {
    // "гречка 65 г сухой крупы" was cooked buckwheat, 60 kcal.
    expect(one("перловка 70 г сухой крупы").foodId).toBe(one("перловка 70 г сухая").foodId);
    expect(read("пшено 60 г сухой крупы").unmatched).toEqual([]);
    expect(one("сухая крупа гречневая 50 г").foodId).toBe(one("гречка сухая 50 г").foodId);
  });

  it("reads 'на сухой сковороде' as fried without oil", () => {
    expect(one("яичница из 2 яиц на сухой сковородке").foodId).toBe("egg-fried-no-fat");
    expect(one("сырники на сухой сковороде 2 шт").foodId).toBe("syrniki");
  });

  it("reads raw turkey mince, and yogurt or kefir blended into a smoothie", () => {
    expect(one("фарш индейки 200 г сырой").foodId).toBe("turkey-ground-raw");
    expect(ids("смузи из банана и йогурта 250 мл")).toEqual(["smoothie"]);
    expect(ids("смузи клубника кефир 1%")).toEqual(["smoothie"]);
  });
});

describe("a drink made on milk of a stated fat", () => {
  it("is the milk drink, or the drink with milk, never a glass of milk beside it", () => {
    // Once milk of every fat went into a drink as a splash, "капучино на обезжиренном молоке" had a glass beside it.
    expect(ids("капучино на обезжиренном молоке")).toEqual(ids("капучино"));
    expect(ids("латте на молоке 1,5%")).toEqual(ids("латте"));
    expect(ids("кофе на молоке 2,5%")).toEqual(ids("кофе на молоке"));
    expect(ids("чай на молоке")).toEqual(ids("чай с молоком"));
  });
});

describe("a drink named with what went into it, measured at a splash", () => {
  it("is measured by that splash", () => {
    // "кофе со сливками 20 мл" was 20 g of the drink, 3 kcal: the cream in it was 2 g.
    const coffee = read("кофе с молоком 40 мл");
    expect(Math.round(coffee.totals.calories)).toBeGreaterThanOrEqual(20);
    expect(Math.round(read("кофе со сливками 30 мл").totals.calories)).toBeGreaterThan(30);
  });

  it("never measures sugar so: spoons of it stay spoons of sugar", () => {
    expect(Math.round(read("чай с сахаром 2 ложки").totals.calories)).toBeLessThan(60);
  });

  it("leaves a mug or a glass of it as it was", () => {
    expect(one("кофе с молоком 300 мл").grams).toBe(300);
    expect(one("чай с молоком стакан").grams).toBe(one("чай с молоком 1 стакан").grams);
  });
});

describe("a porridge said 'на молоке' with the flakes' weight", () => {
  it("counts the milk it was cooked on, by the flakes' weight", () => {
    // "овсянка на молоке 1,5% 50 г" was 50 g of flakes, 176 kcal, the milk lost.
    const porridge = one("каша овсяная на молоке 45 г");
    expect([porridge.foodId, porridge.grams]).toEqual(["oatmeal-milk-by-flakes", 45]);
    expect(porridge.calories).toBeGreaterThan(one("овсянка 45 г").calories * 1.3);
  });

  it("leaves the flakes alone where the milk is weighed apart or not said", () => {
    expect(ids("овсянка 40 г на молоке 150 мл")).toEqual(["ru-oat-flakes", "ru-milk"]);
    expect(ids("овсянка на воде 40 г")).toEqual(["ru-oat-flakes"]);
    expect(ids("овсянка на молоке 250 г")).toEqual(["oatmeal-milk"]);
  });
});

describe("a weight after 'A с ложкой B'", () => {
  it("is the dish A's, as no spoon holds it", () => {
    // "салат из огурцов и помидоров с ложкой оливкового масла 250 г" was 250 g of oil, 2,238 kcal.
    const rice = read("рис с ложкой сливочного масла 180 г");
    expect(rice.items.map((i) => [i.foodId, i.grams])).toEqual([
      [ids("рис")[0], 180],
      [ids("сливочное масло")[0], 14],
    ]);
    expect(read("творог с 2 ложками мёда 200 г").totals.calories).toBeLessThan(450);
  });

  it("leaves a spoon's own weight to the spoon", () => {
    expect(one("сахар ложка 10 г").grams).toBe(10);
  });
});

describe("a splash of cream or milk measured after 'кофе с … и сливками'", () => {
  it("is the cream's, the coffee a mug", () => {
    // "кофе с сахзамом и сливками 10% 30 мл" was 30 ml of coffee and a default 15 g of cream.
    const coffee = read("кофе со стевией и сливками 10% 40 мл");
    expect(coffee.items.find((i) => i.foodId.includes("cream"))?.grams).toBeCloseTo(40, -1);
    expect(coffee.items.find((i) => i.foodId === "coffee")?.grams).toBeGreaterThan(200);
  });
});
