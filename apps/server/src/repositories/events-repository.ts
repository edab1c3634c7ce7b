import type { TEventRequest } from "@tarelka/contracts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";

export interface EventDayCount {
  day: string;
  event: string;
  count: number;
}

/** SQL for analytics events; every method takes an optional transaction (docs/code-style.md §4). */
export function createEventsRepository(db: Database) {
  return {
    async insert(input: TEventRequest, tx: Database = db): Promise<void> {
      await tx.insert(analyticsEvents).values({
        event: input.event,
        clientTimestamp: new Date(input.timestamp),
        pageUrl: input.url,
        userAgent: input.userAgent,
        properties: input.properties ?? null,
      });
    },

    /** The operator's report: how many of each event per day (UTC, by the server's clock), newest day first. */
    async countByDay(options: { sinceDays?: number } = {}, tx: Database = db): Promise<EventDayCount[]> {
      const since = new Date(Date.now() - (options.sinceDays ?? 30) * 86_400_000);
      const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ day, event: analyticsEvents.event, count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(sql`${analyticsEvents.receivedAt} >= ${since}`)
        .groupBy(day, analyticsEvents.event)
        .orderBy(sql`1 desc`, analyticsEvents.event);
      return rows.map((r) => ({ day: r.day, event: r.event, count: Number(r.count) }));
    },

    /**
     * Retention (README, ANALYTICS_EVENTS_RETENTION_DAYS): deletes up to `batch` events received before `before`
     * and answers how many went. Small batches keep each statement short next to the inserts it shares the table
     * with; received_at leads the table's index, so each finds its rows without a scan.
     */
    async deleteReceivedBefore(before: Date, batch: number, tx: Database = db): Promise<number> {
      const doomed = tx
        .select({ id: analyticsEvents.id })
        .from(analyticsEvents)
        .where(sql`${analyticsEvents.receivedAt} < ${before}`)
        .limit(batch);
      const gone = await tx
        .delete(analyticsEvents)
        .where(sql`${analyticsEvents.id} in ${doomed}`)
        .returning({ id: analyticsEvents.id });
      return gone.length;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
