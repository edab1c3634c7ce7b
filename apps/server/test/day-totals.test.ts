import type { TDayIntake, TDishInput } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client";
import { longestStreak } from "../src/services/achievements-maths";
import { goalBound, isWithinGoal } from "../src/services/analytics-maths";
import { addDays } from "../src/services/meal-dates";
import { BACKENDS, createTestApp, diaryFile, migrationStatement, type TestApp } from "./helpers";

/**
 * The days' totals (db/schema/meals.ts mealDayTotals, docs/decisions/017-per-day-totals.md) against a sum over the
 * dishes themselves, on random diaries written through every path that writes meals: logging, quick add, editing,
 * deleting, copying a meal or a day, importing a file, logging a saved meal, and removing the account. What the
 * reads answer from the totals must be, to the gram, what the dishes add up to.
 */

const BASE = "2030-05-01";
/** Eight days, so runs of days with meals form and break. */
const DAYS = 8;
const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;

/** Tenths, as a person types them; rounding per dish meets halves (12.25 g of protein …) often. */
const tenths = (max: number, min = 0) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const dishArb: fc.Arbitrary<TDishInput> = fc.record({
  name: fc.constant("блюдо"),
  grams: tenths(800, 0.1),
  per100g: fc.record({ calories: tenths(900), protein: tenths(100), fat: tenths(100), carbs: tenths(100) }),
  foodId: fc.constant(null),
  isEstimate: fc.boolean(),
});
const dishesArb = fc.array(dishArb, { minLength: 1, maxLength: 3 });
const dayArb = fc.integer({ min: 0, max: DAYS - 1 });
const mealTypeArb = fc.constantFrom(...MEAL_TYPES);
/** Which of the person's meals an edit aims at, taken modulo how many there are. */
const pickArb = fc.nat(1000);

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant("create" as const),
    day: dayArb,
    mealType: mealTypeArb,
    source: fc.constantFrom("manual", "text", "photo"),
    dishes: dishesArb,
  }),
  fc
    .record({
      kind: fc.constant("quick" as const),
      day: dayArb,
      mealType: mealTypeArb,
      calories: fc.integer({ min: 1, max: 1500 }),
      protein: tenths(100),
      fat: tenths(100),
      carbs: tenths(200),
    })
    // The macronutrients' energy may not exceed the calories typed (contracts ZQuickAddRequestSchema).
    .map((q) => ({ ...q, calories: Math.max(q.calories, Math.ceil(4 * q.protein + 9 * q.fat + 4 * q.carbs)) })),
  fc.record({
    kind: fc.constant("update" as const),
    pick: pickArb,
    day: fc.option(dayArb, { nil: undefined }),
    mealType: fc.option(mealTypeArb, { nil: undefined }),
    dishes: fc.option(dishesArb, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: pickArb }),
  fc.record({ kind: fc.constant("copy" as const), pick: pickArb, day: dayArb, mealType: mealTypeArb }),
  fc.record({
    kind: fc.constant("copyDay" as const),
    from: dayArb,
    to: dayArb,
    mealType: fc.option(mealTypeArb, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant("import" as const),
    meals: fc.array(
      fc.record({ day: dayArb, mealType: mealTypeArb, source: fc.constantFrom("text", "photo"), dishes: dishesArb }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ kind: fc.constant("logSaved" as const), pick: pickArb, day: dayArb, mealType: mealTypeArb }),
  fc.record({ kind: fc.constant("removeAccount" as const) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Each day's intake summed straight from the dishes, as the reads summed it before the days were kept: every dish
 * rounded first (whole kcal, grams to 0.1), a meal without dishes counted with nothing added. Numeric text, so the
 * comparison below is exact.
 */
async function dishSums(db: Database, userId: number) {
  const result = (await db.execute(sql`
    select m.date::text as date, count(distinct m.id)::int as meals,
      count(distinct m.id) filter (where m.source = 'photo')::int as photo_meals,
      coalesce(sum(round(d.calories_per_100g::numeric * d.grams::numeric / 100, 0)), 0)::text as calories,
      coalesce(sum(round(d.protein_per_100g::numeric * d.grams::numeric / 100, 1)), 0)::text as protein,
      coalesce(sum(round(d.fat_per_100g::numeric * d.grams::numeric / 100, 1)), 0)::text as fat,
      coalesce(sum(round(d.carbs_per_100g::numeric * d.grams::numeric / 100, 1)), 0)::text as carbs
    from meals m left join meal_dishes d on d.meal_id = m.id
    where m.user_id = ${userId}
    group by m.date order by m.date`)) as unknown as {
    rows: {
      date: string;
      meals: number;
      photo_meals: number;
      calories: string;
      protein: string;
      fat: string;
      carbs: string;
    }[];
  };
  return result.rows;
}

/** The stored days' totals of the person, as numeric text of the same scale as dishSums'. */
async function storedDays(db: Database, userId: number) {
  const result = (await db.execute(sql`
    select date::text as date, meals, photo_meals, round(calories, 0)::text as calories,
      round(protein, 1)::text as protein, round(fat, 1)::text as fat, round(carbs, 1)::text as carbs,
      (calories = round(calories, 0) and protein = round(protein, 1) and fat = round(fat, 1)
        and carbs = round(carbs, 1)) as whole
    from meal_day_totals where user_id = ${userId} order by date`)) as unknown as {
    rows: {
      date: string;
      meals: number;
      photo_meals: number;
      calories: string;
      protein: string;
      fat: string;
      carbs: string;
      whole: boolean;
    }[];
  };
  return result.rows;
}

/**
 * The diary's row (db/schema/meals.ts mealDiaries): its ranges as first and last day, and its counts; null without
 * a row, as for a person who never logged a meal.
 */
async function storedDiary(db: Database, userId: number) {
  const result = (await db.execute(sql`
    select coalesce((select json_agg(json_build_array(lower(r)::text, (upper(r) - 1)::text) order by lower(r))
        from unnest(t.days) as r), '[]'::json) as runs, t.meals, t.photo_meals
    from meal_diaries t where t.user_id = ${userId}`)) as unknown as {
    rows: { runs: [string, string][] | string; meals: number; photo_meals: number }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  return {
    runs: typeof row.runs === "string" ? (JSON.parse(row.runs) as [string, string][]) : row.runs,
    meals: row.meals,
    photoMeals: row.photo_meals,
  };
}

/** The runs of consecutive dates among sorted `dates`, as first and last day. */
function runsOf(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

/** The newest run of consecutive days with meals on or before `date`, counted from the summed days. */
function runFrom(dates: readonly string[], date: string): { lastDate: string; days: number } | null {
  const held = new Set(dates);
  let last = date;
  while (!held.has(last) && last >= BASE) last = addDays(last, -1);
  if (!held.has(last)) return null;
  let days = 0;
  for (let d = last; held.has(d); d = addDays(d, -1)) days += 1;
  return { lastDate: last, days };
}

describe.each(BACKENDS)("per-day totals on %s", (backend) => {
  let t: TestApp;
  let db: Database;
  let nextVkUser = 9100;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_PER_MINUTE: "100000" });
    db = t.app.deps.database.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (vkUser: number, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.send(vkUser, method, url, payload, [409]);
  const dateOf = (day: number) => addDays(BASE, day);
  const mealIds = async (userId: number): Promise<number[]> => {
    const result = (await db.execute(sql`select id from meals where user_id = ${userId} order by id`)) as unknown as {
      rows: { id: number }[];
    };
    return result.rows.map((r) => r.id);
  };

  async function apply(vkUser: number, userId: number, op: Op): Promise<number> {
    const ids = await mealIds(userId);
    const picked = "pick" in op && ids.length > 0 ? ids[op.pick % ids.length] : undefined;
    switch (op.kind) {
      case "create":
        await call(vkUser, "POST", "/api/meals", {
          date: dateOf(op.day),
          mealType: op.mealType,
          source: op.source,
          dishes: op.dishes,
        });
        return userId;
      case "quick":
        await call(vkUser, "POST", "/api/meals/quick-add", {
          date: dateOf(op.day),
          mealType: op.mealType,
          name: "перекус",
          calories: op.calories,
          protein: op.protein,
          fat: op.fat,
          carbs: op.carbs,
        });
        return userId;
      case "update":
        if (picked === undefined) return userId;
        await call(vkUser, "PUT", `/api/meals/${picked}`, {
          ...(op.day === undefined ? {} : { date: dateOf(op.day) }),
          ...(op.mealType === undefined ? {} : { mealType: op.mealType }),
          ...(op.dishes === undefined ? {} : { dishes: op.dishes }),
        });
        return userId;
      case "delete":
        if (picked !== undefined) await call(vkUser, "DELETE", `/api/meals/${picked}`);
        return userId;
      case "copy":
        if (picked !== undefined) {
          await call(vkUser, "POST", `/api/meals/${picked}/copy`, { date: dateOf(op.day), mealType: op.mealType });
        }
        return userId;
      case "copyDay":
        if (op.from === op.to) return userId;
        await call(vkUser, "POST", "/api/meals/copy-day", {
          fromDate: dateOf(op.from),
          toDate: dateOf(op.to),
          ...(op.mealType ? { mealType: op.mealType } : {}),
        });
        return userId;
      case "import":
        await call(
          vkUser,
          "POST",
          "/api/diary/import",
          diaryFile({
            meals: op.meals.map((m, i) => ({
              date: dateOf(m.day),
              mealType: m.mealType,
              source: m.source,
              originalQuery: null,
              createdAt: `${dateOf(m.day)}T1${i}:00:00.000Z`,
              dishes: m.dishes,
            })),
          }),
        );
        return userId;
      case "logSaved": {
        if (picked === undefined) return userId;
        const saved = await call(vkUser, "POST", "/api/my-meals", { name: "любимое", mealId: picked });
        if (saved.statusCode !== 201) return userId;
        await call(vkUser, "POST", `/api/my-meals/${saved.json().id}/log`, {
          date: dateOf(op.day),
          mealType: op.mealType,
        });
        return userId;
      }
      case "removeAccount": {
        await call(vkUser, "DELETE", "/api/users/me");
        // The account's days went with it, whatever its diary held.
        expect(await storedDays(db, userId)).toEqual([]);
        expect(await storedDiary(db, userId)).toBeNull();
        return t.createUser(vkUser);
      }
    }
  }

  /** What the totals answer, through the repository's reads and the dashboard's streak, against the dishes' sums. */
  async function expectTotalsMatchDishes(vkUser: number, userId: number): Promise<void> {
    const summed = await dishSums(db, userId);
    const stored = await storedDays(db, userId);
    // Exact decimals: no day carries a fraction below the rounding of its dishes, and every figure is the sum's.
    expect(stored.every((d) => d.whole)).toBe(true);
    expect(stored.map(({ whole: _whole, ...d }) => d)).toEqual(summed);

    const meals = t.app.deps.repositories.meals;
    const read = await meals.dayTotals(userId, BASE, dateOf(DAYS - 1));
    const expected: TDayIntake[] = summed.map((d) => ({
      date: d.date,
      calories: Number(d.calories),
      protein: Number(d.protein),
      fat: Number(d.fat),
      carbs: Number(d.carbs),
      meals: d.meals,
    }));
    expect(read).toEqual(expected);
    // The period's count and sums are the ones a sum over the listed days gives, to the last bit.
    for (const [from, to] of [
      [BASE, dateOf(DAYS - 1)],
      [dateOf(2), dateOf(5)],
    ] as const) {
      const days = read.filter((d) => d.date >= from && d.date <= to && d.meals > 0);
      const sum = (key: "calories" | "protein" | "fat" | "carbs") => days.reduce((s, d) => s + d[key], 0);
      expect(await meals.periodIntake(userId, from, to)).toEqual({
        days: days.length,
        calories: sum("calories"),
        protein: sum("protein"),
        fat: sum("fat"),
        carbs: sum("carbs"),
      });
    }
    const dates = summed.map((d) => d.date);
    // The diary's row: the runs of the days with meals, and the meals and photo meals they hold. A person whose
    // meals all went keeps a row with none.
    const diary = await storedDiary(db, userId);
    const counted = {
      runs: runsOf(dates),
      meals: summed.reduce((n, d) => n + d.meals, 0),
      photoMeals: summed.reduce((n, d) => n + d.photo_meals, 0),
    };
    expect(diary ?? { runs: [], meals: 0, photoMeals: 0 }).toEqual(counted);
    // The achievements' counts, taken in SQL, against the rules' own functions over the summed days; the goals
    // include each day's own calories and the edges of its band, where the comparison of doubles decides.
    const goals = [
      null,
      2000,
      ...summed.map((d) => Number(d.calories)),
      ...summed.map((d) => Number(d.calories) / 1.1),
    ];
    for (const goal of goals) {
      const facts = await meals.achievementFacts(
        userId,
        goal === null ? null : { calories: goal, bound: goalBound(goal) },
      );
      expect(facts).toEqual({
        meals: summed.reduce((n, d) => n + d.meals, 0),
        photoMeals: summed.reduce((n, d) => n + d.photo_meals, 0),
        longestStreak: longestStreak(dates),
        daysWithinGoal: goal === null ? 0 : summed.filter((d) => isWithinGoal(Number(d.calories), goal)).length,
        recognisedPhotos: 0,
      });
    }
    for (let day = 0; day <= DAYS; day++) {
      expect(await meals.latestMealRun(userId, dateOf(day))).toEqual(runFrom(dates, dateOf(day)));
    }
    const summary = (await call(vkUser, "GET", `/api/meals/summary?date=${dateOf(DAYS - 1)}`)).json();
    const last = summed.find((d) => d.date === dateOf(DAYS - 1));
    expect(summary.totals.calories).toBe(last ? Number(last.calories) : 0);
  }

  it("answers what the dishes add up to, after any mix of writes through every path", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const vkUser = nextVkUser++;
        let userId = await t.createUser(vkUser);
        for (const op of ops) userId = await apply(vkUser, userId, op);
        await expectTotalsMatchDishes(vkUser, userId);
      }),
      { numRuns: backend === "pglite" ? 25 : 15 },
    );
  }, 240_000);

  it("keeps the days and the diary's runs right under concurrent writes to neighbouring days", async () => {
    const vkUser = nextVkUser++;
    const userId = await t.createUser(vkUser);
    const meal = (day: number, source = "manual") => ({
      date: dateOf(day),
      mealType: "lunch",
      source,
      dishes: [
        {
          name: "каша",
          grams: 200,
          per100g: { calories: 110, protein: 3.2, fat: 1.1, carbs: 20.5 },
          foodId: null,
          isEstimate: false,
        },
      ],
    });
    // A first round on every other day, then, all at once, the days between (joining the runs), more meals on the
    // days already held, a copy of a day, and the deletion and moving of some of the first meals.
    const first = await Promise.all([0, 2, 4, 6].map((day) => call(vkUser, "POST", "/api/meals", meal(day, "photo"))));
    const [a, b, c] = first.map((res) => res.json().id as number);
    const burst = await Promise.all([
      ...[1, 3, 5, 7].map((day) => call(vkUser, "POST", "/api/meals", meal(day))),
      ...[0, 2, 4, 6].map((day) => call(vkUser, "POST", "/api/meals", meal(day))),
      call(vkUser, "POST", "/api/meals/copy-day", { fromDate: dateOf(0), toDate: dateOf(5) }),
      call(vkUser, "DELETE", `/api/meals/${a}`),
      call(vkUser, "PUT", `/api/meals/${b}`, { date: dateOf(7) }),
      call(vkUser, "DELETE", `/api/meals/${c}`),
    ]);
    expect(burst.every((res) => res.statusCode < 300)).toBe(true);
    await expectTotalsMatchDishes(vkUser, userId);
  }, 60_000);

  it("is rebuilt by the migrations' backfills exactly as it was kept", async () => {
    const backfill = migrationStatement("0015_per_day_totals.sql", /INSERT INTO "meal_day_totals"/);
    const diaryBackfill = migrationStatement("0017_streak_and_water_days.sql", /INSERT INTO "meal_diaries"/);
    // A person whose meals all went keeps a diary row with none; the backfill makes rows only for diaries with days.
    const readBoth = async (q: Database) => ({
      days: (
        (await q.execute(sql`select * from meal_day_totals order by user_id, date`)) as unknown as { rows: unknown[] }
      ).rows,
      diaries: (
        (await q.execute(
          sql`select user_id, days::text, meals, photo_meals from meal_diaries where meals > 0 order by user_id`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    });
    const kept = await readBoth(db);
    expect(kept.days.length).toBeGreaterThan(0);
    expect(kept.diaries.length).toBeGreaterThan(0);
    let rebuilt: unknown = null;
    // Rebuilt inside a transaction that is then rolled back, so the kept rows stay as they were.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from meal_diaries`);
        await tx.execute(sql`delete from meal_day_totals`);
        await tx.execute(sql.raw(backfill));
        await tx.execute(sql.raw(diaryBackfill));
        rebuilt = await readBoth(tx as unknown as Database);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "Rollback")) throw error;
      });
    expect(rebuilt).toEqual(kept);
  });
});
