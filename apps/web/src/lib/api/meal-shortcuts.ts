import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  mealShortcutEndpoints,
  type TMeal,
  type TMealType,
  type TQuickAddRequest,
  type TRecentFoods,
} from "@tarelka/contracts";
import { call } from "../api-client";
import { MEALS_KEY } from "./meals-start-up";

/**
 * Recent foods and quick add (contracts endpoints/meal-shortcuts.ts), shared by the text screen and the dashboard's
 * meal sections. The recent list's key starts with MEALS_KEY, so every saved, copied or deleted meal refreshes it.
 */
export function getRecentFoods(mealType: TMealType): Promise<TRecentFoods> {
  return call(mealShortcutEndpoints.recentFoods, { query: { mealType } });
}

export const recentFoodsQueryOptions = (mealType: TMealType) =>
  queryOptions({ queryKey: [...MEALS_KEY, "recent-foods", mealType], queryFn: () => getRecentFoods(mealType) });

export const useRecentFoods = (mealType: TMealType) => useQuery(recentFoodsQueryOptions(mealType));

export function quickAdd(body: TQuickAddRequest): Promise<TMeal> {
  return call(mealShortcutEndpoints.quickAdd, { body: mealShortcutEndpoints.quickAdd.body.parse(body) });
}

export function useQuickAdd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: quickAdd, onSuccess: () => queryClient.invalidateQueries({ queryKey: MEALS_KEY }) });
}
