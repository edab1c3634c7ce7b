import { z } from "zod";

/**
 * The client of Open Food Facts' product API v3 (docs/peers.md, barcode scanning; docs/decisions/015-barcodes.md).
 * It asks only for the fields the diary uses, and turns what it gets into per-100 g values without inventing any:
 * a value Open Food Facts does not have stays null.
 */

/** The fields asked for; Open Food Facts answers only these, which keeps each reply small. */
export const OFF_FIELDS = [
  "product_name",
  "product_name_ru",
  "product_name_en",
  "brands",
  "nutriments",
  "serving_size",
  "serving_quantity",
] as const;

/** The product as the cache keeps it: everything the reply needs except the code and the source. */
export interface StoredProduct {
  names: { default: string | null; ru: string | null; en: string | null };
  brand: string | null;
  per100g: { calories: number | null; protein: number | null; fat: number | null; carbs: number | null };
  servingGrams: number | null;
  servingLabel: string | null;
  derived: { caloriesFromKj: boolean; fromServing: boolean };
}

export type OffResult = { found: false } | { found: true; product: StoredProduct };

export class OffError extends Error {
  constructor(
    readonly kind: "busy" | "timeout" | "unavailable",
    message: string,
  ) {
    super(message);
    this.name = "OffError";
  }
}

/** Food energy: 1 kcal = 4.184 kJ (the thermochemical calorie, which food labels use). */
const KJ_PER_KCAL = 4.184;
/** Above these per 100 g a value is a data-entry slip (pure fat is about 900 kcal), and is dropped rather than shown. */
const MAX_KCAL_100G = 1_000;
const MAX_GRAMS_100G = 100;

const ZEnvelopeSchema = z.object({
  status: z.string().optional(),
  result: z.object({ id: z.string().optional() }).optional(),
  product: z.record(z.string(), z.unknown()).optional(),
});

/** Open Food Facts keeps numbers as JSON numbers or as numeric strings, depending on how they were entered. */
function amountOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Free text from a crowd-sourced database: control characters out, spaces collapsed, length capped. */
function textOf(value: unknown, max = 120): string | null {
  if (typeof value !== "string") return null;
  // Control characters (C0, DEL, C1) and line separators become spaces.
  const spaced = Array.from(value, (ch) => {
    const c = ch.codePointAt(0) ?? 0;
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 ? " " : ch;
  }).join("");
  const clean = spaced.replace(/\s+/g, " ").trim();
  return clean === "" ? null : clean.slice(0, max).trim();
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const capped = (n: number | null, max: number) => (n === null || n > max ? null : n);

/**
 * Per-100 g values from a product's `nutriments`: the per-100 g figure when there is one, otherwise the per-serving
 * one scaled by the serving's grams, and for energy kilojoules when there are no kilocalories.
 */
export function productFrom(raw: Record<string, unknown>): StoredProduct {
  const nutriments = (raw.nutriments && typeof raw.nutriments === "object" ? raw.nutriments : {}) as Record<
    string,
    unknown
  >;
  const servingGrams = amountOf(raw.serving_quantity);
  const perServing = servingGrams && servingGrams > 0 ? 100 / servingGrams : null;
  let fromServing = false;
  let caloriesFromKj = false;

  const macro = (name: string): number | null => {
    const direct = amountOf(nutriments[`${name}_100g`]);
    if (direct !== null) return capped(direct, MAX_GRAMS_100G);
    const serving = amountOf(nutriments[`${name}_serving`]);
    if (serving === null || perServing === null) return null;
    fromServing = true;
    return capped(round1(serving * perServing), MAX_GRAMS_100G);
  };
  const calories = (): number | null => {
    const kcal = amountOf(nutriments["energy-kcal_100g"]);
    if (kcal !== null) return capped(kcal, MAX_KCAL_100G);
    const kj = amountOf(nutriments["energy-kj_100g"]);
    if (kj !== null) {
      caloriesFromKj = true;
      return capped(round1(kj / KJ_PER_KCAL), MAX_KCAL_100G);
    }
    if (perServing === null) return null;
    const kcalServing = amountOf(nutriments["energy-kcal_serving"]);
    if (kcalServing !== null) {
      fromServing = true;
      return capped(round1(kcalServing * perServing), MAX_KCAL_100G);
    }
    const kjServing = amountOf(nutriments["energy-kj_serving"]);
    if (kjServing === null) return null;
    fromServing = true;
    caloriesFromKj = true;
    return capped(round1((kjServing / KJ_PER_KCAL) * perServing), MAX_KCAL_100G);
  };

  const per100g = {
    calories: calories(),
    protein: macro("proteins"),
    fat: macro("fat"),
    carbs: macro("carbohydrates"),
  };
  return {
    names: { default: textOf(raw.product_name), ru: textOf(raw.product_name_ru), en: textOf(raw.product_name_en) },
    // `brands` is a comma-separated list; the first is the one on the front of the pack.
    brand: textOf(typeof raw.brands === "string" ? raw.brands.split(",")[0] : null, 60),
    per100g,
    servingGrams: servingGrams && servingGrams > 0 && servingGrams <= 5_000 ? servingGrams : null,
    servingLabel: textOf(raw.serving_size, 40),
    derived: { caloriesFromKj, fromServing },
  };
}

export interface OffClientOptions {
  /** e.g. https://world.openfoodfacts.org */
  baseUrl: string;
  timeoutMs: number;
  /** Open Food Facts asks every app to name itself and a way to reach it. */
  userAgent: string;
}

export function createOffClient(options: OffClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    /** One product read. A 404 with Open Food Facts' own JSON is "not found"; anything else unexpected is a failure. */
    async product(code: string): Promise<OffResult> {
      const url = `${base}/api/v3/product/${code}?fields=${OFF_FIELDS.join(",")}`;
      const signal = AbortSignal.timeout(options.timeoutMs);
      let res: Response;
      try {
        res = await fetch(url, { headers: { "user-agent": options.userAgent, accept: "application/json" }, signal });
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError") {
          throw new OffError("timeout", `Open Food Facts took longer than ${options.timeoutMs} ms`);
        }
        throw new OffError("unavailable", "Open Food Facts could not be reached");
      }
      try {
        if (res.status === 429) throw new OffError("busy", "Open Food Facts answered 429");
        if (!res.ok && res.status !== 404) throw new OffError("unavailable", `Open Food Facts answered ${res.status}`);
        let body: unknown;
        try {
          body = await res.json();
        } catch (error) {
          if (error instanceof Error && error.name === "TimeoutError") {
            throw new OffError("timeout", `Open Food Facts took longer than ${options.timeoutMs} ms`);
          }
          throw new OffError("unavailable", "Open Food Facts answered something other than JSON");
        }
        const envelope = ZEnvelopeSchema.safeParse(body);
        if (!envelope.success) throw new OffError("unavailable", "Open Food Facts answered an unexpected shape");
        const { status, result, product } = envelope.data;
        const notFound = res.status === 404 || status === "failure" || result?.id === "product_not_found";
        if (notFound) {
          if (status !== "failure" && result?.id !== "product_not_found") {
            // A 404 without Open Food Facts' own verdict is a proxy's, and says nothing about the product.
            throw new OffError("unavailable", "Open Food Facts answered 404 without a verdict");
          }
          return { found: false };
        }
        if (!product) throw new OffError("unavailable", "Open Food Facts answered without a product");
        return { found: true, product: productFrom(product) };
      } finally {
        if (!res.bodyUsed) await res.body?.cancel().catch(() => undefined);
      }
    },
  };
}

export type OffClient = ReturnType<typeof createOffClient>;
