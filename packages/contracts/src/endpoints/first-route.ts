import { refOf } from "../endpoint";
import type { waterEndpoints } from "../water";
import type { achievementEndpoints } from "./achievements";
import type { analyticsEndpoints } from "./analytics";
import type { publicEndpoints } from "./events";
import type { mealEndpoints } from "./meals";
import type { userEndpoints } from "./users";

/**
 * The endpoints the code of either first route reaches (the mini-app's start-up and dashboard, the landing), as
 * refs: zod stays off the first route (decision 006), so this module imports the endpoint objects as types only.
 * Each ref must name its endpoint's own method and path, or it does not compile. A call through a ref is typed by
 * the endpoint's contract but not parsed again: the server serialises every reply through that same contract.
 */
export const FIRST_ROUTE_ENDPOINTS = {
  userExists: refOf<typeof userEndpoints.exists>({ method: "GET", path: "/api/users/exists" }),
  userMe: refOf<typeof userEndpoints.me>({ method: "GET", path: "/api/users/me" }),
  updateUser: refOf<typeof userEndpoints.update>({ method: "PUT", path: "/api/users/me" }),
  daySummary: refOf<typeof mealEndpoints.summary>({ method: "GET", path: "/api/meals/summary" }),
  // The dashboard's "same as yesterday" and its undo.
  copyDay: refOf<typeof mealEndpoints.copyDay>({ method: "POST", path: "/api/meals/copy-day" }),
  removeMeal: refOf<typeof mealEndpoints.remove>({ method: "DELETE", path: "/api/meals/:id" }),
  event: refOf<typeof publicEndpoints.event>({ method: "POST", path: "/api/events" }),
  // The dashboard's one-tap glass and its undo, and its weigh-in (docs/product.md §2 Dashboard).
  logWater: refOf<typeof waterEndpoints.log>({ method: "POST", path: "/api/water-intake/log" }),
  removeWater: refOf<typeof waterEndpoints.remove>({ method: "DELETE", path: "/api/water-intake/:id" }),
  logWeight: refOf<typeof analyticsEndpoints.logWeight>({ method: "POST", path: "/api/analytics/weight" }),
  // The achievement notifier, which every launch loads once the first screen is idle (decision 009): with refs it
  // does not bring zod to a phone that never opens another screen.
  achievements: refOf<typeof achievementEndpoints.list>({ method: "GET", path: "/api/achievements/me" }),
  markAchievementsNotified: refOf<typeof achievementEndpoints.markNotified>({
    method: "POST",
    path: "/api/achievements/me/mark-notified",
  }),
};
