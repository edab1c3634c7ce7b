import { waterEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { waterFeature } from "../services/water-service";
import { route } from "./endpoint-route";

/**
 * Water intake of the signed-in person (docs/product.md §7 /api/water-intake calls). Every call is scoped to the caller:
 * another person's entry is 404 (docs/product.md, Identity and security).
 */
export const waterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.feature(waterFeature);

  route(app, waterEndpoints.log, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.log(user.id, today, request.body));
  });

  route(app, waterEndpoints.day, async (request) => {
    const { user } = request.account;
    return service.day(user.id, request.params.date, user.profileData);
  });

  route(app, waterEndpoints.update, async (request) => {
    const { user } = request.account;
    return service.update(user.id, request.params.id, request.body);
  });

  route(app, waterEndpoints.remove, async (request, reply) => {
    const { user } = request.account;
    await service.delete(user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, waterEndpoints.analyzeDay, async (request) => {
    const { user, today, timeZone } = request.account;
    return service.analysis(user.id, request.body.date ?? today, user.profileData, timeZone);
  });

  route(app, waterEndpoints.analysis, async (request) => {
    const { user, timeZone } = request.account;
    return service.analysis(user.id, request.params.date, user.profileData, timeZone);
  });
};
