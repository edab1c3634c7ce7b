// English readings mended after the typed set's fiftieth batch (decision 024): the Costco food court, a slush by its
// size, cotton candy, a honey bun and a brand's own item, brats and rocket pops, a breakfast croissant, a sandwich of
// two fillings after an article, poultry with its skin taken off, a whole bird and the part eaten, smoothie bars and
// what a smoothie was blended from, a grocer's hot bar, dry whole-wheat pasta, a hot dog cooked before its bun,
// lemonade by the cup size and nachos supreme.
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const en = readAs("en");
const read = (text: string) => en(text).items.map((i) => [i.foodId, Math.round(i.grams)]);
const ids = (text: string) => en(text).items.map((i) => i.foodId);
const kcal = (text: string) => en(text).totals.calories;

describe("the Costco food court", () => {
  it("sells a quarter-pound hot dog and a sixth of an 18-inch pie as its slice", () => {
    expect(read("a costco hot dog")).toEqual([["costco-hot-dog", 158]]);
    expect(read("2 slices of costco pepperoni pizza")).toEqual([["costco-pizza-pepperoni", 446]]);
    expect(read("costco cheese pizza slice")).toEqual([["costco-pizza", 213]]);
    // Elsewhere a hot dog and a slice are FNDDS's.
    expect(read("a hot dog")).toEqual([["hot-dog", 100]]);
    expect(read("slice of pepperoni pizza")).toEqual([["pizza-pepperoni", 124]]);
  });
});

describe("a slush", () => {
  it("is FNDDS's slush frozen drink by its brands and its own sizes", () => {
    expect(read("small slurpee")).toEqual([["slush", 360]]);
    expect(read("icee")).toEqual([["slush", 660]]);
    // One counted is FNDDS's unspecified slush, as it is named alone (decision 024, follow-up "English default
    // portions against FNDDS's own measures"); it was the small cup.
    expect(read("an icee")).toEqual(read("icee"));
    expect(read("large cherry slushie")).toEqual([["slush", 840]]);
  });
});

describe("sweets of a fair and a vending machine", () => {
  it("read cotton candy by its cone and a honey bun as FNDDS's frosted sweet roll", () => {
    expect(read("cotton candy")).toEqual([["cotton-candy", 21]]);
    expect(read("honey bun")).toEqual([["honey-bun", 90]]);
    // A roll is still a roll.
    expect(ids("a dinner roll")).not.toContain("honey-bun");
  });
});

describe("a brand FNDDS weighs an item of", () => {
  it("is that item, the brand typed before the item of a catalog food or of an FNDDS record", () => {
    // FNDDS 51160110: "1 Little Debbie" 66 g; "little" is dropped from the reading but still names the brand.
    expect(read("little debbie honey bun")).toEqual([["honey-bun", 66]]);
    expect(read("2 little debbie honey buns")).toEqual([["honey-bun", 132]]);
    // FNDDS 32202050: "1 Jimmy Dean sandwich" 128 g, said by the bread it is on.
    expect(read("jimmy dean sausage egg and cheese biscuit")).toEqual([["fndds-32202050", 128]]);
    expect(read("sausage egg and cheese biscuit")).toEqual([["fndds-32202050", 188]]);
  });
});

describe("cookout words", () => {
  it("read a brat as a bratwurst and a rocket pop as a popsicle", () => {
    expect(read("2 brats")).toEqual(read("2 bratwursts"));
    expect(ids("brat with mustard")[0]).toBe("sardelka");
    expect(read("rocket pop")).toEqual([["popsicle", 50]]);
    // "rocket" alone is still the salad leaf.
    expect(ids("rocket salad")).not.toContain("popsicle");
  });

  it("keep the bun a hot dog is on part of it when how it was cooked is said between", () => {
    expect(read("hot dog cooked over the fire on a bun")).toEqual(read("hot dog on a bun"));
    expect(read("hot dog grilled on a bun")).toEqual([["hot-dog", 100]]);
    // A food named between is what the bun is with.
    expect(ids("2 hot dogs and fries on a bun")).toContain("roll");
  });
});

describe("a croissant named by its fillings", () => {
  it("is FNDDS's croissant sandwich of them", () => {
    expect(ids("sausage egg n cheese croissant")).toEqual(["fndds-58127330"]);
    expect(ids("bacon egg and cheese croissant")).toEqual(["fndds-58127350"]);
    expect(ids("sausage egg cheese croissant")).toEqual(["fndds-58127330"]);
    // A croissant of no filling stays the pastry.
    expect(ids("croissant")).toEqual(["croissant"]);
    expect(ids("chocolate croissant")).toEqual(["chocolate-croissant"]);
  });
});

describe("two fillings of one sandwich after an article", () => {
  it("fill the one sandwich, as they do with no article", () => {
    expect(ids("a turkey and swiss sandwich from the deli")).toEqual(["turkey-sandwich"]);
    expect(ids("a ham and cheese sandwich")).toEqual(ids("ham and cheese sandwich"));
    // A count in digits before a filling in the singular counts the sandwiches (decision 024, follow-up "English
    // default portions, by class"); one before a filling in the plural stays that filling's own.
    expect(ids("1 ham and cheese sandwich")).toEqual(ids("ham and cheese sandwich"));
    expect(ids("2 eggs and cheese sandwich")).toHaveLength(2);
  });
});

describe("poultry with its skin taken off", () => {
  it("is FNDDS's record of it with the skin not eaten", () => {
    expect(ids("rotisserie chicken breast, took the skin off")).toEqual(["fndds-24122171"]);
    expect(ids("rotisserie chicken breast without the skin")).toEqual(["fndds-24122171"]);
    expect(kcal("rotisserie chicken breast, skin removed")).toBeLessThan(kcal("rotisserie chicken breast"));
    // Said of nothing, the skin stays eaten.
    expect(ids("rotisserie chicken breast")).toEqual(["fndds-24122170"]);
  });
});

describe("a whole bird, then the part of it eaten", () => {
  it("is that part, the bird's words in its item", () => {
    expect(ids("rotisserie chicken, ate a whole leg and thigh")).toHaveLength(1);
    expect(read("rotisserie chicken, i had 2 wings")).toEqual(read("2 wings"));
    expect(kcal("rotisserie chicken, 2 wings")).toBeLessThan(kcal("rotisserie chicken and 2 wings"));
    expect(read("roast turkey, a drumstick")).toEqual(read("a roast turkey drumstick"));
    // A food of its own after the comma stays beside the bird.
    expect(ids("rotisserie chicken, mashed potatoes")).toEqual(["chicken-roast", "mashed-potatoes"]);
  });
});

describe("smoothies", () => {
  it("leave a smoothie bar's name no size and no food", () => {
    expect(read("mango smoothie from smoothie king, 24 oz")).toEqual(read("mango smoothie, 24 oz"));
    expect(read("whole foods smoothie")).toEqual(read("smoothie"));
  });

  it("are blended from what an English list names after «with»", () => {
    expect(read("20oz smoothie with kale, pineapple and coconut water")).toEqual(read("20oz smoothie"));
    expect(read("smoothie with banana and strawberries")).toEqual(read("smoothie"));
    // A list typed with spaces only, or joined by "and", stays foods of their own.
    expect(ids("a smoothie with banana spinach and protein powder")).toContain("banana");
    expect(ids("smoothie and a banana")).toEqual(["smoothie", "banana"]);
  });
});

describe("a grocer's hot bar", () => {
  it("is a counter, no granola bar, said with or without a place word", () => {
    expect(read("hot bar: 8 oz mac and cheese")).toEqual(read("8 oz mac and cheese"));
    expect(read("whole foods hot bar, 5 oz orange chicken")).toEqual(read("5 oz orange chicken"));
    expect(read("mac and cheese from the hot bar")).toEqual(read("mac and cheese"));
  });
});

describe("dry whole-wheat pasta", () => {
  it("is weighed dry, as plain pasta is", () => {
    expect(read("3 oz dry whole wheat spaghetti")).toEqual([["pasta-wholegrain-dry", 85]]);
    expect(read("whole wheat pasta 2 oz dry")).toEqual([["pasta-wholegrain-dry", 57]]);
    expect(read("2 oz dry pasta")).toEqual([["pasta-dry", 57]]);
  });
});

describe("lemonade and nachos", () => {
  it("size a lemonade as a fountain drink", () => {
    expect(read("large lemonade")).toEqual([["lemonade", 744]]);
    expect(read("small lemonade")).toEqual([["lemonade", 372]]);
    expect(read("a glass of lemonade")).toEqual([["lemonade", 250]]);
  });

  it("weigh nachos supreme by FNDDS's own item of them, not as plain nachos", () => {
    expect(read("nachos supreme")).toEqual([["nachos-supreme", 195]]);
    expect(read("nachos")).toEqual([["nachos", 120]]);
  });
});
