import { BODY_MEASURE_PARSERS, type BodyMeasure, PROFILE_RANGES } from "@tarelka/contracts";
import { parseDecimal } from "./format";

/** Numeric profile fields a person types (docs/product.md §3 Profile), with the range messages of docs/product.md §5. */
export type NumericProfileField =
  | "age"
  | "heightCm"
  | "weightKg"
  | "targetWeightKg"
  | "dailyCalorieGoal"
  | "proteinGoalG"
  | "fatGoalG"
  | "carbsGoalG";

export type ValidationMessage =
  | "required"
  | "invalidNumber"
  | "wholeNumber"
  | "ageMin"
  | "ageMax"
  | "weightMin"
  | "weightMax"
  | "heightMin"
  | "heightMax"
  | "calorieMin"
  | "calorieMax"
  | "gramsMin"
  | "gramsMax"
  | "ageFormat"
  | "heightFormat"
  | "weightFormat";

export interface FieldError {
  message: ValidationMessage;
  params: { min?: number; max?: number };
}

const RULES: Record<
  NumericProfileField,
  { range: { min: number; max: number }; integer: boolean; min: ValidationMessage; max: ValidationMessage }
> = {
  age: { range: PROFILE_RANGES.age, integer: true, min: "ageMin", max: "ageMax" },
  heightCm: { range: PROFILE_RANGES.heightCm, integer: false, min: "heightMin", max: "heightMax" },
  weightKg: { range: PROFILE_RANGES.weightKg, integer: false, min: "weightMin", max: "weightMax" },
  targetWeightKg: { range: PROFILE_RANGES.weightKg, integer: false, min: "weightMin", max: "weightMax" },
  dailyCalorieGoal: { range: PROFILE_RANGES.dailyCalorieGoal, integer: true, min: "calorieMin", max: "calorieMax" },
  proteinGoalG: { range: PROFILE_RANGES.proteinGoalG, integer: true, min: "gramsMin", max: "gramsMax" },
  fatGoalG: { range: PROFILE_RANGES.fatGoalG, integer: true, min: "gramsMin", max: "gramsMax" },
  carbsGoalG: { range: PROFILE_RANGES.carbsGoalG, integer: true, min: "gramsMin", max: "gramsMax" },
};

/** The body measures read as people write them ("1,65 м", "5 ft 11", "200 lbs"), by the contracts' parsers. */
const MEASURE_OF: Partial<Record<NumericProfileField, { measure: BodyMeasure; format: ValidationMessage }>> = {
  age: { measure: "age", format: "ageFormat" },
  heightCm: { measure: "heightCm", format: "heightFormat" },
  weightKg: { measure: "weightKg", format: "weightFormat" },
  targetWeightKg: { measure: "weightKg", format: "weightFormat" },
};

/** Accepts "72,5" as well as "72.5": Russian keyboards type a decimal comma. */
export { parseDecimal as parseNumber };

/**
 * Checks one typed value. Returns the parsed number, or the docs/product.md §5 message with its bound. Values are rounded
 * to one decimal (weights, heights), integers where the server wants integers.
 */
export function validateNumber(
  field: NumericProfileField,
  raw: string,
  options: { required: boolean },
): { value: number | null; error: FieldError | null } {
  const rule = RULES[field];
  if (raw.trim() === "") {
    return { value: null, error: options.required ? { message: "required", params: {} } : null };
  }
  const measured = MEASURE_OF[field];
  if (measured) {
    const result = BODY_MEASURE_PARSERS[measured.measure](raw);
    if (result.ok) return { value: result.value, error: null };
    const { error } = result;
    const message: ValidationMessage =
      error.code === "min"
        ? rule.min
        : error.code === "max"
          ? rule.max
          : error.code === "format"
            ? measured.format
            : error.code;
    return {
      value: null,
      error: { message, params: "min" in error ? { min: error.min } : "max" in error ? { max: error.max } : {} },
    };
  }
  const parsed = parseDecimal(raw);
  if (parsed === null) return { value: null, error: { message: "invalidNumber", params: {} } };
  if (rule.integer && !Number.isInteger(parsed)) return { value: null, error: { message: "wholeNumber", params: {} } };
  if (parsed < rule.range.min) return { value: null, error: { message: rule.min, params: { min: rule.range.min } } };
  if (parsed > rule.range.max) return { value: null, error: { message: rule.max, params: { max: rule.range.max } } };
  return { value: Math.round(parsed * 10) / 10, error: null };
}
