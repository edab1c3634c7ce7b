import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FIRST_ROUTE_ENDPOINTS, type TWaterIntake } from "@tarelka/contracts";
import { call } from "../api-client";
import { MEALS_KEY } from "./meals-start-up";

/**
 * The water calls the dashboard makes (its one-tap glass and the undo), through their endpoints' zod-free refs so
 * zod stays off the first route (decision 006); the water screen's own calls are in `features/water/water-api.ts`.
 * Every water read starts with WATER_KEY, so one invalidation after a change refreshes every day shown.
 */
export const WATER_KEY = ["water"] as const;

/** The glass of the dashboard's one tap: the water screen's own glass (contracts WATER_QUICK_AMOUNTS_ML). */
export const DASHBOARD_GLASS_ML = 250;

/**
 * Both reads that show a day's water change with it: the water screen's day (WATER_KEY) and the dashboard's day
 * summary, which carries the day's total (contracts ZDaySummarySchema.water).
 */
function useWaterChange<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WATER_KEY }),
        queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
      ]),
  });
}

export const useLogGlass = () =>
  useWaterChange(
    (date: string): Promise<TWaterIntake> =>
      call(FIRST_ROUTE_ENDPOINTS.logWater, { body: { volumeMl: DASHBOARD_GLASS_ML, source: "quick", date } }),
  );

export const useRemoveWaterEntry = () =>
  useWaterChange(async (id: number) => {
    await call(FIRST_ROUTE_ENDPOINTS.removeWater, { params: { id } });
  });
