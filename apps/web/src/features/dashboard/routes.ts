import { NotebookText } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.dashboard,
    load: () => import("./dashboard-page"),
    preloadWhenIdle: true,
    nav: {
      place: "tab",
      order: 10,
      icon: NotebookText,
      label: { ru: "Дневник", en: "Diary" },
    },
  },
]);
