import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";

export interface AttackRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** Names of the `:param` segments of the url, whether or not the route declares a params schema. */
  paramNames: string[];
}

/**
 * Records every route the app registers, read from the running app rather than from a list kept by hand, so a
 * route added later is attacked without anyone writing a test for it. Fastify announces each new instance on the
 * `fastify.initialization` channel before any plugin runs, which is early enough to add an onRoute hook.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: AttackRoute[] }> {
  const routes: AttackRoute[] = [];
  let seen = false;
  const onInit = (message: unknown) => {
    if (seen) return;
    seen = true;
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      const schema = (options.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
      for (const method of methods) {
        // HEAD routes are Fastify's automatic copies of the GET routes, which are attacked themselves.
        if (method === "HEAD" || method === "OPTIONS") continue;
        routes.push({
          method,
          url: options.url,
          ...(schema.body ? { body: schema.body } : {}),
          ...(schema.querystring ? { querystring: schema.querystring } : {}),
          ...(schema.params ? { params: schema.params } : {}),
          paramNames: [...options.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string),
        });
      }
    });
  };
  diagnostics.subscribe("fastify.initialization", onInit);
  try {
    const built = await build();
    return { built, routes };
  } finally {
    diagnostics.unsubscribe("fastify.initialization", onInit);
  }
}
