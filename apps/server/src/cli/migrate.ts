/**
 * The release step of a fleet (docs/deploy.md): applies the committed migrations once, before servers of the new
 * version roll out. Usage: npm run db:migrate   (reads DATABASE_DIRECT_URL or DATABASE_URL, else DATA_DIR)
 * Servers migrate at start as well, under the same advisory lock (db/client.ts), so running this is what makes a
 * slow migration happen before the roll rather than inside the first server's start.
 */
import path from "node:path";
import { ConfigError, loadEnv } from "../config/env";
import { migratePostgres, openDatabase } from "../db/client";
import { DataDirLockedError, DataDirUnusableError } from "../db/data-dir-lock";

try {
  const env = loadEnv(process.env, { serving: false });
  const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  if (url) {
    await migratePostgres(url);
    process.stdout.write("Migrations applied (PostgreSQL).\n");
  } else {
    // The embedded database migrates as it opens; its folder's lock refuses while a server runs on it.
    const database = await openDatabase({ pgliteDir: path.join(env.DATA_DIR, "pglite") });
    await database.close();
    process.stdout.write(`Migrations applied (embedded database in ${env.DATA_DIR}).\n`);
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError)) {
    throw error;
  }
  console.error(error.message);
  process.exit(1);
}
