// Contracts for barcode look-up (docs/decisions/015-barcodes.md): GET /api/food/barcode.
import { z } from "zod";
import { ZFoodLangSchema } from "./food";
import { zText } from "./input";

/** Where a scanned product's values come from; shown wherever they appear, as the database's licence asks. */
export const BARCODE_SOURCE = "Open Food Facts (ODbL)" as const;
/** The source of an answer read from the person's own food with that code: no attribution is owed. */
export const BARCODE_MY_FOOD_SOURCE = "my-food" as const;

/**
 * The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right-most data digit. EAN-13,
 * EAN-8 and UPC-A share the rule, so one function checks all three.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A typed or scanned code in its canonical form, or null when it is no EAN-13, EAN-8 or UPC-A with a right check
 * digit. Spaces and hyphens people type between digit groups are dropped. A UPC-A code is an EAN-13 code with a
 * leading zero (same check digit), so it is stored and looked up as that: one product, one cache row.
 */
export function parseBarcode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(digits)) return null;
  const body = digits.slice(0, -1);
  if (gtinCheckDigit(body) !== Number(digits.slice(-1))) return null;
  return digits.length === 12 ? `0${digits}` : digits;
}

/**
 * The code as typed; its check digit is the route's to judge (400 BARCODE_INVALID), so that a person who mistyped
 * one digit gets that one answer rather than a generic validation failure.
 */
export const ZBarcodeQuerySchema = z.object({
  code: zText({ min: 1, max: 32 }),
  lang: ZFoodLangSchema.optional(),
});
export type TBarcodeQuery = z.infer<typeof ZBarcodeQuerySchema>;

/** A nutrient per 100 g, or null when the database does not have it: a missing value is never guessed. */
const perHundred = z.number().finite().nonnegative().nullable();

export const ZBarcodeProductSchema = z.object({
  /** Canonical: 13 digits (UPC-A gains a leading zero) or 8. */
  code: z.string(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  per100g: z.object({ calories: perHundred, protein: perHundred, fat: perHundred, carbs: perHundred }),
  /** One serving's grams, when the database knows it; the editor's default portion. */
  servingGrams: z.number().finite().positive().nullable(),
  servingLabel: z.string().nullable(),
  /**
   * How the per-100 g values were reached when the database had no per-100 g figure: calories from kilojoules
   * (÷ 4.184) and values scaled from one serving.
   */
  derived: z.object({ caloriesFromKj: z.boolean(), fromServing: z.boolean() }),
  source: z.enum([BARCODE_SOURCE, BARCODE_MY_FOOD_SOURCE]),
  /** For the person's own food (source "my-food"): the food id its dishes carry (my-foods.ts myFoodId). */
  foodId: z.string().optional(),
});
export type TBarcodeProduct = z.infer<typeof ZBarcodeProductSchema>;
