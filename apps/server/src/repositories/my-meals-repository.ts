import { dishNutrients, sumNutrients, type TDishInput, type TMealType, type TMyMeal } from "@tarelka/contracts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type MyMealDishRow, type MyMealRow, myMealDishes, myMeals, users } from "../db/schema";
import { dishColumns, groupBy, toDishInput } from "./meals-repository";

export interface MyMealWithDishes {
  myMeal: MyMealRow;
  dishes: MyMealDishRow[];
}

/**
 * SQL for saved meals ("my meals"). Every read and write names the owner, so another person's saved meal is simply
 * not found (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction.
 */
export function createMyMealsRepository(db: Database) {
  async function dishesOf(ids: number[], tx: Database): Promise<Map<number, MyMealDishRow[]>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(myMealDishes)
      .where(inArray(myMealDishes.myMealId, ids))
      .orderBy(asc(myMealDishes.myMealId), asc(myMealDishes.position));
    return groupBy(rows, (row) => row.myMealId);
  }

  return {
    /**
     * Saves it unless the person already keeps `max`; answers null then. The owner's user row is locked first
     * (as water-repository.ts create does), so two saves at once cannot both take the last place.
     */
    async create(
      userId: number,
      item: { name: string; mealType: TMealType; dishes: readonly TDishInput[] },
      max: number,
      tx: Database = db,
    ): Promise<MyMealWithDishes | null> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [{ kept } = { kept: 0 }] = await t
          .select({ kept: sql<number>`count(*)`.mapWith(Number) })
          .from(myMeals)
          .where(eq(myMeals.userId, userId));
        if (kept >= max) return null;
        const [row] = await t.insert(myMeals).values({ userId, name: item.name, mealType: item.mealType }).returning();
        if (!row) throw new Error("my meal insert returned nothing");
        const dishes = await t
          .insert(myMealDishes)
          .values(item.dishes.map((d, position) => ({ myMealId: row.id, ...dishColumns(d, position) })))
          .returning();
        return { myMeal: row, dishes: dishes.sort((a, b) => a.position - b.position) };
      });
    },

    /** Newest first, at most `max` (the limit keeps the list that short anyway). */
    async list(userId: number, max: number, tx: Database = db): Promise<MyMealWithDishes[]> {
      const rows = await tx
        .select()
        .from(myMeals)
        .where(eq(myMeals.userId, userId))
        .orderBy(desc(myMeals.createdAt), desc(myMeals.id))
        .limit(max);
      const dishes = await dishesOf(
        rows.map((r) => r.id),
        tx,
      );
      return rows.map((myMeal) => ({ myMeal, dishes: dishes.get(myMeal.id) ?? [] }));
    },

    async findOwned(userId: number, id: number, tx: Database = db): Promise<MyMealWithDishes | null> {
      const [row] = await tx
        .select()
        .from(myMeals)
        .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)))
        .limit(1);
      if (!row) return null;
      return { myMeal: row, dishes: (await dishesOf([row.id], tx)).get(row.id) ?? [] };
    },

    async rename(userId: number, id: number, name: string, tx: Database = db): Promise<MyMealWithDishes | null> {
      const [row] = await tx
        .update(myMeals)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)))
        .returning();
      if (!row) return null;
      return { myMeal: row, dishes: (await dishesOf([row.id], tx)).get(row.id) ?? [] };
    },

    /** True when the person's saved meal was deleted (its dishes go with it, ON DELETE CASCADE). */
    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(myMeals)
        .where(and(eq(myMeals.id, id), eq(myMeals.userId, userId)))
        .returning({ id: myMeals.id });
      return rows.length > 0;
    },
  };
}

export type MyMealsRepository = ReturnType<typeof createMyMealsRepository>;

export function toMyMealDto({ myMeal, dishes }: MyMealWithDishes): TMyMeal {
  const dishDtos = dishes.map((d) => {
    const input = toDishInput(d);
    return { id: d.id, ...input, nutrients: dishNutrients(input) };
  });
  return {
    id: myMeal.id,
    name: myMeal.name,
    mealType: myMeal.mealType as TMealType,
    dishes: dishDtos,
    totals: sumNutrients(dishDtos.map((d) => d.nutrients)),
    totalGrams: Math.round(dishDtos.reduce((a, d) => a + d.grams, 0)),
    createdAt: myMeal.createdAt.toISOString(),
  };
}
