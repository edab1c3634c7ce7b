import {
  CALORIE_GOAL_FLOOR_KCAL,
  type TGoalInputs,
  type TProfileData,
  type TUser,
  type TWeightLossPace,
} from "@tarelka/contracts";
import { formatInputNumber } from "../../lib/format";
import { type FieldError, type NumericProfileField, validateNumber } from "../../lib/profile-validation";

/**
 * Modes of /profile-setup/:mode (docs/product.md §2 leaves the values open; docs/decisions/005-profile-ranges-and-modes.md):
 * create — the whole form for a person without an account (the alternative to the chat);
 * edit — the whole form for an existing account; goals — only the calorie and macro goals.
 */
export const PROFILE_SETUP_MODES = ["create", "edit", "goals"] as const;
export type ProfileSetupMode = (typeof PROFILE_SETUP_MODES)[number];

export interface ProfileFormState {
  firstName: string;
  lastName: string;
  gender: "female" | "male" | "";
  age: string;
  heightCm: string;
  weightKg: string;
  targetWeightKg: string;
  activityLevel: "low" | "moderate" | "high" | "";
  weightLossPace: TWeightLossPace;
  calorieGoalOverridden: boolean;
  dailyCalorieGoal: string;
  macroGoalsOverridden: boolean;
  proteinGoalG: string;
  fatGoalG: string;
  carbsGoalG: string;
}

export type FormField = keyof ProfileFormState;
export type FormErrors = Partial<Record<FormField, FieldError>>;

/**
 * The form's text for a stored profile. Numbers are shown as the person would type them in the screen's language
 * ("72,5" in Russian), and read back by parseDecimal, which takes either separator.
 */
export function formFromUser(user: TUser | null, language = "en"): ProfileFormState {
  const text = (value: number | null | undefined) => formatInputNumber(language, value);
  const p: TProfileData = user?.profileData ?? {};
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    gender: p.gender ?? "",
    age: text(p.age),
    heightCm: text(p.heightCm),
    weightKg: text(p.weightKg),
    targetWeightKg: text(p.targetWeightKg),
    activityLevel: p.activityLevel ?? "",
    weightLossPace: p.weightLossPace ?? "comfortable",
    calorieGoalOverridden: p.calorieGoalOverridden === true,
    dailyCalorieGoal: text(p.dailyCalorieGoal),
    macroGoalsOverridden: p.macroGoalsOverridden === true,
    proteinGoalG: text(p.proteinGoalG),
    fatGoalG: text(p.fatGoalG),
    carbsGoalG: text(p.carbsGoalG),
  };
}

export interface ValidatedProfile {
  errors: FormErrors;
  firstName: string;
  lastName: string;
  profileData: TProfileData;
}

/**
 * Checks the fields the mode shows and builds the request's profile. Body fields are required in create and
 * edit; goals typed by the person are required only once they chose to set their own (docs/product.md §5 messages).
 */
export function validateProfileForm(form: ProfileFormState, mode: ProfileSetupMode): ValidatedProfile {
  const errors: FormErrors = {};
  const profileData: TProfileData = {};
  const num = (field: NumericProfileField, required: boolean): number | null => {
    const { value, error } = validateNumber(field, form[field], { required });
    if (error) errors[field] = error;
    return value;
  };

  if (mode !== "goals") {
    if (!form.firstName.trim()) errors.firstName = { message: "required", params: {} };
    if (!form.gender) errors.gender = { message: "required", params: {} };
    if (!form.activityLevel) errors.activityLevel = { message: "required", params: {} };
    const age = num("age", true);
    const heightCm = num("heightCm", true);
    const weightKg = num("weightKg", true);
    const targetWeightKg = num("targetWeightKg", false);
    Object.assign(profileData, {
      gender: form.gender || null,
      activityLevel: form.activityLevel || null,
      age,
      heightCm,
      weightKg,
      targetWeightKg,
      weightLossPace: form.weightLossPace,
    });
  }

  if (form.calorieGoalOverridden) {
    profileData.dailyCalorieGoal = num("dailyCalorieGoal", true);
    profileData.calorieGoalOverridden = true;
  } else {
    profileData.calorieGoalOverridden = false;
  }
  if (form.macroGoalsOverridden) {
    profileData.proteinGoalG = num("proteinGoalG", true);
    profileData.fatGoalG = num("fatGoalG", true);
    profileData.carbsGoalG = num("carbsGoalG", true);
    profileData.macroGoalsOverridden = true;
  } else {
    profileData.macroGoalsOverridden = false;
  }
  return { errors, firstName: form.firstName.trim(), lastName: form.lastName.trim(), profileData };
}

/** The goal inputs the form holds right now, for the live computed-goal line; null while incomplete. */
export function formGoalInputs(form: ProfileFormState): TGoalInputs | null {
  const read = (field: NumericProfileField) => validateNumber(field, form[field], { required: true }).value;
  const age = read("age");
  const heightCm = read("heightCm");
  const weightKg = read("weightKg");
  if (!form.gender || !form.activityLevel || age === null || heightCm === null || weightKg === null) return null;
  const target = validateNumber("targetWeightKg", form.targetWeightKg, { required: false }).value;
  return {
    gender: form.gender,
    activityLevel: form.activityLevel,
    age,
    heightCm,
    weightKg,
    targetWeightKg: target,
    weightLossPace: form.weightLossPace,
  };
}

/**
 * The safe floor an own calorie goal falls below (docs/product.md, Calorie goal: 1,200 kcal for women, 1,500 for men),
 * or null when it does not. Without a gender the higher floor applies: the warning errs towards being shown.
 */
export function ownGoalBelowFloor(form: ProfileFormState): number | null {
  if (!form.calorieGoalOverridden) return null;
  const goal = validateNumber("dailyCalorieGoal", form.dailyCalorieGoal, { required: true }).value;
  if (goal === null) return null;
  const floor =
    form.gender === "" ? Math.max(...Object.values(CALORIE_GOAL_FLOOR_KCAL)) : CALORIE_GOAL_FLOOR_KCAL[form.gender];
  return goal < floor ? floor : null;
}
