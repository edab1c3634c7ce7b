import { DIARY_IMPORT_LIMITS, diaryTransferEndpoints } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { personChanged } from "../services/person-cache";
import { route } from "./endpoint-route";

/** The file's name in the person's downloads: the product and the day it was taken. */
const fileName = (extension: string) => `tarelka-diary-${new Date().toISOString().slice(0, 10)}.${extension}`;

/**
 * The owner's whole diary out and back in (docs/product.md §2 /profile, Export and import). Both exports stream;
 * the import is read only from the signed-in person's request and written only to their own diary.
 */
export const diaryTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.diaryTransfer;

  route(app, diaryTransferEndpoints.exportJson, async (request, reply) => {
    return reply
      .type("application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName("json")}"`)
      .header("cache-control", "no-store")
      .send(service.exportJson(request.account.user));
  });

  route(app, diaryTransferEndpoints.exportCsv, async (request, reply) => {
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName("csv")}"`)
      .header("cache-control", "no-store")
      .send(service.exportCsv(request.account.user));
  });

  route(
    app,
    diaryTransferEndpoints.import,
    async (request) => {
      const { user } = request.account;
      const result = await service.importDiary(user, request.body);
      // The file may bring own foods, which typed meals read from memory (services/person-cache.ts).
      personChanged(app.deps.database, user.id, "foods");
      return result;
    },
    { bodyLimit: DIARY_IMPORT_LIMITS.bytesMax },
  );
};
