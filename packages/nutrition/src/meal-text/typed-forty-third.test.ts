// English readings mended after the typed set's forty-third batch (decision 024), home cooking eaten with family: a
// meal named and then said again part by part with amounts, an American pot roast carved in slices, and dishes of
// immigrant home kitchens the catalog lacked (menudo, dosa, lumpia, pancit) beside a pasta's meat sauce.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const read = (text: string) => en(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => en(text).items.map((i) => i.foodId);

describe("foods named, then after a comma each named again with its amount", () => {
  it("are the heading of what follows, counted once by the amounts", () => {
    expect(read("beans and rice, 1/2 cup black beans and 1 cup rice")).toEqual(
      read("1/2 cup black beans and 1 cup rice"),
    );
    expect(ids("eggs and toast, 2 eggs and 1 slice toast")).toEqual(["egg", "toast"]);
    expect(en("eggs and toast, 2 eggs and 1 slice toast").unmatched).toEqual(["eggs", "toast"]);
  });

  it("stay foods of their own where they are not all said again, or had their own amount", () => {
    expect(ids("rice and beans, 4 oz chicken")).toEqual(["rice", "beans", "chicken"]);
    // The one food said again is counted once, by the amount after the comma (a food named, then counted).
    expect(ids("rice and beans, 1 cup rice")).toEqual(["beans", "rice"]);
    expect(ids("2 eggs and toast, 2 eggs")).toHaveLength(3);
    expect(ids("rice, chicken")).toEqual(["rice", "chicken"]);
  });
});

describe("one food named, then after a comma its amount and its name again", () => {
  it("is that food's amount, though the name before the comma ends in a word of its own", () => {
    expect(read("tofu scramble, 1 cup tofu")).toEqual([["tofu", 248]]);
  });
  it("is that food's amount, though what it was cooked in follows", () => {
    expect(read("tofu scramble, 2 cups tofu in 1 tsp olive oil")).toEqual([
      ["tofu", 496],
      ["olive-oil", 5],
    ]);
  });
  it("leaves another food after the comma its own item", () => {
    expect(ids("tofu scramble, 1 cup spinach")).toEqual(["tofu", "spinach"]);
  });
});

describe("a pot roast", () => {
  it("said alone or by the slice is FNDDS's braised beef, a slice its medium one", () => {
    expect(read("pot roast 2 slices")).toEqual([["pot-roast", 84]]);
    expect(read("beef pot roast")).toEqual([["pot-roast", 67]]);
  });
  it("said with the vegetables it was braised with stays the plate of meat and potatoes", () => {
    expect(ids("pot roast with potatoes and carrots")).toEqual(["zharkoe"]);
  });
});

describe("dishes of home kitchens named in English", () => {
  it("are read by their own names", () => {
    expect(read("a bowl of menudo")[0]![0]).toBe("menudo");
    expect(read("masala dosa")).toEqual([["masala-dosa", 267]]);
    expect(read("plain dosa")).toEqual([["dosa", 80]]);
    expect(ids("2 lumpia")).toEqual(["egg-rolls"]);
    expect(ids("pancit canton")).toEqual(["lo-mein"]);
  });
  it("a meat sauce over pasta is FNDDS's spaghetti sauce with meat, not a cream sauce", () => {
    expect(read("1 cup meat sauce")).toEqual([["meat-sauce", 260]]);
    expect(ids("spaghetti with meat sauce")).toEqual(["spaghetti-bolognese"]);
  });
});
