import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import { ZMealSchema } from "../meals";
import {
  ZCreateMyMealRequestSchema,
  ZLogMyMealRequestSchema,
  ZMyMealIdParamsSchema,
  ZMyMealListSchema,
  ZMyMealSchema,
  ZRenameMyMealRequestSchema,
} from "../my-meals";

/**
 * The signed-in person's saved meals (contracts my-meals.ts). Another person's saved meal, or meal to save, is 404
 * NOT_FOUND; the 201st saved meal is 409 MY_MEALS_LIMIT_REACHED.
 */
export const myMealEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/my-meals",
    responses: { 200: ZMyMealListSchema, ...signedErrors(404) },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/my-meals",
    body: ZCreateMyMealRequestSchema,
    responses: { 201: ZMyMealSchema, ...signedErrors(404, 409) },
  }),
  rename: defineEndpoint({
    method: "PUT",
    path: "/api/my-meals/:id",
    params: ZMyMealIdParamsSchema,
    body: ZRenameMyMealRequestSchema,
    responses: { 200: ZMyMealSchema, ...signedErrors(404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/my-meals/:id",
    params: ZMyMealIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** A new meal with its dishes, on the day and meal type given. */
  log: defineEndpoint({
    method: "POST",
    path: "/api/my-meals/:id/log",
    params: ZMyMealIdParamsSchema,
    body: ZLogMyMealRequestSchema,
    responses: { 201: ZMealSchema, ...signedErrors(404) },
  }),
};
