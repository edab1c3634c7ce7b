import type { Localized } from "../../types";
import type { RuCatalog } from "../ru";
import { achievements } from "./achievements";
import { aiNutritionist } from "./ai-nutritionist";
import { analytics } from "./analytics";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { diaryTransfer } from "./diary-transfer";
import { landing } from "./landing";
import { meals } from "./meals";
import { miniApp } from "./mini-app";
import { onboarding } from "./onboarding";
import { premium } from "./premium";
import { profile } from "./profile";
import { shareDay } from "./share-day";
import { supplements } from "./supplements";
import { vkActions } from "./vk-actions";
import { water } from "./water";
import { weighIn } from "./weigh-in";

export const en: Localized<RuCatalog> = {
  common,
  miniApp,
  landing,
  dashboard,
  onboarding,
  profile,
  diaryTransfer,
  meals,
  shareDay,
  premium,
  vkActions,
  water,
  analytics,
  achievements,
  aiNutritionist,
  supplements,
  weighIn,
};
