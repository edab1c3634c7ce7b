// English default portions against FNDDS's own measures (decision 024, follow-up "English default portions against
// FNDDS's own measures"): a food named with no amount, or counted by one, weighs what FNDDS 2017-2018's measure of
// its record does. Each case says what it read before. bench/portions-audit.ts counts the differences left.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a drink FNDDS sells in sizes, named with no size", () => {
  it("is FNDDS's unspecified amount of it, named alone or counted by one", () => {
    // "a smoothie" was FNDDS's first sized measure, its 540 g small, and "smoothie" the catalog's 300 g glass.
    expect(items("a smoothie")).toEqual([["smoothie", 324]]);
    expect(items("smoothie")).toEqual([["smoothie", 324]]);
    expect(items("2 smoothies")).toEqual([["smoothie", 648]]);
    // "a slushie" was the 360 g small, where "slushie" alone was FNDDS's 660 g.
    expect(items("a slushie")).toEqual([["slush", 660]]);
    expect(items("slushie")).toEqual([["slush", 660]]);
    // Was a 372 g can beside the 250 g glass of "fruit juice drink".
    expect(items("a fruit juice drink")).toEqual([["fruit-juice-drink", 248]]);
    // Was the Russian 330 ml can; FNDDS's unspecified soda is the 12 fl oz can.
    expect(items("dr pepper")).toEqual([["dr-pepper", 372]]);
  });

  it("read straight from FNDDS is its unspecified amount counted by one too", () => {
    // Was FNDDS's medium, 864 g, where its unspecified smoothie is 324 g.
    expect(items("a fruit smoothie").map(([, grams]) => grams)).toEqual([324]);
    expect(items("2 vegetable smoothies").map(([, grams]) => grams)).toEqual([648]);
    expect(items("a large fruit smoothie").map(([, grams]) => grams)).toEqual([1080]);
  });

  it("keeps a size said, a vessel said, a row's own sizes and Russian text as they were", () => {
    expect(items("a large smoothie")).toEqual([["smoothie", 1080]]);
    expect(items("a glass of smoothie")).toEqual([["smoothie", 300]]);
    // The catalog sizes a cappuccino by the Russian café's cups itself.
    expect(items("cappuccino")).toEqual([["cappuccino", 250]]);
    expect(items("a medium latte")).toEqual([["latte", 480]]);
    expect(readAs("ru")("смузи").items.map((i) => i.grams)).toEqual([300]);
  });

  it("of a flat white is the latte record's 8 fl oz cup, alone or counted", () => {
    // Was the Russian 200 ml cup named alone and FNDDS's 360 g latte counted by one; the typed benchmark's English
    // lines weigh a flat white 240 g.
    expect(items("flat white")).toEqual([["flat-white", 240]]);
    expect(items("a flat white")).toEqual([["flat-white", 240]]);
    expect(items("oat flat white")).toEqual([["flat-white-plant-milk", 240]]);
    expect(readAs("ru")("флэт уайт").items.map((i) => i.grams)).toEqual([200]);
  });
});

describe("a food FNDDS counts by one whole that is its unspecified amount", () => {
  it("is that whole in English", () => {
    // Was the catalog's 200 g piece; FNDDS's "fajita" is 139 g.
    expect(items("a fajita")).toEqual([["fajitas", 139]]);
    expect(items("fajitas")).toEqual([["fajitas", 139]]);
    // Was 80 g; FNDDS's "corn dog" is 88 g.
    expect(items("a corn dog")).toEqual([["corn-dog", 88]]);
  });

  it("keeps the piece of a row that names another food or a wider one, and Russian text", () => {
    // The ham sandwich's record under the word for any sandwich; the club sandwich on the sliced chicken sandwich's.
    expect(items("a sandwich")).toEqual([["sandwich", 150]]);
    expect(items("a club sandwich")).toEqual([["club-sandwich", 200]]);
    expect(readAs("ru")("фахитос").items.map((i) => i.grams)).toEqual([200]);
  });
});

describe("a plated dish said to be takeout", () => {
  it("is the takeout box, two of FNDDS's cups of it", () => {
    // Was the catalog's 300 g plate of pad thai, and FNDDS's unspecified 189 g of sweet and sour chicken.
    expect(items("pad thai takeout")).toEqual([["pad-thai", 400]]);
    expect(items("takeout pad thai")).toEqual([["pad-thai", 400]]);
    expect(items("lo mein take out")).toEqual([["lo-mein", 400]]);
    expect(items("sweet and sour chicken takeout")).toEqual([["fndds-27146100", 504]]);
    // A count or a share counts boxes.
    expect(items("half of my takeout pad thai")).toEqual([["pad-thai", 200]]);
  });

  it("leaves a measure said, an item, a heading apart from the dish and a dish not said takeout as they were", () => {
    expect(items("1 cup takeout lo mein")).toEqual([["lo-mein", 200]]);
    expect(items("takeout lo mein 300g")).toEqual([["lo-mein", 300]]);
    expect(items("takeout egg rolls")).toEqual(items("egg rolls"));
    expect(items("pad thai")).toEqual([["pad-thai", 300]]);
    expect(items("chinese takeaway, sweet and sour chicken")).toEqual([["fndds-27146100", 189]]);
  });
});
