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
    // Alone the word is still the food's plural.
    expect(one("2 chilis").foodId).toBe("chili");
  });
});

describe("a pouch", () => {
  it("is the food's pouch or pack as sold", () => {
    // "a pouch of fruit snacks" was one 14 g roll-up.
    expect(one("a pouch of fruit snacks").grams).toBe(26);
    expect(one("3 pouches of gushers").grams).toBe(78);
  });
});
