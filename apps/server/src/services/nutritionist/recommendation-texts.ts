import type { TLanguage } from "@tarelka/contracts";
import { RECOMMENDATIONS_EN } from "./recommendation-texts.en";
import { RECOMMENDATIONS_RU } from "./recommendation-texts.ru";

/**
 * The words of the day's recommendations, one catalogue per language. The Russian catalogue is the source: the
 * English one is typed by it, so a key missing or extra in either is a type error (and texts.test.ts checks it).
 */
export type RecommendationTexts = typeof RECOMMENDATIONS_RU;

export const RECOMMENDATION_TEXTS: Record<TLanguage, RecommendationTexts> = {
  ru: RECOMMENDATIONS_RU,
  en: RECOMMENDATIONS_EN,
};
