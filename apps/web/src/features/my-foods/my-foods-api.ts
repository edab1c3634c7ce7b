import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { myFoodEndpoints } from "@tarelka/contracts/endpoints/my-foods";
import type { TMyFood, TMyFoodInput, TMyFoodList } from "@tarelka/contracts/my-foods";
import { call } from "../../lib/api-client";

/** The person's own foods (contracts endpoints/my-foods.ts); one key, so every change refreshes the list. */
export const MY_FOODS_KEY = ["my-foods"] as const;

export function listMyFoods(): Promise<TMyFoodList> {
  return call(myFoodEndpoints.list, {});
}

export const myFoodsQueryOptions = () => queryOptions({ queryKey: MY_FOODS_KEY, queryFn: listMyFoods });

export const useMyFoods = () => useQuery(myFoodsQueryOptions());

export function createMyFood(body: TMyFoodInput): Promise<TMyFood> {
  return call(myFoodEndpoints.create, { body: myFoodEndpoints.create.body.parse(body) });
}

export function updateMyFood({ id, body }: { id: number; body: TMyFoodInput }): Promise<TMyFood> {
  return call(myFoodEndpoints.update, { params: { id }, body: myFoodEndpoints.update.body.parse(body) });
}

export async function deleteMyFood(id: number): Promise<void> {
  await call(myFoodEndpoints.remove, { params: { id } });
}

function useInvalidating<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_FOODS_KEY }) });
}

export const useCreateMyFood = () => useInvalidating(createMyFood);
export const useUpdateMyFood = () => useInvalidating(updateMyFood);
export const useDeleteMyFood = () => useInvalidating(deleteMyFood);
