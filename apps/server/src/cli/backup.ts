/**
 * Backups of the database and the photo store, and the drill that proves one restores (docs/deploy.md, Backups
 * and restore). Reads the same DATABASE_URL (DATABASE_DIRECT_URL first) / DATA_DIR / S3_* as the server.
 *
 *   npm run db:backup -- --to DIR       back up into a new folder
 *   npm run db:restore -- --from DIR    restore into this environment's (empty) database and photo store, and verify
 *   npm run db:drill [-- --keep DIR]    back up, restore into a fresh place (a scratch database on the same
 *                                       PostgreSQL server, or a new folder), verify, and clean up unless --keep
 *
 * Every restore compares the row count of each table and every photo's SHA-256 with the backup's manifest, prints
 * what differs and exits 1 if anything does. On the embedded database, backing up needs the server stopped: it
 * takes the data folder's lock (db/data-dir-lock.ts), and says so in a sentence when a server holds it.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadEnv } from "../config/env";
import { DataDirLockedError, DataDirUnusableError } from "../db/data-dir-lock";
import {
  backup,
  type Manifest,
  type Place,
  placeFromEnv,
  readManifest,
  restore,
  scratchDatabaseBeside,
  type Verification,
} from "./backup-steps";

const [command] = process.argv.slice(2);
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function describe(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.photos.reduce((sum, photo) => sum + photo.bytes, 0);
  return `${manifest.database}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.photos.length} photos (${mb(bytes)})`;
}

/** Prints the verification; true when the restore matches the backup. */
function report(result: Verification): boolean {
  if (result.mismatches.length === 0) {
    process.stdout.write(
      `Verified: ${result.tables} tables with ${result.rows} rows and ${result.photos} photos (${mb(result.photoBytes)}) match the backup.\n`,
    );
    return true;
  }
  process.stdout.write(`The restore does NOT match the backup (${result.mismatches.length} differences):\n`);
  for (const m of result.mismatches.slice(0, 50)) {
    process.stdout.write(`  ${m.what}: backed up ${m.expected}, restored ${m.found}\n`);
  }
  if (result.mismatches.length > 50) process.stdout.write(`  … and ${result.mismatches.length - 50} more\n`);
  return false;
}

async function drill(source: Place): Promise<boolean> {
  const keep = option("keep");
  const folder = keep ? path.resolve(keep) : await fs.mkdtemp(path.join(os.tmpdir(), "tarelka-drill-"));
  const backupDir = path.join(folder, "backup");
  const restoredDir = path.join(folder, "restored");
  const scratch = source.databaseUrl ? await scratchDatabaseBeside(source.databaseUrl) : null;
  try {
    const started = performance.now();
    const manifest = await backup(source, backupDir);
    const backedUp = performance.now();
    process.stdout.write(`Backed up in ${((backedUp - started) / 1000).toFixed(1)} s: ${describe(manifest)}.\n`);
    // The fresh place: a new database beside the source, and the photos into a new folder's disk store (a bucket
    // backup is restored to disk here, so a drill never writes to a bucket).
    const target: Place = { databaseUrl: scratch?.url, dataDir: restoredDir };
    const result = await restore(backupDir, target);
    process.stdout.write(
      `Restored into ${scratch ? `a scratch database and ${restoredDir}` : restoredDir} in ${((performance.now() - backedUp) / 1000).toFixed(1)} s.\n`,
    );
    return report(result);
  } finally {
    if (keep) {
      process.stdout.write(
        `Kept: the backup in ${backupDir}, the restore in ${restoredDir}${scratch ? ` and ${scratch.url.replace(/\/\/[^@]*@/, "//")}` : ""}.\n`,
      );
    } else {
      await scratch?.drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  }
}

try {
  const env = loadEnv(process.env, { serving: false });
  const place = placeFromEnv(env);
  if (command === "backup") {
    const to = option("to");
    if (!to) throw new ConfigError("Name the new backup folder: npm run db:backup -- --to /path/to/backup");
    const manifest = await backup(place, path.resolve(to));
    process.stdout.write(`Backed up into ${path.resolve(to)}: ${describe(manifest)}.\n`);
  } else if (command === "restore") {
    const from = option("from");
    if (!from) throw new ConfigError("Name the backup folder: npm run db:restore -- --from /path/to/backup");
    process.stdout.write(`Restoring ${describe(await readManifest(path.resolve(from)))}.\n`);
    if (!report(await restore(path.resolve(from), place))) process.exitCode = 1;
  } else if (command === "drill") {
    if (!(await drill(place))) process.exitCode = 1;
  } else {
    throw new ConfigError("Usage: backup.ts backup --to DIR | restore --from DIR | drill [--keep DIR]");
  }
} catch (error) {
  // One sentence for what the operator can fix (a running server's lock, a missing setting, a non-empty target);
  // the stack too for anything else.
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError;
  console.error(known || !(error instanceof Error) ? String((error as Error).message ?? error) : error.stack);
  process.exit(1);
}
