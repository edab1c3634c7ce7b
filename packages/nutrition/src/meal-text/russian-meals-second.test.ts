// Russian diary lines, second round: a count after "A с B" is the dish's, a generic food gives way to its kind said
// past where or how, a juice is named by the fruit after its litres, a chain's combo, home food typed glued or with
// what its recipe holds (quantities.ts, food-spans.ts, juice-of-fruit.ts, glued-words.ts, catalog rows).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const readRu = readAs("ru");
const read = (text: string) => {
  const r = readRu(text);
  return { items: r.items.map((i) => [i.foodId, Math.round(i.grams)]), unmatched: r.unmatched };
};
const ids = (text: string) => readRu(text).items.map((i) => i.foodId);

describe("a count after «A с B»", () => {
  it("counts the dish when B is a seasoning served beside it", () => {
    expect(read("холодец с хреном 2 кусочка").items[0]).toEqual(["kholodets", 300]);
    expect(read("студень с горчицей 2 куска").items[0]).toEqual(["kholodets", 300]);
  });

  it("counts the dish when B is laid on each piece by the slice or as a clove", () => {
    expect(read("гренки с чесноком 5 шт").items).toEqual([
      ["toast", 135],
      ["garlic", 3],
    ]);
    expect(read("бутерброд с докторской 2 шт").items).toEqual([
      ["bread", 60],
      ["ru-doktorskaya", 40],
    ]);
    expect(read("тосты с сыром 3 шт").items).toEqual([
      ["toast", 81],
      ["ru-cheese", 60],
    ]);
    expect(read("блинчики с ветчиной 3 шт").items[0]).toEqual(["bliny", 135]);
  });

  it("keeps a count of a patty or a cutlet served with the dish, and one slice over pieces lighter than it", () => {
    expect(read("бургер с котлетой 2 шт").items[0]).toEqual(["ru-cafe-burger", 280]);
    expect(read("пюре с котлетой 2 шт").items[1]).toEqual(["kotleta", 180]);
    expect(read("крекеры с сыром 5 шт").items).toEqual([
      ["ru-crackers", 25],
      ["ru-cheese", 20],
    ]);
  });
});

describe("a generic food, then where or how, then its kind", () => {
  it("reads the kind", () => {
    expect(ids("кофе из автомата капучино")).toEqual(["ru-cappuccino"]);
    expect(ids("кофе из автомата латте")).toEqual(["ru-latte"]);
    expect(ids("рыба на мангале скумбрия")).toEqual(["mackerel"]);
    expect(ids("рыба на гриле форель")).toEqual(["trout"]);
  });

  it("keeps a class said with how it was cooked the cooked record (diary.test.ts)", () => {
    expect(ids("рыба жареная минтай")).toEqual(ids("минтай жареный"));
  });
});

describe("a juice named by the fruit after its maker and litres", () => {
  it("reads the juice of that fruit, in the litres said", () => {
    expect(read("сок добрый 0,33 апельсин")).toEqual({ items: [["ru-juice-orange", 330]], unmatched: [] });
    expect(read("сок rich 0,2 вишня")).toEqual({ items: [["ru-juice-cherry", 200]], unmatched: [] });
    expect(read("сок 0,5 вишня")).toEqual({ items: [["ru-juice-cherry", 500]], unmatched: [] });
    expect(read("сок 0,2 ананас").unmatched).toEqual([]);
    expect(ids("сок 0,2 ананас")).toEqual(["pineapple-juice"]);
    expect(ids("нектар любимый 0,3 мультифрукт")).toEqual(["ru-juice-multifruit"]);
  });

  it("keeps a fruit with its own amount, after a comma, or after a juice of its own kind apart", () => {
    expect(ids("сок 1л, апельсин")).toEqual(["ru-juice-apple", "orange"]);
    expect(ids("сок 0,2 апельсин 2 шт")).toEqual(["ru-juice-apple", "orange"]);
    expect(ids("сок яблочный 0,2 банан")).toEqual(["ru-juice-apple", "banana"]);
  });
});

describe("a chain's combo and wraps", () => {
  it("reads «комбо» as the combo's fries and drink beside the sandwich", () => {
    expect(read("комбо биг мак").items).toEqual([
      ["ru-chain-combo-sides", 510],
      ["ru-chain-big-hit", 210],
    ]);
    expect(ids("комбо чизбургер")).toEqual(["ru-chain-combo-sides", "ru-chain-cheeseburger"]);
    expect(ids("шефбургер комбо")).toEqual(["ru-chain-chefburger", "ru-chain-combo-sides"]);
  });

  it("reads a Caesar roll as the chain's chicken wrap, not sushi beside a salad", () => {
    expect(ids("ролл цезарь")).toEqual(["ru-chain-twister"]);
    expect(ids("салат цезарь")).toEqual(["caesar-salad"]);
  });
});

describe("pieces counted after the drink «к» joins", () => {
  it("counts the food had with the drink", () => {
    expect(read("сушки к чаю 5 шт").items).toEqual([
      ["ru-sushki", 40],
      ["tea", 250],
    ]);
    expect(read("пряники к чаю 2 штуки").items[0]).toEqual(["ru-pryanik", 70]);
    expect(read("печенье к кофе 3 шт").items[0]).toEqual(["cookies", 36]);
  });

  it("leaves cups of the drink the drink's", () => {
    // Two 300 ml mugs (portions.ts, vesselGrams).
    expect(read("печенье к чаю 2 кружки").items[1]).toEqual(["tea", 600]);
  });
});

describe("a bare weight after «A с B»", () => {
  it("weighs the whole dish, the sauce or onion its share", () => {
    expect(read("макароны с кетчупом 300").items).toEqual([
      ["pasta", 279],
      ["ru-ketchup", 21],
    ]);
    expect(read("печень жареная с луком 150").items).toEqual([
      ["liver-fried", 90],
      ["onion", 60],
    ]);
  });

  it("weighs a salad named with its own dressing as the salad", () => {
    expect(read("оливье с майонезом 200").items).toEqual([["olivier", 200]]);
    expect(read("винегрет с маслом 150").items).toEqual([["vinegret", 150]]);
    expect(read("салат из свеклы с майонезом 150").items).toEqual([["beet-garlic-salad", 150]]);
    expect(ids("оливье с майонезом 2 ложки")).toEqual(["olivier", "ru-mayonnaise"]);
  });
});

describe("a soup or stew «с мясом»", () => {
  it("is the dish cooked with its recipe's meat, any amount after it the dish's", () => {
    expect(read("борщ с мясом").items).toEqual([["borscht", 300]]);
    expect(read("щи с мясом тарелка").items).toEqual([["shchi", 300]]);
    expect(read("рассольник с мясом 300г").items).toEqual([["rassolnik", 300]]);
  });
});

describe("two foods typed glued", () => {
  it("reads them with the «с» or nothing between", () => {
    expect(read("макароныссыром")).toEqual({ items: [["pasta-cheese", 220]], unmatched: [] });
    expect(ids("гречкасмолоком")).toEqual(["buckwheat-milk"]);
    expect(ids("котлетаспюре")).toEqual(["kotleta", "mashed-potatoes"]);
    expect(ids("гречкакотлета")).toEqual(["buckwheat", "kotleta"]);
    expect(ids("салатоливье")).toEqual(["olivier"]);
  });

  it("leaves a misspelt single word to the typo reader", () => {
    expect(ids("кортошка жареная")).toEqual(["potato-pan-fried"]);
  });
});

describe("a poppy-seed roll and a shop roll", () => {
  it("reads «рулет с маком» and a bare «рулет»", () => {
    expect(read("рулет с маком кусок")).toEqual({ items: [["ru-rulet-mak", 50]], unmatched: [] });
    expect(ids("рулетик")).toEqual(["ru-rulet-biskvit"]);
    expect(ids("мясной рулет")).toEqual(["meatloaf"]);
  });
});
