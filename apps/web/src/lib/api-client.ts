import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointReply,
  type InputIsOptional,
  pathOf,
  type TErrorCode,
  TRACING_HEADERS,
  VK_HEADERS,
} from "@tarelka/contracts";
import { takeEarly } from "./early-requests";
import { encodeLaunchParams, getLaunchParams } from "./launch-params";

/** A failed HTTP answer. The message is 'status: body text' as docs/product.md §8 describes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly code: TErrorCode | null,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }
}

function vkHeaders(): Record<string, string> {
  const launch = getLaunchParams();
  if (!launch) return {};
  const v = launch.values;
  const headers: Record<string, string> = { [VK_HEADERS.launchParams]: encodeLaunchParams(launch.raw) };
  const pairs: [string, string | undefined][] = [
    [VK_HEADERS.userId, v.vk_user_id],
    [VK_HEADERS.appId, v.vk_app_id],
    [VK_HEADERS.platform, v.vk_platform],
    [VK_HEADERS.ts, v.vk_ts],
    [VK_HEADERS.language, v.vk_language],
    [VK_HEADERS.sign, v.sign],
  ];
  for (const [name, value] of pairs) if (value !== undefined) headers[name] = value;
  return headers;
}

function tracingHeaders(): Record<string, string> {
  return {
    [TRACING_HEADERS.correlationId]: crypto.randomUUID(),
    [TRACING_HEADERS.timezone]: Intl.DateTimeFormat().resolvedOptions().timeZone,
    [TRACING_HEADERS.clientTimestamp]: new Date().toISOString(),
  };
}

/** One HTTP request with the docs/product.md §7 headers; the answer as it came. */
export function sendRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { ...vkHeaders(), ...tracingHeaders() };
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  return fetch(url, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

/** A 2xx reply that is not what the endpoint's contract says: shown as a generic error (lib/error-message.ts). */
export class UnexpectedReplyError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
    readonly issues: unknown,
  ) {
    super(`${endpoint} answered ${status} outside its contract`);
    this.name = "UnexpectedReplyError";
  }
}

/** The answer to a request when it is a 2xx, from the early replies for a GET one waits for; else ApiError. */
async function okResponse(method: string, url: string, body?: unknown): Promise<Response> {
  const early = method === "GET" ? takeEarly(url) : null;
  // A failed early read is asked again rather than reused: its failure may predate this moment (decision 006).
  const response = early
    ? await early.then(
        (reply) => (reply.ok ? reply : sendRequest(method, url)),
        () => sendRequest(method, url),
      )
    : await sendRequest(method, url, body);
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let code: TErrorCode | null = null;
    try {
      // Read by hand rather than with ZApiErrorSchema: zod would otherwise ride in the first-route bundle
      // (decision 006 speed budget), and only the code is needed here; an unknown code still maps to a generic message.
      const parsed = JSON.parse(text) as { error?: { code?: unknown } } | null;
      const candidate = parsed?.error?.code;
      if (typeof candidate === "string" && /^[A-Z_]+$/.test(candidate)) code = candidate as TErrorCode;
    } catch {
      // Not one of our error bodies (a proxy's page, say): the status still tells the story.
    }
    throw new ApiError(response.status, text, code);
  }
  return response;
}

/**
 * The shared request helper of docs/product.md §7: any method, a JSON body with its content type when given, cookies
 * included, and inside VK the signed launch parameters with every request. The reply as JSON, unchecked: screens
 * call endpoints through `call`, which checks it.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await okResponse(method, url, body);
  return response.status === 204 ? undefined : response.json();
}

/**
 * A file an endpoint answers (an export), as a blob: the same headers and the same ApiError as `call`, but no
 * schema, since the body is the file itself.
 */
export async function fetchFile<T extends AnyEndpoint>(endpoint: T): Promise<Blob> {
  const response = await okResponse(endpoint.method, pathOf(endpoint));
  return response.blob();
}

type CallArgs<T> = InputIsOptional<T> extends true ? [input?: EndpointInput<T>] : [input: EndpointInput<T>];

/**
 * Calls an endpoint of the contracts (docs/code-style.md §3): builds its URL from the params and query, sends the body
 * (JSON, or the FormData of a multipart endpoint), and reads the reply with the endpoint's schema for the status it
 * came with, so a screen only ever sees a reply its contract allows. A failure throws ApiError (the server's code);
 * a 2xx reply the contract refuses throws UnexpectedReplyError, and says so loudly in development.
 *
 * An endpoint ref (contracts FIRST_ROUTE_ENDPOINTS) has no schemas: its reply is typed but not parsed, which keeps
 * zod off the first route (decision 006); the server serialises every reply through the same contract.
 */
export async function call<T extends AnyEndpoint>(endpoint: T, ...[input]: CallArgs<T>): Promise<EndpointReply<T>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const url = pathOf(endpoint, { params, query } as Parameters<typeof pathOf<T>>[1]);
  const response = await okResponse(endpoint.method, url, body);
  const reply: unknown = response.status === 204 ? undefined : await response.json();
  if (!("responses" in endpoint)) return reply as EndpointReply<T>;
  const parsed = endpoint.responses[response.status]?.safeParse(reply);
  if (parsed?.success) return parsed.data as EndpointReply<T>;
  const where = `${endpoint.method} ${endpoint.path}`;
  if (import.meta.env.DEV)
    console.error(`${where}: reply ${response.status} breaks its contract`, parsed?.error, reply);
  throw new UnexpectedReplyError(where, response.status, parsed?.error.issues ?? "no schema for this status");
}
