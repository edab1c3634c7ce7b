import fs from "node:fs/promises";
import type { TLanguage, TMealAnalysis, TPhotoUsage } from "@tarelka/contracts";
import sharp, { type Metadata } from "sharp";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { MealsRepository } from "../repositories/meals-repository";
import { type PricedDish, priceByName } from "./food-pricing";
import type { PhotoSlot, PhotoStore } from "./photo-store";
import type { UsageLimit } from "./usage-limit";
import type { VisionDish, VisionProvider } from "./vision-provider";

/** Longest side kept on disk and sent to the provider (docs/product.md §2: downscale to 1024 px). */
export const STORED_PHOTO_MAX_PX = 1024;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Decompression-bomb guard: a 48 Mpx phone camera (8064×6048) fits, a 9999×9999 picture does not. A photo that
 * large is also far over what a 10 MB upload of a real camera JPEG holds (docs/security.md, Limits).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Decodes at once, process-wide. Each decode of a phone photo holds tens of MB while it runs; two keep a burst of
 * uploads from multiplying that by the burst's size while still decoding in parallel (npm run bench:photos).
 */
export const DECODE_CONCURRENCY = 2;

type PhotoFormat = "jpeg" | "png" | "webp" | "heif";

/**
 * Whether this build of libvips decodes HEVC, the codec of iPhone HEIC photos. sharp's prebuilt libvips decodes
 * only AVIF from the HEIF family and then lists just ".avif" as a HEIF suffix.
 */
const HEIC_DECODES = sharp.format.heif?.input.fileSuffix?.includes(".heic") ?? false;
const ACCEPTED_FORMATS = HEIC_DECODES ? "JPEG, PNG, WebP or HEIC/HEIF" : "JPEG, PNG or WebP";

const unsupported = () =>
  new AppError("UNSUPPORTED_IMAGE_FORMAT", `Send the photo as ${ACCEPTED_FORMATS}; this format is not accepted`);

const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "hevx",
  "heim",
  "heis",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
  "avif",
  "avis",
]);

/**
 * The format the bytes themselves claim, from their first bytes (the file name and the part's content type are
 * the sender's word, not evidence). Anything else, SVG and GIF included, never reaches a decoder.
 */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && bytes.toString("latin1", 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then the compatible brands, up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      if (HEIF_BRANDS.has(bytes.toString("latin1", at, at + 4))) return "heif";
    }
  }
  return null;
}

/** A counting semaphore: at most `size` tasks run, the rest wait in arrival order. */
export function createSemaphore(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const decodeSlot = createSemaphore(DECODE_CONCURRENCY);
// Every upload is a different picture, so libvips' operation cache (50 MB by default) would only hold memory.
sharp.cache(false);

/** The first bytes of an upload, enough for sniffPhotoFormat. */
async function firstBytes(input: Buffer | string): Promise<Buffer> {
  if (typeof input !== "string") return input.subarray(0, 256);
  const handle = await fs.open(input, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks the upload (bytes, or the file they were received into) is a photo we decode (415 otherwise) of at
 * most MAX_INPUT_PIXELS (413), then decodes it, turns it upright, drops every piece of metadata — EXIF with GPS
 * included — by re-encoding without it, and downscales to 1024 px. Only the header is read before the checks;
 * decoding waits for a free decode slot.
 */
export async function normalisePhoto(input: Buffer | string): Promise<Buffer> {
  const format = sniffPhotoFormat(await firstBytes(input));
  if (!format) throw unsupported();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let header: Metadata;
  try {
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("INVALID_IMAGE", "The upload is not an image we can read");
  }
  // The header must agree with the first bytes, so a decoder is never chosen by anything else.
  if (header.format !== format) throw new AppError("INVALID_IMAGE", "The image header contradicts its format");
  if (format === "heif" && header.compression === "hevc" && !HEIC_DECODES) throw unsupported();
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new AppError(
      "IMAGE_TOO_LARGE",
      `The photo has ${(pixels / 1e6).toFixed(0)} Mpx; at most ${MAX_INPUT_PIXELS / 1e6} Mpx are accepted`,
    );
  }
  return decodeSlot(async () => {
    try {
      return await sharp(input, options)
        .rotate()
        .resize(STORED_PHOTO_MAX_PX, STORED_PHOTO_MAX_PX, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: false })
        .toBuffer();
    } catch {
      throw new AppError("INVALID_IMAGE", "The upload is not an image we can read");
    }
  });
}

/**
 * Writes the upload's bytes to the file `destination`, or throws PAYLOAD_TOO_LARGE past PHOTO_MAX_BYTES. Uploads
 * go to disk rather than memory: fifty 5 MB photos waiting for a decode slot would otherwise hold 250 MB.
 */
export type ReceiveUpload = (destination: string) => Promise<void>;

/**
 * Photo analysis (docs/product.md §2): spend one of the month's analyses, reserve room in the person's photo store, and
 * only then receive, check and decode the upload (docs/security.md, Limits: nothing is decoded or stored for
 * a person whose limit is spent). The provider is asked what is on it and every dish is priced by the nutrition
 * database; the photo is kept once the analysis succeeded, so stored photos never outnumber analyses. With no
 * provider configured the photo is kept and the answer says so — the client then asks for a description in
 * words; nothing is invented — and the storage cap alone bounds what is kept.
 */
export function createPhotoAnalysis(deps: {
  photos: PhotoStore;
  usage: UsageLimit;
  provider: VisionProvider | null;
  meals: Pick<MealsRepository, "photoRefs">;
}) {
  return {
    async analyze(user: UserRow, receive: ReceiveUpload, lang: TLanguage): Promise<TMealAnalysis> {
      const spent = deps.provider ? await deps.usage.take(user) : null;
      let slot: PhotoSlot | null = null;
      const incoming = deps.photos.incomingFile();
      try {
        slot = await deps.photos.reserve(user.id, () => deps.meals.photoRefs(user.id));
        await receive(incoming);
        const jpeg = await normalisePhoto(incoming);
        if (!deps.provider || !spent) {
          const photoId = await slot.save(jpeg);
          return {
            ...photoFields(photoId),
            dishes: [],
            unmatched: [],
            recognized: false,
            usage: analysisUsage(await deps.usage.status(user)),
          };
        }
        const seen = await deps.provider.recognize(jpeg, lang);
        const photoId = await slot.save(jpeg);
        return {
          ...photoFields(photoId),
          ...priceDishes(seen, lang),
          recognized: true,
          usage: analysisUsage(spent.usage),
        };
      } catch (error) {
        // The person did not get an analysis, so it does not count against the free limit.
        await spent?.refund();
        throw error;
      } finally {
        await slot?.release();
        await fs.rm(incoming, { force: true });
      }
    },
  };
}

/** The analysis reply carries the month's count without `remaining` (contracts ZMealAnalysisSchema). */
function analysisUsage({ used, limit, resetsAt }: TPhotoUsage): TMealAnalysis["usage"] {
  return { used, limit, resetsAt };
}

function photoFields(photoId: string) {
  return { source: "photo" as const, originalQuery: null, photoId, photoUrl: `/api/food/photos/${photoId}` };
}

function priceDishes(seen: VisionDish[], lang: TLanguage): { dishes: PricedDish[]; unmatched: string[] } {
  const dishes: PricedDish[] = [];
  const unmatched: string[] = [];
  for (const dish of seen) {
    const priced = priceByName(dish.name, dish.grams, lang, dish.confidence);
    if (priced) dishes.push(...priced);
    else if (dish.per100g && dish.grams > 0) {
      // Not in the database: the provider's own numbers, labelled as an estimate (docs/product.md).
      dishes.push({
        name: dish.name,
        grams: dish.grams,
        per100g: dish.per100g,
        foodId: null,
        isEstimate: true,
        confidence: dish.confidence,
      });
    } else unmatched.push(dish.name);
  }
  return { dishes, unmatched };
}
