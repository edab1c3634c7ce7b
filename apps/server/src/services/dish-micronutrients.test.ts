import { SUPPLEMENT_RULES } from "@tarelka/contracts";
import { analyzeMealText, MICRONUTRIENT_KEYS } from "@tarelka/nutrition";
import { describe, expect, it } from "vitest";
import { catalogFood, dayMicronutrients, dishMicronutrients, isJudged } from "./dish-micronutrients";

describe("dish micronutrients from the food database", () => {
  it("are the food's per-100 g values × grams / 100", () => {
    const rice = catalogFood("rice");
    expect(rice).not.toBeNull();
    const dish = dishMicronutrients({ foodId: "rice", grams: 250 });
    for (const key of MICRONUTRIENT_KEYS) expect(dish?.[key]).toBeCloseTo((rice?.micronutrients[key] ?? 0) * 2.5, 9);
    // White rice: folate but no vitamin D.
    expect(dish?.folateDfe).toBeGreaterThan(0);
    expect(dish?.vitaminD).toBe(0);
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
    const salmon = catalogFood("salmon")?.micronutrients;
    const rice = catalogFood("rice")?.micronutrients;
    expect(day.known.vitaminD).toBeCloseTo((salmon?.vitaminD ?? 0) + 3 * (rice?.vitaminD ?? 0), 9);
    expect(day.known.epaDha).toBeCloseTo((salmon?.epaDha ?? 0) + 3 * (rice?.epaDha ?? 0), 9);
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
