import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  barcodeEndpoints,
  foodEndpoints,
  type TAnalyzeTextResponse,
  type TBarcodeProduct,
  type TFoodLang,
  type TFoodSearchResponse,
  type TLanguage,
  type TMealAnalysis,
} from "@tarelka/contracts";
import { photoUsageQueryOptions } from "../../lib/api/photo-usage";
import { call } from "../../lib/api-client";

/** The foods resource, used only by the meal screens (docs/code-style.md §8): search, analysis and photo quota. */

export function searchFoods(q: string, lang: TFoodLang): Promise<TFoodSearchResponse> {
  return call(foodEndpoints.search, { query: { q, lang, limit: 8 } });
}

export const foodSearchQueryOptions = (q: string, lang: TFoodLang) =>
  queryOptions({ queryKey: ["food-search", lang, q], queryFn: () => searchFoods(q, lang) });

export const useFoodSearch = (q: string, lang: TFoodLang) =>
  useQuery({ ...foodSearchQueryOptions(q.trim(), lang), enabled: q.trim().length > 0 });

export function analyzeText(body: { text: string; lang?: TFoodLang }): Promise<TAnalyzeTextResponse> {
  return call(foodEndpoints.analyzeText, { body });
}

export const useAnalyzeText = () => useMutation({ mutationFn: analyzeText });

export async function analyzePhoto(input: { photo: Blob; lang: TLanguage }): Promise<TMealAnalysis> {
  const form = new FormData();
  // The language goes first: the server reads fields that arrive before the file.
  form.append("lang", input.lang);
  form.append("photo", input.photo, "meal.jpg");
  return call(foodEndpoints.analyzePhoto, { body: form });
}

/** An analysis spends the photo quota, so the quota is read again whatever the answer. */
export function useAnalyzePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzePhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoUsageQueryOptions().queryKey }),
  });
}

/** A product by its (canonical) barcode; the server caches Open Food Facts, so a repeat costs nobody a read. */
export function lookupBarcode(code: string, lang: TLanguage): Promise<TBarcodeProduct> {
  return call(barcodeEndpoints.lookup, { query: { code, lang } });
}

export const barcodeQueryOptions = (code: string, lang: TLanguage) =>
  queryOptions({ queryKey: ["barcode", lang, code], queryFn: () => lookupBarcode(code, lang) });

/** Not retried: "not found" is an answer, and a busy or failing source should not be asked again at once. */
export const useBarcodeProduct = (code: string | null, lang: TLanguage) =>
  useQuery({ ...barcodeQueryOptions(code ?? "", lang), enabled: code !== null, retry: false });
