import { Package } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.myFoods,
    load: () => import("./my-foods-page"),
    nav: {
      place: "more",
      order: 5,
      icon: Package,
      label: { ru: "Мои продукты", en: "My foods" },
    },
  },
]);
