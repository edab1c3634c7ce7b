// English meals as American and British diaries type them, second round: desserts by brand, snacks, bar orders, BBQ
// by the rack, frozen meals and pizzas by their maker, holiday plates and dishes named with what they already hold.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });
const ids = (text: string) => read(text).items.map((i) => i.foodId);

describe("a packaged meal named by its maker and its dish", () => {
  it("is one of the maker's meals, not the dish beside it", () => {
    expect(ids("lean cuisine chicken alfredo")).toEqual(["diet-frozen-meal"]);
    expect(ids("hot pocket pepperoni pizza")).toEqual(["hot-pocket"]);
    expect(one("smart ones lasagna").grams).toBe(241);
  });
  it("leaves a food after 'and' its own", () => {
    expect(ids("lean cuisine and an apple")).toEqual(["diet-frozen-meal", "apple"]);
  });
});

describe("a share of a frozen pizza", () => {
  it("is a share of FNDDS's medium frozen pizza, not of its slice", () => {
    // FNDDS 58106512: frozen medium pizza (11-13" diameter) 581 g.
    expect(one("half a frozen pepperoni pizza").grams).toBeCloseTo(290.5, 0);
    expect(one("half a frozen pizza").grams).toBeCloseTo(290.5, 0);
  });
  it("said by its maker is the frozen pizza", () => {
    expect(one("1/4 of a digiorno pizza").foodId).toBe("fndds-58106200");
    expect(one("half a red baron pizza").grams).toBeCloseTo(290.5, 0);
  });
});

describe("ribs by the rack and by the rib", () => {
  it("weighs a rack as twelve of FNDDS's medium ribs", () => {
    expect(one("a rack of ribs").grams).toBe(420);
    expect(one("half rack of ribs").grams).toBe(210);
    expect(one("full rack baby back ribs").grams).toBe(420);
  });
  it("counts ribs by FNDDS's medium rib", () => {
    expect(one("4 ribs").grams).toBe(140);
    expect(one("ribs").grams).toBe(200);
  });
});

describe("a smoked sausage", () => {
  it("in English is a link, FNDDS's bun-size one", () => {
    expect(one("smoked sausage link").grams).toBe(75);
    expect(one("2 links of smoked sausage").grams).toBe(150);
  });
  it("still slices as a slice", () => {
    expect(one("smoked sausage 3 slices").grams).toBe(45);
  });
});

describe("sweets and drinks by their brand or bar name", () => {
  it("are the product, weighed by its own item", () => {
    const cookies = one("chips ahoy cookies x4");
    expect(cookies.foodId).toBe("chips-ahoy");
    expect(cookies.grams).toBe(42);
    expect(one("reese's cups 2").foodId).toBe("reeses");
    expect(one("reese's").grams).toBe(45);
    expect(one("2 snickerdoodles").grams).toBe(60);
    expect(one("strawberry shortcake").foodId).toBe("strawberry-shortcake");
    expect(one("thin mints").foodId).toBe("thin-mints");
  });
  it("a pint of premium ice cream is three of its label's servings", () => {
    expect(one("half pint of haagen dazs").foodId).toBe("premium-ice-cream");
    expect(one("pint of ben and jerry's").grams).toBeCloseTo(424, 0);
  });
  it("a bar order is its FNDDS drink, not a spirit and a mixer", () => {
    expect(ids("gin and tonic")).toEqual(["gin-tonic"]);
    expect(ids("jack and coke")).toEqual(["whiskey-cola"]);
    expect(one("shot of jager").foodId).toBe("liqueur");
    expect(one("fireball shot").foodId).toBe("whiskey");
  });
  it("pie a la mode is pie with ice cream", () => {
    expect(ids("apple pie a la mode")).toEqual(["pie-apple", "ice-cream"]);
    expect(read("slice of cherry pie a la mode").unmatched).toEqual([]);
  });
});

describe("a dish named with what it already holds", () => {
  it("holds the vegetables its recipe is cooked with", () => {
    expect(ids("pot roast with carrots and potatoes")).toEqual(["zharkoe"]);
    expect(ids("beef stew with potatoes and carrots")).toEqual(["stew"]);
  });
  it("holds the toppings its name says it is served with", () => {
    expect(ids("loaded baked potato with sour cream bacon and cheese")).toEqual(["loaded-baked-potato"]);
    expect(ids("loaded potato w/ butter and chives")).toEqual(["loaded-baked-potato"]);
    expect(ids("yogurt parfait with granola and berries")).toEqual(["yogurt-parfait"]);
  });
  it("holds a fruit or a vegetable where its USDA record is made with fruit or vegetables", () => {
    expect(ids("parfait with strawberries")).toEqual(["yogurt-parfait"]);
  });
  it("leaves what a plain food is served with", () => {
    expect(ids("baked potato with butter")).toEqual(["potato-baked", "butter"]);
    expect(ids("greek yogurt with granola and berries")).toEqual(["greek-yogurt", "granola", "berries"]);
    expect(ids("pancakes with eggs")).toEqual(["pancakes-us", "egg"]);
  });
});

describe("fruit packed in syrup or juice", () => {
  it("is FNDDS's canned fruit so packed, not the fruit and a syrup", () => {
    expect(ids("peaches in syrup")).toEqual(["fndds-63135140"]);
    expect(ids("canned peaches in juice")).toEqual(["fndds-63135170"]);
  });
  it("leaves a plural before 'in' that ends the name as it was", () => {
    expect(ids("meatballs in marinara")).toEqual(["meatballs", "tomato-sauce"]);
  });
});

describe("a dip before chips", () => {
  it("is eaten beside them, no flavour of the bag", () => {
    // FNDDS names pita chips so ("Pita chips"), wherever they stand in a list (decision 024).
    expect(ids("hummus and pita chips")).toEqual(["hummus", "fndds-54402700"]);
    expect(ids("salt and vinegar chips")).toEqual(["potato-chips"]);
  });
});

describe("holiday and BBQ plates", () => {
  it("a holiday word names no food", () => {
    expect(read("thanksgiving plate turkey stuffing mashed potatoes").unmatched).toEqual([]);
  });
  it("stuffing is FNDDS's bread stuffing as served, not the dry mix", () => {
    const cup = one("stuffing 1 cup");
    expect(cup.grams).toBe(200);
    expect(cup.calories).toBeCloseTo(354, 0);
  });
  it("prime rib is the beef rib roast and burnt ends the brisket's fatty point", () => {
    expect(one("prime rib 8 oz").foodId).toBe("prime-rib");
    expect(one("burnt ends").foodId).toBe("burnt-ends");
  });
});

describe("a fish counted by its fillets", () => {
  it("is FNDDS's fillet, no word left", () => {
    // FNDDS 26107140 Catfish, coated, fried: medium fillet 170 g.
    expect(one("fried catfish 2 fillets").grams).toBe(340);
  });
});

describe("a cake said with its frosting", () => {
  it("is FNDDS's cake with icing, the frosting not counted again", () => {
    expect(ids("a cupcake with frosting")).toEqual(["cupcake"]);
  });
});

describe("shelf products by their maker", () => {
  it("boxed macaroni and cheese is FNDDS's made from a packaged mix", () => {
    const box = one("kraft mac and cheese 1 cup");
    expect(box.foodId).toBe("boxed-mac-and-cheese");
    expect(box.calories).toBeCloseTo(409, 0);
    expect(one("mac and cheese").foodId).toBe("mac-and-cheese");
  });
  it("are the food the maker sells", () => {
    expect(one("kraft singles 2").foodId).toBe("processed-cheese");
    expect(one("jack links beef jerky").foodId).toBe("jerky");
  });
  it("a maker's name alone is no food", () => {
    expect(read("kraft").items).toEqual([]);
  });
});

describe("deli said of a meat", () => {
  it("is where it was sliced, no word left", () => {
    expect(one("roast beef 3 oz deli").grams).toBeCloseTo(85, 0);
  });
});

describe("toppings and snacks by their shelf names", () => {
  it("cool whip is FNDDS's whipped topping, served beside a pie", () => {
    expect(ids("pumpkin pie slice with cool whip")).toEqual(["fndds-53347000", "whipped-topping"]);
    expect(one("cool whip").grams).toBe(19);
  });
  it("kettle corn is popcorn, weighed by FNDDS's popped cup", () => {
    const cups = one("kettle corn 2 cups");
    expect(cups.foodId).toBe("kettle-corn");
    expect(cups.grams).toBe(28);
  });
});

describe("a meat named before a tamale", () => {
  it("says which meat FNDDS's tamale with meat holds", () => {
    expect(ids("beef tamale")).toEqual(["tamales"]);
    expect(one("pork tamales 2").grams).toBe(256);
  });
});

describe("a fruit cup packed in juice", () => {
  it("is FNDDS's canned fruit cocktail in its snack container, no glass of juice beside it", () => {
    const cup = one("fruit cup in juice");
    expect(cup.foodId).toBe("fruit-cup");
    expect(cup.grams).toBe(113);
  });
  it("leaves a cup of fruit a cup of fruit", () => {
    expect(one("cup of fruit").foodId).toBe("fruit-salad");
  });
});

describe("a size said of a food served as several small pieces, with no count", () => {
  it("sizes the serving, not one piece", () => {
    const rings = one("large onion rings");
    expect(rings.grams).toBeGreaterThan(100);
    expect(one("onion rings large").grams).toBe(rings.grams);
  });
  it("leaves one item sized where the food is one item", () => {
    expect(one("a large egg").grams).toBe(50);
    expect(one("large banana").grams).toBe(136);
  });
});

describe("Hershey's chocolate by its name", () => {
  it("a kiss is FNDDS's 5 g kiss and a bar its 44 g bar, not a granola bar", () => {
    expect(one("3 hershey kisses").grams).toBe(15);
    const bar = one("hershey bar");
    expect(bar.foodId).toBe("hershey-bar");
    expect(bar.grams).toBe(44);
  });
  it("a beer by its brand is a beer", () => {
    expect(one("pbr").foodId).toBe("beer");
  });
});

describe("Southern plates USDA has no record of", () => {
  it("are one dish of their parts", () => {
    expect(ids("chicken and waffles")).toEqual(["chicken-and-waffles"]);
    expect(one("chicken and waffles").grams).toBe(315);
    expect(ids("shrimp and grits")).toEqual(["shrimp-and-grits"]);
  });
  it("leaves a chicken and a waffle said apart as two foods", () => {
    expect(ids("chicken and a waffle")).toEqual(["chicken", "waffles"]);
  });
});
