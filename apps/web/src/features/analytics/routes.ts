import { ChartColumn } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.analytics,
    load: () => import("./analytics-page"),
    preloadWhenIdle: true,
    nav: {
      place: "tab",
      order: 20,
      icon: ChartColumn,
      label: { ru: "Аналитика", en: "Analytics" },
    },
  },
]);
