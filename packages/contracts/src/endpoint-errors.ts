import { ZApiErrorSchema } from "./errors";

/**
 * The error replies of an endpoint, by status. Every status carries the one error shape (ZApiErrorSchema: a code the
 * client localises, a message for logs, field issues); the code says which failure it was (docs/code-style.md §7).
 * One schema per status rather than one per code: the server's error handler answers a status from several places
 * (the route, its service, Fastify itself), and a reply it really sends must never fail its own contract.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 502, 503, 504] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

type ErrorReplies<S extends ErrorStatus> = { readonly [K in S]: typeof ZApiErrorSchema };

function errorReplies<S extends ErrorStatus>(statuses: readonly S[]): ErrorReplies<S> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiErrorSchema])) as ErrorReplies<S>;
}

/**
 * What any endpoint may answer (apps/server/src/plugins/error-handler.ts): 400 BAD_REQUEST or VALIDATION_FAILED,
 * 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 429 RATE_LIMITED, 500 INTERNAL.
 */
const ANY_ENDPOINT = [400, 413, 415, 429, 500] as const;

/** A public endpoint's errors: those of any endpoint, plus the statuses named. */
export const publicErrors = <const S extends ErrorStatus = never>(...extra: readonly S[]) =>
  errorReplies<(typeof ANY_ENDPOINT)[number] | S>([...ANY_ENDPOINT, ...extra]);

/**
 * A signed-in endpoint's errors (behind the VK signature hook, app.ts): those of any endpoint, 401 with an AUTH_*
 * code (decision 003), plus the statuses named. Most name 404: USER_NOT_FOUND before onboarding, NOT_FOUND for
 * another person's or a missing entry.
 */
export const signedErrors = <const S extends ErrorStatus = never>(...extra: readonly S[]) =>
  errorReplies<(typeof ANY_ENDPOINT)[number] | 401 | S>([...ANY_ENDPOINT, 401, ...extra]);
