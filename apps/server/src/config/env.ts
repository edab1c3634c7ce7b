import path from "node:path";
import { z } from "zod";

/**
 * Configuration read once at boot (style-by-example §10). Every variable has a working default for the
 * embedded mode, so the product starts with no `.env` at all; a bad value stops the boot with a list.
 */
const ZEnvSchema = z
  .object({
    /** Kept only to tell an explicit VK_APP_ID from the default (see the refinement below). */
    VK_APP_ID_SET: z.boolean(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where the embedded database and stored photos live. */
    DATA_DIR: z.string().default(path.resolve(process.cwd(), ".data")),
    /** A PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    VK_APP_ID: z.coerce.number().int().positive().default(1),
    /** The app's protected key. Unset means local demo mode with a development secret. */
    VK_APP_SECRET: z.string().min(8).optional(),
    /**
     * The app's service token (Сервисный ключ доступа), used only to ask VK whether a subscription renewed
     * (vk-platform.md §3.3: renewals send no notification). Unset = premium lapses at the end of the known period.
     * A secret: it is never logged.
     */
    VK_SERVICE_TOKEN: z.string().min(1).optional(),
    /** VK API base; tests point it at a local stand-in. */
    VK_API_URL: z.string().url().default("https://api.vk.com/method"),
    /** Per VK API call; a slow VK must not hold a person's request for long. */
    VK_API_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Maximum age of `vk_ts` (vk-platform.md §1.2); docs/decisions/0003-launch-params-max-age.md. */
    LAUNCH_PARAMS_MAX_AGE_S: z.coerce.number().int().positive().default(86_400),
    /** Public address printed for people and used in the demo link. */
    PUBLIC_URL: z.string().url().optional(),
    /** The built web app; the server serves it with an SPA fallback. */
    WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, "../../../web/dist")),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** OpenAI-compatible chat-completions endpoint for photo recognition; unset = photos are kept, not recognised. */
    VISION_API_BASE_URL: z.string().url().optional(),
    VISION_API_KEY: z.string().optional(),
    VISION_MODEL: z.string().default("gpt-4o-mini"),
    /** Per attempt (issue 4: 20 s). */
    VISION_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /**
     * OpenAI-compatible chat-completions endpoint for the AI nutritionist's chat (product-decisions.md, AI
     * providers); unset = the built-in offline nutritionist answers. The key is a secret: it is never logged.
     */
    CHAT_API_BASE_URL: z.string().url().optional(),
    CHAT_API_KEY: z.string().optional(),
    CHAT_MODEL: z.string().default("gpt-4o-mini"),
    /** Per call; past it the offline nutritionist answers instead, so a person never waits longer. */
    CHAT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  })
  .superRefine((env, ctx) => {
    // A real secret with the placeholder app id would accept nobody (or the wrong app): fail fast instead.
    if (env.VK_APP_SECRET && !env.VK_APP_ID_SET) {
      ctx.addIssue({ code: "custom", path: ["VK_APP_ID"], message: "VK_APP_ID is required when VK_APP_SECRET is set" });
    }
  });

export type Env = z.infer<typeof ZEnvSchema> & { demoMode: boolean; vkSecret: string };

/**
 * Development secret of the local demo. It is public on purpose: it only ever signs the demo user's launch
 * parameters, and it is never used once VK_APP_SECRET is configured.
 */
export const DEMO_VK_SECRET = "tarelka-local-demo-secret";

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse({ ...source, VK_APP_ID_SET: Boolean(source.VK_APP_ID) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const demoMode = !parsed.data.VK_APP_SECRET;
  return { ...parsed.data, demoMode, vkSecret: parsed.data.VK_APP_SECRET ?? DEMO_VK_SECRET };
}
