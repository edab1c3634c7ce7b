import { achievementEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * Achievements of the signed-in person (docs/product.md §3 Achievement, §7 /api/achievements calls). Both calls are scoped to
 * the caller: progress counts only their own diary, and marking touches only their own achievements.
 */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.achievements;

  route(app, achievementEndpoints.list, async (request) => {
    const { user, today } = request.account;
    return service.list(user.id, today, user.profileData);
  });

  route(app, achievementEndpoints.markNotified, async (request) => {
    const { user, today } = request.account;
    return service.markNotified(user.id, today, user.profileData, request.body.achievementIds);
  });
};
