import { premiumEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

export const vkSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md §7 and §6: the status of the caller's own subscription; only VK users have one, and every caller
  // behind the auth hook is one (the signature is VK's).
  route(app, premiumEndpoints.subscriptionStatus, async (request) => {
    return app.deps.services.premium.statusOf(request.account.user);
  });
};
