import type { Localized } from "../../types";
import type { RuCoreCatalog } from "../ru";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { diaryTransfer } from "./diary-transfer";
import { landing } from "./landing";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { onboarding } from "./onboarding";
import { profile } from "./profile";
import { shareDay } from "./share-day";
import { vkActions } from "./vk-actions";
import { weighIn } from "./weigh-in";

export const en: Localized<RuCoreCatalog> = {
  common,
  miniApp,
  landing,
  dashboard,
  onboarding,
  profile,
  diaryTransfer,
  meals,
  shareDay,
  vkActions,
  weighIn,
};
