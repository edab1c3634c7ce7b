// Readings left open by the rounds before, each mended by the class it stands for (decision 024, follow-up "readings
// left open, a fifth round"): a count of shellfish named in the zero plural, a pack of a bird served by the piece, two
// fillings before a sandwich said on its bread, and chain items the catalog had no row for.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const itemsOf = (r: ReturnType<typeof en>) => r.items.map((i) => [i.foodId, Math.round(i.grams)]);

describe("a count before a shellfish named in the zero plural", () => {
  it("counts the pieces, FNDDS's medium shrimp each", () => {
    // Past twenty it was grams: forty shrimp were 40 g.
    expect(itemsOf(en("40 shrimp"))).toEqual([["shrimp", 200]]);
    expect(itemsOf(en("25 shrimp"))).toEqual([["shrimp", 125]]);
    expect(en("40 shrimp").unmatched).toEqual([]);
    expect(itemsOf(en("30 crawfish"))[0]![0]).toBe("crawfish");
    expect(itemsOf(en("30 crawfish"))[0]![1]).toBeGreaterThan(30);
  });

  it("keeps a few counted, and a hundred and more as the weight", () => {
    expect(itemsOf(en("5 shrimp"))).toEqual([["shrimp", 25]]);
    expect(itemsOf(en("200 shrimp"))).toEqual([["shrimp", 200]]);
    expect(itemsOf(en("shrimp 150 g"))).toEqual([["shrimp", 150]]);
    expect(itemsOf(en("30 prawns"))).toEqual([["shrimp", 150]]);
  });
});

describe("a pack of a bird served by the piece", () => {
  it("is a piece, not the whole bird", () => {
    // It was SR28's whole fried chicken, 932 g, 2,694 kcal.
    expect(itemsOf(en("a pack of original recipe chicken"))).toEqual([["chicken-fried", 120]]);
    expect(itemsOf(en("a box of fried chicken"))).toEqual([["chicken-fried", 120]]);
    expect(itemsOf(en("2 packs of fried chicken"))).toEqual([["chicken-fried", 240]]);
  });

  it("keeps the whole bird said whole, and a pack of a bird not served by the piece", () => {
    expect(itemsOf(en("a whole fried chicken"))).toEqual([["chicken-fried", 932]]);
    expect(itemsOf(en("a pack of chicken"))).toEqual([["chicken", 598]]);
  });
});

describe("two fillings before a sandwich said on its bread", () => {
  it("fill one sandwich", () => {
    // It was 120 g of turkey, a slice of Swiss cheese and a sandwich: 593 kcal.
    expect(itemsOf(en("turkey and swiss sandwich on rye"))).toEqual([["turkey-sandwich", 155]]);
    expect(itemsOf(en("turkey and swiss sandwich on sourdough"))).toEqual([["turkey-sandwich", 155]]);
    expect(en("ham and swiss sandwich on rye").items).toHaveLength(1);
    // The bread's words read into the sandwich's name: it was 120 g of turkey beside a sandwich.
    expect(itemsOf(en("turkey and cheddar sandwich on wheat"))).toEqual([["turkey-sandwich", 155]]);
    expect(itemsOf(en("turkey and cheddar sandwich on toasted wheat"))).toEqual([["turkey-sandwich", 155]]);
  });

  it("keeps a food beside the sandwich a food of its own", () => {
    expect(itemsOf(en("turkey and swiss sandwich"))).toEqual([["turkey-sandwich", 155]]);
    expect(itemsOf(en("soup and cheese sandwich"))).toEqual([
      ["fndds-58400000", 301],
      ["cheese-sandwich", 102],
    ]);
  });
});

describe("chain items by the chain's printed figures", () => {
  it("reads Starbucks' pumpkin spice latte by its size, 390 kcal a grande", () => {
    // "psl" was read as nothing.
    const grande = en("grande PSL");
    expect(itemsOf(grande)).toEqual([["pumpkin-spice-latte", 473]]);
    expect(grande.unmatched).toEqual([]);
    expect(Math.round(grande.totals.calories / 10)).toBe(39);
    expect(itemsOf(en("venti psl"))).toEqual([["pumpkin-spice-latte", 591]]);
    expect(itemsOf(en("tall starbucks pumpkin spice latte"))).toEqual([["pumpkin-spice-latte", 355]]);
  });

  it("keeps a pumpkin spice latte with no chain named FNDDS's flavored latte", () => {
    expect(en("pumpkin spice latte").items[0]!.foodId).toBe("raf");
    expect(en("vanilla latte").items[0]!.foodId).toBe("raf");
  });

  it("reads a Boston cream doughnut as FNDDS's custard-filled one with icing", () => {
    // It was a plain doughnut and a spoon of cream; "boston kreme" nothing.
    expect(itemsOf(en("boston kreme donut"))).toEqual([["custard-doughnut", 90]]);
    expect(itemsOf(en("boston cream donut"))).toEqual([["custard-doughnut", 90]]);
    expect(itemsOf(en("donut"))).toEqual([["donut", 60]]);
  });

  it("reads a cake pop as one pop, 170 kcal", () => {
    // It was 100 g of layer cake, 379 kcal.
    const pop = en("starbucks cake pop");
    expect(itemsOf(pop)).toEqual([["cake-pop", 42]]);
    expect(Math.round(pop.totals.calories)).toBe(170);
  });

  it("reads Popeyes' chicken sandwich by the chain's 700 kcal where Popeyes is named", () => {
    // It was FNDDS's regular fast-food chicken fillet sandwich, 393 kcal.
    expect(Math.round(en("popeyes chicken sandwich").totals.calories)).toBe(700);
    expect(Math.round(en("chicken sandwich from popeyes").totals.calories)).toBe(700);
    expect(en("chicken sandwich").items[0]!.foodId).toBe("club-sandwich");
  });
});
