// English diary text as people at home type it: British dishes, biscuits and pies, a dish named with the noun it is,
// and possessives written without their apostrophe.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });

describe("a British dish or biscuit the catalog holds", () => {
  it("reads a Yorkshire pudding as FNDDS's popover, not a sweet pudding", () => {
    expect(one("a yorkshire pudding").foodId).toBe("yorkshire-pudding");
    expect(one("2 yorkshire puddings").grams).toBe(62);
    expect(read("roast beef with yorkshire puddings").items.map((i) => i.foodId)).toEqual([
      "roast-beef",
      "yorkshire-pudding",
    ]);
  });
  it("reads toad in the hole as sausages baked in batter", () => {
    const toad = one("toad in the hole");
    expect(toad.foodId).toBe("toad-in-the-hole");
    expect(toad.calories).toBeGreaterThan(500);
  });
  it("reads a pasty as a meat and potato turnover of a bakery's size", () => {
    expect(one("a pasty").foodId).toBe("pasty");
    expect(one("cornish pasty").grams).toBe(200);
  });
  it("reads custard creams as sandwich biscuits, spag bol as spaghetti bolognese, haribo as gummies", () => {
    expect(one("3 custard creams").grams).toBe(37.5);
    expect(one("spag bol").foodId).toBe("spaghetti-bolognese");
    expect(one("some haribo").foodId).toBe("marmalade");
  });
});

describe("a dish typed with the noun that it is", () => {
  it("is the dish once, not the dish and a plain serving of the noun", () => {
    // FNDDS's pasta with cream sauce and poultry (decision 024, "Readings left open, a second round").
    expect(one("chicken alfredo pasta").foodId).toBe("chicken-alfredo");
    expect(one("2 rich tea biscuits").grams).toBe(16);
  });
  it("keeps two foods apart where the first names no such kind", () => {
    expect(read("eggs toast").items).toHaveLength(2);
    expect(read("chicken alfredo salad").items.map((i) => i.foodId)).toEqual(["chicken-alfredo", "garden-salad"]);
  });
});

describe("a possessive typed without its apostrophe", () => {
  it("names the same FNDDS dish as with it", () => {
    expect(one("shepherds pie").foodId).toBe(one("shepherd's pie").foodId);
    expect(one("shepherds pie").foodId).toBe("fndds-27311510");
  });
});

describe("a meat typed before a bare pie", () => {
  it("is a meat pie, never the sweet pie a bare 'pie' is", () => {
    expect(one("pork pie").foodId).toBe("pie-meat");
    expect(one("steak pie").foodId).toBe("pie-meat");
    expect(one("apple pie").foodId).toBe("pie-apple");
    expect(one("a slice of pie").foodId).toBe("pie-apple");
  });
});

describe("a pudding served with custard or cream", () => {
  it("keeps the custard or cream beside the pie, never dropped into its filling", () => {
    expect(read("apple pie with custard").items.map((i) => i.foodId)).toEqual(["pie-apple", "custard"]);
    expect(read("apple pie with cream").items.map((i) => i.foodId)).toEqual(["pie-apple", "cream"]);
  });
});

describe("biscuits with a cup of tea", () => {
  it("are British sweet biscuits of 15 g, not the American bread of 60 g", () => {
    const biscuits = (text: string) => read(text).items.find((i) => i.foodId !== "tea")!;
    expect(biscuits("a cuppa and 2 biscuits").foodId).toBe("digestive");
    expect(biscuits("a cuppa and 2 biscuits").grams).toBe(30);
    expect(biscuits("had a few biscuits with my tea").foodId).toBe("digestive");
  });
  it("stay American without a hot tea, and a scone stays a scone", () => {
    expect(one("2 biscuits").foodId).toBe("biscuits");
    expect(read("sweet tea and biscuits").items.map((i) => i.foodId)).toEqual(["sweet-tea", "biscuits"]);
    // FNDDS's scone (52105100) since the fifth English names sweep, no longer the American biscuit; never a digestive.
    expect(read("tea and a scone").items.map((i) => i.foodId)).toEqual(["tea", "scone"]);
  });
  it("reads British biscuits by name", () => {
    expect(one("a digestive").grams).toBe(15);
    expect(one("3 hobnobs").foodId).toBe("oatmeal-cookies");
  });
});

describe("egg fried rice", () => {
  it("is the fried rice of a takeaway, not a fried egg beside plain rice", () => {
    expect(one("egg fried rice").foodId).toBe("fried-rice");
  });
});

describe("a British breakfast or snack the catalog builds from its parts", () => {
  it("reads a Scotch egg as egg, sausage meat and crumbs, never a whisky", () => {
    expect(one("scotch egg").foodId).toBe("scotch-egg");
    expect(one("2 scotch eggs").grams).toBe(226);
    expect(one("scotch on the rocks").foodId).toBe("whiskey");
  });
  it("reads a full English or a fry-up as the plate of it", () => {
    expect(one("full english breakfast").foodId).toBe("full-english");
    expect(one("a fry up").calories).toBeGreaterThan(700);
  });
});

describe("an FNDDS dish named with what it came with", () => {
  it("is the dish and the side, not the catalog's plain chicken and rice", () => {
    expect(read("orange chicken with rice").items.map((i) => i.foodId)).toEqual(["orange-chicken", "rice"]);
    expect(read("kung pao chicken with rice").items.map((i) => i.foodId)).toEqual(["fndds-27445220", "rice"]);
  });
  it("keeps the catalog's name where the word before makes no dish", () => {
    expect(one("chicken with rice").foodId).toBe("chicken-rice");
    expect(one("spicy chicken with rice").foodId).toBe("chicken-rice");
    expect(one("курица с рисом").foodId).toBe("chicken-rice");
  });
});

describe("a meal's heading before a colon or a dash", () => {
  it("is no part of an FNDDS name read across it", () => {
    expect(one("dinner - chicken").foodId).toBe("chicken");
    expect(one("dinner: chicken").foodId).toBe("chicken");
    expect(one("chicken dinner").foodId).toBe("fndds-28140100");
  });
});

describe("chips on a hot British plate", () => {
  it("are fried potatoes beside eggs, fish, a pie or a kebab", () => {
    expect(read("egg and chips").items.map((i) => i.foodId)).toEqual(["egg", "potato-fried"]);
    expect(read("cod and chips with mushy peas").items.map((i) => i.foodId)).toContain("potato-fried");
    expect(read("a steak pie and chips").items.map((i) => i.foodId)).toEqual(["pie-meat", "potato-fried"]);
    // Plain chicken's plate too: 300 g of chips after it had been a 1,600 kcal heap of crisps.
    expect(read("chicken and chips").items.map((i) => i.foodId)).toEqual(["chicken", "potato-fried"]);
    expect(read("chicken and chips 300 g").totals.calories).toBeLessThan(1000);
  });
  it("stay crisps beside a sandwich or a dip, and when typed as potato chips", () => {
    expect(read("turkey sandwich and chips").items.map((i) => i.foodId)).toEqual(["turkey-sandwich", "potato-chips"]);
    expect(read("chips and salsa").items.map((i) => i.foodId)).toEqual(["tortilla-chips", "salsa"]);
    expect(read("steak and potato chips").items.map((i) => i.foodId)).toEqual(["steak", "potato-chips"]);
  });
});

describe("a British pie and what it is served with", () => {
  it("reads the pub pies by name as a meat or chicken pie", () => {
    expect(one("steak and ale pie").foodId).toBe("pie-meat");
    expect(one("chicken and mushroom pie").foodId).toBe("pot-pie");
  });
  it("keeps mash, chips and gravy typed in English beside the pie, a Russian filling inside it", () => {
    expect(read("steak and ale pie with mash").items.map((i) => i.foodId)).toEqual(["pie-meat", "mashed-potatoes"]);
    expect(read("pie with chips and gravy").items.map((i) => i.foodId)).toEqual(["pie-apple", "potato-fried", "gravy"]);
    expect(readAs("ru")("пирог с пюре").items).toHaveLength(1);
  });
});

describe("British everyday words for foods", () => {
  it("reads spud as potato, veg as vegetables and roasties as roast potatoes", () => {
    expect(one("jacket spud").foodId).toBe(one("jacket potato").foodId);
    expect(one("veg").foodId).toBe("mixed-vegetables");
    expect(one("roasties").foodId).toBe("potato-roasted");
  });
  it("reads ale as a beer and a Victoria sponge as sponge cake", () => {
    expect(one("2 pints of ale").foodId).toBe("beer");
    expect(one("a slice of victoria sponge").foodId).toBe("sponge-cake");
  });
  it("weighs an English marshmallow by SR28's regular one, the Russian зефир by its own piece", () => {
    expect(read("hot cocoa with marshmallows").items.find((i) => i.foodId === "marshmallow")!.grams).toBeLessThan(20);
    expect(oneItemAs("ru")("маршмеллоу").grams).toBe(35);
  });
});

describe("roast beef with no amount", () => {
  it("is a dinner's serving in English, a slice in Russian and when sliced", () => {
    expect(one("roast beef").grams).toBe(67);
    expect(one("2 slices of roast beef").grams).toBe(60);
    expect(oneItemAs("ru")("ростбиф").grams).toBe(30);
  });
});

describe("a packet of crisps", () => {
  it("is a packet as sold, not FNDDS's diet 100-calorie package", () => {
    expect(one("a packet of crisps").grams).toBe(30);
    expect(one("a 100 calorie pack of oreos").calories).toBeCloseTo(100, -1);
    expect(one("a packet of sugar").grams).toBe(3.5);
  });
});

describe("squash by the glass", () => {
  it("is the British diluted drink, and squash with no drinking measure the vegetable", () => {
    expect(one("glass of squash").foodId).toBe("squash-drink");
    expect(one("2 pints of squash").foodId).toBe("squash-drink");
    expect(one("orange squash").foodId).toBe("squash-drink");
    expect(one("squash").foodId).toBe("squash");
    expect(one("a cup of squash").foodId).toBe("squash");
  });
});

describe("chicken and dumplings", () => {
  it("is FNDDS's stew of them, one dish", () => {
    expect(one("chicken and dumplings").foodId).toBe("chicken-and-dumplings");
    expect(one("chicken and dumplings").grams).toBe(244);
  });
});
