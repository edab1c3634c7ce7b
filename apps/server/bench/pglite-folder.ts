/**
 * The embedded database's own costs: how long a start on a fresh folder takes and what it holds in memory, and
 * whether the folder stays proportional to the data it keeps when a diary is written, deleted and written again
 * (the write-ahead log is the part that can grow without the data growing, docs/decisions/022-request-cost-and-embedded-upkeep.md).
 *
 * Each round writes ROWS meals of three dishes in one person's diary, deletes them all and writes them again;
 * after each round it prints the folder's size, the write-ahead log's share of it and the database's own size.
 * Usage: npm run bench:pglite [-- --rows 20000 --rounds 3 --no-upkeep]; --no-upkeep leaves out the embedded
 * database's upkeep (db/client.ts), to see the folder without it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const ROWS = arg("rows", 20_000);
const ROUNDS = arg("rounds", 3);

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "tarelka-pglite-bench-"));
const dir = path.join(root, "pglite");
try {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const database = await openDatabase({ pgliteDir: dir });
  const startMs = performance.now() - started;
  console.log(
    `fresh folder: started and migrated in ${(startMs / 1000).toFixed(1)} s; RSS ${mb(process.memoryUsage().rss)} ` +
      `(+${mb(process.memoryUsage().rss - rssBefore)}); folder ${mb(folderBytes(dir))}, ` +
      `of it write-ahead log ${mb(folderBytes(path.join(dir, "pg_wal")))}`,
  );
  const { db } = database;
  const [person] = (
    (await db.execute(sql`
      insert into users (social_provider, social_id, first_name) values ('vk', 'bench', 'Bench') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (!person) throw new Error("no person");
  const write = async () => {
    await db.execute(sql`
      with m as (
        insert into meals (user_id, date, meal_type, source)
        select ${person.id}, date '2024-01-01' + (i % 700), 'lunch', 'manual' from generate_series(1, ${ROWS}) i
        returning id)
      insert into meal_dishes (meal_id, position, name, grams, calories_per_100g, protein_per_100g, fat_per_100g,
        carbs_per_100g)
      select m.id, p, 'блюдо ' || p, 150, 120, 8.5, 4.2, 15.1 from m, generate_series(0, 2) p`);
  };
  const report = async (label: string) => {
    const size = (
      (await db.execute(sql`select pg_database_size(current_database())::float8 as bytes`)) as unknown as {
        rows: { bytes: number }[];
      }
    ).rows[0]?.bytes;
    console.log(
      `${label.padEnd(34)} folder ${mb(folderBytes(dir)).padStart(7)}, write-ahead log ${mb(folderBytes(path.join(dir, "pg_wal"))).padStart(7)}, ` +
        `database ${mb(size ?? 0).padStart(6)}; RSS ${mb(process.memoryUsage().rss)}`,
    );
  };
  await write();
  await report(`${ROWS} meals written`);
  for (let round = 1; round <= ROUNDS; round++) {
    await db.execute(sql`delete from meals where user_id = ${person.id}`);
    await write();
    // What the server's timer does once a minute (db/client.ts), run here at the end of each round.
    if (!process.argv.includes("--no-upkeep")) await database.upkeep?.();
    await report(`deleted and rewritten (${round} of ${ROUNDS})`);
  }
  const closing = performance.now();
  await database.close();
  const closeMs = performance.now() - closing;
  console.log(`closed in ${(closeMs / 1000).toFixed(1)} s; folder ${mb(folderBytes(dir))}`);
  const reopening = performance.now();
  const again = await openDatabase({ pgliteDir: dir });
  console.log(
    `reopened in ${((performance.now() - reopening) / 1000).toFixed(1)} s; folder ${mb(folderBytes(dir))}, ` +
      `write-ahead log ${mb(folderBytes(path.join(dir, "pg_wal")))}`,
  );
  await again.close();
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
