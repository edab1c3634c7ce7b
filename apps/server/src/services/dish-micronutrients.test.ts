import { SUPPLEMENT_RULES } from "@tarelka/contracts";
import { analyzeMealText, MICRONUTRIENT_KEYS } from "@tarelka/nutrition";
import { describe, expect, it } from "vitest";
import { catalogFood, dayMicronutrients, dishMicronutrients, isJudged } from "./dish-micronutrients";

/*
 * Expected values are USDA's per-100 g figures (as data/foods.json holds them), scaled by hand:
 * - "rice" is SR28 NDB 20045 "Rice, white, long-grain, regular, enriched, cooked": folate 97 µg DFE, iron 1.20 mg,
 *   calcium 10 mg, magnesium 12 mg, potassium 35 mg, sodium 1 mg, fibre 0.4 g, vitamin D 0, EPA+DHA 0.
 * - "salmon" is FNDDS 2017-2018 food code 26137110 "Salmon, cooked, NS as to cooking method": vitamin D 13.3 µg,
 *   B12 4.57 µg, folate 5 µg DFE, sodium 405 mg, potassium 449 mg, EPA 0.222 g + DHA 0.407 g = 0.629, kept as 0.63.
 */
describe("dish micronutrients from the food database", () => {
  it("are the food's per-100 g values × grams / 100", () => {
    // Per 100 g, the food's own figures.
    expect(catalogFood("rice")?.micronutrients).toMatchObject({ folateDfe: 97, iron: 1.2, sodium: 1, vitaminD: 0 });
    // 250 g of rice = 2.5 × per 100 g: folate 97 × 2.5 = 242.5, iron 1.2 × 2.5 = 3, calcium 10 × 2.5 = 25,
    // magnesium 12 × 2.5 = 30, potassium 35 × 2.5 = 87.5, sodium 1 × 2.5 = 2.5, fibre 0.4 × 2.5 = 1.
    const dish = dishMicronutrients({ foodId: "rice", grams: 250 });
    expect(dish?.folateDfe).toBeCloseTo(242.5, 9);
    expect(dish?.iron).toBeCloseTo(3, 9);
    expect(dish?.calcium).toBeCloseTo(25, 9);
    expect(dish?.magnesium).toBeCloseTo(30, 9);
    expect(dish?.potassium).toBeCloseTo(87.5, 9);
    expect(dish?.sodium).toBeCloseTo(2.5, 9);
    expect(dish?.fiber).toBeCloseTo(1, 9);
    expect(dish?.vitaminD).toBe(0);
    // 200 g of salmon = 2 × per 100 g: vitamin D 26.6, B12 9.14, sodium 810, EPA+DHA 1.26.
    const salmon = dishMicronutrients({ foodId: "salmon", grams: 200 });
    expect(salmon?.vitaminD).toBeCloseTo(26.6, 9);
    expect(salmon?.vitaminB12).toBeCloseTo(9.14, 9);
    expect(salmon?.sodium).toBeCloseTo(810, 9);
    expect(salmon?.epaDha).toBeCloseTo(1.26, 9);
  });

  it("agree with the meal-text engine's own micronutrients for the same food and grams", () => {
    const [item] = analyzeMealText("200 г лосося").items;
    expect(item?.foodId).toBe("salmon");
    const dish = dishMicronutrients({ foodId: "salmon", grams: item?.grams ?? 0 });
    for (const key of MICRONUTRIENT_KEYS) expect(dish?.[key]).toBeCloseTo(item?.micronutrients[key] ?? -1, 2);
  });

  it("are unknown (null), never zero, for a dish without a food or with an id the database does not hold", () => {
    expect(dishMicronutrients({ foodId: null, grams: 100 })).toBeNull();
    expect(dishMicronutrients({ foodId: "no-such-food", grams: 100 })).toBeNull();
    expect(catalogFood("no-such-food")).toBeNull();
  });

  it("sum a day's known dishes and say what share of its grams they are", () => {
    const day = dayMicronutrients([
      { foodId: "rice", grams: 300 },
      { foodId: "salmon", grams: 100 },
      { foodId: null, grams: 100 },
      { foodId: "retired-food", grams: 100 },
    ]);
    expect(day.totalGrams).toBe(600);
    expect(day.knownGrams).toBe(400);
    expect(day.knownShare).toBeCloseTo(2 / 3, 9);
    // 100 g salmon + 300 g rice: vitamin D 13.3 + 3 × 0 = 13.3; EPA+DHA 0.63 + 3 × 0 = 0.63;
    // folate 5 + 3 × 97 = 296; sodium 405 + 3 × 1 = 408.
    expect(day.known.vitaminD).toBeCloseTo(13.3, 9);
    expect(day.known.epaDha).toBeCloseTo(0.63, 9);
    expect(day.known.folateDfe).toBeCloseTo(296, 9);
    expect(day.known.sodium).toBeCloseTo(408, 9);
  });

  it("count a pack-label food as unknown, since its label printed no micronutrients (decision 012)", () => {
    // творог 9% is a label food: calcium, iron and the rest were never measured, so they are not zero.
    expect(dishMicronutrients({ foodId: "ru-tvorog-9", grams: 200 })).toBeNull();
    const day = dayMicronutrients([
      { foodId: "ru-tvorog-9", grams: 200 },
      { foodId: "rice", grams: 100 },
    ]);
    expect(day.knownGrams).toBe(100);
    expect(day.known.folateDfe).toBeCloseTo(97, 9);
  });

  it("judge a day only when at least minKnownShare of its grams are known", () => {
    const share = SUPPLEMENT_RULES.minKnownShare;
    const known = share * 1000;
    const atEdge = dayMicronutrients([
      { foodId: "rice", grams: known },
      { foodId: null, grams: 1000 - known },
    ]);
    expect(isJudged(atEdge, share)).toBe(true);
    const below = dayMicronutrients([
      { foodId: "rice", grams: known - 1 },
      { foodId: null, grams: 1000 - known + 1 },
    ]);
    expect(isJudged(below, share)).toBe(false);
    expect(isJudged(dayMicronutrients([]), share)).toBe(false);
  });
});
