// English default portions by class (decision 024, follow-up "English default portions, by class"): the causes
// behind bench/portions-audit.ts's differences, each a rule over its kind of text, and the audit's own misjudgements.
// Each case says what it read before.
import { describe, expect, it } from "vitest";
import { naturalMeasure } from "../../bench/portions-audit";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a variant a word asks for in English", () => {
  it("is served the English way, as the food named was", () => {
    // Were the diet row's Russian 250 ml can, where "zero energy drink" and "energy drink" are FNDDS's 16 fl oz can.
    expect(items("sugar free energy drink")).toEqual([["energy-drink-sugar-free", 480]]);
    expect(items("a zero sugar energy drink")).toEqual([["energy-drink-sugar-free", 480]]);
    expect(items("sugar free monster")).toEqual([["energy-drink-sugar-free", 480]]);
    expect(items("zero energy drink")).toEqual([["energy-drink-sugar-free", 480]]);
    // Was the Russian 330 ml glass beside "diet iced tea" at FNDDS's 360 g.
    expect(items("sugar free iced tea")).toEqual(items("diet iced tea"));
  });

  it("keeps its Russian serving in Russian text", () => {
    expect(readAs("ru")("энергетик без сахара").items.map((i) => i.grams)).toEqual([250]);
  });
});

describe("a count in digits before a sandwich's fillings", () => {
  it("counts the sandwiches", () => {
    // Was a 28 g slice of ham beside a cheese sandwich; "a ham and cheese sandwich" was FNDDS's record already.
    expect(items("1 ham and cheese sandwich")).toEqual(items("a ham and cheese sandwich"));
    // Was 16 g of bacon beside one cheese sandwich.
    expect(items("2 bacon and cheese sandwiches")).toEqual([["fndds-27520120", 242]]);
    // Was 240 g of turkey beside one cheese sandwich.
    expect(items("2 turkey and cheese sandwiches")).toEqual([["turkey-sandwich", 310]]);
    expect(items("lunch: 1 ham and swiss sandwich").map(([id]) => id)).toHaveLength(1);
  });

  it("leaves a filling counted in the plural, and a weight, as they were", () => {
    expect(items("2 eggs and cheese sandwich")).toEqual([
      ["egg", 100],
      ["cheese-sandwich", 102],
    ]);
    expect(items("100g ham and cheese sandwich")).toEqual([["fndds-27520320", 100]]);
    // "1 rice and beans" is no filled item.
    expect(items("1 rice and beans")).toHaveLength(2);
  });
});

describe("a measure word after an article that begins a food's name", () => {
  it("is the name", () => {
    // Was a pound of cake, 454 g and 1,719 kcal.
    expect(items("a pound cake")).toEqual([["pound-cake", 91]]);
    // Was a cup of egg noodles, 160 g.
    expect(items("a cup noodles")).toEqual([["cup-noodles", 64]]);
  });

  it("stays a measure with a count, with 'of', or before a food it names nothing with", () => {
    expect(items("1 pound cake")).toEqual([["cake", 453.6]]);
    expect(items("a pound of cake")).toEqual([["cake", 453.6]]);
    expect(items("a cup rice")).toEqual([["rice", 158]]);
    expect(items("a slice pizza")).toEqual([["pizza", 119]]);
    expect(items("a pint beer")).toEqual([["beer", 473]]);
  });
});

describe("the portions audit's natural measure", () => {
  it("is the measure FNDDS names by what the name says beyond its record", () => {
    const bun: [string, number][] = [
      ["small", 54],
      ["medium", 90],
      ["large", 153],
      ["Cinnabon", 240],
    ];
    expect(naturalMeasure("Roll, sweet, cinnamon bun, frosted", bun, 90, ["cinnabon"])?.grams).toBe(240);
    expect(naturalMeasure("Roll, sweet, cinnamon bun, frosted", bun, 90, ["cinnamon roll"])?.grams).toBe(90);
    const dumpling: [string, number][] = [
      ["dumpling, any size", 57],
      ["pierogi, any size", 38],
    ];
    expect(naturalMeasure("Dumpling, potato- or cheese-filled", dumpling, 100, ["cheese pierogi"])?.grams).toBe(38);
    const wonton: [string, number][] = [
      ["wonton, any size", 19],
      ["pot sticker", 30],
      ["cup", 67],
    ];
    expect(naturalMeasure("Wonton, fried, filled with meat", wonton, 100, ["potsticker"])?.grams).toBe(30);
  });

  it("takes an item of no size said before FNDDS's medium, and a medium only of the dish's own noun", () => {
    const shrimp: [string, number][] = [
      ['tiny shrimp ("popcorn")', 2],
      ["medium shrimp (shelled)", 11],
      ["prawn", 17],
      ["fried shrimp, NFS", 17],
      ["cup, cooked", 129],
    ];
    expect(naturalMeasure("Shrimp, coated, fried, from fast food / restaurant", shrimp, 57)?.grams).toBe(17);
    expect(naturalMeasure("Shrimp, coated, fried", shrimp, 57, ["popcorn shrimp"])?.grams).toBe(2);
    // "medium meatball" is no meat loaf; weighed by its slice, the loaf is not audited.
    const loaf: [string, number][] = [
      ["medium slice", 108],
      ["medium meatball", 28],
      ["cup", 140],
    ];
    expect(naturalMeasure("Meat loaf made with beef", loaf, 84)).toBeUndefined();
  });

  it("holds a plated dish to its cup and a takeout box's two", () => {
    expect(naturalMeasure("Stir fried beef and vegetables in soy sauce", [["cup", 162]], 121)).toMatchObject({
      kind: "serving",
      grams: 121,
      cup: 162,
    });
  });
});

describe("a size said as 'jumbo', 'massive', 'enormous' or 'tiny'", () => {
  it("sizes the item as 'large' or 'small' does", () => {
    // Each was the usual size, the word read as nothing: a 130 g muffin, a 300 g burrito, a 30 g cookie.
    expect(items("a jumbo muffin")).toEqual(items("a large muffin"));
    expect(items("an enormous burrito")).toEqual(items("a large burrito"));
    expect(items("a massive salad")).toEqual(items("a large salad"));
    expect(items("a tiny cookie")).toEqual(items("a small cookie"));
    expect(items("a jumbo hot dog")).toEqual(items("a large hot dog"));
    // Were the usual 250 g mug, "xl" and "extra-large" left unread.
    expect(items("an xl coffee")).toEqual(items("a large coffee"));
    expect(items("an extra-large coffee")).toEqual(items("a large coffee"));
    expect(read("an xl coffee").unmatched).toEqual([]);
  });
});
