import { ZAchievementListSchema, ZMarkNotifiedRequestSchema } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAchievementsService } from "../services/achievements-service";
import { currentUser } from "./current-user";

/**
 * Achievements of the signed-in person (spec §3 Achievement, §7 /api/achievements calls). Both calls are scoped to
 * the caller: progress counts only their own diary, and marking touches only their own achievements.
 */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { achievements, meals, water, weight } = app.deps.repositories;
  const service = createAchievementsService({ achievements, meals, water, weight });

  app.get("/achievements/me", { schema: { response: { 200: ZAchievementListSchema } } }, async (request) => {
    const { user, today } = await currentUser(app, request);
    return service.list(user.id, today, user.profileData);
  });

  app.post(
    "/achievements/me/mark-notified",
    { schema: { body: ZMarkNotifiedRequestSchema, response: { 200: ZAchievementListSchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.markNotified(user.id, today, user.profileData, request.body.achievementIds);
    },
  );
};
