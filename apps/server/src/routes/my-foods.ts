import { myFoodEndpoints } from "@tarelka/contracts/endpoints/my-foods";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myFoodsFeature } from "../services/my-foods-service";
import { route } from "./endpoint-route";

/** The signed-in person's own foods (contracts endpoints/my-foods.ts); another person's is 404. */
export const myFoodRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.feature(myFoodsFeature);

  route(app, myFoodEndpoints.list, async (request) => service.list(request.account.user.id));

  route(app, myFoodEndpoints.create, async (request, reply) => {
    return reply.code(201).send(await service.create(request.account.user.id, request.body));
  });

  route(app, myFoodEndpoints.update, async (request) =>
    service.update(request.account.user.id, request.params.id, request.body),
  );

  route(app, myFoodEndpoints.remove, async (request, reply) => {
    await service.delete(request.account.user.id, request.params.id);
    return reply.code(204).send();
  });
};
