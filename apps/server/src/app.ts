import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerAccountHook } from "./auth/account";
import { createVkAuthHook } from "./auth/vk-auth";
import { type Env, trustProxyOption } from "./config/env";
import { REDACT_PATHS, serializeError } from "./config/log-redaction";
import type { DatabaseHandle } from "./db/client";
import { registerDemoLaunch } from "./demo/demo-launch";
import { featureRegistry } from "./feature";
import { createFeatureServices, startBackgroundWork } from "./feature-services";
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from "./plugins/error-handler";
import { replySerializerCompiler } from "./plugins/reply-serializer";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerRateLimits } from "./plugins/shared-limits";
import { registerWebApp } from "./plugins/web-app";
import { createAchievementsRepository } from "./repositories/achievements-repository";
import { createAiNutritionistRepository } from "./repositories/ai-nutritionist-repository";
import { createBarcodeRepository } from "./repositories/barcode-repository";
import { createDiaryTransferRepository } from "./repositories/diary-transfer-repository";
import { createEventsRepository } from "./repositories/events-repository";
import { createMealsRepository } from "./repositories/meals-repository";
import { createMyMealsRepository } from "./repositories/my-meals-repository";
import { createPremiumRepository } from "./repositories/premium-repository";
import { createSupplementsRepository } from "./repositories/supplements-repository";
import { createUsersRepository } from "./repositories/users-repository";
import { createWaterRepository } from "./repositories/water-repository";
import { createWeightRepository } from "./repositories/weight-repository";
import { routeModules } from "./route-modules";
import { eventRoutes } from "./routes/events";
import { healthRoutes } from "./routes/health";
import { vkPaymentsRoutes } from "./routes/vk-payments";
import { scheduleEventsRetention } from "./services/events-retention";
import { personChanged } from "./services/person-cache";
import type { PersonFiles } from "./services/person-files";
import { photoStoreFor } from "./services/photo-store";
import { createPremiumService } from "./services/premium-service";
import { createVkApi } from "./services/vk-api";

export const VERSION = "0.1.0";

function createDeps(env: Env, database: DatabaseHandle, log: FastifyBaseLogger) {
  const feature = featureRegistry({ env, database, log });
  // This server's own changes of a person's row drop what its caches hold of them at once (decision 031).
  const accountChanged = (userId: number) => personChanged(database, userId, "account");
  const usersRepository = createUsersRepository(database.db, accountChanged);
  const premiumRepository = createPremiumRepository(database.db, accountChanged);
  const photos = photoStoreFor(env, database, (error, message) => log.warn({ err: error }, message));
  const repositories = {
    users: usersRepository,
    meals: createMealsRepository(database.db),
    myMeals: createMyMealsRepository(database.db),
    water: createWaterRepository(database.db),
    weight: createWeightRepository(database.db),
    achievements: createAchievementsRepository(database.db),
    aiNutritionist: createAiNutritionistRepository(database.db),
    supplements: createSupplementsRepository(database.db),
    barcodes: createBarcodeRepository(database.db),
    events: createEventsRepository(database.db),
    diaryTransfer: createDiaryTransferRepository(database.db),
  };
  return {
    env,
    database,
    version: VERSION,
    photos,
    /** Every store of per-person files; account deletion empties each (services/person-files.ts). */
    personFiles: { photos } satisfies Record<string, PersonFiles>,
    /** The services of features that declare their own (feature.ts), built once each. */
    feature,
    repositories,
    services: {
      ...createFeatureServices({ env, database, repositories, photos, log, version: VERSION }),
      premium: createPremiumService({
        premium: premiumRepository,
        users: usersRepository,
        secret: env.vkSecret,
        appId: env.VK_APP_ID,
        demoMode: env.demoMode,
        acceptTestPayments: env.VK_PAYMENTS_TEST === "1",
        vk: env.VK_SERVICE_TOKEN
          ? createVkApi({ token: env.VK_SERVICE_TOKEN, baseUrl: env.VK_API_URL, timeoutMs: env.VK_API_TIMEOUT_MS })
          : null,
        log,
      }),
    },
  };
}

export type AppDeps = ReturnType<typeof createDeps>;

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * Routes anyone may call: the only route modules outside the VK signature hook. Every other module of `routes/` is
 * found there by `routeModules()` and registered behind the hook, so a new feature needs no line here and cannot
 * end up public by forgetting one (test/route-coverage.test.ts checks which routes answer without a signature).
 */
const PUBLIC_API: readonly FastifyPluginAsync[] = [healthRoutes, vkPaymentsRoutes, eventRoutes];

/**
 * Composition in a fixed order (docs/code-style.md §5): config → database → security → services → routes.
 * The database arrives open and migrated, so the app never serves a request against an old schema.
 */
export async function buildApp(
  env: Env,
  database: DatabaseHandle,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Refusals made before any route runs answer in the app's error shape too (plugins/error-handler.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Only the proxies TRUST_PROXY names may set the client address and protocol; by default nobody, so a forged
    // X-Forwarded-For cannot pick a fresh rate-limit bucket (docs/security.md, Limits).
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Slow clients must not hold sockets (README, Configuration). Node checks the request and header time-outs
    // only every `connectionsCheckingInterval` (30 s by default), so it is made fine enough for them to bite.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout: Math.min(env.REQUEST_TIMEOUT_MS, 10_000),
      connectionsCheckingInterval: Math.min(env.REQUEST_TIMEOUT_MS, 1_000),
    },
    requestIdHeader: "x-correlation-id",
    logger: {
      level: env.LOG_LEVEL,
      // Launch parameters ride in the URL and in headers, and a failed query's values are a person's own words:
      // none of them reach the log (docs/security.md, Bad input).
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.split("?")[0],
          id: req.id,
        }),
        err: serializeError,
        error: serializeError,
      },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Replies are checked against their contracts in development and tests only (docs/decisions/014-reply-validation.md).
  app.setSerializerCompiler(replySerializerCompiler(env.NODE_ENV));
  app.decorate("deps", createDeps(env, database, app.log));
  const stopBackgroundWork = startBackgroundWork(app.deps.photos, app.log);
  app.addHook("onClose", async () => stopBackgroundWork());
  if (!env.VK_SERVICE_TOKEN) {
    // Said once at start-up, since nothing else shows it: VK sends no notification on a renewal
    // (docs/vk-platform.md §3.3), so without the token a renewed subscriber loses premium at the old period end.
    const say = env.demoMode ? app.log.info.bind(app.log) : app.log.warn.bind(app.log);
    say(
      "VK_SERVICE_TOKEN is not set: VK subscription renewals cannot be re-checked, so premium lapses at the end of each known period",
    );
  }
  app.decorateRequest("vk", null);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // In Redis when REDIS_URL is set, so a fleet shares one count (docs/decisions/013-fleet.md).
  await registerRateLimits(app, env);
  scheduleEventsRetention(app, database, env.ANALYTICS_EVENTS_RETENTION_DAYS);

  await app.register(
    async (api) => {
      for (const routes of PUBLIC_API) await api.register(routes);
      await api.register(async (protectedApi) => {
        protectedApi.addHook("onRequest", createVkAuthHook(env));
        registerAccountHook(protectedApi);
        for (const { plugin } of await routeModules()) {
          if (!PUBLIC_API.includes(plugin)) await protectedApi.register(plugin);
        }
      });
    },
    { prefix: "/api" },
  );

  registerDemoLaunch(app, env);
  await registerWebApp(app, env.WEB_DIST_DIR, {
    vkAppId: env.VK_APP_ID_SET ? env.VK_APP_ID : null,
    contactEmail: env.CONTACT_EMAIL ?? null,
    contactVkGroup: env.CONTACT_VK_GROUP ?? null,
  });
  return app;
}
