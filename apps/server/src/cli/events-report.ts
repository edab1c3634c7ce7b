/**
 * Operator's report of custom analytics events (issue 7, spec §7): how many of each event per day.
 * Usage: npm run events:report [-- --days 30]   (reads the same DATABASE_URL / DATA_DIR as the server)
 */
import path from "node:path";
import { loadEnv } from "../config/env";
import { openDatabase } from "../db/client";
import { createEventsRepository } from "../repositories/events-repository";
import { formatReport } from "./format-events-report";

const daysArg = process.argv.indexOf("--days");
const days = daysArg > 0 ? Number(process.argv[daysArg + 1]) : 30;
if (!Number.isInteger(days) || days <= 0) {
  console.error("--days must be a positive whole number");
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, "pglite") });
try {
  const rows = await createEventsRepository(database.db).countByDay({ sinceDays: days });
  process.stdout.write(`Events per day, last ${days} days (UTC, ${database.kind}):\n${formatReport(rows)}\n`);
} finally {
  await database.close();
}
