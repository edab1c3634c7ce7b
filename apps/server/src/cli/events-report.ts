/**
 * Operator's report of custom analytics events (decision 006, docs/product.md §7): how many of each event per day.
 * Usage: npm run events:report [-- --days 30]   (reads the same DATABASE_URL / DATA_DIR as the server)
 */
import path from "node:path";
import { ConfigError, loadEnv } from "../config/env";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLockedError, DataDirUnusableError } from "../db/data-dir-lock";
import { createEventsRepository } from "../repositories/events-repository";
import { formatReport } from "./format-events-report";

const daysArg = process.argv.indexOf("--days");
const days = daysArg > 0 ? Number(process.argv[daysArg + 1]) : 30;
if (!Number.isInteger(days) || days <= 0) {
  console.error("--days must be a positive whole number");
  process.exit(2);
}
let database: DatabaseHandle;
try {
  const env = loadEnv(process.env, { serving: false });
  // While the server runs on the embedded database, its folder is locked (db/data-dir-lock.ts) and this refuses
  // with one sentence; on PostgreSQL both may run together.
  database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, "pglite") });
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError)) {
    throw error;
  }
  console.error(error.message);
  process.exit(1);
}
try {
  const rows = await createEventsRepository(database.db).countByDay({ sinceDays: days });
  process.stdout.write(`Events per day, last ${days} days (UTC, ${database.kind}):\n${formatReport(rows)}\n`);
} finally {
  await database.close();
}
