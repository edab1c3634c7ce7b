import { queryOptions, skipToken, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  aiNutritionistEndpoints,
  type RECOMMENDATION_PRIORITIES,
  type TChatExchange,
  type TDayAnalysis,
  type TRecommendation,
} from "@tarelka/contracts";
import { call } from "../../lib/api-client";
import { appendExchange } from "./chat-logic";
import { replaceRecommendation } from "./format";

/**
 * docs/product.md §7 /api/ai-nutritionist calls (docs/product.md, Names). Every key of this screen starts with AI_KEY;
 * each factory below is the only place its key is written (docs/code-style.md §8). Each call goes through its
 * endpoint's contract (lib/api-client.ts).
 */
export const AI_KEY = ["ai-nutritionist"] as const;

/** GET chat/me: the person's one chat (the server creates it on first use), who answers, and the suggestions. */
export const chatQueryOptions = () =>
  queryOptions({
    queryKey: [...AI_KEY, "chat"],
    queryFn: () => call(aiNutritionistEndpoints.chat),
  });

/**
 * GET chat/{id}/history, oldest first. Asked again on each visit even though the docs/product.md §9 default keeps data fresh
 * forever: the same chat may have grown on another device meanwhile.
 */
export const historyQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: [...AI_KEY, "history", chatId],
    queryFn: () => call(aiNutritionistEndpoints.history, { params: { id: chatId } }),
    refetchOnMount: "always",
  });

export type TPriorityFilter = "all" | (typeof RECOMMENDATION_PRIORITIES)[number];

const RECOMMENDATIONS_KEY = [...AI_KEY, "recommendations"] as const;

/**
 * GET recommendations/me, newest first, of one priority or of all. No limit is sent: the contract's default is docs/product.md §9's 10. A day's
 * analysis replaces that day's recommendations, so every visit asks again, as after an analysis.
 */
export const recommendationsQueryOptions = (priority: TPriorityFilter) =>
  queryOptions({
    queryKey: [...RECOMMENDATIONS_KEY, priority],
    queryFn: () => call(aiNutritionistEndpoints.recommendations, { query: priority === "all" ? {} : { priority } }),
    refetchOnMount: "always",
  });

/**
 * The latest day analysis of this app session. It is the reply of a POST, so nothing ever fetches it
 * (skipToken): the analysis puts it here, where the mark-read of a card finds it to update, and where it waits
 * when the person leaves the screen and comes back.
 */
export const analysisQueryOptions = () =>
  queryOptions<TDayAnalysis>({ queryKey: [...AI_KEY, "analysis"], queryFn: skipToken });

export function sendMessage(chatId: number, message: string): Promise<TChatExchange> {
  return call(aiNutritionistEndpoints.sendMessage, { params: { id: chatId }, body: { message: message.trim() } });
}

/** POST analyze-day/me without a date: the server takes today in the person's time zone (the tracing header). */
export function analyzeDay(): Promise<TDayAnalysis> {
  return call(aiNutritionistEndpoints.analyzeDay, { body: {} });
}

export function markRecommendationRead(id: number): Promise<TRecommendation> {
  return call(aiNutritionistEndpoints.markRead, { params: { id } });
}

/** A sent question and its answer join the cached history, so the chat shows them without reading it again. */
export function useSendMessage(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(chatId, message),
    onSuccess: (exchange) => {
      queryClient.setQueryData(historyQueryOptions(chatId).queryKey, (history) =>
        appendExchange(history ?? { chatId, messages: [] }, exchange),
      );
    },
  });
}

/** The analysis is kept for the screen, and the lists are read again: it replaced the day's recommendations. */
export function useAnalyzeDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeDay,
    onSuccess: (analysis) => {
      queryClient.setQueryData(analysisQueryOptions().queryKey, analysis);
      void queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY });
    },
  });
}

/**
 * The server's copy of a read recommendation replaces the old one wherever the screen shows it: every filtered
 * list and the analysis. Read or not does not move it in a list (newest first), so nothing is read again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRecommendationRead,
    onSuccess: (updated) => {
      queryClient.setQueriesData<TRecommendation[]>({ queryKey: RECOMMENDATIONS_KEY }, (list) =>
        list ? replaceRecommendation(list, updated) : list,
      );
      queryClient.setQueryData(analysisQueryOptions().queryKey, (analysis) =>
        analysis
          ? { ...analysis, recommendations: replaceRecommendation(analysis.recommendations, updated) }
          : analysis,
      );
    },
  });
}
