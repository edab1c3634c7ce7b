import {
  MY_MEAL_LIMITS,
  type TLogMyMealRequest,
  type TMeal,
  type TMealType,
  type TMyMeal,
  type TMyMealList,
  type ZCreateMyMealRequestSchema,
} from "@tarelka/contracts";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { type MealsRepository, toDishInput, toMealDto } from "../repositories/meals-repository";
import { type MyMealsRepository, toMyMealDto } from "../repositories/my-meals-repository";

type CreateMyMeal = z.output<typeof ZCreateMyMealRequestSchema>;

/** Saved meals: saved from the person's own meals only, at most MY_MEAL_LIMITS.perPersonMax, logged as new meals. */
export function createMyMealsService(deps: { myMeals: MyMealsRepository; meals: MealsRepository }) {
  const { myMeals, meals } = deps;

  async function owned(userId: number, id: number) {
    const found = await myMeals.findOwned(userId, id);
    if (!found) throw AppError.notFound("Saved meal");
    return found;
  }

  return {
    async list(userId: number): Promise<TMyMealList> {
      const items = await myMeals.list(userId, MY_MEAL_LIMITS.perPersonMax);
      return { items: items.map(toMyMealDto), limit: MY_MEAL_LIMITS.perPersonMax };
    },

    async create(userId: number, body: CreateMyMeal): Promise<TMyMeal> {
      let source: Parameters<MyMealsRepository["create"]>[1];
      if (body.mealId !== undefined) {
        const meal = await meals.findOwned(userId, body.mealId);
        if (!meal) throw AppError.notFound("Meal");
        if (meal.dishes.length === 0) {
          throw new AppError("VALIDATION_FAILED", "The meal has no dishes", [
            { path: "body.mealId", message: "no dishes" },
          ]);
        }
        source = {
          name: body.name,
          mealType: meal.meal.mealType as TMealType,
          dishes: meal.dishes.map(toDishInput),
        };
      } else if (body.mealType !== undefined && body.dishes !== undefined) {
        source = { name: body.name, mealType: body.mealType, dishes: body.dishes };
      } else {
        // The contract's refine already refuses this; kept so the types need no assertion.
        throw new AppError("VALIDATION_FAILED", "Give either mealId, or mealType and dishes");
      }
      const created = await myMeals.create(userId, source, MY_MEAL_LIMITS.perPersonMax);
      if (!created) {
        throw new AppError("MY_MEALS_LIMIT_REACHED", `At most ${MY_MEAL_LIMITS.perPersonMax} saved meals per person`);
      }
      return toMyMealDto(created);
    },

    async rename(userId: number, id: number, name: string): Promise<TMyMeal> {
      const renamed = await myMeals.rename(userId, id, name);
      if (!renamed) throw AppError.notFound("Saved meal");
      return toMyMealDto(renamed);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await myMeals.delete(userId, id))) throw AppError.notFound("Saved meal");
    },

    async log(userId: number, today: string, id: number, body: TLogMyMealRequest): Promise<TMeal> {
      const saved = await owned(userId, id);
      const created = await meals.create(
        userId,
        { date: body.date ?? today, mealType: body.mealType, source: "manual", originalQuery: null, photoRef: null },
        saved.dishes.map(toDishInput),
      );
      return toMealDto(created);
    },
  };
}

export type MyMealsService = ReturnType<typeof createMyMealsService>;
