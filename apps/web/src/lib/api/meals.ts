import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  mealEndpoints,
  type TCopyMealRequest,
  type TCreateMealRequest,
  type TMeal,
  type TUpdateMealRequest,
} from "@tarelka/contracts";
import { call } from "../api-client";
import { MEALS_KEY, mealDetailKey } from "./meals-start-up";

/**
 * The meals resource (docs/code-style.md §8), shared by the dashboard and the meal screens (features may not import
 * each other). The dashboard's summary is in `meals-start-up.ts` (zod-free, decision 006) and re-exported here.
 */
export {
  copyDay,
  daySummaryQueryOptions,
  deleteMeal,
  getDaySummary,
  useCopyDay,
  useDaySummary,
  useDeleteMeal,
} from "./meals-start-up";

export function getMeal(id: number): Promise<TMeal> {
  return call(mealEndpoints.get, { params: { id } });
}

export const mealQueryOptions = (id: number) =>
  queryOptions({ queryKey: mealDetailKey(id), queryFn: () => getMeal(id) });

export const useMeal = (id: number) => useQuery({ ...mealQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

export function createMeal(body: TCreateMealRequest): Promise<TMeal> {
  return call(mealEndpoints.create, { body: mealEndpoints.create.body.parse(body) });
}

export function updateMeal({ id, body }: { id: number; body: TUpdateMealRequest }): Promise<TMeal> {
  return call(mealEndpoints.update, { params: { id }, body });
}

/** A new meal with this meal's dishes on another day and meal type (never its photo). */
export function copyMeal({ id, body }: { id: number; body: TCopyMealRequest }): Promise<TMeal> {
  return call(mealEndpoints.copy, { params: { id }, body });
}

/** Every meal mutation refreshes every meal read, so the dashboard changes as soon as a meal is saved. */
function useMealMutation<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: MEALS_KEY }) });
}

export const useCreateMeal = () => useMealMutation(createMeal);
export const useUpdateMeal = () => useMealMutation(updateMeal);
export const useCopyMeal = () => useMealMutation(copyMeal);
