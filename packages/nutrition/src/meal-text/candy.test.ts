// American candy as typed in English (decision 024, follow-up): brand names with "&" or a stop word in them, and
// FNDDS's measures of another product filed under the same food.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { fnddsRecord } from "../fndds";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs();

describe("candy named by its brand", () => {
  it("reads m&m's and a milky way as the candies, and 'way' as a sentence word elsewhere", () => {
    expect([one("bag of m&m's").foodId, one("bag of m&m's").grams]).toEqual(["m-and-ms", 48]);
    expect(analyzeMealText("m&ms and a coffee").items.map((i) => i.foodId)).toEqual(["m-and-ms", "coffee"]);
    expect([one("a milky way").foodId, one("a milky way").grams]).toEqual(["milky-way", 54]);
    // The name is not shrunk to "milky" by its stop word: milky tea is no candy bar.
    expect(analyzeMealText("milky tea").items.map((i) => i.foodId)).not.toContain("milky-way");
    const r = analyzeMealText("on the way to work a banana");
    expect([r.items.map((i) => i.foodId), r.unmatched]).toEqual([["banana"], []]);
  });

  it("never counts a food by the measures of another product FNDDS files under it", () => {
    // 91734100 Reese's Peanut Butter Cup: its subcode "Reese's Bites" has a 2.4 g piece; the cups are 7–21 g.
    expect(fnddsRecord("91734100")!.portions).toContainEqual(["Reese's Bites: piece", 2.4]);
    expect(one("4 reese's peanut butter cups").grams).toBe(84);
    // 91705300 Chocolate, sweet or dark: a bar is its own 1.45 oz bar, not a piece of a Dove bar filed under it.
    expect(one("a bar of chocolate").grams).toBe(41);
  });

  it("reads 'a pack of' a food as its pack as sold: the catalog's, else FNDDS's package, never a sachet", () => {
    expect(one("a pack of m&m's").grams).toBe(48);
    // 91745100 Skittles: "package (2.3 oz)" 65 g, not its fun size package (20 g) or one piece (1.1 g).
    expect(one("a pack of skittles").grams).toBe(65);
    // A 100-calorie pack gives its calories.
    expect(one("a 100-calorie pack of chips").calories).toBe(100);
  });

  it("reads oreo cookies as the oreos, not cookies with a word folded into them", () => {
    expect([one("5 oreo cookies").foodId, one("5 oreo cookies").grams]).toEqual(["sandwich-cookies", 60]);
  });
});

describe("snacks by the sleeve", () => {
  it("weighs 'a sleeve of' crackers by FNDDS's sleeve", () => {
    // 54001000 Crackers, NFS: "sleeve" 115 g; the catalog's cracker is one 3 g piece.
    expect(one("1 sleeve of crackers").grams).toBe(115);
    expect(one("half a sleeve of ritz crackers").grams).toBeCloseTo(57.5, 1);
  });
});

describe("'mini' before a food", () => {
  it("counts FNDDS's miniature item of the food", () => {
    // 52302500 Muffin, chocolate chip: "miniature" 25 g, where one muffin said plainly is the 130 g medium.
    expect(one("3 mini chocolate chip muffins").grams).toBe(75);
    // 91734100 Reese's Peanut Butter Cup: "miniature/bite size cup" 7 g.
    expect(one("4 mini reese's cups").grams).toBe(28);
  });

  it("leaves a name holding 'mini' and a measure of many as they are", () => {
    expect(one("a bowl of frosted mini wheats").foodId).toBe("fndds-57214000");
    expect(one("a cup of mini marshmallows").grams).toBe(one("a cup of marshmallows").grams);
  });
});

describe("a bar named with a food whose own name is a bar (decision 024)", () => {
  it("weighs it by FNDDS's own bar, with an article or without", () => {
    // FNDDS 91715100 SNICKERS Bar: "1 bar (2 oz)" 57 g; its unspecified amount (21 g) is a piece of one.
    const grams = (text: string) => analyzeMealText(text, { lang: "en" }).items.map((i) => i.grams);
    expect(grams("snickers bar for dessert")).toEqual([57]);
    expect(grams("snickers bar for dessert")).toEqual(grams("a snickers bar for dessert"));
    expect(grams("2 snickers bars")).toEqual([114]);
  });
});
