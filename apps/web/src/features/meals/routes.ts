import { CirclePlus } from "lucide";
import { defineRoutes } from "../../lib/feature-routes";
import { PATHS } from "../../lib/paths";

export const routes = defineRoutes([
  {
    path: PATHS.camera,
    load: () => import("./camera-page"),
    preloadWhenIdle: true,
    nav: {
      place: "tab",
      order: 30,
      icon: CirclePlus,
      label: { ru: "Добавить", en: "Add meal" },
    },
  },
  { path: PATHS.confirmation, load: () => import("./confirmation-page") },
  { path: PATHS.textInput, load: () => import("./text-input-page") },
  { path: PATHS.editMeal, load: () => import("./edit-meal-page") },
]);
