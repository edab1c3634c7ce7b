import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FIRST_ROUTE_ENDPOINTS, type TCopyDayReply, type TCopyDayRequest, type TDaySummary } from "@tarelka/contracts";
import { call } from "../api-client";

/**
 * The meals read of the first screen, the day's summary, through its endpoint's zod-free ref (decision 006); the
 * rest of the meals resource is in `meals.ts`, which re-exports this. Every meal key starts with MEALS_KEY, so one
 * invalidation after a save, edit or delete refreshes every screen (docs/product.md §9: data is never stale on its own).
 */
export const MEALS_KEY = ["meals"] as const;

/** One meal's read; its query factory is `mealQueryOptions` in `meals.ts`. */
export const mealDetailKey = (id: number) => [...MEALS_KEY, "detail", id] as const;

export function getDaySummary(date: string): Promise<TDaySummary> {
  return call(FIRST_ROUTE_ENDPOINTS.daySummary, { query: { date } });
}

export const daySummaryQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...MEALS_KEY, "summary", date], queryFn: () => getDaySummary(date) });

export const useDaySummary = (date: string) => useQuery(daySummaryQueryOptions(date));

/** Copies a day's meals (or one meal type's) to another day: the dashboard's "same as yesterday". */
export function copyDay(body: TCopyDayRequest): Promise<TCopyDayReply> {
  return call(FIRST_ROUTE_ENDPOINTS.copyDay, { body });
}

export async function deleteMeal(id: number): Promise<void> {
  await call(FIRST_ROUTE_ENDPOINTS.removeMeal, { params: { id } });
}

export function useCopyDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: MEALS_KEY }) });
}

/**
 * Deleting refreshes every meal read but the deleted meal's own: its editor stays open until the app navigates
 * away, and asking for that meal again would only be answered 404. Here rather than in `meals.ts` because the
 * dashboard's undo uses it too (decision 006).
 */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_reply, id) => {
      const deleted = hashKey(mealDetailKey(id));
      return queryClient.invalidateQueries({ queryKey: MEALS_KEY, predicate: (query) => query.queryHash !== deleted });
    },
  });
}
