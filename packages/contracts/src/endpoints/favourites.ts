import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZCreateFavouriteRequestSchema,
  ZFavouriteIdParamsSchema,
  ZFavouriteListSchema,
  ZFavouriteSchema,
  ZLogFavouriteRequestSchema,
} from "../favourites";
import { ZMealSchema } from "../meals";

/**
 * The signed-in person's starred dishes and meals (contracts favourites.ts). Another person's star, or meal to star,
 * is 404 NOT_FOUND; the 201st star is 409 FAVOURITES_LIMIT_REACHED.
 */
export const favouriteEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/favourites",
    responses: { 200: ZFavouriteListSchema, ...signedErrors(404) },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/favourites",
    body: ZCreateFavouriteRequestSchema,
    responses: { 201: ZFavouriteSchema, ...signedErrors(404, 409) },
  }),
  /** Unstars it. */
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/favourites/:id",
    params: ZFavouriteIdParamsSchema,
    responses: { 204: z.void(), ...signedErrors(404) },
  }),
  /** A new meal of its dishes (a dish with its last grams), on the day and meal type given. */
  log: defineEndpoint({
    method: "POST",
    path: "/api/favourites/:id/log",
    params: ZFavouriteIdParamsSchema,
    body: ZLogFavouriteRequestSchema,
    responses: { 201: ZMealSchema, ...signedErrors(404) },
  }),
};
