import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mealDiaries, type UserRow, users, waterDayTotals } from "../db/schema";
import { latestRunQuery, type MealJson, type MealWithDishes, mealsFromJson, mealsJsonQuery } from "./meals-repository";

/** One day of the first screen: its meals with their dishes, its water and the meal run up to it. */
export interface FirstScreenDay {
  date: string;
  meals: MealWithDishes[];
  waterMl: number;
  /** The newest run of days with a meal on or before the date, as meals-repository's latestMealRun answers it. */
  run: { lastDate: string; days: number } | null;
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
          meals: sql<MealJson[]>`(${mealsJsonQuery(personId, sql`any(${wanted})`)})`,
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
            meals: mealsFromJson(row.meals.filter((m) => m.date === date)),
            waterMl: row.water.find((w) => w.date === date)?.ml ?? 0,
            run: run?.lastDate ? { lastDate: run.lastDate, days: run.days } : null,
          };
        }),
      };
    },
  };
}

export type FirstScreenRepository = ReturnType<typeof createFirstScreenRepository>;
