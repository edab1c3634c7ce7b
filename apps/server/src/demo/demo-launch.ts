import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { signLaunchParams } from "../auth/vk-launch-params";
import type { Env } from "../config/env";

/** The demo person's VK id. Any other id may be asked for with `/demo?user=ID` (several people on one machine). */
export const DEMO_USER_ID = "100000001";

export function demoLaunchQuery(env: Env, options: { userId?: string; language?: string } = {}): string {
  return signLaunchParams(
    {
      vk_user_id: options.userId ?? DEMO_USER_ID,
      vk_app_id: String(env.VK_APP_ID),
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "desktop_web",
      vk_language: options.language ?? "ru",
      vk_is_app_user: "1",
      vk_are_notifications_enabled: "0",
      vk_is_favorite: "0",
      vk_access_token_settings: "",
      vk_ref: "other",
    },
    env.vkSecret,
  );
}

const ZDemoQuery = z.object({
  user: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  lang: z.enum(["ru", "en"]).optional(),
});

/**
 * Local demo mode (docs/product.md, Where it runs): only with DEMO_MODE=1 and no VK secret, never in
 * production (docs/security.md, Demo mode; config/env.ts refuses the rest). `/demo` answers
 * with a freshly signed launch URL, so the link printed at start never goes stale. The server verifies these
 * parameters exactly as it verifies VK's.
 */
export function registerDemoLaunch(app: FastifyInstance, env: Env): void {
  if (!env.demoMode) return;
  app.get("/demo", async (request, reply) => {
    const query = ZDemoQuery.safeParse(request.query);
    const options = query.success ? { userId: query.data.user, language: query.data.lang } : {};
    return reply.redirect(`/?${demoLaunchQuery(env, options)}`, 302);
  });
}
