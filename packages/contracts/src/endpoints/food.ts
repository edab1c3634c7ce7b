import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";
import {
  ZAnalyzeTextRequestSchema,
  ZAnalyzeTextResponseSchema,
  ZFoodSearchQuerySchema,
  ZFoodSearchResponseSchema,
} from "../food";
import { ZMealAnalysisSchema, ZPhotoUsageSchema } from "../meals";

/** Food analysis and search (docs/product.md §2; docs/product.md §1: log meals by camera photo or by text). */
export const foodEndpoints = {
  /** 400 INPUT_REQUIRED for a blank description. */
  analyzeText: defineEndpoint({
    method: "POST",
    path: "/api/food/analyze-text",
    body: ZAnalyzeTextRequestSchema,
    responses: { 200: ZAnalyzeTextResponseSchema, ...signedErrors(404) },
  }),
  search: defineEndpoint({
    method: "GET",
    path: "/api/food/search",
    query: ZFoodSearchQuerySchema,
    responses: { 200: ZFoodSearchResponseSchema, ...signedErrors() },
  }),
  /**
   * One photo as multipart/form-data: an optional `lang` field first, then the file. 400 INVALID_IMAGE,
   * 409 PHOTO_STORAGE_FULL, 413 for a file over 10 MB or too many pixels, 415 for a format we do not decode,
   * 429 PHOTO_LIMIT_REACHED (the free monthly analyses are spent), 502/503/504 when the vision provider fails.
   */
  analyzePhoto: defineEndpoint({
    method: "POST",
    path: "/api/food/analyze-photo",
    multipart: true,
    responses: { 200: ZMealAnalysisSchema, ...signedErrors(404, 409, 502, 503, 504) },
  }),
  photoUsage: defineEndpoint({
    method: "GET",
    path: "/api/food/photo-usage",
    responses: { 200: ZPhotoUsageSchema, ...signedErrors(404) },
  }),
  /**
   * The owner's stored photo: image/jpeg bytes, which the server sends as they are (never through a serialiser) and
   * the client reads as a blob from the meal's photoUrl, not with `call`. Another person's id is simply not found.
   */
  photo: defineEndpoint({
    method: "GET",
    path: "/api/food/photos/:id",
    params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }),
    responses: {
      200: z.custom<Uint8Array<ArrayBufferLike>>((bytes) => bytes instanceof Uint8Array),
      ...signedErrors(404),
    },
  }),
};
