import net from "node:net";
import path from "node:path";
import { z } from "zod";

/** "1"/"true" or "0"/"false"; anything else is a configuration error rather than a silent default. */
const ZFlag = z
  .enum(["0", "1", "true", "false", ""])
  .default("0")
  .transform((value) => value === "1" || value === "true");

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto): nobody by
 * default, since a forged header would otherwise choose the rate-limit bucket (docs/security.md, Limits). A
 * whole number trusts that many proxy hops; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 * "Trust everyone" is deliberately not expressible.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    for (const entry of entries) {
      const [address = "", bits, ...rest] = entry.split("/");
      const family = net.isIP(address);
      const maxBits = family === 6 ? 128 : 32;
      const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
      if (family === 0 || !bitsOk || rest.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `"${entry}" is not a proxy hop count, IP address or CIDR range (example: 1, or 10.0.0.0/8,127.0.0.1)`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

/**
 * Configuration read once at boot (docs/code-style.md §10). Every variable has a working default for the
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
    /**
     * Fleet settings (docs/deploy.md, connection math): connections per server process, and the longest a single
     * statement may run (0 = no limit); a request cannot use an answer later than REQUEST_TIMEOUT_MS anyway.
     */
    DB_POOL_MAX: z.coerce.number().int().positive().default(10),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    /**
     * A direct connection to PostgreSQL for migrations and their advisory lock, which need one session throughout:
     * set it when DATABASE_URL goes through PgBouncer in transaction mode (docs/deploy.md). Default: DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z.string().url().optional(),
    /** Shared rate limits (docs/decisions/013-fleet.md); unset = counted in each process's memory. */
    REDIS_URL: z.string().url().optional(),
    /** Put before every key this server writes to Redis, so several apps or environments can share one. */
    REDIS_KEY_PREFIX: z.string().default("tarelka:"),
    /** Any S3-compatible bucket for meal photos (docs/decisions/013-fleet.md); unset = DATA_DIR's disk. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Secrets: never logged. Unset = the AWS SDK's own credential chain (an instance role, say). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** 1 = `endpoint/bucket/key` addresses, which MinIO and most self-hosted servers need. */
    S3_FORCE_PATH_STYLE: ZFlag,
    /** Anonymous product events older than this many days are deleted hourly (0 = kept for ever). */
    ANALYTICS_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(0).default(400),
    VK_APP_ID: z.coerce.number().int().positive().default(1),
    /** The app's protected key. Without it the server starts only in the local demo (DEMO_MODE). */
    VK_APP_SECRET: z.string().min(8).optional(),
    /**
     * 1 = the local demo: launches signed with the public development secret, `/demo` signs one for anybody
     * (docs/security.md, Demo mode). Must be asked for, so a server missing its secret refuses to start instead of
     * opening every account to everyone; `npm start` asks for it when no secret is set.
     */
    DEMO_MODE: ZFlag,
    TRUST_PROXY: ZTrustProxy,
    /**
     * Slow clients (docs/security.md, Limits): the whole request must arrive within REQUEST_TIMEOUT_MS (its headers
     * within the smaller of that and 10 s); a socket silent for CONNECTION_TIMEOUT_MS is closed, which must stay
     * above the slowest answer (two 20 s model attempts); an idle keep-alive socket is closed after
     * KEEP_ALIVE_TIMEOUT_MS, and after MAX_REQUESTS_PER_SOCKET requests.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().positive().default(1_000),
    /**
     * The app's service token (Сервисный ключ доступа), used only to ask VK whether a subscription renewed
     * (docs/vk-platform.md §3.3: renewals send no notification). Unset = premium lapses at the end of the known period.
     * A secret: it is never logged.
     */
    VK_SERVICE_TOKEN: z.string().min(1).optional(),
    /** VK API base; tests point it at a local stand-in. */
    VK_API_URL: z.string().url().default("https://api.vk.com/method"),
    /** Per VK API call; a slow VK must not hold a person's request for long. */
    VK_API_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * Open Food Facts, where scanned barcodes are looked up (docs/decisions/015-barcodes.md); tests point it at a
     * local stand-in. Per call, a slow database must not hold the person's scan for long.
     */
    OFF_API_URL: z.string().url().default("https://world.openfoodfacts.org"),
    OFF_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * 1 = VK's `*_test` payments notifications (free test purchases, docs/vk-platform.md §3.1) grant premium; for a
     * test server only. Otherwise they are refused.
     */
    VK_PAYMENTS_TEST: z.enum(["0", "1"]).default("0"),
    /** Maximum age of `vk_ts` (docs/vk-platform.md §1.2); docs/decisions/003-vk-identity.md. */
    LAUNCH_PARAMS_MAX_AGE_S: z.coerce.number().int().positive().default(86_400),
    /**
     * The landing's and the privacy policy's contact (README, The public pages): an e-mail address and a VK
     * community's short name or id (`tarelka` for vk.com/tarelka). Unset, the page names no contact of that kind.
     */
    CONTACT_EMAIL: z.string().email().optional(),
    CONTACT_VK_GROUP: z
      .string()
      .regex(/^[A-Za-z0-9_.]{2,64}$/, "a VK community's short name or id, as in vk.com/<name>")
      .optional(),
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
    /** Per attempt (docs/product.md §2: 20 s). */
    VISION_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /**
     * OpenAI-compatible chat-completions endpoint for the AI nutritionist's chat (docs/product.md, AI
     * providers); unset = the built-in offline nutritionist answers. The key is a secret: it is never logged.
     */
    CHAT_API_BASE_URL: z.string().url().optional(),
    CHAT_API_KEY: z.string().optional(),
    CHAT_MODEL: z.string().default("gpt-4o-mini"),
    /**
     * Per answer, every round of tool calls included; past it the offline nutritionist answers instead, so a person
     * never waits longer.
     */
    CHAT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /**
     * Function calling (docs/decisions/019-nutritionist-model-tools.md): "auto" offers the model tools over the food
     * database and the person's diary until the endpoint refuses them with a 400; "off" sends the facts block only,
     * for an endpoint known to have no tools.
     */
    CHAT_TOOLS: z.enum(["auto", "off"]).default("auto"),
    /** Rounds of tool calls before the model must answer in words. */
    CHAT_TOOL_ROUNDS: z.coerce.number().int().min(1).max(5).default(3),
  })
  .superRefine((env, ctx) => {
    // A real secret with the placeholder app id would accept nobody (or the wrong app): fail fast instead.
    if (env.VK_APP_SECRET && !env.VK_APP_ID_SET) {
      ctx.addIssue({ code: "custom", path: ["VK_APP_ID"], message: "VK_APP_ID is required when VK_APP_SECRET is set" });
    }
    // Half a bucket configuration would silently keep photos on one machine's disk: refused instead.
    if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET is required when any S3_* is set" });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
      });
    }
  });

export type Env = z.infer<typeof ZEnvSchema> & { demoMode: boolean; vkSecret: string };

/** TRUST_PROXY as Fastify takes it; a hop count becomes "trust the nearest N peers" (Fastify's typings take no number). */
export function trustProxyOption(
  setting: Env["TRUST_PROXY"],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/**
 * Development secret of the local demo. It is public on purpose: it only ever signs the demo user's launch
 * parameters, and it is never used once VK_APP_SECRET is configured.
 */
export const DEMO_VK_SECRET = "tarelka-local-demo-secret";

/** A configuration the server refuses; its message is complete and meant for the operator as it is. */
export class ConfigError extends Error {}

/**
 * Who may sign launches, for a process that serves them. The demo is never implied (docs/security.md, Demo
 * mode): without a secret the operator must choose, so a server that lost its secret refuses to start instead
 * of signing launches for anyone.
 */
function identityIssues(env: z.infer<typeof ZEnvSchema>): string[] {
  const issues: string[] = [];
  if (!env.VK_APP_SECRET && !env.DEMO_MODE) {
    issues.push("VK_APP_SECRET: set VK_APP_SECRET and VK_APP_ID to serve a VK app, or DEMO_MODE=1 for a local demo");
  }
  // Refused rather than ignored: a leftover DEMO_MODE next to a real secret is a mistake worth seeing.
  if (env.VK_APP_SECRET && env.DEMO_MODE) issues.push("DEMO_MODE: DEMO_MODE=1 cannot be used with VK_APP_SECRET");
  if (env.DEMO_MODE && env.NODE_ENV === "production") {
    issues.push("DEMO_MODE: the demo signs launches for anyone, so it never runs with NODE_ENV=production");
  }
  return issues;
}

/**
 * `serving: false` is for tools that read the database and sign nothing (the events report), so they need no
 * decision about the demo.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, options: { serving?: boolean } = {}): Env {
  const parsed = ZEnvSchema.safeParse({ ...source, VK_APP_ID_SET: Boolean(source.VK_APP_ID) });
  const lines = parsed.success
    ? options.serving === false
      ? []
      : identityIssues(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join("\n")}`);
  }
  // Checked above: the demo runs exactly when asked for and there is no secret.
  const demoMode = parsed.data.DEMO_MODE && !parsed.data.VK_APP_SECRET;
  return { ...parsed.data, demoMode, vkSecret: parsed.data.VK_APP_SECRET ?? DEMO_VK_SECRET };
}
