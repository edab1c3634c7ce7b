// English takeout and diner dishes that FNDDS has a record of, read as the dish rather than one of its words
// (decision 024: the catalog's foods made of FNDDS records).
import { describe, expect, it } from "vitest";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });

describe("a takeout dish named by its menu name", () => {
  it("is the dish, not the food its name starts or ends with", () => {
    // 58111200 Puffs, fried, crab meat and cream cheese filled ("Crab Rangoon"): one puff 23 g, not 100 g of crab.
    const rangoon = one("6 crab rangoon");
    expect([rangoon.foodId, rangoon.grams]).toEqual(["crab-rangoon", 138]);
    // 75412060 Eggplant parmesan casserole: a cup 198 g, not an eggplant and a spoon of cheese.
    expect(one("eggplant parm").foodId).toBe("eggplant-parmesan");
    // 58100320 Burrito with beans, meatless.
    expect(one("a bean and cheese burrito").foodId).toBe("bean-burrito");
    // 27564440 Frankfurter or hot dog sandwich, with chili: one 166 g with its bun.
    expect(one("chili cheese dog").grams).toBe(166);
  });

  it("counts donut holes by the hole, under the chains' names too", () => {
    // 53520170 Doughnut holes ("Munchkins"): one 15 g.
    expect(one("20 timbits").grams).toBe(300);
    expect(one("5 munchkins").foodId).toBe("doughnut-holes");
  });

  it("reads a fresh rice-paper roll apart from the fried spring roll", () => {
    // 58110200 Roll with meat and/or shrimp, vegetables and rice paper, not fried: one roll 71 g.
    const rolls = one("3 summer rolls");
    expect([rolls.foodId, rolls.grams]).toEqual(["summer-roll", 213]);
    expect(one("fresh spring roll").foodId).toBe("summer-roll");
    expect(one("spring roll").foodId).toBe("spring-roll");
  });

  it("reads Indian takeout curries as curries", () => {
    // 41311030 Lentil curry ("chickpea; other beans").
    expect(one("chole").foodId).toBe("lentil-curry");
    expect(one("dal makhani").foodId).toBe("lentil-curry");
    // FNDDS has no butter chicken apart from chicken curry (27146150); not its diet frozen meal with potatoes.
    expect(one("murgh makhani").foodId).toBe("curry");
  });

  it("reads a ramen shop's bowl by its broth and the Thai soup said with 'soup'", () => {
    expect(one("shoyu ramen").foodId).toBe("ru-ramen");
    expect(one("tom yum goong").foodId).toBe("ru-tom-yam");
    expect(one("bowl of tom yum soup").foodId).toBe("ru-tom-yam");
  });

  it("reads a gyro of any meat as the gyro", () => {
    expect(one("lamb gyro").foodId).toBe("gyro");
  });

  it("counts sashimi by the slice, not by a serving of the fish", () => {
    // 26153100 Tuna, fresh, raw ("sashimi"): "1 cubic inch, boneless" 16 g.
    const tuna = one("4 slices of ahi sashimi");
    expect([tuna.foodId, tuna.grams]).toEqual(["tuna-sashimi", 64]);
    expect(one("3 pieces salmon sashimi").grams).toBe(48);
  });

  it("reads wide rice noodles by their Thai and Cantonese names", () => {
    // 58135110 Chow fun noodles with meat and vegetables.
    expect(one("chicken pad see ew").foodId).toBe("chow-fun");
    expect(one("2 cups of chow fun").grams).toBe(304);
  });

  it("reads a chain's name of a sub and the British sausage", () => {
    // 27510700 Meatball and spaghetti sauce submarine sandwich: "Subway Sub (footlong)" 480 g.
    expect(one("footlong meatball marinara").grams).toBe(480);
    expect(one("2 bangers").foodId).toBe("sausage");
  });

  it("reads iced coffee with milk as coffee with a splash of milk, not a latte of non-dairy milk", () => {
    expect(one("an iced coffee with milk").foodId).toBe("coffee-with-milk");
  });

  it("reads 'vegetable' before a dish as the dish's meatless kind, not vegetables beside it", () => {
    // The count had gone to the vegetables: "3 vegetable egg rolls" was 450 g of mixed vegetables and one egg roll.
    const rolls = one("3 vegetable egg rolls");
    expect([rolls.foodId, rolls.grams]).toEqual(["egg-rolls", 270]);
    expect(one("veggie fried rice").foodId).toBe("fried-rice");
  });

  it("reads a takeout dish named by its meat as the dish alone", () => {
    // "goat biryani" was 120 g of goat beside FNDDS's biryani with meat, which holds it.
    expect(one("goat biryani").foodId).toBe("fndds-27213010");
    expect(one("lamb shawarma").foodId).toBe("shawarma");
  });

  it("counts boneless wings by the wing, however the count is said", () => {
    // 24168030 Chicken "wings", boneless, from fast food / restaurant: one 35 g. Read from FNDDS's name alone, "12
    // boneless wings" was 12 g and "8 piece boneless wings" eight 140 g orders.
    expect(one("12 boneless wings").grams).toBe(420);
    expect(one("8 piece boneless wings").grams).toBe(280);
    expect(one("boneless wings 5 pc").grams).toBe(175);
  });

  it("takes an FNDDS dish's item only where the item is the dish, not one of what it is made of", () => {
    // 27150230 Shrimp scampi: "1 shrimp" 8 g is a shrimp of it; said bare it is FNDDS's unspecified 57 g.
    expect(one("shrimp scampi").grams).toBe(57);
  });

  it("reads a sushi bar's rolls as rolls, with the fish typed before them inside", () => {
    // Read by their last word they were a 40 g bread roll, "shrimp tempura roll" tempura beside one.
    expect(one("a spider roll").foodId).toBe("sushi");
    expect(one("shrimp tempura roll").foodId).toBe("roll-tempura");
    // "tuna avocado roll" was 227 g of tuna beside FNDDS's avocado roll.
    expect(one("tuna avocado roll").foodId).toBe("fndds-58151170");
    expect(one("spicy yellowtail hand roll").foodId).toBe("sushi");
  });

  it("counts pieces, not servings, by a multiplier past a meal's servings", () => {
    // 75410550 Stuffed jalapeno pepper: one 25 g; "x8" was eight 100 g servings.
    expect(one("jalapeno poppers x8").grams).toBe(200);
    // Up to three it still counts servings of a food served in pieces, as "пельмени x2" does.
    expect(one("jalapeno poppers x2").grams).toBe(200);
  });

  it("reads diner and Italian-American plates FNDDS names otherwise as those records", () => {
    // 21104110 Beef steak, battered, fried ("chicken fried steak"): not fried chicken beside a Salisbury steak.
    expect(one("country fried steak with gravy").foodId).toBe("chicken-fried-steak");
    // 27144000 Chicken or turkey with mushroom sauce ("chicken or turkey marsala").
    expect(one("turkey marsala").foodId).toBe("chicken-marsala");
    // 27513070 Roast beef submarine sandwich, au jus ("French Dip sandwich"): not a dip.
    expect(one("a french dip sandwich").foodId).toBe("french-dip");
    // 51184210 Breadsticks, soft, from fast food / restaurant: a garlic knot 34 g.
    expect(one("3 garlic knots").grams).toBe(102);
    // 27515020 Steak and cheese submarine sandwich: the footlong 520 g.
    expect(one("footlong steak & cheese").grams).toBe(520);
  });

  it("reads a chalupa, which FNDDS names only third in its description", () => {
    // 58104290 "Gordita, sope, or chalupa with meat": "1 Taco Bell chalupa" 153 g.
    expect(one("3 chalupas").grams).toBe(459);
    expect(one("a chalupa supreme").foodId).toBe("chalupa-supreme");
  });

  it("reads General Tso's said without the chicken", () => {
    // 27445150 General Tso chicken: a cup 146 g.
    expect(one("a cup of general tao's").foodId).toBe("general-tso");
    expect(one("general tsos").grams).toBe(110);
  });

  it("reads an Indian samosa as the potato pastry, not the Central Asian samsa", () => {
    // 58124500 Pastry, filled with potatoes and peas, fried ("samosa"): a regular one 100 g.
    const samosas = one("3 potato samosas");
    expect([samosas.foodId, samosas.grams]).toEqual(["samosa", 300]);
    // 75440400 Pakora: one 12 g.
    expect(one("10 veg pakoras").grams).toBe(120);
  });
});
