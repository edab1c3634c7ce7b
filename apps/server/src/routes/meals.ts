import {
  ZCreateMealRequestSchema,
  ZDateQuerySchema,
  ZDaySummarySchema,
  ZMealIdParamsSchema,
  ZMealListSchema,
  ZMealSchema,
  ZUpdateMealRequestSchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createMealService } from "../services/meal-service";
import { createPhotoStore } from "../services/photo-store";
import { currentUser } from "./current-user";

/** Meals of the signed-in person (issue 4). Every call is scoped to the caller: another's meal is 404. */
export const mealRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMealService({
    meals: app.deps.repositories.meals,
    photos: createPhotoStore(app.deps.env.DATA_DIR),
  });

  app.post(
    "/meals",
    { schema: { body: ZCreateMealRequestSchema, response: { 201: ZMealSchema } } },
    async (request, reply) => {
      const { user, today } = await currentUser(app, request);
      return reply.code(201).send(await service.create(user.id, today, request.body));
    },
  );

  app.get(
    "/meals",
    { schema: { querystring: ZDateQuerySchema, response: { 200: ZMealListSchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      const date = request.query.date ?? today;
      return { date, meals: await service.list(user.id, date) };
    },
  );

  app.get(
    "/meals/summary",
    { schema: { querystring: ZDateQuerySchema, response: { 200: ZDaySummarySchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.summary(user.id, request.query.date ?? today, user.profileData);
    },
  );

  app.get(
    "/meals/:id",
    { schema: { params: ZMealIdParamsSchema, response: { 200: ZMealSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.get(user.id, request.params.id);
    },
  );

  app.put(
    "/meals/:id",
    { schema: { params: ZMealIdParamsSchema, body: ZUpdateMealRequestSchema, response: { 200: ZMealSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.update(user.id, request.params.id, request.body);
    },
  );

  app.delete("/meals/:id", { schema: { params: ZMealIdParamsSchema } }, async (request, reply) => {
    const { user } = await currentUser(app, request);
    await service.delete(user.id, request.params.id);
    return reply.code(204).send();
  });
};
