import type { TDishInput } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, countRoundTrips, createTestApp, type TestApp } from "./helpers";

const buckwheat: TDishInput = {
  name: "Гречка",
  grams: 200,
  per100g: { calories: 110, protein: 4.2, fat: 1.1, carbs: 21.3 },
  foodId: "buckwheat-boiled",
  isEstimate: false,
};
const cutlet: TDishInput = {
  name: "Котлета",
  grams: 100,
  per100g: { calories: 250, protein: 15, fat: 18, carbs: 8 },
  foodId: null,
  isEstimate: true,
};

describe.each(BACKENDS)("meals API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [id, goals] of [
      [2001, { dailyCalorieGoal: 1800, proteinGoalG: 90, fatGoalG: 60, carbsGoalG: 200 }],
      [2002, {}],
      [2003, { timezone: "Asia/Vladivostok" }],
    ] as const) {
      await t.createUser(id, { profileData: goals });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });

  it("logs a meal with its dishes, its day and its diary in one statement", async () => {
    // The account is read once and then kept in memory (decision 031): read it first, so only the route's own counts.
    await t.send(2002, "GET", "/api/users/me");
    const sent = await countRoundTrips(t, async () => {
      const res = await call(2002, "POST", "/api/meals", {
        date: "2030-07-01",
        mealType: "lunch",
        source: "manual",
        dishes: [
          {
            name: "суп",
            grams: 300,
            per100g: { calories: 40, protein: 2, fat: 1, carbs: 5 },
            foodId: null,
            isEstimate: false,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(sent.transactions).toBe(0);
    expect(sent.statements).toHaveLength(1);
  });

  it("lists a day's meals with their dishes in one statement", async () => {
    // The account is read once and then kept in memory (decision 031): read it first, so only the route's own counts.
    await t.send(2002, "GET", "/api/users/me");
    const sent = await countRoundTrips(t, async () => {
      const res = await call(2002, "GET", "/api/meals?date=2030-07-01");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meals.length).toBeGreaterThan(0);
    });
    expect(sent.transactions).toBe(0);
    expect(sent.statements).toHaveLength(1);
  });

  it("creates a meal from a confirmed analysis and computes nutrients from grams", async () => {
    const res = await call(2001, "POST", "/api/meals", {
      date: "2030-01-15",
      mealType: "lunch",
      source: "text",
      originalQuery: "гречка 200 г и котлета",
      dishes: [buckwheat, cutlet],
    });
    expect(res.statusCode).toBe(201);
    const meal = res.json();
    expect(meal).toMatchObject({
      date: "2030-01-15",
      mealType: "lunch",
      source: "text",
      originalQuery: "гречка 200 г и котлета",
      photoUrl: null,
      totalGrams: 300,
      totals: { calories: 470, protein: 23.4, fat: 20.2, carbs: 50.6 },
    });
    expect(meal.dishes.map((d: { name: string; isEstimate: boolean }) => [d.name, d.isEstimate])).toEqual([
      ["Гречка", false],
      ["Котлета", true],
    ]);
    expect(meal.dishes[0].nutrients).toEqual({ calories: 220, protein: 8.4, fat: 2.2, carbs: 42.6 });
  });

  it("answers a created meal exactly as reading it back does (the reply is built from the inserted rows)", async () => {
    const created = await call(2002, "POST", "/api/meals", {
      date: "2030-02-03",
      mealType: "snack",
      source: "manual",
      dishes: [
        cutlet,
        { ...buckwheat, grams: 33.3, per100g: { calories: 52.1, protein: 0.3, fat: 0.17, carbs: 13.81 } },
      ],
    });
    expect(created.statusCode).toBe(201);
    const read = await call(2002, "GET", `/api/meals/${created.json().id}`);
    expect(read.json()).toEqual(created.json());
    expect(created.json().dishes.map((d: { name: string }) => d.name)).toEqual(["Котлета", "Гречка"]);
  });

  it("lists a day's meals and summarises them against the profile's goals per meal type", async () => {
    await call(2001, "POST", "/api/meals", {
      date: "2030-01-16",
      mealType: "breakfast",
      source: "manual",
      dishes: [{ ...cutlet, grams: 50 }],
    });
    await call(2001, "POST", "/api/meals", {
      date: "2030-01-16",
      mealType: "dinner",
      source: "text",
      dishes: [buckwheat],
    });
    await call(2001, "POST", "/api/meals", {
      date: "2030-01-17",
      mealType: "dinner",
      source: "text",
      dishes: [buckwheat],
    });

    const list = await call(2001, "GET", "/api/meals?date=2030-01-16");
    expect(list.statusCode).toBe(200);
    expect(list.json().meals).toHaveLength(2);

    const summary = (await call(2001, "GET", "/api/meals/summary?date=2030-01-16")).json();
    expect(summary.goals).toEqual({ calories: 1800, protein: 90, fat: 60, carbs: 200 });
    expect(summary.totals).toEqual({ calories: 345, protein: 15.9, fat: 11.2, carbs: 46.6 });
    expect(summary.byMealType.map((g: { mealType: string; meals: unknown[] }) => [g.mealType, g.meals.length])).toEqual(
      [
        ["breakfast", 1],
        ["lunch", 0],
        ["dinner", 1],
        ["snack", 0],
      ],
    );
    expect(summary.byMealType[2].totals.calories).toBe(220);

    const noGoals = (await call(2002, "GET", "/api/meals/summary?date=2030-01-16")).json();
    expect(noGoals.goals).toEqual({ calories: null, protein: null, fat: null, carbs: null });
    expect(noGoals.totals.calories).toBe(0);
  });

  it("dates a meal without a date by the person's time zone (header first, then profile)", async () => {
    // Kiritimati (UTC+14) and Vladivostok (UTC+10) are on tomorrow's date for much of the UTC day.
    const now = new Date();
    const inTz = (tz: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

    const byHeader = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: { ...t.headersFor(2002), "x-user-timezone": "Pacific/Kiritimati" },
      payload: { mealType: "snack", source: "manual", dishes: [cutlet] },
    });
    expect(byHeader.json().date).toBe(inTz("Pacific/Kiritimati"));

    const byProfile = await call(2003, "POST", "/api/meals", { mealType: "snack", source: "manual", dishes: [cutlet] });
    expect(byProfile.json().date).toBe(inTz("Asia/Vladivostok"));

    const badHeader = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: { ...t.headersFor(2003), "x-user-timezone": "Not/AZone" },
      payload: { mealType: "snack", source: "manual", dishes: [cutlet] },
    });
    expect(badHeader.json().date).toBe(inTz("Asia/Vladivostok"));
  });

  it("updates dishes, grams, type and date; totals follow", async () => {
    const created = (
      await call(2001, "POST", "/api/meals", {
        date: "2030-02-01",
        mealType: "lunch",
        source: "text",
        dishes: [buckwheat, cutlet],
      })
    ).json();
    const res = await call(2001, "PUT", `/api/meals/${created.id}`, {
      mealType: "dinner",
      date: "2030-02-02",
      dishes: [{ ...buckwheat, grams: 300 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mealType: "dinner", date: "2030-02-02", totals: { calories: 330 } });
    expect(res.json().dishes).toHaveLength(1);

    const typeOnly = await call(2001, "PUT", `/api/meals/${created.id}`, { mealType: "snack" });
    expect(typeOnly.json()).toMatchObject({ mealType: "snack", totals: { calories: 330 } });

    const got = await call(2001, "GET", `/api/meals/${created.id}`);
    expect(got.json()).toMatchObject({ mealType: "snack", date: "2030-02-02" });
  });

  it("deletes a meal; it is gone afterwards", async () => {
    const created = (
      await call(2001, "POST", "/api/meals", {
        date: "2030-02-03",
        mealType: "lunch",
        source: "text",
        dishes: [cutlet],
      })
    ).json();
    expect((await call(2001, "DELETE", `/api/meals/${created.id}`)).statusCode).toBe(204);
    expect((await call(2001, "GET", `/api/meals/${created.id}`)).statusCode).toBe(404);
    expect((await call(2001, "DELETE", `/api/meals/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another person's meal on every call and leaves it untouched", async () => {
    const mine = (
      await call(2001, "POST", "/api/meals", {
        date: "2030-02-04",
        mealType: "lunch",
        source: "text",
        dishes: [cutlet],
      })
    ).json();
    for (const res of [
      await call(2002, "GET", `/api/meals/${mine.id}`),
      await call(2002, "PUT", `/api/meals/${mine.id}`, { mealType: "dinner" }),
      await call(2002, "DELETE", `/api/meals/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await call(2002, "GET", "/api/meals?date=2030-02-04")).json().meals).toEqual([]);
    expect((await call(2001, "GET", `/api/meals/${mine.id}`)).json().mealType).toBe("lunch");
  });

  it("rejects bad input with VALIDATION_FAILED", async () => {
    const bad = [
      { mealType: "brunch", source: "text", dishes: [cutlet] },
      { mealType: "lunch", source: "text", dishes: [] },
      { mealType: "lunch", source: "text", dishes: [{ ...cutlet, grams: 0 }] },
      { mealType: "lunch", source: "text", dishes: [{ ...cutlet, grams: 10_000 }] },
      { mealType: "lunch", source: "text", dishes: [{ ...cutlet, name: "  " }] },
      { mealType: "lunch", source: "text", dishes: [{ ...cutlet, per100g: { ...cutlet.per100g, calories: -5 } }] },
      { mealType: "lunch", source: "text", date: "2030-02-30", dishes: [cutlet] },
      { mealType: "lunch", source: "text", photoId: "../../etc/passwd", dishes: [cutlet] },
    ];
    for (const payload of bad) {
      const res = await call(2001, "POST", "/api/meals", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    // A well-formed photo id that this person never uploaded.
    const unknownPhoto = await call(2001, "POST", "/api/meals", {
      mealType: "lunch",
      source: "photo",
      photoId: "0".repeat(32),
      dishes: [cutlet],
    });
    expect(unknownPhoto.statusCode).toBe(400);
    expect((await call(2001, "GET", "/api/meals?date=yesterday")).statusCode).toBe(400);
    expect((await call(2001, "GET", "/api/meals/abc")).statusCode).toBe(400);
    expect((await call(2001, "PUT", "/api/meals/1", { color: "red" })).statusCode).toBe(400);
  });

  it("requires a signed-in person with an account", async () => {
    const unsigned = await t.app.inject({ method: "GET", url: "/api/meals" });
    expect(unsigned.statusCode).toBe(401);
    const noAccount = await call(2999, "GET", "/api/meals");
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().error.code).toBe("USER_NOT_FOUND");
  });
});
