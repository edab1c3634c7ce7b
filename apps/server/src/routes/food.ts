import { ZPhotoUsageSchema } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { createPhotoStore } from "../services/photo-store";
import { createUsageLimit } from "../services/usage-limit";
import { currentUser } from "./current-user";

/** Food analysis and search (issue 4, spec §1 logging by photo or text). */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = createPhotoStore(app.deps.env.DATA_DIR);
  const usage = createUsageLimit(app.deps.repositories.meals);

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
