import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supplementEndpoints, type TSupplementAnalysis, type TSupplementRecommendation } from "@tarelka/contracts";
import { call } from "../../lib/api-client";
import { todayIso } from "../../stores/app-store";
import { type Decision, withUpdated } from "./suggestion-list";

/** Every read of this screen starts with this key, so one invalidation refreshes the suggestions and "mine". */
export const SUPPLEMENTS_KEY = ["supplements"] as const;

/**
 * The suggestions change only here, but the accepted list and the last analysis date are also worth asking for
 * again on each visit (the docs/product.md §9 default keeps data fresh forever); the cached ones stay on screen meanwhile.
 */
const REFRESH_ON_VISIT = { refetchOnMount: "always" } as const;

/** docs/product.md §7 GET /api/supplements/recommendations/me: every current suggestion, most urgent first. */
export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPLEMENTS_KEY, "recommendations"],
    queryFn: () => call(supplementEndpoints.list),
    ...REFRESH_ON_VISIT,
  });

/** docs/product.md §7 GET /api/supplements/user/me: the accepted supplements and the last analysis date. */
export const mySupplementsQueryOptions = () =>
  queryOptions({
    queryKey: [...SUPPLEMENTS_KEY, "mine"],
    queryFn: () => call(supplementEndpoints.mine),
    ...REFRESH_ON_VISIT,
  });

export const useSuggestions = () => useQuery(suggestionsQueryOptions());
export const useMySupplements = () => useQuery(mySupplementsQueryOptions());

/**
 * docs/product.md §7 POST /api/supplements/generate/me. The date is sent rather than left to the server's default: "today"
 * is the person's calendar day, as for meals (product decisions, Data), and the week ends on it.
 */
export function generateAnalysis(analysisDate: string = todayIso()): Promise<TSupplementAnalysis> {
  return call(supplementEndpoints.generate, { body: { analysisDate } });
}

/** docs/product.md §7 POST /api/supplements/accept/{id} and /decline/{id}, empty body; the reply is the updated suggestion. */
export function decide(id: number, decision: Decision): Promise<TSupplementRecommendation> {
  return call(decision === "accept" ? supplementEndpoints.accept : supplementEndpoints.decline, { params: { id } });
}

/** An analysis replaces the waiting suggestions and moves the last analysis date: both reads are asked again. */
export function useGenerateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateAnalysis(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLEMENTS_KEY }),
  });
}

/**
 * A decision patches its card at once from the reply, so the card does not flicker back while the list is asked
 * again; "mine" changes with every accept or decline, and is asked again with it.
 */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => decide(id, decision),
    onSuccess: (updated) => {
      queryClient.setQueryData(suggestionsQueryOptions().queryKey, (list) => list && withUpdated(list, updated));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLEMENTS_KEY }),
  });
}
