import { createHash } from "node:crypto";
import {
  dishNutrients,
  RECENT_FOODS_LIMITS,
  sumNutrients,
  type TDishInput,
  type TMeal,
  type TMealType,
} from "@tarelka/contracts";
import {
  dishFavouriteKey,
  FAVOURITE_LIMITS,
  mealFavouriteKey,
  type TFavourite,
  type TFavouriteKind,
  type TFavouriteList,
  type TLogFavouriteRequest,
  type ZCreateFavouriteRequestSchema,
} from "@tarelka/contracts/favourites";
import type { z } from "zod";
import type { FavouriteRow } from "../db/schema/favourites";
import { AppError } from "../errors/app-error";
import { defineFeature } from "../feature";
import { createFavouritesRepository, type FavouritesRepository } from "../repositories/favourites-repository";
import { createMealsRepository, type MealsRepository, toDishInput, toMealDto } from "../repositories/meals-repository";
import { addDays } from "./meal-dates";

type CreateFavourite = z.output<typeof ZCreateFavouriteRequestSchema>;

/**
 * The key of a starred meal known by what it holds rather than by a logged meal's id: a meal put back after an
 * unstar, or one read from a diary file (a meal id there names a row of another account).
 */
export function dishesFavouriteKey(dishes: readonly TDishInput[]): string {
  const content = dishes.map((d) => `${dishFavouriteKey(d)}@${d.grams}`).join("|");
  return `dishes:${createHash("sha256").update(content).digest("hex")}`;
}

/**
 * Starred dishes and meals: at most FAVOURITE_LIMITS.perPersonMax, logged as new meals. A starred dish is logged with
 * the grams it was last logged with (within the recent foods' window), so the star follows the person's portion.
 */
export function createFavouritesService(deps: { favourites: FavouritesRepository; meals: MealsRepository }) {
  const { favourites, meals } = deps;

  /** The latest grams of each food the person logged lately, by dishFavouriteKey. */
  async function lastGrams(userId: number, today: string): Promise<Map<string, number>> {
    const from = addDays(today, -(RECENT_FOODS_LIMITS.windowDays - 1));
    const logged = await meals.recentDishes(userId, from, today, RECENT_FOODS_LIMITS.mealsScanned);
    const grams = new Map<string, number>();
    for (const { dishes } of logged) {
      for (const d of dishes) {
        const key = dishFavouriteKey(d);
        if (!grams.has(key)) grams.set(key, d.grams);
      }
    }
    return grams;
  }

  function toDto(row: FavouriteRow, latest?: Map<string, number>): TFavourite {
    const dishes = row.dishes.map((d) => {
      const grams = row.kind === "dish" ? (latest?.get(row.key) ?? d.grams) : d.grams;
      const dish = { ...d, grams };
      return { ...dish, nutrients: dishNutrients(dish) };
    });
    return {
      id: row.id,
      kind: row.kind as TFavouriteKind,
      key: row.key,
      name: row.name,
      mealType: (row.mealType as TMealType | null) ?? null,
      dishes,
      totals: sumNutrients(dishes.map((d) => d.nutrients)),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function owned(userId: number, id: number): Promise<FavouriteRow> {
    const row = await favourites.findOwned(userId, id);
    if (!row) throw AppError.notFound("Favourite");
    return row;
  }

  return {
    async list(userId: number, today: string): Promise<TFavouriteList> {
      const [rows, latest] = await Promise.all([
        favourites.list(userId, FAVOURITE_LIMITS.perPersonMax),
        lastGrams(userId, today),
      ]);
      return { items: rows.map((row) => toDto(row, latest)), limit: FAVOURITE_LIMITS.perPersonMax };
    },

    async create(userId: number, today: string, body: CreateFavourite): Promise<TFavourite> {
      let item: Parameters<FavouritesRepository["create"]>[1];
      if ("dish" in body) {
        const dish: TDishInput = body.dish;
        item = { kind: "dish", key: dishFavouriteKey(dish), name: dish.name, mealType: null, dishes: [dish] };
      } else if ("mealId" in body) {
        const meal = await meals.findOwned(userId, body.mealId);
        if (!meal) throw AppError.notFound("Meal");
        if (meal.dishes.length === 0) {
          throw new AppError("VALIDATION_FAILED", "The meal has no dishes", [
            { path: "body.mealId", message: "no dishes" },
          ]);
        }
        const dishes = meal.dishes.map(toDishInput);
        item = {
          kind: "meal",
          key: mealFavouriteKey(meal.meal.id),
          name: dishes
            .map((d) => d.name)
            .join(", ")
            .slice(0, FAVOURITE_LIMITS.nameMax),
          mealType: meal.meal.mealType as TMealType,
          dishes,
        };
      } else {
        // An unstarred meal put back: a key of its own, since the meal it came from may be gone.
        item = {
          kind: "meal",
          key: dishesFavouriteKey(body.dishes),
          name: body.name,
          mealType: body.mealType,
          dishes: body.dishes,
        };
      }
      const row = await favourites.create(userId, item, FAVOURITE_LIMITS.perPersonMax);
      if (!row) {
        throw new AppError(
          "FAVOURITES_LIMIT_REACHED",
          `At most ${FAVOURITE_LIMITS.perPersonMax} favourites per person`,
        );
      }
      return toDto(row, await lastGrams(userId, today));
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await favourites.delete(userId, id))) throw AppError.notFound("Favourite");
    },

    async log(userId: number, today: string, id: number, body: TLogFavouriteRequest): Promise<TMeal> {
      const row = await owned(userId, id);
      const fav = toDto(row, row.kind === "dish" ? await lastGrams(userId, today) : undefined);
      const created = await meals.create(
        userId,
        { date: body.date ?? today, mealType: body.mealType, source: "manual", originalQuery: null, photoRef: null },
        fav.dishes.map(({ nutrients: _nutrients, ...dish }) => dish),
      );
      return toMealDto(created);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/** Favourites' service and its repositories, built once per app by the composition root (feature.ts). */
export const favouritesFeature = defineFeature("favourites", ({ database }) =>
  createFavouritesService({
    favourites: createFavouritesRepository(database.db),
    meals: createMealsRepository(database.db),
  }),
);
