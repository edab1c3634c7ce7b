// A burger's cheese and bun refused (refused-parts.ts), read the same whatever was read before, and the diet kinds of
// sodas the catalog had no row for (docs/decisions/024, follow-up: a burger's parts and diet sodas).
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("en", { whole: true });

describe("a part FNDDS weighs in a burger, refused", () => {
  // The usual piece of a row was worked out on whichever food was read under its id first: the burger with its bun
  // taken out, read first, made the row's piece FNDDS's 165 g, so "cheeseburger without bun" was 120 g after
  // "cheeseburger no cheese" and 165 g by itself. First in the file, so that nothing was read under the row's id before.
  it("reads a dish with a part taken out the same whatever was read before", () => {
    const alone = analyzeMealText("cheeseburger without bun", { lang: "en" }).items[0]!.grams;
    for (const before of ["burger", "cheeseburger", "cheeseburger no cheese", "double cheeseburger no bun"]) {
      analyzeMealText(before, { lang: "en" });
      expect(analyzeMealText("cheeseburger without bun", { lang: "en" }).items[0]!.grams, before).toBe(alone);
    }
    expect(alone).toBe(120);
  });

  it("takes the cheese slice out of a cheeseburger: one in a single, two in a double", () => {
    const whole = one("cheeseburger");
    const less = one("cheeseburger no cheese");
    expect(less.foodId).toBe("cheeseburger");
    expect(whole.grams - less.grams).toBe(20);
    // 20 g of processed cheese, 366 kcal per 100 g: 73 kcal.
    expect(whole.calories - less.calories).toBeCloseTo(73, 0);
    expect(one("double cheeseburger").grams - one("double cheeseburger no cheese").grams).toBe(40);
    expect(oneItemAs("ru")("чизбургер без сыра").grams).toBe(100);
  });

  it("takes the bun out of a burger in either language", () => {
    expect(one("cheeseburger no bun").grams).toBe(120);
    expect(oneItemAs("ru")("бургер без булки").grams).toBe(235);
  });

  it("leaves a burger with no cheese in its name as it is", () => {
    expect(one("hamburger no cheese").grams).toBe(one("hamburger").grams);
  });
});

describe("a diet soda the catalog had no diet row for", () => {
  // "diet cola" was FNDDS's whiskey and diet cola, 135 kcal; "diet root beer", "diet ginger ale" and "diet lemonade"
  // the sugared ones, the "diet" dropped.
  it.each([
    ["diet cola", "cola-zero"],
    ["diet root beer", "root-beer-diet"],
    ["diet rootbeer", "root-beer-diet"],
    ["diet ginger ale", "ginger-ale-diet"],
    ["diet cream soda", "cream-soda-diet"],
    ["diet lemonade", "lemonade-diet"],
  ])("%s is the diet kind", (text, id) => {
    const item = one(text);
    expect(item.foodId).toBe(id);
    expect(item.calories).toBeLessThan(15);
  });

  it("reads a cream soda as the soft drink, not FNDDS's chocolate ice cream soda", () => {
    expect(one("cream soda").foodId).toBe("cream-soda");
    expect(one("an ice cream soda").foodId).not.toBe("cream-soda");
  });

  it("reads «лимонад без сахара» as a sugar-free lemonade, not as a cream soda", () => {
    expect(oneItemAs("ru")("лимонад без сахара").foodId).toBe("lemonade-diet");
  });
});
