import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

type Rows = { rows: Record<string, unknown>[] };

/**
 * Row counts of every table the app writes, in one query, so that a refused request can be shown to have stored
 * nothing: a 4xx that wrote half a meal first is as much a bug as a 500.
 */
export async function rowCounter(db: Database): Promise<() => Promise<string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  const names = tables.rows.map((r) => String(r.table_name));
  if (names.length === 0) throw new Error("no tables found to count");
  const query = `select ${names.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(", ")}`;
  return async () => {
    const result = (await db.execute(sql.raw(query))) as unknown as Rows;
    return JSON.stringify(result.rows[0]);
  };
}
