import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

const load = () => import("./profile-setup-page");

export const routes = defineRoutes([
  { path: PATHS.profileSetup, load },
  { path: PATHS.profileSetupMode, load },
]);
