import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

/** The public privacy policy, linked from the landing's footer; it opens inside and outside VK (docs/product.md §2). */
export const routes = defineRoutes([{ path: PATHS.privacy, load: () => import("./privacy-page"), outsideVk: true }]);
