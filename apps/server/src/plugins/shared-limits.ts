import rateLimit from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Env } from "../config/env";

declare module "fastify" {
  interface FastifyInstance {
    sharedLimits: SharedLimits;
  }
}

/**
 * The rate-limit store of a fleet (docs/decisions/013-fleet.md): with REDIS_URL every server counts in the same
 * Redis, so a limit of N a minute is N across the fleet rather than N per process; without it each process counts
 * in its own memory (one server, the embedded mode).
 *
 * Fail-open: when Redis does not answer, a request is let through uncounted (@fastify/rate-limit's skipOnError)
 * and a warning is logged, rather than the whole API answering 500 because a counter is unreachable. The limits
 * that protect money and storage (free photo analyses, the per-person photo cap, AI chat messages) are counted
 * in the database, not here, so what fails open is only the flood guard. Commands give up quickly (no offline
 * queue, a short command time-out), so an unreachable Redis adds milliseconds, not seconds, to a request.
 */
export interface SharedLimits {
  /** Options for @fastify/rate-limit: the Redis store and its key prefix, or nothing (in-memory). */
  rateLimitOptions: { redis: Redis; nameSpace: string; skipOnError: true } | Record<string, never>;
  /** Throws when Redis is configured and does not answer (readiness, README). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** How long one Redis command may take before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;
/** A warning per this long at most while Redis is down, so an outage does not flood the log. */
const WARN_EVERY_MS = 30_000;

export async function createSharedLimits(
  settings: { url?: string | undefined; keyPrefix: string },
  log: FastifyBaseLogger,
): Promise<SharedLimits> {
  if (!settings.url) return { rateLimitOptions: {}, check: async () => {}, close: async () => {} };

  let lastWarning = 0;
  const redis = new Redis(settings.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Keeps trying to reconnect, at most every 2 s, for as long as the server runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener a connection error would crash the process (Node's rule for an "error" event).
  redis.on("error", (error: Error) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    log.warn({ err: error }, "Redis is unreachable: rate limits let requests through uncounted until it is back");
  });
  // Waited for at start, so the first requests are counted; a Redis that is down then does not stop the start
  // (fail-open above), the readiness check shows it, and the client keeps reconnecting.
  await redis.connect().catch(() => undefined);

  return {
    rateLimitOptions: { redis, nameSpace: `${settings.keyPrefix}rate:`, skipOnError: true },
    async check() {
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * The whole API's limit per client address (docs/security.md, Limits), counted as createSharedLimits says; a
 * route's own limit (the events route's) is counted in the same store under its own keys.
 */
export async function registerRateLimits(app: FastifyInstance, env: Env): Promise<void> {
  const limits = await createSharedLimits({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }, app.log);
  app.decorate("sharedLimits", limits);
  app.addHook("onClose", () => limits.close());
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    ...limits.rateLimitOptions,
  });
}
