import { ERROR_STATUS, type TErrorCode, type TErrorStatus, type TLimit } from "@tarelka/contracts";

/**
 * The one error type of the server (docs/code-style.md §7): a code the client localises, and an internal message for
 * logs. The HTTP status is the code's own (contracts ERROR_STATUS), never chosen where it is thrown, so a code means
 * one status everywhere. 5xx messages never reach the client (plugins/error-handler.ts).
 */
export class AppError extends Error {
  readonly statusCode: TErrorStatus;
  /** What is full, for a LIMIT_REACHED answer (contracts ZLimitSchema). */
  limit?: TLimit;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }

  static notFound(what = "Resource"): AppError {
    return new AppError("NOT_FOUND", `${what} not found`);
  }

  /**
   * A limit of what is kept is reached: one code for every feature, the reply saying whose limit and how many, so a
   * new entity with a limit adds no code to the contracts nor a message to the web (docs/adding-a-feature.md).
   */
  static limitReached(limit: TLimit): AppError {
    const error = new AppError("LIMIT_REACHED", `At most ${limit.max} ${limit.of} entries per ${limit.per}`);
    error.limit = limit;
    return error;
  }

  /** A refused identity (decision 003): only the AUTH_* codes, each a 401. */
  static unauthorized(code: Extract<TErrorCode, `AUTH_${string}`>, message: string): AppError {
    return new AppError(code, message);
  }
}
