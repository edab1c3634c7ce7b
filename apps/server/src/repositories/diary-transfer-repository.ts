import type {
  TDiaryFileFavourite,
  TDiaryFileMeal,
  TDiaryFileMyFood,
  TDiaryFileMyMeal,
  TDiaryFileWater,
  TDiaryFileWeight,
  TMealType,
} from "@tarelka/contracts";
import type { TFavouriteKind } from "@tarelka/contracts/favourites";
import { myFoodId, type TMyFoodInputParsed } from "@tarelka/contracts/my-foods";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { mealDishes, meals, myMealDishes, myMeals, users, waterIntake, weightLog } from "../db/schema";
import { favourites } from "../db/schema/favourites";
import { myFoods } from "../db/schema/my-foods";
import { addToDayTotals, dishColumns, groupBy, refreshDiary, toDishInput } from "./meals-repository";
import { myFoodColumns } from "./my-foods-repository";
import { addToWaterDays } from "./water-repository";

/** PostgreSQL takes at most 65,535 parameters a statement: rows go in thousands. */
function batches<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += size) out.push(rows.slice(at, at + size));
  return out;
}

/**
 * SQL of the diary's export and import (docs/product.md §2 /profile, Export and import). Every read and write names
 * the owner; ids and photos never leave or enter through it. Methods take an optional transaction.
 */
export function createDiaryTransferRepository(db: Database) {
  return {
    /** Up to `limit` of the person's meals after meal id `afterId`, oldest first, each with its dishes in order. */
    async mealsPage(
      userId: number,
      afterId: number,
      limit: number,
      tx: Database = db,
    ): Promise<{ lastId: number; ids: number[]; meals: TDiaryFileMeal[] }> {
      const rows = await tx
        .select()
        .from(meals)
        .where(and(eq(meals.userId, userId), gt(meals.id, afterId)))
        .orderBy(asc(meals.id))
        .limit(limit);
      if (rows.length === 0) return { lastId: afterId, ids: [], meals: [] };
      const dishes = await tx
        .select()
        .from(mealDishes)
        .where(
          inArray(
            mealDishes.mealId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(mealDishes.mealId), asc(mealDishes.position));
      const byMeal = groupBy(dishes, (d) => d.mealId);
      return {
        lastId: rows[rows.length - 1]?.id ?? afterId,
        ids: rows.map((m) => m.id),
        meals: rows.map((m) => ({
          date: m.date,
          mealType: m.mealType as TDiaryFileMeal["mealType"],
          source: m.source as TDiaryFileMeal["source"],
          originalQuery: m.originalQuery,
          createdAt: m.createdAt.toISOString(),
          dishes: (byMeal.get(m.id) ?? []).map(toDishInput),
        })),
      };
    },

    async water(userId: number, tx: Database = db): Promise<TDiaryFileWater[]> {
      const rows = await tx
        .select()
        .from(waterIntake)
        .where(eq(waterIntake.userId, userId))
        .orderBy(asc(waterIntake.date), asc(waterIntake.id));
      return rows.map((w) => ({
        date: w.date,
        volumeMl: w.volumeMl,
        notes: w.notes,
        source: w.source as TDiaryFileWater["source"],
        createdAt: w.createdAt.toISOString(),
      }));
    },

    async weight(userId: number, tx: Database = db): Promise<TDiaryFileWeight[]> {
      const rows = await tx.select().from(weightLog).where(eq(weightLog.userId, userId)).orderBy(asc(weightLog.date));
      return rows.map((w) => ({ date: w.date, weightKg: w.weightKg, notes: w.notes }));
    },

    /** The person's own foods, oldest first; `ref` is the food id their dishes carry (myFoodId). */
    async myFoods(userId: number, tx: Database = db): Promise<TDiaryFileMyFood[]> {
      const rows = await tx.select().from(myFoods).where(eq(myFoods.userId, userId)).orderBy(asc(myFoods.id));
      return rows.map((f) => ({
        ref: myFoodId(f.id),
        food: {
          name: f.name,
          per100g: {
            calories: f.caloriesPer100g,
            protein: f.proteinPer100g,
            fat: f.fatPer100g,
            carbs: f.carbsPer100g,
          },
          portionGrams: f.portionGrams,
          portionName: f.portionName,
          barcode: f.barcode,
        },
        createdAt: f.createdAt.toISOString(),
      }));
    },

    /** The person's stars, oldest first, with their keys (the file leaves keys out; an import compares them). */
    async favourites(userId: number, tx: Database = db): Promise<(TDiaryFileFavourite & { key: string })[]> {
      const rows = await tx
        .select()
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(asc(favourites.createdAt), asc(favourites.id));
      return rows.map((f) => ({
        key: f.key,
        kind: f.kind as TFavouriteKind,
        name: f.name,
        mealType: (f.mealType as TMealType | null) ?? null,
        dishes: f.dishes,
        createdAt: f.createdAt.toISOString(),
      }));
    },

    /** The person's saved meals, oldest first, each with its dishes in order. */
    async myMeals(userId: number, tx: Database = db): Promise<TDiaryFileMyMeal[]> {
      const rows = await tx.select().from(myMeals).where(eq(myMeals.userId, userId)).orderBy(asc(myMeals.id));
      if (rows.length === 0) return [];
      const dishes = await tx
        .select()
        .from(myMealDishes)
        .where(
          inArray(
            myMealDishes.myMealId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(myMealDishes.myMealId), asc(myMealDishes.position));
      const byMeal = groupBy(dishes, (d) => d.myMealId);
      return rows.map((m) => ({
        name: m.name,
        mealType: m.mealType as TMealType,
        dishes: (byMeal.get(m.id) ?? []).map(toDishInput),
        createdAt: m.createdAt.toISOString(),
      }));
    },

    /** Which of `ids` are meals of this person. */
    async ownedMealIds(userId: number, ids: readonly number[], tx: Database = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: meals.id })
        .from(meals)
        .where(and(eq(meals.userId, userId), inArray(meals.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Inserts own foods; answers their new ids in the order given. */
    async addMyFoods(
      userId: number,
      list: readonly { food: TMyFoodInputParsed; createdAt: string }[],
      tx: Database = db,
    ): Promise<number[]> {
      if (list.length === 0) return [];
      const inserted = await tx
        .insert(myFoods)
        .values(
          list.map(({ food, createdAt }) => ({
            userId,
            ...myFoodColumns(food),
            createdAt: new Date(createdAt),
            updatedAt: new Date(createdAt),
          })),
        )
        .returning({ id: myFoods.id });
      // Identity values follow the VALUES list's order (see addMeals).
      return inserted.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Inserts stars; one whose key the person already has is left out. Answers how many went in. */
    async addFavourites(
      userId: number,
      list: readonly (TDiaryFileFavourite & { key: string })[],
      tx: Database = db,
    ): Promise<number> {
      if (list.length === 0) return 0;
      const inserted = await tx
        .insert(favourites)
        .values(
          list.map((f) => ({
            userId,
            kind: f.kind,
            key: f.key,
            name: f.name,
            mealType: f.mealType,
            dishes: f.dishes,
            createdAt: new Date(f.createdAt),
          })),
        )
        .onConflictDoNothing({ target: [favourites.userId, favourites.key] })
        .returning({ id: favourites.id });
      return inserted.length;
    },

    async addMyMeals(userId: number, list: readonly TDiaryFileMyMeal[], tx: Database = db): Promise<void> {
      if (list.length === 0) return;
      const inserted = await tx
        .insert(myMeals)
        .values(
          list.map((m) => ({
            userId,
            name: m.name,
            mealType: m.mealType,
            createdAt: new Date(m.createdAt),
            updatedAt: new Date(m.createdAt),
          })),
        )
        .returning({ id: myMeals.id });
      const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
      if (ids.length !== list.length) throw new Error("my meal insert returned fewer rows than it was given");
      const dishes = list.flatMap((m, i) =>
        m.dishes.map((d, position) => ({ myMealId: ids[i] as number, ...dishColumns(d, position) })),
      );
      for (const rows of batches(dishes)) await tx.insert(myMealDishes).values(rows);
    },

    /**
     * Runs `work` in one transaction that first locks the owner's row, so two imports of one person queue up and
     * the second sees what the first wrote (an import twice adds nothing, even at once).
     */
    async inTransaction<T>(userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        return work(tx as unknown as Database);
      });
    },

    /**
     * Inserts meals and their dishes, a few hundred meals a statement: a two-year diary is thousands of meals, and
     * a statement each would outlast the request. PostgreSQL draws identity values in the order a single INSERT's
     * VALUES list its rows, so the returned ids, in ascending order, are the meals in the order given. Each batch
     * is added to its days' totals in the same transaction (docs/decisions/017-per-day-totals.md), and the whole list to
     * the diary's row (docs/decisions/030-streak-and-water-days.md).
     */
    /** Adds the meals with their dishes and day totals; answers their ids in the list's order. */
    async addMeals(userId: number, list: readonly TDiaryFileMeal[], tx: Database = db): Promise<number[]> {
      const added: number[] = [];
      for (const batch of batches(list, 500)) {
        const inserted = await tx
          .insert(meals)
          .values(
            batch.map((meal) => ({
              userId,
              date: meal.date,
              mealType: meal.mealType,
              source: meal.source,
              originalQuery: meal.originalQuery,
              createdAt: new Date(meal.createdAt),
              updatedAt: new Date(meal.createdAt),
            })),
          )
          .returning({ id: meals.id });
        const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
        if (ids.length !== batch.length) throw new Error("meal insert returned fewer rows than it was given");
        const dishes = batch.flatMap((meal, i) =>
          meal.dishes.map((d, position) => ({ mealId: ids[i] as number, ...dishColumns(d, position) })),
        );
        for (const rows of batches(dishes)) await tx.insert(mealDishes).values(rows);
        await addToDayTotals(tx, userId, ids);
        added.push(...ids);
      }
      // Once, after every batch's days are locked: the diary row's lock comes last (meals-repository.ts refreshDiary).
      await refreshDiary(
        tx,
        userId,
        list.map((meal) => meal.date),
        list.length,
        list.filter((meal) => meal.source === "photo").length,
      );
      return added;
    },

    async addWater(userId: number, entries: readonly TDiaryFileWater[], tx: Database = db): Promise<void> {
      for (const batch of batches(entries)) {
        await tx.insert(waterIntake).values(
          batch.map((w) => ({
            userId,
            date: w.date,
            volumeMl: w.volumeMl,
            notes: w.notes,
            source: w.source,
            createdAt: new Date(w.createdAt),
          })),
        );
      }
      // In the same transaction, as every water write keeps its days (docs/decisions/030-streak-and-water-days.md).
      await addToWaterDays(tx, userId, entries);
    },

    /** Weigh-ins on days that have none; a day's own weigh-in stays (one per day, schema/weight.ts). */
    async addWeight(userId: number, entries: readonly TDiaryFileWeight[], tx: Database = db): Promise<number> {
      let added = 0;
      for (const batch of batches(entries)) {
        const inserted = await tx
          .insert(weightLog)
          .values(batch.map((w) => ({ userId, date: w.date, weightKg: w.weightKg, notes: w.notes })))
          .onConflictDoNothing({ target: [weightLog.userId, weightLog.date] })
          .returning({ id: weightLog.id });
        added += inserted.length;
      }
      return added;
    },
  };
}

export type DiaryTransferRepository = ReturnType<typeof createDiaryTransferRepository>;
