// Russian readings mended after the typed set's forty-seventh batch (decision 024): a drink's litres said before its
// bottle or can, a yogurt named by its fruit, counted children's curd pots, and the chain's chicken sandwich.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a decimal before a drink's bottle or can in the nominative", () => {
  it("is what the vessel holds in litres, as it is said after it", () => {
    expect(read("пиво 0,5 бутылка")).toEqual(read("пиво бутылка 0,5"));
    expect(read("пиво 0,5 бутылка")).toEqual([["beer", 500]]);
    expect(read("спрайт 0,33 банка")).toEqual(read("спрайт банка 0,33"));
    // A share of one is said in the genitive and stays a share.
    const bottle = ru("пиво бутылка").items[0]!.grams;
    expect(read("пиво 0,5 бутылки")).toEqual([["beer", Math.round(bottle / 2)]]);
  });
});

describe("a yogurt named by its fruit", () => {
  it("is the yogurt sold with a fruit filling, by its cup", () => {
    expect(read("персиковый йогурт")).toEqual(read("фруктовый йогурт"));
    expect(read("йогурт малиновый стаканчик")).toEqual(read("фруктовый йогурт"));
    expect(ru("йогурт черничный").items[0]!.foodId).toBe("ru-yogurt-fruit");
    expect(ru("йогурт").items[0]!.foodId).not.toBe("ru-yogurt-fruit");
  });
});

describe("children's curd pots counted", () => {
  it("are the small pots the maker's word names, not packs of творог", () => {
    const pot = ru("творожок агуша").items[0]!;
    expect(read("три творожка агуша")).toEqual([[pot.foodId, 3 * pot.grams]]);
    expect(read("2 детских творожка")).toEqual([[pot.foodId, 2 * pot.grams]]);
    expect(ru("творожок").items[0]!.foodId).toBe("ru-tvorog");
  });
});

describe("the chain's chicken sandwich", () => {
  it("is read by its SR28 record and weighed as one item", () => {
    expect(read("макчикен")).toEqual([["ru-mcchicken", 131]]);
    expect(ru("мак чикен и кола").unmatched).toEqual([]);
  });
});

describe("a potato beside a burger chain's item", () => {
  it("is the chain's fries, by the chain's sizes", () => {
    const [small] = read("картофель фри маленькая");
    expect(read("воппер и картошка маленькая")[1]).toEqual(small);
    expect(read("в бургер кинге картошка")).toEqual(read("картошка фри"));
    expect(read("котлета и картошка")[1]![0]).toBe("potato-boiled");
  });
});

describe("a class word with its amount, then a comma and the kind", () => {
  it("names the kind that amount was of", () => {
    expect(read("орехи горсть, кешью")).toEqual(read("горсть кешью"));
    expect(read("колбаса 50 г, докторская")).toHaveLength(1);
    expect(read("орехи горсть, банан")).toHaveLength(2);
  });
});
