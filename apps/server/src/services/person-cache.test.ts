import { describe, expect, it } from "vitest";
import { type OnChange, watchHub } from "../db/change-watch";
import { createPersonCache, PERSON_CHANNEL, type PersonCacheOptions, personChanged } from "./person-cache";

/** A watch the test drives: whether it hears changes, and the changes it hears. */
function testWatch() {
  let onChange: OnChange = () => undefined;
  const state = { live: true, channel: "" };
  return {
    state,
    hear: (payload: string | null) => onChange(payload),
    watch: (channel: string, listener: OnChange) => {
      state.channel = channel;
      onChange = listener;
      return {
        get live() {
          return state.live;
        },
        close: async () => undefined,
      };
    },
  };
}

/** A person's entry of `foods` foods, as the own-foods cache holds them. */
interface Entry {
  userId: number;
  foods: string[];
}
const entry = (userId: number, foods = 0): Entry => ({
  userId,
  foods: Array.from({ length: foods }, (_, i) => `f${i}`),
});
const ownFoodsCache = (watch: PersonCacheOptions<Entry>["watch"], more: Partial<PersonCacheOptions<Entry>> = {}) =>
  createPersonCache<Entry>({
    watch,
    staleOn: ["foods", "account"],
    personOf: (e) => e.userId,
    weigh: (e) => 1 + e.foods.length,
    maxWeight: 20_000,
    ...more,
  });

/** A loader that counts its calls and answers what `answer` says at the time. */
function loader(answer: () => Entry | null) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    return answer();
  };
  return { calls, load };
}

describe("a person's data in memory", () => {
  it("answers from memory while changes are heard, and reads again after the person's change", async () => {
    const w = testWatch();
    const cache = ownFoodsCache(w.watch);
    expect(w.state.channel).toBe(PERSON_CHANNEL);
    let current = entry(7, 1);
    const l = loader(() => current);
    expect(await cache.read("vk7", l.load)).toEqual(current);
    expect(await cache.read("vk7", l.load)).toEqual(current);
    expect(l.calls.n).toBe(1);

    current = entry(7, 2);
    // Another person's change, and a change of what this cache does not hold, keep the entry.
    w.hear("8:foods");
    w.hear("7:diary");
    expect((await cache.read("vk7", l.load))?.foods).toHaveLength(1);
    w.hear("7:foods");
    expect((await cache.read("vk7", l.load))?.foods).toHaveLength(2);
    expect(l.calls.n).toBe(2);
  });

  it("keeps nothing while changes are not heard, and forgets all when they may have been missed", async () => {
    const w = testWatch();
    const cache = ownFoodsCache(w.watch);
    const l = loader(() => entry(7));
    await cache.read("vk7", l.load);
    w.state.live = false;
    await cache.read("vk7", l.load);
    await cache.read("vk7", l.load);
    expect(l.calls.n).toBe(3);
    expect(cache.size).toBe(0);

    w.state.live = true;
    await cache.read("vk7", l.load);
    await cache.read("vk7", l.load);
    expect(l.calls.n).toBe(4);
    w.hear(null);
    expect(cache.size).toBe(0);
    await cache.read("vk7", l.load);
    expect(l.calls.n).toBe(5);
  });

  it("does not keep a read that a change overtook, nor a missing account", async () => {
    const w = testWatch();
    const cache = ownFoodsCache(w.watch);
    // The change is heard while the statement is on its way: what it answers may be from before the change.
    const overtaken = loader(() => {
      w.hear("7:account");
      return entry(7);
    });
    await cache.read("vk7", overtaken.load);
    expect(cache.size).toBe(0);

    const missing = loader(() => null);
    expect(await cache.read("vk8", missing.load)).toBeNull();
    expect(await cache.read("vk8", missing.load)).toBeNull();
    expect(missing.calls.n).toBe(2);
  });

  it("reads again after its time, and drops every key of a person", async () => {
    let now = 0;
    const w = testWatch();
    const cache = ownFoodsCache(w.watch, { ttlMs: 1_000, now: () => now });
    const l = loader(() => entry(7));
    await cache.read("vk7", l.load);
    now = 999;
    await cache.read("vk7", l.load);
    now = 1_000;
    await cache.read("vk7", l.load);
    expect(l.calls.n).toBe(2);

    // One person under two keys (a first screen's days, say): a change of the person drops both.
    await cache.read("vk7 other", l.load);
    expect(cache.size).toBe(2);
    w.hear("7:account");
    expect(cache.size).toBe(0);
  });

  it("forgets a person at once when this server tells of its own change, and a read under way then is not kept", async () => {
    // The database's own notifications never come here: only what the server tells itself.
    const hub = watchHub(() => ({ live: true, close: async () => undefined }));
    const cache = ownFoodsCache(hub.watch);
    const accounts = createPersonCache<Entry>({
      watch: hub.watch,
      staleOn: ["account"],
      personOf: (e) => e.userId,
      weigh: () => 1,
      maxWeight: 100,
    });
    await cache.read("vk7", async () => entry(7));
    await accounts.read("vk7", async () => entry(7));
    // A change of the account is told to every cache that depends on it, not only the accounts'.
    personChanged(hub, 7, "account");
    expect([cache.size, accounts.size]).toEqual([0, 0]);
    await cache.read("vk7", async () => {
      personChanged(hub, 9, "foods");
      return entry(7);
    });
    expect(cache.size).toBe(0);
    await cache.read("vk7", async () => entry(7));
    await accounts.read("vk7", async () => entry(7));
    personChanged(hub, 7, "foods");
    expect([cache.size, accounts.size]).toEqual([0, 1]);
  });

  it("holds at most its weight in foods, letting the least recently read go first", async () => {
    const w = testWatch();
    const cache = ownFoodsCache(w.watch, { maxWeight: 10 });
    await cache.read("a", async () => entry(1, 3));
    await cache.read("b", async () => entry(2, 3));
    // "a" is read again, so "b" is now the least recent.
    await cache.read("a", async () => entry(1, 0));
    await cache.read("c", async () => entry(3, 3));
    expect(cache.size).toBe(2);
    const b = loader(() => entry(2, 3));
    await cache.read("b", b.load);
    expect(b.calls.n).toBe(1);
    // A list heavier than the whole budget is answered, not kept.
    const heavy = loader(() => entry(4, 20));
    await cache.read("d", heavy.load);
    await cache.read("d", heavy.load);
    expect(heavy.calls.n).toBe(2);
  });
});
