// Russian diary lines, third round: a soup made with meatballs, the chicken leg quarter, a brand's
// chocolate bar, a pizza said by its diameter, amounts multiplied with a sign glued between them, and dates with a year
// (catalog rows, food-spans.ts, text.ts, elements.ts, quantities.ts).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const readRu = readAs("ru");
const readEn = readAs("en");
const read = (text: string) => {
  const r = readRu(text);
  return { items: r.items.map((i) => [i.foodId, Math.round(i.grams)]), unmatched: r.unmatched };
};

describe("a soup made with meatballs", () => {
  it("is one soup, not a chicken soup and a serving of meatballs", () => {
    expect(read("суп с фрикадельками").items).toEqual([["meatball-soup", 300]]);
    expect(read("бульон с фрикадельками").items).toEqual([["meatball-soup", 300]]);
    expect(read("куриный суп с фрикадельками").items).toEqual([["meatball-soup", 300]]);
    expect(read("суп с куриными фрикадельками").items).toEqual([["meatball-soup", 300]]);
    expect(read("суп с фрикадельками тарелка и хлеб").items).toEqual([
      ["meatball-soup", 300],
      ["bread", 30],
    ]);
  });

  it("keeps a soup with meat of its own as that soup", () => {
    expect(read("щи с фрикадельками").items).toEqual([["shchi", 300]]);
  });
});

describe("окорочок", () => {
  it("is the whole leg quarter, thigh and drumstick, not the drumstick alone", () => {
    expect(read("окорочок запеченный").items).toEqual([["chicken-leg-quarter", 224]]);
    expect(read("куриный окорочок").items).toEqual([["chicken-leg-quarter", 224]]);
    expect(read("голень").items).toEqual([["chicken-drumstick", 95]]);
  });
});

describe("a brand's chocolate bar", () => {
  it("is the whole bar, and a piece of it a piece broken off", () => {
    expect(read("шоколадка аленка").items).toEqual([["ru-alenka", 90]]);
    expect(read("кусочек аленки").items).toEqual([["chocolate-milk-bar", 10]]);
  });
});

describe("a pizza's diameter", () => {
  it("says the whole pizza of that size when no amount is said", () => {
    expect(read("пицца 30 см").items).toEqual([["ru-pizza-margherita", 647]]);
    expect(read("пицца маргарита 30 см кусок").items).toEqual([["ru-pizza-margherita", 81]]);
  });

  it("says the pizza after a name that is also a sausage's", () => {
    expect(read("додо пепперони 35 см").items).toEqual([["ru-pizza-pepperoni", 880]]);
    expect(read("пепперони 50 г").items).toEqual([["pepperoni", 50]]);
  });
});

describe("a multiplication sign glued between amounts", () => {
  it("takes the amount after it that many times", () => {
    expect(read("пиво 2х0,5").items).toEqual([["beer", 1000]]);
    expect(read("пиво 2х500мл").items).toEqual([["beer", 1000]]);
    expect(read("котлета 2х100г").items).toEqual([["kotleta", 200]]);
    expect(readEn("beer 2x500ml").items.map((i) => Math.round(i.grams))).toEqual([1000]);
    expect(read("пиво 2х0,5").unmatched).toEqual([]);
    // A unit glued after the second number stays the amount's.
    expect(readEn("beer 2x12oz").items.map((i) => Math.round(i.grams))).toEqual([680]);
  });

  it("takes a drink's litres twice after a decimal", () => {
    expect(read("пиво 0,5 х2").items).toEqual([["beer", 1000]]);
    expect(read("пиво 0,5х2").items).toEqual([["beer", 1000]]);
  });
});

describe("a date with its year", () => {
  it("is no amount, whichever of day and month is larger", () => {
    expect(read("12/11/2026 2 яйца")).toEqual({ items: [["egg", 100]], unmatched: [] });
    expect(readEn("11/12/2026 2 eggs").items.map((i) => Math.round(i.grams))).toEqual([100]);
  });
});

describe("an hour typed with a dash after a meal's name", () => {
  it("is no amount, while a range of a count stays a range", () => {
    expect(read("обед 13-00 борщ").items).toEqual([["borscht", 300]]);
    expect(read("ужин 19-30 гречка 200").items).toEqual([["buckwheat", 200]]);
    expect(read("завтрак 8-15 яичница из 2 яиц").items).toEqual([["egg-fried", 100]]);
    // A range of a count stays a range.
    expect(read("перекус 5-10 орехов").items[0]![1]).toBeLessThan(15);
    expect(read("перекус 10-15 орешков").items[0]![1]).toBeLessThan(15);
  });
});

describe("a price in rubles and kopecks after «за»", () => {
  it("is no amount", () => {
    expect(read("купил пиво за 89,90")).toEqual({ items: [["beer", 500]], unmatched: [] });
  });
});

describe("grams and kilograms spelt in a hurry", () => {
  it("are read, glued on or not", () => {
    expect(read("колбаса 1кгр").items).toEqual([["ru-doktorskaya", 1000]]);
    expect(read("сыр 200грм").items).toEqual([["ru-cheese", 200]]);
    expect(read("гречки 300 грамов").items).toEqual([["buckwheat", 300]]);
  });
});

describe("digits before a verb of eating", () => {
  it("are no amount of the food after the verb", () => {
    expect(read("кабинет 404 съел бутерброд").items).toEqual([["sandwich-sausage", 50]]);
    expect(readEn("room 404 ate a bagel").items.map((i) => Math.round(i.grams))).toEqual([105]);
    // Nor are they multiplied into a count said after the verb.
    expect(read("кабинет 12 съел 2 яйца").items).toEqual([["egg", 100]]);
    // They still count a food said before them.
    expect(read("пирожки 3 съел").items).toEqual([["pirozhok-potato", 240]]);
  });
});

describe("a class word before a comma and the counted kind of it", () => {
  it("names that kind, not a second item of the generic food", () => {
    expect(read("вечером роллы, штук 8 филадельфии").items).toEqual([["roll-philadelphia", 256]]);
    // Three 20 g slices, as a slice of any sausage (catalog/label-foods-shop.ts, ru-mozzarella).
    expect(read("колбаса, 3 ломтика салями").items).toEqual([["ru-salami", 60]]);
    expect(read("рыба, 200 г трески").items).toEqual([["cod", 200]]);
    // Two foods of no class and kind stay a list.
    expect(read("рыба, 200 г риса").items.map(([id]) => id)).toHaveLength(2);
  });
});

describe("«по» and a weight after a food counted before its name", () => {
  it("weighs each of them", () => {
    expect(read("2 котлеты по 100г").items).toEqual([["kotleta", 200]]);
    expect(read("3 яйца по 60г").items).toEqual([["egg", 180]]);
    expect(read("2 кусочка торта по 100г").items).toEqual([["cake", 200]]);
    // A weight of all the pieces, with no "по", stays as it was.
    expect(read("2 котлеты 250г").items).toEqual([["kotleta", 250]]);
  });
});

describe("«пак»", () => {
  it("is the pack", () => {
    expect(read("молоко 1 пак").items).toEqual([["ru-milk", 980]]);
    expect(read("сок 1 пак 1л")).toEqual({ items: [["ru-juice-apple", 1000]], unmatched: [] });
  });
});

describe("a piece of a flatbread", () => {
  it("is the flatbread, not a pizza made on it", () => {
    expect(read("кусок лаваша").items.map(([id]) => id)).toEqual(["ru-lavash"]);
    // A chain's pizza named by its kind is still the pizza.
    expect(read("2 куска пепперони").items).toEqual([["ru-pizza-pepperoni", 220]]);
  });
});

describe("two dishes side by side whose English names share only what they are made of", () => {
  it("are a list", () => {
    expect(read("суп плов").items).toEqual([
      ["chicken-soup", 300],
      ["plov-chicken", 300],
    ]);
    expect(read("полтарелки супа плов 250г").items).toEqual([
      ["chicken-soup", 150],
      ["plov-chicken", 250],
    ]);
    // A kind of the first food is still that kind.
    expect(read("картошка пюре").items).toEqual([["mashed-potatoes", 200]]);
  });
});
