import { achievements } from "./achievements";
import { aiNutritionist } from "./ai-nutritionist";
import { analytics } from "./analytics";
import { common } from "./common";
import { diaryTransfer } from "./diary-transfer";
import { landing } from "./landing";
import { mealWords } from "./meal-words";
import { meals } from "./meals";
import { ruMiniAppCatalogs } from "./mini-app-catalogs";
import { onboarding } from "./onboarding";
import { premium } from "./premium";
import { profile } from "./profile";
import { supplements } from "./supplements";
import { vkActions } from "./vk-actions";
import { water } from "./water";
import { weighIn } from "./weigh-in";

/**
 * One file per feature, with its English twin in ../en/index.ts. The app registers these in parts, each with
 * the code that shows it (addRussianCatalogs in ../../index.ts); this whole object is the type and the test's.
 */
export const ru = {
  common,
  achievements,
  diaryTransfer,
  aiNutritionist,
  analytics,
  landing,
  ...ruMiniAppCatalogs,
  meals: { ...mealWords, ...meals },
  onboarding,
  profile,
  premium,
  supplements,
  vkActions,
  water,
  weighIn,
};
export type RuCatalog = typeof ru;
