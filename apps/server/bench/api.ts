/**
 * What the API's own layers cost per request: the real app (buildApp, the VK signature hook, the account hook,
 * services, Drizzle, reply serialisation) against a bare Fastify route that sends the same SQL through the same
 * driver, on PGlite and, when it answers, on PostgreSQL (a scratch database, dropped at the end). The ratio is
 * the real app's requests per second over the bare route's: 1.0 would mean the layers cost nothing.
 *
 * Two rows have another baseline than a bare copy of themselves: text analysis is compared with a bare route that
 * calls the same engine (no signature, no account, no database), and the signed first page (a VK launch's `/`
 * with its embedded first replies, decision 006) with the landing page the same server sends to a browser.
 *
 * Loopback only; each measurement is bounded in requests and in time, and the whole run stops by itself.
 * Usage: npm run bench:api [-- --seconds 3 --concurrency 8 --db pglite|postgres --only <part of a route's name>
 *   --duration <seconds>]
 * RSS is the whole bench process's (both servers and the client live in it), taken after each measurement, and
 * once more after all of a database's load. Then, unless --only narrows the run, the growth table of the
 * diary-wide reads (api-growth.ts).
 *
 * --duration then starts the server as production does (`npm run serve`'s command, in its own process,
 * on a fresh database of the same kind with the same 90-day diary loaded through the import endpoint), keeps it under
 * load for that long (every route of the table in turn, a second at a time, whatever --only chose) and prints that
 * process's RSS every 15 s, so a leak shows as a line that keeps climbing once the caches are warm; the README's
 * memory figures are read from it. The load generator's own memory is not in the figure.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { analyzeMealText } from "@tarelka/nutrition";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { signLaunchParams } from "../src/auth/vk-launch-params";
import { loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { buildServer, createScratchDatabase, REPO_ROOT, serveArguments } from "../test/helpers";
import { diaryFile, runGrowth } from "./api-growth";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const SECONDS = arg("seconds", 3);
const ONLY = option("only");
const DATABASES = (option("db") ?? "pglite,postgres").split(",");
const CONCURRENCY = arg("concurrency", 8);
const DURATION = option("duration") === undefined ? 0 : arg("duration", 0);
const MAX_REQUESTS = 20_000;
const ROUNDS = 3;
const DAYS = 90;
const SECRET = "bench-api-secret";
const APP_ID = 7654321;
const VK_USER = "424242";
const POSTGRES_ADMIN = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** One SQL client under both drivers: PGlite and a pg Pool both answer `query(text, params)` with `{ rows }`. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

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

interface Target {
  name: string;
  method: "GET" | "POST";
  /** The path and the body of the n-th request. */
  request(n: number): { path: string; body?: unknown };
  /**
   * What the row is compared with, when not the bare route of the same method and path: another request, sent to
   * the bare server or to the app itself, unsigned.
   */
  baseline?: { on: "bare" | "app"; request(n: number): { path: string; body?: unknown } };
  /** The app's request carries no signature header (a page, whose launch rides in its URL). */
  unsigned?: true;
}

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
/** What people type into the meal box: a few dishes with amounts, in both languages. */
const MEAL_TEXTS = [
  "овсянка 200 г, банан, кофе с молоком",
  "2 яйца, тост с маслом и стакан апельсинового сока",
  "борщ 300 г, хлеб 2 куска, котлета",
  "chicken breast 150 g, rice 200 g, salad",
];

/** A VK launch of the bench's person, signed now (docs/vk-platform.md: the query string VK opens the app with). */
function launchQuery(): string {
  return signLaunchParams(
    {
      vk_user_id: VK_USER,
      vk_app_id: String(APP_ID),
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "mobile_web",
      vk_language: "ru",
    },
    SECRET,
  );
}

/** Posts spread over a year of past days, so the 100-entries-a-day water limit is never what is measured. */
const spreadDate = (n: number) => dayBefore(100 + (n % 365));

const TARGETS: Target[] = [
  { name: "GET /api/meals/summary", method: "GET", request: () => ({ path: "/api/meals/summary" }) },
  { name: "GET /api/meals?date=", method: "GET", request: () => ({ path: `/api/meals?date=${dayBefore(1)}` }) },
  { name: "GET /api/users/me", method: "GET", request: () => ({ path: "/api/users/me" }) },
  {
    name: "POST /api/meals",
    method: "POST",
    request: (n) => ({
      path: "/api/meals",
      body: { date: spreadDate(n), mealType: MEAL_TYPES[n % 4], source: "manual", dishes: [dish(0), dish(1)] },
    }),
  },
  {
    name: "POST /api/water-intake/log",
    method: "POST",
    request: (n) => ({ path: "/api/water-intake/log", body: { date: spreadDate(n), volumeMl: 250 } }),
  },
  { name: "GET /api/achievements/me", method: "GET", request: () => ({ path: "/api/achievements/me" }) },
  {
    name: "POST analyze-text vs engine",
    method: "POST",
    request: (n) => ({ path: "/api/food/analyze-text", body: { text: MEAL_TEXTS[n % MEAL_TEXTS.length] } }),
    baseline: {
      on: "bare",
      request: (n) => ({ path: "/bare/analyze-text", body: { text: MEAL_TEXTS[n % MEAL_TEXTS.length] } }),
    },
  },
  {
    name: "GET / signed vs landing",
    method: "GET",
    // Signed at each request, so the launch stays inside the page's freshness window however long the run.
    request: () => ({ path: `/?${launchQuery()}` }),
    baseline: { on: "app", request: () => ({ path: "/" }) },
    unsigned: true,
  },
];

/** A person's meals of a day ($1, $2) with their dishes, as one JSON value: meals-repository.ts mealsJsonQuery. */
const MEALS_JSON = `select coalesce(json_agg(json_build_object('id', m.id, 'userId', m.user_id, 'date', m.date::text,
    'mealType', m.meal_type, 'source', m.source, 'originalQuery', m.original_query, 'photoRef', m.photo_ref,
    'createdMs', (extract(epoch from m.created_at) * 1000)::float8,
    'updatedMs', (extract(epoch from m.updated_at) * 1000)::float8,
    'dishes', (select coalesce(json_agg(json_build_object('id', d.id, 'mealId', d.meal_id, 'position', d.position,
        'name', d.name, 'grams', d.grams, 'caloriesPer100g', d.calories_per_100g, 'proteinPer100g', d.protein_per_100g,
        'fatPer100g', d.fat_per_100g, 'carbsPer100g', d.carbs_per_100g, 'foodId', d.food_id,
        'isEstimate', d.is_estimate) order by d.position), '[]'::json)
      from meal_dishes d where d.meal_id = m.id)) order by m.created_at, m.id), '[]'::json)
  from meals m where m.user_id = $1 and m.date = $2::date`;

/** The bare routes: no signature, no hooks, no ORM, no reply schema; the same statements the app's path runs. */
function baselineApp(client: RawClient): FastifyInstance {
  const app = Fastify({ logger: false });
  const userOf = async () => {
    const { rows } = await client.query("select * from users where social_provider = 'vk' and social_id = $1 limit 1", [
      VK_USER,
    ]);
    return rows[0] as { id: number; profile_data: unknown };
  };

  // The day's meals with their dishes as one JSON value, its water from the day's row and the newest run of days
  // from the diary's row: the statement of meals-repository.ts daySummaryRows, written out.
  app.get("/api/meals/summary", async () => {
    const user = await userOf();
    const date = dayBefore(0);
    const { rows } = await client.query(
      `select (${MEALS_JSON}) as meals,
        (select total_ml from water_day_totals where user_id = $1 and date = $2::date) as water_ml,
        (select json_build_object('lastDate', (upper(r) - 1)::text, 'days', upper(r) - lower(r))
          from meal_diaries t cross join lateral (
            select r from unnest(t.days * datemultirange(daterange(null, $2::date, '[]'))) as r
            order by lower(r) desc limit 1) as run(r)
          where t.user_id = $1) as run`,
      [user.id, date],
    );
    const row = rows[0] as { meals: unknown; water_ml: number | null; run: unknown };
    const meals = typeof row.meals === "string" ? JSON.parse(row.meals) : row.meals;
    return { date, meals, water: row.water_ml ?? 0, run: row.run, goals: user.profile_data };
  });
  // The day's meals with their dishes as one JSON value: the statement of meals-repository.ts listByDate.
  app.get<{ Querystring: { date: string } }>("/api/meals", async (request) => {
    const user = await userOf();
    const { rows } = await client.query(`select (${MEALS_JSON}) as meals`, [user.id, request.query.date]);
    const meals = (rows[0] as { meals: unknown }).meals;
    return { date: request.query.date, meals: typeof meals === "string" ? JSON.parse(meals) : meals };
  });
  app.get("/api/users/me", async () => userOf());
  app.post<{ Body: { text: string } }>("/bare/analyze-text", async (request) => analyzeMealText(request.body.text));
  app.post<{ Body: { date: string; mealType: string; source: string; dishes: ReturnType<typeof dish>[] } }>(
    "/api/meals",
    async (request, reply) => {
      const user = await userOf();
      const b = request.body;
      const { rows } = await client.query(
        `with m as (insert into meals (user_id, date, meal_type, source) values ($1, $2, $3, $4) returning *),
         d as (insert into meal_dishes (meal_id, position, name, grams, calories_per_100g, protein_per_100g,
                 fat_per_100g, carbs_per_100g, food_id, is_estimate)
               select m.id, x.position, x.name, x.grams, x.calories, x.protein, x.fat, x.carbs, x.food_id, x.is_estimate
               from m, jsonb_to_recordset($5::jsonb) as x(position int, name text, grams real, calories real,
                 protein real, fat real, carbs real, food_id text, is_estimate boolean)
               returning *),
         day as (insert into meal_day_totals as t (user_id, date, meals, photo_meals, calories, protein, fat, carbs)
               select m.user_id, m.date, 1, (m.source = 'photo')::int,
                 coalesce((select sum(round(d.calories_per_100g::numeric * d.grams::numeric / 100, 0)) from d), 0),
                 coalesce((select sum(round(d.protein_per_100g::numeric * d.grams::numeric / 100, 1)) from d), 0),
                 coalesce((select sum(round(d.fat_per_100g::numeric * d.grams::numeric / 100, 1)) from d), 0),
                 coalesce((select sum(round(d.carbs_per_100g::numeric * d.grams::numeric / 100, 1)) from d), 0)
               from m
               on conflict (user_id, date) do update set meals = t.meals + excluded.meals,
                 photo_meals = t.photo_meals + excluded.photo_meals, calories = t.calories + excluded.calories,
                 protein = t.protein + excluded.protein, fat = t.fat + excluded.fat, carbs = t.carbs + excluded.carbs
               returning 1),
         diary as (insert into meal_diaries as t (user_id, days, meals, photo_meals)
               select m.user_id, datemultirange(daterange(m.date, m.date, '[]')), 1, (m.source = 'photo')::int
               from m cross join day
               on conflict (user_id) do update set days = t.days + excluded.days, meals = t.meals + excluded.meals,
                 photo_meals = t.photo_meals + excluded.photo_meals)
         select (select row_to_json(m) from m) as meal, (select json_agg(d) from d) as dishes`,
        [
          user.id,
          b.date,
          b.mealType,
          b.source,
          JSON.stringify(
            b.dishes.map((d, position) => ({
              position,
              name: d.name,
              grams: d.grams,
              ...d.per100g,
              food_id: d.foodId,
              is_estimate: d.isEstimate,
            })),
          ),
        ],
      );
      return reply.code(201).send(rows[0]);
    },
  );
  app.post<{ Body: { date: string; volumeMl: number } }>("/api/water-intake/log", async (request, reply) => {
    const user = await userOf();
    // The statement of water-repository.ts create: the day's row counts the entries under its row lock.
    const { rows } = await client.query(
      `with day as (
         insert into water_day_totals as t (user_id, date, total_ml, entries) values ($1, $2, $3, 1)
         on conflict (user_id, date) do update set total_ml = t.total_ml + excluded.total_ml, entries = t.entries + 1
         where t.entries < 100
         returning 1)
       insert into water_intake (user_id, date, volume_ml, source)
       select $1, $2, $3, 'manual' from day
       returning *`,
      [user.id, request.body.date, request.body.volumeMl],
    );
    return reply.code(201).send(rows[0]);
  });
  app.get("/api/achievements/me", async () => {
    const user = await userOf();
    // The queries of achievements-service.ts: the diary's row and the goal days along the days' indexes.
    const [facts, water, weight, latest, earned] = await Promise.all([
      client.query(
        `select coalesce(t.meals, 0)::int as meals, coalesce(t.photo_meals, 0)::int as photo_meals,
           (select count(*) from meal_day_totals where user_id = $1 and calories between 1799 and 2201
             and abs(calories::float8 - 2000) <= 200)::int as within_goal,
           coalesce((select max(upper(r) - lower(r)) from unnest(t.days) as r), 0)::int as longest,
           (select coalesce(sum(used), 0)::int from photo_analysis_usage where user_id = $1) as recognised
         from (select 1) as one left join meal_diaries t on t.user_id = $1`,
        [user.id],
      ),
      client.query("select count(*)::int as days from water_day_totals where user_id = $1 and total_ml >= 2000", [
        user.id,
      ]),
      client.query("select count(*)::int as n from weight_log where user_id = $1", [user.id]),
      client.query("select * from weight_log where user_id = $1 and date <= $2 order by date desc limit 1", [
        user.id,
        dayBefore(0),
      ]),
      client.query("select * from achievements where user_id = $1", [user.id]),
    ]);
    return {
      facts: facts.rows[0],
      water: water.rows[0],
      weight: weight.rows[0],
      latest: latest.rows[0] ?? null,
      earned: earned.rows,
    };
  });
  return app;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
}

/** Keeps CONCURRENCY requests in flight over keep-alive sockets for SECONDS, or until MAX_REQUESTS are sent. */
async function load(
  port: number,
  target: Pick<Target, "method" | "request">,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const { path, body } = target.request(n);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path,
          method: target.method,
          agent,
          headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline && sent < MAX_REQUESTS) await one(sent++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    rssMb: process.memoryUsage().rss / 2 ** 20,
    errors,
  };
}

/** The rounds of one side together: mean rate, the rounds' median latencies, the last RSS. */
function combine(rounds: Measured[]): Measured {
  const mid = <T>(values: T[]) => values[Math.floor(values.length / 2)] as T;
  const sorted = (pick: (m: Measured) => number) => rounds.map(pick).sort((a, b) => a - b);
  return {
    rps: rounds.reduce((sum, m) => sum + m.rps, 0) / rounds.length,
    p50: mid(sorted((m) => m.p50)),
    p99: mid(sorted((m) => m.p99)),
    rssMb: rounds.at(-1)?.rssMb ?? 0,
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** A diary of DAYS days: four meals of three dishes and six glasses of water a day, through the API itself. */
async function seed(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  const ask = async (method: "POST", url: string, payload: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  };
  await ask("POST", "/api/users", {
    firstName: "Bench",
    lastName: "Person",
    profileData: { gender: "female", age: 30, heightCm: 168, weightKg: 64, waterGoalMl: 2000 },
  });
  for (let day = 0; day < DAYS; day++) {
    const date = dayBefore(day);
    for (const [i, mealType] of MEAL_TYPES.entries()) {
      await ask("POST", "/api/meals", {
        date,
        mealType,
        source: "manual",
        dishes: [dish(i), dish(i + 1), dish(i + 2)],
      });
    }
    for (let glass = 0; glass < 6; glass++) await ask("POST", "/api/water-intake/log", { date, volumeMl: 250 });
  }
}

/** The resident set of another process, in bytes (Linux's /proc; the bench runs where the server does). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/**
 * Starts the server with `env` as `npm run serve` does (its command, Node's flags included, without npm in between,
 * so the process measured is the server alone) and resolves with it and the port it printed once ready.
 */
async function startServer(env: Record<string, string>) {
  await buildServer();
  const child = spawn(process.execPath, serveArguments(), {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let printed = "";
    child.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /Landing page:\s+http:\/\/localhost:(\d+)\//.exec(printed)?.[1];
      if (port) resolve(Number(port));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was ready: ${printed}`)));
  });
  return { child, port };
}

/**
 * --duration: the server in its own process, started as production starts it, on a fresh database of `kind` with a
 * 90-day diary; every route of the table against it in turn for DURATION seconds, its RSS printed every 15 s.
 */
async function soak(kind: "pglite" | "postgres", webDist: string): Promise<void> {
  const scratch = kind === "postgres" ? await createScratchDatabase(POSTGRES_ADMIN, "tarelka_soak") : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-soak-"));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    VK_APP_ID: String(APP_ID),
    VK_APP_SECRET: SECRET,
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  const { child, port } = await startServer(env);
  try {
    const headers = { "x-vk-launch-params": Buffer.from(launchQuery()).toString("base64") };
    for (const [url, body] of [
      ["/api/users", { firstName: "Bench", lastName: "Person" }],
      ["/api/diary/import", diaryFile(DAYS)],
    ] as const) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    }
    // Every route, whatever --only chose for the table: memory is a property of the whole app's traffic.
    const targets = TARGETS;
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(
      `${kind}: the server alone (main.ts, pid ${child.pid}, ${mb(rssOf(child.pid ?? 0))} MB after seeding), ` +
        `under load for ${DURATION} s (${targets.length} routes in turn): its RSS, lowest–highest, every 15 s`,
    );
    // Read after every second of load, so a window's lowest and highest are seen, not one point of the sawtooth
    // between the collector's runs.
    let window: number[] = [];
    let nextPrint = 15;
    let requests = 0;
    let rejected = 0;
    for (let i = 0; elapsed() < DURATION; i++) {
      const target = targets[i % targets.length] as Target;
      const measured = await load(port, target, target.unsigned ? {} : headers, 1);
      requests += Math.round(measured.rps);
      rejected += measured.errors;
      window.push(rssOf(child.pid ?? 0));
      if (elapsed() >= nextPrint) {
        console.log(
          `  ${elapsed().toFixed(0).padStart(4)} s  RSS ${mb(Math.min(...window)).padStart(4)}–${mb(Math.max(...window)).padEnd(4)} MB` +
            `  (${requests} requests; ${rejected} answered 4xx/5xx)`,
        );
        window = [];
        nextPrint += 15;
      }
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
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

async function runOn(kind: "pglite" | "postgres"): Promise<void> {
  const scratch = kind === "postgres" ? await createScratchDatabase(POSTGRES_ADMIN, "tarelka_bench") : null;
  let database: DatabaseHandle | null = null;
  const servers: FastifyInstance[] = [];
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-bench-web-"));
  try {
    database = await openDatabase({ url: scratch?.url, pgliteDir: "memory://" });
    // The two pages the server sends, as small as a build's, so the first page's row measures its replies.
    fs.mkdirSync(path.join(webDist, "assets"), { recursive: true });
    for (const page of ["index.html", "app.html"]) {
      fs.writeFileSync(
        path.join(webDist, page),
        `<!doctype html><html><head><title>Тарелка</title></head><body><div id="root"></div></body></html>`,
      );
    }
    const env = loadEnv({
      NODE_ENV: process.env.NODE_ENV ?? "production",
      VK_APP_ID: String(APP_ID),
      VK_APP_SECRET: SECRET,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: webDist,
      RATE_LIMIT_PER_MINUTE: "100000000",
    });
    const app = await buildApp(env, database);
    servers.push(app);
    const headers = { "x-vk-launch-params": Buffer.from(launchQuery()).toString("base64") };
    const seeding = performance.now();
    await seed(app, headers);
    const appPort = await listen(app);
    // Both drivers' Drizzle wrappers keep the driver's client as $client; the bare route shares it (and, on
    // PGlite, the one in-process database).
    const raw = (database.db as unknown as { $client: RawClient }).$client;
    const bare = baselineApp(raw);
    servers.push(bare);
    const barePort = await listen(bare);
    console.log(
      `\n${kind} (NODE_ENV=${env.NODE_ENV}; ${DAYS} days seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `${CONCURRENCY} in flight, ${SECONDS} s each side in ${ROUNDS} alternating rounds)`,
    );
    console.log(
      `${"route".padEnd(28)} ${"app req/s".padStart(9)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}` +
        ` ${"bare req/s".padStart(10)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"ratio".padStart(6)} ${"RSS MB".padStart(7)}`,
    );
    for (const target of TARGETS.filter((t) => !ONLY || t.name.includes(ONLY))) {
      const appHeaders = target.unsigned ? {} : headers;
      const baseline = {
        method: target.method,
        request: target.baseline?.request ?? target.request,
      };
      const baselinePort = target.baseline?.on === "app" ? appPort : barePort;
      // A short unmeasured run of each first, so neither side is timed while its code is still cold.
      await load(appPort, target, appHeaders, 0.3);
      await load(baselinePort, baseline, {}, 0.3);
      // Rounds alternate the app and the bare route, so load elsewhere on the machine falls on both alike; the
      // ratio is the median of the rounds' ratios.
      const rounds: { real: Measured; base: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push({
          real: await load(appPort, target, appHeaders, SECONDS / ROUNDS),
          base: await load(baselinePort, baseline, {}, SECONDS / ROUNDS),
        });
      }
      const real = combine(rounds.map((r) => r.real));
      const base = combine(rounds.map((r) => r.base));
      const ratios = rounds.map((r) => r.real.rps / r.base.rps).sort((a, b) => a - b);
      const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
      const errors = real.errors + base.errors ? `  (errors: app ${real.errors}, bare ${base.errors})` : "";
      console.log(
        `${target.name.padEnd(28)} ${real.rps.toFixed(0).padStart(9)} ${real.p50.toFixed(2).padStart(7)} ${real.p99.toFixed(2).padStart(7)}` +
          ` ${base.rps.toFixed(0).padStart(10)} ${base.p50.toFixed(2).padStart(7)} ${base.p99.toFixed(2).padStart(7)}` +
          ` ${ratio.toFixed(2).padStart(6)} ${real.rssMb.toFixed(0).padStart(7)}${errors}`,
      );
    }
    const memory = process.memoryUsage();
    console.log(
      `RSS after the load: ${(memory.rss / 2 ** 20).toFixed(0)} MB (JS heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB)`,
    );
  } finally {
    for (const server of servers) await server.close();
    await database?.close();
    await scratch?.drop();
  }
  try {
    if (DURATION > 0) await soak(kind, webDist);
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

const overall = setTimeout(
  () => {
    console.error("bench:api took over 12 minutes (and --duration); stopping");
    process.exit(1);
  },
  // The table, then the growth tables (api-growth.ts), whose crowd of 10,000 people takes minutes to write.
  720_000 + DURATION * 1000 * DATABASES.length,
);
overall.unref();

if (DATABASES.includes("pglite")) await runOn("pglite");
if (DATABASES.includes("postgres")) {
  if (await postgresReachable()) await runOn("postgres");
  else console.log(`\nPostgreSQL not reachable at ${POSTGRES_ADMIN}: measured on PGlite only`);
}

if (!ONLY) await runGrowth();
