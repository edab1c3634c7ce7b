import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZCopyDayReplySchema,
  ZCopyDayRequestSchema,
  ZCopyMealRequestSchema,
  ZCreateMealRequestSchema,
  ZDateQuerySchema,
  ZDaySummarySchema,
  ZMealIdParamsSchema,
  ZMealListSchema,
  ZMealSchema,
  ZUpdateMealRequestSchema,
} from "../meals";

/**
 * Meals of the signed-in person (docs/product.md §2). Every call is scoped to the caller: another person's meal is 404
 * NOT_FOUND, as is a missing one; 404 USER_NOT_FOUND before onboarding.
 */
export const mealEndpoints = {
  /** Saves a confirmed analysis or a hand-made meal. 400 VALIDATION_FAILED also for an unknown photoId. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/meals",
    body: ZCreateMealRequestSchema,
    responses: { 201: ZMealSchema, ...signedErrors(404, 409) },
  }),
  /** The day's meals; without a date, today in the person's time zone. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/meals",
    query: ZDateQuerySchema,
    responses: { 200: ZMealListSchema, ...signedErrors(404) },
  }),
  /** The dashboard's day (a first-screen read, decision 006). */
  summary: defineEndpoint({
    method: "GET",
    path: "/api/meals/summary",
    query: ZDateQuerySchema,
    responses: { 200: ZDaySummarySchema, ...signedErrors(404) },
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/meals/:id",
    params: ZMealIdParamsSchema,
    responses: { 200: ZMealSchema, ...signedErrors(404) },
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/meals/:id",
    params: ZMealIdParamsSchema,
    body: ZUpdateMealRequestSchema,
    responses: { 200: ZMealSchema, ...signedErrors(404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/meals/:id",
    params: ZMealIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** A new meal with the dishes, grams, per-100 g values and source of one of the caller's meals; never its photo. */
  copy: defineEndpoint({
    method: "POST",
    path: "/api/meals/:id/copy",
    params: ZMealIdParamsSchema,
    body: ZCopyMealRequestSchema,
    responses: { 201: ZMealSchema, ...signedErrors(404) },
  }),
  /** Copies a day's meals (or one meal type's) to another day, at most MEAL_COPY_LIMITS.mealsPerCopyMax of them. */
  copyDay: defineEndpoint({
    method: "POST",
    path: "/api/meals/copy-day",
    body: ZCopyDayRequestSchema,
    responses: { 201: ZCopyDayReplySchema, ...signedErrors(404) },
  }),
};
