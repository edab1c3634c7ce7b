import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDate } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * GET /api/analytics/recommendations/me (docs/product.md §7; rules in services/analytics-advice.ts), on the real
 * server and database. 5101 overeats a week and loses weight fast; 5102 is the stranger with an empty diary;
 * 5103 keeps to the goal; 5104 keeps to the goal on fatty food.
 */
describe.each(BACKENDS)("analytics advice API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const goal = { dailyCalorieGoal: 2000, gender: "female" } as const;
    for (const [id, profileData] of [
      [5101, goal],
      [5102, {}],
      [5103, goal],
      [5104, goal],
    ] as const) {
      await t.createUser(id, { profileData });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const advice = async (userId: number, query = "") => {
    const res = await call(userId, "GET", `/api/analytics/recommendations/me${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const eat = async (userId: number, daysAgo: number, dish: object) => {
    const date = addDays(localDate("UTC"), -daysAgo);
    const res = await call(userId, "POST", "/api/meals", { date, mealType: "lunch", source: "manual", dishes: [dish] });
    expect(res.statusCode, res.body).toBe(201);
  };
  const weigh = async (userId: number, daysAgo: number, weightKg: number) => {
    const date = addDays(localDate("UTC"), -daysAgo);
    const res = await call(userId, "POST", "/api/analytics/weight", { date, weightKg });
    expect(res.statusCode, res.body).toBe(201);
  };

  it("advises on a week over the goal with a too fast loss, and a stranger's empty diary gets none of it", async () => {
    for (const daysAgo of [0, 1, 2, 3]) await eat(5101, daysAgo, plainDish(2600));
    // 80 → 77 kg in 6 days: the trend (smoothed) still falls about 1.6 kg a week.
    await weigh(5101, 6, 80);
    await weigh(5101, 0, 77);

    const today = localDate("UTC");
    const mine = await advice(5101);
    expect(mine).toMatchObject({ period: "week", from: addDays(today, -6), to: today });
    expect(mine.items).toEqual([
      { kind: "fastLoss", kgPerWeek: expect.any(Number), limitKgPerWeek: 1 },
      { kind: "overGoal", averageCalories: 2600, goalCalories: 2000, targetCalories: 2000 },
      { kind: "consistency", daysWithinGoal: 0, loggedDays: 4 },
    ]);
    expect(mine.items[0].kgPerWeek).toBeLessThan(-1.5);
    expect(mine.items[0].kgPerWeek).toBeGreaterThan(-1.8);

    // A quarter needs 39 logged days: four say too little, but the loss is still flagged.
    expect((await advice(5101, "?period=quarter")).items).toEqual([
      { kind: "logMore", loggedDays: 4, neededDays: 39, periodDays: 90 },
      expect.objectContaining({ kind: "fastLoss" }),
    ]);

    // The stranger sees only their own empty diary: no meals and no weigh-ins of 5101.
    expect((await advice(5102)).items).toEqual([{ kind: "logMore", loggedDays: 0, neededDays: 3, periodDays: 7 }]);
  });

  it("praises a week kept to the goal, and names the macros outside their ranges", async () => {
    for (const daysAgo of [0, 1, 2, 4, 5]) await eat(5103, daysAgo, plainDish(2000));
    expect((await advice(5103, "?period=week")).items).toEqual([
      { kind: "goalMet", averageCalories: 2000, goalCalories: 2000, daysWithinGoal: 5, loggedDays: 5 },
    ]);

    // 5 g protein, 18 g fat and 5 g carbs per 100 g: four fifths of the energy from fat.
    const fatty = {
      name: "сало",
      grams: 1000,
      per100g: { calories: 200, protein: 5, fat: 18, carbs: 5 },
      foodId: null,
      isEstimate: false,
    };
    for (const daysAgo of [0, 1, 2]) await eat(5104, daysAgo, fatty);
    const items = (await advice(5104)).items;
    expect(items.map((i: { kind: string; nutrient?: string }) => i.nutrient ?? i.kind)).toEqual([
      "protein",
      "fat",
      "carbs",
      "goalMet",
    ]);
    expect(items[1]).toMatchObject({ min: 0.2, max: 0.35 });
    expect(items[1].share).toBeGreaterThan(0.75);
  });

  it("refuses a period it does not know with 400, and answers nobody unsigned", async () => {
    for (const query of ["?period=year", "?period=", "?period=week&period=month"]) {
      const res = await call(5102, "GET", `/api/analytics/recommendations/me${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const unsigned = await t.app.inject({ method: "GET", url: "/api/analytics/recommendations/me" });
    expect(unsigned.statusCode).toBe(401);
  });
});
