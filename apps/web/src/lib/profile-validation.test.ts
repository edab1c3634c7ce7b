import { PROFILE_RANGES } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { parseNumber, validateNumber } from "./profile-validation";

describe("profile form validation (docs/product.md §5 form messages)", () => {
  it("reads decimal commas and points, and nothing else", () => {
    expect(parseNumber("72,5")).toBe(72.5);
    expect(parseNumber(" 180 ")).toBe(180);
    expect(parseNumber("1 800")).toBe(1800);
    expect(parseNumber("12a")).toBeNull();
    expect(parseNumber("-5")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });

  it("says required only for required fields", () => {
    expect(validateNumber("age", "  ", { required: true }).error?.message).toBe("required");
    expect(validateNumber("proteinGoalG", "", { required: false })).toEqual({ value: null, error: null });
  });

  it("gives the min and max variants with their bounds for age, weight and height", () => {
    expect(validateNumber("age", "7", { required: true }).error).toEqual({
      message: "ageMin",
      params: { min: PROFILE_RANGES.age.min },
    });
    expect(validateNumber("age", "130", { required: true }).error).toEqual({
      message: "ageMax",
      params: { max: PROFILE_RANGES.age.max },
    });
    expect(validateNumber("weightKg", "20", { required: true }).error?.message).toBe("weightMin");
    expect(validateNumber("targetWeightKg", "301", { required: true }).error?.message).toBe("weightMax");
    expect(validateNumber("heightCm", "99", { required: true }).error?.message).toBe("heightMin");
    expect(validateNumber("heightCm", "251", { required: true }).error?.message).toBe("heightMax");
  });

  it("accepts the bounds themselves and rejects invalid numbers and fractions of whole-number fields", () => {
    expect(validateNumber("age", String(PROFILE_RANGES.age.min), { required: true })).toEqual({
      value: PROFILE_RANGES.age.min,
      error: null,
    });
    expect(validateNumber("heightCm", "250", { required: true }).value).toBe(250);
    expect(validateNumber("weightKg", "seventy", { required: true }).error?.message).toBe("weightFormat");
    expect(validateNumber("age", "30.5", { required: true }).error?.message).toBe("wholeNumber");
    expect(validateNumber("weightKg", "70,55", { required: true }).value).toBe(70.6);
  });
});
