/**
 * The growth table of `npm run bench:api`: what each diary-wide read costs as the diary grows, as the ratio of its
 * time for a person with a long diary to its time for a person with an empty one (docs/decisions/017-per-day-totals.md
 * sets the bound: at most 1.5× after two years). Three people share one database — an empty diary, 90 days and two
 * years, each day four meals of three dishes and six glasses of water, loaded through the import endpoint — so the
 * three are read on the same tables, planner statistics and warm caches, in alternating rounds.
 *
 * Each read is sent one at a time through the app in-process (app.inject: the signature hook, the account hook,
 * services, SQL and reply serialisation, without sockets), and timed as the median of its requests.
 *
 * The table is made twice per database: with the three people alone, and among 10,000 more people with two weeks
 * of the same diary each, so what grows with everyone's rows (an index's depth, the planner's choices) shows too.
 * The crowd is written by SQL, as the app writes those rows, and the days' totals and diaries by the migrations'
 * own backfills, before the three are loaded through the API.
 * Runs alone with `node --import tsx apps/server/bench/api-growth.ts`.
 */
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { signLaunchParams } from "../src/auth/vk-launch-params";
import { loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { createScratchDatabase, migrationStatement } from "../test/helpers";

const SECRET = "bench-growth-secret";
const APP_ID = 7654321;
const POSTGRES_ADMIN = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Seconds each read is timed for, per person. */
const SLICE_SECONDS = 0.6;
const DIARIES = [
  { name: "empty", days: 0, vkUser: "5001" },
  { name: "90 days", days: 90, vkUser: "5002" },
  { name: "2 years", days: 730, vkUser: "5003" },
] as const;

const READS = [
  "/api/meals/summary",
  "/api/achievements/me",
  "/api/analytics/calories/me?period=week",
  "/api/analytics/calories/me?period=month",
  "/api/analytics/calories/me?period=quarter",
  "/api/analytics/nutrition/me?period=week",
  "/api/analytics/nutrition/me?period=month",
  "/api/analytics/nutrition/me?period=quarter",
] as const;

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
/** The crowd the three are measured among, the second time: people and the days of diary each has. */
const CROWD = { people: 10_000, days: 14 };

function dayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const dish = (i: number) => ({
  name: `блюдо ${i}`,
  grams: 150 + i * 10,
  per100g: { calories: 120 + i, protein: 8.5, fat: 4.2, carbs: 15.1 },
  foodId: null,
  isEstimate: false,
});

/** The diary file of `days` days ending today, as POST /api/diary/import reads it. */
export function diaryFile(days: number) {
  const meals = [];
  const water = [];
  for (let day = 0; day < days; day++) {
    const date = dayBefore(day);
    for (const [i, mealType] of MEAL_TYPES.entries()) {
      meals.push({
        date,
        mealType,
        source: "manual",
        originalQuery: null,
        createdAt: `${date}T${String(i * 4 + 7).padStart(2, "0")}:00:00.000Z`,
        dishes: [dish(i), dish(i + 1), dish(i + 2)],
      });
    }
    for (let glass = 0; glass < 6; glass++) {
      water.push({ date, volumeMl: 250, notes: null, source: "manual", createdAt: `${date}T1${glass}:00:00.000Z` });
    }
  }
  return {
    format: "tarelka-diary",
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      firstName: "Bench",
      lastName: "Person",
      profileData: { gender: "female", age: 30, heightCm: 168, weightKg: 64, waterGoalMl: 2000 },
    },
    meals,
    water,
    weight: [],
  };
}

function headersOf(vkUser: string): Record<string, string> {
  const launch = signLaunchParams(
    {
      vk_user_id: vkUser,
      vk_app_id: String(APP_ID),
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "mobile_web",
      vk_language: "ru",
    },
    SECRET,
  );
  return { "x-vk-launch-params": Buffer.from(launch).toString("base64") };
}

async function ask(app: FastifyInstance, method: "GET" | "POST", url: string, headers: object, payload?: object) {
  const res = await app.inject({ method, url, headers: headers as Record<string, string>, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

/**
 * Median milliseconds of one read for each person. The people take turns request by request, so a slower moment of
 * a shared machine falls on all of them alike, and the median leaves out the requests it preempted.
 */
async function timeRead(app: FastifyInstance, url: string, people: readonly { headers: object }[]): Promise<number[]> {
  const times: number[][] = people.map(() => []);
  const deadline = performance.now() + SLICE_SECONDS * 1000 * people.length;
  while (performance.now() < deadline) {
    for (const [i, p] of people.entries()) {
      const started = performance.now();
      await ask(app, "GET", url, p.headers);
      times[i]?.push(performance.now() - started);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)] ?? 0);
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * `people` people with `days` days each of the diary the measured people have (four meals of three dishes, six
 * glasses of water a day), written by SQL as the app writes those rows; the days' totals and diaries, and the
 * water's days, by the migrations' own backfills (which fill the tables from scratch, so this runs first).
 */
async function addCrowd(database: DatabaseHandle, people: number, days: number): Promise<void> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const crowd = "u.social_id like 'crowd-%'";
  await run(`insert into users (social_provider, social_id, first_name, profile_data)
    select 'vk', 'crowd-' || g, 'Crowd', '{"gender":"female","age":30,"heightCm":168,"weightKg":64,"waterGoalMl":2000}'
    from generate_series(1, ${people}) g`);
  await run(`insert into meals (user_id, date, meal_type, source, created_at, updated_at)
    select u.id, current_date - d, t.meal_type, 'manual', current_date - d + t.hour * interval '1 hour',
      current_date - d + t.hour * interval '1 hour'
    from users u cross join generate_series(0, ${days - 1}) d
      cross join (values ('breakfast', 7), ('lunch', 11), ('dinner', 15), ('snack', 19)) t(meal_type, hour)
    where ${crowd}`);
  await run(`insert into meal_dishes (meal_id, position, name, grams, calories_per_100g, protein_per_100g,
      fat_per_100g, carbs_per_100g)
    select m.id, p, 'блюдо ' || p, 150 + p * 10, 120 + p, 8.5, 4.2, 15.1
    from meals m join users u on u.id = m.user_id cross join generate_series(0, 2) p
    where ${crowd}`);
  await run(`insert into water_intake (user_id, date, volume_ml, source, created_at)
    select u.id, current_date - d, 250, 'manual', current_date - d + (10 + glass) * interval '1 hour'
    from users u cross join generate_series(0, ${days - 1}) d cross join generate_series(0, 5) glass
    where ${crowd}`);
  await run(migrationStatement("0015_per_day_totals.sql", /INSERT INTO "meal_day_totals"/));
  await run(migrationStatement("0017_streak_and_water_days.sql", /INSERT INTO "meal_diaries"/));
  await run(migrationStatement("0017_streak_and_water_days.sql", /INSERT INTO "water_day_totals"/));
}

async function growthOn(kind: "pglite" | "postgres", crowd: typeof CROWD | null): Promise<void> {
  const scratch = kind === "postgres" ? await createScratchDatabase(POSTGRES_ADMIN, "tarelka_growth") : null;
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  try {
    database = await openDatabase({ url: scratch?.url, pgliteDir: "memory://" });
    const env = loadEnv({
      NODE_ENV: process.env.NODE_ENV ?? "production",
      VK_APP_ID: String(APP_ID),
      VK_APP_SECRET: SECRET,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent-web-dist",
      RATE_LIMIT_PER_MINUTE: "100000000",
    });
    app = await buildApp(env, database);
    const seeding = performance.now();
    if (crowd) await addCrowd(database, crowd.people, crowd.days);
    const people = [];
    for (const diary of DIARIES) {
      const headers = headersOf(diary.vkUser);
      await ask(app, "POST", "/api/users", headers, { firstName: "Bench", lastName: "Person" });
      if (diary.days > 0) await ask(app, "POST", "/api/diary/import", headers, diaryFile(diary.days));
      people.push({ ...diary, headers });
    }
    // Within a minute of the writes the embedded server's timer runs its upkeep (db/client.ts embeddedUpkeep), which
    // a database in memory does not have: run it once here, so the reads are measured as a running server has them.
    await database.upkeep?.();
    const seeded = (performance.now() - seeding) / 1000;
    const among = crowd ? `among ${crowd.people.toLocaleString("en")} people of ${crowd.days} days` : "alone";
    console.log(
      `\n${kind}: diary growth, ${among} (${DIARIES.map((d) => d.name).join(", ")}; seeded in ${seeded.toFixed(1)} s; ` +
        "median ms per read, one at a time, the people taking turns)",
    );
    console.log(
      `${"read".padEnd(44)}${DIARIES.map((d) => d.name.padStart(9)).join("")} ${"90d/empty".padStart(10)} ${"2y/empty".padStart(9)}`,
    );
    let worst = 0;
    for (const url of READS) {
      // Unmeasured first reads: the code warms up, and achievements store what each diary has earned.
      for (const p of people) for (let i = 0; i < 20; i++) await ask(app, "GET", url, p.headers);
      const ms = await timeRead(app, url, people);
      const [empty = 1, ninety = 0, twoYears = 0] = ms;
      worst = Math.max(worst, twoYears / empty);
      console.log(
        `${url.padEnd(44)}${ms.map((m) => m.toFixed(2).padStart(9)).join("")} ${(ninety / empty).toFixed(2).padStart(10)}` +
          ` ${(twoYears / empty).toFixed(2).padStart(9)}`,
      );
    }
    console.log(`worst 2 years / empty: ${worst.toFixed(2)}× (bound 1.5×)`);
  } finally {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  }
}

/** The growth table on PGlite, and on PostgreSQL when it answers. */
export async function runGrowth(): Promise<void> {
  const postgres = await postgresReachable();
  for (const crowd of [null, CROWD]) {
    await growthOn("pglite", crowd);
    if (postgres) await growthOn("postgres", crowd);
  }
  if (!postgres) console.log(`\nPostgreSQL not reachable at ${POSTGRES_ADMIN}: diary growth measured on PGlite only`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const overall = setTimeout(() => {
    console.error("the growth tables took over 8 minutes; stopping");
    process.exit(1);
  }, 480_000);
  overall.unref();
  await runGrowth();
}
