import { mealShortcutEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/** Recent foods and quick add, over the signed-in person's own meals only (contracts endpoints/meal-shortcuts.ts). */
export const mealShortcutRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.mealShortcuts;

  route(app, mealShortcutEndpoints.recentFoods, async (request) => {
    const { user, today } = request.account;
    return service.recentFoods(user.id, today, request.query.mealType);
  });

  route(app, mealShortcutEndpoints.quickAdd, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.quickAdd(user.id, today, request.body));
  });
};
