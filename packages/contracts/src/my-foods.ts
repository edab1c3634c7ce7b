import { z } from "zod";
import { parseBarcode } from "./barcode";
import { isStorableAmount, zText } from "./input";
import { DISH_LIMITS, ZMealIdParamsSchema, ZPer100gSchema } from "./meals";

/**
 * "My foods" (ours, docs/product.md §3): foods a person copies from a pack label, per 100 g, found afterwards by
 * their name in the meal text and the food search, marked as theirs. 500 is more than the packs a household buys in
 * a year, and bounds what every analysis of that person's text reads; a name is a product's, not a description; a
 * portion's name is a word or two ("батончик", "1 стакан").
 */
export const MY_FOOD_LIMITS = { perPersonMax: 500, nameMax: 100, portionNameMax: 40 } as const;

/**
 * Dishes logged from an own food carry this food id, so every screen can mark them as the person's own. The colon
 * never occurs in a catalog id (lowercase letters, digits and hyphens), so the two can never be confused.
 */
export const MY_FOOD_ID_PREFIX = "mine:";
export const myFoodId = (id: number): string => `${MY_FOOD_ID_PREFIX}${id}`;
export const isMyFoodId = (foodId: string | null | undefined): boolean =>
  typeof foodId === "string" && foodId.startsWith(MY_FOOD_ID_PREFIX);

const storable = <T extends z.ZodNumber>(n: T) => n.refine(isStorableAmount, "Amount is too small to store");

/**
 * Per 100 g as a label prints it, within what any food can hold (ZPer100gSchema). Protein, fat and carbohydrate are
 * parts of the same 100 g, so together they cannot pass it (2 g over for a label's rounding): a value typed into the
 * wrong field, or per pack instead of per 100 g, is caught here.
 */
export const ZMyFoodPer100gSchema = z
  .object({
    calories: storable(ZPer100gSchema.shape.calories),
    protein: storable(ZPer100gSchema.shape.protein),
    fat: storable(ZPer100gSchema.shape.fat),
    carbs: storable(ZPer100gSchema.shape.carbs),
  })
  .refine((v) => v.protein + v.fat + v.carbs <= 102, {
    path: ["carbs"],
    message: "Protein, fat and carbs together cannot exceed 100 g per 100 g",
  });

/** A code kept only in its canonical form (barcode.ts parseBarcode): a wrong check digit is a 400 like any field. */
const barcode = z
  .string()
  .max(32)
  .transform((s, ctx) => {
    const code = parseBarcode(s);
    if (code === null) {
      ctx.addIssue({ code: "custom", message: "Not an EAN-13, EAN-8 or UPC-A code with a right check digit" });
      return z.NEVER;
    }
    return code;
  });

/** What the form sends, to create or to replace one: a portion's name needs its grams. */
export const ZMyFoodInputSchema = z
  .object({
    name: zText({ min: 1, max: MY_FOOD_LIMITS.nameMax }),
    per100g: ZMyFoodPer100gSchema,
    portionGrams: storable(z.number().finite().gt(0).max(DISH_LIMITS.gramsMax)).nullable().optional(),
    portionName: zText({ max: MY_FOOD_LIMITS.portionNameMax }).nullable().optional(),
    barcode: barcode.nullable().optional(),
  })
  .refine((b) => !b.portionName || (b.portionGrams !== null && b.portionGrams !== undefined), {
    path: ["portionGrams"],
    message: "A portion's name needs its grams",
  });
export type TMyFoodInput = z.input<typeof ZMyFoodInputSchema>;
export type TMyFoodInputParsed = z.output<typeof ZMyFoodInputSchema>;

export const ZMyFoodSchema = z.object({
  id: z.number().int(),
  /** The food id its dishes carry (myFoodId). */
  foodId: z.string(),
  name: z.string(),
  per100g: ZPer100gSchema,
  portionGrams: z.number().nullable(),
  portionName: z.string().nullable(),
  barcode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMyFood = z.infer<typeof ZMyFoodSchema>;

/** By name; `limit` is MY_FOOD_LIMITS.perPersonMax, so the screen can say how many places are left. */
export const ZMyFoodListSchema = z.object({ items: z.array(ZMyFoodSchema), limit: z.number().int() });
export type TMyFoodList = z.infer<typeof ZMyFoodListSchema>;

export const ZMyFoodIdParamsSchema = ZMealIdParamsSchema;
