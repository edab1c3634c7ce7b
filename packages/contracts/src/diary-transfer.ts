import { z } from "zod";
import { ZWeightLogInputSchema } from "./analytics";
import { ZDiaryDateSchema, ZInstantSchema, zText } from "./input";
import { DISH_LIMITS, ZDishInputSchema, ZMealSourceSchema, ZMealTypeSchema } from "./meals";
import { ZProfileDataSchema } from "./user";
import { WATER_LIMITS, ZWaterSourceSchema } from "./water";

/**
 * Export and import of a person's whole diary (docs/product.md §2 /profile, Export and import). The file names no
 * account, no id and no photo: what it holds is written to the importing person's own diary, and only theirs.
 */
export const DIARY_FILE_FORMAT = "tarelka-diary" as const;
export const DIARY_FILE_VERSION = 1 as const;

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

/** The whole diary as GET /api/diary/export.json writes it and POST /api/diary/import reads it. */
export const ZDiaryFileSchema = z.object({
  format: z.literal(DIARY_FILE_FORMAT),
  version: z.literal(DIARY_FILE_VERSION),
  exportedAt: z.string(),
  profile: z.object({ firstName: name, lastName: name, profileData: ZProfileDataSchema }),
  meals: z.array(ZDiaryFileMealSchema).max(DIARY_IMPORT_LIMITS.mealsMax),
  water: z.array(ZDiaryFileWaterSchema).max(DIARY_IMPORT_LIMITS.waterMax),
  weight: z.array(ZDiaryFileWeightSchema).max(DIARY_IMPORT_LIMITS.weightMax),
});
export type TDiaryFile = z.infer<typeof ZDiaryFileSchema>;

const counts = z.object({ meals: z.number().int(), water: z.number().int(), weight: z.number().int() });

/** What an import wrote, and what it left because the diary already had it (an import twice adds nothing). */
export const ZDiaryImportResultSchema = z.object({ added: counts, alreadyThere: counts });
export type TDiaryImportResult = z.infer<typeof ZDiaryImportResultSchema>;
