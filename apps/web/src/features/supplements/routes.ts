import { Pill } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.supplements,
    load: () => import("./supplements-page"),
    nav: {
      place: "more",
      order: 20,
      icon: Pill,
      label: { ru: "Добавки", en: "Supplements" },
    },
  },
]);
