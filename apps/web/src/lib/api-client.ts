import { type TErrorCode, TRACING_HEADERS, VK_HEADERS } from "@tarelka/contracts";
import { takeEarly } from "./early-requests";
import { encodeLaunchParams, getLaunchParams } from "./launch-params";

/** A failed HTTP answer. The message is 'status: body text' as spec §8 describes. */
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

/** One HTTP request with the spec §7 headers; the answer as it came. */
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

/**
 * The shared request helper of spec §7: any method, a JSON body with its content type when given, cookies
 * included, and inside VK the signed launch parameters with every request.
 *
 * `T` is the reply's contract type. The server serialises every reply through the same zod contract
 * (fastify-type-provider-zod response schemas), so the mini-app's start-up and dashboard read replies without
 * parsing them again: zod stays off the first route (decision 006). Forms still validate input with zod.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
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
      // (issue 7 speed budget), and only the code is needed here; an unknown code still maps to a generic message.
      const parsed = JSON.parse(text) as { error?: { code?: unknown } } | null;
      const candidate = parsed?.error?.code;
      if (typeof candidate === "string" && /^[A-Z_]+$/.test(candidate)) code = candidate as TErrorCode;
    } catch {
      // Not one of our error bodies (a proxy's page, say): the status still tells the story.
    }
    throw new ApiError(response.status, text, code);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
