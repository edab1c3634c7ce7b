import { z } from "zod";
import {
  ZAnalyticsAdviceReplySchema,
  ZAnalyticsPeriodQuerySchema,
  ZCaloriesHistorySchema,
  ZNutritionHistorySchema,
  ZWeighInReplySchema,
  ZWeightHistorySchema,
  ZWeightIdParamsSchema,
  ZWeightLogInputSchema,
} from "../analytics";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";

/**
 * Weight log and intake analytics of the signed-in person (docs/product.md §7 /api/analytics calls). Periods end on the
 * caller's own today; another person's weigh-in is 404 NOT_FOUND.
 */
export const analyticsEndpoints = {
  /**
   * 409 WEIGHT_LOG_LIMIT_REACHED: a person keeps at most WEIGHT_LOG_LIMITS.entriesMax weigh-ins. The newest
   * weigh-in up to today becomes the profile's weight and recomputes the goals that are not the person's own.
   */
  logWeight: defineEndpoint({
    method: "POST",
    path: "/api/analytics/weight",
    body: ZWeightLogInputSchema,
    responses: { 201: ZWeighInReplySchema, ...signedErrors(404, 409) },
  }),
  removeWeight: defineEndpoint({
    method: "DELETE",
    path: "/api/analytics/weight/:id",
    params: ZWeightIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  weight: defineEndpoint({
    method: "GET",
    path: "/api/analytics/weight/me",
    query: ZAnalyticsPeriodQuerySchema,
    responses: { 200: ZWeightHistorySchema, ...signedErrors(404) },
  }),
  calories: defineEndpoint({
    method: "GET",
    path: "/api/analytics/calories/me",
    query: ZAnalyticsPeriodQuerySchema,
    responses: { 200: ZCaloriesHistorySchema, ...signedErrors(404) },
  }),
  nutrition: defineEndpoint({
    method: "GET",
    path: "/api/analytics/nutrition/me",
    query: ZAnalyticsPeriodQuerySchema,
    responses: { 200: ZNutritionHistorySchema, ...signedErrors(404) },
  }),
  /** Advice on the period as kinds and numbers, worded by the web (contracts ZAnalyticsAdviceReplySchema). */
  recommendations: defineEndpoint({
    method: "GET",
    path: "/api/analytics/recommendations/me",
    query: ZAnalyticsPeriodQuerySchema,
    responses: { 200: ZAnalyticsAdviceReplySchema, ...signedErrors(404) },
  }),
};
