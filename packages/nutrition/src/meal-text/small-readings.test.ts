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
