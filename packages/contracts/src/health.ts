import { z } from "zod";

/**
 * `writes` tells whether the server could write a moment ago (a committed write in the database and a file in
 * DATA_DIR): a full disk or a read-only folder fails writes while reads still work, and only this shows it.
 */
export const ZHealthReplySchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  writes: z.literal("ok"),
  version: z.string(),
  uptimeS: z.number(),
});
export type THealthReply = z.infer<typeof ZHealthReplySchema>;

/** The 503 reply: the server runs and reads, but cannot store anything. */
export const ZHealthFailingReplySchema = ZHealthReplySchema.extend({
  status: z.literal("failing"),
  writes: z.literal("failing"),
});
export type THealthFailingReply = z.infer<typeof ZHealthFailingReplySchema>;

/**
 * Readiness of one server of a fleet (docs/deploy.md): whether what it needs answers now — the database, and Redis
 * and the photo bucket when they are configured (`off` when not). A balancer sends traffic only while it is 200.
 */
export const ZReadyReplySchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  checks: z.object({
    database: z.enum(["ok", "failing"]),
    redis: z.enum(["ok", "failing", "off"]),
    storage: z.enum(["ok", "failing"]),
  }),
  /** Where photos are kept: disk (the embedded mode), shared-disk (bookkeeping in PostgreSQL) or s3. */
  storage: z.enum(["disk", "shared-disk", "s3"]),
});
export type TReadyReply = z.infer<typeof ZReadyReplySchema>;
