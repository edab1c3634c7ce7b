import { publicEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkWrites } = app.deps.services;
  route(app, publicEndpoints.health, async (request, reply) => {
    // A real round trip first, so a database that does not answer at all is a failing health check (500, as
    // any server error), not a green one.
    await app.deps.database.db.execute("select 1");
    const about = {
      database: app.deps.database.kind,
      version: app.deps.version,
      uptimeS: Math.round(process.uptime()),
    };
    try {
      // Then a write, so a database or disk that only reads is a failing health check too.
      await checkWrites();
    } catch (error) {
      request.log.error({ err: error }, "health: the server cannot write");
      return reply.code(503).send({ status: "failing" as const, writes: "failing" as const, ...about });
    }
    return { status: "ok" as const, writes: "ok" as const, ...about };
  });

  // Readiness of this server in a fleet (docs/deploy.md): each dependency it was configured with answers within
  // READY_CHECK_MS, or the balancer stops sending it traffic until it does.
  route(app, publicEndpoints.ready, async (request, reply) => {
    const probe = async (name: string, check: () => Promise<unknown>) => {
      try {
        await withTimeout(check(), READY_CHECK_MS);
        return "ok" as const;
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${name} does not answer`);
        return "failing" as const;
      }
    };
    const [database, redis, storage] = await Promise.all([
      probe("the database", () => app.deps.database.db.execute("select 1")),
      app.deps.env.REDIS_URL ? probe("Redis", () => app.sharedLimits.check()) : ("off" as const),
      probe("the photo store", () => app.deps.photos.check()),
    ]);
    const ready = database === "ok" && redis !== "failing" && storage === "ok";
    return reply.code(ready ? 200 : 503).send({
      status: ready ? ("ready" as const) : ("not-ready" as const),
      checks: { database, redis, storage },
      storage: app.deps.photos.kind,
    });
  });
};

/** A dependency slower than this is as good as down for a request. */
const READY_CHECK_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
