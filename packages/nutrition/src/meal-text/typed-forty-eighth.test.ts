// English readings mended after the typed set's forty-eighth batch (decision 024): the sizes a diary abbreviates, a
// drink shortened to its initials, cider by its brand, a fruit snack said singly, animal crackers, candied yams and a
// handful of trail mix.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const read = (text: string) => en(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a size abbreviated", () => {
  it("is the size written out: lg large, sm small, med medium", () => {
    expect(read("lg fries")).toEqual(read("large fries"));
    expect(read("sm fries")).toEqual(read("small fries"));
    expect(read("med fries")).toEqual(read("medium fries"));
    expect(read("lrg coffee")).toEqual(read("large coffee"));
    // The size was lost, and "half" with it: half of a large single-serving bag of cheese puffs is 42.5 g.
    expect(read("half a lg bag of cheetos")).toEqual(read("half a large bag of cheetos"));
    expect(en("lg coffee").unmatched).toEqual([]);
  });
});

describe("a drink shortened to its initials", () => {
  it("is the drink, and its first letter no unit", () => {
    expect(read("2 g&ts")).toEqual([["gin-tonic", 450]]);
    expect(read("3 g&t's")).toEqual([["gin-tonic", 675]]);
    expect(read("a g&t")).toEqual(read("a gin and tonic"));
  });

  it("leaves a letter written onto its number that number's unit", () => {
    expect(read("rice 200g&beans")[0]).toEqual(["rice", 200]);
    expect(en("rice 200g&beans").unmatched).toEqual([]);
  });
});

describe("cider by its brand", () => {
  it("is hard cider", () => {
    expect(read("a can of strongbow")[0]![0]).toBe("cider");
    expect(read("angry orchard")).toEqual(read("hard cider"));
  });
});

describe("a fruit snack said singly", () => {
  it("is the candy's pouch, not fruit salad", () => {
    expect(read("fruit snack")).toEqual([["fruit-snacks", 26]]);
    expect(read("3 fruit snack pouches")).toEqual(read("3 pouches of fruit snacks"));
    // "snack" is still the meal's word elsewhere.
    expect(read("fruit for a snack")[0]![0]).not.toBe("fruit-snacks");
  });
});

describe("animal crackers", () => {
  it("are FNDDS's animal cookie, by the box and by the cracker", () => {
    expect(read("a box of animal crackers")).toEqual([["animal-crackers", 57]]);
    expect(read("10 animal crackers")).toEqual([["animal-crackers", 40]]);
  });
});

describe("candied yams", () => {
  it("are FNDDS's candied sweet potato; yams alone stay the yam", () => {
    expect(read("1/2 cup of candied yams")).toEqual([["candied-sweet-potatoes", 125]]);
    expect(read("candied yams")).toEqual(read("candied sweet potatoes"));
    expect(read("yams")[0]![0]).toBe("yam");
  });
});

describe("a handful of trail mix", () => {
  it("is 30 g, as a handful of nuts is", () => {
    expect(read("a handful of trail mix")).toEqual([["trail-mix", 30]]);
    expect(read("2 handfuls of trail mix")).toEqual([["trail-mix", 60]]);
  });
});
