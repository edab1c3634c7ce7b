/**
 * What flushing every commit costs the embedded database (README, Durability): single-row commits per second
 * with PGlite as shipped (fsync off, nothing reaches the disk) and as the server opens it (db/client.ts).
 * Usage: npm run bench:durability [-- --commits 500]   (in a temporary folder on the same disk as os.tmpdir())
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { openDatabase } from "../src/db/client";

const commitsArg = process.argv.indexOf("--commits");
const commits = commitsArg > 0 ? Number(process.argv[commitsArg + 1]) : 500;
if (!Number.isInteger(commits) || commits <= 0) {
  console.error("--commits must be a positive whole number");
  process.exit(2);
}

type Execute = (query: ReturnType<typeof sql>) => Promise<unknown>;

async function commitsPerSecond(execute: Execute): Promise<number> {
  await execute(sql`create table if not exists bench_commit (id serial primary key, note text not null)`);
  // A few unmeasured commits first, so start-up work is not counted.
  for (let i = 0; i < 20; i++) await execute(sql`insert into bench_commit (note) values (${"warm-up"})`);
  const started = performance.now();
  for (let i = 0; i < commits; i++) await execute(sql`insert into bench_commit (note) values (${`meal ${i}`})`);
  return commits / ((performance.now() - started) / 1000);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-durability-"));
try {
  const shipped = new PGlite(path.join(root, "shipped"));
  const shippedDb = drizzle(shipped);
  const before = await commitsPerSecond((query) => shippedDb.execute(query));
  await shipped.close();

  const flushing = await openDatabase({ pgliteDir: path.join(root, "flushing") });
  const after = await commitsPerSecond((query) => flushing.db.execute(query));
  await flushing.close();

  console.log(`Single-row commits per second, ${commits} commits, in ${os.tmpdir()}:`);
  console.log(`  PGlite as shipped (no fsync):      ${before.toFixed(0)}`);
  console.log(`  as the server opens it (fsync):    ${after.toFixed(0)}  (${((after / before) * 100).toFixed(0)}%)`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
