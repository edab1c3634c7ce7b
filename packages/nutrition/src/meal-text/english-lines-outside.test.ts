// English diary lines written apart from the benchmark lists (decision 024, follow-up "Foods from abroad, and English
// diary lines from outside the sets"): each case is a class of text they found read wrong, with what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a chain's meal named after its item", () => {
  it("keeps the item and reads the sides after it", () => {
    // Was the fries and the drink alone: the Big Mac had been dropped without a word.
    expect(items("big mac meal medium fries diet coke")).toEqual([
      ["big-mac", 220],
      ["potato-fried", 145],
      ["cola-zero", 330],
    ]);
    // A meal's fries and drink not said are its medium ones (english-diary-fresh.test.ts).
    expect(items("whopper combo coke").map(([id]) => id)).toEqual(["whopper", "cola", "potato-fried"]);
    expect(items("big mac meal")[0]).toEqual(["big-mac", 220]);
  });
});

describe("a size between two foods", () => {
  it("sizes the food after it, as English puts sizes before nouns", () => {
    // Was a large Big Mac (308 g) and the usual 120 g of fries.
    expect(items("big mac meal large fries").slice(0, 2)).toEqual([
      ["big-mac", 220],
      ["potato-fried", 180],
    ]);
    // Was a large burger and a 330 ml can.
    expect(items("burger large fries large coke")).toEqual([
      ["hamburger", 145],
      ["potato-fried", 180],
      ["cola", 744],
    ]);
    expect(items("eggs medium fries")).toEqual([
      ["egg", 100],
      ["potato-fried", 145],
    ]);
  });

  it("leaves a cup size with the drink before a food, and a size typed after a lone food with it", () => {
    expect(items("coffee large")).toEqual([["coffee", 600]]);
    expect(items("large coffee and a muffin")).toEqual([
      ["coffee", 600],
      ["muffin", 130],
    ]);
  });
});

describe("a chip shop named as the place", () => {
  it("is no food, and its chips are fries", () => {
    // Was FNDDS's rice chips, 30 g, beside the cod.
    expect(items("battered cod and chips from the chippy").map(([id]) => id)).toEqual([
      "fndds-26109130",
      "potato-fried",
    ]);
    expect(items("chips from the chip shop")).toEqual([["potato-fried", 120]]);
    // Was FNDDS's poached cod, found by "from".
    expect(items("cod from the chippy")).toEqual([["cod", 150]]);
    expect(read("chips and curry sauce from the chipper").unmatched).toEqual([]);
    expect(items("chips")).toEqual([["potato-chips", 30]]);
  });
});

describe('fillings joined by "and" before a croissant', () => {
  it("are FNDDS's croissant so filled", () => {
    // Was ham and a plain croissant: the cheese, taken for the croissant's flavour, was dropped without a word.
    expect(items("ham and cheese croissant")).toEqual([["fndds-58127210", 113]]);
    expect(items("a ham & cheese croissant")).toEqual([["fndds-58127210", 113]]);
    // Was bacon and a plain croissant.
    expect(items("bacon and egg croissant")).toEqual([["fndds-58127290", 113]]);
  });

  it("leaves a croissant beside a drink, and a bread beside a food joined to it, as a list", () => {
    expect(items("coffee and a croissant").map(([id]) => id)).toEqual(["coffee", "croissant"]);
    expect(items("cream cheese and bagel").map(([id]) => id)).toEqual(["cream-cheese", "bagel"]);
    expect(items("jam and a muffin").map(([id]) => id)).toEqual(["jam", "muffin"]);
  });
});

describe("Australian names", () => {
  it("reads a long black, a parma with its chips and a snag", () => {
    // "a long black" was left unread.
    expect(items("2 lamingtons and a long black").map(([id]) => id)).toEqual(["lamington", "coffee"]);
    // Was plain chicken (120 g) and a bag of crisps.
    expect(items("chicken parma and chips")).toEqual([
      ["chicken-parmesan", 209],
      ["potato-fried", 120],
    ]);
    expect(items("parmi")).toEqual([["chicken-parmesan", 209]]);
    // "bunnings snag" was left unread.
    expect(items("bunnings snag")).toEqual([["sausage-sizzle", 103]]);
    expect(items("2 snags")).toEqual([["sausage", 100]]);
    expect(items("parma ham").map(([id]) => id)).toEqual(["prosciutto"]);
  });
});

describe("a bread typed before toast", () => {
  it("is the bread the toast was made of, one slice", () => {
    // Was a 30 g slice of sourdough and a 27 g toast beside it.
    expect(items("sourdough toast")).toEqual([["toast", 27]]);
    expect(items("2 slices sourdough toast")).toEqual([["toast", 54]]);
    expect(items("half an avocado on sourdough toast")).toEqual([
      ["avocado", 75],
      ["toast", 27],
    ]);
    // Was the slice of sourdough beside the buttered toast.
    expect(items("sourdough toast with butter")).toEqual([["sandwich-butter", 40]]);
  });

  it("leaves a bread and a toast said apart as two", () => {
    expect(items("sourdough and toast").map(([id]) => id)).toEqual(["bread-sourdough", "toast"]);
  });
});

describe("fillings set on an everything bagel", () => {
  it("are no flavour of the bagel", () => {
    // Was the bagel alone, 277 kcal: "everything", no food, had joined the fillings to it and they were dropped.
    const r = read("bacon egg and cheese on everything bagel");
    expect(r.items.map((i) => i.foodId)).toEqual(["fndds-32202070", "bagel"]);
    expect(r.unmatched).toEqual([]);
    expect(items("everything bagel")).toEqual([["bagel", 105]]);
    expect(items("2 everything bagels")).toEqual([["bagel", 210]]);
    expect(items("cream cheese on a bagel").map(([id]) => id)).toEqual(["cream-cheese", "bagel"]);
  });
});

describe("a sub made of its filling at the chain or by its length", () => {
  it("comes on the bread named after it, not beside two slices of it", () => {
    // Was the 6-inch turkey sub and 60 g of wheat bread beside it.
    expect(items("subway 6 inch turkey on wheat")).toEqual([["turkey-sub", 260]]);
    expect(items("6 inch turkey on wheat")).toEqual([["turkey-sub", 260]]);
    expect(items("turkey on rye").map(([id]) => id)).toEqual(["turkey", "bread-rye"]);
  });
});

describe("a box, a tub or a pack counted by a figure", () => {
  it('is the container as sold, as "a box of" is', () => {
    // Was one 230 g cup with "box" left unread.
    expect(items("kraft dinner 1 box")).toEqual([["boxed-mac-and-cheese", 690]]);
    // Was one 230 g cup.
    expect(items("1 box kraft dinner")).toEqual(items("a box of kraft dinner"));
    expect(items("2 packs oreos")).toEqual(items("2 packs of oreos"));
    expect(items("1 box raisins")).toEqual(items("a box of raisins"));
    expect(items("apple juice 1 box")).toEqual(items("an apple juice box"));
  });
});
