import { queryOptions, useQuery } from "@tanstack/react-query";
import { foodEndpoints, type TPhotoUsage } from "@tarelka/contracts";
import { call } from "../api-client";

/**
 * The month's photo analyses and whether this server recognises photos at all (docs/code-style.md §8). The camera
 * and the premium screen both read it, so it lives below the features.
 */
export function getPhotoUsage(): Promise<TPhotoUsage> {
  return call(foodEndpoints.photoUsage);
}

export const photoUsageQueryOptions = () => queryOptions({ queryKey: ["photo-usage"], queryFn: getPhotoUsage });

export const usePhotoUsage = () => useQuery(photoUsageQueryOptions());
