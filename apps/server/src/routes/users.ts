import {
  ZCreateUserRequestSchema,
  ZGoalBreakdownSchema,
  ZGoalInputsSchema,
  ZUpdateUserRequestSchema,
  ZUserExistsQuerySchema,
  ZUserExistsReplySchema,
  ZUserSchema,
} from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { identityOf } from "../auth/vk-auth";
import { AppError } from "../errors/app-error";
import { toUserDto } from "../repositories/users-repository";
import { applyProfileChange, computeGoalBreakdown } from "../services/goals-service";

const VK = "vk";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.deps.repositories;

  // Spec §4 Authentication step 3. It answers only about the caller's own verified id, so it cannot be used
  // to probe who else uses the product (product-decisions.md, Identity and security).
  app.get(
    "/users/exists",
    { schema: { querystring: ZUserExistsQuerySchema, response: { 200: ZUserExistsReplySchema } } },
    async (request) => {
      const identity = identityOf(request);
      if (request.query.socialId !== identity.userId) {
        throw new AppError("FORBIDDEN", 403, "The exists check answers only for the caller's own id");
      }
      const row = await users.findBySocial({ provider: VK, socialId: identity.userId });
      return { exists: row !== null, user: row ? toUserDto(row) : null };
    },
  );

  app.post(
    "/users",
    { schema: { body: ZCreateUserRequestSchema, response: { 201: ZUserSchema } } },
    async (request, reply) => {
      const identity = identityOf(request);
      const { firstName, lastName, profileData } = request.body;
      const language = profileData.language ?? (identity.language === "en" ? "en" : "ru");
      const profile = applyProfileChange({}, { ...profileData, language });
      const row = await users.create(
        { provider: VK, socialId: identity.userId },
        { firstName, lastName, profileData: profile, language },
      );
      if (!row) throw new AppError("USER_ALREADY_EXISTS", 409, "This VK user already has an account");
      return reply.code(201).send(toUserDto(row));
    },
  );

  app.get("/users/me", { schema: { response: { 200: ZUserSchema } } }, async (request) => {
    const row = await users.findBySocial({ provider: VK, socialId: identityOf(request).userId });
    if (!row) throw new AppError("USER_NOT_FOUND", 404, "User not found - need to complete onboarding first");
    return toUserDto(row);
  });

  app.put(
    "/users/me",
    { schema: { body: ZUpdateUserRequestSchema, response: { 200: ZUserSchema } } },
    async (request) => {
      const current = await users.findBySocial({ provider: VK, socialId: identityOf(request).userId });
      if (!current) throw new AppError("USER_NOT_FOUND", 404, "User not found - need to complete onboarding first");
      const { profileData, ...names } = request.body;
      // Profile fields merge, so a screen that edits only goals cannot wipe the body measurements.
      const merged = profileData ? applyProfileChange(current.profileData, profileData) : current.profileData;
      const updated = await users.update(current.id, {
        ...names,
        profileData: merged,
        ...(merged.language ? { language: merged.language } : {}),
      });
      if (!updated) throw new AppError("USER_NOT_FOUND", 404, "User not found");
      return toUserDto(updated);
    },
  );

  // Deleting the account is a person's right (issue 5): the user row goes, and every table of every feature
  // references users.id with ON DELETE CASCADE, so their meals, water, chats and the rest go with it.
  app.delete("/users/me", async (request, reply) => {
    const deleted = await users.deleteBySocial({ provider: VK, socialId: identityOf(request).userId });
    if (!deleted) throw new AppError("USER_NOT_FOUND", 404, "User not found");
    return reply.code(204).send();
  });

  // The goal a profile would get, with its steps, before the account exists (onboarding's summary).
  app.post(
    "/users/goals/preview",
    { schema: { body: ZGoalInputsSchema, response: { 200: ZGoalBreakdownSchema } } },
    async (request) => computeGoalBreakdown(request.body),
  );
};
