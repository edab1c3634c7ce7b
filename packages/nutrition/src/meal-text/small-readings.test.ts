// Small readings mended by their class (decision 024, follow-up: small readings mended).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();
const ids = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a drink named straight before what is put in it", () => {
  it("is the drink with it, not the cream whose name holds the drink", () => {
    // The coffee vanished into cream-light's "coffee cream" and ru-cream's «сливки для кофе»: 15 g of cream, no drink.
    for (const text of ["medium iced coffee cream and sugar", "coffee cream and sugar", "iced coffee cream sugar"]) {
      expect(ids(text), text).toEqual([
        ["coffee-with-cream", 250],
        ["sugar", 5],
      ]);
    }
    expect(ids("кофе сливки сахар")).toEqual([
      ["coffee-with-cream", 250],
      ["sugar", 5],
    ]);
  });

  it("leaves the cream itself where an amount of it is said, or it is named as the carton names it", () => {
    expect(ids("2 tbsp coffee cream")).toEqual([["cream-light", 30]]);
    expect(ids("30 ml coffee cream").map(([id]) => id)).toEqual(["cream-light"]);
    expect(ids("сливки для кофе").map(([id]) => id)).toEqual(["ru-cream"]);
  });

  it("is its addition when measured by the spoon", () => {
    // "2 tbsp coffee milk" was a 230 g mug of coffee with milk.
    expect(ids("2 tbsp coffee milk")).toEqual([["milk", 30]]);
    expect(ids("1 tsp coffee milk").map(([id]) => id)).toEqual(["milk"]);
    expect(ids("2 ст.л. кофе с молоком").map(([id]) => id)).toEqual(["ru-milk"]);
    expect(ids("2 cups coffee milk").map(([id]) => id)).toEqual(["coffee-with-milk"]);
  });
});

describe("sugar in counted drinks", () => {
  it("is a spoon in each of the drinks a bare figure counts", () => {
    // "2 чая с сахаром" put one spoon of sugar in two teas.
    expect(ids("2 чая с сахаром")).toEqual([
      ["tea", 500],
      ["sugar", 10],
    ]);
    expect(ids("2 coffees with sugar")).toEqual([
      ["coffee", 500],
      ["sugar", 10],
    ]);
    expect(ids("2 чая с молоком")).toEqual([
      ["tea", 500],
      ["ru-milk", 60],
    ]);
  });

  it("counts lumps said as cubes", () => {
    // «кубика» was left unread and the count went to the sweet tea: two mugs of it.
    expect(ids("чай с сахаром 2 кубика")).toEqual([
      ["tea", 250],
      ["ru-sugar-cube", 10],
    ]);
    expect(ids("кофе с сахаром 3 кубика")).toEqual([
      ["coffee", 250],
      ["ru-sugar-cube", 15],
    ]);
    expect(ids("tea with sugar 2 lumps")).toEqual([
      ["tea", 250],
      ["ru-sugar-cube", 10],
    ]);
    expect(ids("2 кубика сахара")).toEqual([["ru-sugar-cube", 10]]);
    expect(ids("сыр кубиками 50 г")).toEqual([["ru-cheese", 50]]);
  });
});

describe("onions cooked for a dish", () => {
  it("are the garnish on it, however they were cooked", () => {
    // A whole 100 g onion stood beside the burger.
    for (const text of [
      "burger with caramelized onions",
      "steak with caramelised onions",
      "burger with pickled onions",
    ]) {
      expect(ids(text)[1], text).toEqual(["onion", 28]);
    }
    expect(ids("печень с карамелизованным луком")[1]).toEqual(["onion", 28]);
    expect(ids("caramelized onions")).toEqual([["onion", 100]]);
  });
});

describe("a family-size bag of a snack sold by the single-serving bag", () => {
  it("is the family bag, its words read", () => {
    // "a family size" was left unread and the bag was one 28 g serving.
    for (const text of ["a family size bag of doritos", "family size bag of lays", "family-size bag of chips"]) {
      const r = read(text);
      expect(r.unmatched, text).toEqual([]);
      expect(
        r.items.map((i) => i.grams),
        text,
      ).toEqual([283]);
    }
    expect(ids("a bag of doritos")).toEqual([["chips-corn-salsa", 28]]);
    // A snack sold in a larger pack keeps it.
    expect(ids("family size bag of cheez its")).toEqual([["cheez-it", 351]]);
  });
});

describe("cups after two foods joined by and", () => {
  it("measure the plate of both, typed right after them or after a comma", () => {
    // All the cups were the meatballs': 480 g, 1,689 kcal.
    for (const text of ["spaghetti and meatballs, probably 2 cups", "pasta and meatballs 2 cups"]) {
      const grams = ids(text).map(([, g]) => Math.round(g as number));
      expect(grams, text).toEqual([369, 111]);
    }
    // A weight after the comma is the pair's too.
    expect(ids("spaghetti and meatballs, 400 g").map(([, g]) => Math.round(g as number))).toEqual([308, 92]);
  });
});
