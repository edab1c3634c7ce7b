import { useMutation } from "@tanstack/react-query";
import { type TAnalyzeTextResponse, type TFoodLang, ZAnalyzeTextResponseSchema } from "@tarelka/contracts";
import { apiRequest } from "../../../lib/api-client";

export async function analyzeText(body: { text: string; lang?: TFoodLang }): Promise<TAnalyzeTextResponse> {
  return ZAnalyzeTextResponseSchema.parse(await apiRequest("POST", "/api/food/analyze-text", body));
}

export const useAnalyzeText = () => useMutation({ mutationFn: analyzeText });
