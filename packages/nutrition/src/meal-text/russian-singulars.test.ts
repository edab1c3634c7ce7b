// A food the catalog names only in the plural and serves by the plate, typed in the singular with no amount: one piece
// of it (plurals.ts, isSingularOf), as "1 пельмень" is.
import { describe, expect, it } from "vitest";
import { analyzeMealText } from "../analyze";
import { oneItemAs } from "./reading-in-tests";

const one = oneItemAs("ru");

describe("a Russian singular of a food served by the plate", () => {
  it("reads one piece, not the plate", () => {
    // "пельмень" was the whole 250 g plate, 688 kcal; "вареник" and "вареник с картошкой" 250 g as well.
    expect(one("пельмень").grams).toBe(one("1 пельмень").grams);
    expect(one("пельмень").grams).toBeLessThan(30);
    expect(one("вареник").grams).toBe(one("1 вареник").grams);
    expect(one("вареник с картошкой").grams).toBe(one("1 вареник с картошкой").grams);
    expect(one("вареник с творогом").grams).toBe(one("1 вареник с творогом").grams);
    expect(one("вареник с вишней").grams).toBeLessThan(40);
  });

  it("reads one piece inside a meal, beside other foods", () => {
    const r = analyzeMealText("съел пельмень и выпил чай", { lang: "ru" });
    expect(r.items.find((i) => i.foodId.includes("pelmeni"))!.grams).toBe(one("1 пельмень").grams);
  });

  it("leaves the plural, a measure and a count as they were", () => {
    expect(one("пельмени").grams).toBe(one("тарелка пельменей").grams);
    expect(one("вареники").grams).toBeGreaterThan(200);
    expect(one("пельмени 15 шт").grams).toBe(15 * one("1 пельмень").grams);
    expect(one("3 вареника").grams).toBe(3 * one("1 вареник").grams);
  });

  it("keeps a singular that is itself a name as the food's usual portion", () => {
    // "картошка", "креветка" name the food as a mass; "пирожок" is a piece already.
    expect(one("картошка").grams).toBe(one("порция картошки").grams);
    expect(one("креветка").grams).toBe(one("креветки").grams);
    expect(one("пирожок").grams).toBe(one("1 пирожок").grams);
  });
});
