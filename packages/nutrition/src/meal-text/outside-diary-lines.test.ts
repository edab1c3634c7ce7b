// Diary text read from outside the benchmark lists (decision 024, follow-up "a class word before its kind, in English"):
// a class word typed before the kind, a record's "not …" foods, powdered milk, steak fries, crackers with no count.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const ru = readAs("ru");
const read = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a class word typed before a kind of it, in English", () => {
  it("is the kind, weighed by the amount after it", () => {
    expect(read(en("fish cod 200g"))).toEqual([["cod", 200]]);
    expect(read(en("fish salmon 150g"))).toEqual([["salmon", 150]]);
    expect(read(en("steak ribeye 12oz"))).toEqual([["ribeye", 340]]);
    expect(read(en("yogurt chobani"))).toEqual([["greek-yogurt", 150]]);
    for (const text of ["fish cod 200g", "steak ribeye 12oz", "yogurt chobani"]) expect(en(text).unmatched).toEqual([]);
  });

  it("keeps two foods that are no kind of each other a list", () => {
    expect(read(en("coffee donut"))).toEqual([
      ["coffee", 250],
      ["donut", 60],
    ]);
    expect(en("steak and fries").items.map((i) => i.foodId)).toEqual(["steak", "potato-fried"]);
  });
});

describe("steak fries", () => {
  it("are fries cut thick, not a steak beside fries", () => {
    expect(read(en("steak fries"))).toEqual([["potato-fried", 120]]);
  });
});

describe("what an FNDDS record says it is not", () => {
  it("is no word of the record: nuts said as almonds are almonds", () => {
    // FNDDS 42100100 "Nuts, chocolate covered, not almonds or peanuts" had been read for "nuts almonds".
    expect(en("nuts almonds handful").items.map((i) => i.foodId)).toEqual(["almonds"]);
  });

  it("keeps a state a record is not in telling it from its siblings", () => {
    const r = en("1 tbsp fruit flavored drink powder");
    expect(r.totals.calories).toBeGreaterThan(30);
  });
});

describe("powdered milk", () => {
  it("is SR28's dry whole milk by its tablespoon, never a spoon of liquid milk", () => {
    // SR28 01090: a quarter cup weighs 32 g, 496 kcal per 100 g.
    expect(read(en("powdered milk 2 tbsp"))).toEqual([["dry-milk", 16]]);
    expect(read(en("milk powder 30 g"))).toEqual([["dry-milk", 30]]);
    expect(read(ru("сухое молоко 2 ст.л."))).toEqual([["dry-milk", 16]]);
    expect(Math.round(ru("молоко сухое 30 г").totals.calories)).toBe(149);
    expect(read(en("milk 2 tbsp"))).toEqual([["milk", 30]]);
    expect(read(en("2 tbsp skim milk"))).toEqual([["milk-skim", 31]]);
  });
});

describe("crackers of a gram or three named with no count", () => {
  it("are SR28's serving of them, not two crackers", () => {
    // SR28 18214: "bag, single serving" 28 g; SR28 18228: "5 crackers square (1 serving)" 15 g.
    expect(read(en("cheese crackers"))).toEqual([["crackers-cheese", 28]]);
    expect(read(en("saltines"))).toEqual([["crackers-saltine", 15]]);
    expect(read(ru("сырные крекеры"))).toEqual([["crackers-cheese", 28]]);
  });

  it("keeps a count or one cracker as typed", () => {
    expect(read(en("10 cheese crackers"))).toEqual([["crackers-cheese", 10]]);
    expect(read(en("a cheese cracker"))).toEqual([["crackers-cheese", 1]]);
    expect(read(en("3 saltines"))).toEqual([["crackers-saltine", 9]]);
  });
});

describe("a shawarma in its lavash with a word or an amount around the wrapper", () => {
  it("keeps the lavash the shawarma's when a word said of the dish comes before «в»", () => {
    expect(read(ru("шаурма острая в лаваше"))).toEqual([["shawarma", 350]]);
    expect(read(ru("шаурма куриная в лаваше"))).toEqual([["shawarma", 350]]);
    // The word stays the dish's own: its size.
    expect(read(ru("шаурма большая в лаваше"))).toEqual([["shawarma", 480]]);
  });

  it("gives an amount typed after the wrapper to the dish", () => {
    expect(read(ru("шаурма в лаваше 2 шт"))).toEqual([["shawarma", 700]]);
    expect(read(ru("шаурма в лаваше 300г"))).toEqual([["shawarma", 300]]);
    // Two of the large one, the size before the wrapper read as the dish's.
    expect(read(ru("шаурма большая в лаваше 2 шт"))).toEqual([["shawarma", 960]]);
    expect(read(ru("шаурма большая в лаваше 300г"))).toEqual([["shawarma", 300]]);
    expect(read(ru("хот-дог в булке 3 шт"))).toEqual([["ru-street-hot-dog", 390]]);
  });
});

describe("a drink's size typed before what went into it", () => {
  it("leaves the milk or sugar a splash or a spoon in the drink", () => {
    expect(read(ru("кофе большой с молоком"))).toEqual([
      ["coffee", 350],
      ["ru-milk", 30],
    ]);
    expect(read(en("coffee large with milk"))).toEqual([
      ["coffee", 600],
      ["milk", 30],
    ]);
    expect(read(ru("чай большой с сахаром"))).toEqual([
      ["tea", 350],
      ["sugar", 5],
    ]);
  });
});

describe("cocoa in English", () => {
  it("is the drink, as «какао» is, and its powder by the spoon", () => {
    expect(read(en("cocoa"))).toEqual([["hot-chocolate", 250]]);
    expect(read(en("a cup of cocoa"))).toEqual([["hot-chocolate", 250]]);
    expect(read(en("1 tbsp cocoa"))).toEqual([["cocoa-powder", 5]]);
    expect(read(en("2 tbsp cocoa powder"))).toEqual([["cocoa-powder", 10]]);
    expect(read(ru("ложка какао"))).toEqual([["cocoa-powder", 5]]);
  });
});

describe("a size typed after a count that follows its food", () => {
  it("sizes the items counted", () => {
    // SR28 09003 apple: large 242 g (as "1 large apple" reads); banana 09040: large 136 g.
    expect(read(en("apple 1 large"))).toEqual(read(en("1 large apple")));
    expect(read(en("banana, 1 large"))).toEqual([["banana", 136]]);
    expect(read(ru("яблоки 2 больших"))).toEqual([["apple", 446]]);
  });

  it("leaves a count with no size, and a measure with a size after it, as they were", () => {
    expect(read(en("apple 1"))).toEqual([["apple", 180]]);
    expect(read(en("pizza 2 slices large"))).toEqual([["pizza", 238]]);
  });
});

describe("British chips, plate by plate", () => {
  it("makes chips fries beside a hot food of the same sentence only", () => {
    const day = en("breakfast: 2 eggs, toast. lunch: turkey sandwich, chips");
    expect(day.items.map((i) => i.foodId)).toEqual(["egg", "toast", "turkey-sandwich", "potato-chips"]);
    expect(en("egg and chips").items.map((i) => i.foodId)).toContain("potato-fried");
    expect(en("2 eggs, toast\nlunch: sandwich and chips").items.map((i) => i.foodId)).toContain("potato-chips");
  });
});

describe("a counted food and a half", () => {
  it("is half one more of it", () => {
    expect(read(en("a bagel and a half"))).toEqual(read(en("one and a half bagels")));
    expect(read(en("2 slices and a half of pizza"))[0]![1]).toBe(
      Math.round((read(en("2 slices of pizza"))[0]![1] as number) * 1.25),
    );
    expect(en("a beer and a half").unmatched).toEqual([]);
  });

  it("leaves a half of another food its own", () => {
    expect(read(en("a banana and half an apple")).map(([id]) => id)).toEqual(["banana", "apple"]);
  });
});

describe("how many times, said in words", () => {
  it("reads «раз» and «times» after a count as its multiplier, not a word unread", () => {
    for (const text of ["кофе три раза за день", "пил чай 4 раза"]) expect(ru(text).unmatched, text).toEqual([]);
    expect(en("coffee 3 times").unmatched).toEqual([]);
    expect(read(ru("кофе три раза за день"))).toEqual([["coffee", 750]]);
  });

  it("reads «N раза по M» as «N по M»", () => {
    expect(read(ru("пельмени 2 раза по 10 штук"))).toEqual(read(ru("пельмени 2 по 10 штук")));
    expect(ru("пельмени 2 раза по 10 штук").unmatched).toEqual([]);
  });
});

describe("candy and chains typed the short way", () => {
  it("reads «pb cups» as Reese's cups, never cups of peanut butter", () => {
    // Was 516 g of peanut butter beside the cups, 3,317 kcal.
    expect(read(en("reese's pb cups 2"))).toEqual([["reeses", 42]]);
    expect(en("reese's pb cups 2").totals.calories).toBeLessThan(300);
  });

  it("reads peanut M&M's as FNDDS's own pack of them", () => {
    // FNDDS 91731010: package (1.67 oz) 47 g.
    expect(read(en("m&m's peanut 1 bag"))).toEqual([["peanut-m-and-ms", 47]]);
    expect(read(en("peanut m&ms"))).toEqual([["peanut-m-and-ms", 47]]);
  });

  it("reads mini eggs as Cadbury's candy, never hen's eggs", () => {
    // FNDDS 91746150: Cadbury Mini Egg 3 g, bag (1.5 oz) 43 g, unspecified amount 21 g.
    expect(read(en("mini eggs handful"))).toEqual([["mini-eggs", 30]]);
    expect(read(en("cadbury mini eggs"))).toEqual([["mini-eggs", 21]]);
    expect(read(en("a bag of mini eggs"))).toEqual([["mini-eggs", 43]]);
    expect(read(en("2 eggs"))).toEqual([["egg", 100]]);
  });

  it("reads a chain named with a number as the chain, not a count", () => {
    expect(read(en("5 guys little burger"))).toEqual(read(en("five guys little burger")));
    expect(read(en("5 chicken nuggets"))[0]![1]).toBe(85);
  });
});

describe("bars counted after a candy", () => {
  it("are the candy's bars, never granola bars beside it", () => {
    // FNDDS 91705030 Kit Kat: bar (1.5 oz) 43 g. "bars" alone had been two 43 g granola bars (405 kcal).
    expect(read(en("kit kat 2 bars"))).toEqual([["fndds-91705030", 86]]);
    expect(read(en("snickers 2 bars"))).toEqual(read(en("2 bars of snickers")));
    expect(read(en("twix 2 bars")).map(([id]) => id)).toEqual(["chocolate-bar-mars"]);
  });

  it("keeps bars of no candy a granola bar", () => {
    expect(read(en("eggs 2 bars")).map(([id]) => id)).toEqual(["egg", "granola-bar"]);
  });
});

describe("a drink's size typed between it and its milk or cream", () => {
  it("sizes the drink, and the milk is the one it is made with or its splash", () => {
    expect(read(en("latte grande oat milk"))).toEqual(read(en("grande latte with oat milk")));
    expect(read(en("coffee large milk"))).toEqual([["coffee-with-milk", 350]]);
    expect(read(en("tea small milk"))).toEqual([["tea-with-milk", 175]]);
    expect(read(en("big mac meal large fries")).map(([id, g]) => `${id} ${g}`)).toContain("potato-fried 180");
  });

  it("keeps a cold brew when sweet cream is typed after it", () => {
    // It was the cream alone, the cold brew taken into it as an English compound.
    expect(read(en("cold brew sweet cream")).map(([id]) => id)).toEqual(["coffee", "cream"]);
  });

  it("reads coffee or tea listed with milk as the catalog's mug with a splash", () => {
    expect(read(en("coffee milk sugar"))).toEqual([["coffee-with-milk-sugar", 250]]);
    expect(read(en("tea milk"))).toEqual([["tea-with-milk", 250]]);
  });
});

describe("a bare count after the milk poured into a drink", () => {
  it("counts the drinks, each with its splash, never glasses of milk", () => {
    expect(read(ru("американо с молоком 2"))).toEqual([
      ["coffee", 500],
      ["ru-milk", 60],
    ]);
    expect(read(ru("кофе большой с молоком 2"))).toEqual([
      ["coffee", 700],
      ["ru-milk", 60],
    ]);
    expect(read(en("black coffee with milk 3"))).toEqual([
      ["coffee", 750],
      ["milk", 90],
    ]);
  });

  it("leaves a bare count after sugar its spoons", () => {
    expect(read(ru("чай черный с сахаром 2"))).toEqual([
      ["tea", 250],
      ["sugar", 10],
    ]);
  });
});
