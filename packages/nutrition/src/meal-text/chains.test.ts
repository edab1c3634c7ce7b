// English meals said with the restaurant chain they came from (decision 024, follow-up).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();

describe("a chain named with a food", () => {
  it("counts a food by FNDDS's measure of the chain's item", () => {
    // 53206000 Cookie, chocolate chip: "1 Subway cookie" 45 g, where the catalog's cookie is 16 g.
    expect(one("3 chocolate chip cookies from subway").grams).toBe(135);
    expect(one("chocolate chip cookie at subway").grams).toBe(45);
    expect(analyzeMealText("3 chocolate chip cookies from subway").unmatched).toEqual([]);
  });

  it("takes FNDDS's record of the food from fast food where that one weighs the chain's item", () => {
    // 58101347 Soft taco with meat, from fast food: "1 Taco Bell Soft Taco" 99 g.
    const tacos = one("2 soft tacos from taco bell");
    expect([tacos.foodId, tacos.grams]).toEqual(["fndds-58101347", 198]);
  });

  it("reads the chain's name as no food", () => {
    expect(one("chicken quesadilla from taco bell").foodId).toBe("fndds-58104745");
  });

  it("keeps a size or another measure as said, and 'subway' alone as the sandwich", () => {
    expect(one("a large chocolate chip cookie from subway").grams).toBe(one("a large chocolate chip cookie").grams);
    expect(one("turkey subway sandwich").foodId).toBe("turkey-sub");
  });

  it("takes FNDDS's record of all the typed words that weighs the chain's item where the food read has none", () => {
    // 58127330 Croissant sandwich with sausage, egg, and cheese: "1 Dunkin' Donuts sandwich" 180 g.
    const croissant = one("sausage egg and cheese croissant from dunkin donuts");
    expect([croissant.foodId, croissant.grams]).toEqual(["fndds-58127330", 180]);
  });

  it("never counts by another of the chain's products filed under the food", () => {
    // 27510389 Big Mac: "McDonald's Big Mac" 205 g, not "MCDonald's Mac Jr" 135 g.
    expect(one("a big mac from mcdonalds").grams).toBe(205);
    // A burrito's record lists only the chain's Crunchwrap Supreme (254 g): not the burrito's measure.
    expect(one("a burrito from taco bell").grams).not.toBe(254);
  });

  it("reads a chain whose name holds a number, a food or a place word as no food", () => {
    // "five guys cheeseburger" was five cheeseburgers, "from olive garden" olives, "in n out" an unread "in".
    expect(one("five guys bacon burger").grams).toBe(one("bacon burger").grams);
    const r = analyzeMealText("2 breadsticks at olive garden");
    expect(r.items.map((i) => i.foodId)).toEqual(["breadsticks"]);
    // An English breadstick is FNDDS's soft medium stick (51183990: 43 g), not the 10 g grissini.
    expect(r.items[0]!.grams).toBe(86);
    expect(analyzeMealText("in n out hamburger").unmatched).toEqual([]);
    expect(analyzeMealText("a hamburger from in n out").unmatched).toEqual([]);
    expect(analyzeMealText("pizza hut cheese pizza").items.map((i) => i.grams)).toEqual(
      analyzeMealText("cheese pizza").items.map((i) => i.grams),
    );
  });

  it("keeps a chain's name that is also a food's as that food", () => {
    // "chipotle bowl" is the catalog's burrito bowl, "chipotle mayo" a mayonnaise.
    expect(one("a chipotle bowl").foodId).toBe("burrito-bowl");
    expect(one("chipotle mayo").foodId).toBe("mayonnaise");
  });

  it("weighs a catalog food made of an FNDDS record by the chain's item of its fast-food twin", () => {
    // 58100325 Burrito with beans, meatless, from fast food: "1 Taco Bell burrito" 198 g.
    const burrito = one("bean burrito at taco bell");
    expect([burrito.foodId, burrito.grams]).toEqual(["fndds-58100325", 198]);
  });

  it("reads slices at a pizza chain of what the catalog also names a pizza by as that pizza", () => {
    // "2 slices of pepperoni from dominos" were two slices of the sausage.
    expect(one("2 slices of pepperoni from dominos").foodId).toBe(one("2 slices of pepperoni pizza").foodId);
    expect(one("little caesars cheese, 2 slices").foodId).toBe(one("2 slices of cheese pizza").foodId);
    // With no pizza chain named, pepperoni stays the sausage.
    expect(one("4 slices of pepperoni").foodId).toBe("pepperoni");
  });
});
