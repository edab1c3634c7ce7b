import type { TFunction } from "i18next";
import { ApiError } from "./api-client";

/** Maps a failure to a localised sentence by the server's error code (style-by-example §7). */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case "AUTH_EXPIRED":
        return t("common.errors.sessionExpired");
      case "AUTH_MISSING":
      case "AUTH_MALFORMED":
      case "AUTH_BAD_SIGNATURE":
      case "AUTH_WRONG_APP":
      case "AUTH_HEADER_MISMATCH":
        return t("common.errors.unauthorized");
      case "VALIDATION_FAILED":
      case "BAD_REQUEST":
        return t("common.errors.validation");
      case "NOT_FOUND":
      case "USER_NOT_FOUND":
        return t("common.errors.notFound");
      case "RATE_LIMITED":
        return t("common.errors.rateLimited");
      case "PAYLOAD_TOO_LARGE":
        return t("common.errors.tooLarge");
      default:
        return t("common.errors.generic");
    }
  }
  if (error instanceof TypeError) return t("common.errors.network");
  return t("common.errors.generic");
}
