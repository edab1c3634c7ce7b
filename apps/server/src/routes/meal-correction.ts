import { mealCorrectionEndpoints } from "@tarelka/contracts/endpoints/meal-correction";
import { correctMealItems } from "@tarelka/nutrition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * Corrections in words on the confirmation screen (docs/decisions/023-correction-in-words.md): pure and stateless
 * like the text analysis, and counted in the same per-address limit (docs/security.md, Limits).
 */
export const mealCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, mealCorrectionEndpoints.correct, async (request) => {
    const { items, correction, lang } = request.body;
    return correctMealItems(items, correction, lang ? { lang } : {});
  });
};
