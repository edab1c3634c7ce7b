// English diary lines written apart from the benchmark lists, a second batch (decision 024, follow-up "English diary
// lines from outside the sets, a second batch"): each case is a class of text they found read wrong, with what it read
// before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe("a bowl's parts typed after it by their kind", () => {
  it("are what the bowl is made of", () => {
    // Was the bowl and FNDDS's black beans and brown rice beside it, 883 kcal: "brown" is no word of the bowl's rice.
    expect(items("chipotle burrito bowl chicken brown rice black beans")).toEqual([["burrito-bowl", 445]]);
    expect(items("chicken burrito bowl brown rice black beans")).toEqual([["burrito-bowl", 445]]);
    // Was the bowl and 180 g of brown rice.
    expect(items("burrito bowl chicken brown rice")).toEqual([["burrito-bowl", 445]]);
    expect(items("burrito bowl chicken rice beans")).toEqual([["burrito-bowl", 445]]);
  });

  it("leaves a part with its own amount, and a food that is no part, beside it", () => {
    expect(items("burrito bowl brown rice 200g")).toEqual([
      ["burrito-bowl", 445],
      ["rice-brown", 200],
    ]);
    // Was the poke and 180 g of brown rice beside it.
    expect(items("poke bowl salmon brown rice edamame").map(([id]) => id)).toEqual(["poke", "edamame"]);
  });
});

describe("a kind of a part the dish holds, said after a comma", () => {
  it("says what that part was, not a second food", () => {
    // Was the sandwich and 32 g of peanut butter beside it, 554 kcal.
    expect(items("pbj on wheat, crunchy pb")).toEqual([["pbj", 100]]);
    expect(items("peanut butter sandwich, creamy peanut butter")).toEqual([["pbj", 100]]);
    // Were the sandwich and a slice of bread beside it.
    expect(items("turkey sandwich, whole wheat bread")).toEqual([["turkey-sandwich", 155]]);
    expect(items("ham sandwich, white bread").map(([id]) => id)).toEqual(["sandwich"]);
    expect(items("blt, wheat toast")).toEqual([["blt", 150]]);
    // Was the bowl and 180 g of brown rice.
    expect(items("burrito bowl, brown rice")).toEqual([["burrito-bowl", 445]]);
  });

  it("leaves the part said plain or with an amount, a food the dish does not hold, and a list, as foods", () => {
    expect(items("pbj, pb").map(([id]) => id)).toEqual(["pbj", "peanut-butter"]);
    expect(items("pbj, 2 tbsp crunchy pb").map(([id]) => id)).toEqual(["pbj", "peanut-butter"]);
    expect(items("turkey sandwich, sour cream and onion chips")).toHaveLength(2);
    expect(items("toast, crunchy pb").map(([id]) => id)).toEqual(["toast", "peanut-butter"]);
    expect(items("2 eggs, wheat toast").map(([id]) => id)).toEqual(["egg", "toast"]);
  });
});

describe('"N piece" said of fried chicken', () => {
  it("is a count of pieces of fried chicken, the chain's name standing for its chicken", () => {
    // Was nothing: "kfc" and "2 piece" were left unread.
    expect(items("kfc 2 piece")).toEqual([["chicken-fried", 240]]);
    expect(items("2 piece from popeyes")).toEqual([["chicken-fried", 240]]);
    expect(items("popeyes 3 piece and a biscuit").map(([id]) => id)).toEqual(["chicken-fried", "biscuits"]);
    // Was the count given to the mashed potatoes, 400 g of them.
    expect(items("kfc 2 piece mashed potatoes")).toEqual([
      ["chicken-fried", 240],
      ["mashed-potatoes", 200],
    ]);
    // Was two 120 g pieces of roast chicken.
    expect(items("2 piece chicken")).toEqual([["chicken-fried", 240]]);
  });

  it("counts tenders and nuggets by their own pieces", () => {
    // Was nothing: "tenders" was no name.
    expect(items("3 piece tenders")).toEqual([["chicken-tenders", 150]]);
    // Was five 120 g pieces of roast chicken.
    expect(items("5 chicken fingers")).toEqual([["chicken-tenders", 250]]);
    expect(items("chicken tenders")).toEqual([["chicken-tenders", 100]]);
    expect(items("8 piece nuggets")).toEqual([["chicken-nuggets", 136]]);
    expect(items("kfc 8 piece nuggets")).toEqual([["chicken-nuggets", 136]]);
  });

  it("leaves a piece of chicken, and pieces of it, roast", () => {
    expect(items("a piece of chicken")).toEqual([["chicken", 120]]);
    expect(items("2 pieces of chicken")).toEqual([["chicken", 240]]);
    expect(read("kfc").items).toEqual([]);
  });
});

describe("a sauce with no kind beside a pie, a pasty or a sausage roll", () => {
  it("is a tablespoon of tomato ketchup, or the amount said", () => {
    // Was the pie alone, "sauce" left unread.
    expect(items("meat pie and sauce")).toEqual([
      ["meat-pie", 227],
      ["ketchup", 17],
    ]);
    expect(items("sausage roll & sauce, flat white").map(([id]) => id)).toEqual([
      "pig-in-blanket",
      "ketchup",
      "flat-white",
    ]);
    expect(items("meat pie and 2 tbsp sauce")).toEqual([
      ["meat-pie", 227],
      ["ketchup", 34],
    ]);
    // Was 125 g of the pasta sauce.
    expect(items("steak pie and tomato sauce").map(([id]) => id)).toEqual(["pie-meat", "ketchup"]);
  });

  it("is left as before beside any other food", () => {
    expect(read("chips and sauce").unmatched).toEqual(["sauce"]);
    expect(items("chicken, tomato sauce").map(([id]) => id)).toEqual(["chicken", "tomato-sauce"]);
  });
});

describe("a cruller", () => {
  it("is SR28's glazed French cruller, the honey one too", () => {
    // Was 7 g of honey; "cruller" alone was nothing.
    expect(items("tim hortons honey cruller")).toEqual([["cruller", 41]]);
    expect(items("2 crullers")).toEqual([["cruller", 82]]);
  });
});

describe("a milk named by its kind typed right after a drink", () => {
  it('is the milk in it, as after "with"', () => {
    // Was a 250 ml glass of oat milk beside the drink.
    expect(items("iced caramel macchiato oat milk")).toEqual([
      ["raf", 300],
      ["ru-oat-milk", 30],
    ]);
    expect(items("iced coffee oat milk").map(([, grams]) => grams)).toEqual([360, 30]);
    expect(items("coffee 2% milk")).toEqual([
      ["coffee", 250],
      ["milk-2", 30],
    ]);
  });

  it("leaves the milk apart after a comma, and its own amount with it", () => {
    expect(items("coffee, oat milk")).toEqual([
      ["coffee", 250],
      ["ru-oat-milk", 250],
    ]);
    expect(items("black coffee oat milk 200ml")).toEqual([
      ["coffee", 250],
      ["ru-oat-milk", 200],
    ]);
    expect(items("latte oat milk")).toEqual([["latte-plant-milk", 300]]);
  });
});

describe("a dish named by its meat before another dish", () => {
  it("is a plate of its own, not the meat of the next", () => {
    // Was the fried rice alone, "kung pao" dropped without a word.
    expect(items("kung pao chicken fried rice").map(([id]) => id)).toEqual(["fndds-27445220", "fried-rice"]);
    // Was the fried rice alone.
    expect(items("sesame chicken fried rice").map(([id]) => id)).toEqual(["sesame-chicken", "fried-rice"]);
  });

  it("leaves a bare meat before such a dish as the meat it is made with", () => {
    expect(items("beef lasagna").map(([id]) => id)).toEqual(["lasagna"]);
    expect(items("shrimp pad thai").map(([id]) => id)).toEqual(["pad-thai"]);
  });
});

describe('"count" after a figure', () => {
  it("counts the items, as a menu or a box prints it", () => {
    // Was the nuggets counted, "count" left unread.
    expect(read("nuggets 12 count").unmatched).toEqual([]);
    expect(items("nuggets 12 count")).toEqual([["chicken-nuggets", 204]]);
    expect(items("wings 6 ct")).toEqual([["chicken-wings", 210]]);
  });
});

describe("a coney", () => {
  it("is the chili dog", () => {
    // Was 350 g of chili and a slice of cheese, the hot dog dropped; "coney" alone was nothing.
    expect(items("chili cheese coney")).toEqual([["chili-dog", 166]]);
    expect(items("2 coneys")).toEqual([["chili-dog", 332]]);
  });
});
