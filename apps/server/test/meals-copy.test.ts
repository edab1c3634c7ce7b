import type { TDishInput, TMeal } from "@tarelka/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe.each(BACKENDS)("copying meals on %s", (backend) => {
  let t: TestApp;
  const OWNER = 3101;
  const OTHER = 3102;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.createUser(OWNER);
    await t.createUser(OTHER);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const log = async (userId: number, date: string, mealType: string, dishes: TDishInput[]): Promise<TMeal> => {
    const res = await call(userId, "POST", "/api/meals", { date, mealType, source: "text", dishes });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const day = async (userId: number, date: string): Promise<TMeal[]> =>
    (await call(userId, "GET", `/api/meals?date=${date}`)).json().meals;

  it("copies a meal to another day and meal type, answering it as creating one does", async () => {
    const original = await log(OWNER, "2030-03-01", "breakfast", [porridge, apple]);
    const res = await call(OWNER, "POST", `/api/meals/${original.id}/copy`, { date: "2030-03-02", mealType: "snack" });
    expect(res.statusCode).toBe(201);
    const copy: TMeal = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      date: "2030-03-02",
      mealType: "snack",
      source: original.source,
      photoUrl: null,
      totals: original.totals,
      totalGrams: original.totalGrams,
    });
    const strip = (m: TMeal) => m.dishes.map(({ id: _id, ...dish }) => dish);
    expect(strip(copy)).toEqual(strip(original));
    expect((await call(OWNER, "GET", `/api/meals/${copy.id}`)).json()).toEqual(copy);
  });

  it("makes an independent copy: editing the copy leaves the original as it was", async () => {
    const original = await log(OWNER, "2030-03-05", "lunch", [porridge]);
    const copy: TMeal = (
      await call(OWNER, "POST", `/api/meals/${original.id}/copy`, { date: "2030-03-06", mealType: "lunch" })
    ).json();
    const edited = await call(OWNER, "PUT", `/api/meals/${copy.id}`, {
      mealType: "dinner",
      dishes: [{ ...porridge, grams: 50 }],
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(OWNER, "GET", `/api/meals/${original.id}`)).json()).toEqual(original);
  });

  it("answers 404 for another person's meal or a missing one, and creates nothing", async () => {
    const theirs = await log(OTHER, "2030-03-10", "dinner", [apple]);
    const res = await call(OWNER, "POST", `/api/meals/${theirs.id}/copy`, { date: "2030-03-11", mealType: "dinner" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
    const missing = await call(OWNER, "POST", "/api/meals/2147483647/copy", { date: "2030-03-11", mealType: "dinner" });
    expect(missing.statusCode).toBe(404);
    expect(await day(OWNER, "2030-03-11")).toEqual([]);
    expect(await day(OTHER, "2030-03-11")).toEqual([]);
  });

  it("refuses a bad date or meal type", async () => {
    const original = await log(OWNER, "2030-03-12", "lunch", [apple]);
    for (const body of [{ date: "2030-02-30", mealType: "lunch" }, { date: "2030-03-13", mealType: "brunch" }, {}]) {
      const res = await call(OWNER, "POST", `/api/meals/${original.id}/copy`, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await day(OWNER, "2030-03-13")).toEqual([]);
  });

  it("copies every meal of a day to another day", async () => {
    const logged = [
      await log(OWNER, "2030-04-01", "breakfast", [porridge]),
      await log(OWNER, "2030-04-01", "lunch", [apple, porridge]),
      await log(OWNER, "2030-04-01", "snack", [apple]),
    ];
    const res = await call(OWNER, "POST", "/api/meals/copy-day", { fromDate: "2030-04-01", toDate: "2030-04-02" });
    expect(res.statusCode).toBe(201);
    const reply = res.json() as { date: string; meals: TMeal[] };
    expect(reply.date).toBe("2030-04-02");
    expect(reply.meals.map((m) => [m.date, m.mealType, m.totals])).toEqual(
      logged.map((m) => ["2030-04-02", m.mealType, m.totals]),
    );
    expect(await day(OWNER, "2030-04-02")).toEqual(reply.meals);
    expect(await day(OWNER, "2030-04-01")).toEqual(logged);
  });

  it("copies only the chosen meal type", async () => {
    await log(OWNER, "2030-04-05", "breakfast", [porridge]);
    const lunch = await log(OWNER, "2030-04-05", "lunch", [apple]);
    const res = await call(OWNER, "POST", "/api/meals/copy-day", {
      fromDate: "2030-04-05",
      toDate: "2030-04-06",
      mealType: "lunch",
    });
    expect(res.statusCode).toBe(201);
    const copied = await day(OWNER, "2030-04-06");
    expect(copied.map((m) => [m.mealType, m.totals])).toEqual([["lunch", lunch.totals]]);
    expect(res.json().meals).toEqual(copied);
  });

  it("copies only the caller's own meals of the day", async () => {
    await log(OTHER, "2030-04-08", "lunch", [apple]);
    const res = await call(OWNER, "POST", "/api/meals/copy-day", { fromDate: "2030-04-08", toDate: "2030-04-09" });
    expect(res.statusCode).toBe(201);
    expect(res.json().meals).toEqual([]);
    expect(await day(OWNER, "2030-04-09")).toEqual([]);
    expect(await day(OTHER, "2030-04-09")).toEqual([]);
  });

  it("refuses to copy a day onto itself", async () => {
    await log(OWNER, "2030-04-10", "lunch", [apple]);
    const res = await call(OWNER, "POST", "/api/meals/copy-day", { fromDate: "2030-04-10", toDate: "2030-04-10" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(await day(OWNER, "2030-04-10")).toHaveLength(1);
  });
});
