import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./config/env";
import type { DatabaseHandle } from "./db/client";
import { createWriteProbe } from "./db/write-probe";
import type { AchievementsRepository } from "./repositories/achievements-repository";
import type { AiNutritionistRepository } from "./repositories/ai-nutritionist-repository";
import type { BarcodeRepository } from "./repositories/barcode-repository";
import type { DiaryTransferRepository } from "./repositories/diary-transfer-repository";
import type { MealsRepository } from "./repositories/meals-repository";
import { createMyFoodsRepository } from "./repositories/my-foods-repository";
import type { MyMealsRepository } from "./repositories/my-meals-repository";
import type { SupplementsRepository } from "./repositories/supplements-repository";
import type { UsersRepository } from "./repositories/users-repository";
import type { WaterRepository } from "./repositories/water-repository";
import type { WeightRepository } from "./repositories/weight-repository";
import { createAchievementsService } from "./services/achievements-service";
import { createAiNutritionistService } from "./services/ai-nutritionist-service";
import { createAnalyticsService } from "./services/analytics-service";
import { createBarcodeService } from "./services/barcode-service";
import { createDiaryTransferService } from "./services/diary-transfer-service";
import { createMealService } from "./services/meal-service";
import { createMealShortcutsService } from "./services/meal-shortcuts-service";
import { createMyMealsService } from "./services/my-meals-service";
import { createOpenAiChatModel } from "./services/nutritionist/chat-model";
import { createModelNutritionist, offlineNutritionist } from "./services/nutritionist/provider";
import { createOffClient } from "./services/open-food-facts";
import { createPhotoAnalysis } from "./services/photo-analysis";
import { DISCARDED_PHOTO_KEEP_MS, type PhotoStore } from "./services/photo-store";
import { createSupplementsService } from "./services/supplements-service";
import { createUsageLimit } from "./services/usage-limit";
import { createOpenAiVisionProvider } from "./services/vision-provider";
import { createWeighInService } from "./services/weigh-in-service";

/**
 * The services of the diary's features, each built once from the repositories and adapters of the composition root
 * (app.ts createDeps; docs/code-style.md §5), so routes only reach them through `app.deps` (ARCHITECTURE.md,
 * apps/server). Which model answers is decided here, from the environment: a configured OpenAI-compatible endpoint,
 * or no photo recognition and the offline nutritionist (decision 010).
 */
export function createFeatureServices(deps: {
  env: Env;
  database: DatabaseHandle;
  repositories: {
    users: UsersRepository;
    diaryTransfer: DiaryTransferRepository;
    meals: MealsRepository;
    myMeals: MyMealsRepository;
    water: WaterRepository;
    weight: WeightRepository;
    achievements: AchievementsRepository;
    aiNutritionist: AiNutritionistRepository;
    supplements: SupplementsRepository;
    barcodes: BarcodeRepository;
  };
  photos: PhotoStore;
  log: FastifyBaseLogger;
  /** The server's version, for the User-Agent Open Food Facts asks apps to send. */
  version: string;
}) {
  const { env, photos, log } = deps;
  const { users, meals, water, weight, achievements, aiNutritionist, supplements } = deps.repositories;
  const analytics = createAnalyticsService({ weight, meals });
  const vision = env.VISION_API_BASE_URL
    ? createOpenAiVisionProvider({
        baseUrl: env.VISION_API_BASE_URL,
        apiKey: env.VISION_API_KEY,
        model: env.VISION_MODEL,
        timeoutMs: env.VISION_TIMEOUT_MS,
      })
    : null;
  const usage = createUsageLimit(meals, vision !== null);
  const nutritionist = env.CHAT_API_BASE_URL
    ? createModelNutritionist({
        model: createOpenAiChatModel({
          baseUrl: env.CHAT_API_BASE_URL,
          apiKey: env.CHAT_API_KEY,
          model: env.CHAT_MODEL,
          timeoutMs: env.CHAT_TIMEOUT_MS,
        }),
        log,
        tools: env.CHAT_TOOLS,
        maxToolRounds: env.CHAT_TOOL_ROUNDS,
        timeoutMs: env.CHAT_TIMEOUT_MS,
      })
    : offlineNutritionist;

  return {
    usage,
    photoAnalysis: createPhotoAnalysis({ photos, usage, provider: vision, meals }),
    meals: createMealService({ meals, photos }),
    mealShortcuts: createMealShortcutsService({ meals }),
    myMeals: createMyMealsService({ myMeals: deps.repositories.myMeals, meals }),
    analytics,
    weighIn: createWeighInService({ analytics, weight, users }),
    achievements: createAchievementsService({ achievements, meals, water, weight }),
    supplements: createSupplementsService({ supplements, meals }),
    aiNutritionist: createAiNutritionistService({ ai: aiNutritionist, meals, water, weight, provider: nutritionist }),
    barcodes: createBarcodeService({
      barcodes: deps.repositories.barcodes,
      ownFoods: createMyFoodsRepository(deps.database.db),
      off: createOffClient({
        baseUrl: env.OFF_API_URL,
        timeoutMs: env.OFF_TIMEOUT_MS,
        // Open Food Facts asks each app to name itself and where to reach it (docs/decisions/015-barcodes.md).
        userAgent: `Tarelka/${deps.version} (${env.PUBLIC_URL ?? `https://vk.com/app${env.VK_APP_ID}`})`,
      }),
      timeoutMs: env.OFF_TIMEOUT_MS,
    }),
    diaryTransfer: createDiaryTransferService({
      transfer: deps.repositories.diaryTransfer,
      users,
    }),
    checkWrites: createWriteProbe({ db: deps.database.db, dataDir: env.DATA_DIR }),
  };
}

/**
 * Work the server does outside any request; returns what stops it when the app closes. Deleted meals' photos leave
 * storage once their undo window has passed, also for people who do not come back.
 */
export function startBackgroundWork(photos: PhotoStore, log: FastifyBaseLogger): () => void {
  const sweeper = setInterval(() => {
    photos.sweepDiscarded().catch((error: unknown) => log.warn({ err: error }, "photo clean-up failed"));
  }, DISCARDED_PHOTO_KEEP_MS);
  sweeper.unref();
  return () => clearInterval(sweeper);
}
