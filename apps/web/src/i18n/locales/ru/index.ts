import { common } from "./common";
import { dashboard } from "./dashboard";
import { landing } from "./landing";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { onboarding } from "./onboarding";
import { premium } from "./premium";
import { profile } from "./profile";
import { vkActions } from "./vk-actions";

/** One file per feature; add a feature's file here and its English twin in ../en/index.ts. */
export const ru = { common, miniApp, landing, dashboard, onboarding, profile, meals, premium, vkActions };
export type RuCatalog = typeof ru;
