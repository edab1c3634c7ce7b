import type { TLanguage } from "@tarelka/contracts";
import { DIARY_EN } from "./diary-texts.en";
import { DIARY_RU } from "./diary-texts.ru";

/**
 * The words the nutritionist says about the person's diary, one catalogue per language. The Russian catalogue is the
 * source: the English one is typed by it, so a key missing or extra in either is a type error, and a unit test
 * (texts.test.ts) checks the keys and the plural forms as the web's catalogue test does (apps/web/src/i18n).
 */
export type DiaryTexts = typeof DIARY_RU;

export const DIARY_TEXTS: Record<TLanguage, DiaryTexts> = { ru: DIARY_RU, en: DIARY_EN };
