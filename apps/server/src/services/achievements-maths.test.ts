import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS } from "@tarelka/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  achievementCounts,
  achievementList,
  currentStreak,
  type DiaryFacts,
  isAtTargetWeight,
  longestStreak,
  newlyEarned,
} from "./achievements-maths";
import { addDays } from "./meal-dates";

const EMPTY: DiaryFacts = {
  meals: 0,
  photoMeals: 0,
  longestStreak: 0,
  daysWithinGoal: 0,
  waterGoalDays: 0,
  weighIns: 0,
  latestWeightKg: null,
  targetWeightKg: null,
};

const zeroCounts = () => achievementCounts(EMPTY);

describe("currentStreak", () => {
  it("counts a run ending on the day or the day before, and nothing for an older run", () => {
    expect(currentStreak(null, "2026-11-25")).toBe(0);
    expect(currentStreak({ lastDate: "2026-11-25", days: 4 }, "2026-11-25")).toBe(4);
    // Today has no meal yet: yesterday's run still stands until the day is over.
    expect(currentStreak({ lastDate: "2026-11-24", days: 4 }, "2026-11-25")).toBe(4);
    expect(currentStreak({ lastDate: "2026-11-23", days: 4 }, "2026-11-25")).toBe(0);
    expect(currentStreak({ lastDate: "2026-12-31", days: 2 }, "2027-01-01")).toBe(2);
  });
});

describe("longestStreak", () => {
  it("is 0 without days and 1 for a single day", () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(["2026-11-01"])).toBe(1);
  });

  it("counts consecutive calendar days; a gap starts a new run and the longest run wins", () => {
    expect(longestStreak(["2026-11-01", "2026-11-02", "2026-11-03"])).toBe(3);
    expect(longestStreak(["2026-11-01", "2026-11-02", "2026-11-04", "2026-11-05", "2026-11-06"])).toBe(3);
    expect(longestStreak(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05"])).toBe(3);
    expect(longestStreak(["2026-11-01", "2026-11-03", "2026-11-05"])).toBe(1);
  });

  it("runs across month, year and leap-day boundaries", () => {
    expect(longestStreak(["2026-12-30", "2026-12-31", "2027-01-01"])).toBe(3);
    expect(longestStreak(["2028-02-28", "2028-02-29", "2028-03-01"])).toBe(3);
    // 2027 has no 29 February: the 28th and 1 March are consecutive.
    expect(longestStreak(["2027-02-28", "2027-03-01"])).toBe(2);
  });

  it("ignores order and repeated dates", () => {
    expect(longestStreak(["2026-11-03", "2026-11-01", "2026-11-02", "2026-11-02"])).toBe(3);
  });

  it("is the length of any run of n consecutive days, whatever else lies far apart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 3000 }), (n, offset) => {
        const start = addDays("2020-01-01", offset);
        const run = Array.from({ length: n }, (_, i) => addDays(start, i));
        // A lone day two days past the run cannot extend it.
        const lone = addDays(start, n + 1);
        expect(longestStreak([lone, ...run].reverse())).toBe(n);
      }),
    );
  });
});

describe("isAtTargetWeight", () => {
  it("counts 0.5 kg either side as reached, edges included, and 0.6 kg as not", () => {
    expect(isAtTargetWeight(75, 75)).toBe(true);
    expect(isAtTargetWeight(75.5, 75)).toBe(true);
    expect(isAtTargetWeight(74.5, 75)).toBe(true);
    expect(isAtTargetWeight(70.4, 69.9)).toBe(true);
    expect(isAtTargetWeight(75.6, 75)).toBe(false);
    expect(isAtTargetWeight(74.4, 75)).toBe(false);
  });
});

describe("achievementCounts", () => {
  it("counts nothing for an empty diary", () => {
    expect(Object.values(zeroCounts()).every((n) => n === 0)).toBe(true);
    expect(Object.keys(zeroCounts()).sort()).toEqual([...ACHIEVEMENT_IDS].sort());
  });

  it("counts meals, photo meals, the longest streak and weigh-ins", () => {
    const counts = achievementCounts({
      ...EMPTY,
      meals: 5,
      photoMeals: 2,
      longestStreak: 2,
      weighIns: 4,
    });
    expect(counts).toMatchObject({
      "first-meal": 5,
      "meals-50": 5,
      "first-photo": 2,
      "streak-3": 2,
      "streak-7": 2,
      "streak-30": 2,
      "first-weigh-in": 4,
      "weigh-ins-10": 4,
    });
  });

  it("counts goal days and water goal days as the diary's totals count them", () => {
    expect(achievementCounts({ ...EMPTY, daysWithinGoal: 3 })["goal-days-7"]).toBe(3);
    const counts = achievementCounts({ ...EMPTY, waterGoalDays: 2 });
    expect(counts["water-goal-1"]).toBe(2);
    expect(counts["water-goal-7"]).toBe(2);
  });

  it("counts the target weight once the newest weigh-in is within 0.5 kg of a set target", () => {
    const at = (latestWeightKg: number | null, targetWeightKg: number | null) =>
      achievementCounts({ ...EMPTY, latestWeightKg, targetWeightKg })["target-weight"];
    expect(at(75.5, 75)).toBe(1);
    expect(at(75.6, 75)).toBe(0);
    expect(at(null, 75)).toBe(0);
    expect(at(75, null)).toBe(0);
  });
});

describe("newlyEarned and achievementList", () => {
  const achievedAt = new Date("2026-11-01T10:00:00Z");

  it("earns the ids whose count reached the target and that are not stored yet", () => {
    const counts = { ...zeroCounts(), "first-meal": 3, "streak-3": 3, "streak-7": 6 };
    expect(newlyEarned(counts, [])).toEqual(["first-meal", "streak-3"]);
    expect(newlyEarned(counts, [{ achievementId: "first-meal" }])).toEqual(["streak-3"]);
  });

  it("lists every id in contract order, in progress with the count capped at the target", () => {
    const list = achievementList({ ...zeroCounts(), "meals-50": 70, "streak-7": 4 }, []);
    expect(list.map((a) => a.id)).toEqual(ACHIEVEMENT_IDS);
    for (const a of list) {
      expect(a).toMatchObject({ status: "in_progress", target: ACHIEVEMENT_TARGETS[a.id], achievedAt: null });
    }
    expect(list.find((a) => a.id === "meals-50")?.progress).toBe(50);
    expect(list.find((a) => a.id === "streak-7")?.progress).toBe(4);
  });

  it("shows an earned one as completed until notified and unlocked after, at its full target even if the count fell", () => {
    const list = achievementList(zeroCounts(), [
      { achievementId: "streak-7", achievedAt, notifiedAt: null },
      { achievementId: "first-meal", achievedAt, notifiedAt: new Date("2026-11-02T10:00:00Z") },
      // An id the contract no longer knows is left out rather than breaking the reply.
      { achievementId: "retired-badge", achievedAt, notifiedAt: null },
    ]);
    expect(list).toHaveLength(ACHIEVEMENT_IDS.length);
    expect(list.find((a) => a.id === "streak-7")).toEqual({
      id: "streak-7",
      status: "completed",
      progress: 7,
      target: 7,
      achievedAt: "2026-11-01T10:00:00.000Z",
    });
    expect(list.find((a) => a.id === "first-meal")).toMatchObject({ status: "unlocked", progress: 1 });
  });
});
