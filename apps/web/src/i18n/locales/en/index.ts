import type { Localized } from "../../types";
import type { RuCoreCatalog } from "../ru";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { landing } from "./landing";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { onboarding } from "./onboarding";
import { profile } from "./profile";
import { vkActions } from "./vk-actions";

export const en: Localized<RuCoreCatalog> = {
  common,
  miniApp,
  landing,
  dashboard,
  onboarding,
  profile,
  meals,
  vkActions,
};
