// English readings mended after the typed set's forty-fifth batch (decision 024): where an evening's food was had,
// a handful typed with a doubled l, a party's small item said "mini", and candy, popcorn and cakes named as sold.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const read = (text: string) => en(text).items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a theater, an airport or an occasion named after the food", () => {
  it("says where the food was had and leaves no word unread", () => {
    const r = en("gummy bears at the movie theater");
    expect(r.items).toHaveLength(1);
    expect(r.unmatched).toEqual([]);
    expect(read("pretzel at the airport")).toEqual(read("pretzel"));
    expect(read("a chocolate cupcake from someones bday")).toEqual(read("a chocolate cupcake"));
    expect(read("2 samosas at the potluck")).toEqual(read("2 samosas"));
  });

  it("keeps a food whose name holds the word", () => {
    expect(read("a cup of party mix")[0]![0]).toBe("snack-mix");
  });
});

describe("a handful typed with a doubled l", () => {
  it("is a handful", () => {
    expect(read("2 handfulls of pretzels")).toEqual(read("2 handfuls of pretzels"));
    expect(read("handfull of almonds")).toEqual(read("handful of almonds"));
  });
});

describe("a party food said mini", () => {
  it("is FNDDS's cocktail size item of it", () => {
    // FNDDS 27560350: a pig in a blanket 85 g, its cocktail size one 20 g.
    expect(read("4 mini pigs in a blanket")).toEqual([["pig-in-blanket", 80]]);
    expect(read("2 pigs in a blanket")).toEqual([["pig-in-blanket", 170]]);
  });
});

describe("candy named as sold", () => {
  it("is FNDDS's candy by its box or piece, not a food its words also name", () => {
    // Milk Duds and Junior Mints by FNDDS's boxes, 35 g and 45 g; Reese's Pieces by its 55 g package.
    expect(read("milk duds box")).toEqual([["milk-duds", 35]]);
    expect(read("junior mints")).toEqual([["junior-mints", 45]]);
    expect(read("pack of reeses pieces")).toEqual([["reeses-pieces", 55]]);
    // A Cadbury creme egg 29 g, a Peeps chick 8 g, a candy corn 1 g.
    expect(read("2 cadbury creme eggs")).toEqual([["creme-egg", 58]]);
    expect(read("3 peeps")).toEqual([["peeps", 24]]);
    expect(read("20 candy corns")).toEqual([["candy-corn", 20]]);
    expect(read("chocolate easter bunny")).toEqual([["easter-bunny", 42]]);
  });
});

describe("popcorn said buttered", () => {
  it("is the cinema's buttered popcorn by the theater's order", () => {
    // FNDDS 54403005: small order 112 g, medium 182 g, large 238 g.
    expect(read("large buttered popcorn")).toEqual([["movie-popcorn", 238]]);
    expect(read("small buttered popcorn")).toEqual([["movie-popcorn", 112]]);
  });
});

describe("cakes as they are served", () => {
  it("weighs a cheesecake topped with fruit as FNDDS's record of it", () => {
    expect(read("strawberry cheesecake")).toEqual([["fruit-cheesecake", 142]]);
  });

  it("weighs a chocolate cupcake as an iced one", () => {
    expect(read("chocolate cupcake")).toEqual([["chocolate-cupcake", 75]]);
  });

  it("reads a piña colada typed with its tilde", () => {
    expect(read("piña colada")).toEqual(read("pina colada"));
  });
});
