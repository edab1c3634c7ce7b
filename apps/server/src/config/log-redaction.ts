/**
 * What the log must never hold (docs/security.md, Bad input): the launch parameters (they identify a person and
 * carry VK's signature), credentials, and the values a failed query was given (meal text, health notes).
 */

const CENSOR = "[redacted]";

/** Headers that identify or authenticate a caller. */
const SECRET_HEADERS = ["x-vk-launch-params", "authorization", "cookie", "set-cookie", "referer"];

/**
 * pino `redact` paths. The request serializer already logs no headers, but other code logs header objects of its
 * own: @fastify/multipart logs the busboy options, headers included, at trace level. `*.headers` covers such an
 * object one level down; the explicit `req`/`res` paths cover the serializers being replaced some day.
 */
export const REDACT_PATHS = SECRET_HEADERS.flatMap((name) => [
  `headers["${name}"]`,
  `*.headers["${name}"]`,
  `req.headers["${name}"]`,
  `res.headers["${name}"]`,
]);

/** Error properties whose values are the data a query carried, not a description of the failure. */
const VALUE_KEYS = new Set(["params", "parameters", "values", "detail"]);

/**
 * Drizzle's failed-query error repeats its parameters in the message (`Failed query: …\nparams: …`), and the
 * SQL text itself holds only placeholders, so the statement stays for debugging while the values go.
 */
function withoutParams(text: string): string {
  const at = text.indexOf("\nparams: ");
  return at === -1 ? text : `${text.slice(0, at)}\nparams: ${CENSOR}`;
}

/**
 * PostgreSQL's data-exception messages (SQLSTATE class 22) quote the offending value, for example
 * `invalid input syntax for type integer: "…"`.
 */
function withoutQuotedValues(text: string): string {
  return text.replace(/"[^"]*"/g, `"${CENSOR}"`);
}

type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

function serialize(error: Error, seen: WeakSet<object>): Serialized {
  seen.add(error);
  const record = error as unknown as Record<string, unknown>;
  const code = typeof record.code === "string" ? record.code : undefined;
  const scrub = (text: string) => {
    const cleaned = withoutParams(text);
    return code && /^22[0-9A-Z]{3}$/.test(code) ? withoutQuotedValues(cleaned) : cleaned;
  };
  const message = scrub(error.message);
  // The stack opens with the message, values and all.
  const stack = error.stack ?? "";
  const out: Serialized = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: stack.includes(error.message) ? stack.replace(error.message, () => message) : scrub(stack),
  };
  const keys = new Set([...Object.keys(error), ...("cause" in error ? ["cause"] : [])]);
  for (const key of keys) {
    if (key === "message" || key === "stack") continue;
    const value = record[key];
    if (VALUE_KEYS.has(key)) {
      if (value !== undefined) out[key] = CENSOR;
    } else if (value instanceof Error) {
      if (!seen.has(value)) out[key] = serialize(value, seen);
    } else if (typeof value !== "function") {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The `err` serializer: an error as the usual `{ type, message, stack, …own fields }`, its causes included, with
 * query values removed at every level (a driver's error is usually the `cause` of Drizzle's).
 */
export function serializeError(error: Error): Serialized {
  return serialize(error, new WeakSet());
}
