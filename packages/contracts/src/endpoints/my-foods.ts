import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import { ZMyFoodIdParamsSchema, ZMyFoodInputSchema, ZMyFoodListSchema, ZMyFoodSchema } from "../my-foods";

/**
 * The signed-in person's own foods (contracts my-foods.ts). Another person's food is 404 NOT_FOUND; the 501st is 409
 * MY_FOODS_LIMIT_REACHED. The meal-text analysis and the food search read them too (endpoints/food.ts).
 */
export const myFoodEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/my-foods",
    responses: { 200: ZMyFoodListSchema, ...signedErrors(404) },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/my-foods",
    body: ZMyFoodInputSchema,
    responses: { 201: ZMyFoodSchema, ...signedErrors(404, 409) },
  }),
  /** Replaces every field; dishes already logged from it keep the values they were logged with. */
  update: defineEndpoint({
    method: "PUT",
    path: "/api/my-foods/:id",
    params: ZMyFoodIdParamsSchema,
    body: ZMyFoodInputSchema,
    responses: { 200: ZMyFoodSchema, ...signedErrors(404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/my-foods/:id",
    params: ZMyFoodIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
};
