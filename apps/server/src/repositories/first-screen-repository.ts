import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  type MealDishRow,
  type MealRow,
  mealDiaries,
  mealDishes,
  meals,
  type UserRow,
  users,
  waterDayTotals,
} from "../db/schema";
import { latestRunQuery, type MealWithDishes } from "./meals-repository";

/** One day of the first screen: its meals with their dishes, its water and the meal run up to it. */
export interface FirstScreenDay {
  date: string;
  meals: MealWithDishes[];
  waterMl: number;
  /** The newest run of days with a meal on or before the date, as meals-repository's latestMealRun answers it. */
  run: { lastDate: string; days: number } | null;
}

/** A meal as the statement's JSON carries it: times in epoch milliseconds, as the water repository's insert does. */
interface MealJson {
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

const dateList = (dates: readonly string[]) =>
  sql`array[${sql.join(
    dates.map((date) => sql`${date}::date`),
    sql`, `,
  )}]`;

/**
 * The person's id as the subqueries below name it: written out with its table, since Drizzle writes a column of the
 * only table of a select without one, and a bare "id" inside a subquery would be the subquery's own row's.
 */
const personId = sql`${users}.${sql.identifier(users.id.name)}`;

/**
 * The reads of a signed launch's first screen (decision 006, first replies) as one statement: the person by their
 * social identity and, for each of the given days, what the day's summary reads (services/meal-service.ts
 * summary: the day's meals and dishes in their order, its water, the meal run up to it). One round trip instead
 * of the five API calls' dozen and more (docs/decisions/022-request-cost-and-embedded-upkeep.md).
 */
export function createFirstScreenRepository(db: Database) {
  return {
    async read(
      identity: { provider: string; socialId: string },
      dates: readonly string[],
    ): Promise<{ user: UserRow; days: FirstScreenDay[] } | null> {
      const wanted = dateList(dates);
      const [row] = await db
        .select({
          user: users,
          meals: sql<MealJson[]>`(
            select coalesce(json_agg(json_build_object(
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
            from ${meals} m where m.user_id = ${personId} and m.date = any(${wanted}))`,
          water: sql<{ date: string; ml: number }[]>`(
            select coalesce(json_agg(json_build_object('date', w.date::text, 'ml', w.total_ml)), '[]'::json)
            from ${waterDayTotals} w where w.user_id = ${personId} and w.date = any(${wanted}))`,
          // meals-repository's latestMealRun over the diary's row, once per day.
          runs: sql<{ date: string; lastDate: string | null; days: number }[]>`(
            select json_agg(json_build_object('date', wanted.day::text, 'lastDate', r.last_date, 'days', r.days))
            from unnest(${wanted}) as wanted(day)
            cross join ${mealDiaries} t
            cross join lateral (${latestRunQuery(sql`t.days`, sql`wanted.day`)}) r
            where t.user_id = ${personId})`,
        })
        .from(users)
        .where(and(eq(users.socialProvider, identity.provider), eq(users.socialId, identity.socialId)))
        .limit(1);
      if (!row) return null;
      return {
        user: row.user,
        days: dates.map((date) => {
          const run = row.runs?.find((r) => r.date === date);
          return {
            date,
            meals: row.meals
              .filter((m) => m.date === date)
              .map(({ dishes, createdMs, updatedMs, ...meal }) => ({
                meal: { ...meal, createdAt: new Date(createdMs), updatedAt: new Date(updatedMs) } satisfies MealRow,
                dishes,
              })),
            waterMl: row.water.find((w) => w.date === date)?.ml ?? 0,
            run: run?.lastDate ? { lastDate: run.lastDate, days: run.days } : null,
          };
        }),
      };
    },
  };
}

export type FirstScreenRepository = ReturnType<typeof createFirstScreenRepository>;
