import { isDeepStrictEqual } from "node:util";
import { serializerCompiler as validatingSerializerCompiler } from "fastify-type-provider-zod";

type SerializerCompiler = typeof validatingSerializerCompiler;

/** JSON as a client reads it: what JSON.stringify keeps, in any key order. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Where two JSON values first part ways, as a path, so a failing test names the field. */
function firstDifference(allowed: unknown, sent: unknown, at: string): string {
  if (typeof allowed !== "object" || typeof sent !== "object" || allowed === null || sent === null) return at;
  const keys = new Set([...Object.keys(allowed), ...Object.keys(sent)]);
  for (const key of keys) {
    const a = (allowed as Record<string, unknown>)[key];
    const b = (sent as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${at}.${key}`);
  }
  return at;
}

/**
 * Development and tests: every reply is checked against its contract (fastify-type-provider-zod encodes it
 * through the zod schema) and must already be exactly what the contract lets through, no key stripped and no
 * value rewritten. That second check is what makes production's plain JSON.stringify safe: a handler that
 * returned a field the contract drops, a database row instead of its DTO say, fails the API tests here rather
 * than leaking that field in production (docs/decisions/014-reply-validation.md).
 */
const checkingSerializerCompiler: SerializerCompiler = (route) => {
  const encode = validatingSerializerCompiler(route);
  return (data: unknown) => {
    const json = encode(data);
    const sent = asJson(data);
    const allowed = JSON.parse(json) as unknown;
    if (!isDeepStrictEqual(allowed, sent)) {
      throw new Error(
        `${route.method} ${route.url}: the reply differs from what its contract lets through at ${firstDifference(allowed, sent, "reply")}; ` +
          "production serialises it unchecked (docs/decisions/014-reply-validation.md), so it must match",
      );
    }
    return json;
  };
};

/**
 * Production: replies are built by the server's own services from its own rows (toMealDto, toWaterDto, …), so
 * re-validating each one against its zod schema spends CPU on every request to re-prove what the tests prove
 * (docs/decisions/014-reply-validation.md). They are written as they are.
 */
const plainSerializerCompiler: SerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** The reply serialiser of the app (app.ts): plain in production, checked against the contract elsewhere. */
export function replySerializerCompiler(nodeEnv: "development" | "production" | "test"): SerializerCompiler {
  return nodeEnv === "production" ? plainSerializerCompiler : checkingSerializerCompiler;
}
