import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMeal } from "@tarelka/contracts";
import { favouriteEndpoints } from "@tarelka/contracts/endpoints/favourites";
import type {
  TCreateFavouriteRequest,
  TFavourite,
  TFavouriteList,
  TLogFavouriteRequest,
} from "@tarelka/contracts/favourites";
import { call } from "../api-client";
import { MEALS_KEY } from "./meals-start-up";

/**
 * Starred dishes and meals (contracts endpoints/favourites.ts), shared by the text screen's shortcuts and the meal
 * editor. The key starts with MEALS_KEY: a starred dish shows the grams it was last logged with, so every saved,
 * copied or deleted meal refreshes it.
 */
export const FAVOURITES_KEY = [...MEALS_KEY, "favourites"] as const;

export function listFavourites(): Promise<TFavouriteList> {
  return call(favouriteEndpoints.list, {});
}

export const favouritesQueryOptions = () => queryOptions({ queryKey: FAVOURITES_KEY, queryFn: listFavourites });

export const useFavourites = () => useQuery(favouritesQueryOptions());

export function createFavourite(body: TCreateFavouriteRequest): Promise<TFavourite> {
  return call(favouriteEndpoints.create, { body: favouriteEndpoints.create.body.parse(body) });
}

export async function deleteFavourite(id: number): Promise<void> {
  await call(favouriteEndpoints.remove, { params: { id } });
}

export function logFavourite({ id, body }: { id: number; body: TLogFavouriteRequest }): Promise<TMeal> {
  return call(favouriteEndpoints.log, { params: { id }, body });
}

function useInvalidating<A, R>(mutationFn: (a: A) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateFavourite = () => useInvalidating(createFavourite, FAVOURITES_KEY);
export const useDeleteFavourite = () => useInvalidating(deleteFavourite, FAVOURITES_KEY);
export const useLogFavourite = () => useInvalidating(logFavourite, MEALS_KEY);
