import { z } from "zod";
import { ZDiaryDateSchema, ZIsoDateSchema, zText } from "./input";

/**
 * The AI nutritionist (docs/product.md §7 `/api/{product}/…` calls, where {product} is `ai-nutritionist`: docs/product.md,
 * Names): one chat per person, the day's analysis and the recommendations it leaves.
 *
 * Who answers (docs/product.md, AI providers): by default the built-in offline nutritionist, which answers only
 * from the person's own diary and the food database, in Russian or English; when a chat model is configured
 * (an OpenAI-compatible endpoint), the model answers with the person's diary in its instructions. Every number it
 * states comes from the diary or the database, and each answer says which of the two answered.
 */

export const CHAT_LIMITS = {
  /** One message is a question, not a document. */
  messageMax: 1000,
  /** Messages a person may send per calendar day (each one may cost a model call). */
  messagesPerDayMax: 100,
  /** The history call answers at most this many of the newest messages, oldest first. */
  historyMax: 200,
} as const;

export const CHAT_ROLES = ["user", "assistant"] as const;
/** offline: the built-in nutritionist; model: the configured chat model. */
export const ANSWER_SOURCES = ["offline", "model"] as const;

export const ZChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  /** Null for the person's own messages. */
  source: z.enum(ANSWER_SOURCES).nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

/** GET /api/ai-nutritionist/chat/me: the person's chat (created on first use) and who answers in it. */
export const ZChatSchema = z.object({
  id: z.number().int(),
  answeredBy: z.enum(ANSWER_SOURCES),
  /** Questions the screen offers as one-tap suggestions, in the person's language. */
  suggestions: z.array(z.string()),
  createdAt: z.string(),
});
export type TChat = z.infer<typeof ZChatSchema>;

/** GET /api/ai-nutritionist/chat/{id}/history: the newest CHAT_LIMITS.historyMax messages, oldest first. */
export const ZChatHistorySchema = z.object({ chatId: z.number().int(), messages: z.array(ZChatMessageSchema) });
export type TChatHistory = z.infer<typeof ZChatHistorySchema>;

/** POST /api/ai-nutritionist/chat/{id}/message. */
export const ZChatMessageRequestSchema = z.object({
  message: zText({ min: 1, max: CHAT_LIMITS.messageMax, multiline: true }),
});
export type TChatMessageRequest = z.infer<typeof ZChatMessageRequestSchema>;

/** The stored question and its answer. */
export const ZChatExchangeSchema = z.object({ question: ZChatMessageSchema, answer: ZChatMessageSchema });
export type TChatExchange = z.infer<typeof ZChatExchangeSchema>;

export const ZChatIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Recommendation priorities, most urgent last (docs/product.md §3 AI recommendation: a priority filter and a read state). */
export const RECOMMENDATION_PRIORITIES = ["low", "medium", "high"] as const;
export const ZRecommendationPrioritySchema = z.enum(RECOMMENDATION_PRIORITIES);

/** What a recommendation is about; the screen picks its icon from it. */
export const RECOMMENDATION_TOPICS = [
  "calories",
  "protein",
  "fat",
  "carbs",
  "fibre",
  "sugar",
  "sodium",
  "water",
  "logging",
] as const;
export const ZRecommendationTopicSchema = z.enum(RECOMMENDATION_TOPICS);

export const ZRecommendationSchema = z.object({
  id: z.number().int(),
  /** The diary day it was drawn from. */
  date: ZIsoDateSchema,
  topic: ZRecommendationTopicSchema,
  priority: ZRecommendationPrioritySchema,
  /** Short, in the person's language. */
  title: z.string(),
  /** One or two sentences with the day's own numbers. */
  text: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TRecommendation = z.infer<typeof ZRecommendationSchema>;

/** POST /api/ai-nutritionist/analyze-day/me. Without a date: today in the person's time zone. */
export const ZAnalyzeDayRequestSchema = z.object({ date: ZDiaryDateSchema.optional() });

/**
 * The day's analysis: a short summary and the recommendations drawn from it. Analysing the same day again replaces
 * that day's recommendations (their read state is kept for the ones that are still there: same topic).
 */
export const ZDayAnalysisSchema = z.object({
  date: ZIsoDateSchema,
  summary: z.string(),
  answeredBy: z.enum(ANSWER_SOURCES),
  recommendations: z.array(ZRecommendationSchema),
});
export type TDayAnalysis = z.infer<typeof ZDayAnalysisSchema>;

/** GET /api/ai-nutritionist/recommendations/me?limit=&priority= (docs/product.md §9: limit default 10). Newest first. */
export const ZRecommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  priority: ZRecommendationPrioritySchema.optional(),
});
export const ZRecommendationListSchema = z.array(ZRecommendationSchema);
export const ZRecommendationIdParamsSchema = ZChatIdParamsSchema;
