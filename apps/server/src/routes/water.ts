import {
  ZWaterDayParamsSchema,
  ZWaterDaySchema,
  ZWaterIdParamsSchema,
  ZWaterIntakeInputSchema,
  ZWaterIntakeSchema,
  ZWaterIntakeUpdateSchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createWaterService } from "../services/water-service";
import { currentUser } from "./current-user";

/**
 * Water intake of the signed-in person (spec §7 /api/water-intake calls). Every call is scoped to the caller:
 * another person's entry is 404 (product-decisions.md, Identity and security).
 */
export const waterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWaterService({ water: app.deps.repositories.water });

  app.post(
    "/water-intake/log",
    { schema: { body: ZWaterIntakeInputSchema, response: { 201: ZWaterIntakeSchema } } },
    async (request, reply) => {
      const { user, today } = await currentUser(app, request);
      return reply.code(201).send(await service.log(user.id, today, request.body));
    },
  );

  app.get(
    "/water-intake/day/:date",
    { schema: { params: ZWaterDayParamsSchema, response: { 200: ZWaterDaySchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.day(user.id, request.params.date, user.profileData);
    },
  );

  app.put(
    "/water-intake/:id",
    { schema: { params: ZWaterIdParamsSchema, body: ZWaterIntakeUpdateSchema, response: { 200: ZWaterIntakeSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.update(user.id, request.params.id, request.body);
    },
  );

  app.delete(
    "/water-intake/:id",
    { schema: { params: ZWaterIdParamsSchema, response: { 204: z.void() } } },
    async (request, reply) => {
      const { user } = await currentUser(app, request);
      await service.delete(user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
