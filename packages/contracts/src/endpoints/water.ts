import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZHydrationAnalysisSchema,
  ZHydrationAnalyzeInputSchema,
  ZWaterDayParamsSchema,
  ZWaterDaySchema,
  ZWaterIdParamsSchema,
  ZWaterIntakeInputSchema,
  ZWaterIntakeSchema,
  ZWaterIntakeUpdateSchema,
} from "../water";

/**
 * Water intake of the signed-in person (docs/product.md §7 /api/water-intake calls). Another person's entry is 404 NOT_FOUND
 * (docs/product.md, Identity and security).
 */
export const waterEndpoints = {
  /** 409 WATER_DAY_LIMIT_REACHED: a day holds at most WATER_LIMITS.entriesPerDayMax entries. */
  log: defineEndpoint({
    method: "POST",
    path: "/api/water-intake/log",
    body: ZWaterIntakeInputSchema,
    responses: { 201: ZWaterIntakeSchema, ...signedErrors(404, 409) },
  }),
  day: defineEndpoint({
    method: "GET",
    path: "/api/water-intake/day/:date",
    params: ZWaterDayParamsSchema,
    responses: { 200: ZWaterDaySchema, ...signedErrors(404) },
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/water-intake/:id",
    params: ZWaterIdParamsSchema,
    body: ZWaterIntakeUpdateSchema,
    responses: { 200: ZWaterIntakeSchema, ...signedErrors(404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/water-intake/:id",
    params: ZWaterIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** Hydration analysis of a day (docs/product.md §7 /api/hydration calls), derived from the diary when asked. */
  analyzeDay: defineEndpoint({
    method: "POST",
    path: "/api/hydration/analyze-day",
    body: ZHydrationAnalyzeInputSchema,
    responses: { 200: ZHydrationAnalysisSchema, ...signedErrors(404) },
  }),
  analysis: defineEndpoint({
    method: "GET",
    path: "/api/hydration/analysis/:date",
    params: ZWaterDayParamsSchema,
    responses: { 200: ZHydrationAnalysisSchema, ...signedErrors(404) },
  }),
};
