import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZSupplementAnalysisSchema,
  ZSupplementGenerateRequestSchema,
  ZSupplementIdParamsSchema,
  ZSupplementListSchema,
  ZSupplementRecommendationSchema,
  ZUserSupplementsSchema,
} from "../supplements";

/**
 * Supplement suggestions of the signed-in person (docs/product.md §3 Supplement recommendation, §7 /api/supplements calls;
 * decision 011). Another person's suggestion is 404 NOT_FOUND.
 */
export const supplementEndpoints = {
  /**
   * docs/product.md §7: analysisDate defaults to today, so a POST without any body asks the same as one with {}. 400
   * VALIDATION_FAILED for a date that has not come yet.
   */
  generate: defineEndpoint({
    method: "POST",
    path: "/api/supplements/generate/me",
    body: ZSupplementGenerateRequestSchema.nullish(),
    responses: { 200: ZSupplementAnalysisSchema, ...signedErrors(404) },
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/supplements/recommendations/me",
    responses: { 200: ZSupplementListSchema, ...signedErrors(404) },
  }),
  /** docs/product.md §7: accept and decline carry an empty body; whatever body comes is not read. */
  accept: defineEndpoint({
    method: "POST",
    path: "/api/supplements/accept/:id",
    params: ZSupplementIdParamsSchema,
    responses: { 200: ZSupplementRecommendationSchema, ...signedErrors(404) },
  }),
  decline: defineEndpoint({
    method: "POST",
    path: "/api/supplements/decline/:id",
    params: ZSupplementIdParamsSchema,
    responses: { 200: ZSupplementRecommendationSchema, ...signedErrors(404) },
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/supplements/user/me",
    responses: { 200: ZUserSupplementsSchema, ...signedErrors(404) },
  }),
};
