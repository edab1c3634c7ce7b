import { describe, expect, it } from "vitest";
import { basalMetabolicRate, calorieGoal, macroGoal, waterGoalMl } from "./goals";

describe("goals", () => {
  const woman = { sex: "female", age: 30, heightCm: 165, weightKg: 60, activity: "moderate" } as const;
  const man = { sex: "male", age: 40, heightCm: 180, weightKg: 90, activity: "low" } as const;

  it("computes Mifflin-St Jeor", () => {
    expect(basalMetabolicRate(woman)).toBeCloseTo(10 * 60 + 6.25 * 165 - 5 * 30 - 161, 6); // 1320.25
    expect(basalMetabolicRate(man)).toBeCloseTo(10 * 90 + 6.25 * 180 - 5 * 40 + 5, 6); // 1830
  });

  it("applies activity and the pace deficit, and explains the pieces", () => {
    const g = calorieGoal(woman, "comfortable");
    expect(g.maintenance).toBe(Math.round(1320.25 * 1.55));
    expect(g.deficit).toBe(550); // 0.5 kg × 7700 / 7
    expect(g.calories).toBe(Math.round(1320.25 * 1.55 - 550));
    expect(g.floorApplied).toBe(false);
    expect(calorieGoal(man).deficit).toBe(0);
    expect(calorieGoal(man, "moderate").deficit).toBe(770);
    expect(calorieGoal(man, "intensive").deficit).toBe(1100);
  });

  it("never goes below the floor for the sex", () => {
    const small = { sex: "female", age: 60, heightCm: 150, weightKg: 45, activity: "low" } as const;
    const g = calorieGoal(small, "intensive");
    expect(g.calories).toBe(1200);
    expect(g.floorApplied).toBe(true);
    const smallMan = { ...small, sex: "male" } as const;
    expect(calorieGoal(smallMan, "intensive").calories).toBe(1500);
  });

  it("splits macros: protein by weight, 30% fat, carbs the rest", () => {
    const m = macroGoal(2000, 70);
    expect(m.protein).toBe(112); // 1.6 × 70
    expect(m.fat).toBe(67); // 600 kcal / 9
    expect(m.carbs).toBe(Math.round((2000 - 112 * 4 - (600 / 9) * 9) / 4));
    // A low goal for a heavy person: protein capped at 35% of calories.
    expect(macroGoal(1200, 150).protein).toBe(105);
  });

  it("sets water at 30 ml/kg plus activity", () => {
    expect(waterGoalMl(60, "low")).toBe(1800);
    expect(waterGoalMl(60, "moderate")).toBe(2000); // 1980 rounded to 50 ml
    expect(waterGoalMl(70, "high")).toBe(2500); // 2520
  });
});
