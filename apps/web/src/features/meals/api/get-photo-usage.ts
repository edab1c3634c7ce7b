import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TPhotoUsage, ZPhotoUsageSchema } from "@tarelka/contracts";
import { apiRequest } from "../../../lib/api-client";

export async function getPhotoUsage(): Promise<TPhotoUsage> {
  return ZPhotoUsageSchema.parse(await apiRequest("GET", "/api/food/photo-usage"));
}

export const photoUsageQueryOptions = () => queryOptions({ queryKey: ["photo-usage"], queryFn: getPhotoUsage });

export const usePhotoUsage = () => useQuery(photoUsageQueryOptions());
