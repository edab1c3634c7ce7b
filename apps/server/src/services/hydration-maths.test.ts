import { HYDRATION_RULES } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseHydration, type HydrationDay } from "./hydration-maths";

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h as number) * 60 + (m as number);
};
const day = (over: Partial<HydrationDay>): HydrationDay => ({
  date: "2026-11-20",
  goalMl: 2000,
  drinks: [],
  foodWaterMl: 0,
  foodKnownShare: 0,
  ...over,
});
const kinds = (d: HydrationDay) => analyseHydration(d).advice.map((a) => a.kind);

describe("hydration analysis of a day", () => {
  it("counts what is left to the goal in glasses, rounding up", () => {
    const a = analyseHydration(day({ drinks: [{ volumeMl: 900, atMinute: at("09:00") }] }));
    expect(a.drankMl).toBe(900);
    expect(a.progress).toBeCloseTo(0.45);
    expect(a.advice).toContainEqual({ kind: "below-goal", remainingMl: 1100, glasses: 5 });
  });

  it("says the goal is met, and flags far more than a day needs", () => {
    expect(kinds(day({ drinks: [{ volumeMl: 2000, atMinute: null }] }))).toEqual(["goal-met"]);
    expect(kinds(day({ drinks: [{ volumeMl: 4001, atMinute: null }] }))).toEqual(["goal-met", "far-above"]);
    expect(kinds(day({ goalMl: null, drinks: [{ volumeMl: 5001, atMinute: null }] }))).toEqual([
      "no-goal",
      "far-above",
    ]);
  });

  it("asks for the profile when there is no goal, and says when nothing was logged", () => {
    expect(kinds(day({ goalMl: null }))).toEqual(["no-goal", "nothing-logged"]);
    expect(analyseHydration(day({ goalMl: null })).progress).toBeNull();
    expect(kinds(day({}))).toEqual(["nothing-logged"]);
  });

  it("splits the day at 12:00 and 18:00 local time and flags a day drunk mostly in the evening", () => {
    const a = analyseHydration(
      day({
        drinks: [
          { volumeMl: 250, atMinute: at("11:59") },
          { volumeMl: 250, atMinute: at("12:00") },
          { volumeMl: 600, atMinute: at("21:30") },
        ],
      }),
    );
    expect(a.timing).toEqual({ morningMl: 250, afternoonMl: 250, eveningMl: 600, firstAt: "11:59", lastAt: "21:30" });
    expect(a.advice).toContainEqual({ kind: "evening-heavy", eveningShare: 600 / 1100 });
    expect(a.advice).toContainEqual({ kind: "long-gap", hours: 9.5, from: "12:00", to: "21:30" });
  });

  it("leaves timing out for entries added on a later day, and says what the food added", () => {
    const a = analyseHydration(
      day({ drinks: [{ volumeMl: 1500, atMinute: null }], foodWaterMl: 412.6, foodKnownShare: 0.8 }),
    );
    expect(a.timing).toEqual({ morningMl: 0, afternoonMl: 0, eveningMl: 0, firstAt: null, lastAt: null });
    expect(a.foodWaterMl).toBe(413);
    expect(a.advice.at(-1)).toEqual({ kind: "food-water", foodWaterMl: 413 });
  });

  it("never advises drinking less than the goal asks, nor counts a glass twice, whatever the drinks", () => {
    const drink = fc.record({
      volumeMl: fc.integer({ min: 1, max: 5000 }),
      atMinute: fc.option(fc.integer({ min: 0, max: 1439 })),
    });
    fc.assert(
      fc.property(
        fc.array(drink, { maxLength: 40 }),
        fc.option(fc.integer({ min: 500, max: 6000 })),
        (drinks, goalMl) => {
          const a = analyseHydration(day({ drinks, goalMl }));
          const total = drinks.reduce((s, d) => s + d.volumeMl, 0);
          expect(a.drankMl).toBe(total);
          expect(a.timing.morningMl + a.timing.afternoonMl + a.timing.eveningMl).toBeLessThanOrEqual(total);
          for (const advice of a.advice) {
            if (advice.kind === "below-goal") {
              expect(total + advice.remainingMl).toBe(goalMl);
              expect(advice.glasses * HYDRATION_RULES.glassMl).toBeGreaterThanOrEqual(advice.remainingMl);
            }
          }
          expect(a.advice.filter((x) => x.kind === "below-goal" || x.kind === "goal-met").length).toBeLessThanOrEqual(
            1,
          );
        },
      ),
    );
  });
});
