import type { TRecommendation } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import { formatCount, formatDay, formatTime, replaceRecommendation } from "./format";

/** Intl separates thousands with a no-break space in Russian: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("numbers and dates per locale", () => {
  it("writes counts the way each language does", () => {
    expect(plain(formatCount("ru", 1000))).toBe("1 000");
    expect(formatCount("en", 1000)).toBe("1,000");
    expect(formatCount("ru", 100)).toBe("100");
  });

  it("names a diary day without moving it across midnight", () => {
    expect(formatDay("ru", "2026-11-21")).toBe("21 ноября");
    expect(formatDay("en", "2026-11-21")).toBe("November 21");
    expect(formatDay("ru", "2026-01-01")).toBe("1 января");
  });

  it("gives the time of a message in the person's clock", () => {
    expect(formatTime("ru", "2026-11-21T09:05:00.000Z", "UTC")).toBe("09:05");
    expect(formatTime("ru", "2026-11-21T09:05:00.000Z", "Europe/Moscow")).toBe("12:05");
    expect(plain(formatTime("en", "2026-11-21T21:05:00.000Z", "UTC"))).toBe("9:05 PM");
    expect(formatTime("en", "garbage", "UTC")).toBe("");
  });
});

describe("a recommendation read (docs/product.md §7 PUT recommendations/{id}/read)", () => {
  const rec = (id: number, read = false): TRecommendation => ({
    id,
    date: "2026-11-21",
    topic: "protein",
    priority: "high",
    title: `t${id}`,
    text: "text",
    read,
    createdAt: "2026-11-21T09:00:00.000Z",
  });

  it("replaces only the one the server answered for, keeping the order", () => {
    const list = [rec(3), rec(2), rec(1)];
    const next = replaceRecommendation(list, rec(2, true));
    expect(next.map((r) => [r.id, r.read])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
    // The cached list itself is not changed: a new one is made for the cache.
    expect(list[1]?.read).toBe(false);
  });

  it("leaves a list without it as it was", () => {
    expect(replaceRecommendation([rec(1)], rec(9, true))).toEqual([rec(1)]);
  });
});
