import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TGoalBreakdown, type TGoalInputs, ZGoalBreakdownSchema } from "@tarelka/contracts";
import { apiRequest } from "./api-client";

export async function previewGoals(inputs: TGoalInputs): Promise<TGoalBreakdown> {
  return ZGoalBreakdownSchema.parse(await apiRequest("POST", "/api/users/goals/preview", inputs));
}

/** The goal is computed on the server only, so the summary and the stored goal never disagree. */
export function previewGoalsQueryOptions(inputs: TGoalInputs | null) {
  return queryOptions({
    queryKey: ["/api/users/goals/preview", inputs],
    queryFn: () => previewGoals(inputs as TGoalInputs),
    enabled: inputs !== null,
  });
}

export function usePreviewGoals(inputs: TGoalInputs | null) {
  return useQuery(previewGoalsQueryOptions(inputs));
}
