import {
  MEAL_TYPES,
  sumNutrients,
  type TCreateMealRequest,
  type TDaySummary,
  type TMeal,
  type TProfileData,
  type TUpdateMealRequest,
} from "@tarelka/contracts";
import { AppError } from "../errors/app-error";
import { type MealsRepository, toMealDto } from "../repositories/meals-repository";
import { goalsOf } from "./goals-service";
import type { PhotoStore } from "./photo-store";

/** Business rules of meals; SQL stays in the repository (style-by-example §4). */
export function createMealService(deps: { meals: MealsRepository; photos: PhotoStore }) {
  const { meals, photos } = deps;

  async function owned(userId: number, id: number) {
    const found = await meals.findOwned(userId, id);
    if (!found) throw AppError.notFound("Meal");
    return found;
  }

  return {
    async create(userId: number, today: string, body: TCreateMealRequest): Promise<TMeal> {
      const photoId = body.photoId ?? null;
      // A photo can be attached only by the person it was uploaded by.
      if (photoId && !(await photos.exists(userId, photoId))) {
        throw new AppError("VALIDATION_FAILED", 400, "Unknown photo", [{ path: "body.photoId", message: "unknown" }]);
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
      // The photo file stays, so the client's undo can re-create the meal with it (issue 4, undo toast).
      if (!(await meals.delete(userId, id))) throw AppError.notFound("Meal");
    },

    /** The dashboard's day: totals vs the goals of the profile, per meal type in spec §3 order. */
    async summary(userId: number, date: string, profile: TProfileData): Promise<TDaySummary> {
      const list = (await meals.listByDate(userId, date)).map(toMealDto);
      return {
        date,
        totals: sumNutrients(list.map((m) => m.totals)),
        goals: goalsOf(profile),
        byMealType: MEAL_TYPES.map((mealType) => {
          const of = list.filter((m) => m.mealType === mealType);
          return { mealType, totals: sumNutrients(of.map((m) => m.totals)), meals: of };
        }),
      };
    },
  };
}

export type MealService = ReturnType<typeof createMealService>;
