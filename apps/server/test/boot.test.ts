import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TAnalyzeTextResponse } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../test-setup/free-port";
import { openDatabase } from "../src/db/client";
import { buildServer, REPO_ROOT, serveArguments } from "./helpers";

/**
 * Start-up as an operator meets it: the server as `npm run serve` runs it (its bundle of `main.ts`, decision 032) in
 * its own process, with only the environment given here (none of the developer's VK or database settings leak in).
 */
const BASE_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? os.tmpdir(),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  WEB_DIST_DIR: "/nonexistent-web-dist",
};

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-boot-"));
  folders.push(dir);
  return dir;
}

function run(script: string, env: Record<string, string>): Started {
  return spawnWith(["--import", "tsx", script], env);
}

function spawnWith(args: string[], env: Record<string, string>): Started {
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...BASE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const startServer = (env: Record<string, string>) => spawnWith(serveArguments(), env);

beforeAll(async () => {
  await buildServer();
}, 60_000);

async function untilReady(server: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes("is ready")) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A refusal is one short message on its own, never a stack trace. */
function expectPlainRefusal(output: string): void {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("node:internal");
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    }
  }
});

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("start-up: demo mode must be asked for", () => {
  it("refuses to start with neither VK_APP_SECRET nor DEMO_MODE, and says what to set", async () => {
    const server = startServer({ PORT: "0", DATA_DIR: tempDir() });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("set VK_APP_SECRET and VK_APP_ID to serve a VK app, or DEMO_MODE=1");
    expectPlainRefusal(server.output());
  });

  it("refuses the demo with NODE_ENV=production, with or without DEMO_MODE", async () => {
    const cases: { extra: Record<string, string>; says: string }[] = [
      { extra: {}, says: "or DEMO_MODE=1 for a local demo" },
      { extra: { DEMO_MODE: "1" }, says: "never runs with NODE_ENV=production" },
    ];
    for (const { extra, says } of cases) {
      const server = startServer({ NODE_ENV: "production", PORT: "0", DATA_DIR: tempDir(), ...extra });
      expect(await server.exited).not.toBe(0);
      expect(server.output()).toContain(says);
      expectPlainRefusal(server.output());
    }
  });

  it("refuses DEMO_MODE=1 together with VK_APP_SECRET", async () => {
    const server = startServer({
      PORT: "0",
      DATA_DIR: tempDir(),
      DEMO_MODE: "1",
      VK_APP_ID: "123",
      VK_APP_SECRET: "a-real-protected-key",
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("DEMO_MODE=1 cannot be used with VK_APP_SECRET");
  });

  it("signs demo launches only when DEMO_MODE=1, and never with a real secret", async () => {
    const demoPort = await freePort();
    const demo = startServer({ PORT: String(demoPort), DATA_DIR: tempDir(), DEMO_MODE: "1" });
    await untilReady(demo);
    const redirect = await fetch(`http://127.0.0.1:${demoPort}/demo?user=42`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toContain("vk_user_id=42");

    const realPort = await freePort();
    const real = startServer({
      PORT: String(realPort),
      DATA_DIR: tempDir(),
      VK_APP_ID: "123",
      VK_APP_SECRET: "a-real-protected-key",
      NODE_ENV: "production",
    });
    await untilReady(real);
    const refused = await fetch(`http://127.0.0.1:${realPort}/demo?user=42`, { redirect: "manual" });
    expect(refused.status).not.toBe(302);
    expect(refused.headers.get("location")).toBeNull();
  }, 120_000);
});

describe("start-up: the built server", () => {
  it("runs without a TypeScript loader, finds its migrations, routes and the engine's data, and reads a meal", async () => {
    expect(serveArguments()).not.toContain("tsx");
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: tempDir(), DEMO_MODE: "1" });
    await untilReady(server);
    const origin = `http://127.0.0.1:${port}`;
    const demo = await fetch(`${origin}/demo?user=77`, { redirect: "manual" });
    const launch = new URL(demo.headers.get("location") ?? "", origin).search.slice(1);
    const headers = {
      "content-type": "application/json",
      "x-vk-launch-params": Buffer.from(launch).toString("base64"),
    };
    const account = await fetch(`${origin}/api/users`, {
      method: "POST",
      headers,
      body: JSON.stringify({ firstName: "Тест", lastName: "Тестов" }),
    });
    expect(account.status).toBe(201);
    const reading = await fetch(`${origin}/api/food/analyze-text`, {
      method: "POST",
      headers,
      body: JSON.stringify({ text: "гречка 200 г", lang: "ru" }),
    });
    expect(reading.status).toBe(200);
    expect(((await reading.json()) as TAnalyzeTextResponse).items).toMatchObject([{ foodId: "buckwheat", grams: 200 }]);
  }, 120_000);
});

describe("start-up: one process per embedded database", () => {
  it("refuses a second server on the same DATA_DIR, and takes over the lock of a killed one", async () => {
    const dataDir = tempDir();
    const first = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_MODE: "1" });
    await untilReady(first);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_MODE: "1" });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`is in use by another Tarelka process (pid ${first.child.pid})`);
    expectPlainRefusal(second.output());

    // The events report reads the same folder, so it must not open it under a running server either.
    const report = run("apps/server/src/cli/events-report.ts", { DATA_DIR: dataDir });
    expect(await report.exited).not.toBe(0);
    expect(report.output()).toContain("is in use by another Tarelka process");
    expectPlainRefusal(report.output());

    // A crash leaves the lock file behind; its owner is gone, so the next start takes it over.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
    const third = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_MODE: "1" });
    await untilReady(third);

    // A clean stop releases the folder.
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    const report2 = run("apps/server/src/cli/events-report.ts", { DATA_DIR: dataDir });
    expect(await report2.exited).toBe(0);
    expect(report2.output()).toContain("Events per day");
  }, 180_000);

  it("refuses to open one folder twice in one process too", async () => {
    const dir = path.join(tempDir(), "pglite");
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/is in use by another Tarelka process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  }, 60_000);
});

describe("start-up: an unusable data folder", () => {
  it("says so in one sentence and exits non-zero instead of a stack trace", async () => {
    // A path under a regular file: no user, root included, can create a folder there.
    const file = path.join(tempDir(), "not-a-folder");
    fs.writeFileSync(file, "");
    const server = startServer({ PORT: "0", DATA_DIR: path.join(file, "data"), DEMO_MODE: "1" });
    expect(await server.exited).not.toBe(0);
    const message = server.output().trim();
    expect(message).toMatch(/^The data folder .+ cannot be written \(ENOTDIR: .+\); set DATA_DIR to a folder/);
    expect(message.split("\n")).toHaveLength(1);
    expectPlainRefusal(message);
  });
});

describe("the embedded database flushes each commit to the disk", () => {
  it("runs with fsync on and calls fsync(2) for every commit", async () => {
    const database = await openDatabase({ pgliteDir: path.join(tempDir(), "pglite") });
    try {
      const settings = (await database.db.execute(sql`select current_setting('fsync') as fsync`)) as {
        rows: { fsync: string }[];
      };
      expect(settings.rows[0]?.fsync).toBe("on");
      await database.db.execute(sql`create table durability_check (note text)`);
      const fsyncs = vi.spyOn(fs, "fsyncSync");
      try {
        for (let i = 0; i < 10; i++) await database.db.execute(sql`insert into durability_check values (${`n${i}`})`);
        expect(fsyncs.mock.calls.length).toBeGreaterThanOrEqual(10);
      } finally {
        fsyncs.mockRestore();
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("the embedded database's folder stays proportional to its data (docs/decisions/022-request-cost-and-embedded-upkeep.md)", () => {
  const folderBytes = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (sum, e) =>
          sum + (e.isDirectory() ? folderBytes(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
        0,
      );

  it("lets go of old write-ahead log and vacuums rewritten tables when a diary is deleted and written again", async () => {
    const dir = path.join(tempDir(), "pglite");
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const { db } = database;
      await db.execute(sql`insert into users (social_provider, social_id) values ('vk', 'churn')`);
      // About 19 MB of write-ahead log per write: four of them are some 80 MB that a folder would otherwise keep.
      const write = () =>
        db.execute(sql`
          with m as (
            insert into meals (user_id, date, meal_type, source)
            select (select id from users where social_id = 'churn'), date '2024-01-01' + (i % 500), 'lunch', 'manual'
            from generate_series(1, 12000) i returning id)
          insert into meal_dishes (meal_id, position, name, grams, calories_per_100g, protein_per_100g, fat_per_100g,
            carbs_per_100g)
          select m.id, p, 'блюдо', 150, 120, 8.5, 4.2, 15.1 from m, generate_series(0, 2) p`);
      await write();
      for (let round = 0; round < 3; round++) {
        await db.execute(sql`delete from meals`);
        await write();
        // What the server's own timer runs once a minute.
        await database.upkeep?.();
      }
      // At most the two segments kept for reuse and the one being written, and less than what was written.
      expect(folderBytes(path.join(dir, "pg_wal"))).toBeLessThanOrEqual(48 * 2 ** 20);
      const vacuumed = (await db.execute(
        sql`select last_vacuum is not null as done from pg_stat_user_tables where relname = 'meals'`,
      )) as unknown as { rows: { done: boolean }[] };
      expect(vacuumed.rows[0]?.done).toBe(true);
    } finally {
      await database.close();
    }
  }, 240_000);

  it("vacuums a table that only grew, so counting its rows needs no visit to each", async () => {
    const dir = path.join(tempDir(), "pglite");
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const { db } = database;
      const stats = async () => {
        // The single-user backend reports its statistics only now and then (as the upkeep knows).
        await db.execute(sql`select pg_stat_force_next_flush()`);
        return (
          (await db.execute(sql`select last_vacuum is not null as vacuumed, n_ins_since_vacuum::int as inserted
            from pg_stat_user_tables where relname = 'meal_day_totals'`)) as unknown as {
            rows: { vacuumed: boolean; inserted: number }[];
          }
        ).rows[0];
      };
      await db.execute(sql`insert into users (social_provider, social_id) values ('vk', 'grower')`);
      // Two years of days: no row is ever deleted or rewritten, so no dead rows would call for a vacuum.
      await db.execute(sql`insert into meal_day_totals (user_id, date, meals, photo_meals, calories, protein, fat, carbs)
        select (select id from users where social_id = 'grower'), date '2024-01-01' + i, 3, 0, 1900, 90, 60, 220
        from generate_series(0, 1499) i`);
      expect(await stats()).toEqual({ vacuumed: false, inserted: 1500 });
      await database.upkeep?.();
      expect(await stats()).toEqual({ vacuumed: true, inserted: 0 });
    } finally {
      await database.close();
    }
  }, 60_000);
});
