import {
  quickAddPortion,
  RECENT_FOODS_LIMITS,
  type TMeal,
  type TMealType,
  type TQuickAdd,
  type TRecentFoods,
} from "@tarelka/contracts";
import { type MealsRepository, toDishInput, toMealDto } from "../repositories/meals-repository";
import { addDays } from "./meal-dates";
import { rankRecentFoods } from "./recent-foods-maths";

/** The daily-loop shortcuts over a person's own meals (contracts meal-shortcuts.ts). */
export function createMealShortcutsService(deps: { meals: MealsRepository }) {
  const { meals } = deps;
  return {
    /** Ranked from the meals of the last RECENT_FOODS_LIMITS.windowDays days up to today, at most mealsScanned. */
    async recentFoods(userId: number, today: string, mealType: TMealType): Promise<TRecentFoods> {
      const from = addDays(today, -(RECENT_FOODS_LIMITS.windowDays - 1));
      const logged = await meals.recentDishes(userId, from, today, RECENT_FOODS_LIMITS.mealsScanned);
      return rankRecentFoods(
        logged.flatMap(({ meal, dishes }) =>
          dishes.map((d) => ({ date: meal.date, mealType: meal.mealType, ...toDishInput(d) })),
        ),
        mealType,
      );
    },

    /** One dish of a nominal portion carrying exactly the numbers typed (contracts quickAddPortion). */
    async quickAdd(userId: number, today: string, body: TQuickAdd): Promise<TMeal> {
      const portion = quickAddPortion(body);
      const created = await meals.create(
        userId,
        { date: body.date ?? today, mealType: body.mealType, source: "quick", originalQuery: null, photoRef: null },
        [{ name: body.name, grams: portion.grams, per100g: portion.per100g, foodId: null, isEstimate: false }],
      );
      return toMealDto(created);
    },
  };
}

export type MealShortcutsService = ReturnType<typeof createMealShortcutsService>;
