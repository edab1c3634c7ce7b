import { barcodeEndpoints, languageOf } from "@tarelka/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "./endpoint-route";

/** Packaged food by its barcode, from Open Food Facts through our cache (docs/decisions/015-barcodes.md). */
export const barcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.deps.services.barcodes;
  route(app, barcodeEndpoints.lookup, async (request) => {
    const { code, lang } = request.query;
    return service.lookup(code, lang ?? languageOf(request.account.user.language));
  });
};
