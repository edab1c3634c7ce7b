import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  myMealEndpoints,
  type TCreateMyMealRequest,
  type TLogMyMealRequest,
  type TMeal,
  type TMyMeal,
  type TMyMealList,
} from "@tarelka/contracts";
import { call } from "../api-client";
import { MEALS_KEY } from "./meals-start-up";

/** Saved meals ("my meals", contracts endpoints/my-meals.ts), shared by the text screen and the meal editor. */
export const MY_MEALS_KEY = ["my-meals"] as const;

export function listMyMeals(): Promise<TMyMealList> {
  return call(myMealEndpoints.list, {});
}

export const myMealsQueryOptions = () => queryOptions({ queryKey: MY_MEALS_KEY, queryFn: listMyMeals });

export const useMyMeals = () => useQuery(myMealsQueryOptions());

export function createMyMeal(body: TCreateMyMealRequest): Promise<TMyMeal> {
  return call(myMealEndpoints.create, { body: myMealEndpoints.create.body.parse(body) });
}

export function renameMyMeal({ id, name }: { id: number; name: string }): Promise<TMyMeal> {
  return call(myMealEndpoints.rename, { params: { id }, body: { name } });
}

export async function deleteMyMeal(id: number): Promise<void> {
  await call(myMealEndpoints.remove, { params: { id } });
}

/** Logs it as a new meal: every meal read refreshes, as after any saved meal. */
export function logMyMeal({ id, body }: { id: number; body: TLogMyMealRequest }): Promise<TMeal> {
  return call(myMealEndpoints.log, { params: { id }, body });
}

function useInvalidating<A, R>(mutationFn: (a: A) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateMyMeal = () => useInvalidating(createMyMeal, MY_MEALS_KEY);
export const useRenameMyMeal = () => useInvalidating(renameMyMeal, MY_MEALS_KEY);
export const useDeleteMyMeal = () => useInvalidating(deleteMyMeal, MY_MEALS_KEY);
export const useLogMyMeal = () => useInvalidating(logMyMeal, MEALS_KEY);
