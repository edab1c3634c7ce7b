import {
  ZSupplementAnalysisSchema,
  ZSupplementGenerateRequestSchema,
  ZSupplementIdParamsSchema,
  ZSupplementListSchema,
  ZSupplementRecommendationSchema,
  ZUserSupplementsSchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createSupplementsService } from "../services/supplements-service";
import { currentUser } from "./current-user";

/**
 * Supplement suggestions of the signed-in person (spec §3 Supplement recommendation, §7 /api/supplements calls).
 * Every call is scoped to the caller: another person's suggestion is 404 (product-decisions.md, Identity and
 * security).
 */
export const supplementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplements, meals } = app.deps.repositories;
  const service = createSupplementsService({ supplements, meals });

  app.post(
    "/supplements/generate/me",
    // Spec §7: analysisDate defaults to today, so a POST without any body asks the same as one with {}.
    { schema: { body: ZSupplementGenerateRequestSchema.nullish(), response: { 200: ZSupplementAnalysisSchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.generate(user, today, request.body?.analysisDate);
    },
  );

  app.get(
    "/supplements/recommendations/me",
    { schema: { response: { 200: ZSupplementListSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.list(user.id);
    },
  );

  // Spec §7: accept and decline carry an empty body; whatever body comes is not read.
  app.post(
    "/supplements/accept/:id",
    { schema: { params: ZSupplementIdParamsSchema, response: { 200: ZSupplementRecommendationSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.accept(user.id, request.params.id);
    },
  );

  app.post(
    "/supplements/decline/:id",
    { schema: { params: ZSupplementIdParamsSchema, response: { 200: ZSupplementRecommendationSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.decline(user.id, request.params.id);
    },
  );

  app.get("/supplements/user/me", { schema: { response: { 200: ZUserSupplementsSchema } } }, async (request) => {
    const { user } = await currentUser(app, request);
    return service.userSupplements(user.id);
  });
};
