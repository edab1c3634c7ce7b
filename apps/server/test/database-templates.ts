/**
 * The API project's global setup (vitest.config.ts): one migrated empty database of each kind, made once per run,
 * from which every test app's own database is copied (docs/decisions/033-test-databases-from-templates.md). Each app
 * still gets a database of its own, so tests stay as isolated as before; what is no longer paid per app is the
 * embedded database's initialisation (seconds on a busy machine) and the migrations.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR, migratePostgres } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the migrated embedded database's folder, as PGlite's `dumpDataDir` writes it. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database on TEST_DATABASE_URL's server that scratch databases are created from. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-db-template-"));
  const imageFile = path.join(folder, "pglite.tar");
  // The migrator the server runs (openDatabase applies the same committed migrations the same way).
  const pglite = new PGlite("memory://");
  await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
  // Uncompressed: reading it back is most of an app's database start, and gzip would only add to that.
  const image = await pglite.dumpDataDir("none");
  await pglite.close();
  fs.writeFileSync(imageFile, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteTemplate", imageFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (adminUrl) {
    // Named per run: runs of other checkouts may share the server.
    postgresTemplate = `tarelka_template_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    await migratePostgres(url.toString());
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template, the migrator's closing session
    // included, so the template is ready only once that session has gone.
    await untilNobodyConnected(adminUrl, postgresTemplate);
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await adminQuery(adminUrl, `drop database if exists ${postgresTemplate}`);
  };
}

/** Runs one statement on its own session: CREATE and DROP DATABASE cannot run inside a pool's transaction. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Waits (up to 2 s) until no session is connected to the database `name`. */
export async function untilNobodyConnected(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
}

let image: Blob | undefined;

/**
 * The migrated embedded database to start a test app's from, read once per test file's process; undefined outside
 * the API project's run (a test file run under another configuration), where each app starts from an empty folder.
 */
export function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  image ??= new Blob([fs.readFileSync(file)]);
  return image;
}

/** The PostgreSQL database scratch databases are copied from, when the run made one. */
export function postgresTemplate(): string | undefined {
  return inject("postgresTemplate") ?? undefined;
}
