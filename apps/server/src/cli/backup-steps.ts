import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Env } from "../config/env";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../db/data-dir-lock";
import { createDiskBlobs, createS3Blobs, type PhotoBlobs, type S3Settings } from "../services/photo-blobs";

/**
 * A backup of everything that is a person's (docs/deploy.md, Backups and restore): the database and the photo
 * store, taken together and checked after every restore. A backup is a folder:
 *
 *   manifest.json    what was taken: the row count of every table, every photo's key, size and SHA-256
 *   database.dump    PostgreSQL: pg_dump's custom format, of the same snapshot the row counts were read in
 *   pglite/          the embedded database: a copy of DATA_DIR/pglite, taken with the folder's lock held
 *   photos/…         every object of the photo store under its key
 *
 * The manifest is written last: a folder without one is an interrupted backup, and restore refuses it.
 */

/** Where a database and its photos live: the source of a backup or the target of a restore. */
export interface Place {
  /** PostgreSQL; without it the embedded database in `dataDir`. Must allow a session (not a transaction pooler). */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A bucket for the photos; without it `dataDir/photos`. */
  s3?: S3Settings | undefined;
}

export interface PhotoEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: "postgres" | "pglite";
  /** `schema.table` → rows. */
  tables: Record<string, number>;
  photos: PhotoEntry[];
}

export interface Mismatch {
  what: string;
  expected: string;
  found: string;
}

export interface Verification {
  tables: number;
  rows: number;
  photos: number;
  photoBytes: number;
  mismatches: Mismatch[];
}

const MANIFEST = "manifest.json";
const DUMP = "database.dump";
const PGLITE = "pglite";
/** Every photo store keeps its objects under this prefix (photo-store.ts, photoKey). */
const PHOTOS_PREFIX = "photos/";

export function placeFromEnv(env: Env): Place {
  return {
    databaseUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** The photo store's bytes, as the servers of that place keep them (services/photo-store.ts, photoStoreFor). */
export function blobsOf(place: Place): PhotoBlobs {
  return place.s3 ? createS3Blobs(place.s3) : createDiskBlobs(place.dataDir);
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Queries of either driver: a pg client or the embedded database, both answering rows. */
type Rows = (text: string) => Promise<Record<string, unknown>[]>;

const TABLES_SQL = `select table_schema as schema, table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function countRows(rows: Rows): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await rows(TABLES_SQL)) {
    const schema = String(table.schema);
    const name = String(table.name);
    const [row] = await rows(`select count(*)::int as n from ${quoted(schema)}.${quoted(name)}`);
    counts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * A connection string and its password apart: the password goes to pg_dump / pg_restore through PGPASSWORD, so it
 * never shows in the process list.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk;
    });
    child.on("error", (error) =>
      reject(new Error(`${command} could not be started (${error.message}); install the PostgreSQL client tools`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.length === 0;
}

/** Copies every photo of `blobs` into the backup folder; answers what was copied. */
async function copyPhotosOut(blobs: PhotoBlobs, folder: string): Promise<PhotoEntry[]> {
  const entries: PhotoEntry[] = [];
  for (const item of await blobs.inventory(PHOTOS_PREFIX)) {
    const bytes = await blobs.get(item.key);
    // Removed between the listing and the read (a meal's photo past its undo window): nothing to keep.
    if (!bytes) continue;
    const file = path.join(folder, ...item.key.split("/"));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    entries.push({ key: item.key, bytes: bytes.length, sha256: sha256(bytes) });
  }
  return entries;
}

/**
 * Backs up `source` into the empty (or new) folder `to`. PostgreSQL: the row counts and pg_dump read one exported
 * snapshot, so they agree while servers keep writing. The embedded database: its folder's lock is taken (a running
 * server refuses the backup with one sentence, data-dir-lock.ts), a checkpoint written, and the folder copied while
 * nothing else can write to it; the embedded store's photos are copied under the same lock. Photos are copied after
 * the database, so every photo row of the dump finds its object unless a deletion came in between (docs/deploy.md).
 */
export async function backup(source: Place, to: string): Promise<Manifest> {
  if (!(await isEmptyFolder(to))) throw new Error(`The backup folder ${to} is not empty; name a new one.`);
  const blobs = blobsOf(source);
  let manifest: Manifest;
  if (source.databaseUrl) {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      await client.query("begin isolation level repeatable read read only");
      const { rows } = await client.query("select pg_export_snapshot() as snapshot");
      const snapshot = String(rows[0]?.snapshot);
      const tables = await countRows(async (text) => (await client.query(text)).rows);
      await fs.mkdir(to, { recursive: true });
      const connection = connectionOf(source.databaseUrl);
      await run(
        "pg_dump",
        ["--format=custom", `--snapshot=${snapshot}`, `--file=${path.join(to, DUMP)}`, `--dbname=${connection.dbname}`],
        connection.env,
      );
      await client.query("commit");
      manifest = { format: 1, createdAt: new Date().toISOString(), database: "postgres", tables, photos: [] };
    } finally {
      await client.end();
    }
    manifest.photos = await copyPhotosOut(blobs, to);
  } else {
    const pgliteDir = path.join(source.dataDir, PGLITE);
    await fs.access(pgliteDir).catch(() => {
      throw new Error(`There is no embedded database in ${source.dataDir} (no ${PGLITE} folder) to back up.`);
    });
    // Opening takes the data folder's lock for as long as the copy runs.
    const database = await openDatabase({ pgliteDir });
    try {
      const rows: Rows = async (text) =>
        ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
      // Only now, with the lock held: a refused backup leaves no folder behind.
      await fs.mkdir(to, { recursive: true });
      await rows("checkpoint");
      const tables = await countRows(rows);
      await fs.cp(pgliteDir, path.join(to, PGLITE), { recursive: true });
      const photos = await copyPhotosOut(blobs, to);
      manifest = { format: 1, createdAt: new Date().toISOString(), database: "pglite", tables, photos };
    } finally {
      await database.close();
    }
  }
  await fs.writeFile(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(from: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(from, MANIFEST), "utf8").catch(() => {
    throw new Error(`${from} holds no ${MANIFEST}: not a backup, or one that did not finish.`);
  });
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1) throw new Error(`${from} is a backup of a format this version does not know.`);
  return manifest;
}

/**
 * Restores the backup in `from` into `target`, which must be empty: a PostgreSQL database with no tables, or a
 * DATA_DIR without a database, and a photo store with no photos. Nothing is overwritten. Then verifies.
 */
export async function restore(from: string, target: Place): Promise<Verification> {
  const manifest = await readManifest(from);
  const blobs = blobsOf(target);
  if ((await blobs.inventory(PHOTOS_PREFIX)).length > 0) {
    throw new Error("The target photo store already holds photos; restore into an empty one.");
  }
  if (manifest.database === "postgres") {
    if (!target.databaseUrl) throw new Error("This is a PostgreSQL backup: set DATABASE_URL to an empty database.");
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(TABLES_SQL);
      if (rows.length > 0) throw new Error("The target database already has tables; restore into an empty one.");
    } finally {
      await client.end();
    }
    const connection = connectionOf(target.databaseUrl);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${connection.dbname}`,
        path.join(from, DUMP),
      ],
      connection.env,
    );
  } else {
    if (target.databaseUrl) throw new Error("This is a backup of the embedded database: unset DATABASE_URL.");
    const pgliteDir = path.join(target.dataDir, PGLITE);
    if (!(await isEmptyFolder(pgliteDir))) {
      throw new Error(`${target.dataDir} already has a database; restore into a new DATA_DIR.`);
    }
    // The same lock a server takes: none may start on the folder while it is being written.
    const lock = lockDataDir(target.dataDir, `${pgliteDir}.lock`);
    try {
      await fs.cp(path.join(from, PGLITE), pgliteDir, { recursive: true });
    } finally {
      lock.release();
    }
  }
  for (const photo of manifest.photos) {
    // A backup whose file is missing or changed is reported by the verification below, not restored half-way.
    const bytes = await fs.readFile(path.join(from, ...photo.key.split("/"))).catch(() => null);
    if (bytes) await blobs.put(photo.key, bytes);
  }
  return verify(manifest, target);
}

/** Compares a place with a manifest: every table's rows, every photo's presence, size and SHA-256, nothing extra. */
export async function verify(manifest: Manifest, place: Place): Promise<Verification> {
  let found: Record<string, number>;
  if (place.databaseUrl) {
    const client = new pg.Client({ connectionString: place.databaseUrl });
    await client.connect();
    try {
      found = await countRows(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  } else {
    const database = await openDatabase({ pgliteDir: path.join(place.dataDir, PGLITE) });
    try {
      found = await countRows(
        async (text) =>
          ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
      );
    } finally {
      await database.close();
    }
  }
  const mismatches: Mismatch[] = [];
  for (const table of new Set([...Object.keys(manifest.tables), ...Object.keys(found)])) {
    const expected = manifest.tables[table];
    const actual = found[table];
    if (expected !== actual) {
      mismatches.push({
        what: `table ${table}`,
        expected: expected === undefined ? "absent" : `${expected} rows`,
        found: actual === undefined ? "absent" : `${actual} rows`,
      });
    }
  }
  const blobs = blobsOf(place);
  const present = new Set((await blobs.inventory(PHOTOS_PREFIX)).map((item) => item.key));
  for (const photo of manifest.photos) {
    const bytes = present.has(photo.key) ? await blobs.get(photo.key) : null;
    if (!bytes) {
      mismatches.push({ what: `photo ${photo.key}`, expected: `${photo.bytes} bytes`, found: "missing" });
    } else if (sha256(bytes) !== photo.sha256) {
      mismatches.push({
        what: `photo ${photo.key}`,
        expected: `SHA-256 ${photo.sha256}`,
        found: `SHA-256 ${sha256(bytes)}`,
      });
    }
    present.delete(photo.key);
  }
  for (const extra of present) mismatches.push({ what: `photo ${extra}`, expected: "absent", found: "present" });
  return {
    tables: Object.keys(manifest.tables).length,
    rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
    photos: manifest.photos.length,
    photoBytes: manifest.photos.reduce((sum, photo) => sum + photo.bytes, 0),
    mismatches,
  };
}

/**
 * A scratch database on the same PostgreSQL server as `url`, for a drill's restore; dropped by `drop`. The role
 * needs CREATEDB.
 */
export async function scratchDatabaseBeside(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tarelka_drill_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
