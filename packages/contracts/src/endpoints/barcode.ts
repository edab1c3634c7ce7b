import { ZBarcodeProductSchema, ZBarcodeQuerySchema } from "../barcode";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";

/** Packaged food by its barcode (docs/decisions/015-barcodes.md). */
export const barcodeEndpoints = {
  /**
   * 400 BARCODE_INVALID (no EAN-13, EAN-8 or UPC-A with a right check digit), 404 BARCODE_NOT_FOUND (the open
   * database does not know it), 503 BARCODE_SOURCE_BUSY (its rate limit), 502 BARCODE_SOURCE_UNAVAILABLE,
   * 504 BARCODE_SOURCE_TIMEOUT. The code is in the query, not the path: it names no one's data.
   */
  lookup: defineEndpoint({
    method: "GET",
    path: "/api/food/barcode",
    query: ZBarcodeQuerySchema,
    responses: { 200: ZBarcodeProductSchema, ...signedErrors(404, 502, 503, 504) },
  }),
};
