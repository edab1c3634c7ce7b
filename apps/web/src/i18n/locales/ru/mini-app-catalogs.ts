import { dashboard } from "./dashboard";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { onboarding } from "./onboarding";
import { premium } from "./premium";
import { profile } from "./profile";
import { vkActions } from "./vk-actions";

/** The Russian strings of the mini-app's screens: they load with the mini-app, never with the landing. */
export const ruMiniAppCatalogs = { miniApp, dashboard, onboarding, profile, meals, premium, vkActions };
