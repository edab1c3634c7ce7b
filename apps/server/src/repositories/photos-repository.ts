import { and, eq, gte, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PhotoRow, photos, users } from "../db/schema";

/** One person's photo rows while their user row is locked: the cap's check and its reservation are one step. */
export interface LockedPhotoLedger {
  rows: Pick<PhotoRow, "id" | "state" | "bytes" | "changedAt">[];
  remove(ids: string[]): Promise<void>;
  addPending(id: string, at: Date): Promise<void>;
}

/**
 * SQL of the shared photo ledger (db/schema/photos.ts, docs/decisions/013-fleet.md). Every statement names the
 * owner except the periodic clean-up, which works for everybody.
 */
export function createPhotosRepository(db: Database) {
  return {
    /**
     * Runs `step` with the person's user row locked (SELECT … FOR UPDATE), so two servers reserving for the same
     * person take turns. Null when the person has no account (deleted while the upload was on its way).
     */
    async withPersonLocked<T>(userId: number, step: (ledger: LockedPhotoLedger) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        if (!owner) return null;
        const rows = await tx
          .select({ id: photos.id, state: photos.state, bytes: photos.bytes, changedAt: photos.changedAt })
          .from(photos)
          .where(eq(photos.userId, userId));
        return step({
          rows,
          async remove(ids) {
            if (ids.length === 0) return;
            await tx.delete(photos).where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
          },
          async addPending(id, at) {
            await tx.insert(photos).values({ userId, id, state: "pending", bytes: 0, changedAt: at });
          },
        });
      });
    },

    /** A reserved place becomes a kept photo; false when the reservation is gone (its owner's account was deleted). */
    async complete(userId: number, id: string, bytes: number, at: Date): Promise<boolean> {
      const done = await db
        .update(photos)
        .set({ state: "kept", bytes, changedAt: at })
        .where(and(eq(photos.userId, userId), eq(photos.id, id), eq(photos.state, "pending")))
        .returning({ id: photos.id });
      return done.length > 0;
    },

    /** Takes in a photo stored before there was a row for it; false when a row appeared meanwhile. */
    async adopt(userId: number, id: string, bytes: number, at: Date): Promise<boolean> {
      const added = await db
        .insert(photos)
        .values({ userId, id, state: "kept", bytes, changedAt: at })
        .onConflictDoNothing()
        .returning({ id: photos.id });
      return added.length > 0;
    },

    async cancel(userId: number, id: string): Promise<void> {
      await db.delete(photos).where(and(eq(photos.userId, userId), eq(photos.id, id), eq(photos.state, "pending")));
    },

    async stateOf(userId: number, id: string): Promise<PhotoRow["state"] | null> {
      const [row] = await db
        .select({ state: photos.state })
        .from(photos)
        .where(and(eq(photos.userId, userId), eq(photos.id, id)));
      return row?.state ?? null;
    },

    /** Moves a photo from `from` to `to`, stamping the change; false when it was not in `from` (or changed before `since`). */
    async move(
      userId: number,
      id: string,
      from: PhotoRow["state"],
      to: PhotoRow["state"],
      at: Date,
      since?: Date,
    ): Promise<boolean> {
      const moved = await db
        .update(photos)
        .set({ state: to, changedAt: at })
        .where(
          and(
            eq(photos.userId, userId),
            eq(photos.id, id),
            eq(photos.state, from),
            ...(since ? [gte(photos.changedAt, since)] : []),
          ),
        )
        .returning({ id: photos.id });
      return moved.length > 0;
    },

    /**
     * Removes, for everybody, discarded photos last changed before `discardedBefore` and reservations older than
     * `pendingBefore` (a server that stopped mid-upload), answering which: their bytes go next. DELETE … RETURNING,
     * so of several servers sweeping at once each row is answered to one.
     */
    async takeExpired(discardedBefore: Date, pendingBefore: Date): Promise<{ userId: number; id: string }[]> {
      return db
        .delete(photos)
        .where(
          or(
            and(eq(photos.state, "discarded"), lt(photos.changedAt, discardedBefore)),
            and(eq(photos.state, "pending"), lt(photos.changedAt, pendingBefore)),
          ),
        )
        .returning({ userId: photos.userId, id: photos.id });
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
