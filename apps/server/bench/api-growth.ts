/**
 * The growth table of `npm run bench:api`: what each diary-wide read costs as the diary grows, as the ratio of its
 * time for a person with a long diary to its time for a person with an empty one (docs/decisions/017-per-day-totals.md
 * sets the bound: at most 1.5× after two years). Three people share one database — an empty diary, 90 days and two
 * years, each day four meals of three dishes and six glasses of water, loaded through the import endpoint — so the
 * three are read on the same tables, planner statistics and warm caches, in alternating rounds.
 *
 * Each read is sent one at a time through the app in-process (app.inject: the signature hook, the account hook,
 * services, SQL and reply serialisation, without sockets), and timed as the median of its requests.
 * Runs alone with `node --import tsx apps/server/bench/api-growth.ts`.
 */
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { signLaunchParams } from "../src/auth/vk-launch-params";
import { loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { createScratchDatabase } from "../test/helpers";

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

async function growthOn(kind: "pglite" | "postgres"): Promise<void> {
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
    console.log(
      `\n${kind}: diary growth (${DIARIES.map((d) => d.name).join(", ")}; seeded in ${seeded.toFixed(1)} s; ` +
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
  await growthOn("pglite");
  if (await postgresReachable()) await growthOn("postgres");
  else console.log(`\nPostgreSQL not reachable at ${POSTGRES_ADMIN}: diary growth measured on PGlite only`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const overall = setTimeout(() => {
    console.error("the growth table took over 4 minutes; stopping");
    process.exit(1);
  }, 240_000);
  overall.unref();
  await runGrowth();
}
