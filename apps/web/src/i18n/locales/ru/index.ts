import type { FeatureCatalogs } from "../../feature-catalogs";
import { common } from "./common";
import { diaryTransfer } from "./diary-transfer";
import { landing } from "./landing";
import { mealWords } from "./meal-words";
import { meals } from "./meals";
import { ruMiniAppCatalogs } from "./mini-app-catalogs";
import { onboarding } from "./onboarding";
import { profile } from "./profile";
import { shareDay } from "./share-day";
import { vkActions } from "./vk-actions";
import { weighIn } from "./weigh-in";

/**
 * The shell's catalogues and those of the first screens, one file each, with their English twins in ../en/index.ts.
 * The app registers these in parts, each with the code that shows it (addRussianCatalogs in ../../index.ts). Other
 * features keep their strings in their own folder (../../feature-catalogs.ts) and add nothing here.
 */
export const ru = {
  common,
  diaryTransfer,
  landing,
  ...ruMiniAppCatalogs,
  meals: { ...mealWords, ...meals },
  shareDay,
  onboarding,
  profile,
  vkActions,
  weighIn,
};
/** The catalogues listed here, which ../en/index.ts translates. */
export type RuCoreCatalog = typeof ru;
/** Every Russian catalogue: these and the features' own, whose keys `t()` checks. */
export type RuCatalog = RuCoreCatalog & FeatureCatalogs;
