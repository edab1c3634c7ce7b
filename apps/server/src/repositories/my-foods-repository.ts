import { myFoodId, type TMyFood, type TMyFoodInputParsed } from "@tarelka/contracts/my-foods";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type MyFoodRow, myFoods } from "../db/schema/my-foods";
import { users } from "../db/schema/users";

/** An own food's columns from the contract's shape: the API's writes and the diary import store them alike. */
export function myFoodColumns(item: TMyFoodInputParsed) {
  return {
    name: item.name,
    caloriesPer100g: item.per100g.calories,
    proteinPer100g: item.per100g.protein,
    fatPer100g: item.per100g.fat,
    carbsPer100g: item.per100g.carbs,
    portionGrams: item.portionGrams ?? null,
    // A portion's name without its grams says nothing; the contract refuses one, an empty one is none.
    portionName: item.portionGrams ? item.portionName || null : null,
    barcode: item.barcode ?? null,
  };
}

/** The columns of an own food the nutrition engine reads (services/my-foods-service.ts toOwnFood). */
export type OwnFoodColumns = Pick<
  MyFoodRow,
  "id" | "name" | "caloriesPer100g" | "proteinPer100g" | "fatPer100g" | "carbsPer100g" | "portionGrams" | "portionName"
>;

/** An own food's label figures per 100 g, as both the API and the nutrition engine read them. */
export const per100gOf = (row: OwnFoodColumns) => ({
  calories: row.caloriesPer100g,
  protein: row.proteinPer100g,
  fat: row.fatPer100g,
  carbs: row.carbsPer100g,
});

/**
 * SQL for a person's own foods. Every read and write names the owner, so another person's food is simply not found
 * (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction.
 */
export function createMyFoodsRepository(db: Database) {
  const byOwner = (q: Database) =>
    q
      .select()
      .from(myFoods)
      .where(eq(myFoods.userId, sql.placeholder("userId")))
      .orderBy(asc(sql`lower(${myFoods.name})`), asc(myFoods.id))
      .limit(sql.placeholder("max"));
  // Every typed meal reads the person's own foods before the catalog (routes/food.ts), so the SQL is built once, not
  // per request; unnamed, as users-repository.ts findBySocial explains.
  const byOwnerPrepared = byOwner(db).prepare("");

  return {
    /**
     * Keeps it unless the person already keeps `max`; answers null then. The owner's user row is locked first (as
     * water-repository.ts create does), so two creates at once cannot both take the last place.
     */
    async create(userId: number, item: TMyFoodInputParsed, max: number, tx: Database = db): Promise<MyFoodRow | null> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [{ kept } = { kept: 0 }] = await t
          .select({ kept: sql<number>`count(*)`.mapWith(Number) })
          .from(myFoods)
          .where(eq(myFoods.userId, userId));
        if (kept >= max) return null;
        const [row] = await t
          .insert(myFoods)
          .values({ userId, ...myFoodColumns(item) })
          .returning();
        if (!row) throw new Error("my food insert returned nothing");
        return row;
      });
    },

    /** By name, at most `max` (the limit keeps the list that short anyway). */
    async list(userId: number, max: number, tx: Database = db): Promise<MyFoodRow[]> {
      return (tx === db ? byOwnerPrepared : byOwner(tx).prepare("")).execute({ userId, max });
    },

    /**
     * The person with this social identity and their foods by name, at most `max`, in one statement: the account and
     * what a typed meal is read against (routes/food.ts analyzeText), in one round trip instead of two. Null when the
     * identity has no account. Only the columns the engine reads, as one JSON value.
     */
    async ownFoodsBySocial(
      identity: { provider: string; socialId: string },
      max: number,
      tx: Database = db,
    ): Promise<{ userId: number; foods: OwnFoodColumns[] } | null> {
      const result = (await tx.execute(sql`
        select u.id as user_id, (
          select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name,
            'caloriesPer100g', f.calories_per_100g, 'proteinPer100g', f.protein_per_100g,
            'fatPer100g', f.fat_per_100g, 'carbsPer100g', f.carbs_per_100g,
            'portionGrams', f.portion_grams, 'portionName', f.portion_name) order by lower(f.name), f.id), '[]'::json)
          from (select * from ${myFoods} where user_id = u.id order by lower(name), id limit ${max}) f
        ) as foods
        from ${users} u where u.social_provider = ${identity.provider} and u.social_id = ${identity.socialId}
        limit 1`)) as unknown as { rows: { user_id: number; foods: OwnFoodColumns[] | string }[] };
      // Both drivers answer a raw statement with its rows under `rows`; a JSON column may come as its text.
      const row = result.rows[0];
      if (!row) return null;
      return { userId: row.user_id, foods: typeof row.foods === "string" ? JSON.parse(row.foods) : row.foods };
    },

    /** The person's newest food with this canonical code; another person's is never found. */
    async findByBarcode(userId: number, code: string, tx: Database = db): Promise<MyFoodRow | null> {
      const [row] = await tx
        .select()
        .from(myFoods)
        .where(and(eq(myFoods.userId, userId), eq(myFoods.barcode, code)))
        .orderBy(desc(myFoods.updatedAt), desc(myFoods.id))
        .limit(1);
      return row ?? null;
    },

    async update(userId: number, id: number, item: TMyFoodInputParsed, tx: Database = db): Promise<MyFoodRow | null> {
      const [row] = await tx
        .update(myFoods)
        .set({ ...myFoodColumns(item), updatedAt: new Date() })
        .where(and(eq(myFoods.id, id), eq(myFoods.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** True when the person's food was deleted. */
    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(myFoods)
        .where(and(eq(myFoods.id, id), eq(myFoods.userId, userId)))
        .returning({ id: myFoods.id });
      return rows.length > 0;
    },
  };
}

export type MyFoodsRepository = ReturnType<typeof createMyFoodsRepository>;

export function toMyFoodDto(row: MyFoodRow): TMyFood {
  return {
    id: row.id,
    foodId: myFoodId(row.id),
    name: row.name,
    per100g: per100gOf(row),
    portionGrams: row.portionGrams,
    portionName: row.portionName,
    barcode: row.barcode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
