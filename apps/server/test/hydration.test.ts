import type { TDishInput, THydrationAnalysis } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFood } from "../src/services/dish-micronutrients";
import { localDate } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

/**
 * Hydration analysis (docs/product.md §3 Hydration analysis, §7 /api/hydration calls). Person 3201's profile gives a
 * water goal of 2300 ml (30 ml × 70 kg × 1.1, moderate activity); 3202 has no profile and so no goal.
 */
const ANNA = { gender: "female", age: 30, heightCm: 165, weightKg: 70, activityLevel: "moderate" } as const;
const apple: TDishInput = {
  name: "Яблоко",
  grams: 200,
  per100g: { calories: 52, protein: 0.3, fat: 0.2, carbs: 13.8 },
  foodId: "apple",
  isEstimate: false,
};
const estimate: TDishInput = { ...apple, name: "Что-то", foodId: null, isEstimate: true };

describe.each(BACKENDS)("hydration analysis API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createUser(3201, { profileData: ANNA });
    await t.createUser(3202, { profileData: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const analysis = async (userId: number, date: string): Promise<THydrationAnalysis> => {
    const res = await call(userId, "GET", `/api/hydration/analysis/${date}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("counts the day's water against the goal, adds the water of known foods, and advises the rest in glasses", async () => {
    const date = "2030-07-01";
    for (const volumeMl of [500, 300]) {
      expect((await call(3201, "POST", "/api/water-intake/log", { volumeMl, date })).statusCode).toBe(201);
    }
    const meal = await call(3201, "POST", "/api/meals", {
      date,
      mealType: "snack",
      source: "text",
      dishes: [apple, estimate],
    });
    expect(meal.statusCode).toBe(201);

    const got = await analysis(3201, date);
    const appleWater = ((catalogFood("apple")?.micronutrients.water ?? 0) * 200) / 100;
    expect(appleWater).toBeGreaterThan(100);
    expect(got).toMatchObject({ date, goalMl: 2300, drankMl: 800, foodWaterMl: Math.round(appleWater) });
    expect(got.progress).toBeCloseTo(800 / 2300);
    // Half of the day's dish grams are an estimate without a food: the food's water is a lower bound.
    expect(got.foodKnownShare).toBeCloseTo(0.5);
    expect(got.advice).toContainEqual({ kind: "below-goal", remainingMl: 1500, glasses: 6 });
    expect(got.advice).toContainEqual({ kind: "food-water", foodWaterMl: Math.round(appleWater) });
    // Entries added now for a day long past carry no time of drinking.
    expect(got.timing).toMatchObject({ morningMl: 0, afternoonMl: 0, eveningMl: 0, firstAt: null, lastAt: null });
  });

  it("analyses today by the person's time zone when POST names no day, and reads the time of drinking there", async () => {
    const zone = "Asia/Vladivostok";
    const headers = { ...t.headersFor(3202), "x-user-timezone": zone };
    const logged = await t.app.inject({
      method: "POST",
      url: "/api/water-intake/log",
      headers,
      payload: { volumeMl: 250 },
    });
    expect(logged.statusCode).toBe(201);
    const res = await t.app.inject({ method: "POST", url: "/api/hydration/analyze-day", headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const got: THydrationAnalysis = res.json();
    expect(got.date).toBe(localDate(zone));
    expect(got.goalMl).toBeNull();
    expect(got.advice.map((a) => a.kind)).toEqual(["no-goal"]);
    const clock = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const loggedAt = new Date(logged.json().createdAt);
    expect(got.timing.firstAt).toBe(clock.format(loggedAt));
    expect(got.timing.morningMl + got.timing.afternoonMl + got.timing.eveningMl).toBe(250);
  });

  it("sees only the caller's own diary, and refuses bad days and bodies", async () => {
    const other = await analysis(3202, "2030-07-01");
    expect(other).toMatchObject({
      drankMl: 0,
      foodWaterMl: 0,
      advice: [{ kind: "no-goal" }, { kind: "nothing-logged" }],
    });
    for (const url of ["/api/hydration/analysis/2030-13-01", "/api/hydration/analysis/1999-12-31"]) {
      expect((await call(3201, "GET", url)).statusCode).toBe(400);
    }
    const bad = await call(3201, "POST", "/api/hydration/analyze-day", { date: "2030-07-01\u0000" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("answers 404 before onboarding and 401 without a signed launch", async () => {
    expect((await call(3299, "GET", "/api/hydration/analysis/2030-07-01")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/hydration/analyze-day", payload: {} })).statusCode).toBe(
      401,
    );
  });
});
