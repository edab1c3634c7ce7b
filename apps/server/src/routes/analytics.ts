import {
  ZAnalyticsPeriodQuerySchema,
  ZCaloriesHistorySchema,
  ZNutritionHistorySchema,
  ZWeightEntrySchema,
  ZWeightHistorySchema,
  ZWeightIdParamsSchema,
  ZWeightLogInputSchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createAnalyticsService } from "../services/analytics-service";
import { currentUser } from "./current-user";

/**
 * Weight log and intake analytics of the signed-in person (spec §7 /api/analytics calls). Every call is scoped to
 * the caller: another person's weigh-in is 404 (product-decisions.md, Identity and security), and periods end on
 * the caller's own today.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAnalyticsService({ weight: app.deps.repositories.weight, meals: app.deps.repositories.meals });

  app.post(
    "/analytics/weight",
    { schema: { body: ZWeightLogInputSchema, response: { 201: ZWeightEntrySchema } } },
    async (request, reply) => {
      const { user, today } = await currentUser(app, request);
      return reply.code(201).send(await service.logWeight(user.id, today, request.body));
    },
  );

  app.delete(
    "/analytics/weight/:id",
    { schema: { params: ZWeightIdParamsSchema, response: { 204: z.void() } } },
    async (request, reply) => {
      const { user } = await currentUser(app, request);
      await service.deleteWeight(user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/analytics/weight/me",
    { schema: { querystring: ZAnalyticsPeriodQuerySchema, response: { 200: ZWeightHistorySchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.weightHistory(user.id, today, request.query.period, user.profileData);
    },
  );

  app.get(
    "/analytics/calories/me",
    { schema: { querystring: ZAnalyticsPeriodQuerySchema, response: { 200: ZCaloriesHistorySchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.caloriesHistory(user.id, today, request.query.period, user.profileData);
    },
  );

  app.get(
    "/analytics/nutrition/me",
    { schema: { querystring: ZAnalyticsPeriodQuerySchema, response: { 200: ZNutritionHistorySchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.nutritionHistory(user.id, today, request.query.period, user.profileData);
    },
  );
};
