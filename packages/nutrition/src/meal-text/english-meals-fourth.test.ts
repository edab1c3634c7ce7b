// English meals as American diaries type them on a phone, fourth round: coffee-shop drinks by their size, a flavour
// after a comma, bite-sized fried shrimp, and a weight typed between a dish and the food it weighs.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });
const ids = (text: string) => read(text).items.map((i) => i.foodId);
const grams = (text: string) => read(text).items.map((i) => i.grams);

describe("a hot drink by the mug said in a coffee shop's size", () => {
  it("is FNDDS's cup of that size, 12, 16 or 20 fl oz", () => {
    expect(one("medium hot chocolate").grams).toBe(480);
    expect(one("small hot chocolate").grams).toBe(360);
    expect(one("large hot cocoa").grams).toBe(600);
  });
  it("a coffee made with a splash and a spoon keeps the mug's splash and spoon", () => {
    expect(one("large hot cocoa").grams).toBe(600);
    expect(one("medium coffee with milk and sugar").grams).toBe(250);
  });
  it("counts cups of that size, and leaves a mug or a cup said as the measure alone", () => {
    expect(one("2 large hot chocolates").grams).toBe(1200);
    expect(one("cup of hot chocolate").grams).toBe(250);
    expect(one("hot chocolate").grams).toBe(250);
  });
});

describe("a flavour said alone after a comma", () => {
  it("is the food's own flavour where the food in it has a name", () => {
    expect(ids("ice cream cone, chocolate")).toEqual(["fndds-13120770"]);
    expect(ids("ice cream, chocolate")).toEqual(["ice-cream-chocolate"]);
    expect(ids("cake, chocolate")).toEqual(["chocolate-cake"]);
    expect(ids("pie, cherry")).toEqual(["pie-cherry"]);
  });
  it("only ending the item, in the singular, and named itself, not by its class", () => {
    expect(ids("ice cream cone, chocolate")).toEqual(["fndds-13120770"]);
    expect(ids("ice cream, chocolate, cookies")).toEqual(["ice-cream", "chocolate-milk-bar", "cookies"]);
    expect(ids("yogurt, strawberries")).toEqual(["yogurt-plain", "strawberries"]);
    expect(ids("cereal, banana")).not.toContain("fndds-57221700");
    expect(ids("chicken, lemon")).toEqual(["chicken", "lemon"]);
  });
});

describe("popcorn shrimp", () => {
  it("are bite-sized fried shrimp, an order being FNDDS's cup", () => {
    const order = one("popcorn shrimp");
    expect(order.foodId).toBe("popcorn-shrimp");
    expect(order.grams).toBe(129);
    expect(one("20 popcorn shrimp").grams).toBe(40);
    expect(ids("popcorn and shrimp")).toEqual(["popcorn", "shrimp"]);
  });
});

describe("a weight typed between a dish and a food", () => {
  it("weighs the food after it when it is too little for the dish", () => {
    expect(ids("spaghetti bolognese 50 g broccoli")).toEqual(["spaghetti-bolognese", "broccoli"]);
    expect(grams("spaghetti bolognese 50 g broccoli")).toEqual([300, 50]);
    expect(grams("lasagna 100 g salad")).toEqual([250, 100]);
    expect(grams("beef stew 50 g bread")).toEqual([300, 50]);
  });
  it("weighs a food FNDDS names, as the catalog's", () => {
    expect(grams("spaghetti with meat sauce 50g garlic bread")).toEqual([300, 50]);
  });
  it("stays the dish's when it could be its portion, or is more than the food is had by", () => {
    expect(grams("lasagna 100 g salad")).toEqual([250, 100]);
    expect(grams("lasagna 200g salad")).toEqual([200, 150]);
    expect(grams("spaghetti bolognese 300g cheddar")).toEqual([300, 20]);
    expect(grams("rice 50g broccoli")).toEqual([50, 150]);
    expect(grams("spaghetti bolognese 50g, broccoli")).toEqual([50, 150]);
  });
});

describe("milk ending what a bowl was served with", () => {
  it("is poured on the bowl: half a cup on cereal, FNDDS's 61 g on a hot cereal", () => {
    const milk = (text: string) => read(text).items.find((i) => i.foodId === "milk")?.grams;
    expect(milk("cheerios with banana and milk")).toBe(122);
    expect(milk("cereal with blueberries and milk")).toBe(122);
    expect(milk("oatmeal with blueberries and milk")).toBe(61);
    expect(milk("grits with milk")).toBe(61);
    expect(milk("cream of wheat with milk")).toBe(61);
    expect(milk("toast with butter and milk")).toBe(250);
  });
});

describe("crackers counted", () => {
  it("are FNDDS's crackers, never its single-serving bags", () => {
    expect(one("3 ritz crackers").grams).toBe(9);
    expect(one("5 ritz crackers").grams).toBe(15);
    expect(one("a bag of ritz crackers").grams).toBe(45);
  });
  it("wheat thins are FNDDS's wheat crackers, not cream of wheat", () => {
    const thins = one("3 wheat thins");
    // The catalog row of FNDDS 54338010, "Crackers, wheat, plain (Wheat Thins)".
    expect(thins.foodId).toBe("wheat-thins");
    expect(thins.grams).toBe(9);
  });
  it("cheese on a few small crackers is one slice cut between them", () => {
    expect(grams("3 triscuits with cheese")).toEqual([15, 20]);
    expect(grams("2 english muffins with cheese")).toEqual([114, 40]);
  });
});
