import { SUPPLEMENT_NUTRIENTS, SUPPLEMENT_RULES, type TProfileData } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { catalogFood } from "../dish-micronutrients";
import { addDays } from "../meal-dates";
import { analyzeSupplements, type DiaryDish, isGap, priorityOf, windowStart } from "./analysis";
import { referenceIntakes } from "./references";

const DATE = "2026-11-21";

/** A database dish of `grams` of `foodId`, with the food's own protein, on `date`. */
const dish = (date: string, foodId: string, grams: number): DiaryDish => ({
  date,
  foodId,
  grams,
  proteinPer100g: catalogFood(foodId)?.protein ?? 0,
});
/** A dish whose numbers are an estimate: no database food. */
const estimate = (date: string, grams: number, proteinPer100g = 10): DiaryDish => ({
  date,
  foodId: null,
  grams,
  proteinPer100g,
});
/** White rice and chicken breast: poor in vitamin D and EPA + DHA. */
const riceAndChicken = (date: string) => [dish(date, "rice", 250), dish(date, "chicken-breast", 150)];
const days = (n: number, first = DATE) => Array.from({ length: n }, (_, i) => addDays(first, -i));
/** Rounded to `step` as the reply reports it: within half a step of the exact value. */
const expectReported = (actual: number | undefined, exact: number, step: number) =>
  expect(Math.abs((actual ?? Number.NaN) - exact)).toBeLessThanOrEqual(step / 2 + 1e-9);
const per = (foodId: string, key: "vitaminD" | "epaDha" | "iron", grams: number) =>
  ((catalogFood(foodId)?.micronutrients[key] ?? Number.NaN) * grams) / 100;

describe("reference intakes by sex and age", () => {
  it("follow the adult tables for a known sex and age", () => {
    expect(referenceIntakes({ gender: "male", age: 30 })).toMatchObject({
      vitaminD: 15,
      vitaminB12: 2.4,
      vitaminC: 90,
      folateDfe: 400,
      iron: 8,
      calcium: 1000,
      magnesium: 400,
      zinc: 11,
      potassium: 3400,
      epaDha: 0.25,
    });
    expect(referenceIntakes({ gender: "female", age: 30 })).toMatchObject({
      vitaminC: 75,
      iron: 18,
      calcium: 1000,
      magnesium: 310,
      zinc: 8,
      potassium: 2600,
    });
    expect(referenceIntakes({ gender: "female", age: 50 })).toMatchObject({ iron: 18, calcium: 1000, magnesium: 320 });
    expect(referenceIntakes({ gender: "female", age: 51 })).toMatchObject({ iron: 8, calcium: 1200, magnesium: 320 });
    expect(referenceIntakes({ gender: "male", age: 31 })).toMatchObject({ magnesium: 420, calcium: 1000 });
    expect(referenceIntakes({ gender: "male", age: 70 })).toMatchObject({ vitaminD: 15, calcium: 1000 });
    expect(referenceIntakes({ gender: "male", age: 71 })).toMatchObject({ vitaminD: 20, calcium: 1200 });
  });

  it("take the larger of the two sexes when the sex is unknown, ages 31–50 when the age is, and 8 mg iron", () => {
    expect(referenceIntakes({})).toMatchObject({
      vitaminD: 15,
      vitaminC: 90,
      iron: 8,
      calcium: 1000,
      magnesium: 420,
      zinc: 11,
      potassium: 3400,
    });
    expect(referenceIntakes({ age: 25 })).toMatchObject({ magnesium: 400, iron: 8 });
    expect(referenceIntakes({ age: 60 })).toMatchObject({ calcium: 1200, iron: 8 });
    expect(referenceIntakes({ age: 80 })).toMatchObject({ vitaminD: 20, calcium: 1200 });
    // A woman of unknown age: 18 mg of iron only once her age says 50 or less.
    expect(referenceIntakes({ gender: "female" })).toMatchObject({ iron: 8, vitaminC: 75, magnesium: 320 });
    expect(referenceIntakes({ gender: "female", age: null })).toMatchObject({ iron: 8 });
  });

  it("protein: the profile's goal, else 0.8 g per kg, else none", () => {
    expect(referenceIntakes({ proteinGoalG: 120, weightKg: 70 }).protein).toBe(120);
    expect(referenceIntakes({ weightKg: 70 }).protein).toBe(56);
    expect(referenceIntakes({ proteinGoalG: null, weightKg: 82.5 }).protein).toBe(66);
    expect(referenceIntakes({}).protein).toBeUndefined();
  });
});

describe("coverage and priority", () => {
  it("rise through critical, high, medium and low below 10%, 25% and 50%", () => {
    expect(priorityOf(0)).toBe("critical");
    expect(priorityOf(0.099)).toBe("critical");
    expect(priorityOf(0.1)).toBe("high");
    expect(priorityOf(0.249)).toBe("high");
    expect(priorityOf(0.25)).toBe("medium");
    expect(priorityOf(0.499)).toBe("medium");
    expect(priorityOf(0.5)).toBe("low");
    expect(priorityOf(0.69)).toBe("low");
  });

  it("is a gap only below SUPPLEMENT_RULES.gapBelow", () => {
    expect(isGap(SUPPLEMENT_RULES.gapBelow - 0.001)).toBe(true);
    expect(isGap(SUPPLEMENT_RULES.gapBelow)).toBe(false);
    expect(isGap(1.5)).toBe(false);
  });
});

describe("the supplements analysis", () => {
  const profile: TProfileData = { gender: "male", age: 35, proteinGoalG: 70 };

  it("averages a rice-and-chicken week and finds vitamin D critical and EPA + DHA high", () => {
    const result = analyzeSupplements({ analysisDate: DATE, dishes: days(3).flatMap(riceAndChicken), profile });
    expect(result).toMatchObject({ analysisDate: DATE, from: "2026-11-15", loggedDays: 3, enoughData: true });
    expect(result.intake.map((i) => i.nutrient)).toEqual([...SUPPLEMENT_NUTRIENTS]);
    const vitaminD = result.intake.find((i) => i.nutrient === "vitaminD");
    expectReported(vitaminD?.average, per("rice", "vitaminD", 250) + per("chicken-breast", "vitaminD", 150), 0.1);
    expect(vitaminD).toMatchObject({ reference: 15, unit: "µg" });
    expect(vitaminD?.coverage).toBeCloseTo((vitaminD?.average ?? 0) / 15, 3);
    const omega = result.intake.find((i) => i.nutrient === "epaDha");
    expectReported(omega?.average, per("rice", "epaDha", 250) + per("chicken-breast", "epaDha", 150), 0.001);
    expect(omega).toMatchObject({ reference: 0.25, unit: "g" });
    const gaps = new Map(result.gaps.map((g) => [g.nutrient, g]));
    expect(gaps.get("vitaminD")).toMatchObject({ category: "vitamin", priority: "critical" });
    expect(gaps.get("epaDha")).toMatchObject({ category: "omega", priority: "high" });
    // Chicken breast and rice bring about 53 g of protein of a 70 g goal (76%): not a gap.
    expect(gaps.has("protein")).toBe(false);
    // Most urgent first.
    const ranks = result.gaps.map((g) => ["critical", "high", "medium", "low"].indexOf(g.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const g of result.gaps) expect(g.intake.coverage).toBeLessThan(SUPPLEMENT_RULES.gapBelow);
  });

  it("finds no omega-3 or vitamin D gap in a week with salmon", () => {
    const dishes = days(4).flatMap((d) => [dish(d, "rice", 250), dish(d, "salmon", 150)]);
    const result = analyzeSupplements({ analysisDate: DATE, dishes, profile });
    expect(result.enoughData).toBe(true);
    expect(result.gaps.map((g) => g.nutrient)).not.toContain("epaDha");
    expect(result.gaps.map((g) => g.nutrient)).not.toContain("vitaminD");
  });

  it("suggests nothing with fewer than minLoggedDays judged days, yet reports the averages", () => {
    const result = analyzeSupplements({
      analysisDate: DATE,
      dishes: days(SUPPLEMENT_RULES.minLoggedDays - 1).flatMap(riceAndChicken),
      profile,
    });
    expect(result).toMatchObject({ loggedDays: SUPPLEMENT_RULES.minLoggedDays - 1, enoughData: false, gaps: [] });
    expect(result.intake.length).toBe(SUPPLEMENT_NUTRIENTS.length);
    const empty = analyzeSupplements({ analysisDate: DATE, dishes: [], profile });
    expect(empty).toMatchObject({ loggedDays: 0, enoughData: false, intake: [], gaps: [] });
  });

  it("does not judge a day mostly of estimates, and adds nothing for unknown dishes on a judged day", () => {
    const [d1, d2, d3, d4] = days(4);
    const judged = [...riceAndChicken(d1!), ...riceAndChicken(d2!), ...riceAndChicken(d3!)];
    // 400 g of database food and 400 g of estimates: a known share of 50%, below minKnownShare.
    const mostlyEstimated = [...riceAndChicken(d4!), estimate(d4!, 400)];
    const withUnjudged = analyzeSupplements({ analysisDate: DATE, dishes: [...judged, ...mostlyEstimated], profile });
    const without = analyzeSupplements({ analysisDate: DATE, dishes: judged, profile });
    expect(withUnjudged.loggedDays).toBe(3);
    expect(withUnjudged.intake).toEqual(without.intake);

    // Two of three days mostly estimated: too little data, whatever was eaten.
    const twoUnknown = analyzeSupplements({
      analysisDate: DATE,
      dishes: [...riceAndChicken(d1!), estimate(d2!, 500), estimate(d3!, 300), dish(d3!, "salmon", 100)],
      profile,
    });
    expect(twoUnknown).toMatchObject({ loggedDays: 1, enoughData: false });

    // A judged day with a small estimated side (known share 400 / 500 = 80%): the side adds its protein only.
    const side = analyzeSupplements({
      analysisDate: DATE,
      dishes: days(3).flatMap((d) => [...riceAndChicken(d), estimate(d, 100, 20)]),
      profile,
    });
    expect(side.loggedDays).toBe(3);
    const iron = (r: typeof side) => r.intake.find((i) => i.nutrient === "iron")?.average;
    const protein = (r: typeof side) => r.intake.find((i) => i.nutrient === "protein")?.average ?? 0;
    const plain = analyzeSupplements({ analysisDate: DATE, dishes: days(3).flatMap(riceAndChicken), profile });
    expect(iron(side)).toBe(iron(plain));
    expect(protein(side)).toBeCloseTo(protein(plain) + 20, 1);
  });

  it("an id the database no longer holds counts as unknown", () => {
    const dishes = days(3).flatMap((d) => [dish(d, "rice", 100), { ...dish(d, "rice", 300), foodId: "retired-food" }]);
    expect(analyzeSupplements({ analysisDate: DATE, dishes, profile })).toMatchObject({ loggedDays: 0 });
  });

  it("reads only the window of windowDays days ending on the analysis date", () => {
    expect(windowStart(DATE)).toBe(addDays(DATE, -(SUPPLEMENT_RULES.windowDays - 1)));
    const inside = days(3).flatMap(riceAndChicken);
    const outside = [
      ...riceAndChicken(addDays(DATE, 1)),
      ...riceAndChicken(addDays(DATE, -SUPPLEMENT_RULES.windowDays)),
      ...riceAndChicken(addDays(DATE, -SUPPLEMENT_RULES.windowDays - 3)),
    ];
    const result = analyzeSupplements({ analysisDate: DATE, dishes: [...inside, ...outside], profile });
    expect(result.loggedDays).toBe(3);
    const firstDay = analyzeSupplements({ analysisDate: DATE, dishes: riceAndChicken(windowStart(DATE)), profile });
    expect(firstDay.loggedDays).toBe(1);
  });

  it("averages over judged days only: an unlogged day is not a fast", () => {
    const [d1, , d3, , d5] = days(5);
    const spread = analyzeSupplements({
      analysisDate: DATE,
      dishes: [d1!, d3!, d5!].flatMap(riceAndChicken),
      profile,
    });
    const together = analyzeSupplements({ analysisDate: DATE, dishes: days(3).flatMap(riceAndChicken), profile });
    expect(spread.intake).toEqual(together.intake);
  });

  it("judges protein against the goal, and leaves it out without goal or weight", () => {
    // 100 g of rice a day: about 2.7 g of protein of a 60 g goal, under 10%.
    const lean = days(3).map((d) => dish(d, "rice", 100));
    const withGoal = analyzeSupplements({ analysisDate: DATE, dishes: lean, profile: { proteinGoalG: 60 } });
    expect(withGoal.gaps.find((g) => g.nutrient === "protein")).toMatchObject({
      category: "protein",
      priority: "critical",
    });
    const withWeight = analyzeSupplements({ analysisDate: DATE, dishes: lean, profile: { weightKg: 50 } });
    expect(withWeight.intake.find((i) => i.nutrient === "protein")?.reference).toBe(40);
    const neither = analyzeSupplements({ analysisDate: DATE, dishes: lean, profile: {} });
    expect(neither.intake.some((i) => i.nutrient === "protein")).toBe(false);
  });
});
