// English diary lines written fresh, as people type them into a calorie app (decision 024, follow-up "English diary
// lines written fresh"): each case is a class of text found read wrong, with what it read before.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs("en");
const items = (text: string) => read(text).items.map((i) => [i.foodId, i.grams]);

describe('"maybe" before an amount nothing was counted ahead of', () => {
  it("hedges the amount, as about does", () => {
    // Were 200 g of pasta with "maybe" and "2 cups" unread.
    expect(items("pasta, maybe 2 cups")).toEqual(items("pasta, about 2 cups"));
    expect(read("pasta, maybe 2 cups").unmatched).toEqual([]);
    // Were two cups of pasta with "maybe" unread.
    expect(read("ate maybe 2 cups of pasta").unmatched).toEqual([]);
    expect(read("maybe 2 eggs").unmatched).toEqual([]);
  });

  it("still takes the top of a range after a count", () => {
    expect(items("two slices of pizza, maybe three")).toEqual(items("2.5 slices of pizza"));
  });
});

describe("a bowl of a food, then how much it held after a comma", () => {
  it("is the measure said, the bowl giving way to it", () => {
    // Was the bowl's 180 g of rice with "like 2 cups" unread.
    expect(items("bowl of rice, like 2 cups")).toEqual(items("2 cups of rice"));
    // Was the bowl's 200 g of pasta with "2 cups" unread.
    expect(items("bowl of pasta, about 2 cups")).toEqual(items("2 cups of pasta"));
    expect(items("bowl of chili, 2 cups")).toEqual(items("2 cups of chili"));
    // Was the bowl's 132 g of ice cream with "maybe 2 scoops" unread.
    expect(items("bowl of ice cream, maybe 2 scoops")).toEqual(items("2 scoops of ice cream"));
    expect(read("bowl of vanilla ice cream, like 1 cup").unmatched).toEqual([]);
  });

  it("keeps the bowl where the words after the comma are no measure", () => {
    expect(items("bowl of cereal, a big one")).toEqual(items("a big bowl of cereal"));
  });
});

describe("a burger or a hot dog without its bun", () => {
  it("is weighed without the bun", () => {
    const [, whole] = items("cheeseburger")[0]!;
    // Was the cheeseburger whole, 165 g and 490 kcal.
    expect(items("cheeseburger no bun")).toEqual([["cheeseburger", (whole as number) - 45]]);
    expect(items("burger without the bun")[0]![1]).toBe(100);
    expect(items("hot dog no bun")[0]![1]).toBeLessThan(60);
    const bunless = read("turkey burger no bun");
    expect(bunless.items).toHaveLength(1);
    expect(bunless.totals.calories).toBeLessThan(250);
  });

  it("leaves a food with no bun as it was", () => {
    expect(items("turkey sandwich no bun")).toEqual(items("turkey sandwich"));
    // A patty has no bun to take out.
    expect(items("turkey burger patty no bun")).toEqual(items("turkey burger patty"));
  });
});

describe("crawfish, crab and lobster told by the pound", () => {
  it("are weighed in their shells, by FNDDS's yield of meat", () => {
    // Was 907 g of crawfish meat, 789 kcal.
    expect(items("2 lbs of crawfish")).toEqual([["crawfish", 89.6]]);
    expect(items("crawfish 3 lbs")).toEqual([["crawfish", 134.4]]);
    // Was 680 g of lobster meat.
    expect(items("1.5 lb lobster")).toEqual([["lobster", 177]]);
    expect(items("1 lb lobster tail")).toEqual([["lobster", 208]]);
    expect(items("2 lbs crab")).toEqual([["crab", 226]]);
  });

  it("leaves meat said as meat, and an ounce weight", () => {
    expect(items("1 lb crab meat")).toEqual([["crab", 453.6]]);
    expect(items("1 lb peeled crawfish tails")).toEqual([["crawfish", 453.6]]);
    expect(items("4 oz crab")).toEqual([["crab", 113.4]]);
  });
});

describe("fillings told as foods, then the wrap they are on", () => {
  it("makes the wrap its large flour tortilla", () => {
    // Was FNDDS's filled wrap sandwich, 240 g and 451 kcal, beside the turkey and the swiss it holds.
    expect(items("2-3 slices of turkey and a slice of swiss on a wrap").at(-1)).toEqual(["tortilla", 71]);
    expect(items("tuna on a wrap")).toEqual([
      ["tuna", 120],
      ["tortilla", 71],
    ]);
    expect(items("eggs and bacon in a wrap").at(-1)).toEqual(["tortilla", 71]);
    expect(items("hummus and veggies in a whole wheat wrap").at(-1)).toEqual(["tortilla", 71]);
  });

  it("leaves a wrap named by its filling as the filled wrap", () => {
    expect(items("turkey wrap")).toEqual([["wrap-sandwich", 240]]);
    expect(items("chicken caesar wrap")).toEqual([["wrap-sandwich", 240]]);
    expect(items("chicken wrap and fries").map(([id]) => id)).not.toContain("tortilla");
  });
});

describe("egg bites", () => {
  it("are FNDDS's egg with cheese and meat, two of 80 g to an order", () => {
    // Was one 50 g egg, 72 kcal, "bacon gruyere" read into it.
    expect(items("starbucks bacon gruyere egg bites")).toEqual([["egg-bites", 160]]);
    expect(items("3 egg bites")).toEqual([["egg-bites", 240]]);
  });

  it("of egg whites are the whites with cheese and vegetables", () => {
    // Was 33 g of plain egg white, 17 kcal.
    expect(items("egg white bites starbucks")).toEqual([["egg-white-bites", 102]]);
    expect(items("egg whites").map(([id]) => id)).toEqual(["egg-white"]);
  });
});

describe("a fast-food main ordered as a meal or a combo", () => {
  it("comes with medium fries and a medium soft drink", () => {
    // Was the big mac alone, 620 kcal.
    expect(items("big mac meal")).toEqual([...items("big mac"), ...items("medium fries, medium soda")]);
    expect(read("big mac meal").items.map((i) => i.text)).toEqual(["big mac", "big mac meal", "big mac meal"]);
    expect(items("chicken sandwich combo")).toEqual([
      ...items("chicken sandwich"),
      ...items("medium fries, medium soda"),
    ]);
    // Was FNDDS's frozen dinner of nuggets with pasta, 193 g, with "10 piece" unread.
    expect(items("10 piece nugget meal")).toEqual([
      ...items("10 piece nuggets"),
      ...items("medium fries, medium soda"),
    ]);
  });

  it("sizes its fries and its drink by a size said after it", () => {
    // Was a large whopper, 378 g.
    expect(items("whopper meal, large")).toEqual([...items("whopper"), ...items("large fries, large soda")]);
  });

  it("keeps a drink or a side said in the line for its own", () => {
    expect(items("big mac meal with a diet coke")).toEqual([
      ...items("big mac with a diet coke"),
      ...items("medium fries"),
    ]);
    expect(items("burger meal with onion rings").map(([id]) => id)).toEqual(["hamburger", "onion-rings", "cola"]);
  });

  it("leaves a meal that is no fast-food main's", () => {
    expect(items("meal prep: chicken and rice")).toHaveLength(1);
    expect(items("post workout meal: chicken breast and rice")).toHaveLength(2);
  });
});

describe("the greens a sandwich or a burger is dressed with", () => {
  it("are in its weight, not whole vegetables beside it", () => {
    // Were 40 g of lettuce and a 120 g tomato beside the burger.
    expect(items("burger with lettuce and tomato")).toEqual(items("burger"));
    expect(items("burger with lettuce, tomato, onion and pickles")).toEqual(items("burger"));
    // Was a 120 g tomato beside the sandwich and its mayo.
    expect(items("turkey sandwich with lettuce tomato and mayo")).toEqual(items("turkey sandwich with mayo"));
    // Were 40 g of lettuce and a tomato beside the sub.
    expect(items("subway 6 inch turkey on wheat with lettuce tomato and mayo").map(([id]) => id)).toEqual([
      "turkey-sub",
      "mayonnaise",
    ]);
  });

  it("leaves a vegetable eaten beside a sandwich, or with toast, as a food", () => {
    expect(items("turkey sandwich and a tomato").map(([id]) => id)).toEqual(["turkey-sandwich", "tomato"]);
    expect(items("toast with tomato").map(([id]) => id)).toEqual(["toast", "tomato"]);
    expect(items("burger with fries and a salad")).toHaveLength(3);
  });
});

describe("mandarin orange chicken", () => {
  it("is FNDDS's orange chicken", () => {
    // Was a mandarin and 140 g of plain chicken.
    expect(items("trader joes mandarin orange chicken 1 cup")).toEqual(items("orange chicken 1 cup"));
    expect(items("mandarin chicken")).toEqual([["orange-chicken", 189]]);
    expect(items("2 mandarin oranges and chicken").map(([id]) => id)).toEqual(["mandarin", "chicken"]);
  });
});

describe('"bluberries"', () => {
  it("are the fresh blueberries, not FNDDS's canned record misspelt so", () => {
    // Was 125 g of canned blueberries, 110 kcal.
    expect(items("handful of bluberries")).toEqual(items("handful of blueberries"));
  });
});

describe("drumsticks named alone", () => {
  it("are chicken drumsticks", () => {
    // Were read as nothing: "2 drumsticks and rice" was the rice alone.
    expect(items("2 drumsticks")).toEqual([["chicken-drumstick", 190]]);
    expect(items("2 drumsticks and rice").map(([id]) => id)).toEqual(["chicken-drumstick", "rice"]);
  });

  it("but the Drumstick ice cream cone is FNDDS's prepackaged cone", () => {
    expect(items("drumstick ice cream")).toEqual([["ice-cream-cone-prepackaged", 95]]);
    expect(items("turkey drumstick").map(([id]) => id)).not.toContain("chicken-drumstick");
    // After a bird it is that bird's.
    expect(items("roast turkey, a drumstick").map(([id]) => id)).not.toContain("chicken-drumstick");
  });
});

describe("the skin said after how a piece of a bird was cooked", () => {
  it("is the skin-on piece, every word read", () => {
    // Was the thigh without its skin, 415 kcal, with "skin" unread.
    expect(items("two chicken thighs roasted w skin")).toEqual(items("2 chicken thighs w skin"));
    expect(read("two chicken thighs roasted w skin").unmatched).toEqual([]);
    // FNDDS's roasted thigh already had its skin; "skin" was unread.
    expect(read("2 roasted chicken thighs with skin").unmatched).toEqual([]);
    expect(read("chicken thigh roasted with skin on").unmatched).toEqual([]);
  });

  it("leaves a food cooked with another one apart", () => {
    expect(items("chicken thighs roasted with potatoes")).toEqual(items("chicken thighs roasted and potatoes"));
  });
});

describe('a sandwich "with everything"', () => {
  it("is the sandwich with its toppings, the word read", () => {
    // "everything" was left unread.
    expect(read("cheeseburger with everything and onion rings").unmatched).toEqual([]);
    expect(items("2 hot dogs with everything")).toEqual(items("2 hot dogs"));
    expect(read("salad with everything").unmatched).toEqual(["everything"]);
  });
});
