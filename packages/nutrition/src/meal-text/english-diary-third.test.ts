// English diary lines, a third batch written fresh as people log in an app (decision 024, follow-up "English diary
// lines, a third batch"): each case is a class of text found read wrong, with what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a sandwich on a bread said with how it was done", () => {
  it("is the sandwich on that bread", () => {
    // Was 30 g of sourdough, the BLT dropped without a word.
    expect(items("blt on toasted sourdough")).toEqual(items("blt on sourdough"));
    expect(ids("blt on toasted sourdough")).toEqual(["blt"]);
    expect(items("tuna salad sandwich on toasted wheat")).toEqual(items("tuna salad sandwich on wheat"));
  });
});

describe("a plain pita named by its filling", () => {
  it("is the filling in the pita", () => {
    // Was the pita alone, 165 kcal, the falafel dropped.
    expect(ids("falafel pita")).toEqual(["falafel", "pita"]);
    expect(ids("halloumi pita")).toEqual(["halloumi", "pita"]);
  });

  it("leaves a filled pita of the catalog as it is", () => {
    expect(ids("chicken pita")).toEqual(["shawarma-pita"]);
    expect(ids("whole wheat pita")).toEqual(["pita"]);
  });
});

describe("a brand read as milk, typed before a kind of milk", () => {
  it("is that kind, not a splash of milk beside it", () => {
    // Was 30 g of 2% milk poured beside 250 g of chocolate milk.
    expect(items("fairlife chocolate milk")).toEqual(items("chocolate milk"));
    // Was the bottle of 2% milk (508 g) beside a glass of chocolate milk.
    expect(items("a bottle of fairlife chocolate milk")).toEqual(items("a bottle of chocolate milk"));
  });

  it("leaves the brand alone, or poured into coffee, as milk", () => {
    expect(ids("fairlife")).toEqual(["milk-2"]);
    expect(ids("coffee with fairlife")).toEqual(["coffee", "milk-2"]);
  });
});

describe("meats joined by 'and' before a dish made with its meat", () => {
  it("are the dish's meat", () => {
    // Was 120 g of chicken and 50 g of sausage beside the jambalaya, 856 kcal.
    expect(items("chicken and sausage jambalaya")).toEqual(items("jambalaya"));
    expect(items("chicken and sausage gumbo")).toEqual(items("gumbo"));
    // Was 120 g of chicken beside the beef fajitas.
    expect(items("chicken and beef fajitas")).toEqual(items("fajitas"));
    // Was 120 g of chicken beside the jambalaya.
    expect(items("chicken jambalaya")).toEqual(items("jambalaya"));
  });

  it("are no mixture of meats under a measure before the dish", () => {
    // Was a big bowl of the burrito bowl ("chicken bowl"), then 50 g of sausage and the jambalaya, 1,521 kcal.
    expect(items("a big bowl of chicken and sausage jambalaya")).toEqual(items("a big bowl of jambalaya"));
    // Was 275 kcal of FNDDS's turkey or chicken sausage beside the gumbo.
    expect(ids("a bowl of chicken and sausage gumbo")).toEqual(["gumbo"]);
  });

  it("leaves meats beside a food that is no such dish", () => {
    expect(ids("eggs and sausage")).toEqual(["egg", "sausage"]);
    expect(ids("chicken and fried rice")).toEqual(["chicken", "fried-rice"]);
  });
});

describe("a size between a count and a bowl", () => {
  it("leaves the bowl a measure, not part of a name", () => {
    // Was the burrito bowl, its name "chicken bowl", 623 g.
    expect(ids("a big bowl of chicken")).toEqual(["chicken"]);
  });
});

describe("the rice or noodles a bowl is served over, said by their kind after 'with'", () => {
  it("is the bowl's own", () => {
    // Was 180 g of brown rice beside the 499 g teriyaki bowl.
    expect(items("teriyaki chicken bowl with brown rice")).toEqual(items("teriyaki chicken bowl"));
    expect(items("teriyaki bowl with white rice")).toEqual(items("teriyaki bowl"));
    // Were 180 g of brown rice beside the burrito bowl and the poke.
    expect(items("burrito bowl with brown rice")).toEqual(items("burrito bowl"));
    expect(items("poke bowl with brown rice")).toEqual(items("poke bowl"));
    // Was the bowl, the brown rice and 150 g of black beans, 1,036 kcal.
    expect(items("burrito bowl with chicken brown rice and black beans")).toEqual(items("burrito bowl"));
  });

  it("leaves rice beside a dish served without it", () => {
    expect(ids("chicken curry with rice")).toEqual(["curry", "rice"]);
    expect(ids("orange chicken with fried rice")).toEqual(["orange-chicken", "fried-rice"]);
  });
});

describe("foods after 'with' where no dish stands before it", () => {
  it("are a list", () => {
    // Was 200 g of potato, the scrambled eggs dropped into its name.
    expect(ids("breakfast bowl with scrambled eggs potatoes and bacon")).toEqual([
      "egg-scrambled",
      "potato-boiled",
      "bacon",
    ]);
  });
});

describe("a record named by just the words typed", () => {
  it("is that record, whatever its kind", () => {
    // Was FNDDS's sausage, potatoes and vegetables with gravy, 189 g.
    expect(read("sausage gravy").items.map((i) => i.name)).toEqual(["Sausage gravy"]);
  });

  it("only where the record's name is the words in the order typed", () => {
    // "Beef with gravy" holds no word beyond those typed, but is no beef gravy.
    expect(read("beef gravy").items.map((i) => i.name)).toEqual(["Gravy, beef"]);
  });
});

describe("a dish made of parts, then its parts after a comma", () => {
  it("heads the list where the parts are counted", () => {
    // Was the full english, 440 g, beside the eggs, bacon, sausages, beans and toast: 1,594 kcal.
    const fryUp = read("fry up this morning, two eggs, bacon, sausages, beans and toast");
    expect(fryUp.items.map((i) => i.foodId)).toEqual(["egg", "bacon", "sausage", "beans", "toast"]);
  });

  it("is the dish where its parts are named bare", () => {
    // Was the poke and a serving each of salmon, rice, avocado and edamame: 1,494 kcal.
    expect(items("poke bowl, salmon, rice, avocado, edamame")).toEqual(items("poke bowl"));
    expect(ids("burrito bowl, chicken, rice, beans, 2 tacos")).toEqual(["burrito-bowl", "tacos"]);
  });

  it("leaves a list of other foods as typed", () => {
    expect(ids("pizza, wings, fries and a coke")).toEqual(["pizza", "chicken-wings", "potato-fried", "cola"]);
  });
});

describe("a tall glass", () => {
  it("is a large glass, not a coffee chain's tall cup", () => {
    // Was the small size, 175 g of juice, where a plain glass is 250 g.
    expect(items("a tall glass of orange juice")).toEqual(items("a large glass of orange juice"));
    expect(items("2 tall glasses of milk")).toEqual(items("2 large glasses of milk"));
  });

  it("leaves a tall coffee the chain's small cup", () => {
    expect(items("a tall latte")).toEqual(items("a small latte"));
  });
});
