import { describe, expect, it } from "vitest";
import { formFromUser, formGoalInputs, validateProfileForm } from "./profile-form-state";

const filled = {
  ...formFromUser(null),
  firstName: " Анна ",
  gender: "female" as const,
  age: "30",
  heightCm: "165",
  weightKg: "70,5",
  activityLevel: "moderate" as const,
};

describe("profile setup form (docs/product.md §5 form messages, decision 005 modes)", () => {
  it("requires the body fields in create and edit, with the spec's messages and bounds", () => {
    const { errors } = validateProfileForm({ ...formFromUser(null), age: "7", heightCm: "abc" }, "create");
    expect(errors.firstName?.message).toBe("required");
    expect(errors.gender?.message).toBe("required");
    expect(errors.activityLevel?.message).toBe("required");
    expect(errors.age).toEqual({ message: "ageMin", params: { min: 14 } });
    expect(errors.heightCm?.message).toBe("invalidNumber");
    expect(errors.weightKg?.message).toBe("required");
    expect(errors.targetWeightKg).toBeUndefined();
  });

  it("builds the profile with computed goals unless the person sets their own", () => {
    const computed = validateProfileForm(filled, "edit");
    expect(computed.errors).toEqual({});
    expect(computed.firstName).toBe("Анна");
    expect(computed.profileData).toMatchObject({
      weightKg: 70.5,
      calorieGoalOverridden: false,
      macroGoalsOverridden: false,
    });
    expect(computed.profileData).not.toHaveProperty("dailyCalorieGoal");

    const own = validateProfileForm({ ...filled, calorieGoalOverridden: true, dailyCalorieGoal: "1750" }, "edit");
    expect(own.profileData).toMatchObject({ dailyCalorieGoal: 1750, calorieGoalOverridden: true });
    const tooLow = validateProfileForm({ ...filled, calorieGoalOverridden: true, dailyCalorieGoal: "500" }, "edit");
    expect(tooLow.errors.dailyCalorieGoal).toEqual({ message: "calorieMin", params: { min: 800 } });
  });

  it("checks only the goals in goals mode, requiring typed macros once the person chose to set them", () => {
    const goals = validateProfileForm(
      { ...formFromUser(null), macroGoalsOverridden: true, proteinGoalG: "120" },
      "goals",
    );
    expect(Object.keys(goals.errors).sort()).toEqual(["carbsGoalG", "fatGoalG"]);
    expect(goals.profileData).not.toHaveProperty("age");
  });

  it("has goal inputs only once every body field is valid", () => {
    expect(formGoalInputs(filled)).toMatchObject({ gender: "female", weightKg: 70.5, targetWeightKg: null });
    expect(formGoalInputs({ ...filled, age: "" })).toBeNull();
  });
});
