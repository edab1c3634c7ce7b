import type { ChangeWatch, OnChange } from "../db/change-watch";

/** The channel the database announces a person's changes on (drizzle/0018_person_changes.sql). */
export const PERSON_CHANNEL = "person_changed";

/** What changed, as the announcement says after the person's id: their account row, own foods, or diary. */
export type PersonChange = "account" | "foods" | "diary";

/**
 * Tells every cache of this server at once of a change of a person it made and committed, as the database's
 * announcement would (decision 031): that announcement reaches this server too, but on PostgreSQL only after the
 * reply that told the person it was done, and their next request may come first.
 */
export function personChanged(
  database: { tell(channel: string, payload: string): void },
  person: number,
  what: PersonChange,
): void {
  database.tell(PERSON_CHANNEL, `${person}:${what}`);
}

export interface PersonCacheOptions<T> {
  /** Starts hearing the channel: the database handle's watch (db/change-watch.ts). */
  watch: (channel: string, onChange: OnChange) => ChangeWatch;
  /** The changes that make an entry stale. */
  staleOn: readonly PersonChange[];
  /** Whose an entry is. */
  personOf: (value: T) => number;
  /** What an entry counts against `maxWeight`: at least 1, more for long lists. */
  weigh: (value: T) => number;
  /** The sum of entries' weights held at most, so a few long lists cannot grow memory without bound. */
  maxWeight: number;
  /** An entry is read again after this long even when no change was heard: a safety net, not the freshness rule. */
  ttlMs?: number;
  /** The moment an entry stops being true by itself (a paid period's end, say), when it has one. */
  validUntil?: (value: T) => number;
  now?: () => number;
}

/**
 * What a person's requests read again and again, kept in this server's memory between them (decision 031).
 *
 * Fresh because the database announces every change of a person's data (a trigger, on commit) and each server
 * hears it (LISTEN): the person's entries are dropped then, and a read that was under way while such a change was
 * heard is not kept, since it may hold what came before. While the announcements are not heard (before LISTEN took
 * effect, after a lost connection) nothing is answered from memory. Least recently used entries go first; null
 * (no such account) is never kept, so an account made on another server is found at once.
 */
export function createPersonCache<T>(options: PersonCacheOptions<T>) {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; at: number; weight: number }>();
  const keysOfPerson = new Map<number, Set<string>>();
  let weight = 0;
  // Bumped by every change that concerns this cache: a read begun before one is not kept (see above).
  let changes = 0;

  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    weight -= held.weight;
    const person = options.personOf(held.value);
    const keys = keysOfPerson.get(person);
    keys?.delete(key);
    if (keys?.size === 0) keysOfPerson.delete(person);
  };
  const forgetPerson = (person: number) => {
    for (const key of [...(keysOfPerson.get(person) ?? [])]) drop(key);
  };

  const watch = options.watch(PERSON_CHANNEL, (payload) => {
    if (payload === null) {
      changes += 1;
      entries.clear();
      keysOfPerson.clear();
      weight = 0;
      return;
    }
    const [person, what] = payload.split(":");
    if (!options.staleOn.includes(what as PersonChange)) return;
    changes += 1;
    forgetPerson(Number(person));
  });

  return {
    /**
     * The entry from memory when it is known fresh, otherwise `load`'s, kept for next time when nothing changed
     * meanwhile.
     */
    async read(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const held = entries.get(key);
      const at = now();
      if (held && watch.live && at - held.at < ttlMs && at < (options.validUntil?.(held.value) ?? Infinity)) {
        // Map order is recency: the entry moves to the newest end.
        entries.delete(key);
        entries.set(key, held);
        return held.value;
      }
      if (held) drop(key);
      const changesBefore = changes;
      const value = await load();
      if (value === null || !watch.live || changes !== changesBefore) return value;
      const entryWeight = options.weigh(value);
      if (entryWeight > options.maxWeight) return value;
      drop(key);
      const person = options.personOf(value);
      entries.set(key, { value, at: now(), weight: entryWeight });
      keysOfPerson.set(person, (keysOfPerson.get(person) ?? new Set()).add(key));
      weight += entryWeight;
      for (const oldest of entries.keys()) {
        if (weight <= options.maxWeight) break;
        drop(oldest);
      }
      return value;
    },

    /** Entries held now. */
    get size(): number {
      return entries.size;
    },
  };
}

export type PersonCache<T> = ReturnType<typeof createPersonCache<T>>;
