import { aiNutritionistEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * The AI nutritionist of the signed-in person (docs/product.md §7 /api/ai-nutritionist calls, docs/product.md Names).
 * Every call is scoped to the caller: another person's chat or recommendation is 404 (docs/product.md,
 * Identity and security). Who answers is decided once, in the composition root (feature-services.ts).
 */
export const aiNutritionistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.aiNutritionist;

  route(app, aiNutritionistEndpoints.chat, async (request) => {
    const { user } = request.account;
    return service.chat(user);
  });

  route(app, aiNutritionistEndpoints.history, async (request) => {
    const { user } = request.account;
    return service.history(user.id, request.params.id);
  });

  route(app, aiNutritionistEndpoints.sendMessage, async (request, reply) => {
    const { user, today } = request.account;
    const exchange = await service.send(user, today, request.params.id, request.body.message);
    return reply.code(201).send(exchange);
  });

  // docs/product.md §7 names the payload "date" and the contract makes it optional; a POST with no body at all asks the
  // same thing (today), so it is not refused for want of an empty object.
  route(app, aiNutritionistEndpoints.analyzeDay, async (request) => {
    const { user, today } = request.account;
    return service.analyzeDay(user, today, request.body?.date);
  });

  route(app, aiNutritionistEndpoints.recommendations, async (request) => {
    const { user } = request.account;
    return service.recommendations(user.id, request.query.limit, request.query.priority);
  });

  route(app, aiNutritionistEndpoints.markRead, async (request) => {
    const { user } = request.account;
    return service.markRead(user.id, request.params.id);
  });
};
