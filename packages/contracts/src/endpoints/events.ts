import { defineEndpoint } from "../endpoint";
import { publicErrors } from "../endpoint-errors";
import { ZEventReplySchema, ZEventRequestSchema } from "../events";
import { ZHealthFailingReplySchema, ZHealthReplySchema, ZReadyReplySchema } from "../health";

/** Public endpoints: no VK identity (the landing has none; a health check is asked by machines). */
export const publicEndpoints = {
  /** docs/product.md §7 custom events; 429 past EVENTS_RATE_LIMIT_PER_MINUTE per address. */
  event: defineEndpoint({
    method: "POST",
    path: "/api/events",
    body: ZEventRequestSchema,
    responses: { 202: ZEventReplySchema, ...publicErrors() },
  }),
  /**
   * A real round trip to the database, so a broken one is a failing check (500), not a green one. A server that
   * reads but cannot write answers 503 with the failing check: a status for machines rather than an error reply,
   * the one error status of any endpoint whose body is not the one error shape.
   */
  health: defineEndpoint({
    method: "GET",
    path: "/api/health",
    responses: { 200: ZHealthReplySchema, ...publicErrors(), 503: ZHealthFailingReplySchema },
  }),
  /**
   * Readiness for a balancer (docs/deploy.md): 200 while the database, and Redis and the photo bucket when
   * configured, answer; 503 with the same body naming the failing check otherwise (a status for machines, like
   * health's 503).
   */
  ready: defineEndpoint({
    method: "GET",
    path: "/api/ready",
    responses: { 200: ZReadyReplySchema, ...publicErrors(), 503: ZReadyReplySchema },
  }),
};
