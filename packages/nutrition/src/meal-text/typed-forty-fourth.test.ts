// Russian readings mended after the typed set's forty-fourth batch (decision 024): the fast named beside a meal, a
// plate after a part of the dish's own recipe, and the crucian carp.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("the fast named beside a meal", () => {
  it("names no food, as where or when it was eaten does", () => {
    expect(read("овсянка на воде без сахара, пост")).toEqual(read("овсянка на воде без сахара"));
    expect(read("в пост гречка с грибами")).toEqual(read("гречка с грибами"));
    expect(ru("пост: гречка").items.map((i) => i.foodId)).toEqual(["buckwheat"]);
  });

  it("leaves the fast's own dishes their names", () => {
    expect(ru("постные щи").items).toHaveLength(1);
  });
});

describe("a plate, a bowl or a serving after a part of the dish's recipe", () => {
  it("is the dish's, the part named in it", () => {
    expect(read("плов со свининой тарелка")).toEqual(read("тарелка плова со свининой"));
    expect(read("плов со свининой тарелка")).toHaveLength(1);
    // Pork plov is its own dish (decision 024, follow-up "Russian names, a third sweep"), by the plate as plov is.
    const plate = ru("плов тарелка").items[0]!;
    expect(read("плов со свининой 2 тарелки")).toEqual([["plov-pork", Math.round(2 * plate.grams)]]);
    expect(read("крабовый салат с кукурузой тарелочка")).toHaveLength(1);
    expect(read("жаркое по домашнему со свининой тарелка")).toHaveLength(1);
  });

  it("stays the first food's beside a food that is no part of it", () => {
    expect(read("гречка с котлетой тарелка").map(([id]) => id)).toEqual(["buckwheat", "kotleta"]);
  });
});

describe("the crucian carp", () => {
  it("is read as the carp, its family's USDA record, and counted by the fish", () => {
    expect(read("карась жареный")).toEqual(read("карп"));
    const carp = ru("карп").items[0]!;
    expect(read("карасики 3 штуки")).toEqual([["carp", Math.round(3 * carp.grams)]]);
    expect(ru("карасиков нажарила").unmatched).toEqual([]);
  });
});
