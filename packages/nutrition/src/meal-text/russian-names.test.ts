import { describe, expect, it } from "vitest";
import { heldOutByHash } from "../../bench/held-out";
import { readingsOf, readNames } from "../../bench/russian-names";
import { analyzeMealText } from "../analyze";

const one = (text: string) => {
  const reading = analyzeMealText(text, { lang: "ru" });
  expect(reading.items).toHaveLength(1);
  expect(reading.unmatched).toEqual([]);
  return reading.items[0]!;
};

/**
 * Sayings of the list read as the food they mean at a weight the catalog chose on purpose, which the sweep's bound
 * (2.5 times from a typical portion either way) calls absurd: a plate of meatballs is three of USDA's 30 g ones, a
 * dish of pickled mushrooms their 50 g serving, processed cheese its 90 g pack, a "кусок" of mozzarella its 125 g
 * ball, bacon one 8 g rasher and dark chocolate one 10 g square.
 */
const WEIGHED_ON_PURPOSE: ReadonlySet<string> = new Set([
  "тарелка тефтелей",
  "тарелка маринованных грибов",
  "плавленый сыр",
  "2 куска моцареллы",
  "бекон",
  "горький шоколад",
]);

describe("Russian foods as people name them (bench/russian-names.txt, development part)", () => {
  const development = readNames().filter((food) => !heldOutByHash(food.name));

  it.each(development.map((food) => [food.name, food] as const))(
    "reads %s alone, by weight and by measure",
    (_, food) => {
      for (const reading of readingsOf(food)) {
        const fault =
          WEIGHED_ON_PURPOSE.has(reading.said) && reading.fault === "absurd portion" ? undefined : reading.fault;
        expect({ said: reading.said, fault, read: reading.read }).toEqual({
          said: reading.said,
          fault: undefined,
          read: reading.read,
        });
      }
    },
  );
});

describe("a word after a noun of the name is that noun's complement, not a plural", () => {
  it("reads one muesli bar and one chili pepper, where the undeclined words read three", () => {
    expect(one("батончик мюсли").grams).toBe(one("батончик мюсли 1 шт").grams);
    expect(one("перец чили").grams).toBe(one("перец чили 1 шт").grams);
  });

  it("keeps a plural named only in the plural several, after an adjective too", () => {
    expect(one("тефтели").grams).toBe(3 * one("тефтели 1 шт").grams);
    expect(one("куриные тефтели").grams).toBe(3 * one("куриные тефтели 1 шт").grams);
  });
});

describe("foods named alone eaten several at a time", () => {
  it("reads khinkali, one word for one and many, as Georgian cafés serve them: five", () => {
    expect(one("хинкали").grams).toBe(5 * one("хинкали 1 шт").grams);
  });

  it("reads prunes and dried apricots, mass nouns, as a snack of 40 g and counted ones as pieces", () => {
    expect(one("чернослив").grams).toBe(40);
    expect(one("курага").grams).toBe(40);
    expect(one("5 штук чернослива").grams).toBe(50);
  });
});

describe("names the catalog lacked", () => {
  it("reads brands said alone as their product", () => {
    expect(one("чудо").foodId).toBe("ru-milkshake-chudo");
    expect(one("кусок праги").foodId).toBe("ru-praga");
    expect(one("3 юбилейных").foodId).toBe("ru-yubileynoe");
    expect(one("2 сырка дружба").foodId).toBe("ru-cheese-processed");
  });

  it("reads хе as the cured fish salad, not a piece of cooked fish", () => {
    expect(one("хе из рыбы").foodId).toBe("khe");
    expect(one("хе").foodId).toBe("khe");
  });

  it("reads potatoes with mushrooms as the fried dish", () => {
    expect(one("картошка с грибами").foodId).toBe("potato-mushrooms");
    expect(one("тарелка жареной картошки с грибами").grams).toBe(250);
  });
});

describe("a frying pan of a dish", () => {
  it("weighs a pan as three plates of the dish, where it was one", () => {
    expect(one("сковородка жареной картошки").grams).toBe(3 * one("тарелка жареной картошки").grams);
    expect(one("полсковородки жареной картошки").grams).toBe(1.5 * one("тарелка жареной картошки").grams);
  });

  it("shares a pan fried for two", () => {
    const item = analyzeMealText("сковородку картошки с грибами на двоих").items[0]!;
    expect(item.foodId).toBe("potato-mushrooms");
    expect(item.grams).toBe(1.5 * one("тарелка картошки с грибами").grams);
  });
});
