// Chain and brand foods of the typed set's thirty-fourth batch that were read as something else: a sandwich chain's
// subs by their menu names, a burger chain's own burgers, a sized bag of nacho chips and a can of Monster, weighed by
// FNDDS's own measure of the record named (decision 024: the typed set is labelled by FNDDS portion weights).
import { describe, expect, it } from "vitest";
import { oneItemAs, readAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });
const en = readAs("en");

describe("a sandwich chain's subs by their menu names", () => {
  it("are FNDDS's subs of that filling, 6-inch or footlong", () => {
    // 58127500 Vegetable submarine sandwich: Subway Sub (6" long) 240 g; "veggie delite" was unread.
    expect(one("veggie delite").foodId).toBe("veggie-sub");
    expect(one("6 inch veggie delite").grams).toBe(240);
    // 27540290 Chicken submarine sandwich: Subway Sweet Onion Chicken Teriyaki Sub (footlong) 480 g; it was an Asian
    // chicken soup.
    expect(one("footlong sweet onion chicken teriyaki").grams).toBe(480);
    expect(one("footlong sweet onion chicken teriyaki").foodId).toBe("chicken-sub");
    // 27560910 Cold cut submarine sandwich: footlong 520 g; "cold cut combo" was unread.
    expect(one("footlong cold cut combo").grams).toBe(520);
    expect(one("footlong cold cut combo").foodId).toBe("cold-cut-sub");
  });
});

describe("a burger chain's own burger", () => {
  it("is FNDDS's record named after the chain", () => {
    // 27510172 Cheeseburger (McDonalds): 1 cheeseburger 110 g; it was the catalog's 165 g cheeseburger.
    const two = one("2 mcd cheeseburgers");
    expect(two.name).toBe("Cheeseburger (McDonalds)");
    expect(two.grams).toBe(220);
    expect(one("hamburger from mcdonalds").name).toBe("Hamburger (McDonalds)");
    expect(one("a cheeseburger from burger king").grams).toBe(110);
  });

  it("leaves a burger with no chain named, or one weighed by the chain's measure, as it was", () => {
    expect(one("cheeseburger").grams).toBe(165);
    // 27510389 Big Mac (McDonalds): its own "1 McDonald's Big Mac" measure, 205 g.
    expect(one("big mac from mcdonalds").grams).toBe(205);
  });
});

describe("a sized bag of nacho chips", () => {
  it("is FNDDS's single serving bag of that size", () => {
    // 54401110 Tortilla chips, nacho cheese flavor (Doritos): small bag 28 g, medium 57 g, large 85 g; the medium was
    // the catalog's 30 g serving.
    expect(one("medium bag of doritos").grams).toBe(57);
    expect(one("large bag of doritos").grams).toBe(85);
    expect(one("a bag of doritos").grams).toBe(28);
    expect(one("doritos").grams).toBe(30);
  });
});

describe("a can of Monster", () => {
  it("is FNDDS's Monster, not the 250 ml can of energy drink", () => {
    // 95310400 Energy drink (Monster): cans of 8.3 to 32 fl oz; one Monster its 16 fl oz can, 496 g.
    expect(one("monster").grams).toBe(496);
    expect(one("a can of monster").foodId).toBe("monster-energy");
    expect(en("a can of monster").totals.calories).toBeGreaterThan(160);
    // The own set's "energy drink 1 can" stays the 250 ml can.
    expect(en("energy drink 1 can").totals.calories).toBeLessThan(120);
  });
});

describe("a brand's own food named around a product line's word", () => {
  it("is the brand's item, not the plainest food of its last word", () => {
    // 51160110 Roll, sweet, cinnamon bun, frosted: 1 Cinnabon 240 g; "cinnabon classic roll" was a 40 g dinner roll.
    expect(one("cinnabon classic roll").foodId).toBe("cinnabon");
    expect(one("cinnabon classic roll").grams).toBe(240);
    expect(one("cinnabon big roll").foodId).toBe("cinnabon");
  });

  it("leaves a brand before a flavoured kind of its food as that kind", () => {
    expect(one("chobani strawberry yogurt").grams).toBe(170);
  });
});
