import { describe, expect, it } from "vitest";
import { productFrom } from "./open-food-facts";

describe("Open Food Facts product to per-100 g values", () => {
  it("prefers per-100 g figures over per-serving ones, and kcal over kJ", () => {
    const p = productFrom({
      serving_quantity: 50,
      nutriments: {
        "energy-kcal_100g": 250,
        "energy-kj_100g": 1,
        "energy-kcal_serving": 1,
        proteins_100g: 10,
        proteins_serving: 1,
      },
    });
    expect(p.per100g).toEqual({ calories: 250, protein: 10, fat: null, carbs: null });
    expect(p.derived).toEqual({ caloriesFromKj: false, fromServing: false });
  });

  it("converts per-serving kJ when nothing else is there", () => {
    const p = productFrom({ serving_quantity: "25", nutriments: { "energy-kj_serving": 418.4 } });
    expect(p.per100g.calories).toBe(400);
    expect(p.derived).toEqual({ caloriesFromKj: true, fromServing: true });
  });

  it("never scales by a serving of no weight, and drops negative, non-numeric and impossible values", () => {
    const p = productFrom({
      serving_quantity: 0,
      nutriments: {
        "energy-kcal_serving": 100,
        proteins_100g: -1,
        fat_100g: "n/a",
        carbohydrates_100g: 140,
      },
    });
    expect(p.per100g).toEqual({ calories: null, protein: null, fat: null, carbs: null });
    expect(p.servingGrams).toBeNull();
    expect(productFrom({ nutriments: { "energy-kcal_100g": 4000 } }).per100g.calories).toBeNull();
  });

  it("keeps names clean: control characters out, the first brand only, nothing for blanks", () => {
    const p = productFrom({ product_name: " Сыр\u0000\n «Российский» ", product_name_en: "   ", brands: "Alpha,Beta" });
    expect(p.names).toEqual({ default: "Сыр «Российский»", ru: null, en: null });
    expect(p.brand).toBe("Alpha");
  });

  it("reads a product without nutriments as all missing", () => {
    expect(productFrom({ product_name: "Вода" }).per100g).toEqual({
      calories: null,
      protein: null,
      fat: null,
      carbs: null,
    });
  });
});
