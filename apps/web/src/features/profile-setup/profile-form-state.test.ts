import { describe, expect, it } from "vitest";
import { formFromUser, formGoalInputs, ownGoalBelowFloor, validateProfileForm } from "./profile-form-state";

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
    expect(errors.heightCm?.message).toBe("heightFormat");
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

describe("an own calorie goal below the safe floor (docs/product.md, Calorie goal)", () => {
  const own = (gender: "female" | "male" | "", goal: string) =>
    ownGoalBelowFloor({ ...filled, gender, calorieGoalOverridden: true, dailyCalorieGoal: goal });

  it("is flagged with the floor of the person's sex: 1,200 kcal for women, 1,500 for men", () => {
    expect(own("female", "1100")).toBe(1200);
    expect(own("female", "1200")).toBeNull();
    expect(own("male", "1400")).toBe(1500);
    expect(own("male", "1500")).toBeNull();
  });

  it("takes the higher floor when the sex is not known, and says nothing of a computed or unreadable goal", () => {
    expect(own("", "1300")).toBe(1500);
    expect(own("female", "abc")).toBeNull();
    expect(ownGoalBelowFloor({ ...filled, calorieGoalOverridden: false, dailyCalorieGoal: "900" })).toBeNull();
  });
});

describe("body measures as people write them", () => {
  it("reads units into the contract's centimetres and kilograms", () => {
    const form = { ...filled, age: "32 года", heightCm: "5'11\"", weightKg: "200 lbs", targetWeightKg: "1,8" };
    const valid = validateProfileForm(form, "edit");
    expect(valid.errors.targetWeightKg).toEqual({ message: "weightMin", params: { min: 30 } });
    const fixed = validateProfileForm({ ...form, targetWeightKg: "85 кг" }, "edit");
    expect(fixed.errors).toEqual({});
    expect(fixed.profileData).toMatchObject({ age: 32, heightCm: 180.3, weightKg: 90.7, targetWeightKg: 85 });
  });
});
