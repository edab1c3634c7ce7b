import type { OwnFood } from "@tarelka/nutrition";
import type { ChangeWatch, OnChange } from "../db/change-watch";

/** A signed-in person's account id and own foods, as the meal-text analysis and the food search read them. */
export interface OwnFoodsEntry {
  userId: number;
  foods: OwnFood[];
}

/** The channel the database announces a person's own-food changes on (drizzle/0018_own_foods_changes.sql). */
export const OWN_FOODS_CHANNEL = "own_foods_changed";

export interface OwnFoodsCacheOptions {
  /** Starts hearing the channel: the database handle's watch (db/change-watch.ts). */
  watch: (channel: string, onChange: OnChange) => ChangeWatch;
  /** Foods held at most, people counted as one each too, so a few long lists cannot grow memory without bound. */
  maxWeight?: number;
  /** An entry is read again after this long even when no change was heard: a safety net, not the freshness rule. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * A person's own foods kept in this server's memory between the requests that read them (decision 031): the
 * meal-text analysis runs as a person types and confirms, and its one statement cost more than the engine itself.
 *
 * Fresh because the database announces every change of a person's foods or account (a trigger, on commit) and
 * each server hears it (LISTEN): the entry is dropped then, and a read that was under way while any change was heard
 * is not kept, since it may hold what came before. While the notifications are not heard (before LISTEN took
 * effect, after a lost connection) nothing is answered from memory. Least recently used entries go first.
 */
export function createOwnFoodsCache(options: OwnFoodsCacheOptions) {
  const maxWeight = options.maxWeight ?? 20_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { entry: OwnFoodsEntry; at: number }>();
  const keyOfUser = new Map<number, string>();
  let weight = 0;
  // Bumped by every change heard: a read begun before a change is not kept (see above).
  let changes = 0;

  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    keyOfUser.delete(held.entry.userId);
    weight -= 1 + held.entry.foods.length;
  };
  const forgetAll = () => {
    entries.clear();
    keyOfUser.clear();
    weight = 0;
  };

  const watch = options.watch(OWN_FOODS_CHANNEL, (payload) => {
    changes += 1;
    if (payload === null) return forgetAll();
    const key = keyOfUser.get(Number(payload));
    if (key !== undefined) drop(key);
  });

  return {
    /**
     * The person's entry from memory when it is known fresh, otherwise `load`'s, kept for next time when nothing
     * changed meanwhile. Null (no account) is never kept: an account made on another server must be found at once.
     */
    async read(key: string, load: () => Promise<OwnFoodsEntry | null>): Promise<OwnFoodsEntry | null> {
      const held = entries.get(key);
      if (held && watch.live && now() - held.at < ttlMs) {
        // Map order is recency: the entry moves to the newest end.
        entries.delete(key);
        entries.set(key, held);
        return held.entry;
      }
      if (held) drop(key);
      const changesBefore = changes;
      const loaded = await load();
      const entryWeight = loaded ? 1 + loaded.foods.length : 0;
      if (!loaded || !watch.live || changes !== changesBefore || entryWeight > maxWeight) return loaded;
      drop(key);
      const stale = keyOfUser.get(loaded.userId);
      if (stale !== undefined) drop(stale);
      entries.set(key, { entry: loaded, at: now() });
      keyOfUser.set(loaded.userId, key);
      weight += entryWeight;
      for (const oldest of entries.keys()) {
        if (weight <= maxWeight) break;
        drop(oldest);
      }
      return loaded;
    },

    /**
     * Forgets a person at once, after a change this server made and committed: the database's announcement of it
     * reaches this server too, but only after the reply that told the person it was done.
     */
    forget(person: { userId: number } | { key: string }): void {
      changes += 1;
      const key = "key" in person ? person.key : keyOfUser.get(person.userId);
      if (key !== undefined) drop(key);
    },

    /** People held now (tests, and the bench's check that the cache is in use). */
    get size(): number {
      return entries.size;
    },
  };
}

export type OwnFoodsCache = ReturnType<typeof createOwnFoodsCache>;
