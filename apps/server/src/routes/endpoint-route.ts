import type { EndpointDefinition } from "@tarelka/contracts";
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint: what it takes, and every reply by status, its error replies included. */
interface SchemaOf<E extends EndpointDefinition> {
  params: Part<E, "params">;
  querystring: Part<E, "query">;
  body: Part<E, "body">;
  response: E["responses"];
}

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a route may add to its endpoint: a body limit or a rate limit of its own. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, "bodyLimit" | "config">;

/**
 * Registers the route of a contract endpoint (docs/code-style.md §3): method and URL from the endpoint, and its
 * params, query, body and replies as the route's schema, so Fastify validates requests and serialises every reply,
 * errors included, through the same contract the web parses with. The handler is all a route file adds.
 *
 * Route plugins are registered under the API prefix (app.ts), and contract paths are whole: the prefix is taken
 * off, and an endpoint that does not live under it fails at start-up rather than answering at the wrong URL.
 */
export function route<const E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is not under the prefix ${app.prefix || "(none)"}`);
  }
  app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<E>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    } as SchemaOf<E>,
    handler,
  });
}
