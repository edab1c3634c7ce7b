import { favouriteEndpoints } from "@tarelka/contracts/endpoints/favourites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { favouritesFeature } from "../services/favourites-service";
import { route } from "./endpoint-route";

/** The signed-in person's starred dishes and meals (contracts endpoints/favourites.ts); another person's is 404. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.feature(favouritesFeature);

  route(app, favouriteEndpoints.list, async (request) => {
    const { user, today } = request.account;
    return service.list(user.id, today);
  });

  route(app, favouriteEndpoints.create, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.create(user.id, today, request.body));
  });

  route(app, favouriteEndpoints.remove, async (request, reply) => {
    await service.delete(request.account.user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, favouriteEndpoints.log, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.log(user.id, today, request.params.id, request.body));
  });
};
