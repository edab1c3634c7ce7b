import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Whether the server can store anything right now. A full disk, a read-only mount or a read-only database still
 * answers reads, so health must try a write: one committed transaction (a temporary table, so nothing of ours
 * changes, and its commit is flushed like any other) and one small file written and flushed in DATA_DIR, where
 * the embedded database and the photos live.
 *
 * A good answer is reused for `cacheMs`, so a monitor polling health cannot turn it into write load; a failure
 * is not reused, so recovery shows at once.
 */
export function createWriteProbe(options: { db: Database; dataDir: string; cacheMs?: number }) {
  const cacheMs = options.cacheMs ?? 2_000;
  let okUntil = 0;
  let running: Promise<void> | null = null;

  async function probe(): Promise<void> {
    await options.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table tarelka_write_probe (at timestamptz) on commit drop`);
      await tx.execute(sql`insert into tarelka_write_probe values (now())`);
    });
    await fs.mkdir(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, `.write-probe-${process.pid}`);
    const handle = await fs.open(file, "w");
    try {
      await handle.writeFile("ok");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rm(file, { force: true });
  }

  /** Resolves when a write succeeded within `cacheMs`; rejects with the write's error otherwise. */
  return async function check(): Promise<void> {
    if (Date.now() < okUntil) return;
    // Concurrent health calls share one probe.
    running ??= probe()
      .then(() => {
        okUntil = Date.now() + cacheMs;
      })
      .finally(() => {
        running = null;
      });
    await running;
  };
}
