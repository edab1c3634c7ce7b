import { ACHIEVEMENT_IDS, ACHIEVEMENT_TARGETS } from "@tarelka/contracts";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { achievements } from "../src/db/schema";
import { addDays } from "../src/services/meal-dates";
import { monthKey } from "../src/services/usage-limit";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * Achievements (docs/product.md §3 Achievement, §7 /api/achievements calls; rules in contracts/achievements.ts). Each person
 * has their own story, so the tests do not disturb each other's counts:
 * 6001 logs a first meal and is notified; 6002 builds a streak; 6003 logs from a photo; 6004 eats to a 2000 kcal
 * goal; 6005 drinks to a 2000 ml goal; 6006 weighs in towards 75 kg; 6007 deletes the meal that earned it;
 * 6008 is the stranger; 6009 and 6010 mark separately; 6011 reads concurrently; 6012 deletes the account.
 */
const PEOPLE = [
  [6001, {}],
  [6002, {}],
  [6003, {}],
  [6004, { dailyCalorieGoal: 2000 }],
  [6005, { waterGoalMl: 2000 }],
  [6006, { targetWeightKg: 75 }],
  [6007, {}],
  [6008, { dailyCalorieGoal: 2000, waterGoalMl: 2000, targetWeightKg: 75 }],
  [6009, {}],
  [6010, {}],
  [6011, {}],
  [6012, {}],
] as const;

/** Dates relative to the person's today (UTC for a profile without a zone), so the tests hold on any day. */
const today = () => new Date().toISOString().slice(0, 10);

interface Achievement {
  id: string;
  status: "in_progress" | "completed" | "unlocked";
  progress: number;
  target: number;
  achievedAt: string | null;
}

describe.each(BACKENDS)("achievements API on %s", (backend) => {
  let t: TestApp;
  const accounts = new Map<number, number>();
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [id, profileData] of PEOPLE) accounts.set(id, await t.createUser(id, { profileData }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const list = async (userId: number): Promise<Achievement[]> => {
    const res = await call(userId, "GET", "/api/achievements/me");
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byId = async (userId: number) => new Map((await list(userId)).map((a) => [a.id, a]));
  const mark = (userId: number, achievementIds: unknown) =>
    call(userId, "POST", "/api/achievements/me/mark-notified", { achievementIds });
  const eat = async (userId: number, date: string, kcal = 500, source = "manual", recognised = true) => {
    // A photo meal follows a photo the vision provider recognised, which spent one analysis (photo-analysis.ts).
    if (source === "photo" && recognised) {
      await t.app.deps.repositories.meals.takePhotoAnalysis(accounts.get(userId) as number, monthKey(new Date()), 1e6);
    }
    const res = await call(userId, "POST", "/api/meals", {
      date,
      mealType: "lunch",
      source,
      dishes: [plainDish(kcal)],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const storedRows = async (userId: number) => {
    const [row] = await t.app.deps.database.db
      .select({ n: count() })
      .from(achievements)
      .where(eq(achievements.userId, accounts.get(userId) as number));
    return row?.n ?? 0;
  };

  it("gives a new person every achievement in progress at 0, in contract order with the contract's targets", async () => {
    const got = await list(6001);
    expect(got).toEqual(
      ACHIEVEMENT_IDS.map((id) => ({
        id,
        status: "in_progress",
        progress: 0,
        target: ACHIEVEMENT_TARGETS[id],
        achievedAt: null,
      })),
    );
    expect(got).toHaveLength(12);
    expect(await storedRows(6001)).toBe(0);
  });

  it("completes first-meal with the meal, then unlocks it on mark-notified; ids not earned are ignored", async () => {
    const before = Date.now();
    await eat(6001, today());
    const got = await byId(6001);
    const firstMeal = got.get("first-meal");
    expect(firstMeal).toMatchObject({ status: "completed", progress: 1, target: 1 });
    const achievedAt = Date.parse(firstMeal?.achievedAt ?? "");
    expect(achievedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(achievedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(got.get("meals-50")).toMatchObject({ status: "in_progress", progress: 1, achievedAt: null });
    expect(got.get("streak-3")).toMatchObject({ status: "in_progress", progress: 1 });
    // Read again: the same award, not a new one.
    expect((await byId(6001)).get("first-meal")).toEqual(firstMeal);

    const res = await mark(6001, ["first-meal", "first-photo"]);
    expect(res.statusCode, res.body).toBe(200);
    const marked = new Map((res.json() as Achievement[]).map((a) => [a.id, a]));
    expect(res.json().map((a: Achievement) => a.id)).toEqual(ACHIEVEMENT_IDS);
    expect(marked.get("first-meal")).toEqual({ ...firstMeal, status: "unlocked" });
    expect(marked.get("first-photo")).toMatchObject({ status: "in_progress", progress: 0, achievedAt: null });
    expect((await byId(6001)).get("first-meal")?.status).toBe("unlocked");

    // Marked before it was earned means nothing: earned later, it is still news to the person.
    await eat(6001, today(), 300, "photo");
    expect((await byId(6001)).get("first-photo")).toMatchObject({ status: "completed", progress: 1 });
    // Marking again keeps the first notification's time.
    const [row] = await t.app.deps.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, accounts.get(6001) as number), eq(achievements.achievementId, "first-meal")));
    expect(row?.notifiedAt).toBeInstanceOf(Date);
    expect((await mark(6001, ["first-meal"])).statusCode).toBe(200);
    const [again] = await t.app.deps.database.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, accounts.get(6001) as number), eq(achievements.achievementId, "first-meal")));
    expect(again?.notifiedAt).toEqual(row?.notifiedAt);
  });

  it("refuses bad mark-notified bodies with VALIDATION_FAILED", async () => {
    for (const payload of [
      { achievementIds: [] },
      { achievementIds: ["first-meal", "no-such-achievement"] },
      { achievementIds: ["FIRST-MEAL"] },
      { achievementIds: "first-meal" },
      { achievementIds: [1] },
      { achievementIds: Array.from({ length: 13 }, () => "first-meal") },
      {},
    ]) {
      const res = await call(6008, "POST", "/api/achievements/me/mark-notified", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    const noBody = await call(6008, "POST", "/api/achievements/me/mark-notified");
    expect(noBody.statusCode).toBe(400);
  });

  it("counts the longest run of consecutive days with a meal: a gap breaks it, the longest run counts", async () => {
    const T = today();
    for (const d of [-9, -8, -6, -5]) await eat(6002, addDays(T, d));
    // Two meals on one day are one day of the streak.
    await eat(6002, addDays(T, -5));
    let got = await byId(6002);
    expect(got.get("streak-3")).toMatchObject({ status: "in_progress", progress: 2, achievedAt: null });
    expect(got.get("first-meal")).toMatchObject({ status: "completed" });
    expect(got.get("meals-50")?.progress).toBe(5);

    // -9 -8 -7 -6 -5: five days in a row.
    await eat(6002, addDays(T, -7));
    got = await byId(6002);
    expect(got.get("streak-3")).toMatchObject({ status: "completed", progress: 3, target: 3 });
    expect(got.get("streak-3")?.achievedAt).not.toBeNull();
    expect(got.get("streak-7")).toMatchObject({ status: "in_progress", progress: 5 });
    expect(got.get("streak-30")).toMatchObject({ status: "in_progress", progress: 5 });

    // A shorter run later does not replace the longest.
    for (const d of [-2, -1, 0]) await eat(6002, addDays(T, d));
    expect((await byId(6002)).get("streak-7")?.progress).toBe(5);
  });

  it("earns first-photo only for a meal logged from a recognised photo", async () => {
    await eat(6003, today(), 400, "text");
    expect((await byId(6003)).get("first-photo")).toMatchObject({ status: "in_progress", progress: 0 });
    // A photo kept without recognition (no vision provider) and saved as a photo meal is not a recognised photo.
    await eat(6003, today(), 400, "photo", false);
    expect((await byId(6003)).get("first-photo")).toMatchObject({ status: "in_progress", progress: 0 });
    await eat(6003, today(), 400, "photo");
    const got = await byId(6003);
    expect(got.get("first-photo")).toMatchObject({ status: "completed", progress: 1 });
    expect(got.get("meals-50")?.progress).toBe(3);
  });

  it("counts days within 10% of the profile's calorie goal, and none for a person without a goal", async () => {
    const T = today();
    // Within: 1800 and 2200 are exactly 10% off. Not within: 2300, and 1500 split over two meals.
    for (const [d, kcal] of [
      [-10, 1800],
      [-9, 2200],
      [-8, 2000],
      [-6, 1900],
      [-5, 2300],
      [-4, 2100],
    ] as const)
      await eat(6004, addDays(T, d), kcal);
    await eat(6004, addDays(T, -3), 1000);
    await eat(6004, addDays(T, -3), 500);
    expect((await byId(6004)).get("goal-days-7")).toMatchObject({ status: "in_progress", progress: 5 });

    // The same meals count as one day: 1000 + 1000 = 2000.
    await eat(6004, addDays(T, -2), 1000);
    await eat(6004, addDays(T, -2), 1000);
    expect((await byId(6004)).get("goal-days-7")).toMatchObject({ status: "in_progress", progress: 6 });
    await eat(6004, addDays(T, -1), 2050);
    expect((await byId(6004)).get("goal-days-7")).toMatchObject({ status: "completed", progress: 7, target: 7 });

    // Without a calorie goal the same eating counts nothing.
    for (let d = -7; d < 0; d++) await eat(6007, addDays(T, d), 2000);
    expect((await byId(6007)).get("goal-days-7")).toMatchObject({ status: "in_progress", progress: 0 });
  });

  it("counts days whose water reached the profile's water goal", async () => {
    const log = async (volumeMl: number, date: string) =>
      expect((await call(6005, "POST", "/api/water-intake/log", { volumeMl, date })).statusCode).toBe(201);
    const T = today();
    await log(1500, addDays(T, -1));
    await log(499, addDays(T, -1));
    await log(3000, addDays(T, -3)); // a different day: does not top up the first
    let got = await byId(6005);
    expect(got.get("water-goal-1")).toMatchObject({ status: "completed", progress: 1 });
    expect(got.get("water-goal-7")).toMatchObject({ status: "in_progress", progress: 1 });

    await log(1, addDays(T, -1)); // 2000 exactly: reached
    got = await byId(6005);
    expect(got.get("water-goal-7")).toMatchObject({ status: "in_progress", progress: 2 });

    // Another person's water counts nothing for a person without a goal.
    expect((await call(6007, "POST", "/api/water-intake/log", { volumeMl: 3000 })).statusCode).toBe(201);
    expect((await byId(6007)).get("water-goal-1")?.progress).toBe(0);
  });

  it("counts weigh-ins, and the target weight once the newest weigh-in is within 0.5 kg of it", async () => {
    const weigh = async (weightKg: number, date: string) =>
      expect((await call(6006, "POST", "/api/analytics/weight", { weightKg, date })).statusCode).toBe(201);
    const T = today();
    await weigh(74.5, addDays(T, -3)); // within, but not the newest
    await weigh(75.6, addDays(T, -1));
    // Dated after today: not the person's current weight (as the weight screen's `latest`).
    await weigh(75, addDays(T, 2));
    let got = await byId(6006);
    expect(got.get("first-weigh-in")).toMatchObject({ status: "completed", progress: 1 });
    expect(got.get("weigh-ins-10")).toMatchObject({ status: "in_progress", progress: 3 });
    expect(got.get("target-weight")).toMatchObject({ status: "in_progress", progress: 0 });

    await weigh(74.4, T);
    expect((await byId(6006)).get("target-weight")).toMatchObject({ status: "in_progress", progress: 0 });
    await weigh(74.5, T); // replaces the day's weigh-in
    got = await byId(6006);
    expect(got.get("target-weight")).toMatchObject({ status: "completed", progress: 1 });
    expect(got.get("weigh-ins-10")?.progress).toBe(4);

    // Earned stays earned when the weight moves away again.
    await weigh(78, T);
    expect((await byId(6006)).get("target-weight")?.status).toBe("completed");
  });

  it("keeps an achievement earned after the meal that earned it is deleted", async () => {
    const meal = await eat(6009, today());
    const earned = (await byId(6009)).get("first-meal");
    expect(earned?.status).toBe("completed");
    expect((await call(6009, "DELETE", `/api/meals/${meal.id}`)).statusCode).toBe(204);
    const got = await byId(6009);
    expect(got.get("first-meal")).toEqual(earned);
    // What is not earned follows the diary down.
    expect(got.get("meals-50")).toMatchObject({ status: "in_progress", progress: 0 });
  });

  it("counts only the person's own diary, and marking touches only the person's own achievements", async () => {
    // By now the others have meals, photos, streaks, goal days, water and weigh-ins: none of it is the stranger's.
    expect((await list(6008)).every((a) => a.status === "in_progress" && a.progress === 0)).toBe(true);
    expect((await mark(6008, ["first-meal", "streak-3"])).statusCode).toBe(200);
    expect((await byId(6002)).get("streak-3")?.status).toBe("completed");

    await eat(6010, today());
    expect((await byId(6010)).get("first-meal")?.status).toBe("completed");
    expect((await byId(6009)).get("first-meal")?.status).toBe("completed");
    expect((await mark(6009, ["first-meal"])).json()[0]).toMatchObject({ id: "first-meal", status: "unlocked" });
    expect((await byId(6010)).get("first-meal")?.status).toBe("completed");
    expect((await byId(6009)).get("first-meal")?.status).toBe("unlocked");
  });

  it("stores an award once when reads arrive together, and none of them fails", async () => {
    for (let d = -2; d <= 0; d++) await eat(6011, addDays(today(), d));
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(6011, "GET", "/api/achievements/me")));
    for (const res of replies) expect(res.statusCode, res.body).toBe(200);
    const stamps = replies.map((res) => {
      const got = new Map((res.json() as Achievement[]).map((a) => [a.id, a]));
      expect(got.get("first-meal")?.status).toBe("completed");
      expect(got.get("streak-3")?.status).toBe("completed");
      return [got.get("first-meal")?.achievedAt, got.get("streak-3")?.achievedAt];
    });
    // Every reply shows the one stored award's time.
    expect(new Set(stamps.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(await storedRows(6011)).toBe(2);
  });

  it("deletes a person's achievements together with their account", async () => {
    await eat(6012, today());
    expect((await byId(6012)).get("first-meal")?.status).toBe("completed");
    expect(await storedRows(6012)).toBe(1);
    expect((await call(6012, "DELETE", "/api/users/me")).statusCode).toBe(204);
    expect(await storedRows(6012)).toBe(0);
    await t.createUser(6012);
    expect((await list(6012)).every((a) => a.status === "in_progress" && a.progress === 0)).toBe(true);
  });

  it("requires a signed-in person with an account", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/achievements/me", undefined],
      ["POST", "/api/achievements/me/mark-notified", { achievementIds: ["first-meal"] }],
    ] as const) {
      const unsigned = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(unsigned.statusCode, `${method} ${url}`).toBe(401);
      const noAccount = await call(5999, method, url, payload);
      expect(noAccount.statusCode, `${method} ${url}`).toBe(404);
      expect(noAccount.json().error.code).toBe("USER_NOT_FOUND");
    }
  });
});
