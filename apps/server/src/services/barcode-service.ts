import {
  BARCODE_MY_FOOD_SOURCE,
  BARCODE_SOURCE,
  parseBarcode,
  type TBarcodeProduct,
  type TLanguage,
} from "@tarelka/contracts";
import { myFoodId } from "@tarelka/contracts/my-foods";
import { AppError } from "../errors/app-error";
import type { BarcodeRepository } from "../repositories/barcode-repository";
import type { MyFoodsRepository } from "../repositories/my-foods-repository";
import { type OffClient, OffError, type StoredProduct } from "./open-food-facts";

/** How long an answer is kept (docs/decisions/015-barcodes.md): products change rarely, a missing one may be added. */
export const FOUND_TTL_MS = 30 * 86_400_000;
export const NOT_FOUND_TTL_MS = 86_400_000;
/** Open Food Facts' published limit: 15 product reads a minute per address (docs/peers.md). */
export const OFF_READS_PER_MINUTE = 15;
const BUDGET_NAME = "open-food-facts:product";
/** How often a server waiting for another's fetch looks at the row again. */
const POLL_MS = 100;

type Entry = { found: false } | { found: true; product: StoredProduct };

export interface BarcodeServiceOptions {
  barcodes: BarcodeRepository;
  off: OffClient;
  /** The person's own foods, looked at before the open database (docs/decisions/015-barcodes.md). */
  ownFoods?: Pick<MyFoodsRepository, "findByBarcode">;
  /** The upstream call's own time-out; a claim outlives it by a margin, for a server that stops mid-call. */
  timeoutMs: number;
  now?: () => Date;
  readsPerMinute?: number;
}

/**
 * Barcode look-up with one upstream call per code (docs/decisions/015-barcodes.md): callers in this process share
 * one promise per code, and servers share the database row's claim, so a burst of scans of one product costs
 * Open Food Facts one read. Every read spends the fleet's shared budget first.
 */
export function createBarcodeService(options: BarcodeServiceOptions) {
  const { barcodes, off, timeoutMs } = options;
  const now = options.now ?? (() => new Date());
  const readsPerMinute = options.readsPerMinute ?? OFF_READS_PER_MINUTE;
  const inFlight = new Map<string, Promise<Entry>>();

  async function fetchAndStore(code: string): Promise<Entry> {
    try {
      if (!(await barcodes.takeBudget(BUDGET_NAME, readsPerMinute, 60_000, now().getTime()))) {
        throw new AppError("BARCODE_SOURCE_BUSY", "The shared Open Food Facts budget is spent for this minute");
      }
      const result = await off.product(code).catch(async (error: unknown) => {
        if (!(error instanceof OffError)) throw error;
        if (error.kind === "busy") {
          // Its own limit counts every server of ours as one address: the whole fleet waits a full minute.
          await barcodes.exhaustBudget(BUDGET_NAME, readsPerMinute, now().getTime());
          throw new AppError("BARCODE_SOURCE_BUSY", error.message);
        }
        throw new AppError(
          error.kind === "timeout" ? "BARCODE_SOURCE_TIMEOUT" : "BARCODE_SOURCE_UNAVAILABLE",
          error.message,
        );
      });
      const at = now();
      const ttl = result.found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS;
      await barcodes.store(code, result.found, result.found ? result.product : null, at, new Date(at.getTime() + ttl));
      return result;
    } catch (error) {
      // Failures are not cached: the next scan asks again (within the budget).
      await barcodes.release(code);
      throw error;
    }
  }

  /** A fresh cached answer, this server's claim and fetch, or another server's fetch waited for. */
  async function resolve(code: string): Promise<Entry> {
    const started = performance.now();
    for (;;) {
      const row = await barcodes.find(code);
      const at = now();
      if (row && row.found !== null && row.expiresAt > at) {
        return row.found ? { found: true, product: row.product as StoredProduct } : { found: false };
      }
      if (await barcodes.claim(code, at, new Date(at.getTime() + timeoutMs + 5_000))) return fetchAndStore(code);
      if (performance.now() - started > timeoutMs + 1_000) {
        throw new AppError("BARCODE_SOURCE_TIMEOUT", "Another server's look-up of this code did not finish in time");
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  }

  return {
    async lookup(input: string, lang: TLanguage, userId?: number): Promise<TBarcodeProduct> {
      const code = parseBarcode(input);
      if (!code) throw new AppError("BARCODE_INVALID", "Not an EAN-13, EAN-8 or UPC-A code with a right check digit");
      // A code the person saved on their own food is theirs to answer: their values, no upstream read spent.
      const own = userId !== undefined ? await options.ownFoods?.findByBarcode(userId, code) : null;
      if (own) {
        return {
          code,
          name: own.name,
          brand: null,
          per100g: {
            calories: own.caloriesPer100g,
            protein: own.proteinPer100g,
            fat: own.fatPer100g,
            carbs: own.carbsPer100g,
          },
          servingGrams: own.portionGrams,
          servingLabel: own.portionName,
          derived: { caloriesFromKj: false, fromServing: false },
          source: BARCODE_MY_FOOD_SOURCE,
          foodId: myFoodId(own.id),
        };
      }
      let pending = inFlight.get(code);
      if (!pending) {
        pending = resolve(code).finally(() => inFlight.delete(code));
        inFlight.set(code, pending);
      }
      const entry = await pending;
      if (!entry.found) throw new AppError("BARCODE_NOT_FOUND", "Open Food Facts does not know this code");
      // Built field by field: a product read back from jsonb has its keys in another order than a fresh one.
      const { names, brand, per100g, servingGrams, servingLabel, derived } = entry.product;
      const other = lang === "ru" ? names.en : names.ru;
      return {
        code,
        name: names[lang] ?? names.default ?? other,
        brand,
        per100g: { calories: per100g.calories, protein: per100g.protein, fat: per100g.fat, carbs: per100g.carbs },
        servingGrams,
        servingLabel,
        derived: { caloriesFromKj: derived.caloriesFromKj, fromServing: derived.fromServing },
        source: BARCODE_SOURCE,
      };
    },
  };
}

export type BarcodeService = ReturnType<typeof createBarcodeService>;
