import { queryOptions, useQuery } from "@tanstack/react-query";
import { FIRST_SCREEN_PATHS, type TDaySummary, type TMeal } from "@tarelka/contracts";
import { apiRequest } from "../api-client";

/**
 * Meal reads shared by the dashboard and the meal editor (features may not import each other). Every meal
 * key starts with MEALS_KEY, so one invalidation after a save, edit or delete refreshes every screen (spec §9:
 * data is never stale on its own).
 */
export const MEALS_KEY = ["meals"] as const;

export async function getDaySummary(date: string): Promise<TDaySummary> {
  return apiRequest<TDaySummary>("GET", FIRST_SCREEN_PATHS.daySummary(date));
}

export const daySummaryQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...MEALS_KEY, "summary", date], queryFn: () => getDaySummary(date) });

export const useDaySummary = (date: string) => useQuery(daySummaryQueryOptions(date));

export async function getMeal(id: number): Promise<TMeal> {
  return apiRequest<TMeal>("GET", `/api/meals/${id}`);
}

export const mealQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...MEALS_KEY, "detail", id], queryFn: () => getMeal(id) });

export const useMeal = (id: number) => useQuery({ ...mealQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
