// Readings a reference-free hunt (bench/absurd-hunt.ts) found absurd: a distance or a span of time read as a count,
// a Russian plural read as a count form or as one piece, a multiplier of a heap read as items, a plate of a food served
// by the handful read as the handful (decision 024, follow-up "absurd readings found without references").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs(undefined, { whole: true });
const total = (text: string) => analyzeMealText(text).totals.calories;

describe("a distance, a count of steps or a span of time", () => {
  it("is no amount of the food beside it", () => {
    // "курица после пробежки 5 км" was five servings of chicken, 990 kcal; "pork rinds after a 5k run" one rind.
    expect(one("курица после пробежки 5 км").grams).toBe(one("курица").grams);
    expect(one("курица после бега 3 км").grams).toBe(one("курица").grams);
    expect(one("chicken after a 5k run").grams).toBe(one("chicken").grams);
    expect(one("chicken after a 5 km run").grams).toBe(one("chicken").grams);
    expect(one("pork rinds after a 5k run").grams).toBe(one("pork rinds").grams);
    expect(one("chicken after running 3 miles").grams).toBe(one("chicken").grams);
    expect(one("курица после 10000 шагов").grams).toBe(one("курица").grams);
    // "banana 30 min before the gym" was 30 g of banana, "chicken after a 45 minute walk" 45 g of chicken.
    expect(one("banana 30 min before the gym").grams).toBe(one("banana").grams);
    expect(one("chicken after a 45 minute walk").grams).toBe(one("chicken").grams);
    expect(one("банан за 30 минут до тренировки").grams).toBe(one("банан").grams);
    expect(one("протеин после тренировки 1,5 часа").grams).toBe(one("протеин").grams);
  });

  it("leaves amounts, hours and counts typed beside it as they were", () => {
    expect(analyzeMealText("курица 200 г после пробежки 5 км").items.map((i) => i.grams)).toEqual([200]);
    expect(one("2 eggs after a 5k run").grams).toBe(one("2 eggs").grams);
    expect(one("в 19 часов гречка 200 г").grams).toBe(200);
    expect(one("банан за 2 часа до тренировки").grams).toBe(one("банан").grams);
  });
});

describe("a Russian plural in the nominative with a bare number after it", () => {
  it("is a heap weighed in grams, as the catalog's declined name says", () => {
    // "пельмени 30" was thirty dumplings (360 g), "пельмени куриные 50" fifty (600 g): the word was taken for an
    // undeclined loanword ("хачапури") because it ends in "-и", and "куриные" because it ends in "-е".
    expect(one("пельмени 30").grams).toBe(30);
    expect(one("пельмени куриные 50").grams).toBe(50);
    expect(one("пельмени домашние 50").grams).toBe(50);
    expect(one("вареники 40").grams).toBe(40);
    // "сушки 50" were fifty сушки (400 g, 1,364 kcal), "креветки 30" thirty shrimp: a plural whose genitive drops a
    // vowel ("сушек", "креветок") or whose singular the catalog names ("сушка") declines too.
    expect(one("сушки 50").grams).toBe(50);
    expect(one("сушечки 50").grams).toBe(50);
    expect(one("креветки 30").grams).toBe(30);
  });

  it("still counts the genitive, a count under twenty and a loanword that does not decline", () => {
    expect(one("30 пельменей").grams).toBe(30 * one("пельмени 1 шт").grams);
    expect(one("пельменей 25").grams).toBe(25 * one("пельмени 1 шт").grams);
    expect(one("пельмени 12").grams).toBe(12 * one("пельмени 1 шт").grams);
    expect(one("2 кальцоне").grams).toBe(2 * one("кальцоне").grams);
    expect(one("хачапури 2").grams).toBe(2 * one("хачапури").grams);
    expect(one("50 сушек").grams).toBe(50 * one("сушка").grams);
    expect(one("креветок 30").grams).toBe(one("30 креветок").grams);
  });
});

describe("a Russian plural in «-ья»", () => {
  it("is several pieces, as the plural in «-и» is", () => {
    // "крылья", "острые крылья" were one wing (35 g, 30 g) where "крылышки" are three.
    expect(one("крылья").grams).toBe(one("крылышки").grams);
    expect(one("куриные крылья").grams).toBe(one("крылышки").grams);
    expect(one("острые крылья").grams).toBe(one("острые крылышки").grams);
    expect(one("крыло").grams).toBe(one("1 крылышко").grams);
    expect(one("оладья").grams).toBe(one("1 оладья").grams);
  });
});

describe("a multiplier after a food served by the heap and weighed by the item", () => {
  it("repeats the helping, up to a meal's servings", () => {
    // "mixed berries x2" were two berries, 2.8 g; "almonds x2" two almonds.
    expect(one("mixed berries x2").grams).toBe(2 * one("mixed berries").grams);
    expect(one("blueberries x2").grams).toBe(2 * one("blueberries").grams);
    expect(one("almonds x2").grams).toBe(2 * one("almonds").grams);
    expect(one("черешня х2").grams).toBe(2 * one("черешня").grams);
    expect(one("виноград x3").grams).toBe(3 * one("виноград").grams);
  });

  it("counts the items past that, and a count without the sign", () => {
    expect(one("almonds x10").grams).toBe(one("10 almonds").grams);
    expect(one("12 grapes").grams).toBeCloseTo(12 * 4.9, 1);
    expect(one("2 almonds").grams).toBeLessThan(5);
    expect(one("banana x2").grams).toBe(2 * one("banana").grams);
  });
});

describe("a Russian plate or bowl of a food served by the handful", () => {
  it("holds a cup of it, as an English bowl does", () => {
    // "тарелка орехов" was the 30 g handful.
    expect(one("тарелка орехов").grams).toBe(one("a bowl of nuts").grams);
    expect(one("миска черешни").grams).toBe(one("a bowl of cherries").grams);
    expect(one("2 тарелки черешни").grams).toBe(2 * one("миска черешни").grams);
  });

  it("leaves the handful, and foods served otherwise, as they were", () => {
    expect(one("горсть орехов").grams).toBe(30);
    expect(one("орехи").grams).toBe(30);
    expect(one("тарелка борща").grams).toBe(300);
    expect(one("тарелка гречки").grams).toBe(250);
  });
});

describe("numbers that are no amount, as a property", () => {
  it("never change the food's reading by more than three times", () => {
    const foods = ["курица", "гречка", "творог", "chicken", "oatmeal", "pork rinds", "банан", "сырники", "pizza"];
    const said = [
      "после пробежки 5 км",
      "after a 5k run",
      "30 min before the gym",
      "за 2 часа до тренировки",
      "после 10000 шагов",
      "after a 45 minute walk",
      "в 19:30",
      "за 250 руб",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...foods), fc.constantFrom(...said), fc.boolean(), (food, words, before) => {
        const plain = total(food);
        const text = before ? `${words} ${food}` : `${food} ${words}`;
        const now = total(text);
        expect(now, text).toBeLessThanOrEqual(plain * 3);
        expect(now, text).toBeGreaterThanOrEqual(plain / 3);
      }),
      { seed: 24, numRuns: 80 },
    );
  });
});
