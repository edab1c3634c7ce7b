import { MessageCircle } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.aiNutritionist,
    load: () => import("./ai-nutritionist-page"),
    nav: {
      place: "tab",
      order: 40,
      icon: MessageCircle,
      label: { ru: "Чат", en: "Chat" },
    },
  },
]);
