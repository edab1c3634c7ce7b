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
});
