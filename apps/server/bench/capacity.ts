/**
 * What one server process sustains, and what a second one adds (docs/deploy.md, Capacity): real server processes
 * (`apps/server/src/main.ts`, as `npm run serve` starts them, NODE_ENV=production) on PostgreSQL and Redis, driven
 * from this process by many people's signed VK launches doing what the mini-app does most: read the day's summary,
 * describe a meal in text and save it, log a glass of water, open the analytics. First one instance takes the whole
 * load, then two behind a round-robin, at the same number of requests in flight.
 *
 * Printed per run: requests per second, p50/p95/p99 latency (overall and per kind), errors, and per instance its
 * RSS at the end and peak, and the CPU it used (cores busy on average), read from /proc. The load generator shares
 * the machine with the servers and PostgreSQL, so requests per server CPU-second is the figure to size by.
 *
 * Usage: npm run bench:capacity [-- --seconds 20 --concurrency 16 --people 300 --instances 1,2]
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a scratch database
 * is created and dropped) and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379; keys under a fresh prefix).
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { signLaunchParams } from "../src/auth/vk-launch-params";
import { buildServer, createScratchDatabase, REPO_ROOT, serveArguments } from "../test/helpers";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const positive = (name: string, fallback: number) => {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const SECONDS = positive("seconds", 20);
const WARM_UP_SECONDS = 3;
const CONCURRENCY = positive("concurrency", 16);
const PEOPLE = positive("people", 300);
const FLEETS = arg("instances", "1,2")
  .split(",")
  .map((n) => Number(n));
/** Days of history each person already has: analytics over a month read a month of it. */
const HISTORY_DAYS = 60;
const SECRET = "bench-capacity-secret";
const APP_ID = 7654321;
const POSTGRES_ADMIN = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

const TEXTS = [
  "гречка 200 г и куриная грудка 150 г",
  "овсянка на молоке, банан",
  "борщ 300 г, хлеб 2 куска",
  "творог 5% 200 г с мёдом",
  "омлет из двух яиц и помидор",
  "салат цезарь и чай",
];

function dayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

interface Person {
  vkId: number;
  headers: Record<string, string>;
}

function personOf(i: number): Person {
  const vkId = 5_000_000 + i;
  const launch = signLaunchParams(
    {
      vk_user_id: String(vkId),
      vk_app_id: String(APP_ID),
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: i % 3 === 0 ? "desktop_web" : "mobile_android",
      vk_language: "ru",
    },
    SECRET,
  );
  return {
    vkId,
    headers: {
      "x-vk-launch-params": Buffer.from(launch).toString("base64"),
      // The balancer in front states each person's own address (TRUST_PROXY), so limits are counted per person.
      "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
  };
}

/** Servers still running, stopped on any exit of this process, so none outlives the bench. */
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

interface Instance {
  pid: number;
  port: number;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  await buildServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-capacity-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, serveArguments(), {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  // Log lines are read and dropped as a log shipper would; only the start-up banner is kept.
  child.stdout?.on("data", (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk;
  });
  const deadline = Date.now() + 60_000;
  let port: string | undefined;
  while (!port) {
    port = /Landing page:\s+http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) break;
    if (child.exitCode !== null) throw new Error(`a server exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`a server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid as number,
    port: Number(port),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** RSS now and at its peak (MB), and CPU seconds used so far, of a process, from /proc. */
function usageOf(pid: number): { rssMb: number; peakMb: number; cpuSeconds: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the command name), in clock ticks.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024, cpuSeconds: ticks / 100 };
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `database` (the servers' pooled connections), by pid:
 * what the primary spends on this load, read from /proc beside the servers' own.
 */
async function postgresCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query("select pid from pg_stat_activity where datname = $1", [database]);
  const used = new Map<number, number>();
  for (const row of rows as { pid: number }[]) {
    try {
      used.set(row.pid, usageOf(row.pid).cpuSeconds);
    } catch {
      // Not on this machine's /proc (a remote server), or gone meanwhile.
    }
  }
  return used;
}

function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

interface Call {
  kind: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

interface Outcome {
  status: number;
  body: string;
}

function send(agent: http.Agent, port: number, person: Person, call: Call): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: call.path,
        method: call.method,
        agent,
        headers: { ...person.headers, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, body: error.message }));
    req.end(payload);
  });
}

interface AnalyzedItem {
  name: string;
  foodId: string;
  grams: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}

/** A confirmed text analysis as the confirmation screen saves it: per 100 g, from the analysed grams. */
function dishesOf(items: AnalyzedItem[]) {
  return items
    .filter((item) => item.grams > 0)
    .map((item) => ({
      name: item.name,
      grams: item.grams,
      per100g: {
        calories: (item.calories * 100) / item.grams,
        protein: (item.protein * 100) / item.grams,
        fat: (item.fat * 100) / item.grams,
        carbs: (item.carbs * 100) / item.grams,
      },
      foodId: item.foodId,
      isEstimate: false,
    }));
}

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;

/**
 * One visit of a random person: what they do, as a list of requests made one after another (a text meal is its
 * analysis, then saving what it found). Weights follow how the diary is used: the summary on every open, a water
 * glass and a meal on most, analytics now and then.
 */
const VISITS: { weight: number; steps: (n: number) => Call[] | "text-meal" }[] = [
  { weight: 40, steps: () => [{ kind: "summary", method: "GET", path: "/api/meals/summary" }] },
  { weight: 20, steps: () => "text-meal" },
  {
    weight: 25,
    steps: (n) => [
      // Spread over past days, so the 100-glasses-a-day limit is never what is measured.
      {
        kind: "water",
        method: "POST",
        path: "/api/water-intake/log",
        body: { date: dayBefore(n % 300), volumeMl: 250 },
      },
    ],
  },
  {
    weight: 15,
    steps: (n) => [
      {
        kind: "analytics",
        method: "GET",
        path: `/api/analytics/${n % 2 ? "calories" : "nutrition"}/me?period=${n % 3 ? "week" : "month"}`,
      },
    ],
  },
];
const TOTAL_WEIGHT = VISITS.reduce((sum, v) => sum + v.weight, 0);

interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  firstErrors: string[];
}

async function visit(agent: http.Agent, ports: number[], people: Person[], n: number, tally: Tally) {
  const person = people[crypto.randomInt(people.length)] as Person;
  const pick = crypto.randomInt(TOTAL_WEIGHT);
  let upTo = 0;
  const chosen = VISITS.find((v) => {
    upTo += v.weight;
    return pick < upTo;
  });
  const planned = chosen?.steps(n) ?? [];
  const calls: Call[] =
    planned === "text-meal"
      ? [
          {
            kind: "analyze-text",
            method: "POST",
            path: "/api/food/analyze-text",
            body: { text: TEXTS[n % TEXTS.length] },
          },
        ]
      : planned;
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i] as Call;
    // Round-robin per request, as a balancer without stickiness does.
    const port = ports[(n + i) % ports.length] as number;
    const started = performance.now();
    const outcome = await send(agent, port, person, call);
    const elapsed = performance.now() - started;
    const list = tally.latencies.get(call.kind) ?? [];
    list.push(elapsed);
    tally.latencies.set(call.kind, list);
    if (outcome.status === 0 || outcome.status >= 400) {
      tally.errors.set(call.kind, (tally.errors.get(call.kind) ?? 0) + 1);
      if (tally.firstErrors.length < 5)
        tally.firstErrors.push(`${call.kind}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
      return;
    }
    if (call.kind === "analyze-text") {
      const items = (JSON.parse(outcome.body) as { items: AnalyzedItem[] }).items;
      const dishes = dishesOf(items);
      if (dishes.length > 0) {
        calls.push({
          kind: "save-meal",
          method: "POST",
          path: "/api/meals",
          body: {
            date: dayBefore(n % 30),
            mealType: MEAL_TYPES[n % 4],
            source: "text",
            originalQuery: (call.body as { text: string }).text,
            dishes,
          },
        });
      }
    }
  }
}

/** Keeps CONCURRENCY visits going for `seconds`. */
async function drive(ports: number[], people: Person[], seconds: number): Promise<{ tally: Tally; elapsed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
  const tally: Tally = { latencies: new Map(), errors: new Map(), firstErrors: [] };
  let n = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await visit(agent, ports, people, n++, tally);
    }),
  );
  agent.destroy();
  return { tally, elapsed: (performance.now() - started) / 1000 };
}

function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** The people, created through the API as onboarding does, and HISTORY_DAYS of diary each, written in SQL. */
async function seed(port: number, databaseUrl: string, people: Person[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  for (let at = 0; at < people.length; at += 8) {
    await Promise.all(
      people.slice(at, at + 8).map(async (person, i) => {
        const res = await send(agent, port, person, {
          kind: "onboarding",
          method: "POST",
          path: "/api/users",
          body: {
            firstName: "Нагрузка",
            lastName: String(at + i),
            profileData: { gender: i % 2 ? "female" : "male", age: 30, heightCm: 170, weightKg: 70, waterGoalMl: 2000 },
          },
        });
        if (res.status !== 201) throw new Error(`creating a person: ${res.status} ${res.body}`);
      }),
    );
  }
  agent.destroy();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with m as (
         insert into meals (user_id, date, meal_type, source)
         select u.id, current_date - d, (array['breakfast','lunch','dinner'])[k], 'manual'
         from users u, generate_series(1, $1::int) d, generate_series(1, 3) k
         returning id, meal_type)
       insert into meal_dishes (meal_id, position, name, grams, calories_per_100g, protein_per_100g, fat_per_100g,
         carbs_per_100g, food_id, is_estimate)
       select m.id, p, 'блюдо ' || p, 150 + p * 40, 120 + p * 30, 8.5, 4.2, 15.1, null, false
       from m, generate_series(0, 1) p`,
      [HISTORY_DAYS],
    );
    await client.query(
      `insert into water_intake (user_id, date, volume_ml, source)
       select u.id, current_date - d, 250, 'manual' from users u, generate_series(1, $1::int) d, generate_series(1, 6) g`,
      [HISTORY_DAYS],
    );
    // The seed goes around the repositories, so the days they keep are rebuilt from it with the migrations' own
    // statements (docs/decisions/017-per-day-totals.md, 030-streak-and-water-days.md).
    await client.query("delete from meal_diaries; delete from meal_day_totals; delete from water_day_totals");
    for (const statement of keptDaysBackfills()) await client.query(statement);
    await client.query("analyze");
  } finally {
    await client.end();
  }
}

/** The INSERT statements of the migrations that fill the kept days, in the order they must run. */
function keptDaysBackfills(): string[] {
  return ["0015_per_day_totals.sql", "0017_streak_and_water_days.sql"].flatMap((file) =>
    fs
      .readFileSync(new URL(`../drizzle/${file}`, import.meta.url), "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => /^\s*INSERT INTO/m.test(statement)),
  );
}

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `PostgreSQL does not answer at ${POSTGRES_ADMIN}`;
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    return `Redis does not answer at ${REDIS_URL}`;
  } finally {
    redis.disconnect();
  }
  return null;
}

const fmt = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);

async function main(): Promise<void> {
  const missing = await reachable();
  if (missing) {
    console.error(`bench:capacity needs PostgreSQL and Redis: ${missing}`);
    process.exit(1);
  }
  const scratch = await createScratchDatabase(POSTGRES_ADMIN, "tarelka_capacity");
  const prefix = `tarelka-capacity-${crypto.randomBytes(4).toString("hex")}:`;
  const env = {
    NODE_ENV: "production",
    VK_APP_ID: String(APP_ID),
    VK_APP_SECRET: SECRET,
    WEB_DIST_DIR: "/nonexistent-web-dist",
    DATABASE_URL: scratch.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    TRUST_PROXY: "127.0.0.1",
    // Far above what one person sends here, so a 429 never stands in for work; Redis still counts every request.
    RATE_LIMIT_PER_MINUTE: "100000",
  };
  const people = Array.from({ length: PEOPLE }, (_, i) => personOf(i));
  const running: Instance[] = [];
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN });
  await admin.connect();
  const scratchName = new URL(scratch.url).pathname.slice(1);
  try {
    console.log(
      `bench:capacity: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}; ${PEOPLE} people with ${HISTORY_DAYS} days of diary; ${CONCURRENCY} visits in flight; ` +
        `${SECONDS} s measured after ${WARM_UP_SECONDS} s of warm-up`,
    );
    const seeding = performance.now();
    running.push(await startInstance(env));
    await seed((running[0] as Instance).port, scratch.url, people);
    console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    for (const count of FLEETS) {
      while (running.length < count) running.push(await startInstance(env));
      while (running.length > count) await running.pop()?.stop();
      const ports = running.map((instance) => instance.port);
      await drive(ports, people, WARM_UP_SECONDS);
      const before = running.map((instance) => usageOf(instance.pid));
      const postgresBefore = await postgresCpu(admin, scratchName);
      const clientBefore = process.cpuUsage();
      const { tally, elapsed } = await drive(ports, people, SECONDS);
      const client = process.cpuUsage(clientBefore);
      const postgresUsed = cpuBetween(postgresBefore, await postgresCpu(admin, scratchName));
      const after = running.map((instance) => usageOf(instance.pid));
      const all = [...tally.latencies.values()].flat();
      const errors = [...tally.errors.values()].reduce((sum, e) => sum + e, 0);
      const total = quantiles(all);
      const serverCpu = after.reduce((sum, a, i) => sum + a.cpuSeconds - (before[i]?.cpuSeconds ?? 0), 0);
      console.log(
        `\n${count} instance${count > 1 ? "s" : ""}: ${fmt(all.length / elapsed, 0, 0)} req/s, ` +
          `p50 ${total.p50.toFixed(1)} ms, p95 ${total.p95.toFixed(1)} ms, p99 ${total.p99.toFixed(1)} ms, ` +
          `${errors} errors of ${all.length}; servers used ${fmt(serverCpu / elapsed, 0, 2)} cores, ` +
          `${fmt(all.length / Math.max(serverCpu, 0.001), 0, 0)} req per server CPU-second`,
      );
      console.log(
        `${"kind".padEnd(14)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)} errors`,
      );
      for (const [kind, latencies] of [...tally.latencies.entries()].sort()) {
        const q = quantiles(latencies);
        console.log(
          `${kind.padEnd(14)} ${fmt(latencies.length / elapsed, 7, 0)} ${fmt(q.p50, 7)} ${fmt(q.p95, 7)} ${fmt(q.p99, 7)} ${tally.errors.get(kind) ?? 0}`,
        );
      }
      for (const [i, instance] of running.entries()) {
        const use = after[i] as ReturnType<typeof usageOf>;
        const cpu = use.cpuSeconds - (before[i]?.cpuSeconds ?? 0);
        console.log(
          `instance ${i + 1} (pid ${instance.pid}): RSS ${fmt(use.rssMb, 0, 0)} MB (peak ${fmt(use.peakMb, 0, 0)} MB), ` +
            `${fmt(cpu / elapsed, 0, 2)} cores busy`,
        );
      }
      console.log(
        `PostgreSQL backends: ${fmt(postgresUsed / elapsed, 0, 2)} cores busy; load generator: ${fmt((client.user + client.system) / 1e6 / elapsed, 0, 2)} cores busy`,
      );
      for (const line of tally.firstErrors) console.log(`  error: ${line}`);
    }
  } finally {
    await admin.end();
    for (const instance of running) await instance.stop();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 });
    const keys = await redis.keys(`${prefix}*`).catch(() => [] as string[]);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await scratch.drop();
  }
}

const overall = setTimeout(
  () => {
    console.error("bench:capacity took over 10 minutes; stopping");
    process.exit(1);
  },
  10 * 60_000 + SECONDS * 2_000 * FLEETS.length,
);
overall.unref();
await main();
