import {
  dishNutrients,
  sumNutrients,
  type TDayIntake,
  type TDishInput,
  type TMeal,
  type TMealSource,
  type TMealType,
} from "@tarelka/contracts";
import { and, asc, between, desc, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedRows } from "../db/prepared";
import {
  type MealDishRow,
  type MealRow,
  mealDayTotals,
  mealDiaries,
  mealDishes,
  meals,
  photoAnalysisUsage,
  waterDayTotals,
} from "../db/schema";

export interface MealWithDishes {
  meal: MealRow;
  dishes: MealDishRow[];
}

export interface NewMeal {
  date: string;
  mealType: TMealType;
  source: TMealSource;
  originalQuery: string | null;
  photoRef: string | null;
}

/** One row of create's statement: the meal's columns, and one dish's (null when the meal has none). */
interface InsertedMealRow {
  id: number;
  user_id: number;
  date: string;
  meal_type: string;
  source: string;
  original_query: string | null;
  photo_ref: string | null;
  created_ms: number;
  updated_ms: number;
  dish_id: number | null;
  position: number;
  name: string;
  grams: number;
  calories_per_100g: number;
  protein_per_100g: number;
  fat_per_100g: number;
  carbs_per_100g: number;
  food_id: string | null;
  is_estimate: boolean;
}

/**
 * A dish's stored columns, as meal dishes and saved-meal dishes both keep them (db/schema/meals.ts,
 * db/schema/my-meals.ts); the parent's id is the caller's.
 */
export function dishColumns(d: TDishInput, position: number) {
  return {
    position,
    name: d.name,
    grams: d.grams,
    caloriesPer100g: d.per100g.calories,
    proteinPer100g: d.per100g.protein,
    fatPer100g: d.per100g.fat,
    carbsPer100g: d.per100g.carbs,
    foodId: d.foodId,
    isEstimate: d.isEstimate,
  };
}

function dishValues(mealId: number, dishes: readonly TDishInput[]) {
  return dishes.map((d, position) => ({ mealId, ...dishColumns(d, position) }));
}

/** Rows grouped by a key, each group in the rows' own order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * One dish's share of its day's sum of a nutrient, rounded per dish exactly as dishNutrients does, so a day reads the
 * same in analytics as on the dashboard. numeric keeps the stored real values as written (52.1, not 52.0999…), and
 * sums of these decimals are exact, so a day's totals (db/schema/meals.ts mealDayTotals) can be added to and taken
 * from without drifting (docs/decisions/017-per-day-totals.md).
 */
function dishShare(dish: string, per100g: string, decimals: 0 | 1) {
  return sql.raw(`round(${dish}.${per100g}::numeric * ${dish}.grams::numeric / 100, ${decimals})`);
}

/** A JSON column as both drivers may hand it over: parsed already, or as its text. */
function parsedJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/**
 * The days' totals from `from` to `to` (inclusive), oldest first. They travel as one line of text, "date,calories,
 * protein,fat,carbs,meals;…": a driver's cost per row (PGlite's above all), or a JSON object built per day, would
 * otherwise make a quarter's analytics cost more the longer the diary is, up to the quarter's 90 days
 * (docs/decisions/017-per-day-totals.md). A numeric's text read by Number() is the double numeric::float8 gives, since
 * PostgreSQL converts through the same text.
 */
async function loggedDays(tx: Database, userId: number, from: string, to: string): Promise<TDayIntake[]> {
  const result = (await tx.execute(sql`
    select string_agg(concat_ws(',', to_char(date, 'YYYY-MM-DD'), calories, protein, fat, carbs, meals), ';'
      order by date) as days
    from ${mealDayTotals}
    where user_id = ${userId} and date between ${from}::date and ${to}::date`)) as unknown as {
    rows: { days: string | null }[];
  };
  const text = result.rows[0]?.days;
  if (!text) return [];
  return text.split(";").map((day) => {
    const [date = "", calories, protein, fat, carbs, meals] = day.split(",");
    return {
      date,
      calories: Number(calories),
      protein: Number(protein),
      fat: Number(fat),
      carbs: Number(carbs),
      meals: Number(meals),
    };
  });
}

/**
 * Adds the given meals, as they are stored now, to their days' totals (`sign` 1), or takes them away (−1), in one
 * statement. ON CONFLICT … DO UPDATE adds to the row as the latest committed write left it, so concurrent writes to
 * one day add up instead of overwriting each other. Taking away leaves a day at zero meals; dropEmptyDays removes it.
 */
async function shiftDays(tx: Database, userId: number, mealIds: readonly number[], sign: 1 | -1): Promise<string[]> {
  if (mealIds.length === 0) return [];
  const k = sql.raw(String(sign));
  const result = (await tx.execute(sql`
    insert into ${mealDayTotals} as t (user_id, date, meals, photo_meals, calories, protein, fat, carbs)
    select m.user_id, m.date, ${k} * count(*), ${k} * count(*) filter (where m.source = 'photo'),
      ${k} * coalesce(sum(d.calories), 0), ${k} * coalesce(sum(d.protein), 0),
      ${k} * coalesce(sum(d.fat), 0), ${k} * coalesce(sum(d.carbs), 0)
    from ${meals} m
    left join lateral (
      select sum(${dishShare("x", "calories_per_100g", 0)}) as calories,
        sum(${dishShare("x", "protein_per_100g", 1)}) as protein,
        sum(${dishShare("x", "fat_per_100g", 1)}) as fat,
        sum(${dishShare("x", "carbs_per_100g", 1)}) as carbs
      from ${mealDishes} x where x.meal_id = m.id
    ) d on true
    where m.user_id = ${userId} and m.id in (${sql.join(
      mealIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by m.user_id, m.date
    on conflict (user_id, date) do update set
      meals = t.meals + excluded.meals, photo_meals = t.photo_meals + excluded.photo_meals,
      calories = t.calories + excluded.calories, protein = t.protein + excluded.protein,
      fat = t.fat + excluded.fat, carbs = t.carbs + excluded.carbs
    returning t.date::text as date`)) as unknown as { rows: { date: string }[] };
  return result.rows.map((r) => r.date);
}

/** Removes the days among `dates` left without a meal: a day with a row has at least one (mealDayTotals). */
async function dropEmptyDays(tx: Database, userId: number, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  await tx
    .delete(mealDayTotals)
    .where(and(eq(mealDayTotals.userId, userId), inArray(mealDayTotals.date, [...dates]), eq(mealDayTotals.meals, 0)));
}

/** Locks the owner's meal for the rest of the transaction, so its totals are taken away as they stand. */
async function lockOwned(tx: Database, userId: number, id: number): Promise<MealRow | null> {
  const [row] = await tx
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), eq(meals.userId, userId)))
    .for("update");
  return row ?? null;
}

/**
 * The newest run of days with a meal on or before `date`, from a diary's days (mealDiaries.days, a datemultirange
 * whose ranges are the runs): its last day and its length, as a query answering one row or none. The days are cut
 * off after `date`, and the last range left is the run, so the work is the diary's runs, never its days, and a run of
 * two years costs what a run of two days does (docs/decisions/030-streak-and-water-days.md). Shared with the first
 * screen's statement (first-screen-repository.ts), so the two reads cannot part ways.
 */
export function latestRunQuery(days: SQL, date: SQL): SQL {
  return sql`select (upper(r) - 1)::text as last_date, (upper(r) - lower(r))::int as days
    from unnest(${days} * datemultirange(daterange(null, ${date}, '[]'))) as r
    order by lower(r) desc limit 1`;
}

/** A meal as mealsJsonQuery's JSON carries it: times in epoch milliseconds, as create's statement does. */
export interface MealJson {
  id: number;
  userId: number;
  date: string;
  mealType: string;
  source: string;
  originalQuery: string | null;
  photoRef: string | null;
  createdMs: number;
  updatedMs: number;
  dishes: MealDishRow[];
}

/**
 * The meals of a person on the days `dates` selects (`= <date>` or `= any(<dates>)`), each with its dishes in their
 * order, oldest meal first, as one JSON array: one value to hand over however many meals and dishes, which on PGlite
 * costs far less than a row each (docs/decisions/017-per-day-totals.md). The day's summary and the first screen both
 * read meals through it (docs/decisions/022-request-cost-and-embedded-upkeep.md).
 */
export function mealsJsonQuery(person: SQL, dates: SQL): SQL {
  return sql`select coalesce(json_agg(json_build_object(
      'id', m.id, 'userId', m.user_id, 'date', m.date::text, 'mealType', m.meal_type, 'source', m.source,
      'originalQuery', m.original_query, 'photoRef', m.photo_ref,
      'createdMs', (extract(epoch from m.created_at) * 1000)::float8,
      'updatedMs', (extract(epoch from m.updated_at) * 1000)::float8,
      'dishes', (
        select coalesce(json_agg(json_build_object(
          'id', d.id, 'mealId', d.meal_id, 'position', d.position, 'name', d.name, 'grams', d.grams,
          'caloriesPer100g', d.calories_per_100g, 'proteinPer100g', d.protein_per_100g,
          'fatPer100g', d.fat_per_100g, 'carbsPer100g', d.carbs_per_100g, 'foodId', d.food_id,
          'isEstimate', d.is_estimate) order by d.position), '[]'::json)
        from ${mealDishes} d where d.meal_id = m.id)
    ) order by m.created_at, m.id), '[]'::json)
    from ${meals} m where m.user_id = ${person} and m.date = ${dates}`;
}

/** mealsJsonQuery's meals as the repository's rows. */
export function mealsFromJson(list: readonly MealJson[]): MealWithDishes[] {
  // Field by field: object rest and spread cost twenty times as much (about 10 µs for a day of four meals).
  return list.map((m) => ({
    meal: {
      id: m.id,
      userId: m.userId,
      date: m.date,
      mealType: m.mealType,
      source: m.source,
      originalQuery: m.originalQuery,
      photoRef: m.photoRef,
      createdAt: new Date(m.createdMs),
      updatedAt: new Date(m.updatedMs),
    } satisfies MealRow,
    dishes: m.dishes,
  }));
}

/** Adds freshly inserted meals of the person to their days' totals (the diary import's batches). */
export async function addToDayTotals(tx: Database, userId: number, mealIds: readonly number[]): Promise<void> {
  await shiftDays(tx, userId, mealIds, 1);
}

/** Dates as a PostgreSQL array literal; each is a checked YYYY-MM-DD, so nothing needs quoting. */
const dateArray = (dates: readonly string[]) => `{${dates.join(",")}}`;

/**
 * Brings the person's diary row (db/schema/meals.ts mealDiaries) up to date with their days' totals after a
 * transaction changed the days among `dates` and the meals by the given counts: each of those dates is a day of
 * the diary exactly when it still has a row with a meal. Called last in the transaction, after every day's row it
 * touches is locked, so the diary row's lock is always taken after the days' (no two writes wait on each other in
 * the opposite order). The days' rows stay locked until the end, so no other write changes those dates meanwhile;
 * other dates' changes commute with these (docs/decisions/030-streak-and-water-days.md).
 */
export async function refreshDiary(
  tx: Database,
  userId: number,
  dates: readonly string[],
  mealsDelta: number,
  photoMealsDelta: number,
): Promise<void> {
  if (dates.length === 0 && mealsDelta === 0 && photoMealsDelta === 0) return;
  const listed = dateArray([...new Set(dates)]);
  await tx.execute(sql`
    insert into ${mealDiaries} as t (user_id, days, meals, photo_meals)
    select ${userId},
      coalesce((select range_agg(daterange(date, date, '[]')) from ${mealDayTotals}
        where user_id = ${userId} and date = any(${listed}::date[]) and meals > 0), '{}'::datemultirange),
      ${mealsDelta}::int, ${photoMealsDelta}::int
    on conflict (user_id) do update set
      days = t.days - coalesce((select range_agg(daterange(d, d, '[]')) from unnest(${listed}::date[]) d),
        '{}'::datemultirange) + excluded.days,
      meals = t.meals + excluded.meals, photo_meals = t.photo_meals + excluded.photo_meals`);
}

/** listByDate's statement: the person's meals of the day as one JSON value (mealsJsonQuery). */
const byDateQuery = (userId: SQL, date: SQL) => sql`select (${mealsJsonQuery(userId, sql`${date}::date`)}) as meals`;

interface DaySummaryRow {
  meals: MealJson[] | string;
  water_ml: number | null;
  run: { lastDate: string; days: number } | string | null;
}

/** daySummaryRows' statement: the day's meals, its water and the newest run of days up to it. */
const daySummaryQuery = (userId: SQL, date: SQL) => sql`
  select (${mealsJsonQuery(userId, sql`${date}::date`)}) as meals,
    (select total_ml from ${waterDayTotals} where user_id = ${userId} and date = ${date}::date) as water_ml,
    (select json_build_object('lastDate', run.last_date, 'days', run.days) from ${mealDiaries} t
      cross join lateral (${latestRunQuery(sql`t.days`, sql`${date}::date`)}) as run
      where t.user_id = ${userId}) as run`;

interface AchievementFactsRow {
  meals: number;
  photo_meals: number;
  within_goal: number;
  longest: number;
  recognised: number;
}

/**
 * achievementFacts' statement. The goal band, when there is a goal, is read along meal_day_totals_user_calories_idx,
 * widened by a calorie each way (`low`, `high`) so that every day the comparison of doubles keeps lies inside it;
 * the comparison itself (`calories`, `bound`) then decides.
 */
const achievementFactsQuery = (userId: SQL, goal: { low: SQL; high: SQL; calories: SQL; bound: SQL } | null) => sql`
  select coalesce(t.meals, 0)::int as meals, coalesce(t.photo_meals, 0)::int as photo_meals,
    (${
      goal
        ? sql`(select count(*) from ${mealDayTotals} where user_id = ${userId}
            and calories between ${goal.low}::numeric and ${goal.high}::numeric
            and abs(calories::float8 - ${goal.calories}::float8) <= ${goal.bound}::float8)`
        : sql`0`
    })::int as within_goal,
    coalesce((select max(upper(r) - lower(r)) from unnest(t.days) as r), 0)::int as longest,
    (select coalesce(sum(used), 0)::int from ${photoAnalysisUsage} where user_id = ${userId}) as recognised
  from (select 1) as one
  left join ${mealDiaries} t on t.user_id = ${userId}`;

const value = (v: unknown) => sql`${v}`;

/**
 * SQL for meals and their dishes. Every read and write names the owner, so another person's meal is simply
 * not found (docs/product.md, Identity and security: 404, not 403). Methods take an optional transaction (docs/code-style.md §4).
 */
export function createMealsRepository(db: Database) {
  // The diary's reads every screen makes, rendered once (db/prepared.ts); a transaction renders its own.
  const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
  const person = placeholder("userId");
  const day = placeholder("date");
  const byDatePrepared = preparedRows<{ meals: MealJson[] | string }>(db, byDateQuery(person, day));
  const daySummaryPrepared = preparedRows<DaySummaryRow>(db, daySummaryQuery(person, day));
  const goalBand = {
    low: placeholder("low"),
    high: placeholder("high"),
    calories: placeholder("calories"),
    bound: placeholder("bound"),
  };
  const factsPrepared = preparedRows<AchievementFactsRow>(db, achievementFactsQuery(person, goalBand));
  const factsWithoutGoalPrepared = preparedRows<AchievementFactsRow>(db, achievementFactsQuery(person, null));

  async function dishesOf(mealIds: number[], tx: Database): Promise<Map<number, MealDishRow[]>> {
    if (mealIds.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(mealDishes)
      .where(inArray(mealDishes.mealId, mealIds))
      .orderBy(asc(mealDishes.mealId), asc(mealDishes.position));
    return groupBy(rows, (row) => row.mealId);
  }

  return {
    /**
     * The meal, its dishes and its day's totals in one statement, so one round trip and still all or nothing (a
     * statement is atomic without a transaction around it). The dishes travel as one JSON array; the rows come
     * back as inserted, in driver-neutral types (dates as text, times as epoch milliseconds), and are not read again.
     */
    async create(
      userId: number,
      meal: NewMeal,
      dishes: readonly TDishInput[],
      tx: Database = db,
    ): Promise<MealWithDishes> {
      const dishJson = JSON.stringify(dishValues(0, dishes));
      const result = (await tx.execute(sql`
        with m as (
          insert into ${meals} (user_id, date, meal_type, source, original_query, photo_ref)
          values (${userId}, ${meal.date}, ${meal.mealType}, ${meal.source}, ${meal.originalQuery}, ${meal.photoRef})
          returning *
        ), d as (
          insert into ${mealDishes} (meal_id, position, name, grams, calories_per_100g, protein_per_100g,
            fat_per_100g, carbs_per_100g, food_id, is_estimate)
          select m.id, x.position, x.name, x.grams, x."caloriesPer100g", x."proteinPer100g", x."fatPer100g",
            x."carbsPer100g", x."foodId", x."isEstimate"
          from m cross join jsonb_to_recordset(${dishJson}::jsonb) as x(position integer, name text, grams real,
            "caloriesPer100g" real, "proteinPer100g" real, "fatPer100g" real, "carbsPer100g" real, "foodId" text,
            "isEstimate" boolean)
          returning *
        ), day as (
          insert into ${mealDayTotals} as t (user_id, date, meals, photo_meals, calories, protein, fat, carbs)
          select m.user_id, m.date, 1, (m.source = 'photo')::int,
            coalesce((select sum(${dishShare("d", "calories_per_100g", 0)}) from d), 0),
            coalesce((select sum(${dishShare("d", "protein_per_100g", 1)}) from d), 0),
            coalesce((select sum(${dishShare("d", "fat_per_100g", 1)}) from d), 0),
            coalesce((select sum(${dishShare("d", "carbs_per_100g", 1)}) from d), 0)
          from m
          on conflict (user_id, date) do update set
            meals = t.meals + excluded.meals, photo_meals = t.photo_meals + excluded.photo_meals,
            calories = t.calories + excluded.calories, protein = t.protein + excluded.protein,
            fat = t.fat + excluded.fat, carbs = t.carbs + excluded.carbs
          returning 1
        ), diary as (
          -- Reads the day's row it follows, so it runs after it and the diary's lock is taken last (refreshDiary).
          insert into ${mealDiaries} as t (user_id, days, meals, photo_meals)
          select m.user_id, datemultirange(daterange(m.date, m.date, '[]')), 1, (m.source = 'photo')::int
          from m cross join day
          on conflict (user_id) do update set
            days = t.days + excluded.days, meals = t.meals + excluded.meals,
            photo_meals = t.photo_meals + excluded.photo_meals
        )
        select m.id, m.user_id, m.date::text as date, m.meal_type, m.source, m.original_query, m.photo_ref,
          (extract(epoch from m.created_at) * 1000)::float8 as created_ms,
          (extract(epoch from m.updated_at) * 1000)::float8 as updated_ms,
          d.id as dish_id, d.position, d.name, d.grams, d.calories_per_100g, d.protein_per_100g, d.fat_per_100g,
          d.carbs_per_100g, d.food_id, d.is_estimate
        from m left join d on true
        order by d.position`)) as unknown as { rows: InsertedMealRow[] };
      // Both drivers answer a raw statement with its rows under `rows` (db/client.ts names the two).
      const [first] = result.rows;
      if (!first) throw new Error("meal insert returned nothing");
      return {
        meal: {
          id: first.id,
          userId: first.user_id,
          date: first.date,
          mealType: first.meal_type,
          source: first.source,
          originalQuery: first.original_query,
          photoRef: first.photo_ref,
          createdAt: new Date(first.created_ms),
          updatedAt: new Date(first.updated_ms),
        },
        dishes: result.rows.flatMap((r) =>
          r.dish_id === null
            ? []
            : [
                {
                  id: r.dish_id,
                  mealId: first.id,
                  position: r.position,
                  name: r.name,
                  grams: r.grams,
                  caloriesPer100g: r.calories_per_100g,
                  proteinPer100g: r.protein_per_100g,
                  fatPer100g: r.fat_per_100g,
                  carbsPer100g: r.carbs_per_100g,
                  foodId: r.food_id,
                  isEstimate: r.is_estimate,
                },
              ],
        ),
      };
    },

    /**
     * Several meals at once, all or none: a copied day never lands half-written. Each meal is the single
     * statement of `create`, inside one transaction.
     */
    async createMany(
      userId: number,
      items: readonly { meal: NewMeal; dishes: readonly TDishInput[] }[],
      tx: Database = db,
    ): Promise<MealWithDishes[]> {
      return tx.transaction(async (t) => {
        const created: MealWithDishes[] = [];
        for (const item of items) created.push(await this.create(userId, item.meal, item.dishes, t));
        return created;
      });
    },

    async findOwned(userId: number, id: number, tx: Database = db): Promise<MealWithDishes | null> {
      const [row] = await tx
        .select()
        .from(meals)
        .where(and(eq(meals.id, id), eq(meals.userId, userId)))
        .limit(1);
      if (!row) return null;
      const dishes = await dishesOf([row.id], tx);
      return { meal: row, dishes: dishes.get(row.id) ?? [] };
    },

    /** The day's meals with their dishes, oldest first, in one statement (mealsJsonQuery). */
    async listByDate(userId: number, date: string, tx: Database = db): Promise<MealWithDishes[]> {
      const rows =
        tx === db
          ? await byDatePrepared({ userId, date })
          : // Both drivers answer a raw statement with its rows under `rows`.
            (
              (await tx.execute(byDateQuery(value(userId), value(date)))) as unknown as {
                rows: { meals: MealJson[] | string }[];
              }
            ).rows;
      // A JSON column may come as its text.
      const row = rows[0];
      return mealsFromJson(row ? parsedJson(row.meals) : []);
    },

    /**
     * Replaces the dishes when given; answers null when the meal is not the owner's. A new day or new dishes move
     * the meal's share of the totals: taken away as it was, added back as it is (mealDayTotals).
     */
    async update(
      userId: number,
      id: number,
      patch: Partial<Pick<MealRow, "date" | "mealType">>,
      dishes: readonly TDishInput[] | undefined,
      tx: Database = db,
    ): Promise<MealWithDishes | null> {
      return tx.transaction(async (t) => {
        const before = await lockOwned(t, userId, id);
        if (!before) return null;
        const moves = dishes !== undefined || (patch.date !== undefined && patch.date !== before.date);
        if (moves) await shiftDays(t, userId, [id], -1);
        const [row] = await t
          .update(meals)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(eq(meals.id, id), eq(meals.userId, userId)))
          .returning();
        if (!row) return null;
        if (dishes) {
          await t.delete(mealDishes).where(eq(mealDishes.mealId, row.id));
          await t.insert(mealDishes).values(dishValues(row.id, dishes));
        }
        if (moves) {
          await shiftDays(t, userId, [id], 1);
          await dropEmptyDays(t, userId, [before.date]);
          await refreshDiary(t, userId, [before.date, row.date], 0, 0);
        }
        const all = await dishesOf([row.id], t);
        return { meal: row, dishes: all.get(row.id) ?? [] };
      });
    },

    /**
     * Answers the deleted meal's photo reference, or null when the meal is not the owner's. Its share of its day's
     * totals goes with it, in the same transaction.
     */
    async delete(userId: number, id: number, tx: Database = db): Promise<{ photoRef: string | null } | null> {
      return tx.transaction(async (t) => {
        const before = await lockOwned(t, userId, id);
        if (!before) return null;
        await shiftDays(t, userId, [id], -1);
        const [row] = await t
          .delete(meals)
          .where(and(eq(meals.id, id), eq(meals.userId, userId)))
          .returning({ photoRef: meals.photoRef });
        await dropEmptyDays(t, userId, [before.date]);
        await refreshDiary(t, userId, [before.date], -1, before.source === "photo" ? -1 : 0);
        return row ?? null;
      });
    },

    /** Whether any meal of the person still shows this photo (one photo may be saved as several meals). */
    async photoInUse(userId: number, photoRef: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: meals.id })
        .from(meals)
        .where(and(eq(meals.userId, userId), eq(meals.photoRef, photoRef)))
        .limit(1);
      return row !== undefined;
    },

    /** Every photo the person's meals use: what the photo store must keep. */
    async photoRefs(userId: number, tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ photoRef: meals.photoRef })
        .from(meals)
        .where(and(eq(meals.userId, userId), isNotNull(meals.photoRef)));
      return new Set(rows.flatMap((r) => (r.photoRef ? [r.photoRef] : [])));
    },

    /**
     * Intake of each day from `from` to `to` (inclusive) that has at least one meal, oldest first (docs/product.md §7
     * analytics), read from the days' totals (mealDayTotals): one row a day, however many dishes it had. Days
     * without meals are absent; the caller fills them in.
     */
    async dayTotals(userId: number, from: string, to: string, tx: Database = db): Promise<TDayIntake[]> {
      return loggedDays(tx, userId, from, to);
    },

    /**
     * The days from `from` to `to` (inclusive) that have a meal, counted, and their calories, protein, fat and carbs
     * summed (the nutrition averages, docs/product.md §7). The days are dayTotals' own, added oldest first, so the
     * sums are the ones a sum over dayTotals' list gives, to the last bit (docs/decisions/030-streak-and-water-days.md).
     */
    async periodIntake(
      userId: number,
      from: string,
      to: string,
      tx: Database = db,
    ): Promise<{ days: number; calories: number; protein: number; fat: number; carbs: number }> {
      const intake = { days: 0, calories: 0, protein: 0, fat: 0, carbs: 0 };
      for (const day of await loggedDays(tx, userId, from, to)) {
        if (day.meals === 0) continue;
        intake.days++;
        intake.calories += day.calories;
        intake.protein += day.protein;
        intake.fat += day.fat;
        intake.carbs += day.carbs;
      }
      return intake;
    },

    /**
     * The newest run of consecutive days with at least one meal among the days on or before `date`: its last day
     * and its length, or null when there is no meal by then. Read from the diary's row (mealDiaries), whose ranges
     * are the runs (latestRunQuery).
     */
    async latestMealRun(
      userId: number,
      date: string,
      tx: Database = db,
    ): Promise<{ lastDate: string; days: number } | null> {
      const result = (await tx.execute(sql`
        select run.last_date, run.days from ${mealDiaries} t
        cross join lateral (${latestRunQuery(sql`t.days`, sql`${date}::date`)}) as run
        where t.user_id = ${userId}`)) as unknown as {
        rows: { last_date: string | null; days: number }[];
      };
      // Both drivers answer a raw statement with its rows under `rows`.
      const row = result.rows[0];
      return row?.last_date ? { lastDate: row.last_date, days: row.days } : null;
    },

    /**
     * What the day's summary reads (services/day-summary.ts), in one statement: the day's meals with their dishes
     * (mealsJsonQuery), the day's water from its row (waterDayTotals) and the newest run of days with a meal up to
     * the day (latestMealRun). One round trip instead of four.
     */
    async daySummaryRows(
      userId: number,
      date: string,
      tx: Database = db,
    ): Promise<{ meals: MealWithDishes[]; waterMl: number; run: { lastDate: string; days: number } | null }> {
      const rows =
        tx === db
          ? await daySummaryPrepared({ userId, date })
          : // Both drivers answer a raw statement with its rows under `rows`.
            ((await tx.execute(daySummaryQuery(value(userId), value(date)))) as unknown as { rows: DaySummaryRow[] })
              .rows;
      const row = rows[0];
      return {
        meals: mealsFromJson(row ? parsedJson(row.meals) : []),
        waterMl: row?.water_ml ?? 0,
        run: row?.run ? parsedJson(row.run) : null,
      };
    },

    /**
     * Every dish of the person's meals from `from` to `to` (inclusive) with its day, in one query: what the
     * micronutrient reads need (services/dish-micronutrients.ts), which the per-day sums above cannot give.
     */
    async dishesBetween(
      userId: number,
      from: string,
      to: string,
      tx: Database = db,
    ): Promise<{ date: string; foodId: string | null; grams: number; proteinPer100g: number }[]> {
      return tx
        .select({
          date: meals.date,
          foodId: mealDishes.foodId,
          grams: mealDishes.grams,
          proteinPer100g: mealDishes.proteinPer100g,
        })
        .from(meals)
        .innerJoin(mealDishes, eq(mealDishes.mealId, meals.id))
        .where(and(eq(meals.userId, userId), between(meals.date, from, to)))
        .orderBy(asc(meals.date), asc(meals.id), asc(mealDishes.position));
    },

    /**
     * The dishes of the person's latest `mealsMax` meals from `from` to `to` (inclusive), newest meal first, quick
     * adds left out (they are numbers, not foods): what the recent and frequent foods are ranked from
     * (services/recent-foods-maths.ts). Two bounded reads, the meals along meals_user_date_idx and their dishes.
     */
    async recentDishes(
      userId: number,
      from: string,
      to: string,
      mealsMax: number,
      tx: Database = db,
    ): Promise<{ meal: Pick<MealRow, "id" | "date" | "mealType">; dishes: MealDishRow[] }[]> {
      const rows = await tx
        .select({ id: meals.id, date: meals.date, mealType: meals.mealType })
        .from(meals)
        .where(and(eq(meals.userId, userId), between(meals.date, from, to), ne(meals.source, "quick")))
        .orderBy(desc(meals.date), desc(meals.createdAt), desc(meals.id))
        .limit(mealsMax);
      const dishes = await dishesOf(
        rows.map((r) => r.id),
        tx,
      );
      return rows.map((meal) => ({ meal, dishes: dishes.get(meal.id) ?? [] }));
    },

    /**
     * What the achievements count from the meals (services/achievements-maths.ts DiaryFacts), in one query that
     * answers one row however long the diary: meals and photo meals logged and the longest run of consecutive days
     * (its longest range, as longestStreak counts) from the diary's row (mealDiaries), and the days within `goal`
     * (isWithinGoal's comparison of doubles, with its bound from goalBound; none without a goal) counted along the
     * days' calories (docs/decisions/030-streak-and-water-days.md). Also how many photos a vision provider recognised for the person in all (the
     * analyses spent: a failed one is given back, and a photo kept without a provider spends none).
     */
    async achievementFacts(
      userId: number,
      goal: { calories: number; bound: number } | null,
      tx: Database = db,
    ): Promise<{
      meals: number;
      photoMeals: number;
      longestStreak: number;
      daysWithinGoal: number;
      recognisedPhotos: number;
    }> {
      const band = goal && {
        low: String(Math.floor(goal.calories - goal.bound) - 1),
        high: String(Math.ceil(goal.calories + goal.bound) + 1),
        calories: goal.calories,
        bound: goal.bound,
      };
      let rows: AchievementFactsRow[];
      if (tx !== db) {
        const values = band && {
          low: value(band.low),
          high: value(band.high),
          calories: value(band.calories),
          bound: value(band.bound),
        };
        // Both drivers answer a raw statement with its rows under `rows`.
        rows = (
          (await tx.execute(achievementFactsQuery(value(userId), values))) as unknown as {
            rows: AchievementFactsRow[];
          }
        ).rows;
      } else {
        rows = band ? await factsPrepared({ userId, ...band }) : await factsWithoutGoalPrepared({ userId });
      }
      const row = rows[0];
      return {
        meals: row?.meals ?? 0,
        photoMeals: row?.photo_meals ?? 0,
        longestStreak: row?.longest ?? 0,
        daysWithinGoal: row?.within_goal ?? 0,
        recognisedPhotos: row?.recognised ?? 0,
      };
    },

    /** Photo analyses used by the person in a month; 0 when none yet. */
    async photoUsage(userId: number, month: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ used: photoAnalysisUsage.used })
        .from(photoAnalysisUsage)
        .where(and(eq(photoAnalysisUsage.userId, userId), eq(photoAnalysisUsage.month, month)));
      return row?.used ?? 0;
    },

    /**
     * Takes one photo analysis if fewer than `limit` were used this month, in a single statement: the row
     * lock of the upsert serialises concurrent requests, so twenty at once with one left let exactly one
     * through (docs/product.md §6 free limit). Answers the new count, or null when the limit is spent.
     */
    async takePhotoAnalysis(userId: number, month: string, limit: number, tx: Database = db): Promise<number | null> {
      const rows = await tx
        .insert(photoAnalysisUsage)
        .values({ userId, month, used: 1 })
        .onConflictDoUpdate({
          target: [photoAnalysisUsage.userId, photoAnalysisUsage.month],
          set: { used: sql`${photoAnalysisUsage.used} + 1`, updatedAt: new Date() },
          setWhere: sql`${photoAnalysisUsage.used} < ${limit}`,
        })
        .returning({ used: photoAnalysisUsage.used });
      return rows[0]?.used ?? null;
    },

    /** Gives back an analysis the provider failed to deliver, so a failure does not cost the person. */
    async returnPhotoAnalysis(userId: number, month: string, tx: Database = db): Promise<void> {
      await tx
        .update(photoAnalysisUsage)
        .set({ used: sql`greatest(${photoAnalysisUsage.used} - 1, 0)` })
        .where(and(eq(photoAnalysisUsage.userId, userId), eq(photoAnalysisUsage.month, month)));
    },

    /** Test and admin helper: sets the month's count outright. */
    async setPhotoUsage(userId: number, month: string, used: number, tx: Database = db): Promise<void> {
      await tx
        .insert(photoAnalysisUsage)
        .values({ userId, month, used })
        .onConflictDoUpdate({ target: [photoAnalysisUsage.userId, photoAnalysisUsage.month], set: { used } });
    },
  };
}

export type MealsRepository = ReturnType<typeof createMealsRepository>;

/** The stored columns of a dish, of a meal or of a saved meal. */
type DishColumns = Pick<
  MealDishRow,
  "name" | "grams" | "caloriesPer100g" | "proteinPer100g" | "fatPer100g" | "carbsPer100g" | "foodId" | "isEstimate"
>;

/** A stored dish as the editor would send it: what a copy of its meal is created from. */
export function toDishInput(d: DishColumns): TDishInput {
  return {
    name: d.name,
    grams: d.grams,
    per100g: { calories: d.caloriesPer100g, protein: d.proteinPer100g, fat: d.fatPer100g, carbs: d.carbsPer100g },
    foodId: d.foodId,
    isEstimate: d.isEstimate,
  };
}

export function toMealDto({ meal, dishes }: MealWithDishes): TMeal {
  const dishDtos = dishes.map((d) => {
    const per100g = {
      calories: d.caloriesPer100g,
      protein: d.proteinPer100g,
      fat: d.fatPer100g,
      carbs: d.carbsPer100g,
    };
    return {
      id: d.id,
      name: d.name,
      grams: d.grams,
      per100g,
      foodId: d.foodId,
      isEstimate: d.isEstimate,
      nutrients: dishNutrients({ grams: d.grams, per100g }),
    };
  });
  return {
    id: meal.id,
    date: meal.date,
    mealType: meal.mealType as TMealType,
    source: meal.source as TMealSource,
    originalQuery: meal.originalQuery,
    photoUrl: meal.photoRef ? `/api/food/photos/${meal.photoRef}` : null,
    dishes: dishDtos,
    totals: sumNutrients(dishDtos.map((d) => d.nutrients)),
    totalGrams: Math.round(dishDtos.reduce((a, d) => a + d.grams, 0)),
    createdAt: meal.createdAt.toISOString(),
    updatedAt: meal.updatedAt.toISOString(),
  };
}
