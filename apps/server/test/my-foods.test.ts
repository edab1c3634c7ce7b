import type { TAnalyzeTextResponse, TFoodSearchResponse } from "@tarelka/contracts";
import { MY_FOOD_LIMITS, type TMyFood, type TMyFoodInput, type TMyFoodList } from "@tarelka/contracts/my-foods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcementsHeard, BACKENDS, countRoundTrips, createTestApp, type TestApp } from "./helpers";

const bar: TMyFoodInput = {
  name: "Батончик Бомббар",
  per100g: { calories: 350, protein: 30, fat: 10, carbs: 20 },
  portionGrams: 60,
  portionName: "батончик",
  barcode: "4600000000008",
};
const curd: TMyFoodInput = { name: "Творог Домик", per100g: { calories: 101, protein: 17, fat: 2, carbs: 3 } };

describe.each(BACKENDS)("my foods on %s", (backend) => {
  let t: TestApp;
  const OWNER = 3401;
  const OTHER = 3402;
  const FULL = 3403;
  beforeAll(async () => {
    // The limit test creates 500 foods within a minute: more than the per-person rate limit lets through.
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "2000" });
    for (const id of [OWNER, OTHER, FULL]) await t.createUser(id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (userId: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.headersFor(userId), ...(payload ? { payload } : {}) });
  const list = async (userId: number): Promise<TMyFoodList> => (await call(userId, "GET", "/api/my-foods")).json();
  const analyze = async (userId: number, text: string): Promise<TAnalyzeTextResponse> => {
    const res = await call(userId, "POST", "/api/food/analyze-text", { text, lang: "ru" });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const search = async (userId: number, q: string): Promise<TFoodSearchResponse> => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/food/search?q=${encodeURIComponent(q)}&lang=ru&limit=5`,
      headers: t.headersFor(userId),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("creates a food from a label, lists it, and a UPC-A code is kept as its EAN-13", async () => {
    const res = await call(OWNER, "POST", "/api/my-foods", { ...bar, barcode: "036000291452" });
    expect(res.statusCode).toBe(201);
    const food: TMyFood = res.json();
    expect(food).toMatchObject({
      name: "Батончик Бомббар",
      foodId: `mine:${food.id}`,
      per100g: bar.per100g,
      portionGrams: 60,
      portionName: "батончик",
      barcode: "0036000291452",
    });
    const created = await call(OWNER, "POST", "/api/my-foods", curd);
    expect(created.json()).toMatchObject({ portionGrams: null, portionName: null, barcode: null });
    expect((await list(OWNER)).items.map((f) => f.name)).toEqual(["Батончик Бомббар", "Творог Домик"]);
    expect((await list(OWNER)).limit).toBe(MY_FOOD_LIMITS.perPersonMax);
  });

  it("is found by its owner in the meal text, before the catalog, marked as theirs; not by anyone else", async () => {
    const [food] = (await list(OWNER)).items;
    const reply = await analyze(OWNER, "2 батончика бомббар и гречка 200 г");
    const mine = reply.items.find((i) => i.mine);
    expect(mine).toMatchObject({ foodId: food?.foodId, name: "Батончик Бомббар", grams: 120, calories: 420 });
    expect(reply.items.filter((i) => !i.mine).map((i) => i.foodId)).toContain("buckwheat");
    // The catalog knows "творог"; the person's "творог домик" wins for them.
    expect((await analyze(OWNER, "творог домик 150 г")).items[0]).toMatchObject({ mine: true, calories: 151.5 });

    const stranger = await analyze(OTHER, "2 батончика бомббар");
    expect(stranger.items.some((i) => i.mine || i.foodId.startsWith("mine:"))).toBe(false);
  });

  it("reads the account and its foods for a typed meal with one statement, and then from memory", async () => {
    // The earlier tests' writes are announced after their replies on PostgreSQL: one heard now, during a read below,
    // would rightly keep that read out of memory (decision 031), so the counting starts once all have arrived.
    await announcementsHeard(t.app.deps.database);
    expect((await analyze(OWNER, "2 батончика бомббар")).items.some((i) => i.mine)).toBe(true);
    // FULL's foods have not been read yet; OWNER's now have.
    const first = await countRoundTrips(t, async () => {
      expect((await analyze(FULL, "гречка 200 г")).items).toHaveLength(1);
    });
    expect(first.transactions).toBe(0);
    expect(first.statements).toHaveLength(1);
    const again = await countRoundTrips(t, async () => {
      expect((await analyze(OWNER, "2 батончика бомббар")).items.some((i) => i.mine)).toBe(true);
      expect((await analyze(FULL, "гречка 300 г")).items).toHaveLength(1);
    });
    expect(again).toEqual({ statements: [], transactions: 0 });
  });

  it("answers a typed meal of a signed-in person without an account with USER_NOT_FOUND, before a blank text", async () => {
    for (const text of ["гречка 200 г", " "]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/food/analyze-text",
        headers: t.headersFor(3499),
        payload: { text },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("USER_NOT_FOUND");
    }
  });

  it("is found by its owner in the food search, first and marked, with the portion's name", async () => {
    const items = (await search(OWNER, "бомб")).items;
    expect(items[0]).toMatchObject({
      name: "Батончик Бомббар",
      mine: true,
      kcal: 350,
      portion: { grams: 60, label: "батончик" },
    });
    expect((await search(OWNER, "творог")).items[0]).toMatchObject({ name: "Творог Домик", mine: true });
    expect((await search(OTHER, "бомб")).items.some((i) => i.mine)).toBe(false);
    // Before onboarding the catalog still answers.
    const before = await t.app.inject({
      method: "GET",
      url: "/api/food/search?q=творог&lang=ru",
      headers: t.headersFor(3499),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().items.some((i: { mine?: boolean }) => i.mine)).toBe(false);
  });

  it("edits and deletes it; a deleted one comes back through a create (the undo); logged dishes keep their values", async () => {
    const [food] = (await list(OWNER)).items;
    if (!food) throw new Error("nothing kept");
    const logged = await analyze(OWNER, "батончик бомббар");
    const meal = await call(OWNER, "POST", "/api/meals", {
      mealType: "snack",
      source: "text",
      dishes: logged.items.map((i) => ({
        name: i.name,
        grams: i.grams,
        per100g: { calories: 350, protein: 30, fat: 10, carbs: 20 },
        foodId: i.foodId,
        isEstimate: false,
      })),
    });
    expect(meal.statusCode).toBe(201);

    const edited = await call(OWNER, "PUT", `/api/my-foods/${food.id}`, {
      ...bar,
      name: "Бомббар кокос",
      per100g: { calories: 360, protein: 28, fat: 12, carbs: 22 },
      portionGrams: null,
      portionName: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Бомббар кокос", portionGrams: null, barcode: "4600000000008" });
    expect((await analyze(OWNER, "бомббар кокос")).items[0]).toMatchObject({ mine: true, grams: 100, calories: 360 });

    expect((await call(OWNER, "DELETE", `/api/my-foods/${food.id}`)).statusCode).toBe(204);
    expect((await call(OWNER, "DELETE", `/api/my-foods/${food.id}`)).statusCode).toBe(404);
    expect((await analyze(OWNER, "бомббар кокос")).items.some((i) => i.mine)).toBe(false);
    const meals = (await call(OWNER, "GET", "/api/meals")).json().meals;
    expect(meals[0].dishes[0]).toMatchObject({ foodId: food.foodId, per100g: { calories: 350 } });

    const back = await call(OWNER, "POST", "/api/my-foods", edited.json());
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ name: "Бомббар кокос", barcode: "4600000000008" });
  });

  it("answers 404 for another person's food, and never lists it", async () => {
    const [food] = (await list(OWNER)).items;
    if (!food) throw new Error("nothing kept");
    for (const res of [
      await call(OTHER, "PUT", `/api/my-foods/${food.id}`, curd),
      await call(OTHER, "DELETE", `/api/my-foods/${food.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect((await list(OTHER)).items).toEqual([]);
    expect((await list(OWNER)).items.map((f) => f.id)).toContain(food.id);
  });

  it.each([
    ["no name", { per100g: curd.per100g }],
    ["a blank name", { ...curd, name: "   " }],
    ["a NUL byte in the name", { ...curd, name: "Творог\u0000" }],
    ["a line break in the portion's name", { ...bar, portionName: "бато\nнчик" }],
    ["a name too long", { ...curd, name: "я".repeat(MY_FOOD_LIMITS.nameMax + 1) }],
    ["a huge name", { ...curd, name: "я".repeat(100_000) }],
    ["calories over 900 per 100 g", { ...curd, per100g: { ...curd.per100g, calories: 901 } }],
    ["an absurd number", { ...curd, per100g: { ...curd.per100g, calories: 1e308 } }],
    ["a negative value", { ...curd, per100g: { ...curd.per100g, fat: -1 } }],
    ["a value as text", { ...curd, per100g: { ...curd.per100g, protein: "17" } }],
    ["macros over 100 g per 100 g", { ...curd, per100g: { calories: 500, protein: 40, fat: 40, carbs: 40 } }],
    ["a portion of 0 g", { ...curd, portionGrams: 0 }],
    ["a portion over 5 kg", { ...curd, portionGrams: 5001 }],
    ["a portion's name without its grams", { ...curd, portionName: "стакан" }],
    ["a code with a wrong check digit", { ...curd, barcode: "4600000000009" }],
    ["a code of letters", { ...curd, barcode: "abcdefgh" }],
  ])("refuses %s with 400 and says which field", async (_what, body) => {
    const res = await call(OWNER, "POST", "/api/my-foods", body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message.length).toBeGreaterThan(0);
  });

  it(`keeps at most ${MY_FOOD_LIMITS.perPersonMax} per person, also when creates race, and says so with 409`, async () => {
    const max = MY_FOOD_LIMITS.perPersonMax;
    const create = (n: number) => call(FULL, "POST", "/api/my-foods", { ...curd, name: `Продукт ${n}` });
    for (let i = 0; i < max - 3; i++) expect((await create(i)).statusCode).toBe(201);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => create(max + i)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error.code).toBe("MY_FOODS_LIMIT_REACHED");
    expect((await list(FULL)).items).toHaveLength(max);
    // The analysis still reads all of them, and another person is not affected.
    expect((await analyze(FULL, "продукт 496")).items[0]?.mine).toBe(true);
    expect((await call(OTHER, "POST", "/api/my-foods", curd)).statusCode).toBe(201);
    const [first] = (await list(FULL)).items;
    expect((await call(FULL, "DELETE", `/api/my-foods/${first?.id}`)).statusCode).toBe(204);
    expect((await create(999)).statusCode).toBe(201);
  });

  it("is deleted with the account", async () => {
    expect((await call(OTHER, "DELETE", "/api/users/me")).statusCode).toBe(204);
    await t.createUser(OTHER);
    expect((await list(OTHER)).items).toEqual([]);
  });
});
