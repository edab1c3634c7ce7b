import { supplementEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * Supplement suggestions of the signed-in person (docs/product.md §3 Supplement recommendation, §7 /api/supplements calls).
 * Every call is scoped to the caller: another person's suggestion is 404 (docs/product.md, Identity and
 * security).
 */
export const supplementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.supplements;

  // docs/product.md §7: analysisDate defaults to today, so a POST without any body asks the same as one with {}.
  route(app, supplementEndpoints.generate, async (request) => {
    const { user, today } = request.account;
    return service.generate(user, today, request.body?.analysisDate);
  });

  route(app, supplementEndpoints.list, async (request) => {
    const { user } = request.account;
    return service.list(user.id);
  });

  // docs/product.md §7: accept and decline carry an empty body; whatever body comes is not read.
  route(app, supplementEndpoints.accept, async (request) => {
    const { user } = request.account;
    return service.accept(user.id, request.params.id);
  });

  route(app, supplementEndpoints.decline, async (request) => {
    const { user } = request.account;
    return service.decline(user.id, request.params.id);
  });

  route(app, supplementEndpoints.mine, async (request) => {
    const { user } = request.account;
    return service.userSupplements(user.id);
  });
};
