// Food bought in shops, chains and delivery apps as Russian diaries name it: a pack's label weight and what of it was
// eaten, makers' names beside the food (quantities.ts, food-spans.ts, chains.ts).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => {
  const r = analyzeMealText(text);
  return { items: r.items.map((i) => [i.foodId, i.grams]), unmatched: r.unmatched };
};
const grams = (text: string) => analyzeMealText(text).items.map((i) => i.grams);

describe("a pack's label weight", () => {
  it("reads a share said after the weight as that share of the pack", () => {
    expect(read("ряженка 500г полбутылки")).toMatchObject({ items: [[expect.any(String), 250]], unmatched: [] });
    expect(read("вафли 200 г половина")).toMatchObject({ items: [[expect.any(String), 100]], unmatched: [] });
    expect(read("пряники пачка 400г четверть")).toMatchObject({ items: [[expect.any(String), 100]], unmatched: [] });
    expect(read("сок 1 л половина пачки")).toMatchObject({ unmatched: [] });
    expect(grams("сок 1 л половина пачки")).toEqual([500]);
  });

  it("reads a count of pieces or packs after the weight as so many packs of it", () => {
    expect(read("творожок 100 г 3 шт")).toMatchObject({ items: [[expect.any(String), 300]], unmatched: [] });
    expect(read("пиво 0,5 л 3 банки")).toMatchObject({ items: [["beer", 1500]], unmatched: [] });
    // Litres said bare, as the can prints them, then how many cans: they were multiplied into one can.
    expect(read("пиво Балтика 0,45 2 банки")).toMatchObject({ items: [["beer", 900]], unmatched: [] });
    expect(read("кола 0,33 3 шт").items).toEqual([["cola", 990]]);
  });

  it("reads a glass or a mug after a bottle's or carton's label as what was drunk of it", () => {
    expect(read("ряженка 1 л стакан")).toMatchObject({ items: [[expect.any(String), 250]], unmatched: [] });
    expect(read("морс 2 л 2 кружки").unmatched).toEqual([]);
    // A glass after an amount no bigger than one is no pouring.
    expect(read("сок 200 мл стакан").items).toEqual([["ru-juice-apple", 200]]);
  });

  it("leaves an amount followed by a food to that food", () => {
    expect(read("молоко 300 мл половина булочки").items).toHaveLength(2);
    expect(grams("гречка 250 г 2 шт котлеты")[0]).toBe(250);
  });

  it("reads a pack's weight past a maker's name as that pack's", () => {
    expect(read("сметана Простоквашино пачка 300г")).toMatchObject({
      items: [[expect.any(String), 300]],
      unmatched: [],
    });
    expect(grams("сухарики Кириешки пачка 40 г")).toEqual([40]);
  });
});

describe("a maker's name beside the food", () => {
  it("lets a fat content after the maker's name be the food's", () => {
    expect(read("кефир Простоквашино 3,2 2 стакана")).toEqual({ items: [["ru-kefir-3-2", 500]], unmatched: [] });
    // A fat the pack prints that the catalog lists no variant of is the nearest one's.
    expect(read("молоко Пармалат 1,8 стакан").items).toEqual([["ru-milk-1-5", 250]]);
    expect(read("молоко Савушкин 1,5 200 мл").items).toMatchObject([
      [expect.stringContaining("1-5"), expect.any(Number)],
    ]);
  });
});

describe("ready meals", () => {
  it("reads the word for salad before a salad's own name as that one salad", () => {
    expect(read("салат винегрет из Пятёрочки").items).toEqual([["vinegret", 200]]);
    expect(read("салат шуба 150г").items).toEqual([["shuba", 150]]);
    // A list stays a list.
    expect(read("салат и винегрет").items).toHaveLength(2);
  });
});

describe("a chain pizza's diameter", () => {
  it("weighs a pizza said with its diameter by its area, cut in eight", () => {
    // 880 g at 35 cm (catalog/label-foods-cafe.ts): 30 cm is 646.5 g whole, 80.8 g a piece.
    expect(read("пицца маргарита 30 см кусок").items).toEqual([["ru-pizza-margherita", 80.8]]);
    expect(read("3 куска четыре сыра 30см").items).toEqual([["ru-pizza-four-cheese", 242.4]]);
    expect(read("пицца с курицей 25 см целиком").items).toEqual([["ru-pizza-chicken", 449]]);
    expect(read("пицца пепперони 14 дюймов половина").items).toEqual([["ru-pizza-pepperoni", 454.2]]);
  });

  it("leaves a figure no pizza is baked at, and a pizza said without one, as the catalog weighs them", () => {
    expect(read("кусок пиццы маргарита").items).toEqual([["ru-pizza-margherita", 110]]);
    expect(read("пицца маргарита 5 см кусок").items).toEqual([["ru-pizza-margherita", 110]]);
  });
});

describe("dairy makers' names", () => {
  it("reads a fruit yoghurt maker's name beside 'йогурт' as its fruit yoghurt", () => {
    expect(read("йогурт эрманн клубника").items).toEqual([["ru-yogurt-fruit", 125]]);
    // A fruit right after a maker's name is the flavour on its pack; after a comma it is a food of its own.
    expect(read("даниссимо персик 2 шт").items).toEqual([["ru-tvorozhok-fruit", 200]]);
    expect(read("активиа, груша").items).toHaveLength(2);
    expect(read("чудо йогурт малина").items).toEqual([["ru-yogurt-fruit", 125]]);
    expect(read("эпика йогурт 2 шт").items).toEqual([["ru-yogurt-fruit", 250]]);
  });

  it("weighs a probiotic shot by its 100 g bottle, and a drinkable Activia as drinkable yoghurt", () => {
    expect(read("бутылочка актимеля").items).toEqual([["ru-probiotic-shot", 100]]);
    expect(read("имунеле 3 штуки").items).toEqual([["ru-probiotic-shot", 300]]);
    expect(read("активиа питьевая бутылочка").items).toEqual([["ru-yogurt-drink", 270]]);
  });
});

describe("shop and café dishes the catalog lacked a name for", () => {
  it("reads a pack of vareniki as the 900 g bag they are sold in", () => {
    expect(read("полпачки вареников с творогом").items).toEqual([["vareniki-tvorog", 450]]);
  });

  it("reads a blin filled with chicken or mince as a filled blin, the filling never lost", () => {
    expect(read("блинчик с курицей").items).toEqual([["bliny-meat", 80]]);
    expect(read("3 блина с фаршем").items).toEqual([["bliny-meat", 240]]);
  });

  it("reads a doner kebab as one dish", () => {
    expect(read("дёнер кебаб").items).toEqual([["gyro", 390]]);
  });

  it("reads a shop's frozen pizza as its 340 g pizza, not a chain's 880 g one", () => {
    expect(read("половина замороженной пиццы").items).toEqual([["ru-pizza-frozen", 170]]);
    expect(read("пицца магазинная из Магнита целиком").items).toEqual([["ru-pizza-frozen", 340]]);
  });
});

describe("a sub said with its length", () => {
  it("reads Subway's name as its sub, 30 cm as the footlong, the meat named after its size as the sub's own", () => {
    expect(read("сабвей с курицей").items).toEqual([["sub", 260]]);
    expect(read("саб 30 см с курицей").items).toEqual([["sub", 520]]);
    expect(read("сэндвич из сабвея 15 см").items).toEqual([["sub", 260]]);
  });
});

describe("a bakery's filled pastry", () => {
  it("takes the filling of a слойка into it, never a pack of творог beside it", () => {
    expect(read("слойка с творогом 2 шт").items).toEqual([["turnover", 160]]);
    expect(read("слойка с ветчиной и сыром").items).toEqual([["turnover", 80]]);
    // What is spooned over or drunk with it stays its own item.
    expect(read("слойка с чаем").items).toHaveLength(2);
  });
});

describe("chain foods the catalog lacked", () => {
  it("reads bubble tea as the chain's cup of milk tea with tapioca pearls", () => {
    expect(read("бабл-ти").items).toEqual([["bubble-tea", 470]]);
    expect(read("молочный чай с тапиокой 2 шт").items).toEqual([["bubble-tea", 940]]);
  });

  it("reads «Крошка Картошка» as the filled baked potato, its filling taken in", () => {
    expect(read("крошка-картошка с ветчиной").items).toEqual([["potato-baked-cheese", 325]]);
  });
});

describe("a fountain drink's size in a Russian chain", () => {
  it("reads small, medium and large as the 0.3, 0.4 and 0.5 l cups", () => {
    expect(read("пепси маленькая").items).toEqual([["cola", 300]]);
    expect(read("спрайт средний").items).toEqual([["lemon-soda", 400]]);
    expect(read("большая кока-кола").items).toEqual([["cola", 500]]);
  });

  it("keeps FNDDS's cups for a drink named in English", () => {
    expect(analyzeMealText("large coke").items[0]!.grams).toBeGreaterThan(700);
  });
});

describe("a maker named by initials", () => {
  it("keeps the maker's initials and what follows them in the item, a full stop after a word still parting", () => {
    expect(read("сырок Б.Ю. Александров 50 г 2 шт")).toEqual({ items: [["ru-syrok", 100]], unmatched: [] });
    expect(read("суп. Потом чай").items).toHaveLength(2);
  });
});

describe("«Теремок»'s blin", () => {
  it("weighs a filled blin said beside the chain's name as the chain's 200 g one", () => {
    expect(read("из теремка блинчик с творогом").items).toEqual([["bliny-tvorog", 200]]);
    expect(read("блин с мясом в теремке").items).toEqual([["bliny-meat", 200]]);
    // Named no further, a blin with a filling is a home one.
    expect(read("блин с мясом").items).toEqual([["bliny-meat", 80]]);
  });
});

describe("shop snacks named by brand and flavour", () => {
  it("reads a meat or seafood after instant noodles as the pack's flavour, an egg as an egg", () => {
    expect(read("доширак с креветками").items).toEqual([["ru-instant-noodles", 90]]);
    expect(read("роллтон со вкусом говядины").items).toEqual([["ru-rollton", 60]]);
    expect(read("доширак с яйцом").items).toHaveLength(2);
  });

  it("reads a brand whose name holds a number word as its snack, and onigiri as the shops' rice triangle", () => {
    expect(read("три корочки 2 пачки").items).toEqual([["ru-sukhariki", 80]]);
    expect(read("онигири с курицей").items).toEqual([["ru-onigiri", 110]]);
  });
});

describe("a pack's small items", () => {
  it("reads 'мини' as the small size", () => {
    const [mini] = analyzeMealText("марс мини").items;
    const [bar] = analyzeMealText("марс").items;
    expect(mini!.grams).toBeLessThan(bar!.grams);
  });
});
