import { dashboard } from "./dashboard";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { shareDay } from "./share-day";

/**
 * The Russian strings of the mini-app's start-up and first screen (the dashboard and its meals): they load
 * with the mini-app, never with the landing. Other screens register their own catalogues when they load.
 */
export const ruMiniAppCatalogs = { miniApp, dashboard, meals, shareDay };
