import { DISH_LIMITS } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { gramStep, nudgeGrams } from "./gram-steps";

describe("gram steps", () => {
  it("steps by about 5–10 % of the amount", () => {
    expect([5, 19, 20, 99, 100, 499, 500, 2000].map(gramStep)).toEqual([1, 1, 5, 5, 10, 10, 50, 50]);
  });

  it("lands on the step's grid, up and down", () => {
    expect(nudgeGrams(173, 1)).toBe(180);
    expect(nudgeGrams(173, -1)).toBe(170);
    expect(nudgeGrams(180, 1)).toBe(190);
    expect(nudgeGrams(180, -1)).toBe(170);
    expect(nudgeGrams(12.5, 1)).toBe(13);
    expect(nudgeGrams(12.5, -1)).toBe(12);
  });

  it("uses the smaller step on the way down across a boundary", () => {
    expect(nudgeGrams(100, -1)).toBe(95);
    expect(nudgeGrams(20, -1)).toBe(19);
    expect(nudgeGrams(500, -1)).toBe(490);
    expect(nudgeGrams(95, 1)).toBe(100);
    expect(nudgeGrams(100, 1)).toBe(110);
  });

  it("never goes below 1 g or above the limit", () => {
    expect(nudgeGrams(1, -1)).toBe(1);
    expect(nudgeGrams(DISH_LIMITS.gramsMax, 1)).toBe(DISH_LIMITS.gramsMax);
    expect(nudgeGrams(DISH_LIMITS.gramsMax - 10, 1)).toBe(DISH_LIMITS.gramsMax);
  });
});
