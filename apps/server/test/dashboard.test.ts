import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeGoalBreakdown } from "../src/services/goals-service";
import { addDays, localDate } from "../src/services/meal-dates";
import { BACKENDS, countRoundTrips, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * What the dashboard reads and writes beyond meals (docs/product.md §2 Dashboard): the day's water and streak in
 * the day's summary, and a weigh-in that moves the profile's weight and the goals that follow it. Each person has
 * their own story: 6101 drinks and eats on a broken run of days; 6102 has a computed goal and weighs in; 6103 typed
 * their own calorie goal; 6104 is the stranger.
 */
const BODY = { age: 34, gender: "female", heightCm: 168, weightKg: 82, activityLevel: "moderate", targetWeightKg: 70 };

describe.each(BACKENDS)("dashboard reads and weigh-ins on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createUser(6101, { profileData: BODY });
    await t.createUser(6102, { profileData: BODY });
    await t.createUser(6103, { profileData: { ...BODY, dailyCalorieGoal: 1700 } });
    await t.createUser(6104, { profileData: BODY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const today = () => localDate("UTC");
  const summary = async (userId: number, date: string) => {
    const res = await call(userId, "GET", `/api/meals/summary?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const eat = async (userId: number, date: string) => {
    const res = await call(userId, "POST", "/api/meals", {
      date,
      mealType: "lunch",
      source: "manual",
      dishes: [plainDish(400)],
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const me = async (userId: number) => (await call(userId, "GET", "/api/users/me")).json();

  it("answers the day's water against the goal, that day's only and the owner's only", async () => {
    const d = today();
    for (const [volumeMl, date] of [
      [250, d],
      [330, d],
      [500, addDays(d, -1)],
    ] as const) {
      const res = await call(6101, "POST", "/api/water-intake/log", { volumeMl, date, source: "quick" });
      expect(res.statusCode, res.body).toBe(201);
    }
    const goalMl = (await me(6101)).profileData.waterGoalMl;
    expect(goalMl).toBeGreaterThan(0);
    expect((await summary(6101, d)).water).toEqual({ totalMl: 580, goalMl });
    expect((await summary(6101, addDays(d, -1))).water).toEqual({ totalMl: 500, goalMl });
    expect((await summary(6104, d)).water).toEqual({ totalMl: 0, goalMl });
  });

  it("reads the day's summary with one statement", async () => {
    await eat(6104, addDays(today(), -3));
    // The account is read once and then kept in memory (decision 031): read it first, so only the route's own counts.
    await t.send(6104, "GET", "/api/users/me");
    const sent = await countRoundTrips(t, () => summary(6104, today()));
    expect(sent.transactions).toBe(0);
    expect(sent.statements).toHaveLength(1);
  });

  it("counts the streak of days with meals up to the day, alive while the day has no meal yet", async () => {
    const d = today();
    expect((await summary(6101, d)).streakDays).toBe(0);
    // Six days ago, then four, three and two days ago: a broken run, then three days in a row.
    for (const ago of [6, 4, 3, 2]) await eat(6101, addDays(d, -ago));
    // The newest run ended two days ago: yesterday had no meal, so it is broken today.
    expect((await summary(6101, d)).streakDays).toBe(0);
    expect((await summary(6101, addDays(d, -2))).streakDays).toBe(3);
    // The day after a run, without a meal yet, still shows it.
    expect((await summary(6101, addDays(d, -1))).streakDays).toBe(3);
    await eat(6101, addDays(d, -1));
    expect((await summary(6101, d)).streakDays).toBe(4);
    await eat(6101, d);
    await eat(6101, d);
    expect((await summary(6101, d)).streakDays).toBe(5);
    expect((await summary(6101, addDays(d, -5))).streakDays).toBe(1);
    // Someone else's diary counts for nothing.
    expect((await summary(6104, d)).streakDays).toBe(0);
  });

  it("makes today's weigh-in the profile's weight and recomputes a computed calorie goal, saying what it was", async () => {
    const before = (await me(6102)).profileData;
    expect(before.calorieGoalOverridden).toBe(false);
    const res = await call(6102, "POST", "/api/analytics/weight", { weightKg: 78.04 });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json();
    expect(reply.weightKg).toBe(78);
    const expected = computeGoalBreakdown({ ...BODY, weightKg: 78 } as Parameters<typeof computeGoalBreakdown>[0]);
    expect(expected.dailyCalorieGoal).not.toBe(before.dailyCalorieGoal);
    expect(reply.profile).toMatchObject({ previousWeightKg: 82, previousCalorieGoal: before.dailyCalorieGoal });
    expect(reply.profile.user.profileData).toMatchObject({
      weightKg: 78,
      dailyCalorieGoal: expected.dailyCalorieGoal,
      waterGoalMl: expected.waterGoalMl,
      proteinGoalG: expected.proteinGoalG,
    });
    // Stored, not only answered: the next read of the person and of the day measures against the new goal.
    expect((await me(6102)).profileData).toMatchObject({ weightKg: 78, dailyCalorieGoal: expected.dailyCalorieGoal });
    expect((await summary(6102, today())).goals.calories).toBe(expected.dailyCalorieGoal);
  });

  it("leaves the profile alone for an older day's weigh-in or one dated after today", async () => {
    const d = today();
    const older = await call(6102, "POST", "/api/analytics/weight", { weightKg: 90, date: addDays(d, -3) });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json().profile).toBeNull();
    const later = await call(6102, "POST", "/api/analytics/weight", { weightKg: 60, date: addDays(d, 1) });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().profile).toBeNull();
    expect((await me(6102)).profileData.weightKg).toBe(78);
  });

  it("keeps a calorie goal the person typed, while the weight still changes", async () => {
    const res = await call(6103, "POST", "/api/analytics/weight", { weightKg: 80 });
    expect(res.statusCode, res.body).toBe(201);
    const { profile } = res.json();
    expect(profile.previousCalorieGoal).toBe(1700);
    expect(profile.user.profileData).toMatchObject({
      weightKg: 80,
      dailyCalorieGoal: 1700,
      calorieGoalOverridden: true,
    });
    expect((await me(6103)).profileData).toMatchObject({ weightKg: 80, dailyCalorieGoal: 1700 });
    // The stranger's profile did not move.
    expect((await me(6104)).profileData.weightKg).toBe(82);
  });
});
