import { z } from "zod";

/**
 * Every error the API can answer with. The client maps each code to a localised message
 * (style-by-example §7), so the server's English `message` is for logs and developers only.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "NOT_FOUND",
  "USER_NOT_FOUND",
  "USER_ALREADY_EXISTS",
  "FORBIDDEN",
  // Identity (spec §4 Authentication, vk-platform.md §1.2): each failure has its own code so a person
  // or an operator can tell a stale link from a forged one.
  "AUTH_MISSING",
  "AUTH_MALFORMED",
  "AUTH_BAD_SIGNATURE",
  "AUTH_WRONG_APP",
  "AUTH_EXPIRED",
  "AUTH_HEADER_MISMATCH",
  "INPUT_REQUIRED",
  // Meal logging (issue 4): each photo-analysis failure has its own code so the client can say what to do.
  "INVALID_IMAGE",
  "PHOTO_LIMIT_REACHED",
  "VISION_TIMEOUT",
  "VISION_RATE_LIMITED",
  "VISION_UNAVAILABLE",
  "VISION_BAD_REPLY",
  // Water intake (spec §3, §7): a day holds at most WATER_LIMITS.entriesPerDayMax entries.
  "WATER_DAY_LIMIT_REACHED",
  // Weight log (spec §7 POST /api/analytics/weight): a person keeps at most WEIGHT_LOG_LIMITS.entriesMax weigh-ins.
  "WEIGHT_LOG_LIMIT_REACHED",
  // AI nutritionist (spec §7 POST /api/ai-nutritionist/chat/{id}/message): a person sends at most
  // CHAT_LIMITS.messagesPerDayMax messages per calendar day.
  "CHAT_DAILY_LIMIT_REACHED",
  "INTERNAL",
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

export const ZApiErrorSchema = z.object({
  error: z.object({
    code: ZErrorCodeSchema,
    message: z.string(),
    /** Field-level problems of a VALIDATION_FAILED answer. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
