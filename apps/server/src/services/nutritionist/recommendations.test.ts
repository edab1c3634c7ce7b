import type { TLanguage } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { catalogFood } from "../dish-micronutrients";
import { type DayFacts, dayExtrasOf } from "./facts";
import { num } from "./format";
import { recommendationsFor } from "./recommendations";

/** A day exactly on every goal: nothing to recommend. */
const ON_TARGET: DayFacts = {
  date: "2026-11-20",
  eaten: { calories: 2000, protein: 100, fat: 70, carbs: 250 },
  meals: 3,
  goals: { calories: 2000, protein: 100, fat: 70, carbs: 250 },
  water: { totalMl: 2100, goalMl: 2100 },
  fibreG: null,
  sugarG: null,
  sodiumMg: null,
};

const day = (patch: Omit<Partial<DayFacts>, "eaten"> & { eaten?: Partial<DayFacts["eaten"]> }): DayFacts => ({
  ...ON_TARGET,
  ...patch,
  eaten: { ...ON_TARGET.eaten, ...patch.eaten },
});
const topics = (d: DayFacts) => recommendationsFor(d, "ru").map((r) => `${r.topic}:${r.priority}`);
const one = (d: DayFacts, topic: string, lang: TLanguage = "ru") => {
  const found = recommendationsFor(d, lang).find((r) => r.topic === topic);
  if (!found) throw new Error(`no ${topic} recommendation`);
  return found;
};

describe("day recommendations drawn by rules", () => {
  it("recommends nothing for a day on every goal", () => {
    expect(recommendationsFor(ON_TARGET, "ru")).toEqual([]);
  });

  it("calories: outside ±10% of the goal, the priority rising with the distance", () => {
    expect(topics(day({ eaten: { calories: 2200 } }))).toEqual([]);
    expect(topics(day({ eaten: { calories: 1800 } }))).toEqual([]);
    expect(topics(day({ eaten: { calories: 2201 } }))).toEqual(["calories:low"]);
    expect(topics(day({ eaten: { calories: 2500 } }))).toEqual(["calories:medium"]);
    expect(topics(day({ eaten: { calories: 2800 } }))).toEqual(["calories:high"]);
    expect(topics(day({ eaten: { calories: 1500 } }))).toEqual(["calories:medium"]);
    const under = one(day({ eaten: { calories: 1500 } }), "calories");
    expect(under.text).toContain(
      `Съедено ${num(1500, "ru")} ккал из ${num(2000, "ru")} ккал — на 500 ккал (25%) меньше`,
    );
    const over = one(day({ eaten: { calories: 2800 } }), "calories", "en");
    expect(over.title).toBe("Calories above your goal");
    expect(over.text).toContain("2,800 kcal against a goal of 2,000 kcal — 800 kcal (40%) over");
  });

  it("protein: below 80% of the goal", () => {
    expect(topics(day({ eaten: { protein: 80 } }))).toEqual([]);
    expect(topics(day({ eaten: { protein: 79.9 } }))).toEqual(["protein:low"]);
    expect(topics(day({ eaten: { protein: 60 } }))).toEqual(["protein:medium"]);
    expect(topics(day({ eaten: { protein: 40 } }))).toEqual(["protein:high"]);
    expect(one(day({ eaten: { protein: 40 } }), "protein").text).toContain("Белка 40 г из 100 г (40%)");
  });

  it("fat and carbs: above the goal by more than 10%", () => {
    expect(topics(day({ eaten: { fat: 77 } }))).toEqual([]);
    expect(topics(day({ eaten: { fat: 78 } }))).toEqual(["fat:low"]);
    expect(topics(day({ eaten: { fat: 110 } }))).toEqual(["fat:high"]);
    expect(one(day({ eaten: { fat: 78 } }), "fat").text).toContain("Жиров 78 г при цели 70 г — на 8 г больше");
    expect(topics(day({ eaten: { carbs: 340 } }))).toEqual(["carbs:medium"]);
    expect(one(day({ eaten: { carbs: 340 } }), "carbs", "en").text).toContain("Carbs 340 g against a goal of 250 g");
  });

  it("water: below the goal", () => {
    expect(topics(day({ water: { totalMl: 1800, goalMl: 2100 } }))).toEqual(["water:low"]);
    expect(topics(day({ water: { totalMl: 1000, goalMl: 2100 } }))).toEqual(["water:high"]);
    expect(one(day({ water: { totalMl: 1000, goalMl: 2100 } }), "water").text).toContain(
      `Воды ${num(1000, "ru")} мл из ${num(2100, "ru")} мл — не хватает ${num(1100, "ru")} мл`,
    );
    expect(topics(day({ water: { totalMl: 0, goalMl: null } }))).toEqual([]);
  });

  it("logging: a day without meals says only that (and water); a lone meal is not read as a small day", () => {
    const empty = day({
      meals: 0,
      eaten: { calories: 0, protein: 0, fat: 0, carbs: 0 },
      water: { totalMl: 0, goalMl: 2100 },
    });
    expect(topics(empty)).toEqual(["water:high", "logging:high"]);
    const lone = day({ meals: 1, eaten: { calories: 600, protein: 20, fat: 20, carbs: 80 } });
    expect(topics(lone)).toEqual(["logging:medium"]);
    expect(one(lone, "logging").text).toContain("один приём пищи на 600 ккал");
    // What a lone meal shows for certain still counts: it alone passed the fat goal.
    expect(topics(day({ meals: 1, eaten: { calories: 1900, fat: 120 } }))).toEqual(["fat:high", "logging:medium"]);
  });

  it("fibre, sugar and sodium: only when known — an unknown day (mostly estimates) draws nothing", () => {
    expect(recommendationsFor(ON_TARGET, "ru").some((r) => ["fibre", "sugar", "sodium"].includes(r.topic))).toBe(false);
    expect(topics(day({ fibreG: 24 }))).toEqual(["fibre:low"]);
    expect(topics(day({ fibreG: 25 }))).toEqual([]);
    expect(topics(day({ fibreG: 5 }))).toEqual(["fibre:high"]);
    expect(topics(day({ fibreG: 5, meals: 1 }))).toEqual(["logging:medium"]);
    expect(topics(day({ sugarG: 70 }))).toEqual(["sugar:medium"]);
    expect(topics(day({ sodiumMg: 2100 }))).toEqual(["sodium:low"]);
  });

  it("fibre, sugar and sodium of a logged day come from its dishes' database foods", () => {
    const herring = catalogFood("herring");
    const rice = catalogFood("rice");
    if (!herring || !rice) throw new Error("catalog foods missing");
    // Salted herring (about 870 mg of sodium per 100 g) and rice: salty and low in fibre.
    const dishes = [
      { foodId: "herring", grams: 300 },
      { foodId: "rice", grams: 200 },
    ];
    const extras = dayExtrasOf(dishes);
    expect(extras.sodiumMg).toBe(Math.round(herring.micronutrients.sodium * 3 + rice.micronutrients.sodium * 2));
    expect(extras.fibreG).toBeCloseTo(herring.micronutrients.fiber * 3 + rice.micronutrients.fiber * 2, 1);
    expect(extras.sugarG).toBeCloseTo(herring.micronutrients.sugars * 3 + rice.micronutrients.sugars * 2, 1);
    expect(topics(day(extras))).toEqual(expect.arrayContaining(["fibre:high", "sodium:medium"]));
    // Mostly estimates (no database food): unknown, so those rules stay silent.
    expect(dayExtrasOf([...dishes, { foodId: null, grams: 600 }])).toEqual({
      fibreG: null,
      sugarG: null,
      sodiumMg: null,
    });
    expect(dayExtrasOf([])).toEqual({ fibreG: null, sugarG: null, sodiumMg: null });
  });

  it("skips a rule whose goal is not set", () => {
    const noGoals = day({
      goals: { calories: null, protein: null, fat: null, carbs: null },
      eaten: { calories: 4000, protein: 10, fat: 200, carbs: 600 },
    });
    expect(topics(noGoals)).toEqual([]);
  });

  it("orders the most urgent first, then by topic", () => {
    const messy = day({
      eaten: { calories: 2300, protein: 40, fat: 80, carbs: 260 },
      water: { totalMl: 1500, goalMl: 2100 },
    });
    expect(topics(messy)).toEqual(["protein:high", "water:medium", "calories:low", "fat:low"]);
    expect(recommendationsFor(messy, "en").map((r) => r.title)).toEqual([
      "Low on protein",
      "Not enough water",
      "Calories above your goal",
      "Fat above your goal",
    ]);
  });
});
