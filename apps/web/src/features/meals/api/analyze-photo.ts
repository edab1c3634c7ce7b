import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TMealAnalysis, ZMealAnalysisSchema } from "@tarelka/contracts";
import { showAdBeforeFreeAnalysis } from "../../../lib/ads";
import { apiRequest } from "../../../lib/api-client";
import { photoUsageQueryOptions } from "./get-photo-usage";

export async function analyzePhoto(input: { photo: Blob; lang: "ru" | "en" }): Promise<TMealAnalysis> {
  // Spec §4 Ads: a free analysis shows an ad first; the gate skips premium users and never blocks the analysis.
  await showAdBeforeFreeAnalysis();
  const form = new FormData();
  // The language goes first: the server reads fields that arrive before the file.
  form.append("lang", input.lang);
  form.append("photo", input.photo, "meal.jpg");
  return ZMealAnalysisSchema.parse(await apiRequest("POST", "/api/food/analyze-photo", form));
}

export function useAnalyzePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzePhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoUsageQueryOptions().queryKey }),
  });
}
