import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** Renders SQL as the database's Drizzle does: openDatabase gives Drizzle no dialect options of its own. */
const dialect = new PgDialect();

/**
 * A raw statement whose text Drizzle renders once, here, with `sql.placeholder(…)` for its values, which each
 * call fills: what `.prepare("")` does for a query builder's statement (users-repository.ts findBySocial), for the
 * `sql` statements of the reads every screen makes, so a request does not rebuild hundreds of characters of SQL.
 * Unnamed, as everywhere: a named server-side statement would not survive PgBouncer's transaction mode
 * (docs/decisions/022-request-cost-and-embedded-upkeep.md). Both drivers answer with the rows under `rows`.
 */
export function preparedRows<Row>(db: Database, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, "", false);
  return async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
}
