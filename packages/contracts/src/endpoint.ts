import type { z } from "zod";

/**
 * One object per endpoint (docs/code-style.md §3): its method, its path, the schemas of what it takes and of every
 * reply it can give, keyed by HTTP status, errors included. The server registers its route from the object
 * (apps/server/src/routes/endpoint-route.ts) and the web calls it through the object (apps/web/src/lib/api-client.ts),
 * so neither writes a URL or a reply type of its own.
 *
 * This module holds no zod value, only types: the first route's code reaches endpoints through it without
 * loading zod (decision 006; see endpoints/first-route.ts).
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The statuses of a successful reply; every other status an endpoint declares is an error reply. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** `:name` marks a path parameter (Fastify's own syntax), filled from `params`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (a FormData), read part by part by the route instead of by a schema. */
  readonly multipart?: true;
  /** Each reply by status: the success body and the error body (ZApiErrorSchema) of each status it can answer. */
  readonly responses: { readonly [status: number]: z.ZodType };
}

/** Keeps the object's literal types (method, path, the status keys), so inputs and replies are typed from it. */
export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

/**
 * An endpoint known by method and path alone, typed as the endpoint it names. For code that must not load zod
 * (decision 006): a call through it sends the same request, and its reply is typed but not parsed.
 */
export interface EndpointRef<E extends EndpointDefinition> {
  readonly method: E["method"];
  readonly path: E["path"];
  /** Type only, never set: the endpoint this refers to. */
  readonly endpoint?: E;
}

/** The ref of endpoint `E`; the method and path must be E's own, or this does not compile. */
export const refOf = <E extends EndpointDefinition>(ref: { method: E["method"]; path: E["path"] }): EndpointRef<E> =>
  ref;

export type AnyEndpoint = EndpointDefinition | EndpointRef<EndpointDefinition>;
/** The endpoint an object or a ref stands for. */
export type EndpointOf<T> = T extends EndpointDefinition ? T : T extends EndpointRef<infer E> ? E : never;

/** A multipart body: the platform's FormData, named by its shape because this package loads no DOM types. */
export interface MultipartBody {
  append(name: string, value: string): void;
  has(name: string): boolean;
}

type ParamsInput<E> = E extends { params: infer S extends z.ZodType } ? { params: z.output<S> } : { params?: never };
type QueryInput<E> = E extends { query: infer S extends z.ZodType }
  ? Record<string, never> extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : { query?: never };
type BodyInput<E> = E extends { multipart: true }
  ? { body: MultipartBody }
  : E extends { body: infer S extends z.ZodType }
    ? undefined extends z.input<S>
      ? { body?: z.input<S> }
      : { body: z.input<S> }
    : { body?: never };

/** What a caller gives an endpoint: path parameters, query and body, each as its schema reads it. */
export type EndpointInput<T> = ParamsInput<EndpointOf<T>> & QueryInput<EndpointOf<T>> & BodyInput<EndpointOf<T>>;

/** The body of a successful reply (undefined for a 204). */
export type EndpointReply<T> = EndpointOf<T>["responses"] extends infer R
  ? { [S in keyof R & SuccessStatus]: R[S] extends z.ZodType ? z.output<R[S]> : never }[keyof R & SuccessStatus]
  : never;

/** True when every part of the input is optional, so a call may leave the input out. */
export type InputIsOptional<T> = Record<string, never> extends EndpointInput<T> ? true : false;

/**
 * The URL of a call: each `:name` replaced by its parameter (encodeURIComponent), then the query's defined values
 * in the order given. The first screen's replies are keyed by these exact strings on both sides (decision 006).
 */
export function pathOf<T extends AnyEndpoint>(endpoint: T, input?: Pick<EndpointInput<T>, "params" | "query">): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input?.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length > 0 ? `${path}?${query.join("&")}` : path;
}
