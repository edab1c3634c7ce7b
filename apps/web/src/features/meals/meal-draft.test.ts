import { dishNutrients, type TMicronutrients, ZMicronutrientsSchema } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { analysisFromText, draftDishes, draftTotals, photoIdOf, toDishInputs } from "./meal-draft";

// Every micronutrient of the contract at zero: the draft code copies them through and must not invent any.
const micronutrients = Object.fromEntries(
  Object.keys(ZMicronutrientsSchema.shape).map((k) => [k, 0]),
) as TMicronutrients;

const item = (name: string, grams: number, calories: number, protein: number, fat: number, carbs: number) => ({
  text: name,
  foodId: name,
  name,
  grams,
  calories,
  protein,
  fat,
  carbs,
  micronutrients,
  confidence: 0.9,
  portionAssumed: grams === 90,
});

describe("meal draft (docs/product.md §2 confirmation editor)", () => {
  const reply = {
    items: [item("гречка", 200, 184, 6.8, 1.8, 39.9), item("котлета", 90, 230, 14, 16, 7)],
    totals: { calories: 414, protein: 20.8, fat: 17.8, carbs: 46.9 },
    unmatched: ["что-то"],
  };

  it("keeps the engine's numbers when grams are unchanged, and the query and unmatched words", () => {
    const analysis = analysisFromText("гречка 200 г и котлета", reply, null);
    expect(analysis).toMatchObject({ source: "text", originalQuery: "гречка 200 г и котлета", unmatched: ["что-то"] });
    const dishes = draftDishes(analysis.dishes);
    expect(draftTotals(dishes).calories).toBe(414);
    expect(dishes[1]?.portionAssumed).toBe(true);
  });

  it("scales nutrients linearly with grams", () => {
    const [buckwheat] = draftDishes(analysisFromText("гречка", reply, null).dishes);
    if (!buckwheat) throw new Error("no dish");
    expect(dishNutrients({ ...buckwheat, grams: 400 }).calories).toBe(368);
    expect(dishNutrients({ ...buckwheat, grams: 100 }).protein).toBe(3.4);
  });

  it("marks a described photo as a photo meal and keeps its id; sends only stored fields", () => {
    const analysis = analysisFromText("суп", reply, "a".repeat(32));
    expect(analysis).toMatchObject({ source: "photo", photoId: "a".repeat(32) });
    const [first] = toDishInputs(draftDishes(analysis.dishes));
    expect(Object.keys(first ?? {}).sort()).toEqual(["foodId", "grams", "isEstimate", "name", "per100g"]);
    expect(photoIdOf(`/api/food/photos/${"b".repeat(32)}`)).toBe("b".repeat(32));
    expect(photoIdOf(null)).toBeNull();
  });
});
