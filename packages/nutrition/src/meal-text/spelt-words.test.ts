// A word spelt right in its language is no typo of a food (decision 024, follow-up: a word spelt right is no typo):
// the catalog's correction and the slip reader put right only words the dictionaries (data/dictionary-words.json)
// do not hold.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const en = readAs("en");
const foods = (r: ReturnType<typeof ru>) => r.items.map((i) => i.foodId);

describe("a word spelt right", () => {
  it("is no food in English, alone or after an amount", () => {
    // larger was a lager, banner a banger, page a pâté, best a beet, streak a steak, footer and model a beer.
    for (const word of ["larger", "banner", "page", "best", "docs", "streak", "footer", "model", "current", "late"]) {
      expect(en(word).items, word).toEqual([]);
      expect(en(`2 ${word}`).items, `2 ${word}`).toEqual([]);
    }
  });

  it("is no food in Russian, alone or beside an amount", () => {
    // данные was Данон's yogurt, срок a сырок, окно an окунь, дней a дыня, вернуть a martini.
    for (const word of ["данные", "данными", "срок", "окно", "окне", "дней", "вернуть", "числа", "минуты"]) {
      expect(ru(word).items, word).toEqual([]);
      expect(ru(`${word} 100 г`).items, `${word} 100 г`).toEqual([]);
    }
  });

  it("leaves the food beside it as it is", () => {
    expect(foods(en("larger portion of pasta"))).toEqual(foods(en("portion of pasta")));
    expect(foods(ru("срок годности у кефира вышел, выпил стакан кефира"))).toEqual(["ru-kefir"]);
  });
});

describe("a typo that is no word", () => {
  it("is still put right into its food", () => {
    expect(foods(en("chiken"))).toEqual(foods(en("chicken")));
    expect(foods(en("bananna"))).toEqual(foods(en("banana")));
    expect(foods(ru("гречкаа"))).toEqual(foods(ru("гречка")));
    expect(foods(ru("молако"))).toEqual(foods(ru("молоко")));
    expect(foods(ru("кефриа стакан"))).toEqual(foods(ru("кефира стакан")));
  });

  it("is put right where the dictionary's word is a form of the food's own", () => {
    // "булок" is булка's, though cut to another stem; "chilis" the plural of chili, which the stemmer leaves whole.
    expect(foods(ru("5 булок"))).toEqual(foods(ru("5 булочек")));
    expect(foods(en("2 chilis"))).toHaveLength(1);
  });

  it("is put right where the dictionary holds it only as the food's other doubling", () => {
    // The English list holds "brocoli", broccoli with one "c": a double letter written once is still the food.
    expect(foods(en("brocoli"))).toEqual(foods(en("broccoli")));
  });
});

describe("a diminutive the dictionary lists as a word of its own", () => {
  it("is read as its food by the diminutive rules, not left to the typo correction", () => {
    expect(foods(ru("рассольничек"))).toEqual(foods(ru("рассольник")));
    expect(foods(ru("сырничек"))).toEqual(foods(ru("сырник")));
    expect(foods(ru("на обед рассольничек половника три и котлетка"))).toEqual(foods(ru("рассольник и котлета")));
  });
});
