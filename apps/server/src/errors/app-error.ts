import type { TErrorCode } from "@tarelka/contracts";

/**
 * The one error type of the server (style-by-example §7): a code the client localises, an HTTP status,
 * and an internal message for logs. 5xx messages never reach the client.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(what = "Resource"): AppError {
    return new AppError("NOT_FOUND", 404, `${what} not found`);
  }

  static unauthorized(code: TErrorCode, message: string): AppError {
    return new AppError(code, 401, message);
  }
}
