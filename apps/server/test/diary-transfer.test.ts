import { DIARY_IMPORT_LIMITS, MY_MEAL_LIMITS } from "@tarelka/contracts";
import { FAVOURITE_LIMITS } from "@tarelka/contracts/favourites";
import { MY_FOOD_LIMITS } from "@tarelka/contracts/my-foods";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, createTestApp, type TestApp } from "./helpers";

/**
 * Export and import of the whole diary (docs/product.md §2 /profile, Export and import). 7001 keeps a diary;
 * 7002 is a fresh account it is imported into; 7003 is a bystander whose diary no import may touch; 7004 has no
 * account yet.
 */
const PROFILE = {
  gender: "female",
  age: 34,
  heightCm: 168,
  weightKg: 71.3,
  targetWeightKg: 64,
  activityLevel: "moderate",
  weightLossPace: "comfortable",
  language: "ru",
};

/** A dish name with a comma and quotes, and a description with a line break: what a hand-made CSV gets wrong. */
const TRICKY_NAME = 'Пирог "бабушкин", с яблоком';
const TRICKY_QUERY = "пирог, кусок\nи чай";

const dish = (name: string, grams: number, calories: number) => ({
  name,
  grams,
  per100g: { calories, protein: 6.2, fat: 11.4, carbs: 42.3 },
  foodId: null,
  isEstimate: false,
});

describe.each(BACKENDS)("diary export and import on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "1000" });
    await t.createUser(7001, { firstName: "Анна", lastName: "Иванова", profileData: PROFILE });
    await t.createUser(7002, { firstName: "Новая", lastName: "Учётка" });
    await t.createUser(7003, { firstName: "Борис", lastName: "Сторонний" });
    const as = (id: number, method: "POST", url: string, payload: object) =>
      t.app.inject({ method, url, headers: t.headersFor(id), payload }).then((res) => {
        expect(res.statusCode, res.body).toBeLessThan(300);
      });
    const post = async (id: number, url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, headers: t.headersFor(id), payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json();
    };
    await as(7001, "POST", "/api/meals", {
      date: "2026-03-01",
      mealType: "breakfast",
      source: "text",
      originalQuery: TRICKY_QUERY,
      dishes: [dish(TRICKY_NAME, 120, 250), dish("чай", 200, 1)],
    });
    // Two identical snacks on one day are two meals, and stay two.
    for (let i = 0; i < 2; i += 1) {
      await as(7001, "POST", "/api/meals", {
        date: "2026-03-01",
        mealType: "snack",
        source: "manual",
        dishes: [dish("яблоко", 150.3, 47)],
      });
    }
    await as(7001, "POST", "/api/meals", {
      date: "2026-03-02",
      mealType: "lunch",
      source: "manual",
      dishes: [dish("гречка", 200, 92)],
    });
    await as(7001, "POST", "/api/water-intake/log", { date: "2026-03-01", volumeMl: 250, notes: "утром, натощак" });
    await as(7001, "POST", "/api/water-intake/log", { date: "2026-03-01", volumeMl: 250 });
    await as(7001, "POST", "/api/analytics/weight", { date: "2026-03-01", weightKg: 71.3 });
    await as(7001, "POST", "/api/analytics/weight", { date: "2026-03-02", weightKg: 71.1, notes: "после бега" });
    // Own food, stars and a saved meal (docs/product.md §2 /profile, Export and import, version 2).
    const food = await post(7001, "/api/my-foods", {
      name: "Сырок глазированный",
      per100g: { calories: 407, protein: 8.5, fat: 27.8, carbs: 31.2 },
      portionGrams: 40,
      portionName: "сырок",
      barcode: "4600000000015",
    });
    const ownDish = { ...dish("Сырок глазированный", 40, 407), foodId: food.foodId };
    const withOwn = await post(7001, "/api/meals", {
      date: "2026-03-02",
      mealType: "snack",
      source: "manual",
      dishes: [ownDish],
    });
    await post(7001, "/api/favourites", { dish: ownDish });
    await post(7001, "/api/favourites", { mealId: withOwn.id });
    await post(7001, "/api/my-meals", {
      name: "Мой перекус",
      mealType: "snack",
      dishes: [ownDish, dish("чай", 200, 1)],
    });
    await as(7003, "POST", "/api/meals", {
      date: "2026-03-01",
      mealType: "dinner",
      source: "manual",
      dishes: [dish("чужой ужин", 300, 150)],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const exportJson = async (id: number) => {
    const res = await t.app.inject({ url: "/api/diary/export.json", headers: t.headersFor(id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="tarelka-diary-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return res.json();
  };
  /**
   * The diary without the moment it was exported, and with own foods' ids numbered by their order in the file:
   * that is all two exports of one diary, in one account or another, may differ in.
   */
  const diaryOf = async (id: number) => {
    const { exportedAt: _, ...rest } = await exportJson(id);
    const refs = new Map<string, string>(
      rest.myFoods.map((f: { ref: string }, i: number) => [f.ref, `mine:#${i}`] as [string, string]),
    );
    return JSON.parse(
      JSON.stringify(rest).replace(/"mine:\d+"/g, (ref) => `"${refs.get(ref.slice(1, -1)) ?? "mine:?"}"`),
    );
  };
  const none = { meals: 0, water: 0, weight: 0, myFoods: 0, favourites: 0, myMeals: 0 };
  const everything = { meals: 5, water: 2, weight: 2, myFoods: 1, favourites: 2, myMeals: 1 };
  const importFile = (id: number, payload: unknown, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/diary/import",
      headers: { ...t.headersFor(id), "content-type": contentType },
      payload: typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });

  it("exports the whole diary: profile, meals with dishes in order, water and weight", async () => {
    const file = await exportJson(7001);
    expect(file).toMatchObject({ format: "tarelka-diary", version: 2 });
    expect(file.profile).toMatchObject({ firstName: "Анна", lastName: "Иванова" });
    // The newest weigh-in (2 March) became the profile's weight when it was logged.
    expect(file.profile.profileData).toMatchObject({ weightKg: 71.1, targetWeightKg: 64, gender: "female" });
    expect(file.meals).toHaveLength(5);
    expect(file.meals[0]).toMatchObject({ date: "2026-03-01", mealType: "breakfast", originalQuery: TRICKY_QUERY });
    expect(file.meals[0].dishes.map((d: { name: string }) => d.name)).toEqual([TRICKY_NAME, "чай"]);
    expect(file.water).toHaveLength(2);
    expect(file.weight).toEqual([
      { date: "2026-03-01", weightKg: 71.3, notes: null },
      { date: "2026-03-02", weightKg: 71.1, notes: "после бега" },
    ]);
    // Nothing of another person, and no ids or photos at all.
    expect(JSON.stringify(file)).not.toContain("чужой ужин");
    expect(JSON.stringify(file)).not.toMatch(/"(id|userId|photoRef|photoUrl)"/);
  });

  it("imports into a fresh account the same diary; a second import adds nothing", async () => {
    const original = await diaryOf(7001);
    const file = await exportJson(7001);
    const first = await importFile(7002, file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: everything, alreadyThere: none });
    expect(await diaryOf(7002)).toEqual(original);

    const again = await importFile(7002, file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ added: none, alreadyThere: everything });
    expect(await diaryOf(7002)).toEqual(original);
    // Importing the owner's own file into their own diary adds nothing either.
    expect((await importFile(7001, file)).json().added).toEqual(none);
    expect(await diaryOf(7001)).toEqual(original);
  });

  it("imports two files at once without doubling anything", async () => {
    await t.createUser(7005, { firstName: "Двое", lastName: "Сразу" });
    const file = await exportJson(7001);
    const [a, b] = await Promise.all([importFile(7005, file), importFile(7005, file)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().added.meals + b.json().added.meals).toBe(5);
    expect(a.json().added.myFoods + b.json().added.myFoods).toBe(1);
    expect((await diaryOf(7005)).meals).toHaveLength(5);
  });

  it("refuses a malformed, oversized or NUL-carrying file with a clear 400 or 413, and changes nothing", async () => {
    const before = await diaryOf(7003);
    const file = await exportJson(7001);

    const broken = await importFile(7003, '{"format":"tarelka-diary","meals":[');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("BAD_REQUEST");

    const wrongShape = await importFile(7003, { ...file, version: 3 });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().error.code).toBe("VALIDATION_FAILED");

    // One bad meal among good ones: the whole file is refused, not the good part written.
    const oneBad = { ...file, meals: [...file.meals, { ...file.meals[0], dishes: [] }] };
    expect((await importFile(7003, oneBad)).statusCode).toBe(400);

    const nulInName = structuredClone(file);
    nulInName.meals[0].dishes[0].name = "пирог\u0000";
    const nul = await importFile(7003, nulInName);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe("VALIDATION_FAILED");

    const rawNul = Buffer.concat([Buffer.from(JSON.stringify(file).slice(0, 20)), Buffer.from([0]), Buffer.from("}")]);
    expect((await importFile(7003, rawNul)).statusCode).toBe(400);

    const padding = "x".repeat(DIARY_IMPORT_LIMITS.bytesMax);
    const oversized = await importFile(7003, JSON.stringify({ ...file, padding }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe("PAYLOAD_TOO_LARGE");

    expect(await diaryOf(7003)).toEqual(before);
  });

  it("writes only to the signed-in person's diary, whatever the file says", async () => {
    const bystander = await diaryOf(7003);
    const file = await exportJson(7003);
    // A file that names another account is still read as the importer's own: ids are not part of it.
    const forged = {
      ...file,
      userId: 7001,
      socialId: "7001",
      meals: file.meals.map((m: object) => ({ ...m, userId: 7001 })),
    };
    const res = await importFile(7002, forged);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added.meals).toBe(1);
    expect(await diaryOf(7003)).toEqual(bystander);
    expect(JSON.stringify((await diaryOf(7001)).meals)).not.toContain("чужой ужин");
    expect(JSON.stringify((await diaryOf(7002)).meals)).toContain("чужой ужин");
  });

  const listOf = async (id: number, url: string) => {
    const res = await t.app.inject({ url, headers: t.headersFor(id) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };

  it("gives a fresh account the own foods, stars and saved meals, pointing at its own food", async () => {
    await t.createUser(7006, { firstName: "Третья", lastName: "Учётка" });
    expect((await importFile(7006, await exportJson(7001))).json().added).toEqual(everything);
    const [food] = await listOf(7006, "/api/my-foods");
    const [original] = await listOf(7001, "/api/my-foods");
    expect(food).toMatchObject({ name: "Сырок глазированный", barcode: "4600000000015", portionName: "сырок" });
    expect(food.foodId).not.toBe(original.foodId);
    const stars = await listOf(7006, "/api/favourites");
    expect(stars.map((f: { kind: string }) => f.kind).sort()).toEqual(["dish", "meal"]);
    // Every dish that was the exporter's own food is now the importer's own food, not an id of another account.
    const dishFoodIds = [
      ...stars.flatMap((f: { dishes: { foodId: string | null }[] }) => f.dishes.map((d) => d.foodId)),
      ...(await listOf(7006, "/api/my-meals")).flatMap((m: { dishes: { foodId: string | null }[] }) =>
        m.dishes.map((d) => d.foodId),
      ),
    ].filter((id) => id !== null);
    expect(dishFoodIds).toEqual([food.foodId, food.foodId, food.foodId]);
    // The starred meal is starred on the importer's own meal that holds those dishes, never by the exporter's
    // meal id, so the meal's editor shows it starred.
    const day = await t.app.inject({ url: "/api/meals?date=2026-03-02", headers: t.headersFor(7006) });
    const snack = day.json().meals.find((m: { mealType: string }) => m.mealType === "snack");
    expect(stars.find((f: { kind: string }) => f.kind === "meal").key).toBe(`meal:${snack.id}`);
    const [saved] = await listOf(7006, "/api/my-meals");
    expect(saved).toMatchObject({ name: "Мой перекус", mealType: "snack" });
    // The imported food answers its barcode for its new owner.
    const scan = await t.app.inject({ url: "/api/food/barcode?code=4600000000015", headers: t.headersFor(7006) });
    expect(scan.json()).toMatchObject({ source: "my-food", foodId: food.foodId });
  });

  it("still imports a version 1 file, which has no own foods, stars or saved meals", async () => {
    await t.createUser(7007, { firstName: "Старый", lastName: "Файл" });
    const { myFoods: _f, favourites: _s, myMeals: _m, ...rest } = await exportJson(7001);
    const res = await importFile(7007, { ...rest, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toEqual({ ...everything, myFoods: 0, favourites: 0, myMeals: 0 });
    expect((await diaryOf(7007)).meals).toHaveLength(5);
  });

  it("refuses a file that would pass a person's limits with 409, importing nothing of it", async () => {
    await t.createUser(7008, { firstName: "Полная", lastName: "Учётка" });
    const file = await exportJson(7001);
    const kept = { name: "своё", per100g: { calories: 100, protein: 1, fat: 1, carbs: 1 } };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/my-foods",
      headers: t.headersFor(7008),
      payload: kept,
    });
    expect(res.statusCode).toBe(201);
    const keptStar = { dish: dish("своя звезда", 100, 100) };
    await t.app.inject({ method: "POST", url: "/api/favourites", headers: t.headersFor(7008), payload: keptStar });
    const keptMeal = { name: "своя", mealType: "lunch", dishes: [dish("своё блюдо", 100, 100)] };
    await t.app.inject({ method: "POST", url: "/api/my-meals", headers: t.headersFor(7008), payload: keptMeal });
    const before = await diaryOf(7008);

    const foods = Array.from({ length: MY_FOOD_LIMITS.perPersonMax }, (_, i) => ({
      ref: `mine:${i + 1}`,
      food: { name: `продукт ${i}`, per100g: { calories: 100 + i, protein: 1, fat: 1, carbs: 1 } },
      createdAt: "2026-03-01T08:00:00.000Z",
    }));
    const stars = Array.from({ length: FAVOURITE_LIMITS.perPersonMax }, (_, i) => ({
      kind: "dish",
      name: `блюдо ${i}`,
      mealType: null,
      dishes: [dish(`блюдо ${i}`, 100, 100)],
      createdAt: "2026-03-01T08:00:00.000Z",
    }));
    const saved = Array.from({ length: MY_MEAL_LIMITS.perPersonMax }, (_, i) => ({
      name: `обед ${i}`,
      mealType: "lunch",
      dishes: [dish(`суп ${i}`, 300, 40)],
      createdAt: "2026-03-01T08:00:00.000Z",
    }));
    for (const [over, code] of [
      [{ myFoods: foods }, "MY_FOODS_LIMIT_REACHED"],
      [{ favourites: stars }, "FAVOURITES_LIMIT_REACHED"],
      [{ myMeals: saved }, "MY_MEALS_LIMIT_REACHED"],
    ] as const) {
      const refused = await importFile(7008, { ...file, ...over });
      expect([refused.statusCode, refused.json().error?.code]).toEqual([409, code]);
      // Not even the meals, water and weigh-ins that came before the list in the file.
      expect(await diaryOf(7008)).toEqual(before);
    }
    // More than anyone may keep is not a diary file at all.
    const tooLong = await importFile(7008, { ...file, myFoods: [...foods, { ...foods[0], ref: "mine:9999" }] });
    expect([tooLong.statusCode, tooLong.json().error.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(await diaryOf(7008)).toEqual(before);
  });

  it("answers 404 to a person without an account, and 401 to an unsigned request", async () => {
    for (const url of ["/api/diary/export.json", "/api/diary/export.csv"]) {
      expect((await t.app.inject({ url, headers: t.headersFor(7004) })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const file = await exportJson(7001);
    expect((await importFile(7004, file)).statusCode).toBe(404);
  });

  it("exports CSV that a CSV reader opens with commas, quotes and line breaks in names intact", async () => {
    const res = await t.app.inject({ url: "/api/diary/export.csv", headers: t.headersFor(7001) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/filename="tarelka-diary-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: Record<string, string>[] = parse(res.body, { columns: true, bom: true });
    const dishes = rows.filter((r) => r.record === "dish");
    expect(dishes).toHaveLength(6);
    expect(dishes[0]).toMatchObject({
      date: "2026-03-01",
      meal: "1",
      meal_type: "breakfast",
      name: TRICKY_NAME,
      grams: "120",
      calories: "300",
      notes: TRICKY_QUERY,
    });
    expect(dishes.filter((d) => d.name === "яблоко").map((d) => d.meal)).toEqual(["2", "3"]);
    expect(rows.filter((r) => r.record === "water").map((r) => [r.amount, r.unit, r.notes])).toEqual([
      ["250", "ml", "утром, натощак"],
      ["250", "ml", ""],
    ]);
    expect(rows.filter((r) => r.record === "weight").map((r) => r.amount)).toEqual(["71.3", "71.1"]);
    expect(rows.find((r) => r.record === "profile" && r.name === "firstName")?.amount).toBe("Анна");
    // Version 2's lists are in the CSV too, so a person who opens it in a spreadsheet sees all they keep.
    expect(rows.filter((r) => r.record === "my_food")).toEqual([
      expect.objectContaining({
        name: "Сырок глазированный",
        grams: "100",
        calories: "407",
        fat: "27.8",
        amount: "40",
        unit: "g",
        notes: "сырок",
        barcode: "4600000000015",
      }),
    ]);
    const stars = rows.filter((r) => r.record === "favourite");
    expect(stars.map((r) => [r.meal, r.source, r.name, r.grams, r.calories])).toEqual([
      ["1", "dish", "Сырок глазированный", "40", "163"],
      ["2", "meal", "Сырок глазированный", "40", "163"],
    ]);
    expect(rows.filter((r) => r.record === "my_meal").map((r) => [r.meal, r.name, r.notes])).toEqual([
      ["1", "Сырок глазированный", "Мой перекус"],
      ["1", "чай", "Мой перекус"],
    ]);
    expect(res.body).not.toContain("чужой ужин");
  });
});
