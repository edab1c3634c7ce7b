// English names mended after the names list's sixth sweep (decision 024, follow-up "English names, a sixth sweep"):
// takeout, British, Australian and Canadian names read as the catalog row that is their food, a seasoning before a
// meat, a chip shop before a food, and one weight after a name read as two foods.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const idAndGrams = (text: string) => {
  const item = one(text);
  return [item.foodId, Math.round(item.grams)];
};
const read = (text: string) =>
  analyzeMealText(text, { lang: "en" }).items.map((i) => [i.foodId, Math.round(i.grams)] as const);
const totalGrams = (text: string) => analyzeMealText(text, { lang: "en" }).items.reduce((sum, i) => sum + i.grams, 0);

describe("rows citing FNDDS or SR28, for names read as nothing or as another food", () => {
  it("reads a chopped cheese, veal parm, a chocolate malt and pumpernickel", () => {
    // Cheeseburger submarine sandwich (FNDDS 27510235): one 380 g. It was 20 g of cheese.
    expect(idAndGrams("chopped cheese")).toEqual(["chopped-cheese", 380]);
    // Veal parmigiana (FNDDS 27135110), its unspecified 157 g. It was veal beside 5 g of parmesan.
    expect(idAndGrams("veal parm")).toEqual(["veal-parmigiana", 157]);
    // Milk shake with malt (FNDDS 11541400), a 10 fl oz shake. It was 10 g of chocolate, "malt" unread.
    expect(idAndGrams("chocolate malt")).toEqual(["malt-shake", 280]);
    expect(idAndGrams("2 slices of pumpernickel")).toEqual(["pumpernickel", 64]);
  });

  it("reads shreddies, Ding Dongs and Jos Louis, a Paddle Pop, bannock and rye and ginger", () => {
    expect(one("a bowl of shreddies").foodId).toBe("shredded-wheat");
    expect(idAndGrams("jos louis")).toEqual(["chocolate-snack-cake", 40]);
    expect(idAndGrams("paddle pop")).toEqual(["paddle-pop", 75]);
    // Frybread (SR28 35142), one 152 g piece.
    expect(idAndGrams("bannock")).toEqual(["frybread", 152]);
    // Whiskey and ginger ale (FNDDS 93301184). "rye" was unread beside 2 g of ginger.
    expect(idAndGrams("rye and ginger")).toEqual(["whiskey-ginger", 225]);
  });

  it("pours a shandy and a snakebite as a pint of two drinks half and half", () => {
    expect(idAndGrams("shandy")).toEqual(["shandy", 568]);
    expect(one("a pint of snakebite").foodId).toBe("snakebite");
  });
});

describe("a name given to the row that is its food", () => {
  it("reads takeout names as the dish", () => {
    for (const [text, id] of [
      ["cha gio", "egg-rolls"],
      ["shish tawook", "chicken-shashlik"],
      ["yakitori", "chicken-shashlik"],
      ["uttapam", "dosa"],
      ["quesabirria", "street-taco"],
      ["borek", "spanakopita"],
      ["muffuletta", "cold-cut-sub"],
      ["kouign amann", "croissant"],
      ["limoncello", "liqueur"],
    ] as const) {
      expect([text, one(text).foodId]).toEqual([text, id]);
    }
  });

  it("reads British, Australian and American brands and spoken forms", () => {
    for (const [text, id] of [
      ["vb", "beer"],
      ["bundy and coke", "rum-cola"],
      ["vimto", "squash-drink"],
      ["kool aid", "squash-drink"],
      ["horlicks", "malted-milk"],
      ["bovril", "beef-broth"],
      ["coco pops", "chocolate-cereal"],
      ["twisties", "cheetos"],
      ["wotsits", "cheetos"],
      ["gardettos", "snack-mix"],
      ["laughing cow", "cheese-spread"],
      ["piccalilli", "relish"],
      ["vanilla slice", "napoleon"],
      ["blondie", "brownie"],
      ["freddo", "chocolate-milk-bar"],
      ["chicky nuggies", "chicken-nuggets"],
      ["schnitty", "chicken-chop-coated"],
    ] as const) {
      expect([text, one(text).foodId]).toEqual([text, id]);
    }
  });

  it("reads a bar named with its maker's word, not the granola bar", () => {
    expect(one("aero bar").foodId).toBe("chocolate-milk-bar");
    expect(one("maple bar").foodId).toBe("donut");
    expect(one("granola bar").foodId).toBe("granola-bar");
  });

  it("leaves the plain words to their own foods", () => {
    // "squash" is the vegetable; "rye" alone no drink; "malt vinegar" no shake.
    expect(one("squash").foodId).toBe("squash");
    expect(one("rye bread").foodId).not.toBe("whiskey-ginger");
    expect(one("a glass of ginger ale").foodId).not.toBe("whiskey-ginger");
    expect(one("beer").foodId).toBe("beer");
    expect(one("croissant").foodId).toBe("croissant");
  });
});

describe("a seasoning said before a meat", () => {
  it("is how the meat was cooked, no food beside it", () => {
    // A 120 g bell pepper, garlic and parmesan, salt and pepper, a 250 g bowl of chili were read beside the meat.
    expect(idAndGrams("lemon pepper wings")).toEqual(["chicken-wings", 70]);
    expect(one("garlic parmesan wings").foodId).toBe("chicken-wings");
    expect(one("salt and pepper squid").foodId).toBe(one("squid").foodId);
    expect(one("crispy chilli beef").foodId).toBe(one("beef").foodId);
    expect(one("sweet chili chicken").foodId).toBe("chicken");
  });

  it("leaves chili said after a meat, or before another food, the chili", () => {
    expect(one("chicken chili").foodId).toBe(one("chili").foodId);
    expect(one("chili dog").foodId).toBe("chili-dog");
    expect(read("chili and chicken")).toHaveLength(2);
    expect(read("lemon pepper")).not.toEqual([]);
  });
});

describe("a chip shop said before a food", () => {
  it("says where the food was bought, as 'from the chippy' does", () => {
    // "chip" was a 120 g serving of chips beside the curry sauce.
    expect(read("chip shop curry sauce")).toEqual([["fndds-81312100", 32]]);
    // The chip shop's chips are fries, not a bag of crisps.
    expect(one("chippy chips").foodId).toBe("potato-fried");
    expect(one("chip shop chips").foodId).toBe("potato-fried");
  });
});

describe("one weight after a name read as two foods side by side", () => {
  it("weighs the dish the name says, shared by what each weighs alone", () => {
    // It was all the second's, the first at its own serving on top: 80 g of mushroom beside 200 g of risotto.
    const risotto = read("mushroom risotto 200 g");
    expect(risotto.map(([id]) => id)).toEqual(["mushrooms", "risotto"]);
    expect(totalGrams("mushroom risotto 200 g")).toBeCloseTo(200);
    expect(totalGrams("lobster roll 200 g")).toBeCloseTo(200);
    expect(totalGrams("tempura udon 200 g")).toBeCloseTo(200);
  });

  it("keeps each food's own where the two are a list, or the weight is too small for both", () => {
    // The tail of a list after a comma, a Russian list, a weight under half the pair's.
    expect(read("toast, eggs bacon 200 g").at(-1)).toEqual(["bacon", 200]);
    // Two foods named apart: a name of two words after the first, or the first in the plural.
    expect(read("egg chicken breast 300g")).toEqual([
      ["egg", 50],
      ["chicken-breast", 300],
    ]);
    expect(read("eggs bacon 200 g").at(-1)).toEqual(["bacon", 200]);
    expect(read("гречка курица 200 г").at(-1)).toEqual(["chicken", 200]);
    expect(read("toast butter 10g").at(-1)).toEqual(["butter", 10]);
  });
});

describe("a count before a drink and its vessel after it", () => {
  it("counts the vessels", () => {
    // "shots", "cans" and "glasses" were left unread; the tequila was two 50 g servings.
    expect(idAndGrams("2 tequila shots")).toEqual(["tequila", 84]);
    expect(idAndGrams("3 vodka shots")).toEqual(["vodka", 126]);
    expect(one("2 beer cans").grams).toBe(one("2 cans of beer").grams);
    expect(one("2 wine glasses").grams).toBe(one("2 glasses of wine").grams);
  });

  it("leaves a count with a measure of its own, or a food no drink, as before", () => {
    expect(idAndGrams("2 vodka 100 ml")).toEqual(["vodka", 100]);
    expect(idAndGrams("tequila shot")).toEqual(["tequila", 42]);
  });
});
