import type { TApiError, TErrorCode } from "@tarelka/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error";

const FASTIFY_CODES: Record<number, TErrorCode> = {
  400: "BAD_REQUEST",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/**
 * One global handler (style-by-example §7): 4xx answers carry a code and a message; 5xx answers carry
 * nothing of the internals, which go to the log with the request's context instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: TApiError;
    let status: number;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, v.instancePath.replace(/^\//, "").replaceAll("/", ".")]
          .filter(Boolean)
          .join("."),
        message: v.message ?? "invalid",
      }));
      body = { error: { code: "VALIDATION_FAILED", message: "Please check your input.", issues } };
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: { code: FASTIFY_CODES[status] ?? "BAD_REQUEST", message: error.message } };
    } else {
      status = 500;
      body = { error: { code: "INTERNAL", message: "An error occurred. Please try again." } };
    }
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.error.code, status }, body.error.message);
    return reply.code(status).send(body);
  });
}
