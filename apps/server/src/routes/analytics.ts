import { analyticsEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * Weight log and intake analytics of the signed-in person (docs/product.md §7 /api/analytics calls). Every call is scoped to
 * the caller: another person's weigh-in is 404 (docs/product.md, Identity and security), and periods end on
 * the caller's own today.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.analytics;
  const { weighIn } = app.deps.services;

  route(app, analyticsEndpoints.logWeight, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await weighIn.logWeight(user, today, request.body));
  });

  route(app, analyticsEndpoints.removeWeight, async (request, reply) => {
    const { user } = request.account;
    await service.deleteWeight(user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, analyticsEndpoints.weight, async (request) => {
    const { user, today } = request.account;
    return service.weightHistory(user.id, today, request.query.period, user.profileData);
  });

  route(app, analyticsEndpoints.calories, async (request) => {
    const { user, today } = request.account;
    return service.caloriesHistory(user.id, today, request.query.period, user.profileData);
  });

  route(app, analyticsEndpoints.nutrition, async (request) => {
    const { user, today } = request.account;
    return service.nutritionHistory(user.id, today, request.query.period, user.profileData);
  });

  route(app, analyticsEndpoints.recommendations, async (request) => {
    const { user, today } = request.account;
    return service.recommendations(user.id, today, request.query.period, user.profileData);
  });
};
