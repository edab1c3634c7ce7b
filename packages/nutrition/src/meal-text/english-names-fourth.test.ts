// English names mended after the names list's fourth sweep (decision 024, follow-up "English names, a fourth sweep"):
// dishes of the curry house, the taqueria, the Chinese and Korean takeaway and the sushi bar, candy and snacks by the
// maker's name, and a slush by the chain's, each read as the catalog row that is its food.
import { describe, expect, it } from "vitest";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const idAndGrams = (text: string) => {
  const item = one(text);
  return [item.foodId, Math.round(item.grams)];
};

describe("a dish named as the menu names it", () => {
  it("reads the British curry house's curries as the chicken curry, keema as the meat curry", () => {
    expect(one("chicken madras").foodId).toBe("curry");
    expect(one("chicken jalfrezi").foodId).toBe("curry");
    expect(one("a bowl of chicken bhuna").foodId).toBe("curry");
    expect(one("paneer butter masala").foodId).toBe("curry");
    expect(one("lamb keema").foodId).toBe("meat-curry");
  });

  it("reads paratha, kheer, mole, tostones, egg foo young, mandu, unagi and pernil as their foods", () => {
    // Bread, paratha, wheat (FNDDS 51300185): one 70 g.
    expect(idAndGrams("2 aloo paratha")).toEqual(["paratha", 140]);
    expect(one("kheer").foodId).toBe("porridge-rice-milk");
    // Chicken with mole sauce (FNDDS 27146160): a cup 244 g.
    expect(idAndGrams("mole")).toEqual(["chicken-mole", 244]);
    expect(idAndGrams("tostones")).toEqual(["tostones", 85]);
    expect(idAndGrams("egg foo young")).toEqual(["egg-foo-young", 131]);
    expect(one("mandu").foodId).toBe("dumplings-asian");
    expect(one("unagi").foodId).toBe("eel");
    expect(one("pernil").foodId).toBe("pork-roast");
    expect(one("pico de gallo").foodId).toBe("salsa");
  });

  it("leaves the words the new names hold their own foods", () => {
    expect(one("egg").foodId).not.toBe("egg-foo-young");
    expect(one("chicken").foodId).not.toBe("curry");
    expect(one("fried plantains").foodId).not.toBe("tostones");
    expect(one("shrimp").foodId).not.toBe("prawn-crackers");
    expect(one("popcorn").foodId).not.toBe("caramel-popcorn");
  });
});

describe("candy, snacks and drinks by the maker's name", () => {
  it("reads a Heath bar as chocolate-covered toffee, not a granola bar", () => {
    expect(idAndGrams("heath bar")).toEqual(["heath-bar", 40]);
  });

  it("reads Cracker Jack as caramel popcorn and prawn crackers as shrimp chips", () => {
    expect(idAndGrams("cracker jack")).toEqual(["caramel-popcorn", 35]);
    expect(idAndGrams("prawn crackers")).toEqual(["prawn-crackers", 40]);
  });

  it("reads Jolly Ranchers and Nerds as hard candy, Muenster and shortbread alone", () => {
    expect(one("jolly ranchers").foodId).toBe("candies");
    expect(one("nerds").foodId).toBe("candies");
    expect(one("muenster").foodId).toBe("muenster");
    expect(one("shortbread").foodId).toBe("shortbread-biscuit");
  });

  it("reads a Slurpee by its size, A&W as root beer, ciabatta as the Italian bread", () => {
    // Alone it is FNDDS's cup of no stated size, the medium (as "icee" alone, typed-fiftieth.test.ts).
    expect(idAndGrams("slurpee")).toEqual(["slush", 660]);
    expect(idAndGrams("small slurpee")).toEqual(["slush", 360]);
    expect(idAndGrams("medium slurpee")).toEqual(["slush", 660]);
    expect(one("a&w root beer").foodId).toBe("root-beer");
    expect(one("ciabatta").foodId).toBe("ciabatta");
  });
});
