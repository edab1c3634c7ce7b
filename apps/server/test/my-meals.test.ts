import { MY_MEAL_LIMITS, type TDishInput, type TMeal, type TMyMeal, type TMyMealList } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

const porridge: TDishInput = {
  name: "Овсянка",
  grams: 250,
  per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
  foodId: null,
  isEstimate: true,
};
const apple: TDishInput = {
  name: "Яблоко",
  grams: 150,
  per100g: { calories: 52, protein: 0.3, fat: 0.2, carbs: 13.8 },
  foodId: "apple",
  isEstimate: false,
};

describe.each(BACKENDS)("my meals on %s", (backend) => {
  let t: TestApp;
  let today: string;
  const OWNER = 3301;
  const OTHER = 3302;
  const FULL = 3303;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const id of [OWNER, OTHER, FULL]) await t.createUser(id);
    today = (await call(OWNER, "GET", "/api/meals")).json().date;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const logMeal = async (userId: number, date: string, mealType: string, dishes: TDishInput[]): Promise<TMeal> => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType, source: "text", dishes });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const list = async (userId: number): Promise<TMyMealList> => (await call(userId, "GET", "/api/my-meals")).json();
  const strip = (dishes: { id: number }[]) => dishes.map(({ id: _id, ...d }) => d);

  it("saves a logged meal with its dishes and a name, lists it, and logs it again to today as a new meal", async () => {
    const breakfast = await logMeal(OWNER, addDays(today, -1), "breakfast", [porridge, apple]);
    const res = await call(OWNER, "POST", "/api/my-meals", { name: "Мой завтрак", mealId: breakfast.id });
    expect(res.statusCode).toBe(201);
    const saved: TMyMeal = res.json();
    expect(saved).toMatchObject({ name: "Мой завтрак", mealType: "breakfast", totals: breakfast.totals });
    expect(strip(saved.dishes)).toEqual(strip(breakfast.dishes));
    expect(await list(OWNER)).toEqual({ items: [saved], limit: MY_MEAL_LIMITS.perPersonMax });

    // Editing the meal it came from changes nothing saved.
    await call(OWNER, "PUT", `/api/meals/${breakfast.id}`, { dishes: [apple] });
    expect((await list(OWNER)).items[0]?.dishes).toHaveLength(2);

    const logged = await call(OWNER, "POST", `/api/my-meals/${saved.id}/log`, { mealType: "lunch" });
    expect(logged.statusCode).toBe(201);
    const meal: TMeal = logged.json();
    expect(meal).toMatchObject({ date: today, mealType: "lunch", totals: saved.totals, photoUrl: null });
    const summary = (await call(OWNER, "GET", "/api/meals/summary")).json();
    expect(summary.totals.calories).toBe(saved.totals.calories);

    const onDay = await call(OWNER, "POST", `/api/my-meals/${saved.id}/log`, {
      mealType: "dinner",
      date: addDays(today, -2),
    });
    expect(onDay.json()).toMatchObject({ date: addDays(today, -2), mealType: "dinner" });
  });

  it("renames, deletes, and brings a deleted one back from its dishes (the undo)", async () => {
    const [saved] = (await list(OWNER)).items;
    if (!saved) throw new Error("nothing saved");
    const renamed = await call(OWNER, "PUT", `/api/my-meals/${saved.id}`, { name: "  Завтрак чемпиона " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Завтрак чемпиона");

    expect((await call(OWNER, "DELETE", `/api/my-meals/${saved.id}`)).statusCode).toBe(204);
    expect((await list(OWNER)).items).toEqual([]);
    expect((await call(OWNER, "DELETE", `/api/my-meals/${saved.id}`)).statusCode).toBe(404);

    const back = await call(OWNER, "POST", "/api/my-meals", {
      name: "Завтрак чемпиона",
      mealType: saved.mealType,
      dishes: saved.dishes.map(({ id: _id, nutrients: _n, ...d }) => d),
    });
    expect(back.statusCode).toBe(201);
    expect(strip(back.json().dishes)).toEqual(strip(saved.dishes));
  });

  it("answers 404 for another person's saved meal or meal, and never lists it", async () => {
    const [saved] = (await list(OWNER)).items;
    if (!saved) throw new Error("nothing saved");
    const othersMeal = await logMeal(OTHER, today, "snack", [apple]);
    for (const res of [
      await call(OTHER, "PUT", `/api/my-meals/${saved.id}`, { name: "Чужое" }),
      await call(OTHER, "DELETE", `/api/my-meals/${saved.id}`),
      await call(OTHER, "POST", `/api/my-meals/${saved.id}/log`, { mealType: "lunch" }),
      await call(OWNER, "POST", "/api/my-meals", { name: "Чужой обед", mealId: othersMeal.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await list(OTHER)).items).toEqual([]);
    expect((await list(OWNER)).items.map((m) => m.name)).toEqual([saved.name]);
    expect((await call(OTHER, "GET", "/api/meals")).json().meals).toHaveLength(1);
  });

  it.each([
    ["no name", { mealId: 1 }],
    ["an empty name", { name: "  ", mealId: 1 }],
    ["a name too long", { name: "я".repeat(MY_MEAL_LIMITS.nameMax + 1), mealId: 1 }],
    ["neither a meal nor dishes", { name: "Обед" }],
    ["both a meal and dishes", { name: "Обед", mealId: 1, mealType: "lunch", dishes: [apple] }],
    ["dishes without a meal type", { name: "Обед", dishes: [apple] }],
    ["no dishes", { name: "Обед", mealType: "lunch", dishes: [] }],
  ])("refuses to save with %s (400)", async (_what, body) => {
    const res = await call(OWNER, "POST", "/api/my-meals", body);
    expect(res.statusCode).toBe(400);
  });

  it(`keeps at most ${MY_MEAL_LIMITS.perPersonMax} per person, also when saves race, and says so with 409`, async () => {
    const max = MY_MEAL_LIMITS.perPersonMax;
    const save = (n: number) =>
      call(FULL, "POST", "/api/my-meals", { name: `Блюдо ${n}`, mealType: "snack", dishes: [apple] });
    for (let i = 0; i < max - 3; i++) expect((await save(i)).statusCode).toBe(201);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => save(max + i)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error.code).toBe("MY_MEALS_LIMIT_REACHED");
    expect((await list(FULL)).items).toHaveLength(max);
    // Another person is not affected by it.
    expect(
      (await call(OTHER, "POST", "/api/my-meals", { name: "Перекус", mealType: "snack", dishes: [apple] })).statusCode,
    ).toBe(201);
    // Deleting one frees a place.
    const [newest] = (await list(FULL)).items;
    expect((await call(FULL, "DELETE", `/api/my-meals/${newest?.id}`)).statusCode).toBe(204);
    expect((await save(999)).statusCode).toBe(201);
  });

  it("is deleted with the account", async () => {
    expect((await call(OTHER, "DELETE", "/api/users/me")).statusCode).toBe(204);
    await t.createUser(OTHER);
    expect((await list(OTHER)).items).toEqual([]);
  });
});
