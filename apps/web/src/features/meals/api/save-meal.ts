import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type TCreateMealRequest,
  type TMeal,
  type TUpdateMealRequest,
  ZCreateMealRequestSchema,
  ZMealSchema,
} from "@tarelka/contracts";
import { apiRequest } from "../../../lib/api-client";
import { MEALS_KEY } from "../../../lib/meals/meal-queries";

export async function createMeal(body: TCreateMealRequest): Promise<TMeal> {
  return ZMealSchema.parse(await apiRequest("POST", "/api/meals", ZCreateMealRequestSchema.parse(body)));
}

export async function updateMeal({ id, body }: { id: number; body: TUpdateMealRequest }): Promise<TMeal> {
  return ZMealSchema.parse(await apiRequest("PUT", `/api/meals/${id}`, body));
}

export async function deleteMeal(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/meals/${id}`);
}

/** Every meal mutation refreshes every meal read, so the dashboard changes as soon as a meal is saved. */
function useMealMutation<A, R>(mutationFn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEALS_KEY }),
  });
}

export const useCreateMeal = () => useMealMutation(createMeal);
export const useUpdateMeal = () => useMealMutation(updateMeal);
export const useDeleteMeal = () => useMealMutation(deleteMeal);
