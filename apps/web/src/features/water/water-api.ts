import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type TWaterIntake, type TWaterIntakeInput, type TWaterIntakeUpdate, waterEndpoints } from "@tarelka/contracts";
import { MEALS_KEY } from "../../lib/api/meals-start-up";
import { WATER_KEY } from "../../lib/api/water-start-up";
import { call } from "../../lib/api-client";

export const waterDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...WATER_KEY, "day", date],
    queryFn: () => call(waterEndpoints.day, { params: { date } }),
  });

export const useWaterDay = (date: string) => useQuery(waterDayQueryOptions(date));

/** docs/product.md §7 POST /api/water-intake/log; the body is checked by the shared contract before it leaves. */
export function logWater(input: TWaterIntakeInput): Promise<TWaterIntake> {
  return call(waterEndpoints.log, { body: waterEndpoints.log.body.parse(input) });
}

export function updateWater({ id, patch }: { id: number; patch: TWaterIntakeUpdate }): Promise<TWaterIntake> {
  return call(waterEndpoints.update, { params: { id }, body: patch });
}

export async function deleteWater(id: number): Promise<void> {
  await call(waterEndpoints.remove, { params: { id } });
}

function useWaterMutation<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // The dashboard's day summary carries the day's water too (contracts ZDaySummarySchema.water).
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WATER_KEY }),
        queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
      ]),
  });
}

export const useLogWater = () => useWaterMutation(logWater);
export const useUpdateWater = () => useWaterMutation(updateWater);
export const useDeleteWater = () => useWaterMutation(deleteWater);

/**
 * The day's hydration analysis (docs/product.md §3 Hydration analysis). Under the water key, so logging, editing or
 * deleting a glass refreshes it with the day.
 */
export const useHydrationAnalysis = (date: string) =>
  useQuery({
    queryKey: [...WATER_KEY, "analysis", date],
    queryFn: () => call(waterEndpoints.analysis, { params: { date } }),
  });
