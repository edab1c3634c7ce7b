export const WEIGHT_LOSS_PACES = { comfortable: 0.5, moderate: 0.7, intensive: 1.0 } as const;
export type TWeightLossPace = keyof typeof WEIGHT_LOSS_PACES;

/**
 * Profile ranges. The spec (§5) has range messages with min and max variants but no bounds;
 * these are ours (docs/decisions/005-profile-ranges-and-modes.md). Carbohydrate reaches 1500 g because the
 * highest calorie goal (6000 kcal) spent on carbohydrate alone is 1500 g.
 */
export const PROFILE_RANGES = {
  age: { min: 14, max: 100 },
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 300 },
  dailyCalorieGoal: { min: 800, max: 6000 },
  proteinGoalG: { min: 0, max: 500 },
  fatGoalG: { min: 0, max: 400 },
  carbsGoalG: { min: 0, max: 1500 },
} as const;

/**
 * The safe daily floor of docs/product.md, Calorie goal: a computed goal never goes below it, and a goal a person
 * types below it is saved only after they confirm the warning. The goal maths keeps its own copy
 * (`CALORIE_FLOOR` in packages/nutrition, which imports nothing of ours); a server test holds the two equal.
 */
export const CALORIE_GOAL_FLOOR_KCAL = { female: 1200, male: 1500 } as const;
