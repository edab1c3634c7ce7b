// English meals as people type them on a phone: whole sentences, several meals in one line with no colon, a brand
// named before what it is, packaged foods by their box and British tins.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a brand named before what it is", () => {
  it("is one product after a count, not a second helping", () => {
    expect(one("a chobani greek yogurt").grams).toBe(150);
    expect(one("2 fage greek yogurts").grams).toBe(300);
    // The same food named again with an amount of its own is still a second helping.
    expect(read("2 eggs eggs 3").items.map((i) => i.grams)).toEqual([100, 150]);
  });
});

describe("a meal named before its food without a colon", () => {
  it("is a heading, not FNDDS's frozen dinner or school lunch", () => {
    expect(ids("breakfast oatmeal lunch turkey sandwich dinner spaghetti")).toEqual([
      "oatmeal",
      "turkey-sandwich",
      "pasta",
    ]);
    expect(ids("dinner steak and potatoes")).toEqual(["steak", "potato-boiled"]);
    expect(ids("lunch pizza")).toEqual(["pizza"]);
    // Where FNDDS says the meal word first, or as a kind of the food, it is still the food's name.
    expect(ids("breakfast burrito")).toEqual(["fndds-58100010"]);
    expect(ids("turkey dinner")).toEqual(["fndds-28145000"]);
    expect(ids("snack mix")).toEqual(["fndds-54402200"]);
  });
});

describe("packaged food by its pack", () => {
  it("a box of Kraft mac and cheese makes three prepared cups", () => {
    expect(one("a box of kraft mac and cheese").grams).toBe(690);
    expect(one("half a box of kraft mac n cheese").grams).toBe(345);
    expect(one("kraft mac and cheese").grams).toBe(230);
  });
  it("a British tin is a can", () => {
    expect(one("a tin of beans")).toMatchObject({ foodId: "beans-canned", grams: 266 });
    expect(one("a tin of tuna").foodId).toBe("tuna-canned");
    expect(one("tin of tomato soup").grams).toBe(one("can of tomato soup").grams);
  });
});

describe("snacks and drinks a US or UK diary names by the brand", () => {
  it("reads Mountain Dew, a Fiber One bar and a Pot Noodle as their own products", () => {
    expect(one("mountain dew")).toMatchObject({ foodId: "mountain-dew", grams: 372 });
    expect(one("diet mountain dew").foodId).toBe("mountain-dew-diet");
    expect(one("2 fiber one bars")).toMatchObject({ foodId: "fiber-one-bar", grams: 80 });
    expect(one("pot noodle").foodId).toBe("instant-noodles");
  });
});

describe("crackers counted one by one", () => {
  it("counts FNDDS's cracker, never its single-serving bag", () => {
    expect(one("3 ritz crackers").grams).toBe(9);
    expect(one("a ritz cracker").grams).toBe(3);
    expect(one("3 butter crackers").grams).toBe(9);
    expect(one("a sleeve of ritz").grams).toBe(115);
  });
  it("reads Wheat Thins as the crackers, not a Puerto Rican cream of wheat", () => {
    expect(one("5 wheat thins")).toMatchObject({ foodId: "wheat-thins", grams: 15 });
  });
});

describe("drinks by the glass, the can and the brand", () => {
  it("counts an orange juice as a glass of it, not the juice one orange yields", () => {
    expect(one("an orange juice").grams).toBe(250);
    expect(one("2 orange juices").grams).toBe(500);
  });
  it("reads British and American lagers by the brand alone as beer", () => {
    expect(one("a pint of stella")).toMatchObject({ foodId: "beer", grams: 473 });
    expect(one("pint of carling").foodId).toBe("beer");
    expect(one("a bottle of bud").foodId).toBe("beer");
    expect(one("bud light").foodId).toBe("beer-light");
  });
  it("weighs a tall can as the 16 fl oz can", () => {
    expect(one("tall can of beer").grams).toBe(473);
  });
});

describe("British biscuits and cakes", () => {
  it("reads a Jaffa Cake by its label, one 12.2 g cake", () => {
    expect(one("a jaffa cake")).toMatchObject({ foodId: "jaffa-cake", grams: 12.2 });
  });
});

describe("a food stirred into another", () => {
  it("is two items, neither an FNDDS record read up to the word 'in'", () => {
    expect(ids("a scoop of whey in almond milk")).toEqual(["protein-shake", "almond-milk"]);
    expect(ids("protein powder in almond milk")).toEqual(["protein-shake", "almond-milk"]);
    expect(ids("granola in yogurt")).toEqual(["granola", "yogurt-plain"]);
    expect(ids("cereal in milk")).toEqual(["cornflakes", "milk"]);
  });
});

describe("a box of small pieces", () => {
  it("is never one cracker or one nugget", () => {
    expect(one("box of cheez its").grams).toBe(351);
    expect(one("a box of chicken nuggets").grams).toBeGreaterThan(17);
    // A piece sold boxed on its own is still that box.
    expect(one("a box of raisins").grams).toBe(43);
  });
});

describe("snack pretzels counted in English", () => {
  it("are FNDDS's 3 g twists, the Russian 60 g крендель kept for Russian text", () => {
    expect(one("12 pretzels").grams).toBe(36);
    expect(one("pretzels").grams).toBe(30);
    expect(readAs("ru")("солёный крендель").items[0]!.grams).toBe(60);
  });
});

describe("a handful of a light, bulky snack", () => {
  it("is at most a cup of it", () => {
    expect(one("a handful of popcorn").grams).toBe(14);
    expect(one("handful of almonds").grams).toBe(30);
  });
});
