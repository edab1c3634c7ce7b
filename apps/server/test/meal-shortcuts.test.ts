import {
  QUICK_ADD_LIMITS,
  RECENT_FOODS_LIMITS,
  type TDishInput,
  type TMeal,
  type TRecentFoods,
} from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

const dish = (name: string, grams: number, foodId: string | null = null): TDishInput => ({
  name,
  grams,
  per100g: { calories: 100, protein: 5, fat: 3, carbs: 12 },
  foodId,
  isEstimate: foodId === null,
});

describe.each(BACKENDS)("recent foods and quick add on %s", (backend) => {
  let t: TestApp;
  let today: string;
  const OWNER = 3201;
  const OTHER = 3202;
  const NOBODY = 3203;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createUser(OWNER);
    await t.createUser(OTHER);
    today = (await call(OWNER, "GET", "/api/meals")).json().date;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const log = async (userId: number, date: string, mealType: string, dishes: TDishInput[]): Promise<TMeal> => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType, source: "text", dishes });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const recent = async (userId: number, mealType: string): Promise<TRecentFoods> => {
    const res = await call(userId, "GET", `/api/meals/recent-foods?mealType=${mealType}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const names = (list: { name: string }[]) => list.map((f) => f.name);

  it("answers empty lists before anything is logged", async () => {
    expect(await recent(OWNER, "breakfast")).toEqual({ mealType: "breakfast", frequent: [], recent: [] });
  });

  it("ranks the person's foods with their last grams, the asked meal type first, quick adds left out", async () => {
    await log(OWNER, addDays(today, -2), "breakfast", [dish("Овсянка", 200), dish("Кофе", 150)]);
    await log(OWNER, addDays(today, -1), "lunch", [dish("Яблоко", 150, "apple")]);
    await log(OWNER, today, "breakfast", [dish("Овсянка", 250)]);
    expect(
      (await call(OWNER, "POST", "/api/meals/quick-add", { mealType: "breakfast", name: "Батончик", calories: 200 }))
        .statusCode,
    ).toBe(201);

    const breakfast = await recent(OWNER, "breakfast");
    expect(names(breakfast.frequent)).toEqual(["Овсянка"]);
    expect(breakfast.frequent[0]).toMatchObject({ grams: 250, timesLogged: 2, timesAtMealType: 2, lastDate: today });
    expect(breakfast.frequent[0]?.nutrients.calories).toBe(250);
    expect(names(breakfast.recent)).toEqual(["Кофе", "Яблоко"]);

    const lunch = await recent(OWNER, "lunch");
    expect(names(lunch.recent)).toEqual(["Яблоко", "Кофе"]);
  });

  it("never shows another person's foods, and answers 404 before onboarding", async () => {
    expect(await recent(OTHER, "breakfast")).toEqual({ mealType: "breakfast", frequent: [], recent: [] });
    const res = await call(NOBODY, "GET", "/api/meals/recent-foods?mealType=breakfast");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("USER_NOT_FOUND");
  });

  it("reads only the window of days up to today, and at most itemsMax foods per list", async () => {
    const { windowDays, itemsMax } = RECENT_FOODS_LIMITS;
    await log(OTHER, addDays(today, -windowDays), "dinner", [dish("Слишком давно", 100)]);
    await log(OTHER, addDays(today, -(windowDays - 1)), "dinner", [dish("Ещё в окне", 100)]);
    await log(OTHER, addDays(today, 1), "dinner", [dish("Завтрашнее", 100)]);
    expect(names((await recent(OTHER, "dinner")).recent)).toEqual(["Ещё в окне"]);

    await log(
      OTHER,
      today,
      "snack",
      Array.from({ length: itemsMax + 5 }, (_, i) => dish(`Еда ${i}`, 10 + i)),
    );
    const snack = await recent(OTHER, "snack");
    expect(snack.recent).toHaveLength(itemsMax);
  });

  it("refuses a missing or unknown meal type", async () => {
    expect((await call(OWNER, "GET", "/api/meals/recent-foods")).statusCode).toBe(400);
    expect((await call(OWNER, "GET", "/api/meals/recent-foods?mealType=brunch")).statusCode).toBe(400);
  });

  it("quick-adds calories as a meal that the day's summary counts like any other", async () => {
    const before = (await call(OTHER, "GET", "/api/meals/summary")).json();
    const res = await call(OTHER, "POST", "/api/meals/quick-add", {
      mealType: "snack",
      name: "Перекус",
      calories: 250,
    });
    expect(res.statusCode).toBe(201);
    const meal: TMeal = res.json();
    expect(meal).toMatchObject({ date: today, mealType: "snack", source: "quick", photoUrl: null });
    expect(meal.totals).toEqual({ calories: 250, protein: 0, fat: 0, carbs: 0 });
    expect(meal.dishes).toHaveLength(1);
    expect(meal.dishes[0]).toMatchObject({ name: "Перекус", foodId: null });

    const after = (await call(OTHER, "GET", "/api/meals/summary")).json();
    expect(after.totals.calories).toBe(before.totals.calories + 250);
    const snack = after.byMealType.find((g: { mealType: string }) => g.mealType === "snack");
    expect(snack.meals.map((m: TMeal) => m.id)).toContain(meal.id);
    // Never on another person's day.
    const owners = (await call(OWNER, "GET", "/api/meals")).json().meals as TMeal[];
    expect(owners.map((m) => m.id)).not.toContain(meal.id);
  });

  it("keeps the numbers typed exactly, large ones included, on the day asked", async () => {
    const date = addDays(today, -3);
    const res = await call(OTHER, "POST", "/api/meals/quick-add", {
      date,
      mealType: "dinner",
      name: "Ужин в гостях",
      calories: 4999,
      protein: 150.5,
      fat: 210.3,
      carbs: 333.3,
    });
    expect(res.statusCode).toBe(201);
    const meal: TMeal = res.json();
    expect(meal.date).toBe(date);
    expect(meal.totals).toEqual({ calories: 4999, protein: 150.5, fat: 210.3, carbs: 333.3 });
    expect((await call(OTHER, "GET", `/api/meals/${meal.id}`)).json().totals).toEqual(meal.totals);
    // Another person's id: not found.
    expect((await call(OWNER, "GET", `/api/meals/${meal.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["no calories", { calories: 0 }],
    ["too many calories", { calories: QUICK_ADD_LIMITS.caloriesMax + 1 }],
    ["fractional calories", { calories: 250.5 }],
    ["too much protein", { calories: 3000, protein: QUICK_ADD_LIMITS.macroGramsMax + 1 }],
    ["negative fat", { calories: 250, fat: -1 }],
    ["macronutrients worth far more than the calories", { calories: 100, protein: 50 }],
    ["an empty name", { calories: 250, name: "   " }],
    ["a name too long", { calories: 250, name: "а".repeat(QUICK_ADD_LIMITS.nameMax + 1) }],
    ["a day outside the diary", { calories: 250, date: "1999-01-01" }],
  ])("refuses %s with 400", async (_what, patch) => {
    const res = await call(OWNER, "POST", "/api/meals/quick-add", {
      mealType: "snack",
      name: "Перекус",
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("answers 404 to a quick add before onboarding", async () => {
    const res = await call(NOBODY, "POST", "/api/meals/quick-add", {
      mealType: "snack",
      name: "Перекус",
      calories: 250,
    });
    expect(res.statusCode).toBe(404);
  });
});
