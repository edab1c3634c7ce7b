import { mealEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/** Meals of the signed-in person (docs/product.md §2). Every call is scoped to the caller: another's meal is 404. */
export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.meals;

  route(app, mealEndpoints.create, async (request, reply) => {
    const { user, today } = request.account;
    return reply.code(201).send(await service.create(user.id, today, request.body));
  });

  route(app, mealEndpoints.list, async (request) => {
    const { user, today } = request.account;
    const date = request.query.date ?? today;
    return { date, meals: await service.list(user.id, date) };
  });

  route(app, mealEndpoints.summary, async (request) => {
    const { user, today } = request.account;
    return service.summary(user.id, request.query.date ?? today, user.profileData);
  });

  route(app, mealEndpoints.copy, async (request, reply) => {
    const { user } = request.account;
    return reply.code(201).send(await service.copy(user.id, request.params.id, request.body));
  });

  route(app, mealEndpoints.copyDay, async (request, reply) => {
    const { user } = request.account;
    return reply.code(201).send(await service.copyDay(user.id, request.body));
  });

  route(app, mealEndpoints.get, async (request) => {
    const { user } = request.account;
    return service.get(user.id, request.params.id);
  });

  route(app, mealEndpoints.update, async (request) => {
    const { user } = request.account;
    return service.update(user.id, request.params.id, request.body);
  });

  route(app, mealEndpoints.remove, async (request, reply) => {
    const { user } = request.account;
    await service.delete(user.id, request.params.id);
    return reply.code(204).send();
  });
};
