import { dashboard } from "./dashboard";
import { mealWords } from "./meal-words";
import { miniApp } from "./mini-app";
import { shareDayButton } from "./share-day-button";

/**
 * The Russian strings of the mini-app's start-up and first screen (the dashboard and the meal words it shows):
 * they load with the mini-app, never with the landing. Other screens register their own catalogues when they
 * load, the meal screens the rest of `meals`.
 */
export const ruMiniAppCatalogs = { miniApp, dashboard, meals: mealWords, shareDay: shareDayButton };
