import { z } from "zod";
import { ZDiaryFileSchema, ZDiaryImportResultSchema } from "../diary-transfer";
import { defineEndpoint } from "../endpoint";
import { signedErrors } from "../endpoint-errors";

/** A file the server streams as it is (never through a serialiser); the web reads it as a blob, not with `call`. */
const ZFileBytesSchema = z.custom<Uint8Array<ArrayBufferLike> | AsyncIterable<unknown>>(
  (body) => body instanceof Uint8Array || (typeof body === "object" && body !== null && Symbol.asyncIterator in body),
);

/** The owner's whole diary out and back in (docs/product.md §2 /profile, Export and import). */
export const diaryTransferEndpoints = {
  /** application/json, the file POST /api/diary/import reads back. */
  exportJson: defineEndpoint({
    method: "GET",
    path: "/api/diary/export.json",
    responses: { 200: ZFileBytesSchema, ...signedErrors(404) },
  }),
  /** text/csv: one row per dish, drink and weigh-in, and one per profile field, for a spreadsheet. */
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/api/diary/export.csv",
    responses: { 200: ZFileBytesSchema, ...signedErrors(404) },
  }),
  /**
   * Adds what the file holds and the diary lacks; an import twice adds nothing. 400 for a file that is not a
   * Tarelka diary, 413 past DIARY_IMPORT_LIMITS.bytesMax; nothing is written unless the whole file is good.
   */
  import: defineEndpoint({
    method: "POST",
    path: "/api/diary/import",
    body: ZDiaryFileSchema,
    responses: { 200: ZDiaryImportResultSchema, ...signedErrors(404) },
  }),
};
