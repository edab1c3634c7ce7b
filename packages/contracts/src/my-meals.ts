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
 * "My meals" (ours, docs/product.md §7): a person's saved meals, each a name and its dishes, logged again in one tap.
 * 200 is more than a year of different breakfasts, lunches and dinners, and bounds what one list reads; a name is a
 * short label ("мой завтрак"), not a description.
 */
export const MY_MEAL_LIMITS = { perPersonMax: 200, nameMax: 100 } as const;

const name = zText({ min: 1, max: MY_MEAL_LIMITS.nameMax });

export const ZMyMealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The meal type it was saved from: what logging it again offers first. */
  mealType: ZMealTypeSchema,
  dishes: z.array(ZDishSchema),
  totals: ZNutrientsSchema,
  totalGrams: z.number(),
  createdAt: z.string(),
});
export type TMyMeal = z.infer<typeof ZMyMealSchema>;

/** Newest first; `limit` is MY_MEAL_LIMITS.perPersonMax, so the screen can say how many places are left. */
export const ZMyMealListSchema = z.object({ items: z.array(ZMyMealSchema), limit: z.number().int() });
export type TMyMealList = z.infer<typeof ZMyMealListSchema>;

/**
 * Saves a meal as "my meal": from one of the person's logged meals (`mealId`, its dishes copied), or from dishes
 * given outright (`mealType` and `dishes`; what undoing a delete sends back). Exactly one of the two.
 */
export const ZCreateMyMealRequestSchema = z
  .object({
    name,
    mealId: ZMealIdParamsSchema.shape.id.optional(),
    mealType: ZMealTypeSchema.optional(),
    dishes: z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax).optional(),
  })
  .refine(
    (b) =>
      b.mealId !== undefined
        ? b.dishes === undefined && b.mealType === undefined
        : b.dishes !== undefined && b.mealType !== undefined,
    { path: ["mealId"], message: "Give either mealId, or mealType and dishes" },
  );
export type TCreateMyMealRequest = z.input<typeof ZCreateMyMealRequestSchema>;

export const ZRenameMyMealRequestSchema = z.object({ name }).strict();
export type TRenameMyMealRequest = z.infer<typeof ZRenameMyMealRequestSchema>;

/** Logs it as a new meal; without a date, today in the person's time zone. */
export const ZLogMyMealRequestSchema = z.object({ date: ZDiaryDateSchema.optional(), mealType: ZMealTypeSchema });
export type TLogMyMealRequest = z.infer<typeof ZLogMyMealRequestSchema>;

export const ZMyMealIdParamsSchema = ZMealIdParamsSchema;
