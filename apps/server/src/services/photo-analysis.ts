import type { TMealAnalysis } from "@tarelka/contracts";
import sharp from "sharp";
import type { UserRow } from "../db/schema";
import { AppError } from "../errors/app-error";
import { type PricedDish, priceByName } from "./food-pricing";
import type { PhotoStore } from "./photo-store";
import type { UsageLimit } from "./usage-limit";
import type { VisionProvider } from "./vision-provider";

/** Longest side kept on disk and sent to the provider (issue 4: downscale to 1024 px). */
export const STORED_PHOTO_MAX_PX = 1024;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: more pixels than any phone camera makes. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Decodes the upload as an image (anything sharp cannot decode is refused), turns it upright, drops every
 * piece of metadata — EXIF with GPS included — by re-encoding without it, and downscales to 1024 px.
 */
export async function normalisePhoto(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(STORED_PHOTO_MAX_PX, STORED_PHOTO_MAX_PX, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer();
  } catch {
    throw new AppError("INVALID_IMAGE", 400, "The upload is not an image we can read");
  }
}

/**
 * Photo analysis (issue 4 §4–5): keep the photo, spend one of the month's analyses, ask the provider what is on
 * it, and price every dish by the nutrition database. With no provider configured the photo is kept and the
 * answer says so — the client then asks for a description in words; nothing is invented.
 */
export function createPhotoAnalysis(deps: { photos: PhotoStore; usage: UsageLimit; provider: VisionProvider | null }) {
  return {
    async analyze(user: UserRow, upload: Buffer, lang: "ru" | "en"): Promise<TMealAnalysis> {
      const jpeg = await normalisePhoto(upload);
      const photoId = await deps.photos.save(user.id, jpeg);
      const base = {
        source: "photo" as const,
        originalQuery: null,
        photoId,
        photoUrl: `/api/food/photos/${photoId}`,
      };
      if (!deps.provider) {
        return { ...base, dishes: [], unmatched: [], recognized: false, usage: await deps.usage.status(user) };
      }

      const { usage, refund } = await deps.usage.take(user);
      let seen: Awaited<ReturnType<VisionProvider["recognize"]>>;
      try {
        seen = await deps.provider.recognize(jpeg, lang);
      } catch (error) {
        // The person did not get an analysis, so it does not count against the free limit.
        await refund();
        throw error;
      }

      const dishes: PricedDish[] = [];
      const unmatched: string[] = [];
      for (const dish of seen) {
        const priced = priceByName(dish.name, dish.grams, lang, dish.confidence);
        if (priced) dishes.push(...priced);
        else if (dish.per100g && dish.grams > 0) {
          // Not in the database: the provider's own numbers, labelled as an estimate (product-decisions.md).
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
      return { ...base, dishes, unmatched, recognized: true, usage };
    },
  };
}
