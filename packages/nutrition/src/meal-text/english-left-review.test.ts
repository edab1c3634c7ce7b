// English meals a US diary types with a size, a pack or a shorthand: a pizza by its diameter, a can of a brand's drink,
// a flavoured brand yogurt, a shorthand spread, a bare count after "A with B".
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const read = readAs("en");
const one = oneItemAs("en", { whole: true });

describe("a pizza said with its diameter", () => {
  it("is the whole pizza of that size, weighed by its area, not one slice", () => {
    // FNDDS 58106225: "1 medium pizza (11-12" diameter)" 691 g, "1 large pizza (13-15" diameter)" 954 g.
    expect(one("12 inch pizza").grams).toBeGreaterThan(600);
    expect(one("12 inch pizza").grams).toBeLessThan(720);
    expect(one("a 16 inch pizza").grams).toBeGreaterThan(1100);
    expect(one("one 12 inch pepperoni pizza").grams).toBeGreaterThan(600);
    expect(one("2 16 inch pizzas").grams).toBeGreaterThan(2200);
    expect(one("half a 12 inch pizza").grams).toBeLessThan(400);
    // Slices stay slices.
    expect(one("2 slices of 12 inch pizza").grams).toBeLessThan(300);
  });
});

describe("a bare count right after 'A with B'", () => {
  it("counts A when B is laid on each piece of it or never counted by the piece", () => {
    const crackers = read("crackers with cheese 3").items;
    expect(crackers.map((i) => [i.foodId, i.grams])).toEqual([
      ["crackers", 9],
      ["cheese", 20],
    ]);
    expect(read("crackers with peanut butter 4").items.find((i) => i.foodId === "peanut-butter")?.grams).toBe(32);
    // A count of its own unit is untouched.
    expect(one("3 strips of bacon").grams).toBe(24);
  });
});

describe("a brand read as its food, then a flavoured kind of that food", () => {
  it("is one product, the flavoured one, not two", () => {
    expect(read("chobani strawberry yogurt").items.map((i) => i.foodId)).toEqual(["fndds-11430000"]);
    expect(read("2 chobani strawberry yogurts").items).toHaveLength(1);
    expect(read("yoplait strawberry yogurt").items).toHaveLength(1);
  });
});
