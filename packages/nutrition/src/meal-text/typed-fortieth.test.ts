// Russian readings mended after the typed set's fortieth batch (decision 024): a grain typed in another spelling and
// weighed dry, a maker's yoghurt said drinkable, and two vegetables weighed together.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const ru = readAs("ru");
const read = (text: string) => ru(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a grain weighed dry after its weight, typed in a spelling of its own", () => {
  it("is the catalog's dry grain by the food's own names, as when the catalog's spelling is typed", () => {
    expect(read("кус-кус 50г сухой")).toEqual([["couscous-dry", 50]]);
    expect(read("кус-кус 60 г сух")).toEqual(read("кускус 60 г сух"));
    // Said with no dry word, it stays the cooked grain.
    expect(read("кус-кус 200г")[0]![0]).toBe("couscous");
  });
});

describe("a maker's yoghurt said drinkable", () => {
  it("is the drinkable yoghurt, not the maker's spoonable pack", () => {
    expect(read("йогурт чудо питьевой 270г")).toEqual([["ru-yogurt-drink", 270]]);
    expect(read("чудо йогурт питьевой 270 г")).toEqual([["ru-yogurt-drink", 270]]);
    expect(read("чудо йогурт 125г")[0]![0]).toBe("ru-yogurt-fruit");
  });
});

describe("two vegetables before one weight", () => {
  it("shares the weight between them, each item showing its own words", () => {
    const r = ru("огурцы помидоры 300г");
    expect(r.items.map((i) => i.grams)).toEqual([150, 150]);
    expect(r.items.map((i) => i.text)).toEqual(["огурцы", "помидоры 300г"]);
    expect(ru("огурцы и помидоры 300 г").items.map((i) => i.grams)).toEqual([150, 150]);
    expect(ru("помидоры, огурцы 200 г").items.map((i) => i.grams)).toEqual([100, 100]);
  });

  it("keeps the weight the second food's where the first is no vegetable or has its own amount", () => {
    expect(ru("гречка помидоры 200г").items.at(-1)!.grams).toBe(200);
    expect(ru("огурец 1 шт помидоры 200г").items.at(-1)!.grams).toBe(200);
  });
});
