import { KCAL_PER_KG_BODY_WEIGHT, type TWeighInReply, type TWeightEntry, WEIGHT_LOG_LIMITS } from "@tarelka/contracts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weightLog } from "../src/db/schema";
import { addDays, localDate } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, plainDish, type TestApp } from "./helpers";

/**
 * Analytics (docs/product.md §7 /api/analytics calls; rules in contracts/analytics.ts). Each person has their own story, so
 * the tests do not disturb each other's numbers:
 * 5001 weighs in and is refused bad input; 5002 is the stranger; 5003 eats a known week against a 2000 kcal goal;
 * 5004 eats a known fortnight between two weigh-ins (the expenditure); 5005 checks the dashboard's rounding;
 * 5006 weighs in daily (the trend); 5007 tests the period's edges; 5008 lives in Pago Pago (UTC−11);
 * 5009 fills the weight log; 5010 deletes the account.
 */
const BORIS = { dailyCalorieGoal: 2000, proteinGoalG: 100, fatGoalG: 70, carbsGoalG: 250 } as const;

describe.each(BACKENDS)("analytics API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [id, profileData] of [
      [5001, { weightKg: 82, targetWeightKg: 75 }],
      [5002, {}],
      [5003, BORIS],
      [5004, {}],
      [5005, {}],
      [5006, { targetWeightKg: 75 }],
      [5007, {}],
      [5008, { timezone: "Pacific/Pago_Pago" }],
      [5009, {}],
      [5010, {}],
    ] as const) {
      await t.createUser(id, { profileData });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const weigh = (userId: number, payload: object) => call(userId, "POST", "/api/analytics/weight", payload);
  /** The weigh-in as the log keeps it, without the profile it may have changed (dashboard.test.ts covers that). */
  const entryOf = (res: { json: () => TWeighInReply }): TWeightEntry => {
    const { profile: _changed, ...entry } = res.json();
    return entry;
  };
  const read = async (userId: number, what: "weight" | "calories" | "nutrition", period = "week") => {
    const res = await call(userId, "GET", `/api/analytics/${what}/me?period=${period}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const eat = async (userId: number, date: string, dishes: object[]) => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType: "lunch", source: "manual", dishes });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** The person's today as the server sees it (UTC for a profile without a zone). */
  const today = () => localDate("UTC");

  it("logs a weigh-in rounded to 0.1 kg, with its note, and shows it in the period", async () => {
    const res = await weigh(5001, { weightKg: 82.36, notes: "  после пробежки ", date: addDays(today(), -1) });
    expect(res.statusCode).toBe(201);
    const entry = entryOf(res);
    expect(entry).toMatchObject({ date: addDays(today(), -1), weightKg: 82.4, notes: "после пробежки" });
    expect(typeof entry.id).toBe("number");
    expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);

    expect(entryOf(await weigh(5001, { weightKg: 81.94, date: today() })).weightKg).toBe(81.9);
    expect((await weigh(5001, { weightKg: 81.849, date: addDays(today(), -2) })).json().weightKg).toBe(81.8);

    const history = await read(5001, "weight");
    expect(history).toMatchObject({ period: "week", from: addDays(today(), -6), to: today(), targetWeightKg: 75 });
    expect(history.entries.map((e: { weightKg: number }) => e.weightKg)).toEqual([81.8, 82.4, 81.9]);
    expect(history.entries[1]).toEqual(entry);
    expect(history.latest).toMatchObject({ date: today(), weightKg: 81.9 });
  });

  it("replaces the day's weigh-in with a second one on the same date, an empty note becoming null", async () => {
    const date = addDays(today(), -3);
    const first = entryOf(await weigh(5001, { weightKg: 83, notes: "утром", date }));
    const second = await weigh(5001, { weightKg: 82.7, notes: "   ", date });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, date, weightKg: 82.7, notes: null });
    const third = entryOf(await weigh(5001, { weightKg: 82.6, date }));
    expect(third).toMatchObject({ id: first.id, weightKg: 82.6, notes: null });

    const onDate = (await read(5001, "weight")).entries.filter((e: { date: string }) => e.date === date);
    expect(onDate).toEqual([third]);
  });

  it("rejects bad input with VALIDATION_FAILED and stores nothing", async () => {
    const date = addDays(today(), -1);
    for (const payload of [
      { weightKg: 29.9, date },
      { weightKg: 300.1, date },
      { weightKg: -80, date },
      { weightKg: "80", date },
      { date },
      { weightKg: 80, date: "2030-02-30" },
      { weightKg: 80, date: "20.05.2030" },
      { weightKg: 80, date, notes: "x".repeat(WEIGHT_LOG_LIMITS.notesMax + 1) },
    ]) {
      const res = await weigh(5002, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.issues.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(await read(5002, "weight", "quarter")).toMatchObject({ entries: [], latest: null });

    for (const [method, url] of [
      ["GET", "/api/analytics/weight/me?period=year"],
      ["GET", "/api/analytics/calories/me?period=7"],
      ["GET", "/api/analytics/nutrition/me?period="],
      ["DELETE", "/api/analytics/weight/abc"],
      ["DELETE", "/api/analytics/weight/0"],
      // Beyond PostgreSQL's integer: refused as input rather than failing in the database.
      ["DELETE", "/api/analytics/weight/99999999999"],
    ] as const) {
      const res = await call(5002, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    // No period: the contract's default, a week.
    expect((await call(5002, "GET", "/api/analytics/calories/me")).json()).toMatchObject({
      period: "week",
      from: addDays(today(), -6),
    });
  });

  it("deletes a weigh-in; a second delete and another person's id are 404, and nobody sees another's data", async () => {
    const mine = entryOf(await weigh(5001, { weightKg: 84, date: addDays(today(), -5) }));
    await eat(5001, today(), [plainDish(1000)]);

    for (const res of [
      await call(5002, "DELETE", `/api/analytics/weight/${mine.id}`),
      await call(5002, "DELETE", "/api/analytics/weight/2147483647"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await read(5001, "weight")).entries).toContainEqual(mine);
    expect(await read(5002, "weight")).toMatchObject({ entries: [], trend: [], latest: null, changeKg: null });
    expect(await read(5002, "calories")).toMatchObject({ loggedDays: 0, averageCalories: null });
    expect((await read(5002, "calories")).days.every((d: { calories: number }) => d.calories === 0)).toBe(true);
    expect(await read(5002, "nutrition")).toMatchObject({ loggedDays: 0, averages: null, energyShares: null });

    const res = await call(5001, "DELETE", `/api/analytics/weight/${mine.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await read(5001, "weight")).entries.map((e: { id: number }) => e.id)).not.toContain(mine.id);
    expect((await call(5001, "DELETE", `/api/analytics/weight/${mine.id}`)).statusCode).toBe(404);
  });

  it("answers every day of the week, zeros where nothing was eaten, averaged over logged days only", async () => {
    const T = today();
    await eat(5003, addDays(T, -7), [plainDish(3000)]); // the day before the week: outside it
    await eat(5003, addDays(T, -6), [plainDish(1000)]);
    await eat(5003, addDays(T, -6), [plainDish(900)]); // 1900: within 10% of 2000
    await eat(5003, addDays(T, -3), [plainDish(2300)]); // 15% over
    await eat(5003, T, [plainDish(2200)]); // exactly 10% over: within

    const week = await read(5003, "calories");
    expect(week).toMatchObject({ period: "week", from: addDays(T, -6), to: T, goalCalories: 2000 });
    expect(week.days.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(T, i - 6)),
    );
    expect(week.days[0]).toEqual({
      date: addDays(T, -6),
      calories: 1900,
      protein: 95,
      fat: 47.5,
      carbs: 237.5,
      meals: 2,
    });
    expect(week.days[1]).toEqual({ date: addDays(T, -5), calories: 0, protein: 0, fat: 0, carbs: 0, meals: 0 });
    expect(week.days.map((d: { calories: number }) => d.calories)).toEqual([1900, 0, 0, 2300, 0, 0, 2200]);
    // 6400 kcal over 3 logged days, not over 7.
    expect(week).toMatchObject({ loggedDays: 3, averageCalories: 2133, daysWithinGoal: 2, estimatedExpenditure: null });

    const month = await read(5003, "calories", "month");
    expect(month.days).toHaveLength(30);
    expect(month).toMatchObject({ from: addDays(T, -29), loggedDays: 4, averageCalories: 2350, daysWithinGoal: 2 });
    expect((await read(5003, "calories", "quarter")).days).toHaveLength(90);

    // Without a goal the within-goal count means nothing.
    await eat(5002, T, [plainDish(2000)]);
    expect(await read(5002, "calories")).toMatchObject({ goalCalories: null, loggedDays: 1, daysWithinGoal: null });
  });

  it("averages macros over logged days against the profile's goals, with energy shares at 4, 9 and 4 kcal/g", async () => {
    const week = await read(5003, "nutrition");
    // Logged days of the week above: 6400 kcal, 320 g protein, 160 g fat, 800 g carbs over 3 days.
    expect(week).toMatchObject({
      period: "week",
      from: addDays(today(), -6),
      to: today(),
      loggedDays: 3,
      averages: { calories: 2133, protein: 106.7, fat: 53.3, carbs: 266.7 },
      goals: { calories: 2000, protein: 100, fat: 70, carbs: 250 },
    });
    // 1280 + 1440 + 3200 = 5920 kcal from the macros.
    expect(week.energyShares).toEqual({ protein: 0.216, fat: 0.243, carbs: 0.541 });

    expect(await read(5004, "nutrition")).toMatchObject({
      loggedDays: 0,
      averages: null,
      energyShares: null,
      goals: { calories: null, protein: null, fat: null, carbs: null },
    });
  });

  it("sums a day exactly as the dashboard does, dish by dish", async () => {
    // Rounded dish by dish, the two pinches of salt are 0 kcal each and the day 135 kcal; summed first, 136.
    const T = today();
    const dishes = [
      { name: "суп", grams: 140, per100g: { calories: 52.3, protein: 3.33, fat: 1.27, carbs: 11.1 } },
      { name: "масло", grams: 7, per100g: { calories: 884, protein: 0, fat: 100, carbs: 0 } },
      { name: "соль", grams: 3, per100g: { calories: 9, protein: 1.7, fat: 0.2, carbs: 0.1 } },
      { name: "соль", grams: 3, per100g: { calories: 9, protein: 1.7, fat: 0.2, carbs: 0.1 } },
    ].map((d) => ({ ...d, foodId: null, isEstimate: false }));
    await eat(5005, T, dishes.slice(0, 2));
    await eat(5005, T, dishes.slice(2));

    const summary = (await call(5005, "GET", `/api/meals/summary?date=${T}`)).json();
    const day = (await read(5005, "calories")).days.at(-1);
    expect(summary.totals).toEqual({ calories: 135, protein: 4.9, fat: 8.8, carbs: 15.5 });
    expect(day).toEqual({ date: T, ...summary.totals, meals: 2 });
    expect((await read(5005, "nutrition")).averages).toEqual(summary.totals);
  });

  it("smooths the weight trend by 0.1 a day and measures the change on the trend", async () => {
    const T = today();
    await weigh(5006, { weightKg: 80, date: addDays(T, -2) });
    await weigh(5006, { weightKg: 81, date: addDays(T, -1) });
    await weigh(5006, { weightKg: 79, date: T });

    const history = await read(5006, "weight");
    // 80, then 80 + 0.1 × (81 − 80), then 80.1 + 0.1 × (79 − 80.1).
    expect(history.trend).toEqual([
      { date: addDays(T, -2), weightKg: 80 },
      { date: addDays(T, -1), weightKg: 80.1 },
      { date: T, weightKg: 79.99 },
    ]);
    expect(history).toMatchObject({ changeKg: -0.01, targetWeightKg: 75 });
    expect(history.latest).toMatchObject({ date: T, weightKg: 79 });

    // A week between weigh-ins counts as a week of smoothing: 1 − 0.9^7 of the way.
    await weigh(5006, { weightKg: 78, date: addDays(T, -9) });
    const month = await read(5006, "weight", "month");
    expect(month.trend[1]).toEqual({ date: addDays(T, -2), weightKg: 79.04 });
    expect(month.trend[0]).toEqual({ date: addDays(T, -9), weightKg: 78 });
  });

  it("estimates expenditure from intake and the trend between weigh-ins at least 7 days apart", async () => {
    const T = today();
    const first = addDays(T, -14);
    const last = addDays(T, -7);
    await weigh(5004, { weightKg: 80, date: first });
    await weigh(5004, { weightKg: 79, date: last });
    const meals = [];
    for (let i = 0; i < 7; i++) meals.push(await eat(5004, addDays(first, i), [plainDish(2000)]));
    // The last weigh-in's own day cannot show on that reading yet, so it is outside the window.
    await eat(5004, last, [plainDish(5000)]);

    // The trend moved 1 − 0.9^7 ≈ 0.5217 kg down in 7 days: 2000 + 0.5217 × 7700 / 7 ≈ 2574 kcal a day.
    const moved = 1 - 0.9 ** 7;
    const expected = Math.round(2000 + (moved * KCAL_PER_KG_BODY_WEIGHT) / 7);
    expect(expected).toBe(2574);
    const month = await read(5004, "calories", "month");
    expect(month).toMatchObject({ loggedDays: 8, averageCalories: 2375, estimatedExpenditure: expected });
    const weight = await read(5004, "weight", "month");
    expect(weight.changeKg).toBe(-0.52);

    // Both weigh-ins are before this week: nothing to estimate from.
    expect((await read(5004, "calories")).estimatedExpenditure).toBeNull();

    // 5 of the 7 days logged is still 70%; 4 is not.
    for (const meal of meals.slice(0, 2))
      expect((await call(5004, "DELETE", `/api/meals/${meal.id}`)).statusCode).toBe(204);
    expect((await read(5004, "calories", "month")).estimatedExpenditure).toBe(expected);
    expect((await call(5004, "DELETE", `/api/meals/${meals[2].id}`)).statusCode).toBe(204);
    expect((await read(5004, "calories", "month")).estimatedExpenditure).toBeNull();
  });

  it("bounds a period by calendar days: 6 days ago is inside the week, 7 days ago is not", async () => {
    const T = today();
    const inside = entryOf(await weigh(5007, { weightKg: 70, date: addDays(T, -6) }));
    const outside = entryOf(await weigh(5007, { weightKg: 71, date: addDays(T, -7) }));
    const old = entryOf(await weigh(5007, { weightKg: 72, date: addDays(T, -40) }));
    await eat(5007, addDays(T, -6), [plainDish(600)]);
    await eat(5007, addDays(T, -7), [plainDish(800)]);

    expect((await read(5007, "weight")).entries).toEqual([inside]);
    expect((await read(5007, "weight", "month")).entries).toEqual([outside, inside]);
    expect((await read(5007, "weight", "quarter")).entries).toEqual([old, outside, inside]);
    expect(await read(5007, "calories")).toMatchObject({ loggedDays: 1, averageCalories: 600 });
    expect(await read(5007, "calories", "month")).toMatchObject({ loggedDays: 2, averageCalories: 700 });
    expect((await read(5007, "nutrition")).averages.calories).toBe(600);

    // `latest` is the newest weigh-in ever, even before the period, but never one dated after today.
    await call(5007, "DELETE", `/api/analytics/weight/${inside.id}`);
    await call(5007, "DELETE", `/api/analytics/weight/${outside.id}`);
    await weigh(5007, { weightKg: 69, date: addDays(T, 3) });
    expect(await read(5007, "weight")).toMatchObject({ entries: [], trend: [], changeKg: null, latest: old });
  });

  it("dates weigh-ins and periods by the person's time zone: header first, then profile", async () => {
    const kiritimati = localDate("Pacific/Kiritimati");
    const pagoPago = localDate("Pacific/Pago_Pago");
    // 25 hours apart, the two are never on the same date.
    expect(kiritimati).not.toBe(pagoPago);

    const byHeader = await t.app.inject({
      method: "POST",
      url: "/api/analytics/weight",
      headers: { ...t.headersFor(5008), "x-user-timezone": "Pacific/Kiritimati" },
      payload: { weightKg: 60 },
    });
    expect(byHeader.statusCode).toBe(201);
    expect(byHeader.json().date).toBe(kiritimati);
    const byProfile = entryOf(await weigh(5008, { weightKg: 61 }));
    expect(byProfile.date).toBe(pagoPago);

    const inPagoPago = await read(5008, "weight");
    expect(inPagoPago).toMatchObject({ to: pagoPago, from: addDays(pagoPago, -6), latest: byProfile });
    expect(inPagoPago.entries).toEqual([byProfile]);
    const inKiritimati = await t.app.inject({
      method: "GET",
      url: "/api/analytics/calories/me?period=week",
      headers: { ...t.headersFor(5008), "x-user-timezone": "Pacific/Kiritimati" },
    });
    expect(inKiritimati.json()).toMatchObject({ to: kiritimati, from: addDays(kiritimati, -6) });
    expect(inKiritimati.json().days.at(-1).date).toBe(kiritimati);
  });

  it(`keeps at most ${WEIGHT_LOG_LIMITS.entriesMax} weigh-ins per person, also under concurrent logs`, async () => {
    const max = WEIGHT_LOG_LIMITS.entriesMax;
    const user = (await call(5009, "GET", "/api/users/me")).json();
    // Filled straight in the database: the API path is what is under test, not two thousand requests.
    await t.app.deps.database.db
      .insert(weightLog)
      .values(
        Array.from({ length: max - 3 }, (_, i) => ({ userId: user.id, date: addDays("2000-01-01", i), weightKg: 70 })),
      );

    // Five new dates at once with three places left: exactly three get in.
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => weigh(5009, { weightKg: 70, date: addDays("2030-01-01", i) })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe("WEIGHT_LOG_LIMIT_REACHED");
    }
    const [stored] = await t.app.deps.database.db
      .select({ n: count() })
      .from(weightLog)
      .where(eq(weightLog.userId, user.id));
    expect(stored?.n).toBe(max);

    // Replacing a day's weigh-in adds no row, so it is allowed at the limit; a deleted one frees its place.
    const kept = burst.find((r) => r.statusCode === 201)?.json();
    expect((await weigh(5009, { weightKg: 71, date: kept.date })).statusCode).toBe(201);
    expect((await weigh(5009, { weightKg: 71, date: "2031-01-01" })).statusCode).toBe(409);
    expect((await call(5009, "DELETE", `/api/analytics/weight/${kept.id}`)).statusCode).toBe(204);
    expect((await weigh(5009, { weightKg: 71, date: "2031-01-01" })).statusCode).toBe(201);
    // The limit is per person.
    expect((await weigh(5002, { weightKg: 71, date: "2031-01-01" })).statusCode).toBe(201);
  });

  it("deletes a person's weigh-ins together with their account", async () => {
    const user = (await call(5010, "GET", "/api/users/me")).json();
    expect((await weigh(5010, { weightKg: 90, date: today() })).statusCode).toBe(201);
    expect((await call(5010, "DELETE", "/api/users/me")).statusCode).toBe(204);
    const [left] = await t.app.deps.database.db
      .select({ n: count() })
      .from(weightLog)
      .where(eq(weightLog.userId, user.id));
    expect(left?.n).toBe(0);
    await t.createUser(5010);
    expect(await read(5010, "weight")).toMatchObject({ entries: [], latest: null });
  });

  it("requires a signed-in person with an account", async () => {
    for (const [method, url] of [
      ["POST", "/api/analytics/weight"],
      ["DELETE", "/api/analytics/weight/1"],
      ["GET", "/api/analytics/weight/me?period=week"],
      ["GET", "/api/analytics/calories/me?period=week"],
      ["GET", "/api/analytics/nutrition/me?period=week"],
    ] as const) {
      const payload = method === "POST" ? { weightKg: 80 } : undefined;
      const unsigned = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(unsigned.statusCode, `${method} ${url}`).toBe(401);
      const noAccount = await call(5999, method, url, payload);
      expect(noAccount.statusCode, `${method} ${url}`).toBe(404);
      expect(noAccount.json().error.code).toBe("USER_NOT_FOUND");
    }
  });
});
