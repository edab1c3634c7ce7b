import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { REPO_ROOT } from "../../../scripts/serve-arguments.mjs";
import { buildApp } from "../src/app";
import { signLaunchParams } from "../src/auth/vk-launch-params";
import { type Env, loadEnv } from "../src/config/env";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { PERSON_CHANNEL } from "../src/services/person-cache";
import { adminQuery, pgliteTemplate, postgresTemplate, untilNobodyConnected } from "./database-templates";

export { buildServer } from "../../../scripts/build-server.mjs";
export { REPO_ROOT, serveArguments } from "../../../scripts/serve-arguments.mjs";

/** API tests run against the embedded database always, and the PostgreSQL server when TEST_DATABASE_URL is set. */
export const BACKENDS: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * Redis for the tests of shared limits and of a fleet, when TEST_REDIS_URL is set (.ci/run sets it when a server
 * answers on 127.0.0.1:6379). Without it those tests are skipped, and say so loudly.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** A skipped test that nobody notices is a test that silently stopped running. */
export function warnSkipped(what: string, needs: string): void {
  console.warn(`\n  !!! ${what} SKIPPED: ${needs}\n`);
}

export const TEST_SECRET = "api-test-secret";

/** A meal dish of 200 kcal, 10 g protein, 5 g fat and 25 g carbs per 100 g: `kcal` of it weighs kcal / 2 grams. */
export const plainDish = (kcal: number) => ({
  name: "каша",
  grams: kcal / 2,
  per100g: { calories: 200, protein: 10, fat: 5, carbs: 25 },
  foodId: null,
  isEstimate: false,
});
export const TEST_APP_ID = 7654321;

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  /** The app's database, for tests that change it behind the API's back. */
  database: DatabaseHandle;
  /** Headers of docs/product.md §7 for a VK user, signed with the test app's secret. */
  headersFor(userId: string | number, params?: Record<string, string>, secret?: string): Record<string, string>;
  /** Creates the person through the API, as the mini-app's onboarding does; returns their id. */
  createUser(
    userId: string | number,
    body?: { firstName?: string; lastName?: string; profileData?: object },
  ): Promise<number>;
  /**
   * Sends a request signed as the VK user and answers the reply; a status of 300 or more throws with the body,
   * except those `allowed`, so a test reads only what it meant to.
   */
  send(
    userId: string | number,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    allowed?: readonly number[],
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A version 1 diary file holding these meals and water entries (docs/product.md §2 /profile, Export and import). */
export const diaryFile = (content: { meals?: object[]; water?: object[] }) => ({
  format: "tarelka-diary",
  version: 1,
  exportedAt: new Date().toISOString(),
  profile: { firstName: "Тест", lastName: "Тестов", profileData: {} },
  meals: content.meals ?? [],
  water: content.water ?? [],
  weight: [],
});

/**
 * A fresh PostgreSQL database per test app, so files can run in parallel and leave nothing behind: a copy of the
 * run's migrated `template` when given (database-templates.ts), else empty; the API bench makes its own with another
 * server and name prefix.
 */
export async function createScratchDatabase(
  adminUrl = process.env.TEST_DATABASE_URL as string,
  prefix = "tarelka_test",
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // The pool's own sockets may still be closing; a forced drop would then terminate them mid-goodbye and
      // surface as an uncaught "terminating connection" error, so wait for them to go first.
      await untilNobodyConnected(adminUrl, name);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The VK payments signer, written from the documented algorithm (docs/vk-platform.md §3.2), independently of the
 * server's code: sorted keys, `key=value` with no separator, the protected key appended, MD5 lowercase hex.
 */
export function signPayment(params: Record<string, string>, secret = TEST_SECRET): Record<string, string> {
  let base = "";
  for (const key of Object.keys(params).sort()) base += `${key}=${params[key]}`;
  return {
    ...params,
    sig: crypto
      .createHash("md5")
      .update(base + secret)
      .digest("hex"),
  };
}

/** Signed launch headers of a VK user of the test app, as the mini-app sends them; params override the defaults. */
export function launchHeaders(
  userId: string | number,
  params: Record<string, string> = {},
  secret = TEST_SECRET,
): Record<string, string> {
  const query = signLaunchParams(
    {
      vk_user_id: String(userId),
      vk_app_id: String(TEST_APP_ID),
      vk_ts: String(Math.floor(Date.now() / 1000)),
      vk_platform: "mobile_web",
      vk_language: "ru",
      ...params,
    },
    secret,
  );
  return { "x-vk-launch-params": Buffer.from(query).toString("base64") };
}

/** The configuration API tests run the server with, with these settings changed. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    VK_APP_ID: String(TEST_APP_ID),
    VK_APP_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    // A closed local port: no test reaches the real Open Food Facts; barcode tests start a stand-in instead.
    OFF_API_URL: "http://127.0.0.1:9",
    ...overrides,
  });
}

export async function createTestApp(
  backend: "pglite" | "postgres",
  envOverrides: Record<string, string> = {},
  /** Where the app's log lines go (with LOG_LEVEL overridden), for tests that read them. */
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const env = testEnv(envOverrides);
  const scratch = backend === "postgres" ? await createScratchDatabase(undefined, undefined, postgresTemplate()) : null;
  const database = await openDatabase({
    url: scratch?.url,
    pgliteDir: "memory://",
    pgliteImage: scratch ? undefined : pgliteTemplate(),
  });
  const app = await buildApp(env, database, options);
  await app.ready();
  const headersFor: TestApp["headersFor"] = launchHeaders;
  return {
    app,
    env,
    database,
    headersFor,
    async createUser(userId, body = {}) {
      const res = await app.inject({
        method: "POST",
        url: "/api/users",
        headers: headersFor(userId),
        payload: { firstName: "Тест", lastName: "Тестов", ...body },
      });
      if (res.statusCode !== 201) throw new Error(`creating person ${userId}: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    },
    async send(userId, method, url, payload, allowed = []) {
      const res = await app.inject({ method, url, headers: headersFor(userId), ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300 && !allowed.includes(res.statusCode)) {
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      }
      return res;
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/**
 * What `work` sends to the database through the app's driver: its statements outside transactions, and the
 * transactions it opens (each at least BEGIN, a statement and COMMIT, so several round trips). Both drivers take a
 * plain statement through `query`; a transaction opens with PGlite's `transaction` and with a pg Pool's `connect()`
 * without a callback (the Pool's own `query` connects with one). Counts the whole app's traffic, so `work` should
 * be the only request in flight.
 */
export async function countRoundTrips(
  t: TestApp,
  work: () => Promise<unknown>,
): Promise<{ statements: string[]; transactions: number }> {
  type Patchable = Record<string, ((...args: unknown[]) => unknown) | undefined>;
  const client = (t.app.deps.database.db as unknown as { $client: Patchable }).$client;
  const statements: string[] = [];
  let transactions = 0;
  const originals = { query: client.query, transaction: client.transaction, connect: client.connect };
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    statements.push(typeof first === "string" ? first : String((first as { text?: string }).text ?? first));
    return originals.query?.apply(this, args);
  };
  if (originals.transaction) {
    client.transaction = function (this: unknown, ...args: unknown[]) {
      transactions += 1;
      return originals.transaction?.apply(this, args);
    };
  }
  if (originals.connect) {
    client.connect = function (this: unknown, ...args: unknown[]) {
      if (args.length === 0) transactions += 1;
      return originals.connect?.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    Object.assign(client, originals);
  }
  return { statements, transactions };
}

/** A built web app in miniature: the two documents apps/web/build/preload-routes.ts writes, and one asset. */
export function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-dist-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<html><!-- landing hints --></html>");
  fs.writeFileSync(path.join(dir, "app.html"), "<html><body><!-- mini-app hints --></body></html>");
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "console.log(1)");
  return dir;
}

/**
 * Waits until the server has heard every change announcement the database sent so far (decision 031): a test that
 * changes a person's rows behind the API's back (time passing, say) calls it before asking the API again. One
 * listening connection hears announcements in commit order, so when a marker sent now arrives, the earlier ones
 * have. On PGlite they arrive before the statement returns anyway.
 */
export async function announcementsHeard(database: DatabaseHandle): Promise<void> {
  const marker = `0:heard-${crypto.randomBytes(6).toString("hex")}`;
  let heard: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const watch = database.watch(PERSON_CHANNEL, (payload) => {
    if (payload === marker) heard();
  });
  try {
    await database.db.execute(sql`select pg_notify(${PERSON_CHANNEL}, ${marker})`);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("no change announcement arrived within 5 s")), 5_000).unref(),
    );
    await Promise.race([arrived, timeout]);
  } finally {
    await watch.close();
  }
}

/** The statement of a migration (drizzle/<file>) that matches `pattern`: a backfill, say, to run again. */
export function migrationStatement(file: string, pattern: RegExp): string {
  const text = fs.readFileSync(path.join(REPO_ROOT, "apps/server/drizzle", file), "utf8");
  const statement = text.split("--> statement-breakpoint").find((s) => pattern.test(s));
  if (!statement) throw new Error(`no statement matching ${pattern} in ${file}`);
  return statement;
}
