import { describe, expect, it } from "vitest";
import foodsFile from "../../data/foods.json" with { type: "json" };
import { analyzeMealText } from "../analyze";
import { getDatabase } from "../database";
import { foodById, searchFoods } from "../search";
import { CATALOG, labelRecords } from "./index";
import { labelFoods } from "./label-foods";

const one = (text: string) => {
  const r = analyzeMealText(text);
  expect(r.items, text).toHaveLength(1);
  return r.items[0]!;
};

describe("label foods", () => {
  it("cite a source for every row, and their energy agrees with the printed macros", () => {
    for (const [id, record] of labelRecords()) {
      expect(record.source.length, id).toBeGreaterThan(10);
      const [kcal, protein, fat, carbs] = record.values;
      // Labels print energy from 4/9/4 kcal per gram, rounded; fibre and organic acids move it a few percent.
      expect(Math.abs(kcal - (4 * protein + 9 * fat + 4 * carbs)), id).toBeLessThanOrEqual(0.06 * kcal + 4);
    }
  });

  it("are copied into data/foods.json with the citation and no other nutrient", () => {
    const foods = (foodsFile as unknown as { foods: Record<string, { source?: string; per100g: (number | null)[] }> })
      .foods;
    for (const [id, record] of labelRecords()) {
      expect(foods[id]?.source, id).toBe(record.source);
      expect(foods[id]?.per100g.slice(0, 4), id).toEqual([...record.values]);
      expect(
        foods[id]?.per100g.slice(4).every((v) => v === null),
        id,
      ).toBe(true);
    }
  });

  it("make one food of each product, with its fat contents as variants", () => {
    const db = getDatabase();
    const tvorog = db.fatVariants.get("ru-tvorog")?.map((v) => v.percent);
    expect(tvorog?.sort((a, b) => a - b)).toEqual([0, 2, 5, 9, 18]);
    expect(CATALOG.filter((r) => r[1].startsWith("label:")).length).toBeGreaterThanOrEqual(
      labelFoods.length + labelFoods.reduce((n, f) => n + (f.variants?.length ?? 0), 0),
    );
  });
});

// Expected values: the pack's kcal per 100 g (catalog/label-foods.ts cites each) times the grams, worked out by hand.
describe("Russian shop products", () => {
  it("reads творог by its fat content", () => {
    expect(one("творог 9% 200 г").calories).toBeCloseTo(318, 0); // 159 × 2
    expect(one("творожок 9%").foodId).toBe("ru-tvorog-9");
    expect(one("творог 5% пачка").grams).toBe(180);
    // With no amount, the pack it is sold in.
    expect(one("творог").grams).toBe(180);
    expect(one("порция творога").grams).toBe(150);
    expect(one("полпачки творога").grams).toBe(90);
    expect(one("обезжиренный творог 100 г").calories).toBeLessThan(100);
  });

  it("counts сырки, сосиски and пельмени by the piece", () => {
    const syrok = one("сырок глазированный");
    expect(syrok.calories).toBeGreaterThanOrEqual(190);
    expect(syrok.calories).toBeLessThanOrEqual(210);
    expect(one("2 глазированных сырка").calories).toBeCloseTo(407, 0); // 2 × 50 g × 4.07
    expect(one("пельмени 15 шт").grams).toBe(180); // 12 g a piece
    expect(one("пельмени 15 шт").calories).toBeCloseTo(495, 0);
    expect(one("сосиски 3 шт").calories).toBeCloseTo(359.1, 0); // 3 × 45 g × 2.66
  });

  it("measures dairy drinks by the glass and sour cream by the spoon", () => {
    const kefir = one("кефир 1% стакан");
    expect([kefir.foodId, kefir.grams, kefir.calories]).toEqual(["ru-kefir-1", 250, 100]);
    expect(one("ряженка 4% 300 мл").grams).toBeCloseTo(309, 0);
    const smetana = one("сметана 20% 2 ложки");
    expect([smetana.grams, smetana.calories]).toEqual([30, 61.2]); // 2 × 15 g × 2.04
    expect(one("сметана 15% 50 г").calories).toBeCloseTo(79, 0);
  });

  it("knows the colloquial names", () => {
    expect(one("кефирчик").foodId).toBe("ru-kefir");
    expect(one("докторская 2 ломтика").calories).toBeCloseTo(102.8, 1); // 40 g × 2.57
    expect(one("сгущенка 2 ложки").calories).toBeCloseTo(128, 0);
    expect(one("бородинский 2 куска").foodId).toBe("ru-borodinsky");
    expect(one("майонез 30%").foodId).toBe("ru-mayonnaise-30");
  });
});

describe("café food", () => {
  it("prices rolls by kind and by the piece", () => {
    const philadelphia = one("роллы филадельфия 8 шт");
    expect(philadelphia.foodId).toBe("roll-philadelphia");
    expect(philadelphia.calories).toBeGreaterThanOrEqual(400);
    expect(one("калифорния 8 шт").calories).toBeLessThan(philadelphia.calories);
    expect(one("маки с огурцом 6 шт").calories).toBeLessThan(150);
  });

  it("reads shawarma, pizza by the slice, burgers and coffee by size", () => {
    const shawarma = one("шаурма");
    expect(shawarma.calories).toBeGreaterThan(500);
    expect(one("шаурма большая").grams).toBe(480);
    expect(one("пицца ассорти 2 куска").grams).toBe(220); // a chain's slice, 110 g
    expect(one("воппер").grams).toBe(270);
    const large = one("капучино большой");
    // The large 450 ml cup, weighed with its foam (label-foods-cafe.ts).
    expect([large.foodId, large.grams]).toEqual(["ru-cappuccino", 340]);
    expect(one("маленький латте").grams).toBe(300);
  });
});

// docs/decisions/012-russian-label-foods.md: a Russian name means the Russian pack, in the meal text and in search.
describe("Russian names that a USDA row also spells", () => {
  it("read a fat percentage no pack prints as the nearest pack", () => {
    // 1% sits between the 0% and 2% packs; the leaner one is taken, and no USDA cottage cheese.
    expect(one("творог 1%").foodId).toBe("ru-tvorog-0");
    expect(one("творог 1% 200 г").calories).toBeCloseTo(158, 0); // 200 g × 0.79
    expect(one("молоко 2%").foodId).toBe("ru-milk"); // 2,5% as sold, nearer than 1,5%
    expect(one("молоко 1% стакан").foodId).toBe("ru-milk-0-5");
    // English keeps the American foods.
    expect(analyzeMealText("milk 2%", { lang: "en" }).items[0]!.foodId).toBe("milk-2");
  });

  it("give the skimmed and low-fat names to the packs", () => {
    expect(one("обезжиренный творог 100 г").foodId).toBe("ru-tvorog-0");
    expect(one("кефир обезжиренный").foodId).toBe("ru-kefir-0");
    expect(one("кефир нежирный").foodId).toBe("ru-kefir-1");
    expect(one("обезжиренное молоко").foodId).toBe("ru-milk-0-5");
  });

  it("search one entry per name, the pack first, the USDA rows staying reachable by id", () => {
    const kefir = searchFoods("кефир", { lang: "ru" });
    expect(kefir[0]!.id).toBe("ru-kefir");
    expect(kefir.map((r) => r.id)).not.toContain("kefir-lowfat"); // "кефир 1%" is the pack's name
    expect(kefir.map((r) => r.id).indexOf("kefir")).toBeGreaterThan(kefir.map((r) => r.id).indexOf("ru-kefir-3-2"));
    const names = kefir.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const q of ["творог", "молоко", "сметана"]) {
      const found = searchFoods(q, { lang: "ru", limit: 50 }).map((r) => r.name);
      expect(new Set(found).size, q).toBe(found.length);
    }
    expect(foodById("kefir", "ru")).toMatchObject({ id: "kefir", name: "кефир" });
    expect(searchFoods("kefir", { lang: "en" })[0]!.id).toBe("kefir");
  });
});

describe("coffee sizes printed as letters", () => {
  it("read S, M and L as the cup size of a drink sold by size", () => {
    expect([one("капучино L").foodId, one("капучино L").grams]).toEqual(["ru-cappuccino", 340]);
    expect(one("капучино XL").grams).toBe(340);
    expect(one("латте M").grams).toBe(400);
    expect(one("раф S").grams).toBe(300);
    expect(one("L капучино").grams).toBe(340);
    expect(one("капучино L").confidence).toBeGreaterThan(one("капучино Q").confidence);
  });

  it("keep litres where a number stands before the letter or the drink has no sizes", () => {
    // 0.3 l of cappuccino, a third of it foam, weighs 225 g (its cup: 180 g per 240 ml).
    expect(one("капучино 0,3 л").grams).toBe(225);
    expect(one("кола 1 л").grams).toBe(1000);
    expect(one("квас л").grams).toBe(1000);
  });

  it("read instant chicory as its made-up drink, with milk added as to coffee", () => {
    expect(one("кружка цикория").foodId).toBe("ru-chicory-drink");
    expect(analyzeMealText("цикорий с молоком").items.map((i) => i.grams)).toEqual([250, 30]);
  });

  it("pour kvass by the barrel's mug of 0.5 l and by the glass of 250 ml", () => {
    expect(one("кружка кваса").grams).toBe(500);
    expect(one("стакан кваса").grams).toBe(250);
  });
});

// Expected values: the pack's kcal per 100 g (label-foods.ts cites each) times the grams, worked out by hand.
describe("more shop products", () => {
  it.each([
    ["вареники замороженные 300 г", "ru-vareniki-potato", 528], // 3 × 176
    ["вареники с творогом замороженные 200 г", "ru-vareniki-tvorog", 408], // 2 × 204
    ["магазинные вареники с вишней 100 г", "ru-vareniki-cherry", 190],
    ["блинчики с мясом замороженные 2 шт", "ru-blinchiki-meat", 288.4], // 140 g × 2.06
    ["блинчики с творогом магазинные 70 г", "ru-blinchiki-tvorog", 133],
    ["сырники магазинные 2 шт", "ru-syrniki", 202.5], // 90 g × 2.25
    ["запеканка из кулинарии 150 г", "ru-zapekanka", 294],
    ["компот в бутылке 500 мл", "ru-kompot", 210],
    ["ветчина 2 ломтика", "ru-ham", 76], // 40 g × 1.90
    ["сало 30 г", "ru-salo", 239.1],
    ["икра красная 1 ст. л.", "ru-caviar-red", 37.1], // 16 g × 2.32
    ["красная рыба 50 г", "ru-salted-red-fish", 101],
    ["селёдка 100 г", "ru-herring", 217],
    ["горбуша консервированная 100 г", "ru-gorbusha-canned", 136],
    ["кабачковая икра 100 г", "ru-ikra-kabachkovaya", 97],
    ["хлебцы 4 шт", "ru-khlebtsy", 124], // 40 g × 3.10
    ["доширак", "ru-instant-noodles", 410.4], // a 90 g pack, dry
    ["быстров", "ru-oat-instant", 142], // a 40 g sachet, dry
    ["овсяное печенье 2 шт", "ru-oat-cookies", 148.6], // 34 g × 4.37
    ["чипсы 50 г", "ru-chips", 265],
    ["кукурузные палочки 50 г", "ru-corn-sticks", 185],
    ["сухарики", "ru-sukhariki", 150], // a 40 g pack
    ["квас 0,5", "ru-kvass", 140],
    ["морс стакан", "ru-mors", 102.5],
    ["тархун стакан", "ru-limonad", 105],
  ])("%s", (text, id, kcal) => {
    const item = one(text);
    expect(item.foodId).toBe(id);
    expect(item.calories).toBeCloseTo(kcal, 1);
  });

  it("keep the homemade recipe for the plain name and salami apart from salo", () => {
    expect(one("вареники с картошкой 10 шт").foodId).toBe("vareniki-potato");
    expect(one("сырники 2 шт").foodId).toBe("syrniki");
    expect(one("салями 30 г").foodId).toBe("ru-salami");
  });
});

// docs/decisions/025-russian-catalog-to-300-products.md: the products and café food people in Russia buy, each with
// the pack's or the menu's figures. Expected values: kcal per 100 g as cited in label-foods-shop.ts and
// label-foods-cafe.ts times the grams, worked out by hand.
describe("the Russian catalog of shop and café products", () => {
  it("holds at least 300 products, each with its citation", () => {
    expect(labelFoods.length).toBeGreaterThanOrEqual(300);
    expect(new Set(labelFoods.map((f) => f.id)).size).toBe(labelFoods.length);
  });

  it("knows the café soups and weighs a bowl as the menu does", () => {
    expect([one("рамен").foodId, one("рамен").calories]).toEqual(["ru-ramen", 467.5]); // 550 g × 0.85
    expect(one("том ям").calories).toBeCloseTo(240, 0); // 400 g × 0.60
    expect(one("ушица").foodId).toBe(one("уха").foodId);
  });

  it("reads chain food by the chain's own item", () => {
    expect(one("чизбургер").calories).toBeCloseTo(315.6, 1); // 120 g × 2.63
    expect(one("картошка фри большая").grams).toBe(150);
    expect(one("2 куска пиццы пепперони").calories).toBeCloseTo(563.2, 1); // 2 × 110 g × 2.56
    expect(one("капучино большой").calories).toBeCloseTo(136, 0); // 450 ml, 340 g × 0.40
  });

  it("takes a shop name from the US stand-in", () => {
    expect(one("энергетик").grams).toBe(450); // the 0,45 l can
    expect(one("конфета").foodId).toBe("ru-candy-chocolate");
    expect(one("леденец").foodId).toBe("ru-caramel");
    expect(one("печень трески 50 г").calories).toBeCloseTo(306.5, 1); // 50 g × 6.13
    expect(one("сникерс").calories).toBeCloseTo(244, 0); // 50 g × 4.88
  });
});

describe("a glass of a dry label food", () => {
  it("weighs it by the cup of the USDA row of its name, not as water", () => {
    // SR28 08120 oats, dry: 1 cup 81 g, so a 250 ml glass holds 84 g; 20081 wheat flour: 1 cup 125 g.
    expect(one("стакан геркулеса")).toMatchObject({ foodId: "ru-oat-flakes", grams: 84.4 });
    expect(one("полстакана овсяных хлопьев").grams).toBeCloseTo(42.2, 1);
    expect(one("стакан муки").grams).toBeCloseTo(130.2, 1);
    // SR28 12036 sunflower seed kernels: the plain cup, 140 g, not the in-shell cup's 46 g of kernels.
    expect(one("стакан семечек").grams).toBeCloseTo(145.8, 1);
    // A drink keeps its glass.
    expect(one("стакан кефира").grams).toBe(250);
  });
});

describe("bakery words", () => {
  it("reads a rogalik, kulebyaka, rasstegai, achma and a plain трубочка as Russian bakery", () => {
    const ids = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, i.grams]);
    expect(ids("2 рогалика с маком")).toEqual([["ru-rogalik", 120]]);
    expect(ids("кусок кулебяки")).toEqual([["ru-kulebyaka", 150]]);
    expect(ids("расстегай с рыбой")).toEqual([["ru-rasstegai", 90]]);
    expect(ids("ачма")).toEqual([["ru-achma", 150]]);
    expect(ids("трубочка")).toEqual([["ru-trubochka", 40]]);
  });

  it("reads Tatar, Ossetian and Urals pies, mannik, rum baba, pakhlava and dried fruit named no further", () => {
    const ids = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, i.grams]);
    expect(ids("2 эчпочмака")).toEqual([["ru-echpochmak", 300]]);
    // The filling is baked in, as in a pirozhok (FILLED_PASTRIES).
    expect(ids("кусок осетинского пирога с сыром")).toEqual([["ru-ossetian-pie", 130]]);
    expect(ids("шанежка с картошкой")).toEqual([["ru-shanga", 80]]);
    expect(ids("кусок манника")).toEqual([["ru-mannik", 100]]);
    expect(ids("ромовая баба")).toEqual([["ru-romovaya-baba", 75]]);
    expect(ids("пахлава 2 шт")).toEqual([["ru-pakhlava", 80]]);
    expect(ids("горсть сухофруктов")).toEqual([["dried-fruit-mix", 30]]);
    expect(ids("хычин с сыром и картошкой")).toEqual([["ru-khychin", 200]]);
    expect(ids("2 кутаба с зеленью")).toEqual([["ru-kutab", 180]]);
    expect(ids("лобиани")).toEqual([["ru-lobiani", 300]]);
    expect(ids("чурчхела")).toEqual([["ru-churchkhela", 80]]);
  });

  it("reads a kalach, a braided loaf, a sweet krendel, a tartlet shell and Tatar peremyach and kystybyi", () => {
    const ids = (text: string) => analyzeMealText(text).items.map((i) => [i.foodId, i.grams]);
    expect(ids("калачик")).toEqual([["ru-kalach", 150]]);
    expect(ids("полплетенки")).toEqual([["ru-pletenka", 200]]);
    // A крендель in Russian is a sweet bun; the hard salted pretzel is named so.
    expect(ids("крендель с корицей")).toEqual([["ru-krendel", 70]]);
    expect(ids("солёный крендель")).toEqual([["pretzels", 60]]);
    // The shell alone: what fills it is its own food.
    expect(ids("4 тарталетки с сыром")[0]).toEqual(["ru-tartlet", 40]);
    expect(ids("2 перемяча")).toEqual([["ru-peremyach", 200]]);
    expect(ids("кыстыбый")).toEqual([["ru-kystybyi", 130]]);
  });
});
