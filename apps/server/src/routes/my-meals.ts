import { myMealEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/** The signed-in person's saved meals (contracts endpoints/my-meals.ts); another person's is 404. */
export const myMealRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.myMeals;

  route(app, myMealEndpoints.list, async (request) => service.list(request.account.user.id));

  route(app, myMealEndpoints.create, async (request, reply) => {
    return reply.code(201).send(await service.create(request.account.user.id, request.body));
  });

  route(app, myMealEndpoints.rename, async (request) =>
    service.rename(request.account.user.id, request.params.id, request.body.name),
  );

  route(app, myMealEndpoints.remove, async (request, reply) => {
    await service.delete(request.account.user.id, request.params.id);
    return reply.code(204).send();
  });

  route(app, myMealEndpoints.log, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.log(user.id, today, request.params.id, request.body));
  });
};
