// English names read as FNDDS foods (fndds-names.ts, ../fndds.ts) and the words around them (elements.ts): drinks FNDDS
// files under their class, hyphenated words, meal words that are part of a food's name
// (docs/decisions/029-fndds-generated-set.md).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";

const read = (text: string) => {
  const r = analyzeMealText(text, { lang: "en" });
  return { ids: r.items.map((i) => i.foodId), kcal: r.totals.calories, unmatched: r.unmatched };
};

describe("FNDDS names", () => {
  it("reads a coffee-shop drink FNDDS files under 'Coffee, …' by the drink's own name", () => {
    // 92101850 Coffee, cafe con leche: 38 kcal per 100 g, cup (8 fl oz) 248 g.
    expect(read("a cup of cafe con leche")).toEqual({ ids: ["fndds-92101850"], kcal: 94.2, unmatched: [] });
    // 92102600 Coffee, Iced Cafe Mocha: 50 kcal per 100 g, large 620 g.
    expect(read("1 large iced cafe mocha")).toEqual({ ids: ["fndds-92102600"], kcal: 310, unmatched: [] });
    expect(read("a cafe mocha").ids).toEqual(["fndds-92101950"]);
  });

  it("reads a food FNDDS names by either of two words ('Cordial or liqueur') by one of them alone", () => {
    expect(read("1 cordial").ids).toEqual(["fndds-93201000"]);
  });

  it("reads a hyphenated word as its parts, as FNDDS spells them", () => {
    // 92161002 Coffee, Cappuccino, with non-dairy milk: a small is 360 g, 72 kcal, not a cappuccino and a glass of milk.
    expect(read("a small cappuccino with non-dairy milk")).toEqual({
      ids: ["fndds-92161002"],
      kcal: 72,
      unmatched: [],
    });
  });

  it("keeps a meal word that is part of a food's name, and drops it in a sentence", () => {
    // 28101000 Frozen dinner, NFS: meal (11 oz) 312 g; 54402200 Snack mix: cup 60 g.
    expect(read("1 frozen dinner")).toEqual({ ids: ["fndds-28101000"], kcal: 452.4, unmatched: [] });
    expect(read("a cup of snack mix").ids).toEqual(["fndds-54402200"]);
    expect(read("for dinner I had pasta")).toMatchObject({ ids: ["pasta"], unmatched: [] });
    expect(read("chicken for lunch")).toMatchObject({ ids: ["chicken"], unmatched: [] });
  });
});
