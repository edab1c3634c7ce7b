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
} from "../ai-nutritionist";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";

/**
 * The AI nutritionist of the signed-in person (docs/product.md §7 /api/ai-nutritionist calls; decision 010). Another person's
 * chat or recommendation is 404 NOT_FOUND.
 */
export const aiNutritionistEndpoints = {
  /** The person's one chat, created on first use. */
  chat: defineEndpoint({
    method: "GET",
    path: "/api/ai-nutritionist/chat/me",
    responses: { 200: ZChatSchema, ...signedErrors(404) },
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/ai-nutritionist/chat/:id/history",
    params: ZChatIdParamsSchema,
    responses: { 200: ZChatHistorySchema, ...signedErrors(404) },
  }),
  /** 429 CHAT_DAILY_LIMIT_REACHED: at most CHAT_LIMITS.messagesPerDayMax messages per calendar day. */
  sendMessage: defineEndpoint({
    method: "POST",
    path: "/api/ai-nutritionist/chat/:id/message",
    params: ZChatIdParamsSchema,
    body: ZChatMessageRequestSchema,
    responses: { 201: ZChatExchangeSchema, ...signedErrors(404) },
  }),
  /** Without a date (or without a body), today in the person's time zone; 400 for a day that has not come yet. */
  analyzeDay: defineEndpoint({
    method: "POST",
    path: "/api/ai-nutritionist/analyze-day/me",
    body: ZAnalyzeDayRequestSchema.nullish(),
    responses: { 200: ZDayAnalysisSchema, ...signedErrors(404) },
  }),
  recommendations: defineEndpoint({
    method: "GET",
    path: "/api/ai-nutritionist/recommendations/me",
    query: ZRecommendationsQuerySchema,
    responses: { 200: ZRecommendationListSchema, ...signedErrors(404) },
  }),
  markRead: defineEndpoint({
    method: "PUT",
    path: "/api/ai-nutritionist/recommendations/:id/read",
    params: ZRecommendationIdParamsSchema,
    responses: { 200: ZRecommendationSchema, ...signedErrors(404) },
  }),
};
