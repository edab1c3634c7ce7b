import { z } from "zod";

/**
 * Every error the API can answer with. The client maps each code to a localised message
 * (docs/code-style.md §7), so the server's English `message` is for logs and developers only.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "PAYLOAD_TOO_LARGE",
  // Transport limits (docs/security.md): an over-long URL, over-large headers.
  "URI_TOO_LONG",
  "HEADERS_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "NOT_FOUND",
  "USER_NOT_FOUND",
  "USER_ALREADY_EXISTS",
  // Two requests raced: the row one of them needed was created or deleted by the other meanwhile.
  "CONFLICT",
  "FORBIDDEN",
  // Identity (docs/product.md §4 Authentication, docs/vk-platform.md §1.2): each failure has its own code so a person
  // or an operator can tell a stale link from a forged one.
  "AUTH_MISSING",
  "AUTH_MALFORMED",
  "AUTH_BAD_SIGNATURE",
  "AUTH_WRONG_APP",
  "AUTH_EXPIRED",
  "AUTH_HEADER_MISMATCH",
  "INPUT_REQUIRED",
  // Meal logging (docs/product.md §2): each photo-analysis failure has its own code so the client can say what to do.
  "INVALID_IMAGE",
  "PHOTO_LIMIT_REACHED",
  // Photo uploads (docs/security.md): a format we do not decode, more pixels than a phone makes, a full store.
  "UNSUPPORTED_IMAGE_FORMAT",
  "IMAGE_TOO_LARGE",
  "PHOTO_STORAGE_FULL",
  "VISION_TIMEOUT",
  "VISION_RATE_LIMITED",
  "VISION_UNAVAILABLE",
  "VISION_BAD_REPLY",
  // Any per-day or per-person limit of what is kept (a day's entries of a diary entity): the reply's `limit` says
  // whose limit and how many (ZLimitSchema), so a new entity with a limit needs no code of its own here nor a
  // message of its own on the web. The older codes below stay for the clients that compare them.
  "LIMIT_REACHED",
  // Water intake (docs/product.md §3, §7): a day holds at most WATER_LIMITS.entriesPerDayMax entries.
  "WATER_DAY_LIMIT_REACHED",
  // Weight log (docs/product.md §7 POST /api/analytics/weight): a person keeps at most WEIGHT_LOG_LIMITS.entriesMax weigh-ins.
  "WEIGHT_LOG_LIMIT_REACHED",
  // AI nutritionist (docs/product.md §7 POST /api/ai-nutritionist/chat/{id}/message): a person sends at most
  // CHAT_LIMITS.messagesPerDayMax messages per calendar day.
  "CHAT_DAILY_LIMIT_REACHED",
  // Saved meals (contracts my-meals.ts): a person keeps at most MY_MEAL_LIMITS.perPersonMax.
  "MY_MEALS_LIMIT_REACHED",
  // My foods (contracts my-foods.ts): a person keeps at most MY_FOOD_LIMITS.perPersonMax.
  "MY_FOODS_LIMIT_REACHED",
  // Favourites (contracts favourites.ts): a person stars at most FAVOURITE_LIMITS.perPersonMax dishes and meals.
  "FAVOURITES_LIMIT_REACHED",
  // Barcode look-up (docs/decisions/015-barcodes.md): a code with a wrong check digit, a product the open database
  // does not know, and its failures, each with its own words on the client.
  "BARCODE_INVALID",
  "BARCODE_NOT_FOUND",
  "BARCODE_SOURCE_BUSY",
  "BARCODE_SOURCE_UNAVAILABLE",
  "BARCODE_SOURCE_TIMEOUT",
  "INTERNAL",
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

/**
 * The HTTP status of every code, so a code means one status wherever it is thrown (docs/code-style.md §7). A new code
 * without a status here does not compile; nor does one without a message on the web (apps/web/src/lib/error-message.ts).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  USER_ALREADY_EXISTS: 409,
  CONFLICT: 409,
  FORBIDDEN: 403,
  AUTH_MISSING: 401,
  AUTH_MALFORMED: 401,
  AUTH_BAD_SIGNATURE: 401,
  AUTH_WRONG_APP: 401,
  AUTH_EXPIRED: 401,
  AUTH_HEADER_MISMATCH: 401,
  INPUT_REQUIRED: 400,
  INVALID_IMAGE: 400,
  // The free monthly analyses are spent: a limit, like any other rate limit.
  PHOTO_LIMIT_REACHED: 429,
  UNSUPPORTED_IMAGE_FORMAT: 415,
  // More pixels than a phone makes: too large, whatever the bytes.
  IMAGE_TOO_LARGE: 413,
  // A per-person limit of what is kept: the request conflicts with what is stored, and deleting photos resolves it.
  PHOTO_STORAGE_FULL: 409,
  LIMIT_REACHED: 409,
  WATER_DAY_LIMIT_REACHED: 409,
  WEIGHT_LOG_LIMIT_REACHED: 409,
  CHAT_DAILY_LIMIT_REACHED: 429,
  MY_MEALS_LIMIT_REACHED: 409,
  MY_FOODS_LIMIT_REACHED: 409,
  FAVOURITES_LIMIT_REACHED: 409,
  // The vision provider failed: a gateway's statuses, since the fault is upstream (docs/product.md §2).
  VISION_TIMEOUT: 504,
  VISION_RATE_LIMITED: 503,
  VISION_UNAVAILABLE: 502,
  VISION_BAD_REPLY: 502,
  BARCODE_INVALID: 400,
  BARCODE_NOT_FOUND: 404,
  // Open Food Facts' rate limit (ours, shared by the fleet, or its own 429): the fault is upstream, like VISION_*.
  BARCODE_SOURCE_BUSY: 503,
  BARCODE_SOURCE_UNAVAILABLE: 502,
  BARCODE_SOURCE_TIMEOUT: 504,
  INTERNAL: 500,
} as const satisfies Record<TErrorCode, number>;
export type TErrorStatus = (typeof ERROR_STATUS)[TErrorCode];

/**
 * What a LIMIT_REACHED answer says is full: `of` names the feature (its endpoint group's name, e.g. "sleep"),
 * `per` whether the limit counts a day's entries or everything the person keeps, `max` the limit itself.
 */
export const ZLimitSchema = z.object({
  of: z.string(),
  per: z.enum(["day", "person"]),
  max: z.number().int(),
});
export type TLimit = z.infer<typeof ZLimitSchema>;

export const ZApiErrorSchema = z.object({
  error: z.object({
    code: ZErrorCodeSchema,
    message: z.string(),
    /** Field-level problems of a VALIDATION_FAILED answer. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** The limit a LIMIT_REACHED answer reached. */
    limit: ZLimitSchema.optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
