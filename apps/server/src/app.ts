import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createVkAuthHook } from "./auth/vk-auth";
import type { Env } from "./config/env";
import type { DatabaseHandle } from "./db/client";
import { registerDemoLaunch } from "./demo/demo-launch";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerWebApp } from "./plugins/web-app";
import { createAchievementsRepository } from "./repositories/achievements-repository";
import { createAiNutritionistRepository } from "./repositories/ai-nutritionist-repository";
import { createMealsRepository } from "./repositories/meals-repository";
import { createPremiumRepository } from "./repositories/premium-repository";
import { createSupplementsRepository } from "./repositories/supplements-repository";
import { createUsersRepository } from "./repositories/users-repository";
import { createWaterRepository } from "./repositories/water-repository";
import { createWeightRepository } from "./repositories/weight-repository";
import { achievementRoutes } from "./routes/achievements";
import { aiNutritionistRoutes } from "./routes/ai-nutritionist";
import { analyticsRoutes } from "./routes/analytics";
import { eventRoutes } from "./routes/events";
import { foodRoutes } from "./routes/food";
import { healthRoutes } from "./routes/health";
import { mealRoutes } from "./routes/meals";
import { supplementRoutes } from "./routes/supplements";
import { userRoutes } from "./routes/users";
import { vkPaymentsRoutes } from "./routes/vk-payments";
import { vkSubscriptionRoutes } from "./routes/vk-subscription";
import { waterRoutes } from "./routes/water";
import { createPremiumService } from "./services/premium-service";
import { createVkApi } from "./services/vk-api";

export const VERSION = "0.1.0";

function createDeps(env: Env, database: DatabaseHandle, log: FastifyBaseLogger) {
  const usersRepository = createUsersRepository(database.db);
  const premiumRepository = createPremiumRepository(database.db);
  return {
    env,
    database,
    version: VERSION,
    repositories: {
      users: usersRepository,
      meals: createMealsRepository(database.db),
      water: createWaterRepository(database.db),
      weight: createWeightRepository(database.db),
      achievements: createAchievementsRepository(database.db),
      aiNutritionist: createAiNutritionistRepository(database.db),
      supplements: createSupplementsRepository(database.db),
    },
    services: {
      premium: createPremiumService({
        premium: premiumRepository,
        users: usersRepository,
        secret: env.vkSecret,
        appId: env.VK_APP_ID,
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

/** Routes anyone may call. Everything else under /api is behind the VK signature hook. */
const PUBLIC_API = [healthRoutes, vkPaymentsRoutes, eventRoutes];
/** Routes of a signed-in VK user; the auth hook covers the whole list, so no route can forget it. */
const PROTECTED_API = [
  userRoutes,
  mealRoutes,
  waterRoutes,
  analyticsRoutes,
  achievementRoutes,
  aiNutritionistRoutes,
  supplementRoutes,
  foodRoutes,
  vkSubscriptionRoutes,
];

/**
 * Composition in a fixed order (style-by-example §5): config → database → security → services → routes.
 * The database arrives open and migrated, so the app never serves a request against an old schema.
 */
export async function buildApp(
  env: Env,
  database: DatabaseHandle,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: true,
    requestIdHeader: "x-correlation-id",
    logger: {
      level: env.LOG_LEVEL,
      // Launch parameters ride in the URL and in headers: log neither (no secrets or signatures in logs).
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.split("?")[0],
          id: req.id,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", createDeps(env, database, app.log));
  if (!env.VK_SERVICE_TOKEN) {
    // Said once at start-up, since nothing else shows it: VK sends no notification on a renewal
    // (vk-platform.md §3.3), so without the token a renewed subscriber loses premium at the old period end.
    const say = env.demoMode ? app.log.info.bind(app.log) : app.log.warn.bind(app.log);
    say(
      "VK_SERVICE_TOKEN is not set: VK subscription renewals cannot be re-checked, so premium lapses at the end of each known period",
    );
  }
  app.decorateRequest("vk", null);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(rateLimit, { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" });

  await app.register(
    async (api) => {
      for (const routes of PUBLIC_API) await api.register(routes);
      await api.register(async (protectedApi) => {
        protectedApi.addHook("onRequest", createVkAuthHook(env));
        for (const routes of PROTECTED_API) await protectedApi.register(routes);
      });
    },
    { prefix: "/api" },
  );

  registerDemoLaunch(app, env);
  await registerWebApp(app, env.WEB_DIST_DIR);
  return app;
}
