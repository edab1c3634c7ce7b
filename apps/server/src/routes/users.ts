import { languageOf, userEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountNotFound } from "../auth/account";
import { identityOf } from "../auth/vk-auth";
import { AppError } from "../errors/app-error";
import { toUserDto } from "../repositories/users-repository";
import { applyProfileChange, computeGoalBreakdown } from "../services/goals-service";
import { removePersonFiles } from "../services/person-files";
import { route } from "./endpoint-route";

const VK = "vk";
/** Onboarding's calls: they serve a signed-in VK user who has no account yet (auth/account.ts). */
const BEFORE_ACCOUNT = { config: { withoutAccount: true } } as const;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.deps.repositories;

  // docs/product.md §4 Authentication step 3. It answers only about the caller's own verified id, so it cannot be used
  // to probe who else uses the product (docs/product.md, Identity and security).
  route(
    app,
    userEndpoints.exists,
    async (request) => {
      const identity = identityOf(request);
      if (request.query.socialId !== identity.userId) {
        throw new AppError("FORBIDDEN", "The exists check answers only for the caller's own id");
      }
      const row = await users.findBySocial({ provider: VK, socialId: identity.userId });
      return { exists: row !== null, user: row ? toUserDto(row) : null };
    },
    BEFORE_ACCOUNT,
  );

  route(
    app,
    userEndpoints.create,
    async (request, reply) => {
      const identity = identityOf(request);
      const { firstName, lastName, profileData } = request.body;
      const language = profileData.language ?? languageOf(identity.language);
      const profile = applyProfileChange({}, { ...profileData, language });
      const row = await users.create(
        { provider: VK, socialId: identity.userId },
        { firstName, lastName, profileData: profile, language },
      );
      if (!row) throw new AppError("USER_ALREADY_EXISTS", "This VK user already has an account");
      return reply.code(201).send(toUserDto(row));
    },
    BEFORE_ACCOUNT,
  );

  route(app, userEndpoints.me, async (request) => toUserDto(request.account.user));

  route(app, userEndpoints.update, async (request) => {
    const current = request.account.user;
    const { profileData, ...names } = request.body;
    // Profile fields merge, so a screen that edits only goals cannot wipe the body measurements.
    const merged = profileData ? applyProfileChange(current.profileData, profileData) : current.profileData;
    const updated = await users.update(current.id, {
      ...names,
      profileData: merged,
      ...(merged.language ? { language: merged.language } : {}),
    });
    if (!updated) throw accountNotFound();
    return toUserDto(updated);
  });

  // Deleting the account is a person's right (docs/product.md §2): the user row goes, and every table of every feature
  // references users.id with ON DELETE CASCADE, so their meals, water, chats and the rest go with it. Photos and any
  // other files are not rows: every store of them goes after the rows (services/person-files.ts).
  route(app, userEndpoints.remove, async (request, reply) => {
    const { user } = request.account;
    const socialId = identityOf(request).userId;
    if (!(await users.deleteBySocial({ provider: VK, socialId }))) throw accountNotFound();
    await removePersonFiles(app.deps.personFiles, user.id);
    return reply.code(204).send();
  });

  // The goal a profile would get, with its steps, before the account exists (onboarding's summary).
  route(app, userEndpoints.previewGoals, async (request) => computeGoalBreakdown(request.body), BEFORE_ACCOUNT);
};
