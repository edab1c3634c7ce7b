import { CircleUser } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.profile,
    load: () => import("./profile-page"),
    nav: {
      place: "tab",
      order: 50,
      icon: CircleUser,
      label: { ru: "Профиль", en: "Profile" },
    },
  },
]);
