// English meals as American and British diaries type them, third round: lists typed without commas, drinks and candy
// by their size, dishes said "cheesy", small fried pieces, ice cream by its flavour and cone, eggs counted on toast.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a list typed without commas", () => {
  it("keeps a food FNDDS's record of the run leaves out", () => {
    expect(ids("green bean casserole cranberry sauce")).toEqual(["fndds-75403020", "fndds-63207110"]);
    expect(ids("sweet potato casserole dinner roll")).toEqual(["fndds-73409000", "roll"]);
  });
  it("a soup made on chicken and red beans and rice are one dish", () => {
    expect(ids("chicken tortilla soup")).toEqual(["tortilla-soup"]);
    expect(ids("bowl of chicken tortilla soup")).toEqual(["tortilla-soup"]);
    expect(ids("red beans and rice")).toEqual(["red-beans-and-rice"]);
    expect(ids("popeyes red beans and rice")).toEqual(["red-beans-and-rice"]);
  });
});

describe("ice cream by its flavour and its cone", () => {
  it("a flavour named by a sweet is the ice cream's", () => {
    for (const text of ["mint chocolate chip ice cream", "cookie dough ice cream", "birthday cake ice cream"]) {
      expect(ids(text)).toEqual(["ice-cream"]);
    }
    expect(one("2 scoops of cookies and cream ice cream").grams).toBe(240);
  });
  it("ice cream in a cone is FNDDS's cone that holds it", () => {
    expect(ids("mint chocolate chip ice cream in a waffle cone")).toEqual(["fndds-13120735"]);
    expect(ids("vanilla ice cream in a waffle cone")).toEqual(["fndds-13120735"]);
    expect(read("ice cream in a waffle cone").unmatched).toEqual([]);
    expect(ids("ice cream and a waffle cone")).toEqual(["ice-cream", "fndds-13120735"]);
  });
});

describe("a dish said cheesy", () => {
  it("is made with cheese, as FNDDS names it", () => {
    expect(ids("cheesy grits")).toEqual(["fndds-56201090"]);
    expect(ids("cheesy mashed potatoes")).toEqual(["fndds-71501011"]);
    expect(ids("cheesy scrambled eggs")).toEqual(["fndds-32130100"]);
  });
  it("cheesy potatoes are the hash brown casserole and cheesy eggs scrambled with cheese", () => {
    expect(ids("cheesy potatoes")).toEqual(["cheesy-potatoes"]);
    expect(ids("cheesy hashbrown casserole")).toEqual(["cheesy-potatoes"]);
    expect(ids("cheesy eggs")).toEqual(["egg-scrambled-cheese"]);
  });
  it("never loses the cheese where no dish holds it", () => {
    expect(ids("cheesy broccoli")).toEqual(["cheese", "broccoli"]);
  });
});

describe("a drink or a candy by its size", () => {
  it("a sized glass of wine is the pub's pour", () => {
    expect(one("large glass of red wine").grams).toBe(250);
    expect(one("small glass of white wine").grams).toBe(125);
    expect(one("2 large glasses of wine").grams).toBe(500);
    expect(one("glass of wine").grams).toBe(150);
  });
  it("a sized glass of another drink scales its glass", () => {
    expect(one("large glass of milk").grams).toBeGreaterThan(one("glass of milk").grams);
  });
  it("a tall boy is a 16 fl oz can of beer", () => {
    expect(one("tall boy of bud light").grams).toBe(473);
    expect(one("2 tall boys of coors light").grams).toBe(946);
    expect(one("tallboy of modelo").grams).toBe(473);
  });
  it("fun size and share size are FNDDS's candy packs", () => {
    // FNDDS 91746100 M&M's "fun/snack size" 18 g; 91715100 Snickers fun size 17 g; 91734100 Reese's king size 79 g.
    expect(one("fun size m&ms").grams).toBe(18);
    expect(one("fun size snickers").grams).toBe(17);
    expect(one("share size reeses").grams).toBe(79);
    expect(one("king size kit kat").grams).toBe(79);
  });
});

describe("everyday words read as their food", () => {
  it("a small fried piece named alone is FNDDS's serving, not one piece", () => {
    expect(one("fried okra").grams).toBe(45);
    expect(one("fried shrimp").grams).toBe(57);
    expect(one("a fried shrimp").grams).toBe(11);
    expect(one("oatmeal cookie").grams).toBe(30);
  });
  it("cup of noodles is Nissin's 64 g cup", () => {
    expect(ids("cup of noodles")).toEqual(["cup-noodles"]);
    expect(one("2 cup noodles").grams).toBe(128);
    expect(one("cup o noodles").grams).toBe(64);
  });
  it("a meat flavour after instant noodles is their flavour", () => {
    expect(ids("cup of noodles chicken flavor")).toEqual(["cup-noodles"]);
    expect(ids("ramen chicken flavor")).toEqual(["instant-noodles"]);
    expect(ids("top ramen shrimp flavor and an apple")).toEqual(["instant-noodles", "apple"]);
    expect(ids("greek yogurt strawberry flavored")).toEqual(["fndds-11433990"]);
  });
  it("a turkey leg is one drumstick, a smoked one a tom's", () => {
    expect(one("smoked turkey leg").grams).toBe(285);
    expect(one("turkey leg").grams).toBe(205);
    expect(one("2 turkey legs").grams).toBe(410);
  });
  it("a brisket sandwich is FNDDS's beef barbecue sandwich", () => {
    expect(ids("brisket sandwich")).toEqual(["brisket-sandwich"]);
    expect(ids("bbq beef sandwich")).toEqual(["brisket-sandwich"]);
  });
  it("eggs counted in brackets after eggs on toast are the dish's", () => {
    const eggs = read("scrambled eggs on toast (3 eggs)");
    expect(eggs.items.map((i) => i.foodId)).toEqual(["egg-scrambled", "toast"]);
    expect(eggs.items[0]!.grams).toBe(150);
    expect(eggs.unmatched).toEqual([]);
    expect(ids("fried eggs on toast (2 eggs)")).toEqual(["egg-fried", "toast"]);
  });
  it("a scoop of protein is the powder", () => {
    expect(ids("1 scoop protein in oatmeal")).toEqual(["protein-shake", "oatmeal"]);
    expect(one("2 scoops of protein").grams).toBe(60);
    expect(ids("high protein yogurt")).toEqual(["yogurt-plain"]);
  });
});
