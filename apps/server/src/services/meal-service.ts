import {
  MEAL_COPY_LIMITS,
  type TCopyDayReply,
  type TCopyDayRequest,
  type TCopyMealRequest,
  type TCreateMealRequest,
  type TDaySummary,
  type TMeal,
  type TProfileData,
  type TUpdateMealRequest,
} from "@tarelka/contracts";
import { AppError } from "../errors/app-error";
import {
  type MealsRepository,
  type MealWithDishes,
  type NewMeal,
  toDishInput,
  toMealDto,
} from "../repositories/meals-repository";
import { daySummaryOf } from "./day-summary";
import type { PhotoStore } from "./photo-store";

/** Business rules of meals; SQL stays in the repository (docs/code-style.md §4). */
export function createMealService(deps: { meals: MealsRepository; photos: PhotoStore }) {
  const { meals, photos } = deps;

  async function owned(userId: number, id: number) {
    const found = await meals.findOwned(userId, id);
    if (!found) throw AppError.notFound("Meal");
    return found;
  }

  /**
   * What a copy of a meal is made of: its dishes (grams, per-100 g values), source and query, on the new day and meal
   * type. Never its photo: the copy is a new entry, and a photo is discarded with its last meal (delete below).
   */
  function copyOf(
    { meal, dishes }: MealWithDishes,
    date: string,
    mealType: NewMeal["mealType"],
  ): { meal: NewMeal; dishes: ReturnType<typeof toDishInput>[] } {
    return {
      meal: {
        date,
        mealType,
        source: meal.source as NewMeal["source"],
        originalQuery: meal.originalQuery,
        photoRef: null,
      },
      dishes: dishes.map(toDishInput),
    };
  }

  return {
    async create(userId: number, today: string, body: TCreateMealRequest): Promise<TMeal> {
      const photoId = body.photoId ?? null;
      // A photo can be attached only by the person it was uploaded by. An undone delete brings its photo back.
      if (photoId && !(await photos.keep(userId, photoId))) {
        throw new AppError("VALIDATION_FAILED", "Unknown photo", [{ path: "body.photoId", message: "unknown" }]);
      }
      const created = await meals.create(
        userId,
        {
          date: body.date ?? today,
          mealType: body.mealType,
          source: body.source,
          originalQuery: body.originalQuery ?? null,
          photoRef: photoId,
        },
        body.dishes,
      );
      return toMealDto(created);
    },

    async copy(userId: number, id: number, body: TCopyMealRequest): Promise<TMeal> {
      const copy = copyOf(await owned(userId, id), body.date, body.mealType);
      return toMealDto(await meals.create(userId, copy.meal, copy.dishes));
    },

    /** A day's meals (or one meal type's), oldest first, onto another day; at most MEAL_COPY_LIMITS.mealsPerCopyMax. */
    async copyDay(userId: number, body: TCopyDayRequest): Promise<TCopyDayReply> {
      if (body.fromDate === body.toDate) {
        throw new AppError("VALIDATION_FAILED", "A day cannot be copied onto itself", [
          { path: "body.toDate", message: "same as fromDate" },
        ]);
      }
      const from = (await meals.listByDate(userId, body.fromDate))
        .filter((m) => body.mealType === undefined || m.meal.mealType === body.mealType)
        .slice(0, MEAL_COPY_LIMITS.mealsPerCopyMax);
      const created = await meals.createMany(
        userId,
        from.map((m) => copyOf(m, body.toDate, m.meal.mealType as NewMeal["mealType"])),
      );
      return { date: body.toDate, meals: created.map(toMealDto) };
    },

    async get(userId: number, id: number): Promise<TMeal> {
      return toMealDto(await owned(userId, id));
    },

    async list(userId: number, date: string): Promise<TMeal[]> {
      return (await meals.listByDate(userId, date)).map(toMealDto);
    },

    async update(userId: number, id: number, body: TUpdateMealRequest): Promise<TMeal> {
      const { dishes, ...patch } = body;
      const updated = await meals.update(userId, id, patch, dishes);
      if (!updated) throw AppError.notFound("Meal");
      return toMealDto(updated);
    },

    async delete(userId: number, id: number): Promise<void> {
      const deleted = await meals.delete(userId, id);
      if (!deleted) throw AppError.notFound("Meal");
      // The photo goes with its last meal, but only after the undo window: the client's undo re-creates the
      // meal with the same photo id (edit-meal-page.tsx, undo toast; photo-store.ts DISCARDED_PHOTO_KEEP_MS).
      if (deleted.photoRef && !(await meals.photoInUse(userId, deleted.photoRef))) {
        await photos.discard(userId, deleted.photoRef);
      }
    },

    /** The dashboard's day: totals vs the goals of the profile, per meal type in docs/product.md §3 order. */
    async summary(userId: number, date: string, profile: TProfileData): Promise<TDaySummary> {
      const { meals: rows, waterMl, run } = await meals.daySummaryRows(userId, date);
      return daySummaryOf({ date, meals: rows, waterMl, run }, profile);
    },
  };
}

export type MealService = ReturnType<typeof createMealService>;
