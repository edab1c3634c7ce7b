import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { FIRST_ROUTE_ENDPOINTS, type TAchievementId, type TAchievementList } from "@tarelka/contracts";
import { call } from "../../lib/api-client";
import { toAnnounce } from "./achievement-status";

/** The one query key of the list: the screen and the notifier share it, so a reply read by one shows in both. */
const ACHIEVEMENTS_KEY = ["achievements"] as const;

/**
 * The notifier loads this module on every launch, so it calls through the endpoints' zod-free refs (contracts
 * FIRST_ROUTE_ENDPOINTS): the replies are typed by the contract, which the server serialises them through.
 *
 * docs/product.md §7 GET /api/achievements/me. The server counts progress on each read (decision 009), so every visit asks
 * again even though the docs/product.md §9 default keeps data fresh forever; the cached list stays on screen meanwhile.
 */
export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: ACHIEVEMENTS_KEY,
    queryFn: () => call(FIRST_ROUTE_ENDPOINTS.achievements),
    refetchOnMount: "always",
  });

/** docs/product.md §7 POST /api/achievements/me/mark-notified; the reply is the updated list. */
export function markNotified(achievementIds: TAchievementId[]): Promise<TAchievementList> {
  return call(FIRST_ROUTE_ENDPOINTS.markAchievementsNotified, { body: { achievementIds } });
}

/**
 * Ids this app session has already shown, by a toast or by the screen's badge. Module state, shared by the
 * notifier and the screen, so neither tells the same achievement twice and mark-notified goes once per id, even
 * under StrictMode's doubled effects or a read that lands while the mark is on its way.
 */
const announced = new Set<TAchievementId>();

/** Claims the list's not-yet-shown achievements for the caller, who then shows them; answers what it claimed. */
export function claimUnannounced(list: TAchievementList): TAchievementId[] {
  const fresh = toAnnounce(list, announced);
  for (const id of fresh) announced.add(id);
  return fresh;
}

/**
 * Tells the server these were shown and puts its reply in the cache. A failure is quiet: they stay claimed for
 * this session, and the server, still saying "completed", has them shown again on the next launch.
 */
export async function markShown(queryClient: QueryClient, ids: TAchievementId[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    queryClient.setQueryData(ACHIEVEMENTS_KEY, await markNotified(ids));
  } catch (error) {
    console.warn("achievements: mark-notified failed", error);
  }
}
