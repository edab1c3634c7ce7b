/** Error codes of the nutrition engine; the server maps them to HTTP answers and localised messages. */
export type NutritionErrorCode = "INPUT_REQUIRED";

/**
 * Thrown for input the engine cannot work with. `INPUT_REQUIRED`: empty or whitespace-only text — the server answers
 * 400 with the spec's "Input Required — Please describe what you ate." (docs/product.md, Nutrition numbers).
 */
export class NutritionInputError extends Error {
  readonly code: NutritionErrorCode;

  constructor(code: NutritionErrorCode, message: string) {
    super(message);
    this.name = "NutritionInputError";
    this.code = code;
  }
}
