import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  { path: PATHS.subscription, load: () => import("./premium-page") },
  // The paywall every premium feature sends people to; outside VK it says where payment works.
  { path: PATHS.premium, load: () => import("./paywall-page"), outsideVk: true },
]);
