import { DISH_LIMITS } from "@tarelka/contracts";

/**
 * How far one tap of − or + moves a weight: a gram for a spoon of something, 5 g for a slice, 10 g for a plate,
 * 50 g for a pot — about 5–10 % of the amount, so a few taps adjust any portion.
 */
export function gramStep(grams: number): number {
  if (grams < 20) return 1;
  if (grams < 100) return 5;
  if (grams < 500) return 10;
  return 50;
}

/**
 * One step up or down, landing on the step's grid (173 g goes to 180, down to 170), never below 1 g nor above the
 * limit. Going down uses the step of the amount below, so 100 g steps down by 5 and 20 g by 1.
 */
export function nudgeGrams(grams: number, direction: 1 | -1): number {
  if (direction === 1) {
    const step = gramStep(grams);
    return Math.min(DISH_LIMITS.gramsMax, Math.floor(grams / step) * step + step);
  }
  const step = gramStep(grams - 1);
  return Math.max(1, Math.ceil(grams / step) * step - step);
}

/** The slider covers everyday portions; the field and the buttons reach any weight up to the limit. */
export function sliderMaxFor(grams: number): number {
  return Math.max(500, Math.ceil((grams * 2) / 50) * 50);
}
