import { z } from "zod";
import { ZWeightLogInputSchema } from "./analytics";
import { FAVOURITE_LIMITS, ZFavouriteKindSchema } from "./favourites";
import { ZDiaryDateSchema, ZInstantSchema, zText } from "./input";
import { DISH_LIMITS, ZDishInputSchema, ZMealSourceSchema, ZMealTypeSchema } from "./meals";
import { MY_FOOD_LIMITS, ZMyFoodInputSchema } from "./my-foods";
import { MY_MEAL_LIMITS } from "./my-meals";
import { ZProfileDataSchema } from "./user";
import { WATER_LIMITS, ZWaterSourceSchema } from "./water";

/**
 * Export and import of a person's whole diary (docs/product.md §2 /profile, Export and import). The file names no
 * account, no id and no photo: what it holds is written to the importing person's own diary, and only theirs.
 */
export const DIARY_FILE_FORMAT = "tarelka-diary" as const;
/**
 * 2 added the person's own foods, favourites and saved meals; a version 1 file (without them) still imports, as
 * one with those lists empty.
 */
export const DIARY_FILE_VERSION = 2 as const;
export const DIARY_FILE_VERSIONS = [1, 2] as const;

/**
 * Bounds of one import. 5 MB holds years of a diary (a meal of three dishes is about 600 bytes of JSON) while
 * keeping a parse and one transaction short; the counts bound the rows one request may write.
 */
export const DIARY_IMPORT_LIMITS = {
  bytesMax: 5 * 1024 * 1024,
  mealsMax: 20_000,
  waterMax: 50_000,
  weightMax: 20_000,
} as const;

const name = zText({ max: 100 });

export const ZDiaryFileMealSchema = z.object({
  date: ZDiaryDateSchema,
  mealType: ZMealTypeSchema,
  source: ZMealSourceSchema,
  originalQuery: zText({ max: 2000, multiline: true }).nullable(),
  createdAt: ZInstantSchema,
  dishes: z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax),
});
export type TDiaryFileMeal = z.infer<typeof ZDiaryFileMealSchema>;

export const ZDiaryFileWaterSchema = z.object({
  date: ZDiaryDateSchema,
  volumeMl: z.number().int().min(1).max(WATER_LIMITS.volumeMlMax),
  notes: zText({ max: WATER_LIMITS.notesMax, multiline: true }).nullable(),
  source: ZWaterSourceSchema,
  createdAt: ZInstantSchema,
});
export type TDiaryFileWater = z.infer<typeof ZDiaryFileWaterSchema>;

export const ZDiaryFileWeightSchema = z.object({
  date: ZDiaryDateSchema,
  weightKg: ZWeightLogInputSchema.shape.weightKg,
  notes: ZWeightLogInputSchema.shape.notes.unwrap().nullable(),
});
export type TDiaryFileWeight = z.infer<typeof ZDiaryFileWeightSchema>;

/**
 * An own food as the form keeps it, and `ref`: the food id its dishes carry in this file (`mine:<n>`, contracts
 * my-foods.ts myFoodId). An import gives the food an id of the importing account and rewrites every dish, star and
 * saved meal of the file that names `ref` to it, so logged dishes stay marked as the person's own.
 */
export const ZDiaryFileMyFoodSchema = z.object({
  ref: z.string().regex(/^mine:\d{1,12}$/),
  food: ZMyFoodInputSchema,
  createdAt: ZInstantSchema,
});
export type TDiaryFileMyFood = z.infer<typeof ZDiaryFileMyFoodSchema>;

/**
 * A star with its dishes as content (the favourites table copies them too). A starred meal is known here by what
 * it holds, never by a meal id: an id names a row of the exporting account, which another account does not have.
 */
export const ZDiaryFileFavouriteSchema = z.object({
  kind: ZFavouriteKindSchema,
  name: zText({ min: 1, max: FAVOURITE_LIMITS.nameMax }),
  mealType: ZMealTypeSchema.nullable(),
  dishes: z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax),
  createdAt: ZInstantSchema,
});
export type TDiaryFileFavourite = z.infer<typeof ZDiaryFileFavouriteSchema>;

export const ZDiaryFileMyMealSchema = z.object({
  name: zText({ min: 1, max: MY_MEAL_LIMITS.nameMax }),
  mealType: ZMealTypeSchema,
  dishes: z.array(ZDishInputSchema).min(1).max(DISH_LIMITS.dishesMax),
  createdAt: ZInstantSchema,
});
export type TDiaryFileMyMeal = z.infer<typeof ZDiaryFileMyMealSchema>;

/** The whole diary as GET /api/diary/export.json writes it and POST /api/diary/import reads it. */
export const ZDiaryFileSchema = z.object({
  format: z.literal(DIARY_FILE_FORMAT),
  version: z.union([z.literal(1), z.literal(DIARY_FILE_VERSION)]),
  exportedAt: z.string(),
  profile: z.object({ firstName: name, lastName: name, profileData: ZProfileDataSchema }),
  meals: z.array(ZDiaryFileMealSchema).max(DIARY_IMPORT_LIMITS.mealsMax),
  water: z.array(ZDiaryFileWaterSchema).max(DIARY_IMPORT_LIMITS.waterMax),
  weight: z.array(ZDiaryFileWeightSchema).max(DIARY_IMPORT_LIMITS.weightMax),
  // Version 2. No more than one person may keep: a longer list is a 400 before anything is read into the diary.
  myFoods: z.array(ZDiaryFileMyFoodSchema).max(MY_FOOD_LIMITS.perPersonMax).default([]),
  favourites: z.array(ZDiaryFileFavouriteSchema).max(FAVOURITE_LIMITS.perPersonMax).default([]),
  myMeals: z.array(ZDiaryFileMyMealSchema).max(MY_MEAL_LIMITS.perPersonMax).default([]),
});
export type TDiaryFile = z.infer<typeof ZDiaryFileSchema>;

const count = z.number().int();
const counts = z.object({
  meals: count,
  water: count,
  weight: count,
  myFoods: count,
  favourites: count,
  myMeals: count,
});

/** What an import wrote, and what it left because the diary already had it (an import twice adds nothing). */
export const ZDiaryImportResultSchema = z.object({ added: counts, alreadyThere: counts });
export type TDiaryImportResult = z.infer<typeof ZDiaryImportResultSchema>;
