// Russian diary lines left unread or read twice: a chain pizza named alone with its diameter, the courses of a set
// lunch, the portion cut to "п", a brand named with a figure, a baguette by its length, the word "бургер" before a
// chain's burger, sets of rolls, and a burger's patties counted after it (catalog rows, food-spans.ts, patties.ts,
// quantity.ts).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const readRu = readAs("ru");
const read = (text: string) => {
  const r = readRu(text);
  return { items: r.items.map((i) => [i.foodId, Math.round(i.grams)]), unmatched: r.unmatched };
};

describe("a chain pizza's name alone with its diameter", () => {
  it("is that pizza, weighed by its diameter as «пицца 30 см» is; a size no pizza is baked at is not", () => {
    expect(read("маргарита 25 см")).toEqual({ items: [["ru-pizza-margherita", 449]], unmatched: [] });
    expect(read("гавайская 30см").items).toEqual([["ru-pizza-hawaiian", 647]]);
    expect(read("маргарита 30 см 2 куска").items).toEqual([["ru-pizza-margherita", 162]]);
    expect(read("маргарита 15 см").items).toEqual([]);
    expect(read("коктейль маргарита").items).toEqual([["margarita", 200]]);
  });
});

describe("the courses of a set lunch", () => {
  it("reads «второе» as a plate of a garnish and a cutlet", () => {
    expect(read("суп и второе")).toEqual({
      items: [
        ["chicken-soup", 300],
        ["ru-main-course", 240],
      ],
      unmatched: [],
    });
    expect(read("второе, компот").items).toEqual([
      ["ru-main-course", 240],
      ["kompot", 250],
    ]);
  });

  it("reads a set lunch as its soup, main course and drink, once", () => {
    expect(read("комплексный обед").items).toEqual([["ru-set-lunch", 690]]);
    // Its courses listed after its colon are read each once, in place of the set.
    expect(read("бизнес-ланч: суп, второе и компот")).toEqual({
      items: [
        ["chicken-soup", 300],
        ["ru-main-course", 240],
        ["kompot", 250],
      ],
      unmatched: [],
    });
  });

  it("takes the dish typed straight after a course as what the course was", () => {
    expect(read("на второе пюре с курицей").items).toEqual([
      ["mashed-potatoes", 200],
      ["chicken", 120],
    ]);
    expect(read("бизнес ланч суп салат второе").items).toEqual([
      ["chicken-soup", 300],
      ["tomato-cucumber-salad", 150],
      ["ru-main-course", 240],
    ]);
  });
});

describe("a portion cut to «п»", () => {
  it("counts portions, not pieces", () => {
    expect(read("пельмени 2п")).toEqual({ items: [["ru-pelmeni", 500]], unmatched: [] });
    expect(read("борщ 1п")).toEqual({ items: [["borscht", 300]], unmatched: [] });
  });
});

describe("«3 корочки»", () => {
  it("is the brand of rye croutons, one pack, not three", () => {
    expect(read("сухарики 3 корочки")).toEqual({ items: [["ru-sukhariki", 40]], unmatched: [] });
    expect(read("3 корочки 2 пачки").items).toEqual([["ru-sukhariki", 80]]);
    expect(read("сухарики 3 пачки").items).toEqual([["ru-sukhariki", 120]]);
  });
});

describe("a baguette said by its length", () => {
  it("weighs its share of the 60 cm loaf, and a slice with no loaf's length said", () => {
    expect(read("багет 60 см").items).toEqual([["ru-baguette", 250]]);
    expect(read("багет 30 см").items).toEqual([["ru-baguette", 125]]);
    expect(read("кусок багета 20 см").items).toEqual([["ru-baguette", 83]]);
    expect(read("багет").items).toEqual([["ru-baguette", 25]]);
    expect(read("багет 200 см").items).toEqual([["ru-baguette", 25]]);
  });
});

describe("«бургер» before a chain's burger", () => {
  it("is that burger, named twice, and a burger of its own when listed beside it", () => {
    expect(read("бургер в бургер кинге воппер")).toEqual({ items: [["whopper", 270]], unmatched: [] });
    expect(read("бургер в макдональдсе биг мак").items).toEqual([["ru-chain-big-hit", 210]]);
    expect(read("бургер и воппер").items).toEqual([
      ["ru-cafe-burger", 280],
      ["whopper", 270],
    ]);
    expect(read("бургер, воппер").items).toEqual([
      ["ru-cafe-burger", 280],
      ["whopper", 270],
    ]);
  });
});

describe("sets of rolls", () => {
  it("counts boxed sets of 24 pieces", () => {
    expect(read("роллы 2 сета")).toEqual({ items: [["sushi", 1440]], unmatched: [] });
    expect(read("2 сета роллов").items).toEqual([["sushi", 1440]]);
    expect(read("суши сет 24 шт").items).toEqual([["sushi", 720]]);
  });
});

describe("a burger's cutlets counted straight after it", () => {
  it("are its patties, not cutlets beside it; after a comma they stay cutlets", () => {
    expect(read("бургер 2 котлеты").items).toEqual([["ru-cafe-burger", 365]]);
    expect(read("бургер 3 котлеты").items).toEqual([["ru-cafe-burger", 450]]);
    expect(read("чизбургер 2 котлеты").items).toEqual([["ru-chain-cheeseburger", 205]]);
    expect(read("бургер, 2 котлеты").items).toEqual([
      ["ru-cafe-burger", 280],
      ["kotleta", 180],
    ]);
  });
});
