import { barcodeEndpoints, languageOf } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/**
 * Packaged food by its barcode: the person's own food with that code first, else Open Food Facts through our cache
 * (docs/decisions/015-barcodes.md).
 */
export const barcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.barcodes;
  route(app, barcodeEndpoints.lookup, async (request) => {
    const { code, lang } = request.query;
    const user = request.account.user;
    return service.lookup(code, lang ?? languageOf(user.language), user.id);
  });
};
