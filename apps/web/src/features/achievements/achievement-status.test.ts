import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS, type TAchievement, type TAchievementList } from "@tarelka/contracts";
import { describe, expect, it } from "vitest";
import {
  formatEarnedDate,
  groupAchievements,
  mayReplaceToast,
  progressPercent,
  progressText,
  toAnnounce,
  unlockSummary,
} from "./achievement-status";
import { achievements as enCatalog } from "./strings/en";
import { achievements as ruCatalog } from "./strings/ru";

/** A full list as the server answers it: every id in contract order, in progress unless told otherwise. */
function listWith(overrides: Partial<Record<TAchievement["id"], Partial<TAchievement>>> = {}): TAchievementList {
  return ACHIEVEMENT_IDS.map((id) => ({
    id,
    status: "in_progress" as const,
    progress: 0,
    target: ACHIEVEMENT_TARGETS[id],
    achievedAt: null,
    ...overrides[id],
  }));
}

const EARNED_AT = "2026-11-21T09:30:00.000Z";

describe("achievement groups (docs/product.md §3 states)", () => {
  it("puts completed and unlocked ones under earned, each group in the contract's order", () => {
    const list = listWith({
      "meals-50": { status: "unlocked", progress: 50, achievedAt: EARNED_AT },
      "first-meal": { status: "completed", progress: 1, achievedAt: EARNED_AT },
    });
    const { earned, inProgress } = groupAchievements(list);
    expect(earned.map((a) => a.id)).toEqual(["first-meal", "meals-50"]);
    expect(inProgress.map((a) => a.id)).toEqual(
      ACHIEVEMENT_IDS.filter((id) => id !== "first-meal" && id !== "meals-50"),
    );
  });
});

describe("which achievements to announce", () => {
  it("announces only completed ones (earned, not yet shown), in the contract's order", () => {
    const list = listWith({
      "streak-3": { status: "completed", progress: 3, achievedAt: EARNED_AT },
      "first-meal": { status: "completed", progress: 1, achievedAt: EARNED_AT },
      "first-photo": { status: "unlocked", progress: 1, achievedAt: EARNED_AT },
    });
    expect(toAnnounce(list, new Set())).toEqual(["first-meal", "streak-3"]);
  });

  it("never announces one this session already showed, even when a late read still calls it completed", () => {
    const list = listWith({
      "first-meal": { status: "completed", progress: 1, achievedAt: EARNED_AT },
      "water-goal-1": { status: "completed", progress: 1, achievedAt: EARNED_AT },
    });
    expect(toAnnounce(list, new Set(["first-meal"]))).toEqual(["water-goal-1"]);
    expect(toAnnounce(list, new Set(["first-meal", "water-goal-1"]))).toEqual([]);
  });

  it("has nothing to announce when nothing is earned", () => {
    expect(toAnnounce(listWith(), new Set())).toEqual([]);
    expect(unlockSummary([])).toBeNull();
  });

  it("names the first of several in one toast and counts the rest (docs/product.md §2: one toast at a time)", () => {
    expect(unlockSummary(["first-meal"])).toEqual({ first: "first-meal", more: 0 });
    expect(unlockSummary(["first-meal", "streak-3", "water-goal-1"])).toEqual({ first: "first-meal", more: 2 });
  });
});

describe("progress", () => {
  it("reads as 'progress / target'", () => {
    expect(progressText({ progress: 3, target: 7 })).toBe("3 / 7");
    expect(progressText({ progress: 0, target: 50 })).toBe("0 / 50");
  });

  it("never shows more than the target or less than nothing", () => {
    expect(progressText({ progress: 9, target: 7 })).toBe("7 / 7");
    expect(progressPercent({ progress: 9, target: 7 })).toBe(100);
    expect(progressPercent({ progress: -1, target: 7 })).toBe(0);
  });

  it("fills the bar by share", () => {
    expect(progressPercent({ progress: 1, target: 3 })).toBe(33);
    expect(progressPercent({ progress: 25, target: 50 })).toBe(50);
  });
});

describe("the day it was earned", () => {
  it("is written in the person's language", () => {
    expect(formatEarnedDate("ru", EARNED_AT, "UTC")).toBe("21 ноября 2026 г.");
    expect(formatEarnedDate("en", EARNED_AT, "UTC")).toBe("November 21, 2026");
  });

  it("is the person's own day: late evening in UTC is already tomorrow in Moscow", () => {
    expect(formatEarnedDate("en", "2026-11-21T22:30:00.000Z", "Europe/Moscow")).toBe("November 22, 2026");
  });

  it("is absent while in progress or when the timestamp cannot be read", () => {
    expect(formatEarnedDate("ru", null)).toBeNull();
    expect(formatEarnedDate("ru", "not a date")).toBeNull();
  });
});

describe("descriptions", () => {
  it("name the contract's count in both languages, so a changed target cannot leave the text behind", () => {
    for (const id of ACHIEVEMENT_IDS) {
      const target = ACHIEVEMENT_TARGETS[id];
      if (target === 1) continue;
      expect(ruCatalog.items[id].description, `ru ${id}`).toContain(String(target));
      expect(enCatalog.items[id].description, `en ${id}`).toContain(String(target));
    }
  });

  it("exist for every achievement of the contract and no other", () => {
    expect(Object.keys(ruCatalog.items).sort()).toEqual([...ACHIEVEMENT_IDS].sort());
  });
});

describe("when the unlock toast may show (docs/product.md §2: one toast at a time)", () => {
  it("shows when nothing is on screen or the toast there is already closing", () => {
    expect(mayReplaceToast(null)).toBe(true);
    expect(mayReplaceToast({ type: "error", open: false })).toBe(true);
  });

  it("takes the place of a plain confirmation", () => {
    expect(mayReplaceToast({ type: "success", open: true })).toBe(true);
    expect(mayReplaceToast({ type: "info", open: true })).toBe(true);
  });

  it("waits for an error, a warning or a toast with a button such as an undo", () => {
    expect(mayReplaceToast({ type: "error", open: true })).toBe(false);
    expect(mayReplaceToast({ type: "warning", open: true })).toBe(false);
    expect(mayReplaceToast({ type: "success", open: true, action: { label: "Undo", onClick: () => {} } })).toBe(false);
  });
});
