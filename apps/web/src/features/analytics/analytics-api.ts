import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  analyticsEndpoints,
  type TAnalyticsPeriod,
  type TWeighInReply,
  type TWeightLogInput,
} from "@tarelka/contracts";
import { adoptWeighIn } from "../../lib/api/weight-start-up";
import { call } from "../../lib/api-client";

/**
 * Every analytics read starts with this key. A weigh-in changes the weight history and also the calories'
 * estimated expenditure (it is computed from the weight trend), so one invalidation refreshes them all, the advice drawn from them included.
 */
const ANALYTICS_KEY = ["analytics"] as const;

/**
 * These reads summarise what other screens write (meals, the profile's goals and target), and the docs/product.md §9
 * default keeps data fresh forever with no refetch. Coming back to this screen after logging a meal must not
 * show the old week, so each visit asks again while the cached numbers stay on screen meanwhile.
 */
const REFRESH_ON_VISIT = { refetchOnMount: "always" } as const;

export const caloriesHistoryQueryOptions = (period: TAnalyticsPeriod) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, "calories", period],
    queryFn: () => call(analyticsEndpoints.calories, { query: { period } }),
    ...REFRESH_ON_VISIT,
  });

export const nutritionHistoryQueryOptions = (period: TAnalyticsPeriod) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, "nutrition", period],
    queryFn: () => call(analyticsEndpoints.nutrition, { query: { period } }),
    ...REFRESH_ON_VISIT,
  });

export const weightHistoryQueryOptions = (period: TAnalyticsPeriod) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, "weight", period],
    queryFn: () => call(analyticsEndpoints.weight, { query: { period } }),
    ...REFRESH_ON_VISIT,
  });

export const adviceQueryOptions = (period: TAnalyticsPeriod) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, "advice", period],
    queryFn: () => call(analyticsEndpoints.recommendations, { query: { period } }),
    ...REFRESH_ON_VISIT,
  });

export const useCaloriesHistory = (period: TAnalyticsPeriod) => useQuery(caloriesHistoryQueryOptions(period));
export const useNutritionHistory = (period: TAnalyticsPeriod) => useQuery(nutritionHistoryQueryOptions(period));
export const useWeightHistory = (period: TAnalyticsPeriod) => useQuery(weightHistoryQueryOptions(period));
export const useAdvice = (period: TAnalyticsPeriod) => useQuery(adviceQueryOptions(period));

/**
 * docs/product.md §7 POST /api/analytics/weight; the body is checked (and rounded to 0.1 kg) by the shared contract before
 * it leaves. A weigh-in on a date that has one replaces it.
 */
export async function logWeight(input: TWeightLogInput): Promise<TWeighInReply> {
  return adoptWeighIn(
    await call(analyticsEndpoints.logWeight, { body: analyticsEndpoints.logWeight.body.parse(input) }),
  );
}

export async function deleteWeight(id: number): Promise<void> {
  await call(analyticsEndpoints.removeWeight, { params: { id } });
}

function useAnalyticsMutation<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }) });
}

export const useLogWeight = () => useAnalyticsMutation(logWeight);
export const useDeleteWeight = () => useAnalyticsMutation(deleteWeight);
