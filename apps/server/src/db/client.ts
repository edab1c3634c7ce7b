import fs from "node:fs";
import path from "node:path";
import { PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ChangeWatch, type OnChange, watchHub, watchPglite, watchPostgres } from "./change-watch";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** Both drivers speak the same PostgreSQL dialect, so the rest of the server sees one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Hears the database's notifications on a channel (LISTEN) until the handle is closed (change-watch.ts); the
   * channels and what they announce are the migrations' (drizzle/0018_person_changes.sql).
   */
  watch(channel: string, onChange: OnChange): ChangeWatch;
  /** Tells this server's own listeners of a channel of a change it made, before the database's notification comes. */
  tell(channel: string, payload: string): void;
  /**
   * The embedded database only: the upkeep its single-user PostgreSQL does not do by itself, run now (embeddedUpkeep
   * below); on a folder it also runs on its own every EMBEDDED_UPKEEP_EVERY_MS.
   */
  upkeep?: () => Promise<void>;
}

/** The committed migrations, which every database is brought up to on open (and the tests' templates once a run). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../drizzle");

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /**
   * In memory only: start from this copy of a data folder (PGlite's `dumpDataDir`) instead of an empty one. The API
   * tests start each app from one migrated copy made once per run, which spares each the database's initialisation
   * (docs/decisions/033-test-databases-from-templates.md); the migrations still run and find nothing left to do.
   */
  pgliteImage?: Blob | undefined;
  /** Told about a pooled connection that broke while idle (a server restart, say). */
  onIdleConnectionError?: (error: Error) => void;
  /** PostgreSQL only: connections this process opens at most (DB_POOL_MAX, docs/deploy.md connection math). */
  poolMax?: number;
  /** PostgreSQL only: the longest one statement may run, 0 = no limit (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: where migrations run, when DATABASE_URL goes through a transaction pooler (DATABASE_DIRECT_URL). */
  directUrl?: string | undefined;
}

/**
 * Key of the advisory lock that migrations run under (docs/decisions/013-fleet.md): any fixed bigint that no
 * other lock of ours uses. Chosen once: "tarelka" read as ASCII.
 */
const MIGRATION_LOCK_KEY = 0x746172656c6b61n;

/**
 * Applies the committed migrations on a connection of its own, holding a session-level advisory lock, so servers
 * starting together take turns: the first applies what is missing, the others then find nothing left to do. Two
 * unlocked starts on an empty database would both create the same tables, and one crash on the duplicate.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    // Ending the session also drops the lock, should the unlock itself have failed.
    await client.end();
  }
}

/**
 * The types Drizzle's PGlite driver reads as the database's text (drizzle-orm/pglite session.js): timestamps, dates,
 * intervals and their arrays (numeric[], timestamp[], timestamptz[], interval[], date[] by OID), which its column
 * types then parse themselves.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** A statement's options as Drizzle sends them, less its type parsers, which the instance already has. */
const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined =>
  options?.parsers ? { ...options, parsers: undefined } : options;

/**
 * PGlite as Drizzle should use it. Drizzle hands PGlite its parsers for the types above with every statement, and
 * PGlite answers a statement given parsers with a fresh copy of its whole table of 300-odd types (measured at about
 * 0.2 ms a statement, more than a person's read costs in the database itself). So the instance takes Drizzle's
 * parsers once, after its start has registered the array types, and Drizzle's statements reach it without them:
 * the same rows, without the copy (docs/decisions/022-request-cost-and-embedded-upkeep.md). Drizzle calls only
 * `query` and `transaction`, so that is all the client it is given has.
 */
async function pgliteForDrizzle(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = (value: string) => value;
  // A transaction's handle is a plain object of PGlite's (its methods are closures), so it can be extended as is.
  const inTransaction = (tx: Transaction): Transaction =>
    Object.create(tx, {
      query: {
        value: (text: string, params?: unknown[], options?: QueryOptions) =>
          tx.query(text, params, withoutParsers(options)),
      },
    });
  const forDrizzle: Pick<PGlite, "query" | "transaction"> = {
    query: (text, params, options) => client.query(text, params, withoutParsers(options)),
    transaction: (work) => client.transaction((tx) => work(inTransaction(tx))),
  };
  return forDrizzle as PGlite;
}

/** Opens the database and applies the committed migrations before anything else may use it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    await migratePostgres(options.directUrl ?? options.url);
    const statementTimeout = options.statementTimeoutMs ?? 0;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // A start-up parameter of each connection. PgBouncer refuses unknown start-up parameters, so behind it the
      // timeout is set on the database role instead, with DB_STATEMENT_TIMEOUT_MS=0 (docs/deploy.md).
      ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
    });
    // Without a listener an idle connection's error would crash the process; the pool drops that connection
    // and the next query opens a fresh one.
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    const listenUrl = options.directUrl ?? options.url;
    const hub = watchHub((channel, onChange) =>
      watchPostgres(listenUrl, channel, onChange, options.onIdleConnectionError),
    );
    return {
      db: db as unknown as Database,
      kind: "postgres",
      watch: hub.watch,
      tell: hub.tell,
      close: async () => {
        await hub.close();
        await pool.end();
      },
    };
  }
  if (options.pgliteDir.startsWith("memory://")) {
    const client = new PGlite(options.pgliteDir, options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
    const db = drizzlePglite(await pgliteForDrizzle(client), { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const hub = watchHub((channel, onChange) => watchPglite(client, channel, onChange));
    return {
      db: db as unknown as Database,
      kind: "pglite",
      // No timer runs it in memory: a bench that wants the reads a running server has calls it (api-growth.ts).
      upkeep: () => embeddedUpkeep(client),
      watch: hub.watch,
      tell: hub.tell,
      close: async () => {
        await hub.close();
        await client.close();
      },
    };
  }
  // Before anything touches the folder: one process per embedded database (data-dir-lock.ts).
  const lock = lockDataDir(path.dirname(options.pgliteDir), `${options.pgliteDir}.lock`);
  try {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    const client = new PGlite({ fs: new FlushingNodeFS(options.pgliteDir), startParams: DURABLE_START_PARAMS });
    const db = drizzlePglite(await pgliteForDrizzle(client), { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const upkeep = () => embeddedUpkeep(client);
    // A fresh folder's initialisation and the migrations are the first write-ahead log to let go of.
    await upkeep();
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= upkeep()
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
    }, EMBEDDED_UPKEEP_EVERY_MS);
    timer.unref();
    const hub = watchHub((channel, onChange) => watchPglite(client, channel, onChange));
    return {
      db: db as unknown as Database,
      kind: "pglite",
      upkeep,
      watch: hub.watch,
      tell: hub.tell,
      close: async () => {
        clearInterval(timer);
        try {
          await hub.close();
          await running;
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database flushes each commit to the disk before acknowledging it (README, Durability). PGlite
 * as shipped does not: it starts PostgreSQL with `-F` (fsync off), and even with fsync on, the Emscripten file
 * system that maps PGDATA onto the real folder (NODEFS) has no `fsync` of its own, so the call does nothing.
 * `relaxedDurability` does not help: it only decides whether PGlite awaits its own `syncToFs`, which for this
 * file system is empty. So: PGlite's start parameters without `-F`, WAL flushed with fsync() (the call that
 * reaches NODEFS's `fsync`, where fdatasync() would not), and NODEFS given an `fsync` that flushes the real file.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  "-c",
  "wal_sync_method=fsync",
  // What a checkpoint keeps of the old write-ahead log for reuse: the least PostgreSQL allows (two segments), so
  // the folder holds the data and little else (docs/decisions/022-request-cost-and-embedded-upkeep.md).
  "-c",
  "min_wal_size=32MB",
  "-c",
  "max_wal_size=32MB",
];

/** How often the embedded database looks whether it needs its upkeep; the look itself is one cheap query. */
export const EMBEDDED_UPKEEP_EVERY_MS = 60_000;
/** Write-ahead log written since the last checkpoint past which the upkeep vacuums and checkpoints. */
const UPKEEP_AFTER_WAL_BYTES = 32 * 2 ** 20;

/**
 * What PostgreSQL's background processes would do, for the embedded one that has none (docs/decisions/022-request-cost-and-embedded-upkeep.md).
 * PGlite runs PostgreSQL as a single-user backend: no checkpointer, so the write-ahead log is never recycled
 * until the database is closed, and no autovacuum, so deleted and updated rows are never made reusable and
 * every rewrite adds to the tables. When enough log has been written since the last checkpoint, this vacuums
 * the tables autovacuum would pick (dead rows over 50 + 20 % of the live ones, its default thresholds) and
 * takes a checkpoint, after which the old log segments are removed.
 *
 * A diary mostly grows. Tables that took more rows since their last vacuum than autovacuum lets pass (1,000 + 20 %
 * of the live ones, its insert thresholds) are vacuumed at every upkeep, whatever the log: that marks their pages
 * all-visible, so the counts the achievements read (days within the goal, water goal days) come from the index
 * alone instead of visiting every row of the diary (docs/decisions/022-request-cost-and-embedded-upkeep.md).
 */
export async function embeddedUpkeep(client: PGlite): Promise<void> {
  // A single-user backend reports its table statistics only now and then; the counts below must be today's.
  await client.query("select pg_stat_force_next_flush()");
  const { rows: grown } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
     where n_ins_since_vacuum > 1000 + 0.2 * n_live_tup`,
  );
  for (const { name } of grown) await client.exec(`vacuum ${name}`);
  const { rows } = await client.query<{ wal: number }>(
    "select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as wal from pg_control_checkpoint()",
  );
  if ((rows[0]?.wal ?? 0) < UPKEEP_AFTER_WAL_BYTES) return;
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
     where n_dead_tup > 50 + 0.2 * n_live_tup`,
  );
  for (const { name } of tables) await client.exec(`vacuum (analyze) ${name}`);
  await client.exec("checkpoint");
}

/** Emscripten's errno for an I/O error. */
const EMSCRIPTEN_EIO = 29;

/** NODEFS's open streams carry the real file descriptor as `nfd`. */
interface NodeFsStream {
  nfd?: number;
}

class FlushingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const { emscriptenOpts } = await super.init(...args);
    const flushOnFsync = (mod: { NODEFS: { stream_ops?: Record<string, unknown> } }) => {
      const streamOps = mod.NODEFS.stream_ops;
      if (!streamOps) throw new Error("PGlite's NODEFS has no stream_ops: the fsync bridge cannot be installed");
      streamOps.fsync = (stream: NodeFsStream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fs.fsyncSync(stream.nfd);
          return 0;
        } catch {
          // EIO to PostgreSQL, which then stops rather than carry on over writes that may not be on the disk.
          return EMSCRIPTEN_EIO;
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushOnFsync] } };
  }
}
