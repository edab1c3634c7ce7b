import multipart from "@fastify/multipart";
import {
  ZAnalyzeTextResponseSchema,
  ZFoodLangSchema,
  ZFoodSearchQuerySchema,
  ZFoodSearchResponseSchema,
  ZMealAnalysisSchema,
  ZPhotoUsageSchema,
} from "@tarelka/contracts";
import { analyzeMealText, NutritionInputError, searchFoods } from "@tarelka/nutrition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { createPhotoAnalysis, PHOTO_MAX_BYTES } from "../services/photo-analysis";
import { createPhotoStore } from "../services/photo-store";
import { createUsageLimit } from "../services/usage-limit";
import { createOpenAiVisionProvider } from "../services/vision-provider";
import { currentUser } from "./current-user";

const INPUT_REQUIRED_MESSAGE = "Input Required — Please describe what you ate.";

/**
 * Text analysis is lenient about emptiness on purpose: an empty or blank description is the spec's
 * INPUT_REQUIRED (§5), not a generic validation failure, so the client can show the spec's own words.
 */
const ZAnalyzeTextBodySchema = z.object({ text: z.string().max(2000), lang: ZFoodLangSchema.optional() });

/** Food analysis and search (issue 4; spec §1: log meals by camera photo or by text). */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app.deps;
  const photos = createPhotoStore(env.DATA_DIR);
  const usage = createUsageLimit(app.deps.repositories.meals);
  const provider = env.VISION_API_BASE_URL
    ? createOpenAiVisionProvider({
        baseUrl: env.VISION_API_BASE_URL,
        apiKey: env.VISION_API_KEY,
        model: env.VISION_MODEL,
        timeoutMs: env.VISION_TIMEOUT_MS,
      })
    : null;
  const photoAnalysis = createPhotoAnalysis({ photos, usage, provider });

  // One file per request, at most 10 MB (issue 4 §4); nothing else is read from the form.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    "/food/analyze-text",
    { schema: { body: ZAnalyzeTextBodySchema, response: { 200: ZAnalyzeTextResponseSchema } } },
    async (request) => {
      await currentUser(app, request);
      try {
        return analyzeMealText(request.body.text, request.body.lang ? { lang: request.body.lang } : {});
      } catch (error) {
        if (error instanceof NutritionInputError) throw new AppError("INPUT_REQUIRED", 400, INPUT_REQUIRED_MESSAGE);
        throw error;
      }
    },
  );

  app.get(
    "/food/search",
    { schema: { querystring: ZFoodSearchQuerySchema, response: { 200: ZFoodSearchResponseSchema } } },
    async (request) => {
      const { q, lang, limit } = request.query;
      return { items: searchFoods(q, { lang, ...(limit ? { limit } : {}) }) };
    },
  );

  app.post("/food/analyze-photo", { schema: { response: { 200: ZMealAnalysisSchema } } }, async (request) => {
    const { user } = await currentUser(app, request);
    if (!request.isMultipart())
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the photo as multipart/form-data");
    const file = await request.file();
    if (!file) throw new AppError("VALIDATION_FAILED", 400, "No photo in the form");
    let upload: Buffer;
    try {
      upload = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" || file.file.truncated) {
        throw new AppError("PAYLOAD_TOO_LARGE", 413, "Photo is larger than 10 MB");
      }
      throw error;
    }
    const langField = file.fields.lang;
    const langValue = langField && !Array.isArray(langField) && "value" in langField ? langField.value : undefined;
    const lang = langValue === "en" ? "en" : user.language === "en" ? "en" : "ru";
    return photoAnalysis.analyze(user, upload, lang);
  });

  app.get("/food/photo-usage", { schema: { response: { 200: ZPhotoUsageSchema } } }, async (request) => {
    const { user } = await currentUser(app, request);
    return usage.status(user);
  });

  // The owner's stored photo; another person's id is simply not found.
  app.get(
    "/food/photos/:id",
    { schema: { params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }) } },
    async (request, reply) => {
      const { user } = await currentUser(app, request);
      const jpeg = await photos.read(user.id, request.params.id);
      if (!jpeg) throw AppError.notFound("Photo");
      return reply.type("image/jpeg").header("cache-control", "private, max-age=86400").send(jpeg);
    },
  );
};
