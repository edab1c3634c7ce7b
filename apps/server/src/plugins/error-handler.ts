import type { Socket } from "node:net";
import { ERROR_STATUS, type TApiError, type TErrorCode } from "@tarelka/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error";

const FASTIFY_CODES: Record<number, TErrorCode> = {
  400: "BAD_REQUEST",
  404: "NOT_FOUND",
  406: "UNSUPPORTED_MEDIA_TYPE",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  431: "HEADERS_TOO_LARGE",
};

/**
 * The longest request target answered normally. Node refuses a request line and headers over 16 KiB on a real
 * socket; half of that is far more than any route needs (launch parameters are about 1 KiB), and checking it here
 * gives the same 414 whether the request came through a socket or through app.inject (first-replies.ts).
 */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Database errors a client can cause with its input, by SQLSTATE (PostgreSQL appendix A). The contracts refuse such
 * input first (packages/contracts/src/input.ts); this is the net under them, so a rule missing from a contract
 * becomes a 400 or 409 and a log line to add it, never a 500. Everything else — connection loss, lack of resources,
 * a deadlock — stays a 500.
 */
function databaseErrorCode(sqlState: string): TErrorCode | null {
  // Class 22, data exception: invalid text or number (22P02), datetime out of range (22007, 22008), numeric out of
  // range (22003), NUL or bad byte in text (22021), untranslatable character such as a lone surrogate in jsonb
  // (22P05), string too long (22001), and the rest of the class.
  if (sqlState.startsWith("22")) return "VALIDATION_FAILED";
  switch (sqlState) {
    case "23502": // not_null_violation
    case "23514": // check_violation
    case "54000": // program_limit_exceeded: a value too large for an index row
      return "VALIDATION_FAILED";
    case "23505": // unique_violation: two requests raced to create the same thing
    case "23503": // foreign_key_violation: the row referred to was deleted meanwhile
    case "23P01": // exclusion_violation
      return "CONFLICT";
    default:
      return null;
  }
}

/** The SQLSTATE of a pg or PGlite error, also when Drizzle has wrapped it (its DrizzleQueryError keeps it as `cause`). */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    // Both drivers' errors carry the server's `severity` next to the five-character code; Node's own errors
    // (ECONNRESET…) have a code but no severity.
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in current) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A multipart body the parser could not read (no boundary, cut short, a broken part header): its errors carry no
 * status, so they are recognised by where they were thrown.
 */
function isMalformedForm(error: Error): boolean {
  return typeof error.stack === "string" && error.stack.includes("@fastify/busboy");
}

const body = (code: TErrorCode, message: string): TApiError => ({ error: { code, message } });

/** All a client learns of a server fault; the fault itself goes to the log. */
const INTERNAL_MESSAGE = "An error occurred. Please try again.";

/**
 * One global handler (docs/code-style.md §7): 4xx answers carry a code and a message; 5xx answers carry
 * nothing of the internals, which go to the log with the request's context instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Before rate limits and the signature check, so an oversized URL costs no more than this comparison. A callback
  // hook rather than an async one: it runs on every request, and has nothing to wait for.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      done(new AppError("URI_TOO_LONG", `Request target is longer than ${MAX_URL_LENGTH} characters`));
      return;
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let answer: TApiError;
    let status: number;
    const sqlState = error instanceof AppError ? null : sqlStateOf(error);
    const fromDatabase = sqlState ? databaseErrorCode(sqlState) : null;
    if (error instanceof AppError) {
      status = error.statusCode;
      // A 5xx AppError (the vision provider failed) keeps its code, which the client localises; its message, written
      // for the log, may name the provider's answer and stays there.
      const message = status >= 500 ? INTERNAL_MESSAGE : error.message;
      answer = {
        error: {
          code: error.code,
          message,
          ...(error.issues ? { issues: error.issues } : {}),
          ...(error.limit ? { limit: error.limit } : {}),
        },
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = ERROR_STATUS.VALIDATION_FAILED;
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, "").replaceAll("/", ".")]
          .filter(Boolean)
          .join("."),
        message: v.message ?? "invalid",
      }));
      answer = { error: { code: "VALIDATION_FAILED", message: "Please check your input.", issues } };
    } else if (fromDatabase) {
      status = ERROR_STATUS[fromDatabase];
      // The database's own message names tables and values: it goes to the log, not to the client.
      answer = body(
        fromDatabase,
        fromDatabase === "CONFLICT" ? "The data changed meanwhile." : "Please check your input.",
      );
      request.log.warn({ err: error, sqlState }, "database refused client input that no contract rule caught");
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      answer = body(FASTIFY_CODES[status] ?? "BAD_REQUEST", error.message);
    } else if (isMalformedForm(error)) {
      status = ERROR_STATUS.BAD_REQUEST;
      answer = body("BAD_REQUEST", "The form could not be read.");
    } else {
      status = ERROR_STATUS.INTERNAL;
      answer = body("INTERNAL", INTERNAL_MESSAGE);
    }
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else if (!fromDatabase) request.log.info({ code: answer.error.code, status }, answer.error.message);
    return reply.code(status).send(answer);
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path parameter longer than maxParamLength, a
 * path that is not valid percent-encoding) answered in the app's shape rather than Fastify's.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : (error.statusCode ?? 400);
  const code = status >= 500 ? "INTERNAL" : (FASTIFY_CODES[status] ?? "BAD_REQUEST");
  request.log.info({ code, status }, error.message);
  reply.code(status).send(body(code, status >= 500 ? INTERNAL_MESSAGE : error.message));
}

const CLIENT_ERRORS = {
  400: ["BAD_REQUEST", "Bad Request", "Malformed request"],
  408: ["BAD_REQUEST", "Request Timeout", "Request timed out"],
  414: ["URI_TOO_LONG", "URI Too Long", "Request target is too long"],
  431: ["HEADERS_TOO_LARGE", "Request Header Fields Too Large", "Request headers are too large"],
} as const satisfies Record<number, readonly [TErrorCode, string, string]>;

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before any route runs. A request line that
 * alone overflows the header limit is an over-long URL (414); otherwise the headers are too large (431) or the
 * request is not HTTP (400). Answered in the app's shape, then the socket is closed as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  let status: keyof typeof CLIENT_ERRORS = 400;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") status = 408;
  else if (error.code === "HPE_HEADER_OVERFLOW") {
    const firstLineEnds = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.indexOf("\r\n") : -1;
    status = firstLineEnds === -1 || firstLineEnds > MAX_URL_LENGTH ? 414 : 431;
  }
  const [code, reason, message] = CLIENT_ERRORS[status];
  const payload = JSON.stringify(body(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
