import { describe, expect, it } from "vitest";
import type { OnChange } from "../db/change-watch";
import { createOwnFoodsCache, OWN_FOODS_CHANNEL, type OwnFoodsEntry } from "./own-foods-cache";

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

const food = (name: string) => ({ id: `mine:${name}`, name, per100g: { calories: 1, protein: 0, fat: 0, carbs: 0 } });
const entry = (userId: number, foods = 0): OwnFoodsEntry => ({
  userId,
  foods: Array.from({ length: foods }, (_, i) => food(`f${i}`)),
});

/** A loader that counts its calls and answers what `answer` says at the time. */
function loader(answer: () => OwnFoodsEntry | null) {
  const calls = { n: 0 };
  return { calls, load: async () => (calls.n++, answer()) };
}

describe("own foods in memory", () => {
  it("answers from memory while changes are heard, and reads again after the person's change", async () => {
    const w = testWatch();
    const cache = createOwnFoodsCache({ watch: w.watch });
    expect(w.state.channel).toBe(OWN_FOODS_CHANNEL);
    let current = entry(7, 1);
    const l = loader(() => current);
    expect(await cache.read("vk7", l.load)).toEqual(current);
    expect(await cache.read("vk7", l.load)).toEqual(current);
    expect(l.calls.n).toBe(1);

    current = entry(7, 2);
    w.hear("8");
    expect((await cache.read("vk7", l.load))?.foods).toHaveLength(1);
    w.hear("7");
    expect((await cache.read("vk7", l.load))?.foods).toHaveLength(2);
    expect(l.calls.n).toBe(2);
  });

  it("keeps nothing while changes are not heard, and forgets all when they may have been missed", async () => {
    const w = testWatch();
    const cache = createOwnFoodsCache({ watch: w.watch });
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
    const cache = createOwnFoodsCache({ watch: w.watch });
    // The change is heard while the statement is on its way: what it answers may be from before the change.
    const overtaken = loader(() => {
      w.hear("7");
      return entry(7);
    });
    await cache.read("vk7", overtaken.load);
    expect(cache.size).toBe(0);

    const missing = loader(() => null);
    expect(await cache.read("vk8", missing.load)).toBeNull();
    expect(await cache.read("vk8", missing.load)).toBeNull();
    expect(missing.calls.n).toBe(2);
  });

  it("reads again after its time, and keeps one entry per account when the identity moved", async () => {
    let now = 0;
    const w = testWatch();
    const cache = createOwnFoodsCache({ watch: w.watch, ttlMs: 1_000, now: () => now });
    const l = loader(() => entry(7));
    await cache.read("vk7", l.load);
    now = 999;
    await cache.read("vk7", l.load);
    now = 1_000;
    await cache.read("vk7", l.load);
    expect(l.calls.n).toBe(2);

    await cache.read("vk-moved", l.load);
    expect(cache.size).toBe(1);
    w.hear("7");
    expect(cache.size).toBe(0);
  });

  it("holds at most its weight in foods, letting the least recently read go first", async () => {
    const w = testWatch();
    const cache = createOwnFoodsCache({ watch: w.watch, maxWeight: 10 });
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
