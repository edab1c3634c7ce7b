import {
  ZAnalyzeDayRequestSchema,
  ZChatExchangeSchema,
  ZChatHistorySchema,
  ZChatIdParamsSchema,
  ZChatMessageRequestSchema,
  ZChatSchema,
  ZDayAnalysisSchema,
  ZRecommendationIdParamsSchema,
  ZRecommendationListSchema,
  ZRecommendationSchema,
  ZRecommendationsQuerySchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAiNutritionistService } from "../services/ai-nutritionist-service";
import { createOpenAiChatModel } from "../services/nutritionist/chat-model";
import { createModelNutritionist, offlineNutritionist } from "../services/nutritionist/provider";
import { currentUser } from "./current-user";

/**
 * The AI nutritionist of the signed-in person (spec §7 /api/ai-nutritionist calls, product-decisions.md Names).
 * Every call is scoped to the caller: another person's chat or recommendation is 404 (product-decisions.md,
 * Identity and security). Who answers is decided once here: a configured chat model, or the offline nutritionist.
 */
export const aiNutritionistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, repositories } = app.deps;
  const provider = env.CHAT_API_BASE_URL
    ? createModelNutritionist({
        model: createOpenAiChatModel({
          baseUrl: env.CHAT_API_BASE_URL,
          apiKey: env.CHAT_API_KEY,
          model: env.CHAT_MODEL,
          timeoutMs: env.CHAT_TIMEOUT_MS,
        }),
        log: app.log,
      })
    : offlineNutritionist;
  const service = createAiNutritionistService({
    ai: repositories.aiNutritionist,
    meals: repositories.meals,
    water: repositories.water,
    weight: repositories.weight,
    provider,
  });

  app.get("/ai-nutritionist/chat/me", { schema: { response: { 200: ZChatSchema } } }, async (request) => {
    const { user } = await currentUser(app, request);
    return service.chat(user);
  });

  app.get(
    "/ai-nutritionist/chat/:id/history",
    { schema: { params: ZChatIdParamsSchema, response: { 200: ZChatHistorySchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.history(user.id, request.params.id);
    },
  );

  app.post(
    "/ai-nutritionist/chat/:id/message",
    {
      schema: { params: ZChatIdParamsSchema, body: ZChatMessageRequestSchema, response: { 201: ZChatExchangeSchema } },
    },
    async (request, reply) => {
      const { user, today, timeZone } = await currentUser(app, request);
      const exchange = await service.send(user, today, timeZone, request.params.id, request.body.message);
      return reply.code(201).send(exchange);
    },
  );

  app.post(
    "/ai-nutritionist/analyze-day/me",
    // Spec §7 names the payload "date" and the contract makes it optional; a POST with no body at all asks the
    // same thing (today), so it is not refused for want of an empty object.
    { schema: { body: ZAnalyzeDayRequestSchema.nullish(), response: { 200: ZDayAnalysisSchema } } },
    async (request) => {
      const { user, today } = await currentUser(app, request);
      return service.analyzeDay(user, today, request.body?.date);
    },
  );

  app.get(
    "/ai-nutritionist/recommendations/me",
    { schema: { querystring: ZRecommendationsQuerySchema, response: { 200: ZRecommendationListSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.recommendations(user.id, request.query.limit, request.query.priority);
    },
  );

  app.put(
    "/ai-nutritionist/recommendations/:id/read",
    { schema: { params: ZRecommendationIdParamsSchema, response: { 200: ZRecommendationSchema } } },
    async (request) => {
      const { user } = await currentUser(app, request);
      return service.markRead(user.id, request.params.id);
    },
  );
};
