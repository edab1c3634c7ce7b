import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import { foodEndpoints, languageOf } from "@tarelka/contracts";
import { analyzeMealText, NutritionInputError, searchFoods } from "@tarelka/nutrition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountNotFound } from "../auth/account";
import { identityOf } from "../auth/vk-auth";
import { AppError } from "../errors/app-error";
import { myFoodsFeature } from "../services/my-foods-service";
import { PHOTO_MAX_BYTES } from "../services/photo-analysis";
import { route } from "./endpoint-route";

const INPUT_REQUIRED_MESSAGE = "Input Required — Please describe what you ate.";

/** Food analysis and search (docs/product.md §2; docs/product.md §1: log meals by camera photo or by text). */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.deps;
  const { usage, photoAnalysis } = app.deps.services;
  const myFoods = app.deps.feature(myFoodsFeature);

  // One file per request, at most 10 MB (docs/product.md §2); nothing else is read from the form.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  // The contract lets an empty or blank description through: it is the spec's INPUT_REQUIRED (§5), said here.
  // The person's own foods are read with the catalog, theirs first (contracts my-foods.ts). The account and the
  // foods come from one statement rather than the account hook's and another (docs/decisions/030-streak-and-water-days.md),
  // or from memory while known fresh (docs/decisions/031-person-data-in-memory.md), and no account still answers
  // USER_NOT_FOUND first, as the hook would.
  route(
    app,
    foodEndpoints.analyzeText,
    async (request) => {
      const found = await myFoods.ownFoodsOfVkUser(identityOf(request).userId);
      if (!found) throw accountNotFound();
      if (request.body.text.trim().length === 0) throw new AppError("INPUT_REQUIRED", INPUT_REQUIRED_MESSAGE);
      try {
        return analyzeMealText(request.body.text, {
          ...(request.body.lang ? { lang: request.body.lang } : {}),
          ownFoods: found.foods,
        });
      } catch (error) {
        if (error instanceof NutritionInputError) throw new AppError("INPUT_REQUIRED", INPUT_REQUIRED_MESSAGE);
        throw error;
      }
    },
    { config: { withoutAccount: true } },
  );

  // The catalog is the same for everyone, so it answers before onboarding too; a person with an account finds
  // their own foods first (contracts my-foods.ts), read as the analysis reads them.
  route(
    app,
    foodEndpoints.search,
    async (request) => {
      const { q, lang, limit } = request.query;
      const found = await myFoods.ownFoodsOfVkUser(identityOf(request).userId);
      return { items: searchFoods(q, { lang, ...(limit ? { limit } : {}), ownFoods: found?.foods ?? [] }) };
    },
    { config: { withoutAccount: true } },
  );

  route(app, foodEndpoints.analyzePhoto, async (request) => {
    const { user } = request.account;
    if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the photo as multipart/form-data");
    const file = await request.file();
    if (!file) throw new AppError("VALIDATION_FAILED", "No photo in the form");
    const langField = file.fields.lang;
    const langValue = langField && !Array.isArray(langField) && "value" in langField ? langField.value : undefined;
    const lang = langValue === "en" ? "en" : languageOf(user.language);
    // The file's bytes are received only once the person's limits allow an analysis (photo-analysis.ts).
    const receive = async (destination: string) => {
      await photos.prepareIncoming();
      await pipeline(file.file, createWriteStream(destination));
      // Past the form's fileSize limit the part is cut short and marked, not failed.
      if (file.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", "Photo is larger than 10 MB");
    };
    return photoAnalysis.analyze(user, receive, lang);
  });

  route(app, foodEndpoints.photoUsage, async (request) => {
    const { user } = request.account;
    return usage.status(user);
  });

  // The owner's stored photo; another person's id is simply not found.
  route(app, foodEndpoints.photo, async (request, reply) => {
    const { user } = request.account;
    const jpeg = await photos.read(user.id, request.params.id);
    if (!jpeg) throw AppError.notFound("Photo");
    return reply.type("image/jpeg").header("cache-control", "private, max-age=86400").send(jpeg);
  });
};
