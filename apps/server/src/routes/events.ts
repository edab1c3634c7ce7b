import { EVENTS_RATE_LIMIT_PER_MINUTE, publicEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * docs/product.md §7 custom events endpoint. Public (the landing has no VK identity), so it is validated strictly and
 * rate-limited per IP (docs/product.md §9 throttles the client too; the server cannot rely on that).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.deps.repositories;
  route(
    app,
    publicEndpoints.event,
    async (request, reply) => {
      await events.insert(request.body);
      return reply.code(202).send({ accepted: true as const });
    },
    { bodyLimit: 8 * 1024, config: { rateLimit: { max: EVENTS_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } } },
  );
};
