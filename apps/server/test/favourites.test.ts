import type { TDishInput, TMeal } from "@tarelka/contracts";
import { FAVOURITE_LIMITS, type TFavourite, type TFavouriteList } from "@tarelka/contracts/favourites";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

const apple: TDishInput = {
  name: "Яблоко",
  grams: 150,
  per100g: { calories: 52, protein: 0.3, fat: 0.2, carbs: 13.8 },
  foodId: "apple",
  isEstimate: false,
};
const porridge: TDishInput = {
  name: "Овсянка",
  grams: 250,
  per100g: { calories: 88, protein: 3, fat: 1.7, carbs: 15 },
  foodId: null,
  isEstimate: true,
};

describe.each(BACKENDS)("favourites on %s", (backend) => {
  let t: TestApp;
  let today: string;
  const OWNER = 3501;
  const OTHER = 3502;
  const FULL = 3503;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "2000" });
    for (const id of [OWNER, OTHER, FULL]) await t.createUser(id);
    today = (await call(OWNER, "GET", "/api/meals")).json().date;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const logMeal = async (userId: number, date: string, mealType: string, dishes: TDishInput[]): Promise<TMeal> => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType, source: "text", dishes });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const list = async (userId: number): Promise<TFavouriteList> => (await call(userId, "GET", "/api/favourites")).json();

  it("stars a dish once, however often it is starred, and logs it with the grams it was last logged with", async () => {
    const res = await call(OWNER, "POST", "/api/favourites", { dish: apple });
    expect(res.statusCode).toBe(201);
    const star: TFavourite = res.json();
    expect(star).toMatchObject({ kind: "dish", key: "food:apple", name: "Яблоко", mealType: null });
    expect(star.dishes).toEqual([{ ...apple, nutrients: { calories: 78, protein: 0.5, fat: 0.3, carbs: 20.7 } }]);
    const again = await call(OWNER, "POST", "/api/favourites", { dish: { ...apple, grams: 90 } });
    expect(again.json().id).toBe(star.id);
    expect((await list(OWNER)).items).toHaveLength(1);

    // Eaten since with another portion: the star follows it.
    await logMeal(OWNER, addDays(today, -1), "snack", [{ ...apple, grams: 200 }]);
    expect((await list(OWNER)).items[0]?.dishes[0]?.grams).toBe(200);
    const logged = await call(OWNER, "POST", `/api/favourites/${star.id}/log`, { mealType: "lunch" });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({ date: today, mealType: "lunch", totals: { calories: 104 } });
    expect(logged.json().dishes[0]).toMatchObject({ name: "Яблоко", grams: 200, foodId: "apple" });
  });

  it("stars a logged meal with its dishes, and logs it on another day and meal type", async () => {
    const breakfast = await logMeal(OWNER, addDays(today, -2), "breakfast", [porridge, apple]);
    const res = await call(OWNER, "POST", "/api/favourites", { mealId: breakfast.id });
    expect(res.statusCode).toBe(201);
    const star: TFavourite = res.json();
    expect(star).toMatchObject({
      kind: "meal",
      key: `meal:${breakfast.id}`,
      mealType: "breakfast",
      name: "Овсянка, Яблоко",
      totals: breakfast.totals,
    });
    // Deleting the meal it came from leaves the star whole.
    expect((await call(OWNER, "DELETE", `/api/meals/${breakfast.id}`)).statusCode).toBe(204);
    const logged = await call(OWNER, "POST", `/api/favourites/${star.id}/log`, {
      mealType: "dinner",
      date: addDays(today, -3),
    });
    expect(logged.json()).toMatchObject({ date: addDays(today, -3), mealType: "dinner", totals: breakfast.totals });
    // Newest first.
    expect((await list(OWNER)).items.map((f) => f.kind)).toEqual(["meal", "dish"]);
  });

  it("unstars, and puts an unstarred meal back from its dishes (the undo)", async () => {
    const [meal] = (await list(OWNER)).items;
    if (!meal) throw new Error("nothing starred");
    expect((await call(OWNER, "DELETE", `/api/favourites/${meal.id}`)).statusCode).toBe(204);
    expect((await call(OWNER, "DELETE", `/api/favourites/${meal.id}`)).statusCode).toBe(404);
    expect((await list(OWNER)).items.map((f) => f.kind)).toEqual(["dish"]);
    const back = await call(OWNER, "POST", "/api/favourites", {
      name: meal.name,
      mealType: meal.mealType,
      dishes: meal.dishes.map(({ nutrients: _n, ...d }) => d),
    });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ kind: "meal", name: meal.name, totals: meal.totals });
  });

  it("answers 404 for another person's star or meal, and never lists it", async () => {
    const [star] = (await list(OWNER)).items;
    if (!star) throw new Error("nothing starred");
    const othersMeal = await logMeal(OTHER, today, "snack", [apple]);
    for (const res of [
      await call(OTHER, "DELETE", `/api/favourites/${star.id}`),
      await call(OTHER, "POST", `/api/favourites/${star.id}/log`, { mealType: "lunch" }),
      await call(OWNER, "POST", "/api/favourites", { mealId: othersMeal.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await list(OTHER)).items).toEqual([]);
    expect((await call(OTHER, "GET", "/api/meals")).json().meals).toHaveLength(1);
  });

  it.each([
    ["nothing", {}],
    ["a dish and a meal", { dish: apple, mealId: 1 }],
    ["a name with a dish", { dish: apple, name: "Яблоко" }],
    ["dishes without a meal type", { name: "Обед", dishes: [apple] }],
    ["no dishes", { name: "Обед", mealType: "lunch", dishes: [] }],
    ["a NUL byte in a dish's name", { dish: { ...apple, name: "Ябл\u0000око" } }],
    ["a huge name", { name: "я".repeat(100_000), mealType: "lunch", dishes: [apple] }],
    ["absurd grams", { dish: { ...apple, grams: 1e308 } }],
    ["a meal id past PostgreSQL's integer", { mealId: 2 ** 31 }],
  ])("refuses to star %s (400)", async (_what, body) => {
    const res = await call(OWNER, "POST", "/api/favourites", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
  });

  it(`keeps at most ${FAVOURITE_LIMITS.perPersonMax} stars per person, also when stars race, and says so with 409`, async () => {
    const max = FAVOURITE_LIMITS.perPersonMax;
    const star = (n: number) => call(FULL, "POST", "/api/favourites", { dish: { ...porridge, name: `Блюдо ${n}` } });
    for (let i = 0; i < max - 3; i++) expect((await star(i)).statusCode).toBe(201);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => star(max + i)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error.code).toBe("FAVOURITES_LIMIT_REACHED");
    // Starring one already starred is still answered at the limit.
    expect((await star(0)).statusCode).toBe(201);
    expect((await list(FULL)).items).toHaveLength(max);
    const [newest] = (await list(FULL)).items;
    expect((await call(FULL, "DELETE", `/api/favourites/${newest?.id}`)).statusCode).toBe(204);
    expect((await star(999)).statusCode).toBe(201);
  });

  it("is deleted with the account", async () => {
    expect((await call(OTHER, "POST", "/api/favourites", { dish: apple })).statusCode).toBe(201);
    expect((await call(OTHER, "DELETE", "/api/users/me")).statusCode).toBe(204);
    await t.createUser(OTHER);
    expect((await list(OTHER)).items).toEqual([]);
  });
});
