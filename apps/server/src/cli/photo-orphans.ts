/**
 * Orphaned photos (docs/deploy.md, Orphaned photos): objects of the photo store that no database row accounts
 * for, and rows whose object is gone. Reports both; removes orphans older than the grace period only when asked.
 *
 *   npm run photos:orphans                               report only
 *   npm run photos:orphans -- --delete [--grace-hours 24]  also remove orphans older than the grace period
 *
 * Reads the same DATABASE_URL / DATA_DIR / S3_* as the server. On PostgreSQL it runs beside the servers; on the
 * embedded database the server must be stopped (its data folder's lock, db/data-dir-lock.ts). Rows without an
 * object are only reported: the meal keeps its numbers, and the photo answers 404 as it already does.
 */
import path from "node:path";
import { ConfigError, loadEnv } from "../config/env";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirLockedError, DataDirUnusableError } from "../db/data-dir-lock";
import { findOrphans, ORPHAN_GRACE_DEFAULT_MS, ORPHAN_GRACE_MIN_MS, removeOrphans } from "../services/photo-orphans";
import { blobsOf, placeFromEnv } from "./backup-steps";

const HOUR_MS = 60 * 60_000;
const SHOWN = 20;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

let database: DatabaseHandle | null = null;
try {
  const graceAt = process.argv.indexOf("--grace-hours");
  const graceHours = graceAt > 0 ? Number(process.argv[graceAt + 1]) : ORPHAN_GRACE_DEFAULT_MS / HOUR_MS;
  if (!Number.isFinite(graceHours) || graceHours * HOUR_MS < ORPHAN_GRACE_MIN_MS) {
    throw new ConfigError(
      `--grace-hours must be at least ${ORPHAN_GRACE_MIN_MS / HOUR_MS}: an upload in flight writes its object before it is counted as done.`,
    );
  }
  const remove = process.argv.includes("--delete");
  const env = loadEnv(process.env, { serving: false });
  database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, "pglite"),
    directUrl: env.DATABASE_DIRECT_URL,
    poolMax: 2,
  });
  const blobs = blobsOf(placeFromEnv(env));
  // The store the servers use (photo-store.ts, photoStoreFor): the embedded one only on PGlite without a bucket.
  const shared = database.kind === "postgres" || blobs.kind === "s3";
  const store = blobs.kind === "s3" ? `s3 (bucket ${env.S3_BUCKET})` : shared ? "shared-disk" : "disk (embedded)";
  const deps = { db: database.db, blobs, shared, graceMs: graceHours * HOUR_MS };
  const report = await findOrphans(deps);

  const out: string[] = [
    `Photo store: ${store}, ${report.objects} objects (${mb(report.objectBytes)}); ${shared ? `${report.rows} photo rows` : "accounted for by meals"}.`,
  ];
  const orphanBytes = report.orphans.reduce((sum, object) => sum + object.bytes, 0);
  out.push(
    `Objects without a row: ${report.orphans.length} (${mb(orphanBytes)}), ${report.expired.length} older than ${graceHours} h.`,
  );
  for (const object of report.orphans.slice(0, SHOWN)) {
    out.push(`  ${object.key}  ${kb(object.bytes)}  ${new Date(object.modifiedMs).toISOString()}`);
  }
  if (report.orphans.length > SHOWN) out.push(`  … and ${report.orphans.length - SHOWN} more`);
  out.push(`Rows without an object: ${report.missing.length}.`);
  for (const row of report.missing.slice(0, SHOWN)) {
    out.push(`  person ${row.userId}, photo ${row.id} (${row.state === "meal" ? "named by a meal" : row.state})`);
  }
  if (report.missing.length > SHOWN) out.push(`  … and ${report.missing.length - SHOWN} more`);
  if (remove) {
    const gone = await removeOrphans(deps, report);
    out.push(`Deleted ${gone.length} orphaned objects (${mb(gone.reduce((sum, object) => sum + object.bytes, 0))}).`);
  } else if (report.expired.length > 0) {
    out.push(
      `Nothing deleted: run again with --delete to remove the ${report.expired.length} older than ${graceHours} h.`,
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError)) {
    throw error;
  }
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database?.close();
}
