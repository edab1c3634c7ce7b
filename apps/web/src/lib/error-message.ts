import type { TErrorCode } from "@tarelka/contracts";
import type { TFunction } from "i18next";
import type { RuCatalog } from "../i18n/locales/ru";
import { ApiError } from "./api-client";

type CommonErrorKey = `common.errors.${keyof RuCatalog["common"]["errors"] & string}`;

/**
 * The message of every server error code (docs/code-style.md §7), in the shell's own catalogue so it reads in any
 * screen. A `Record` over the contracts' codes: a new code without a message here does not compile, and the
 * catalogue test fails for a key missing in either language. A screen may say more for its own codes
 * (features/meals/meal-errors.ts) and falls back to this.
 */
export const ERROR_MESSAGE_KEYS = {
  BAD_REQUEST: "common.errors.validation",
  VALIDATION_FAILED: "common.errors.validation",
  INPUT_REQUIRED: "common.errors.validation",
  PAYLOAD_TOO_LARGE: "common.errors.tooLarge",
  URI_TOO_LONG: "common.errors.tooLarge",
  HEADERS_TOO_LARGE: "common.errors.tooLarge",
  IMAGE_TOO_LARGE: "common.errors.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "common.errors.unsupportedFile",
  UNSUPPORTED_IMAGE_FORMAT: "common.errors.unsupportedFile",
  INVALID_IMAGE: "common.errors.unsupportedFile",
  RATE_LIMITED: "common.errors.rateLimited",
  NOT_FOUND: "common.errors.notFound",
  USER_NOT_FOUND: "common.errors.notFound",
  USER_ALREADY_EXISTS: "common.errors.accountExists",
  CONFLICT: "common.errors.conflict",
  FORBIDDEN: "common.errors.unauthorized",
  AUTH_EXPIRED: "common.errors.sessionExpired",
  AUTH_MISSING: "common.errors.unauthorized",
  AUTH_MALFORMED: "common.errors.unauthorized",
  AUTH_BAD_SIGNATURE: "common.errors.unauthorized",
  AUTH_WRONG_APP: "common.errors.unauthorized",
  AUTH_HEADER_MISMATCH: "common.errors.unauthorized",
  LIMIT_REACHED: "common.errors.limitReached",
  PHOTO_LIMIT_REACHED: "common.errors.limitReached",
  PHOTO_STORAGE_FULL: "common.errors.limitReached",
  WATER_DAY_LIMIT_REACHED: "common.errors.limitReached",
  MY_MEALS_LIMIT_REACHED: "common.errors.myMealsLimit",
  MY_FOODS_LIMIT_REACHED: "common.errors.limitReached",
  FAVOURITES_LIMIT_REACHED: "common.errors.limitReached",
  WEIGHT_LOG_LIMIT_REACHED: "common.errors.limitReached",
  CHAT_DAILY_LIMIT_REACHED: "common.errors.limitReached",
  VISION_TIMEOUT: "common.errors.serviceUnavailable",
  VISION_RATE_LIMITED: "common.errors.serviceUnavailable",
  VISION_UNAVAILABLE: "common.errors.serviceUnavailable",
  VISION_BAD_REPLY: "common.errors.serviceUnavailable",
  BARCODE_INVALID: "common.errors.barcodeInvalid",
  BARCODE_NOT_FOUND: "common.errors.barcodeNotFound",
  BARCODE_SOURCE_BUSY: "common.errors.serviceUnavailable",
  BARCODE_SOURCE_UNAVAILABLE: "common.errors.serviceUnavailable",
  BARCODE_SOURCE_TIMEOUT: "common.errors.serviceUnavailable",
  INTERNAL: "common.errors.generic",
} as const satisfies Record<TErrorCode, CommonErrorKey>;

/**
 * Maps a failure to a localised sentence by the server's error code (docs/code-style.md §7). A code this build does
 * not know (a newer server's) reads as the generic message, never as an empty one: the code arrives from the wire,
 * so the type's promise that it is one of ours does not hold at run time.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key: CommonErrorKey | undefined = error.code ? ERROR_MESSAGE_KEYS[error.code] : undefined;
    return t(key ?? "common.errors.generic");
  }
  if (error instanceof TypeError) return t("common.errors.network");
  return t("common.errors.generic");
}
