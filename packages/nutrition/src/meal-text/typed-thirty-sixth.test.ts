// The thirty-sixth typed batch's development misses (decision 024): a chain whose name is a food's plural, a pouch as
// sold, and dishes whose FNDDS name a person says otherwise.
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en");

describe("Chili's", () => {
  it("is the place after at, from or in, never a bowl of chili", () => {
    // "chips and salsa at chilis" was salsa and 250 g of chili.
    for (const text of ["salsa at chilis", "salsa from chili's", "salsa in chilis"]) {
      const items = read(text).items;
      expect(
        items.map((i) => i.foodId),
        text,
      ).toEqual(["salsa"]);
    }
    // Alone the word is still the food's plural; with its apostrophe it is the chain anywhere.
    expect(one("2 chilis").foodId).toBe("chili");
    expect(one("chili's southwestern egg rolls").foodId).toBe("egg-rolls");
  });
});

describe("a pouch", () => {
  it("is the food's pouch or pack as sold", () => {
    // "a pouch of fruit snacks" was one 14 g roll-up.
    expect(one("a pouch of fruit snacks").grams).toBe(26);
    expect(one("3 pouches of gushers").grams).toBe(78);
  });
});

describe("dishes FNDDS names otherwise", () => {
  it("reads horchata, which FNDDS files as a beverage, by the glass", () => {
    // It was left unread.
    const horchata = one("horchata");
    expect(horchata.foodId).toBe("horchata");
    expect(one("2 glasses of horchata").grams).toBe(496);
  });

  it("reads eggs benedict as the dish, one egg on its muffin 155 g", () => {
    // "eggs benedict" was 100 g of plain egg.
    expect(one("eggs benedict").foodId).toBe("eggs-benedict");
    expect(one("2 eggs benedict").grams).toBe(310);
  });

  it("reads a filling before danish as the pastry's kind", () => {
    // "cheese danish" was 20 g of cheese and a plain danish.
    const items = read("a cheese danish").items;
    expect(items.map((i) => i.foodId)).toEqual(["cheese-danish"]);
  });

  it("finds a name FNDDS alone holds under a typo, the word beside it no food of its own", () => {
    // "8 pc califronia roll" was eight 40 g bread rolls, 992 kcal.
    const roll = one("6 pcs califronia roll");
    expect(roll.foodId).toBe("fndds-58151180");
    expect(roll.grams).toBe(180);
    expect(one("calfornia roll").foodId).toBe("fndds-58151180");
  });
});

describe("a sized brownie", () => {
  it("is FNDDS's small or large brownie, not a share of the plain piece", () => {
    // "2 small brownies" were 0.7 of the 56 g piece each, 78 g.
    expect(one("2 small brownies").grams).toBe(60);
    expect(one("a large brownie").grams).toBe(90);
    expect(one("a brownie").grams).toBe(56);
  });
});

describe("kids' and holiday foods by the name on the pack", () => {
  it("reads a Go-Gurt, an Uncrustable and a fruitcake by FNDDS's records of them", () => {
    // Each was left unread.
    expect(one("2 gogurts").grams).toBe(128);
    expect(one("an uncrustable").foodId).toBe("uncrustables");
    expect(one("a slice of fruitcake").grams).toBe(113);
  });
});

describe("garlic bread after another food", () => {
  it("is FNDDS's garlic bread, and the food before it stays", () => {
    // "soup and garlic bread" was a 30 g slice of bread alone.
    for (const text of ["soup and garlic bread", "lasagna, garlic bread"]) {
      const items = read(text).items;
      expect(items, text).toHaveLength(2);
      expect(items[1]!.foodId, text).toBe("garlic-bread");
      expect(items[1]!.grams, text).toBe(79);
    }
  });
});

describe("a describing word after 'and'", () => {
  it("describes the food named after it, never ends a dish before it", () => {
    // "rice and sweet bread" was FNDDS's sweet rice taken into the bread's compound: the rice was lost.
    const items = read("rice and sweet bread").items;
    expect(items).toHaveLength(2);
    expect(items[0]!.foodId).toBe("rice");
  });
});

describe("chips named by what they are made of", () => {
  it("leave the food joined before them by 'and' a food of its own", () => {
    // "rice and pita chips" was one bag of chips, the rice lost.
    expect(read("rice and pita chips").items.map((i) => i.foodId)[0]).toBe("rice");
    // A flavour is still the chips': one bag.
    expect(read("salt and vinegar chips").items).toHaveLength(1);
  });
});

describe("an English name of two words typed as one", () => {
  it("is the name the catalog holds spaced", () => {
    // "2 eggrolls" was left unread.
    expect(one("2 eggrolls").foodId).toBe("egg-rolls");
    expect(one("chickenwings").foodId).toBe("chicken-wings");
  });
});

describe("a spirit and its mixer as a bar says them", () => {
  it("is FNDDS's mixed drink", () => {
    // "a whiskey ginger" was a 40 g pour of whiskey beside 2 g of ginger root. The record (FNDDS 93301184) is now a
    // catalog row, which also reads Canada's "rye and ginger" (decision 024, "English names, a sixth sweep").
    expect(one("a whiskey ginger").foodId).toBe("whiskey-ginger");
    expect(one("2 whiskey gingers").grams).toBe(450);
  });
});
