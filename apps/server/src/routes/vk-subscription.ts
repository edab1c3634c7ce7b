import { ZVkSubscriptionStatusSchema } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { identityOf } from "../auth/vk-auth";
import { AppError } from "../errors/app-error";

export const vkSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.deps.repositories;

  // Spec §7 and §6: the status of the caller's own subscription; only VK users have one, and every caller
  // behind the auth hook is one (the signature is VK's).
  app.get(
    "/vk/subscription/status/me",
    { schema: { response: { 200: ZVkSubscriptionStatusSchema } } },
    async (request) => {
      const user = await users.findBySocial({ provider: "vk", socialId: identityOf(request).userId });
      if (!user) throw new AppError("USER_NOT_FOUND", 404, "User not found - need to complete onboarding first");
      return app.deps.services.premium.statusOf(user);
    },
  );
};
