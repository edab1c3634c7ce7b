import { z } from "zod";
import { ZDiaryDateSchema, zText } from "./input";
import {
  DISH_LIMITS,
  ZDishInputSchema,
  ZDishSchema,
  ZMealIdParamsSchema,
  ZMealTypeSchema,
  ZNutrientsSchema,
} from "./meals";

/**
 * Favourites (ours, docs/product.md §3): dishes and meals a person stars, shown before their recent foods and logged
 * again in one tap. 200 stars are more than anyone scans in a list; beyond that a star stops meaning "favourite".
 */
export const FAVOURITE_LIMITS = { perPersonMax: 200, nameMax: DISH_LIMITS.nameMax } as const;

/** `dish`: one food, logged with the grams it was last logged with; `meal`: a logged meal's dishes, as they were. */
export const FAVOURITE_KINDS = ["dish", "meal"] as const;
export const ZFavouriteKindSchema = z.enum(FAVOURITE_KINDS);
export type TFavouriteKind = z.infer<typeof ZFavouriteKindSchema>;

/**
 * What makes two stars the same, so starring twice keeps one: a dish's food id, or its name when it has none (the
 * same rule as recent foods group by), or the meal it was starred from.
 */
export function dishFavouriteKey(dish: { foodId: string | null; name: string }): string {
  return dish.foodId !== null ? `food:${dish.foodId}` : `name:${dish.name.trim().replace(/\s+/g, " ").toLowerCase()}`;
}
export const mealFavouriteKey = (mealId: number): string => `meal:${mealId}`;

export const ZFavouriteSchema = z.object({
  id: z.number().int(),
  kind: ZFavouriteKindSchema,
  /** dishFavouriteKey or mealFavouriteKey. */
  key: z.string(),
  name: z.string(),
  /** The meal type a starred meal was eaten at; null for a dish. */
  mealType: ZMealTypeSchema.nullable(),
  /** For a dish: its grams as last logged (or as starred, when not logged since). */
  dishes: z.array(ZDishSchema.omit({ id: true })),
  totals: ZNutrientsSchema,
  createdAt: z.string(),
});
export type TFavourite = z.infer<typeof ZFavouriteSchema>;

/** Newest first; `limit` is FAVOURITE_LIMITS.perPersonMax. */
export const ZFavouriteListSchema = z.object({ items: z.array(ZFavouriteSchema), limit: z.number().int() });
export type TFavouriteList = z.infer<typeof ZFavouriteListSchema>;

/**
 * Stars a dish as it was logged (`dish`), or one of the person's logged meals (`mealId`, its dishes copied), or
 * a meal given outright (`name`, `mealType` and `dishes`: what undoing an unstar sends back). Exactly one of the three,
 * each with nothing else. Starring what is already starred answers the existing star.
 */
export const ZCreateFavouriteRequestSchema = z.union([
  z.object({ dish: ZDishInputSchema }).strict(),
  z.object({ mealId: ZMealIdParamsSchema.shape.id }).strict(),
  z
    .object({
      name: zText({ min: 1, max: FAVOURITE_LIMITS.nameMax }),
      mealType: ZMealTypeSchema,
      dishes: z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax),
    })
    .strict(),
]);
export type TCreateFavouriteRequest = z.input<typeof ZCreateFavouriteRequestSchema>;

/** Logs it as a new meal; without a date, today in the person's time zone. */
export const ZLogFavouriteRequestSchema = z.object({ date: ZDiaryDateSchema.optional(), mealType: ZMealTypeSchema });
export type TLogFavouriteRequest = z.infer<typeof ZLogFavouriteRequestSchema>;

export const ZFavouriteIdParamsSchema = ZMealIdParamsSchema;
