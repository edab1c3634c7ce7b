import { Trophy } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.achievements,
    load: () => import("./achievements-page"),
    nav: {
      place: "more",
      order: 10,
      icon: Trophy,
      label: { ru: "Достижения", en: "Achievements" },
    },
  },
]);
