import type { TDishInput, TMealType } from "@tarelka/contracts";
import type { TFavouriteKind } from "@tarelka/contracts/favourites";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type FavouriteRow, favourites } from "../db/schema/favourites";
import { users } from "../db/schema/users";

export interface NewFavourite {
  kind: TFavouriteKind;
  key: string;
  name: string;
  mealType: TMealType | null;
  dishes: TDishInput[];
}

/**
 * SQL for starred dishes and meals. Every read and write names the owner, so another person's star is simply not
 * found (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction.
 */
export function createFavouritesRepository(db: Database) {
  return {
    /**
     * Stars it, or answers the person's existing star of the same key; null when the person already keeps `max`
     * others. The owner's user row is locked first (as water-repository.ts create does), so two stars at once can
     * neither both take the last place nor both insert one key.
     */
    async create(userId: number, item: NewFavourite, max: number, tx: Database = db): Promise<FavouriteRow | null> {
      return tx.transaction(async (t) => {
        await t.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [existing] = await t
          .select()
          .from(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.key, item.key)))
          .limit(1);
        if (existing) return existing;
        const [{ kept } = { kept: 0 }] = await t
          .select({ kept: sql<number>`count(*)`.mapWith(Number) })
          .from(favourites)
          .where(eq(favourites.userId, userId));
        if (kept >= max) return null;
        const [row] = await t
          .insert(favourites)
          .values({ userId, ...item })
          .returning();
        if (!row) throw new Error("favourite insert returned nothing");
        return row;
      });
    },

    /** Newest first, at most `max`. */
    async list(userId: number, max: number, tx: Database = db): Promise<FavouriteRow[]> {
      return tx
        .select()
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(max);
    },

    async findOwned(userId: number, id: number, tx: Database = db): Promise<FavouriteRow | null> {
      const [row] = await tx
        .select()
        .from(favourites)
        .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** True when the person's star was removed. */
    async delete(userId: number, id: number, tx: Database = db): Promise<boolean> {
      const rows = await tx
        .delete(favourites)
        .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
        .returning({ id: favourites.id });
      return rows.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
