// Public API of @tarelka/nutrition: pure functions over a committed food database (no network, no ../shared).
export {
  type AnalyzedItem,
  type AnalyzeOptions,
  analyzeMealText,
  type Lang,
  type MealAnalysis,
} from "./analyze";
export {
  type CorrectionChange,
  type CorrectionFailure,
  type CorrectionItem,
  type CorrectionOptions,
  type CorrectionResult,
  correctMealItems,
} from "./correction/correct";
// The food database itself, for code that prices stored dishes by their food id (the server's supplements).
export { type Food, getDatabase } from "./database";
export { type NutritionErrorCode, NutritionInputError } from "./errors";
export {
  ACTIVITY_FACTORS,
  type Activity,
  type BodyProfile,
  basalMetabolicRate,
  CALORIE_FLOOR,
  type CalorieGoal,
  calorieGoal,
  KCAL_PER_KG,
  type MacroGoal,
  macroGoal,
  PACE_KG_PER_WEEK,
  type Pace,
  type Sex,
  WATER_ACTIVITY_BONUS,
  waterGoalMl,
} from "./goals";
export {
  MICRONUTRIENT_KEYS,
  type MicronutrientKey,
  type Micronutrients,
  micronutrientsIn,
  NUTRIENT_KEYS,
  type NutrientKey,
} from "./nutrient-keys";
export type { OwnFood } from "./own-foods";
export { type FoodSearchResult, foodById, type SearchOptions, searchFoods } from "./search";
// Builds the database and the FNDDS name index ahead of the first description (a server's boot).
export { warmUp } from "./warm-up";
