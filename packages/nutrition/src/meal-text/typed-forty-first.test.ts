// English readings mended after the typed set's forty-first batch (decision 024): what people type at work and at
// school — where the food came from, a sub by its length or its chain, coffee-shop words, a container cooked ahead,
// an amount told after the dish and a part of a dish refused.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en");
const kcal = (text: string) => read(text).totals.calories;

describe("a workplace or a cafeteria said after the food", () => {
  it("is where the food came from, never part of its name", () => {
    expect(one("chili from the caf").foodId).toBe("chili");
    expect(one("pizza from the cafeteria").foodId).toBe("pizza");
    expect(one("chili from home").foodId).toBe("chili");
    expect(one("snickers from the vending machine").foodId).toBe("chocolate-bar-snickers");
    expect(one("twix from the machine downstairs").text).toBe("twix from the machine downstairs");
  });

  it("leaves a school's food to FNDDS's school records", () => {
    expect(one("6 chicken nuggets from the school cafeteria").foodId).toBe("fndds-24198735");
  });
});

describe("a chain's item found by FNDDS's measure", () => {
  it("is never a record that names a food the text did not", () => {
    const r = read("plain bagel with cream cheese from dunkin");
    expect(r.items.map((i) => i.foodId)).toEqual(["bagel", "cream-cheese"]);
    // A record holding every word typed is still the chain's item.
    expect(one("sausage egg and cheese croissant from dunkin").foodId).toBe("fndds-58127330");
  });
});

describe("a count glued to a pack", () => {
  it("counts the pieces the one pack holds", () => {
    const holes = one("a 12 pack of timbits");
    expect(holes.foodId).toBe("doughnut-holes");
    expect(holes.grams).toBe(180);
  });

  it("still counts a drink's cans, and packs said in the plural", () => {
    expect(one("6-pack of beer").grams).toBeGreaterThan(2000);
    expect(one("a pack of m&ms").grams).toBe(48);
  });
});

describe("a sub by its length or its chain", () => {
  it("reads an inch mark after the figure as the length", () => {
    const sub = one('a 12" italian sub');
    expect(sub.foodId).toBe("cold-cut-sub");
    expect(sub.grams).toBe(520);
  });

  it("weighs every sub the catalog sells at both lengths", () => {
    expect(one("12 inch turkey sub").grams).toBe(520);
    expect(one("6 inch turkey sub").grams).toBe(260);
  });

  it("reads a filling said with a sub's length or at a sub chain as that filling's sub", () => {
    const turkey = one("footlong turkey");
    expect(turkey.foodId).toBe("turkey-sub");
    expect(turkey.grams).toBe(520);
    expect(one("6 inch meatball").foodId).toBe("meatball-sub");
    expect(read('subway 6" oven roasted chicken').items[0]!.foodId).toBe("chicken-sub");
    // Said alone, the filling is the filling.
    expect(one("turkey").foodId).toBe("turkey");
  });

  it("knows the Spicy Italian and the Original Italian by their menu names", () => {
    const spicy = one("6 inch spicy italian");
    expect(spicy.foodId).toBe("spicy-italian-sub");
    expect(spicy.grams).toBe(240);
    expect(read("original italian from jersey mike's").items[0]!.foodId).toBe("cold-cut-sub");
  });

  it("weighs Jersey Mike's regular at seven and a half inches", () => {
    const sub = read("regular turkey sub from jersey mike's").items[0]!;
    expect(sub.foodId).toBe("turkey-sub");
    expect(sub.grams).toBe(325);
  });
});

describe("coffee-shop words", () => {
  it("reads skim after with as the milk a milk coffee is made with", () => {
    expect(one("cappuccino w/ skim").foodId).toBe("cappuccino-nonfat");
    expect(one("tall iced latte with skim").foodId).toBe("iced-latte-nonfat");
    // Beside cereal or plain coffee it is still the milk poured in.
    expect(read("cheerios w skim").items.map((i) => i.foodId)).toContain("milk-skim");
  });

  it("reads pike after a cup size as the Pike Place roast, not the fish", () => {
    const coffee = one("venti pike");
    expect(coffee.foodId).toBe("coffee");
    expect(coffee.grams).toBe(600);
    expect(one("grilled pike").foodId).toBe("pike-perch");
  });
});

describe("a chip flavour said before the brand", () => {
  it("is the chips' flavour, not a plate of nachos or ranch dressing", () => {
    expect(one("nacho doritos").foodId).toBe("chips-corn-salsa");
    const ranch = one("cool ranch doritos");
    expect(ranch.foodId).toBe("chips-cool-ranch");
  });
});

describe("instant oatmeal", () => {
  it("is FNDDS's instant oatmeal made with water, by the packet", () => {
    const oats = one("2 instant oatmeal packets");
    expect(oats.foodId).toBe("oatmeal-instant");
    expect(oats.grams).toBe(296);
    expect(one("instant oatmeal").grams).toBe(148);
  });
});

describe("a container cooked ahead", () => {
  it("names no food, and the dish named with it heads the list after it", () => {
    const dash = read("meal prep burrito bowl - 4 oz chicken, 1/2 cup rice, 1/2 cup black beans");
    expect(dash.items.map((i) => i.foodId)).not.toContain("burrito-bowl");
    expect(dash.items).toHaveLength(3);
    const comma = read("chicken meal prep, 1 cup rice, 5 oz chicken breast");
    expect(comma.items.map((i) => i.foodId)).toEqual(["rice", "chicken-breast"]);
  });

  it("ends a heading at the vessel named after the dish", () => {
    const r = read("taco bowl - 4 oz ground beef, 1/2 cup rice, 1/4 cup salsa");
    expect(r.items.map((i) => i.foodId)).not.toContain("tacos");
  });
});

describe("a sentence told after the dish", () => {
  it("drops the verb that opens it", () => {
    expect(one("made pancakes for breakfast").foodId).toBe("pancakes-us");
    expect(one("made spaghetti").foodId).toBe("pasta");
  });

  it("gives cups said after the comma to the dish, with what it was served with after them", () => {
    const r = read("chili tonight, 2 cups with cheddar");
    expect(r.items[0]!.foodId).toBe("chili");
    expect(r.items[0]!.grams).toBe(508);
    const pasta = read("pasta for lunch, had 1.5 cups with meat sauce");
    expect(pasta.items.map((i) => [i.foodId, Math.round(i.grams)])).toEqual([
      ["pasta", 210],
      ["meat-sauce", 125],
    ]);
  });
});

describe("a part of a dish refused", () => {
  it("takes that part out of the dish's recipe", () => {
    const bowl = one("burrito bowl");
    const noRice = one("burrito bowl no rice");
    expect(noRice.grams).toBe(bowl.grams - 120);
    expect(kcal("burrito bowl no rice")).toBeLessThan(kcal("burrito bowl") - 100);
    expect(read("burrito bowl, no rice, no beans").items[0]!.grams).toBe(bowl.grams - 230);
  });

  it("reads fajita veggies as the peppers and onions", () => {
    expect(one("fajita veggies").foodId).toBe("peppers-onions");
  });
});
