import { SUPPLEMENT_RULES } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { coverageBar } from "./coverage";

describe("coverage bar", () => {
  it("fills the bar in proportion up to the reference, and no further", () => {
    expect(coverageBar(0.25).fill).toBe(25);
    expect(coverageBar(0.053).fill).toBe(5.3);
    expect(coverageBar(1).fill).toBe(100);
    expect(coverageBar(1.8).fill).toBe(100);
    expect(coverageBar(0).fill).toBe(0);
  });

  it("marks the contract's gap threshold and calls a gap only below it", () => {
    expect(coverageBar(0.5).marker).toBe(SUPPLEMENT_RULES.gapBelow * 100);
    expect(coverageBar(SUPPLEMENT_RULES.gapBelow - 0.001).isGap).toBe(true);
    expect(coverageBar(SUPPLEMENT_RULES.gapBelow).isGap).toBe(false);
    expect(coverageBar(1.2).isGap).toBe(false);
    expect(coverageBar(0.5, 0.4)).toEqual({ fill: 50, marker: 40, isGap: false });
  });

  it("draws an empty gap bar for a coverage that is not a number or below zero", () => {
    expect(coverageBar(Number.NaN)).toEqual({ fill: 0, marker: 70, isGap: true });
    expect(coverageBar(Number.POSITIVE_INFINITY).fill).toBe(0);
    expect(coverageBar(-0.2).fill).toBe(0);
  });
});
