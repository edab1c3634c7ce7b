// English household measures named in a description, weighed by FNDDS's portion of that named measure (decision 024:
// the typed set is labelled by USDA/FNDDS portion weights of the named measure).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const ru = oneItemAs("ru");

describe("a size said of a potato or a pork chop", () => {
  it("is FNDDS's boiled potato of that size", () => {
    // 71102980 Potato, boiled, NFS: small 130 g, medium 170 g, large 300 g (SR28's scaled piece was 84, 120, 168 g).
    expect(one("a small potato").grams).toBe(130);
    expect(one("a medium potato").grams).toBe(170);
    expect(one("a large boiled potato").grams).toBe(300);
  });

  it("is FNDDS's broiled pork chop of that size, off the bone", () => {
    // 22101100 Pork chop, broiled or baked: small 49 g, medium 90 g, large 131 g after cooking, bone removed.
    expect(one("a small pork chop").grams).toBe(49);
    expect(one("a medium pork chop").grams).toBe(90);
    expect(one("a large pork chop").grams).toBe(131);
  });

  it("is FNDDS's medium potato counted with no size in English", () => {
    expect(one("a potato").grams).toBe(170);
    expect(one("2 boiled potatoes").grams).toBe(340);
  });

  it("leaves the Russian pieces and an unsized pork chop as they were", () => {
    expect(ru("2 картофелины").grams).toBe(240);
    expect(ru("картофелина").grams).toBe(200);
    expect(one("a pork chop").grams).toBe(150);
  });
});

describe("a bratwurst or kielbasa counted in English", () => {
  it("is FNDDS's bun-size link, 75 g", () => {
    // 25220350 Bratwurst, 25221310 Polish sausage: "bun-size or griller link" 75 g.
    expect(one("a bratwurst").grams).toBe(75);
    expect(one("2 kielbasa").grams).toBe(150);
  });

  it("leaves the Russian сарделька at 100 g", () => {
    expect(ru("сарделька").grams).toBe(100);
  });
});

describe("an omelet said with its eggs after an article", () => {
  it("weighs the eggs counted, not one FNDDS egg of omelet", () => {
    // "a 3 egg omelet" was 55 g, FNDDS's "egg" measure of its omelet record, the article taken for the count.
    expect(one("a 3 egg omelet").grams).toBe(150);
    expect(one("a two egg omelette").grams).toBe(100);
    expect(readAs("en")("i had a 3 egg omelet").items[0]!.grams).toBe(150);
  });
});

describe("a can of a drink USDA lists in two cans", () => {
  it("is the 12 fl oz can", () => {
    // SR28 14136 ginger ale: "can or bottle (16 fl oz)" 488 g first, "can or bottle (12 fl oz)" 366 g.
    expect(one("a can of ginger ale").grams).toBe(366);
    expect(one("a can of root beer").grams).toBe(370);
    expect(one("a can of club soda").grams).toBe(355);
  });

  it("leaves a drink sold in a smaller can its own", () => {
    expect(one("a can of red bull").grams).toBe(258);
  });
});

describe("a bag of corn chips", () => {
  it("is FNDDS's single serving bag, by size", () => {
    // 54401031 Corn chips, plain (Fritos): small single serving bag 28 g, large 85 g; SR28's bag is 7 oz (198 g).
    expect(one("a bag of fritos").grams).toBe(28);
    expect(one("a large bag of corn chips").grams).toBe(85);
  });
});

describe("a cup of a food USDA lists mashed, melted or diced first", () => {
  it("is its plain, sliced or shredded cup, FNDDS's not-specified one", () => {
    // SR28 09040 bananas: "cup, mashed" 225 g first, "cup, sliced" 150 g (FNDDS 63107010's plain cup is 150 g).
    expect(one("a cup of sliced bananas").grams).toBe(150);
    // SR28 01009 cheddar: "cup, diced" 132 g first, "cup, shredded" 113 g (FNDDS 14104100's "cup, NFS" is 113 g).
    expect(one("a cup of shredded cheddar").grams).toBe(113);
  });
});

describe("a size said of a pancake or a frankfurter in English", () => {
  it("is FNDDS's small pancake, not the Russian fritter", () => {
    // 55100005 Pancakes, NFS: small pancake 20 g. "small pancakes" was a name of оладьи (35 g each).
    const small = one("a small pancake");
    expect([small.foodId, small.grams]).toEqual(["pancakes-us", 20]);
  });

  it("weighs a frankfurter as FNDDS does, 57 g, and a сосиска as before", () => {
    // 25210110 Frankfurter or hot dog, NFS: frankfurter 57 g.
    expect(one("a frankfurter").grams).toBe(57);
    expect(ru("сосиска").grams).toBe(45);
  });
});

describe("a piece of cheesecake in English", () => {
  it("is FNDDS's piece, 1/12 of a 9 inch cake", () => {
    // 53104500 Cheesecake: piece (1/12 of 9" dia) 128 g; the catalog's piece was 100 g.
    expect(one("a slice of cheesecake").grams).toBe(128);
    expect(one("a piece of cheesecake").grams).toBe(128);
  });
});

describe("a box of juice in English", () => {
  it("is FNDDS's juice box, 6.75 fl oz", () => {
    // 64104010 Apple juice, 100%: juice box/pouch (6.75 fl oz) 209 g; the catalog's pack is a Russian carton.
    expect(one("a box of apple juice").grams).toBe(209);
    expect(one("2 boxes of orange juice").grams).toBe(418);
    expect(ru("коробка сока").grams).toBe(1000);
  });
});
