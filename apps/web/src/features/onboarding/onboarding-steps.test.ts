import { describe, expect, it } from "vitest";
import { activeSteps, goalInputs, nextStep, parseProgress, previousStep } from "./onboarding-steps";

describe("onboarding steps (docs/product.md §2)", () => {
  const body = { gender: "female", age: 30, heightCm: 165, weightKg: 70, activityLevel: "moderate" } as const;

  it("asks the pace only when the target is below the current weight", () => {
    expect(activeSteps({ ...body, targetWeightKg: 60 })).toContain("weightLossPace");
    expect(activeSteps({ ...body, targetWeightKg: 70 })).not.toContain("weightLossPace");
    expect(nextStep("targetWeightKg", { ...body, targetWeightKg: 72 })).toBe("name");
    expect(nextStep("targetWeightKg", { ...body, targetWeightKg: 65 })).toBe("weightLossPace");
    expect(previousStep("name", { ...body, targetWeightKg: 72 })).toBe("targetWeightKg");
    expect(previousStep("gender", {})).toBeNull();
  });

  it("builds goal inputs with no pace for a person keeping their weight", () => {
    expect(goalInputs({ ...body })).toMatchObject({ targetWeightKg: 70, weightLossPace: null });
    expect(goalInputs({ ...body, targetWeightKg: 60, weightLossPace: "intensive" })).toMatchObject({
      weightLossPace: "intensive",
    });
    expect(goalInputs({ gender: "male", age: 40 })).toBeNull();
  });

  it("resumes only from a well-formed saved progress", () => {
    const saved = JSON.stringify({ version: 1, answers: { age: 30 }, step: "heightCm" });
    expect(parseProgress(saved)).toEqual({ version: 1, answers: { age: 30 }, step: "heightCm" });
    expect(parseProgress("{not json")).toBeNull();
    expect(parseProgress(JSON.stringify({ version: 1, answers: {}, step: "nope" }))).toBeNull();
    expect(parseProgress(null)).toBeNull();
  });
});
