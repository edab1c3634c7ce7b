// Foods people type that the catalog had no row for (decision 024, follow-up "Foods from abroad, and English diary
// lines from outside the sets"): each reads with an amount and without one, in English and in Russian.
import { describe, expect, it } from "vitest";
import { oneItemAs } from "./reading-in-tests";

const en = oneItemAs("en", { whole: true });
const ru = oneItemAs("ru", { whole: true });

describe("rows for foods the catalog lacked", () => {
  it("reads takoyaki as the boat of six, or counted by the 25 g ball", () => {
    expect(en("takoyaki")).toMatchObject({ foodId: "takoyaki", grams: 150 });
    expect(en("2 takoyaki")).toMatchObject({ foodId: "takoyaki", grams: 50 });
    expect(en("takoyaki 200 g")).toMatchObject({ foodId: "takoyaki", grams: 200 });
    expect(ru("такояки")).toMatchObject({ foodId: "takoyaki", grams: 150 });
    expect(ru("такояки 6 шт")).toMatchObject({ foodId: "takoyaki", grams: 150 });
  });

  it("reads labneh by the label's 2-tablespoon serving", () => {
    const labneh = en("labneh");
    expect(labneh).toMatchObject({ foodId: "labneh", grams: 30 });
    // Yogurt strained to two fifths of its weight: about 150 kcal per 100 g.
    expect(labneh.calories).toBeGreaterThan(40);
    expect(labneh.calories).toBeLessThan(52);
    expect(en("2 tbsp labne")).toMatchObject({ foodId: "labneh", grams: 30 });
    expect(ru("лабне 50 г")).toMatchObject({ foodId: "labneh", grams: 50 });
    expect(ru("лабне").foodId).toBe("labneh");
  });

  it("reads knafeh by the bakery's 100 g square", () => {
    expect(en("knafeh")).toMatchObject({ foodId: "knafeh", grams: 100 });
    expect(en("2 kunafa")).toMatchObject({ foodId: "knafeh", grams: 200 });
    expect(ru("кнафе 150 г")).toMatchObject({ foodId: "knafeh", grams: 150 });
    expect(ru("кунафа").foodId).toBe("knafeh");
  });

  it("reads Starbucks' Pink Drink by its cup sizes, a grande 140 kcal", () => {
    const grande = en("starbucks pink drink");
    expect(grande).toMatchObject({ foodId: "pink-drink", grams: 473 });
    expect(Math.round(grande.calories)).toBe(142);
    expect(en("venti pink drink")).toMatchObject({ foodId: "pink-drink", grams: 710 });
    expect(en("tall pink drink")).toMatchObject({ foodId: "pink-drink", grams: 355 });
    expect(ru("пинк дринк")).toMatchObject({ foodId: "pink-drink", grams: 473 });
  });

  it("reads panettone as FNDDS's Pannetone, a piece a twelfth of the kilogram loaf", () => {
    expect(en("panettone")).toMatchObject({ foodId: "panettone", grams: 80 });
    expect(en("a slice of panettone")).toMatchObject({ foodId: "panettone", grams: 27 });
    expect(en("panettone 100g")).toMatchObject({ foodId: "panettone", grams: 100 });
    expect(ru("кусочек панеттоне")).toMatchObject({ foodId: "panettone", grams: 80 });
  });

  it("reads stollen by the 60 g slice", () => {
    expect(en("stollen")).toMatchObject({ foodId: "stollen", grams: 60 });
    expect(en("2 slices of stollen")).toMatchObject({ foodId: "stollen", grams: 120 });
    expect(en("200g stollen")).toMatchObject({ foodId: "stollen", grams: 200 });
    expect(ru("кусок штоллена")).toMatchObject({ foodId: "stollen", grams: 60 });
  });

  it('reads "чикен хит" as the chain chicken sandwich it is', () => {
    expect(ru("чикен хит")).toMatchObject({ foodId: "chicken-burger", grams: 150 });
    expect(ru("2 чикен хита")).toMatchObject({ foodId: "chicken-burger", grams: 300 });
    expect(ru("чикен хит 200 г")).toMatchObject({ foodId: "chicken-burger", grams: 200 });
  });
});
