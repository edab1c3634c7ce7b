import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** Query reads are a GET of the joined query-key path, parsed as JSON (docs/product.md §7). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest("GET", queryKey.join("/"));

/** docs/product.md §9 query defaults: no retries, no refetch on focus or interval, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
