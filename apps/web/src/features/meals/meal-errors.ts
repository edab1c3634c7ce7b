import type { TErrorCode } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import type { RuCatalog } from "../../i18n/locales/ru";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";

type MealErrorKey = `meals.errors.${keyof RuCatalog["meals"]["errors"] & string}`;

/**
 * What meal logging says more precisely than the shell (docs/product.md §8 labels): the codes of its own calls. Every other code
 * reads as lib/error-message.ts says, whose map covers them all.
 */
const MEAL_MESSAGE_KEYS: Partial<Record<TErrorCode, MealErrorKey>> = {
  INPUT_REQUIRED: "meals.errors.inputRequired",
  INVALID_IMAGE: "meals.errors.invalidImage",
  PHOTO_LIMIT_REACHED: "meals.errors.limitReached",
  UNSUPPORTED_IMAGE_FORMAT: "meals.errors.unsupportedFormat",
  IMAGE_TOO_LARGE: "meals.errors.imageTooLarge",
  PHOTO_STORAGE_FULL: "meals.errors.photoStorageFull",
  VISION_TIMEOUT: "meals.errors.visionTimeout",
  VISION_RATE_LIMITED: "meals.errors.visionBusy",
  VISION_UNAVAILABLE: "meals.errors.photoAnalysis",
  VISION_BAD_REPLY: "meals.errors.photoAnalysis",
  PAYLOAD_TOO_LARGE: "meals.errors.photoUpload",
  UNSUPPORTED_MEDIA_TYPE: "meals.errors.photoUpload",
};

/** Meal-logging failures in the person's language, by the server's error code. */
export function mealErrorMessage(t: TFunction, error: unknown): string {
  const key = error instanceof ApiError && error.code ? MEAL_MESSAGE_KEYS[error.code] : undefined;
  return key ? t(key) : errorMessage(t, error);
}
