import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import { ZCorrectAnalysisRequestSchema, ZCorrectAnalysisResponseSchema } from "../meal-correction";

/** A correction in words of an analysed meal (docs/decisions/023-correction-in-words.md). */
export const mealCorrectionEndpoints = {
  /**
   * 200 with `understood: false` and the reason for a remark that changes nothing; 400 VALIDATION_FAILED for a blank
   * remark, no items, or items out of bounds.
   */
  correct: defineEndpoint({
    method: "POST",
    path: "/api/food/correct-analysis",
    body: ZCorrectAnalysisRequestSchema,
    responses: { 200: ZCorrectAnalysisResponseSchema, ...signedErrors(404) },
  }),
};
