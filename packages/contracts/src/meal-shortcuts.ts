import { z } from "zod";
import { ZDiaryDateSchema, zText } from "./input";
import { DISH_LIMITS, ZDishSchema, ZMealTypeSchema, type ZPer100gSchema } from "./meals";

/**
 * Recent and frequent foods (ours, docs/product.md §2 daily-loop shortcuts): the dishes a person logged lately,
 * read from their own saved meals. The read is bounded twice, by days and by meals, so a person with years of diary
 * costs the same as one with a month: `windowDays` is a season of eating habits, `mealsScanned` is more than two
 * months of four meals a day. `itemsMax` is what fits on a phone's screen in one glance.
 */
export const RECENT_FOODS_LIMITS = { windowDays: 90, mealsScanned: 300, itemsMax: 8, frequentMinTimes: 2 } as const;

export const ZRecentFoodsQuerySchema = z.object({
  /** The meal the person is about to log: foods eaten at it come first. */
  mealType: ZMealTypeSchema,
});
export type TRecentFoodsQuery = z.infer<typeof ZRecentFoodsQuerySchema>;

/** One food as last logged: its last grams and per-100 g values, ready to be logged again as it is. */
export const ZRecentFoodSchema = ZDishSchema.omit({ id: true }).extend({
  /** How many times it was logged within the window (all meal types). */
  timesLogged: z.number().int().positive(),
  /** How many of those at the asked meal type. */
  timesAtMealType: z.number().int().nonnegative(),
  /** The day it was last logged. */
  lastDate: z.string(),
});
export type TRecentFood = z.infer<typeof ZRecentFoodSchema>;

/** `frequent`: logged at least `frequentMinTimes` times; `recent`: the latest others, so no food shows twice. */
export const ZRecentFoodsSchema = z.object({
  mealType: ZMealTypeSchema,
  frequent: z.array(ZRecentFoodSchema).max(RECENT_FOODS_LIMITS.itemsMax),
  recent: z.array(ZRecentFoodSchema).max(RECENT_FOODS_LIMITS.itemsMax),
});
export type TRecentFoods = z.infer<typeof ZRecentFoodsSchema>;

/**
 * Quick add (ours): calories, and optionally protein, fat and carbs, without a food, e.g. "перекус 250 ккал".
 * 5000 kcal is more than any one real meal; 500 g of a macronutrient likewise. The macronutrients' own energy
 * (4/9/4 kcal per gram) may not exceed the calories by more than a label's rounding (a quarter, plus 10 kcal), so a
 * slip such as protein typed into the calories field is caught before it reaches the diary.
 */
export const QUICK_ADD_LIMITS = { caloriesMax: 5000, macroGramsMax: 500, nameMax: DISH_LIMITS.nameMax } as const;

const macro = z.number().finite().min(0).max(QUICK_ADD_LIMITS.macroGramsMax);

export const macroEnergy = (m: { protein: number; fat: number; carbs: number }) =>
  4 * m.protein + 9 * m.fat + 4 * m.carbs;

export const ZQuickAddRequestSchema = z
  .object({
    date: ZDiaryDateSchema.optional(),
    mealType: ZMealTypeSchema,
    /** What the person calls it ("перекус"); the client fills in its own word when the field is left empty. */
    name: zText({ min: 1, max: QUICK_ADD_LIMITS.nameMax }),
    calories: z.number().int().min(1).max(QUICK_ADD_LIMITS.caloriesMax),
    protein: macro.default(0),
    fat: macro.default(0),
    carbs: macro.default(0),
  })
  .refine((b) => macroEnergy(b) <= b.calories * 1.25 + 10, {
    path: ["calories"],
    message: "Protein, fat and carbs hold more energy than the calories given",
  });
/** As the client writes it (macronutrients may be left out). */
export type TQuickAddRequest = z.input<typeof ZQuickAddRequestSchema>;
/** As the server reads it (macronutrients default to 0). */
export type TQuickAdd = z.output<typeof ZQuickAddRequestSchema>;

/**
 * How a quick add is stored as a dish: a nominal portion of 100 g, or of as many hundreds of grams as keep its
 * per-100 g values inside what a food can hold (ZPer100gSchema), so the meal's totals are exactly the numbers typed.
 */
export function quickAddPortion(b: { calories: number; protein: number; fat: number; carbs: number }): {
  grams: number;
  per100g: z.infer<typeof ZPer100gSchema>;
} {
  const parts = Math.max(
    1,
    // 900 kcal and 100 g per 100 g: the bounds of ZPer100gSchema.
    Math.ceil(b.calories / 900),
    Math.ceil(b.protein / 100),
    Math.ceil(b.fat / 100),
    Math.ceil(b.carbs / 100),
  );
  return {
    grams: parts * 100,
    per100g: { calories: b.calories / parts, protein: b.protein / parts, fat: b.fat / parts, carbs: b.carbs / parts },
  };
}
