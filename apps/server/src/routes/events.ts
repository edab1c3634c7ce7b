import { EVENTS_RATE_LIMIT_PER_MINUTE, ZEventReplySchema, ZEventRequestSchema } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createEventsRepository } from "../repositories/events-repository";

/**
 * Spec §7 custom events endpoint. Public (the landing has no VK identity), so it is validated strictly and
 * rate-limited per IP (spec §9 throttles the client too; the server cannot rely on that).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createEventsRepository(app.deps.database.db);
  app.post(
    "/events",
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: EVENTS_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { body: ZEventRequestSchema, response: { 202: ZEventReplySchema } },
    },
    async (request, reply) => {
      await events.insert(request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
