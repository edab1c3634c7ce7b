import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";

/** Meal-logging failures in the person's language (spec §8 labels), by the server's error code. */
export function mealErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case "INPUT_REQUIRED":
        return t("meals.errors.inputRequired");
      case "INVALID_IMAGE":
        return t("meals.errors.invalidImage");
      case "PHOTO_LIMIT_REACHED":
        return t("meals.errors.limitReached");
      case "VISION_TIMEOUT":
        return t("meals.errors.visionTimeout");
      case "VISION_RATE_LIMITED":
        return t("meals.errors.visionBusy");
      case "VISION_UNAVAILABLE":
      case "VISION_BAD_REPLY":
        return t("meals.errors.photoAnalysis");
      case "PAYLOAD_TOO_LARGE":
      case "UNSUPPORTED_MEDIA_TYPE":
        return t("meals.errors.photoUpload");
      default:
        break;
    }
  }
  return errorMessage(t, error);
}
