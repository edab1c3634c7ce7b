import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TFoodLang, type TFoodSearchResponse, ZFoodSearchResponseSchema } from "@tarelka/contracts";
import { apiRequest } from "../../../lib/api-client";

export async function searchFoods(q: string, lang: TFoodLang): Promise<TFoodSearchResponse> {
  const params = new URLSearchParams({ q, lang, limit: "8" });
  return ZFoodSearchResponseSchema.parse(await apiRequest("GET", `/api/food/search?${params}`));
}

export const foodSearchQueryOptions = (q: string, lang: TFoodLang) =>
  queryOptions({ queryKey: ["food-search", lang, q], queryFn: () => searchFoods(q, lang) });

export const useFoodSearch = (q: string, lang: TFoodLang) =>
  useQuery({ ...foodSearchQueryOptions(q.trim(), lang), enabled: q.trim().length > 0 });
