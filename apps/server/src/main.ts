import path from "node:path";
import { warmUp } from "@tarelka/nutrition";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, type Env, loadEnv } from "./config/env";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { DataDirLockedError, DataDirUnusableError } from "./db/data-dir-lock";
import { demoLaunchQuery } from "./demo/demo-launch";

const startedAt = performance.now();

/**
 * What the operator reads when the server does not start: the reason in a sentence, not a stack trace
 * (docs/code-style.md §10). The stack follows only at LOG_LEVEL=debug or trace.
 */
function bootFailure(error: unknown, env: Env | null): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError) {
    return error.message;
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EADDRINUSE" && env) {
    return `Tarelka could not start: port ${env.PORT} on ${env.HOST} is already in use; stop the other program or set PORT.`;
  }
  if (code && ["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "ENOTDIR", "EIO"].includes(code) && env) {
    return `Tarelka could not start: the data folder ${env.DATA_DIR} cannot be used (${code}: ${message}); set DATA_DIR to a folder this user can write to, on a disk with free space.`;
  }
  return `Tarelka could not start: ${message}`;
}

let env: Env | null = null;
let database: DatabaseHandle | null = null;
let app: FastifyInstance | null = null;
try {
  env = loadEnv();
  database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, "pglite"),
    onIdleConnectionError: (error) => app?.log.warn({ err: error }, "idle database connection failed"),
    poolMax: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    directUrl: env.DATABASE_DIRECT_URL,
  });
  app = await buildApp(env, database);
  // The meal-text engine's database and name index, built before the first request rather than inside it
  // (docs/decisions/027-engine-start-up-and-memory.md).
  warmUp();
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  printReady(env, database, address);
} catch (error) {
  const lines = bootFailure(error, env).split("\n");
  process.stderr.write(`\n${lines.map((line) => `  ${line}`).join("\n")}\n\n`);
  if (["debug", "trace"].includes(process.env.LOG_LEVEL ?? "")) console.error(error);
  await app?.close().catch(() => undefined);
  // Closing also releases the data folder's lock (the exit handler would as well).
  await database?.close().catch(() => undefined);
  process.exit(1);
}

function printReady(env: Env, database: DatabaseHandle, address: string): void {
  const base = env.PUBLIC_URL ?? `http://localhost:${new URL(address).port}`;
  const readyMs = Math.round(performance.now() - startedAt);
  // The embedded database flushes each commit to the disk (db/client.ts); PostgreSQL is still the production
  // database (README, Durability): one process, no replicas, no backups of its own.
  const where = database.kind === "pglite" ? `, ${env.DATA_DIR}, one process, each commit flushed to disk` : "";
  const lines = [
    "",
    `  Tarelka is ready in ${readyMs} ms (database: ${database.kind}${where})`,
    `  Landing page:  ${base}/`,
  ];
  if (env.demoMode) {
    lines.push(
      `  Mini-app demo: ${base}/?${demoLaunchQuery(env)}`,
      `  (DEMO_MODE=1: launches are signed with a public development secret, for this machine only; ${base}/demo always gives a fresh link)`,
    );
  } else {
    lines.push(`  VK app ${env.VK_APP_ID}: open it inside VK.`);
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app?.close();
    await database?.close();
    process.exit(0);
  });
}
