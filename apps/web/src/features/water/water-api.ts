import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type TWaterDay,
  type TWaterIntake,
  type TWaterIntakeInput,
  type TWaterIntakeUpdate,
  ZWaterIntakeInputSchema,
} from "@tarelka/contracts";
import { apiRequest } from "../../lib/api-client";

/** Every water read starts with this key, so one invalidation after a change refreshes every day shown. */
export const WATER_KEY = ["water"] as const;

export const waterDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...WATER_KEY, "day", date],
    queryFn: () => apiRequest<TWaterDay>("GET", `/api/water-intake/day/${encodeURIComponent(date)}`),
  });

export const useWaterDay = (date: string) => useQuery(waterDayQueryOptions(date));

/** Spec §7 POST /api/water-intake/log; the body is checked by the shared contract before it leaves. */
export function logWater(input: TWaterIntakeInput): Promise<TWaterIntake> {
  return apiRequest<TWaterIntake>("POST", "/api/water-intake/log", ZWaterIntakeInputSchema.parse(input));
}

export function updateWater({ id, patch }: { id: number; patch: TWaterIntakeUpdate }): Promise<TWaterIntake> {
  return apiRequest<TWaterIntake>("PUT", `/api/water-intake/${id}`, patch);
}

export async function deleteWater(id: number): Promise<void> {
  await apiRequest<void>("DELETE", `/api/water-intake/${id}`);
}

function useWaterMutation<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: WATER_KEY }) });
}

export const useLogWater = () => useWaterMutation(logWater);
export const useUpdateWater = () => useWaterMutation(updateWater);
export const useDeleteWater = () => useWaterMutation(deleteWater);
