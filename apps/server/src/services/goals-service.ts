import {
  PROFILE_RANGES,
  type TGoalBreakdown,
  type TGoalInputs,
  type TGoals,
  type TProfileData,
  ZGoalInputsSchema,
} from "@tarelka/contracts";
import { calorieGoal, macroGoal, waterGoalMl } from "@tarelka/nutrition";

const MACRO_KEYS = ["proteinGoalG", "fatGoalG", "carbsGoalG"] as const;

/** The goal inputs of a profile, or null while any of them is still missing (the goal then stays as given). */
export function goalInputsOf(profile: TProfileData): TGoalInputs | null {
  const parsed = ZGoalInputsSchema.safeParse(profile);
  return parsed.success ? parsed.data : null;
}

/**
 * The goals a day's intake is measured against (the dashboard's ZDaySummarySchema and the analytics of docs/product.md §7):
 * whatever the profile holds, computed or typed by the person; null while a goal is not set.
 */
export function goalsOf(profile: TProfileData): TGoals {
  return {
    calories: profile.dailyCalorieGoal ?? null,
    protein: profile.proteinGoalG ?? null,
    fat: profile.fatGoalG ?? null,
    carbs: profile.carbsGoalG ?? null,
  };
}

/**
 * Calorie, macro and water goals with the steps that produced them (docs/product.md, Calorie goal):
 * Mifflin-St Jeor × activity factor − the pace's deficit, never below the safe floor. A target weight at or
 * above the current weight means no deficit: the person maintains.
 */
export function computeGoalBreakdown(inputs: TGoalInputs): TGoalBreakdown {
  const pace = wantsToLose(inputs) ? (inputs.weightLossPace ?? "comfortable") : undefined;
  const goal = calorieGoal(
    {
      sex: inputs.gender,
      age: inputs.age,
      heightCm: inputs.heightCm,
      weightKg: inputs.weightKg,
      activity: inputs.activityLevel,
    },
    pace,
  );
  // A very large, very active person can compute above the stored range; the range's top is the cap.
  const calories = Math.min(goal.calories, PROFILE_RANGES.dailyCalorieGoal.max);
  const macros = macroGoal(calories, inputs.weightKg);
  return {
    bmrKcal: goal.bmr,
    activityFactor: goal.activityFactor,
    maintenanceKcal: goal.maintenance,
    deficitKcal: goal.deficit,
    floorKcal: goal.floor,
    floorApplied: goal.floorApplied,
    dailyCalorieGoal: calories,
    proteinGoalG: macros.protein,
    fatGoalG: macros.fat,
    carbsGoalG: macros.carbs,
    waterGoalMl: waterGoalMl(inputs.weightKg, inputs.activityLevel),
  };
}

function wantsToLose(inputs: TGoalInputs): boolean {
  return inputs.targetWeightKg == null || inputs.targetWeightKg < inputs.weightKg;
}

/**
 * Merges a profile change into the stored profile and recomputes what depends on it. A calorie or macro goal the
 * person typed is theirs: sending a value without the flag marks it overridden, and the server stops
 * recomputing it until the person sends `calorieGoalOverridden: false` (or clears the value).
 */
export function applyProfileChange(previous: TProfileData, patch: TProfileData): TProfileData {
  const next: TProfileData = { ...previous, ...patch };

  if ("dailyCalorieGoal" in patch && patch.calorieGoalOverridden === undefined) {
    next.calorieGoalOverridden = patch.dailyCalorieGoal != null;
  }
  const macroSent = MACRO_KEYS.filter((k) => k in patch);
  if (macroSent.length > 0 && patch.macroGoalsOverridden === undefined) {
    next.macroGoalsOverridden = macroSent.some((k) => patch[k] != null);
  }

  // Explicit flags, so a client can always tell a computed goal from the person's own.
  next.calorieGoalOverridden ??= false;
  next.macroGoalsOverridden ??= false;

  const inputs = goalInputsOf(next);
  if (inputs) {
    const breakdown = computeGoalBreakdown(inputs);
    next.waterGoalMl = breakdown.waterGoalMl;
    if (!next.calorieGoalOverridden) next.dailyCalorieGoal = breakdown.dailyCalorieGoal;
  }
  // Macro defaults follow whatever calorie goal stands, the computed one or the person's own; protein is
  // per kg of body weight, so they wait for the weight.
  if (!next.macroGoalsOverridden && next.dailyCalorieGoal != null && next.weightKg != null) {
    const macros = macroGoal(next.dailyCalorieGoal, next.weightKg);
    next.proteinGoalG = macros.protein;
    next.fatGoalG = macros.fat;
    next.carbsGoalG = macros.carbs;
  }
  return next;
}
