import { ZHealthReplySchema } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { response: { 200: ZHealthReplySchema } } }, async () => {
    // A real round trip, so a broken database is a failing health check, not a green one.
    await app.deps.database.db.execute("select 1");
    return {
      status: "ok" as const,
      database: app.deps.database.kind,
      version: app.deps.version,
      uptimeS: Math.round(process.uptime()),
    };
  });
};
