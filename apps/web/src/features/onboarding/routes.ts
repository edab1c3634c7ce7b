import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  { path: PATHS.onboarding, load: () => import("./onboarding-page"), frame: "bare" },
]);
